//! The heap family's descriptor (*jogos de tirar*): its presets from
//! *Jogos e Estratégias*, its typed parameters and how to open it.

use super::{HeapConfig, HeapEntry};
use crate::entry::Entry;
use crate::error::GameError;
use crate::family::{Capabilities, Choice, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset, Things};
use crate::params::Params;
use crate::rules_text::{RuleText, rule_text};
use crate::sum::SumEntry;

/// The family's rules in words, `content/rules.*.md`, one file per language.
pub static RULES: RuleText = rule_text!("heap");

/// The heap family.
pub static FAMILY: Family = Family {
    name: "heap",
    tag: crate::said!(super::words::HeapMsg::HpFamilyTag),
    play: PlayKind::Turns,
    params: PARAMS,
    capabilities: Capabilities { table: true, period: true, analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &["take", "first-takes", "second-takes"],
    secrets: &[],
};

const FORBID: &[Choice] = &[
    Choice { value: "none", also: &[], label: crate::said!(super::words::HeapMsg::HpChoiceForbidNone) },
    Choice {
        value: "opponent-last",
        also: &[],
        label: crate::said!(super::words::HeapMsg::HpChoiceForbidOpponentLast),
    },
    Choice { value: "own-last", also: &[], label: crate::said!(super::words::HeapMsg::HpChoiceForbidOwnLast) },
];

const LIMIT: &[Choice] = &[
    Choice { value: "none", also: &[], label: crate::said!(super::words::HeapMsg::HpChoiceLimitNone) },
    Choice { value: "plus-one", also: &[], label: crate::said!(super::words::HeapMsg::HpChoiceLimitPlusOne) },
    Choice { value: "double", also: &[], label: crate::said!(super::words::HeapMsg::HpChoiceLimitDouble) },
    Choice { value: "fibonacci", also: &[], label: crate::said!(super::words::HeapMsg::HpChoiceLimitFibonacci) },
];

const BELOW_HEAP: &[Choice] = &[Choice {
    value: "below-heap",
    also: &[],
    label: crate::said!(super::words::HeapMsg::HpChoiceBelowHeapBelowHeap),
}];

const TAKES: ParamKind = ParamKind::Set { min: 1, max: super::config::MAX_LISTED_TAKE, any: false };

/// The heap games' parameters.
pub const PARAMS: &[ParamSpec] = &[
    ParamSpec {
        name: "heap",
        aliases: &[],
        kind: ParamKind::Integer { min: 0, max: u64::MAX, words: &[] },
        default: None,
        label: crate::said!(super::words::HeapMsg::HpParamHeap),
        help: crate::said!(super::words::HeapMsg::HpParamHeapHelp),
    },
    ParamSpec {
        name: "take",
        aliases: &[],
        kind: ParamKind::Set { min: 1, max: super::config::MAX_LISTED_TAKE, any: true },
        default: None,
        label: crate::said!(super::words::HeapMsg::HpParamTake),
        help: crate::said!(super::words::HeapMsg::HpParamTakeHelp),
    },
    ParamSpec {
        name: "first-takes",
        aliases: &[],
        kind: TAKES,
        default: None,
        label: crate::said!(super::words::HeapMsg::HpParamFirstTakes),
        help: crate::said!(super::words::HeapMsg::HpParamFirstTakesHelp),
    },
    ParamSpec {
        name: "second-takes",
        aliases: &[],
        kind: TAKES,
        default: None,
        label: crate::said!(super::words::HeapMsg::HpParamSecondTakes),
        help: crate::said!(super::words::HeapMsg::HpParamSecondTakesHelp),
    },
    ParamSpec {
        name: "forbid",
        aliases: &[],
        kind: ParamKind::Choice(FORBID),
        default: Some("none"),
        label: crate::said!(super::words::HeapMsg::HpParamForbid),
        help: crate::said!(super::words::HeapMsg::HpParamForbidHelp),
    },
    ParamSpec {
        name: "limit",
        aliases: &[],
        kind: ParamKind::Choice(LIMIT),
        default: Some("none"),
        label: crate::said!(super::words::HeapMsg::HpParamLimit),
        help: crate::said!(super::words::HeapMsg::HpParamLimitHelp),
    },
    ParamSpec {
        name: "opening",
        aliases: &[],
        kind: ParamKind::Integer { min: 1, max: u64::MAX, words: BELOW_HEAP },
        default: Some("2"),
        label: crate::said!(super::words::HeapMsg::HpParamOpening),
        help: crate::said!(super::words::HeapMsg::HpParamOpeningHelp),
    },
    ParamSpec {
        name: "target",
        aliases: &[],
        kind: ParamKind::Integer { min: 1, max: u64::MAX, words: &[] },
        default: None,
        label: crate::said!(super::words::HeapMsg::HpParamTarget),
        help: crate::said!(super::words::HeapMsg::HpParamTargetHelp),
    },
    ParamSpec {
        name: "heaps",
        aliases: &[],
        kind: ParamKind::Numbers { min: 0, max: u64::MAX, most: 64 },
        default: None,
        label: crate::said!(super::words::HeapMsg::HpParamHeaps),
        help: crate::said!(super::words::HeapMsg::HpParamHeapsHelp),
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
    heap_preset!(
        "je-1",
        "1",
        crate::said!(super::words::HeapMsg::HpNameJe1),
        ["take=1,4", "heap=2008"],
        ["heap=23"],
        24
    ),
    heap_preset!(
        "je-2",
        "2",
        crate::said!(super::words::HeapMsg::HpNameJe2),
        ["first-takes=1,4", "second-takes=2,3", "heap=2008"],
        ["heap=24"],
        24
    ),
    heap_preset!(
        "je-4",
        "4",
        crate::said!(super::words::HeapMsg::HpNameJe4),
        ["take=1..5", "forbid=opponent-last", "heap=2000"],
        ["heap=26"],
        40
    ),
    heap_preset!(
        "je-5",
        "5",
        crate::said!(super::words::HeapMsg::HpNameJe5),
        ["take=1..5", "forbid=own-last", "heap=2008"],
        ["heap=25"],
        30
    ),
    heap_preset!(things: Things::Numbers, "je-7", "7", crate::said!(super::words::HeapMsg::HpNameJe7), ["take=1,2,3", "target=31"], [], 31),
    heap_preset!(
        "je-8",
        "8",
        crate::said!(super::words::HeapMsg::HpNameJe8),
        ["take=1,2", "heap=2007"],
        ["heap=22"],
        20
    ),
    heap_preset!(
        "je-9",
        "9",
        crate::said!(super::words::HeapMsg::HpNameJe9),
        ["take=1,4", "heap=1000"],
        ["heap=27"],
        24
    ),
    heap_preset!("je-10", "10", crate::said!(super::words::HeapMsg::HpNameJe10), ["take=2,3", "heap=20"], [], 20),
    heap_preset!(
        "je-13-i",
        "13 (I)",
        crate::said!(super::words::HeapMsg::HpNameJe13I),
        ["first-takes=1,4", "second-takes=2,3", "heap=2008"],
        ["heap=22"],
        20
    ),
    heap_preset!(
        "je-13-ii",
        "13 (II)",
        crate::said!(super::words::HeapMsg::HpNameJe13Ii),
        ["first-takes=3,4,5", "second-takes=2,3,4", "heap=2008"],
        ["heap=25"],
        24
    ),
    heap_preset!(
        "je-13-iii",
        "13 (III)",
        crate::said!(super::words::HeapMsg::HpNameJe13Iii),
        ["first-takes=3,6,7", "second-takes=2,6,7", "heap=2008"],
        ["heap=28"],
        30
    ),
    heap_preset!(
        "je-13-vi",
        "13 (VI)",
        crate::said!(super::words::HeapMsg::HpNameJe13Vi),
        ["first-takes=1,4,5", "second-takes=2,5,6", "heap=2008"],
        ["heap=27"],
        30
    ),
    heap_preset!(
        "je-19",
        "19",
        crate::said!(super::words::HeapMsg::HpNameJe19),
        ["limit=plus-one", "opening=2", "heap=2007"],
        ["heap=30"],
        40
    ),
    heap_preset!(
        "je-20",
        "20",
        crate::said!(super::words::HeapMsg::HpNameJe20),
        ["take=1..5", "forbid=opponent-last", "heap=2000"],
        ["heap=23"],
        40
    ),
    heap_preset!(
        "je-21",
        "21",
        crate::said!(super::words::HeapMsg::HpNameJe21),
        ["take=1..5", "forbid=opponent-last", "heap=200"],
        ["heap=26"],
        200
    ),
    heap_preset!(
        "je-24",
        "24",
        crate::said!(super::words::HeapMsg::HpNameJe24),
        ["limit=double", "opening=2", "heap=2007"],
        ["heap=30"],
        40
    ),
    heap_preset!(
        things: Things::Rabbits,
        "je-28",
        "28",
        crate::said!(super::words::HeapMsg::HpNameJe28),
        ["limit=fibonacci", "heap=100"],
        ["heap=25"],
        40
    ),
    heap_preset!(
        "fibonacci-nim",
        "",
        crate::said!(super::words::HeapMsg::HpNameFibonacciNim),
        ["limit=double", "opening=below-heap", "heap=100"],
        ["heap=25"],
        40
    ),
    heap_preset!(
        "subtraction",
        "",
        crate::said!(super::words::HeapMsg::HpNameSubtraction),
        ["take=1,2,3", "heap=21"],
        [],
        24
    ),
];
