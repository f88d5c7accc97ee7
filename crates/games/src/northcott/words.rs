//! The family's words: its messages as typed values ([`NorthcottMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::i18n::Echo;
use ludoteca_core::i18n::Texts;
use ludoteca_core::{Msg, Outcome};

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("northcott", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`NcHelp` is `nc-help`).
    pub enum NorthcottMsg in TEXTS {
        /// Northcott's notation.
        NcHelp {
            /// Columns.
            cols: u64,
            /// Rows.
            rows: u64,
            /// An example.
            example: String,
        },
        /// Wrong number of rows.
        NcRows {
            /// Rows.
            rows: u64,
            /// How many were given.
            given: u64,
            /// The notation.
            help: Box<Msg>,
        },
        /// A bad row.
        NcRow {
            /// Which one, from 1.
            i: u64,
            /// The row.
            row: Echo,
            /// Columns.
            cols: u64,
            /// The notation.
            help: Box<Msg>,
        },
        /// No move left.
        NcOver {
            /// The letter of a seat.
            seat: char,
        },
        /// How a move is written.
        NcMoveShape {
            /// Rows.
            rows: u64,
            /// Columns.
            cols: u64,
            /// An example.
            example: String,
        },
        /// No such row.
        NcNoRow {
            /// The row.
            row: u64,
            /// Rows.
            rows: u64,
        },
        /// The white stone.
        NcWhite,
        /// The black stone.
        NcBlack,
        /// The other player's stone.
        NcNotYourStone {
            /// The letter of a seat.
            seat: char,
            /// The stone's colour.
            colour: Box<Msg>,
            /// The stone's letter.
            stone: char,
            /// An example.
            example: String,
        },
        /// A column off the board.
        NcOffBoard {
            /// A column.
            to: u64,
            /// Columns.
            cols: u64,
        },
        /// A stone that does not move.
        NcStay {
            /// The stone's colour.
            colour: Box<Msg>,
            /// The row.
            row: u64,
            /// A column.
            to: u64,
        },
        /// Landing on the other stone.
        NcLand {
            /// A column.
            to: u64,
            /// The other stone's colour.
            other: Box<Msg>,
            /// The row.
            row: u64,
            /// Where it stands.
            here: u64,
            /// The lowest column.
            lo: u64,
            /// The highest column.
            hi: u64,
        },
        /// Jumping over the other stone.
        NcJump {
            /// The stone's colour.
            colour: Box<Msg>,
            /// The row.
            row: u64,
            /// The other stone's colour.
            other: Box<Msg>,
            /// A column.
            col: u64,
            /// Where it stands.
            here: u64,
            /// The lowest column.
            lo: u64,
            /// The highest column.
            hi: u64,
        },
        /// A white stone (a fragment).
        StoneWhite,
        /// A black stone (a fragment).
        StoneBlack,
        /// A move in words: a stone slid along its row to a column.
        NcHowSlid {
            /// The row, as the board labels it.
            row: u64,
            /// `StoneWhite` (a family's message) or `StoneBlack` (a family's message).
            stone: Box<Msg>,
            /// The column it went to.
            col: u64,
        },
        /// The same move as what to do (an infinitive).
        NcDoSlide {
            /// The row.
            row: u64,
            /// `StoneWhite` (a family's message) or `StoneBlack` (a family's message).
            stone: Box<Msg>,
            /// The column it goes to.
            col: u64,
        },
        /// Northcott's seed.
        NcSeedStart,
        /// The board's drawing: the heading of the gaps' column.
        NcDiagramGap,
        /// The board's drawing: who moves, with the colour of their stones.
        NcDiagramToMove {
            /// `A` or `B`.
            seat: String,
        },
        /// The board's drawing: the Nim sum of the gaps.
        NcDiagramNimSum {
            /// The gaps joined by ` ⊕ `.
            terms: String,
            /// Their Nim sum.
            sum: String,
        },
        /// Why: the player to move has no move.
        NcWhyOver {
            /// `A` or `B`.
            seat: String,
            /// The position's class.
            outcome: Outcome,
        },
        /// Why, normal play: the gaps' Nim sum is 0.
        NcWhyZero {
            /// The position's class.
            outcome: Outcome,
            /// `yes` when the whole board was solved exactly.
            exact: String,
            /// The gaps, comma separated.
            gaps: String,
            /// The winning moves, comma separated (empty when none).
            moves: String,
        },
        /// Why, normal play: the gaps' Nim sum is not 0.
        NcWhyNonZero {
            /// The position's class.
            outcome: Outcome,
            /// `yes` when the whole board was solved exactly.
            exact: String,
            /// The gaps, comma separated.
            gaps: String,
            /// Their Nim sum.
            sum: String,
            /// The winning moves, comma separated (empty when none).
            moves: String,
        },
        /// Why, misère play: only a player left without a move wins.
        NcWhyMisere {
            /// The position's class.
            outcome: Outcome,
            /// `yes` when the whole board was solved exactly.
            exact: String,
            /// The winning moves, comma separated (empty when none).
            moves: String,
        },
        /// The descriptor's words: the family in a word or two.
        NcFamilyTag,
        /// The descriptor's words: the label of the parameter `rows`.
        NcParamRows,
        /// The descriptor's words: the help of the parameter `rows`.
        NcParamRowsHelp,
        /// The descriptor's words: the label of the parameter `cols`.
        NcParamCols,
        /// The descriptor's words: the help of the parameter `cols`.
        NcParamColsHelp,
        /// The descriptor's words: the label of the parameter `start`.
        NcParamStart,
        /// The descriptor's words: the help of the parameter `start`.
        NcParamStartHelp,
        /// The descriptor's words: the name of the game `je-18`.
        NcNameJe18,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, NorthcottMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
