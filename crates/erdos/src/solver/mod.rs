//! The exact solver of version II (complete information): the value of a
//! position — First wins, Second wins or draw — by null-window alpha-beta
//! tests at the root, the root moves (one per symmetry class) shared by all
//! threads, with progress, cancellation and resumable checkpoints.
//!
//! **The state is the board, the owners and nothing else.** In version II
//! the pool holds `n` pieces of each number, but a number appears at most
//! once in each of the `n` rows, so at most `n` copies of it can ever be on
//! the board: the pool never runs out of a number a legal placement needs,
//! and the pool constraint is never binding. The mover follows from the
//! number of pieces placed. So a position (board + owners) is the whole
//! state, and the pool need not be stored or hashed.

mod checkpoint;
mod line;
pub(crate) mod search;

pub use checkpoint::Checkpoint;

use crate::error::Error;
use crate::movegen::{effect, mirror_reply};
use crate::moves::Move;
use crate::outcome::Reason;
use crate::player::Player;
use crate::position::Position;
use crate::rules::Rules;
use crate::symmetry::canonical_key;
use crate::table::Table;
use search::{Pinned, Searcher, Shared, full_value};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI8, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The value of a position with best play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Value {
    /// First wins.
    First,
    /// Second wins.
    Second,
    /// Neither can win.
    Draw,
}

impl Value {
    /// From −1 / 0 / +1 for First.
    #[must_use]
    pub const fn of_first(v: i8) -> Value {
        match v {
            1 => Value::First,
            -1 => Value::Second,
            _ => Value::Draw,
        }
    }
}

/// How the solver runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The table has `2^table_bits` entries of 16 bytes (default 22: 64 MiB).
    pub table_bits: u32,
    /// Worker threads at the root (default: all cores).
    pub threads: usize,
    /// Where to save checkpoints, if anywhere.
    pub checkpoint: Option<PathBuf>,
    /// How often to save a checkpoint (also saved after each root test).
    pub checkpoint_every: Duration,
    /// How often to call the progress callback.
    pub progress_every: Duration,
    /// Nodes within this many plies of the root are kept in checkpoints
    /// (when the root has 12 empties or more).
    pub pin_plies: u32,
    /// Also find a principal line (and so the reason) once the value is known.
    pub principal_line: bool,
    /// Give up (inexact) after this many positions (default: no limit).
    pub node_limit: u64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            table_bits: 22,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            checkpoint: None,
            checkpoint_every: Duration::from_secs(60),
            progress_every: Duration::from_millis(500),
            pin_plies: 3,
            principal_line: true,
            node_limit: u64::MAX,
        }
    }
}

/// A progress report of a running solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Positions searched so far.
    pub nodes: u64,
    /// Milliseconds since the start (earlier runs included when resumed).
    pub elapsed_ms: u64,
    /// Proved lower bound for First (−1, 0, +1).
    pub lower: i8,
    /// Proved upper bound for First.
    pub upper: i8,
    /// Root moves finished in the current test.
    pub root_done: u64,
    /// Distinct root moves.
    pub root_total: u64,
}

/// The result of a solve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solution {
    /// The position solved.
    pub position: Position,
    /// The value, when proved.
    pub value: Option<Value>,
    /// Whether the value is proved (false when cancelled).
    pub exact: bool,
    /// Proved lower bound for First (−1 Second wins, 0 draw, +1 First wins).
    pub lower: i8,
    /// Proved upper bound for First.
    pub upper: i8,
    /// How the game ends along the principal line found (the winner's
    /// choices keep the value; the loser's are the first in move order):
    /// `blocked` or `columns`.
    pub reason: Option<Reason>,
    /// A best move for the mover (none when the game is over).
    pub best_move: Option<Move>,
    /// The principal line found, when asked for.
    pub line: Vec<Move>,
    /// Positions searched.
    pub nodes: u64,
    /// Seconds spent (earlier runs included when resumed).
    pub seconds: f64,
    /// Share of table probes that found their position.
    pub hit_rate: f64,
    /// Bytes of the transposition table.
    pub table_bytes: usize,
}

/// The exact solver; it keeps its table between solves of the same rules.
pub struct Solver {
    config: Config,
    table: Table,
}

/// One distinct root move and its child.
#[derive(Copy, Clone)]
struct RootMove {
    mv: Move,
    child: Position,
}

/// Bookkeeping of one run, shared by the worker threads.
struct Run<'a> {
    config: &'a Config,
    rules: Rules,
    position: Position,
    start: Instant,
    earlier_ms: u64,
    nodes: AtomicU64,
    probes: AtomicU64,
    hits: AtomicU64,
    lower: AtomicI8,
    upper: AtomicI8,
    root_done: AtomicU64,
    root_total: u64,
    last_report: AtomicU64,
    last_checkpoint: AtomicU64,
    pinned: Pinned,
    progress: &'a (dyn Fn(&Progress) + Sync),
}

impl Run<'_> {
    fn elapsed_ms(&self) -> u64 {
        self.earlier_ms + self.start.elapsed().as_millis() as u64
    }

    fn progress(&self) -> Progress {
        Progress {
            nodes: self.nodes.load(Ordering::Relaxed),
            elapsed_ms: self.elapsed_ms(),
            lower: self.lower.load(Ordering::Relaxed),
            upper: self.upper.load(Ordering::Relaxed),
            root_done: self.root_done.load(Ordering::Relaxed),
            root_total: self.root_total,
        }
    }

    fn tick(&self) {
        let now = self.start.elapsed().as_millis() as u64;
        let last = self.last_report.load(Ordering::Relaxed);
        if now >= last + self.config.progress_every.as_millis() as u64
            && self.last_report.compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed).is_ok()
        {
            (self.progress)(&self.progress());
            let lc = self.last_checkpoint.load(Ordering::Relaxed);
            if now >= lc + self.config.checkpoint_every.as_millis() as u64 {
                self.last_checkpoint.store(now, Ordering::Relaxed);
                // A failed periodic save is retried at the next one.
                let _ = self.save();
            }
        }
    }

    fn save(&self) -> Result<(), Error> {
        let Some(path) = &self.config.checkpoint else { return Ok(()) };
        let p = self.progress();
        let mut entries: Vec<(String, i8, i8)> = self
            .pinned
            .lock()
            .map(|m| m.iter().map(|(k, &(l, u))| (format!("{k:032x}"), l, u)).collect())
            .unwrap_or_default();
        entries.sort();
        Checkpoint {
            version: 1,
            rules: self.rules,
            position: self.position.to_string(),
            lower: p.lower,
            upper: p.upper,
            nodes: p.nodes,
            elapsed_ms: p.elapsed_ms,
            entries,
        }
        .save(path)
    }
}

/// Whether a draw is possible: an even count of columns, or columns that
/// can stay unconquered when full (Erdős–Szekeres: any `n` > (run−1)²
/// distinct numbers hold a monotone run of length `run`).
fn draws_possible(rules: &Rules) -> bool {
    let n = u32::from(rules.size);
    let r = u32::from(rules.run) - 1;
    n % 2 == 0 || n <= r * r
}

impl Solver {
    /// A solver with this configuration.
    #[must_use]
    pub fn new(config: Config) -> Solver {
        let table = Table::new(config.table_bits);
        Solver { config, table }
    }

    /// Forgets everything learnt (needed before solving under other rules).
    pub fn clear(&self) {
        self.table.clear();
    }

    /// Bytes of the transposition table.
    #[must_use]
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Table entries in use.
    #[must_use]
    pub fn table_used(&self) -> usize {
        self.table.used()
    }

    /// Solves a position exactly (no progress, no cancellation).
    pub fn solve(&self, rules: &Rules, pos: &Position) -> Result<Solution, Error> {
        self.solve_with(rules, pos, &AtomicBool::new(false), &|_| {})
    }

    /// Solves a position, calling `progress` now and then, stopping early
    /// (inexact) once `cancel` is set, saving checkpoints if configured.
    pub fn solve_with(
        &self,
        rules: &Rules,
        pos: &Position,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&Progress) + Sync),
    ) -> Result<Solution, Error> {
        self.run(rules, pos, None, cancel, progress)
    }

    /// Resumes an interrupted solve from its checkpoint file.
    pub fn resume(
        &self,
        checkpoint: &Path,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&Progress) + Sync),
    ) -> Result<Solution, Error> {
        let c = Checkpoint::load(checkpoint)?;
        let pos: Position = c.position.parse().map_err(|e: Error| Error::Checkpoint(e.to_string()))?;
        let rules = c.rules;
        self.run(&rules, &pos, Some(c), cancel, progress)
    }

    fn run(
        &self,
        rules: &Rules,
        pos: &Position,
        from: Option<Checkpoint>,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&Progress) + Sync),
    ) -> Result<Solution, Error> {
        rules.validate()?;
        if pos.size() != rules.size || rules.size > 6 {
            return Err(Error::NotSupported(format!(
                "the exact solver takes boards of 3×3 to 6×6 matching the rules' size {} (the position is {}×{})",
                rules.size,
                pos.size(),
                pos.size()
            )));
        }
        pos.check_owners(rules.run)?;
        let start = Instant::now();
        let sign = if pos.mover() == Player::First { 1 } else { -1 };
        let mut sol = Solution {
            position: *pos,
            value: None,
            exact: false,
            lower: -1,
            upper: 1,
            reason: None,
            best_move: None,
            line: Vec::new(),
            nodes: 0,
            seconds: 0.0,
            hit_rate: 0.0,
            table_bytes: self.table.bytes(),
        };
        // Over already.
        let terminal = if pos.is_full() {
            Some((full_value(pos), Reason::Columns))
        } else if pos.legal_moves().is_empty() {
            Some((-1, Reason::Blocked))
        } else {
            None
        };
        if let Some((v, reason)) = terminal {
            let f = v * sign;
            return Ok(Solution {
                value: Some(Value::of_first(f)),
                exact: true,
                lower: f,
                upper: f,
                reason: Some(reason),
                ..sol
            });
        }
        let (mut lo, mut hi) = (-1i8, 1i8);
        let mut pinned = HashMap::new();
        let (mut earlier_ms, mut earlier_nodes) = (0, 0);
        if let Some(c) = &from {
            for (k, l, u) in &c.entries {
                if let Ok(k) = u128::from_str_radix(k, 16) {
                    pinned.insert(k, (*l, *u));
                }
            }
            let (cl, cu) = if sign == 1 { (c.lower, c.upper) } else { (-c.upper, -c.lower) };
            if cl.max(lo) <= cu.min(hi) {
                lo = lo.max(cl);
                hi = hi.min(cu);
            }
            earlier_ms = c.elapsed_ms;
            earlier_nodes = c.nodes;
        }
        let moves = root_moves(rules, pos);
        let empties = pos.empties();
        let pin_min = if empties >= 12 { empties.saturating_sub(self.config.pin_plies) } else { 99 };
        let to_first = |l: i8, h: i8| if sign == 1 { (l, h) } else { (-h, -l) };
        let (fl, fh) = to_first(lo, hi);
        let run = Run {
            config: &self.config,
            rules: *rules,
            position: *pos,
            start,
            earlier_ms,
            nodes: AtomicU64::new(earlier_nodes),
            probes: AtomicU64::new(0),
            hits: AtomicU64::new(0),
            lower: AtomicI8::new(fl),
            upper: AtomicI8::new(fh),
            root_done: AtomicU64::new(0),
            root_total: moves.len() as u64,
            last_report: AtomicU64::new(0),
            last_checkpoint: AtomicU64::new(0),
            pinned: Mutex::new(pinned),
            progress,
        };
        let draws = draws_possible(rules);
        let mut best = None;
        let mut cancelled = false;
        while lo < hi {
            match self.test(&run, &moves, hi, pin_min, cancel) {
                Some(Some(mv)) => {
                    lo = hi;
                    best = Some(mv);
                }
                Some(None) => hi = if draws { hi - 1 } else { -1 },
                None => {
                    // Stopped: keep what is proved so far, to resume from.
                    cancelled = true;
                    let _ = run.save();
                    break;
                }
            }
            let (fl, fh) = to_first(lo, hi);
            run.lower.store(fl, Ordering::Relaxed);
            run.upper.store(fh, Ordering::Relaxed);
            let _ = run.save();
        }
        let p = run.progress();
        let probes = run.probes.load(Ordering::Relaxed).max(1);
        sol.exact = !cancelled && lo == hi;
        sol.lower = p.lower;
        sol.upper = p.upper;
        sol.value = sol.exact.then(|| Value::of_first(p.lower));
        sol.best_move = best.or_else(|| moves.first().map(|m| m.mv));
        if sol.exact
            && self.config.principal_line
            && let Some((line, reason)) = line::principal(self, rules, pos, lo, cancel)
        {
            sol.line = line;
            sol.reason = Some(reason);
            if let Some(&m) = sol.line.first() {
                sol.best_move = Some(m);
            }
        }
        sol.nodes = run.nodes.load(Ordering::Relaxed);
        sol.seconds = run.elapsed_ms() as f64 / 1000.0;
        sol.hit_rate = run.hits.load(Ordering::Relaxed) as f64 / probes as f64;
        Ok(sol)
    }

    /// Is the mover's value at least `beta`? `Some(Some(move))` if a root
    /// move reaches it, `Some(None)` if none does, `None` when cancelled.
    fn test(
        &self,
        run: &Run<'_>,
        moves: &[RootMove],
        beta: i8,
        pin_min: u32,
        cancel: &AtomicBool,
    ) -> Option<Option<Move>> {
        let stop = AtomicBool::new(false);
        let exhausted = AtomicBool::new(false);
        let next = AtomicUsize::new(0);
        let found: Mutex<Option<Move>> = Mutex::new(None);
        run.root_done.store(0, Ordering::Relaxed);
        let tick = || run.tick();
        let shared = Shared {
            table: &self.table,
            run: run.rules.run,
            sim: run.rules.simultaneous,
            stop: &stop,
            cancel,
            nodes: &run.nodes,
            probes: &run.probes,
            hits: &run.hits,
            pinned: &run.pinned,
            pin_min,
            tick: &tick,
            limit: self.config.node_limit,
            exhausted: &exhausted,
        };
        let work = || {
            let mut s = Searcher::new(&shared);
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= moves.len() || stop.load(Ordering::Relaxed) {
                    break;
                }
                let m = moves[i];
                let v = -s.search(&m.child, -beta, -beta + 1);
                if s.aborted {
                    break;
                }
                run.root_done.fetch_add(1, Ordering::Relaxed);
                if v >= beta {
                    if let Ok(mut f) = found.lock() {
                        f.get_or_insert(m.mv);
                    }
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
            }
            s.flush();
        };
        let threads = self.config.threads.max(1);
        if threads == 1 {
            work();
        } else {
            rayon::scope(|sc| {
                for _ in 0..threads {
                    sc.spawn(|_| work());
                }
            });
        }
        if let Some(mv) = found.into_inner().ok().flatten() {
            return Some(Some(mv));
        }
        if cancel.load(Ordering::Relaxed) || exhausted.load(Ordering::Relaxed) {
            return None;
        }
        Some(None)
    }

    /// A single-threaded exact value for the mover (for principal lines).
    fn value(&self, rules: &Rules, p: &Position, cancel: &AtomicBool) -> Option<i8> {
        let (stop, nodes, probes, hits) =
            (AtomicBool::new(false), AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0));
        let exhausted = AtomicBool::new(false);
        let pinned = Mutex::new(HashMap::new());
        let tick = || {};
        let shared = Shared {
            table: &self.table,
            run: rules.run,
            sim: rules.simultaneous,
            stop: &stop,
            cancel,
            nodes: &nodes,
            probes: &probes,
            hits: &hits,
            pinned: &pinned,
            pin_min: 99,
            tick: &tick,
            limit: self.config.node_limit,
            exhausted: &exhausted,
        };
        let mut s = Searcher::new(&shared);
        let v = s.search(p, -1, 1);
        (!s.aborted).then_some(v)
    }
}

/// The root moves, one per class of symmetric children: the mirror reply
/// first, then conquests for the mover, placements giving a column away last.
fn root_moves(rules: &Rules, pos: &Position) -> Vec<RootMove> {
    let mut seen = HashSet::new();
    let me = pos.mover().index() as u8 + 1;
    let mirror = if pos.mover() == Player::First { mirror_reply(pos) } else { None };
    let mut out: Vec<(i32, RootMove)> = Vec::new();
    for mv in pos.legal_moves() {
        let mut child = *pos;
        child.apply(mv.square.index(), mv.number, rules.run, rules.simultaneous);
        if !seen.insert(canonical_key(&child)) {
            continue;
        }
        let e = effect(pos, mv.code(), rules.run, rules.simultaneous);
        let score = if Some(mv.code()) == mirror { 3 } else { 0 }
            + if e == me {
                2
            } else if e != 0 {
                -2
            } else {
                0
            };
        out.push((score, RootMove { mv, child }));
    }
    out.sort_by_key(|m| -m.0);
    out.into_iter().map(|m| m.1).collect()
}

/// Solves a position with a fresh solver (a 2^20-entry table).
pub fn solve(rules: &Rules, pos: &Position) -> Result<Solution, Error> {
    Solver::new(Config { table_bits: 20, ..Config::default() }).solve(rules, pos)
}
