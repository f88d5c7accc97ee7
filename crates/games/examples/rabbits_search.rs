//! How far the table of game 28 ("coelhos à Fibonacci") goes: solves the
//! starting hutches n = 1, 2, … in turn with one shared memo and prints, for
//! each, its class, the time so far and the positions memoised, until the
//! time limit (seconds, first argument; default 60).
//!
//! `cargo run --release -p ludoteca-games --example rabbits_search -- 600`

use ludoteca_core::{Control, Outcome, Solver};
use ludoteca_games::heap::{HeapConfig, HeapPosition};
use ludoteca_games::{Params, catalogue};
use std::time::{Duration, Instant};

fn main() {
    let limit = Duration::from_secs(std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(60));
    let preset = catalogue::preset("je-28").expect("je-28 is in the catalogue");
    let cfg =
        HeapConfig::from_params("je-28", &Params::parse(preset.defaults.iter().copied()).expect("defaults parse"))
            .expect("defaults are valid");
    let mut solver = Solver::new(&cfg.game);
    let start = Instant::now();
    let mut safe = Vec::new();
    for n in 1u64.. {
        let p = cfg.game.normal(HeapPosition { n, a: 0, b: 0, mover: ludoteca_core::Player::First });
        let v = match solver.value_with(&p, &Control::none()) {
            Ok(v) => v,
            Err(e) => {
                println!("stopped at n = {n}: {e}");
                break;
            }
        };
        if v.outcome == Outcome::PreviousWins {
            safe.push(n);
        }
        let t = start.elapsed();
        if n % 50 == 0 || t > limit {
            println!(
                "n = {n}: {} (remoteness {:?}), {:.1} s, {} positions; safe starts so far: {:?}",
                v.outcome.code(),
                v.remoteness,
                t.as_secs_f64(),
                solver.solved(),
                safe
            );
        }
        if t > limit {
            break;
        }
    }
}
