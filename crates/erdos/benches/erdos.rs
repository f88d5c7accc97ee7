//! Benchmarks of the Erdös Latino engine. Each checks what it computed (an
//! exact solve must say so; a champion's move must be legal).
//!
//! Run: `nice -n 10 cargo bench -p ludoteca-erdos`

use divan::Bencher;
use ludoteca_erdos::champion::{Budget, Champion};
use ludoteca_erdos::solver::{Config, Solver, Value};
use ludoteca_erdos::{Game, Position, Rules, Version, canonical};
use std::time::Duration;

fn main() {
    divan::main();
}

/// Exact solve of 4×4 from the empty board (fresh 2^20-entry table each time).
#[divan::bench(sample_count = 3, sample_size = 1)]
fn exact_4x4(b: Bencher) {
    let rules = Rules::new(4).unwrap();
    let solver = Solver::new(Config { table_bits: 20, ..Config::default() });
    b.bench(|| {
        solver.clear();
        let s = solver.solve(&rules, &Position::empty(4).unwrap()).unwrap();
        assert_eq!(s.value, Some(Value::Second));
        s.nodes
    });
}

/// Exact solve of 3×3.
#[divan::bench]
fn exact_3x3() -> u64 {
    let s = ludoteca_erdos::solver::solve(&Rules::new(3).unwrap(), &Position::empty(3).unwrap()).unwrap();
    assert!(s.exact);
    s.nodes
}

/// The version II champion's move (1 s budget) after 1 and 10 random plies on 5×5.
#[divan::bench(args = [1, 10], sample_count = 3, sample_size = 1)]
fn champion_ii_5x5_1s(b: Bencher, plies: usize) {
    let mut g = Game::new(Rules::default(), 1).unwrap();
    for _ in 0..plies {
        let m = g.legal_moves()[plies % 7];
        g.play(m).unwrap();
    }
    b.bench(|| {
        let mut c = Champion::new(Budget::time(Duration::from_millis(900)), 0);
        let a = c.analyse(&g.mover_view()).unwrap();
        assert!(g.legal_moves().contains(&a.best_move));
        a.nodes
    });
}

/// Canonical form under the 240 symmetries of a mid-game 5×5 position.
#[divan::bench]
fn canonical_5x5(b: Bencher) {
    let p: Position = "4..../1..../..3../5..../2.... .....".parse().unwrap();
    b.bench(|| canonical(divan::black_box(&p)).0);
}

/// The version I and III champions' move (20,000 positions: the tests'
/// budget) after 4 plies on 5×5.
#[divan::bench(args = ["I", "III"], sample_count = 5, sample_size = 1)]
fn champion_mcts_5x5_20k(b: Bencher, version: &str) {
    let rules = Rules::default().with_version(version.parse::<Version>().unwrap());
    let mut g = Game::new(rules, 1).unwrap();
    for _ in 0..4 {
        let m = g.legal_moves()[0];
        g.play(m).unwrap();
    }
    b.bench(|| {
        let mut c = Champion::new(Budget::nodes(20_000), 0);
        let a = c.analyse(&g.mover_view()).unwrap();
        assert!(g.legal_moves().contains(&a.best_move));
        a.nodes
    });
}

/// Exact solve of a 5×5 position with 8 pieces (First to move, First wins).
#[divan::bench(sample_count = 3, sample_size = 1)]
fn exact_5x5_8_pieces(b: Bencher) {
    let rules = Rules::default();
    let p: Position = "..5../1..../.4.3./.13.4/2.... .....".parse().unwrap();
    let solver = Solver::new(Config { table_bits: 22, threads: 1, principal_line: false, ..Config::default() });
    b.bench(|| {
        solver.clear();
        let s = solver.solve(&rules, &p).unwrap();
        assert_eq!(s.value, Some(Value::First));
        s.nodes
    });
}
