//! Errors a game reports to a person: one sentence saying what was wrong and
//! what is accepted, in English ([`Display`](std::fmt::Display)) or in the
//! person's language ([`GameError::message`]).

use ludoteca_core::{Lang, Msg};
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
        /// What is accepted in European Portuguese, when the refusal comes
        /// from a typed parameter ([`ParamSpec::accepted`](crate::ParamSpec::accepted));
        /// `None` when only the English sentence exists.
        expected_pt: Option<String>,
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

impl GameError {
    /// The error as a message with its arguments ([`Msg`]).
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            GameError::UnknownGame { id, known } => Msg::ErrUnknownGame { id: id.clone(), known: known.clone() },
            GameError::UnknownParam { name, game, accepted } => {
                Msg::ErrUnknownParam { name: name.clone(), game: game.clone(), accepted: accepted.clone() }
            }
            GameError::BadParam { name, value, expected, .. } => {
                Msg::ErrBadParam { name: name.clone(), value: value.clone(), expected: expected.clone() }
            }
            GameError::BadPosition { text, .. } => Msg::ErrBadPosition { text: text.clone() },
            GameError::IllegalMove { text, .. } => Msg::ErrIllegalMove { text: text.clone() },
            GameError::TooLarge(detail) => Msg::ErrTooLarge { detail: detail.clone() },
            GameError::Unsupported(detail) => Msg::ErrUnsupported { detail: detail.clone() },
            GameError::Cancelled => Msg::ErrCancelled,
        }
    }

    /// The error in one sentence of `lang`. English is the same sentence as
    /// [`Display`](std::fmt::Display). In Portuguese, what is accepted is
    /// written when the refusal has it in Portuguese (a typed parameter);
    /// otherwise the sentence points to the rules instead of quoting the
    /// English.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            GameError::BadParam { name, value, expected_pt: Some(pt), .. } => {
                Msg::ErrBadParam { name: name.clone(), value: value.clone(), expected: pt.clone() }.render(lang)
            }
            GameError::BadParam { name, value, expected_pt: None, .. } => {
                Msg::ErrBadParamBare { name: name.clone(), value: value.clone() }.render(lang)
            }
            other => other.msg().render(lang),
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_a_portuguese_sentence() {
        let bad = |pt: Option<&str>| GameError::BadParam {
            name: "heap".into(),
            value: "x".into(),
            expected: "a whole number from 0 to 9".into(),
            expected_pt: pt.map(String::from),
        };
        assert_eq!(
            bad(Some("um número inteiro de 0 a 9")).message(Lang::Pt),
            "o valor `x` não serve para `heap`: tem de ser um número inteiro de 0 a 9"
        );
        let bare = bad(None).message(Lang::Pt);
        assert!(bare.starts_with("o valor `x` não serve para `heap`") && !bare.contains("whole"), "{bare}");
        assert_eq!(bad(None).message(Lang::En), bad(None).to_string());
        let all = [
            GameError::UnknownGame { id: "x".into(), known: "je-1".into() },
            GameError::UnknownParam { name: "x".into(), game: "je-1".into(), accepted: "heap".into() },
            GameError::BadPosition { text: "x".into(), expected: "a heap".into() },
            GameError::IllegalMove { text: "x".into(), expected: "take 1".into() },
            GameError::TooLarge("too many".into()),
            GameError::Unsupported("no table".into()),
            GameError::Cancelled,
        ];
        for e in all {
            let (en, pt) = (e.message(Lang::En), e.message(Lang::Pt));
            assert_eq!(en, e.to_string());
            assert_ne!(en, pt, "{e:?}");
        }
    }
}
