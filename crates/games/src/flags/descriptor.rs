//! The flags' descriptor (*Jogo das bandeiras*, games 25, 26 and 27), with
//! the typed parameters.

use super::{FlagsEntry, MAX_N};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("flags");

/// The flags family; a preset's `variant` is the text's episode (25, 26, 27).
pub static FAMILY: Family = Family {
    name: "flags",
    tag: crate::said!(super::words::FlagsMsg::FlFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "n",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: MAX_N, words: &[] },
            default: Some("3"),
            label: crate::said!(super::words::FlagsMsg::FlParamN),
            help: crate::said!(super::words::FlagsMsg::FlParamNHelp),
        },
        ParamSpec {
            name: "epsilon",
            aliases: &[],
            kind: ParamKind::Rational,
            default: Some("1/1000"),
            label: crate::said!(super::words::FlagsMsg::FlParamEpsilon),
            help: crate::said!(super::words::FlagsMsg::FlParamEpsilonHelp),
        },
        MISERE,
    ],
    capabilities: Capabilities { table: true, analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(FlagsEntry::from_params(preset.id, preset.variant, all, preset.summary(), preset.statement())?))
}

macro_rules! flags_preset {
    ($id:literal, $name:expr, $episode:literal) => {
        Preset::new(&FAMILY, $id, stringify!($episode), $name, crate::content!("flags", $id))
            .defaults(&["n=3"])
            .table_to(12)
            .variant($episode)
    };
}

static PRESETS: [Preset; 3] = [
    flags_preset!("je-25", crate::said!(super::words::FlagsMsg::FlNameJe25), 25),
    flags_preset!("je-26", crate::said!(super::words::FlagsMsg::FlNameJe26), 26),
    flags_preset!("je-27", crate::said!(super::words::FlagsMsg::FlNameJe27), 27),
];
