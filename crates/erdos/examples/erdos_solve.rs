//! Exact solve of version II from the empty board (or `--position P`):
//! `erdos_solve SIZE [--bits B] [--threads T] [--seconds S] [--checkpoint F] [--resume F] [--position P] [--no-line]`
//! (`--no-line`: skip the principal line, which can take longer than the value).
//! Progress on stderr, the JSON solution on stdout.

use ludoteca_erdos::solver::{Config, Progress, Solver};
use ludoteca_erdos::{Position, Rules};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opt = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let size: u8 = args.first().and_then(|s| s.parse().ok()).unwrap_or(4);
    let rules = Rules::new(size)?;
    let pos: Position = match opt("--position") {
        Some(p) => p.parse()?,
        None => Position::empty(size)?,
    };
    let mut config = Config { principal_line: !args.iter().any(|a| a == "--no-line"), ..Config::default() };
    if let Some(b) = opt("--bits") {
        config.table_bits = b.parse()?;
    }
    if let Some(t) = opt("--threads") {
        config.threads = t.parse()?;
    }
    config.checkpoint = opt("--checkpoint").map(Into::into);
    config.progress_every = Duration::from_secs(5);
    let solver = Solver::new(config);
    let cancel = AtomicBool::new(false);
    let deadline =
        opt("--seconds").and_then(|s| s.parse::<u64>().ok()).map(|s| Instant::now() + Duration::from_secs(s));
    let progress = |p: &Progress| {
        eprintln!(
            "{:>9.1}s {:>14} nodes  First's value in [{}, {}]  root {}/{}",
            p.elapsed_ms as f64 / 1000.0,
            p.nodes,
            p.lower,
            p.upper,
            p.root_done,
            p.root_total
        );
        if deadline.is_some_and(|d| Instant::now() >= d) {
            cancel.store(true, Ordering::Relaxed);
        }
    };
    let s = match opt("--resume") {
        Some(f) => solver.resume(f.as_ref(), &cancel, &progress)?,
        None => solver.solve_with(&rules, &pos, &cancel, &progress)?,
    };
    eprintln!(
        "{} nodes in {:.2}s: {:.2} M nodes/s, table {} MiB, {} entries used, hit rate {:.1}%",
        s.nodes,
        s.seconds,
        s.nodes as f64 / s.seconds.max(1e-9) / 1e6,
        s.table_bytes >> 20,
        solver.table_used(),
        100.0 * s.hit_rate
    );
    println!("{}", serde_json::to_string(&s)?);
    Ok(())
}
