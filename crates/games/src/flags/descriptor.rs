//! The flags' descriptor (*Jogo das bandeiras*, games 25, 26 and 27), with
//! the typed parameters.

use super::{FlagsEntry, MAX_N};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("flags");

/// The flags family; a preset's `variant` is the text's episode (25, 26, 27).
pub static FAMILY: Family = Family {
    name: "flags",
    tag: Text::new("flags", "bandeiras"),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "n",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: MAX_N, words: &[] },
            default: Some("3"),
            label: Text::br("Flags per team", "Bandeiras por equipa", "Bandeiras por equipe"),
            help: Text::br("each team's flags", "as bandeiras de cada equipa", "as bandeiras de cada equipe"),
        },
        ParamSpec {
            name: "epsilon",
            aliases: &[],
            kind: ParamKind::Rational,
            default: Some("1/1000"),
            label: Text::new("Epsilon", "Épsilon"),
            help: Text::new(
                "the difference of areas A promises to keep below (game 26), a number between 0 and 1",
                "a diferença de áreas que A promete manter abaixo (jogo 26), um número entre 0 e 1",
            ),
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
    flags_preset!("je-25", Text::new("Flags on a circle", "Jogo das bandeiras"), 25),
    flags_preset!("je-26", Text::new("Flags: the smallest margin", "Bandeiras: a menor diferença"), 26),
    flags_preset!("je-27", Text::new("Flags: good and bad moves", "Bandeiras: jogadas boas e más"), 27),
];
