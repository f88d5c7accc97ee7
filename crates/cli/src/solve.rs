//! `ludoteca solve`: long exact searches with a progress bar, checkpoints to
//! disk and resume: the exact value of a Figuras position, and a Mastermind
//! strategy's statistics over every secret (with its decision tree).

use crate::GameArgs;
use anyhow::{Result, bail};
use indicatif::{ProgressBar, ProgressStyle};
use ludoteca_figuras::Position;
use ludoteca_figuras::solver::{Config, Progress, Solver};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Solves exactly, printing `{"value", "best_move", "exact", …}` with `json`.
pub fn run(
    game: &GameArgs,
    position: Option<&str>,
    checkpoint: Option<PathBuf>,
    resume: Option<&Path>,
    seconds: Option<u64>,
    json: bool,
) -> Result<()> {
    match game.id.as_deref() {
        Some("figuras") => {}
        Some(id) => bail!(
            "`solve` runs the long exact searches of figuras and mastermind; {id} is answered at once by `outcome`, `table` and `period`"
        ),
        None => bail!("`solve` needs a game id: figuras or mastermind"),
    }
    game.open()?; // checks the parameters
    let pos: Position = match position {
        Some(p) => p.parse().map_err(|e| anyhow::anyhow!("bad position `{p}`: {e}"))?,
        None => Position::default(),
    };
    let solver = Solver::new(Config { checkpoint, ..Config::default() });
    let cancel = AtomicBool::new(false);
    let bar = ProgressBar::new_spinner();
    bar.set_style(ProgressStyle::with_template("{spinner} {msg} [{elapsed}]").expect("a valid template"));
    bar.enable_steady_tick(Duration::from_millis(200));
    let progress = |p: &Progress| {
        bar.set_message(format!("{} nodes, value in [{}, {}]", p.nodes, p.lower, p.upper));
    };
    let solution = with_deadline(&cancel, seconds, || match resume {
        Some(file) => solver.resume(file, &cancel, &progress),
        None => Ok(solver.solve_with(&pos, &cancel, &progress)),
    })?;
    bar.finish_and_clear();
    if json {
        println!("{}", serde_json::to_string(&solution)?);
    } else {
        let none = if solution.exact { "none (the game is over)" } else { "none proved yet" };
        let best = solution.best_move.map_or(none.to_string(), |m| m.to_string());
        if solution.exact {
            println!("value {:+} (First's points minus Second's with best play), best move {best}", solution.value);
        } else {
            println!(
                "stopped before the end: the value lies in [{}, {}]; best move so far {best}",
                solution.lower, solution.upper
            );
        }
        println!("{} nodes in {} ms", solution.nodes, solution.elapsed_ms);
    }
    Ok(())
}

/// Cancels `cancel` after `seconds` (if given) while `work` runs.
fn with_deadline<T>(cancel: &AtomicBool, seconds: Option<u64>, work: impl FnOnce() -> T) -> T {
    std::thread::scope(|s| {
        if let Some(secs) = seconds {
            s.spawn(move || {
                let end = std::time::Instant::now() + Duration::from_secs(secs);
                while std::time::Instant::now() < end && !cancel.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(50));
                }
                cancel.store(true, Ordering::Relaxed);
            });
        }
        let out = work();
        cancel.store(true, Ordering::Relaxed);
        out
    })
}

/// `ludoteca solve mastermind --param … --param strategy=S`: the strategy's
/// statistics over every secret, `{"codes", "worst", "total", "average", "histogram"}`.
pub fn mastermind(game: &GameArgs, tree: Option<&Path>, seconds: Option<u64>, json: bool) -> Result<()> {
    use ludoteca_mastermind::{Breaker, Control, Engine, Strategy, Variant};
    let params = game.params()?;
    let strategy = Strategy::parse(params.get("strategy").unwrap_or("knuth"))?;
    let seed = match params.get("seed") {
        Some(s) => {
            s.parse::<u64>().map_err(|_| anyhow::anyhow!("bad value `{s}` for parameter `seed`: a whole number"))?
        }
        None => 0,
    };
    let strategy = strategy.with_seed(seed);
    let variant = Variant::from_params(params.iter().filter(|(k, _)| !["strategy", "seed"].contains(k)))?;
    let engine = Engine::new(&variant)?;
    let breaker = Breaker::new(&engine, strategy);
    let cancel = AtomicBool::new(false);
    let bar = ProgressBar::new_spinner();
    bar.set_style(ProgressStyle::with_template("{spinner} {msg} [{elapsed}]").expect("a valid template"));
    bar.enable_steady_tick(Duration::from_millis(200));
    let progress = |p: ludoteca_mastermind::Progress| bar.set_message(format!("{}: {}/{}", p.stage, p.done, p.total));
    let ctl = Control { cancel: Some(&cancel), progress: Some(&progress) };
    let (stats, decisions) = with_deadline(&cancel, seconds, || breaker.solve(&ctl))?;
    bar.finish_and_clear();
    if let Some(file) = tree {
        std::fs::write(file, decisions.to_json())
            .map_err(|e| anyhow::anyhow!("cannot write the decision tree to {}: {e}", file.display()))?;
    }
    if json {
        println!(
            "{}",
            serde_json::json!({
                "codes": stats.codes, "worst": stats.worst, "total": stats.total,
                "average": stats.average, "histogram": stats.histogram, "over_limit": stats.over_limit,
            })
        );
    } else {
        println!(
            "{}: {} secrets, worst case {} guesses, total {}, average {:.5}; histogram {:?}",
            strategy.name(),
            stats.codes,
            stats.worst,
            stats.total,
            stats.average,
            stats.histogram
        );
    }
    Ok(())
}
