//! Benchmarks of the figuras engine. Each checks what it computed (an exact
//! solve must say so; a champion's move must be legal), so a fast wrong
//! answer cannot pass for a result.
//!
//! Run: `nice -n 10 cargo bench --manifest-path crates/figuras/Cargo.toml`

use divan::Bencher;
use ludoteca_figuras::champion::Champion;
use ludoteca_figuras::solver::{Config, Solver};
use ludoteca_figuras::{Position, canonical};
use std::time::Duration;

fn main() {
    divan::main();
}

/// A reproducible random position with `empties` empty squares.
fn random_position(empties: u32, mut seed: u64) -> Position {
    let mut p = Position::START;
    while p.empties() > empties {
        let moves = p.legal_moves();
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        p.play(m).expect("legal");
    }
    p
}

fn exact_solve(b: Bencher, empties: u32, seed: u64) {
    let p = random_position(empties, seed);
    let solver = Solver::new(Config { table_bits: 22, ..Config::default() });
    b.bench(|| {
        solver.clear();
        let s = solver.solve(&p);
        assert!(s.exact);
        s.value
    });
}

/// Exact value of a position with 8 empty squares (fresh table each time).
#[divan::bench(args = [1, 2, 3])]
fn exact_8_empties(b: Bencher, seed: u64) {
    exact_solve(b, 8, seed);
}

/// Exact value of a position with 10 empty squares.
#[divan::bench(args = [1, 2, 3], sample_count = 5, sample_size = 1)]
fn exact_10_empties(b: Bencher, seed: u64) {
    exact_solve(b, 10, seed);
}

/// Exact value of a position with 11 empty squares.
#[divan::bench(args = [1, 2], sample_count = 2, sample_size = 1)]
fn exact_11_empties(b: Bencher, seed: u64) {
    exact_solve(b, 11, seed);
}

/// The champion's move from the empty board with a 200 ms budget.
#[divan::bench(sample_count = 3, sample_size = 1)]
fn champion_start_200ms(b: Bencher) {
    let champion = Champion::new(20);
    b.bench(|| {
        let c = champion.best_move(&Position::START, Duration::from_millis(200)).expect("a move");
        assert!(Position::START.check(c.best_move).is_ok());
        c.depth
    });
}

/// Canonical form of a mid-game position under the 1536 symmetries.
#[divan::bench]
fn canonical_form(b: Bencher) {
    let p = random_position(8, 5);
    b.bench(|| canonical(divan::black_box(&p)).0);
}

/// Referee: scoring every legal move of a position with 4 empties.
#[divan::bench]
fn referee_scoring(b: Bencher) {
    let p = random_position(4, 9);
    let moves = p.legal_moves();
    b.bench(|| moves.iter().map(|&m| u32::from(p.scoring_of(m).points())).sum::<u32>());
}
