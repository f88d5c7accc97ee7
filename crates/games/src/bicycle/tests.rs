//! The text's claims about the bicycle games (je-6, je-22, je-23), checked
//! against exact search, an independent brute force and a proof over the
//! reals; the champion never hands over a win; bad input is explained.

use super::formula::{ProofError, group_end, group_start, prove_real};
use super::number::parse_number;
use super::*;
use crate::entry::Entry;
use crate::params::Params;
use ludoteca_core::{Control, Outcome, Solver, Value};
use num_bigint::BigInt;

fn entry(id: &str, real: bool, params: &[&str]) -> Box<dyn Entry> {
    let p = Params::parse(params.iter().copied()).unwrap();
    let (s, t) = if real { (SUMMARY_23, STATEMENT_23) } else { (SUMMARY_22, STATEMENT_22) };
    from_params(id, real, &p, s, t).unwrap()
}

fn q(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

const NORMAL: Convention = Convention::Normal;
const MISERE: Convention = Convention::Misere;

/// The text's (6), read literally: some whole w ≥ 0 has w(k+w) ≤ d ≤ w(k+w+1).
fn text_6(k: u64, d: u64) -> bool {
    (0..=d).take_while(|w| w * (k + w) <= d).any(|w| d <= w * (k + w + 1))
}

/// The text's (9), read literally: d = 0 or some whole w > 0 has
/// w(k+w) − 1 < d ≤ w(k+w+1).
fn text_9(k: u64, d: &BigRational) -> bool {
    let delta = |w: u64| q((w * (k + w)) as i64 - 1, 1);
    d.is_zero() || (1u64..).take_while(|&w| delta(w) < *d).any(|w| *d <= q((w * (k + w + 1)) as i64, 1))
}

/// An independent brute force of the whole-km game: `wins[k][d]` for the
/// player to move, filled by plain minimax over every ride.
fn brute(kmax: usize, dmax: usize, misere: bool) -> Vec<Vec<bool>> {
    // Columns beyond kmax + dmax behave like column kmax + dmax (every ride fits).
    let kk = kmax + dmax + 2;
    let mut wins = vec![vec![false; dmax + 1]; kk + 1];
    for k in (1..=kk).rev() {
        for d in 0..=dmax {
            wins[k][d] = if d == 0 {
                misere
            } else {
                let next = (k + 1).min(kk);
                (1..=k.min(d)).any(|j| !wins[next][d - j])
            };
        }
    }
    wins
}

#[test]
fn whole_formula_is_the_texts_6_and_matches_brute_force() {
    for (conv, misere) in [(NORMAL, false), (MISERE, true)] {
        let b = brute(30, 80, misere);
        for k in 1..=30u64 {
            for d in 0..=80u64 {
                let v = whole_value(k, d, conv);
                assert_eq!(v.outcome == Outcome::NextWins, b[k as usize][d as usize], "{conv:?} ({k}, {d})");
                let expect_safe = match conv {
                    Convention::Normal => text_6(k, d),
                    Convention::Misere => d >= 1 && text_6(k, d - 1),
                };
                assert_eq!(v.outcome == Outcome::PreviousWins, expect_safe, "{conv:?} ({k}, {d})");
            }
        }
    }
}

#[test]
fn search_agrees_with_the_formula_including_remoteness() {
    for conv in [NORMAL, MISERE] {
        let game = Bicycle { convention: conv };
        let mut s = Solver::new(&game);
        for k in 1..=25 {
            for d in 0..=60 {
                let v = s.value(&BicyclePosition { stage: k, distance: d }).unwrap();
                assert_eq!(v, whole_value(k, d, conv), "{conv:?} ({k}, {d})");
            }
        }
    }
}

#[test]
fn the_computed_table_agrees_with_the_formula_to_d_600() {
    for conv in [NORMAL, MISERE] {
        let t = Columns::compute(1, conv, 600, 1, 605, &Control::none()).unwrap();
        for k in 1..=605 {
            for d in 0..=600 {
                assert_eq!(t.value(k, d), Some(whole_value(k, d, conv)), "{conv:?} ({k}, {d})");
            }
        }
    }
}

#[test]
fn from_1_2008_second_wins_and_best_play_ends_at_stage_88() {
    // The text: (1, 2008) is in group 44 of column 1, [1980, 2024]; B wins and
    // "a viagem terminará ao fim da etapa 88".
    assert_eq!((group_start(1, 44), group_end(1, 44)), (1980, 2024));
    let want = Value { outcome: Outcome::PreviousWins, remoteness: Some(88) };
    assert_eq!(whole_value(1, 2008, NORMAL), want);
    let swept = Columns::compute(1, NORMAL, 2008, 1, 1, &Control::none()).unwrap();
    assert_eq!(swept.value(1, 2008), Some(want), "exact generations");
    let e = entry("je-22", false, &[]);
    let a = e.analyse(&e.start(), &Control::none()).unwrap();
    assert_eq!((a.outcome, a.remoteness, a.method.as_str()), (Outcome::PreviousWins, Some(88), "formula"));
    assert!(a.explanation.contains("group 44"), "{}", a.explanation);
    // Whatever A does, B's champion ends the trip at stage 88 exactly.
    for seed in 1..=40u64 {
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let (mut k, mut d) = (1u64, 2008u64);
        while d > 0 {
            let j = if k % 2 == 1 {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                1 + rng % k.min(d)
            } else {
                *whole_winning(k, d, NORMAL).expect("B always has a good move").start()
            };
            d -= j;
            k += 1;
        }
        assert_eq!(k - 1, 88, "seed {seed}: the last stage ridden");
    }
}

#[test]
fn the_texts_interval_8_is_exactly_the_good_moves() {
    for conv in [NORMAL, MISERE] {
        for k in 1..=40u64 {
            for d in 0..=300u64 {
                let good: Vec<u64> = (1..=k.min(d))
                    .filter(|j| whole_value(k + 1, d - j, conv).outcome == Outcome::PreviousWins)
                    .collect();
                match whole_winning(k, d, conv) {
                    Some(r) => assert_eq!(good, r.collect::<Vec<_>>(), "{conv:?} ({k}, {d})"),
                    None => assert!(good.is_empty(), "{conv:?} ({k}, {d})"),
                }
            }
        }
    }
}

#[test]
fn whole_champion_never_hands_over_a_win() {
    for misere in ["false", "true"] {
        let e = entry("je-22", false, &[&format!("misere={misere}")]);
        // Searched (d ≤ 120) and formula (d > 120) positions; the position
        // left is judged by the formula (checked against search above).
        let conv = convention(misere == "true");
        for k in 1..=10u64 {
            let edge: &[u64] = if k <= 2 { &[120, 121] } else { &[] };
            for d in (0..=40u64).chain(edge.iter().copied()).chain(900..=940) {
                let p = format!("{k},{d}");
                let a = e.analyse(&p, &Control::none()).unwrap();
                if a.outcome == Outcome::NextWins && !a.moves.is_empty() {
                    assert!(!a.winning_moves.is_empty());
                    for mv in a.winning_moves.iter().chain(&a.best_move) {
                        let j: u64 = mv.parse().unwrap();
                        assert_eq!(whole_value(k + 1, d - j, conv).outcome, Outcome::PreviousWins, "{p} {mv}");
                    }
                }
            }
        }
    }
}

#[test]
fn real_formula_is_the_texts_9_on_a_grid() {
    for k in 1..=16u64 {
        for n in 0..=4 * 80i64 {
            let d = q(n, 4);
            assert_eq!(real_value(k, &d, NORMAL).outcome == Outcome::PreviousWins, text_9(k, &d), "({k}, {d})");
        }
        for n in 0..=7 * 40i64 {
            let d = q(n, 7);
            assert_eq!(real_value(k, &d, NORMAL).outcome == Outcome::PreviousWins, text_9(k, &d), "({k}, {d})");
        }
    }
    // On whole distances je-23 and je-22 have the same classes and remoteness.
    for k in 1..=20u64 {
        for d in 0..=120u64 {
            for conv in [NORMAL, MISERE] {
                let r = q(d as i64, 1);
                assert_eq!(real_value(k, &r, conv), whole_value(k, d, conv), "{conv:?} ({k}, {d})");
            }
        }
    }
}

#[test]
fn grid_search_agrees_with_the_real_formula() {
    // Exact search of the game on grids of 1/q km, for distances up to 40 km.
    for qq in [1u64, 2, 3, 4, 7] {
        for conv in [NORMAL, MISERE] {
            let dmax = 40 * qq;
            let t = Columns::compute(qq, conv, dmax, 1, 45, &Control::none()).unwrap();
            for k in 1..=45u64 {
                for units in 0..=dmax {
                    let d = q(units as i64, qq as i64);
                    assert_eq!(t.value(k, units), Some(real_value(k, &d, conv)), "q={qq} {conv:?} ({k}, {d})");
                }
            }
        }
    }
    // The sweep is itself checked against the generic memoised search.
    for conv in [NORMAL, MISERE] {
        let g = GridBicycle { q: 4, convention: conv };
        let t = Columns::compute(4, conv, 60, 1, 20, &Control::none()).unwrap();
        let mut s = Solver::new(&g);
        for k in 1..=20 {
            for units in 0..=60 {
                let v = s.value(&BicyclePosition { stage: k, distance: units }).unwrap();
                assert_eq!(Some(v), t.value(k, units), "{conv:?} ({k}, {units}/4)");
            }
        }
    }
}

#[test]
fn real_formula_is_proved_for_every_real_distance_up_to_60() {
    for conv in [NORMAL, MISERE] {
        let n = prove_real(60, conv, &Control::none()).unwrap_or_else(|e| panic!("{conv:?}: {e:?}"));
        assert_eq!(n, 61 * 121);
    }
    let cancel = std::sync::atomic::AtomicBool::new(true);
    let ctl = Control::new(&|_, _| {}, &cancel);
    assert_eq!(prove_real(10, NORMAL, &ctl), Err(ProofError::Cancelled));
}

/// The text's (10) as printed: max{1, d − δ^{k+2}_{w−1} + 1} ≤ x < min{k, d − δ^{k+1}_{w−1}},
/// or x = k when k < d − δ^{k+1}_{w−1}; here `v` is the text's w − 1.
fn text_10_as_printed(k: u64, d: &BigRational, v: u64, x: &BigRational) -> bool {
    let delta = |c: u64| q((v * (c + v)) as i64 - 1, 1);
    let kk = q(k as i64, 1);
    let lo = (d - delta(k + 2) + q(1, 1)).max(q(1, 1));
    let hi = d - delta(k + 1);
    (x >= &lo && x < &hi.clone().min(kk.clone())) || (x == &kk && kk < hi)
}

#[test]
fn the_texts_interval_10_has_a_misprint_and_the_corrected_one_is_exact() {
    // The text prints the lower end of (10) as d − δ^{k+2}_{w−1} + 1; it must be
    // d − δ^{k+2}_{w−1} − 1 = d − D^{k+1}_{w−1} (the form written one line before).
    // At the fragile (4, 8) the printed (10) allows no ride at all, but every
    // x ∈ [1, 3) wins.
    let d = q(8, 1);
    assert_eq!(real_value(4, &d, NORMAL).outcome, Outcome::NextWins);
    let w = real_winning(4, &d, NORMAL).unwrap();
    assert_eq!(w.to_string(), "[1, 3)");
    let grid: Vec<BigRational> = (4..=16).map(|n| q(n, 4)).collect();
    assert!(grid.iter().all(|x| !text_10_as_printed(4, &d, 1, x)), "the printed (10) is empty at (4, 8)");
    // The corrected interval is exactly the good rides, on a grid of 1/7 km
    // (also in misère play), and the champion's ride lands on a safe position.
    for conv in [NORMAL, MISERE] {
        for k in 1..=8u64 {
            for n in 1..=7 * 20i64 {
                let d = q(n, 7);
                let v = real_value(k, &d, conv);
                let win = real_winning(k, &d, conv);
                assert_eq!(win.is_some(), v.outcome == Outcome::NextWins, "{conv:?} ({k}, {d})");
                let game = RealBicycle { convention: conv };
                let p = RealPosition { stage: k, distance: d.clone() };
                let rides = (7..=7 * k as i64).map(|m| q(m, 7)).chain([d.clone()]);
                for x in rides.filter(|x| game.is_legal(&p, x)) {
                    let safe = real_value(k + 1, &(&d - &x), conv).outcome == Outcome::PreviousWins;
                    assert_eq!(win.as_ref().is_some_and(|w| w.contains(&x)), safe, "{conv:?} ({k}, {d}) x={x}");
                }
                if let Some(w) = win {
                    for x in [Some(w.champion()), w.largest()].into_iter().flatten() {
                        assert!(game.is_legal(&p, &x), "{conv:?} ({k}, {d}) {x}");
                        let after = real_value(k + 1, &(&d - &x), conv);
                        assert_eq!(after.outcome, Outcome::PreviousWins, "{conv:?} ({k}, {d}) {x}");
                        assert_eq!(after.remoteness.unwrap() + 1, v.remoteness.unwrap());
                    }
                }
            }
        }
    }
}

#[test]
fn real_champion_wins_from_1_2008_at_stage_88() {
    let e = entry("je-23", true, &[]);
    let a = e.analyse("1,2008", &Control::none()).unwrap();
    assert_eq!((a.outcome, a.remoteness), (Outcome::PreviousWins, Some(88)));
    assert!(a.explanation.contains("group 44"), "{}", a.explanation);
    // The text: group 44 of column 1 is ]1979, 2024].
    assert_eq!(real_value(1, &q(19795, 10), NORMAL).outcome, Outcome::PreviousWins);
    assert_eq!(real_value(1, &q(1979, 1), NORMAL).outcome, Outcome::NextWins);
    for seed in 1..=10u64 {
        let mut rng = seed.wrapping_mul(0x2545_F491_4F6C_DD1D);
        let mut pos = e.start();
        let mut stages = 0;
        while e.terminal(&pos).unwrap().is_none() {
            let mv = if stages % 2 == 0 {
                // A rides a random distance on the grid of 1/7 km.
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let (k, d) = pos.split_once(',').unwrap();
                let (k, d) = (k.parse::<i64>().unwrap(), parse_number(d).unwrap());
                let most = q(k, 1).min(d.clone());
                let x = q(7 + (rng % (6 * 7 * k as u64 + 1)) as i64, 7).min(most);
                super::number::format_distance(&if d < q(1, 1) { d } else { x })
            } else {
                let a = e.analyse(&pos, &Control::none()).unwrap();
                assert_eq!(a.outcome, Outcome::NextWins, "{pos}");
                a.best_move.unwrap()
            };
            pos = e.play(&pos, &mv).unwrap();
            stages += 1;
        }
        assert_eq!(stages, 88, "seed {seed}");
    }
}

#[test]
fn tables_and_reports() {
    let e = entry("je-22", false, &[]);
    let t = e.table(0, 40, &Control::none()).unwrap();
    assert_eq!(t.entries.len(), 41 * 20);
    for c in &t.entries {
        let (ludoteca_core::table::Coord::Int(d), ludoteca_core::table::Coord::Int(k)) = (&c.coords[0], &c.coords[1])
        else {
            panic!()
        };
        assert_eq!(c.outcome, whole_value(*k, *d, NORMAL).outcome);
    }
    // A big table falls back on the formula and agrees with it.
    let big = e.table(10_000, 10_050, &Control::none()).unwrap();
    assert_eq!(big.entries.len(), 51 * 20);
    let r = entry("je-23", true, &["columns=10"]);
    let t = r.table(0, 10, &Control::none()).unwrap();
    assert_eq!(t.axes[0].values.len(), 21);
    assert_eq!(t.entries.len(), 21 * 10);
    assert!(e.period(&Control::none()).is_err());
    // A long trip lists a sample of its moves, with the good ones.
    let a = e.analyse("900,100000", &Control::none()).unwrap();
    assert!(a.moves.len() < 10 && a.explanation.contains("Only"), "{}", a.explanation);
    let a = e.analyse("1,1000000000000000", &Control::none()).unwrap();
    assert_eq!(a.method, "formula");
    // Small trips are searched.
    assert_eq!(e.analyse("3,40", &Control::none()).unwrap().method, "search");
    // Misère changes the rules and the answer: reaching the destination loses.
    let m = entry("je-22", false, &["misere=true"]);
    assert_ne!(m.rules(ludoteca_core::Lang::EN), e.rules(ludoteca_core::Lang::EN));
    assert_eq!(m.analyse("5,1", &Control::none()).unwrap().outcome, Outcome::PreviousWins);
    assert_eq!(m.analyse("5,3", &Control::none()).unwrap().winning_moves, vec!["2"]);
    let rm = entry("je-23", true, &["misere=true"]);
    assert_eq!(rm.analyse("5,1/2", &Control::none()).unwrap().outcome, Outcome::PreviousWins);
    let a = rm.analyse("5,3/2", &Control::none()).unwrap();
    assert_eq!(a.outcome, Outcome::NextWins);
    assert_eq!(a.best_move.as_deref(), Some("1"));
}

#[test]
fn notation_and_exact_distances() {
    let r = entry("je-23", true, &["stage=3", "distance=2.75"]);
    assert_eq!(r.start(), "3,11/4");
    assert_eq!(r.normalize("(3, 2.75)").unwrap(), "3,11/4");
    assert_eq!(r.play("3,11/4", "5/4").unwrap(), "4,3/2");
    assert_eq!(r.play("3,11/4", "2.75").unwrap(), "4,0");
    assert_eq!(r.play("1,1/2", "0.5").unwrap(), "2,0");
    assert_eq!(r.terminal("4,0").unwrap(), Some(Outcome::PreviousWins));
    assert!(r.moves("3,11/4").unwrap().contains(&"11/4".to_string()));
    let e = entry("je-22", false, &["distance=10^15"]);
    assert_eq!(e.start(), "1,1000000000000000");
    assert_eq!(e.moves("3,2").unwrap(), vec!["1", "2"]);
    assert_eq!(e.play("1,2008", "1").unwrap(), "2,2007");
    assert_eq!(parse_number("11/4"), Ok(q(11, 4)));
    assert_eq!(parse_number(".5"), Ok(q(1, 2)));
    assert_eq!(parse_number("1_000.25"), Ok(q(4001, 4)));
}

#[test]
fn bad_input_is_explained_in_one_sentence() {
    let e = entry("je-22", false, &[]);
    let r = entry("je-23", true, &[]);
    let errs = [
        e.normalize("1,2.5").unwrap_err().to_string(),
        e.normalize("1,-3").unwrap_err().to_string(),
        e.normalize("0,5").unwrap_err().to_string(),
        e.normalize("1,abc").unwrap_err().to_string(),
        e.normalize("1").unwrap_err().to_string(),
        e.normalize("1,2,3").unwrap_err().to_string(),
        e.normalize("1,10^19").unwrap_err().to_string(),
        e.play("3,10", "4").unwrap_err().to_string(),
        e.play("3,10", "x").unwrap_err().to_string(),
        e.play("3,0", "1").unwrap_err().to_string(),
        r.normalize("1,2.7.5").unwrap_err().to_string(),
        r.normalize("1,11/0").unwrap_err().to_string(),
        r.normalize("1,").unwrap_err().to_string(),
        r.play("3,11/4", "1/2").unwrap_err().to_string(),
        r.play("3,10", "7/2").unwrap_err().to_string(),
        r.play("1,1/2", "1/4").unwrap_err().to_string(),
        r.play("3,10", "one").unwrap_err().to_string(),
        r.normalize(&format!("1,{}", "9".repeat(80))).unwrap_err().to_string(),
    ];
    for err in &errs {
        assert!(!err.contains('\n') && err.len() < 300, "{err}");
    }
    assert!(errs[0].contains("whole number") && errs[0].contains("je-23"), "{}", errs[0]);
    assert!(errs[1].contains("negative"), "{}", errs[1]);
    assert!(errs[2].contains("from 1 to"), "{}", errs[2]);
    assert!(errs[6].contains("out of range"), "{}", errs[6]);
    assert!(errs[7].contains("from 1 to 3"), "{}", errs[7]);
    assert!(errs[11].contains("zero"), "{}", errs[11]);
    assert!(errs[15].contains("exactly 1/2"), "{}", errs[15]);
    let p = |s: &[&str]| Params::parse(s.iter().copied()).unwrap();
    let open = |real, s: &[&str]| from_params("je-22", real, &p(s), SUMMARY_22, STATEMENT_22).err();
    assert!(open(false, &["distance=2.5"]).unwrap().to_string().contains("whole"));
    assert!(open(true, &["distance=-1"]).unwrap().to_string().contains("negative"));
    assert!(open(true, &["distance=2e3"]).unwrap().to_string().contains("11/4"));
    assert!(open(false, &["distance=10^19"]).unwrap().to_string().contains("out of range"));
    assert!(open(false, &["stage=0"]).is_some());
    assert!(open(false, &["speed=3"]).unwrap().to_string().contains("`distance`, `stage`"));
    assert!(open(true, &["distance=11/4", "stage=2", "misere=true"]).is_none());
}

#[test]
fn the_conjecture_checker_confirms_the_texts_6_on_je22() {
    use crate::conjecture::{Conjecture, check_entry};
    let e = entry("je-22", false, &[]);
    // w = the group at or below d: ⌊(√(k² + 4d) − k) / 2⌋.
    let w = "(((k * k + 4 * d).to_float().sqrt().floor().to_int() - k) / 2)";
    let six = format!("d <= {w} * (k + {w} + 1)");
    let v = check_entry(e.as_ref(), &Conjecture::new(&six, None).unwrap(), 30, &Control::none()).unwrap();
    assert!(v.holds && v.checked == 31 * 31, "{v:?}");
    // A wrong guess (only the first two groups) gets a counterexample.
    let v = check_entry(
        e.as_ref(),
        &Conjecture::new("d == 0 || (k + 1 <= d && d <= k + 2)", None).unwrap(),
        30,
        &Control::none(),
    )
    .unwrap();
    assert!(!v.holds && v.counterexample.is_some(), "{v:?}");
    assert!(entry("je-23", true, &[]).coordinates("1,5/2").is_err());
}

#[test]
fn ricardo_moreiras_intervals_fill_column_1() {
    // The text's first solution: B controls the sums S_2, S_4, …, so after
    // stage 2n B can stand on any total in [n(n + 1), (n + 1)² − 1] (its (5));
    // A controls S_3, S_5, … and reaches [(n + 1)², (n + 1)² + n] after stage
    // 2n + 1; "these intervals fill the gaps between the intervals (5)".
    for d in 1..=3000u64 {
        let b_wins = (1..=60u64).any(|n| n * (n + 1) <= d && d < (n + 1) * (n + 1));
        let a_wins = (0..=60u64).any(|n| (n + 1) * (n + 1) <= d && d <= (n + 1) * (n + 1) + n);
        assert!(b_wins != a_wins, "d = {d}");
        assert_eq!(whole_value(1, d, NORMAL).outcome == Outcome::PreviousWins, b_wins, "d = {d}");
    }
    // "Para n = 44, este intervalo é [1980, 2024], a que 2008 pertence."
    assert_eq!((44 * 45, 45 * 45 - 1), (1980, 2024));
}
