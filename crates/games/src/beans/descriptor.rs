//! The bean grids' descriptor (*Tirar feijões duma quadrícula*, game 15):
//! rules (a) to (d), with their typed parameters.

use super::{BeanRule, BeansEntry};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, Things};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("beans");

/// The bean family; a preset's `variant` is its rule: 0 (a), 1 (b), 2 (c), 3 (d).
pub static FAMILY: Family = Family {
    name: "beans",
    tag: crate::said!(super::words::BeansMsg::BeFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "rows",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: 250, words: &[] },
            default: Some("4"),
            label: crate::said!(super::words::BeansMsg::BeParamRows),
            help: crate::said!(super::words::BeansMsg::BeParamRowsHelp),
        },
        ParamSpec {
            name: "cols",
            aliases: &["columns"],
            kind: ParamKind::Integer { min: 1, max: 250, words: &[] },
            default: Some("5"),
            label: crate::said!(super::words::BeansMsg::BeParamCols),
            help: crate::said!(super::words::BeansMsg::BeParamColsHelp),
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
    let rule = match preset.variant {
        0 => BeanRule::Lines,
        1 => BeanRule::LinesThenTail,
        2 => BeanRule::Cross,
        _ => BeanRule::Chomp,
    };
    Ok(Box::new(BeansEntry::from_params(preset.id, rule, all, preset.summary(), preset.statement())?))
}

macro_rules! bean_preset {
    ($id:literal, $no:literal, $name:expr, [$($d:literal),*], [$($q:literal),*], $to:literal, $rule:literal) => {
        Preset::new(&FAMILY, $id, $no, $name, crate::content!("beans", $id)).defaults(&[$($d),*]).quick(&[$($q),*]).table_to($to).variant($rule).things(Things::Beans)
    };
}

static PRESETS: [Preset; 4] = [
    bean_preset!(
        "je-15-a",
        "15 (a)",
        crate::said!(super::words::BeansMsg::BeNameJe15A),
        ["rows=5", "cols=7"],
        ["rows=3", "cols=5"],
        8,
        0
    ),
    bean_preset!(
        "je-15-b",
        "15 (b)",
        crate::said!(super::words::BeansMsg::BeNameJe15B),
        ["rows=5", "cols=7"],
        ["rows=3", "cols=5"],
        8,
        1
    ),
    bean_preset!(
        "je-15-c",
        "15 (c)",
        crate::said!(super::words::BeansMsg::BeNameJe15C),
        ["rows=4", "cols=5"],
        ["rows=3", "cols=4"],
        5,
        2
    ),
    bean_preset!(
        "je-15-d",
        "15 (d)",
        crate::said!(super::words::BeansMsg::BeNameJe15D),
        ["rows=4", "cols=5"],
        ["rows=3", "cols=4"],
        6,
        3
    ),
];
