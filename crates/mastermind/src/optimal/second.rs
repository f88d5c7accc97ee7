//! The second guesses of a set, each weighed alone: what a deeper split of
//! an exact solve hands out as parts (a first guess's class too big for
//! one task is split by its second guess).
//!
//! The cost of guess `g` at `s` is `|S| + Σ_{f ≠ win} T(S_f)`; the set's
//! optimum is the least of them over the guesses [`Solver::total`] weighs
//! (one per orbit of `sym`, the useless ones left out), and the guess the
//! tree takes is the smallest one reaching it, as [`Solver::best_avg`]
//! finds it for every set larger than the answers and than 64 codes (a
//! smaller one may be ended by a candidate that splits it into singletons).

use super::*;

impl<'e> Solver<'e> {
    /// The guesses worth weighing at `s` within `d` guesses ([`NO_LIMIT`]
    /// for none), in guess order, each with its one-guess bound (`|S| + Σ
    /// lb(|S_f|)`), and an upper bound on the optimum of `s` (the greedy
    /// strategy's total, [`INF`] when it needs more than `d` guesses): a
    /// guess whose bound passes it can neither beat nor tie the optimum,
    /// and is left out.
    pub(crate) fn second_guesses(
        &self,
        s: &[u32],
        sym: &Symmetry,
        d: u32,
        ctl: &Control,
    ) -> Result<(Vec<(u32, u32)>, u32)> {
        let upper = self.greedy_total(s, d, ctl)?;
        let (mut scored, _) = self.scored(s, sym, 0, upper.saturating_add(1).min(INF + 1), d);
        scored.sort_unstable_by_key(|&(_, g)| g);
        Ok((scored.into_iter().map(|(b, g)| (g, b)).collect(), upper))
    }

    /// The cost of guess `g` at `s` within `d` guesses (`|S| + Σ
    /// T_{d−1}(S_f)`), exact when below `beta`, else some value at least
    /// `beta`; searched as the top of a solve (`depth` 0: its bounds
    /// reported as they improve) or below it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn guess_cost(
        &self,
        s: &[u32],
        sym: &Symmetry,
        g: u32,
        beta: u32,
        d: u32,
        depth: usize,
        ctl: &Control,
    ) -> Result<u32> {
        if d == 0 {
            return Ok(INF);
        }
        let win = self.eng.table().win();
        let bound = self
            .eng
            .split(g, s)
            .iter()
            .filter(|(f, _)| *f != win)
            .fold(s.len() as u32, |acc, (_, c)| acc.saturating_add(self.lb[c.len()]).min(INF));
        if bound >= beta {
            return Ok(bound);
        }
        self.eval_avg(s, sym, g, bound, beta, d, depth, rayon::current_num_threads() > 1, ctl)
    }

    /// [`Solver::guess_cost`] as the top of a solve (after
    /// [`Solver::reset_bounds`]): its bounds, on the cost of `g` at `s`,
    /// reported as they improve.
    pub(crate) fn top_guess_cost(
        &self,
        s: &[u32],
        sym: &Symmetry,
        g: u32,
        beta: u32,
        d: u32,
        ctl: &Control,
    ) -> Result<u32> {
        self.top_n.fetch_max(s.len(), Ordering::Relaxed);
        let v = self.guess_cost(s, sym, g, beta, d, 0, ctl)?;
        if v < beta.min(INF) {
            self.improve_bounds(s.len(), v, v, ctl);
        }
        Ok(v)
    }

    /// The least total over `s` within `d` guesses, exact when below
    /// `beta`, else some value at least `beta` ([`INF`] when no strategy
    /// fits `d`), as the top of a solve (after [`Solver::reset_bounds`]):
    /// its bounds reported as they improve.
    pub(crate) fn top_total(&self, s: &[u32], sym: &Symmetry, beta: u32, d: u32, ctl: &Control) -> Result<u32> {
        let v = self.total(s, sym, beta, d, 0, ctl)?;
        if v < beta.min(INF) && self.top_n.fetch_max(s.len(), Ordering::Relaxed) <= s.len() {
            self.improve_bounds(s.len(), v, v, ctl);
        }
        Ok(v)
    }
}
