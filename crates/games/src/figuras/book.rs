//! The Figuras champion's opening book through the catalogue's
//! [`OpeningBook`]: what it holds, a build from exact solves (resumable
//! through a journal), and a check against the solver on sampled positions.

use super::FigurasEntry;
use crate::book::{BookPlan, OpeningBook};
use crate::figuras::words::FigurasMsg;
use crate::solve::{SolveControl, SolveError, SolveReport};
use ludoteca_core::Msg;
use ludoteca_core::i18n::Decimal;
use ludoteca_figuras::Position;
use ludoteca_figuras::book::build::{BuildConfig, build};
use ludoteca_figuras::book::verify::{check, random_position};
use ludoteca_figuras::book::{BOOK_VARIABLE, Book, HEADER, VERSION, fnv1a};
use ludoteca_figuras::solver::{Config, Solver};
use serde_json::json;
use std::path::Path;
use std::time::Instant;

/// The book's checksum as the reports print it.
fn checksum(bytes: &[u8]) -> String {
    format!("{:016x}", fnv1a(&bytes[HEADER..]))
}

/// A space before a count of empty squares of one digit, so that the
/// levels' counts line up.
fn pad(empties: u32) -> String {
    if empties < 10 { " ".into() } else { String::new() }
}

/// The book at `path`, else the champion's (the environment's, else the
/// built-in one), with the name a report gives it.
fn open(path: Option<&Path>) -> Result<(Book, String), SolveError> {
    Ok(match path {
        Some(p) => (Book::load(p).map_err(SolveError::engine)?, p.display().to_string()),
        None => {
            let book = (*Book::standard().map_err(SolveError::engine)?).clone();
            let source = std::env::var(BOOK_VARIABLE).ok().filter(|v| !v.is_empty());
            (book, source.unwrap_or_else(|| "built-in".into()))
        }
    })
}

impl OpeningBook for FigurasEntry {
    fn describe(&self, path: Option<&Path>) -> Result<SolveReport, SolveError> {
        let (book, source) = open(path)?;
        let bytes = book.to_bytes();
        let counts = book.counts();
        let levels: Vec<_> =
            (book.min_empties()..=16).rev().map(|e| json!({ "empties": e, "positions": counts[e as usize] })).collect();
        let start = book.lookup(&Position::START);
        let data = json!({
            "book": source,
            "version": VERSION,
            "min_empties": book.min_empties(),
            "complete_from": book.complete_from(),
            "positions": book.len(),
            "bytes": bytes.len(),
            "checksum": checksum(&bytes),
            "levels": levels,
            "start": start.map(|h| json!({ "value": h.value, "best_move": h.best_move.to_string() })),
        });
        let mut lines: Vec<Msg> = vec![
            FigurasMsg::FgBookHolds {
                source,
                positions: book.len() as u64,
                least: book.min_empties().into(),
                bytes: bytes.len() as u64,
                complete: book.complete_from().into(),
            }
            .into(),
        ];
        for e in (book.min_empties()..=16).rev() {
            lines.push(
                FigurasMsg::FgBookLevel { pad: pad(e), empties: e.into(), positions: counts[e as usize] as u64 }.into(),
            );
        }
        if let Some(h) = start {
            lines.push(
                FigurasMsg::FgBookStart { value: format!("{:+}", h.value), best: h.best_move.to_string() }.into(),
            );
        }
        Ok(SolveReport::new(&data, true, crate::solve::lines(lines)))
    }

    fn build(&self, plan: &BookPlan<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError> {
        let table_bits = plan.memory_mib.map_or(24, |m| {
            let entries = (m.max(1) << 20) / 8;
            (63 - entries.leading_zeros()).clamp(16, 28)
        });
        let config = BuildConfig {
            min_empties: plan.min_empties,
            threads: plan.threads.max(1),
            table_bits,
            journal: plan.journal.map(Path::to_path_buf),
            root: Position::START,
            bottom_up: plan.bottom_up,
            seconds: plan.seconds,
        };
        let start = Instant::now();
        let built = build(&config, ctl.cancel, &|p| {
            ctl.say(FigurasMsg::FgBookProgress {
                done: p.done as u64,
                total: p.total as u64,
                journal: p.from_journal as u64,
                seconds: Decimal::fixed(p.elapsed_ms as f64 / 1e3, 1),
            });
        })
        .map_err(SolveError::engine)?;
        let book = &built.book;
        book.save(plan.out).map_err(SolveError::engine)?;
        let counts = book.counts();
        let levels: Vec<_> = (plan.min_empties..=16)
            .rev()
            .map(|e| json!({ "empties": e, "held": counts[e as usize], "positions": built.sizes[e as usize] }))
            .collect();
        let bytes = book.to_bytes();
        let data = json!({
            "out": plan.out.display().to_string(),
            "positions": book.len(),
            "bytes": bytes.len(),
            "checksum": checksum(&bytes),
            "complete_from": book.complete_from(),
            "levels": levels,
            "checked": built.checked,
            "stopped": built.stopped,
            "elapsed_ms": start.elapsed().as_millis() as u64,
        });
        let mut lines: Vec<Msg> = vec![
            FigurasMsg::FgBookWrote {
                file: plan.out.display().to_string(),
                positions: book.len() as u64,
                bytes: bytes.len() as u64,
                seconds: Decimal::fixed(start.elapsed().as_secs_f64(), 1),
            }
            .into(),
        ];
        for e in (plan.min_empties..=16).rev() {
            let (held, positions) = (counts[e as usize] as u64, built.sizes[e as usize] as u64);
            lines.push(FigurasMsg::FgBookLevelOf { pad: pad(e), empties: e.into(), held, positions }.into());
        }
        if built.stopped {
            lines.push(FigurasMsg::FgBookStopped.into());
        }
        Ok(SolveReport::new(&data, !built.stopped, crate::solve::lines(lines)))
    }

    fn verify(
        &self,
        path: Option<&Path>,
        samples: u64,
        seed: u64,
        ctl: &SolveControl<'_>,
    ) -> Result<SolveReport, SolveError> {
        let (book, _) = open(path)?;
        let solver = Solver::new(Config { table_bits: 22, ..Config::default() });
        let mut seed = seed;
        let levels = 17 - book.min_empties();
        let mut checks = Vec::new();
        let mut missing = 0;
        let mut lines: Vec<Msg> = Vec::new();
        let mut first_bad: Option<Msg> = None;
        for i in 0..samples {
            if ctl.cancelled() {
                break;
            }
            // From the top down: the first few are the quick ones.
            let e = 16 - (i % u64::from(levels)) as u32;
            let p = random_position(e, &mut seed);
            let Some(c) = check(&book, &solver, &p) else {
                if book.complete_from() > 0 && e >= book.complete_from() {
                    let refusal = FigurasMsg::FgBookMissing { position: p.to_string(), empties: e.into() };
                    return Err(SolveError::Said(Box::new(refusal.into())));
                }
                lines
                    .push(FigurasMsg::FgBookNotHeld { position: p.to_string(), pad: pad(e), empties: e.into() }.into());
                missing += 1;
                continue;
            };
            let line: Msg = FigurasMsg::FgBookCheck {
                position: c.position.to_string(),
                pad: pad(c.empties),
                empties: c.empties.into(),
                value: format!("{:+}", c.book_value),
                mv: c.book_move.to_string(),
                how: c.how.into(),
                found: format!("{:+}", c.value),
                after: format!("{:+}", c.move_value),
                ok: if c.ok { "yes" } else { "no" }.into(),
            }
            .into();
            ctl.say(line.clone());
            if !c.ok && first_bad.is_none() {
                first_bad = Some(line.clone());
            }
            lines.push(line);
            checks.push(c);
        }
        let bad = checks.iter().filter(|c| !c.ok).count();
        if bad > 0 {
            let first = Box::new(first_bad.unwrap_or(Msg::Verbatim { text: String::new() }));
            let disagrees = FigurasMsg::FgBookDisagrees { bad: bad as u64, checked: checks.len() as u64, first };
            return Err(SolveError::Said(Box::new(disagrees.into())));
        }
        lines.push(FigurasMsg::FgBookChecked { checked: checks.len() as u64, missing, bad: bad as u64 }.into());
        let data = json!({ "checked": checks.len(), "not_held": missing, "disagreements": bad, "checks": checks });
        Ok(SolveReport::new(&data, !ctl.cancelled(), crate::solve::lines(lines)))
    }

    fn refused(&self) -> Option<ludoteca_core::Msg> {
        let named = std::env::var_os(BOOK_VARIABLE).is_some_and(|v| !v.is_empty());
        let err = Book::standard().err().filter(|_| named)?;
        Some(ludoteca_core::Msg::from(FigurasMsg::FgBookRefused { detail: err.to_string() }))
    }
}
