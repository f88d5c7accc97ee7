//! Checkpoints of the exact solver: a solve stopped part way, saved (as
//! JSON), read back into a fresh solver and finished gives the same
//! statistics and decision tree as a solve run without a stop.

use ludoteca_mastermind::{Breaker, Checkpoint, Control, Engine, Error, Progress, Strategy, Variant};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

fn classic(colors: usize) -> Variant {
    Variant { colors, ..Variant::classic() }
}

/// Solves `strategy` over 4×`colors`, stopping after `stop_after` progress
/// reports, then resumes from the JSON of the checkpoint; returns the
/// stopped run's checkpoint and the resumed result.
fn stop_and_resume(colors: usize, strategy: Strategy, stop_after: u64) -> (Checkpoint, String, u64) {
    let v = classic(colors);
    let engine = Engine::new(&v).unwrap();
    let first = Breaker::new(&engine, strategy);
    let stop = AtomicBool::new(false);
    let seen = AtomicU64::new(0);
    let progress = |_: Progress| {
        if seen.fetch_add(1, Ordering::Relaxed) + 1 >= stop_after {
            stop.store(true, Ordering::Relaxed);
        }
    };
    let ctl = Control { cancel: Some(&stop), progress: Some(&progress) };
    assert_eq!(first.solve(&ctl).unwrap_err(), Error::Cancelled, "the solve must be stopped part way");
    let cp = first.solver().checkpoint(3);
    let text = serde_json::to_string(&cp).unwrap();
    let back: Checkpoint = serde_json::from_str(&text).unwrap();
    assert_eq!(back, cp);
    let second = Breaker::new(&engine, strategy);
    assert_eq!(second.solver().resume(&back).unwrap(), cp.facts());
    // Saved at once (a run stopped before it proves more), the bounds are
    // the ones proved before, not weaker.
    assert_eq!(second.solver().checkpoint(3).bounds, cp.bounds);
    let (stats, tree) = second.solve(&Control::none()).unwrap();
    (cp, tree.to_json(), stats.total)
}

#[test]
fn a_stopped_solve_resumed_from_its_checkpoint_gives_the_same_tree() {
    let v = classic(5);
    let engine = Engine::new(&v).unwrap();
    let (stats, tree) = Breaker::new(&engine, Strategy::OptimalAverage).solve(&Control::none()).unwrap();
    assert_eq!(stats.total, 2463, "4×5 optimal total (published)");
    let (cp, resumed, total) = stop_and_resume(5, Strategy::OptimalAverage, 12);
    assert!(!cp.average.is_empty(), "the stopped solve had proved something");
    assert!(cp.bounds.0 <= 2463 && 2463 <= cp.bounds.1, "bounds {:?} must hold the optimum", cp.bounds);
    assert_eq!(total, stats.total);
    assert_eq!(resumed, tree.to_json());
}

#[test]
fn the_worst_case_strategy_resumes_too() {
    let v = classic(5);
    let engine = Engine::new(&v).unwrap();
    let (stats, tree) = Breaker::new(&engine, Strategy::OptimalWorst).solve(&Control::none()).unwrap();
    let (_, resumed, total) = stop_and_resume(5, Strategy::OptimalWorst, 3);
    assert_eq!(total, stats.total);
    assert_eq!(resumed, tree.to_json());
}

#[test]
fn a_checkpoint_of_another_variant_is_refused() {
    let engine = Engine::new(&classic(5)).unwrap();
    let b = Breaker::new(&engine, Strategy::OptimalAverage);
    assert_eq!(b.least_total(&[], &Control::none()).unwrap(), 2463);
    let cp = b.solver().checkpoint(3);
    let other = Engine::new(&classic(4)).unwrap();
    let err = Breaker::new(&other, Strategy::OptimalAverage).solver().resume(&cp).unwrap_err();
    assert!(err.to_string().contains("colors=5"), "{err}");
}
