//! An exact strategy split by the classes of its first guess, each class
//! solved by a breaker of its own (as another machine would), merges into
//! exactly the statistics of the solve in one piece.

use ludoteca_mastermind::control::Control;
use ludoteca_mastermind::stats::Stats;
use ludoteca_mastermind::{Breaker, Engine, Step, Strategy, Variant};

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

/// The longest path met by [`split_deep`].
static DEEPEST: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The class `path` reaches, split by its next guess as long as it holds
/// more than `above` codes (and at least the floor), each part solved by a
/// breaker of its own (as another machine would): the least total over the
/// next guesses, ties to the smallest, of the sum of their classes. Answers
/// the depths and how many classes were split.
fn split_deep(engine: &Engine, strategy: Strategy, depth: u32, path: &[Step], above: usize) -> (Vec<usize>, usize) {
    DEEPEST.fetch_max(path.len(), std::sync::atomic::Ordering::Relaxed);
    let ctl = Control { cancel: None, progress: None };
    let alone = || {
        let b = Breaker::new(engine, strategy);
        b.assume_least_worst_case(depth);
        b
    };
    let here = alone();
    let size = engine.candidate_positions(&[]).unwrap().len();
    let n = {
        let (_, classes) = here.classes_under(&path[..path.len() - 1], path[path.len() - 1].0).unwrap();
        classes.iter().find(|c| c.answer == path[path.len() - 1].1).unwrap().size
    };
    assert!(n <= size);
    if n <= above || n < here.split_floor() {
        return (alone().solve_path_within(path, None, &ctl).unwrap().unwrap_or_default(), 0);
    }
    let (guesses, upper) = here.class_guesses(path, &ctl).unwrap();
    let mut best: Option<(u64, u32, Vec<usize>)> = None;
    let mut split = 1;
    for g in &guesses {
        let (secret, classes) = here.classes_under(path, g.guess).unwrap();
        let mut depths = if secret { vec![path.len() + 1] } else { Vec::new() };
        let mut feasible = true;
        for c in classes {
            let mut next = path.to_vec();
            next.push((g.guess, c.answer));
            let (d, s) = split_deep(engine, strategy, depth, &next, above);
            feasible &= d.len() == c.size;
            depths.extend(d);
            split += s;
        }
        let total: u64 = depths.iter().map(|&d| d as u64).sum();
        if feasible {
            assert!(total >= g.lower, "{path:?} under {}: {total} < its bound {}", g.code, g.lower);
        }
        if feasible && best.as_ref().is_none_or(|b| (total, g.guess) < (b.0, b.1)) {
            best = Some((total, g.guess, depths));
        }
    }
    let Some((total, _, depths)) = best else { return (Vec::new(), split) };
    assert!(total <= upper, "{path:?}: {total} > the greedy {upper}");
    (depths, split)
}

/// Classes split by their next guess again and again (every class of more
/// codes than the floor, twice the answers), each part solved by a breaker
/// of its own: exactly the depths of the class solved whole, for both
/// exact strategies (classic 3×4 and 4×4: 18 and 28 codes at least).
#[test]
fn classes_split_level_after_level_equal_the_classes_solved_whole() {
    for (pegs, colors) in [(3, 4), (4, 4)] {
        DEEPEST.store(0, std::sync::atomic::Ordering::Relaxed);
        let mut v = Variant::classic();
        v.pegs = pegs;
        v.colors = colors;
        let engine = Engine::new(&v).unwrap();
        let ctl = Control { cancel: None, progress: None };
        for strategy in [Strategy::OptimalAverage, Strategy::OptimalWorst] {
            let whole = Breaker::new(&engine, strategy);
            let depth = whole.least_worst_case(&[], &ctl).unwrap();
            let mut split = 0;
            for (_, classes) in whole.first_classes() {
                for c in classes.iter().filter(|c| c.size >= whole.split_floor()) {
                    let path = [(c.guess, c.answer)];
                    let expected = whole.solve_path_within(&path, None, &ctl).unwrap();
                    let (mut depths, s) = split_deep(&engine, strategy, depth, &path, 0);
                    let mut expected = expected.unwrap_or_default();
                    expected.sort_unstable();
                    depths.sort_unstable();
                    assert_eq!(depths, expected, "{v} {strategy}: class {} of {}", c.words, c.code);
                    split += s;
                }
            }
            eprintln!("{v} {strategy}: {split} classes split, paths of up to {DEEPEST:?} guesses");
            assert!(split >= 2, "{v} {strategy}: {split} classes split");
            // 4×4's classes of its classes are split too: paths of three guesses.
            assert_eq!(DEEPEST.load(std::sync::atomic::Ordering::Relaxed), pegs - 1, "{v}");
        }
    }
}
