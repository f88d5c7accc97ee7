//! What can go wrong when playing: one sentence each.

use crate::Seat;
use ludoteca_games::GameError;
use thiserror::Error;

/// Why a request to the match was refused. The match is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The game refused it (bad move, bad position, …).
    #[error(transparent)]
    Game(#[from] GameError),
    /// A seat tried to move out of turn.
    #[error("it is not {0}'s turn: {1} moves now")]
    NotYourTurn(Seat, Seat),
    /// The match is over.
    #[error("the match is over; start a new one or undo")]
    Over,
    /// Undo at the start.
    #[error("there is no move to take back")]
    NothingToUndo,
    /// A request this game does not support.
    #[error("{0}")]
    Unsupported(String),
    /// A saved match that cannot be resumed.
    #[error("this saved match cannot be resumed: {0}")]
    BadSave(String),
}
