//! Game 28, *coelhos à Fibonacci*, solved by thresholds instead of by its
//! states `(n, a, b)`.
//!
//! In a position with `m` rabbits where the last take was `b` (and the one
//! before it `a`), the mover may take up to `a + b`. Let `f(m, b)` be the
//! least take that wins there — taking `k` leaves `(m − k, b, k)`, whose mover
//! may take up to `b + k`, so
//!
//! ```text
//! f(m, b) = min { k ≥ 1 : k = m  or  f(m − k, k) > b + k }
//! mover wins (m, a, b)  ⇔  f(m, b) ≤ a + b.
//! ```
//!
//! A larger `b` only makes the condition harder, so `f(m, ·)` is a
//! non-decreasing step function of `b`. Take `k` wins for every
//! `b ≤ g(k) = f(m − k, k) − k − 1`; the steps of `f(m, ·)` are the takes
//! whose `g` beats every smaller take's (`f(m, b)` is the first of them
//! with `g ≥ b`, and `m` past the last). Since `f(m − k, k) ≤ m − k`,
//! `g(k) ≤ m − 2k − 1`, so the scan of takes stops as soon as no later take
//! can beat the best `g` so far. Each heap keeps a handful of steps (at
//! most 12 up to 2,000; see the tests), so every heap up to `N` costs
//! O(N²) lookups in the worst case and far fewer in practice, in memory
//! proportional to `N`.
//!
//! This gives the class (tipo-P *frágil* or tipo-S *inatacável*) of every
//! position with at most `N` rabbits, and every winning take, but not the
//! remoteness (*geração*): that stays with the memoised search of the
//! states, which is also this method's independent check on small heaps.

use super::cursors::Cursors;
use ludoteca_core::cost::Cost;
use ludoteca_core::{Cancelled, Control};
use serde::Serialize;
use std::sync::{Arc, Mutex, PoisonError};

/// The steps of `f(m, ·)` for every heap `m ≤ last`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thresholds {
    /// Steps of heap `m` are `steps[start[m]..start[m + 1]]`.
    pub(super) start: Vec<u32>,
    /// `(g, k)`: take `k` is the least winning take for `b` up to `g` (and
    /// above the previous step's `g`); `g` strictly increases.
    pub(super) steps: Vec<(u32, u32)>,
}

/// The largest heap the tables are built for (their indices are `u32`).
pub const MAX_HEAP: u64 = 50_000_000;

/// Up to this heap an analysis of game 28 uses the memoised search of the
/// states, which also gives the remoteness (*geração*); past it, the
/// thresholds (the class only).
pub const SEARCH_UP_TO: u64 = 100;

/// The largest heap an analysis (outcome, table, a champion's move)
/// answers by thresholds: about a minute in a release build. `solve` goes
/// on to [`MAX_HEAP`].
pub const ANALYSIS_UP_TO: u64 = 300_000;

/// The most heaps the process keeps solved between requests (about 12 MB).
const SHARED_MAX: u64 = 100_000;

/// Bytes per heap solved: its steps (about a dozen of 8 bytes, with room
/// for the vector's growth), its row start and its cursor.
const BYTES_PER_HEAP: u64 = 220;

/// What solving every heap up to `n` costs: memory linear in `n`, and about
/// `n² / 6` lookups (one step each; measured: 1.56·10⁹ lookups to 100,000).
#[must_use]
pub fn cost(n: u64) -> Cost {
    Cost::new(n.saturating_mul(BYTES_PER_HEAP).saturating_add(1 << 16), n.saturating_mul(n) / 6)
}

/// The file in the folder of kept tables ([`crate::keep`]) holding the
/// thresholds between processes.
const KEPT: &str = "je-28-thresholds.bin";

/// The thresholds up to at least `n`, shared by every request of the process
/// (the table does not depend on the starting heap, only on how far it
/// goes): extended when a request needs more, kept up to `SHARED_MAX` heaps
/// in memory and up to [`ANALYSIS_UP_TO`] in the folder of kept tables, so
/// that the next process starts from them (checked as it reads them).
pub fn shared(n: u64, ctl: &Control) -> Result<Arc<Thresholds>, Cancelled> {
    static SHARED: Mutex<Option<Arc<Thresholds>>> = Mutex::new(None);
    let held = SHARED.lock().unwrap_or_else(PoisonError::into_inner).clone();
    if let Some(t) = &held
        && t.last() >= n
    {
        return Ok(t.clone());
    }
    // Extended outside the lock, from the longer of what is held and what
    // is kept.
    let kept = crate::keep::file(KEPT).and_then(|f| kept(&f));
    let kept_last = kept.as_ref().map_or(0, Thresholds::last);
    let mut t = match (held, kept) {
        (Some(h), Some(k)) if k.last() > h.last() => k,
        (Some(h), _) => (*h).clone(),
        (None, Some(k)) => k,
        (None, None) => Thresholds::new(),
    };
    t.extend(n, ctl)?;
    if t.last() > kept_last
        && t.last() <= ANALYSIS_UP_TO
        && let Some(file) = crate::keep::file(KEPT)
    {
        crate::keep::write(&file, &t.to_bytes());
    }
    let t = Arc::new(t);
    if n <= SHARED_MAX {
        let mut slot = SHARED.lock().unwrap_or_else(PoisonError::into_inner);
        if slot.as_ref().is_none_or(|s| s.last() < t.last()) {
            *slot = Some(t.clone());
        }
    }
    Ok(t)
}

/// The kept thresholds in `file`, when it holds sound ones within
/// [`ANALYSIS_UP_TO`] (a damaged file is ignored and written again).
fn kept(file: &std::path::Path) -> Option<Thresholds> {
    let bytes = crate::keep::read(file, cost(ANALYSIS_UP_TO).bytes)?;
    Thresholds::from_bytes(&bytes).ok().filter(|t| t.last() <= ANALYSIS_UP_TO)
}

impl Thresholds {
    /// Nothing solved yet: heap 0 only.
    #[must_use]
    pub fn new() -> Thresholds {
        Thresholds { start: vec![0, 0], steps: Vec::new() }
    }

    /// Every heap up to `last` (at most [`MAX_HEAP`]).
    pub fn solve(last: u64, ctl: &Control) -> Result<Thresholds, Cancelled> {
        let mut t = Thresholds::new();
        t.extend(last, ctl)?;
        Ok(t)
    }

    /// The largest heap solved.
    #[must_use]
    pub fn last(&self) -> u64 {
        self.start.len() as u64 - 2
    }

    /// Solves the heaps after [`last`](Self::last) up to `to`; cancelled
    /// between two heaps, keeping every heap finished (so a stopped run
    /// resumes where it stopped).
    ///
    /// Heap `m` asks row `r = m − k` for `f(r, k)`: as `m` grows, each row is
    /// asked at a larger `b = m − r`, so every row keeps a cursor on its
    /// current step that only moves forward (`Cursors`), and a lookup is
    /// two loads from arrays read backwards, in order.
    pub fn extend(&mut self, to: u64, ctl: &Control) -> Result<(), Cancelled> {
        self.extend_on(to, Some(u64::from(super::cursors::SPLIT_FROM)), ctl)
    }

    /// [`extend`](Self::extend), the heaps from `split_from` on shared
    /// between two threads (the takes of one heap read disjoint rows:
    /// the small takes on one, the large on the other), `None`: all on one.
    pub fn extend_on(&mut self, to: u64, split_from: Option<u64>, ctl: &Control) -> Result<(), Cancelled> {
        let to = to.min(MAX_HEAP);
        let from = self.last() + 1;
        let total = to.saturating_sub(from) + 1;
        let split = split_from.map(|h| h.clamp(2, MAX_HEAP) as u32);
        let mut cur = Cursors::at(self, from as u32, split);
        for m in from..=to {
            if m % 1024 == 0 {
                ctl.check()?;
                ctl.report(m - from, total);
            }
            let m = m as u32;
            let steps = cur.heap_steps(self, m);
            self.steps.extend(steps);
            self.start.push(self.steps.len() as u32);
            cur.open_row(self, m, 1);
        }
        ctl.report(total, total);
        Ok(())
    }

    /// The same tables by the plain recurrence, each lookup searching its
    /// row: the reference the cursors are tested and measured against.
    #[must_use]
    pub fn solve_plain(last: u64) -> Thresholds {
        Thresholds::solve_plain_until(last, None)
    }

    /// [`solve_plain`](Self::solve_plain), stopped at the first heap
    /// finished after `deadline` (so a race of the two methods can say how
    /// far the plain one got in the same time).
    #[must_use]
    pub fn solve_plain_until(last: u64, deadline: Option<std::time::Instant>) -> Thresholds {
        let mut t = Thresholds::new();
        for m in 1..=last.min(MAX_HEAP) as u32 {
            let mut best = 0u32;
            let mut k = 1u32;
            while 2 * k + 1 + best < m {
                let f = t.f(m - k, k);
                if f > k + 1 + best {
                    best = f - k - 1;
                    t.steps.push((best, k));
                }
                k += 1;
            }
            t.start.push(t.steps.len() as u32);
            if m % 256 == 0 && deadline.is_some_and(|d| std::time::Instant::now() >= d) {
                break;
            }
        }
        t
    }

    /// The steps of heap `m`.
    fn steps_of(&self, m: u32) -> &[(u32, u32)] {
        let m = m as usize;
        &self.steps[self.start[m] as usize..self.start[m + 1] as usize]
    }

    /// `f(m, b)`, the least winning take from `m` rabbits after a take of
    /// `b ≥ 1` (for `m ≤ last`).
    fn f(&self, m: u32, b: u32) -> u32 {
        let steps = self.steps_of(m);
        // Few steps: a linear scan beats a binary search.
        steps.iter().find(|&&(g, _)| g >= b).map_or(m, |&(_, k)| k)
    }

    /// The least winning take from `n` rabbits after a take of `b ≥ 1`, or
    /// `None` when `n` is past the table.
    #[must_use]
    pub fn least_win(&self, n: u64, b: u64) -> Option<u64> {
        if n > self.last() || n == 0 || b == 0 {
            return None;
        }
        Some(u64::from(self.f(n as u32, b.min(u64::from(u32::MAX)) as u32)))
    }

    /// Whether the mover wins `(n, a, b)` (`a` the take before last, `b` the
    /// last; `a = 0` means a player's first move, which takes exactly 1), or
    /// `None` when `n` is past the table.
    #[must_use]
    pub fn mover_wins(&self, n: u64, a: u64, b: u64) -> Option<bool> {
        if n > self.last() {
            return None;
        }
        Some(match (n, a, b) {
            (0, ..) => false,
            (1, ..) => true,
            // A first move takes exactly one.
            (_, 0, 0) => !self.mover_wins(n - 1, 0, 1)?,
            (_, 0, _) => self.f(n as u32, b.min(n) as u32) <= 1,
            _ => u64::from(self.f(n as u32, b.min(n) as u32)) <= a.saturating_add(b),
        })
    }

    /// Whether the first player wins a game started with `n` rabbits.
    #[must_use]
    pub fn first_wins(&self, n: u64) -> Option<bool> {
        self.mover_wins(n, 0, 0)
    }

    /// The winning takes of `(n, a, b)`, smallest first (empty when the
    /// mover loses), or `None` past the table.
    #[must_use]
    pub fn winning_takes(&self, n: u64, a: u64, b: u64) -> Option<Vec<u64>> {
        if n > self.last() {
            return None;
        }
        let cap = if a == 0 { 1 } else { a.saturating_add(b) }.min(n);
        let mut wins = Vec::new();
        for k in 1..=cap {
            let after = if k == n { Some(false) } else { self.mover_wins(n - k, b, k) };
            if after == Some(false) {
                wins.push(k);
            }
        }
        Some(wins)
    }

    /// The steps stored (for reports and benchmarks).
    #[must_use]
    pub fn step_count(&self) -> usize {
        self.steps.len()
    }

    /// The tables as bytes (a checkpoint): the last heap, then per heap its
    /// step count and its steps, as LEB128 numbers (`g` and `k` as
    /// differences from the previous step). Heaps are rebuilt the same way
    /// every time, so a checkpoint only saves the time to rebuild them.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.steps.len() * 3 + self.start.len());
        out.extend_from_slice(MAGIC);
        leb(&mut out, self.last());
        for m in 0..=self.last() as u32 {
            let s = self.steps_of(m);
            leb(&mut out, s.len() as u64);
            let (mut g0, mut k0) = (0u32, 0u32);
            for &(g, k) in s {
                leb(&mut out, u64::from(g - g0));
                leb(&mut out, u64::from(k - k0));
                (g0, k0) = (g, k);
            }
        }
        out
    }

    /// Reads [`to_bytes`](Self::to_bytes) back, checking every step against
    /// the order the method produces (a damaged file is refused, not
    /// trusted), within [`MAX_HEAP`] and without allocating past the file's
    /// own length.
    pub fn from_bytes(bytes: &[u8]) -> Result<Thresholds, String> {
        let mut r = Reader { bytes, at: 0 };
        if !bytes.starts_with(MAGIC) {
            return Err("this is not a checkpoint of game 28's thresholds".into());
        }
        r.at = MAGIC.len();
        let last = r.leb()?;
        if last > MAX_HEAP {
            return Err(format!("the checkpoint claims heaps up to {last}; at most {MAX_HEAP} are accepted"));
        }
        // Every heap takes at least one byte: a short file cannot claim many.
        if last as usize > bytes.len() {
            return Err(format!("the checkpoint claims {last} heaps but holds {} bytes", bytes.len()));
        }
        let mut t = Thresholds { start: Vec::with_capacity(last as usize + 2), steps: Vec::new() };
        t.start.push(0);
        for m in 0..=last {
            let count = r.leb()?;
            if count > m {
                return Err(format!("heap {m} claims {count} steps; a heap has fewer steps than rabbits"));
            }
            let (mut g, mut k) = (0u64, 0u64);
            for _ in 0..count {
                let (dg, dk) = (r.leb()?, r.leb()?);
                if dg == 0 || dk == 0 {
                    return Err(format!("heap {m}: steps must grow (at byte {})", r.at));
                }
                g += dg;
                k += dk;
                if g + 2 * k + 1 > m {
                    return Err(format!("heap {m}: a step ({g}, {k}) the method never makes (at byte {})", r.at));
                }
                t.steps.push((g as u32, k as u32));
            }
            t.start.push(t.steps.len() as u32);
        }
        if r.at != bytes.len() {
            return Err(format!("{} bytes follow the last heap", bytes.len() - r.at));
        }
        Ok(t)
    }
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds::new()
    }
}

const MAGIC: &[u8] = b"ludoteca je-28 thresholds v1\n";

fn leb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn leb(&mut self) -> Result<u64, String> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let Some(&byte) = self.bytes.get(self.at) else {
                return Err(format!("the checkpoint ends in the middle of a number (byte {})", self.at));
            };
            self.at += 1;
            v |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(format!("a number too long at byte {}", self.at))
    }
}

/// What a researcher asks of the losing starts (tipo-S, *inatacável* for
/// the first player) up to a heap: how many, how far apart, and whether the
/// sequence could be periodic.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pattern {
    /// The largest starting heap examined.
    pub last: u64,
    /// How many starting heaps in `0..=last` the first player loses.
    pub losing: u64,
    /// `losing / (last + 1)`.
    pub density: f64,
    /// Gap (distance between consecutive losing starts) → how often.
    pub gaps: std::collections::BTreeMap<u64, u64>,
    /// The longest gap: `(from, to)`, two consecutive losing starts.
    pub longest_gap: (u64, u64),
    /// Record gaps: `(from, gap)` for each gap longer than every earlier one.
    pub records: Vec<(u64, u64)>,
    /// The longest period the next field speaks of: `(last + 1) / 4`, so
    /// that a period would show at least four times after heap 0.
    pub periods_up_to: u64,
    /// No eventual period of length `p ≤ periods_up_to` starts before this
    /// heap: for each such `p`, the results differ from their shift by `p`
    /// at some heap at or after it.
    pub no_period_before: u64,
    /// The `(preperiod, period)` pairs that still fit with at least two whole
    /// periods inside `0..=last` — weak evidence, the last few heaps only;
    /// each period with its least preperiod.
    pub periods_allowed: Vec<(u64, u64)>,
    /// The first losing starts (at most 60), for a glance.
    pub first_losing: Vec<u64>,
}

impl Pattern {
    /// The pattern of the first player's results for every start up to
    /// `last ≤ t.last()`.
    #[must_use]
    pub fn of(t: &Thresholds, last: u64) -> Pattern {
        let last = last.min(t.last());
        let lose: Vec<bool> = (0..=last).map(|n| t.first_wins(n) == Some(false)).collect();
        let losing_at: Vec<u64> = (0..=last).filter(|&n| lose[n as usize]).collect();
        let mut gaps = std::collections::BTreeMap::new();
        let mut longest_gap = (0, 0);
        let mut records = Vec::new();
        for w in losing_at.windows(2) {
            let gap = w[1] - w[0];
            *gaps.entry(gap).or_insert(0) += 1;
            if gap > longest_gap.1 - longest_gap.0 {
                longest_gap = (w[0], w[1]);
                records.push((w[0], gap));
            }
        }
        Pattern {
            last,
            losing: losing_at.len() as u64,
            density: losing_at.len() as f64 / (last + 1) as f64,
            gaps,
            longest_gap,
            records,
            periods_up_to: (last + 1) / 4,
            no_period_before: least_preperiods(&lose)
                .filter(|&(_, p)| p <= (last + 1) / 4)
                .map(|(pre, _)| pre)
                .min()
                .unwrap_or(0),
            periods_allowed: least_preperiods(&lose).filter(|&(pre, p)| pre + 2 * p <= last + 1).collect(),
            first_losing: losing_at.iter().copied().take(60).collect(),
        }
    }

    /// The pattern as an SVG plot: every losing start as a mark at its heap
    /// (x) and the gap that follows it (y), with the record gaps named.
    #[must_use]
    pub fn svg(&self, t: &Thresholds) -> String {
        let (w, h, pad) = (900.0, 360.0, 48.0);
        let last = self.last.max(1) as f64;
        let top = self.longest_gap.1.saturating_sub(self.longest_gap.0).max(1) as f64;
        let x = |n: u64| pad + (w - 2.0 * pad) * n as f64 / last;
        let y = |g: u64| h - pad - (h - 2.0 * pad) * g as f64 / top;
        let mut s = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" font-size=\"12\">\
             <title>Game 28: losing starts up to {} and the gaps between them</title>\
             <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\
             <line x1=\"{pad}\" y1=\"{b}\" x2=\"{r}\" y2=\"{b}\" stroke=\"black\"/>\
             <line x1=\"{pad}\" y1=\"{pad}\" x2=\"{pad}\" y2=\"{b}\" stroke=\"black\"/>\
             <text x=\"{r}\" y=\"{lx}\" text-anchor=\"end\">heap n (0 – {})</text>\
             <text x=\"{pad}\" y=\"{ly}\">gap to the next losing start (max {top})</text>",
            self.last,
            self.last,
            b = h - pad,
            r = w - pad,
            lx = h - pad + 30.0,
            ly = pad - 12.0,
        );
        // At most one mark per pixel column and gap: the plot stays small
        // however many heaps it shows.
        let mut seen = std::collections::HashSet::new();
        let mut prev = None;
        for n in (0..=self.last).filter(|&n| t.first_wins(n) == Some(false)) {
            if let Some(p) = prev {
                let gap = n - p;
                if seen.insert((x(p) as u32, gap)) {
                    s += &format!("<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"1.5\" fill=\"#0b3d91\"/>", x(p), y(gap));
                }
            }
            prev = Some(n);
        }
        for &(from, gap) in &self.records {
            s += &format!(
                "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\">{gap} at {from}</text>",
                x(from) + 3.0,
                y(gap) - 3.0
            );
        }
        s + "</svg>"
    }
}

/// For every period `p ≤ len / 2`, the least preperiod with which `lose`
/// repeats with period `p` from there to its end: `(preperiod, p)`.
fn least_preperiods(lose: &[bool]) -> impl Iterator<Item = (u64, u64)> + '_ {
    let len = lose.len();
    (1..=len / 2).map(move |p| {
        // The last place where the sequence and its shift by p differ.
        let last_diff = (0..len - p).rev().find(|&i| lose[i] != lose[i + p]);
        (last_diff.map_or(0, |i| i + 1) as u64, p as u64)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules read directly: who wins `(n, a, b)` by trying every take.
    fn brute(n: u64, a: u64, b: u64, memo: &mut std::collections::HashMap<(u64, u64, u64), bool>) -> bool {
        if let Some(&v) = memo.get(&(n, a, b)) {
            return v;
        }
        let cap = if a == 0 { 1 } else { a + b };
        let v = (1..=cap.min(n)).any(|k| k == n || !brute(n - k, b, k, memo));
        memo.insert((n, a, b), v);
        v
    }

    #[test]
    fn thresholds_agree_with_the_rules_on_every_small_state() {
        let t = Thresholds::solve(48, &Control::none()).unwrap();
        let mut memo = std::collections::HashMap::new();
        for n in 0..=48 {
            for b in 0..=n {
                for a in 0..=n {
                    if a > 0 && b == 0 {
                        continue;
                    }
                    assert_eq!(t.mover_wins(n, a, b), Some(brute(n, a, b, &mut memo)), "({n}, {a}, {b})");
                    let takes = t.winning_takes(n, a, b).unwrap();
                    let cap = if a == 0 { 1 } else { a + b };
                    for k in 1..=cap.min(n) {
                        let wins = k == n || !brute(n - k, b, k, &mut memo);
                        assert_eq!(takes.contains(&k), wins, "take {k} from ({n}, {a}, {b})");
                    }
                }
            }
        }
    }

    /// The thresholds against the entry's memoised search of the states
    /// `(n, a, b)` (the solver that gives the remoteness), for the first
    /// player's start, the second player's first move and the first free
    /// choice, every heap up to `last`.
    fn against_the_search(last: u64) {
        use super::super::{HeapConfig, HeapPosition};
        use ludoteca_core::{Outcome, Player, Solver};
        let cfg = HeapConfig::from_params("je-28", &crate::Params::parse(["limit=fibonacci"]).unwrap()).unwrap();
        let mut search = Solver::new(&cfg.game);
        let t = Thresholds::solve(last, &Control::none()).unwrap();
        for n in 1..=last {
            for (a, b) in [(0, 0), (0, 1), (1, 1)] {
                let p = cfg.game.normal(HeapPosition { n, a, b, mover: Player::First });
                let v = search.value_with(&p, &Control::none()).unwrap();
                assert_eq!(t.mover_wins(n, a, b), Some(v.outcome == Outcome::NextWins), "({n}, {a}, {b})");
            }
        }
    }

    #[test]
    fn thresholds_agree_with_the_memoised_search_up_to_150() {
        against_the_search(150);
    }

    /// The issue's check to 1,000 (about ten minutes in a release build:
    /// `cargo test --release -p ludoteca-games rabbits -- --ignored`).
    #[test]
    #[ignore = "about ten minutes in release"]
    fn thresholds_agree_with_the_memoised_search_up_to_1000() {
        against_the_search(1000);
    }

    #[test]
    fn starting_heaps_agree_with_the_rules_up_to_200() {
        let t = Thresholds::solve(200, &Control::none()).unwrap();
        let mut memo = std::collections::HashMap::new();
        for n in 0..=200 {
            assert_eq!(t.first_wins(n), Some(brute(n, 0, 0, &mut memo)), "start {n}");
        }
    }

    #[test]
    fn cursors_give_the_plain_recurrence_tables() {
        let plain = Thresholds::solve_plain(3000);
        assert_eq!(Thresholds::solve(3000, &Control::none()).unwrap(), plain);
        // Extended in uneven pieces, from cursors rebuilt each time.
        let mut t = Thresholds::new();
        for to in [1, 2, 3, 10, 11, 500, 1999, 3000] {
            t.extend(to, &Control::none()).unwrap();
        }
        assert_eq!(t, plain);
    }

    #[test]
    fn heaps_split_between_two_threads_give_the_same_tables() {
        // Split from heap 64 on (by default only from 16,384): thousands of
        // heaps whose large takes' steps are merged after the small ones'.
        let plain = Thresholds::solve_plain(6000);
        for from in [64, 500, 4096] {
            let mut t = Thresholds::new();
            t.extend_on(6000, Some(from), &Control::none()).unwrap();
            assert_eq!(t, plain, "split from {from}");
        }
        // Resumed in pieces, each with fresh cursors.
        let mut t = Thresholds::new();
        for to in [100, 2500, 2501, 6000] {
            t.extend_on(to, Some(64), &Control::none()).unwrap();
        }
        assert_eq!(t, plain);
        let mut one = Thresholds::new();
        one.extend_on(6000, None, &Control::none()).unwrap();
        assert_eq!(one, plain);
    }

    #[test]
    fn steps_stay_few_and_a_checkpoint_round_trips() {
        let t = Thresholds::solve(2000, &Control::none()).unwrap();
        let most = (0..=2000u32).map(|m| t.steps_of(m).len()).max().unwrap();
        assert!(most <= 12, "a heap with {most} steps");
        let bytes = t.to_bytes();
        assert_eq!(Thresholds::from_bytes(&bytes).unwrap(), t);
        // Resuming from a smaller table gives the same table.
        let mut half = Thresholds::from_bytes(&Thresholds::solve(1000, &Control::none()).unwrap().to_bytes()).unwrap();
        half.extend(2000, &Control::none()).unwrap();
        assert_eq!(half, t);
    }

    #[test]
    fn a_damaged_checkpoint_is_refused_in_a_sentence() {
        let bytes = Thresholds::solve(300, &Control::none()).unwrap().to_bytes();
        for cut in [0, 5, MAGIC.len(), bytes.len() / 2, bytes.len() - 1] {
            assert!(Thresholds::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut huge = MAGIC.to_vec();
        leb(&mut huge, u64::MAX >> 1);
        assert!(Thresholds::from_bytes(&huge).unwrap_err().contains("at most"));
        let mut flipped = bytes.clone();
        let at = bytes.len() - 3;
        flipped[at] ^= 0x05;
        assert!(
            Thresholds::from_bytes(&flipped).is_err()
                || Thresholds::from_bytes(&flipped).unwrap() != { Thresholds::from_bytes(&bytes).unwrap() }
        );
    }

    #[test]
    fn the_pattern_counts_what_it_says() {
        let t = Thresholds::solve(300, &Control::none()).unwrap();
        let p = Pattern::of(&t, 300);
        let losing: Vec<u64> = (0..=300).filter(|&n| t.first_wins(n) == Some(false)).collect();
        assert_eq!(p.losing, losing.len() as u64);
        assert_eq!(p.gaps.values().sum::<u64>(), p.losing - 1);
        assert_eq!(p.first_losing[..5], [0, 2, 5, 7, 10]);
        let widest = losing.windows(2).map(|w| w[1] - w[0]).max().unwrap();
        assert_eq!(p.longest_gap.1 - p.longest_gap.0, widest);
        assert!(p.svg(&t).starts_with("<svg"));
        // A periodic sequence has its period from the start; this one none
        // before the last few heaps.
        assert_eq!(least_preperiods(&[true, false, true, false, true, false]).nth(1), Some((0, 2)));
        // Each period up to 75 is broken at or after heap no_period_before − 1.
        assert_eq!(p.periods_up_to, 75);
        for per in 1..=75 {
            let broken =
                (p.no_period_before.saturating_sub(1)..=300 - per).any(|n| t.first_wins(n) != t.first_wins(n + per));
            assert!(broken, "period {per} is not broken after {}", p.no_period_before);
        }
        for &(pre, per) in &p.periods_allowed {
            assert!((pre..=300 - per).all(|n| t.first_wins(n) == t.first_wins(n + per)));
        }
    }
}
