//! Northcott's game's descriptor (*Brancas e negras em vai-vem*, game 18),
//! with its typed parameters.

use super::{MAX_COLS, MAX_ROWS, MIN_COLS, MIN_ROWS, NorthcottEntry};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, SEED};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("northcott");

/// Northcott's family.
pub static FAMILY: Family = Family {
    name: "northcott",
    tag: crate::said!(super::words::NorthcottMsg::NcFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "rows",
            aliases: &[],
            kind: ParamKind::Integer { min: MIN_ROWS as u64, max: MAX_ROWS as u64, words: &[] },
            default: Some("8"),
            label: crate::said!(super::words::NorthcottMsg::NcParamRows),
            help: crate::said!(super::words::NorthcottMsg::NcParamRowsHelp),
        },
        ParamSpec {
            name: "cols",
            aliases: &["columns"],
            kind: ParamKind::Integer { min: MIN_COLS as u64, max: MAX_COLS as u64, words: &[] },
            default: Some("8"),
            label: crate::said!(super::words::NorthcottMsg::NcParamCols),
            help: crate::said!(super::words::NorthcottMsg::NcParamColsHelp),
        },
        ParamSpec {
            name: "start",
            aliases: &[],
            kind: ParamKind::Notation,
            default: None,
            label: crate::said!(super::words::NorthcottMsg::NcParamStart),
            help: crate::said!(super::words::NorthcottMsg::NcParamStartHelp),
        },
        SEED,
        MISERE,
    ],
    capabilities: Capabilities { table: true, analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(NorthcottEntry::from_params(preset.id, all, preset.summary(), preset.statement())?))
}

static PRESETS: [Preset; 1] = [Preset::new(
    &FAMILY,
    "je-18",
    "18",
    crate::said!(super::words::NorthcottMsg::NcNameJe18),
    crate::content!("northcott", "je-18"),
)
.defaults(&["rows=8", "cols=8"])
.quick(&["rows=4", "cols=6"])
.table_to(8)];
