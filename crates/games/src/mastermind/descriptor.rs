//! The descriptor of *Mastermind / Senha*: its variants, the computer's
//! maker and breaker, with their typed parameters.

use super::MastermindEntry;
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Choice, Family, ParamKind, ParamSpec, PlayKind, Preset, SEED, Text};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};
use ludoteca_mastermind::variant::{MAX_COLORS, MAX_GUESSES, MAX_PEGS};

const fn choice(value: &'static str, en: &'static str, pt: &'static str) -> Choice {
    Choice { value, also: &[], label: Text::new(en, pt) }
}

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("mastermind");

/// The Mastermind family, played by its own match (`mastermind`).
pub static FAMILY: Family = Family {
    name: "mastermind",
    tag: Text::br("secret code", "código secreto", "senha secreta"),
    play: PlayKind::Own("mastermind"),
    params: &[
        ParamSpec {
            name: "variant",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice {
                    value: "default",
                    also: &["seed", "school"],
                    label: Text::br(
                        "the seed's school game: 4 pegs, 6 colours, no repeats, a mark per peg, 8 guesses",
                        "o jogo da escola: 4 pinos, 6 cores, sem repetir, uma marca por pino, 8 tentativas",
                        "o jogo da escola: 4 pinos, 6 cores, sem repetir, uma marca por pino, 8 chutes",
                    ),
                },
                Choice {
                    value: "classic",
                    also: &[],
                    label: Text::br(
                        "classic: 4 pegs, 6 colours, repeats, counted marks, 10 guesses",
                        "clássico: 4 pinos, 6 cores, com repetições, marcas contadas, 10 tentativas",
                        "clássico: 4 pinos, 6 cores, com repetições, marcas contadas, 10 chutes",
                    ),
                },
            ]),
            default: Some("default"),
            label: Text::new("Variant", "Variante"),
            help: Text::new("a named set of the rules below", "um conjunto de regras com nome"),
        },
        ParamSpec {
            name: "pegs",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: MAX_PEGS as u64, words: &[] },
            default: None,
            label: Text::br("Pegs", "Pinos", "Posições na senha"),
            help: Text::br("pegs in a code", "pinos de um código", "quantos pinos (posições) tem uma senha"),
        },
        ParamSpec {
            name: "colors",
            aliases: &["colours"],
            kind: ParamKind::Integer { min: 2, max: MAX_COLORS as u64, words: &[] },
            default: None,
            label: Text::new("Colours", "Cores"),
            help: Text::br("colours to choose from", "cores à escolha", "cores para escolher"),
        },
        ParamSpec {
            name: "repeats",
            aliases: &[],
            kind: ParamKind::Boolean,
            default: None,
            label: Text::br("Repeats in the secret", "Repetições no segredo", "Repetições na senha"),
            help: Text::br(
                "whether the secret may repeat a colour",
                "se o segredo pode repetir uma cor",
                "se a senha pode repetir uma cor",
            ),
        },
        ParamSpec {
            name: "guess-repeats",
            aliases: &[],
            kind: ParamKind::Boolean,
            default: None,
            label: Text::br("Repeats in a guess", "Repetições nas tentativas", "Repetições nos chutes"),
            help: Text::br(
                "whether a guess may repeat a colour",
                "se uma tentativa pode repetir uma cor",
                "se um chute pode repetir uma cor",
            ),
        },
        ParamSpec {
            name: "feedback",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice {
                    value: "positional",
                    also: &[],
                    label: Text::br(
                        "a mark per peg, in order",
                        "uma marca por pino, pela ordem",
                        "uma marca por pino, na ordem",
                    ),
                },
                choice("count", "how many right and how many misplaced", "quantos certos e quantos fora do lugar"),
            ]),
            default: None,
            label: Text::new("Marks", "Marcas"),
            help: Text::br(
                "how a guess is answered",
                "como se responde a uma tentativa",
                "como se responde a um chute",
            ),
        },
        ParamSpec {
            name: "max-guesses",
            aliases: &[],
            kind: ParamKind::Integer { min: 1, max: MAX_GUESSES as u64, words: &[] },
            default: None,
            label: Text::br("Guesses per round", "Tentativas por ronda", "Chutes por rodada"),
            help: Text::br(
                "the guesses a breaker has in a round",
                "as tentativas de quem adivinha numa ronda",
                "os chutes de quem adivinha em uma rodada",
            ),
        },
        ParamSpec {
            name: "maker",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice {
                    value: "random",
                    also: &[],
                    label: Text::br("a random secret", "um segredo ao acaso", "uma senha sorteada"),
                },
                Choice {
                    value: "chosen",
                    also: &[],
                    label: Text::br("the secret written below", "o segredo escrito abaixo", "a senha escrita abaixo"),
                },
                Choice {
                    value: "adversarial",
                    also: &["adversary"],
                    label: Text::br(
                        "never commits: keeps the most codes possible",
                        "nunca se compromete: mantém o maior número de códigos possível",
                        "nunca se compromete: mantém o maior número possível de senhas",
                    ),
                },
            ]),
            default: Some("random"),
            label: Text::br("Computer's code", "Código do computador", "Senha do computador"),
            help: Text::br(
                "how the computer makes its code",
                "como o computador faz o seu código",
                "como o computador faz a sua senha",
            ),
        },
        ParamSpec {
            name: "secret",
            aliases: &[],
            kind: ParamKind::Notation,
            default: None,
            label: Text::br("Computer's secret", "Segredo do computador", "Senha escrita do computador"),
            help: Text::br(
                "the computer's code, when it is written here",
                "o código do computador, quando se escolhe escrevê-lo",
                "a senha do computador, quando se escolhe escrevê-la",
            ),
        },
        ParamSpec {
            name: "strategy",
            aliases: &[],
            kind: ParamKind::Choice(&[
                Choice {
                    value: "knuth",
                    also: &[],
                    label: Text::br(
                        "Knuth's: the fewest codes left in the worst case",
                        "a de Knuth: o menor número de códigos no pior caso",
                        "a de Knuth: o menor número de senhas no pior caso",
                    ),
                },
                choice("entropy", "the most information on average", "a maior informação em média"),
                choice("most-parts", "the most different answers", "o maior número de respostas diferentes"),
                Choice {
                    value: "expected-size",
                    also: &[],
                    label: Text::br(
                        "the fewest codes left on average",
                        "o menor número de códigos em média",
                        "o menor número de senhas em média",
                    ),
                },
                Choice {
                    value: "random-consistent",
                    also: &["random"],
                    label: Text::br(
                        "any code that fits every answer",
                        "um código qualquer que respeite todas as respostas",
                        "uma senha qualquer que respeite todas as respostas",
                    ),
                },
                Choice {
                    value: "optimal-worst",
                    also: &[],
                    label: Text::br(
                        "the fewest guesses in the worst case",
                        "o menor número de tentativas no pior caso",
                        "o menor número de chutes no pior caso",
                    ),
                },
                Choice {
                    value: "optimal-average",
                    also: &["optimal"],
                    label: Text::br(
                        "the fewest guesses on average",
                        "o menor número de tentativas em média",
                        "o menor número de chutes em média",
                    ),
                },
            ]),
            default: Some("knuth"),
            label: Text::new("Computer's strategy", "Estratégia do computador"),
            help: Text::br(
                "how the computer breaks a code",
                "como o computador descobre um código",
                "como o computador descobre uma senha",
            ),
        },
        ParamSpec {
            name: "rounds",
            aliases: &[],
            kind: ParamKind::Integer { min: 2, max: 20, words: &[] },
            default: Some("2"),
            label: Text::br("Rounds", "Rondas", "Rodadas"),
            help: Text::br(
                "rounds in the match, an even number",
                "rondas da partida, um número par",
                "rodadas da partida, um número par",
            ),
        },
        SEED,
    ],
    capabilities: Capabilities {
        exact_solve: true,
        hidden: true,
        chance: true,
        strategies: true,
        ..Capabilities::NONE
    },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &["secret"],
};

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    Ok(Box::new(MastermindEntry::from_params(preset.id, all, preset.summary(), preset.statement())?))
}

static PRESETS: [Preset; 1] = [Preset::new(
    &FAMILY,
    "mastermind",
    "",
    Text::br("Mastermind", "Mastermind", "Senha (Mastermind)"),
    crate::content!("mastermind", "mastermind"),
)];
