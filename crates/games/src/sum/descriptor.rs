//! The sums' descriptor (*somas de jogos*): Nim and its cousins on several
//! heaps, with their typed parameters.

use super::SumEntry;
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("sum");

/// The family of sums of heaps.
pub static FAMILY: Family = Family {
    name: "sum",
    tag: Text::new("several heaps", "vários montes"),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "heaps",
            aliases: &[],
            kind: ParamKind::Numbers { min: 0, max: u64::MAX, most: 64 },
            default: Some("3,4,5"),
            label: Text::new("Heaps", "Montes"),
            help: Text::new("the heaps at the start", "os montes no início"),
        },
        ParamSpec {
            name: "take",
            aliases: &[],
            kind: ParamKind::Set { min: 1, max: 64, any: true },
            default: Some("any"),
            label: Text::new("Take", "Tirar"),
            help: Text::new("what a move may take from one heap", "o que uma jogada pode tirar de um monte"),
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
    sum_preset!("je-11", "11", Text::new("Two-heap Nim", "Nim de dois montes"), ["take=any", "heaps=10,7"], []),
    sum_preset!(
        "je-12",
        "12",
        Text::new("Two heaps, take 1 or 2", "Dois montes, tirar 1 ou 2"),
        ["take=1,2", "heaps=10,7"],
        []
    ),
    sum_preset!(
        "je-16",
        "16",
        Text::new("Nim with many heaps", "Nim com vários montes"),
        ["take=any", "heaps=48,25,7,52,3"],
        ["heaps=6,5,7,3"]
    ),
    sum_preset!(
        "je-17",
        "17",
        Text::new("Many heaps, take 1 or 2", "Vários montes, tirar 1 ou 2"),
        ["take=1,2", "heaps=5,8,11"],
        []
    ),
    sum_preset!("nim", "", Text::new("Nim", "Nim"), ["take=any", "heaps=3,4,5"], []),
];
