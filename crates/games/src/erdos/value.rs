//! The exact value of an Erdös Latino position (version II) for the
//! analysis page: the engine's exact solver with a time limit and a stop
//! flag, and its cost before it starts. Boards up to 4×4 are always in
//! reach; larger ones only near their end (5×5 with at most 17 empty
//! squares — 11–16 s with 17 on the project machine, `BENCHMARKS.md` of
//! `crates/erdos` — and 6×6 with at most 14).

use super::ErdosEntry;
use crate::analyses::{Stop, ValueReport};
use crate::cost::Cost;
use crate::erdos::words::ErdosMsg;
use crate::error::GameError;
use ludoteca_core::{Msg, Outcome, Player};
use ludoteca_erdos::solver::{Config, Progress, Solver, Value};
use ludoteca_erdos::{Position, Version};
use std::time::Duration;

/// The largest board the exact solver takes.
const LARGEST: u8 = 6;
/// Bits of the solver's table (16 bytes an entry: 64 MiB).
const TABLE_BITS: u32 = 22;
/// Steps an optimised build does in a millisecond ([`ludoteca_core::cost`]):
/// the Erdös Latino engine is optimised even in a debug build.
const RELEASE_STEPS_PER_MS: u64 = 200_000;
/// Up to this many empty squares the principal line is searched too.
const LINE_EMPTIES: u32 = 12;

/// The most empty squares the exact value takes on a board of side `size`.
fn reach(size: u8) -> u32 {
    match size {
        0..=4 => 16,
        5 => 17,
        _ => 14,
    }
}

/// Expected wall milliseconds (two threads, optimised; measured points in
/// `crates/erdos/BENCHMARKS.md`, the rest between them, rounded up).
fn millis(size: u8, empties: u32) -> u64 {
    match (size, empties) {
        (0..=3, _) => 10,
        (4, 0..=12) => 500,
        (4, _) => 3_000,
        (5, 0..=14) => 2_000,
        (5, 15) => 4_000,
        (5, 16) => 8_000,
        (5, _) => 20_000,
        (_, 0..=12) => 4_000,
        (_, 13) => 12_000,
        _ => 40_000,
    }
}

fn value_of(v: Value) -> i64 {
    match v {
        Value::First => 1,
        Value::Draw => 0,
        Value::Second => -1,
    }
}

fn player(p: ludoteca_erdos::Player) -> Player {
    match p {
        ludoteca_erdos::Player::First => Player::First,
        ludoteca_erdos::Player::Second => Player::Second,
    }
}

impl ErdosEntry {
    /// The position asked for (the start when `None`), or why it is refused.
    fn value_position(&self, position: Option<&str>) -> Result<Position, GameError> {
        let rules = self.config().rules;
        if rules.version != Version::II {
            return Err(GameError::OutOfReach(Box::new(Msg::from(ErdosMsg::ValVersionII {
                version: rules.version.to_string(),
            }))));
        }
        if rules.size > LARGEST {
            return Err(GameError::OutOfReach(Box::new(Msg::from(ErdosMsg::ValBoardTooBig {
                size: u64::from(rules.size),
                max: u64::from(LARGEST),
            }))));
        }
        match position {
            Some(text) => self.parse(text),
            None => Position::empty(rules.size).map_err(|e| GameError::bad_position("", super::refusal(&e))),
        }
    }

    /// What the exact value of `position` costs, or why it is out of reach.
    pub(super) fn value_cost(&self, position: Option<&str>) -> Result<Cost, GameError> {
        let p = self.value_position(position)?;
        let e = p.empties();
        if e > reach(p.size()) {
            return Err(GameError::OutOfReach(Box::new(Msg::ValTooFar {
                empties: u64::from(e),
                max: u64::from(reach(p.size())),
            })));
        }
        Ok(Cost::new((16u64 << TABLE_BITS) + (4 << 20), millis(p.size(), e) * RELEASE_STEPS_PER_MS))
    }

    /// The exact value of `position`, stopped by `stop` with its bounds.
    pub(super) fn value(&self, position: Option<&str>, stop: Stop<'_>) -> Result<ValueReport, GameError> {
        self.value_cost(position)?;
        let p = self.value_position(position)?;
        let rules = self.config().rules;
        let mut report = ValueReport {
            position: p.to_string(),
            to_move: Some(player(p.mover())),
            over: false,
            exact: false,
            outcome: None,
            winner: None,
            score: None,
            lower: -1,
            upper: 1,
            points: false,
            best_moves: Vec::new(),
            best_data: Vec::new(),
            line: Vec::new(),
            line_data: Vec::new(),
            method: "search",
            nodes: 0,
            millis: 0,
        };
        let value = if let Some(end) = Self::end(&p) {
            report.over = true;
            report.method = "rules";
            match end.winner {
                None => 0,
                Some(ludoteca_erdos::Player::First) => 1,
                Some(ludoteca_erdos::Player::Second) => -1,
            }
        } else {
            let solver = Solver::new(Config {
                table_bits: TABLE_BITS,
                threads: 2,
                progress_every: Duration::from_millis(200),
                principal_line: p.empties() <= LINE_EMPTIES,
                ..Config::default()
            });
            let progress = |pr: &Progress| (stop.progress)(pr.root_done, pr.root_total.max(1));
            let s = solver
                .solve_with(&rules, &p, stop.flag, &progress)
                .map_err(|e| GameError::bad_position(report.position.clone(), super::refusal(&e)))?;
            report.nodes = s.nodes;
            report.millis = (s.seconds * 1000.0) as u64;
            (report.lower, report.upper) = (i64::from(s.lower), i64::from(s.upper));
            report.best_moves = s.best_move.iter().map(ToString::to_string).collect();
            report.line = s.line.iter().map(ToString::to_string).collect();
            match s.value {
                Some(v) if s.exact => value_of(v),
                _ => return Ok(report),
            }
        };
        report.exact = true;
        (report.lower, report.upper) = (value, value);
        report.winner = Some(ValueReport::winner_of(value));
        let mine = if p.mover() == ludoteca_erdos::Player::First { value } else { -value };
        report.outcome = Some(match mine.signum() {
            1 => Outcome::NextWins,
            -1 => Outcome::PreviousWins,
            _ => Outcome::Draw,
        });
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use crate::analyses::Stop;
    use crate::catalogue::open;
    use crate::cost::Work;
    use crate::params::Params;
    use ludoteca_core::{Control, Lang};
    use std::sync::atomic::AtomicBool;

    #[test]
    fn values_agree_with_the_outcome_and_the_out_of_reach_is_refused() {
        let e = open("erdos-latino", &Params::parse(["size=3"]).unwrap()).unwrap();
        let flag = AtomicBool::new(false);
        let stop = Stop { flag: &flag, progress: &|_, _| {} };
        let v = e.exact_value(None, stop).unwrap();
        assert!(v.exact && v.winner == Some("first") && v.best_moves.len() == 1, "{v:?}");
        let a = e.analyse(&e.start(), &Control::none()).unwrap();
        assert_eq!(v.outcome, Some(a.outcome));
        // Its best move leaves a position lost for the opponent.
        let after = e.play(&e.start(), &v.best_moves[0]).unwrap();
        assert_eq!(e.exact_value(Some(&after), stop).unwrap().winner, Some("first"));
        // Refused before work, each in one sentence.
        let big = open("erdos-latino", &Params::new()).unwrap();
        let far = big.cost(Work::Value(None)).unwrap_err().message(Lang::PT);
        assert!(far.contains("25") && far.contains("17"), "{far}");
        let seven = open("erdos-latino", &Params::parse(["size=7"]).unwrap()).unwrap();
        assert!(seven.cost(Work::Value(None)).unwrap_err().message(Lang::EN).contains("6×6"));
        let one = open("erdos-latino", &Params::parse(["version=I", "size=3"]).unwrap()).unwrap();
        assert!(one.exact_value(None, stop).unwrap_err().message(Lang::PT).contains("versão II"));
    }
}
