//! `ludoteca solve`: the front end of the long exact searches. The game is
//! opened from the catalogue (or a script) and asked for its exact solver
//! ([`Entry::exact_solver`](ludoteca_games::Entry::exact_solver)); the
//! search itself lives with the game. Here: the refusal for games without
//! one, the spinner, cancellation by Ctrl-C (`--seconds` is the solver's),
//! and the text or JSON answer.

use crate::GameArgs;
use crate::research_words::{ResearchMsg, say};
use anyhow::Result;
use indicatif::{ProgressBar, ProgressStyle};
use ludoteca_core::Lang;
use ludoteca_games::solve::{SolveControl, SolveRequest, and_list, solvable_games};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Set by Ctrl-C while a solve runs: the solve stops and answers with what
/// it proved (saving its checkpoint when it keeps one).
pub(crate) static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// The refusal of `solve` for game `id`, which has no long exact search.
pub(crate) fn no_solver(id: &str, lang: Lang) -> anyhow::Error {
    let msg = ResearchMsg::RsNoSolver { games: and_list(&solvable_games()), game: id.into() };
    anyhow::anyhow!("{}", say(msg, lang))
}

/// Runs `ludoteca solve` on `game` with `req`, printing one JSON object with
/// `json`, else the solver's answer in words; its progress in `lang`.
pub fn run(game: &GameArgs, req: &SolveRequest<'_>, json: bool, lang: Lang) -> Result<()> {
    let entry = game.open()?;
    let Some(solver) = entry.exact_solver() else { return Err(no_solver(entry.id(), lang)) };
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new_spinner() } else { ProgressBar::hidden() };
    bar.set_style(ProgressStyle::with_template("{spinner} {msg} [{elapsed}]").expect("a valid template"));
    bar.set_message(say(ResearchMsg::RsSolving { game: entry.id().into() }, lang));
    bar.enable_steady_tick(Duration::from_millis(200));
    let progress = |line: &str| bar.set_message(line.to_string());
    INTERRUPTED.store(false, Ordering::Relaxed);
    stop_on_ctrl_c(lang);
    let report = solver.solve(req, &SolveControl::new(&INTERRUPTED, &progress).in_lang(lang));
    bar.finish_and_clear();
    let report = report?;
    if json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print!("{}", solver.describe_result(&report, lang));
    }
    Ok(())
}

/// From now on the first Ctrl-C sets [`INTERRUPTED`]; a second one ends the
/// program at once (exit status 130, as a shell reports an interrupt).
pub(crate) fn stop_on_ctrl_c(lang: Lang) {
    let watch = move || -> std::io::Result<()> {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        runtime.block_on(async {
            tokio::signal::ctrl_c().await?;
            INTERRUPTED.store(true, Ordering::Relaxed);
            eprintln!("\n{}", say(ResearchMsg::RsInterrupted, lang));
            tokio::signal::ctrl_c().await?;
            std::process::exit(130)
        })
    };
    // Without the watch a Ctrl-C ends the program as it always did.
    let _ = std::thread::Builder::new().name("ctrl-c".into()).spawn(move || {
        let _ = watch();
    });
}
