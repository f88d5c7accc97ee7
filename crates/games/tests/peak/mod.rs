//! Peak memory of one piece of work, measured alone in a child process
//! (this test binary run again on one sample): the child reports its peak
//! resident memory (`VmHWM` of `/proc/self/status`) less what it held
//! before the work; the parent holds a cost estimate to within a factor of
//! it. Shared by the games' and the matches' cost tests.

use std::process::Command;

/// How far an estimate may be from the measured peak, either way.
pub const FACTOR: f64 = 3.0;
/// Below this, a peak is lost in the allocator's noise: the estimate need
/// only not fall short of it by more than [`FACTOR`].
pub const NOISE: u64 = 4 << 20;

/// A field of `/proc/self/status` in bytes (`VmRSS:`, `VmHWM:`).
pub fn status(key: &str) -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").expect("Linux");
    let line = s.lines().find(|l| l.starts_with(key)).expect("the key");
    line.split_whitespace().nth(1).and_then(|k| k.parse::<u64>().ok()).expect("kB") * 1024
}

/// Runs `work`, printing the line the parent reads:
/// `COST estimate peak steps ms`.
pub fn report(estimate_bytes: u64, estimate_steps: u64, work: impl FnOnce()) {
    let before = status("VmRSS:");
    let started = std::time::Instant::now();
    work();
    let ms = started.elapsed().as_millis();
    let peak = status("VmHWM:").saturating_sub(before);
    println!("COST {estimate_bytes} {peak} {estimate_steps} {ms}");
}

/// Runs the test `child` of this binary with `var` set to each sample,
/// reads its `COST` line, prints a row per sample and returns the samples
/// whose estimate is beyond [`FACTOR`] of the measured peak.
pub fn misses(child: &str, var: &str, samples: &[&str]) -> Vec<String> {
    let me = std::env::current_exe().expect("this test");
    let mut wrong = Vec::new();
    for line in samples {
        let out = Command::new(&me)
            .args(["--exact", child, "--nocapture", "--test-threads=1"])
            .env(var, line)
            .output()
            .expect("the child runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let Some(fields) = text.lines().find_map(|l| l.split_once("COST ").map(|(_, f)| f)) else {
            panic!("{line}: the child said {text}{}", String::from_utf8_lossy(&out.stderr));
        };
        let n: Vec<u64> = fields.split(' ').map(|x| x.parse().expect("a number")).collect();
        let (estimate, peak, steps, ms) = (n[0], n[1], n[2], n[3]);
        println!("{line:55} estimate {estimate:>11} B  measured {peak:>11} B  {steps:>12} steps  {ms:>6} ms");
        let (e, m) = (estimate as f64, peak.max(1) as f64);
        let short = e * FACTOR < m;
        let over = peak > NOISE && e > m * FACTOR;
        let over_small = peak <= NOISE && estimate > NOISE * FACTOR as u64;
        if short || over || over_small {
            wrong.push(format!("{line}: estimated {estimate} B, measured {peak} B"));
        }
    }
    wrong
}
