//! The octal games' descriptor (*jogos octais*, take-and-break): the
//! generic preset with its `code`, and Kayles, Dawson's Kayles and
//! Dawson's chess by name.

use super::entry::{HEAP_CAP, OctalEntry};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, ParamKind, ParamSpec, PlayKind, Preset, Things};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`.
pub static RULES: RuleText = rule_text!("octal");

/// The octal games.
pub static FAMILY: Family = Family {
    name: "octal",
    tag: crate::said!(super::words::OctalMsg::OcFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "code",
            aliases: &[],
            kind: ParamKind::Notation,
            default: Some("0.77"),
            label: crate::said!(super::words::OctalMsg::OcParamCode),
            help: crate::said!(super::words::OctalMsg::OcParamCodeHelp),
        },
        ParamSpec {
            name: "heaps",
            aliases: &["heap"],
            kind: ParamKind::Numbers { min: 0, max: HEAP_CAP, most: 64 },
            default: Some("10"),
            label: crate::said!(super::words::OctalMsg::OcParamHeaps),
            help: crate::said!(super::words::OctalMsg::OcParamHeapsHelp),
        },
        ParamSpec {
            name: "period-to",
            aliases: &[],
            kind: ParamKind::Integer { min: 64, max: HEAP_CAP, words: &[] },
            default: Some("1048576"),
            label: crate::said!(super::words::OctalMsg::OcParamPeriodTo),
            help: crate::said!(super::words::OctalMsg::OcParamPeriodToHelp),
        },
    ],
    capabilities: Capabilities { table: true, period: true, analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(OctalEntry::from_params(preset, all)?))
}

macro_rules! octal_preset {
    ($id:literal, $name:expr, [$($d:literal),*], [$($q:literal),*]) => {
        Preset {
            id: $id,
            number: "",
            name: $name,
            content: crate::content!("octal", $id),
            defaults: &[$($d),*],
            quick: &[$($q),*],
            table_to: 40,
            variant: 0,
            things: Things::Stones,
            labels: &[],
            family: &FAMILY,
        }
    };
}

static PRESETS: [Preset; 4] = [
    octal_preset!("octal", crate::said!(super::words::OctalMsg::OcNameOctal), ["code=0.77", "heaps=10"], []),
    octal_preset!("kayles", crate::said!(super::words::OctalMsg::OcNameKayles), ["code=0.77", "heaps=10"], []),
    octal_preset!(
        "dawson-kayles",
        crate::said!(super::words::OctalMsg::OcNameDawsonKayles),
        ["code=0.07", "heaps=10"],
        []
    ),
    octal_preset!(
        "dawson-chess",
        crate::said!(super::words::OctalMsg::OcNameDawsonChess),
        ["code=0.137", "heaps=9"],
        ["heaps=7"]
    ),
];
