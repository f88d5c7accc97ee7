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

/// A mask of seen answers (`u64` or `u128`).
trait Mask: Copy {
    const ZERO: Self;
    fn bit(f: u8) -> Self;
    fn seen(self, bit: Self) -> bool;
    fn or(self, bit: Self) -> Self;
}

impl Mask for u64 {
    const ZERO: u64 = 0;
    #[inline(always)]
    fn bit(f: u8) -> u64 {
        1u64 << f
    }
    #[inline(always)]
    fn seen(self, bit: u64) -> bool {
        self & bit != 0
    }
    #[inline(always)]
    fn or(self, bit: u64) -> u64 {
        self | bit
    }
}

impl Mask for u128 {
    const ZERO: u128 = 0;
    #[inline(always)]
    fn bit(f: u8) -> u128 {
        1u128 << f
    }
    #[inline(always)]
    fn seen(self, bit: u128) -> bool {
        self & bit != 0
    }
    #[inline(always)]
    fn or(self, bit: u128) -> u128 {
        self | bit
    }
}

/// Deals the candidates `s` by the answers in `row`: returns how many fell
/// into an answer already seen (stopping at `limit`) and whether one wins.
#[inline(always)]
fn deal_small<M: Mask>(row: &[u8], s: &[u32], win: usize, limit: u32) -> (u32, u32) {
    let (mut mask, mut dup, mut w) = (M::ZERO, 0u32, 0u32);
    for &x in s {
        let f = row[x as usize];
        if f as usize == win {
            w = 1;
            continue;
        }
        let bit = M::bit(f);
        dup += mask.seen(bit) as u32;
        mask = mask.or(bit);
        if dup >= limit {
            break;
        }
    }
    (dup, w)
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

/// Deals candidates into classes to bound the cost of a guess.
struct Dealer<'a> {
    /// Block dealing: the tables and the candidates' columns.
    blocks: Option<(&'a Blocks, Vec<&'a [u8]>)>,
    n: usize,
    /// Largest class that can still be finished after the guess.
    room: u64,
    win: usize,
    classes: usize,
    counts: Vec<u32>,
    /// Small sets: every class is in the linear part of `lb`.
    small: bool,
    tabulated: bool,
    /// Guesses dealt.
    dealt: usize,
}

impl<'a> Dealer<'a> {
    fn new(solver: &'a Solver<'_>, s: &[u32], d: u32) -> Dealer<'a> {
        let n = s.len();
        let room = solver.cap[(d.max(1) - 1).min(64) as usize];
        let table = solver.eng.table();
        let classes = table.classes();
        let tabulated = table.is_tabulated();
        // Small sets: every class is in the linear part of lb (lb(c) = 2c - 1),
        // so bound = n + 2(n - w) - m = 2n - w + dup, where w = 1 when the
        // guess may win and dup counts codes falling into a class already
        // seen: a bitmask of seen answers suffices.
        let small = tabulated && classes <= 128 && n as u64 <= solver.branching + 1 && n as u64 <= room;
        let blocks = if n <= crate::deal::MAX_N && solver.use_blocks {
            solver.blocks().map(|b| (b, b.columns(solver.eng, s)))
        } else {
            None
        };
        let counts = if blocks.is_some() { Vec::new() } else { vec![0u32; classes] };
        Dealer { blocks, n, room, win: table.win() as usize, classes, counts, small, tabulated, dealt: 0 }
    }

    /// Visits the guesses `gs` in order with their bound and largest class
    /// (as [`Dealer::bound`] gives them, against the budget `beta`):
    /// `visit(g, bound, big)` returns the budget for the next guesses, or
    /// `None` to stop.
    #[inline]
    fn scan(
        &mut self,
        solver: &Solver<'_>,
        s: &[u32],
        gs: &[u32],
        mut beta: u32,
        floor: u32,
        mut visit: impl FnMut(u32, u32, u32) -> Option<u32>,
    ) {
        let Some((blocks, cols)) = &self.blocks else {
            for &g in gs {
                if let Some((bound, big)) = self.bound(solver, s, g, beta, floor) {
                    match visit(g, bound, big) {
                        Some(b) => beta = b,
                        None => return,
                    }
                }
            }
            return;
        };
        let n = self.n as u32;
        for block in gs.chunks(LANES) {
            self.dealt += block.len();
            let (bounds, bigs) = blocks.bounds(cols, block);
            for (k, &g) in block.iter().enumerate() {
                let (bound, big) = (bounds[k], bigs[k] as u32);
                if bound >= beta || big == n || big as u64 > self.room {
                    continue;
                }
                match visit(g, bound, big) {
                    Some(b) => beta = b,
                    None => return,
                }
            }
        }
    }

    /// The bound of guess `g` at `s` and its largest class, unless it is
    /// useless, reaches `beta` or leaves a class too large for the depth.
    /// The largest class is exact when the bound is at most `floor` (else
    /// it may be 0 on the small path).
    #[inline]
    fn bound(&mut self, solver: &Solver<'_>, s: &[u32], g: u32, beta: u32, floor: u32) -> Option<(u32, u32)> {
        let n = self.n;
        let (win, classes, room) = (self.win, self.classes, self.room);
        self.dealt += 1;
        let table = solver.eng.table();
        let (bound, big) = if self.small {
            let row = table.row(g);
            let dup_limit = (beta + 1).saturating_sub(2 * n as u32);
            let (dup, w) = if classes <= 64 {
                deal_small::<u64>(row, s, win, dup_limit)
            } else {
                deal_small::<u128>(row, s, win, dup_limit)
            };
            if dup >= dup_limit {
                return None;
            }
            let m = n as u32 - w - dup;
            if m == 1 && w == 0 {
                return None; // one class: useless
            }
            let bound = 2 * n as u32 - w + dup;
            let mut big = 0;
            if bound <= floor {
                // Rare: find the largest class for the exactness test.
                let mut c = [0u32; 128];
                for &x in s {
                    let f = row[x as usize] as usize;
                    if f != win {
                        c[f] += 1;
                        big = big.max(c[f]);
                    }
                }
            }
            (bound, big)
        } else if self.tabulated {
            let row = table.row(g);
            let counts = &mut self.counts;
            let mut bound = n as u32;
            let mut big = 0u32;
            let mut done = n;
            for (j, &x) in s.iter().enumerate() {
                let f = row[x as usize] as usize;
                if f == win {
                    continue;
                }
                let c = counts[f] as usize;
                counts[f] += 1;
                bound += solver.dlb[c];
                big = big.max(c as u32 + 1);
                if bound >= beta || big as u64 > room {
                    done = j + 1;
                    break;
                }
            }
            if done > classes {
                counts.fill(0);
            } else {
                for &x in &s[..done] {
                    counts[row[x as usize] as usize] = 0;
                }
            }
            if done < n || big as usize == n {
                return None;
            }
            (bound, big)
        } else {
            let counts = &mut self.counts;
            counts.fill(0);
            solver.eng.count_into(g, s, counts);
            let mut bound = n as u32;
            let mut big = 0;
            for (f, &c) in counts.iter().enumerate() {
                if c > 0 && f != win {
                    big = big.max(c);
                    bound += solver.lb[c as usize];
                }
            }
            if big as usize == n {
                return None;
            }
            (bound, big)
        };
        if bound >= beta || big as u64 > room {
            return None;
        }
        Some((bound, big))
    }
}

impl<'e> Solver<'e> {
    /// A solver for `eng` with an empty cache.
    pub fn new(eng: &'e Engine) -> Solver<'e> {
        let n = eng.space().secrets().len();
        // Answers other than the win available to one guess.
        let b = (eng.table().classes() as u64 - 1).max(1);
        let mut lb = vec![0u32; n + 1];
        for (k, slot) in lb.iter_mut().enumerate().skip(1) {
            // Greedy fill: level d holds at most b^(d-1) secrets found there.
            let (mut left, mut level, mut width, mut total) = (k as u64, 1u64, 1u64, 0u64);
            while left > 0 {
                let here = left.min(width);
                total += here * level;
                left -= here;
                level += 1;
                width = width.saturating_mul(b);
            }
            *slot = total.min(INF as u64) as u32;
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

    /// Lower bound of every useful guess whose bound is below `beta`, as
    /// (bound, guess) in guess order. The second value is the first guess
    /// whose exact cost is known to be `floor` (all its classes have at most
    /// two codes), when no smaller guess has a bound at most `floor`: it is
    /// then the smallest optimal guess and the scan stops there.
    ///
    /// The bound grows as candidates are dealt into classes, so a guess is
    /// abandoned as soon as it reaches `beta`.
    fn scored(&self, s: &[u32], sym: &Symmetry, floor: u32, beta: u32, d: u32) -> (Vec<(u32, u32)>, Option<u32>) {
        let mut dealer = Dealer::new(self, s, d);
        let mut out = Vec::new();
        let mut tie_possible = false;
        let mut exact = None;
        dealer.scan(self, s, &self.guesses(s, sym), beta, floor, |g, bound, big| {
            if bound <= floor {
                if big <= 2 && (big <= 1 || d >= 3) && !tie_possible {
                    exact = Some((bound, g));
                    return None;
                }
                tie_possible = true;
            }
            out.push((bound, g));
            Some(beta)
        });
        self.work.fetch_add((s.len() * dealer.dealt) as u64, Ordering::Relaxed);
        if let Some((bound, g)) = exact {
            return (vec![(bound, g)], Some(g));
        }
        (out, None)
    }

    /// The one-guess lower bound of `s` within `d` guesses: the least, over
    /// every useful guess, of `|S| + Σ lb(|class|)` ([`INF`] if no guess
    /// leaves classes that fit the depth), or `cap` if that is smaller (a
    /// value the caller needs not see exceeded). Each guess is abandoned as
    /// soon as its bound reaches the least so far.
    fn lb1(&self, s: &[u32], sym: &Symmetry, d: u32, cap: u32) -> u32 {
        let mut dealer = Dealer::new(self, s, d);
        let mut best = cap;
        let floor = 2 * s.len() as u32 - 1;
        dealer.scan(self, s, &self.guesses(s, sym), best, 0, |_, bound, _| {
            best = bound;
            (best > floor).then_some(best)
        });
        self.work.fetch_add((s.len() * dealer.dealt) as u64, Ordering::Relaxed);
        best
    }

    /// A lower bound of the optimal total over the class `c` within `d`
    /// guesses, at most `cap` unless the cache knows more: the cached value,
    /// else the one-guess bound (then cached as a failed budget).
    fn class_lb(&self, c: &[u32], sym: &Symmetry, d: u32, cap: u32) -> u32 {
        let key = key_with(c, d);
        let known = match Self::get(&self.avg, &key) {
            Some(e) if e.exact || e.value >= cap || e.guess == LB1_FULL => return e.value,
            Some(e) => e.value,
            None => 0,
        };
        let n = c.len();
        if n as u64 <= self.branching + 1 {
            // Small: the bound is linear; only a perfect candidate reaches 2n - 1.
            let l = self.lb[n];
            return if l == 2 * n as u32 - 1 && self.perfect_candidate(c).is_none() { 2 * n as u32 } else { l };
        }
        self.bounds.fetch_add(1, Ordering::Relaxed);
        let v = self.lb1(c, sym, d, cap);
        if v > known && v < INF {
            // Below `cap`, `v` is the one-guess bound itself.
            let guess = if v < cap { LB1_FULL } else { u32::MAX };
            Self::put(&self.avg, key, Entry { value: v, exact: false, guess });
        }
        v.max(known)
    }

    /// Total guesses of the greedy most-parts strategy over `s` (an upper
    /// bound), or [`INF`] if it needs more than `d` guesses.
    fn greedy_total(&self, s: &[u32], d: u32, ctl: &Control) -> Result<u32> {
        ctl.check()?;
        if s.len() <= 2 {
            return Ok(if d as usize >= s.len() { [0, 1, 3][s.len()] } else { INF });
        }
        if d <= 1 {
            return Ok(INF);
        }
        let g = crate::heuristic::choose(self.eng, crate::heuristic::Criterion::MostParts, s);
        let win = self.eng.table().win();
        let mut total = s.len() as u32;
        for (f, c) in self.eng.split(g, s) {
            if f != win {
                total = total.saturating_add(self.greedy_total(&c, d - 1, ctl)?).min(INF);
            }
        }
        Ok(total)
    }

    /// Whether some candidate guess costs exactly `floor` (its classes hold
    /// at most two codes and its bound is `floor`).
    fn candidate_at_floor(&self, s: &[u32], floor: u32) -> bool {
        let n = s.len();
        if n > 64 {
            return false;
        }
        let classes = self.eng.table().classes();
        let win = self.eng.table().win() as usize;
        let mut counts = vec![0u32; classes];
        s.iter().any(|&c| {
            let Some(g) = self.eng.space().secret_as_guess(c) else {
                return false;
            };
            counts.iter_mut().for_each(|x| *x = 0);
            self.eng.count_into(g, s, &mut counts);
            let mut bound = n as u32;
            for (f, &k) in counts.iter().enumerate() {
                if f != win && k > 0 {
                    if k > 2 {
                        return false;
                    }
                    bound += self.lb[k as usize];
                }
            }
            bound <= floor
        })
    }

    /// If a candidate splits the others into singletons, it (the smallest such).
    fn perfect_candidate(&self, s: &[u32]) -> Option<u32> {
        let table = self.eng.table();
        let classes = table.classes();
        if s.len() > classes {
            return None;
        }
        let space = self.eng.space();
        if table.is_tabulated() && classes <= 128 {
            // A bitmask of the answers seen, read from the guess's row.
            return s.iter().filter_map(|&c| space.secret_as_guess(c)).find(|&g| {
                let row = table.row(g);
                let mut seen = 0u128;
                s.iter().all(|&x| {
                    let bit = 1u128 << row[x as usize];
                    let fresh = seen & bit == 0;
                    seen |= bit;
                    fresh
                })
            });
        }
        let mut seen = vec![0u32; classes];
        let mut stamp = 0u32;
        for &c in s {
            let Some(g) = space.secret_as_guess(c) else {
                continue;
            };
            stamp += 1;
            let ok = s.iter().all(|&x| {
                let d = self.eng.dense(g, x) as usize;
                if seen[d] == stamp {
                    false
                } else {
                    seen[d] = stamp;
                    true
                }
            });
            if ok {
                return Some(g);
            }
        }
        None
    }

    /// Total guesses of an optimal strategy over `s` when below `beta`;
    /// otherwise some lower bound `>= beta`. When exact, the smallest
    /// optimal guess (among orbit representatives) is cached with it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn total(
        &self,
        s: &[u32],
        sym: &Symmetry,
        beta: u32,
        d: u32,
        depth: usize,
        ctl: &Control,
    ) -> Result<u32> {
        let n = s.len();
        if self.depth_lb(n) > d {
            return Ok(INF);
        }
        match n {
            0 => return Ok(0),
            1 => return Ok(1),
            2 => return Ok(3),
            _ => {}
        }
        let floor = self.lb[n].max(2 * n as u32 - 1);
        if floor >= beta {
            return Ok(floor);
        }
        ctl.check()?;
        self.nodes.fetch_add(1, Ordering::Relaxed);
        let key = key_with(s, d);
        if let Some(e) = Self::get(&self.avg, &key)
            && (e.exact || e.value >= beta)
        {
            return Ok(e.value);
        }
        if let Some(g) = self.perfect_candidate(s) {
            let v = 2 * n as u32 - 1;
            Self::put(&self.avg, key, Entry::exact(v, g));
            return Ok(v);
        }
        let floor = floor.max(2 * n as u32);
        if floor >= beta {
            return Ok(floor);
        }
        // Without a perfect candidate every guess costs at least 2n; a
        // candidate whose other classes hold at most two codes reaches it.
        // (The guess itself is then found on demand by `best_avg`.)
        if d >= 3 && (n == 3 || self.candidate_at_floor(s, floor)) {
            Self::put(&self.avg, key, Entry::exact(floor, u32::MAX));
            return Ok(floor);
        }
        // No budget yet: a quick greedy strategy gives one.
        let beta =
            if beta >= INF && n >= 16 { self.greedy_total(s, d, ctl)?.saturating_add(1).min(beta) } else { beta };
        let (scored, exact) = self.scored(s, sym, floor, beta, d);
        if let Some(g) = exact {
            let v = scored[0].0;
            Self::put(&self.avg, key, Entry::exact(v, g));
            return Ok(v);
        }
        // At the top of a big set, every guess is ordered by its two-level
        // bound (and the reported lower bound is the least of them); its
        // one-guess bound goes on to `eval_avg`.
        let mut one = HashMap::new();
        let scored = if depth == 0 && n >= TWO_LEVEL_MIN {
            let two: Vec<Result<(u32, u32)>> =
                scored.par_iter().map(|&(b, g)| Ok((self.two_level(s, sym, g, b, d, ctl)?, g))).collect();
            one = scored.iter().map(|&(b, g)| (g, b)).collect();
            two.into_iter().collect::<Result<Vec<_>>>()?.into_iter().filter(|&(b, _)| b < beta).collect()
        } else {
            scored
        };
        let total_guesses = scored.len() as u64;
        if depth == 0 && self.top_n.fetch_max(n, Ordering::Relaxed) <= n {
            let mut sorted: Vec<u32> = scored.iter().map(|x| x.0).collect();
            sorted.sort_unstable();
            let least = sorted.first().copied().unwrap_or(beta);
            self.lo_other.store(sorted.get(1).copied().unwrap_or(INF), Ordering::Relaxed);
            self.improve_bounds(n, least.min(beta), if beta < INF { beta - 1 } else { INF }, ctl);
        }
        let mut heap: BinaryHeap<Reverse<(u32, u32)>> =
            BinaryHeap::from(scored.into_iter().map(Reverse).collect::<Vec<_>>());
        let mut best = beta;
        let mut best_g = u32::MAX;
        let mut i = 0u64;
        let strict = depth <= STRICT_DEPTH;
        let par_here = depth == 0 || (depth <= PAR_DEPTH && n >= PAR_MIN && rayon::current_num_threads() > 1);
        while let Some(Reverse((bound, g))) = heap.pop() {
            i += 1;
            let found = best_g != u32::MAX;
            let can_beat = bound < best && (!found || best > floor);
            let can_tie = strict && found && g < best_g && bound <= best;
            if !can_beat && !can_tie {
                if bound > best || (bound == best && g > best_g) {
                    break;
                }
                continue;
            }
            if depth == 0 {
                ctl.report("solving", i, total_guesses);
            }
            if par_here && i > 1 {
                // The rest, in bound order, on every thread with a shared
                // best (value, guess): the outcome equals the sequential one.
                let mut rest = vec![(bound, g)];
                while let Some(Reverse(x)) = heap.pop() {
                    rest.push(x);
                }
                (best, best_g) = self.par_rest(
                    s,
                    sym,
                    &rest,
                    &one,
                    (best, best_g),
                    floor,
                    strict,
                    d,
                    depth,
                    (i, total_guesses),
                    ctl,
                )?;
                break;
            }
            let limit = if can_tie { best + 1 } else { best };
            let bound = one.get(&g).copied().unwrap_or(bound);
            let v = self.eval_avg(s, sym, g, bound, limit, d, depth, par_here, ctl)?;
            if v < best || (found && v == best && g < best_g) {
                best = v;
                best_g = g;
            }
        }
        if best_g != u32::MAX {
            // Deep in the search only the value matters; the smallest
            // optimal guess is then found on demand by `best_avg`.
            let guess = if strict { best_g } else { u32::MAX };
            Self::put(&self.avg, key, Entry::exact(best, guess));
            if depth == 0 {
                self.improve_bounds(n, best, best, ctl);
            }
            Ok(best)
        } else {
            Self::put(&self.avg, key, Entry::at_least(beta));
            Ok(beta)
        }
    }

    /// The guesses `rest` (in increasing bound) at `s`, on every thread,
    /// taken in order from a shared queue, against a shared best `(value,
    /// guess)` (guess `u32::MAX`: none yet, `value` is then the budget);
    /// `one` holds the one-guess bounds of guesses ordered by a sharper one.
    /// Each guess that could still beat the best (or, when `strict`, tie it
    /// with a smaller code) is evaluated with the budget that decides it, so
    /// the final best is the one the sequential loop finds.
    #[allow(clippy::too_many_arguments)]
    fn par_rest(
        &self,
        s: &[u32],
        sym: &Symmetry,
        rest: &[(u32, u32)],
        one: &HashMap<u32, u32>,
        best: (u32, u32),
        floor: u32,
        strict: bool,
        d: u32,
        depth: usize,
        (done0, total): (u64, u64),
        ctl: &Control,
    ) -> Result<(u32, u32)> {
        let pack = |v: u32, g: u32| (v as u64) << 32 | g as u64;
        let shared = AtomicU64::new(pack(best.0, best.1));
        let next = AtomicUsize::new(0);
        let done = AtomicU64::new(done0);
        let failure: Mutex<Option<Error>> = Mutex::new(None);
        let finished: Vec<std::sync::atomic::AtomicBool> =
            rest.iter().map(|_| std::sync::atomic::AtomicBool::new(false)).collect();
        let threads = rayon::current_num_threads().min(rest.len());
        rayon::scope(|sc| {
            for _ in 0..threads {
                sc.spawn(|_| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= rest.len() {
                            return;
                        }
                        let (b, h) = rest[i];
                        let cur = shared.load(Ordering::Relaxed);
                        let (bv, bg) = ((cur >> 32) as u32, cur as u32);
                        let found = bg != u32::MAX;
                        let beat = b < bv && (!found || bv > floor);
                        let tie = strict && found && h < bg && b <= bv;
                        if !beat && !tie {
                            if b > bv {
                                return; // later guesses have larger bounds
                            }
                            continue;
                        }
                        let limit = if tie { bv + 1 } else { bv };
                        let b = one.get(&h).copied().unwrap_or(b);
                        match self.eval_avg(s, sym, h, b, limit, d, depth, false, ctl) {
                            Ok(v) if v < limit => {
                                shared.fetch_min(pack(v, h), Ordering::Relaxed);
                            }
                            Ok(_) => {}
                            Err(e) => {
                                if let Ok(mut f) = failure.lock() {
                                    f.get_or_insert(e);
                                }
                                next.store(rest.len(), Ordering::Relaxed);
                                return;
                            }
                        }
                        if depth == 0 {
                            finished[i].store(true, Ordering::Relaxed);
                            let k = done.fetch_add(1, Ordering::Relaxed) + 1;
                            ctl.report("solving", k.min(total), total);
                            let cur = shared.load(Ordering::Relaxed);
                            let bv = (cur >> 32) as u32;
                            let open = (0..rest.len())
                                .filter(|&j| !finished[j].load(Ordering::Relaxed))
                                .map(|j| rest[j].0)
                                .min()
                                .unwrap_or(INF);
                            self.improve_bounds(
                                s.len(),
                                bv.min(open),
                                if cur as u32 != u32::MAX { bv } else { INF },
                                ctl,
                            );
                        }
                    }
                });
            }
        });
        if let Some(e) = failure.into_inner().ok().flatten() {
            return Err(e);
        }
        let cur = shared.into_inner();
        Ok(((cur >> 32) as u32, cur as u32))
    }

    /// Cost of guess `g` at `s` (exact if `< beta`, else some value `>= beta`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn eval_avg(
        &self,
        s: &[u32],
        sym: &Symmetry,
        g: u32,
        bound: u32,
        beta: u32,
        d: u32,
        depth: usize,
        par: bool,
        ctl: &Control,
    ) -> Result<u32> {
        let win = self.eng.table().win();
        let mut parts: Vec<(u16, Vec<u32>)> =
            self.eng.split(g, s).into_iter().filter(|(f, c)| *f != win && c.len() >= 3).collect();
        // Largest classes first: they decide failure soonest.
        parts.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
        // Sharper class bounds before any recursion: the cached value of a
        // class, else its one-guess bound (the least over its guesses of
        // `|C| + Σ lb(|sub-class|)`), each capped at what the budget leaves
        // it; the largest class is then searched with the tightest budget.
        let syms: Vec<Symmetry> = parts.iter().map(|(f, _)| self.child_sym(sym, g, *f)).collect();
        let mut acc = bound;
        let mut lbs: Vec<u32> = parts.iter().map(|(_, c)| self.lb[c.len()]).collect();
        // At the top every class is bounded (the bounds are reported).
        let skip = if depth == 0 { 0 } else { SKIP_LB1 };
        for (i, (_, c)) in parts.iter().enumerate().skip(skip).rev() {
            let cap = beta.saturating_sub(acc - lbs[i]);
            let l = self.class_lb(c, &syms[i], sub(d), cap).max(lbs[i]);
            acc += l - lbs[i];
            lbs[i] = l;
            if acc >= beta {
                return Ok(acc);
            }
        }
        if par && parts.len() > 1 {
            // Classes on every thread; each takes the budget the others
            // leave it when it starts, and none starts once the guess failed.
            let done = AtomicU64::new(0);
            let codes: u64 = parts.iter().map(|p| p.1.len() as u64).sum();
            let shared = AtomicU32::new(acc);
            // At the top: upper bounds of the classes (greedy), for the report.
            let greedy: Vec<u32> = if depth == 0 && ctl.progress.is_some() {
                parts.iter().map(|(_, c)| self.greedy_total(c, sub(d), ctl)).collect::<Result<_>>()?
            } else {
                Vec::new()
            };
            let solved: Vec<AtomicU32> = parts.iter().map(|_| AtomicU32::new(u32::MAX)).collect();
            let run = |i: usize| -> Result<()> {
                let (c, l) = (&parts[i].1, lbs[i]);
                let now = shared.load(Ordering::Relaxed);
                if now >= beta {
                    return Ok(());
                }
                let v = self.total(c, &syms[i], beta - (now - l), sub(d), depth + 1, ctl)?;
                shared.fetch_add(v.min(INF) - l, Ordering::Relaxed);
                solved[i].store(v, Ordering::Relaxed);
                if depth == 0 && !greedy.is_empty() {
                    let k = done.fetch_add(c.len() as u64, Ordering::Relaxed) + c.len() as u64;
                    ctl.report("first guess: codes of solved classes", k, codes);
                    // This guess costs at least `lo` and at most `hi`.
                    let (mut lo, mut hi) = (bound, bound);
                    for (j, x) in solved.iter().enumerate() {
                        let x = x.load(Ordering::Relaxed);
                        let base = self.lb[parts[j].1.len()];
                        if x < INF {
                            lo += x - base;
                            hi += x - base;
                        } else {
                            lo += lbs[j] - base;
                            hi = hi.saturating_add(greedy[j].saturating_sub(base)).min(INF);
                        }
                    }
                    self.improve_bounds(s.len(), lo.min(self.lo_other.load(Ordering::Relaxed)), hi, ctl);
                }
                Ok(())
            };
            let results: Vec<Result<()>> = if depth == 0 {
                // At the top, one thread takes the classes from the largest
                // and the others from the smallest: small classes are solved
                // early, so the reported bounds move while the largest is
                // searched (5×8 solved none in 20 minutes largest first).
                let ends = Mutex::new((0usize, parts.len()));
                let out = Mutex::new(Vec::new());
                let threads = rayon::current_num_threads().min(parts.len());
                rayon::scope(|sc| {
                    for w in 0..threads {
                        let (ends, out, run) = (&ends, &out, &run);
                        sc.spawn(move |_| {
                            loop {
                                let next = match ends.lock() {
                                    Ok(mut e) if e.0 < e.1 => {
                                        if w == 0 {
                                            e.0 += 1;
                                            e.0 - 1
                                        } else {
                                            e.1 -= 1;
                                            e.1
                                        }
                                    }
                                    _ => return,
                                };
                                let r = run(next);
                                if let Ok(mut o) = out.lock() {
                                    o.push(r);
                                }
                            }
                        });
                    }
                });
                out.into_inner().unwrap_or_default()
            } else {
                (0..parts.len()).into_par_iter().map(run).collect()
            };
            for r in results {
                r?;
            }
            return Ok(shared.into_inner().min(INF));
        }
        for (((_, c), &l), child) in parts.iter().zip(&lbs).zip(&syms) {
            let child_beta = beta - (acc - l);
            let v = self.total(c, child, child_beta, sub(d), depth + 1, ctl)?;
            acc = acc.saturating_add(v - l).min(INF);
            if acc >= beta {
                return Ok(acc);
            }
        }
        Ok(acc)
    }

    /// The two-level bound of guess `g` at `s` whose one-guess bound is
    /// `bound`: every class gets its one-guess bound (cached, see
    /// [`LB1_FULL`]) in place of `lb(|class|)`.
    fn two_level(&self, s: &[u32], sym: &Symmetry, g: u32, bound: u32, d: u32, ctl: &Control) -> Result<u32> {
        ctl.check()?;
        let win = self.eng.table().win();
        let mut acc = bound;
        for (f, c) in self.eng.split(g, s) {
            if f != win && c.len() >= 3 {
                let l = self.class_lb(&c, &self.child_sym(sym, g, f), sub(d), INF);
                acc = acc.saturating_add(l.saturating_sub(self.lb[c.len()])).min(INF);
            }
        }
        Ok(acc)
    }

    /// The exact optimal total over `s` within `d` guesses ([`NO_LIMIT`] for none).
    pub(crate) fn optimal_total(&self, s: &[u32], sym: &Symmetry, d: u32, ctl: &Control) -> Result<u32> {
        let v = self.total(s, sym, INF, d, 0, ctl)?;
        if v < INF && self.top_n.fetch_max(s.len(), Ordering::Relaxed) <= s.len() {
            self.improve_bounds(s.len(), v, v, ctl);
        }
        if v >= INF {
            return Err(Error::TooLarge("no strategy separates these codes".into()));
        }
        Ok(v)
    }

    /// Every useful guess at `s` with its exact cost, best first (ties by
    /// code), keeping only the `limit` best (later ones are cut off by
    /// branch and bound).
    pub(crate) fn rank_avg(&self, s: &[u32], sym: &Symmetry, limit: usize, ctl: &Control) -> Result<Vec<(u32, u32)>> {
        if s.len() == 1
            && let Some(g) = self.eng.space().secret_as_guess(s[0])
        {
            return Ok(vec![(g, 1)]);
        }
        let (mut scored, _) = self.scored(s, sym, 0, INF, NO_LIMIT);
        scored.sort_unstable();
        let mut kept: Vec<(u32, u32)> = Vec::new(); // (value, guess)
        for &(bound, g) in &scored {
            ctl.check()?;
            let cut = if kept.len() >= limit { kept[limit - 1].0 + 1 } else { INF };
            if bound >= cut {
                break;
            }
            let v = self.eval_avg(s, sym, g, bound, cut, NO_LIMIT, 1, false, ctl)?;
            if v < cut {
                kept.push((v, g));
                kept.sort_unstable();
                kept.truncate(limit.max(1));
            }
        }
        Ok(kept.into_iter().map(|(v, g)| (g, v)).collect())
    }

    /// The smallest guess achieving the optimal total over `s` within `d`
    /// guesses ([`NO_LIMIT`] for none), with that total.
    pub(crate) fn best_avg(&self, s: &[u32], sym: &Symmetry, d: u32, ctl: &Control) -> Result<(u32, u32)> {
        if s.len() <= 2
            && let Some(g) = self.eng.space().secret_as_guess(s[0])
        {
            // The smallest candidate is optimal (total 1 or 3; any other guess costs more).
            return Ok((g, if s.len() == 1 { 1 } else { 3 }));
        }
        let opt = self.optimal_total(s, sym, d, ctl)?;
        if let Some(e) = Self::get(&self.avg, &key_with(s, d))
            && e.exact
            && e.guess != u32::MAX
        {
            return Ok((e.guess, opt));
        }
        // Value known without its guess: the first guess (in code order) reaching it.
        let (mut scored, _) = self.scored(s, sym, 0, opt + 1, d);
        scored.sort_unstable_by_key(|&(_, g)| g);
        for (bound, g) in scored {
            if self.eval_avg(s, sym, g, bound, opt + 1, d, 1, false, ctl)? == opt {
                return Ok((g, opt));
            }
        }
        Err(Error::TooLarge("internal: optimal guess not found".into()))
    }

    // ---------------- worst case ----------------

    /// Whether every secret of `s` can be found within `d` guesses.
    pub(crate) fn feasible(&self, s: &[u32], sym: &Symmetry, d: u32, ctl: &Control) -> Result<bool> {
        let n = s.len();
        if n == 0 {
            return Ok(true);
        }
        if d == 0 {
            return Ok(false);
        }
        if n == 1 {
            return Ok(true);
        }
        if self.depth_lb(n) > d {
            return Ok(false);
        }
        if n == 2 || (self.perfect_candidate(s).is_some()) {
            return Ok(d >= 2);
        }
        ctl.check()?;
        self.nodes.fetch_add(1, Ordering::Relaxed);
        let key = key_of(s);
        // value = least depth not refuted (lo); exact = value achieved.
        if let Some(e) = Self::get(&self.worst, &key) {
            if e.exact && e.value <= d {
                return Ok(true);
            }
            if e.value > d {
                return Ok(false);
            }
        }
        for g in self.worst_order(s, sym, d - 1) {
            if self.guess_feasible(s, sym, g, d, ctl)? {
                Self::put(&self.worst, key, Entry::exact(d, u32::MAX));
                return Ok(true);
            }
        }
        Self::put(&self.worst, key, Entry::at_least(d + 1));
        Ok(false)
    }

    /// Guesses whose classes all fit in `rest` more guesses by the size bound,
    /// smallest largest class first (then by code).
    fn worst_order(&self, s: &[u32], sym: &Symmetry, rest: u32) -> Vec<u32> {
        let n = s.len();
        let classes = self.eng.table().classes();
        let win = self.eng.table().win() as usize;
        let cap = self.cap[rest as usize];
        let mut counts = vec![0u32; classes];
        let mut out: Vec<(u32, u32)> = Vec::new();
        for g in self.guesses(s, sym) {
            counts.iter_mut().for_each(|c| *c = 0);
            self.eng.count_into(g, s, &mut counts);
            let mut worst = 0;
            let mut ok = true;
            for (f, &c) in counts.iter().enumerate() {
                if f == win || c == 0 {
                    continue;
                }
                if c as usize == n || c as u64 > cap {
                    ok = false;
                    break;
                }
                worst = worst.max(c);
            }
            if ok {
                out.push((worst, g));
            }
        }
        out.sort_unstable();
        out.into_iter().map(|(_, g)| g).collect()
    }

    fn guess_feasible(&self, s: &[u32], sym: &Symmetry, g: u32, d: u32, ctl: &Control) -> Result<bool> {
        let win = self.eng.table().win();
        let mut parts: Vec<(u16, Vec<u32>)> = self.eng.split(g, s).into_iter().filter(|(f, _)| *f != win).collect();
        parts.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
        for (f, c) in &parts {
            let child = self.child_sym(sym, g, *f);
            if !self.feasible(c, &child, d - 1, ctl)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The least worst case over `s`.
    pub(crate) fn optimal_depth(&self, s: &[u32], sym: &Symmetry, ctl: &Control) -> Result<u32> {
        let mut d = self.depth_lb(s.len()).max(1);
        loop {
            ctl.report("deepening", d as u64, 0);
            if self.feasible(s, sym, d, ctl)? {
                return Ok(d);
            }
            d += 1;
            if d > 64 {
                return Err(Error::TooLarge("no strategy separates these codes".into()));
            }
        }
    }

    /// The guess of the optimal-worst strategy at `s` when `budget` more
    /// guesses are allowed: the least total number of guesses among the
    /// strategies whose worst case is `max(budget, least worst case of s)`,
    /// ties to the smallest code. Returns the guess and that worst case.
    pub(crate) fn best_worst(&self, s: &[u32], sym: &Symmetry, budget: u32, ctl: &Control) -> Result<(u32, u32)> {
        let d = self.optimal_depth(s, sym, ctl)?.max(budget);
        Ok((self.best_avg(s, sym, d, ctl)?.0, d))
    }

    /// Every useful guess with the worst case it guarantees, best first, at most `limit`.
    pub(crate) fn rank_worst(&self, s: &[u32], sym: &Symmetry, limit: usize, ctl: &Control) -> Result<Vec<(u32, u32)>> {
        if s.len() == 1
            && let Some(g) = self.eng.space().secret_as_guess(s[0])
        {
            return Ok(vec![(g, 1)]);
        }
        let d = self.optimal_depth(s, sym, ctl)?;
        let mut out = Vec::new();
        // Guesses achieving d, then d+1, ... until `limit` are found.
        let mut depth = d;
        let mut taken = std::collections::HashSet::new();
        while out.len() < limit && depth <= d + 3 {
            let mut order = self.worst_order(s, sym, depth - 1);
            order.sort_unstable();
            for g in order {
                if out.len() >= limit {
                    break;
                }
                if taken.contains(&g) {
                    continue;
                }
                if self.guess_feasible(s, sym, g, depth, ctl)? {
                    taken.insert(g);
                    out.push((g, depth));
                }
            }
            depth += 1;
        }
        Ok(out)
    }

    /// Branching factor used by the bounds.
    pub fn branching(&self) -> u64 {
        self.branching
    }
}
