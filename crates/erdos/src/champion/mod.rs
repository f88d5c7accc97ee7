//! The players: the champions of each version, a uniformly random player
//! and the mirror strategy, all behind [`Strategy`], which receives only a
//! [`SeatView`] — an AI cannot read a hidden hand because it is never given
//! one.
//!
//! - Version II: the exact solver (240 symmetries, canonical table) once
//!   the position is small enough (and on boards up to 4×4 always, to the
//!   end), else alpha-beta with a table and
//!   iterative deepening on part of the budget; a proved win is played.
//!   Without one, an MCTS among the moves alpha-beta did not prove lost
//!   picks the move with the best practical chances (against a weaker
//!   player most positions are theoretically lost for Second, and minimax
//!   alone cannot tell which losing move sets the most traps).
//! - Version I: exact expectimax over the draw near the end, else MCTS with
//!   chance nodes (each iteration samples the draws; edges are weighted by
//!   how often they were available).
//! - Version III: single-observer information-set MCTS: each iteration
//!   deals the pieces this seat cannot see to the opponent (when every
//!   piece is dealt, as in the rules, that is exactly one world: the board
//!   and one's own hand reveal the other hand).
//!
//! All of them first play a move that ends the game at once in their favour.
//! Against a uniformly random player 99% of games end by a block (measured
//! over 1000 random games per version), so the searches score by random
//! playouts to the end rather than by a column-counting evaluation.

mod alphabeta;
mod chance;
mod eval;
mod mcts;
mod random;

pub use random::{MirrorPlayer, RandomPlayer};

use crate::moves::Move;
use crate::rng::Rng;
use crate::rules::{Rules, Version};
use crate::solver::{Config, Progress, Solver};
use crate::table::Table;
use crate::view::SeatView;
use alphabeta::AlphaBeta;
use chance::Expectimax;
use eval::WIN;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// A player: chooses a move from what its seat may see.
pub trait Strategy {
    /// The strategy's name (`random`, `mirror`, `champion`).
    fn name(&self) -> &'static str;
    /// The move to play (`None` when the seat has no legal move).
    fn choose(&mut self, view: &SeatView) -> Option<Move>;
}

/// How much a champion may think per move: whichever runs out first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Budget {
    /// Positions searched at most.
    pub nodes: u64,
    /// Wall-clock time at most.
    pub time: Duration,
}

impl Budget {
    /// A time budget (no node limit).
    #[must_use]
    pub const fn time(time: Duration) -> Budget {
        Budget { nodes: u64::MAX, time }
    }

    /// A node budget (reproducible; an hour of time at most).
    #[must_use]
    pub const fn nodes(nodes: u64) -> Budget {
        Budget { nodes, time: Duration::from_secs(3600) }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::time(Duration::from_millis(900))
    }
}

/// A champion's analysis of a position (the hint).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// The move chosen.
    pub best_move: Move,
    /// Its score for the mover in [−1, 1]: ±1 a proved win or loss,
    /// otherwise an estimate (version I: expected result).
    pub score: f64,
    /// Whether the search reached every end of the game.
    pub exact: bool,
    /// Depth of the last completed alpha-beta iteration, the empties of an
    /// exact solve, or the deepest MCTS tree path (plies).
    pub depth: u32,
    /// Positions searched.
    pub nodes: u64,
    /// Version III: determinised worlds searched (1 when the hidden hand
    /// is implied by the board and one's own hand).
    pub worlds: u32,
    /// The best few moves with their scores, best first.
    pub alternatives: Vec<(Move, f64)>,
}

/// An alpha-beta score as a value in [−1, 1].
fn unit(s: i32) -> f64 {
    if s.abs() >= WIN / 2 { f64::from(s.signum()) } else { (f64::from(s) / 400.0).tanh() * 0.9 }
}

/// The champion of the rules' version.
pub struct Champion {
    budget: Budget,
    rng: Rng,
    table: Table,
    solver: Solver,
    solver_rules: Option<Rules>,
}

/// Up to this many empty squares the version II champion first tries the
/// exact solver on half its budget.
pub const EXACT_FROM: u32 = 14;

/// Boards up to this size are solved exactly from any position, without a
/// time limit: the whole 4×4 game, from the empty board, is 1.2 M positions
/// (about 2 s on one core), so the hint and the champion are exact there,
/// never an estimate — unless a node budget is set (`budget=N`), which
/// still bounds the solver to half of it.
pub const EXACT_BOARD: u8 = 4;

/// Up to this many empty squares the version I champion first tries the
/// exact expectimax (memoised under the symmetries) on half its budget.
pub const EXACT_I_FROM: u32 = 11;

impl Champion {
    /// A champion thinking within `budget` per move; `seed` drives its
    /// version III worlds.
    #[must_use]
    pub fn new(budget: Budget, seed: u64) -> Champion {
        let config = Config {
            table_bits: 18,
            threads: 1,
            progress_every: Duration::from_millis(5),
            principal_line: false,
            node_limit: budget.nodes / 2,
            ..Config::default()
        };
        Champion { budget, rng: Rng::new(seed), table: Table::new(18), solver: Solver::new(config), solver_rules: None }
    }

    /// Version II near the end: the exact solver on half the budget.
    fn exact_ii(&mut self, view: &SeatView, start: Instant) -> Option<Analysis> {
        let p = &view.position;
        let small = p.size() <= EXACT_BOARD;
        if (p.empties() > EXACT_FROM && !small) || p.size() > 6 {
            return None;
        }
        if self.solver_rules != Some(view.rules) {
            self.solver.clear();
            self.solver_rules = Some(view.rules);
        }
        let cancel = AtomicBool::new(false);
        let half = start + self.budget.time / 2;
        let check = |_: &Progress| {
            if !small && Instant::now() >= half {
                cancel.store(true, Ordering::Relaxed);
            }
        };
        let s = self.solver.solve_with(&view.rules, p, &cancel, &check).ok()?;
        let best_move = s.best_move.filter(|_| s.exact)?;
        let v = if p.mover() == crate::player::Player::First { s.lower } else { -s.lower };
        Some(Analysis {
            best_move,
            score: f64::from(v),
            exact: true,
            depth: p.empties(),
            nodes: s.nodes,
            worlds: 1,
            alternatives: vec![(best_move, f64::from(v))],
        })
    }

    /// The analysis of the view's position (`None` when the seat cannot move).
    pub fn analyse(&mut self, view: &SeatView) -> Option<Analysis> {
        view.legal_moves().first()?;
        let start = Instant::now();
        match view.rules.version {
            Version::I => self.analyse_i(view, start),
            Version::II => self.analyse_ii(view, start),
            Version::III => self.analyse_mcts(view, start, &[], 0),
        }
    }

    /// Version I: the exact expectimax near the end (on part of the budget),
    /// else the MCTS with sampled draws.
    fn analyse_i(&mut self, view: &SeatView, start: Instant) -> Option<Analysis> {
        let k = view.drawn?;
        let p = &view.position;
        let mut used = 0;
        if p.empties() <= EXACT_I_FROM {
            let share = Budget { nodes: self.budget.nodes / 2, time: self.budget.time / 2 };
            let mut e = Expectimax::new(view.rules, &share, start);
            let solved = e.solve(p, k);
            used = e.nodes;
            if let Some(scores) = solved {
                return Some(Analysis {
                    best_move: scores[0].0,
                    score: scores[0].1,
                    exact: true,
                    depth: p.empties(),
                    nodes: e.nodes,
                    worlds: 1,
                    alternatives: scores.into_iter().take(5).collect(),
                });
            }
        }
        self.analyse_mcts(view, start, &[], used)
    }

    /// Version II: the mirror refutation, the exact solver near the end,
    /// alpha-beta for short wins and losses, and the MCTS among the moves
    /// not proved lost when no win was proved.
    fn analyse_ii(&mut self, view: &SeatView, start: Instant) -> Option<Analysis> {
        let rules = view.rules;
        let p = &view.position;
        // Opponent model: while First has mirrored every move, beat the mirror.
        if view.seat == crate::player::Player::Second
            && let Some(m) = crate::mirror::refutation(&rules, p)
        {
            return Some(Analysis {
                best_move: m,
                score: 0.5,
                exact: false,
                depth: p.empties(),
                nodes: 0,
                worlds: 1,
                alternatives: vec![(m, 0.5)],
            });
        }
        if let Some(a) = self.exact_ii(view, start) {
            // A proved win or draw is played; a proved loss is left to the
            // MCTS, which looks for the replies a weaker opponent gets wrong.
            if a.score >= 0.0 {
                return Some(a);
            }
            return self.analyse_mcts(view, start, &[], a.nodes).map(|m| Analysis { exact: true, score: -1.0, ..m });
        }
        let share = Budget { nodes: self.budget.nodes / 4, time: self.budget.time / 4 };
        let mut ab = AlphaBeta::new(rules, &self.table, &share, start);
        let it = ab.iterate(p, None);
        let used = ab.nodes;
        let Some(it) = it else {
            return self.analyse_mcts(view, start, &[], used);
        };
        let scores: Vec<(Move, f64)> = it.scores.iter().map(|&(m, s)| (m, unit(s))).collect();
        if it.exact || it.scores[0].1 >= WIN / 2 {
            return Some(Analysis {
                best_move: scores[0].0,
                score: scores[0].1,
                exact: it.exact,
                depth: it.depth,
                nodes: used,
                worlds: 1,
                alternatives: scores.iter().take(5).copied().collect(),
            });
        }
        let alive: Vec<Move> = it.scores.iter().filter(|&&(_, s)| s > -WIN / 2).map(|&(m, _)| m).collect();
        self.analyse_mcts(view, start, &alive, used)
    }

    /// Information-set MCTS over `moves` (all when empty) with the budget
    /// left after `used` positions.
    fn analyse_mcts(&mut self, view: &SeatView, start: Instant, moves: &[Move], used: u64) -> Option<Analysis> {
        let left = Budget { nodes: self.budget.nodes.saturating_sub(used).max(1), time: self.budget.time };
        let mut m = mcts::Mcts::new(view, &mut self.rng, &left, start);
        m.restrict(moves);
        if let Some(best_move) = m.immediate_win() {
            return Some(Analysis {
                best_move,
                score: 1.0,
                exact: true,
                depth: 1,
                nodes: used + 1,
                worlds: 1,
                alternatives: vec![(best_move, 1.0)],
            });
        }
        let out = m.run()?;
        let (best_move, score, _) = out.scores[0];
        let iii = view.rules.version == Version::III;
        Some(Analysis {
            best_move,
            score,
            exact: false,
            depth: m.depth,
            nodes: m.nodes + used,
            worlds: if iii && !m.certain() { out.iterations } else { 1 },
            alternatives: out.scores.iter().take(5).map(|&(m, s, _)| (m, s)).collect(),
        })
    }
}

impl Strategy for Champion {
    fn name(&self) -> &'static str {
        "champion"
    }

    fn choose(&mut self, view: &SeatView) -> Option<Move> {
        self.analyse(view).map(|a| a.best_move)
    }
}

/// The champion's analysis of a seat's position within `budget` (a hint).
#[must_use]
pub fn hint(view: &SeatView, budget: Budget) -> Option<Analysis> {
    Champion::new(budget, 0).analyse(view)
}

/// A player by name: `champion`, `random` or `mirror`.
#[must_use]
pub fn by_name(name: &str, budget: Budget, seed: u64) -> Option<Box<dyn Strategy + Send>> {
    match name.trim().to_ascii_lowercase().as_str() {
        "champion" => Some(Box::new(Champion::new(budget, seed))),
        "random" => Some(Box::new(RandomPlayer::new(seed))),
        "mirror" => Some(Box::new(MirrorPlayer::new(seed))),
        _ => None,
    }
}
