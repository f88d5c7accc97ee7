//! The family's words: its messages as typed values ([`MastermindMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::Msg;
use ludoteca_core::i18n::Decimal;
use ludoteca_core::i18n::Echo;
use ludoteca_core::i18n::Texts;

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("mastermind", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`MmMaker` is `mm-maker`).
    pub enum MastermindMsg in TEXTS {
        /// How the computer makes its code.
        MmMaker,
        /// chosen needs a secret.
        MmChosenNeedsSecret,
        /// Rounds are even.
        MmRounds,
        /// Too many codes for the adversary.
        MmAdversaryTooMany {
            /// The greatest value.
            max: u64,
            /// How many there are.
            has: u64,
        },
        /// The code game (`Mm…` keys) starts empty.
        MmStartRound1,
        /// A variant's size.
        MmVariant {
            /// A name.
            name: String,
            /// The least value.
            min: u64,
            /// The greatest value.
            max: u64,
        },
        /// A code of the wrong length.
        MmWrongLength {
            /// The text given.
            text: Echo,
            /// What was found.
            found: u64,
            /// Pegs of a code.
            pegs: u64,
            /// Colours.
            colors: u64,
            /// An example.
            example: String,
        },
        /// Not a colour.
        MmUnknownColor {
            /// What was found.
            found: Echo,
            /// The text given.
            text: Echo,
            /// Colours.
            colors: u64,
        },
        /// A colour repeated (`secret`: 1 for the secret, 2 for a guess).
        MmRepeat {
            /// The text given.
            text: Echo,
            /// A colour.
            color: u64,
            /// 1 for the secret, 2 for a guess.
            secret: u64,
        },
        /// An answer not read.
        MmBadAnswer {
            /// The text given.
            text: Echo,
            /// An example.
            example: String,
        },
        /// An impossible answer.
        MmImpossible {
            /// The answer.
            feedback: String,
            /// The guess.
            guess: String,
        },
        /// An answer that contradicts.
        MmInconsistent {
            /// The answer.
            feedback: String,
            /// The guess.
            guess: String,
            /// The earlier answer it contradicts.
            culprit: String,
        },
        /// The round is over.
        MmRoundOver,
        /// An unknown strategy.
        MmStrategy {
            /// A name.
            name: Echo,
        },
        /// A code-breaking variant too large to compare its strategies.
        MmCompareTooBig {
            /// Its secrets.
            secrets: u64,
            /// Its guesses.
            guesses: u64,
            /// The most codes compared.
            max: u64,
        },
        /// How the maker opens a round.
        MmMakeExpected {
            /// Pegs of a code.
            pegs: u64,
            /// Colours.
            colors: u64,
            /// A note when colours may not repeat.
            distinct: Option<Box<Msg>>,
        },
        /// The maker makes the round's code.
        MmMake {
            /// The maker's letter.
            maker: char,
            /// The round.
            round: u64,
            /// The breaker's letter.
            breaker: char,
            /// Pegs of a code.
            pegs: u64,
            /// Colours.
            colors: u64,
            /// [`MastermindMsg::MmNoColourTwice`] when colours may not repeat.
            distinct: Option<Box<Msg>>,
        },
        /// The breaker guesses.
        MmGuess {
            /// The breaker's letter.
            breaker: char,
            /// The maker's letter.
            maker: char,
            /// Pegs of a code.
            pegs: u64,
            /// Colours.
            colors: u64,
            /// [`MastermindMsg::MmNoColourTwice`] when colours may not repeat.
            distinct: Option<Box<Msg>>,
            /// An example of a guess.
            example: String,
            /// Which guess this is.
            nth: u64,
            /// The most guesses.
            max: u64,
        },
        /// The maker answers a guess by hand.
        MmAnswer {
            /// The maker's letter.
            maker: char,
            /// The breaker's letter.
            breaker: char,
            /// The guess.
            guess: String,
            /// [`MastermindMsg::MmRuleCount`] or [`MastermindMsg::MmRulePositional`].
            rule: Box<Msg>,
        },
        /// No colour twice in a code.
        MmNoColourTwice,
        /// How an answer counts pegs.
        MmRuleCount,
        /// How an answer marks each peg.
        MmRulePositional,
        /// The code game's hint to the maker: the summary.
        MmHintMakeSummary {
            /// The maker's letter.
            maker: char,
            /// The round.
            round: u64,
        },
        /// The code game's hint to the maker: the advice.
        MmHintMake {
            /// The maker's letter.
            maker: char,
            /// The breaker's letter.
            breaker: char,
            /// The round.
            round: u64,
            /// How many secrets there are.
            secrets: u64,
        },
        /// The code game's hint to a maker answering by hand: the summary.
        MmHintAnswerSummary {
            /// How many answers fit.
            n: u64,
            /// The guess.
            guess: String,
        },
        /// The code game's hint to a maker answering by hand: the answers that fit.
        MmHintAnswer {
            /// The guess.
            guess: String,
            /// [`MastermindMsg::MmAnswerCodes`], one per answer.
            answers: Vec<Msg>,
        },
        /// An answer and the codes it would leave.
        MmAnswerCodes {
            /// The answer.
            feedback: String,
            /// The codes it leaves.
            n: u64,
        },
        /// The code game's hint to the breaker: the summary.
        MmHintBreakerSummary {
            /// Codes still possible.
            n: u64,
            /// Which guess comes.
            nth: u64,
            /// The most guesses.
            max: u64,
            /// `: ` and the codes, when few (else empty).
            codes: String,
        },
        /// The breaker's hint in one sentence: a good guess now.
        MmHintBreaker {
            /// The guess.
            best: String,
        },
        /// The code game's hint: one strategy's best guesses.
        MmStrategyLine {
            /// The strategy's name.
            name: String,
            /// What its score means ([`MastermindMsg::MmMeaningKnuth`]…).
            meaning: Box<Msg>,
            /// [`MastermindMsg::MmScored`], best first.
            best: Vec<Msg>,
        },
        /// A guess with its score.
        MmScored {
            /// The guess.
            guess: String,
            /// Its score.
            score: Decimal,
            /// [`MastermindMsg::MmPossible`] when the guess may be the code.
            possible: Option<Box<Msg>>,
        },
        /// The guess may itself be the code.
        MmPossible,
        /// A strategy cut short by its time.
        MmStrategyTimeout {
            /// The strategy's name.
            name: String,
            /// The game's id, for the command that computes it.
            game: String,
            /// Its time in ms.
            ms: u64,
        },
        /// A strategy skipped: too much work.
        MmStrategyTooMuch {
            /// The strategy's name.
            name: String,
            /// Codes still possible.
            n: u64,
        },
        /// Knuth's score.
        MmMeaningKnuth,
        /// The entropy's score.
        MmMeaningEntropy,
        /// The most parts' score.
        MmMeaningMostParts,
        /// The expected size's score.
        MmMeaningExpectedSize,
        /// The random possible code's score.
        MmMeaningRandom,
        /// The optimal worst case's score.
        MmMeaningOptimalWorst,
        /// The optimal average's score.
        MmMeaningOptimalAverage,
        /// The code game: a round whose code was broken.
        MmRoundBroken {
            /// The round.
            round: u64,
            /// The breaker's letter.
            breaker: char,
            /// Guesses used.
            k: u64,
        },
        /// The code game: a round whose code was not broken.
        MmRoundMissed {
            /// The round.
            round: u64,
            /// The breaker's letter.
            breaker: char,
            /// The score it counts (the most guesses plus one).
            score: u64,
        },
        /// The code game: the end of the match.
        MmEnd {
            /// The rounds ([`MastermindMsg::MmRoundBroken`], [`MastermindMsg::MmRoundMissed`]).
            rounds: Vec<Msg>,
            /// A's guesses as breaker.
            a: u64,
            /// B's guesses as breaker.
            b: u64,
            /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
            verdict: Box<Msg>,
        },
        /// The first mistake of a code breaker: a guess that could not be the code.
        MmMarkInconsistent {
            /// The guess.
            guess: String,
            /// The round.
            round: u64,
            /// How many codes were still possible.
            left: u64,
        },
        /// The first mistake of a code breaker: a guess with a repeated colour
        /// in a game whose code repeats none (no code is like it).
        MmMarkNotACode {
            /// The guess.
            guess: String,
            /// The round.
            round: u64,
        },
        /// A code breaker's consistent guess that may leave more codes than the
        /// best guess would (not a mistake; said on the move).
        MmMarkWorse {
            /// The guess.
            guess: String,
            /// The most codes it may leave.
            worst: u64,
            /// The most codes the best guess may leave.
            best: u64,
        },
        /// The descriptor's words: the family in a word or two.
        MmFamilyTag,
        /// The descriptor's words: what the value `default` means.
        MmChoiceDefault,
        /// The descriptor's words: what the value `classic` means.
        MmChoiceClassic,
        /// The descriptor's words: the label of the parameter `variant`.
        MmParamVariant,
        /// The descriptor's words: the help of the parameter `variant`.
        MmParamVariantHelp,
        /// The descriptor's words: the label of the parameter `pegs`.
        MmParamPegs,
        /// The descriptor's words: the help of the parameter `pegs`.
        MmParamPegsHelp,
        /// The descriptor's words: the label of the parameter `colors`.
        MmParamColors,
        /// The descriptor's words: the help of the parameter `colors`.
        MmParamColorsHelp,
        /// The descriptor's words: the label of the parameter `repeats`.
        MmParamRepeats,
        /// The descriptor's words: the help of the parameter `repeats`.
        MmParamRepeatsHelp,
        /// The descriptor's words: the label of the parameter `guess-repeats`.
        MmParamGuessRepeats,
        /// The descriptor's words: the help of the parameter `guess-repeats`.
        MmParamGuessRepeatsHelp,
        /// The descriptor's words: what the value `positional` means.
        MmChoicePositional,
        /// The descriptor's words: the label of the parameter `feedback`.
        MmParamFeedback,
        /// The descriptor's words: the help of the parameter `feedback`.
        MmParamFeedbackHelp,
        /// The descriptor's words: the label of the parameter `max-guesses`.
        MmParamMaxGuesses,
        /// The descriptor's words: the help of the parameter `max-guesses`.
        MmParamMaxGuessesHelp,
        /// The descriptor's words: what the value `random` means.
        MmChoiceRandom,
        /// The descriptor's words: what the value `chosen` means.
        MmChoiceChosen,
        /// The descriptor's words: what the value `adversarial` means.
        MmChoiceAdversarial,
        /// The descriptor's words: the label of the parameter `maker`.
        MmParamMaker,
        /// The descriptor's words: the help of the parameter `maker`.
        MmParamMakerHelp,
        /// The descriptor's words: the label of the parameter `secret`.
        MmParamSecret,
        /// The descriptor's words: the help of the parameter `secret`.
        MmParamSecretHelp,
        /// The descriptor's words: what the value `knuth` means.
        MmChoiceKnuth,
        /// The descriptor's words: what the value `expected-size` means.
        MmChoiceExpectedSize,
        /// The descriptor's words: what the value `random-consistent` means.
        MmChoiceRandomConsistent,
        /// The descriptor's words: what the value `optimal-worst` means.
        MmChoiceOptimalWorst,
        /// The descriptor's words: what the value `optimal-average` means.
        MmChoiceOptimalAverage,
        /// The descriptor's words: the label of the parameter `strategy`.
        MmParamStrategy,
        /// The descriptor's words: the help of the parameter `strategy`.
        MmParamStrategyHelp,
        /// The descriptor's words: the label of the parameter `rounds`.
        MmParamRounds,
        /// The descriptor's words: the help of the parameter `rounds`.
        MmParamRoundsHelp,
        /// The descriptor's words: the name of the game `mastermind`.
        MmNameMastermind,
        /// The descriptor's words: what the value `count` means.
        MmChoiceCount,
        /// The descriptor's words: what the value `entropy` means.
        MmChoiceEntropy,
        /// The descriptor's words: what the value `most-parts` means.
        MmChoiceMostParts,
        /// What `LUDOTECA_SPLIT_ABOVE` accepts: the class size past which a
        /// split solve splits a class by its next guess.
        MmSplitAbove,
        /// A variant too big for the analysis engine.
        MmEngineCannot {
            /// The engine's refusal.
            why: Box<Msg>,
        },
        /// An analysis the engine could not make.
        MmAnalysisFailed {
            /// The engine's refusal.
            why: Box<Msg>,
        },
        /// No answer fits the guesses so far.
        MmNoAnswerFits,
        /// The classes of a guess are for the breaker.
        MmClassesForBreaker {
            /// The breaker's letter.
            breaker: String,
        },
        /// A variant past the analysis engine.
        MmPastEngine {
            /// The pegs.
            pegs: u64,
            /// The colours.
            colors: u64,
        },
        /// What a part of a split Mastermind solve holds.
        MmPartHolds,
        /// A solve's progress: the bounds proved on the total of guesses.
        MmTotalBounds {
            /// The lower bound.
            lower: u64,
            /// The upper bound.
            upper: u64,
        },
        /// A part's progress: the bounds proved on its share of the total
        /// (counted from the start); read back as the part's standing.
        MmPartBounds {
            /// The lower bound.
            lower: u64,
            /// The upper bound.
            upper: u64,
        },
        /// A solve's progress in a stage of the engine.
        MmStage {
            /// `solving`, `tree`, `deepening`, `first-guess`, or the
            /// engine's own word for a stage without words here.
            stage: String,
            /// Units done.
            done: u64,
            /// Units in all.
            total: u64,
        },
        /// A split solve working out the least worst case.
        MmLeastWorstCase,
        /// `--distribute` on a strategy that is not exact.
        MmSplitExactOnly {
            /// The strategy's name.
            strategy: String,
        },
        /// A strategy measured over every secret (`solve mastermind`).
        MmSolved {
            /// The strategy's name.
            strategy: String,
            /// The secrets.
            secrets: u64,
            /// The most guesses any secret takes.
            worst: u64,
            /// The guesses over every secret.
            total: u64,
            /// The guesses a secret takes on average.
            average: Decimal,
            /// How many secrets take each number of guesses (`{1: 1, 2: 5}`).
            histogram: String,
        },
        /// Where a split solve stands.
        MmStanding {
            /// The lower bound on the total.
            lower: u64,
            /// The upper bound, or `?`.
            upper: String,
            /// First guesses still open.
            open: u64,
            /// First guesses in all.
            guesses: u64,
            /// Parts answered.
            answered: u64,
            /// Parts in all.
            parts: u64,
            /// Parts still needed.
            needed: u64,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_core::Lang;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, MastermindMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn brazilian_messages_say_senha_and_chute() {
        // The Brazilian material's words for the secret and a guess; a
        // message missing from the Brazilian file falls back to the European
        // one, so every message is read as a Brazilian player sees it.
        let own = |lang| TEXTS.own(lang).iter().flat_map(|f| ludoteca_core::i18n::messages(f)).collect::<Vec<_>>();
        let (br, pt) = (own(Lang::PT_BR), own(Lang::PT));
        let leaks: Vec<String> = MastermindMsg::MESSAGES
            .iter()
            .map(|(name, _)| ludoteca_core::i18n::kebab(name))
            .filter_map(|id| {
                let text = br.iter().chain(&pt).find(|(i, _)| *i == id)?.1.to_lowercase();
                ["código", "palpite", "ronda"].iter().any(|w| text.contains(w)).then(|| format!("{id}: {text}"))
            })
            .collect();
        assert!(leaks.is_empty(), "European words in pt-BR:\n{}", leaks.join("\n"));
    }

    #[test]
    fn scores_take_the_language_separator() {
        let s = |x| MastermindMsg::MmScored { guess: "1122".into(), score: Decimal::trimmed(x, 3), possible: None };
        assert_eq!(s(1.58496).render(Lang::PT), "1122 (1,585)");
        assert_eq!(s(2.0).render(Lang::PT), "1122 (2)");
        assert_eq!(s(10.0).render(Lang::EN), "1122 (10)");
    }
}
