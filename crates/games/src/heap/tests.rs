//! The text's claims about the heap games, reproduced from the engine, and
//! property tests of the champion and of misère play.

use super::*;
use crate::catalogue::open;
use crate::entry::Entry;
use crate::notation::Notation;
use crate::params::Params;
use ludoteca_core::{Control, Outcome};
use proptest::prelude::*;

fn entry(id: &str, params: &[&str]) -> Box<dyn Entry> {
    open(id, &Params::parse(params.iter().copied()).unwrap()).unwrap()
}

/// The outcome of each start heap `0..=to` of a preset (its start column).
fn start_column(e: &dyn Entry, to: u64) -> Vec<Outcome> {
    (0..=to).map(|n| e.analyse(&n.to_string(), &Control::none()).unwrap().outcome).collect()
}

fn safe(o: &Outcome) -> bool {
    *o == Outcome::PreviousWins
}

#[test]
fn game_8_multiples_of_three_are_safe() {
    let t = entry("je-8", &[]).table(0, 300, &Control::none()).unwrap();
    for c in &t.entries {
        let ludoteca_core::table::Coord::Int(n) = c.coords[0] else { panic!() };
        assert_eq!(safe(&c.outcome), n % 3 == 0, "n = {n}");
    }
    assert_eq!(t.entries.len(), 301);
}

#[test]
fn game_9_safe_iff_0_or_2_mod_5_and_the_texts_replies() {
    let e = entry("je-9", &[]);
    let col = start_column(e.as_ref(), 400);
    for (n, o) in col.iter().enumerate() {
        assert_eq!(safe(o), n % 5 == 0 || n % 5 == 2, "n = {n}");
    }
    // From 1000 (≡ 0) the second player wins.
    let a = e.analyse(&e.start(), &Control::none()).unwrap();
    assert_eq!((a.position.as_str(), a.outcome), ("1000", Outcome::PreviousWins));
    // The text's replies: n ≡ 1 take 1 or 4; n ≡ 3 take 1; n ≡ 4 take 4.
    for n in 4..400u64 {
        let wins = e.analyse(&n.to_string(), &Control::none()).unwrap().winning_moves;
        let expected: &[&str] = match n % 5 {
            1 => &["1", "4"],
            3 => &["1"],
            4 => &["4"],
            _ => &[],
        };
        let mut wins = wins.clone();
        wins.sort();
        assert_eq!(wins, expected, "n = {n}");
    }
}

#[test]
fn game_10_safe_iff_0_or_1_mod_5() {
    let e = entry("je-10", &[]);
    for (n, o) in start_column(e.as_ref(), 300).iter().enumerate() {
        assert_eq!(safe(o), n % 5 <= 1, "n = {n}");
    }
}

#[test]
fn game_13_i_rows_and_certainty_at_16() {
    let e = entry("je-13-i", &[]);
    let t = e.table(0, 18, &Control::none()).unwrap();
    let row = |who: &str| -> String {
        t.entries
            .iter()
            .filter(|c| c.coords[1] == ludoteca_core::table::Coord::Name(who.into()))
            .map(|c| c.outcome.sign())
            .collect()
    };
    // The text's table (columns n = 0..18), read pairwise (A over B).
    assert_eq!(row("A"), "+−−+−−++−++−+++++++");
    assert_eq!(row("B"), "++−−+−−+−−−−−−−−−−−");
    // "From 12 stones on the first player loses."
    for n in 12..500 {
        let a = e.analyse(&format!("{n},A"), &Control::none()).unwrap();
        assert_eq!(a.outcome, Outcome::PreviousWins, "n = {n}");
    }
    // Period 1 from 12; certain only at 16 because 4 is the largest take.
    let p = e.period(&Control::none()).unwrap();
    assert_eq!((p.preperiod, p.period, p.window, p.certain_at, p.proved), (12, 1, 4, 16, true));
}

#[test]
fn game_19_starts_safe_iff_0_or_3_mod_5() {
    let e = entry("je-19", &[]);
    for (n, o) in start_column(e.as_ref(), 600).iter().enumerate() {
        assert_eq!(safe(o), n % 5 == 0 || n % 5 == 3, "n = {n}");
    }
    let a = e.analyse(&e.start(), &Control::none()).unwrap();
    // 2007 ≡ 2 (mod 5): the text's rule (4) takes 2.
    assert_eq!(a.outcome, Outcome::NextWins);
    assert!(a.winning_moves.contains(&"2".to_string()));
    let p = e.period(&Control::none()).unwrap();
    assert!(!p.proved);
    assert_eq!((p.period, p.safe_residues.clone()), (5, vec![0, 3]));
}

#[test]
fn game_19_long_rows() {
    // The text: rows n ∈ {5, 10, 20, 40} are "long": (n, t) is safe for every
    // t = r + 1 with r = 1..n−2, i.e. 2 ≤ t ≤ n − 1.
    let e = entry("je-19", &[]);
    let t = e.table(0, 40, &Control::none()).unwrap();
    let long = |n: u64| {
        let cfg = HeapConfig::from_params("je-19", &Params::parse(["limit=plus-one"]).unwrap()).unwrap();
        let table = CapTable::solve(&cfg.game, n, &Control::none()).unwrap();
        (2..n).all(|t| {
            table.value(&HeapPosition { n, a: 0, b: t, mover: Player::First }).unwrap().outcome == Outcome::PreviousWins
        })
    };
    for n in [5, 10, 20, 40] {
        assert!(long(n), "row {n} is long");
    }
    assert!(!t.entries.is_empty());
    // Row 3 is long too, trivially: its single entry (3, 2) is safe.
    let longs: Vec<u64> = (3..=40).filter(|&n| long(n)).collect();
    assert_eq!(longs, vec![3, 5, 10, 20, 40]);
    // The text's conjecture, long rows exactly at n = 5·2^k, holds to 700.
    let further: Vec<u64> = (41..=700).filter(|&n| long(n)).collect();
    assert_eq!(further, vec![80, 160, 320, 640]);
}

#[test]
fn game_20_period_13_from_9_and_take_4_from_2000() {
    let e = entry("je-20", &[]);
    let p = e.period(&Control::none()).unwrap();
    assert_eq!((p.preperiod, p.period, p.window, p.proved), (9, 13, 5, true));
    // The text waits for row 35 (two whole periods); two equal windows of
    // 5 rows already prove it at row 26.
    assert_eq!(p.certain_at, 26);
    let a = e.analyse("2000,0", &Control::none()).unwrap();
    assert_eq!(a.outcome, Outcome::NextWins);
    assert_eq!(a.winning_moves, vec!["4".to_string()]);
    // The six winning positions: (1,1) and the empty heap.
    for r in 1..=5 {
        assert_eq!(e.terminal(&format!("0,{r}")).unwrap(), Some(Outcome::PreviousWins));
    }
    assert_eq!(e.terminal("1,1").unwrap(), Some(Outcome::PreviousWins));
    // Rows 7, 13, 20 are + + + + +, row 8 is − − − − −.
    let t = e.table(0, 21, &Control::none()).unwrap();
    let row = |n: u64| -> String {
        t.entries
            .iter()
            .filter(|c| {
                c.coords[0] == ludoteca_core::table::Coord::Int(n) && c.coords[1] != ludoteca_core::table::Coord::Int(0)
            })
            .map(|c| c.outcome.sign())
            .collect()
    };
    assert_eq!(row(7), "+++++");
    assert_eq!(row(13), "+++++");
    assert_eq!(row(20), "+++++");
    assert_eq!(row(8), "−−−−−");
    // Huge heaps are answered by the period.
    let big = e.analyse(&format!("{},0", u64::MAX), &Control::none()).unwrap();
    assert_eq!(big.method, "period");
    let reduced = p.preperiod + (u64::MAX - p.preperiod) % p.period;
    let small = e.analyse(&format!("{reduced},0"), &Control::none()).unwrap();
    assert_eq!(big.outcome, small.outcome);
}

#[test]
fn game_21_first_player_loses_iff_13k_or_13k_minus_6() {
    let e = entry("je-21", &[]);
    let losing: Vec<u64> = (1..=200u64)
        .filter(|n| e.analyse(&format!("{n},0"), &Control::none()).unwrap().outcome == Outcome::PreviousWins)
        .collect();
    let text: Vec<u64> = (1..=200u64).filter(|m| m % 13 == 0 || (m + 6) % 13 == 0).collect();
    assert_eq!(losing, text);
    assert_eq!(e.period(&Control::none()).unwrap().safe_residues, vec![0, 7]);
}

#[test]
fn game_7_first_player_says_3() {
    // Saying 3, 7, 11, …, 27, 31 wins: 31 − s ≡ 0 (mod 4).
    let e = entry("je-7", &[]);
    let a = e.analyse("0", &Control::none()).unwrap();
    assert_eq!(a.winning_moves, vec!["3".to_string()]);
    assert_eq!(e.play("0", "3").unwrap(), "3");
    assert_eq!(e.terminal("31").unwrap(), Some(Outcome::PreviousWins));
    assert!(e.play("30", "2").is_err(), "never above 31");
}

#[test]
fn fibonacci_nim_loses_on_fibonacci_heaps() {
    let e = entry("fibonacci-nim", &[]);
    let fib: Vec<u64> = {
        let mut f = vec![1u64, 2];
        while *f.last().unwrap() < 400 {
            let k = f.len();
            f.push(f[k - 1] + f[k - 2]);
        }
        f
    };
    for n in 2..=400u64 {
        let o = e.analyse(&n.to_string(), &Control::none()).unwrap().outcome;
        assert_eq!(safe(&o), fib.contains(&n), "n = {n}");
    }
}

#[test]
fn zeckendorf_rule_agrees_with_the_table_and_answers_any_heap() {
    let cfg = HeapConfig::from_params("fibonacci-nim", &Params::parse(["limit=double", "take=any"]).unwrap()).unwrap();
    let table = CapTable::solve(&cfg.game, 700, &Control::none()).unwrap();
    for n in 1..=700u64 {
        let z = zeckendorf::smallest_term(n).unwrap();
        for t in 1..=n {
            let v = table.value(&HeapPosition { n, a: 0, b: t, mover: Player::First }).unwrap();
            assert_eq!(v.outcome == Outcome::NextWins, z <= t, "({n}, {t})");
        }
    }
    // Fibonacci nim loses exactly on Fibonacci heaps, here to 10^4 by the rule
    // (checked against the table above to 700).
    let e = entry("fibonacci-nim", &[]);
    for n in 2..=10_000u64 {
        let start = cfg.format(&HeapPosition { n, a: 0, b: n - 1, mover: Player::First });
        let lost = z_lost(n);
        assert_eq!(lost, zeckendorf::is_fibonacci(n), "n = {n}");
        if [610, 1000, 1597].contains(&n) {
            assert_eq!(e.analyse(&start, &Control::none()).unwrap().outcome == Outcome::PreviousWins, lost);
        }
    }
    let big = e.analyse(&format!("{},{}", u64::MAX, u64::MAX - 1), &Control::none()).unwrap();
    assert_eq!(big.method, "zeckendorf");
    let z = zeckendorf::smallest_term(u64::MAX).unwrap();
    assert_eq!(big.winning_moves, vec![z.to_string()]);
}

/// Whether Fibonacci nim from `n` (first move: anything but all) is lost.
fn z_lost(n: u64) -> bool {
    zeckendorf::smallest_term(n).is_none_or(|z| z > n - 1)
}

#[test]
fn bad_positions_and_moves_are_explained() {
    let e = entry("je-20", &[]);
    let err = e.analyse("2000,9", &Control::none()).unwrap_err().to_string();
    assert!(err.contains("bad position `2000,9`") && err.contains("n (stones left),r"), "{err}");
    assert!(e.normalize("abc").is_err());
    assert!(e.normalize("-3").is_err());
    let err = e.play("2000,4", "4").unwrap_err().to_string();
    assert!(err.contains("you may take 1, 2, 3 or 5"), "{err}");
    assert!(e.play("3,0", "5").is_err());
    let p = entry("je-13-i", &[]);
    assert!(p.normalize("12,C").is_err());
    assert_eq!(p.normalize("(12, b)").unwrap(), "12,B");
}

/// A random heap game of the family.
fn any_game() -> impl Strategy<Value = HeapGame> {
    let set =
        proptest::collection::btree_set(1u64..=6, 1..4).prop_map(|s| TakeSet::of(&s.into_iter().collect::<Vec<_>>()));
    (set.clone(), set, any::<bool>(), 0..6usize, any::<bool>()).prop_map(|(a, b, partizan, m, misere)| {
        let memory = [
            Memory::None,
            Memory::ForbidOpponentLast,
            Memory::ForbidOwnLast,
            Memory::PlusOne,
            Memory::Double,
            Memory::Fibonacci,
        ][m];
        let limited = matches!(memory, Memory::PlusOne | Memory::Double | Memory::Fibonacci);
        let partizan = partizan && !limited;
        HeapGame {
            takes: if limited {
                [TakeSet::Any; 2]
            } else if partizan {
                [a, b]
            } else {
                [a, a]
            },
            partizan,
            memory,
            convention: Convention::misere_if(misere),
        }
    })
}

/// Plain minimax, no memo, no remoteness: whether the player to move wins.
fn brute(game: &HeapGame, p: &HeapPosition) -> bool {
    let moves = game.moves(p);
    if moves.is_empty() {
        return game.convention == Convention::Misere;
    }
    moves.iter().any(|&s| !brute(game, &game.after(p, s)))
}

fn cfg_of(game: &HeapGame) -> HeapConfig {
    HeapConfig {
        id: "test".into(),
        game: game.clone(),
        heap: 0,
        opening: Opening::AtMost(2),
        target: None,
        params: Params::new(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_champion_never_hands_over_a_win(game in any_game(), n in 0u64..40) {
        let cfg = cfg_of(&game);
        let e = HeapEntry::new(HeapConfig { heap: n, ..cfg.clone() }, "", "");
        let start = e.start();
        let a = e.analyse(&start, &Control::none()).unwrap();
        for m in &a.moves {
            let after = e.analyse(&m.position, &Control::none()).unwrap();
            prop_assert_eq!(after.outcome, m.outcome, "move {} from {}", m.mv, start);
        }
        match a.outcome {
            // Misère: a player with no move has won; nothing to check.
            Outcome::NextWins if a.moves.is_empty() => prop_assert_eq!(a.remoteness, Some(0)),
            Outcome::NextWins => {
                prop_assert!(!a.winning_moves.is_empty());
                let best = a.moves.iter().find(|m| Some(&m.mv) == a.best_move.as_ref()).unwrap();
                prop_assert_eq!(best.outcome, Outcome::PreviousWins);
                prop_assert_eq!(a.remoteness.unwrap(), best.remoteness.unwrap() + 1);
            }
            Outcome::PreviousWins => prop_assert!(a.moves.iter().all(|m| m.outcome == Outcome::NextWins)),
            Outcome::Draw => prop_assert!(false, "heap games are finite"),
        }
    }

    #[test]
    fn tables_agree_with_brute_force(game in any_game()) {
        let cfg = cfg_of(&game);
        for n in 0..=14u64 {
            let e = HeapEntry::new(HeapConfig { heap: n, ..cfg.clone() }, "", "");
            let p = cfg.parse(&e.start()).unwrap();
            let a = e.analyse(&e.start(), &Control::none()).unwrap();
            prop_assert_eq!(a.outcome == Outcome::NextWins, brute(&game, &p), "heap {}", n);
            if game.partizan {
                let q = HeapPosition { mover: Player::Second, ..p };
                let b = e.analyse(&cfg.format(&q), &Control::none()).unwrap();
                prop_assert_eq!(b.outcome == Outcome::NextWins, brute(&game, &q), "heap {} B to move", n);
            }
        }
    }
}

#[test]
fn misere_presets_agree_with_brute_force() {
    for preset in crate::catalogue::presets().filter(|p| p.family.name == "heap") {
        let e = entry(preset.id, &["misere=true"]);
        let params = crate::params::Params::parse(preset.defaults.iter().copied()).unwrap();
        let cfg = HeapConfig::from_params(preset.id, &params.merged(&Params::parse(["misere=true"]).unwrap())).unwrap();
        for n in 0..=13u64 {
            let start = HeapConfig { heap: n, ..cfg.clone() }.start_position();
            let text = cfg.format(&start);
            let o = e.analyse(&text, &Control::none()).unwrap().outcome;
            assert_eq!(o == Outcome::NextWins, brute(&cfg.game, &start), "{} misère from {text}", preset.id);
        }
    }
}

#[test]
fn game_24_long_rows_are_the_fibonacci_numbers() {
    // The rules page: in game 24 the "long rows" (every (n, t) with
    // 2 ≤ t ≤ n − 1 safe) are the Fibonacci numbers.
    let cfg = HeapConfig::from_params("je-24", &Params::parse(["limit=double"]).unwrap()).unwrap();
    let table = CapTable::solve(&cfg.game, 400, &Control::none()).unwrap();
    let long = |n: u64| {
        (2..n).all(|t| {
            table.value(&HeapPosition { n, a: 0, b: t, mover: Player::First }).unwrap().outcome == Outcome::PreviousWins
        })
    };
    let longs: Vec<u64> = (3..=400).filter(|&n| long(n)).collect();
    assert_eq!(longs, vec![3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]);
}

#[test]
fn beyond_the_table_the_period_decides_and_the_champion_still_wins() {
    // Heaps of 10^9 are decided by the proved period, which gives classes
    // without generations: the champion must still take a winning move, and
    // list the winning moves first (it once took the first legal move).
    for (id, heap) in [("je-20", 1_000_000_000u64), ("je-20", 1_000_000_002), ("je-5", 1_000_000_003)] {
        let e = entry(id, &[&format!("heap={heap}")]);
        let r = e.analyse(&e.start(), &Control::none()).unwrap();
        assert_eq!((r.method.as_str(), r.outcome), ("period", Outcome::NextWins), "{id} heap {heap}");
        let best = r.best_move.clone().unwrap();
        assert!(r.winning_moves.contains(&best), "{id} heap {heap}: best {best}, winning {:?}", r.winning_moves);
        let wins = r.winning_moves.len();
        assert!(r.moves[..wins].iter().all(|m| m.outcome == Outcome::PreviousWins), "{id} heap {heap}: {:?}", r.moves);
    }
}
