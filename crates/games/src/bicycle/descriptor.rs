//! The bicycle's descriptor (*Dois numa bicicleta*, games 6, 22 and 23):
//! whole kilometres or any real distance, with the typed parameters.

use super::entry::MAX_COLUMNS;
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("bicycle");

/// The bicycle family; a preset's `variant` is 1 for real distances (game 23).
pub static FAMILY: Family = Family {
    name: "bicycle",
    tag: Text::new("bicycle", "bicicleta"),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "distance",
            aliases: &[],
            kind: ParamKind::Rational,
            default: Some("2008"),
            label: Text::new("Distance (km)", "Distância (km)"),
            help: Text::br(
                "the kilometres to the destination (game 23: any exact number, e.g. 11/4)",
                "os quilómetros até ao destino (jogo 23: qualquer número exato, p. ex. 11/4)",
                "os quilômetros até o destino (jogo 23: qualquer número exato, por ex. 11/4)",
            ),
        },
        ParamSpec {
            name: "stage",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: super::MAX_STAGE, words: &[] },
            default: Some("1"),
            label: Text::new("Stage", "Etapa"),
            help: Text::new("the stage about to be ridden", "a etapa que vai ser percorrida"),
        },
        ParamSpec {
            name: "columns",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: MAX_COLUMNS, words: &[] },
            default: Some("20"),
            label: Text::new("Table stages", "Etapas na tabela"),
            help: Text::new("the stages a table shows", "as etapas que uma tabela mostra"),
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
    bicycle_preset!("je-6", "6", Text::br("Two on a bicycle", "Dois numa bicicleta", "Dois em uma bicicleta"), 40, 0),
    bicycle_preset!(
        "je-22",
        "22",
        Text::br(
            "Two on a bicycle, whole km",
            "Dois numa bicicleta, km inteiros",
            "Dois em uma bicicleta, km inteiros"
        ),
        40,
        0
    ),
    bicycle_preset!(
        "je-23",
        "23",
        Text::br(
            "Two on a bicycle, any distance",
            "Dois numa bicicleta, distâncias reais",
            "Dois em uma bicicleta, distâncias reais"
        ),
        25,
        1
    ),
];
