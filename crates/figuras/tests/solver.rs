//! The exact solver against a plain minimax written here independently of
//! the engine's search, on random positions with few empty squares.

use ludoteca_figuras::solver::{Config, Solver};
use ludoteca_figuras::{Player, Position};

/// A small deterministic generator (tests must be reproducible).
fn next(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *seed >> 33
}

fn random_position(empties: u32, seed: &mut u64) -> Position {
    let mut p = Position::START;
    while p.empties() > empties {
        let moves = p.legal_moves();
        let m = moves[next(seed) as usize % moves.len()];
        p.play(m).expect("a legal move");
    }
    p
}

/// Plain minimax over every legal move: First maximises the final points
/// difference, Second minimises it.
fn minimax(p: &Position) -> i32 {
    if p.is_over() {
        return p.score_difference();
    }
    let values = p.legal_moves().into_iter().map(|m| {
        let (q, _) = p.after(m).expect("a legal move");
        minimax(&q)
    });
    if p.mover() == Player::First { values.max().expect("some move") } else { values.min().expect("some move") }
}

#[test]
fn exact_solver_agrees_with_minimax() {
    let solver = Solver::new(Config { table_bits: 18, ..Config::default() });
    let mut seed = 7;
    let mut nonzero = 0;
    for empties in [1, 2, 3, 4, 5, 6, 7] {
        // Debug builds (plain `cargo test`) check fewer of the slow ones.
        let count = match (empties, cfg!(debug_assertions)) {
            (7, true) => 0,
            (7, false) => 6,
            (6, true) => 3,
            (_, true) => 10,
            _ => 25,
        };
        for _ in 0..count {
            let p = random_position(empties, &mut seed);
            let expected = minimax(&p);
            let s = solver.solve(&p);
            assert!(s.exact, "{p}");
            assert_eq!(s.value, expected, "value of {p}");
            let best = s.best_move.expect("a best move");
            let (q, _) = p.after(best).expect("the best move is legal");
            assert_eq!(minimax(&q), expected, "best move {best} in {p}");
            nonzero += i32::from(expected - p.score_difference() != 0);
        }
    }
    // The test positions must exercise actual scoring.
    assert!(nonzero > 10, "only {nonzero} positions with points to come");
}

#[test]
fn the_solver_agrees_with_the_values_of_the_previous_solver() {
    // Values of random 9- and 10-empty positions found by the solver before
    // the endgame search was rewritten (MTD(f) over plain alpha-beta below
    // 5 empties with the square-based keys), recorded with `measure`.
    let solver = Solver::new(Config { table_bits: 20, ..Config::default() });
    let cases: [(u32, u64, [i32; 8]); 2] =
        [(9, 1234, [-1, 0, -2, -1, -1, -1, -1, -1]), (10, 4321, [0, 0, 0, 0, 0, 0, -1, 0])];
    for (empties, mut seed, values) in cases {
        // Debug builds check the first two of each.
        let count = if cfg!(debug_assertions) { 2 } else { values.len() };
        for &expected in &values[..count] {
            let p = random_position(empties, &mut seed);
            let s = solver.solve(&p);
            assert!(s.exact, "{p}");
            assert_eq!(s.value, expected, "value of {p}");
        }
    }
}

#[test]
fn single_thread_agrees_too() {
    let solver = Solver::new(Config { table_bits: 16, threads: 1, ..Config::default() });
    let mut seed = 99;
    for _ in 0..(if cfg!(debug_assertions) { 3 } else { 20 }) {
        let p = random_position(6, &mut seed);
        assert_eq!(solver.solve(&p).value, minimax(&p), "{p}");
    }
}

#[test]
fn canonical_keys_everywhere_agree_with_minimax() {
    // Full symmetry reduction, the table and enhanced transposition cutoffs
    // at every depth: the abstract canonical keys must stay sound.
    let solver = Solver::new(Config {
        table_bits: 16,
        tuning: ludoteca_figuras::solver::Tuning { canonical_min: 2, table_min: 2, etc_min: 3, analysis_min: 2 },
        ..Config::default()
    });
    let mut seed = 2024;
    for empties in [4, 5, 6, 7] {
        let count = match (empties, cfg!(debug_assertions)) {
            (7, true) => 0,
            (7, false) => 4,
            (_, true) => 2,
            _ => 12,
        };
        for _ in 0..count {
            let p = random_position(empties, &mut seed);
            assert_eq!(solver.solve(&p).value, minimax(&p), "{p}");
        }
    }
}

#[test]
fn quick_analysis_and_plain_small_search_agree_with_minimax() {
    // The cheap bound and full keys from 6 empties down, the per-thread
    // small-node cache and plain alpha-beta below 6.
    let solver = Solver::new(Config {
        table_bits: 16,
        tuning: ludoteca_figuras::solver::Tuning { canonical_min: 6, table_min: 6, etc_min: 6, analysis_min: 7 },
        ..Config::default()
    });
    let mut seed = 31337;
    for empties in [4, 5, 6, 7] {
        let count = match (empties, cfg!(debug_assertions)) {
            (7, true) => 0,
            (_, true) | (7, false) => 2,
            _ => 10,
        };
        for _ in 0..count {
            let p = random_position(empties, &mut seed);
            assert_eq!(solver.solve(&p).value, minimax(&p), "{p}");
        }
    }
}

#[test]
fn points_so_far_count_in_the_value() {
    let mut seed = 5;
    let p = random_position(5, &mut seed).with_points([7, 2]);
    let q = p.with_points([0, 0]);
    assert_eq!(ludoteca_figuras::solver::solve(&p).value, ludoteca_figuras::solver::solve(&q).value + 5);
}

#[test]
fn a_finished_game_is_worth_its_score() {
    let mut seed = 3;
    let p = random_position(0, &mut seed);
    let s = ludoteca_figuras::solver::solve(&p);
    assert!(s.exact);
    assert_eq!(s.value, p.score_difference());
    assert_eq!(s.best_move, None);
}

#[test]
fn a_cancelled_solve_is_not_exact_and_a_checkpoint_resumes_it() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let dir = std::env::temp_dir().join(format!("figuras-ckpt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("solve.json");
    let mut seed = 41;
    let p = random_position(if cfg!(debug_assertions) { 9 } else { 11 }, &mut seed);
    let config = Config {
        table_bits: 20,
        checkpoint: Some(path.clone()),
        checkpoint_every: std::time::Duration::ZERO,
        progress_every: std::time::Duration::from_millis(1),
        pin_from: 8,
        ..Config::default()
    };
    // Stop at the first progress report.
    let cancel = AtomicBool::new(false);
    let reports = std::sync::Mutex::new(Vec::new());
    let first = Solver::new(config.clone()).solve_with(&p, &cancel, &|pr| {
        reports.lock().expect("lock").push(pr.clone());
        cancel.store(true, Ordering::Relaxed);
    });
    assert!(!first.exact, "cancelled solves are not exact");
    assert!(!reports.lock().expect("lock").is_empty());
    assert!(path.exists());
    let saved = ludoteca_figuras::solver::Checkpoint::load(&path).expect("checkpoint");
    assert_eq!(saved.position, p.to_string());
    // Resume with a fresh solver (empty table): the same exact value.
    let resumed = Solver::new(config).resume(&path, &AtomicBool::new(false), &|_| {}).expect("resume");
    assert!(resumed.exact);
    let direct = ludoteca_figuras::solver::solve(&p);
    assert_eq!(resumed.value, direct.value);
    assert!(resumed.nodes >= saved.nodes);
    // A broken checkpoint is refused with a sentence.
    std::fs::write(&path, "{ not json").expect("write");
    let e = Solver::new(Config::default()).resume(&path, &AtomicBool::new(false), &|_| {}).expect_err("refused");
    assert!(e.to_string().starts_with("cannot use the checkpoint"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_champion_is_exact_near_the_end_and_quick_everywhere() {
    use ludoteca_figuras::champion::Champion;
    use std::time::{Duration, Instant};
    let champion = Champion::new(18);
    let mut seed = 77;
    let (count, empties) = if cfg!(debug_assertions) { (3, 5) } else { (5, 6) };
    for _ in 0..count {
        let p = random_position(empties, &mut seed);
        let c = champion.best_move(&p, Duration::from_secs(5)).expect("a move");
        assert!(c.exact);
        let v = minimax(&p);
        assert_eq!(c.value, v, "{p}");
        let (q, _) = p.after(c.best_move).expect("legal");
        assert_eq!(minimax(&q), v, "{p}: {}", c.best_move);
    }
    // From the empty board: the opening book answers, exact and at once...
    let t = Instant::now();
    let c = champion.best_move(&Position::START, Duration::from_millis(300)).expect("a move");
    assert!(t.elapsed() < Duration::from_millis(100));
    assert!(Position::START.check(c.best_move).is_ok());
    assert!(c.exact && c.from_book && c.value == -1, "{c:?}");
    // ...and without it the search keeps its budget with an estimate.
    let champion = champion.with_book(None);
    let t = Instant::now();
    let c = champion.best_move(&Position::START, Duration::from_millis(300)).expect("a move");
    assert!(t.elapsed() < Duration::from_millis(1500));
    assert!(Position::START.check(c.best_move).is_ok());
    assert!(!c.exact && !c.from_book);
}

#[test]
#[ignore = "slow: minimax over 8 empty squares (about a minute in release)"]
fn exact_solver_agrees_with_minimax_at_8_empties() {
    let solver = Solver::new(Config { table_bits: 20, ..Config::default() });
    let mut seed = 8;
    for _ in 0..2 {
        let p = random_position(8, &mut seed);
        assert_eq!(solver.solve(&p).value, minimax(&p), "{p}");
    }
}

/// Thousands of small positions: rare shapes of the empty squares (three
/// squares on eight lines once slipped through the tests above).
#[test]
fn thousands_of_small_positions_agree_with_minimax() {
    let solver = Solver::new(Config { table_bits: 16, threads: 1, ..Config::default() });
    let mut seed = 2026;
    let scale = if cfg!(debug_assertions) { 1 } else { 10 };
    for (empties, count) in [(3, 300), (4, 300), (5, 100), (6, 15)] {
        for _ in 0..count * scale {
            let p = random_position(empties, &mut seed);
            assert_eq!(solver.solve(&p).value, minimax(&p), "{p}");
        }
    }
}
