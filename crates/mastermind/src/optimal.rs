//! Optimal: the exact solver for the minimum total (average) number of
//! guesses and the minimum worst case.
//!
//! Average: `T(S) = min_g ( |S| + Σ_{f ≠ win} T(S_f) )` with `T({s}) = 1`,
//! by depth-first branch and bound:
//! * every guess is first scored by a lower bound `|S| + Σ lb(|S_f|)`, where
//!   `lb(k)` fills a tree of branching `answers - 1` greedily (1 secret found
//!   at the first guess, at most `b` at the second, `b²` at the third, ...);
//!   guesses are explored in order of that bound and the loop stops as soon
//!   as the bound reaches the best total found, pruning whole guesses;
//! * each class gets only the budget the best total leaves it (`beta`); a
//!   call returns the exact value when it is below its budget, otherwise a
//!   lower bound at least the budget;
//! * only one guess per orbit of the position/colour symmetries that keep
//!   the candidate set invariant is explored ([`crate::symmetry`]);
//! * exact values and failed budgets of candidate sets are cached (key: a
//!   128-bit hash of the sorted set and its size);
//! * near the root the classes of a guess are solved in parallel (rayon).
//!
//! Worst case: the least depth `d` such that some guess leaves every class
//! solvable within `d - 1`, by iterative deepening on the same machinery.

use crate::control::Control;
use crate::engine::Engine;
use crate::error::{Error, Result};
use crate::symmetry::Symmetry;
use rayon::prelude::*;
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

const SHARDS: usize = 64;
/// Depth (in guesses from the solve's root) down to which classes are solved in parallel.
const PAR_DEPTH: usize = 2;
/// A value larger than any total.
pub(crate) const INF: u32 = u32::MAX / 4;

#[derive(Debug, Clone, Copy)]
struct Entry {
    /// For the average: exact value if `exact`, else a lower bound.
    /// For the worst case: `lo` (least depth not yet refuted).
    value: u32,
    exact: bool,
}

type Key = (u64, u64, u32);

/// The exact solver of one engine; keeps its cache between calls.
pub struct Solver<'e> {
    eng: &'e Engine,
    lb: Vec<u32>,
    cap: Vec<u64>,
    avg: Vec<Mutex<HashMap<Key, Entry>>>,
    worst: Vec<Mutex<HashMap<Key, Entry>>>,
    nodes: AtomicU64,
    branching: u64,
}

impl std::fmt::Debug for Solver<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver")
            .field("nodes", &self.nodes.load(Ordering::Relaxed))
            .finish()
    }
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
        Solver {
            eng,
            lb,
            cap,
            avg: (0..SHARDS).map(|_| Mutex::new(HashMap::new())).collect(),
            worst: (0..SHARDS).map(|_| Mutex::new(HashMap::new())).collect(),
            nodes: AtomicU64::new(0),
            branching: b,
        }
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
        map[(k.0 as usize) % SHARDS]
            .lock()
            .ok()
            .and_then(|m| m.get(k).copied())
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

    /// Guess positions worth trying at this node: one per orbit of `sym`.
    pub(crate) fn guesses(&self, sym: &Symmetry) -> Vec<u32> {
        let space = self.eng.space();
        let n = space.guesses().len() as u32;
        if sym.is_trivial() {
            (0..n).collect()
        } else {
            let pegs = space.variant().pegs;
            (0..n)
                .filter(|&g| {
                    let c = space.guesses()[g as usize];
                    let mut d = [0u8; 8];
                    for (i, x) in d.iter_mut().enumerate().take(pegs) {
                        *x = c.color(i);
                    }
                    sym.is_rep(&d[..pegs])
                })
                .collect()
        }
    }

    fn child_sym(&self, sym: &Symmetry, g: u32, dense: u16) -> Symmetry {
        if sym.is_trivial() {
            return sym.clone();
        }
        let space = self.eng.space();
        let code = space.guesses()[g as usize];
        let colors = code.colors();
        sym.after(
            &colors,
            self.eng.table().to_feedback(dense),
            space.variant().feedback,
        )
    }

    /// Lower bound of every useful guess, sorted by (bound, guess).
    fn scored(&self, s: &[u32], sym: &Symmetry) -> Vec<(u32, u32)> {
        let n = s.len();
        let win = self.eng.table().win() as usize;
        let classes = self.eng.table().classes();
        let mut counts = vec![0u32; classes];
        let mut out = Vec::new();
        for g in self.guesses(sym) {
            counts.iter_mut().for_each(|c| *c = 0);
            self.eng.count_into(g, s, &mut counts);
            let mut bound = n as u32;
            let mut useless = false;
            for (f, &c) in counts.iter().enumerate() {
                if c == 0 || f == win {
                    continue;
                }
                if c as usize == n {
                    useless = true;
                    break;
                }
                bound += self.lb[c as usize];
            }
            if !useless {
                out.push((bound, g));
            }
        }
        out.sort_unstable();
        out
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
    /// otherwise some lower bound `>= beta`.
    pub(crate) fn total(
        &self,
        s: &[u32],
        sym: &Symmetry,
        beta: u32,
        depth: usize,
        ctl: &Control,
    ) -> Result<u32> {
        let n = s.len();
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
        let key = key_of(s);
        if let Some(e) = Self::get(&self.avg, &key) {
            if e.exact || e.value >= beta {
                return Ok(e.value);
            }
        }
        if self.perfect_candidate(s).is_some() {
            let v = 2 * n as u32 - 1;
            Self::put(&self.avg, key, Entry { value: v, exact: true });
            return Ok(v);
        }
        let floor = floor.max(2 * n as u32);
        if floor >= beta {
            return Ok(floor);
        }
        let scored = self.scored(s, sym);
        let mut best = beta;
        let mut found = false;
        let total_guesses = scored.len() as u64;
        for (i, &(bound, g)) in scored.iter().enumerate() {
            if bound >= best {
                break;
            }
            if depth == 0 {
                ctl.report("solving", i as u64, total_guesses);
            }
            let v = self.eval_avg(s, sym, g, bound, best, depth, ctl)?;
            if v < best {
                best = v;
                found = true;
                if best <= floor {
                    break;
                }
            }
        }
        if found {
            Self::put(&self.avg, key, Entry { value: best, exact: true });
            Ok(best)
        } else {
            Self::put(&self.avg, key, Entry { value: beta, exact: false });
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
        depth: usize,
        ctl: &Control,
    ) -> Result<u32> {
        let win = self.eng.table().win();
        let mut parts: Vec<(u16, Vec<u32>)> = self
            .eng
            .split(g, s)
            .into_iter()
            .filter(|(f, c)| *f != win && c.len() >= 3)
            .collect();
        // Largest classes first: they decide failure soonest.
        parts.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
        if depth < PAR_DEPTH && parts.len() > 1 {
            let vals: Vec<Result<u32>> = parts
                .par_iter()
                .map(|(f, c)| {
                    let lbc = self.lb[c.len()];
                    let child_beta = beta.saturating_sub(bound - lbc);
                    let child = self.child_sym(sym, g, *f);
                    self.total(c, &child, child_beta, depth + 1, ctl)
                })
                .collect();
            let mut acc = bound;
            for ((_, c), v) in parts.iter().zip(vals) {
                acc += v? - self.lb[c.len()];
            }
            return Ok(acc);
        }
        let mut acc = bound;
        for (f, c) in &parts {
            let lbc = self.lb[c.len()];
            let child_beta = beta - (acc - lbc);
            let child = self.child_sym(sym, g, *f);
            let v = self.total(c, &child, child_beta, depth + 1, ctl)?;
            acc += v - lbc;
            if acc >= beta {
                return Ok(acc);
            }
        }
        Ok(acc)
    }

    /// The exact optimal total over `s`.
    pub(crate) fn optimal_total(&self, s: &[u32], sym: &Symmetry, ctl: &Control) -> Result<u32> {
        let v = self.total(s, sym, INF, 0, ctl)?;
        if v >= INF {
            return Err(Error::TooLarge("no strategy separates these codes".into()));
        }
        Ok(v)
    }

    /// Every useful guess at `s` with its exact cost, best first (ties by
    /// code), keeping only the `limit` best (later ones are cut off by
    /// branch and bound).
    pub(crate) fn rank_avg(
        &self,
        s: &[u32],
        sym: &Symmetry,
        limit: usize,
        ctl: &Control,
    ) -> Result<Vec<(u32, u32)>> {
        if s.len() == 1 {
            if let Some(g) = self.eng.space().secret_as_guess(s[0]) {
                return Ok(vec![(g, 1)]);
            }
        }
        let scored = self.scored(s, sym);
        let mut kept: Vec<(u32, u32)> = Vec::new(); // (value, guess)
        for &(bound, g) in &scored {
            ctl.check()?;
            let cut = if kept.len() >= limit {
                kept[limit - 1].0 + 1
            } else {
                INF
            };
            if bound >= cut {
                break;
            }
            let v = self.eval_avg(s, sym, g, bound, cut, 1, ctl)?;
            if v < cut {
                kept.push((v, g));
                kept.sort_unstable();
                kept.truncate(limit.max(1));
            }
        }
        Ok(kept.into_iter().map(|(v, g)| (g, v)).collect())
    }

    /// The smallest guess achieving the optimal total over `s`, with that total.
    pub(crate) fn best_avg(&self, s: &[u32], sym: &Symmetry, ctl: &Control) -> Result<(u32, u32)> {
        if s.len() <= 2 {
            // Guessing the smallest candidate is optimal (total 1 or 3).
            let g = self.eng.space().secret_as_guess(s[0]);
            if let Some(g) = g {
                return Ok((g, if s.len() == 1 { 1 } else { 3 }));
            }
        }
        let opt = self.optimal_total(s, sym, ctl)?;
        let mut scored = self.scored(s, sym);
        scored.sort_unstable_by_key(|&(_, g)| g);
        for (bound, g) in scored {
            if bound > opt {
                continue;
            }
            let v = self.eval_avg(s, sym, g, bound, opt + 1, 1, ctl)?;
            if v == opt {
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
        if d == 2 {
            // Needs a candidate splitting the rest into singletons.
            return Ok(false);
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
                Self::put(&self.worst, key, Entry { value: d, exact: true });
                return Ok(true);
            }
        }
        Self::put(&self.worst, key, Entry { value: d + 1, exact: false });
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
        for g in self.guesses(sym) {
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

    fn guess_feasible(
        &self,
        s: &[u32],
        sym: &Symmetry,
        g: u32,
        d: u32,
        ctl: &Control,
    ) -> Result<bool> {
        let win = self.eng.table().win();
        let mut parts: Vec<(u16, Vec<u32>)> = self
            .eng
            .split(g, s)
            .into_iter()
            .filter(|(f, _)| *f != win)
            .collect();
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

    /// The smallest guess keeping the worst case of `s` minimal, with that worst case.
    pub(crate) fn best_worst(&self, s: &[u32], sym: &Symmetry, ctl: &Control) -> Result<(u32, u32)> {
        if s.len() <= 2
            && let Some(g) = self.eng.space().secret_as_guess(s[0])
        {
            return Ok((g, s.len() as u32));
        }
        let d = self.optimal_depth(s, sym, ctl)?;
        let mut order = self.worst_order(s, sym, d - 1);
        order.sort_unstable();
        for g in order {
            if self.guess_feasible(s, sym, g, d, ctl)? {
                return Ok((g, d));
            }
        }
        Err(Error::TooLarge("internal: optimal guess not found".into()))
    }

    /// Every useful guess with the worst case it guarantees, best first, at most `limit`.
    pub(crate) fn rank_worst(
        &self,
        s: &[u32],
        sym: &Symmetry,
        limit: usize,
        ctl: &Control,
    ) -> Result<Vec<(u32, u32)>> {
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
