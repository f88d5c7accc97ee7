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

/// How good a move is for the mover, by the value `after` it hands the
/// opponent: lower is better. A win first — the fastest, and one whose
/// remoteness is not known (a position decided by a period) after those
/// known — then a draw, then a loss, the longest resistance first. The one
/// place "the best move" is defined: every analysis sorts its moves by it.
#[must_use]
pub fn move_rank(after: Value) -> (u8, i64) {
    match (after.outcome, after.remoteness) {
        (Outcome::PreviousWins, r) => (0, r.map_or(i64::MAX, i64::from)),
        (Outcome::Draw, _) => (1, 0),
        (Outcome::NextWins, r) => (2, -i64::from(r.unwrap_or(0))),
    }
}

/// Sorts `moves` best first for the mover, by the value each hands the
/// opponent ([`move_rank`]); moves of the same rank keep their order.
pub fn best_first<T>(moves: &mut [T], after: impl Fn(&T) -> Value) {
    moves.sort_by_key(|m| move_rank(after(m)));
}

/// A game seen through a few of its moves: from any position it lists only
/// `moves`, and the rest of its rules are `game`'s. For analysing a position
/// whose moves are too many to list (a sample, a menu): [`analyse`] it, and
/// its moves come out ranked as any analysis's.
pub struct Listed<'a, G: Game> {
    /// The game.
    pub game: &'a G,
    /// The moves listed.
    pub moves: Vec<G::Move>,
}

impl<G: Game> Game for Listed<'_, G> {
    type Position = G::Position;
    type Move = G::Move;

    fn for_each_move(&self, _pos: &G::Position, f: impl FnMut(G::Move)) {
        self.moves.iter().cloned().for_each(f);
    }

    fn play(&self, pos: &G::Position, mv: &G::Move) -> G::Position {
        self.game.play(pos, mv)
    }

    fn convention(&self) -> crate::game::Convention {
        self.game.convention()
    }

    fn ending(&self, pos: &G::Position) -> Option<Outcome> {
        self.game.ending(pos)
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
    best_first(&mut moves, |m| m.after);
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

    #[test]
    fn a_win_of_unknown_remoteness_still_comes_before_every_loss() {
        let v = |outcome, remoteness| Value { outcome, remoteness };
        let mut moves = vec![
            v(Outcome::NextWins, Some(3)),
            v(Outcome::NextWins, None),
            v(Outcome::PreviousWins, None),
            v(Outcome::Draw, None),
            v(Outcome::NextWins, Some(7)),
            v(Outcome::PreviousWins, Some(4)),
        ];
        best_first(&mut moves, |m| *m);
        assert_eq!(
            moves,
            [
                v(Outcome::PreviousWins, Some(4)),
                v(Outcome::PreviousWins, None),
                v(Outcome::Draw, None),
                v(Outcome::NextWins, Some(7)),
                v(Outcome::NextWins, Some(3)),
                v(Outcome::NextWins, None),
            ]
        );
    }
}
