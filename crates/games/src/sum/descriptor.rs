//! The sums' descriptor (*somas de jogos*): Nim and its cousins on several
//! heaps, with their typed parameters.

use super::SumEntry;
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("sum");

/// The family of sums of heaps.
pub static FAMILY: Family = Family {
    name: "sum",
    tag: crate::said!(super::words::SumMsg::SmFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "heaps",
            aliases: &[],
            kind: ParamKind::Numbers { min: 0, max: u64::MAX, most: 64 },
            default: Some("3,4,5"),
            label: crate::said!(super::words::SumMsg::SmParamHeaps),
            help: crate::said!(super::words::SumMsg::SmParamHeapsHelp),
        },
        ParamSpec {
            name: "take",
            aliases: &[],
            kind: ParamKind::Set { min: 1, max: 64, any: true },
            default: Some("any"),
            label: crate::said!(super::words::SumMsg::SmParamTake),
            help: crate::said!(super::words::SumMsg::SmParamTakeHelp),
        },
        MISERE,
    ],
    capabilities: Capabilities { table: true, period: true, analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(SumEntry::from_params(preset.id, all, preset.summary(), preset.statement())?))
}

macro_rules! sum_preset {
    ($id:literal, $no:literal, $name:expr, [$($d:literal),*], [$($q:literal),*]) => {
        Preset::new(&FAMILY, $id, $no, $name, crate::content!("sum", $id)).defaults(&[$($d),*]).quick(&[$($q),*]).table_to(12)
    };
}

static PRESETS: [Preset; 5] = [
    sum_preset!("je-11", "11", crate::said!(super::words::SumMsg::SmNameJe11), ["take=any", "heaps=10,7"], []),
    sum_preset!("je-12", "12", crate::said!(super::words::SumMsg::SmNameJe12), ["take=1,2", "heaps=10,7"], []),
    sum_preset!(
        "je-16",
        "16",
        crate::said!(super::words::SumMsg::SmNameJe16),
        ["take=any", "heaps=48,25,7,52,3"],
        ["heaps=6,5,7,3"]
    ),
    sum_preset!("je-17", "17", crate::said!(super::words::SumMsg::SmNameJe17), ["take=1,2", "heaps=5,8,11"], []),
    sum_preset!("nim", "", crate::said!(super::words::SumMsg::SmNameNim), ["take=any", "heaps=3,4,5"], []),
];
