//! The family's words: its messages as typed values ([`HeapMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::Msg;
use ludoteca_core::i18n::Texts;

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("heap", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`HpFromTo` is `hp-from-to`).
    pub enum HeapMsg in TEXTS {
        /// A table's first row.
        HpFromTo {
            /// A column.
            to: u64,
        },
        /// Two memory rules.
        HpLimitMemory {
            /// The rule given.
            forbid: String,
        },
        /// take and first-takes together.
        HpTakeNotBoth,
        /// Only one player's takes.
        HpBothTakes,
        /// take=any needs a cap.
        HpAnyNeedsCap,
        /// No take given.
        HpSayTake,
        /// A growing limit with different takes.
        HpGrowingLimit,
        /// The opening's cap.
        HpOpening,
        /// opening without a limit.
        HpOpeningLimit,
        /// A heap's stones.
        HpShapeStones,
        /// A count's total.
        HpShapeSaid,
        /// The opponent's last take.
        HpShapeOppLast {
            /// The largest take.
            w: u64,
        },
        /// The mover's last takes.
        HpShapeOwnLast {
            /// The largest take.
            w: u64,
        },
        /// The cap.
        HpShapeCap,
        /// Fibonacci's memory.
        HpShapeFib,
        /// Who moves.
        HpShapeMover,
        /// A heap position.
        HpPosition {
            /// A number.
            n: Box<Msg>,
            /// The memory part, if any.
            memory: Option<Box<Msg>>,
            /// The mover part, if any.
            mover: Option<Box<Msg>>,
            /// An example.
            example: String,
        },
        /// No move from here.
        HpOver {
            /// The position.
            position: String,
        },
        /// The takes allowed.
        HpMayTake {
            /// The position.
            position: String,
            /// The items.
            list: Box<Msg>,
        },
        /// The additions allowed.
        HpMayAdd {
            /// The position.
            position: String,
            /// The items.
            list: Box<Msg>,
        },
        /// A position's value (`ludoteca value`).
        HpValueLine {
            /// The canonical form.
            value: String,
        },
        /// The class L of a value.
        HpValueClassL,
        /// The class R of a value.
        HpValueClassR,
        /// The class N of a value.
        HpValueClassN,
        /// The class P of a value.
        HpValueClassP,
        /// A value's mean and temperature.
        HpValueHeat {
            /// The mean.
            mean: String,
            /// The temperature.
            temperature: String,
        },
        /// A row's position.
        HpRowPosition {
            /// An example.
            example: String,
            /// The largest heap.
            max: u64,
        },
        /// The heaps of a partizan row.
        HpRowHeaps {
            /// The largest heap.
            max: u64,
        },
        /// A row's class from its value.
        HpMethodValues,
        /// The heading of a table of values.
        HpValuesHead,
        /// A class decided by the proved period: the reason, then the heap
        /// the position behaves as.
        HpByPeriod {
            /// The reason from the class and the moves.
            reason: Box<Msg>,
            /// The heap asked about.
            n: u64,
            /// The heap of the table it behaves as.
            like: u64,
            /// The period.
            period: u64,
            /// The first periodic row.
            preperiod: u64,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, HeapMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
