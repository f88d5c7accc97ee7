//! The exact solver against a plain minimax written here independently of
//! the engine's search, on random positions with few empty squares.

use ludoteca_figuras::solver::{Config, Solver};
use ludoteca_figuras::{Player, Position};

/// A small deterministic generator (tests must be reproducible).
fn next(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
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
    if p.mover() == Player::First {
        values.max().expect("some move")
    } else {
        values.min().expect("some move")
    }
}

#[test]
fn exact_solver_agrees_with_minimax() {
    let solver = Solver::new(Config {
        table_bits: 18,
        ..Config::default()
    });
    let mut seed = 7;
    let mut nonzero = 0;
    for empties in [1, 2, 3, 4, 5, 6, 7] {
        let count = if empties == 7 { 6 } else { 25 };
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
fn single_thread_agrees_too() {
    let solver = Solver::new(Config {
        table_bits: 16,
        threads: 1,
        ..Config::default()
    });
    let mut seed = 99;
    for _ in 0..20 {
        let p = random_position(6, &mut seed);
        assert_eq!(solver.solve(&p).value, minimax(&p), "{p}");
    }
}
