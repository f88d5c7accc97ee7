//! Benchmarks of the core solvers. Each asserts what it computed, so a fast
//! wrong answer cannot pass for a result.
//!
//! Run: `cargo bench -p ludoteca-core --bench solvers`

use divan::Bencher;
use ludoteca_core::subtraction::{
    GrundyScan, Method, SubtractionSet, grundy_values, grundy_values_plain, safe_heaps, safe_heaps_by,
};
use ludoteca_core::{Control, Convention, Game, Outcome, Retrograde, Solver};

fn main() {
    divan::main();
}

/// Outcomes of a subtraction game on heaps 0..10^8 (one bit per heap), by
/// the fastest method for {1, 4} (the word automaton). The 10^9 run and the
/// side-by-side comparison with C are `benches/compare.py`.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn subtraction_outcomes_1e8(b: Bencher) {
    let set = SubtractionSet::new([1, 4]).unwrap();
    b.bench(|| {
        let bits = safe_heaps(set, Convention::Normal, 100_000_000, &Control::none()).unwrap();
        assert_eq!(bits.count_safe(), 40_000_000);
        bits
    });
}

/// The same by each method: the chunk tables (any set) and the one heap per
/// step reference.
#[divan::bench(args = ["chunks", "plain"], sample_count = 3, sample_size = 1)]
fn subtraction_outcomes_1e8_by(b: Bencher, method: &str) {
    let method = if method == "chunks" { Method::Chunks } else { Method::Plain };
    let set = SubtractionSet::new([1, 4]).unwrap();
    b.bench(|| {
        let bits = safe_heaps_by(method, set, Convention::Normal, 100_000_000, &Control::none()).unwrap();
        assert_eq!(bits.count_safe(), 40_000_000);
        bits
    });
}

const TEN_TAKES: [u64; 10] = [1, 3, 4, 7, 9, 12, 15, 20, 27, 33];

/// Outcomes of the 10-element set on heaps 0..10^8 (largest take 33: the
/// chunk tables), checked against the values of Grundy value 0 by the
/// one-heap-at-a-time reference.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn subtraction_outcomes_1e8_ten_takes(b: Bencher) {
    let set = SubtractionSet::new(TEN_TAKES).unwrap();
    let zeros = grundy_values_plain(set, 100_000_000, &Control::none()).unwrap().iter().filter(|&&v| v == 0).count();
    b.bench(|| {
        let bits = safe_heaps(set, Convention::Normal, 100_000_000, &Control::none()).unwrap();
        assert_eq!(bits.count_safe(), zeros as u64);
        bits
    });
}

/// Grundy values of the 10-element subtraction game on heaps 0..10^8, by the
/// chunk tables (one layer per value) and by the reference.
#[divan::bench(args = ["chunks", "plain"], sample_count = 3, sample_size = 1)]
fn subtraction_grundy_1e8_ten_takes(b: Bencher, method: &str) {
    let set = SubtractionSet::new(TEN_TAKES).unwrap();
    b.bench(|| {
        let g = if method == "chunks" {
            grundy_values(set, 100_000_000, &Control::none())
        } else {
            grundy_values_plain(set, 100_000_000, &Control::none())
        }
        .unwrap();
        assert!(g.iter().all(|&v| v <= 10));
        g
    });
}

/// Grundy values streamed through a 64 KiB buffer (none kept), 10^8 heaps.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn subtraction_grundy_1e8_ten_takes_streamed(b: Bencher) {
    let set = SubtractionSet::new(TEN_TAKES).unwrap();
    let mut buf = vec![0u8; 1 << 16];
    b.bench_local(|| {
        let mut scan = GrundyScan::new(set);
        let mut zeros = 0usize;
        for _ in 0..100_000_000 / (1 << 16) {
            scan.fill(&mut buf);
            zeros += buf.iter().filter(|&&v| v == 0).count();
        }
        assert!(zeros > 0);
        zeros
    });
}

/// A game for the generic solvers: take 1, 3 or 4 from one heap.
struct Subtract;
impl Game for Subtract {
    type Position = u32;
    type Move = u32;
    fn for_each_move(&self, n: &u32, mut f: impl FnMut(u32)) {
        [1, 3, 4].into_iter().filter(|s| s <= n).for_each(&mut f);
    }
    fn play(&self, n: &u32, s: &u32) -> u32 {
        n - s
    }
}

/// The generic memoised search, a million positions deep.
#[divan::bench(sample_count = 5)]
fn memoised_search_1e6(b: Bencher) {
    b.bench(|| {
        let mut s = Solver::new(&Subtract);
        let v = s.value(&1_000_000).unwrap();
        // {1, 3, 4}: n mod 7 ∈ {0, 2} is safe; 10^6 ≡ 1 (mod 7).
        assert_eq!(v.outcome, Outcome::NextWins);
        s.solved()
    });
}

/// Retrograde analysis of the same game, a million positions.
#[divan::bench(sample_count = 5)]
fn retrograde_1e6(b: Bencher) {
    b.bench(|| {
        let r = Retrograde::solve(&Subtract, &[1_000_000], &Control::none()).unwrap();
        assert_eq!(r.len(), 1_000_001);
        assert_eq!(r.value(&999_999).unwrap().outcome, Outcome::PreviousWins);
        r.len()
    });
}
