//! An exact strategy split by the classes of its first guess, so that the
//! parts can be solved apart (by other machines) and merged into exactly
//! the statistics [`Breaker::solve`] gives.
//!
//! The optimal total over every secret is `min_g (Σ_f Σ depths of S_f)`
//! plus one for the secret `g` itself, over the first guesses `g` (one per
//! orbit of the game's symmetries) and the classes `S_f` of their answers.
//! Each class is a part: [`Breaker::solve_class`] builds the strategy's
//! tree below it exactly as [`Breaker::solve`] builds it under that first
//! guess (same candidates, symmetry, tie-breaking), and answers the number
//! of guesses each of its secrets needs, counted from the start. The merge
//! picks the first guess of least total, ties to the smallest code, as the
//! local solve does.

use super::{Breaker, step_path};
use crate::code::Code;
use crate::control::Control;
use crate::engine::Turn;
use crate::error::{Error, Result};
use crate::optimal::{NO_LIMIT, greedy_tree_bound};
use crate::strategy::Strategy;

/// One class of a first guess: a part of a split solve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstClass {
    /// The first guess's position in the variant's guesses.
    pub guess: u32,
    /// The first guess as written.
    pub code: Code,
    /// The answer's dense number.
    pub answer: u16,
    /// The answer as written.
    pub words: String,
    /// How many secrets give that answer.
    pub size: usize,
    /// A lower bound on the guesses its secrets need after the first
    /// (the total of a tree of the variant's branching filled greedily).
    pub lower: u64,
}

impl Breaker<'_> {
    /// The first guesses an exact strategy weighs, one per orbit of the
    /// game's symmetries, in code order, each with the classes of its
    /// answers (the win left out); guesses that split nothing are left out.
    pub fn first_classes(&self) -> Vec<(u32, Vec<FirstClass>)> {
        let eng = self.engine;
        let all = eng.all_secrets();
        let win = eng.table().win();
        let v = eng.variant();
        let b = self.solver.branching();
        let mut out = Vec::new();
        for g in self.solver.guesses(&all, &self.root_sym()) {
            let code = eng.space().guesses()[g as usize];
            let parts = eng.split(g, &all);
            if parts.iter().any(|(f, members)| *f != win && members.len() == all.len()) {
                continue; // a useless guess
            }
            let classes = parts
                .into_iter()
                .filter(|(f, _)| *f != win)
                .map(|(f, members)| {
                    let k = members.len() as u64;
                    FirstClass {
                        guess: g,
                        code,
                        answer: f,
                        words: eng.table().to_feedback(f).display(v).to_string(),
                        size: members.len(),
                        lower: greedy_tree_bound(k, b).max(2 * k - 1),
                    }
                })
                .collect();
            out.push((g, classes));
        }
        out
    }

    /// Whether the first guess at `guess` is itself a possible secret (it
    /// then ends one secret's game at once).
    pub fn first_is_secret(&self, guess: u32) -> bool {
        let eng = self.engine;
        let win = eng.table().win();
        eng.split(guess, &eng.all_secrets()).iter().any(|(f, _)| *f == win)
    }

    /// Takes `depth` as the least worst case over every secret (computed
    /// once elsewhere), for `optimal-worst`; a breaker that computed it
    /// already keeps its own.
    pub fn assume_least_worst_case(&self, depth: u32) {
        let _ = self.root_depth.set(depth);
    }

    /// The strategy below first guess `guess` answered `answer`: the
    /// guesses each secret of that class needs, counted from the start, in
    /// no particular order, exactly as [`Breaker::solve`] finds them under
    /// that first guess. `None` for `optimal-worst` when the class cannot
    /// be solved within the least worst case (the first guess is then not
    /// the strategy's). Only the exact strategies are split.
    pub fn solve_class(&self, guess: u32, answer: u16, ctl: &Control) -> Result<Option<Vec<usize>>> {
        let first = self.first_turn(guess, answer)?;
        let code = first.0;
        let (cands, sym, _) = self.state(&[first])?;
        // This class's bounds, not those of the class solved before it.
        self.solver.reset_bounds();
        match self.strategy {
            Strategy::OptimalAverage => {
                // Solved first with pruning; the tree then reads the cache.
                self.solver.optimal_total(&cands, &sym, NO_LIMIT, ctl)?;
            }
            Strategy::OptimalWorst => {
                let budget = self.root_depth(ctl)?.saturating_sub(1);
                if self.solver.optimal_depth(&cands, &sym, ctl)? > budget {
                    return Ok(None);
                }
            }
            other => {
                return Err(Error::BadParameter {
                    name: "strategy",
                    value: other.name().to_string(),
                    accepted: "an exact strategy (optimal-average or optimal-worst)".into(),
                });
            }
        }
        let mut depths = Vec::with_capacity(cands.len());
        self.build(cands, sym, step_path(self.root_path(), code, answer), 2, ctl, &mut depths)?;
        Ok(Some(depths))
    }
}

impl Breaker<'_> {
    /// The first turn of class `answer` of first guess number `guess`: the
    /// guess's code and the answer it got; refused for a guess or an answer
    /// the variant does not have (and for the winning answer, which has no
    /// class to split).
    pub(super) fn first_turn(&self, guess: u32, answer: u16) -> Result<Turn> {
        let eng = self.engine;
        let code = *eng
            .space()
            .guesses()
            .get(guess as usize)
            .ok_or_else(|| Error::TooLarge(format!("no guess number {guess} in this variant")))?;
        if usize::from(answer) >= eng.table().classes() || answer == eng.table().win() {
            return Err(Error::TooLarge(format!("no answer number {answer} to split on")));
        }
        Ok((code, eng.table().to_feedback(answer)))
    }
}
