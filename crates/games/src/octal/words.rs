//! The family's words: its messages as typed values ([`OctalMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::Msg;
use ludoteca_core::i18n::Texts;

/// The family's files, over the core's.
pub static TEXTS: Texts = crate::family_texts!("octal");

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`OcEmpty` is `oc-empty`).
    pub enum OctalMsg in TEXTS {
        /// A code without digits.
        OcEmpty,
        /// A character that is no octal digit.
        OcDigit {
            /// The character.
            digit: String,
        },
        /// A code not written d0.d1d2….
        OcShape,
        /// Too many digits after the point.
        OcLong {
            /// The most digits.
            most: u64,
            /// The digits given.
            given: u64,
        },
        /// A first digit with bit 1 or 2.
        OcFirst {
            /// The digit given.
            digit: u64,
        },
        /// A list of heaps, each at most the cap.
        OcHeaps {
            /// The largest heap.
            max: u64,
        },
        /// A position.
        OcPosition {
            /// The largest heap.
            max: u64,
            /// The start, as an example.
            example: String,
        },
        /// A move.
        OcMove {
            /// The heaps of the position.
            n: u64,
            /// A legal move.
            example: String,
        },
        /// No move is left.
        OcOver,
        /// A move that splits, in words.
        OcSplit {
            /// Tokens taken.
            taken: u64,
            /// The heap, from 1.
            heap: u64,
            /// The smaller heap left.
            a: u64,
            /// The larger heap left.
            b: u64,
        },
        /// A move that splits, as what to do (the infinitive).
        OcDoSplit {
            /// Tokens taken.
            taken: u64,
            /// The heap, from 1.
            heap: u64,
            /// The smaller heap left.
            a: u64,
            /// The larger heap left.
            b: u64,
        },
        /// No period proved within the search.
        OcNoPeriod {
            /// The code.
            code: String,
            /// The last heap computed.
            heaps: u64,
            /// The most heaps a search may compute.
            max: u64,
        },
        /// A Grundy value too large to keep.
        OcOverflow {
            /// The heap where it happened.
            heap: u64,
        },
        /// Why: no heap has a move left.
        OcWhyOver,
        /// Why: the Grundy values' XOR is 0.
        OcWhyZero {
            /// The heaps' Grundy values, comma separated.
            values: String,
        },
        /// Why: the XOR is not 0, and a move makes it 0.
        OcWhyNonZero {
            /// The heaps' Grundy values, comma separated.
            values: String,
            /// Their XOR.
            xor: u64,
            /// A move that leaves XOR 0, in the notation.
            mv: String,
        },
        /// The period's proof by the octal periodicity theorem.
        OcPeriodProof {
            /// The code.
            code: String,
            /// The most tokens one move takes.
            most: u64,
            /// The period.
            period: u64,
            /// The first periodic heap.
            from: u64,
            /// The last heap the theorem compares.
            to: u64,
            /// The last heap computed.
            checked: u64,
            /// [`OctalMsg::OcLastExceptional`] or [`OctalMsg::OcNoExceptional`].
            last: Box<Msg>,
        },
        /// A long run asked for more heaps than it computes.
        OcLongHeaps {
            /// The most heaps.
            max: u64,
            /// The heaps asked for.
            given: u64,
        },
        /// A long run that would need more memory than allowed.
        OcLongMemory {
            /// Heaps asked for.
            heaps: u64,
            /// MiB they need at worst.
            needs: u64,
            /// MiB allowed.
            limit: u64,
        },
        /// A checkpoint that could not be read or written.
        OcCheckpointIo {
            /// The file.
            file: String,
            /// What went wrong (the system's words).
            why: String,
        },
        /// A file that is not a checkpoint of octal values.
        OcCheckpointNot {
            /// The file.
            file: String,
        },
        /// A checkpoint of another game.
        OcCheckpointCode {
            /// The file.
            file: String,
            /// The code it holds.
            holds: String,
            /// The code asked for.
            code: String,
        },
        /// A checkpoint holding more heaps than asked for.
        OcCheckpointMore {
            /// The file.
            file: String,
            /// Heaps it holds.
            heaps: u64,
            /// Heaps asked for.
            cap: u64,
        },
        /// A long run that reached its limit without a proof.
        OcLongNoPeriod {
            /// The code.
            code: String,
            /// Heaps computed.
            heaps: u64,
        },
        /// A long run stopped (deadline or Ctrl-C) with a checkpoint.
        OcLongStopped {
            /// The code.
            code: String,
            /// Heaps computed.
            heaps: u64,
            /// The checkpoint.
            file: String,
        },
        /// A long run stopped without a checkpoint.
        OcLongStoppedNoFile {
            /// The code.
            code: String,
            /// Heaps computed.
            heaps: u64,
        },
        /// No heap is exceptional.
        OcNoExceptional,
        /// The last exceptional heap.
        OcLastExceptional {
            /// The heap.
            n: u64,
        },
        /// The descriptor's words: the family in a word or two.
        OcFamilyTag,
        /// The descriptor's words: the label of the parameter `code`.
        OcParamCode,
        /// The descriptor's words: the help of the parameter `code`.
        OcParamCodeHelp,
        /// The descriptor's words: the label of the parameter `heaps`.
        OcParamHeaps,
        /// The descriptor's words: the help of the parameter `heaps`.
        OcParamHeapsHelp,
        /// The descriptor's words: the label of the parameter `period-to`.
        OcParamPeriodTo,
        /// The descriptor's words: the help of the parameter `period-to`.
        OcParamPeriodToHelp,
        /// The descriptor's words: the name of the game `octal`.
        OcNameOctal,
        /// The descriptor's words: the name of the game `kayles`.
        OcNameKayles,
        /// The descriptor's words: the name of the game `dawson-kayles`.
        OcNameDawsonKayles,
        /// The descriptor's words: the name of the game `dawson-chess`.
        OcNameDawsonChess,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, OctalMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
