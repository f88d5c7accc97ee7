//! What a distributed exact solve costs, estimated by random probes down
//! the tree of its parts (Knuth's estimator of a backtrack tree's size,
//! *Mathematics of Computation* 29, 1975): each probe walks from the top
//! to one task a worker would solve whole, choosing each part's next part
//! uniformly, solves that task, and counts the CPU seconds of every step
//! it took (listing a class's next guesses, solving the task) times the
//! product of the branchings above it. The mean over probes is an unbiased
//! estimate of the CPU seconds of every part of the split; the spread
//! between probes says how far to trust it.
//!
//! The parts are those of `ludoteca solve mastermind … --distribute` with
//! `LUDOTECA_SPLIT_ABOVE=ABOVE` (`ludoteca-games`'s
//! `mastermind/distribute.rs`): a class of more than ABOVE codes (and at
//! least the split floor) is split into one part per next guess worth
//! weighing; a guess leaving such a class, into one part per class it
//! leaves; the rest are solved whole. Two walks:
//!
//! - `all`: every next guess worth weighing is a part, as the split makes
//!   them: the cost of the split solved without any budget (an upper
//!   figure: budgets leave parts moot);
//! - `best`: the likeliest best first guess only (least static bound), and
//!   at each class only its likeliest best guess (least bound, ties to the
//!   smallest), every class under it: the cost of solving the one strategy
//!   the optimum most likely is, with every other guess refuted for free
//!   (a lower figure: no proof costs less than solving its own strategy).
//!
//! `refute` walks at random down to classes of at most ABOVE codes, solves
//! each exactly and counts its next guesses whose one-guess bound lies below
//! its optimum: those no budget can leave moot.
//!
//! `every` (small variants only) solves every part one by one instead, each
//! with a solver of its own, to check the probes' estimate.
//!
//! `cargo run --release -p ludoteca-mastermind --example split_cost -- PEGS COLORS ABOVE PROBES SEED all|best|refute|every [LEAF_SECONDS]`
//! (classic rules; a task not solved within LEAF_SECONDS CPU-free wall
//! seconds, default 600, is stopped and the probe counted as at least its
//! cost so far, and said so).

use ludoteca_mastermind::{Breaker, Control, Engine, FirstClass, Step, Strategy, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The process's CPU seconds so far (user and system, every thread), from
/// `/proc/self/stat` (in clock ticks of 1/100 s).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command's closing parenthesis: state is field 3, so
    // utime and stime (fields 14 and 15) are the 12th and 13th here.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

/// Splitmix64: a small seeded stream, enough to pick a part uniformly.
struct Stream(u64);

impl Stream {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// One probe's figures.
struct Probe {
    /// Estimated CPU seconds of the whole split.
    cost: f64,
    /// Estimated tasks solved whole.
    tasks: f64,
    /// The line walked, in words.
    line: String,
    /// Whether its task was stopped before the end (its cost a lower bound).
    stopped: bool,
}

/// Runs `f` and returns its result and the CPU seconds it took.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let before = cpu_seconds();
    let out = f();
    (out, cpu_seconds() - before)
}

/// How many of a class's next guesses worth weighing a budget cannot
/// refute: a random walk down to a class of at most `above` codes (and at
/// least the split floor), solved exactly; its guesses whose one-guess
/// bound lies below its optimum must be searched whatever bound a merge
/// knows, the others could be left moot with the optimum known. Returns
/// (the class's size, guesses worth weighing, guesses below the optimum).
fn refutable(engine: &Engine, firsts: &[FirstClass], above: usize, rng: &mut Stream) -> Option<(usize, usize, usize)> {
    let breaker = Breaker::new(engine, Strategy::OptimalAverage);
    let floor = breaker.split_floor();
    let quiet = Control { cancel: None, progress: None };
    let first = &firsts[rng.below(firsts.len())];
    let (mut path, mut size): (Vec<Step>, usize) = (vec![(first.guess, first.answer)], first.size);
    while size > above {
        let (guesses, _) = breaker.class_guesses(&path, &quiet).ok()?;
        let g = guesses[rng.below(guesses.len())].guess;
        let (_, classes) = breaker.classes_under(&path, g).ok()?;
        let c = &classes[rng.below(classes.len())];
        path.push((g, c.answer));
        size = c.size;
    }
    if size < floor {
        return None;
    }
    let (guesses, _) = breaker.class_guesses(&path, &quiet).ok()?;
    let depths = breaker.solve_path_within(&path, None, &quiet).ok()?.ok()?;
    let optimum = depths.iter().map(|&d| d as u64).sum::<u64>();
    Some((size, guesses.len(), guesses.iter().filter(|g| g.lower < optimum).count()))
}

/// One probe, with a solver of its own (nothing cached from other probes:
/// a worker's solver keeps only what its own parts found).
fn probe(
    engine: &Engine,
    firsts: &[FirstClass],
    above: usize,
    best: bool,
    leaf_seconds: u64,
    rng: &mut Stream,
) -> Probe {
    let breaker = Breaker::new(engine, Strategy::OptimalAverage);
    let eng = engine;
    let floor = breaker.split_floor();
    let quiet = Control { cancel: None, progress: None };
    let first = &firsts[rng.below(firsts.len())];
    let mut weight = firsts.len() as f64;
    let mut cost = 0.0;
    let mut path: Vec<Step> = vec![(first.guess, first.answer)];
    let mut size = first.size;
    let mut line = format!("{} {} ({size})", first.code, first.words);
    let said = |g: u32| eng.space().guesses()[g as usize].to_string();
    loop {
        // A class: split by its next guess, or solved whole.
        let guess = if size > above && size >= floor {
            let (listed, t) = timed(|| breaker.class_guesses(&path, &quiet).expect("a class to split"));
            cost += weight * t;
            let (mut guesses, _) = listed;
            guesses.sort_by_key(|g| (g.lower, g.guess));
            let pick = if best { 0 } else { rng.below(guesses.len()) };
            if !best {
                weight *= guesses.len() as f64;
            }
            let g = guesses[pick].guess;
            line.push_str(&format!(" → {} of {}", said(g), guesses.len()));
            Some(g)
        } else {
            None
        };
        // A guess: split by the classes it leaves, or solved whole.
        if let Some(g) = guess {
            let (_, classes) = breaker.classes_under(&path, g).expect("a guess of the class");
            if classes.iter().any(|c| c.size > above && c.size >= floor) {
                let c = &classes[rng.below(classes.len())];
                weight *= classes.len() as f64;
                path.push((g, c.answer));
                size = c.size;
                line.push_str(&format!(", {} ({size}) of {}", c.words, classes.len()));
                continue;
            }
        }
        // A task solved whole, stopped after `leaf_seconds`.
        let cancel = AtomicBool::new(false);
        let start = Instant::now();
        let ctl = Control { cancel: Some(&cancel), progress: None };
        let (solved, t) = std::thread::scope(|s| {
            let watch = s.spawn(|| {
                while !cancel.load(Ordering::Relaxed) && start.elapsed() < Duration::from_secs(leaf_seconds) {
                    std::thread::sleep(Duration::from_millis(5));
                }
                cancel.store(true, Ordering::Relaxed);
            });
            let out = timed(|| match guess {
                Some(g) => breaker.solve_under_within(&path, g, None, &ctl).map(|_| ()),
                None => breaker.solve_path_within(&path, None, &ctl).map(|_| ()),
            });
            cancel.store(true, Ordering::Relaxed);
            watch.join().expect("the watch");
            out
        });
        cost += weight * t;
        line.push_str(&format!(": task {t:.2} CPU-s"));
        return Probe { cost, tasks: weight, line, stopped: solved.is_err() };
    }
}

/// Every part of the split, each with a solver of its own, counted one by
/// one: what the probes estimate, for variants small enough to check it
/// (CPU seconds, tasks).
fn every(engine: &Engine, path: &mut Vec<Step>, size: usize, above: usize) -> (f64, f64) {
    let quiet = Control { cancel: None, progress: None };
    let breaker = Breaker::new(engine, Strategy::OptimalAverage);
    let floor = breaker.split_floor();
    if size <= above || size < floor {
        let (_, t) = timed(|| breaker.solve_path_within(path, None, &quiet).expect("a task"));
        return (t, 1.0);
    }
    let ((guesses, _), mut cost) = timed(|| breaker.class_guesses(path, &quiet).expect("a class to split"));
    let mut tasks = 0.0;
    for g in guesses {
        let (_, classes) = breaker.classes_under(path, g.guess).expect("a guess of the class");
        if classes.iter().any(|c| c.size > above && c.size >= floor) {
            for c in classes {
                path.push((g.guess, c.answer));
                let (t, n) = every(engine, path, c.size, above);
                path.pop();
                cost += t;
                tasks += n;
            }
        } else {
            let fresh = Breaker::new(engine, Strategy::OptimalAverage);
            let (_, t) = timed(|| fresh.solve_under_within(path, g.guess, None, &quiet).expect("a task"));
            cost += t;
            tasks += 1.0;
        }
    }
    (cost, tasks)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let (pegs, colors, above, probes, seed) = (num(0, 4), num(1, 7), num(2, 300), num(3, 20), num(4, 1));
    let best = args.get(5).is_some_and(|m| m == "best");
    let all_parts = args.get(5).is_some_and(|m| m == "every");
    let leaf_seconds = num(6, 600);
    let mut v = Variant::classic();
    v.pegs = pegs as _;
    v.colors = colors as _;
    let engine = Engine::new(&v).expect("a variant");
    let mut by_first = Breaker::new(&engine, Strategy::OptimalAverage).first_classes();
    if best {
        // The likeliest best first guess alone: the least static bound, as
        // the split orders them (ties to the smallest guess).
        let bound = |classes: &[FirstClass]| classes.iter().map(|c| c.size as u64 + c.lower).sum::<u64>();
        by_first.sort_by_key(|(g, classes)| (bound(classes), *g));
        by_first.truncate(1);
    }
    let firsts: Vec<FirstClass> = by_first.into_iter().flat_map(|(_, classes)| classes).collect();
    if args.get(5).is_some_and(|m| m == "refute") {
        let mut rng = Stream(seed);
        let (mut weighed, mut below) = (0, 0);
        for _ in 0..probes {
            if let Some((size, all, open)) = refutable(&engine, &firsts, above as usize, &mut rng) {
                println!("a class of {size} codes: {all} guesses worth weighing, {open} below its optimum");
                (weighed, below) = (weighed + all, below + open);
            }
        }
        println!("in all: {below} of {weighed} guesses below their class's optimum");
        return;
    }
    if all_parts {
        let (mut cost, mut tasks) = (0.0, 0.0);
        for c in &firsts {
            let (t, n) = every(&engine, &mut vec![(c.guess, c.answer)], c.size, above as usize);
            cost += t;
            tasks += n;
        }
        println!("{pegs}x{colors}, split above {above}, every part: {cost:.2} CPU-s, {tasks} tasks");
        return;
    }
    let mut rng = Stream(seed);
    let mode = if best { "best" } else { "all" };
    println!("{pegs}x{colors}, split above {above}, {probes} probes ({mode}), seed {seed}");
    let mut costs = Vec::new();
    let mut tasks = Vec::new();
    let mut stopped = 0;
    for i in 0..probes {
        let p = probe(&engine, &firsts, above as usize, best, leaf_seconds, &mut rng);
        println!(
            "probe {i}: {}{}; estimate {:.3e} CPU-s, {:.3e} tasks",
            p.line,
            if p.stopped { " (stopped: at least)" } else { "" },
            p.cost,
            p.tasks
        );
        stopped += usize::from(p.stopped);
        costs.push(p.cost);
        tasks.push(p.tasks);
    }
    let n = costs.len() as f64;
    let mean = costs.iter().sum::<f64>() / n;
    let sd = (costs.iter().map(|c| (c - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0)).sqrt();
    let mut sorted = costs.clone();
    sorted.sort_by(f64::total_cmp);
    println!(
        "mean {:.3e} CPU-s = {:.3e} core-hours (standard error {:.1e} core-hours; median probe {:.3e}); tasks ≈ {:.3e}; {stopped} of {probes} probes stopped",
        mean,
        mean / 3600.0,
        sd / n.sqrt() / 3600.0,
        sorted[sorted.len() / 2] / 3600.0,
        tasks.iter().sum::<f64>() / n
    );
}
