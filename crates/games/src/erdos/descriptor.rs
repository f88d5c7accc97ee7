//! The descriptor of *Erdös Latino*: its three versions and the computer's
//! players, with their typed parameters.

use super::{ErdosEntry, STRATEGIES};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Choice, Family, ParamKind, ParamSpec, PlayKind, Preset, SEED, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

const fn choice(value: &'static str, also: &'static [&'static str], label: Text) -> Choice {
    Choice { value, also, label }
}

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("erdos");

/// The Erdös Latino family, played by its own match (`erdos-latino`).
pub static FAMILY: Family = Family {
    name: "erdos-latino",
    tag: crate::said!(super::words::ErdosMsg::ErFamilyTag),
    play: PlayKind::Own("erdos-latino"),
    params: &[
        ParamSpec {
            name: "version",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice { value: "I", also: &["1"], label: crate::said!(super::words::ErdosMsg::ErChoiceI) },
                choice("II", &["2"], crate::said!(super::words::ErdosMsg::ErChoiceII)),
                choice("III", &["3"], crate::said!(super::words::ErdosMsg::ErChoiceIII)),
            ]),
            default: Some("II"),
            label: crate::said!(super::words::ErdosMsg::ErParamVersion),
            help: crate::said!(super::words::ErdosMsg::ErParamVersionHelp),
        },
        ParamSpec {
            name: "size",
            aliases: &[],
            kind: ParamKind::Integer { min: 3, max: 7, words: &[] },
            default: Some("5"),
            label: crate::said!(super::words::ErdosMsg::ErParamSize),
            help: crate::said!(super::words::ErdosMsg::ErParamSizeHelp),
        },
        ParamSpec {
            name: "run",
            aliases: &[],
            kind: ParamKind::Integer { min: 2, max: 7, words: &[] },
            default: Some("3"),
            label: crate::said!(super::words::ErdosMsg::ErParamRun),
            help: crate::said!(super::words::ErdosMsg::ErParamRunHelp),
        },
        ParamSpec {
            name: "simultaneous",
            aliases: &[],
            kind: ParamKind::Choice(&[
                choice("mover", &[], crate::said!(super::words::ErdosMsg::ErChoiceMover)),
                choice("opponent", &[], crate::said!(super::words::ErdosMsg::ErChoiceOpponent)),
            ]),
            default: Some("mover"),
            label: crate::said!(super::words::ErdosMsg::ErParamSimultaneous),
            help: crate::said!(super::words::ErdosMsg::ErParamSimultaneousHelp),
        },
        ParamSpec {
            name: "open-hands",
            aliases: &[],
            kind: ParamKind::Boolean,
            default: Some("false"),
            label: crate::said!(super::words::ErdosMsg::ErParamOpenHands),
            help: crate::said!(super::words::ErdosMsg::ErParamOpenHandsHelp),
        },
        ParamSpec {
            name: "strategy",
            aliases: &[],
            kind: ParamKind::Choice(&[
                choice(STRATEGIES[0], &[], crate::said!(super::words::ErdosMsg::ErChoiceChampion)),
                choice(STRATEGIES[1], &[], crate::said!(super::words::ErdosMsg::ErChoiceMirror)),
                choice(STRATEGIES[2], &[], crate::said!(super::words::ErdosMsg::ErChoiceRandom)),
            ]),
            default: Some("champion"),
            label: crate::said!(super::words::ErdosMsg::ErParamStrategy),
            help: crate::said!(super::words::ErdosMsg::ErParamStrategyHelp),
        },
        ParamSpec {
            name: "budget",
            aliases: &[],
            kind: ParamKind::Integer { min: 100, max: 1_000_000_000, words: &[] },
            default: None,
            label: crate::said!(super::words::ErdosMsg::ErParamBudget),
            help: crate::said!(super::words::ErdosMsg::ErParamBudgetHelp),
        },
        SEED,
    ],
    capabilities: Capabilities {
        exact_solve: true,
        analysis: true,
        hidden: true,
        chance: true,
        value: true,
        ..Capabilities::NONE
    },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(ErdosEntry::from_params(preset.id, all, preset.summary(), preset.statement())?))
}

static PRESETS: [Preset; 1] = [Preset::new(
    &FAMILY,
    "erdos-latino",
    "",
    // The game's name as its text spells it (the mathematician is Erdős).
    crate::said!(super::words::ErdosMsg::ErNameErdosLatino),
    crate::content!("erdos", "erdos-latino"),
)
.quick(&["size=4"])];
