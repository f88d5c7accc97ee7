//! The real-distance bicycle (je-23) behind the catalogue's [`Entry`]: the
//! notation (`k,d` with d an exact fraction, a move any distance), the group
//! formula, and the table of (k, d) with a row for each whole d and one for
//! each open interval between.

use super::entry::{BicycleEntry, Face, rational, read_distance, split_position};
use super::formula::{Winning, group_end, group_start, real_group, real_value, real_winning};
use super::number::{ACCEPTED, format_distance, parse_number};
use super::{RealBicycle, RealPosition, is_zero};
use crate::bicycle::words::BicycleMsg;
use crate::entry::{Entry, PositionReport};
use crate::error::GameError;
use crate::notation::{Notation, report};
use ludoteca_core::table::{Axis, Coord, Table};
use ludoteca_core::{Control, Convention, Msg, Value, analyse};
use num_rational::BigRational;

/// The real-distance game (je-23) written as text.
pub struct RealFace {
    game: RealBicycle,
    start: RealPosition,
}

/// je-23: the bicycle in real (exact rational) kilometres.
pub type RealEntry = BicycleEntry<RealFace>;

impl Face for RealFace {
    const REAL: bool = true;

    fn new(convention: Convention, stage: u64, distance: BigRational) -> Self {
        RealFace { game: RealBicycle { convention }, start: RealPosition { stage, distance } }
    }

    fn convention(&self) -> Convention {
        self.game.convention
    }

    fn road(&self, position: &str) -> Result<(u64, BigRational, BigRational), GameError> {
        let p = self.parse(position)?;
        Ok((p.stage, p.distance, self.start.distance.clone()))
    }
}

impl Notation for RealFace {
    type Game = RealBicycle;

    fn game(&self) -> &RealBicycle {
        &self.game
    }

    fn start_position(&self) -> RealPosition {
        self.start.clone()
    }

    fn format(&self, p: &RealPosition) -> String {
        format!("{},{}", p.stage, format_distance(&p.distance))
    }

    fn parse(&self, text: &str) -> Result<RealPosition, GameError> {
        let (stage, d) = split_position(text, "1,2008 or 3,11/4")?;
        let distance = read_distance(&d, false).map_err(|e| GameError::bad_position(text, e))?;
        Ok(RealPosition { stage, distance })
    }

    fn format_move(&self, _p: &RealPosition, x: &BigRational) -> String {
        format_distance(x)
    }

    fn parse_move(&self, p: &RealPosition, text: &str) -> Result<BigRational, GameError> {
        let d = &p.distance;
        let k = rational(p.stage);
        let expected = if is_zero(d) {
            Msg::from(BicycleMsg::BkArrived)
        } else if d < &BigRational::from_integer(1.into()) {
            Msg::from(BicycleMsg::BkPedalExact { distance: format_distance(d) })
        } else {
            let most = if d < &k { d } else { &k };
            Msg::from(BicycleMsg::BkPedalReal {
                stage: p.stage,
                distance: format_distance(d),
                most: format_distance(most),
                forms: Box::new(ACCEPTED),
            })
        };
        let x = parse_number(text).map_err(|e| GameError::illegal(text, e))?;
        if self.game.is_legal(p, &x) { Ok(x) } else { Err(GameError::illegal(text, expected)) }
    }
}

impl Entry for RealEntry {
    forward_entry!(meta, text = face, board);

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

    fn analyse(&self, position: &str, _ctl: &Control) -> Result<PositionReport, GameError> {
        let f = &self.face;
        let p = f.parse(position)?;
        let conv = f.game.convention;
        let a = analyse(&f.game, &p, |q| real_value(q.stage, &q.distance, conv));
        let mut rep = report(f, &self.meta.id, &p, &a, "formula");
        let v: Value = a.value;
        let outcome = v.outcome;
        let (k, d) = (p.stage, &p.distance);
        let ds = format_distance(d);
        let r = u64::from(v.remoteness.unwrap_or(0));
        let play = String::from(if conv == Convention::Misere { "misere" } else { "normal" });
        let rider = |stage: u64| String::from(if stage % 2 == 1 { "A" } else { "B" });
        let ending = || {
            let last = k + r - 1;
            Box::new(Msg::from(BicycleMsg::BkWhyEnding { last, rider: rider(last), play: play.clone() }))
        };
        let group_words = |w: u64| match conv {
            Convention::Normal if w == 0 => "{0}".to_string(),
            Convention::Normal => format!("]{}, {}]", group_start(k, w) - 1, group_end(k, w)),
            Convention::Misere => format!("]{}, {}]", group_start(k, w), group_end(k, w) + 1),
        };
        let winning: Option<Winning> = real_winning(k, d, conv);
        let arrived = || {
            if k == 1 { BicycleMsg::BkWhyNoTrip } else { BicycleMsg::BkWhyArrived { stage: k - 1, play: play.clone() } }
        };
        let mut reason = Msg::from(match real_group(k, d, conv) {
            None => arrived(),
            Some((0, true)) if a.moves.is_empty() => arrived(),
            Some((0, true)) => {
                BicycleMsg::BkWhyRealExact { outcome, distance: ds, stage: k, rider: rider(k), play: play.clone() }
            }
            Some((w, true)) => BicycleMsg::BkWhyRealSafe {
                outcome,
                stage: k,
                distance: ds,
                group: w,
                interval: group_words(w),
                below: w - 1,
                next: k + 1,
                ending: ending(),
                play: play.clone(),
            },
            Some((w, _)) => {
                let i = winning.as_ref().expect("a fragile position has good moves");
                BicycleMsg::BkWhyRealFragile {
                    outcome,
                    stage: k,
                    distance: ds,
                    group: w,
                    rider: rider(k),
                    interval: i.to_string(),
                    formula: "max{1, d − D^{k+1}_{w−1}}".to_string(),
                    next: k + 1,
                    example: format_distance(&i.champion()),
                    ending: ending(),
                }
            }
        });
        if !a.moves.is_empty() {
            reason = Msg::from(BicycleMsg::BkWhyMenu { reason: Box::new(reason) });
        }
        rep.explanation = crate::sentence::Sentence::said(reason.clone());
        rep.reason = Some(reason);
        rep.extra = Some(serde_json::json!({
            "group": real_group(k, d, conv).map(|g| g.0),
            "winning_interval": winning.as_ref().map(ToString::to_string),
            "champion": winning.as_ref().map(|w| format_distance(&w.champion())),
        }));
        Ok(rep)
    }

    /// je-23's table: a row for each whole d and one for each open interval
    fn table(&self, from: u64, to: u64, _ctl: &Control) -> Result<Table, GameError> {
        let f = &self.face;
        let rows = to.saturating_sub(from).saturating_mul(2).saturating_add(1);
        self.check_size(from, to, rows)?;
        let conv = f.game.convention;
        let half = BigRational::new(1.into(), 2.into());
        let mut reps = Vec::new();
        for n in from..=to {
            reps.push((rational(n), n.to_string()));
            if n < to {
                reps.push((rational(n) + &half, format!("{n}+")));
            }
        }
        let labels = reps.iter().map(|(_, label)| Coord::Name(label.clone())).collect();
        let axes = vec![Axis { name: "d".into(), values: labels }, Axis::numbers("k", 1..=self.columns)];
        let mut table = Table::new(&self.meta.id, axes);
        for (i, (d, _)) in reps.into_iter().enumerate() {
            for k in 1..=self.columns {
                let p = RealPosition { stage: k, distance: d.clone() };
                table.put([i, (k - 1) as usize], f.format(&p), real_value(k, &d, conv));
            }
        }
        Ok(table)
    }

    /// je-23's rational distances have no coordinates for conjectures yet.
    fn coordinates(&self, _position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        Err(GameError::unsupported(BicycleMsg::BkRealNoConjecture { id: self.meta.id.clone() }))
    }

    fn positions_up_to(&self, _to: u64) -> Result<Vec<String>, GameError> {
        Err(GameError::unsupported(BicycleMsg::BkRealNoList { id: self.meta.id.clone() }))
    }
}
