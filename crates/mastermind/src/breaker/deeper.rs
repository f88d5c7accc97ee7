//! An exact strategy split as deep as needed: the class a line of play
//! reaches (its *path*: guesses answered, by number) is solved whole, or
//! split by its next guess, each guess's classes solved whole or split
//! again, so that the parts can be solved apart and merged into exactly
//! the strategy [`Breaker::solve`] builds.
//!
//! A class `S` reached after `k` guesses needs `T_d(S) = min_g (|S| +
//! Σ_{f ≠ win} T_{d−1}(S_f))` guesses more in all, over the guesses the
//! exact solver weighs (one per orbit of the symmetries the path leaves,
//! the useless ones left out, and those whose one-guess bound passes the
//! greedy strategy's total, which can neither beat nor tie the optimum),
//! where `d` is the depth left: none for `optimal-average`, the least worst
//! case over every secret less `k` for `optimal-worst` (a guess leaving a
//! class that cannot be solved within `d − 1` guesses is infeasible, its
//! value infinite). The tree takes the smallest guess reaching the least
//! value, as the solver does (`Solver::best_avg`), so a split class is
//! merged as the least value over its guesses, ties to the smallest guess.
//!
//! That equality holds for a class of at least twice as many codes as the
//! answers ([`Breaker::split_floor`]): below, the solver may end a class by
//! a shortcut that picks its guess otherwise — a candidate that splits it
//! into singletons (at most as many codes as answers) or whose other
//! classes hold at most two codes (at most twice as many codes as answers,
//! less one) — and a split by guesses would not reproduce its tree. For
//! `optimal-worst` the worst case itself needs no condition (the least
//! over guesses of one more than the worst over answers is the class's
//! least worst case, whatever the guess order), but the total within it,
//! and so the tree, does: the same floor.
//!
//! Every total here is counted from the start: `k·|S|` for the guesses
//! before the class, plus the class's own.

use super::{Breaker, step_path};
use crate::control::Control;
use crate::engine::Turn;
use crate::error::{Error, Result};
use crate::optimal::{INF, NO_LIMIT, greedy_tree_bound};
use crate::strategy::Strategy;
use crate::symmetry::Symmetry;

/// One step of a line of play: a guess by its number in the variant's
/// guesses, and the answer it got by its dense number.
pub type Step = (u32, u16);

/// A next guess of a class: a part of a deeper split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextGuess {
    /// Its position in the variant's guesses.
    pub guess: u32,
    /// As written.
    pub code: crate::code::Code,
    /// A lower bound on the guesses the class's secrets need in all under
    /// it, counted from the start (its one-guess bound, plus the guesses
    /// before the class).
    pub lower: u64,
    /// The largest class it leaves.
    pub largest: usize,
}

/// One class a guess leaves, as a part of a deeper split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuessClass {
    /// The answer's dense number.
    pub answer: u16,
    /// The answer as written.
    pub words: String,
    /// How many secrets give it.
    pub size: usize,
}

/// A value at least [`INF`]: no strategy within the depth left.
fn infeasible(v: u32) -> bool {
    v >= INF
}

impl Breaker<'_> {
    /// The least class split by its next guess: twice the answers (see the
    /// module's documentation).
    pub fn split_floor(&self) -> usize {
        2 * self.engine.table().classes()
    }

    /// A lower bound on the guesses a class of `n` codes needs in all,
    /// counted from its first guess (a tree of the variant's branching
    /// filled greedily, and never below `2n − 1`).
    pub fn size_lower(&self, n: usize) -> u64 {
        let n = n as u64;
        greedy_tree_bound(n, self.solver.branching()).max((2 * n).saturating_sub(1))
    }

    /// The turns of `path`, checked: refused for a guess or an answer the
    /// variant does not have, and for the winning answer.
    fn turns(&self, path: &[Step]) -> Result<Vec<Turn>> {
        path.iter().map(|&(g, a)| self.first_turn(g, a)).collect()
    }

    /// The depth left to a class after `k` guesses: none for
    /// `optimal-average`, the least worst case less `k` for `optimal-worst`.
    fn depth_left(&self, k: usize, ctl: &Control) -> Result<u32> {
        match self.strategy {
            Strategy::OptimalAverage => Ok(NO_LIMIT),
            Strategy::OptimalWorst => Ok(self.root_depth(ctl)?.saturating_sub(k as u32)),
            other => Err(Error::BadParameter {
                name: "strategy",
                value: other.name().to_string(),
                accepted: "an exact strategy (optimal-average or optimal-worst)".into(),
            }),
        }
    }

    /// The budget a total from the start leaves the class's own total
    /// (`k·n` guesses spent before it).
    fn own_budget(budget: Option<u64>, before: u64) -> u32 {
        budget.map_or(INF, |b| b.saturating_sub(before).min(u64::from(INF)) as u32)
    }

    /// The guesses worth weighing in the class `path` reaches, in guess
    /// order, each with its one-guess bound counted from the start; and an
    /// upper bound on the class's total counted from the start (the greedy
    /// strategy's, `u64::MAX` when it does not fit the depth left).
    /// Refused for a class smaller than [`Breaker::split_floor`].
    pub fn class_guesses(&self, path: &[Step], ctl: &Control) -> Result<(Vec<NextGuess>, u64)> {
        let d = self.depth_left(path.len(), ctl)?;
        let (cands, sym, _) = self.state(&self.turns(path)?)?;
        let n = cands.len();
        if n < self.split_floor() {
            return Err(Error::TooLarge(format!("a class of {n} codes is solved whole, not by its next guess")));
        }
        let before = (path.len() * n) as u64;
        let (scored, upper) = self.solver.second_guesses(&cands, &sym, d, ctl)?;
        let win = self.engine.table().win();
        let out = scored
            .into_iter()
            .filter(|&(_, bound)| !infeasible(bound))
            .map(|(g, bound)| NextGuess {
                guess: g,
                code: self.engine.space().guesses()[g as usize],
                lower: before + u64::from(bound),
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
        let upper = if infeasible(upper) { u64::MAX } else { before + u64::from(upper) };
        Ok((out, upper))
    }

    /// The classes guess `guess` leaves in the class `path` reaches (the
    /// win left out), and whether the guess is itself one of its codes.
    pub fn classes_under(&self, path: &[Step], guess: u32) -> Result<(bool, Vec<GuessClass>)> {
        let (cands, _, _) = self.state(&self.turns(path)?)?;
        self.guess_code(guess)?;
        let eng = self.engine;
        let win = eng.table().win();
        let v = eng.variant();
        let mut secret = false;
        let mut out = Vec::new();
        for (f, members) in eng.split(guess, &cands) {
            if f == win {
                secret = true;
            } else {
                let words = eng.table().to_feedback(f).display(v).to_string();
                out.push(GuessClass { answer: f, words, size: members.len() });
            }
        }
        Ok((secret, out))
    }

    /// The guess numbered `guess`, checked.
    fn guess_code(&self, guess: u32) -> Result<crate::code::Code> {
        self.engine
            .space()
            .guesses()
            .get(guess as usize)
            .copied()
            .ok_or_else(|| Error::TooLarge(format!("no guess number {guess} in this variant")))
    }

    /// The strategy below the class `path` reaches, solved whole: the
    /// guesses each of its secrets needs, counted from the start, exactly
    /// as [`Breaker::solve`] finds them there; with a `budget`, `Err(bound)`
    /// (a lower bound at least `budget`) when they need that many or more
    /// in all; `Err(u64::MAX)` when `optimal-worst` cannot solve the class
    /// within the depth left.
    pub fn solve_path_within(
        &self,
        path: &[Step],
        budget: Option<u64>,
        ctl: &Control,
    ) -> Result<std::result::Result<Vec<usize>, u64>> {
        let d = self.depth_left(path.len(), ctl)?;
        let turns = self.turns(path)?;
        let (cands, sym, route) = self.state(&turns)?;
        let n = cands.len();
        let before = (path.len() * n) as u64;
        // This class's bounds, not those of the class solved before it.
        self.solver.reset_bounds();
        let v = self.solver.top_total(&cands, &sym, Self::own_budget(budget, before), d, ctl)?;
        if infeasible(v) {
            return Ok(Err(u64::MAX));
        }
        if budget.is_some_and(|b| before + u64::from(v) >= b) {
            return Ok(Err(before + u64::from(v)));
        }
        let mut depths = Vec::with_capacity(n);
        self.build(cands, sym, route, path.len() + 1, ctl, &mut depths)?;
        Ok(Ok(depths))
    }

    /// The strategy below the class `path` reaches when its next guess is
    /// `guess`: the guesses each of its secrets needs, counted from the
    /// start, exactly as [`Breaker::solve_path_within`] finds them when
    /// `guess` is the guess it takes; `Err` as there.
    pub fn solve_under_within(
        &self,
        path: &[Step],
        guess: u32,
        budget: Option<u64>,
        ctl: &Control,
    ) -> Result<std::result::Result<Vec<usize>, u64>> {
        let d = self.depth_left(path.len(), ctl)?;
        let code = self.guess_code(guess)?;
        let turns = self.turns(path)?;
        let (cands, sym, route) = self.state(&turns)?;
        let n = cands.len();
        let before = (path.len() * n) as u64;
        self.solver.reset_bounds();
        let v = self.solver.top_guess_cost(&cands, &sym, guess, Self::own_budget(budget, before), d, ctl)?;
        if infeasible(v) {
            return Ok(Err(u64::MAX));
        }
        if budget.is_some_and(|b| before + u64::from(v) >= b) {
            return Ok(Err(before + u64::from(v)));
        }
        let eng = self.engine;
        let win = eng.table().win();
        let rule = eng.variant().feedback;
        let k = path.len();
        let mut depths = Vec::with_capacity(n);
        for (f, members) in eng.split(guess, &cands) {
            if f == win {
                depths.push(k + 1);
                continue;
            }
            let child: Symmetry = if sym.is_trivial() {
                sym.clone()
            } else {
                sym.after(&code.colors(), eng.table().to_feedback(f), rule)
            };
            self.build(members, child, step_path(route, code, f), k + 2, ctl, &mut depths)?;
        }
        Ok(Ok(depths))
    }
}
