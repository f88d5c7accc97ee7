//! Breaker: a strategy at work on one engine — next guess, ranked hints,
//! decision tree and statistics over all secrets.

use crate::code::Code;
use crate::control::Control;
use crate::engine::{Engine, Turn};
use crate::error::{Error, Result};
use crate::heuristic::{self, Criterion};
use crate::optimal::{NO_LIMIT, Solver};
use crate::stats::Stats;
use crate::strategy::Strategy;
use crate::symmetry::Symmetry;
use crate::tree::{DecisionTree, TreeNode};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::sync::OnceLock;

mod deeper;
mod split;
pub use deeper::{GuessClass, NextGuess, Step};
pub use split::FirstClass;

/// Largest number of pegs for which position symmetries are enumerated.
const MAX_SYMMETRY_PEGS: usize = 6;

/// A ranked guess with its score (see [`Strategy::score_meaning`]).
#[derive(Debug, Clone, PartialEq)]
pub struct ScoredGuess {
    /// The guess.
    pub guess: Code,
    /// The strategy's score.
    pub score: f64,
    /// Whether the guess is still a possible secret.
    pub consistent: bool,
    /// Size of the largest class it leaves.
    pub worst: usize,
    /// Number of different answers it can get.
    pub classes: usize,
}

/// A strategy bound to an engine; keeps the exact solver's cache between calls.
#[derive(Debug)]
pub struct Breaker<'e> {
    engine: &'e Engine,
    strategy: Strategy,
    solver: Solver<'e>,
    root_depth: OnceLock<u32>,
    symmetry: bool,
}

fn mix(mut h: u64) -> u64 {
    h = (h ^ (h >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    h ^ (h >> 31)
}

fn step_path(path: u64, guess: Code, dense: u16) -> u64 {
    mix(path ^ ((guess.packed() as u64) << 16) ^ dense as u64 ^ 0x5851_F42D_4C95_7F2D)
}

impl<'e> Breaker<'e> {
    /// Binds `strategy` to `engine`.
    pub fn new(engine: &'e Engine, strategy: Strategy) -> Breaker<'e> {
        Breaker { engine, strategy, solver: Solver::new(engine), root_depth: OnceLock::new(), symmetry: true }
    }

    /// Turns the position/colour symmetry reduction of the exact strategies
    /// off (`false`) or on (the default). Results are the same either way;
    /// this exists to check exactly that.
    pub fn with_symmetry(mut self, on: bool) -> Breaker<'e> {
        self.symmetry = on;
        self.solver.set_dead_colours(on);
        self
    }

    /// Bounds the exact strategies' guesses in blocks dealt side by side
    /// (`true`, the default) or one guess at a time (`false`). Results are
    /// the same either way; this exists to measure and check exactly that.
    pub fn with_blocks(mut self, on: bool) -> Breaker<'e> {
        self.solver.set_blocks(on);
        self
    }

    /// The strategy.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The engine.
    pub fn engine(&self) -> &'e Engine {
        self.engine
    }

    /// The exact solver (for its node count).
    pub fn solver(&self) -> &Solver<'e> {
        &self.solver
    }

    /// The least worst case over all secrets (computed once).
    fn root_depth(&self, ctl: &Control) -> Result<u32> {
        if let Some(&d) = self.root_depth.get() {
            return Ok(d);
        }
        let d = self.solver.optimal_depth(&self.engine.all_secrets(), &self.root_sym(), ctl)?;
        Ok(*self.root_depth.get_or_init(|| d))
    }

    fn root_sym(&self) -> Symmetry {
        let v = self.engine.variant();
        if self.symmetry && self.strategy.is_exact() && v.pegs <= MAX_SYMMETRY_PEGS {
            Symmetry::full(v.pegs, v.colors)
        } else {
            Symmetry::trivial(v.pegs)
        }
    }

    fn root_path(&self) -> u64 {
        match self.strategy {
            Strategy::RandomConsistent { seed } => mix(seed),
            _ => 0,
        }
    }

    /// Candidates, symmetry and random path after `history`.
    fn state(&self, history: &[Turn]) -> Result<(Vec<u32>, Symmetry, u64)> {
        let cands = self.engine.candidate_positions(history)?;
        if cands.is_empty() {
            return Err(Error::Inconsistent {
                guess: history.last().map(|t| t.0.to_string()).unwrap_or_default(),
                feedback: history.last().map(|t| t.1.display(self.engine.variant()).to_string()).unwrap_or_default(),
                culprit: "the earlier answers".into(),
                earlier: (1..history.len()).collect(),
            });
        }
        let mut sym = self.root_sym();
        let mut path = self.root_path();
        let rule = self.engine.variant().feedback;
        for &(g, f) in history {
            let dense = self.engine.table().to_dense(f).unwrap_or(0);
            if !sym.is_trivial() {
                sym = sym.after(&g.colors(), f, rule);
            }
            path = step_path(path, g, dense);
        }
        Ok((cands, sym, path))
    }

    /// Chooses the next guess position for candidate positions `cands`.
    fn choose(&self, cands: &[u32], sym: &Symmetry, path: u64, played: usize, ctl: &Control) -> Result<u32> {
        ctl.check()?;
        let eng = self.engine;
        Ok(match self.strategy {
            Strategy::Knuth => heuristic::choose(eng, Criterion::Knuth, cands),
            Strategy::Entropy => heuristic::choose(eng, Criterion::Entropy, cands),
            Strategy::MostParts => heuristic::choose(eng, Criterion::MostParts, cands),
            Strategy::ExpectedSize => heuristic::choose(eng, Criterion::ExpectedSize, cands),
            Strategy::RandomConsistent { .. } => {
                let pick = cands[(mix(path) % cands.len() as u64) as usize];
                eng.space()
                    .secret_as_guess(pick)
                    .ok_or_else(|| Error::TooLarge("secret is not a legal guess".into()))?
            }
            Strategy::OptimalAverage => self.solver.best_avg(cands, sym, NO_LIMIT, ctl)?.0,
            Strategy::OptimalWorst => {
                let budget = self.root_depth(ctl)?.saturating_sub(played as u32);
                self.solver.best_worst(cands, sym, budget, ctl)?.0
            }
        })
    }

    /// The strategy's next guess after `history` (answered guesses).
    pub fn next_guess(&self, history: &[Turn], ctl: &Control) -> Result<Code> {
        let (cands, sym, path) = self.state(history)?;
        let g = self.choose(&cands, &sym, path, history.len(), ctl)?;
        Ok(self.engine.space().guesses()[g as usize])
    }

    /// The least worst case (guesses still needed, the next included) over
    /// the secrets still possible after `history`, exactly.
    pub fn least_worst_case(&self, history: &[Turn], ctl: &Control) -> Result<u32> {
        let (cands, sym, _) = self.state(history)?;
        self.solver.optimal_depth(&cands, &sym, ctl)
    }

    /// The least total number of guesses (the next included) over the
    /// secrets still possible after `history`, exactly; divide by their
    /// number for the optimal average.
    pub fn least_total(&self, history: &[Turn], ctl: &Control) -> Result<u32> {
        let (cands, sym, _) = self.state(history)?;
        self.solver.optimal_total(&cands, &sym, NO_LIMIT, ctl)
    }

    /// The `limit` best next guesses after `history`, best first, with scores.
    /// Exact strategies list one guess per symmetry class of the position.
    pub fn rank(&self, history: &[Turn], limit: usize, ctl: &Control) -> Result<Vec<ScoredGuess>> {
        let (cands, sym, _) = self.state(history)?;
        let n = cands.len();
        let limit = limit.max(1);
        let scored: Vec<(u32, f64)> = match self.strategy {
            Strategy::Knuth | Strategy::Entropy | Strategy::MostParts | Strategy::ExpectedSize => {
                let crit = match self.strategy {
                    Strategy::Knuth => Criterion::Knuth,
                    Strategy::Entropy => Criterion::Entropy,
                    Strategy::MostParts => Criterion::MostParts,
                    _ => Criterion::ExpectedSize,
                };
                heuristic::rank(self.engine, crit, &cands, limit)
                    .into_iter()
                    .map(|(k, _, g)| (g, crit.shown(k, n)))
                    .collect()
            }
            Strategy::RandomConsistent { .. } => cands
                .iter()
                .take(limit)
                .filter_map(|&s| self.engine.space().secret_as_guess(s))
                .map(|g| (g, 1.0 / n as f64))
                .collect(),
            Strategy::OptimalAverage => self
                .solver
                .rank_avg(&cands, &sym, limit, ctl)?
                .into_iter()
                .map(|(g, v)| (g, v as f64 / n as f64))
                .collect(),
            Strategy::OptimalWorst => {
                self.solver.rank_worst(&cands, &sym, limit, ctl)?.into_iter().map(|(g, d)| (g, d as f64)).collect()
            }
        };
        Ok(scored
            .into_iter()
            .map(|(g, score)| {
                let p = self.engine.partition_of(&cands, g);
                ScoredGuess {
                    guess: self.engine.space().guesses()[g as usize],
                    score,
                    consistent: p.consistent,
                    worst: p.worst(),
                    classes: p.classes.len(),
                }
            })
            .collect())
    }

    /// The strategy's decision tree over all secrets, and its statistics.
    pub fn solve(&self, ctl: &Control) -> Result<(Stats, DecisionTree)> {
        let all = self.engine.all_secrets();
        if self.strategy == Strategy::OptimalAverage {
            // Solve first (with pruning); the tree then reads the cache.
            self.solver.optimal_total(&all, &self.root_sym(), NO_LIMIT, ctl)?;
        }
        let mut depths = Vec::with_capacity(all.len());
        let root = self.build(all, self.root_sym(), self.root_path(), 1, ctl, &mut depths)?;
        let v = self.engine.variant();
        Ok((
            Stats::from_depths(depths, v.max_guesses),
            DecisionTree { variant: *v, strategy: self.strategy.name().to_string(), root },
        ))
    }

    /// Statistics over all secrets.
    pub fn stats(&self, ctl: &Control) -> Result<Stats> {
        Ok(self.solve(ctl)?.0)
    }

    fn build(
        &self,
        cands: Vec<u32>,
        sym: Symmetry,
        path: u64,
        depth: usize,
        ctl: &Control,
        depths: &mut Vec<usize>,
    ) -> Result<TreeNode> {
        if depth > 200 {
            return Err(Error::TooLarge("strategy does not terminate".into()));
        }
        let g = self.choose(&cands, &sym, path, depth - 1, ctl)?;
        let eng = self.engine;
        let code = eng.space().guesses()[g as usize];
        let win = eng.table().win();
        let v = eng.variant();
        let parts = eng.split(g, &cands);
        let mut node = TreeNode { guess: code.to_string(), remaining: cands.len(), then: BTreeMap::new() };
        let mut children = Vec::new();
        for (f, members) in parts {
            if f == win {
                depths.push(depth);
                continue;
            }
            if members.len() == cands.len() {
                return Err(Error::TooLarge(format!("strategy {} repeats a useless guess", self.strategy)));
            }
            children.push((f, members));
        }
        if depth == 1 {
            ctl.report("tree", 0, children.len() as u64);
        }
        let rule = v.feedback;
        // One child subtree: its symmetry, then the subtree itself.
        let subtree = |(f, members)| -> Result<(u16, TreeNode, Vec<usize>)> {
            let child_sym = if sym.is_trivial() {
                sym.clone()
            } else {
                sym.after(&code.colors(), eng.table().to_feedback(f), rule)
            };
            let mut d = Vec::new();
            let n = self.build(members, child_sym, step_path(path, code, f), depth + 1, ctl, &mut d)?;
            Ok((f, n, d))
        };
        // The top two levels split across threads; deeper ones stay on theirs.
        let results: Vec<Result<(u16, TreeNode, Vec<usize>)>> = if depth <= 2 {
            children.into_par_iter().map(subtree).collect()
        } else {
            children.into_iter().map(subtree).collect()
        };
        for r in results {
            let (f, child, d) = r?;
            depths.extend(d);
            node.then.insert(eng.table().to_feedback(f).display(v).to_string(), child);
        }
        Ok(node)
    }
}
