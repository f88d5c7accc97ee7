//! How a distributed solve splits with classes split by their second
//! guess (issue 40): for every first guess's class of more than `above`
//! codes, the second guesses worth weighing (one task each), the largest
//! class such a task leaves and the seconds it took to list them; then the
//! tasks in all. Classes are listed on every thread, each printed as it
//! ends.
//!
//! `cargo run --release -p ludoteca-mastermind --example second_split -- PEGS COLORS [ABOVE]`
//! (classic rules: repeats allowed; ABOVE 2000 by default).

use ludoteca_mastermind::control::Control;
use ludoteca_mastermind::{Breaker, Engine, Strategy, Variant};
use rayon::prelude::*;
use std::time::Instant;

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (pegs, colors, above) =
        (args.first().copied().unwrap_or(4), args.get(1).copied().unwrap_or(7), args.get(2).copied().unwrap_or(2000));
    let mut v = Variant::classic();
    v.pegs = pegs as _;
    v.colors = colors as _;
    let engine = Engine::new(&v).expect("a variant");
    let breaker = Breaker::new(&engine, Strategy::OptimalAverage);
    let ctl = Control { cancel: None, progress: None };
    let firsts = breaker.first_classes();
    let whole: usize = firsts.iter().flat_map(|f| &f.1).filter(|c| c.size <= above).count();
    let big: Vec<_> = firsts.iter().flat_map(|f| f.1.iter()).filter(|c| c.size > above).collect();
    println!(
        "{pegs}x{colors}: {} first guesses, {} classes, {whole} solved whole, {} split by the second guess",
        firsts.len(),
        whole + big.len(),
        big.len()
    );
    let split: Vec<(usize, usize)> = big
        .par_iter()
        .map(|c| {
            let t = Instant::now();
            let (seconds, upper) = breaker.class_guesses(&[(c.guess, c.answer)], &ctl).expect("a class to split");
            let largest = seconds.iter().map(|s| s.largest).max().unwrap_or(0);
            println!(
                "  {} {}: {} codes, {} second guesses (bounds {}..={upper}), largest class left {largest}, {:.1} s",
                c.code,
                c.words,
                c.size,
                seconds.len(),
                seconds.iter().map(|s| s.lower).min().unwrap_or(0),
                t.elapsed().as_secs_f64()
            );
            (seconds.len(), largest)
        })
        .collect();
    let tasks = whole + split.iter().map(|s| s.0).sum::<usize>();
    let largest_whole = firsts.iter().flat_map(|f| &f.1).filter(|c| c.size <= above).map(|c| c.size).max().unwrap_or(0);
    let largest_deep = split.iter().map(|s| s.1).max().unwrap_or(0);
    println!(
        "tasks: {tasks}; the largest class solved whole {largest_whole} codes, the largest left by a second guess {largest_deep}"
    );
}
