//! Errors a game reports to a person: one sentence saying what was wrong and
//! what is accepted.

use thiserror::Error;

/// What went wrong, with a sentence that says what is accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// No game has this id.
    #[error("unknown game `{id}`: the games are {known}")]
    UnknownGame {
        /// The id asked for.
        id: String,
        /// The ids that exist, comma separated.
        known: String,
    },
    /// A parameter the game does not have.
    #[error("unknown parameter `{name}` for {game}: it accepts {accepted}")]
    UnknownParam {
        /// The parameter's name.
        name: String,
        /// The game's id.
        game: String,
        /// The parameters it accepts.
        accepted: String,
    },
    /// A parameter with a value outside what it accepts.
    #[error("bad value `{value}` for parameter `{name}`: {expected}")]
    BadParam {
        /// The parameter's name.
        name: String,
        /// The value given.
        value: String,
        /// What is accepted.
        expected: String,
    },
    /// A position that does not parse or does not exist in this game.
    #[error("bad position `{text}`: {expected}")]
    BadPosition {
        /// The text given.
        text: String,
        /// What is accepted.
        expected: String,
    },
    /// A move that does not parse or is not legal here.
    #[error("illegal move `{text}`: {expected}")]
    IllegalMove {
        /// The text given.
        text: String,
        /// What is legal.
        expected: String,
    },
    /// The computation would be too large for this machine.
    #[error("{0}")]
    TooLarge(String),
    /// The analysis asked for does not apply to this game.
    #[error("{0}")]
    Unsupported(String),
    /// The computation was cancelled.
    #[error("the computation was cancelled")]
    Cancelled,
}

impl From<ludoteca_core::Cancelled> for GameError {
    fn from(_: ludoteca_core::Cancelled) -> Self {
        GameError::Cancelled
    }
}

impl From<ludoteca_core::layered::LayeredError> for GameError {
    fn from(e: ludoteca_core::layered::LayeredError) -> Self {
        match e {
            ludoteca_core::layered::LayeredError::Cancelled(_) => GameError::Cancelled,
            other => GameError::TooLarge(other.to_string()),
        }
    }
}

impl From<ludoteca_core::SearchError> for GameError {
    fn from(e: ludoteca_core::SearchError) -> Self {
        match e {
            ludoteca_core::SearchError::Cancelled(_) => GameError::Cancelled,
            other => GameError::TooLarge(other.to_string()),
        }
    }
}
