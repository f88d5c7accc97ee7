//! The octal periodicity theorem (Guy and Smith, 1956; *Winning Ways*,
//! chapter 4): for an octal game whose moves take at most `t` tokens, if
//! `G(n + p) = G(n)` for every `n` with `n0 ≤ n < 2·n0 + p + t`, then
//! `G(n + p) = G(n)` for every `n ≥ n0`.
//!
//! Why (the induction, as the tests rely on it): let `N ≥ 2·n0 + p + t`
//! and the equality hold below `N`. A move from `N + p` takes `k ≤ t`: one
//! heap `N + p − k` matches `N − k ≥ n0`; two heaps `a + b = N + p − k` with
//! `a ≤ b` have `b ≥ n0 + p`, so `(a, b − p)` is a move from `N` of the same
//! value; and each move from `N` becomes one from `N + p` the same way. So
//! both heaps have the same options' values, hence the same value. `d0`'s
//! split (`k = 0`) is covered by the same lines.

use serde::Serialize;

/// A period proved from a finite table of values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Proof {
    /// The first heap of the periodic part (the last exceptional heap is
    /// `preperiod − 1`).
    pub preperiod: u64,
    /// The least period.
    pub period: u64,
    /// The most tokens one move takes.
    pub largest_take: u64,
    /// Heaps whose values the proof compares: `0..checked`, that is up to
    /// `2·preperiod + 2·period + largest_take − 1`.
    pub checked: u64,
}

impl Proof {
    /// The heaps the theorem needs computed for a period `p` from `n0`.
    #[must_use]
    pub fn needs(preperiod: u64, period: u64, largest_take: u64) -> u64 {
        2 * preperiod + 2 * period + largest_take
    }

    /// The least period (and, for it, the least preperiod) that the values
    /// `g` of heaps `0..g.len()` prove by the theorem, if any. Periods are
    /// tried from 1; for each, the last heap where `G(n) ≠ G(n + p)` is
    /// found from the end (a wrong period is usually refuted at once). The
    /// first period proved is the least: any true period is a multiple of
    /// the least, which has the same preperiod and needs fewer values.
    #[must_use]
    pub fn find<T: PartialEq>(g: &[T], largest_take: u64) -> Option<Proof> {
        let n = g.len() as u64;
        let mut p = 1;
        while Proof::needs(0, p, largest_take) <= n {
            let from = (0..n - p).rev().find(|&i| g[i as usize] != g[(i + p) as usize]).map_or(0, |i| i + 1);
            if Proof::needs(from, p, largest_take) <= n {
                return Some(Proof {
                    preperiod: from,
                    period: p,
                    largest_take,
                    checked: Proof::needs(from, p, largest_take),
                });
            }
            p += 1;
        }
        None
    }

    /// Whether the values `g` bear the proof out (every comparison the
    /// theorem asks for holds), checked again from scratch.
    #[must_use]
    pub fn holds<T: PartialEq>(&self, g: &[T]) -> bool {
        let (n0, p) = (self.preperiod as usize, self.period as usize);
        let end = (2 * self.preperiod + self.period + self.largest_take) as usize;
        end + p <= g.len() && (n0..end).all(|n| g[n] == g[n + p])
    }

    /// The heap a heap of `n` tokens has the value of, below
    /// `preperiod + period`.
    #[must_use]
    pub fn reduce(&self, n: u64) -> u64 {
        if n < self.preperiod + self.period { n } else { self.preperiod + (n - self.preperiod) % self.period }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_least_period_and_preperiod() {
        // 5 9 | 1 2 3 | 1 2 3 …, t = 1: needs 2·2 + 2·3 + 1 = 11 values.
        let g: Vec<u8> = (0..11).map(|n| if n < 2 { 5 + 4 * n } else { (n - 2) % 3 + 1 }).collect();
        let p = Proof::find(&g, 1).unwrap();
        assert_eq!((p.preperiod, p.period, p.checked), (2, 3, 11));
        assert!(p.holds(&g));
        assert_eq!(Proof::find(&g[..10], 1), None, "one value short of the theorem's bound");
        assert_eq!(p.reduce(1_000_000), 2 + (1_000_000 - 2) % 3);
    }
}
