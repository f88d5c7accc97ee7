//! Errors a game reports to a person: one sentence saying what was wrong and
//! what is accepted, written as a message ([`Msg`]) so that it reads in the
//! person's language ([`GameError::message`]); [`Display`](std::fmt::Display)
//! is the English sentence.

use ludoteca_core::{Lang, Msg};

/// What went wrong, with a sentence that says what is accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// No game has this id.
    UnknownGame {
        /// The id asked for.
        id: String,
        /// The ids that exist, comma separated.
        known: String,
    },
    /// A parameter the game does not have.
    UnknownParam {
        /// The parameter's name.
        name: String,
        /// The game's id.
        game: String,
        /// The parameters it accepts.
        accepted: String,
    },
    /// A parameter with a value outside what it accepts.
    BadParam {
        /// The parameter's name.
        name: String,
        /// The value given.
        value: String,
        /// What is accepted (an `Acc…` message, or the game's own).
        expected: Box<Msg>,
    },
    /// A position that does not parse or does not exist in this game.
    BadPosition {
        /// The text given.
        text: String,
        /// What is accepted.
        expected: Box<Msg>,
    },
    /// A move that does not parse or is not legal here.
    IllegalMove {
        /// The text given.
        text: String,
        /// What is legal.
        expected: Box<Msg>,
    },
    /// The computation would be too large for this machine, in words that
    /// say what is accepted.
    TooLarge(Box<Msg>),
    /// The analysis asked for does not apply to this game, in words that
    /// say what the game offers instead.
    Unsupported(Box<Msg>),
    /// The computation was cancelled.
    Cancelled,
    /// Work beyond the reach of the game's analysis (a variant too large to
    /// compare, a position too far from its end to solve), in words that
    /// say what is accepted.
    OutOfReach(Box<Msg>),
}

/// What a game may not do, named in the sentence that refuses it
/// ([`Meta::lacking`](crate::entry::Meta::lacking)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lacking {
    /// The analysis of a position (its class and good moves).
    Analysis,
    /// A table of numbered rows.
    Table,
    /// A period with its proof.
    Period,
    /// A long period run, past the catalogue's cap.
    LongPeriod,
    /// Positions and moves written as text.
    Text,
    /// The exact value of a position (a long search).
    Exact,
    /// A value as a short partizan game.
    Value,
    /// The values of a table's rows.
    RowValues,
    /// A comparison of code-breaking strategies.
    Strategies,
}

impl Lacking {
    /// The word the translation files select on (`err-lacks`'s `what`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Lacking::Analysis => "analysis",
            Lacking::Table => "table",
            Lacking::Period => "period",
            Lacking::LongPeriod => "long-period",
            Lacking::Text => "text",
            Lacking::Exact => "exact",
            Lacking::Value => "value",
            Lacking::RowValues => "row-values",
            Lacking::Strategies => "strategies",
        }
    }
}

impl GameError {
    /// A refused parameter value, with what is accepted.
    pub fn bad_param(name: impl Into<String>, value: impl Into<String>, expected: Msg) -> GameError {
        GameError::BadParam { name: name.into(), value: value.into(), expected: Box::new(expected) }
    }

    /// A refused position, with what is accepted.
    pub fn bad_position(text: impl Into<String>, expected: Msg) -> GameError {
        GameError::BadPosition { text: text.into(), expected: Box::new(expected) }
    }

    /// Work too large for this machine, with what is accepted.
    pub fn too_large(why: impl Into<Msg>) -> GameError {
        GameError::TooLarge(Box::new(why.into()))
    }

    /// A request this game does not answer, with what it offers instead.
    pub fn unsupported(why: impl Into<Msg>) -> GameError {
        GameError::Unsupported(Box::new(why.into()))
    }

    /// A refused move, with what is legal.
    pub fn illegal(text: impl Into<String>, expected: Msg) -> GameError {
        GameError::IllegalMove { text: text.into(), expected: Box::new(expected) }
    }

    /// What a refused parameter, position or move says is accepted.
    #[must_use]
    pub fn expected(&self) -> Option<&Msg> {
        match self {
            GameError::BadParam { expected, .. }
            | GameError::BadPosition { expected, .. }
            | GameError::IllegalMove { expected, .. } => Some(expected),
            _ => None,
        }
    }

    /// The error as a message with its arguments ([`Msg`]).
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            GameError::UnknownGame { id, known } => Msg::ErrUnknownGame { id: id.into(), known: known.clone() },
            GameError::UnknownParam { name, game, accepted } => {
                // The names in backticks: they are the notation, not words.
                let accepted = accepted.split(", ").map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ");
                Msg::ErrUnknownParam { name: name.into(), game: game.clone(), accepted }
            }
            GameError::BadParam { name, value, expected } => {
                Msg::ErrBadParam { name: name.into(), value: value.into(), expected: expected.clone() }
            }
            GameError::BadPosition { text, expected } => {
                Msg::ErrBadPosition { text: text.into(), expected: expected.clone() }
            }
            GameError::IllegalMove { text, expected } => {
                Msg::ErrIllegalMove { text: text.into(), expected: expected.clone() }
            }
            GameError::TooLarge(msg) => (**msg).clone(),
            GameError::Unsupported(msg) => (**msg).clone(),
            GameError::Cancelled => Msg::ErrCancelled,
            GameError::OutOfReach(msg) => (**msg).clone(),
        }
    }

    /// The error in one sentence of `lang`, saying what is accepted; the
    /// English is the same sentence as [`Display`](std::fmt::Display). Typed
    /// text is echoed short and on one line ([`ludoteca_core::i18n::Echo`]).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        self.msg().render(lang)
    }
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::EN))
    }
}

impl std::error::Error for GameError {}

impl From<ludoteca_core::Cancelled> for GameError {
    fn from(_: ludoteca_core::Cancelled) -> Self {
        GameError::Cancelled
    }
}

impl From<ludoteca_core::layered::LayeredError> for GameError {
    fn from(e: ludoteca_core::layered::LayeredError) -> Self {
        use ludoteca_core::layered::LayeredError;
        match e {
            LayeredError::Cancelled(_) => GameError::Cancelled,
            LayeredError::TooLarge(entries) => GameError::too_large(Msg::ErrTableMemory { entries }),
            LayeredError::BadMove { from, to, window } => {
                GameError::too_large(Msg::ErrLayeredMove { from, to, window })
            }
        }
    }
}

impl From<ludoteca_core::SearchError> for GameError {
    fn from(e: ludoteca_core::SearchError) -> Self {
        match e {
            ludoteca_core::SearchError::Cancelled(_) => GameError::Cancelled,
            ludoteca_core::SearchError::Cycle => GameError::too_large(Msg::ErrNeedsRetrograde),
            ludoteca_core::SearchError::TooLarge(limit) => {
                GameError::too_large(Msg::ErrSearchLimit { limit: limit as u64 })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_a_portuguese_sentence() {
        let bad = GameError::bad_param("heap", "x", Msg::AccWhole { min: 0, max: 9 });
        assert_eq!(bad.message(Lang::EN), "bad value `x` for parameter `heap`: a whole number from 0 to 9");
        assert_eq!(bad.message(Lang::PT), "o valor `x` não serve para `heap`: tem de ser um número inteiro de 0 a 9");
        assert_eq!(
            bad.message(Lang::PT_BR),
            "o valor `x` não serve para `heap`: precisa ser um número inteiro de 0 a 9"
        );
        assert_eq!(bad.message(Lang::EN), bad.to_string());
        let all = [
            GameError::UnknownGame { id: "x".into(), known: "je-1".into() },
            GameError::UnknownParam { name: "x".into(), game: "je-1".into(), accepted: "heap".into() },
            GameError::bad_position("x", Msg::AccWholeAny),
            GameError::illegal("x", Msg::AccNoMove),
            GameError::too_large(Msg::ErrTooManyPositions { count: 9 }),
            GameError::unsupported(Msg::ErrNoSizes { id: "je-1".into() }),
            GameError::Cancelled,
        ];
        for e in all {
            let (en, pt) = (e.message(Lang::EN), e.message(Lang::PT));
            assert_eq!(en, e.to_string());
            assert_ne!(en, pt, "{e:?}");
        }
    }

    /// What a game lacks is said in every language, each thing in its own
    /// words (a variant missing from a file would print its key), with the
    /// reason the game gives; Mastermind lacks a table for hiding its code,
    /// Figuras a period for having boards, not rows.
    #[test]
    fn what_a_game_lacks_reads_in_every_language() {
        use crate::entry::Meta;
        use crate::params::Params;
        const ALL: [Lacking; 9] = [
            Lacking::Analysis,
            Lacking::Table,
            Lacking::Period,
            Lacking::LongPeriod,
            Lacking::Text,
            Lacking::Exact,
            Lacking::Value,
            Lacking::RowValues,
            Lacking::Strategies,
        ];
        let figuras = Meta::new("figuras", "", "", &Params::new());
        for lang in Lang::ALL {
            let mut said = std::collections::HashSet::new();
            for what in ALL {
                let m = figuras.lacking(what).message(lang);
                // A variant missing in Portuguese would print the key itself.
                let bare = [format!(" {};", what.key()), format!(" {} —", what.key())];
                assert!(lang == Lang::EN || !bare.iter().any(|b| m.contains(b.as_str())), "{lang:?}: {m}");
                assert!(m.contains("`ludoteca solve figuras`"), "{m}");
                said.insert(m);
            }
            assert_eq!(said.len(), ALL.len(), "{lang:?}: two things lacking read alike");
        }
        let period = figuras.lacking(Lacking::Period);
        assert_eq!(
            period.message(Lang::PT),
            "figuras não tem período — as posições não são as linhas de um monte que cresce; oferece \
             `ludoteca play figuras`, `ludoteca outcome figuras` e `ludoteca solve figuras`"
        );
        let mastermind = Meta::new("mastermind", "", "", &Params::new()).lacking(Lacking::Table);
        assert_eq!(
            mastermind.to_string(),
            "mastermind has no table — it is a game of hidden information, not of positions won or lost; \
             it offers `ludoteca play mastermind` and `ludoteca solve mastermind`"
        );
        assert!(mastermind.message(Lang::PT_BR).contains("informação escondida"));
    }

    #[test]
    fn a_long_move_comes_back_short_and_on_one_line() {
        let long = format!("1\n2{}", "x".repeat(60_000));
        let e = GameError::illegal(long, Msg::AccNoMove);
        for lang in [Lang::EN, Lang::PT, Lang::PT_BR] {
            let m = e.message(lang);
            assert!(!m.contains('\n') && m.contains("1\\n2xx") && m.contains('…'), "{m}");
            assert!(m.chars().count() < 200, "{} characters", m.chars().count());
        }
    }
}
