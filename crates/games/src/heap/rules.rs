//! The rules of a heap game in words, generated from its parameters so that
//! what `rules` says is exactly what the referee enforces; the sentences
//! live in `content/rules.{en,pt}.md`.

use super::RULES as HEAP;
use super::config::{HeapConfig, Opening};
use super::{Memory, TakeSet};
use crate::notation::Notation;
use crate::rules_text::{or_list, pick};
use ludoteca_core::{Convention, Lang};

/// The section `key` as game `id` words it: with `-rabbits` where the
/// preset's things are rabbits (game 28), so the rules speak of its things.
pub(super) fn of_things(id: &str, key: &'static str) -> String {
    match crate::words::things_of(id) {
        crate::family::Things::Rabbits => format!("{key}-rabbits"),
        _ => key.to_string(),
    }
}

/// The amounts of `t` in `lang`; `add`: said, not taken.
fn amounts(id: &str, t: TakeSet, lang: Lang, add: bool) -> String {
    match t.list() {
        Some(l) if add => HEAP.fill(lang, "amounts-add", &[("list", &or_list(&l, lang))]),
        Some(l) => HEAP.fill(lang, &of_things(id, "amounts-take"), &[("list", &or_list(&l, lang))]),
        None if add => HEAP.get(lang, "any-add").into(),
        None => HEAP.get(lang, &of_things(id, "any-take")).into(),
    }
}

/// The rules of `cfg` in `lang`, after the preset's own `statement`.
#[must_use]
pub fn words(cfg: &HeapConfig, statement: &str, lang: Lang) -> String {
    let g = &cfg.game;
    let add = cfg.target.is_some();
    let mut out = String::new();
    if !statement.is_empty() {
        out += statement;
        out += "\n\n";
    }
    let what = HEAP.get(lang, pick(add, "add", "take"));
    let mut sentences = vec![if g.partizan {
        HEAP.fill(
            lang,
            "partizan",
            &[
                ("what", &what),
                ("a", &amounts(&cfg.id, g.takes[0], lang, add)),
                ("b", &amounts(&cfg.id, g.takes[1], lang, add)),
            ],
        )
    } else {
        HEAP.fill(lang, "impartial", &[("what", &what), ("a", &amounts(&cfg.id, g.takes[0], lang, add))])
    }];
    let memory = match g.memory {
        Memory::None => None,
        Memory::ForbidOpponentLast => Some("forbid-opponent-last"),
        Memory::ForbidOwnLast => Some("forbid-own-last"),
        Memory::PlusOne => Some("plus-one"),
        Memory::Double => Some("double"),
        Memory::Fibonacci => Some("fibonacci"),
    };
    sentences.extend(memory.map(|k| HEAP.get(lang, k).to_string()));
    if g.memory.caps() {
        sentences.push(match cfg.opening {
            Opening::AtMost(k) => HEAP.fill(lang, "opening-at-most", &[("k", &k)]),
            Opening::BelowHeap => HEAP.get(lang, "opening-below-heap").into(),
        });
    }
    let end = match (g.convention, add) {
        (Convention::Normal, false) => of_things(&cfg.id, "end-normal"),
        (Convention::Normal, true) => "end-target".into(),
        (Convention::Misere, _) => "end-misere".into(),
    };
    sentences.push(HEAP.get(lang, &end).into());
    out += &sentences.join(" ");
    out += "\n\n";
    let notation = if add { "notation".to_string() } else { of_things(&cfg.id, "notation") };
    out += &HEAP.fill(
        lang,
        &notation,
        &[
            ("start", &cfg.format(&cfg.start_position())),
            ("shape", &cfg.position_shape_in(lang)),
            ("verb", &HEAP.get(lang, pick(add, "added", "taken"))),
            ("example", &g.takes[0].list().map_or(1, |l| l[0])),
        ],
    );
    out += "\n\n";
    out += &super::FAMILY.parameters_paragraph_of(crate::catalogue::preset(&cfg.id), lang, &cfg.params);
    out += "\n\n";
    out += HEAP.get(lang, "classes");
    out
}
