//! The whole-kilometre bicycle (je-6, je-22) behind the catalogue's
//! [`Entry`]: the notation (`k,d`, a move is the whole km pedalled), the
//! exact search of short trips and the group formula beyond, and the table
//! of (k, d) as the text draws it (rows d, columns k).

use super::entry::{BicycleEntry, Face, MOVE_LIST, SEARCH_LIMIT, SWEEP_LIMIT, read_distance, split_position, whole_of};
use super::formula::{group, group_end, group_start, whole_value, whole_winning};
use super::sweep::Columns;
use super::{Bicycle, BicyclePosition};
use crate::bicycle::words::BicycleMsg;
use crate::entry::{Entry, PositionReport};
use crate::error::GameError;
use crate::notation::{Notation, report};
use crate::params::parse_u64;
use ludoteca_core::table::{Axis, Coord, Table};
use ludoteca_core::{Control, Convention, Listed, Msg, Outcome, Solver, analyse};
use num_rational::BigRational;

/// The whole-kilometre game (je-6, je-22) written as text.
pub struct WholeFace {
    game: Bicycle,
    start: BicyclePosition,
}

/// je-6 and je-22: the bicycle in whole kilometres.
pub type WholeEntry = BicycleEntry<WholeFace>;

impl Face for WholeFace {
    const REAL: bool = false;

    fn new(convention: Convention, stage: u64, distance: BigRational) -> Self {
        WholeFace { game: Bicycle { convention }, start: BicyclePosition { stage, distance: whole_of(&distance) } }
    }

    fn convention(&self) -> Convention {
        self.game.convention
    }

    fn road(&self, position: &str) -> Result<(u64, BigRational, BigRational), GameError> {
        let p = self.parse(position)?;
        let start = BigRational::from_integer(self.start.distance.into());
        Ok((p.stage, BigRational::from_integer(p.distance.into()), start))
    }
}

impl Notation for WholeFace {
    type Game = Bicycle;

    fn game(&self) -> &Bicycle {
        &self.game
    }

    fn start_position(&self) -> BicyclePosition {
        self.start
    }

    fn format(&self, p: &BicyclePosition) -> String {
        format!("{},{}", p.stage, p.distance)
    }

    fn parse(&self, text: &str) -> Result<BicyclePosition, GameError> {
        let (stage, d) = split_position(text, "1,2008")?;
        let distance = read_distance(&d, true).map_err(|e| GameError::bad_position(text, e)).map(|d| whole_of(&d))?;
        Ok(BicyclePosition { stage, distance })
    }

    fn format_move(&self, _p: &BicyclePosition, j: &u64) -> String {
        j.to_string()
    }

    fn parse_move(&self, p: &BicyclePosition, text: &str) -> Result<u64, GameError> {
        let most = p.stage.min(p.distance);
        let expected = if most == 0 {
            Msg::from(BicycleMsg::BkArrived)
        } else {
            Msg::from(BicycleMsg::BkPedalWhole { stage: p.stage, distance: p.distance, most })
        };
        match parse_u64(text) {
            Some(j) if (1..=most).contains(&j) => Ok(j),
            _ => Err(GameError::illegal(text, expected)),
        }
    }
}

impl WholeEntry {
    /// How many positions [`Entry::positions_up_to`] lists for `to`, or
    /// the refusal when they are too many.
    fn positions_count(&self, to: u64) -> Result<u64, GameError> {
        let count = to.saturating_add(1).saturating_mul(to.saturating_add(1));
        if to > 2000 {
            return Err(GameError::too_large(BicycleMsg::BkListTooLarge { id: self.meta.id.clone(), to, count }));
        }
        Ok(count)
    }
}

impl Entry for WholeEntry {
    forward_entry!(meta, text = face, board);

    /// Small but for a conjecture, which lists (to + 1)² positions.
    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        Ok(match work {
            crate::cost::Work::Conjecture { to } => crate::cost::conjecture_cost(self.positions_count(to)?),
            _ => crate::cost::Cost::SMALL,
        })
    }

    fn ending(&self, positions: &[String], moves: &[String]) -> Option<ludoteca_core::Msg> {
        self.arrival(positions, moves)
    }

    fn move_msg(&self, _position: &str, mv: &str) -> Option<ludoteca_core::Msg> {
        super::ending::rode(mv)
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        self.rules_text(lang)
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let f = &self.face;
        let p = f.parse(position)?;
        let conv = f.game.convention;
        let most = p.stage.min(p.distance);
        let (a, method) = if p.distance <= SEARCH_LIMIT {
            let mut solver = Solver::new(&f.game);
            solver.value_with(&p, ctl)?;
            let a = analyse(&f.game, &p, |q| solver.value(q).expect("a finite search below a solved position"));
            (a, "search")
        } else if most <= MOVE_LIST {
            (analyse(&f.game, &p, |q| whole_value(q.stage, q.distance, conv)), "formula")
        } else {
            let mut moves = vec![1, 2, most - 1, most];
            if let Some(r) = whole_winning(p.stage, p.distance, conv) {
                moves.extend([*r.start(), *r.end()]);
            }
            moves.sort_unstable();
            moves.dedup();
            let sample = Listed { game: &f.game, moves };
            (analyse(&sample, &p, |q| whole_value(q.stage, q.distance, conv)), "formula")
        };
        let mut rep = report(f, &self.meta.id, &p, &a, method);
        let v = a.value;
        let w = group(p.stage, if conv == Convention::Misere { p.distance.saturating_sub(1) } else { p.distance });
        let outcome = v.outcome;
        let r = u64::from(v.remoteness.unwrap_or(0));
        let (k, d) = (p.stage, p.distance);
        let play = String::from(if conv == Convention::Misere { "misere" } else { "normal" });
        let groups = |k: u64| match conv {
            Convention::Normal => format!("[{}, {}]", group_start(k, w), group_end(k, w)),
            Convention::Misere => format!("[{}, {}]", group_start(k, w) + 1, group_end(k, w) + 1),
        };
        let rider = |stage: u64| String::from(if stage % 2 == 1 { "A" } else { "B" });
        let ending = || {
            let last = k + r - 1;
            Box::new(Msg::from(BicycleMsg::BkWhyEnding { last, rider: rider(last), play: play.clone() }))
        };
        let mut reason = Msg::from(if a.moves.is_empty() {
            if k == 1 { BicycleMsg::BkWhyNoTrip } else { BicycleMsg::BkWhyArrived { stage: k - 1, play } }
        } else if conv == Convention::Misere && d == 1 {
            BicycleMsg::BkWhyLastKm { outcome, stage: k, rider: rider(k), play }
        } else if outcome == Outcome::NextWins {
            let range = whole_winning(k, d, conv).expect("a fragile position has good moves");
            BicycleMsg::BkWhyWholeFragile {
                outcome,
                stage: k,
                distance: d,
                group: w,
                groups: groups(k),
                rider: rider(k),
                low: *range.start(),
                high: *range.end(),
                next: k + 1,
                ending: ending(),
                play,
            }
        } else {
            BicycleMsg::BkWhyWholeSafe {
                outcome,
                stage: k,
                distance: d,
                group: w,
                groups: groups(k),
                below: w - 1,
                next: k + 1,
                after: k + 2,
                ending: ending(),
                play,
            }
        });
        if most > MOVE_LIST && p.distance > SEARCH_LIMIT {
            let listed = rep.moves.len() as u64;
            reason = Msg::from(BicycleMsg::BkWhyListed { reason: Box::new(reason), listed, most });
        }
        rep.explanation = crate::sentence::Sentence::said(reason.clone());
        rep.reason = Some(reason);
        rep.extra = Some(serde_json::json!({
            "group": w,
            "last_stage": if r > 0 { Some(k + r - 1) } else { None },
            "winning_range": whole_winning(k, d, conv).map(|r| [*r.start(), *r.end()]),
        }));
        Ok(rep)
    }

    /// Rows d = `from..=to`, columns k = 1..=`columns`.
    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        let f = &self.face;
        let rows = to.saturating_sub(from).saturating_add(1);
        self.check_size(from, to, rows)?;
        let conv = f.game.convention;
        let swept = if to <= SWEEP_LIMIT { Some(Columns::compute(1, conv, to, 1, self.columns, ctl)?) } else { None };
        let axes = vec![Axis::numbers("d", from..=to), Axis::numbers("k", 1..=self.columns)];
        let mut table = Table::new(&self.meta.id, axes);
        for (i, d) in (from..=to).enumerate() {
            for k in 1..=self.columns {
                let v = swept.as_ref().and_then(|s| s.value(k, d)).unwrap_or_else(|| whole_value(k, d, conv));
                let p = BicyclePosition { stage: k, distance: d };
                table.put([i, (k - 1) as usize], f.format(&p), v);
            }
        }
        Ok(table)
    }

    /// The coordinates `k` (stage) and `d` (distance) of a whole-km position.
    fn coordinates(&self, position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        let p = self.face.parse(position)?;
        Ok(vec![("k".into(), Coord::Int(p.stage)), ("d".into(), Coord::Int(p.distance))])
    }

    /// Every (k, d) with d ≤ `to` and k ≤ `to` + 1, by distance then stage
    /// (stages beyond d add nothing: from (k, d) with d ≤ k the rider may
    /// finish at once, whatever k).
    fn positions_up_to(&self, to: u64) -> Result<Vec<String>, GameError> {
        let f = &self.face;
        self.positions_count(to)?;
        Ok((0..=to)
            .flat_map(|d| (1..=to + 1).map(move |k| BicyclePosition { stage: k, distance: d }))
            .map(|p| f.format(&p))
            .collect())
    }
}
