//! Game 28 (coelhos à Fibonacci) by thresholds, timed: every starting heap
//! up to N by the row cursors (large heaps on both cores), and in the same
//! run, alternately, with their ratios:
//! - `--compare`: the plain recurrence to N (each lookup searching its row);
//! - `--cores`: the cursors on one core against both (wall and CPU time);
//! - `--race`: the plain recurrence for as long as the cursors took to reach
//!   N, and how far it got.
//!
//! `cargo run --release -p ludoteca-games --example rabbits -- 100000 [--compare] [--cores] [--race]`

use ludoteca_core::Control;
use ludoteca_games::heap::rabbits::{Pattern, Thresholds};
use std::time::{Duration, Instant};

/// The process's CPU time so far (user + system), from `/proc/self/stat`.
fn cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, r)| r);
    // After the name: field 3 (the state) first, so utime (14) and stime (15) are the 12th and 13th.
    let field = |i: usize| after.split_whitespace().nth(i).and_then(|x| x.parse::<u64>().ok()).unwrap_or(0);
    let ticks = field(11) + field(12);
    Duration::from_millis(ticks * 10)
}

/// Runs `f`, returning its value, its wall time and its CPU time.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration, Duration) {
    let (t0, c0) = (Instant::now(), cpu());
    let v = f();
    (v, t0.elapsed(), cpu().saturating_sub(c0))
}

fn cursors(n: u64, split: bool) -> Thresholds {
    let mut t = Thresholds::new();
    let from = split.then_some(16_384);
    t.extend_on(n, from, &Control::none()).expect("not cancelled");
    t
}

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let flag = |f: &str| std::env::args().any(|a| a == f);
    let (t, fast, fast_cpu) = timed(|| Thresholds::solve(n, &Control::none()).expect("not cancelled"));
    let (p, pattern, _) = timed(|| Pattern::of(&t, n));
    println!(
        "N = {n}: cursors {:.3} s ({:.3} CPU-s); {} steps ({:.2} per heap, checkpoint {} KiB); pattern {:.3} s",
        fast.as_secs_f64(),
        fast_cpu.as_secs_f64(),
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
    if flag("--compare") {
        // Interleaved: plain, cursors, plain, cursors.
        let mut ratios = Vec::new();
        for _ in 0..2 {
            let (plain, slow, _) = timed(|| Thresholds::solve_plain(n));
            let (again, fast, _) = timed(|| Thresholds::solve(n, &Control::none()).expect("not cancelled"));
            assert_eq!(plain, again, "the two methods differ");
            println!("plain {:.3} s, cursors {:.3} s", slow.as_secs_f64(), fast.as_secs_f64());
            ratios.push(slow.as_secs_f64() / fast.as_secs_f64());
        }
        println!("cursors are {:.1}× and {:.1}× faster than the plain recurrence", ratios[0], ratios[1]);
    }
    if flag("--cores") {
        // Interleaved: one core, both, one, both.
        for _ in 0..2 {
            let (one, w1, c1) = timed(|| cursors(n, false));
            let (two, w2, c2) = timed(|| cursors(n, true));
            assert_eq!(one, two, "one core and two differ");
            println!(
                "one core {:.3} s ({:.3} CPU-s), both {:.3} s ({:.3} CPU-s): wall ratio {:.2}",
                w1.as_secs_f64(),
                c1.as_secs_f64(),
                w2.as_secs_f64(),
                c2.as_secs_f64(),
                w2.as_secs_f64() / w1.as_secs_f64()
            );
        }
    }
    if flag("--race") {
        // The plain recurrence, given the time the cursors took to reach N.
        let (plain, slow, slow_cpu) = timed(|| Thresholds::solve_plain_until(n, Some(Instant::now() + fast)));
        let reached = plain.last();
        let (again, _, _) = timed(|| Thresholds::solve(reached, &Control::none()).expect("not cancelled"));
        assert_eq!(plain, again, "the two methods differ on the heaps both reached");
        println!(
            "race: in {:.1} s ({:.1} CPU-s) the plain recurrence reached heap {reached} (the cursors: {n} in {:.1} s)",
            slow.as_secs_f64(),
            slow_cpu.as_secs_f64(),
            fast.as_secs_f64()
        );
    }
}
