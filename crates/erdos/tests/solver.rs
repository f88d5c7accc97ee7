//! The exact solver against an independent brute-force minimax, symmetric
//! positions, known values, checkpoints and resume.

use ludoteca_erdos::solver::{Config, Solver, Value};
use ludoteca_erdos::{Player, Position, Reason, Rules, Symmetry};
use proptest::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// Plain minimax over the referee's moves, written independently of the
/// solver: +1 First wins, 0 draw, −1 Second wins.
fn minimax(p: &Position, rules: &Rules) -> i8 {
    if p.is_full() {
        let [f, s] = p.columns();
        return (f as i8 - s as i8).signum();
    }
    let moves = p.legal_moves();
    if moves.is_empty() {
        return if p.mover() == Player::First { -1 } else { 1 };
    }
    let vals = moves.into_iter().map(|m| minimax(&p.after(m, rules).expect("legal").0, rules));
    if p.mover() == Player::First { vals.max().unwrap() } else { vals.min().unwrap() }
}

fn first_value(v: Option<Value>) -> i8 {
    match v.expect("exact") {
        Value::First => 1,
        Value::Second => -1,
        Value::Draw => 0,
    }
}

fn random_position(rules: &Rules, placed: u32, seed: &mut u64) -> Position {
    let mut p = Position::empty(rules.size).unwrap();
    while p.placed() < placed {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = moves[(*seed >> 33) as usize % moves.len()];
        p.play(m, rules).unwrap();
    }
    p
}

fn small() -> Solver {
    Solver::new(Config { table_bits: 16, threads: 2, ..Config::default() })
}

#[test]
fn three_by_three_agrees_with_brute_force() {
    for sim in [ludoteca_erdos::Simultaneous::Mover, ludoteca_erdos::Simultaneous::Opponent] {
        for run in [2, 3] {
            let rules = Rules { size: 3, run, simultaneous: sim, ..Rules::default() };
            let p = Position::empty(3).unwrap();
            let s = small().solve(&rules, &p).unwrap();
            assert!(s.exact);
            assert_eq!(first_value(s.value), minimax(&p, &rules), "{rules:?}");
            assert!(s.reason.is_some() && !s.line.is_empty());
        }
    }
    let s = small().solve(&Rules::new(3).unwrap(), &Position::empty(3).unwrap()).unwrap();
    assert_eq!(s.value, Some(Value::First));
}

#[test]
fn random_4x4_positions_agree_with_brute_force() {
    let rules = Rules::new(4).unwrap();
    let solver = small();
    let mut seed = 11;
    let mut decided = [0; 3];
    for placed in [9, 10, 10, 11, 11, 12, 12, 13, 13, 14] {
        for _ in 0..3 {
            let p = random_position(&rules, placed, &mut seed);
            let s = solver.solve(&rules, &p).unwrap();
            let v = minimax(&p, &rules);
            assert_eq!(first_value(s.value), v, "{p}");
            decided[(v + 1) as usize] += 1;
            if let Some(m) = s.best_move.filter(|_| !p.legal_moves().is_empty()) {
                let (q, _) = p.after(m, &rules).expect("a legal best move");
                let w = minimax(&q, &rules);
                assert!(if p.mover() == Player::First { w >= v } else { w <= v }, "best move {m} in {p}");
            }
        }
    }
    assert!(decided[0] > 0 && decided[2] > 0, "{decided:?}");
}

#[test]
fn four_by_four_is_a_win_for_second() {
    let rules = Rules::new(4).unwrap();
    let s = Solver::new(Config { table_bits: 20, ..Config::default() })
        .solve(&rules, &Position::empty(4).unwrap())
        .unwrap();
    assert_eq!(s.value, Some(Value::Second));
    assert_eq!(s.reason, Some(Reason::Blocked));
    assert!(s.nodes > 0 && s.hit_rate > 0.0);
}

#[test]
fn a_cancelled_solve_resumes_from_its_checkpoint() {
    let rules = Rules::new(4).unwrap();
    let dir = std::env::temp_dir().join(format!("erdos-ckpt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("4x4.json");
    let config = Config {
        table_bits: 18,
        checkpoint: Some(path.clone()),
        checkpoint_every: std::time::Duration::ZERO,
        progress_every: std::time::Duration::from_millis(1),
        ..Config::default()
    };
    let cancel = AtomicBool::new(false);
    let stop = |p: &ludoteca_erdos::solver::Progress| {
        if p.nodes > 200_000 {
            cancel.store(true, Ordering::Relaxed);
        }
    };
    let s = Solver::new(config.clone()).solve_with(&rules, &Position::empty(4).unwrap(), &cancel, &stop).unwrap();
    assert!(!s.exact && s.value.is_none());
    let r = Solver::new(config).resume(&path, &AtomicBool::new(false), &|_| {}).unwrap();
    assert!(r.exact);
    assert_eq!(r.value, Some(Value::Second));
    assert!(r.nodes >= s.nodes);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn terminal_positions_and_unsupported_sizes() {
    let rules = Rules::new(3).unwrap();
    let full: Position = "231/123/312 .F.".parse().unwrap();
    let s = small().solve(&rules, &full).unwrap();
    assert_eq!(s.reason, Some(Reason::Columns));
    assert!(small().solve(&Rules::new(7).unwrap(), &Position::empty(7).unwrap()).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn symmetric_positions_have_the_same_value(seed in any::<u64>(), placed in 6u32..12, k in 0usize..48) {
        let rules = Rules::new(4).unwrap();
        let mut s = seed;
        let p = random_position(&rules, placed, &mut s);
        let sym = Symmetry::all(4)[k];
        let q = sym.apply(&p);
        prop_assert_eq!(ludoteca_erdos::canonical_key(&p), ludoteca_erdos::canonical_key(&q));
        let solver = small();
        let a = solver.solve(&rules, &p).unwrap().value;
        solver.clear();
        let b = solver.solve(&rules, &q).unwrap().value;
        prop_assert_eq!(a, b);
        // Moves map to moves.
        for m in p.legal_moves() {
            prop_assert!(q.check(sym.apply_move(m)).is_ok());
        }
    }
}

/// The conjugate of a position: the number `X` on row `r` of a column
/// becomes the number `r` on row `X` of the same column (a Latin square's
/// rows and symbols exchanged). Column owners and the mover are unchanged.
fn conjugate(p: &Position) -> Position {
    let text = p.to_string();
    let (grid, owners) = text.split_once(' ').unwrap();
    let rows: Vec<&[u8]> = grid.split('/').map(str::as_bytes).collect();
    let n = rows.len();
    let mut out = vec![vec![b'.'; n]; n];
    for (i, row) in rows.iter().enumerate() {
        let r = n - i; // the text lists the top row (row n) first
        for (c, &x) in row.iter().enumerate() {
            if x != b'.' {
                let s = usize::from(x - b'0');
                out[n - s][c] = b'0' + r as u8;
            }
        }
    }
    let grid: Vec<String> = out.into_iter().map(|r| String::from_utf8(r).unwrap()).collect();
    format!("{} {owners}", grid.join("/")).parse().unwrap()
}

/// Exchanging rows and numbers keeps the game: a column's numbers are points
/// (row, number), a run is a chain of them increasing from its owner's edge,
/// and a chain stays a chain with its coordinates exchanged; the Latin rules
/// (one number a square, no number twice in a column or in a row) map to
/// one another. Not among [`Symmetry::all`]'s 2·n! maps: the 5×5 part
/// certificates of the replies a1=2 and a2=1 (and of c1=2 and c2=1) have the
/// same node and leaf counts because of it. Checked against brute force.
#[test]
fn exchanging_rows_and_numbers_keeps_the_value() {
    let rules = Rules::new(4).unwrap();
    let mut seed = 29;
    let mut decided = [0; 3];
    let mut moved = 0;
    for placed in [8, 9, 10, 10, 11, 11, 12, 12, 13, 14] {
        for _ in 0..4 {
            let p = random_position(&rules, placed, &mut seed);
            let q = conjugate(&p);
            assert_eq!(conjugate(&q).to_string(), p.to_string());
            assert_eq!((q.placed(), q.mover()), (p.placed(), p.mover()));
            let v = minimax(&p, &rules);
            assert_eq!(minimax(&q, &rules), v, "{p} and its conjugate {q}");
            assert_eq!(q.legal_moves().len(), p.legal_moves().len(), "{p} / {q}");
            decided[(v + 1) as usize] += 1;
            moved += usize::from(q.to_string() != p.to_string());
        }
    }
    assert!(decided[0] > 0 && decided[2] > 0, "{decided:?}");
    assert!(moved > 30, "only {moved} positions changed");
}
