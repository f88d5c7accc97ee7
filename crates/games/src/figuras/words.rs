//! The family's words: its messages as typed values ([`FigurasMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::i18n::{CORE, Texts};
use ludoteca_core::i18n::Echo;
use ludoteca_core::Outcome;
use ludoteca_core::Msg;

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = Texts::over_with_page(
    &CORE,
    "figuras",
    [&[include_str!("locales/en.ftl")], &[include_str!("locales/pt-PT.ftl")], &[include_str!("locales/pt-BR.ftl")]],
    [
        &[include_str!("locales/page/en.ftl")],
        &[include_str!("locales/page/pt-PT.ftl")],
        &[include_str!("locales/page/pt-BR.ftl")],
    ],
);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`FgKit` is `fg-kit`).
    pub enum FigurasMsg in TEXTS {
        /// Which kit starts.
        FgKit,
        /// A move of pieces on squares (`Fg…`: the figures game) not read.
        FgBadMove {
            /// The text given.
            text: Echo,
        },
        /// A position of the figures game not read.
        FgBadPosition {
            /// The text given.
            text: Echo,
            /// Why (in English).
            reason: String,
        },
        /// A piece already placed.
        FgPiecePlayed {
            /// A piece.
            piece: String,
            /// A square.
            square: String,
        },
        /// The other player's piece (`mover`: 1 when the first player is to move, 2 when the second is).
        FgNotYourPiece {
            /// A piece.
            piece: String,
            /// The mover part, if any.
            mover: u64,
        },
        /// A square taken.
        FgOccupied {
            /// A square.
            square: String,
            /// A piece.
            piece: String,
        },
        /// The game is over.
        FgGameOver,
        /// Another refusal of the figures game's engine.
        FgEngine {
            /// The details (in English).
            detail: String,
        },
        /// The figures game's opening book was refused (damaged or unreadable): the
        /// champion plays with the solver alone.
        FgBookRefused {
            /// The reason (in English).
            detail: String,
        },
        /// Figuras: no line scored a point.
        FigNoLines,
        /// Figuras' hint: the value and the best move, with what it scores.
        FigHint {
            /// The class.
            outcome: Outcome,
            /// First's points minus Second's.
            value: String,
            /// [`Msg::HintProved`](ludoteca_core::Msg::HintProved) or [`Msg::HintEstimated`](ludoteca_core::Msg::HintEstimated).
            proved: Box<Msg>,
            /// The best move in words ([`Msg::DoPlace`](ludoteca_core::Msg::DoPlace)).
            best: Box<Msg>,
            /// [`FigurasMsg::FigScores`], when the move completes a line.
            scores: Option<Box<Msg>>,
        },
        /// Figuras' hint: what the best move scores.
        FigScores {
            /// [`FigurasMsg::FigLinePoints`], one per line.
            lines: Vec<Msg>,
        },
        /// Figuras' hint: a line the move completes and its points.
        FigLinePoints {
            /// [`Msg::FigRow`](ludoteca_core::Msg::FigRow), [`Msg::FigColumn`](ludoteca_core::Msg::FigColumn) or [`Msg::FigDiagonal`](ludoteca_core::Msg::FigDiagonal).
            line: Box<Msg>,
            /// Its points.
            points: u64,
        },
        /// Figuras: the game is over, with the final difference.
        FigOver {
            /// First's points minus Second's.
            value: String,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, FigurasMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
