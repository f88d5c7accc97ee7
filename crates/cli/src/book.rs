//! `ludoteca book GAME`: a game's opening book through its solver's
//! [`OpeningBook`](ludoteca_games::book::OpeningBook) — describe it, build
//! it from exact solves (resumable through a journal; Ctrl-C stops it with
//! what is known), or verify it against the solver on sampled positions.
//! Which games keep a book is the catalogue's to say, not this file's.

use crate::research_words::{ResearchMsg, say};
use crate::solve::{INTERRUPTED, stop_on_ctrl_c};
use anyhow::{Result, bail};
use ludoteca_games::book::BookPlan;
use ludoteca_games::solve::{SolveControl, and_list, games_whose_solver, with_deadline};
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;

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
    /// The language of its lines (Ctrl-C's).
    pub lang: ludoteca_core::Lang,
}

/// Runs `ludoteca book`.
pub fn run(req: &Request) -> Result<()> {
    let entry = ludoteca_games::open(&req.game, &ludoteca_games::Params::new())?;
    let Some(book) = entry.exact_solver().and_then(|s| s.book()) else {
        let games = and_list(&games_whose_solver(|s| s.book().is_some()));
        bail!("{}", say(ResearchMsg::RsNoBook { games, game: req.game.clone() }, req.lang));
    };
    INTERRUPTED.store(false, Ordering::Relaxed);
    let report = if let Some(out) = &req.out {
        writable(out, req.lang)?;
        stop_on_ctrl_c(req.lang);
        let plan = BookPlan {
            out,
            min_empties: req.min_empties,
            journal: req.journal.as_deref(),
            threads: req.threads,
            bottom_up: req.bottom_up,
            seconds: req.seconds,
            memory_mib: req.memory_mib,
        };
        let progress = |line: &str| eprintln!("{line}");
        let ctl = SolveControl::new(&INTERRUPTED, &progress).in_lang(req.lang);
        // `--seconds` stops the solve in progress too, not only the next.
        with_deadline(&INTERRUPTED, req.seconds, || book.build(&plan, &ctl))?
    } else if let Some(n) = req.verify {
        book.verify(req.book.as_deref(), n, req.seed, &SolveControl::quiet(&INTERRUPTED))?
    } else {
        book.describe(req.book.as_deref())?
    };
    if req.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print!("{}", report.text(req.lang));
    }
    Ok(())
}

/// Refuses, before minutes of work, a book file that cannot be written:
/// its folder missing, the path a folder, or no right to write there.
fn writable(out: &Path, lang: ludoteca_core::Lang) -> Result<()> {
    let folder = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if out.is_dir() {
        bail!("{}", say(ResearchMsg::RsBookOutFolder { out: out.display().to_string() }, lang));
    }
    if !folder.is_dir() {
        let (out, folder) = (out.display().to_string(), folder.display().to_string());
        bail!("{}", say(ResearchMsg::RsBookOutNoFolder { out, folder }, lang));
    }
    let existed = out.exists();
    std::fs::OpenOptions::new().append(true).create(true).open(out).map_err(|e| {
        let (out, why) = (out.display().to_string(), e.to_string());
        anyhow::anyhow!("{}", say(ResearchMsg::RsBookOutUnwritable { out, why }, lang))
    })?;
    if !existed {
        let _ = std::fs::remove_file(out);
    }
    Ok(())
}

/// The books the environment names (a `LUDOTECA_…_BOOK` variable) and
/// their games refused, each as one sentence in `lang`: said once as the
/// program starts; the champion then searches alone.
pub fn refusals(lang: ludoteca_core::Lang) -> Vec<String> {
    let named = std::env::vars_os()
        .any(|(k, v)| !v.is_empty() && k.to_str().is_some_and(|k| k.starts_with("LUDOTECA_") && k.ends_with("_BOOK")));
    if !named {
        return Vec::new();
    }
    let mut out = Vec::new();
    for id in games_whose_solver(|s| s.book().is_some()) {
        let entry = ludoteca_games::open(id, &ludoteca_games::Params::new());
        if let Some(msg) = entry.ok().and_then(|e| e.exact_solver().and_then(|s| s.book()).and_then(|b| b.refused())) {
            out.push(msg.render(lang));
        }
    }
    out
}
