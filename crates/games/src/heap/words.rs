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
        /// The descriptor's words: the family in a word or two.
        HpFamilyTag,
        /// The descriptor's words: what the value `none` means.
        HpChoiceForbidNone,
        /// The descriptor's words: what the value `opponent-last` means.
        HpChoiceForbidOpponentLast,
        /// The descriptor's words: what the value `own-last` means.
        HpChoiceForbidOwnLast,
        /// The descriptor's words: what the value `none` means.
        HpChoiceLimitNone,
        /// The descriptor's words: what the value `plus-one` means.
        HpChoiceLimitPlusOne,
        /// The descriptor's words: what the value `double` means.
        HpChoiceLimitDouble,
        /// The descriptor's words: what the value `fibonacci` means.
        HpChoiceLimitFibonacci,
        /// The descriptor's words: what the value `below-heap` means.
        HpChoiceBelowHeapBelowHeap,
        /// The descriptor's words: the label of the parameter `heap`.
        HpParamHeap,
        /// The descriptor's words: the help of the parameter `heap`.
        HpParamHeapHelp,
        /// The descriptor's words: the label of the parameter `take`.
        HpParamTake,
        /// The descriptor's words: the help of the parameter `take`.
        HpParamTakeHelp,
        /// The descriptor's words: the label of the parameter `first-takes`.
        HpParamFirstTakes,
        /// The descriptor's words: the help of the parameter `first-takes`.
        HpParamFirstTakesHelp,
        /// The descriptor's words: the label of the parameter `second-takes`.
        HpParamSecondTakes,
        /// The descriptor's words: the help of the parameter `second-takes`.
        HpParamSecondTakesHelp,
        /// The descriptor's words: the label of the parameter `forbid`.
        HpParamForbid,
        /// The descriptor's words: the help of the parameter `forbid`.
        HpParamForbidHelp,
        /// The descriptor's words: the label of the parameter `limit`.
        HpParamLimit,
        /// The descriptor's words: the help of the parameter `limit`.
        HpParamLimitHelp,
        /// The descriptor's words: the label of the parameter `opening`.
        HpParamOpening,
        /// The descriptor's words: the help of the parameter `opening`.
        HpParamOpeningHelp,
        /// The descriptor's words: the label of the parameter `target`.
        HpParamTarget,
        /// The descriptor's words: the help of the parameter `target`.
        HpParamTargetHelp,
        /// The descriptor's words: the label of the parameter `heaps`.
        HpParamHeaps,
        /// The descriptor's words: the help of the parameter `heaps`.
        HpParamHeapsHelp,
        /// The descriptor's words: the name of the game `je-1`.
        HpNameJe1,
        /// The descriptor's words: the name of the game `je-2`.
        HpNameJe2,
        /// The descriptor's words: the name of the game `je-4`.
        HpNameJe4,
        /// The descriptor's words: the name of the game `je-5`.
        HpNameJe5,
        /// The descriptor's words: the name of the game `je-7`.
        HpNameJe7,
        /// The descriptor's words: the name of the game `je-8`.
        HpNameJe8,
        /// The descriptor's words: the name of the game `je-9`.
        HpNameJe9,
        /// The descriptor's words: the name of the game `je-10`.
        HpNameJe10,
        /// The descriptor's words: the name of the game `je-13-i`.
        HpNameJe13I,
        /// The descriptor's words: the name of the game `je-13-ii`.
        HpNameJe13Ii,
        /// The descriptor's words: the name of the game `je-13-iii`.
        HpNameJe13Iii,
        /// The descriptor's words: the name of the game `je-13-vi`.
        HpNameJe13Vi,
        /// The descriptor's words: the name of the game `je-19`.
        HpNameJe19,
        /// The descriptor's words: the name of the game `je-20`.
        HpNameJe20,
        /// The descriptor's words: the name of the game `je-21`.
        HpNameJe21,
        /// The descriptor's words: the name of the game `je-24`.
        HpNameJe24,
        /// The descriptor's words: the name of the game `je-28`.
        HpNameJe28,
        /// The descriptor's words: the name of the game `fibonacci-nim`.
        HpNameFibonacciNim,
        /// The descriptor's words: the name of the game `subtraction`.
        HpNameSubtraction,
        /// No period in the rows the table looked at.
        HpNoPeriodRows {
            /// The rows looked at.
            rows: u64,
            /// The game.
            id: String,
        },
        /// A game whose remembered takes grow with the heap.
        HpMemoryNoPeriod {
            /// The game.
            id: String,
            /// The last starting heap looked at.
            last: u64,
        },
        /// Positions (n, a, b) are not listed by size.
        HpNoPositionList {
            /// The game.
            id: String,
        },
        /// Game 28 is solved by starting heap, not from a position.
        HpStudyNoPosition,
        /// A checkpoint that cannot be resumed.
        HpCannotResume {
            /// The file.
            file: String,
            /// Why, in the program's words.
            why: String,
        },
        /// A game with memory has no value heap by heap.
        HpValueMemory,
        /// Values are those of normal play.
        HpValueMisere,
        /// Values need listed takes.
        HpValueAnyTake,
        /// No period, and the heap too large to tabulate.
        HpNoPeriodTooLarge {
            /// The rows looked at.
            rows: u64,
            /// The heap.
            n: u64,
        },
        /// A capped game's table of (n, t).
        HpCapRows {
            /// The game.
            id: String,
            /// The largest heap.
            max: u64,
        },
        /// Heaps past the thresholds answered at once.
        HpThresholds {
            /// The game.
            id: String,
            /// The largest heap answered at once.
            max: u64,
            /// The heap asked for.
            n: u64,
        },
        /// A heap past the search.
        HpBeyondSearch {
            /// The game.
            id: String,
            /// The largest heap.
            max: u64,
            /// The heap asked for.
            n: u64,
        },
        /// Game 28 past its thresholds.
        HpStudyTooFar {
            /// The largest heap.
            max: u64,
            /// The heap asked for.
            heap: u64,
        },
        /// A heap past the valued ones.
        HpValueTooFar {
            /// The heap asked for.
            heap: u64,
            /// The largest valued heap.
            max: u64,
        },
        /// Game 28's study: the first player wins from the heap asked for.
        HpStudyFirstWins {
            /// The heap.
            heap: u64,
            /// The class of the starting heap (frágil).
            start: ludoteca_core::Outcome,
        },
        /// Game 28's study: the first player loses from the heap asked for.
        HpStudyFirstLoses {
            /// The heap.
            heap: u64,
            /// The class of the starting heap (inatacável).
            start: ludoteca_core::Outcome,
        },
        /// Game 28's study stopped before the heap asked for.
        HpStudyStopped {
            /// The last heap solved.
            at: u64,
            /// The heap asked for.
            heap: u64,
        },
        /// Game 28's study: the pattern of the losing starting heaps.
        HpStudyPattern {
            /// Every heap up to this one is solved.
            solved: u64,
            /// The losing starting heaps.
            losing: u64,
            /// Their share of the heaps.
            density: ludoteca_core::i18n::Decimal,
            /// The longest gap between two of them.
            gap: u64,
            /// Where the gap starts.
            from: u64,
            /// Where it ends.
            to: u64,
            /// [`HeapMsg::HpStudyNoPeriod`] or [`HeapMsg::HpStudyPeriodsFit`].
            periods: Box<Msg>,
            /// Milliseconds spent.
            ms: u64,
        },
        /// Game 28's study: the periods excluded.
        HpStudyNoPeriod {
            /// The longest period excluded.
            most: u64,
            /// The heap before which none starts.
            before: u64,
        },
        /// Game 28's study: the periods excluded, and those that still fit.
        HpStudyPeriodsFit {
            /// The longest period excluded.
            most: u64,
            /// The heap before which none starts.
            before: u64,
            /// The periods that still fit the last heaps.
            fit: u64,
        },
        /// Game 28's study by thresholds under way.
        HpStudyProgress {
            /// The last heap solved.
            at: u64,
            /// The heap asked for.
            heap: u64,
            /// The share of the work done, in percent.
            share: ludoteca_core::i18n::Decimal,
        },
        /// The values' period, plain (`ludoteca period`).
        HpValuesPeriodic {
            /// The period.
            period: u64,
            /// The first periodic heap.
            preperiod: u64,
            /// Proved or observed (the core's words).
            status: Box<Msg>,
        },
        /// The values' period with a saltus that is a number.
        HpValuesArithmetic {
            /// The period.
            period: u64,
            /// The first periodic heap.
            preperiod: u64,
            /// The saltus, in CGSuite's notation.
            saltus: String,
            /// Proved or observed (the core's words).
            status: Box<Msg>,
        },
        /// The proof of a plain period of the values (case a).
        HpValuesProofSame {
            /// The period.
            period: u64,
            /// The first periodic heap.
            preperiod: u64,
            /// The last heap n the relation was checked for in the proof.
            last: u64,
            /// The last heap whose value the proof needs.
            certain: u64,
            /// The last heap the relation was checked on.
            verified: u64,
        },
        /// The proof of an arithmetic period of the values (cases b and c).
        HpValuesProofShift {
            /// The period.
            period: u64,
            /// The first periodic heap.
            preperiod: u64,
            /// The saltus, in CGSuite's notation.
            saltus: String,
            /// The last heap n the relation was checked for in the proof.
            last: u64,
            /// The last heap whose value the proof needs.
            certain: u64,
            /// The base period's first heap.
            from: u64,
            /// The base period's last heap.
            to: u64,
            /// Heaps of the base period in case b.
            translated: u64,
            /// Heaps of the base period in case c.
            simplest: u64,
            /// The last heap the relation was checked on.
            verified: u64,
        },
        /// A period of the values observed but not proved.
        HpValuesUnproved {
            /// The heap that broke the argument.
            heap: u64,
            /// Why it broke it.
            why: Box<Msg>,
            /// The base periods tried.
            tries: u64,
            /// The last heap the relation was checked on.
            verified: u64,
        },
        /// Why a heap breaks the proof: a number with options that are not.
        HpValuesWhyOptions,
        /// Why a heap breaks the proof: the saltus is not a whole number.
        HpValuesWhySaltus,
        /// Why a heap breaks the proof: its interval would cross 0.
        HpValuesWhyZero,
        /// Why a heap breaks the proof: a player without options.
        HpValuesWhyNoOptions,
        /// No period of the values.
        HpValuesNone {
            /// The last heap valued.
            to: u64,
        },
        /// The values stopped short of the search's end.
        HpValuesStopped {
            /// The last heap valued.
            to: u64,
            /// Why the next could not be valued.
            reason: Box<Msg>,
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
