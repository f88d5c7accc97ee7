//! Error: every way a request to the engine can be refused, as data.

use thiserror::Error;

/// Everything the engine can refuse, each with one sentence saying what is accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// A variant parameter is out of range.
    #[error("{name} = {value} is not accepted: {accepted}")]
    BadParameter {
        /// The parameter's name on the rules page (`pegs`, `colors`, ...).
        name: &'static str,
        /// The rejected value, as written.
        value: String,
        /// What is accepted, in words.
        accepted: String,
    },
    /// A code has the wrong number of pegs.
    #[error(
        "the code {text:?} has {found} pegs; this variant needs exactly {pegs}, written as digits 1..={colors} (e.g. {example})"
    )]
    WrongLength {
        /// The code as typed.
        text: String,
        /// The number of pegs read.
        found: usize,
        /// The number of pegs wanted.
        pegs: usize,
        /// The number of colours.
        colors: usize,
        /// A valid example.
        example: String,
    },
    /// A code names a colour that does not exist.
    #[error("{found:?} in {text:?} is not a colour; colours are the digits 1..={colors}")]
    UnknownColor {
        /// The code as typed.
        text: String,
        /// The offending symbol.
        found: String,
        /// The number of colours.
        colors: usize,
    },
    /// A code repeats a colour where the variant forbids it.
    #[error("{text:?} repeats colour {color}, but in this variant {what} may not repeat a colour")]
    ForbiddenRepeat {
        /// The code as typed.
        text: String,
        /// The repeated colour (1-based).
        color: u8,
        /// `"the secret"` or `"a guess"`.
        what: &'static str,
    },
    /// Feedback could not be read.
    #[error("cannot read feedback {text:?}: {accepted}")]
    BadFeedback {
        /// The feedback as typed.
        text: String,
        /// What is accepted, in words.
        accepted: String,
    },
    /// Feedback that no secret can produce for this guess.
    #[error("feedback {feedback} is impossible for guess {guess}: {reason}")]
    ImpossibleFeedback {
        /// The guess.
        guess: String,
        /// The feedback.
        feedback: String,
        /// Why, in words.
        reason: String,
    },
    /// Feedback that contradicts earlier answers of the same round.
    #[error("feedback {feedback} for guess {guess} contradicts {culprit}: no secret fits them all")]
    Inconsistent {
        /// The guess.
        guess: String,
        /// The feedback.
        feedback: String,
        /// Which earlier answers (1-based guess numbers) it contradicts, in words.
        culprit: String,
        /// The 1-based numbers of the earlier answers that, with this one, admit no secret.
        earlier: Vec<usize>,
    },
    /// The round has no guesses left or is already won.
    #[error("the round is over: {0}")]
    RoundOver(String),
    /// A strategy name that does not exist.
    #[error(
        "unknown strategy {0:?}; accepted: knuth, entropy, most-parts, expected-size, random-consistent, optimal-worst, optimal-average"
    )]
    UnknownStrategy(String),
    /// A computation is too large for this engine.
    #[error("too large: {0}")]
    TooLarge(String),
    /// A long computation was cancelled through its cancel flag.
    #[error("cancelled")]
    Cancelled,
    /// A decision tree failed the independent check.
    #[error("decision tree rejected: {0}")]
    BadTree(String),
}

/// The crate's result type.
pub type Result<T> = std::result::Result<T, Error>;
