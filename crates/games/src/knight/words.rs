//! The family's words: its messages as typed values ([`KnightMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::i18n::Texts;
use ludoteca_core::{Msg, Outcome};

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("knight", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`KnStart` is `kn-start`).
    pub enum KnightMsg in TEXTS {
        /// The knight's start.
        KnStart {
            /// The board's side.
            size: u64,
            /// An example.
            example: String,
        },
        /// The knight's table sizes.
        KnSizes {
            /// The greatest value.
            max: u64,
        },
        /// A knight position.
        KnPosition {
            /// A number.
            n: u64,
            /// An example.
            example: String,
        },
        /// A partizan knight position.
        KnPositionSeat {
            /// A number.
            n: u64,
            /// An example.
            example: String,
        },
        /// A move in words: the knight jumped to a square.
        KnHowJumped {
            /// The row, as the board labels it.
            row: u64,
            /// The column, as the board labels it.
            col: u64,
        },
        /// The same move as what to do (an infinitive).
        KnDoJump {
            /// The row.
            row: u64,
            /// The column.
            col: u64,
        },
        /// Why: the knight has no square to jump to.
        KnWhyOver,
        /// Why a fragile square is fragile: the jumps to a safe one.
        KnWhyFragile {
            /// The position's class.
            outcome: Outcome,
            /// The squares that are safe for the opponent, in the notation.
            squares: Vec<Msg>,
        },
        /// Why a safe square is safe.
        KnWhySafe {
            /// The position's class.
            outcome: Outcome,
        },
        /// The descriptor's words: the family in a word or two.
        KnFamilyTag,
        /// The descriptor's words: the label of the parameter `size`.
        KnParamSize,
        /// The descriptor's words: the help of the parameter `size`.
        KnParamSizeHelp,
        /// The descriptor's words: the label of the parameter `start`.
        KnParamStart,
        /// The descriptor's words: the help of the parameter `start`.
        KnParamStartHelp,
        /// The descriptor's words: the name of the game `je-14-i`.
        KnNameJe14I,
        /// The descriptor's words: the name of the game `je-14-ii`.
        KnNameJe14Ii,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, KnightMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
