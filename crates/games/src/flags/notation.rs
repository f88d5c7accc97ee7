//! The flags' notation (*notação*): a position is the flags in placing order
//! (`A:0 B:1/3 A:1/4`), a move is a point of the circle written as an exact
//! fraction of the circumference (`1/3`, `0.25`).

use super::entry::FlagsEntry;
use super::{Flag, FlagsGame, FlagsPosition, fmt_q};
use crate::error::GameError;
use crate::flags::words::FlagsMsg;
use crate::notation::Notation;
use ludoteca_core::{Msg, Player};
use num_rational::BigRational;
use num_traits::One;

/// Reads a non-negative rational exactly (`1/3`, `0.25`, `2`), or says what
/// is wrong.
pub fn parse_rational(text: &str) -> Result<BigRational, Msg> {
    crate::number::parse_rational(text, &Msg::AccPointForms)
}

/// Reads a point of the circle: a rational in [0, 1).
pub fn parse_point(text: &str) -> Result<BigRational, Msg> {
    let x = parse_rational(text)?;
    if x >= BigRational::one() {
        return Err(Msg::from(FlagsMsg::FlOutside { text: text.trim().into() }));
    }
    Ok(x)
}

impl Notation for FlagsEntry {
    type Game = FlagsGame;

    fn game(&self) -> &FlagsGame {
        &self.game
    }

    fn start_position(&self) -> FlagsPosition {
        FlagsPosition::new()
    }

    fn format(&self, p: &FlagsPosition) -> String {
        if p.flags.is_empty() {
            return "start".into();
        }
        p.flags.iter().map(|f| format!("{}:{}", f.owner.letter(), fmt_q(&f.at))).collect::<Vec<_>>().join(" ")
    }

    fn parse(&self, text: &str) -> Result<FlagsPosition, GameError> {
        let n = self.game.n;
        let bad = |why: Msg| GameError::bad_position(text, Msg::from(FlagsMsg::FlPosition { why: Box::new(why) }));
        let t = text.trim();
        if t.is_empty() || t.eq_ignore_ascii_case("start") || t == "-" {
            return Ok(FlagsPosition::new());
        }
        let mut p = FlagsPosition::new();
        for (i, tok) in
            t.split(|c: char| c.is_whitespace() || c == ',' || c == ';').filter(|s| !s.is_empty()).enumerate()
        {
            let expected = if i % 2 == 0 { Player::First } else { Player::Second };
            let point = match tok.split_once(':') {
                Some((c, x)) => {
                    let who =
                        Player::from_name(c).ok_or_else(|| bad(Msg::from(FlagsMsg::FlNotTeam { c: c.into() })))?;
                    if who != expected {
                        return Err(bad(Msg::from(FlagsMsg::FlAlternate { i: i as u64 + 1, seat: expected.letter() })));
                    }
                    x
                }
                None => tok,
            };
            let x = parse_point(point).map_err(&bad)?;
            if (i as u64) >= 2 * n {
                return Err(bad(Msg::from(FlagsMsg::FlTooMany { n: 2 * n })));
            }
            if p.occupied(&x) {
                return Err(bad(Msg::from(FlagsMsg::FlTwoOn { at: fmt_q(&x) })));
            }
            p.flags.push(Flag { at: x, owner: expected });
        }
        Ok(p)
    }

    fn format_move(&self, _p: &FlagsPosition, x: &BigRational) -> String {
        fmt_q(x)
    }

    fn parse_move(&self, p: &FlagsPosition, text: &str) -> Result<BigRational, GameError> {
        let t = text.trim();
        // Accept `A:1/3` / `B:1/3` for the team to move.
        let t = match t.split_once(':') {
            Some((c, x)) if Player::from_name(c) == Some(p.mover()) => x,
            Some((c, _)) => {
                return Err(GameError::illegal(
                    text,
                    Msg::from(FlagsMsg::FlNotMover { c: c.into(), seat: p.mover().letter() }),
                ));
            }
            None => t,
        };
        if self.game.over(p) {
            return Err(GameError::illegal(text, Msg::from(FlagsMsg::FlOver)));
        }
        let x = parse_point(t).map_err(|e| GameError::illegal(text, e))?;
        if p.occupied(&x) {
            return Err(GameError::illegal(text, Msg::from(FlagsMsg::FlOccupied { at: fmt_q(&x) })));
        }
        Ok(x)
    }

    fn mover(&self, p: &FlagsPosition) -> Option<Player> {
        Some(p.mover())
    }
}
