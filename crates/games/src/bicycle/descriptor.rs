//! The bicycle's descriptor (*Dois numa bicicleta*, games 6, 22 and 23):
//! whole kilometres or any real distance, with the typed parameters.

use super::entry::MAX_COLUMNS;
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("bicycle");

/// The bicycle family; a preset's `variant` is 1 for real distances (game 23).
pub static FAMILY: Family = Family {
    name: "bicycle",
    tag: crate::said!(super::words::BicycleMsg::BkFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "distance",
            aliases: &[],
            kind: ParamKind::Rational,
            default: Some("2008"),
            label: crate::said!(super::words::BicycleMsg::BkParamDistance),
            help: crate::said!(super::words::BicycleMsg::BkParamDistanceHelp),
        },
        ParamSpec {
            name: "stage",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: super::MAX_STAGE, words: &[] },
            default: Some("1"),
            label: crate::said!(super::words::BicycleMsg::BkParamStage),
            help: crate::said!(super::words::BicycleMsg::BkParamStageHelp),
        },
        ParamSpec {
            name: "columns",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: MAX_COLUMNS, words: &[] },
            default: Some("20"),
            label: crate::said!(super::words::BicycleMsg::BkParamColumns),
            help: crate::said!(super::words::BicycleMsg::BkParamColumnsHelp),
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
    let real = preset.variant == 1;
    super::from_params(preset.id, real, all, preset.summary(), preset.statement())
}

macro_rules! bicycle_preset {
    ($id:literal, $no:literal, $name:expr, $to:literal, $real:literal) => {
        Preset::new(&FAMILY, $id, $no, $name, crate::content!("bicycle", $id))
            .defaults(&["stage=1", "distance=2008"])
            .quick(&["distance=40"])
            .table_to($to)
            .variant($real)
    };
}

static PRESETS: [Preset; 3] = [
    bicycle_preset!("je-6", "6", crate::said!(super::words::BicycleMsg::BkNameJe6), 40, 0),
    bicycle_preset!("je-22", "22", crate::said!(super::words::BicycleMsg::BkNameJe22), 40, 0),
    bicycle_preset!("je-23", "23", crate::said!(super::words::BicycleMsg::BkNameJe23), 25, 1),
];
