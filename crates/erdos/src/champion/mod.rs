//! The players: the champions of each version, a uniformly random player
//! and the mirror strategy, all behind [`Strategy`], which receives only a
//! [`SeatView`] — an AI cannot read a hidden hand because it is never given
//! one.
//!
//! - Version II: alpha-beta with a table, iterative deepening ([`alphabeta`](self)).
//! - Version I: expectimax over the draw.
//! - Version III: determinised alpha-beta: the opponent's hand is drawn from
//!   the pieces this seat cannot see (when every piece is dealt, as in the
//!   rules, that is exactly one world: counting the board and one's own hand
//!   reveals the other hand).

mod alphabeta;
mod chance;
mod eval;
mod random;

pub use random::{MirrorPlayer, RandomPlayer};

use crate::hand::Hand;
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
use std::collections::HashMap;
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
    /// Depth of the last completed iteration (plies; version I: draws).
    pub depth: u32,
    /// Positions searched.
    pub nodes: u64,
    /// Version III: determinised worlds searched.
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
        if p.empties() > EXACT_FROM || p.size() > 6 {
            return None;
        }
        if self.solver_rules != Some(view.rules) {
            self.solver.clear();
            self.solver_rules = Some(view.rules);
        }
        let cancel = AtomicBool::new(false);
        let half = start + self.budget.time / 2;
        let check = |_: &Progress| {
            if Instant::now() >= half {
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
        let legal = view.legal_moves();
        let first = *legal.first()?;
        let start = Instant::now();
        let rules = view.rules;
        let p = &view.position;
        let top = |v: &[(Move, f64)]| v.iter().take(5).copied().collect::<Vec<_>>();
        match rules.version {
            Version::I => {
                let k = view.drawn?;
                let mut e = Expectimax::new(rules, &self.budget, start);
                let (scores, depth, exact) = e.iterate(p, k)?;
                Some(Analysis {
                    best_move: scores[0].0,
                    score: scores[0].1,
                    exact,
                    depth,
                    nodes: e.nodes,
                    worlds: 1,
                    alternatives: top(&scores),
                })
            }
            Version::II => {
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
                    return Some(a);
                }
                let mut ab = AlphaBeta::new(rules, &self.table, &self.budget, start);
                let Some(it) = ab.iterate(p, None) else {
                    return Some(Analysis {
                        best_move: first,
                        score: 0.0,
                        exact: false,
                        depth: 0,
                        nodes: ab.nodes,
                        worlds: 1,
                        alternatives: vec![],
                    });
                };
                let scores: Vec<(Move, f64)> = it.scores.iter().map(|&(m, s)| (m, unit(s))).collect();
                Some(Analysis {
                    best_move: scores[0].0,
                    score: scores[0].1,
                    exact: it.exact,
                    depth: it.depth,
                    nodes: ab.nodes,
                    worlds: 1,
                    alternatives: top(&scores),
                })
            }
            Version::III => self.analyse_iii(view, first, start),
        }
    }

    /// Determinised search: each world deals the unseen pieces to the
    /// opponent; the scores of the root moves are summed over the worlds.
    fn analyse_iii(&mut self, view: &SeatView, first: Move, start: Instant) -> Option<Analysis> {
        let mine = view.hand?;
        let opp_size = view.opponent_hand_size.unwrap_or(0) as usize;
        let unseen = view.unseen();
        let certain = view.open_opponent_hand.is_some() || unseen.total() as usize == opp_size;
        let worlds = if certain { 1 } else { 4 };
        let mut totals: HashMap<Move, (f64, u32)> = HashMap::new();
        let (mut nodes, mut depth, mut exact) = (0, u32::MAX, true);
        for w in 0..worlds {
            let opp = match view.open_opponent_hand {
                Some(h) => h,
                None => {
                    let mut pieces = unseen.numbers();
                    for i in (1..pieces.len()).rev() {
                        pieces.swap(i, self.rng.below(i as u64 + 1) as usize);
                    }
                    Hand::from_numbers(&pieces[..opp_size.min(pieces.len())])
                }
            };
            let mut hands = [Hand::EMPTY; 2];
            hands[view.seat.index()] = mine;
            hands[view.seat.other().index()] = opp;
            let left = Budget {
                nodes: self.budget.nodes / worlds as u64,
                time: self.budget.time.saturating_sub(start.elapsed()) / (worlds - w),
            };
            let mut ab = AlphaBeta::new(view.rules, &self.table, &left, Instant::now());
            if let Some(it) = ab.iterate(&view.position, Some(&hands)) {
                depth = depth.min(it.depth);
                exact &= it.exact && certain;
                for (m, s) in it.scores {
                    let e = totals.entry(m).or_insert((0.0, 0));
                    e.0 += unit(s);
                    e.1 += 1;
                }
            }
            nodes += ab.nodes;
        }
        let mut scores: Vec<(Move, f64)> = totals.into_iter().map(|(m, (s, k))| (m, s / f64::from(k))).collect();
        scores.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let (best_move, score) = scores.first().copied().unwrap_or((first, 0.0));
        Some(Analysis {
            best_move,
            score,
            exact: exact && !scores.is_empty(),
            depth: if depth == u32::MAX { 0 } else { depth },
            nodes,
            worlds,
            alternatives: scores.into_iter().take(5).collect(),
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
