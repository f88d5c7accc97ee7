//! The text's claims about the flags (je-25: B always wins; je-26: A keeps
//! B's margin below ε), checked on hand-built territories, exhaustively on
//! rational grids, and through the text face; bad input is explained.

use super::last_flag::{a_last_flag_pieces, b_last_class, last_flag_pieces};
use super::notation::parse_point;
use super::*;
use crate::entry::Entry;
use crate::notation::Notation;
use crate::params::Params;
use ludoteca_core::Control;

fn q(p: i64, d: i64) -> BigRational {
    ratio(p, d)
}

fn pos(text: &str, n: u64) -> FlagsPosition {
    entry(25, &[&format!("n={n}")]).parse(text).unwrap()
}

fn entry(episode: u8, params: &[&str]) -> FlagsEntry {
    let p = Params::parse(params.iter().copied()).unwrap();
    FlagsEntry::from_params(&format!("je-{episode}"), episode, &p, SUMMARY_25, STATEMENT_25).unwrap()
}

fn game(n: u64) -> FlagsGame {
    FlagsGame::new(n)
}

#[test]
fn territory_of_hand_built_positions() {
    // One flag: the whole circle is its arc.
    let t = territory(3, &pos("A:1/4", 3));
    assert_eq!(t.arcs.len(), 1);
    assert_eq!(t.arcs[0].len, q(1, 1));
    assert_eq!((t.area_a.clone(), t.area_b.clone()), (q(1, 1), q(0, 1)));
    // Two flags: two neutral arcs, half each.
    let t = territory(3, &pos("A:0 B:1/10", 3));
    assert_eq!((t.area_a.clone(), t.area_b.clone()), (q(1, 2), q(1, 2)));
    // A:0, B:1/3, A:1/2, B:3/4: arcs 0→1/3 (AB, 1/3), 1/3→1/2 (BA, 1/6), 1/2→3/4 (AB, 1/4), 3/4→0 (BA, 1/4).
    let t = territory(2, &pos("A:0 B:1/3 A:1/2 B:3/4", 2));
    assert!(t.arcs.iter().all(|a| a.owner() == ArcOwner::Neutral));
    assert_eq!((t.area_a.clone(), t.area_b.clone()), (q(1, 2), q(1, 2)));
    // A:0 A:1/2 (blue arc 0→1/2, G-arc for n = 2) and white 3/4, 7/8.
    let t = territory(2, &pos("A:0 B:3/4 A:1/2 B:7/8", 2));
    let owners: Vec<(String, ArcOwner, bool)> = t.arcs.iter().map(|a| (fmt_q(&a.len), a.owner(), a.g_arc)).collect();
    assert_eq!(
        owners,
        vec![
            ("1/2".into(), ArcOwner::Blue, true),
            ("1/4".into(), ArcOwner::Neutral, false),
            ("1/8".into(), ArcOwner::White, false),
            ("1/8".into(), ArcOwner::Neutral, false),
        ]
    );
    // A: 1/2 + 1/8 + 1/16 = 11/16; B: 1/8 + 1/8 + 1/16 = 5/16.
    assert_eq!((t.area_a.clone(), t.area_b.clone()), (q(11, 16), q(5, 16)));
    assert_eq!(t.margin_b(), q(-3, 8));
    // The arcs wrap around 0 and start from A's first flag.
    let t = territory(3, &pos("A:2/3 B:1/6 A:0", 3));
    assert_eq!(t.arcs[0].start, q(2, 3));
    assert_eq!(t.arcs.iter().fold(q(0, 1), |s, a| s + &a.len), q(1, 1));
    // The text's lemma: r_A − r_B = a − b.
    for text in ["A:0", "A:0 B:1/2", "A:0 B:1/2 A:1/4", "A:0 B:3/4 A:1/2 B:7/8", "A:0 B:1/9 A:2/9 B:3/9 A:4/9"] {
        let p = pos(text, 4);
        let t = territory(4, &p);
        let count = |o| t.arcs.iter().filter(|a| a.owner() == o).count() as i64;
        let (a, b) = (p.placed(Player::First) as i64, p.placed(Player::Second) as i64);
        assert_eq!(count(ArcOwner::Blue) - count(ArcOwner::White), a - b, "{text}");
    }
}

#[test]
fn the_champion_follows_the_texts_steps() {
    let g = game(3);
    // Step 1: the V-vertices of the triangle through A's first flag.
    assert_eq!(second_champion(&g, &pos("A:1/10", 3)), q(13, 30));
    // A takes the last V-vertex: step 2, B neutralises the blue G-arc 23/30 → 1/10 at its midpoint.
    assert_eq!(second_champion(&g, &pos("A:1/10 B:13/30 A:23/30", 3)), q(14, 15));
    // Last flag, case 2 (no white G-arc): one blue arc 0 → 1/12; B makes a white arc longer
    // than 1/12 in a neutral G-arc: (1/12 + 1/3)/2 = 5/24 from its white end.
    let p = pos("A:0 B:1/3 A:1/12 B:2/3 A:1/2", 3);
    let t = territory(3, &p);
    assert_eq!(t.arcs.iter().filter(|a| a.owner() == ArcOwner::White).count(), 0);
    let x = second_champion(&g, &p);
    let end = territory(3, &p.with(x));
    assert!(end.margin_b().is_positive(), "{}", fmt_q(&end.margin_b()));
}

/// je-25 on the grid: every A strategy with flags on k/q against B's champion.
fn assert_second_wins(n: u64, grid: u64, misere: bool) -> GridCheck {
    let mut g = game(n);
    if misere {
        g.convention = Convention::Misere;
    }
    let c = check_second(&g, grid, &Control::none()).unwrap();
    assert!(c.worst.is_positive(), "B's champion does not win: {}", c.describe());
    eprintln!("{}{}", if misere { "misère " } else { "" }, c.describe());
    c
}

#[test]
fn the_champion_never_loses_n_2_to_4_on_a_grid() {
    let c = assert_second_wins(3, 36, false);
    // A's 2nd and 3rd flags on the 1/36 grid, less the points B took.
    assert!(c.games > 1000, "{}", c.describe());
    assert_second_wins(2, 60, false);
    assert_second_wins(4, 12, false);
}

#[test]
fn the_champion_never_loses_n_5_and_6_on_a_coarse_grid() {
    assert_second_wins(5, 10, false);
    assert_second_wins(6, 8, false);
}

#[test]
#[ignore = "minutes in debug; run in release: cargo test --release -p ludoteca-games flags -- --ignored"]
fn the_champion_never_loses_on_finer_grids() {
    for (n, grid) in [(3, 120), (4, 36), (5, 20), (6, 12)] {
        assert_second_wins(n, grid, false);
    }
    for (n, grid) in [(3, 36), (4, 16), (5, 10)] {
        let eps = q(1, 100);
        let g = FlagsGame { epsilon: eps.clone(), ..game(n) };
        let c = check_first(&g, grid, &Control::none()).unwrap();
        eprintln!("ε-strategy, ε = 1/100: {}", c.describe());
        assert!(c.worst > -eps.clone(), "{}", c.describe());
    }
}

#[test]
fn misere_champion_never_loses_on_a_grid() {
    assert_second_wins(3, 24, true);
    assert_second_wins(2, 24, true);
}

#[test]
fn with_one_flag_each_every_game_is_a_draw() {
    let g = game(1);
    for x in 1..12 {
        let p = pos(&format!("A:0 B:{x}/12"), 1);
        assert_eq!(g.terminal(&p), Some(Outcome::Draw));
    }
    let e = entry(25, &["n=1"]);
    assert_eq!(e.analyse("start", &Control::none()).unwrap().outcome, Outcome::Draw);
}

#[test]
fn epsilon_strategy_against_the_champion_and_the_grid() {
    for n in 2..=8 {
        for eps in [q(1, 10), q(1, 1000)] {
            let g = FlagsGame { epsilon: eps.clone(), ..game(n) };
            let end = playout(&g, &FlagsPosition::new());
            let m = territory(n, &end).margin_b();
            assert!(m.is_positive(), "n = {n}: B's champion must still win, margin {}", fmt_q(&m));
            assert!(m < eps, "n = {n}: B's margin {} is not below ε = {}", fmt_q(&m), fmt_q(&eps));
        }
    }
    // Against every B strategy on the grid.
    for (n, grid) in [(2, 60), (3, 12), (4, 6)] {
        let eps = q(1, 100);
        let g = FlagsGame { epsilon: eps.clone(), ..game(n) };
        let c = check_first(&g, grid, &Control::none()).unwrap();
        assert!(c.worst > -eps.clone(), "{}", c.describe());
    }
}

#[test]
fn last_flag_classification_agrees_with_the_areas() {
    let g = game(3);
    for text in ["A:0 B:1/3 A:1/12 B:2/3 A:1/2", "A:0 B:1/3 A:2/3 B:5/6 A:1/6", "A:0 B:1/2 A:1/4 B:3/4 A:1/8"] {
        let p = pos(text, 3);
        for piece in last_flag_pieces(&g, &p) {
            let x = piece.sample();
            let o = g.terminal(&p.with(x.clone())).unwrap();
            assert_eq!(o, piece.after, "{text} + {}", fmt_q(&x));
            if piece.lo != piece.hi {
                // Points near both ends of the piece agree too.
                for d in
                    [&piece.lo + (&piece.hi - &piece.lo) / q(1000, 1), &piece.hi - (&piece.hi - &piece.lo) / q(1000, 1)]
                {
                    let y = piece.arc.at(&d);
                    assert_eq!(g.terminal(&p.with(y)).unwrap(), piece.after, "{text}");
                }
            }
        }
    }
}

#[test]
fn play_a_game_through_the_text_face() {
    let e = entry(25, &[]);
    let ctl = Control::none();
    let mut p = e.start();
    assert_eq!(p, "start");
    let r = e.analyse(&p, &ctl).unwrap();
    assert_eq!((r.outcome, r.method.as_str()), (Outcome::PreviousWins, "strategy"));
    assert!(r.diagram.is_some());
    // A plays a few arbitrary flags, B the champion's.
    for a in ["1/7", "0.5", "9/10"] {
        p = e.play(&p, a).unwrap();
        let r = e.analyse(&p, &ctl).unwrap();
        assert_eq!(r.outcome, Outcome::NextWins, "{p}: {}", r.explanation);
        let best = r.best_move.unwrap();
        assert!(r.winning_moves.contains(&best), "{p}");
        p = e.play(&p, &best).unwrap();
    }
    assert_eq!(e.terminal(&p).unwrap(), Some(Outcome::PreviousWins));
    let r = e.analyse(&p, &ctl).unwrap();
    assert_eq!(r.method, "terminal");
    assert!(r.explanation.contains("B wins"), "{}", r.explanation);
    let extra = r.extra.unwrap();
    assert_eq!(extra["arcs"].as_array().unwrap().len(), 6);
    // Round trip of the notation.
    assert_eq!(e.normalize("0 1/3 0.25").unwrap(), "A:0 B:1/3 A:1/4");
    assert_eq!(e.to_move("A:0 B:1/3 A:1/4").unwrap(), Some(Player::Second));
}

#[test]
fn last_flag_analysis_is_exact() {
    let e = entry(27, &[]);
    let r = e.analyse("A:0 B:1/3 A:1/12 B:2/3 A:1/2", &Control::none()).unwrap();
    assert_eq!((r.outcome, r.method.as_str()), (Outcome::NextWins, "exact"));
    assert!(!r.winning_moves.is_empty());
    assert!(r.extra.unwrap()["classification"].as_array().unwrap().len() >= 6);
    // A's last flag, exact too: on the champion's line every point loses.
    let r = e.analyse("A:0 B:1/3 A:1/12 B:2/3", &Control::none()).unwrap();
    assert_eq!((r.outcome, r.method.as_str()), (Outcome::PreviousWins, "exact"));
    assert!(r.explanation.contains("A places the last flag"), "{}", r.explanation);
    let pt = r.explanation_in(ludoteca_core::Lang::PT);
    assert!(pt.contains("A põe a última bandeira") && pt.contains("jogadas frágeis"), "{pt}");
    // Off the champion's line: judged by a playout.
    let r = e.analyse("A:0 B:1/2", &Control::none()).unwrap();
    assert_eq!(r.method, "playout");
}

#[test]
fn bad_input_is_explained() {
    let e = entry(25, &[]);
    let msg = |r: Result<String, crate::GameError>| r.unwrap_err().to_string();
    let m = msg(e.play("A:0", "0"));
    assert!(m.contains("already stands on 0"), "{m}");
    let m = msg(e.play("A:0", "1"));
    assert!(m.contains("outside [0, 1)"), "{m}");
    let m = msg(e.play("A:0", "1/0"));
    assert!(m.contains("divides by zero"), "{m}");
    let m = msg(e.play("A:0", "abc"));
    assert!(m.contains("not a number"), "{m}");
    let m = msg(e.play("A:0", "-1/3"));
    assert!(m.contains("negative"), "{m}");
    let m = msg(e.play("A:0", "A:1/3"));
    assert!(m.contains("not the team to move"), "{m}");
    let m = msg(e.play("A:0 B:1/3 A:2/3 B:1/6 A:1/2 B:5/6", "1/12"));
    assert!(m.contains("game is over"), "{m}");
    let m = msg(e.normalize("A:0 A:1/3"));
    assert!(m.contains("must be B's"), "{m}");
    let m = msg(e.normalize("A:0 B:0"));
    assert!(m.contains("two flags stand on 0"), "{m}");
    let m = msg(e.normalize("A:0 B:1/3 A:2/3 B:1/6 A:1/2 B:5/6 A:1/12"));
    assert!(m.contains("more than"), "{m}");
    let m = msg(e.normalize(&"9".repeat(100)));
    assert!(m.contains("too long"), "{m}");
    assert!(parse_point("0.999").is_ok());
    for bad in [&["n=0"][..], &["epsilon=0"], &["epsilon=1"], &["epsilon=x"], &["colour=red"], &["n=101"]] {
        let p = Params::parse(bad.iter().copied()).unwrap();
        let r = FlagsEntry::from_params("je-25", 25, &p, SUMMARY_25, STATEMENT_25);
        assert!(r.is_err(), "{bad:?}");
    }
    assert!(FlagsEntry::from_params("je-25", 24, &Params::new(), SUMMARY_25, STATEMENT_25).is_err());
    assert!(e.table(0, 1000, &Control::none()).is_err());
    assert_eq!(e.table(0, 10, &Control::none()).unwrap().entries.len(), 10);
    assert!(e.period(&Control::none()).is_err());
}

#[test]
fn sizes_and_misere_rules() {
    let e = entry(25, &[]);
    let t = e.sizes(1, 6, &Control::none()).unwrap();
    assert_eq!(t.entries[0].outcome, Outcome::Draw);
    assert!(t.entries[1..].iter().all(|c| c.outcome == Outcome::PreviousWins));
    let m = entry(25, &["misere=true"]);
    assert_ne!(m.rules(ludoteca_core::Lang::EN), e.rules(ludoteca_core::Lang::EN));
    // Misère: the larger area loses.
    let p = pos("A:0 B:3/4 A:1/2 B:7/8", 2);
    assert_eq!(FlagsGame { convention: Convention::Misere, ..game(2) }.terminal(&p), Some(Outcome::PreviousWins));
    assert_eq!(game(2).terminal(&p), Some(Outcome::NextWins));
}

#[test]
fn analyses_of_many_flags_stay_quick() {
    let e = entry(25, &["n=40"]);
    let ctl = Control::none();
    let start = Clock::start();
    // Off the champion's line (B's flag is not the champion's): playouts.
    let r = e.analyse("A:0 B:1/7 A:1/3", &ctl).unwrap();
    assert_eq!(r.method, "playout");
    let g = e.game().clone();
    let end = playout(&g, &FlagsPosition::new());
    let text = e.format(&end);
    let r = e.analyse(&text, &ctl).unwrap();
    assert_eq!((r.method.as_str(), r.outcome), ("terminal", Outcome::PreviousWins));
    assert!(start.elapsed().as_secs() < 10, "{:?} on the processor", start.elapsed());
}

#[test]
fn the_diagram_lists_arcs_owners_and_areas() {
    let e = entry(27, &["n=2"]);
    let r = e.analyse("A:0 B:3/4 A:1/2 B:7/8", &Control::none()).unwrap();
    let d = r.diagram.clone().unwrap();
    eprintln!("{d}\n{}\n{}", r.explanation, serde_json::to_string_pretty(&r.extra).unwrap());
    assert!(d.contains("0 → 1/2") && d.contains("A's (blue") && d.contains("G-arc"), "{d}");
    assert!(d.contains("areas (fractions of the disc): A 11/16 · B 5/16"), "{d}");
    // The same drawing with its labels from the files, in Portuguese.
    let pt = r.diagram_in(ludoteca_core::Lang::PT_BR).unwrap();
    assert!(pt.contains("0 → 1/2") && pt.contains("de A (arco azul) · arco G"), "{pt}");
    assert!(pt.contains("áreas, em frações do disco: A 11/16 · B 5/16") && !pt.contains("areas"), "{pt}");
    let e = entry(27, &[]);
    let r = e.analyse("A:0 B:1/3 A:1/12 B:2/3 A:1/2", &Control::none()).unwrap();
    eprintln!("{}\n{}\nbest {:?} winning {:?}", r.diagram.unwrap(), r.explanation, r.best_move, r.winning_moves);
}

/// A's last flag: the exact classification agrees with the exact analysis of
/// B's reply at sampled points and near the ends of every piece.
#[test]
fn a_last_flag_classification_is_exact() {
    let class = b_last_class;
    for (n, text) in [
        (3, "A:0 B:1/3 A:1/12 B:2/3"),
        (3, "A:0 B:1/2 A:1/4 B:3/4"),
        (3, "A:0 B:1/9 A:1/3 B:2/3"),
        (2, "A:0 B:1/2"),
        (2, "A:0 B:1/10"),
        (4, "A:0 B:1/4 A:1/2 B:3/4 A:1/8 B:5/8"),
    ] {
        for misere in [false, true] {
            let g = FlagsGame { convention: Convention::misere_if(misere), ..game(n) };
            let p = pos(text, n);
            let pieces = a_last_flag_pieces(&g, &p);
            let total = pieces.iter().filter(|x| x.lo != x.hi).fold(q(0, 1), |s, x| s + (&x.hi - &x.lo));
            assert_eq!(total, q(1, 1), "{text}: the open runs cover the circle");
            for piece in &pieces {
                let probe = |d: &BigRational| class(&g, &p.with(piece.arc.at(d)));
                assert_eq!(probe(&((&piece.lo + &piece.hi) / q(2, 1))), piece.after, "{text} {}", piece.describe());
                if piece.lo != piece.hi {
                    let e = (&piece.hi - &piece.lo) / q(997, 1);
                    assert_eq!(probe(&(&piece.lo + &e)), piece.after, "{text} {misere} {}", piece.describe());
                    assert_eq!(probe(&(&piece.hi - &e)), piece.after, "{text} {misere} {}", piece.describe());
                }
            }
            // On B's champion line every A flag loses (the text's proof).
            let followed = (1..p.flags.len()).step_by(2).all(|i| {
                let prefix = FlagsPosition { flags: p.flags[..i].to_vec() };
                second_champion(&g, &prefix) == p.flags[i].at
            });
            if followed && !misere {
                assert!(pieces.iter().all(|x| x.after == Outcome::NextWins), "{text}");
            }
        }
    }
}

/// je-27 for n = 2, B's first flag: exact at each point of the grid 1/48 (A's
/// last flag and B's last flag are classified exactly), B wins only with the
/// antipode of A's flag; anywhere else A can force a draw.
#[test]
fn n2_b_wins_only_with_the_antipode() {
    let g = game(2);
    for k in 1..48 {
        let p = pos(&format!("A:0 B:{k}/48"), 2);
        let pieces = a_last_flag_pieces(&g, &p);
        let b_wins = pieces.iter().all(|x| x.after == Outcome::NextWins);
        let a_draws = pieces.iter().any(|x| x.after == Outcome::Draw);
        assert_eq!(b_wins, k == 24, "B:{k}/48");
        assert_eq!(a_draws, k != 24, "B:{k}/48");
        assert!(pieces.iter().all(|x| x.after != Outcome::PreviousWins), "A never wins, B:{k}/48");
    }
}

#[test]
fn a_last_flag_analysis_at_the_limit_is_quick() {
    let e = entry(27, &["n=12"]);
    let g = e.game().clone();
    // Both champions up to A's last flag.
    let mut p = FlagsPosition::new();
    while p.flags.len() < 22 {
        p = p.with(g.champion(&p).unwrap());
    }
    let start = Clock::start();
    let r = e.analyse(&e.format(&p), &Control::none()).unwrap();
    assert_eq!((r.method.as_str(), r.outcome), ("exact", Outcome::PreviousWins));
    assert!(r.moves.len() <= 65);
    assert!(start.elapsed().as_secs() < 10, "{:?} on the processor", start.elapsed());
}

/// The time this thread spends on a processor (`/proc/thread-self/schedstat`,
/// the wall clock where it cannot be read): a bound on an analysis's own
/// work that other processes' load cannot break.
struct Clock {
    cpu: Option<u64>,
    wall: std::time::Instant,
}

impl Clock {
    fn start() -> Clock {
        Clock { cpu: thread_cpu_ns(), wall: std::time::Instant::now() }
    }

    fn elapsed(&self) -> std::time::Duration {
        match (self.cpu, thread_cpu_ns()) {
            (Some(a), Some(b)) => std::time::Duration::from_nanos(b.saturating_sub(a)),
            _ => self.wall.elapsed(),
        }
    }
}

fn thread_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat").ok()?.split_whitespace().next()?.parse().ok()
}
