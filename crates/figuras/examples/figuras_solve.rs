//! Exact solve with progress, checkpoints and resume, printing the JSON of
//! the rules page.
//!
//! `figuras_solve [--position P] [--checkpoint FILE] [--resume FILE] [--threads N]
//! [--bits B] [--seconds S]`: progress goes to stderr; `--seconds` cancels
//! after S seconds (the checkpoint keeps what was proved).
use ludoteca_figuras::Position;
use ludoteca_figuras::solver::{Config, Solver};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let mut config = Config::default();
    if let Some(t) = get("--threads").and_then(|t| t.parse().ok()) {
        config.threads = t;
    }
    if let Some(b) = get("--bits").and_then(|b| b.parse().ok()) {
        config.table_bits = b;
    }
    config.checkpoint = get("--checkpoint").map(Into::into);
    config.checkpoint_every = Duration::from_secs(30);
    config.progress_every = Duration::from_secs(5);
    let seconds: Option<u64> = get("--seconds").and_then(|s| s.parse().ok());
    let cancel = AtomicBool::new(false);
    let start = Instant::now();
    let progress = |p: &ludoteca_figuras::solver::Progress| {
        eprintln!("{:>8.1}s  {}", p.elapsed_ms as f64 / 1000.0, p.describe());
        if seconds.is_some_and(|s| start.elapsed().as_secs() >= s) {
            cancel.store(true, Ordering::Relaxed);
        }
    };
    let solver = Solver::new(config);
    let solution = if let Some(file) = get("--resume") {
        match solver.resume(file.as_ref(), &cancel, &progress) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        }
    } else {
        let text = get("--position").unwrap_or_else(|| Position::START.to_string());
        let p: Position = match text.parse() {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        };
        solver.solve_with(&p, &cancel, &progress)
    };
    let secs = solution.elapsed_ms as f64 / 1000.0;
    eprintln!(
        "{} nodes in {:.1}s: {:.2} M nodes/s",
        solution.nodes,
        secs,
        solution.nodes as f64 / secs.max(1e-9) / 1e6
    );
    println!("{}", serde_json::to_string(&solution).unwrap_or_default());
}
