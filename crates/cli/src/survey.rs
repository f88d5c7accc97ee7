//! `ludoteca survey octal`: every octal code of a number of digits computed
//! to a heap limit, and the table written as CSV and JSON (the engine is
//! `ludoteca_games::octal::survey`).

use crate::progress;
use anyhow::{Context, Result, bail};
use ludoteca_games::octal::long::{DEFAULT_MEMORY_MIB, price};
use ludoteca_games::octal::survey::{MAX_SURVEY_DIGITS, csv, survey};
use std::path::Path;
use std::time::{Duration, Instant};

/// What `survey octal` was asked.
pub struct Ask<'a> {
    /// Digits after the point.
    pub digits: u32,
    /// Heaps per code at most.
    pub to: u64,
    /// Seconds per code at most.
    pub seconds_per_code: u64,
    /// Threads.
    pub threads: usize,
    /// Where to write `octal-<digits>.csv` and `.json`.
    pub out: Option<&'a Path>,
    /// Print JSON instead of the summary.
    pub json: bool,
}

/// Runs the survey and writes or prints the table.
pub fn octal(ask: &Ask) -> Result<()> {
    if !(1..=MAX_SURVEY_DIGITS).contains(&ask.digits) {
        bail!("--digits takes 1 to {MAX_SURVEY_DIGITS}, not {}", ask.digits);
    }
    // Each thread holds one code's values at a time.
    price(ask.to.saturating_mul(ask.threads.max(1) as u64), DEFAULT_MEMORY_MIB)
        .with_context(|| format!("--to {} on {} threads", ask.to, ask.threads))?;
    let start = Instant::now();
    let rows = progress::with_bar("surveying octal codes", |ctl| {
        let report = |done: usize, total: usize| ctl.report(done as u64, total as u64);
        survey(ask.digits, ask.to as usize, Duration::from_secs(ask.seconds_per_code), ask.threads, &report)
    });
    let took = start.elapsed().as_secs_f64();
    let json = serde_json::to_string_pretty(&serde_json::json!({
        "digits": ask.digits,
        "to": ask.to,
        "seconds_per_code": ask.seconds_per_code,
        "threads": ask.threads,
        "seconds": took,
        "codes": rows,
    }))?;
    if let Some(dir) = ask.out {
        std::fs::create_dir_all(dir)?;
        std::fs::write(dir.join(format!("octal-{}.csv", ask.digits)), csv(&rows))?;
        std::fs::write(dir.join(format!("octal-{}.json", ask.digits)), &json)?;
    }
    if ask.json {
        println!("{json}");
    } else {
        let solved = rows.iter().filter(|r| r.solved).count();
        let mut groups: Vec<&str> = rows.iter().map(|r| r.group.as_str()).collect();
        groups.sort_unstable();
        groups.dedup();
        println!(
            "{} codes, {} solved, {} unsolved, {} sequences, in {took:.1} s",
            rows.len(),
            solved,
            rows.len() - solved,
            groups.len()
        );
    }
    Ok(())
}
