//! The bean grids' descriptor (*Tirar feijões duma quadrícula*, game 15):
//! rules (a) to (d), with their typed parameters.

use super::{BeanRule, BeansEntry};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules/beans.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("beans");

/// The bean family; a preset's `variant` is its rule: 0 (a), 1 (b), 2 (c), 3 (d).
pub static FAMILY: Family = Family {
    name: "beans",
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "rows",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: 250, words: &[] },
            default: Some("4"),
            label: Text::new("Rows", "Linhas"),
            help: Text::new("rows of beans", "linhas de feijões"),
        },
        ParamSpec {
            name: "cols",
            aliases: &["columns"],
            kind: ParamKind::Integer { min: 1, max: 250, words: &[] },
            default: Some("5"),
            label: Text::new("Columns", "Colunas"),
            help: Text::new("columns of beans", "colunas de feijões"),
        },
        MISERE,
    ],
    capabilities: Capabilities { table: true, analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
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
    ($id:literal, [$($d:literal),*], $to:literal, $rule:literal) => {
        Preset { id: $id, content: crate::content!($id), defaults: &[$($d),*], table_to: $to, variant: $rule, family: &FAMILY }
    };
}

static PRESETS: [Preset; 4] = [
    bean_preset!("je-15-a", ["rows=5", "cols=7"], 8, 0),
    bean_preset!("je-15-b", ["rows=5", "cols=7"], 8, 1),
    bean_preset!("je-15-c", ["rows=4", "cols=5"], 5, 2),
    bean_preset!("je-15-d", ["rows=4", "cols=5"], 6, 3),
];
