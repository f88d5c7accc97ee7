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
//!   answers gives it directly (`2n - w + duplicates`);
//! * guesses are explored in increasing bound and the loop stops as soon as
//!   the bound reaches the best total found, pruning whole guesses;
//! * each class gets only the budget the best total leaves it (`beta`); a
//!   call returns the exact value when it is below its budget, otherwise a
//!   lower bound at least the budget;
//! * exact shortcuts: a candidate splitting the rest into singletons costs
//!   `2n - 1`; otherwise a candidate whose classes hold at most two codes
//!   costs the floor `2n`;
//! * only one guess per orbit is explored (the private `symmetry` module): the
//!   position/colour permutations that keep the game invariant, joined with
//!   the permutations of colours that no candidate contains;
//! * exact values and failed budgets of candidate sets are cached (key: a
//!   128-bit hash of the sorted set, its size and the depth limit);
//! * the first budget comes from a greedy (most-parts) strategy;
//! * at the top, the classes of the first guess, then the remaining guesses,
//!   are solved in parallel (rayon) with budgets fixed beforehand, so the
//!   result does not depend on scheduling;
//! * ties go to the smallest code: enforced by the search near the top, and
//!   on demand (`best_avg`) deeper, where the search only keeps values.
//!
//! Worst case: the least depth `d` such that some guess leaves every class
//! solvable within `d - 1`, by iterative deepening with a size bound and a
//! cache; `optimal-worst` then minimises the total within that depth.

use crate::control::Control;
use crate::engine::Engine;
use crate::error::{Error, Result};
use crate::symmetry::Symmetry;
use rayon::prelude::*;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

const SHARDS: usize = 64;

/// A value larger than any total.
pub(crate) const INF: u32 = u32::MAX / 4;

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
    branching: u64,
    /// Whether colours absent from every candidate are treated as interchangeable.
    dead_colours: bool,
    /// Orbit representatives by fingerprint of the group and dead colours.
    reps: Mutex<RepsCache>,
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
            branching: b,
            reps: Mutex::new(HashMap::new()),
            dead_colours: true,
        }
    }

    /// Uses (the default) or ignores the symmetry of colours that no candidate contains.
    pub fn set_dead_colours(&mut self, on: bool) {
        self.dead_colours = on;
    }

    /// Candidate sets visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
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
        let n = s.len();
        // Largest class that can still be finished after this guess.
        let room = self.cap[(d.max(1) - 1).min(64) as usize];
        let table = self.eng.table();
        let win = table.win() as usize;
        let classes = table.classes();
        let mut counts = vec![0u32; classes];
        let mut out = Vec::new();
        let mut tie_possible = false;
        // Small sets: every class is in the linear part of lb (lb(c) = 2c - 1),
        // so bound = n + 2(n - w) - m = 2n - w + dup, where w = 1 when the
        // guess may win and dup counts codes falling into a class already
        // seen: a bitmask of seen answers suffices.
        let small = table.is_tabulated() && classes <= 128 && n as u64 <= self.branching + 1 && n as u64 <= room;
        let dup_limit = (beta + 1).saturating_sub(2 * n as u32);
        for g in self.guesses(s, sym) {
            let (bound, big) = if small {
                let row = table.row(g);
                let (dup, w) = if classes <= 64 {
                    deal_small::<u64>(row, s, win, dup_limit)
                } else {
                    deal_small::<u128>(row, s, win, dup_limit)
                };
                if dup >= dup_limit {
                    continue;
                }
                let m = n as u32 - w - dup;
                if m == 1 && w == 0 {
                    continue; // one class: useless
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
            } else if table.is_tabulated() {
                let row = table.row(g);
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
                    bound += self.dlb[c];
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
                    continue;
                }
                (bound, big)
            } else {
                counts.fill(0);
                self.eng.count_into(g, s, &mut counts);
                let mut bound = n as u32;
                let mut big = 0;
                for (f, &c) in counts.iter().enumerate() {
                    if c > 0 && f != win {
                        big = big.max(c);
                        bound += self.lb[c as usize];
                    }
                }
                if big as usize == n {
                    continue;
                }
                (bound, big)
            };
            if bound >= beta || big as u64 > room {
                continue;
            }
            if bound <= floor {
                if big <= 2 && (big <= 1 || d >= 3) && !tie_possible {
                    return (vec![(bound, g)], Some(g));
                }
                tie_possible = true;
            }
            out.push((bound, g));
        }
        (out, None)
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
        let classes = self.eng.table().classes();
        if s.len() > classes {
            return None;
        }
        let mut seen = vec![0u32; classes];
        let mut stamp = 0u32;
        for &c in s {
            let Some(g) = self.eng.space().secret_as_guess(c) else {
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
        let total_guesses = scored.len() as u64;
        let mut heap: BinaryHeap<Reverse<(u32, u32)>> =
            BinaryHeap::from(scored.into_iter().map(Reverse).collect::<Vec<_>>());
        let mut best = beta;
        let mut best_g = u32::MAX;
        let mut i = 0u64;
        let strict = depth <= STRICT_DEPTH;
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
            if depth == 0 && found {
                // The rest of the top level: every remaining guess that could
                // beat or tie the best is refuted (or solved) in parallel with
                // budgets fixed now; the outcome equals the sequential one.
                let mut rest = vec![(bound, g)];
                while let Some(Reverse((b, h))) = heap.pop() {
                    rest.push((b, h));
                }
                let (best0, best_g0) = (best, best_g);
                let todo: Vec<(u32, u32, u32)> = rest
                    .into_iter()
                    .filter_map(|(b, h)| {
                        let beat = b < best0 && best0 > floor;
                        let tie = h < best_g0 && b <= best0;
                        (beat || tie).then_some((b, h, if tie { best0 + 1 } else { best0 }))
                    })
                    .collect();
                let done = std::sync::atomic::AtomicU64::new(i);
                let vals: Vec<Result<u32>> = todo
                    .par_iter()
                    .map(|&(b, h, limit)| {
                        let v = self.eval_avg(s, sym, h, b, limit, d, depth, false, ctl);
                        let k = done.fetch_add(1, Ordering::Relaxed);
                        ctl.report("solving", (k + 1).min(total_guesses), total_guesses);
                        v
                    })
                    .collect();
                for (&(_, h, limit), v) in todo.iter().zip(vals) {
                    let v = v?;
                    if v < limit && (v < best || (v == best && h < best_g)) {
                        best = v;
                        best_g = h;
                    }
                }
                break;
            }
            let limit = if can_tie { best + 1 } else { best };
            let v = self.eval_avg(s, sym, g, bound, limit, d, depth, depth == 0, ctl)?;
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
            Ok(best)
        } else {
            Self::put(&self.avg, key, Entry::at_least(beta));
            Ok(beta)
        }
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
        // Sharper class bounds before any recursion: a small class without a
        // candidate that splits the others into singletons costs at least 2k.
        let lbs: Vec<u32> = parts
            .iter()
            .map(|(_, c)| {
                let k = c.len() as u32;
                let lb = self.lb[c.len()];
                if lb == 2 * k - 1 && self.perfect_candidate(c).is_none() { 2 * k } else { lb }
            })
            .collect();
        let mut acc = bound;
        for ((_, c), &l) in parts.iter().zip(&lbs) {
            acc += l - self.lb[c.len()];
        }
        if acc >= beta {
            return Ok(acc);
        }
        if par && parts.len() > 1 {
            let done = AtomicU64::new(0);
            let codes: u64 = parts.iter().map(|p| p.1.len() as u64).sum();
            let start = acc;
            let vals: Vec<Result<u32>> = parts
                .par_iter()
                .zip(&lbs)
                .map(|((f, c), &l)| {
                    let child_beta = beta.saturating_sub(start - l);
                    let child = self.child_sym(sym, g, *f);
                    let v = self.total(c, &child, child_beta, sub(d), depth + 1, ctl);
                    if v.is_ok() {
                        let k = done.fetch_add(c.len() as u64, Ordering::Relaxed) + c.len() as u64;
                        ctl.report("first guess: codes of solved classes", k, codes);
                    }
                    v
                })
                .collect();
            for (v, &l) in vals.into_iter().zip(&lbs) {
                acc = acc.saturating_add(v? - l).min(INF);
            }
            return Ok(acc);
        }
        for ((f, c), &l) in parts.iter().zip(&lbs) {
            let child_beta = beta - (acc - l);
            let child = self.child_sym(sym, g, *f);
            let v = self.total(c, &child, child_beta, sub(d), depth + 1, ctl)?;
            acc = acc.saturating_add(v - l).min(INF);
            if acc >= beta {
                return Ok(acc);
            }
        }
        Ok(acc)
    }

    /// The exact optimal total over `s` within `d` guesses ([`NO_LIMIT`] for none).
    pub(crate) fn optimal_total(&self, s: &[u32], sym: &Symmetry, d: u32, ctl: &Control) -> Result<u32> {
        let v = self.total(s, sym, INF, d, 0, ctl)?;
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
