//! `ludoteca solve`: long exact searches with a progress bar, checkpoints to
//! disk and resume. Today: the exact value of a Figuras position.

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
            "`solve` runs the long exact searches of figuras; {id} is answered at once by `outcome`, `table` and `period`"
        ),
        None => bail!("`solve` needs a game id: figuras"),
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
    let solution = std::thread::scope(|s| {
        if let Some(secs) = seconds {
            let cancel = &cancel;
            s.spawn(move || {
                let end = std::time::Instant::now() + Duration::from_secs(secs);
                while std::time::Instant::now() < end && !cancel.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(50));
                }
                cancel.store(true, Ordering::Relaxed);
            });
        }
        let out = match resume {
            Some(file) => solver.resume(file, &cancel, &progress),
            None => Ok(solver.solve_with(&pos, &cancel, &progress)),
        };
        cancel.store(true, Ordering::Relaxed);
        out
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
