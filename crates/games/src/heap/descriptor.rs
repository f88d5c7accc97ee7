//! The heap family's descriptor (*jogos de tirar*): its presets from
//! *Jogos e Estratégias*, its typed parameters and how to open it.

use super::{HeapConfig, HeapEntry};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Choice, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, Text, Things};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};
use crate::sum::SumEntry;

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("heap");

/// The heap family.
pub static FAMILY: Family = Family {
    name: "heap",
    tag: Text::new("one heap", "um monte"),
    play: PlayKind::Turns,
    params: PARAMS,
    capabilities: Capabilities { table: true, period: true, analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &["take", "first-takes", "second-takes"],
    secrets: &[],
};

const FORBID: &[Choice] = &[
    Choice { value: "none", also: &[], label: Text::new("no memory rule", "sem regra de memória") },
    Choice {
        value: "opponent-last",
        also: &[],
        label: Text::new("never what the opponent just took", "nunca o que o adversário acabou de tirar"),
    },
    Choice {
        value: "own-last",
        also: &[],
        label: Text::br(
            "never your own previous take",
            "nunca o que tiraste na tua jogada anterior",
            "nunca o que você tirou na sua jogada anterior",
        ),
    },
];

const LIMIT: &[Choice] = &[
    Choice { value: "none", also: &[], label: Text::new("no limit", "sem limite") },
    Choice {
        value: "plus-one",
        also: &[],
        label: Text::new("at most one more than the last take", "no máximo mais uma que a última tirada"),
    },
    Choice {
        value: "double",
        also: &[],
        label: Text::new("at most twice the last take", "no máximo o dobro da última tirada"),
    },
    Choice {
        value: "fibonacci",
        also: &[],
        label: Text::new("at most the sum of the two last takes", "no máximo a soma das duas últimas tiradas"),
    },
];

const BELOW_HEAP: &[Choice] = &[Choice {
    value: "below-heap",
    also: &[],
    label: Text::new("anything but the whole heap", "tudo menos o monte inteiro"),
}];

const TAKES: ParamKind = ParamKind::Set { min: 1, max: super::config::MAX_LISTED_TAKE, any: false };

/// The heap games' parameters.
pub const PARAMS: &[ParamSpec] = &[
    ParamSpec {
        name: "heap",
        aliases: &[],
        kind: ParamKind::Integer { min: 0, max: u64::MAX, words: &[] },
        default: None,
        label: Text::new("Stones", "Pedras"),
        help: Text::new("the stones in the heap at the start", "as pedras do monte no início"),
    },
    ParamSpec {
        name: "take",
        aliases: &[],
        kind: ParamKind::Set { min: 1, max: super::config::MAX_LISTED_TAKE, any: true },
        default: None,
        label: Text::new("Take", "Tirar"),
        help: Text::new("the amounts both players may take", "as quantidades que cada jogador pode tirar"),
    },
    ParamSpec {
        name: "first-takes",
        aliases: &[],
        kind: TAKES,
        default: None,
        label: Text::new("A takes", "A tira"),
        help: Text::new("what A may take (a partizan game)", "o que A pode tirar (jogo assimétrico)"),
    },
    ParamSpec {
        name: "second-takes",
        aliases: &[],
        kind: TAKES,
        default: None,
        label: Text::new("B takes", "B tira"),
        help: Text::new("what B may take (a partizan game)", "o que B pode tirar (jogo assimétrico)"),
    },
    ParamSpec {
        name: "forbid",
        aliases: &[],
        kind: ParamKind::Choice(FORBID),
        default: Some("none"),
        label: Text::new("Forbidden take", "Tirada proibida"),
        help: Text::new("a take the memory of the game forbids", "uma tirada que a memória do jogo proíbe"),
    },
    ParamSpec {
        name: "limit",
        aliases: &[],
        kind: ParamKind::Choice(LIMIT),
        default: Some("none"),
        label: Text::new("Limit", "Limite"),
        help: Text::new("how the last take caps the next one", "como a última tirada limita a seguinte"),
    },
    ParamSpec {
        name: "opening",
        aliases: &[],
        kind: ParamKind::Integer { min: 1, max: u64::MAX, words: BELOW_HEAP },
        default: Some("2"),
        label: Text::new("First move", "Primeira jogada"),
        help: Text::new(
            "the most the first move may take, when each take is limited by the last one",
            "o máximo que a primeira jogada pode tirar, quando cada tirada é limitada pela anterior",
        ),
    },
    ParamSpec {
        name: "target",
        aliases: &[],
        kind: ParamKind::Integer { min: 1, max: u64::MAX, words: &[] },
        default: None,
        label: Text::new("Target", "Alvo"),
        help: Text::new(
            "count up to this number instead of down (game 7)",
            "contar até este número em vez de tirar (jogo 7)",
        ),
    },
    ParamSpec {
        name: "heaps",
        aliases: &[],
        kind: ParamKind::Numbers { min: 0, max: u64::MAX, most: 64 },
        default: None,
        label: Text::new("Heaps", "Montes"),
        help: Text::new(
            "play on several heaps at once, a sum (impartial games by Grundy values, partizan ones without memory by their values)",
            "jogar em vários montes ao mesmo tempo, uma soma (jogos imparciais pelos valores de Grundy, assimétricos sem memória pelos seus valores)",
        ),
    },
    MISERE,
];

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    let (summary, statement) = (preset.summary(), preset.statement());
    if all.has("heaps") {
        let mut single = all.clone();
        single.remove("heaps");
        let cfg = HeapConfig::from_params(preset.id, &single)?;
        if cfg.game.partizan {
            return Ok(Box::new(super::row::RowEntry::new(cfg, all, summary, statement)?));
        }
        return Ok(Box::new(SumEntry::from_heap(&cfg, all, summary, statement)?));
    }
    Ok(Box::new(HeapEntry::new(HeapConfig::from_params(preset.id, all)?, summary, statement)))
}

macro_rules! heap_preset {
    (things: $things:expr, $id:literal, $no:literal, $name:expr, [$($d:literal),*], [$($q:literal),*], $to:literal) => {
        Preset::new(&FAMILY, $id, $no, $name, crate::content!("heap", $id)).defaults(&[$($d),*]).quick(&[$($q),*]).table_to($to).things($things).labels(&[("heap", $things.heap_label(), $things.heap_help())])
    };
    ($id:literal, $no:literal, $name:expr, [$($d:literal),*], [$($q:literal),*], $to:literal) => {
        Preset::new(&FAMILY, $id, $no, $name, crate::content!("heap", $id)).defaults(&[$($d),*]).quick(&[$($q),*]).table_to($to)
    };
}

static PRESETS: [Preset; 19] = [
    heap_preset!("je-1", "1", Text::new("Take 1 or 4", "Tirar 1 ou 4"), ["take=1,4", "heap=2008"], ["heap=23"], 24),
    heap_preset!(
        "je-2",
        "2",
        Text::new("A takes 1 or 4, B takes 2 or 3", "A tira 1 ou 4, B tira 2 ou 3"),
        ["first-takes=1,4", "second-takes=2,3", "heap=2008"],
        ["heap=24"],
        24
    ),
    heap_preset!(
        "je-4",
        "4",
        Text::new("The Caracas olympiad", "A Olimpíada de Caracas"),
        ["take=1..5", "forbid=opponent-last", "heap=2000"],
        ["heap=26"],
        40
    ),
    heap_preset!(
        "je-5",
        "5",
        Text::new("Never your own last take", "Nunca a própria tirada"),
        ["take=1..5", "forbid=own-last", "heap=2008"],
        ["heap=25"],
        30
    ),
    heap_preset!(things: Things::Numbers, "je-7", "7", Text::new("Thirty-one", "Trinta e um de boca"), ["take=1,2,3", "target=31"], [], 31),
    heap_preset!("je-8", "8", Text::new("Take 1 or 2", "Tirar 1 ou 2"), ["take=1,2", "heap=2007"], ["heap=22"], 20),
    heap_preset!(
        "je-9",
        "9",
        Text::new("A thousand stones, take 1 or 4", "Mil pedras, tirar 1 ou 4"),
        ["take=1,4", "heap=1000"],
        ["heap=27"],
        24
    ),
    heap_preset!("je-10", "10", Text::new("Take 2 or 3", "Tirar 2 ou 3"), ["take=2,3", "heap=20"], [], 20),
    heap_preset!(
        "je-13-i",
        "13 (I)",
        Text::new("Unequal takes I", "Tiradas desiguais I"),
        ["first-takes=1,4", "second-takes=2,3", "heap=2008"],
        ["heap=22"],
        20
    ),
    heap_preset!(
        "je-13-ii",
        "13 (II)",
        Text::new("Unequal takes II", "Tiradas desiguais II"),
        ["first-takes=3,4,5", "second-takes=2,3,4", "heap=2008"],
        ["heap=25"],
        24
    ),
    heap_preset!(
        "je-13-iii",
        "13 (III)",
        Text::new("Unequal takes III", "Tiradas desiguais III"),
        ["first-takes=3,6,7", "second-takes=2,6,7", "heap=2008"],
        ["heap=28"],
        30
    ),
    heap_preset!(
        "je-13-vi",
        "13 (VI)",
        Text::new("Unequal takes VI", "Tiradas desiguais VI"),
        ["first-takes=1,4,5", "second-takes=2,5,6", "heap=2008"],
        ["heap=27"],
        30
    ),
    heap_preset!(
        "je-19",
        "19",
        Text::new("Up to one more", "Até mais um"),
        ["limit=plus-one", "opening=2", "heap=2007"],
        ["heap=30"],
        40
    ),
    heap_preset!(
        "je-20",
        "20",
        Text::new("Take without repeating", "Tirar sem repetir"),
        ["take=1..5", "forbid=opponent-last", "heap=2000"],
        ["heap=23"],
        40
    ),
    heap_preset!(
        "je-21",
        "21",
        Text::new("Which heaps lose?", "Que montes perdem?"),
        ["take=1..5", "forbid=opponent-last", "heap=200"],
        ["heap=26"],
        200
    ),
    heap_preset!(
        "je-24",
        "24",
        Text::br("Up to double", "Até ao dobro", "Até o dobro"),
        ["limit=double", "opening=2", "heap=2007"],
        ["heap=30"],
        40
    ),
    heap_preset!(
        things: Things::Rabbits,
        "je-28",
        "28",
        Text::new("Fibonacci's rabbits", "Coelhos à Fibonacci"),
        ["limit=fibonacci", "heap=100"],
        ["heap=25"],
        40
    ),
    heap_preset!(
        "fibonacci-nim",
        "",
        Text::new("Fibonacci Nim", "Nim de Fibonacci"),
        ["limit=double", "opening=below-heap", "heap=100"],
        ["heap=25"],
        40
    ),
    heap_preset!(
        "subtraction",
        "",
        Text::br("Your own take-away game", "O teu jogo de tirar", "O seu jogo de tirar"),
        ["take=1,2,3", "heap=21"],
        [],
        24
    ),
];
