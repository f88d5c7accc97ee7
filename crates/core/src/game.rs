//! The `Game` trait: positions, moves, and how a game ends.

use crate::outcome::Outcome;
use serde::{Deserialize, Serialize};
use std::hash::Hash;

/// Who wins when the player to move has no move left.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Convention {
    /// Normal play: the player unable to move loses (taking the last stone wins).
    #[default]
    Normal,
    /// Misère play, the text's *perde-ganha* (game 29): the player unable to move wins.
    Misere,
}

impl Convention {
    /// Misère play when `misere`, normal play otherwise.
    #[must_use]
    pub const fn misere_if(misere: bool) -> Convention {
        if misere { Convention::Misere } else { Convention::Normal }
    }

    /// The outcome of a position with no moves, for the player to move.
    #[must_use]
    pub const fn stuck(self) -> Outcome {
        match self {
            Convention::Normal => Outcome::PreviousWins,
            Convention::Misere => Outcome::NextWins,
        }
    }
}

/// A two-player game of complete information, seen through its positions.
///
/// A position holds everything the rules need (the text's *estado*): for a
/// partizan game that includes who moves. Outcomes are always from the point
/// of view of the player about to move.
pub trait Game {
    /// A position (the text's *estado*).
    type Position: Clone + Eq + Hash;
    /// A move.
    type Move: Clone + Eq;

    /// Calls `f` once for every legal move from `pos`, without allocating.
    fn for_each_move(&self, pos: &Self::Position, f: impl FnMut(Self::Move));

    /// The position after `mv` (which must be legal in `pos`).
    fn play(&self, pos: &Self::Position, mv: &Self::Move) -> Self::Position;

    /// Normal or misère play.
    fn convention(&self) -> Convention {
        Convention::Normal
    }

    /// The outcome of a position where the game has ended for another reason
    /// than the lack of moves (e.g. a score decided it). `None` by default.
    fn ending(&self, _pos: &Self::Position) -> Option<Outcome> {
        None
    }

    /// All legal moves, collected.
    fn moves(&self, pos: &Self::Position) -> Vec<Self::Move> {
        let mut v = Vec::new();
        self.for_each_move(pos, |m| v.push(m));
        v
    }

    /// Whether `pos` has at least one move.
    fn has_move(&self, pos: &Self::Position) -> bool {
        let mut any = false;
        self.for_each_move(pos, |_| any = true);
        any
    }

    /// The outcome of `pos` if the game is over there: [`ending`](Game::ending),
    /// else the convention's verdict when no move is left.
    fn terminal(&self, pos: &Self::Position) -> Option<Outcome> {
        if let Some(o) = self.ending(pos) {
            return Some(o);
        }
        (!self.has_move(pos)).then(|| self.convention().stuck())
    }
}
