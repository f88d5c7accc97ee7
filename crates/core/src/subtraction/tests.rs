//! Tests of the subtraction scans: every fast method against the reference,
//! the reference against an independent search, and known tables.

use super::*;
use crate::game::Game;
use crate::grundy::{GrundySolver, Nimber};
use crate::outcome::Outcome;
use crate::search::Solver;
use proptest::prelude::*;

const METHODS: [Method; 4] = [Method::Plain, Method::Chunks, Method::WideChunks, Method::Automaton];

struct Plain(Vec<u64>, Convention);
impl Game for Plain {
    type Position = u64;
    type Move = u64;
    fn for_each_move(&self, n: &u64, mut f: impl FnMut(u64)) {
        self.0.iter().filter(|&&s| s <= *n).for_each(|&s| f(s));
    }
    fn play(&self, n: &u64, s: &u64) -> u64 {
        n - s
    }
    fn convention(&self) -> Convention {
        self.1
    }
}

fn set(takes: &[u64]) -> SubtractionSet {
    SubtractionSet::new(takes.iter().copied()).unwrap()
}

fn bits(method: Method, takes: &[u64], conv: Convention, len: u64) -> SafeBits {
    safe_heaps_by(method, set(takes), conv, len, &Control::none()).unwrap()
}

#[test]
fn game_nine_is_zero_or_two_mod_five() {
    for method in METHODS {
        let bits = bits(method, &[1, 4], Convention::Normal, 10_000);
        for n in 0..10_000 {
            assert_eq!(bits.is_safe(n), n % 5 == 0 || n % 5 == 2, "{method:?}, n = {n}");
        }
        assert_eq!(bits.count_safe(), 4000, "{method:?}");
    }
}

#[test]
fn known_outcome_tables() {
    for method in METHODS {
        // {1, 3, 4}: the safe heaps are 0 and 2 modulo 7.
        let b = bits(method, &[1, 3, 4], Convention::Normal, 7_001);
        assert!((0..7_001).all(|n| b.is_safe(n) == (n % 7 == 0 || n % 7 == 2)), "{method:?}");
        assert_eq!(b.count_safe(), 2_001, "{method:?}: bits past the end stay clear");
        // Misère {1}: the odd heaps are safe (taking the last stone loses).
        let b = bits(method, &[1], Convention::Misere, 1_000);
        assert!((0..1_000).all(|n| b.is_safe(n) == (n % 2 == 1)), "{method:?}");
        // {64}: blocks of 64 alternate, under both conventions (shifted).
        let b = bits(method, &[64], Convention::Normal, 1_000);
        assert!((0..1_000).all(|n| b.is_safe(n) == ((n / 64) % 2 == 0)), "{method:?}");
        let b = bits(method, &[64], Convention::Misere, 1_000);
        assert!((0..1_000).all(|n| b.is_safe(n) == ((n / 64) % 2 == 1)), "{method:?}");
    }
}

#[test]
fn known_grundy_tables() {
    let cases: [(&[u64], &[u8]); 5] = [
        (&[1, 3, 4], &[0, 1, 0, 1, 2, 3, 2]),
        (&[1, 2, 3], &[0, 1, 2, 3]),
        (&[2, 3, 5], &[0, 0, 1, 1, 2, 2, 3]),
        (&[5], &[0, 0, 0, 0, 0, 1, 1, 1, 1, 1]),
        (&[1, 2, 4, 8, 16, 32, 64], &[0, 1, 2]),
    ];
    for (takes, period) in cases {
        let g = grundy_values(set(takes), 5_003, &Control::none()).unwrap();
        let mut wide = vec![0; 5_003];
        GrundyScan::wide(set(takes)).fill(&mut wide);
        for (n, (&v, &w)) in g.iter().zip(&wide).enumerate() {
            assert_eq!(v, period[n % period.len()], "{takes:?}, n = {n}");
            assert_eq!(w, v, "wide: {takes:?}, n = {n}");
        }
    }
    // Every take from 1 to 64: heap n has value n mod 65, the largest possible.
    let all: Vec<u64> = (1..=64).collect();
    let g = grundy_values(set(&all), 1_000, &Control::none()).unwrap();
    assert!(g.iter().enumerate().all(|(n, &v)| usize::from(v) == n % 65));
}

#[test]
fn the_method_chosen_fits_the_set() {
    assert_eq!(Method::choose(set(&[1, 4]), 1_000_000_000), Method::Automaton);
    assert_eq!(Method::choose(set(&[1, 4]), 100), Method::Chunks);
    assert_eq!(Method::choose(set(&[1, 17]), 1_000_000_000), Method::WideChunks);
    assert_eq!(Method::choose(set(&[1, 17]), WIDE_FROM - 1), Method::Chunks);
    assert_eq!(Method::choose(set(&[2, 5, 13, 16]), 1_000_000_000), Method::Automaton);
    assert_eq!(Method::choose(set(&[2, 5, 13, 16]), 10_000_000), Method::WideChunks);
    assert_eq!(Method::choose(set(&[2, 5, 13, 16]), 1_000_000), Method::Chunks);
    let s = SafeScan::new(set(&[1, 40]), Convention::Normal, Method::Automaton);
    assert_eq!(s.method(), Method::Chunks);
}

fn takes_strategy() -> impl Strategy<Value = Vec<u64>> {
    prop_oneof![
        proptest::collection::btree_set(1u64..=8, 1..5),
        proptest::collection::btree_set(1u64..=16, 1..8),
        proptest::collection::btree_set(1u64..=64, 1..12),
        proptest::collection::btree_set(9u64..=64, 1..5),
    ]
    .prop_map(|s| s.into_iter().collect())
}

/// Fills `len` values from `scan` in uneven pieces: `cut` long, each in two
/// calls.
fn streamed(mut scan: GrundyScan, len: u64, cut: usize) -> Vec<u8> {
    let mut out = vec![0u8; len as usize];
    for (k, piece) in out.chunks_mut(cut).enumerate() {
        let split = piece.len().min(k % 17 + 1);
        let (a, b) = piece.split_at_mut(split);
        scan.fill(a);
        scan.fill(b);
    }
    out
}

proptest! {
    // The sixteen-heap tables take a while to build unoptimised: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn wide_chunks_equal_the_reference(takes in takes_strategy(), misere: bool, len in 0u64..3_000, cut in 1usize..100) {
        let conv = if misere { Convention::Misere } else { Convention::Normal };
        let reference = bits(Method::Plain, &takes, conv, len);
        prop_assert_eq!(&bits(Method::WideChunks, &takes, conv, len).words, &reference.words);
        let set = set(&takes);
        let values = grundy_values_plain(set, len, &Control::none()).unwrap();
        prop_assert_eq!(&streamed(GrundyScan::wide(set), len, cut), &values);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn fast_outcomes_equal_the_reference(takes in takes_strategy(), misere: bool, len in 0u64..5_000) {
        let conv = if misere { Convention::Misere } else { Convention::Normal };
        let reference = bits(Method::Plain, &takes, conv, len);
        for method in [Method::Chunks, Method::Automaton] {
            let fast = bits(method, &takes, conv, len);
            prop_assert_eq!(&fast.words, &reference.words, "{:?}", method);
        }
    }

    #[test]
    fn fast_grundy_values_equal_the_reference(takes in takes_strategy(), len in 0u64..5_000, cut in 1usize..100) {
        let set = set(&takes);
        let reference = grundy_values_plain(set, len, &Control::none()).unwrap();
        prop_assert_eq!(&grundy_values(set, len, &Control::none()).unwrap(), &reference);
        // Streamed in uneven pieces, the same values.
        prop_assert_eq!(&streamed(GrundyScan::new(set), len, cut), &reference);
        // The safe heaps are the heaps of value 0.
        let b = bits(Method::Chunks, &takes, Convention::Normal, len);
        prop_assert!((0..len).all(|n| b.is_safe(n) == (reference[n as usize] == 0)));
    }

    #[test]
    fn scans_agree_with_search(takes in proptest::collection::btree_set(1u64..=70, 1..6), misere: bool) {
        let conv = if misere { Convention::Misere } else { Convention::Normal };
        let set = SubtractionSet::new(takes.iter().copied());
        if takes.iter().any(|&s| s > 64) {
            prop_assert!(set.is_none());
            return Ok(());
        }
        let set = set.unwrap();
        let game = Plain(takes.iter().copied().collect(), conv);
        let mut s = Solver::new(&game);
        // The sixteen-heap tables are checked against the reference above.
        let methods = [Method::Plain, Method::Chunks, Method::Automaton];
        let all: Vec<SafeBits> =
            methods.iter().map(|&m| safe_heaps_by(m, set, conv, 300, &Control::none()).unwrap()).collect();
        for n in 0..300 {
            let safe = s.value(&n).unwrap().outcome == Outcome::PreviousWins;
            for (bits, m) in all.iter().zip(methods) {
                prop_assert_eq!(bits.is_safe(n), safe, "{:?}, n = {}", m, n);
            }
        }
        if !misere {
            let fast = grundy_values(set, 300, &Control::none()).unwrap();
            let plain = grundy_values_plain(set, 300, &Control::none()).unwrap();
            let mut gs = GrundySolver::new(&game);
            for n in 0..300u64 {
                let v = gs.grundy(&n).unwrap();
                prop_assert_eq!(Nimber(u32::from(fast[n as usize])), v);
                prop_assert_eq!(Nimber(u32::from(plain[n as usize])), v);
            }
        }
    }
}

/// The definitions themselves, by plain recursion (no memo, no register):
/// the Grundy value is the mex of the values one take away.
fn grundy_by_definition(takes: &[u64], n: u64) -> u8 {
    let reachable: Vec<u8> = takes.iter().filter(|&&s| s <= n).map(|&s| grundy_by_definition(takes, n - s)).collect();
    (0..).find(|v| !reachable.contains(v)).unwrap()
}

/// Misère: a heap is safe when it has a move and every move reaches an
/// unsafe heap.
fn misere_safe_by_definition(takes: &[u64], n: u64) -> bool {
    let moves: Vec<u64> = takes.iter().filter(|&&s| s <= n).map(|&s| n - s).collect();
    !moves.is_empty() && moves.iter().all(|&m| !misere_safe_by_definition(takes, m))
}

#[test]
fn small_heaps_agree_with_the_definitions() {
    for takes in [&[1, 2][..], &[2, 3], &[1, 3, 4], &[3, 5, 7], &[1, 4, 6, 9], &[2, 7, 11, 12]] {
        let n = 22;
        let g = grundy_values(set(takes), n, &Control::none()).unwrap();
        let wide = {
            let mut w = vec![0; n as usize];
            GrundyScan::wide(set(takes)).fill(&mut w);
            w
        };
        for method in METHODS {
            let normal = bits(method, takes, Convention::Normal, n);
            let misere = bits(method, takes, Convention::Misere, n);
            for h in 0..n {
                let v = grundy_by_definition(takes, h);
                assert_eq!((g[h as usize], wide[h as usize]), (v, v), "{takes:?}, heap {h}");
                assert_eq!(normal.is_safe(h), v == 0, "{method:?}, {takes:?}, heap {h}");
                assert_eq!(
                    misere.is_safe(h),
                    misere_safe_by_definition(takes, h),
                    "misère {method:?}, {takes:?}, heap {h}"
                );
            }
        }
    }
}
