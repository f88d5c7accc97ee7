//! The table of the bicycle computed exactly, column by column (the text's
//! generations, stage by stage backwards): the value of every (k, d) with
//! d ≤ a bound, on a grid of 1/q km (q = 1 is je-22).
//!
//! Column k depends only on column k + 1, through a window of distances that
//! slides as d grows, so each cell costs O(1) (monotone queues for the
//! fastest win and the longest resistance): the full table to d = 2008 is
//! four million cells.

use ludoteca_core::{Cancelled, Control, Convention, Outcome, Value};
use std::collections::VecDeque;

/// One cell: safe or not, and the remoteness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Node {
    safe: bool,
    r: u32,
}

impl Node {
    fn value(self) -> Value {
        Value { outcome: if self.safe { Outcome::PreviousWins } else { Outcome::NextWins }, remoteness: Some(self.r) }
    }
}

/// Exact values of the bicycle on the grid of 1/q km, for distances
/// `0..=dmax` (in units of 1/q km) and stages `kmin..=kmax`.
#[derive(Clone, Debug)]
pub struct Columns {
    q: u64,
    dmax: u64,
    kmin: u64,
    /// From this stage on every column is the same (kq ≥ dmax: any ride fits).
    kinf: u64,
    /// Columns kmin.. (up to kmax or kinf − 1).
    cols: Vec<Vec<Node>>,
    /// The column of every stage ≥ kinf.
    limit: Vec<Node>,
}

/// One column from the next one (`None`: the column is its own next, the
/// stationary column of large stages).
fn column(next: Option<&[Node]>, reach: u64, q: u64, dmax: u64, convention: Convention) -> Vec<Node> {
    let stuck = convention.stuck() == Outcome::PreviousWins;
    let mut out: Vec<Node> = Vec::with_capacity(dmax as usize + 1);
    out.push(Node { safe: stuck, r: 0 });
    let mut min_safe: VecDeque<usize> = VecDeque::new();
    let mut max_all: VecDeque<usize> = VecDeque::new();
    let mut pushed = 0usize;
    for d in 1..=dmax {
        let at = |out: &Vec<Node>, i: usize| next.map_or(out[i], |n| n[i]);
        // Children by riding x ∈ [q, min(reach, d)]: distances [d − min(reach, d), d − q].
        if d >= q {
            let hi = (d - q) as usize;
            while pushed <= hi {
                let c = at(&out, pushed);
                if c.safe {
                    while min_safe.back().is_some_and(|&b| at(&out, b).r >= c.r) {
                        min_safe.pop_back();
                    }
                    min_safe.push_back(pushed);
                }
                while max_all.back().is_some_and(|&b| at(&out, b).r <= c.r) {
                    max_all.pop_back();
                }
                max_all.push_back(pushed);
                pushed += 1;
            }
        }
        let lo = (d - reach.min(d)) as usize;
        while min_safe.front().is_some_and(|&f| f < lo) {
            min_safe.pop_front();
        }
        while max_all.front().is_some_and(|&f| f < lo) {
            max_all.pop_front();
        }
        let mut best_win = min_safe.front().map(|&i| at(&out, i).r);
        let mut worst = max_all.front().map(|&i| at(&out, i).r);
        // Riding exactly the rest.
        if d <= reach {
            let z = at(&out, 0);
            if z.safe {
                best_win = Some(best_win.map_or(z.r, |b| b.min(z.r)));
            }
            worst = Some(worst.map_or(z.r, |w| w.max(z.r)));
        }
        out.push(match best_win {
            Some(r) => Node { safe: false, r: r + 1 },
            None => Node { safe: true, r: worst.expect("a position short of the destination has a move") + 1 },
        });
    }
    out
}

impl Columns {
    /// Solves every (k, D) with `kmin ≤ k ≤ kmax` and `0 ≤ D ≤ dmax` on the
    /// grid of 1/q km (distances D in units of 1/q; q = 1 for whole km).
    /// Cost: about max(kmin, dmax/q) × dmax cells, whatever `kmax`.
    pub fn compute(
        q: u64,
        convention: Convention,
        dmax: u64,
        kmin: u64,
        kmax: u64,
        ctl: &Control,
    ) -> Result<Columns, Cancelled> {
        assert!(q >= 1 && kmin >= 1 && kmin <= kmax);
        let kinf = dmax.div_ceil(q).max(1);
        let limit = column(None, u64::MAX, q, dmax, convention);
        let mut cols = Vec::new();
        let mut next = limit.clone();
        let mut k = kinf;
        while k > kmin {
            k -= 1;
            ctl.check()?;
            ctl.report(kinf - k, kinf - kmin);
            let c = column(Some(&next), k * q, q, dmax, convention);
            if k <= kmax {
                cols.push(c.clone());
            }
            next = c;
        }
        cols.reverse();
        Ok(Columns { q, dmax, kmin, kinf, cols, limit })
    }

    /// Units per kilometre.
    #[must_use]
    pub fn q(&self) -> u64 {
        self.q
    }

    /// The largest distance solved, in units of 1/q km.
    #[must_use]
    pub fn dmax(&self) -> u64 {
        self.dmax
    }

    /// The value of (k, D) (D in units of 1/q km), if solved.
    #[must_use]
    pub fn value(&self, k: u64, d: u64) -> Option<Value> {
        if d > self.dmax || k < self.kmin {
            return None;
        }
        let col = if k >= self.kinf { &self.limit } else { self.cols.get((k - self.kmin) as usize)? };
        Some(col[d as usize].value())
    }
}
