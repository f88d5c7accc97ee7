//! The family's words: its messages as typed values ([`SumMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::Outcome;
use ludoteca_core::i18n::Texts;

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("sum", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`SmHeaps` is `sm-heaps`).
    pub enum SumMsg in TEXTS {
        /// A list of heaps.
        SmHeaps,
        /// A sum needs an impartial game.
        SmImpartial,
        /// A sum's move.
        SmMove {
            /// A number.
            n: u64,
            /// An example.
            example: String,
        },
        /// A sum's position.
        SmPosition {
            /// An example.
            example: String,
        },
        /// Why: every heap is empty or too small to take from.
        SmWhyOver,
        /// Why: the Nim sum of the Grundy values is 0.
        SmWhyZero {
            /// The position's class.
            outcome: Outcome,
            /// The Nim sum (`*0`).
            sum: String,
        },
        /// Why: the Nim sum of the Grundy values is not 0, and the moves
        /// that make it 0.
        SmWhyNonZero {
            /// The position's class.
            outcome: Outcome,
            /// The Nim sum (`*13`).
            sum: String,
            /// The winning moves, comma separated.
            moves: String,
        },
        /// Why, by Bouton's rule for misère Nim.
        SmWhyBouton {
            /// The position's class.
            outcome: Outcome,
            /// The winning moves, comma separated (empty when none).
            moves: String,
        },
        /// Why, by searching every position of the sum.
        SmWhySearch {
            /// The position's class.
            outcome: Outcome,
            /// The winning moves, comma separated (empty when none).
            moves: String,
        },
        /// The binary stack's label: the columns with an odd number of 1s
        /// and the Nim sum.
        SmStackOdd {
            /// The columns, `[1, 2, 4]`.
            columns: String,
            /// The Nim sum.
            sum: String,
        },
        /// The descriptor's words: the family in a word or two.
        SmFamilyTag,
        /// The descriptor's words: the label of the parameter `heaps`.
        SmParamHeaps,
        /// The descriptor's words: the help of the parameter `heaps`.
        SmParamHeapsHelp,
        /// The descriptor's words: the label of the parameter `take`.
        SmParamTake,
        /// The descriptor's words: the help of the parameter `take`.
        SmParamTakeHelp,
        /// The descriptor's words: the name of the game `je-11`.
        SmNameJe11,
        /// The descriptor's words: the name of the game `je-12`.
        SmNameJe12,
        /// The descriptor's words: the name of the game `je-16`.
        SmNameJe16,
        /// The descriptor's words: the name of the game `je-17`.
        SmNameJe17,
        /// The descriptor's words: the name of the game `nim`.
        SmNameNim,
        /// Nim has no period: the binary stack decides.
        SmNimNoPeriod,
        /// One heap's Grundy values show no period.
        SmNoPeriod,
        /// A misère sum too big for the search.
        SmMisereSearch {
            /// The positions the search handles.
            limit: u64,
            /// The positions of these heaps.
            states: u64,
        },
        /// Too many heaps of heaps to check.
        SmTooManyTuples {
            /// The heaps.
            k: u64,
            /// The most stones.
            to: u64,
        },
        /// Grundy values without a period, too far to tabulate.
        SmNoGrundyPeriod {
            /// The heaps looked at.
            rows: u64,
            /// The heaps tabulated directly.
            direct: u64,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, SumMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
