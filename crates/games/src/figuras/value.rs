//! The exact value of a Figuras position for the analysis page: the
//! engine's exact solver with a time limit and a stop flag, and its cost
//! before it starts (positions the opening book holds are answered from it;
//! others with more than [`VALUE_EMPTIES`] empty squares are refused; the time grows about sevenfold with each empty
//! square, as measured in `crates/figuras/BENCHMARKS.md`, round 4).

use super::{FigurasEntry, HINT_BUDGET, player};
use crate::analyses::{Stop, ValueReport};
use crate::cost::Cost;
use crate::error::GameError;
use ludoteca_core::Msg;
use ludoteca_figuras::solver::{Config, Progress, Solver};

/// The most empty squares whose exact value the analysis page searches
/// (14 empties: 37.5 s median on the project machine, optimised build).
pub const VALUE_EMPTIES: u32 = 14;

/// Median wall milliseconds of an exact solve with `empties` empty squares
/// (optimised build, two threads; BENCHMARKS.md, round 4, rounded up).
fn millis(empties: u32) -> u64 {
    match empties {
        0..=9 => 5,
        10 => 20,
        11 => 150,
        12 => 1_000,
        13 => 6_000,
        _ => 40_000,
    }
}

/// The bits of the solver's table for `empties` (8 bytes an entry).
fn table_bits(empties: u32) -> u32 {
    if empties <= 12 { 20 } else { 24 }
}

/// Steps an optimised build does in a millisecond ([`ludoteca_core::cost`]).
const RELEASE_STEPS_PER_MS: u64 = 200_000;

impl FigurasEntry {
    /// What the opening book says about `p`, if it holds it.
    pub(super) fn book_hit(&self, p: &ludoteca_figuras::Position) -> Option<ludoteca_figuras::book::Hit> {
        self.book.as_deref().and_then(|b| b.lookup(p))
    }

    /// What the exact value of `position` costs, or why it is out of reach.
    pub(super) fn value_cost(&self, position: Option<&str>) -> Result<Cost, GameError> {
        let p = match position {
            Some(text) => self.parse(text)?,
            None => self.start,
        };
        if p.is_over() || self.book_hit(&p).is_some() {
            return Ok(Cost::SMALL);
        }
        let e = p.empties();
        if e > VALUE_EMPTIES {
            return Err(GameError::OutOfReach(Box::new(Msg::ValTooFar {
                empties: u64::from(e),
                max: u64::from(VALUE_EMPTIES),
            })));
        }
        Ok(Cost::new((8u64 << table_bits(e)) + (4 << 20), millis(e) * RELEASE_STEPS_PER_MS))
    }

    /// The exact value of `position`, stopped by `stop` with its bounds.
    pub(super) fn value(&self, position: Option<&str>, stop: Stop<'_>) -> Result<ValueReport, GameError> {
        self.value_cost(position)?;
        let p = match position {
            Some(text) => self.parse(text)?,
            None => self.start,
        };
        let mut report = ValueReport {
            position: p.to_string(),
            to_move: Some(player(p.mover())),
            over: p.is_over(),
            exact: true,
            outcome: None,
            winner: None,
            score: None,
            lower: 0,
            upper: 0,
            points: true,
            best_moves: Vec::new(),
            best_data: Vec::new(),
            line: Vec::new(),
            line_data: Vec::new(),
            method: "final score",
            nodes: 0,
            millis: 0,
        };
        let value = if p.is_over() {
            p.score_difference()
        } else if let Some(hit) = self.book_hit(&p) {
            report.method = "book";
            report.best_moves = vec![hit.best_move.to_string()];
            hit.value
        } else {
            let solver = Solver::new(Config { table_bits: table_bits(p.empties()), threads: 2, ..Config::default() });
            let progress = |pr: &Progress| (stop.progress)(u64::from(pr.done), u64::from(pr.total.max(1)));
            let s = solver.solve_with(&p, stop.flag, &progress);
            report.method = "search";
            report.nodes = s.nodes;
            report.millis = s.elapsed_ms;
            report.exact = s.exact;
            (report.lower, report.upper) = (i64::from(s.lower), i64::from(s.upper));
            let best = s.best_move.or_else(|| {
                // The solver names a move when it searched one; the
                // champion (exact this near the end) names one otherwise.
                (s.exact && p.empties() <= super::EXACT_EMPTIES)
                    .then(|| self.champion().best_move(&p, HINT_BUDGET).map(|c| c.best_move))
                    .flatten()
            });
            report.best_moves = best.iter().map(ToString::to_string).collect();
            if !s.exact {
                return Ok(report);
            }
            s.value
        };
        let v = i64::from(value);
        (report.lower, report.upper) = (v, v);
        report.score = Some(v);
        report.winner = Some(ValueReport::winner_of(v));
        report.outcome = Some(Self::outcome(&p, value));
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use crate::analyses::Stop;
    use crate::catalogue::open;
    use crate::cost::Work;
    use crate::params::Params;
    use ludoteca_core::{Lang, Outcome};
    use std::sync::atomic::AtomicBool;

    #[test]
    fn a_value_near_the_end_agrees_with_the_analysis_and_far_ones_are_refused() {
        let e = open("figuras", &Params::new()).unwrap();
        let flag = AtomicBool::new(false);
        let stop = Stop { flag: &flag, progress: &|_, _| {} };
        let near = "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3";
        let v = e.exact_value(Some(near), stop).unwrap();
        let a = e.analyse(near, &ludoteca_core::Control::none()).unwrap();
        assert!(v.exact && !v.over, "{v:?}");
        assert_eq!(Some(a.extra.unwrap()["value"].as_i64().unwrap()), v.score);
        assert_eq!(v.outcome, Some(a.outcome));
        assert_eq!(v.best_moves.len(), 1);
        // The best move keeps the value: the position it leaves is worth the same.
        let after = e.play(near, &v.best_moves[0]).unwrap();
        assert_eq!(e.exact_value(Some(&after), stop).unwrap().score, v.score);
        // The empty board is beyond the solver's reach here, but the
        // opening book holds it: −1 with its move, at no cost.
        assert_eq!(e.cost(Work::Value(None)).unwrap(), crate::cost::Cost::SMALL);
        let start = e.exact_value(None, stop).unwrap();
        assert_eq!((start.method, start.score, start.exact), ("book", Some(-1), true), "{start:?}");
        assert!(e.play(&e.start(), &start.best_moves[0]).is_ok());
        let _ = Lang::PT;
        // A stopped search gives bounds, not a value.
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
        let mut p = e.start();
        for _ in 0..5 {
            let m = e.moves(&p).unwrap().remove(0);
            p = e.play(&p, &m).unwrap();
        }
        let stopped = e.exact_value(Some(&p), stop).unwrap();
        assert!(!stopped.exact && stopped.score.is_none() && stopped.lower <= stopped.upper, "{stopped:?}");
        let _ = Outcome::Draw;
    }
}
