//! `ludoteca survey FAMILY`: every rule set (code) of a family computed to a
//! limit, and the table written as CSV and JSON (the engine is the family's,
//! found by name in `ludoteca_games::survey`).

use crate::progress;
use crate::words::CliMsg;
use anyhow::{Result, anyhow};
use ludoteca_core::i18n::Decimal;
use ludoteca_games::survey::{SurveyAsk, find, names};
use std::path::Path;
use std::time::{Duration, Instant};

/// What `survey` was asked.
pub struct Ask<'a> {
    /// The family surveyed.
    pub family: &'a str,
    /// Digits of the codes.
    pub digits: u32,
    /// How far each code is computed at most.
    pub to: u64,
    /// Seconds per code at most.
    pub seconds_per_code: u64,
    /// Threads.
    pub threads: usize,
    /// Where to write `<family>-<digits>.csv` and `.json`.
    pub out: Option<&'a Path>,
    /// Print JSON instead of the summary.
    pub json: bool,
    /// The language of the bar and the summary.
    pub lang: ludoteca_core::Lang,
}

/// Runs the survey and writes or prints the table.
pub fn run(ask: &Ask) -> Result<()> {
    let say = |m: CliMsg| ludoteca_core::Msg::from(m).render(ask.lang);
    let none = || CliMsg::CliSurveyNone { family: ask.family.into(), names: names().join(", ") };
    let survey = find(ask.family).ok_or_else(|| anyhow!("{}", say(none())))?;
    let what = SurveyAsk {
        digits: ask.digits,
        to: ask.to,
        budget: Duration::from_secs(ask.seconds_per_code),
        threads: ask.threads,
    };
    (survey.check)(&what)?;
    let start = Instant::now();
    let table = progress::with_bar(&say(CliMsg::CliSurveying), |ctl| {
        let report = |done: usize, total: usize| ctl.report(done as u64, total as u64);
        (survey.run)(&what, &report)
    });
    let took = start.elapsed().as_secs_f64();
    let json = serde_json::to_string_pretty(&serde_json::json!({
        "family": ask.family,
        "digits": ask.digits,
        "to": ask.to,
        "seconds_per_code": ask.seconds_per_code,
        "threads": ask.threads,
        "seconds": took,
        "codes": table.rows,
    }))?;
    if let Some(dir) = ask.out {
        std::fs::create_dir_all(dir)?;
        std::fs::write(dir.join(format!("{}-{}.csv", ask.family, ask.digits)), &table.csv)?;
        std::fs::write(dir.join(format!("{}-{}.json", ask.family, ask.digits)), &json)?;
    }
    if ask.json {
        println!("{json}");
    } else {
        println!(
            "{}",
            say(CliMsg::CliSurveySummary {
                total: table.total as u64,
                solved: table.solved as u64,
                unsolved: (table.total - table.solved) as u64,
                groups: table.groups as u64,
                seconds: Decimal::fixed(took, 1),
            })
        );
    }
    Ok(())
}
