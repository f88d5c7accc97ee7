//! Long exact searches (`ludoteca solve`) as a capability of an entry: a
//! game that can prove its value (or measure a strategy over every secret)
//! returns an [`ExactSolve`] from [`Entry::exact_solver`](crate::Entry::exact_solver),
//! and front ends route by that answer rather than by game id.
//!
//! A solve takes a [`SolveRequest`] (position, checkpoint and resume files,
//! a time limit, memory, a file for a decision tree), reports progress in
//! words through a [`SolveControl`], stops early once its cancel flag is set
//! (or its time is up), and answers with a [`SolveReport`]: plain data whose
//! JSON is what `ludoteca solve … --json` prints, and which the solver also
//! renders in words, in the reader's language ([`ExactSolve::describe_result`]).

use crate::error::GameError;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use thiserror::Error;

/// What a front end asks of an exact solver. Every field is optional; a
/// solver ignores what does not apply to its game (a strategy over every
/// secret has no position, a board's search writes no decision tree).
#[derive(Clone, Copy, Debug, Default)]
pub struct SolveRequest<'a> {
    /// The position to solve, in the game's notation (default: the start).
    pub position: Option<&'a str>,
    /// Where to save checkpoints.
    pub checkpoint: Option<&'a Path>,
    /// The checkpoint to resume from (saving goes on there unless
    /// `checkpoint` names another file).
    pub resume: Option<&'a Path>,
    /// Stop after this many seconds: the answer then gives what was proved.
    pub seconds: Option<u64>,
    /// Memory for the transposition table, in MiB (default: the solver's).
    pub memory_mib: Option<u64>,
    /// Where to write the strategy's decision tree as JSON (for games whose
    /// solution is a strategy).
    pub tree: Option<&'a Path>,
    /// Where to draw what the solve found as an SVG plot (for games whose
    /// answer is a pattern over many positions, such as game 28's losing
    /// starting heaps).
    pub plot: Option<&'a Path>,
    /// Where to write a proof certificate of the value, for the games
    /// whose solver writes one (a proof-number prover's proof tree,
    /// checked by `ludoteca verify`).
    pub certificate: Option<&'a Path>,
    /// Use the proof-number prover instead of alpha-beta (games that have
    /// one; implied by `certificate`).
    pub prover: bool,
    /// The prover searches only these root moves, one after another, each
    /// to the end (comma-separated, in the game's notation).
    pub first_moves: Option<&'a str>,
}

impl SolveRequest<'_> {
    /// Where checkpoints go: the file asked for, else the one resumed.
    #[must_use]
    pub fn checkpoint_file(&self) -> Option<PathBuf> {
        self.checkpoint.or(self.resume).map(Path::to_path_buf)
    }

    /// The `bits` of a table of `2^bits` entries of `entry_bytes` bytes that
    /// fits in the memory asked for (between 2^10 and 2^28 entries), or
    /// `default` when no memory was asked for.
    #[must_use]
    pub fn table_bits(&self, entry_bytes: u64, default: u32) -> u32 {
        self.memory_mib.map_or(default, |mib| {
            let entries = (mib.max(1) << 20) / entry_bytes.max(1);
            (63 - entries.max(1).leading_zeros()).clamp(10, 28)
        })
    }
}

/// How a running solve talks to its front end: a cancel flag, checked
/// often, and a progress callback (a line in words, possibly called from
/// several threads). A line said as a message ([`SolveControl::say`]) is
/// rendered in the control's language ([`SolveControl::in_lang`], English
/// unless asked), or handed over as the message itself to a front end that
/// keeps it ([`SolveControl::keeping`]: a worker, which writes it to the
/// database as data, to be said in each reader's language).
#[derive(Clone, Copy)]
pub struct SolveControl<'a> {
    /// Once `true`, the solve stops soon and answers with what it proved
    /// (or, for a solve that has nothing to show before its end, with
    /// [`SolveError`]'s cancellation).
    pub cancel: &'a AtomicBool,
    /// Called now and then with one line on the work under way.
    pub progress: &'a (dyn Fn(&str) + Sync),
    /// The language the lines said as messages are rendered in.
    pub lang: ludoteca_core::Lang,
    /// Where the lines said as messages go as messages, when set (instead
    /// of `progress`, rendered).
    pub keep: Option<&'a (dyn Fn(&ludoteca_core::Msg) + Sync)>,
}

impl<'a> SolveControl<'a> {
    /// A control with this cancel flag and progress callback.
    #[must_use]
    pub fn new(cancel: &'a AtomicBool, progress: &'a (dyn Fn(&str) + Sync)) -> SolveControl<'a> {
        SolveControl { cancel, progress, lang: ludoteca_core::Lang::EN, keep: None }
    }

    /// A control that reports nothing, cancelled through `cancel` only.
    #[must_use]
    pub fn quiet(cancel: &'a AtomicBool) -> SolveControl<'a> {
        SolveControl { cancel, progress: &|_| {}, lang: ludoteca_core::Lang::EN, keep: None }
    }

    /// The same control, its lines said in `lang`.
    #[must_use]
    pub fn in_lang(self, lang: ludoteca_core::Lang) -> SolveControl<'a> {
        SolveControl { lang, ..self }
    }

    /// The same control, its lines said as messages handed to `keep`.
    #[must_use]
    pub fn keeping(self, keep: &'a (dyn Fn(&ludoteca_core::Msg) + Sync)) -> SolveControl<'a> {
        SolveControl { keep: Some(keep), ..self }
    }

    /// Reports a line on the work under way, said as a message: to
    /// [`SolveControl::keeping`]'s callback when set, else rendered in the
    /// control's language to its progress callback.
    pub fn say(&self, msg: impl Into<ludoteca_core::Msg>) {
        let msg = msg.into();
        match self.keep {
            Some(keep) => keep(&msg),
            None => (self.progress)(&msg.render(self.lang)),
        }
    }

    /// Whether the solve has been asked to stop.
    #[must_use]
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

impl std::fmt::Debug for SolveControl<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SolveControl").field("cancel", &self.cancel).finish_non_exhaustive()
    }
}

/// What a solve found, as its game reports it: the object `ludoteca solve
/// … --json` prints (each game's own fields, which scripts and tests read:
/// new fields may be added, none removed or renamed), whether it is proved
/// to the end, and the same in words for a terminal, kept as its message
/// and said in the reader's language when read ([`SolveReport::text`]).
#[derive(Clone, Debug)]
pub struct SolveReport {
    /// The game's report as one JSON object.
    pub data: serde_json::Value,
    /// Whether the answer is proved to the end (`false` when the solve was
    /// stopped and gives bounds only).
    pub exact: bool,
    /// The report in words: one or two lines, each ending with a newline
    /// when rendered (the family's messages, [`lines`]).
    pub words: ludoteca_core::Msg,
}

impl SolveReport {
    /// A report of `data` (any serialisable report of the game's engine),
    /// said in `words`.
    pub fn new(data: &impl Serialize, exact: bool, words: impl Into<ludoteca_core::Msg>) -> SolveReport {
        SolveReport { data: serde_json::to_value(data).unwrap_or_default(), exact, words: words.into() }
    }

    /// Whether the answer is proved to the end.
    #[must_use]
    pub fn exact(&self) -> bool {
        self.exact
    }

    /// The report in words, in `lang`, ending with a newline.
    #[must_use]
    pub fn text(&self, lang: ludoteca_core::Lang) -> String {
        let mut text = self.words.render(lang);
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text
    }

    /// The same report with `line` said after its words (a line of the
    /// front end's: where the certificates were written).
    pub fn then(&mut self, line: impl Into<ludoteca_core::Msg>) {
        let before = std::mem::replace(&mut self.words, ludoteca_core::Msg::said(|_| String::new()));
        self.words = lines(vec![before, line.into()]);
    }

    /// The report as one JSON object.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.data).unwrap_or_default()
    }
}

/// Two reports are the same when their data, their exactness and their
/// words (in English) are.
impl PartialEq for SolveReport {
    fn eq(&self, other: &SolveReport) -> bool {
        self.data == other.data
            && self.exact == other.exact
            && self.text(ludoteca_core::Lang::EN) == other.text(ludoteca_core::Lang::EN)
    }
}

/// Lines said one after another in the reader's language, each ending
/// with a newline (a line that already ends with one keeps it), rendered
/// only when read.
#[must_use]
pub fn lines(lines: Vec<ludoteca_core::Msg>) -> ludoteca_core::Msg {
    ludoteca_core::Msg::drawn(move |lang| {
        let mut out = String::new();
        for line in &lines {
            out.push_str(&line.render(lang));
            if !out.ends_with('\n') {
                out.push('\n');
            }
        }
        out
    })
}

impl Serialize for SolveReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.data.serialize(s)
    }
}

/// Why a solve gave no answer. Each message is one sentence saying what was
/// wrong and what is accepted.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum SolveError {
    /// The request does not fit the game (a bad position, a version with no
    /// solver, a board too large…).
    #[error(transparent)]
    Game(#[from] GameError),
    /// The game's engine refused (an unreadable checkpoint, a cancelled
    /// search, …).
    #[error(transparent)]
    Engine(Box<dyn std::error::Error + Send + Sync>),
    /// What was checked is wrong: an opening book that disagrees with the
    /// solver, a certificate the checker rejects (the sentence says where).
    #[error("{0}")]
    Refuted(String),
    /// A refusal in the reader's language (a part a split cannot read, a
    /// merge that stays open, an opening book that disagrees with the
    /// solver): rendered by [`SolveError::message`], in English by `Display`.
    #[error("{}", .0.render(ludoteca_core::Lang::EN))]
    Said(Box<ludoteca_core::Msg>),
    /// A file the solve writes could not be written.
    #[error("cannot write the {what} to {}: {source}", path.display())]
    Write {
        /// What was being written, e.g. `decision tree`.
        what: &'static str,
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl SolveError {
    /// The engine's own error.
    pub fn engine(e: impl std::error::Error + Send + Sync + 'static) -> SolveError {
        SolveError::Engine(Box::new(e))
    }

    /// The error in one sentence of `lang`: a game's refusal or a said one
    /// in that language, an engine's own words as they are.
    #[must_use]
    pub fn message(&self, lang: ludoteca_core::Lang) -> String {
        match self {
            SolveError::Game(g) => g.message(lang),
            SolveError::Said(msg) => msg.render(lang),
            other => other.to_string(),
        }
    }

    /// The refusal as a line a database keeps (a failed research task's
    /// reason): its message as data where it has one, to be said in each
    /// reader's language (`ludoteca_core::i18n::kept`), else its words.
    #[must_use]
    pub fn kept(&self) -> String {
        match self {
            SolveError::Game(g) => ludoteca_core::i18n::kept::line(&g.msg()),
            SolveError::Said(msg) => ludoteca_core::i18n::kept::line(msg),
            other => other.to_string(),
        }
    }
}

/// The long exact search of a game, with progress, cancellation, a time
/// limit and (where the game's solver has them) checkpoints and resume.
pub trait ExactSolve: Send + Sync {
    /// Runs the search asked for by `req`, reporting to and cancelled by
    /// `ctl`; stops by itself after `req.seconds`.
    fn solve(&self, req: &SolveRequest<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError>;

    /// The report in words in `lang`, one or two lines for a terminal
    /// (the text of `ludoteca solve` without `--json`).
    fn describe_result(&self, report: &SolveReport, lang: ludoteca_core::Lang) -> String {
        report.text(lang)
    }

    /// The opening book the solver's exact values were kept in, for the
    /// games whose champion reads one ([`OpeningBook`](crate::book::OpeningBook)).
    fn book(&self) -> Option<&dyn crate::book::OpeningBook> {
        None
    }

    /// The independent checker of the proof certificates the solver writes
    /// (`--certificate`), for the games that write them.
    fn certificates(&self) -> Option<&dyn crate::certificate::CertificateCheck> {
        None
    }

    /// The solve split into parts that other machines solve (`ludoteca
    /// worker`), for the games whose solver can be split.
    fn distribute(&self) -> Option<&dyn crate::distribute::Distribute> {
        None
    }
}

/// The ids of the catalogue's solvable games (each preset opened with its
/// defaults) whose solver `has` something: a book, a certificate checker.
#[must_use]
pub fn games_whose_solver(has: impl Fn(&dyn ExactSolve) -> bool) -> Vec<&'static str> {
    crate::catalogue::presets()
        .filter(|p| {
            crate::catalogue::open(p.id, &crate::Params::new()).is_ok_and(|e| e.exact_solver().is_some_and(&has))
        })
        .map(|p| p.id)
        .collect()
}

/// The ids of the catalogue's games that have an exact solver, in catalogue
/// order (each preset opened with its defaults).
#[must_use]
pub fn solvable_games() -> Vec<&'static str> {
    crate::catalogue::presets()
        .filter(|p| {
            p.family.capabilities.exact_solve
                || crate::catalogue::open(p.id, &crate::Params::new()).is_ok_and(|e| e.exact_solver().is_some())
        })
        .map(|p| p.id)
        .collect()
}

/// `a, b and c`.
#[must_use]
pub fn and_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Runs `work`, setting `cancel` once `seconds` have passed (if given) so
/// that it stops; `cancel` is also set when `work` returns, which ends the
/// watch at once.
pub fn with_deadline<T>(cancel: &AtomicBool, seconds: Option<u64>, work: impl FnOnce() -> T) -> T {
    let Some(secs) = seconds else {
        return work();
    };
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        s.spawn(|| {
            let end = ludoteca_core::control::in_seconds(secs);
            while Instant::now() < end && !done.load(Ordering::Relaxed) && !cancel.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(20));
            }
            if !done.load(Ordering::Relaxed) {
                cancel.store(true, Ordering::Relaxed);
            }
        });
        let out = work();
        done.store(true, Ordering::Relaxed);
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_lists_and_deadlines() {
        let r = SolveRequest { memory_mib: Some(128), ..SolveRequest::default() };
        assert_eq!(r.table_bits(8, 20), 24);
        assert_eq!(SolveRequest::default().table_bits(8, 20), 20);
        let resume = Path::new("a.json");
        let r = SolveRequest { resume: Some(resume), ..SolveRequest::default() };
        assert_eq!(r.checkpoint_file(), Some(PathBuf::from("a.json")));
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
        assert_eq!(and_list(&["a"]), "a");
        let cancel = AtomicBool::new(false);
        let start = Instant::now();
        let n = with_deadline(&cancel, Some(0), || {
            let mut n = 0;
            while !cancel.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(5));
                n += 1;
            }
            n
        });
        assert!(n < 200 && start.elapsed() < Duration::from_secs(5));
        // Quick work leaves the flag alone.
        let cancel = AtomicBool::new(false);
        assert_eq!(with_deadline(&cancel, Some(60), || 7), 7);
        assert!(!cancel.load(Ordering::Relaxed));
    }

    #[test]
    fn a_report_says_its_words_in_the_readers_language_and_keeps_its_data() {
        use ludoteca_core::{Lang, Msg};
        let mut r = SolveReport::new(&serde_json::json!({ "n": 1 }), true, Msg::MatchOver);
        assert!(r.text(Lang::EN).ends_with('\n'), "one line ends with a newline");
        assert_ne!(r.text(Lang::EN), r.text(Lang::PT));
        r.then(Msg::ErrOver);
        let pt = r.text(Lang::PT);
        assert_eq!(pt, format!("{}\n{}\n", Msg::MatchOver.render(Lang::PT), Msg::ErrOver.render(Lang::PT)));
        assert_eq!(r.to_json(), r#"{"n":1}"#, "the words are not data");
        assert_eq!(r.clone(), r, "a report equals its copy, drawn words and all");
    }

    #[test]
    fn the_solvable_games() {
        let mut games = solvable_games();
        games.sort_unstable();
        assert_eq!(games, ["erdos-latino", "figuras", "je-28", "mastermind"]);
    }

    #[test]
    fn the_books_and_the_certificate_checkers_are_the_solvers_to_declare() {
        assert_eq!(games_whose_solver(|s| s.book().is_some()), ["figuras"]);
        assert_eq!(games_whose_solver(|s| s.certificates().is_some()), ["erdos-latino"]);
    }
}
