//! The text's claims about sums (games 11, 12, 16, 17), checked against
//! independent brute force.

use super::*;
use crate::catalogue::open;
use crate::entry::Entry;
use crate::params::Params;
use ludoteca_core::{Control, Outcome, Solver};

fn entry(id: &str, params: &[&str]) -> Box<dyn Entry> {
    open(id, &Params::parse(params.iter().copied()).unwrap()).unwrap()
}

fn outcome(e: &dyn Entry, heaps: &[u64]) -> Outcome {
    let text = heaps.iter().map(ToString::to_string).collect::<Vec<_>>().join(",");
    e.analyse(&text, &Control::none()).unwrap().outcome
}

#[test]
fn game_11_safe_iff_equal_heaps() {
    let t = entry("je-11", &[]).table(0, 30, &Control::none()).unwrap();
    for c in &t.entries {
        let (m, n) = (&c.coords[0], &c.coords[1]);
        assert_eq!(c.outcome == Outcome::PreviousWins, m == n, "{}", c.position);
    }
}

#[test]
fn game_12_safe_iff_congruent_mod_3() {
    let t = entry("je-12", &[]).table(0, 30, &Control::none()).unwrap();
    for c in &t.entries {
        let [ludoteca_core::table::Coord::Int(m), ludoteca_core::table::Coord::Int(n)] = c.coords[..] else { panic!() };
        assert_eq!(c.outcome == Outcome::PreviousWins, m % 3 == n % 3, "{}", c.position);
    }
}

#[test]
fn game_16_has_exactly_three_winning_moves() {
    let a = entry("je-16", &[]).analyse("48,25,7,52,3", &Control::none()).unwrap();
    assert_eq!(a.outcome, Outcome::NextWins);
    let mut wins: Vec<(String, String)> = a
        .moves
        .iter()
        .filter(|m| m.outcome == Outcome::PreviousWins)
        .map(|m| (m.mv.clone(), m.position.clone()))
        .collect();
    wins.sort();
    // The text lists 110000 → 101001 (48 → 41), 110100 → 101101 (52 → 45)
    // and "11001 → 1"; the last is a slip: 25 must go to 0 (the Nim sum of
    // 48, 1, 7, 52, 3 is 1, not 0).
    assert_eq!(
        wins,
        [
            ("1:7".to_string(), "41,25,7,52,3".to_string()),
            ("2:25".to_string(), "48,0,7,52,3".to_string()),
            ("4:7".to_string(), "48,25,7,45,3".to_string()),
        ]
    );
    let stack = &a.extra.unwrap()["binary_stack"];
    assert_eq!(stack["odd_columns"], serde_json::json!([2, 3, 6]));
    assert_eq!(stack["nim_sum"], 25);
}

#[test]
fn game_17_safe_iff_nim_sum_of_residues_mod_3_is_zero() {
    let e = entry("je-17", &[]);
    for a in 0..=12u64 {
        for b in a..=12 {
            for c in b..=12 {
                let safe = (a % 3) ^ (b % 3) ^ (c % 3) == 0;
                assert_eq!(outcome(e.as_ref(), &[a, b, c]) == Outcome::PreviousWins, safe, "({a}, {b}, {c})");
            }
        }
    }
}

/// Win/lose by plain recursion over the heaps (no memo, no Grundy values).
fn brute(game: &SumGame, heaps: &[u64]) -> bool {
    let mut any = false;
    for (i, &n) in heaps.iter().enumerate() {
        for s in game.takes(n) {
            any = true;
            let mut h = heaps.to_vec();
            h[i] -= s;
            if !brute(game, &h) {
                return true;
            }
        }
    }
    !any && game.convention == Convention::Misere
}

#[test]
fn nim_normal_and_misere_agree_with_brute_force() {
    for misere in [false, true] {
        let e = entry("nim", &[if misere { "misere=true" } else { "misere=false" }]);
        let game = SumGame { rule: HeapRule::Nim, convention: Convention::misere_if(misere) };
        for a in 0..=4u64 {
            for b in 0..=4 {
                for c in 0..=3 {
                    let wins = brute(&game, &[a, b, c]);
                    assert_eq!(
                        outcome(e.as_ref(), &[a, b, c]) == Outcome::NextWins,
                        wins,
                        "({a},{b},{c}) misère={misere}"
                    );
                }
            }
        }
    }
}

#[test]
fn misere_sums_of_other_games_are_searched() {
    let e = entry("je-17", &["misere=true"]);
    let game =
        SumGame { rule: HeapRule::Subtraction(SubtractionSet::new([1, 2]).unwrap()), convention: Convention::Misere };
    for a in 0..=5u64 {
        for b in 0..=5 {
            let a_ = e.analyse(&format!("{a},{b},2"), &Control::none()).unwrap();
            assert_eq!(a_.method, "search");
            assert_eq!(a_.outcome == Outcome::NextWins, brute(&game, &[a, b, 2]), "({a},{b},2)");
        }
    }
    let big = e.analyse("1000,1000,1000,1000", &Control::none()).unwrap_err().to_string();
    assert!(big.contains("decided by search"), "{big}");
}

#[test]
fn any_impartial_heap_preset_takes_heaps() {
    // je-9 (take 1 or 4) summed: Grundy values of {1, 4} have period 5: 0 1 0 1 2.
    let e = entry("je-9", &["heaps=3,4,7"]);
    let a = e.analyse("3,4,7", &Control::none()).unwrap();
    assert_eq!(a.grundy, Some(1 ^ 2), "g(3) = 1, g(4) = 2, g(7) = 0");
    assert_eq!(a.method, "grundy");
    let game =
        SumGame { rule: HeapRule::Subtraction(SubtractionSet::new([1, 4]).unwrap()), convention: Convention::Normal };
    let mut s = Solver::new(&game);
    for m in &a.moves {
        let child: Vec<u64> = m.position.split(',').map(|x| x.parse().unwrap()).collect();
        assert_eq!(s.value(&canonical(child.clone())).unwrap().outcome, m.outcome, "{:?}", child);
    }
    let err = open("je-20", &Params::parse(["heaps=3,4"]).unwrap()).err().unwrap().to_string();
    assert!(err.contains("without memory"), "{err}");
    let huge = entry("je-16", &[]).analyse("1000000000000,3,5", &Control::none()).unwrap();
    assert_eq!(huge.winning_moves, vec!["1:999999999994".to_string()]);
}

#[test]
fn bad_sum_input() {
    let e = entry("je-16", &[]);
    assert!(e.normalize("").is_err());
    assert!(e.normalize("1,-2").is_err());
    let err = e.play("3,4", "3:1").unwrap_err().to_string();
    assert!(err.contains("heap:amount"), "{err}");
    assert!(e.play("3,4", "1:4").is_err());
    assert!(e.play("3,4", "1:0").is_err());
    assert_eq!(e.play("3,4", "2:4").unwrap(), "3,0");
    assert!(open("nim", &Params::parse(["heaps=1,x"]).unwrap()).is_err());
}
