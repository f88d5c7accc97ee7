//! The champion's view of a position: its class, every move with the class it
//! hands over, the winning moves, and the best move to play.

use crate::game::Game;
use crate::outcome::{Outcome, Value};

/// One move and the value of the position it leaves, seen by the opponent
/// (who moves next there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValue<M> {
    /// The move.
    pub mv: M,
    /// The value of the position after the move, for the opponent.
    pub after: Value,
}

/// The champion's analysis of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<M> {
    /// The value of the position for the player to move.
    pub value: Value,
    /// Every legal move, best first (see [`Analysis::best`]).
    pub moves: Vec<MoveValue<M>>,
}

impl<M: Clone> Analysis<M> {
    /// The moves that keep a win: those leaving a safe (P) position to the
    /// opponent, fastest win first. Empty unless the position is fragile.
    pub fn winning_moves(&self) -> impl Iterator<Item = &MoveValue<M>> {
        self.moves.iter().filter(|m| m.after.outcome == Outcome::PreviousWins)
    }

    /// The moves that keep a draw in a neutral position.
    pub fn drawing_moves(&self) -> impl Iterator<Item = &MoveValue<M>> {
        self.moves.iter().filter(|m| m.after.outcome == Outcome::Draw)
    }

    /// The champion's move: the fastest win; else a draw; else, in a lost
    /// position, the move that resists longest. `None` when the game is over.
    pub fn best(&self) -> Option<&MoveValue<M>> {
        self.moves.first()
    }
}

/// How good a move is for the mover: lower sorts first.
fn rank(after: Value) -> (u8, i64) {
    match (after.outcome, after.remoteness) {
        (Outcome::PreviousWins, Some(r)) => (0, i64::from(r)),
        (Outcome::Draw, _) => (1, 0),
        (_, r) => (2, -i64::from(r.unwrap_or(0))),
    }
}

/// Analyses `pos` given a way to value any position (a solver's memo, a table,
/// a period). The moves come out best first, ties in generation order.
pub fn analyse<G: Game>(
    game: &G,
    pos: &G::Position,
    mut value_of: impl FnMut(&G::Position) -> Value,
) -> Analysis<G::Move> {
    let value = value_of(pos);
    let mut moves = Vec::new();
    if game.terminal(pos).is_none() {
        game.for_each_move(pos, |mv| {
            let after = value_of(&game.play(pos, &mv));
            moves.push(MoveValue { mv, after });
        });
    }
    moves.sort_by_key(|m| rank(m.after));
    Analysis { value, moves }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Solver;

    struct Subtract(&'static [u32]);
    impl Game for Subtract {
        type Position = u32;
        type Move = u32;
        fn for_each_move(&self, n: &u32, mut f: impl FnMut(u32)) {
            self.0.iter().filter(|&&s| s <= *n).for_each(|&s| f(s));
        }
        fn play(&self, n: &u32, s: &u32) -> u32 {
            n - s
        }
    }

    #[test]
    fn winning_and_resisting_moves() {
        let g = Subtract(&[1, 4]);
        let mut s = Solver::new(&g);
        // Game 9: from 1 take 1 (or 4 when possible); from 3 take 1; from 4 take 4.
        let a = analyse(&g, &6, |p| s.value(p).unwrap());
        assert_eq!(a.value.outcome, Outcome::NextWins);
        let wins: Vec<u32> = a.winning_moves().map(|m| m.mv).collect();
        assert_eq!(wins, vec![1, 4], "6 → 5 and 6 → 2 are both safe");
        // 5 is safe: every move loses; the champion picks the slowest loss.
        let a = analyse(&g, &5, |p| s.value(p).unwrap());
        assert_eq!(a.value.outcome, Outcome::PreviousWins);
        assert_eq!(a.winning_moves().count(), 0);
        let best = a.best().unwrap();
        assert!(a.moves.iter().all(|m| m.after.remoteness <= best.after.remoteness));
        assert!(analyse(&g, &0, |p| s.value(p).unwrap()).best().is_none());
    }
}
