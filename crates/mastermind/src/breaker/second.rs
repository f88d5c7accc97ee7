//! A first guess's class too big for one part, split by its second guess:
//! each part is one second guess `g2` of class `S` of first guess `g1`,
//! and answers the guesses each secret of `S` needs under `g2` (counted
//! from the start), or a lower bound on their total once it passes a
//! budget. The class's total is `|S| + min_{g2} (|S| + Σ_f T(S_f))` over
//! the second guesses [`Breaker::second_guesses`] lists, and the tree under
//! the class takes the smallest `g2` reaching it: so the merge keeps, of
//! the least totals, the smallest guess, and its depths are exactly those
//! [`Breaker::solve_class`] gives (for classes of more than 64 codes and
//! more codes than answers, where no candidate ends the class at once).
//! Only `optimal-average` is split this deep.

use super::{Breaker, step_path};
use crate::code::Code;
use crate::control::Control;
use crate::error::{Error, Result};
use crate::optimal::INF;
use crate::strategy::Strategy;

/// Least class that a second guess may split: below it, a candidate that
/// splits the class into singletons (or into pairs) ends it in a way the
/// per-guess parts do not reproduce.
pub const SECOND_MIN: usize = 65;

/// One second guess of a class: a part of a deeper split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SecondGuess {
    /// Its position in the variant's guesses.
    pub guess: u32,
    /// As written.
    pub code: Code,
    /// A lower bound on the guesses the class's secrets need in all under
    /// it, counted from the start (its one-guess bound, plus the first).
    pub lower: u64,
    /// The largest class it leaves.
    pub largest: usize,
}

impl Breaker<'_> {
    fn exact_average(&self) -> Result<()> {
        if self.strategy == Strategy::OptimalAverage {
            return Ok(());
        }
        Err(Error::BadParameter {
            name: "strategy",
            value: self.strategy.name().to_string(),
            accepted: "optimal-average (the strategy whose classes split by their second guess)".into(),
        })
    }

    /// The second guesses worth weighing in class `answer` of first guess
    /// `guess`, in guess order (those that could still reach or tie the
    /// class's optimum), and an upper bound on the guesses its secrets need
    /// in all, counted from the start (the greedy strategy's). Refused for
    /// a class of fewer than [`SECOND_MIN`] codes.
    pub fn second_guesses(&self, guess: u32, answer: u16, ctl: &Control) -> Result<(Vec<SecondGuess>, u64)> {
        self.exact_average()?;
        let first = self.first_turn(guess, answer)?;
        let (cands, sym, _) = self.state(&[first])?;
        let n = cands.len();
        if n < SECOND_MIN.max(self.engine.table().classes() + 1) {
            return Err(Error::TooLarge(format!("a class of {n} codes is solved whole, not by its second guess")));
        }
        let (scored, upper) = self.solver.second_guesses(&cands, &sym, ctl)?;
        let win = self.engine.table().win();
        let out = scored
            .into_iter()
            .map(|(g, bound)| SecondGuess {
                guess: g,
                code: self.engine.space().guesses()[g as usize],
                lower: n as u64 + u64::from(bound),
                largest: self
                    .engine
                    .split(g, &cands)
                    .iter()
                    .filter(|(f, _)| *f != win)
                    .map(|(_, c)| c.len())
                    .max()
                    .unwrap_or(0),
            })
            .collect();
        Ok((out, n as u64 + u64::from(upper)))
    }

    /// The strategy below first guess `guess` answered `answer` when its
    /// second guess is `second`: the guesses each secret of the class needs,
    /// counted from the start, exactly as [`Breaker::solve_class`] finds them
    /// when `second` is the guess it takes; with a `budget`, `Err(bound)`
    /// (a lower bound at least `budget`) when they need that many or more
    /// in all.
    pub fn solve_second_within(
        &self,
        guess: u32,
        answer: u16,
        second: u32,
        budget: Option<u64>,
        ctl: &Control,
    ) -> Result<std::result::Result<Vec<usize>, u64>> {
        self.exact_average()?;
        let first = self.first_turn(guess, answer)?;
        let code = first.0;
        let (cands, sym, _) = self.state(&[first])?;
        self.solver.reset_bounds();
        let eng = self.engine;
        let second_code = *eng
            .space()
            .guesses()
            .get(second as usize)
            .ok_or_else(|| Error::TooLarge(format!("no guess number {second} in this variant")))?;
        let n = cands.len() as u64;
        // The guess's cost (guesses after the first) against what the
        // budget leaves it.
        let beta = budget.map_or(INF, |b| b.saturating_sub(n).min(u64::from(INF)) as u32);
        let v = self.solver.guess_cost(&cands, &sym, second, beta, ctl)?;
        if v >= beta || v >= INF {
            return Ok(Err(u64::from(v) + n));
        }
        let win = eng.table().win();
        let path = step_path(self.root_path(), code, answer);
        let rule = eng.variant().feedback;
        let mut depths = Vec::with_capacity(cands.len());
        for (f, members) in eng.split(second, &cands) {
            if f == win {
                depths.push(2);
                continue;
            }
            let child = if sym.is_trivial() {
                sym.clone()
            } else {
                sym.after(&second_code.colors(), eng.table().to_feedback(f), rule)
            };
            self.build(members, child, step_path(path, second_code, f), 3, ctl, &mut depths)?;
        }
        Ok(Ok(depths))
    }
}
