//! Checking the book against the solver on sampled positions: where every
//! child of the position is in the book, the children's entries give the
//! value by minimax (so the levels stand on the lower ones); elsewhere the
//! solver proves the position's value and the value after the book's move.

use super::Book;
use super::build::child_value;
use crate::moves::Move;
use crate::piece::Player;
use crate::position::Position;
use crate::solver::Solver;
use serde::Serialize;
use std::time::Instant;

/// The verdict on one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Check {
    /// The position checked.
    pub position: Position,
    /// Its empty squares.
    pub empties: u32,
    /// The book's value (First's final points minus Second's).
    pub book_value: i32,
    /// The book's move.
    pub book_move: Move,
    /// The value found independently of the entry: by minimax over the
    /// children's entries, or by the solver.
    pub value: i32,
    /// The value reached by the book's move (its points plus the value of
    /// the position it leaves).
    pub move_value: i32,
    /// `"solver"` or `"children"`.
    pub how: &'static str,
    /// Whether the value agrees and the move reaches it.
    pub ok: bool,
    /// Milliseconds spent.
    pub millis: u64,
}

/// A random position with `empties` empty squares, by random moves from the
/// empty board (a linear congruential generator on `seed`, so reproducible).
#[must_use]
pub fn random_position(empties: u32, seed: &mut u64) -> Position {
    let mut p = Position::START;
    while p.empties() > empties {
        let moves = p.legal_moves();
        *seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let m = moves[((*seed >> 33) as usize) % moves.len()];
        let _ = p.play(m);
    }
    p
}

/// Checks the book at `pos` (`None` when the book does not hold it), with
/// `solver` where the children are not all in the book.
#[must_use]
pub fn check(book: &Book, solver: &Solver, pos: &Position) -> Option<Check> {
    let t = Instant::now();
    let hit = book.lookup(pos)?;
    let d = pos.score_difference();
    let (value, move_value, how) = match by_children(book, pos, hit.best_move) {
        Some((v, mv)) => (d + v, d + mv, "children"),
        None => {
            let s = solver.solve(pos);
            let (after, _) = pos.after(hit.best_move).ok()?;
            let a = solver.solve(&after);
            let exact = s.exact && a.exact;
            (if exact { s.value } else { i32::MIN }, if exact { a.value } else { i32::MIN }, "solver")
        }
    };
    Some(Check {
        position: *pos,
        empties: pos.empties(),
        book_value: hit.value,
        book_move: hit.best_move,
        value,
        move_value,
        how,
        ok: value == hit.value && move_value == hit.value,
        millis: t.elapsed().as_millis() as u64,
    })
}

/// The value of the points to come at `pos` and after `mv` by minimax over
/// the children's entries, when every child is in the book.
fn by_children(book: &Book, pos: &Position, mv: Move) -> Option<(i32, i32)> {
    let zero = pos.with_points([0, 0]);
    let value_of = |k: (u64, u16)| {
        let b = crate::board::Board::from_parts(k.0, k.1)?;
        book.entry(&b).map(|e| e.value)
    };
    let first = pos.mover() == Player::First;
    let mut best: Option<i32> = None;
    for m in zero.legal_moves() {
        let v = child_value(&zero, m, value_of)?;
        best = Some(best.map_or(v, |b| if first { b.max(v) } else { b.min(v) }));
    }
    Some((best?, child_value(&zero, mv, value_of)?))
}
