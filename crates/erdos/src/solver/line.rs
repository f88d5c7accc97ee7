//! The principal line of a solved position: the winner keeps the value, the
//! loser plays the first move in order; its end gives the reason.

use super::Solver;
use super::search::full_value;
use crate::moves::Move;
use crate::outcome::Reason;
use crate::position::Position;
use crate::rules::Rules;
use std::sync::atomic::AtomicBool;

/// The line from `pos` whose value for its mover is `value`, and how it ends.
pub(super) fn principal(
    solver: &Solver,
    rules: &Rules,
    pos: &Position,
    mut value: i8,
    cancel: &AtomicBool,
) -> Option<(Vec<Move>, Reason)> {
    let mut p = *pos;
    let mut line = Vec::new();
    loop {
        if p.is_full() {
            return (full_value(&p) == value).then_some((line, Reason::Columns));
        }
        let moves = p.legal_moves();
        if moves.is_empty() {
            return Some((line, Reason::Blocked));
        }
        let mut chosen = None;
        for mv in moves {
            let mut q = p;
            q.apply(mv.square.index(), mv.number, rules.run, rules.simultaneous);
            if -solver.value(rules, &q, cancel)? == value {
                chosen = Some((mv, q));
                break;
            }
        }
        let (mv, q) = chosen?;
        line.push(mv);
        p = q;
        value = -value;
    }
}
