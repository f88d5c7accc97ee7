//! `ludoteca solve`: the front end of the long exact searches. The game is
//! opened from the catalogue (or a script) and asked for its exact solver
//! ([`Entry::exact_solver`](ludoteca_games::Entry::exact_solver)); the
//! search itself lives with the game. Here: the refusal for games without
//! one, the spinner, the time limit (`--seconds`, kept by the solver),
//! and the text or JSON answer.

use crate::GameArgs;
use anyhow::{Result, bail};
use indicatif::{ProgressBar, ProgressStyle};
use ludoteca_games::solve::{SolveControl, SolveRequest, and_list, solvable_games};
use std::io::IsTerminal;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Runs `ludoteca solve` on `game` with `req`, printing one JSON object with
/// `json`, else the solver's answer in words.
pub fn run(game: &GameArgs, req: &SolveRequest<'_>, json: bool) -> Result<()> {
    let entry = game.open()?;
    let Some(solver) = entry.exact_solver() else {
        bail!(
            "`solve` runs the long exact searches of {}; {} is answered at once by `outcome`, `table` and `period`",
            and_list(&solvable_games()),
            entry.id()
        );
    };
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new_spinner() } else { ProgressBar::hidden() };
    bar.set_style(ProgressStyle::with_template("{spinner} {msg} [{elapsed}]").expect("a valid template"));
    bar.set_message(format!("solving {}", entry.id()));
    bar.enable_steady_tick(Duration::from_millis(200));
    let progress = |line: &str| bar.set_message(line.to_string());
    let cancel = AtomicBool::new(false);
    let report = solver.solve(req, &SolveControl::new(&cancel, &progress));
    bar.finish_and_clear();
    let report = report?;
    if json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print!("{}", solver.describe_result(&report));
    }
    Ok(())
}
