//! How heap positions and moves are written: the text's tuples, e.g. `2000`,
//! `1996,4`, `12,A`, `2008,0,0`; a move is the number of stones taken.

use super::config::HeapConfig;
use super::{HeapGame, HeapPosition, Memory};
use crate::error::GameError;
use crate::heap::words::HeapMsg;
use crate::notation::Notation;
use crate::params::parse_u64;
use ludoteca_core::{Game, Msg, Player};

impl HeapConfig {
    /// The shape of a position, in words, for error messages and rules.
    #[must_use]
    pub fn position_shape(&self) -> String {
        self.position_shape_in(ludoteca_core::Lang::EN)
    }

    /// How a position is written, in `lang` (from `content/rules.*.md`).
    pub fn position_shape_in(&self, lang: ludoteca_core::Lang) -> String {
        let t = &super::RULES;
        let w = self.game.max_take().unwrap_or(0);
        let n = if self.target.is_some() {
            t.get(lang, "shape-said")
        } else {
            t.get(lang, &super::rules::of_things(&self.id, "shape-left"))
        };
        let memory = match self.game.memory {
            Memory::None => String::new(),
            Memory::ForbidOpponentLast => t.fill(lang, "shape-opponent-last", &[("w", &w)]),
            Memory::ForbidOwnLast => t.fill(lang, "shape-own-last", &[("w", &w)]),
            Memory::PlusOne | Memory::Double => t.get(lang, "shape-cap").into(),
            Memory::Fibonacci => t.get(lang, "shape-fibonacci").into(),
        };
        let mover = if self.game.partizan { t.get(lang, "shape-mover") } else { "" };
        format!("{n}{memory}{mover}")
    }

    /// What a position looks like, as a message (for refusals).
    #[must_use]
    pub fn position_shape_msg(&self) -> Msg {
        let w = self.game.max_take().unwrap_or(0);
        let memory = match self.game.memory {
            Memory::None => None,
            Memory::ForbidOpponentLast => Some(Msg::from(HeapMsg::HpShapeOppLast { w })),
            Memory::ForbidOwnLast => Some(Msg::from(HeapMsg::HpShapeOwnLast { w })),
            Memory::PlusOne | Memory::Double => Some(Msg::from(HeapMsg::HpShapeCap)),
            Memory::Fibonacci => Some(Msg::from(HeapMsg::HpShapeFib)),
        };
        Msg::from(HeapMsg::HpPosition {
            n: Box::new(if self.target.is_some() {
                Msg::from(HeapMsg::HpShapeSaid)
            } else {
                Msg::from(HeapMsg::HpShapeStones)
            }),
            memory: memory.map(Box::new),
            mover: self.game.partizan.then(|| Box::new(Msg::from(HeapMsg::HpShapeMover))),
            example: self.example(),
        })
    }

    /// An example position.
    fn example(&self) -> String {
        self.format(&self.start_position())
    }
}

impl Notation for HeapConfig {
    type Game = HeapGame;

    fn game(&self) -> &HeapGame {
        &self.game
    }

    fn start_position(&self) -> HeapPosition {
        HeapConfig::start_position(self)
    }

    fn format_move(&self, _p: &HeapPosition, s: &u64) -> String {
        s.to_string()
    }

    fn mover(&self, p: &HeapPosition) -> Option<Player> {
        self.game.partizan.then_some(p.mover)
    }

    /// Writes `p` in the game's notation.
    fn format(&self, p: &HeapPosition) -> String {
        let mut s = match self.target {
            Some(t) => (t - p.n).to_string(),
            None => p.n.to_string(),
        };
        match self.game.memory {
            Memory::None => {}
            Memory::ForbidOpponentLast | Memory::PlusOne | Memory::Double => s += &format!(",{}", p.b),
            Memory::ForbidOwnLast => s += &format!(",{},{}", p.b, p.a),
            Memory::Fibonacci => s += &format!(",{},{}", p.a, p.b),
        }
        if self.game.partizan {
            s.push(',');
            s.push(p.mover.letter());
        }
        s
    }

    /// Reads a position written as [`format`](Self::format) writes it
    /// (parentheses and spaces allowed). A bare heap is the heap with the
    /// start's memory.
    fn parse(&self, text: &str) -> Result<HeapPosition, GameError> {
        let err = || GameError::bad_position(text, self.position_shape_msg());
        let cleaned: String = text.chars().filter(|c| !"() ".contains(*c)).collect();
        let mut parts: Vec<&str> = cleaned.split(',').collect();
        let mut mover = Player::First;
        if self.game.partizan && parts.len() >= 2 {
            mover = Player::from_name(parts.pop().unwrap_or_default()).ok_or_else(err)?;
        }
        let nums: Vec<u64> = parts.iter().map(|p| parse_u64(p)).collect::<Option<_>>().ok_or_else(err)?;
        let n = match (self.target, nums.first()) {
            (Some(t), Some(&said)) if said <= t => t - said,
            (None, Some(&n)) => n,
            _ => return Err(err()),
        };
        let start = self.start_position();
        let w = self.game.max_take().unwrap_or(u64::MAX);
        let (a, b) = match (self.game.memory, &nums[1..]) {
            (_, []) if n == self.heap => (start.a, start.b),
            (Memory::None, []) => (0, 0),
            (Memory::ForbidOpponentLast, [r]) if *r <= w => (0, *r),
            (Memory::ForbidOwnLast, [u, p]) if *u <= w && *p <= w && (*u > 0 || *p == 0) => (*p, *u),
            (Memory::PlusOne | Memory::Double, [t]) => (0, *t),
            (Memory::Fibonacci, [a, b]) if *a > 0 || *b <= 1 => (*a, *b),
            (Memory::ForbidOpponentLast | Memory::ForbidOwnLast | Memory::Fibonacci, []) => (0, 0),
            (Memory::PlusOne | Memory::Double, []) => {
                let probe = HeapConfig { heap: n, ..self.clone() };
                (0, probe.start_position().b)
            }
            _ => return Err(err()),
        };
        Ok(self.game.normal(HeapPosition { n, a, b, mover }))
    }

    /// Reads a move (`4`, `take 4`, `+3`) and checks it is legal in `p`.
    fn parse_move(&self, p: &HeapPosition, text: &str) -> Result<u64, GameError> {
        let t = text.trim().trim_start_matches("take").trim_start_matches('+').trim();
        let legal = self.game.moves(p);
        match parse_u64(t) {
            Some(s) if legal.contains(&s) => Ok(s),
            _ => Err(GameError::illegal(
                text,
                if legal.is_empty() {
                    Msg::from(HeapMsg::HpOver { position: self.format(p) })
                } else {
                    let (position, list) = (self.format(p), Box::new(or_list_msg(&legal)));
                    if self.target.is_some() {
                        Msg::from(HeapMsg::HpMayAdd { position, list })
                    } else {
                        Msg::from(HeapMsg::HpMayTake { position, list })
                    }
                },
            )),
        }
    }
}

/// `1, 2 or 5`.
/// `1, 2 or 3` as a message, "or" in the language.
pub(crate) fn or_list_msg(items: &[u64]) -> Msg {
    match items {
        [init @ .., last] if !init.is_empty() => Msg::OrList {
            init: init.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "),
            last: last.to_string(),
        },
        _ => Msg::Verbatim { text: or_list(items) },
    }
}

pub(crate) fn or_list(items: &[u64]) -> String {
    match items {
        [] => String::new(),
        [x] => x.to_string(),
        [init @ .., last] => {
            format!("{} or {last}", init.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "))
        }
    }
}
