//! Wythoff's game behind the catalogue's [`Entry`]: the notation (`3,5` a
//! position; `x2`, `y2`, `xy2` a move), the champion's analysis and the
//! table of the positions by their two heaps.

use super::words::WythoffMsg;
use super::{Heaps, MAX_HEAP, Take, Which, Wythoff};
use crate::entry::{Entry, Meta, PositionReport};
use crate::error::GameError;
use crate::family::Preset;
use crate::notation::{Notation, report};
use crate::params::{Params, parse_u64};
use ludoteca_core::table::{Axis, Table};
use ludoteca_core::{Control, Msg, Solver, analyse};

/// The largest heap of a table (a table of 101 × 101 positions).
const TABLE_MAX: u64 = 100;

/// Wythoff's game ready for the catalogue.
struct WythoffEntry {
    meta: Meta,
    game: Wythoff,
    start: Heaps,
}

/// Opens the preset with its parameters (already checked against the specs).
pub(super) fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    let heap = |name| all.u64_in(name, 0, MAX_HEAP).map(|v| v.unwrap_or(0) as u32);
    let start = Heaps { x: heap("x")?, y: heap("y")? };
    let game = Wythoff { convention: all.convention()? };
    Ok(Box::new(WythoffEntry { meta: Meta::of(preset, all), game, start }))
}

/// A move in the notation: `x`, `y` or `xy`, then how many stones.
pub(super) fn parse_take(text: &str) -> Option<Take> {
    let t = text.trim();
    let (from, n) = if let Some(n) = t.strip_prefix("xy") {
        (Which::Both, n)
    } else if let Some(n) = t.strip_prefix('x') {
        (Which::X, n)
    } else {
        (Which::Y, t.strip_prefix('y')?)
    };
    let n = parse_u64(n).filter(|&n| (1..=MAX_HEAP).contains(&n))?;
    Some(Take { from, n: n as u32 })
}

impl Notation for WythoffEntry {
    type Game = Wythoff;

    fn game(&self) -> &Wythoff {
        &self.game
    }

    fn start_position(&self) -> Heaps {
        self.start
    }

    fn format(&self, p: &Heaps) -> String {
        format!("{},{}", p.x, p.y)
    }

    fn parse(&self, text: &str) -> Result<Heaps, GameError> {
        let err = || {
            GameError::bad_position(
                text,
                Msg::from(WythoffMsg::WyPosition { max: MAX_HEAP, example: self.format(&self.start) }),
            )
        };
        let cleaned: String = text.chars().filter(|c| !"() ".contains(*c)).collect();
        let (x, y) = cleaned.split_once(',').ok_or_else(err)?;
        let (Some(x), Some(y)) = (parse_u64(x), parse_u64(y)) else { return Err(err()) };
        if x > MAX_HEAP || y > MAX_HEAP {
            return Err(err());
        }
        Ok(Heaps { x: x as u32, y: y as u32 })
    }

    fn format_move(&self, _p: &Heaps, t: &Take) -> String {
        format!("{}{}", t.from.letters(), t.n)
    }
}

impl Entry for WythoffEntry {
    forward_entry!(meta, text);

    fn move_msg(&self, _position: &str, mv: &str) -> Option<Msg> {
        let t = parse_take(mv)?;
        let (n, from) = (u64::from(t.n), super::moves::data(mv)["from"].as_str().unwrap_or("x").to_string());
        Some(Msg::moved(WythoffMsg::WyTook { n, from: from.clone() }, WythoffMsg::WyDoTake { n, from }))
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use super::RULES as WYTHOFF;
        format!(
            "{}\n\n{}\n\n{}\n\n{}",
            self.meta.statement_in(lang),
            WYTHOFF.get(lang, "moves"),
            WYTHOFF.fill(lang, "notation", &[("example", &self.format(&self.start))]),
            super::FAMILY.parameters_paragraph(lang, &self.meta.params),
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = self.parse(position)?;
        let mut solver = Solver::new(&self.game);
        solver.value_with(&p, ctl)?;
        let a = analyse(&self.game, &p, |q| solver.value(q).expect("solved below the root"));
        Ok(report(self, &self.meta.id, &p, &a, "search"))
    }

    /// Rows: the first heap from `from` to `to`; columns: the second heap
    /// from 0 to `to`.
    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        if to > TABLE_MAX {
            return Err(GameError::too_large(WythoffMsg::WyTableTooLarge { limit: TABLE_MAX }));
        }
        let mut solver = Solver::new(&self.game);
        let rows = Axis::numbers("x", from..=to);
        let mut table = Table::new(&self.meta.id, vec![rows, Axis::numbers("y", 0..=to)]);
        for (i, x) in (from..=to).enumerate() {
            for y in 0..=to {
                let p = Heaps { x: x as u32, y: y as u32 };
                let value = solver.value_with(&p, ctl)?;
                table.put([i, y as usize], self.format(&p), value);
            }
        }
        Ok(table)
    }
}
