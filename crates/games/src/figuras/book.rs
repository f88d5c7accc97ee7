//! The Figuras champion's opening book through the catalogue's
//! [`OpeningBook`]: what it holds, a build from exact solves (resumable
//! through a journal), and a check against the solver on sampled positions.

use super::FigurasEntry;
use crate::book::{BookPlan, OpeningBook};
use crate::figuras::words::FigurasMsg;
use crate::solve::{SolveControl, SolveError, SolveReport};
use ludoteca_figuras::Position;
use ludoteca_figuras::book::build::{BuildConfig, build};
use ludoteca_figuras::book::verify::{check, random_position};
use ludoteca_figuras::book::{BOOK_VARIABLE, Book, HEADER, VERSION, fnv1a};
use ludoteca_figuras::solver::{Config, Solver};
use serde_json::json;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

/// The book's checksum as the reports print it.
fn checksum(bytes: &[u8]) -> String {
    format!("{:016x}", fnv1a(&bytes[HEADER..]))
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
        let mut text = format!(
            "opening book ({source}): {} classes of positions with {} to 16 empty squares, {} bytes; every position from {} empty squares up\n",
            book.len(),
            book.min_empties(),
            bytes.len(),
            book.complete_from()
        );
        for e in (book.min_empties()..=16).rev() {
            let _ = writeln!(text, "  {e:>2} empty squares: {}", counts[e as usize]);
        }
        if let Some(h) = start {
            let _ = writeln!(
                text,
                "empty board: value {:+} (First's points minus Second's with best play), best move {}",
                h.value, h.best_move
            );
        }
        Ok(SolveReport { data, exact: true, text })
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
            (ctl.progress)(&format!(
                "{}/{} positions known ({} from the journal), {:.1} s",
                p.done,
                p.total,
                p.from_journal,
                p.elapsed_ms as f64 / 1e3
            ));
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
        let mut text = format!(
            "wrote {}: {} classes of positions, {} bytes, in {:.1} s\n",
            plan.out.display(),
            book.len(),
            bytes.len(),
            start.elapsed().as_secs_f64()
        );
        for e in (plan.min_empties..=16).rev() {
            let _ = writeln!(text, "  {e:>2} empty squares: {} of {}", counts[e as usize], built.sizes[e as usize]);
        }
        if built.stopped {
            text.push_str("stopped before the end: run the same command again to go on from the journal\n");
        }
        Ok(SolveReport { data, exact: !built.stopped, text })
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
        let mut text = String::new();
        let mut first_bad = None;
        for i in 0..samples {
            if ctl.cancelled() {
                break;
            }
            // From the top down: the first few are the quick ones.
            let e = 16 - (i % u64::from(levels)) as u32;
            let p = random_position(e, &mut seed);
            let Some(c) = check(&book, &solver, &p) else {
                if book.complete_from() > 0 && e >= book.complete_from() {
                    return Err(SolveError::Refuted(format!(
                        "the book does not hold {p}, although it says it holds every position with {e} empty squares: rebuild it"
                    )));
                }
                let _ = writeln!(text, "{p} {e:>2} empties: not in the book (the champion searches)");
                missing += 1;
                continue;
            };
            let line = format!(
                "{} {:>2} empties: book {:+} {} — {} {:+}, after the move {:+}: {}",
                c.position,
                c.empties,
                c.book_value,
                c.book_move,
                c.how,
                c.value,
                c.move_value,
                if c.ok { "agrees" } else { "DISAGREES" }
            );
            (ctl.progress)(&line);
            if !c.ok && first_bad.is_none() {
                first_bad = Some(line.clone());
            }
            text.push_str(&line);
            text.push('\n');
            checks.push(c);
        }
        let bad = checks.iter().filter(|c| !c.ok).count();
        if bad > 0 {
            return Err(SolveError::Refuted(format!(
                "the book disagrees with the solver on {bad} of {} positions (the first: {}): rebuild it",
                checks.len(),
                first_bad.unwrap_or_default()
            )));
        }
        let _ = writeln!(text, "{} positions checked, {missing} not in the book, {bad} disagreements", checks.len());
        let data = json!({ "checked": checks.len(), "not_held": missing, "disagreements": bad, "checks": checks });
        Ok(SolveReport { data, exact: !ctl.cancelled(), text })
    }

    fn refused(&self) -> Option<ludoteca_core::Msg> {
        let named = std::env::var_os(BOOK_VARIABLE).is_some_and(|v| !v.is_empty());
        let err = Book::standard().err().filter(|_| named)?;
        Some(ludoteca_core::Msg::from(FigurasMsg::FgBookRefused { detail: err.to_string() }))
    }
}
