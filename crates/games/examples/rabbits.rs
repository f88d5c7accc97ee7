//! Game 28 (coelhos à Fibonacci) by thresholds, timed: every starting heap
//! up to N by the row cursors, and (with `--compare`) by the plain
//! recurrence in the same run, alternately, with their ratio.
//!
//! `cargo run --release -p ludoteca-games --example rabbits -- 100000 [--compare]`

use ludoteca_core::Control;
use ludoteca_games::heap::rabbits::{Pattern, Thresholds};
use std::time::{Duration, Instant};

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let t0 = Instant::now();
    let v = f();
    (v, t0.elapsed())
}

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let compare = std::env::args().any(|a| a == "--compare");
    let (t, fast) = timed(|| Thresholds::solve(n, &Control::none()).expect("not cancelled"));
    let (p, pattern) = timed(|| Pattern::of(&t, n));
    println!(
        "N = {n}: cursors {:.3} s; {} steps ({:.2} per heap, checkpoint {} KiB); pattern {:.3} s",
        fast.as_secs_f64(),
        t.step_count(),
        t.step_count() as f64 / n as f64,
        t.to_bytes().len() / 1024,
        pattern.as_secs_f64(),
    );
    println!(
        "{} losing starts (density {:.5}), longest gap {} ({} to {}), no period ≤ {} before heap {}, {} period(s) fit the last heaps",
        p.losing,
        p.density,
        p.longest_gap.1 - p.longest_gap.0,
        p.longest_gap.0,
        p.longest_gap.1,
        p.periods_up_to,
        p.no_period_before,
        p.periods_allowed.len()
    );
    if compare {
        // Interleaved: plain, cursors, plain, cursors.
        let mut ratios = Vec::new();
        for _ in 0..2 {
            let (plain, slow) = timed(|| Thresholds::solve_plain(n));
            let (again, fast) = timed(|| Thresholds::solve(n, &Control::none()).expect("not cancelled"));
            assert_eq!(plain, again, "the two methods differ");
            println!("plain {:.3} s, cursors {:.3} s", slow.as_secs_f64(), fast.as_secs_f64());
            ratios.push(slow.as_secs_f64() / fast.as_secs_f64());
        }
        println!("cursors are {:.1}× and {:.1}× faster than the plain recurrence", ratios[0], ratios[1]);
    }
}
