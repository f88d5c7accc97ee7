//! The octal games' descriptor (*jogos octais*, take-and-break): the
//! generic preset with its `code`, and Kayles, Dawson's Kayles and
//! Dawson's chess by name.

use super::entry::{HEAP_CAP, OctalEntry};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, ParamKind, ParamSpec, PlayKind, Preset, Text, Things};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`.
pub static RULES: RuleText = rule_text!("octal");

/// The octal games.
pub static FAMILY: Family = Family {
    name: "octal",
    tag: Text::new("take and break", "tirar e partir"),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "code",
            aliases: &[],
            kind: ParamKind::Notation,
            default: Some("0.77"),
            label: Text::new("Code", "Código"),
            help: Text::new(
                "the octal code d0.d1d2…: digit k says whether taking k tokens may leave no heap (1), one heap (2) or two heaps (4)",
                "o código octal d0.d1d2…: o algarismo k diz se tirar k fichas pode deixar nenhum monte (1), um monte (2) ou dois montes (4)",
            ),
        },
        ParamSpec {
            name: "heaps",
            aliases: &["heap"],
            kind: ParamKind::Numbers { min: 0, max: HEAP_CAP, most: 64 },
            default: Some("10"),
            label: Text::new("Heaps", "Montes"),
            help: Text::new("the heaps at the start", "os montes no início"),
        },
        ParamSpec {
            name: "period-to",
            aliases: &[],
            kind: ParamKind::Integer { min: 64, max: HEAP_CAP, words: &[] },
            default: Some("1048576"),
            label: Text::new("Period search", "Procura do período"),
            help: Text::new(
                "the most heaps whose values the search for a period computes",
                "o número máximo de montes cujos valores a procura do período calcula",
            ),
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
    octal_preset!("octal", Text::new("Octal game", "Jogo octal"), ["code=0.77", "heaps=10"], []),
    octal_preset!("kayles", Text::new("Kayles", "Kayles"), ["code=0.77", "heaps=10"], []),
    octal_preset!("dawson-kayles", Text::new("Dawson's Kayles", "Kayles de Dawson"), ["code=0.07", "heaps=10"], []),
    octal_preset!(
        "dawson-chess",
        Text::new("Dawson's chess", "Xadrez de Dawson"),
        ["code=0.137", "heaps=9"],
        ["heaps=7"]
    ),
];
