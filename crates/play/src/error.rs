//! What can go wrong when playing: one sentence each, in English
//! ([`Display`](std::fmt::Display)) or in the person's language
//! ([`PlayError::message`]).

use crate::Seat;
use ludoteca_core::{Lang, Msg, Player};
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
    #[error("{}", .0.render(Lang::EN))]
    Unsupported(Box<Msg>),
    /// The analysis of a hint did not finish within its time limit.
    #[error(
        "the analysis of this position did not finish within {secs} s: hints are for positions it can analyse in that time"
    )]
    TooSlow {
        /// The limit, in seconds.
        secs: u64,
    },
    /// A saved match that cannot be resumed.
    #[error("this saved match cannot be resumed: {0}")]
    BadSave(String),
}

impl PlayError {
    /// A request this game does not answer, in words that say why.
    pub fn unsupported(why: impl Into<Msg>) -> PlayError {
        PlayError::Unsupported(Box::new(why.into()))
    }

    /// The error as a message with its arguments ([`Msg`]).
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            PlayError::Game(e) => e.msg(),
            PlayError::NotYourTurn(seat, turn) => Msg::ErrNotYourTurn {
                seat: Box::new(Msg::seat(*seat == Player::First)),
                turn: Box::new(Msg::seat(*turn == Player::First)),
            },
            PlayError::Over => Msg::ErrOver,
            PlayError::NothingToUndo => Msg::ErrNothingToUndo,
            PlayError::Unsupported(msg) => (**msg).clone(),
            PlayError::BadSave(detail) => Msg::ErrBadSave { detail: detail.clone() },
            PlayError::TooSlow { secs } => Msg::ErrHintTimeout { secs: *secs },
        }
    }

    /// The error in one sentence of `lang`; English is the same sentence as
    /// [`Display`](std::fmt::Display).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match self {
            PlayError::Game(e) => e.message(lang),
            _ if lang == Lang::EN => self.to_string(),
            other => other.msg().render(lang),
        }
    }
}
