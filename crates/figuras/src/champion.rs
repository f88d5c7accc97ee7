//! The champion (the text's *campeão infalível*): a best move within a time
//! budget — from the opening book where it holds the position (exact and
//! instant), else from the exact solver near the end, else by iterative
//! deepening (exact once the search reaches the end of the game).

use crate::book::Book;
use crate::moves::Move;
use crate::position::Position;
use crate::solver::node::Node;
use crate::solver::search::{Pinned, Searcher, Shared, Tuning};
use crate::solver::table::Table;
use crate::solver::{Config, Progress, Solver};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The champion's choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// The move chosen.
    pub best_move: Move,
    /// Its value for First (final points difference) when `exact`; else the
    /// estimate at the depth reached (points so far plus points within the
    /// horizon).
    pub value: i32,
    /// Whether the search reached the end of the game.
    pub exact: bool,
    /// The depth of the last completed iteration, in plies.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Whether the move and value come from the opening book.
    #[serde(default)]
    pub from_book: bool,
}

/// A champion keeps its table between moves, and reads the opening book.
pub struct Champion {
    table: Table,
    solver: Solver,
    book: Option<Arc<Book>>,
}

/// Up to this many empty squares the champion first tries the exact solver
/// on three quarters of its budget (on two cores, 10 empties take about
/// 0.01 s and 11 empties 0.1 s; 12 empties take 0.3–1.3 s, 0.7 s median,
/// and go straight to iterative deepening, which a one-second budget could
/// not afford to lose to an unfinished solve).
pub const EXACT_FROM: u32 = 11;

/// Beyond [`EXACT_FROM`], the exact solver is tried first when the budget is
/// at least this (about three times the median solve on two free cores:
/// 0.7 s at 12 empties, 4.6 s at 13, 37 s at 14), so that it usually ends
/// within the three quarters of the budget it gets.
#[must_use]
pub fn exact_budget(empties: u32) -> Duration {
    match empties {
        0..=EXACT_FROM => Duration::ZERO,
        12 => Duration::from_secs(2),
        13 => Duration::from_secs(14),
        _ => Duration::from_secs(120),
    }
}

impl Default for Champion {
    fn default() -> Champion {
        Champion::new(22)
    }
}

impl Champion {
    /// A champion with a table of `2^table_bits` entries and the book
    /// built into the program ([`Book::embedded`]).
    #[must_use]
    pub fn new(table_bits: u32) -> Champion {
        Champion {
            table: Table::new(table_bits),
            solver: Solver::new(Config { table_bits, progress_every: Duration::from_millis(5), ..Config::default() }),
            book: Book::embedded(),
        }
    }

    /// The same champion with another book (`None`: the searches alone).
    #[must_use]
    pub fn with_book(mut self, book: Option<Arc<Book>>) -> Champion {
        self.book = book;
        self
    }

    /// The book it reads, if any.
    #[must_use]
    pub fn book(&self) -> Option<&Book> {
        self.book.as_deref()
    }

    /// The best move found within `budget` (`None` when the game is over).
    /// A position the book holds is answered from it at once (exact). With
    /// few empty squares, or a budget large enough ([`exact_budget`]), it
    /// first tries the exact solver on three quarters of the budget;
    /// otherwise (or if that runs out) it iterates deeper while time
    /// remains and the last completed iteration decides.
    #[must_use]
    pub fn best_move(&self, pos: &Position, budget: Duration) -> Option<Choice> {
        let start = Instant::now();
        if let Some(hit) = self.book.as_ref().and_then(|b| b.lookup(pos)) {
            return Some(Choice {
                best_move: hit.best_move,
                value: hit.value,
                exact: true,
                depth: pos.empties(),
                nodes: 0,
                from_book: true,
            });
        }
        let exact_first = budget >= exact_budget(pos.empties());
        // Keep a little of the budget for returning the answer.
        let budget = budget.mul_f64(0.97);
        let moves = pos.legal_moves();
        let first = *moves.first()?;
        if exact_first {
            let cancel = AtomicBool::new(false);
            let exact_until = ludoteca_core::control::later(start, budget.mul_f64(0.75));
            let check = |_: &Progress| {
                if Instant::now() >= exact_until {
                    cancel.store(true, Ordering::Relaxed);
                }
            };
            let s = self.solver.solve_with(pos, &cancel, &check);
            if s.exact
                && let Some(best_move) = s.best_move
            {
                return Some(Choice {
                    best_move,
                    value: s.value,
                    exact: true,
                    depth: pos.empties(),
                    nodes: s.nodes,
                    from_book: false,
                });
            }
        }
        let deadline = ludoteca_core::control::later(start, budget);
        let node = Node::of(pos);
        let empties = node.empties();
        let stop = AtomicBool::new(false);
        let cancel = AtomicBool::new(false);
        let nodes = AtomicU64::new(0);
        let pinned: Pinned = Mutex::new(HashMap::new());
        let tick = || {
            if Instant::now() >= deadline {
                stop.store(true, Ordering::Relaxed);
            }
        };
        let shared = Shared {
            table: &self.table,
            pinned: &pinned,
            pin_min: 99,
            stop: &stop,
            cancel: &cancel,
            nodes: &nodes,
            tuning: Tuning::default(),
            tick: &tick,
        };
        let mut order: Vec<(Move, i32, Node)> = moves
            .iter()
            .map(|m| {
                let (p, s) = (m.piece.code(), m.square.index());
                (*m, node.gain(p, s), node.play(p, s))
            })
            .collect();
        order.sort_by_key(|m| -m.1);
        let sign = if pos.mover() == crate::piece::Player::First { 1 } else { -1 };
        let mut choice = Choice {
            best_move: first,
            value: pos.score_difference(),
            exact: false,
            depth: 0,
            nodes: 0,
            from_book: false,
        };
        let mut depth = 1;
        while depth <= empties {
            let mut s = Searcher::new(&shared);
            let mut best = i32::MIN;
            let mut best_mv = order[0].0;
            let mut scores = Vec::with_capacity(order.len());
            for &(mv, gain, child) in &order {
                let alpha = if best == i32::MIN { -100 } else { best };
                let v = gain - s.search(&child, gain - 100, gain - alpha, depth - 1);
                if s.aborted {
                    break;
                }
                scores.push(v);
                if v > best {
                    best = v;
                    best_mv = mv;
                }
            }
            s.flush();
            if s.aborted {
                break;
            }
            choice = Choice {
                best_move: best_mv,
                value: pos.score_difference() + sign * best,
                exact: depth == empties,
                depth,
                nodes: nodes.load(Ordering::Relaxed),
                from_book: false,
            };
            // Best move first, the rest by their (fail-soft) scores.
            let mut idx: Vec<usize> = (0..order.len()).collect();
            idx.sort_by_key(|&i| {
                let v = scores.get(i).copied().unwrap_or(i32::MIN);
                (order[i].0 != best_mv, -v)
            });
            order = idx.into_iter().map(|i| order[i]).collect();
            depth = if depth + 2 >= empties { empties.max(depth + 1) } else { depth + 2 };
        }
        choice.nodes = nodes.load(Ordering::Relaxed);
        Some(choice)
    }
}

/// The best move within `budget` with a fresh champion.
#[must_use]
pub fn best_move(pos: &Position, budget: Duration) -> Option<Choice> {
    Champion::new(20).best_move(pos, budget)
}
