//! An exact strategy split by the classes of its first guess, each class
//! solved by a breaker of its own (as another machine would), merges into
//! exactly the statistics of the solve in one piece.

use ludoteca_mastermind::control::Control;
use ludoteca_mastermind::stats::Stats;
use ludoteca_mastermind::{Breaker, Engine, Strategy, Variant};

fn split_stats(v: &Variant, strategy: Strategy) -> Stats {
    let engine = Engine::new(v).unwrap();
    let ctl = Control { cancel: None, progress: None };
    let whole = Breaker::new(&engine, strategy);
    let depth = whole.least_worst_case(&[], &ctl).unwrap();
    let mut best: Option<(u64, u32, Vec<usize>)> = None;
    for (g, classes) in whole.first_classes() {
        let mut depths = if whole.first_is_secret(g) { vec![1] } else { Vec::new() };
        let mut feasible = true;
        for c in classes {
            let alone = Breaker::new(&engine, strategy);
            alone.assume_least_worst_case(depth);
            match alone.solve_class(c.guess, c.answer, &ctl).unwrap() {
                Some(d) => depths.extend(d),
                None => feasible = false,
            }
        }
        let total: u64 = depths.iter().map(|&d| d as u64).sum();
        if feasible && best.as_ref().is_none_or(|b| (total, g) < (b.0, b.1)) {
            best = Some((total, g, depths));
        }
    }
    Stats::from_depths(best.unwrap().2, v.max_guesses)
}

#[test]
fn the_split_solve_equals_the_solve_in_one_piece() {
    let mut variants = Vec::new();
    for (pegs, colors) in [(3, 4), (4, 4), (3, 5), (4, 5)] {
        for classic in [false, true] {
            let mut v = if classic { Variant::classic() } else { Variant::seed_default() };
            v.pegs = pegs;
            v.colors = colors;
            variants.push(v);
        }
    }
    for v in variants {
        for strategy in [Strategy::OptimalAverage, Strategy::OptimalWorst] {
            let engine = Engine::new(&v).unwrap();
            let (local, _) = Breaker::new(&engine, strategy).solve(&Control { cancel: None, progress: None }).unwrap();
            assert_eq!(split_stats(&v, strategy), local, "{v} {strategy}");
        }
    }
}
