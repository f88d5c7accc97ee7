//! The errors of this crate: values that do not fit, games that are not short, and text that is not a game.

use thiserror::Error;

/// Why a value could not be computed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ValueError {
    /// A number left the range this crate keeps exactly.
    #[error("a number left the exact range (numerators up to 2^62 in absolute value, denominators up to 2^62)")]
    Overflow,
    /// A position can be reached again from itself, so the game is not short.
    #[error("the game is loopy: a position can be reached again from itself, and only short games have values here")]
    Loopy,
    /// A game was asked for that is larger than this crate builds.
    #[error("{what} is too large: at most {max} is accepted")]
    TooLarge {
        /// What was too large, in a few words.
        what: &'static str,
        /// The largest accepted.
        max: u64,
    },
}

/// Why a text is not a game in CGSuite's notation.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "{problem} at character {at}; a game is written as CGSuite writes it: numbers such as 3, -2 or 3/8, nimbers * and *2, ups ↑ ⇑ ↓ (or ^ ^^ v), switches ±1 (or +-1) and 2±1, sums with + and -, and {{L|R}} with options separated by commas, nested as {{2|1/2||0}}"
)]
pub struct ParseError {
    /// What is wrong, in a few words.
    pub problem: String,
    /// The position (in characters, from 0) where it was found.
    pub at: usize,
}

impl ParseError {
    pub(crate) fn new(problem: impl Into<String>, at: usize) -> Self {
        ParseError { problem: problem.into(), at }
    }
}

impl From<ValueError> for ParseError {
    fn from(e: ValueError) -> Self {
        ParseError::new(e.to_string(), 0)
    }
}
