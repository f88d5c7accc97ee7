//! Optimal: the exact solver for the minimum total (average) number of
//! guesses, optionally within a depth limit, and for the minimum worst case.
//!
//! Average: `T(S) = min_g ( |S| + Σ_{f ≠ win} T(S_f) )` with `T({s}) = 1`,
//! by depth-first branch and bound:
//! * every guess is first scored by a lower bound `|S| + Σ lb(|S_f|)`, where
//!   `lb(k)` fills a tree of branching `answers - 1` greedily (1 secret found
//!   at the first guess, at most `b` at the second, `b²` at the third, ...);
//!   the bound grows while the candidates are dealt, so a guess is abandoned
//!   as soon as it reaches the budget; for small sets a bitmask of seen
//!   answers gives it directly (`2n - w + duplicates`); sets of at most
//!   255 codes bound their guesses 16 at a time instead, from the
//!   candidates' columns of the table (the private `deal` module: no cache
//!   miss a candidate, vectorised counts; 4×7 0.21× the CPU time, 4×8
//!   0.09×);
//! * guesses are explored in increasing bound and the loop stops as soon as
//!   the bound reaches the best total found, pruning whole guesses;
//! * each class gets only the budget the best total leaves it (`beta`); a
//!   call returns the exact value when it is below its budget, otherwise a
//!   lower bound at least the budget;
//! * before a guess's classes are searched, each class but the largest is
//!   bounded by its cached value or its one-guess bound (the least over its
//!   guesses of `|C| + Σ lb(|sub-class|)`; small classes: `2k` without a
//!   candidate splitting them into singletons), so a hopeless guess is
//!   dropped before any deep search and the largest class is searched with
//!   the tightest budget (4×8: 0.30× the CPU time of the search without);
//! * exact shortcuts: a candidate splitting the rest into singletons costs
//!   `2n - 1`; otherwise a candidate whose classes hold at most two codes
//!   costs the floor `2n`;
//! * only one guess per orbit is explored (the private `symmetry` module): the
//!   position/colour permutations that keep the game invariant, joined with
//!   the permutations of colours that no candidate contains;
//! * exact values and failed budgets of candidate sets are cached (key: a
//!   128-bit hash of the sorted set, its size and the depth limit);
//! * the first budget comes from a greedy (most-parts) strategy;
//! * at the top of a set of at least 1000 codes, the first guesses are
//!   ordered by their two-level bound (`|S| + Σ` the one-guess bounds of
//!   their classes), which is also the lower bound reported, and the first
//!   guess's classes are taken from both ends (one thread from the largest,
//!   the others from the smallest), so that the bounds move early;
//! * parallel (rayon): at the top and, for sets of at least 48 codes, two
//!   levels down, the first guess's classes are solved on every thread
//!   (sharing what the guess has cost so far), then the remaining guesses
//!   are taken in bound order from a shared queue against a shared best
//!   `(value, guess)`; each is evaluated with the budget that decides it, so
//!   values and the tie-breaking by the smallest code do not depend on
//!   scheduling (only the node count does);
//! * the bounds on the top set's total are reported as they improve
//!   (stage `bounds`), and what is proved can be saved and resumed
//!   ([`crate::checkpoint`]);
//! * ties go to the smallest code: enforced by the search near the top, and
//!   on demand (`best_avg`) deeper, where the search only keeps values.
//!
//! Worst case: the least depth `d` such that some guess leaves every class
//! solvable within `d - 1`, by iterative deepening with a size bound and a
//! cache; `optimal-worst` then minimises the total within that depth.
//!
//! Here: the solver, its cache and checkpoints, and the guesses worth trying;
//! `dealer` deals candidates into a guess's classes, `bounds` holds the lower
//! bounds and the greedy upper bound, `average` the search for the least
//! total and `worst` the one for the least worst case.

use crate::checkpoint::{Checkpoint, Fact};
use crate::control::Control;
use crate::deal::{Blocks, LANES};
use crate::engine::Engine;
use crate::error::{Error, Result};
use crate::symmetry::Symmetry;
use rayon::prelude::*;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};

mod average;
mod bounds;
mod dealer;
mod second;
mod worst;

use dealer::Dealer;

const SHARDS: usize = 64;

/// Classes of a guess, largest first, whose one-guess bound is not
/// computed before recursing: the largest computes it itself when searched
/// (measured: 7 % fewer instructions on 4×6 than bounding it too).
const SKIP_LB1: usize = 1;

/// Depth (from the top of a solve) down to which a large node's guesses
/// are spread over the threads.
const PAR_DEPTH: usize = 2;

/// Least candidate set whose guesses are spread over the threads (below
/// the top).
const PAR_MIN: usize = 48;

/// A value larger than any total.
pub(crate) const INF: u32 = u32::MAX / 4;

/// Least set whose guesses are ordered, at the top of a solve, by their
/// two-level bound (`|S| + Σ` the one-guess bounds of their classes).
const TWO_LEVEL_MIN: usize = 1000;

/// The `guess` of a lower bound that is the whole one-guess bound of its
/// set (not a budget that failed): it will not grow by computing it again.
const LB1_FULL: u32 = u32::MAX - 1;

#[derive(Debug, Clone, Copy)]
struct Entry {
    /// For the average: exact value if `exact`, else a lower bound.
    /// For the worst case: `lo` (least depth not yet refuted).
    value: u32,
    exact: bool,
    /// The smallest optimal guess, when exact and known (else `u32::MAX`).
    guess: u32,
}

impl Entry {
    fn exact(value: u32, guess: u32) -> Entry {
        Entry { value, exact: true, guess }
    }

    fn at_least(value: u32) -> Entry {
        Entry { value, exact: false, guess: u32::MAX }
    }
}

type Key = (u64, u64, u32);
type RepsCache = HashMap<u64, std::sync::Arc<[u32]>>;

/// The exact solver of one engine; keeps its cache between calls.
pub struct Solver<'e> {
    eng: &'e Engine,
    lb: Vec<u32>,
    /// `lb[c + 1] - lb[c]`.
    dlb: Vec<u32>,
    cap: Vec<u64>,
    avg: Vec<Mutex<HashMap<Key, Entry>>>,
    worst: Vec<Mutex<HashMap<Key, Entry>>>,
    nodes: AtomicU64,
    /// Guess×candidate deals done by the bounds (a measure of the work).
    work: AtomicU64,
    /// One-guess class bounds computed.
    bounds: AtomicU64,
    /// Bounds on the optimal total of the top set, as the search proves them.
    lo: AtomicU32,
    hi: AtomicU32,
    /// At the top: the least bound of the guesses not under evaluation.
    lo_other: AtomicU32,
    /// Size of the largest set solved from the top (the one the bounds are about).
    top_n: AtomicUsize,
    branching: u64,
    /// Whether colours absent from every candidate are treated as interchangeable.
    dead_colours: bool,
    /// Orbit representatives by fingerprint of the group and dead colours.
    reps: Mutex<RepsCache>,
    /// Block dealing (built on first use; `None` where it does not apply).
    blocks: std::sync::OnceLock<Option<Blocks>>,
    /// Whether guesses are bounded in blocks when they can be.
    use_blocks: bool,
}

impl std::fmt::Debug for Solver<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver").field("nodes", &self.nodes.load(Ordering::Relaxed)).finish()
    }
}

/// Depth (from the top of a solve) down to which the search itself breaks
/// ties by the smallest code; deeper, `best_avg` does it on demand.
const STRICT_DEPTH: usize = 1;

/// Depth limit meaning "none".
pub const NO_LIMIT: u32 = 64;

/// The least total of `k` secrets in a tree of branching `b`: found by
/// filling it greedily, level `d` holding at most `b^(d-1)` secrets (the
/// bound `lb(k)` of the module's documentation).
pub(crate) fn greedy_tree_bound(k: u64, b: u64) -> u64 {
    let (mut left, mut level, mut width, mut total) = (k, 1u64, 1u64, 0u64);
    while left > 0 {
        let here = left.min(width);
        total += here * level;
        left -= here;
        level += 1;
        width = width.saturating_mul(b);
    }
    total
}

/// The depth limit one guess further down.
fn sub(d: u32) -> u32 {
    if d >= NO_LIMIT { NO_LIMIT } else { d - 1 }
}

fn key_with(s: &[u32], d: u32) -> Key {
    let k = key_of(s);
    (k.0 ^ (d as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15), k.1, k.2)
}

fn key_of(s: &[u32]) -> Key {
    let (mut a, mut b) = (0x9E37_79B9_7F4A_7C15u64, 0xC2B2_AE3D_27D4_EB4Fu64);
    for &x in s {
        a = (a ^ x as u64).wrapping_mul(0x100_0000_01B3).rotate_left(23);
        b = (b.wrapping_add(x as u64 + 1)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        b ^= b >> 29;
    }
    (a, b, s.len() as u32)
}

impl<'e> Solver<'e> {
    /// A solver for `eng` with an empty cache.
    pub fn new(eng: &'e Engine) -> Solver<'e> {
        let n = eng.space().secrets().len();
        // Answers other than the win available to one guess.
        let b = (eng.table().classes() as u64 - 1).max(1);
        let mut lb = vec![0u32; n + 1];
        for (k, slot) in lb.iter_mut().enumerate().skip(1) {
            *slot = greedy_tree_bound(k as u64, b).min(INF as u64) as u32;
        }
        let mut cap = vec![0u64];
        let (mut width, mut sum) = (1u64, 0u64);
        for _ in 0..64 {
            sum = sum.saturating_add(width);
            cap.push(sum);
            width = width.saturating_mul(b);
        }
        let dlb = lb.windows(2).map(|w| w[1] - w[0]).collect();
        Solver {
            eng,
            dlb,
            lb,
            cap,
            avg: (0..SHARDS).map(|_| Mutex::new(HashMap::new())).collect(),
            worst: (0..SHARDS).map(|_| Mutex::new(HashMap::new())).collect(),
            nodes: AtomicU64::new(0),
            work: AtomicU64::new(0),
            bounds: AtomicU64::new(0),
            lo: AtomicU32::new(0),
            hi: AtomicU32::new(INF),
            lo_other: AtomicU32::new(INF),
            top_n: AtomicUsize::new(0),
            branching: b,
            reps: Mutex::new(HashMap::new()),
            dead_colours: true,
            blocks: std::sync::OnceLock::new(),
            use_blocks: true,
        }
    }

    /// Bounds guesses in blocks (the default) or one at a time; the results
    /// are the same (this exists to measure and check exactly that).
    pub fn set_blocks(&mut self, on: bool) {
        self.use_blocks = on;
    }

    fn blocks(&self) -> Option<&Blocks> {
        self.blocks.get_or_init(|| Blocks::new(self.eng, &self.lb)).as_ref()
    }

    /// Uses (the default) or ignores the symmetry of colours that no candidate contains.
    pub fn set_dead_colours(&mut self, on: bool) {
        self.dead_colours = on;
    }

    /// Candidate sets visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Candidates dealt by the guess bounds so far (guesses × candidates),
    /// the bulk of the work, and the one-guess class bounds computed.
    pub fn work(&self) -> (u64, u64) {
        (self.work.load(Ordering::Relaxed), self.bounds.load(Ordering::Relaxed))
    }

    /// Bounds `(lower, upper)` on the optimal total of the largest set solved
    /// from the top, as proved so far (`upper` is `u32::MAX / 4` until a
    /// strategy is known); equal once the solve is done.
    pub fn bounds(&self) -> (u32, u32) {
        (self.lo.load(Ordering::Relaxed), self.hi.load(Ordering::Relaxed))
    }

    /// Forgets the bounds on the top set (and which set is the top one):
    /// the next solve from the top reports its own, not those of the set
    /// solved before it (a worker's next class, say). The cache is kept.
    pub fn reset_bounds(&self) {
        self.lo.store(0, Ordering::Relaxed);
        self.hi.store(INF, Ordering::Relaxed);
        self.lo_other.store(INF, Ordering::Relaxed);
        self.top_n.store(0, Ordering::Relaxed);
    }

    /// Branching factor used by the bounds.
    pub fn branching(&self) -> u64 {
        self.branching
    }

    /// Raises the lower and lowers the upper bound of the top set, and
    /// reports them (stage `bounds`: `done` = lower, `total` = upper) when
    /// either moved.
    fn improve_bounds(&self, n: usize, lo: u32, hi: u32, ctl: &Control) {
        if n != self.top_n.load(Ordering::Relaxed) {
            return; // a smaller set, solved from the top to build the tree
        }
        let old_lo = self.lo.fetch_max(lo, Ordering::Relaxed);
        let old_hi = self.hi.fetch_min(hi, Ordering::Relaxed);
        if lo > old_lo || hi < old_hi {
            ctl.report("bounds", self.lo.load(Ordering::Relaxed) as u64, self.hi.load(Ordering::Relaxed) as u64);
        }
    }

    /// What the solver has proved so far about sets of at least
    /// `min_size` candidates, to save and resume later (see
    /// [`crate::checkpoint`]).
    pub fn checkpoint(&self, min_size: usize) -> Checkpoint {
        let dump = |map: &[Mutex<HashMap<Key, Entry>>]| -> Vec<Fact> {
            let mut out = Vec::new();
            for shard in map {
                if let Ok(m) = shard.lock() {
                    out.extend(
                        m.iter()
                            .filter(|(k, _)| k.2 as usize >= min_size)
                            .map(|(k, e)| (k.0, k.1, k.2, e.value, e.exact, e.guess)),
                    );
                }
            }
            out.sort_unstable();
            out
        };
        Checkpoint {
            format: crate::checkpoint::FORMAT,
            variant: self.eng.variant().to_string(),
            nodes: self.nodes(),
            average: dump(&self.avg),
            worst: dump(&self.worst),
            bounds: self.bounds(),
        }
    }

    /// Takes back the facts of `cp` (written for this variant); returns how
    /// many were read. The node count goes on from the checkpoint's.
    pub fn resume(&self, cp: &Checkpoint) -> Result<usize> {
        let variant = self.eng.variant().to_string();
        if cp.format != crate::checkpoint::FORMAT || cp.variant != variant {
            return Err(Error::BadParameter {
                name: "resume",
                value: format!("a checkpoint of {} (format {})", cp.variant, cp.format),
                accepted: format!(
                    "a checkpoint written (format {}) by a solve of {variant}",
                    crate::checkpoint::FORMAT
                ),
            });
        }
        for (map, facts) in [(&self.avg, &cp.average), (&self.worst, &cp.worst)] {
            for &(a, b, n, value, exact, guess) in facts {
                Self::put(map, (a, b, n), Entry { value, exact, guess });
            }
        }
        self.nodes.fetch_add(cp.nodes, Ordering::Relaxed);
        // The bounds proved before stay proved: a resumed run that stops
        // before it improves them saves them again, not weaker ones.
        self.lo.fetch_max(cp.bounds.0, Ordering::Relaxed);
        self.hi.fetch_min(cp.bounds.1, Ordering::Relaxed);
        Ok(cp.facts())
    }

    /// The engine.
    pub fn engine(&self) -> &'e Engine {
        self.eng
    }

    fn get(map: &[Mutex<HashMap<Key, Entry>>], k: &Key) -> Option<Entry> {
        map[(k.0 as usize) % SHARDS].lock().ok().and_then(|m| m.get(k).copied())
    }

    fn put(map: &[Mutex<HashMap<Key, Entry>>], k: Key, e: Entry) {
        if let Ok(mut m) = map[(k.0 as usize) % SHARDS].lock() {
            let slot = m.entry(k).or_insert(e);
            if e.exact || (!slot.exact && e.value > slot.value) {
                *slot = e;
            }
        }
    }

    /// Least depth that can possibly hold `n` secrets.
    fn depth_lb(&self, n: usize) -> u32 {
        self.cap.iter().position(|&c| c >= n as u64).unwrap_or(64) as u32
    }

    /// Guess positions worth trying at `s`: one per orbit of `sym` joined
    /// with the permutations of the colours no candidate contains.
    pub(crate) fn guesses(&self, s: &[u32], sym: &Symmetry) -> Vec<u32> {
        let space = self.eng.space();
        let v = space.variant();
        let all = ((1u32 << v.colors) - 1) as u16;
        let used = s.iter().fold(0u16, |m, &x| m | space.secrets()[x as usize].color_mask());
        let dead = if self.dead_colours { all & !used } else { 0 };
        if sym.is_trivial_with(dead) {
            return (0..space.guesses().len() as u32).collect();
        }
        let key = sym.fingerprint(dead);
        if let Some(r) = self.reps.lock().ok().and_then(|m| m.get(&key).cloned()) {
            return r.to_vec();
        }
        let r = sym.reps(space.guesses(), dead);
        if let Ok(mut m) = self.reps.lock() {
            m.insert(key, r.clone().into());
        }
        r
    }

    fn child_sym(&self, sym: &Symmetry, g: u32, dense: u16) -> Symmetry {
        if sym.is_trivial() {
            return sym.clone();
        }
        let space = self.eng.space();
        let code = space.guesses()[g as usize];
        let colors = code.colors();
        sym.after(&colors, self.eng.table().to_feedback(dense), space.variant().feedback)
    }
}
