//! The family's words: its messages as typed values ([`BeansMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::i18n::Texts;
use ludoteca_core::{Msg, Outcome};

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("beans", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`BeCells` is `be-cells`).
    pub enum BeansMsg in TEXTS {
        /// Too many beans.
        BeCells {
            /// The greatest value.
            max: u64,
        },
        /// A rectangle of beans.
        BeRect {
            /// Rows.
            rows: u64,
            /// Columns.
            cols: u64,
        },
        /// A board of beans.
        BeBoard {
            /// Rows.
            rows: u64,
            /// Columns.
            cols: u64,
            /// An example.
            example: String,
        },
        /// No bean left.
        BeNone,
        /// Which bean to eat.
        BeEat,
        /// A move in words: removed a whole row of beans.
        BeHowRow,
        /// A move in words: removed a whole column of beans.
        BeHowColumn,
        /// A move in words: ate the bean on a square (and those the rule takes with it).
        BeHowAte {
            /// The row, as the board labels it.
            row: u64,
            /// The column, as the board labels it.
            col: u64,
        },
        /// The same move as what to do (an infinitive).
        BeDoRow,
        /// The same move as what to do (an infinitive).
        BeDoColumn,
        /// The same move as what to do (an infinitive).
        BeDoEat {
            /// The row.
            row: u64,
            /// The column.
            col: u64,
        },
        /// Why: no bean is left.
        BeWhyOver,
        /// Why a fragile position is fragile: the moves that leave a safe one.
        BeWhyFragile {
            /// The position's class.
            outcome: Outcome,
            /// The winning moves in words (infinitives).
            moves: Vec<Msg>,
        },
        /// Why a safe position is safe.
        BeWhySafe {
            /// The position's class.
            outcome: Outcome,
        },
        /// The descriptor's words: the family in a word or two.
        BeFamilyTag,
        /// The descriptor's words: the label of the parameter `rows`.
        BeParamRows,
        /// The descriptor's words: the help of the parameter `rows`.
        BeParamRowsHelp,
        /// The descriptor's words: the label of the parameter `cols`.
        BeParamCols,
        /// The descriptor's words: the help of the parameter `cols`.
        BeParamColsHelp,
        /// The descriptor's words: the name of the game `je-15-a`.
        BeNameJe15A,
        /// The descriptor's words: the name of the game `je-15-b`.
        BeNameJe15B,
        /// The descriptor's words: the name of the game `je-15-c`.
        BeNameJe15C,
        /// The descriptor's words: the name of the game `je-15-d`.
        BeNameJe15D,
        /// Games (c) and (d) have no coordinates for conjectures.
        BeNoCoordinates,
        /// A table of rectangles too large.
        BeTableTooLarge {
            /// The game.
            id: String,
            /// The most rows and columns.
            limit: u64,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, BeansMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
