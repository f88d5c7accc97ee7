//! The exact solver: the game value (First's final points minus Second's
//! with best play, points so far included) by MTD(f) null-window searches
//! over the small score range, both cores sharing one transposition table
//! (the first root move's replies split between them, then the other root
//! moves), with progress, cancellation and resumable checkpoints.

mod checkpoint;
mod endgame;
mod five;
mod four;
mod holes;
mod key;
mod leaves;
pub(crate) mod node;
pub(crate) mod search;
mod six;
pub(crate) mod table;
mod tally;

pub use checkpoint::Checkpoint;
pub use search::Tuning;

use crate::error::Error;
use crate::moves::Move;
use crate::piece::Player;
use crate::position::Position;
use node::Node;
use search::{Pinned, Searcher, Shared};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use table::Table;

/// A search depth larger than any number of empties: exact search.
pub(crate) const FULL: u32 = 64;

/// How the solver runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The transposition table has `2^table_bits` entries of 8 bytes
    /// (default 24: 128 MiB).
    pub table_bits: u32,
    /// Worker threads at the root (default: all cores).
    pub threads: usize,
    /// Search tuning.
    pub tuning: Tuning,
    /// Where to save checkpoints, if anywhere.
    pub checkpoint: Option<PathBuf>,
    /// How often to save a checkpoint (also saved after each root test).
    pub checkpoint_every: Duration,
    /// How often to call the progress callback.
    pub progress_every: Duration,
    /// Nodes within this many plies of the root are kept in checkpoints...
    pub pin_plies: u32,
    /// ...when the root has at least this many empty squares (smaller
    /// solves are quick and keep only the root's bounds).
    pub pin_from: u32,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            table_bits: 24,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            tuning: Tuning::default(),
            checkpoint: None,
            checkpoint_every: Duration::from_secs(60),
            progress_every: Duration::from_millis(500),
            pin_plies: 3,
            pin_from: 12,
        }
    }
}

/// A progress report of a running solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the start (including earlier runs when resumed).
    pub elapsed_ms: u64,
    /// Proved lower bound on the value.
    pub lower: i32,
    /// Proved upper bound on the value.
    pub upper: i32,
    /// The null-window test under way: `Some(t)` asks whether the value is
    /// at least `t` (a test of the root mover's points turned into First's
    /// final points minus Second's).
    pub testing: Option<i32>,
    /// Work items of the current test finished (root moves, or the
    /// replies to the root move being split between the threads)...
    pub done: u32,
    /// ...out of this many.
    pub total: u32,
}

/// The result of a solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solution {
    /// The position solved.
    pub position: Position,
    /// The value (First's final points minus Second's with best play) when
    /// `exact`; otherwise the proved lower bound.
    pub value: i32,
    /// A best move (none when the game is over).
    pub best_move: Option<Move>,
    /// Whether the value is proved (false when cancelled).
    pub exact: bool,
    /// Proved lower bound on the value.
    pub lower: i32,
    /// Proved upper bound on the value.
    pub upper: i32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: u64,
}

/// The exact solver. It keeps its transposition table between solves.
pub struct Solver {
    config: Config,
    table: Table,
}

/// One distinct root move: the move, the child node and its points.
#[derive(Copy, Clone)]
struct RootMove {
    mv: Move,
    child: Node,
    gain: i32,
}

enum Test {
    High(i32, Move),
    Low(i32),
    Aborted,
}

/// Bookkeeping of one run, shared by the worker threads.
struct Run<'a> {
    solver: &'a Solver,
    position: Position,
    start: Instant,
    earlier_ms: u64,
    nodes: AtomicU64,
    lower: AtomicI32,
    upper: AtomicI32,
    best: Mutex<Option<Move>>,
    last_report: AtomicU64,
    last_checkpoint: AtomicU64,
    pinned: Pinned,
    progress: &'a (dyn Fn(&Progress) + Sync),
    /// The mover's threshold of the current test (`i32::MIN`: none).
    testing: AtomicI32,
    done: AtomicU32,
    total: AtomicU32,
}

impl Progress {
    /// One line for people: nodes, bounds and the test under way.
    #[must_use]
    pub fn describe(&self) -> String {
        let mut s = format!("{} nodes, value in [{}, {}]", self.nodes, self.lower, self.upper);
        if let Some(t) = self.testing {
            s.push_str(&format!("; is it ≥ {t}? {}/{} done", self.done, self.total));
        }
        s
    }
}

impl Run<'_> {
    fn elapsed_ms(&self) -> u64 {
        self.earlier_ms + self.start.elapsed().as_millis() as u64
    }

    /// Final-value bounds from bounds on the mover's remaining points.
    fn to_final(&self, lo: i32, hi: i32) -> (i32, i32) {
        let d = self.position.score_difference();
        if self.position.mover() == Player::First { (d + lo, d + hi) } else { (d - hi, d - lo) }
    }

    fn progress(&self) -> Progress {
        let (lower, upper) = self.to_final(self.lower.load(Ordering::Relaxed), self.upper.load(Ordering::Relaxed));
        let beta = self.testing.load(Ordering::Relaxed);
        // "Mover's points ≥ beta" is "value ≥ t" for First, "value ≤ t" for
        // Second, that is "value ≥ t + 1" failing.
        let testing = (beta != i32::MIN).then(|| {
            let (t, _) = self.to_final(beta, beta);
            if self.position.mover() == Player::First { t } else { t + 1 }
        });
        Progress {
            nodes: self.nodes.load(Ordering::Relaxed),
            elapsed_ms: self.elapsed_ms(),
            lower,
            upper,
            testing,
            done: self.done.load(Ordering::Relaxed),
            total: self.total.load(Ordering::Relaxed),
        }
    }

    /// Starts counting `total` work items.
    fn work(&self, total: usize) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(u32::try_from(total).unwrap_or(u32::MAX), Ordering::Relaxed);
    }

    fn finished_one(&self) {
        self.done.fetch_add(1, Ordering::Relaxed);
    }

    /// Called by the searchers every few thousand nodes.
    fn tick(&self) {
        let now = self.start.elapsed().as_millis() as u64;
        let last = self.last_report.load(Ordering::Relaxed);
        let every = self.solver.config.progress_every.as_millis() as u64;
        if now >= last + every
            && self.last_report.compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed).is_ok()
        {
            (self.progress)(&self.progress());
            let lc = self.last_checkpoint.load(Ordering::Relaxed);
            if now >= lc + self.solver.config.checkpoint_every.as_millis() as u64 {
                self.last_checkpoint.store(now, Ordering::Relaxed);
                // A failed periodic save is retried at the next one.
                let _ = self.save();
            }
        }
    }

    fn checkpoint(&self) -> Checkpoint {
        let p = self.progress();
        let entries = self.pinned.lock().map_or_else(
            |_| Vec::new(),
            |m| {
                let mut v: Vec<(String, i8, i8)> = m.iter().map(|(k, &(l, u))| (format!("{k:032x}"), l, u)).collect();
                v.sort();
                v
            },
        );
        Checkpoint {
            version: 1,
            position: self.position.to_string(),
            lower: p.lower,
            upper: p.upper,
            best_move: self.best.lock().ok().and_then(|b| b.map(|m| m.to_string())),
            nodes: p.nodes,
            elapsed_ms: p.elapsed_ms,
            entries,
        }
    }

    fn save(&self) -> Result<(), Error> {
        match &self.solver.config.checkpoint {
            Some(path) => self.checkpoint().save(path),
            None => Ok(()),
        }
    }
}

impl Solver {
    /// A solver with this configuration.
    #[must_use]
    pub fn new(config: Config) -> Solver {
        let table = Table::new(config.table_bits);
        Solver { config, table }
    }

    /// The configuration.
    #[must_use]
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Forgets everything learnt in earlier solves.
    pub fn clear(&self) {
        self.table.clear();
    }

    /// Solves a position exactly (no progress, no cancellation).
    #[must_use]
    pub fn solve(&self, pos: &Position) -> Solution {
        self.solve_with(pos, &AtomicBool::new(false), &|_| {})
    }

    /// Solves a position, calling `progress` now and then, stopping early
    /// (inexact) once `cancel` is set, saving checkpoints if configured.
    pub fn solve_with(&self, pos: &Position, cancel: &AtomicBool, progress: &(dyn Fn(&Progress) + Sync)) -> Solution {
        self.run(*pos, None, cancel, progress)
    }

    /// Resumes an interrupted solve from its checkpoint file.
    pub fn resume(
        &self,
        checkpoint: &std::path::Path,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&Progress) + Sync),
    ) -> Result<Solution, Error> {
        let c = Checkpoint::load(checkpoint)?;
        let pos: Position = c.position.parse().map_err(|e: Error| Error::Checkpoint(e.to_string()))?;
        Ok(self.run(pos, Some(c), cancel, progress))
    }

    fn run(
        &self,
        pos: Position,
        from: Option<Checkpoint>,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&Progress) + Sync),
    ) -> Solution {
        let node = Node::of(&pos);
        let empties = node.empties();
        let an = node.analyse();
        let mut pinned = HashMap::new();
        let (mut lo, mut hi) = (-an.opp_bound, an.bound);
        let mut best = None;
        let (mut earlier_ms, mut earlier_nodes) = (0, 0);
        let d = pos.score_difference();
        let first = pos.mover() == Player::First;
        if let Some(c) = &from {
            for (k, l, u) in &c.entries {
                if let Ok(k) = u128::from_str_radix(k, 16) {
                    pinned.insert(k, (*l, *u));
                }
            }
            let (clo, chi) = if first { (c.lower - d, c.upper - d) } else { (d - c.upper, d - c.lower) };
            if clo.max(lo) <= chi.min(hi) {
                lo = lo.max(clo);
                hi = hi.min(chi);
            }
            best = c.best_move.as_deref().and_then(|m| m.parse::<Move>().ok());
            earlier_ms = c.elapsed_ms;
            earlier_nodes = c.nodes;
        }
        let run = Run {
            solver: self,
            position: pos,
            start: Instant::now(),
            earlier_ms,
            nodes: AtomicU64::new(earlier_nodes),
            lower: AtomicI32::new(lo),
            upper: AtomicI32::new(hi),
            best: Mutex::new(best),
            last_report: AtomicU64::new(0),
            last_checkpoint: AtomicU64::new(0),
            pinned: Mutex::new(pinned),
            progress,
            testing: AtomicI32::new(i32::MIN),
            done: AtomicU32::new(0),
            total: AtomicU32::new(0),
        };
        let mut moves = root_moves(&pos);
        if let Some(b) = best
            && let Some(i) = moves.iter().position(|m| m.mv == b)
        {
            moves[..=i].rotate_right(1);
        }
        let pin_min =
            if empties >= self.config.pin_from { empties.saturating_sub(self.config.pin_plies) } else { FULL };
        let mut guess = 0i32.clamp(lo, hi);
        let mut cancelled = false;
        while lo < hi || (best.is_none() && !moves.is_empty()) {
            let beta = if lo == hi {
                lo
            } else if guess <= lo {
                lo + 1
            } else {
                guess.min(hi)
            };
            run.testing.store(beta, Ordering::Relaxed);
            match self.test(&run, &moves, beta, pin_min, cancel) {
                Test::High(v, mv) => {
                    lo = lo.max(v);
                    best = Some(mv);
                    if let Ok(mut b) = run.best.lock() {
                        *b = Some(mv);
                    }
                    if let Some(i) = moves.iter().position(|m| m.mv == mv) {
                        moves[..=i].rotate_right(1);
                    }
                    guess = v;
                }
                Test::Low(v) => {
                    if lo == hi {
                        // Only possible through a hash collision: give up the move.
                        break;
                    }
                    hi = hi.min(v);
                    guess = v;
                }
                Test::Aborted => {
                    cancelled = true;
                    break;
                }
            }
            if lo > hi {
                // Only possible through a hash collision; keep the new bound.
                hi = lo;
            }
            run.lower.store(lo, Ordering::Relaxed);
            run.upper.store(hi, Ordering::Relaxed);
            let _ = run.save();
        }
        let _ = run.save();
        let p = run.progress();
        let exact = !cancelled && lo == hi;
        Solution {
            position: pos,
            value: p.lower,
            best_move: best,
            exact,
            lower: p.lower,
            upper: p.upper,
            nodes: p.nodes,
            elapsed_ms: p.elapsed_ms,
        }
    }

    /// Is the mover's remaining value at least `beta`? With several
    /// threads the first root move is searched first, its replies shared
    /// out between the threads (the first move usually decides a test that
    /// succeeds, and its child then needs all its replies refuted); then
    /// the threads take the other root moves from one queue, the first move
    /// reaching `beta` stopping the rest.
    fn test(&self, run: &Run<'_>, moves: &[RootMove], beta: i32, pin_min: u32, cancel: &AtomicBool) -> Test {
        let threads = self.config.threads.max(1);
        let tick = || run.tick();
        let mut first = 0;
        let mut max_low = i32::MIN;
        // The first root move, and the last ones when fewer remain than
        // threads, share their replies between the threads.
        while threads > 1
            && let Some(m) = moves.get(first)
            && m.child.empties() >= SPLIT_MIN
            && (first == 0 || moves.len() - first < threads)
        {
            match self.split(run, m, beta, pin_min, cancel, threads) {
                Split::High(v) => return Test::High(v, m.mv),
                Split::Low(v) => {
                    max_low = max_low.max(v);
                    first += 1;
                }
                Split::Aborted => return Test::Aborted,
            }
        }
        if first == moves.len() {
            return Test::Low(max_low);
        }
        run.work(moves.len() - first);
        let stop = AtomicBool::new(false);
        let next = AtomicUsize::new(first);
        let found: Mutex<Option<(i32, Move)>> = Mutex::new(None);
        let max_low = AtomicI32::new(max_low);
        let shared = self.shared(run, pin_min, &stop, cancel, &tick);
        let work = || {
            let mut s = Searcher::new(&shared);
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= moves.len() || stop.load(Ordering::Relaxed) {
                    break;
                }
                let m = moves[i];
                let c = s.search(&m.child, m.gain - beta, m.gain - beta + 1, FULL);
                if s.aborted {
                    break;
                }
                let v = m.gain - c;
                if v >= beta {
                    if let Ok(mut f) = found.lock()
                        && f.is_none_or(|(fv, _)| v > fv)
                    {
                        *f = Some((v, m.mv));
                    }
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
                max_low.fetch_max(v, Ordering::Relaxed);
                run.finished_one();
            }
            s.flush();
        };
        if threads == 1 {
            work();
        } else {
            on_threads(threads, &work);
        }
        if let Some((v, mv)) = found.into_inner().ok().flatten() {
            return Test::High(v, mv);
        }
        if cancel.load(Ordering::Relaxed) {
            return Test::Aborted;
        }
        Test::Low(max_low.load(Ordering::Relaxed))
    }

    /// What the threads of one test share.
    fn shared<'a>(
        &'a self,
        run: &'a Run<'_>,
        pin_min: u32,
        stop: &'a AtomicBool,
        cancel: &'a AtomicBool,
        tick: &'a (dyn Fn() + Sync),
    ) -> Shared<'a> {
        Shared {
            table: &self.table,
            pinned: &run.pinned,
            pin_min,
            stop,
            cancel,
            nodes: &run.nodes,
            tuning: self.config.tuning,
            tick,
        }
    }

    /// Tests one root move by sharing its child's replies between the
    /// threads: the move reaches `beta` when no reply reaches the child's
    /// null window.
    fn split(
        &self,
        run: &Run<'_>,
        m: &RootMove,
        beta: i32,
        pin_min: u32,
        cancel: &AtomicBool,
        threads: usize,
    ) -> Split {
        let tick = || run.tick();
        let stop = AtomicBool::new(false);
        let shared = self.shared(run, pin_min, &stop, cancel, &tick);
        // The child's value (for the opponent) against (ca, cb).
        let (ca, cb) = (m.gain - beta, m.gain - beta + 1);
        let c = m.child;
        let replies = distinct(&c, Searcher::new(&shared).ordered_moves(&c), self.config.tuning.canonical_min);
        run.work(replies.len());
        let next = AtomicUsize::new(0);
        let best = AtomicI32::new(i32::MIN);
        let best_mv = Mutex::new(None);
        let work = || {
            let mut s = Searcher::new(&shared);
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= replies.len() || stop.load(Ordering::Relaxed) {
                    break;
                }
                let (p, sq, g) = replies[i];
                let v = g - s.search(&c.play(p, sq), g - cb, g - ca, FULL);
                if s.aborted {
                    break;
                }
                if best.fetch_max(v, Ordering::Relaxed) < v
                    && let Ok(mut b) = best_mv.lock()
                {
                    *b = Some(p << 4 | sq);
                }
                if v >= cb {
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
                run.finished_one();
            }
            s.flush();
        };
        on_threads(threads, &work);
        let v = best.load(Ordering::Relaxed);
        let mv = best_mv.into_inner().ok().flatten();
        let recorder = Searcher::new(&shared);
        if v >= cb {
            // Refuted: the child is worth at least v to the opponent.
            recorder.record(&c, v, 64, mv);
            return Split::Low(m.gain - v);
        }
        if cancel.load(Ordering::Relaxed) {
            return Split::Aborted;
        }
        if replies.is_empty() {
            return Split::High(m.gain);
        }
        recorder.record(&c, -64, v, mv);
        Split::High(m.gain - v)
    }
}

/// The moves of `n` with one per class of symmetric children (when the
/// children are keyed with their symmetries), in their order: two threads
/// must not search twin subtrees at once.
fn distinct(n: &Node, moves: Vec<(u8, u8, i32)>, canonical_min: u32) -> Vec<(u8, u8, i32)> {
    if n.empties() <= canonical_min {
        return moves;
    }
    let mut seen = std::collections::HashSet::new();
    moves
        .into_iter()
        .filter(|&(p, sq, g)| {
            let child = n.play(p, sq);
            seen.insert((child.canonical_key(&child.analyse()), g))
        })
        .collect()
}

/// Runs `work` on `threads` threads at once and waits for them.
fn on_threads(threads: usize, work: &(dyn Fn() + Sync)) {
    rayon::scope(|sc| {
        for _ in 0..threads {
            sc.spawn(|_| work());
        }
    });
}

/// Root moves whose child has at least this many empty squares are tested
/// by sharing the child's replies between the threads.
const SPLIT_MIN: u32 = 7;

enum Split {
    High(i32),
    Low(i32),
    Aborted,
}

/// The root moves, one per class of symmetric children, most points first.
fn root_moves(pos: &Position) -> Vec<RootMove> {
    let node = Node::of(pos);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for mv in pos.legal_moves() {
        let child = node.play(mv.piece.code(), mv.square.index());
        let gain = node.gain(mv.piece.code(), mv.square.index());
        let key = child.canonical_key(&child.analyse());
        if seen.insert((key, gain)) {
            out.push(RootMove { mv, child, gain });
        }
    }
    out.sort_by_key(|m| -m.gain);
    out
}

/// Solves a position with a fresh default solver (a small table).
#[must_use]
pub fn solve(pos: &Position) -> Solution {
    Solver::new(Config { table_bits: 20, ..Config::default() }).solve(pos)
}
