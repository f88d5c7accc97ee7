//! `ludoteca period GAME --long`: a game's values computed past the
//! catalogue's cap until its period is proved, by the family's long run
//! (`Entry::long_period`), with a progress bar, a deadline, Ctrl-C that
//! saves a checkpoint and stops cleanly, and `--resume` to go on.

use crate::{progress, report, solve};
use anyhow::Result;
use ludoteca_core::Lang;
use ludoteca_games::Entry;
use ludoteca_games::long_period::{LongAsk, LongEnd};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// How often a long run saves its checkpoint while running.
const SAVE_EVERY: Duration = Duration::from_secs(60);

/// Runs the long period search of `entry` and prints the proved period as
/// `period` does, or where the run stopped.
pub fn run(entry: &dyn Entry, mut ask: LongAsk, seconds: Option<u64>, json: bool, lang: Lang) -> Result<()> {
    ask.save_every = SAVE_EVERY;
    let deadline = seconds.map(|s| Instant::now() + Duration::from_secs(s));
    solve::INTERRUPTED.store(false, Ordering::Relaxed);
    solve::stop_on_ctrl_c(lang);
    let end = progress::with_bar_stoppable(&crate::bar("period", lang), deadline, &solve::INTERRUPTED, |ctl| {
        entry.long_period(&ask, ctl)
    })?;
    match end {
        LongEnd::Proved(report) if json => println!("{}", serde_json::to_string(&report)?),
        LongEnd::Proved(report) => print!("{}", report::period(&report, lang)),
        LongEnd::Stopped { done, checkpoint, said } if json => println!(
            "{}",
            serde_json::json!({
                "game": entry.id(),
                "stopped": true,
                "done": done,
                "checkpoint": checkpoint,
                "said": said.render(lang),
            })
        ),
        LongEnd::Stopped { said, .. } => println!("{}", said.render(lang)),
    }
    Ok(())
}
