//! The descriptor of *Jogo da Velha com Figuras Geométricas*, with its
//! typed parameters.

use super::FigurasEntry;
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Choice, Family, ParamKind, ParamSpec, PlayKind, Preset, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("figuras");

/// The Figuras family.
pub static FAMILY: Family = Family {
    name: "figuras",
    tag: Text::new("shapes", "figuras"),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "first",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice { value: "orange", also: &["laranja"], label: Text::new("orange", "laranja") },
                Choice { value: "black", also: &["preto"], label: Text::new("black", "preto") },
            ]),
            default: Some("orange"),
            label: Text::new("Kit that starts", "Cor que começa"),
            help: Text::new("the colour of the pieces that play first", "a cor das peças de quem joga primeiro"),
        },
        ParamSpec {
            name: "position",
            aliases: &[],
            kind: ParamKind::Notation,
            default: None,
            label: Text::new("Start", "Posição inicial"),
            help: Text::new("a position to start from (see the rules)", "uma posição de onde começar (ver as regras)"),
        },
        ParamSpec {
            name: "book",
            aliases: &[],
            kind: ParamKind::Boolean,
            default: Some("true"),
            label: Text::new("Opening book", "Livro de aberturas"),
            help: Text::new(
                "whether the champion and the exact value read the opening book (false: they always search, to time the solver or check the book)",
                "se o campeão e o valor exato consultam o livro de aberturas (não: calculam sempre, para medir o solucionador ou conferir o livro)",
            ),
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
    Text::br("Tic-tac-toe with shapes", "Jogo do Galo com Figuras", "Jogo da Velha com Figuras"),
    crate::content!("figuras", "figuras"),
)];
