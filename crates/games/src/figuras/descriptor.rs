//! The descriptor of *Jogo da Velha com Figuras Geométricas*, with its
//! typed parameters.

use super::FigurasEntry;
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Choice, Family, ParamKind, ParamSpec, PlayKind, Preset};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("figuras");

/// The Figuras family.
pub static FAMILY: Family = Family {
    name: "figuras",
    tag: crate::said!(super::words::FigurasMsg::FgFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "first",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice {
                    value: "orange",
                    also: &["laranja"],
                    label: crate::said!(super::words::FigurasMsg::FgChoiceOrange),
                },
                Choice {
                    value: "black",
                    also: &["preto"],
                    label: crate::said!(super::words::FigurasMsg::FgChoiceBlack),
                },
            ]),
            default: Some("orange"),
            label: crate::said!(super::words::FigurasMsg::FgParamFirst),
            help: crate::said!(super::words::FigurasMsg::FgParamFirstHelp),
        },
        ParamSpec {
            name: "position",
            aliases: &[],
            kind: ParamKind::Notation,
            default: None,
            label: crate::said!(super::words::FigurasMsg::FgParamPosition),
            help: crate::said!(super::words::FigurasMsg::FgParamPositionHelp),
        },
        ParamSpec {
            name: "book",
            aliases: &[],
            kind: ParamKind::Boolean,
            default: Some("true"),
            label: crate::said!(super::words::FigurasMsg::FgParamBook),
            help: crate::said!(super::words::FigurasMsg::FgParamBookHelp),
        },
    ],
    capabilities: Capabilities { exact_solve: true, analysis: true, value: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(FigurasEntry::from_params(preset.id, all, preset.summary(), preset.statement())?))
}

static PRESETS: [Preset; 1] = [Preset::new(
    &FAMILY,
    "figuras",
    "",
    crate::said!(super::words::FigurasMsg::FgNameFiguras),
    crate::content!("figuras", "figuras"),
)];
