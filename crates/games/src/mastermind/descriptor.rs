//! The descriptor of *Mastermind / Senha*: its variants, the computer's
//! maker and breaker, with their typed parameters.

use super::MastermindEntry;
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Choice, Family, ParamKind, ParamSpec, PlayKind, Preset, SEED, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};
use ludoteca_mastermind::variant::{MAX_COLORS, MAX_GUESSES, MAX_PEGS};

const fn choice(value: &'static str, label: Text) -> Choice {
    Choice { value, also: &[], label }
}

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("mastermind");

/// The Mastermind family, played by its own match (`mastermind`).
pub static FAMILY: Family = Family {
    name: "mastermind",
    tag: crate::said!(super::words::MastermindMsg::MmFamilyTag),
    play: PlayKind::Own("mastermind"),
    params: &[
        ParamSpec {
            name: "variant",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice {
                    value: "default",
                    also: &["seed", "school"],
                    label: crate::said!(super::words::MastermindMsg::MmChoiceDefault),
                },
                Choice {
                    value: "classic",
                    also: &[],
                    label: crate::said!(super::words::MastermindMsg::MmChoiceClassic),
                },
            ]),
            default: Some("default"),
            label: crate::said!(super::words::MastermindMsg::MmParamVariant),
            help: crate::said!(super::words::MastermindMsg::MmParamVariantHelp),
        },
        ParamSpec {
            name: "pegs",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: MAX_PEGS as u64, words: &[] },
            default: None,
            label: crate::said!(super::words::MastermindMsg::MmParamPegs),
            help: crate::said!(super::words::MastermindMsg::MmParamPegsHelp),
        },
        ParamSpec {
            name: "colors",
            aliases: &["colours"],
            kind: ParamKind::Integer { min: 2, max: MAX_COLORS as u64, words: &[] },
            default: None,
            label: crate::said!(super::words::MastermindMsg::MmParamColors),
            help: crate::said!(super::words::MastermindMsg::MmParamColorsHelp),
        },
        ParamSpec {
            name: "repeats",
            aliases: &[],
            kind: ParamKind::Boolean,
            default: None,
            label: crate::said!(super::words::MastermindMsg::MmParamRepeats),
            help: crate::said!(super::words::MastermindMsg::MmParamRepeatsHelp),
        },
        ParamSpec {
            name: "guess-repeats",
            aliases: &[],
            kind: ParamKind::Boolean,
            default: None,
            label: crate::said!(super::words::MastermindMsg::MmParamGuessRepeats),
            help: crate::said!(super::words::MastermindMsg::MmParamGuessRepeatsHelp),
        },
        ParamSpec {
            name: "feedback",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice {
                    value: "positional",
                    also: &[],
                    label: crate::said!(super::words::MastermindMsg::MmChoicePositional),
                },
                choice("count", crate::said!(super::words::MastermindMsg::MmChoiceCount)),
            ]),
            default: None,
            label: crate::said!(super::words::MastermindMsg::MmParamFeedback),
            help: crate::said!(super::words::MastermindMsg::MmParamFeedbackHelp),
        },
        ParamSpec {
            name: "max-guesses",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: MAX_GUESSES as u64, words: &[] },
            default: None,
            label: crate::said!(super::words::MastermindMsg::MmParamMaxGuesses),
            help: crate::said!(super::words::MastermindMsg::MmParamMaxGuessesHelp),
        },
        ParamSpec {
            name: "maker",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice { value: "random", also: &[], label: crate::said!(super::words::MastermindMsg::MmChoiceRandom) },
                Choice { value: "chosen", also: &[], label: crate::said!(super::words::MastermindMsg::MmChoiceChosen) },
                Choice {
                    value: "adversarial",
                    also: &["adversary"],
                    label: crate::said!(super::words::MastermindMsg::MmChoiceAdversarial),
                },
            ]),
            default: Some("random"),
            label: crate::said!(super::words::MastermindMsg::MmParamMaker),
            help: crate::said!(super::words::MastermindMsg::MmParamMakerHelp),
        },
        ParamSpec {
            name: "secret",
            aliases: &[],
            kind: ParamKind::Notation,
            default: None,
            label: crate::said!(super::words::MastermindMsg::MmParamSecret),
            help: crate::said!(super::words::MastermindMsg::MmParamSecretHelp),
        },
        ParamSpec {
            name: "strategy",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice { value: "knuth", also: &[], label: crate::said!(super::words::MastermindMsg::MmChoiceKnuth) },
                choice("entropy", crate::said!(super::words::MastermindMsg::MmChoiceEntropy)),
                choice("most-parts", crate::said!(super::words::MastermindMsg::MmChoiceMostParts)),
                Choice {
                    value: "expected-size",
                    also: &[],
                    label: crate::said!(super::words::MastermindMsg::MmChoiceExpectedSize),
                },
                Choice {
                    value: "random-consistent",
                    also: &["random"],
                    label: crate::said!(super::words::MastermindMsg::MmChoiceRandomConsistent),
                },
                Choice {
                    value: "optimal-worst",
                    also: &[],
                    label: crate::said!(super::words::MastermindMsg::MmChoiceOptimalWorst),
                },
                Choice {
                    value: "optimal-average",
                    also: &["optimal"],
                    label: crate::said!(super::words::MastermindMsg::MmChoiceOptimalAverage),
                },
            ]),
            default: Some("knuth"),
            label: crate::said!(super::words::MastermindMsg::MmParamStrategy),
            help: crate::said!(super::words::MastermindMsg::MmParamStrategyHelp),
        },
        ParamSpec {
            name: "rounds",
            aliases: &[],
            kind: ParamKind::Integer { min: 2, max: 20, words: &[] },
            default: Some("2"),
            label: crate::said!(super::words::MastermindMsg::MmParamRounds),
            help: crate::said!(super::words::MastermindMsg::MmParamRoundsHelp),
        },
        SEED,
    ],
    capabilities: Capabilities {
        exact_solve: true,
        hidden: true,
        chance: true,
        strategies: true,
        ..Capabilities::NONE
    },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &["secret"],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(MastermindEntry::from_params(preset.id, all, preset.summary(), preset.statement())?))
}

static PRESETS: [Preset; 1] = [Preset::new(
    &FAMILY,
    "mastermind",
    "",
    crate::said!(super::words::MastermindMsg::MmNameMastermind),
    crate::content!("mastermind", "mastermind"),
)];
