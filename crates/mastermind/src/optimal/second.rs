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
    /// The guesses worth weighing at `s`, in guess order, each with its
    /// one-guess bound (`|S| + Σ lb(|S_f|)`), and an upper bound on the
    /// optimum of `s` (the greedy strategy's total): a guess whose bound
    /// passes it can neither beat nor tie the optimum, and is left out.
    pub(crate) fn second_guesses(&self, s: &[u32], sym: &Symmetry, ctl: &Control) -> Result<(Vec<(u32, u32)>, u32)> {
        let upper = self.greedy_total(s, NO_LIMIT, ctl)?;
        let (mut scored, _) = self.scored(s, sym, 0, upper.saturating_add(1), NO_LIMIT);
        scored.sort_unstable_by_key(|&(_, g)| g);
        Ok((scored.into_iter().map(|(b, g)| (g, b)).collect(), upper))
    }

    /// The cost of guess `g` at `s` (`|S| + Σ T(S_f)`), exact when below
    /// `beta`, else some value at least `beta`.
    pub(crate) fn guess_cost(&self, s: &[u32], sym: &Symmetry, g: u32, beta: u32, ctl: &Control) -> Result<u32> {
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
        self.eval_avg(s, sym, g, bound, beta, NO_LIMIT, 1, rayon::current_num_threads() > 1, ctl)
    }
}
