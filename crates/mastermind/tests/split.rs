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

/// A worker solves class after class with one breaker (its cache shared):
/// the bounds it reports while solving a class, and holds after it, are
/// that class's own total (guesses after the first), never those of a
/// class solved before it — a larger one first, whose bounds a smaller
/// class could not replace until the solver forgot them.
#[test]
fn a_breaker_solving_two_classes_reports_each_class_own_bounds() {
    use std::sync::Mutex;
    let mut v = Variant::classic();
    v.colors = 5;
    let engine = Engine::new(&v).unwrap();
    let worker = Breaker::new(&engine, Strategy::OptimalAverage);
    let (_, mut classes) = worker.first_classes().into_iter().next().unwrap();
    classes.sort_by_key(|c| std::cmp::Reverse(c.size));
    let seen: Mutex<Vec<(u64, u64)>> = Mutex::new(Vec::new());
    let progress = |p: ludoteca_mastermind::Progress| {
        if p.stage == "bounds" {
            seen.lock().unwrap().push((p.done, p.total));
        }
    };
    let ctl = Control { cancel: None, progress: Some(&progress) };
    // The largest class, then the largest one smaller than it.
    let smaller = classes.iter().find(|c| c.size < classes[0].size).unwrap();
    let two = [&classes[0], smaller];
    let mut totals = Vec::new();
    for c in two {
        seen.lock().unwrap().clear();
        let depths = worker.solve_class(c.guess, c.answer, &ctl).unwrap().unwrap();
        let own = depths.iter().sum::<usize>() as u64 - c.size as u64;
        assert_eq!(seen.lock().unwrap().last().copied(), Some((own, own)), "class of {} codes", c.size);
        assert_eq!(worker.solver().bounds(), (own as u32, own as u32));
        totals.push(own);
    }
    assert!(two[1].size >= 20 && totals[0] != totals[1], "two different classes: {totals:?}");
}

/// A class split by its second guess, each second guess solved by a
/// breaker of its own: the least total, ties to the smallest guess, gives
/// exactly the depths of the class solved whole (classic 4×5, every class
/// of at least `SECOND_MIN` codes of every first guess).
#[test]
fn a_class_split_by_its_second_guess_equals_the_class_solved_whole() {
    let mut v = Variant::classic();
    v.colors = 5;
    let engine = Engine::new(&v).unwrap();
    let ctl = Control { cancel: None, progress: None };
    let whole = Breaker::new(&engine, Strategy::OptimalAverage);
    let mut split = 0;
    for (_, classes) in whole.first_classes() {
        for c in classes.iter().filter(|c| c.size >= ludoteca_mastermind::SECOND_MIN) {
            let mut expected = whole.solve_class(c.guess, c.answer, &ctl).unwrap().unwrap();
            expected.sort_unstable();
            let (seconds, upper) = whole.second_guesses(c.guess, c.answer, &ctl).unwrap();
            let mut best: Option<(u64, u32, Vec<usize>)> = None;
            for g2 in &seconds {
                let alone = Breaker::new(&engine, Strategy::OptimalAverage);
                let depths = alone.solve_second_within(c.guess, c.answer, g2.guess, None, &ctl).unwrap().unwrap();
                let total: u64 = depths.iter().map(|&d| d as u64).sum();
                assert!(total >= g2.lower, "{} under {}: {total} < its bound {}", c.words, g2.code, g2.lower);
                if best.as_ref().is_none_or(|b| (total, g2.guess) < (b.0, b.1)) {
                    best = Some((total, g2.guess, depths));
                }
            }
            let (total, _, mut depths) = best.unwrap();
            assert!(total <= upper);
            depths.sort_unstable();
            assert_eq!(depths, expected, "class {} of {}", c.words, c.code);
            split += 1;
        }
    }
    assert!(split >= 3, "{split} classes split");
}
