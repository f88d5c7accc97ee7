//! Wythoff's family for the catalogue: its parameters (the two heaps,
//! *misère*), its one preset and its rules in words.

use super::MAX_HEAP;
use super::entry::open;
use super::words::WythoffMsg;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset};
use crate::rules_text::{RuleText, rule_text};
use crate::said;

/// The family: two heaps, a take from one or the same from both.
pub static FAMILY: Family = Family {
    name: "wythoff",
    tag: said!(WythoffMsg::WyFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "x",
            aliases: &["first"],
            kind: ParamKind::Integer { min: 0, max: MAX_HEAP, words: &[] },
            default: Some("5"),
            label: said!(WythoffMsg::WyParamX),
            help: said!(WythoffMsg::WyParamXHelp),
        },
        ParamSpec {
            name: "y",
            aliases: &["second"],
            kind: ParamKind::Integer { min: 0, max: MAX_HEAP, words: &[] },
            default: Some("8"),
            label: said!(WythoffMsg::WyParamY),
            help: said!(WythoffMsg::WyParamYHelp),
        },
        MISERE,
    ],
    capabilities: Capabilities { analysis: true, table: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

/// The rules in words: `content/rules.<tag>.md`, one file per language.
pub static RULES: RuleText = rule_text!("wythoff");

static PRESETS: [Preset; 1] =
    [Preset::new(&FAMILY, "wythoff", "", said!(WythoffMsg::WyNameWythoff), crate::content!("wythoff", "wythoff"))
        .defaults(&["x=5", "y=8"])
        .quick(&["x=4", "y=6"])
        .table_to(12)];
