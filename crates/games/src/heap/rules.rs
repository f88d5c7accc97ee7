//! The rules of a heap game in words, generated from its parameters so that
//! what `rules` says is exactly what the referee enforces.

use super::config::{HeapConfig, Opening};
use super::notation::or_list;
use super::{Memory, TakeSet};
use crate::notation::Notation;
use ludoteca_core::Convention;

fn amounts(t: TakeSet) -> String {
    match t.list() {
        Some(l) => or_list(&l),
        None => "any number".into(),
    }
}

/// The rules of `cfg`, after the preset's own `statement`.
#[must_use]
pub fn words(cfg: &HeapConfig, statement: &str) -> String {
    let g = &cfg.game;
    let mut out = String::new();
    if !statement.is_empty() {
        out += statement;
        out += "\n\n";
    }
    let what = if cfg.target.is_some() { "add to the number said" } else { "take from the heap" };
    out += &if g.partizan {
        format!(
            "Players alternate, A first. A must {what} {} stones; B must {what} {}.",
            amounts(g.takes[0]),
            amounts(g.takes[1])
        )
    } else {
        format!("Players alternate; each must {what} {}.", amounts(g.takes[0]))
    };
    out += match g.memory {
        Memory::None => "",
        Memory::ForbidOpponentLast => {
            " A player may not take the amount the opponent just took (the first move is free)."
        }
        Memory::ForbidOwnLast => " A player may not repeat their own previous take (each player's first move is free).",
        Memory::PlusOne => " After a take of k the other player may take 1 to k + 1.",
        Memory::Double => " After a take of k the other player may take 1 to 2k.",
        Memory::Fibonacci => {
            " Each player's first move takes exactly 1; afterwards a player takes at least 1 and at most the total of the two previous takes."
        }
    };
    if g.memory.caps() {
        out += &match cfg.opening {
            Opening::AtMost(k) => format!(" The opening move takes 1 to {k}."),
            Opening::BelowHeap => " The opening move takes anything but the whole heap.".into(),
        };
    }
    out += match (g.convention, cfg.target.is_some()) {
        (Convention::Normal, false) => " A player who cannot move loses, so taking the last stone wins.",
        (Convention::Normal, true) => " Whoever reaches the target wins.",
        (Convention::Misere, _) => {
            " Misère play (perde-ganha, game 29): a player who cannot move WINS, so whoever makes the last move loses."
        }
    };
    out += &format!(
        "\n\nStart: {}.\nPositions are written {}.\nA move is written as the number of stones {} (e.g. `{}`).",
        cfg.format(&cfg.start_position()),
        cfg.position_shape(),
        if cfg.target.is_some() { "added" } else { "taken" },
        match g.takes[0].list() {
            Some(l) => l[0],
            None => 1,
        }
    );
    out += "\n\n";
    out += &super::FAMILY.parameters_paragraph(ludoteca_core::Lang::En, &cfg.params);
    out += "\n\nClasses: safe (inatacável, P, `+`): the player to move loses against best play; fragile (frágil, N, `−`): the player to move wins; \
            neutral (neutra, D, `°`): a draw. The remoteness (the text's generation) counts the moves left when the winner hurries and the loser delays.";
    out
}
