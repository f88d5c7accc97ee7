//! Lower bounds on the total of a candidate set and the greedy upper bound:
//! the guesses scored by their one-guess bound, the classes bounded before
//! a search, the exact shortcuts (a candidate that splits the rest into
//! singletons, or into classes of at most two).

use super::*;

impl<'e> Solver<'e> {
    /// Lower bound of every useful guess whose bound is below `beta`, as
    /// (bound, guess) in guess order. The second value is the first guess
    /// whose exact cost is known to be `floor` (all its classes have at most
    /// two codes), when no smaller guess has a bound at most `floor`: it is
    /// then the smallest optimal guess and the scan stops there.
    ///
    /// The bound grows as candidates are dealt into classes, so a guess is
    /// abandoned as soon as it reaches `beta`.
    pub(super) fn scored(
        &self,
        s: &[u32],
        sym: &Symmetry,
        floor: u32,
        beta: u32,
        d: u32,
    ) -> (Vec<(u32, u32)>, Option<u32>) {
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
    pub(super) fn lb1(&self, s: &[u32], sym: &Symmetry, d: u32, cap: u32) -> u32 {
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
    pub(super) fn class_lb(&self, c: &[u32], sym: &Symmetry, d: u32, cap: u32) -> u32 {
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
    pub(super) fn greedy_total(&self, s: &[u32], d: u32, ctl: &Control) -> Result<u32> {
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
    pub(super) fn candidate_at_floor(&self, s: &[u32], floor: u32) -> bool {
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
    pub(super) fn perfect_candidate(&self, s: &[u32]) -> Option<u32> {
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

    /// The two-level bound of guess `g` at `s` whose one-guess bound is
    /// `bound`: every class gets its one-guess bound (cached, see
    /// [`LB1_FULL`]) in place of `lb(|class|)`.
    pub(super) fn two_level(
        &self,
        s: &[u32],
        sym: &Symmetry,
        g: u32,
        bound: u32,
        d: u32,
        ctl: &Control,
    ) -> Result<u32> {
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
}
