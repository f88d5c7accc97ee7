//! Building the book: the canonical positions of each level (reached from
//! the empty board), exact solves (resumable through a journal of one line
//! per solved position), and minimax over children where they are known.

use super::{Book, Entry};
use crate::board::Board;
use crate::moves::Move;
use crate::piece::Player;
use crate::position::Position;
use crate::solver::{Config, Solver};
use crate::symmetry::canonical;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write as _;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;
use thiserror::Error;

/// How a book is built.
#[derive(Clone, Debug)]
pub struct BuildConfig {
    /// The lowest level: positions with this many empty squares are solved
    /// exactly, the levels above follow from them (13 by default).
    pub min_empties: u32,
    /// Solver threads.
    pub threads: usize,
    /// The solver's table has `2^table_bits` entries of 8 bytes, kept
    /// between the solves.
    pub table_bits: u32,
    /// The journal: one line per solved position, appended as it is
    /// solved; a build given the same journal skips what it holds.
    pub journal: Option<PathBuf>,
    /// Where the positions start: the empty board for the opening book; a
    /// later position gives a small book of what follows it (for tests).
    pub root: Position,
    /// Solve the lowest level first (see [`build`]).
    pub bottom_up: bool,
    /// Solve no more positions after this many seconds.
    pub seconds: Option<u64>,
}

impl Default for BuildConfig {
    fn default() -> BuildConfig {
        BuildConfig {
            min_empties: 13,
            threads: 1,
            table_bits: 24,
            journal: None,
            root: Position::START,
            bottom_up: false,
            seconds: None,
        }
    }
}

/// How far a build is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildProgress {
    /// Positions known (solved, derived or from the journal)...
    pub done: usize,
    /// ...out of this many.
    pub total: usize,
    /// Of them, taken from the journal.
    pub from_journal: usize,
    /// Milliseconds of this run.
    pub elapsed_ms: u64,
}

/// Why a build stopped.
#[derive(Debug, Error)]
pub enum BuildError {
    /// The lowest level asked for is out of range.
    #[error("the lowest level of the book must have from 1 empty square to as many as the start, not {0}")]
    Level(u32),
    /// The journal could not be read or written.
    #[error("cannot use the journal {path}: {reason}")]
    Journal {
        /// The file.
        path: String,
        /// What went wrong.
        reason: String,
    },
    /// A solved position disagrees with the minimax of its children (a
    /// bug or a damaged journal, never expected).
    #[error("the position {0} was solved as {1} but its children give {2}: delete the journal and build again")]
    Inconsistent(String, i8, i8),
    /// A child was missing from the level below (a bug, never expected).
    #[error("the position {0} has a child missing from the level below")]
    Missing(String),
}

/// The canonical positions (points 0:0) with each number of empty squares
/// from the root's down to `min_empties`, as reached from `root`: index
/// `e` holds those with `e` empty squares, in key order.
#[must_use]
pub fn levels(root: &Position, min_empties: u32) -> Vec<Vec<Position>> {
    let mut out = vec![Vec::new(); 17];
    let top = root.empties();
    out[top as usize] = vec![canonical(&root.with_points([0, 0])).0];
    for e in (min_empties.max(1)..top).rev() {
        let mut seen = BTreeSet::new();
        for p in &out[e as usize + 1] {
            for m in p.legal_moves() {
                let mut b = *p.board();
                let _ = b.put(m.square, m.piece);
                if let Some(child) = Position::new(b, [0, 0]) {
                    let c = canonical(&child).0;
                    seen.insert((c.board().cells(), c.board().filled()));
                }
            }
        }
        out[e as usize] = seen
            .into_iter()
            .filter_map(|(cells, filled)| Board::from_parts(cells, filled).and_then(|b| Position::new(b, [0, 0])))
            .collect();
    }
    out
}

/// The book: every position of the levels from the root's down to
/// `min_empties`, each either derived by minimax from its children when
/// they are all known, or solved exactly (and appended to the journal).
/// Top-down by default: a direct solve of a position costs far less than
/// exact solves of all its children, so the upper levels are solved first
/// and a build stopped early (`cancel`, `seconds`) still gives complete upper
/// levels and part of the lowest. Bottom-up (`bottom_up`): the lowest level
/// first, every level above then follows at no cost. Finally every position
/// whose children are all known is derived again and compared with its
/// solve. `progress` is called after each solve.
pub fn build(
    config: &BuildConfig,
    cancel: &AtomicBool,
    progress: &(dyn Fn(&BuildProgress) + Sync),
) -> Result<Built, BuildError> {
    let min = config.min_empties;
    let top = config.root.empties();
    if !(1..=top).contains(&min) {
        return Err(BuildError::Level(min));
    }
    let start = Instant::now();
    let deadline = config.seconds.map(|s| ludoteca_core::control::later(start, std::time::Duration::from_secs(s)));
    let levels = levels(&config.root, min);
    let all: BTreeSet<(u64, u16)> = levels.iter().flatten().map(key).collect();
    let mut known: Known = match &config.journal {
        Some(path) => read_journal(path)?,
        None => BTreeMap::new(),
    };
    known.retain(|k, _| all.contains(k));
    let from_journal = known.len();
    let total = all.len();
    let report = |done| BuildProgress { done, total, from_journal, elapsed_ms: start.elapsed().as_millis() as u64 };
    progress(&report(known.len()));
    let mut journal = match &config.journal {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| journal_error(path, &e.to_string()))?,
        ),
        None => None,
    };
    // One solver searching each position with every thread, for the
    // slow upper levels; at the quick lower levels, one one-thread solver
    // per thread, each taking whole positions (see WHOLE_POSITIONS).
    let solver = Solver::new(Config { table_bits: config.table_bits, threads: config.threads, ..Config::default() });
    let mut workers: Vec<Solver> = Vec::new();
    // Top-down leaves the root for last: it follows from its children,
    // which are needed anyway.
    let order: Vec<u32> =
        if config.bottom_up { (min..=top).collect() } else { (min..top).rev().chain(std::iter::once(top)).collect() };
    let mut stopped = false;
    let mut solved = BTreeSet::new();
    for e in order {
        // The champion's own lines first: the replies to the book's move at
        // the positions two levels up.
        let lines = champion_lines(&levels, &known, e);
        let mut todo: Vec<&Position> = levels[e as usize].iter().collect();
        todo.sort_by_key(|p| !lines.contains(&key(p)));
        let mut to_solve = Vec::new();
        for p in todo {
            if known.contains_key(&key(p)) {
                continue;
            }
            if e > min
                && let Some(d) = minimax(p, &known)
            {
                known.insert(key(p), d);
                continue;
            }
            to_solve.push(*p);
        }
        if to_solve.is_empty() || stopped {
            continue;
        }
        let whole = config.threads > 1 && e <= WHOLE_POSITIONS && to_solve.len() >= 4 * config.threads;
        if whole && workers.is_empty() {
            // The table shared out: each worker gets its part of the memory.
            let bits = config.table_bits.saturating_sub(config.threads.next_power_of_two().trailing_zeros()).max(16);
            workers = (0..config.threads)
                .map(|_| Solver::new(Config { table_bits: bits, threads: 1, ..Config::default() }))
                .collect();
        }
        let pool: Vec<&Solver> = if whole { workers.iter().collect() } else { vec![&solver] };
        let state = Mutex::new(Sink { known: &mut known, solved: &mut solved, journal: journal.as_mut() });
        let next = AtomicUsize::new(0);
        let halt = AtomicBool::new(false);
        let failure: Mutex<Option<BuildError>> = Mutex::new(None);
        std::thread::scope(|scope| {
            for s in &pool {
                scope.spawn(|| {
                    loop {
                        if halt.load(Ordering::Relaxed)
                            || cancel.load(Ordering::Relaxed)
                            || deadline.is_some_and(|d| Instant::now() >= d)
                        {
                            halt.store(true, Ordering::Relaxed);
                            return;
                        }
                        let Some(p) = to_solve.get(next.fetch_add(1, Ordering::Relaxed)) else { return };
                        let sol = s.solve_with(p, cancel, &|_| {});
                        let (true, Some(mv)) = (sol.exact, sol.best_move) else {
                            halt.store(true, Ordering::Relaxed);
                            return;
                        };
                        let value = i8::try_from(sol.value).unwrap_or(i8::MAX);
                        let Ok(mut sink) = state.lock() else { return };
                        if let Err(err) = sink.record(p, value, mv, config.journal.as_deref()) {
                            halt.store(true, Ordering::Relaxed);
                            if let Ok(mut f) = failure.lock() {
                                f.get_or_insert(err);
                            }
                            return;
                        }
                        let done = sink.known.len();
                        drop(sink);
                        progress(&report(done));
                    }
                });
            }
        });
        if let Some(err) = failure.into_inner().ok().flatten() {
            return Err(err);
        }
        stopped |= halt.load(Ordering::Relaxed);
    }
    // Derive what can be derived, and check the solves that could be.
    let mut checked = 0;
    for e in min + 1..=top {
        for p in &levels[e as usize] {
            let Some((v, m)) = minimax(p, &known) else { continue };
            match known.get(&key(p)) {
                Some(&(w, _)) if w != v => return Err(BuildError::Inconsistent(p.to_string(), w, v)),
                Some(_) => checked += usize::from(solved.contains(&key(p))),
                None => {
                    known.insert(key(p), (v, m));
                }
            }
        }
    }
    let complete: Vec<bool> =
        (0..=16).map(|e| !levels[e].is_empty() && levels[e].iter().all(|p| known.contains_key(&key(p)))).collect();
    let mut complete_from = top;
    while complete_from > min && complete[complete_from as usize - 1] {
        complete_from -= 1;
    }
    if !complete[top as usize] {
        complete_from = 0;
    }
    let lowest = (min..=top).find(|&e| levels[e as usize].iter().any(|p| known.contains_key(&key(p)))).unwrap_or(top);
    let list = known
        .into_iter()
        .filter_map(|((cells, filled), (value, best_move))| {
            Board::from_parts(cells, filled).map(|board| Entry { board, value, best_move })
        })
        .collect();
    let mut book = Book::new(lowest, list);
    book.complete_from = complete_from;
    let sizes = (0..=16).map(|e| levels[e].len()).collect();
    Ok(Built { book, sizes, checked, stopped })
}

/// Up to this many empty squares a position is solved in about a second,
/// so a build with several threads gives each thread whole positions (one
/// one-thread solver each, the table shared out) rather than splitting one
/// search: no thread waits for another at the root.
pub const WHOLE_POSITIONS: u32 = 12;

/// Where the workers of one level put what they solved.
struct Sink<'a> {
    known: &'a mut Known,
    solved: &'a mut BTreeSet<(u64, u16)>,
    journal: Option<&'a mut std::fs::File>,
}

impl Sink<'_> {
    /// Keeps a solved position and appends it to the journal.
    fn record(&mut self, p: &Position, value: i8, mv: Move, path: Option<&std::path::Path>) -> Result<(), BuildError> {
        if let (Some(f), Some(path)) = (self.journal.as_mut(), path) {
            writeln!(f, "{p} {value} {mv}")
                .and_then(|()| f.flush())
                .map_err(|e| journal_error(path, &e.to_string()))?;
        }
        self.known.insert(key(p), (value, mv));
        self.solved.insert(key(p));
        Ok(())
    }
}

/// What a build gives.
#[derive(Clone, Debug)]
pub struct Built {
    /// The book.
    pub book: Book,
    /// How many canonical positions each level has (index = empty squares).
    pub sizes: Vec<usize>,
    /// Positions solved in this run and also derived from their children,
    /// agreeing.
    pub checked: usize,
    /// Whether the build stopped before every position was known.
    pub stopped: bool,
}

/// The canonical positions with `e` empty squares that follow a known
/// position two levels up, its book move and any reply.
fn champion_lines(levels: &[Vec<Position>], known: &Known, e: u32) -> BTreeSet<(u64, u16)> {
    let mut out = BTreeSet::new();
    for p in levels.get(e as usize + 2).into_iter().flatten() {
        let Some(&(_, mv)) = known.get(&key(p)) else { continue };
        let mut b = *p.board();
        let _ = b.put(mv.square, mv.piece);
        let Some(mid) = Position::new(b, [0, 0]) else { continue };
        for r in mid.legal_moves() {
            let mut b = *mid.board();
            let _ = b.put(r.square, r.piece);
            if let Some(c) = Position::new(b, [0, 0]) {
                out.insert(key(&canonical(&c).0));
            }
        }
    }
    out
}

/// What is known of each position, by its key: the value for First of the
/// points to come and a best move.
type Known = BTreeMap<(u64, u16), (i8, Move)>;

fn key(p: &Position) -> (u64, u16) {
    (p.board().cells(), p.board().filled())
}

/// The value for First of the points to come at `p` (points 0:0) and its
/// first best move in move order, from its children's entries.
pub(crate) fn minimax(p: &Position, entries: &Known) -> Option<(i8, Move)> {
    let first = p.mover() == Player::First;
    let mut best: Option<(i32, Move)> = None;
    for m in p.legal_moves() {
        let v = child_value(p, m, |k| entries.get(&k).map(|e| e.0))?;
        let better = match best {
            None => true,
            Some((b, _)) => (first && v > b) || (!first && v < b),
        };
        if better {
            best = Some((v, m));
        }
    }
    best.and_then(|(v, m)| Some((i8::try_from(v).ok()?, m)))
}

/// The value for First of the points to come after `m` at `p`: the move's
/// points (for the mover) plus the child's entry found by `value_of`.
pub(crate) fn child_value(p: &Position, m: Move, value_of: impl Fn((u64, u16)) -> Option<i8>) -> Option<i32> {
    let gain = i32::from(p.points_of(m));
    let mut b = *p.board();
    let _ = b.put(m.square, m.piece);
    let child = Position::new(b, [0, 0])?;
    let sign = if p.mover() == Player::First { 1 } else { -1 };
    if child.is_over() {
        return Some(sign * gain);
    }
    let c = canonical(&child).0;
    let v = value_of((c.board().cells(), c.board().filled()))?;
    Some(sign * gain + i32::from(v))
}

fn journal_error(path: &std::path::Path, reason: &str) -> BuildError {
    BuildError::Journal { path: path.display().to_string(), reason: reason.to_string() }
}

/// Reads a journal (a missing file is an empty journal): lines
/// `POSITION VALUE MOVE`, e.g. `Ts.../..../..../.Qs.. 0:0 -1 Tl@b2`.
fn read_journal(path: &std::path::Path) -> Result<Known, BuildError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(e) => return Err(journal_error(path, &e.to_string())),
    };
    let mut out = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let bad = || journal_error(path, &format!("line {} is not `POSITION VALUE MOVE`", i + 1));
        let parts: Vec<&str> = line.split_whitespace().collect();
        let [diagram, points, value, mv] = parts[..] else { return Err(bad()) };
        let p: Position = format!("{diagram} {points}").parse().map_err(|_| bad())?;
        let value: i8 = value.parse().map_err(|_| bad())?;
        let mv: Move = mv.parse().map_err(|_| bad())?;
        if p.check(mv).is_err() || canonical(&p).0 != p {
            return Err(bad());
        }
        out.insert((p.board().cells(), p.board().filled()), (value, mv));
    }
    Ok(out)
}
