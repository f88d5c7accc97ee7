//! The knight games' descriptor (*Um cavalo para dois*, game 14): the
//! impartial game I and the partizan game II, with their typed parameters.

use super::{KnightEntry, MAX_SIZE};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("knight");

/// The knight family; a preset's `variant` is 1 for the partizan game II.
pub static FAMILY: Family = Family {
    name: "knight",
    tag: Text::new("knight", "cavalo"),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "size",
            aliases: &[],
            kind: ParamKind::Integer { min: 2, max: MAX_SIZE as u64, words: &[] },
            default: Some("8"),
            label: Text::new("Board side", "Lado do tabuleiro"),
            help: Text::new("the board is size × size", "o tabuleiro tem lado × lado casas"),
        },
        ParamSpec {
            name: "start",
            aliases: &[],
            kind: ParamKind::Notation,
            default: None,
            label: Text::new("Start square", "Casa de partida"),
            help: Text::br(
                "where the knight starts, row,column (default the North-East corner)",
                "onde o cavalo começa, linha,coluna (por omissão o canto nordeste)",
                "onde o cavalo começa, linha,coluna (se ficar vazio, o canto nordeste)",
            ),
        },
        MISERE,
    ],
    capabilities: Capabilities { table: true, sizes: true, analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    let partizan = preset.variant == 1;
    Ok(Box::new(KnightEntry::from_params(preset.id, partizan, all, preset.summary(), preset.statement())?))
}

static PRESETS: [Preset; 2] = [
    Preset::new(
        &FAMILY,
        "je-14-i",
        "14 (I)",
        Text::new("A knight for two (I)", "Um cavalo para dois (I)"),
        crate::content!("knight", "je-14-i"),
    )
    .defaults(&["size=8"])
    .quick(&["size=5"])
    .table_to(8),
    Preset::new(
        &FAMILY,
        "je-14-ii",
        "14 (II)",
        Text::new("A knight for two (II)", "Um cavalo para dois (II)"),
        crate::content!("knight", "je-14-ii"),
    )
    .defaults(&["size=8"])
    .quick(&["size=5"])
    .table_to(8)
    .variant(1),
];
