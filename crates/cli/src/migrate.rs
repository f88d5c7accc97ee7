//! `ludoteca migrate --from DIR --to postgres://…`: copies a SQLite lab
//! into PostgreSQL, page by page, each match in one transaction (its moves,
//! result, times and version as they were, its quarantine too), then reads
//! every copy back and compares it with the original. A match already in
//! the target is left untouched, so the command can be run again after an
//! interruption.

use crate::words::CliMsg;
use anyhow::{Result, bail};
use ludoteca_core::Lang;
use ludoteca_store::{Store, StoredMatch};
use std::path::Path;

/// Matches read from the source at once.
const PAGE: u32 = 200;

/// What a copy did.
#[derive(Debug, Default, serde::Serialize)]
struct Report {
    copied: u64,
    already_there: u64,
    finished: u64,
    unfinished: u64,
    quarantined: u64,
    verified: u64,
}

pub(crate) fn run(from: &Path, to: &str, json: bool, lang: Lang) -> Result<()> {
    let file = from.join("ludoteca.sqlite3");
    if !file.is_file() {
        bail!("{}", CliMsg::CliNoLab { dir: from.display().to_string() }.render(lang));
    }
    let source = Store::open(from)?;
    let target = Store::connect(to)?;
    let mut report = Report::default();
    let mut after: Option<String> = None;
    loop {
        let page = source.all(after.as_deref(), PAGE)?;
        let Some(last) = page.last() else { break };
        after = Some(last.record.id.clone());
        for m in &page {
            copy(&source, &target, m, &mut report, lang)?;
        }
    }
    if json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        let said = CliMsg::CliCopied {
            copied: report.copied,
            target: ludoteca_store::Location::Postgres(to.into()).to_string(),
            finished: report.finished,
            unfinished: report.unfinished,
            quarantined: report.quarantined,
            already: report.already_there,
            verified: report.verified,
        };
        println!("{}", said.render(lang));
    }
    Ok(())
}

/// Copies one match and checks the copy.
fn copy(source: &Store, target: &Store, m: &StoredMatch, report: &mut Report, lang: Lang) -> Result<()> {
    let id = &m.record.id;
    if !target.import(m)? {
        report.already_there += 1;
        return Ok(());
    }
    report.copied += 1;
    if m.finished_at.is_some() {
        report.finished += 1;
    } else {
        report.unfinished += 1;
    }
    if let Some(q) = source.quarantined(id)? {
        target.quarantine(id, &q.reason)?;
        report.quarantined += 1;
    }
    match target.get(id)? {
        Some(copy) if &copy == m => report.verified += 1,
        _ => bail!("{}", CliMsg::CliCopyDiffers { id: id.to_string() }.render(lang)),
    }
    Ok(())
}
