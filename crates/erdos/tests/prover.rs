//! The proof-number prover against the alpha-beta solver: 3×3, 4×4 and
//! random 5×5 positions with 8–12 pieces, both players to move.

use ludoteca_erdos::prover::{Prover, ProverConfig};
use ludoteca_erdos::solver::{Config, Solver};
use ludoteca_erdos::{Position, Rules, Simultaneous};
use std::sync::atomic::AtomicBool;

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

fn prover(leaf: Option<u32>) -> Prover {
    Prover::new(ProverConfig { table_bits: 18, pn_bits: 18, leaf, ..ProverConfig::default() })
}

fn alphabeta(rules: &Rules, p: &Position) -> ludoteca_erdos::solver::Value {
    let s = Solver::new(Config { table_bits: 18, threads: 1, principal_line: false, ..Config::default() });
    s.solve(rules, p).unwrap().value.expect("exact")
}

fn agree(rules: &Rules, p: &Position, leaf: Option<u32>) {
    let s = prover(leaf).solve(rules, p, &AtomicBool::new(false), &|_| {}).unwrap();
    assert!(s.exact, "{p}");
    assert_eq!(s.value, Some(alphabeta(rules, p)), "{p} (leaf {leaf:?})");
}

#[test]
fn three_by_three_agrees_with_alpha_beta_under_every_rule() {
    for sim in [Simultaneous::Mover, Simultaneous::Opponent] {
        for run in [2, 3] {
            let rules = Rules { size: 3, run, simultaneous: sim, ..Rules::default() };
            for leaf in [Some(0), Some(4)] {
                agree(&rules, &Position::empty(3).unwrap(), leaf);
            }
        }
    }
}

#[test]
fn four_by_four_agrees_with_alpha_beta() {
    let rules = Rules::new(4).unwrap();
    agree(&rules, &Position::empty(4).unwrap(), None);
    let mut seed = 5;
    for placed in [3, 4, 5, 6, 7, 8] {
        let p = random_position(&rules, placed, &mut seed);
        agree(&rules, &p, Some(6));
    }
}

#[test]
fn random_5x5_positions_with_8_to_12_pieces_agree() {
    let rules = Rules::new(5).unwrap();
    let mut seed = 17;
    for placed in [8, 9, 10, 11, 12, 12, 11] {
        let p = random_position(&rules, placed, &mut seed);
        agree(&rules, &p, None);
    }
}

#[test]
#[ignore = "minutes in debug: cargo test --release -p ludoteca-erdos --test prover -- --ignored"]
fn random_5x5_positions_with_8_and_9_pieces_agree() {
    let rules = Rules::new(5).unwrap();
    let mut seed = 23;
    for placed in [8, 9, 8, 9] {
        let p = random_position(&rules, placed, &mut seed);
        agree(&rules, &p, None);
    }
}
