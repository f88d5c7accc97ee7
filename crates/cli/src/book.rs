//! `ludoteca book figuras`: the opening book of the Figuras champion —
//! describe it, build it from exact solves (resumable through a journal),
//! or verify it against the solver on sampled positions.

use anyhow::{Result, bail};
use ludoteca_figuras::book::build::{BuildConfig, build};
use ludoteca_figuras::book::verify::{check, random_position};
use ludoteca_figuras::book::{BOOK_VARIABLE, Book, fnv1a};
use ludoteca_figuras::solver::{Config, Solver};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// What `ludoteca book` was asked.
pub struct Request {
    /// The game id.
    pub game: String,
    /// Build into this file.
    pub out: Option<PathBuf>,
    /// The lowest level of a build.
    pub min_empties: u32,
    /// The journal of a build.
    pub journal: Option<PathBuf>,
    /// Solver threads of a build.
    pub threads: usize,
    /// Solve the lowest level first.
    pub bottom_up: bool,
    /// Solve no more positions after this many seconds.
    pub seconds: Option<u64>,
    /// The table of a build, in MiB.
    pub memory_mib: Option<u64>,
    /// Verify on this many sampled positions.
    pub verify: Option<u64>,
    /// The book to describe or verify (default: the program's).
    pub book: Option<PathBuf>,
    /// The seed of the sample.
    pub seed: u64,
    /// One JSON object.
    pub json: bool,
}

/// Runs `ludoteca book`.
pub fn run(req: &Request) -> Result<()> {
    if req.game != "figuras" {
        bail!("only figuras has an opening book: write `ludoteca book figuras`");
    }
    if let Some(out) = &req.out {
        return build_book(req, out);
    }
    let book = match &req.book {
        Some(path) => Book::load(path)?,
        None => (*Book::standard()?).clone(),
    };
    let source = req.book.as_ref().map_or_else(
        || std::env::var(BOOK_VARIABLE).ok().filter(|v| !v.is_empty()).unwrap_or_else(|| "built-in".into()),
        |p| p.display().to_string(),
    );
    match req.verify {
        Some(n) => verify(&book, n, req.seed, req.json),
        None => {
            describe(&book, &source, req.json);
            Ok(())
        }
    }
}

fn describe(book: &Book, source: &str, json: bool) {
    let bytes = book.to_bytes();
    let counts = book.counts();
    let levels: Vec<_> = (book.min_empties()..=16)
        .rev()
        .map(|e| serde_json::json!({ "empties": e, "positions": counts[e as usize] }))
        .collect();
    let start = book.lookup(&ludoteca_figuras::Position::START);
    if json {
        println!(
            "{}",
            serde_json::json!({
                "book": source,
                "version": ludoteca_figuras::book::VERSION,
                "min_empties": book.min_empties(),
                "complete_from": book.complete_from(),
                "positions": book.len(),
                "bytes": bytes.len(),
                "checksum": format!("{:016x}", fnv1a(&bytes[ludoteca_figuras::book::HEADER..])),
                "levels": levels,
                "start": start.map(|h| serde_json::json!({ "value": h.value, "best_move": h.best_move.to_string() })),
            })
        );
        return;
    }
    println!(
        "opening book ({source}): {} classes of positions with {} to 16 empty squares, {} bytes; every position from {} empty squares up",
        book.len(),
        book.min_empties(),
        bytes.len(),
        book.complete_from()
    );
    for e in (book.min_empties()..=16).rev() {
        println!("  {e:>2} empty squares: {}", counts[e as usize]);
    }
    if let Some(h) = start {
        println!(
            "empty board: value {:+} (First's points minus Second's with best play), best move {}",
            h.value, h.best_move
        );
    }
}

fn build_book(req: &Request, out: &std::path::Path) -> Result<()> {
    let table_bits = req.memory_mib.map_or(24, |m| {
        let entries = (m.max(1) << 20) / 8;
        (63 - entries.leading_zeros()).clamp(16, 28)
    });
    let config = BuildConfig {
        min_empties: req.min_empties,
        threads: req.threads.max(1),
        table_bits,
        journal: req.journal.clone(),
        root: ludoteca_figuras::Position::START,
        bottom_up: req.bottom_up,
        seconds: req.seconds,
    };
    let start = Instant::now();
    let cancel = AtomicBool::new(false);
    let built = build(&config, &cancel, &|p| {
        eprintln!(
            "{}/{} positions known ({} from the journal), {:.1} s",
            p.done,
            p.total,
            p.from_journal,
            p.elapsed_ms as f64 / 1e3
        );
    })?;
    let book = &built.book;
    book.save(out)?;
    let counts = book.counts();
    let levels: Vec<_> = (req.min_empties..=16)
        .rev()
        .map(|e| serde_json::json!({ "empties": e, "held": counts[e as usize], "positions": built.sizes[e as usize] }))
        .collect();
    let bytes = book.to_bytes();
    if req.json {
        println!(
            "{}",
            serde_json::json!({
                "out": out.display().to_string(),
                "positions": book.len(),
                "bytes": bytes.len(),
                "checksum": format!("{:016x}", fnv1a(&bytes[ludoteca_figuras::book::HEADER..])),
                "complete_from": book.complete_from(),
                "levels": levels,
                "checked": built.checked,
                "stopped": built.stopped,
                "elapsed_ms": start.elapsed().as_millis() as u64,
            })
        );
    } else {
        println!(
            "wrote {}: {} classes of positions, {} bytes, in {:.1} s",
            out.display(),
            book.len(),
            bytes.len(),
            start.elapsed().as_secs_f64()
        );
        for e in (req.min_empties..=16).rev() {
            println!("  {e:>2} empty squares: {} of {}", counts[e as usize], built.sizes[e as usize]);
        }
        if built.stopped {
            println!("stopped before the end: run the same command again to go on from the journal");
        }
    }
    Ok(())
}

fn verify(book: &Book, n: u64, seed: u64, json: bool) -> Result<()> {
    let solver = Solver::new(Config { table_bits: 22, ..Config::default() });
    let mut seed = seed;
    let levels = 17 - book.min_empties();
    let mut checks = Vec::new();
    let mut missing = 0;
    for i in 0..n {
        // From the top down: the first few are the quick ones.
        let e = 16 - (i % u64::from(levels)) as u32;
        let p = random_position(e, &mut seed);
        let Some(c) = check(book, &solver, &p) else {
            if book.complete_from() > 0 && e >= book.complete_from() {
                bail!(
                    "the book does not hold {p}, although it says it holds every position with {e} empty squares: rebuild it"
                );
            }
            if !json {
                println!("{p} {e:>2} empties: not in the book (the champion searches)");
            }
            missing += 1;
            continue;
        };
        if !json {
            println!(
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
        }
        checks.push(c);
    }
    let bad = checks.iter().filter(|c| !c.ok).count();
    if json {
        println!(
            "{}",
            serde_json::json!({ "checked": checks.len(), "not_held": missing, "disagreements": bad, "checks": checks })
        );
    } else {
        println!("{} positions checked, {missing} not in the book, {bad} disagreements", checks.len());
    }
    if bad > 0 {
        bail!("the book disagrees with the solver on {bad} of {} positions: rebuild it", checks.len());
    }
    Ok(())
}
