//! The descriptor of *Erdös Latino*: its three versions and the computer's
//! players, with their typed parameters.

use super::{ErdosEntry, STRATEGIES};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Choice, Family, ParamKind, ParamSpec, PlayKind, Preset, SEED, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};

const fn choice(value: &'static str, also: &'static [&'static str], en: &'static str, pt: &'static str) -> Choice {
    Choice { value, also, label: Text::new(en, pt) }
}

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("erdos");

/// The Erdös Latino family, played by its own match (`erdos-latino`).
pub static FAMILY: Family = Family {
    name: "erdos-latino",
    tag: Text::new("Latin square", "quadrado latino"),
    play: PlayKind::Own("erdos-latino"),
    params: &[
        ParamSpec {
            name: "version",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice {
                    value: "I",
                    also: &["1"],
                    label: Text::br(
                        "with luck: a number is drawn for each move",
                        "com sorte: tira-se um número para cada jogada",
                        "com sorte: um número é sorteado a cada jogada",
                    ),
                },
                choice("II", &["2"], "everything in view: complete information", "tudo à vista: informação completa"),
                choice("III", &["3"], "mixed: dealt hands", "mista: mãos distribuídas"),
            ]),
            default: Some("II"),
            label: Text::new("Version", "Versão"),
            help: Text::new("which of the text's three versions", "qual das três versões do texto"),
        },
        ParamSpec {
            name: "size",
            aliases: &[],
            kind: ParamKind::Integer { min: 3, max: 7, words: &[] },
            default: Some("5"),
            label: Text::new("Board side", "Lado do tabuleiro"),
            help: Text::new("the board is n × n, numbers 1 to n", "o tabuleiro é n × n, com os números de 1 a n"),
        },
        ParamSpec {
            name: "run",
            aliases: &[],
            kind: ParamKind::Integer { min: 2, max: 7, words: &[] },
            default: Some("3"),
            label: Text::new("Conquering run", "Sequência que conquista"),
            help: Text::br(
                "how many increasing numbers from your edge conquer a column (at most the size)",
                "quantos números crescentes a partir do teu lado conquistam uma coluna (no máximo o lado)",
                "quantos números crescentes a partir do seu lado conquistam uma coluna (no máximo o lado)",
            ),
        },
        ParamSpec {
            name: "simultaneous",
            aliases: &[],
            kind: ParamKind::Choice(&[
                choice("mover", &[], "the player who moved", "quem jogou"),
                choice("opponent", &[], "the mover's opponent", "o adversário de quem jogou"),
            ]),
            default: Some("mover"),
            label: Text::new("Both runs at once", "Duas sequências ao mesmo tempo"),
            help: Text::new(
                "who takes a column both players' runs reach with one move",
                "quem fica com uma coluna que as sequências dos dois atingem numa só jogada",
            ),
        },
        ParamSpec {
            name: "open-hands",
            aliases: &[],
            kind: ParamKind::Boolean,
            default: Some("false"),
            label: Text::new("Open hands", "Mãos à vista"),
            help: Text::new("in version III, both hands visible", "na versão III, as duas mãos à vista"),
        },
        ParamSpec {
            name: "strategy",
            aliases: &[],
            kind: ParamKind::Choice(&[
                choice(STRATEGIES[0], &[], "the champion", "o campeão"),
                choice(STRATEGIES[1], &[], "First's mirror strategy", "a estratégia do espelho do primeiro"),
                choice(STRATEGIES[2], &[], "random moves", "jogadas ao acaso"),
            ]),
            default: Some("champion"),
            label: Text::new("Computer's player", "Jogador do computador"),
            help: Text::new("how the computer plays", "como o computador joga"),
        },
        ParamSpec {
            name: "budget",
            aliases: &[],
            kind: ParamKind::Integer { min: 100, max: 1_000_000_000, words: &[] },
            default: None,
            label: Text::new("Champion's positions", "Posições do campeão"),
            help: Text::new(
                "positions the champion may search per move",
                "posições que o campeão pode analisar por jogada",
            ),
        },
        SEED,
    ],
    capabilities: Capabilities {
        exact_solve: true,
        analysis: true,
        hidden: true,
        chance: true,
        value: true,
        ..Capabilities::NONE
    },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(ErdosEntry::from_params(preset.id, all, preset.summary(), preset.statement())?))
}

static PRESETS: [Preset; 1] = [Preset::new(
    &FAMILY,
    "erdos-latino",
    "",
    // The game's name as its text spells it (the mathematician is Erdős).
    Text::new("Erdös Latino", "Erdös Latino"),
    crate::content!("erdos", "erdos-latino"),
)
.quick(&["size=4"])];
