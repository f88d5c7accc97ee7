//! The knight games' descriptor (*Um cavalo para dois*, game 14): the
//! impartial game I and the partizan game II, with their typed parameters.

use super::{KnightEntry, MAX_SIZE};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("knight");

/// The knight family; a preset's `variant` is 1 for the partizan game II.
pub static FAMILY: Family = Family {
    name: "knight",
    tag: crate::said!(super::words::KnightMsg::KnFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "size",
            aliases: &[],
            kind: ParamKind::Integer { min: 2, max: MAX_SIZE as u64, words: &[] },
            default: Some("8"),
            label: crate::said!(super::words::KnightMsg::KnParamSize),
            help: crate::said!(super::words::KnightMsg::KnParamSizeHelp),
        },
        ParamSpec {
            name: "start",
            aliases: &[],
            kind: ParamKind::Notation,
            default: None,
            label: crate::said!(super::words::KnightMsg::KnParamStart),
            help: crate::said!(super::words::KnightMsg::KnParamStartHelp),
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
        crate::said!(super::words::KnightMsg::KnNameJe14I),
        crate::content!("knight", "je-14-i"),
    )
    .defaults(&["size=8"])
    .quick(&["size=5"])
    .table_to(8),
    Preset::new(
        &FAMILY,
        "je-14-ii",
        "14 (II)",
        crate::said!(super::words::KnightMsg::KnNameJe14Ii),
        crate::content!("knight", "je-14-ii"),
    )
    .defaults(&["size=8"])
    .quick(&["size=5"])
    .table_to(8)
    .variant(1),
];
