//! The row cursors of game 28's thresholds ([`super::rabbits`]) and the
//! scan of one heap's takes over them: on one core, or split between two
//! (the small takes on one, the large on the other) once heaps are large.
//!
//! Heap `m` asks row `r = m − k` for `f(r, k)`; as `m` grows each row is
//! asked at a larger `b`, so a row's cursor only moves forward. The takes of
//! one heap read disjoint rows, so two halves of the takes can move their
//! cursors at once; a step found among the large takes is kept only if it
//! beats every step among the small ones (merged in order afterwards).

use super::rabbits::Thresholds;
use std::sync::atomic::{AtomicU32, Ordering};

/// Heaps from here on are split between two threads by default (below, a
/// heap's scan is too short to share).
pub const SPLIT_FROM: u32 = 16_384;

/// One row's cursor: its current step, and the least winning take `value`
/// that holds for every `b ≤ limit` from there on.
#[derive(Clone, Copy, Debug, Default)]
struct Cursor {
    at: u32,
    value: u32,
    limit: u32,
}

/// Per row `r`, the step that holds for the `b` it will be asked next, and
/// the scratch lists of one heap's scan.
pub(super) struct Cursors {
    rows: Vec<Cursor>,
    small: Vec<(u32, u32)>,
    large: Vec<(u32, u32)>,
    /// How many takes the last heap scanned (to split the next one evenly).
    last_takes: u32,
    /// The heap from which heaps are split between two threads (`None`: never).
    split: Option<u32>,
}

impl Cursors {
    /// Cursors for the rows of `t`, as heap `m` will ask them (row `r` at
    /// `b = m − r`); heaps from `split` on are shared between two threads.
    pub(super) fn at(t: &Thresholds, m: u32, split: Option<u32>) -> Cursors {
        let rows = t.start.len() - 1;
        let mut c =
            Cursors { rows: vec![Cursor::default(); rows], small: Vec::new(), large: Vec::new(), last_takes: 0, split };
        for r in 0..rows as u32 {
            c.open_row(t, r, m.saturating_sub(r).max(1));
        }
        c
    }

    /// Places row `r`'s cursor on its first step with `g ≥ b`.
    pub(super) fn open_row(&mut self, t: &Thresholds, r: u32, b: u32) {
        let i = r as usize;
        if self.rows.len() <= i {
            self.rows.resize(i + 1, Cursor::default());
        }
        self.rows[i] = Cursor { at: t.start[i], value: 0, limit: 0 };
        advance(&mut self.rows[i], t, i, b);
    }

    /// The steps of heap `m` (every row below `m` solved and opened), in
    /// order of take: on two threads when the heap is large enough.
    pub(super) fn heap_steps(&mut self, t: &Thresholds, m: u32) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.small.clear();
        self.large.clear();
        let half = self.last_takes / 2;
        // A heap is split when the last one scanned enough takes to share
        // (an eighth of the heap where splits start, at least 2).
        let share = self.split.is_some_and(|from| m >= from && half >= (from / 16).max(2) && half < m / 2);
        if share {
            // Takes 1..half read rows m−1 down to m−half+1; the rest read below.
            let (low, high) = self.rows.split_at_mut((m - half + 1) as usize);
            let shared = AtomicU32::new(0);
            let (small, large) = (&mut self.small, &mut self.large);
            let ((), end) = rayon::join(
                || {
                    scan(t, high, m - half + 1, m, 1..half, small, None, Some(&shared));
                },
                || scan(t, low, 0, m, half..m, large, Some(&shared), None),
            );
            self.last_takes = end.max(half);
        } else {
            self.last_takes = scan(t, &mut self.rows, 0, m, 1..m, &mut self.small, None, None);
        }
        // The large takes' steps that beat every small take's.
        let mut best = self.small.last().map_or(0, |s| s.0);
        let large = self.large.iter().filter(move |s| {
            let keep = s.0 > best;
            best = best.max(s.0);
            keep
        });
        self.small.iter().chain(large).copied()
    }
}

/// Moves a row's cursor forward to its first step with `g ≥ b`.
fn advance(c: &mut Cursor, t: &Thresholds, r: usize, b: u32) {
    let end = t.start[r + 1];
    let mut at = c.at;
    while at < end && t.steps[at as usize].0 < b {
        at += 1;
    }
    c.at = at;
    (c.value, c.limit) = match t.steps.get(at as usize) {
        Some(&(g, k)) if at < end => (k, g),
        // Past the last step, the least winning take is the whole heap.
        _ => (r as u32, u32::MAX),
    };
}

/// Scans the takes `ks` of heap `m` over `rows` (the cursors of rows from
/// `base` up), pushing `(g, k)` for every take whose `g` beats the best so
/// far, until no later take can (`g(k) ≤ m − 2k − 1`); returns the take it
/// stopped at. `seen`: the best of the smaller takes, scanned at the same
/// time, read now and then (it only raises the bar); `publish`: where this
/// scan's best goes for the other.
#[allow(clippy::too_many_arguments)]
fn scan(
    t: &Thresholds,
    rows: &mut [Cursor],
    base: u32,
    m: u32,
    ks: std::ops::Range<u32>,
    out: &mut Vec<(u32, u32)>,
    seen: Option<&AtomicU32>,
    publish: Option<&AtomicU32>,
) -> u32 {
    let mut best = 0u32;
    let mut k = ks.start;
    while k < ks.end && 2 * k + 1 + best < m {
        if let Some(seen) = seen
            && k.is_multiple_of(64)
        {
            best = best.max(seen.load(Ordering::Relaxed));
            if 2 * k + 1 + best >= m {
                break;
            }
        }
        let r = m - k;
        let c = &mut rows[(r - base) as usize];
        if k > c.limit {
            advance(c, t, r as usize, k);
        }
        // g(k) = f − k − 1, which may be negative: then k never wins.
        if c.value > k + 1 + best {
            best = c.value - k - 1;
            out.push((best, k));
            if let Some(p) = publish {
                p.store(best, Ordering::Relaxed);
            }
        }
        k += 1;
    }
    k
}
