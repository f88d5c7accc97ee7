//! Wythoff's words: its messages as typed values ([`WythoffMsg`]) and their
//! text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::i18n::Texts;

/// The family's files, over the core's.
pub static TEXTS: Texts = crate::family_texts!("wythoff");

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`WyTook` is `wy-took`).
    pub enum WythoffMsg in TEXTS {
        /// The family in a word or two.
        WyFamilyTag,
        /// The label of the parameter `x`.
        WyParamX,
        /// The help of the parameter `x`.
        WyParamXHelp,
        /// The label of the parameter `y`.
        WyParamY,
        /// The help of the parameter `y`.
        WyParamYHelp,
        /// The name of the game `wythoff`.
        WyNameWythoff,
        /// What a position is, refusing another text.
        WyPosition {
            /// The largest heap.
            max: u64,
            /// An example.
            example: String,
        },
        /// A table asked past its largest heap.
        WyTableTooLarge {
            /// The largest heap of a table.
            limit: u64,
        },
        /// A move in words: the stones taken.
        WyTook {
            /// How many stones (from each heap when both).
            n: u64,
            /// `x`, `y` or `both`.
            from: String,
        },
        /// The same move as what to do (an infinitive).
        WyDoTake {
            /// How many stones.
            n: u64,
            /// `x`, `y` or `both`.
            from: String,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, WythoffMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
