//! [`ErdosEntry`]: Erdös Latino through the catalogue's text face. Version
//! II positions are refereed here and solved exactly when small enough;
//! versions I and III are played by the match driver only.

use super::ErdosConfig;
use crate::entry::{Entry, Meta, MoveReport, PositionReport};
use crate::erdos::words::ErdosMsg;
use crate::error::GameError;
use crate::notation::TextGame;
use crate::params::Params;
use ludoteca_core::{Control, Msg, Outcome, Player, best_first};
use ludoteca_erdos::champion::{Budget, Champion, Strategy};
use ludoteca_erdos::solver::{Config, Progress, Solver, Value};
use ludoteca_erdos::{Game, Move, Position, Rules, Version};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Positions with at most this many empty squares (and every board up to
/// 4×4) are solved exactly by `outcome`.
pub const EXACT_EMPTIES: u32 = 14;
/// Up to this many empty squares `outcome` solves every move, not only the best.
const EVERY_MOVE: u32 = 9;

/// Erdös Latino in the catalogue.
pub struct ErdosEntry {
    meta: Meta,
    config: ErdosConfig,
}

fn bad_position(text: &str, e: &ludoteca_erdos::Error) -> GameError {
    GameError::bad_position(text, super::refusal(e))
}

fn player(p: ludoteca_erdos::Player) -> Player {
    match p {
        ludoteca_erdos::Player::First => Player::First,
        ludoteca_erdos::Player::Second => Player::Second,
    }
}

/// The class of a position for its mover, from First's value.
fn outcome_for(mover: ludoteca_erdos::Player, v: Value) -> Outcome {
    match (v, mover) {
        (Value::Draw, _) => Outcome::Draw,
        (Value::First, ludoteca_erdos::Player::First) | (Value::Second, ludoteca_erdos::Player::Second) => {
            Outcome::NextWins
        }
        _ => Outcome::PreviousWins,
    }
}

impl ErdosEntry {
    /// The entry from its parameters (see the descriptor).
    pub fn from_params(id: &str, params: &Params, summary: &str, statement: &str) -> Result<ErdosEntry, GameError> {
        let config = ErdosConfig::from_params(id, params)?;
        Ok(ErdosEntry { meta: Meta::new(id, summary, statement, params), config })
    }

    /// The configuration read from the parameters.
    pub fn config(&self) -> &ErdosConfig {
        &self.config
    }

    fn rules_ii(&self) -> Rules {
        self.config.rules
    }

    /// Reads a position of this board size whose owners match its runs.
    pub fn parse(&self, text: &str) -> Result<Position, GameError> {
        let p: Position = text.trim().parse().map_err(|e| bad_position(text, &e))?;
        let n = self.config.rules.size;
        if p.size() != n {
            return Err(GameError::bad_position(
                text,
                Msg::from(ErdosMsg::ErSizeMismatch { board: u64::from(p.size()), size: u64::from(n) }),
            ));
        }
        p.check_owners(self.config.rules.run).map_err(|e| bad_position(text, &e))?;
        Ok(p)
    }

    /// The sentence refusing what only version II can do.
    /// `what` is the message's selector: `moves`, `play`, `winner`,
    /// `outcome` or `champion`.
    fn only_ii<T>(&self, what: &str) -> Result<T, GameError> {
        let version = self.config.rules.version.to_string();
        Err(GameError::unsupported(ErdosMsg::ErOnlyVersionTwo { what: what.into(), version }))
    }

    fn ii(&self, what: &str) -> Result<(), GameError> {
        if self.config.rules.version == Version::II { Ok(()) } else { self.only_ii(what) }
    }

    /// The end of `p` with its mover, if the game is over (version II).
    pub(super) fn end(p: &Position) -> Option<ludoteca_erdos::Outcome> {
        if p.is_full() {
            Some(ludoteca_erdos::Outcome::full(p))
        } else if p.legal_moves().is_empty() {
            Some(ludoteca_erdos::Outcome::blocked(p))
        } else {
            None
        }
    }
}

impl TextGame for ErdosEntry {
    fn start(&self) -> String {
        Position::empty(self.config.rules.size).map(|p| p.to_string()).unwrap_or_default()
    }

    fn normalize(&self, position: &str) -> Result<String, GameError> {
        Ok(self.parse(position)?.to_string())
    }

    fn to_move(&self, position: &str) -> Result<Option<Player>, GameError> {
        Ok(Some(player(self.parse(position)?.mover())))
    }

    fn moves(&self, position: &str) -> Result<Vec<String>, GameError> {
        self.ii("moves")?;
        let p = self.parse(position)?;
        Ok(p.legal_moves().iter().map(ToString::to_string).collect())
    }

    fn play(&self, position: &str, mv: &str) -> Result<String, GameError> {
        self.ii("play")?;
        let mut p = self.parse(position)?;
        let illegal = |e: ludoteca_erdos::Error| GameError::illegal(mv.trim(), super::refusal(&e));
        let m: Move = mv.trim().parse().map_err(illegal)?;
        p.play(m, &self.rules_ii()).map_err(illegal)?;
        Ok(p.to_string())
    }

    fn terminal(&self, position: &str) -> Result<Option<Outcome>, GameError> {
        self.ii("winner")?;
        let p = self.parse(position)?;
        Ok(Self::end(&p).map(|o| match o.winner {
            None => Outcome::Draw,
            Some(w) if w == p.mover() => Outcome::NextWins,
            Some(_) => Outcome::PreviousWins,
        }))
    }
}

impl Entry for ErdosEntry {
    forward_entry!(meta, text, board, exact_solver);

    fn move_msg(&self, _position: &str, mv: &str) -> Option<ludoteca_core::Msg> {
        super::words::put(mv)
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data_of(mv)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        self.config.rules_text(lang)
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        self.ii("outcome")?;
        ctl.check()?;
        let rules = self.rules_ii();
        let p = self.parse(position)?;
        let empties = p.empties();
        let report = |outcome, best: Option<Move>, moves, winning, method: &str, explanation| PositionReport {
            reason: None,
            diagram_msg: None,
            game: self.meta.id.clone(),
            position: p.to_string(),
            to_move: Some(player(p.mover())),
            outcome,
            remoteness: None,
            winning_moves: winning,
            best_move: best.map(|m: Move| m.to_string()),
            moves,
            grundy: None,
            method: method.into(),
            explanation,
            diagram: Some(ludoteca_erdos::render::render(&p).into()),
            extra: None,
        };
        if let Some(end) = Self::end(&p) {
            let outcome = match end.winner {
                None => Outcome::Draw,
                Some(w) if w == p.mover() => Outcome::NextWins,
                Some(_) => Outcome::PreviousWins,
            };
            return Ok(report(outcome, None, vec![], vec![], "rules", format!("The game is over: {end}.").into()));
        }
        if rules.size > 4 && empties > EXACT_EMPTIES {
            return Err(GameError::too_large(ErdosMsg::ErOutcomeOutOfReach {
                size: rules.size.into(),
                empties: empties as u64,
                max: EXACT_EMPTIES as u64,
            }));
        }
        let solver =
            Solver::new(Config { table_bits: 20, progress_every: Duration::from_millis(100), ..Config::default() });
        let cancel = AtomicBool::new(false);
        let progress = |pr: &Progress| {
            ctl.report(pr.root_done, pr.root_total);
            if ctl.check().is_err() {
                cancel.store(true, Ordering::Relaxed);
            }
        };
        let solve = |q: &Position| {
            let s = solver.solve_with(&rules, q, &cancel, &progress).map_err(|e| bad_position(position, &e))?;
            match s.value {
                Some(v) if s.exact => Ok((v, s)),
                _ => Err(GameError::Cancelled),
            }
        };
        let (value, sol) = solve(&p)?;
        let outcome = outcome_for(p.mover(), value);
        let mut moves = Vec::new();
        if empties <= EVERY_MOVE {
            for m in p.legal_moves() {
                let (after, _) = p.after(m, &rules).map_err(|e| bad_position(position, &e))?;
                let v = match Self::end(&after) {
                    Some(o) => match o.winner {
                        None => Value::Draw,
                        Some(ludoteca_erdos::Player::First) => Value::First,
                        Some(ludoteca_erdos::Player::Second) => Value::Second,
                    },
                    None => solve(&after)?.0,
                };
                moves.push((m, after, outcome_for(after.mover(), v)));
            }
            // Winning moves first, then drawing ones, then the rest.
            best_first(&mut moves, |(_, _, o)| ludoteca_core::Value::class_only(*o));
        } else if let Some(m) = sol.best_move {
            let (after, _) = p.after(m, &rules).map_err(|e| bad_position(position, &e))?;
            moves.push((m, after, outcome.flip()));
        }
        let best = moves.first().map(|m| m.0).or(sol.best_move);
        let winning: Vec<String> =
            moves.iter().filter(|m| m.2 == Outcome::PreviousWins).map(|m| m.0.to_string()).collect();
        let reports = moves
            .iter()
            .map(|(m, after, o)| MoveReport {
                mv: m.to_string(),
                position: after.to_string(),
                outcome: *o,
                remoteness: None,
            })
            .collect();
        let mover = p.mover();
        let line: Vec<String> = sol.line.iter().map(ToString::to_string).collect();
        let explanation = format!(
            "{}: with best play {} ({} positions searched, version II, exact){}{}",
            outcome.describe(),
            match value {
                Value::First => "First (A) wins".to_string(),
                Value::Second => "Second (B) wins".to_string(),
                Value::Draw => "neither player can win: a draw".to_string(),
            },
            sol.nodes,
            match sol.reason {
                Some(r) => format!("; along the principal line the game ends by `{r}`: {}", line.join(" ")),
                None => String::new(),
            },
            if empties > EVERY_MOVE && outcome == Outcome::NextWins {
                format!(". One winning move for {mover} is shown; others may exist")
            } else {
                String::new()
            },
        );
        let mut r = report(outcome, best, reports, winning, "search", explanation.into());
        r.extra = Some(serde_json::json!({
            "value": value, "reason": sol.reason, "positions": sol.nodes, "line": line, "seconds": sol.seconds,
        }));
        Ok(r)
    }

    /// The exact outcome holds a transposition table of 2^20 entries of
    /// 16 bytes and searches for up to seconds (4×4 boards, or 14 empty
    /// squares); the champion thinks for its whole budget in its two tables
    /// (8 MB) and what its deepening search holds: 29 MB at the peak of a
    /// 10 s move on a 7×7 board on a quiet machine, less when the machine is
    /// busy (a shallower search). Priced at 16 MB, within a factor 3 of both.
    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        use crate::cost::{Cost, STEPS_PER_MS, Work};
        Ok(match work {
            Work::Outcome(_) => Cost::new((16 << 20) + (2 << 20), 40_000 * STEPS_PER_MS / 10),
            Work::Champion(_, budget) => Cost::new(16 << 20, (budget.as_millis() as u64).saturating_mul(STEPS_PER_MS)),
            Work::Value(position) => self.value_cost(position)?,
            _ => Cost::SMALL,
        })
    }

    fn exact_value(
        &self,
        position: Option<&str>,
        stop: crate::analyses::Stop<'_>,
    ) -> Result<crate::analyses::ValueReport, GameError> {
        let mut report = self.value(position, stop)?;
        report.best_data = report.best_moves.iter().map(|m| super::moves::data_of(m)).collect();
        report.line_data = report.line.iter().map(|m| super::moves::data_of(m)).collect();
        Ok(report)
    }

    fn champion_move(&self, position: &str, budget: Duration) -> Result<Option<String>, GameError> {
        self.ii("champion")?;
        let p = self.parse(position)?;
        let game = Game::from_position(self.config.rules, p, 0).map_err(|e| bad_position(position, &e))?;
        let budget = match self.config.budget {
            Some(nodes) => Budget { nodes, time: budget },
            None => Budget::time(budget),
        };
        Ok(Champion::new(budget, 0).choose(&game.mover_view()).map(|m| m.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::open;

    fn entry(p: &[&str]) -> Box<dyn Entry> {
        open("erdos-latino", &Params::parse(p.iter().copied()).unwrap()).unwrap()
    }

    #[test]
    fn version_ii_through_text_and_exact_outcomes() {
        let e = entry(&["size=3"]);
        assert_eq!(e.start(), ".../.../... ...");
        assert_eq!(e.to_move(&e.start()).unwrap(), Some(Player::First));
        let after = e.play(&e.start(), "b2=2").unwrap();
        assert_eq!(after, ".../.2./... ...");
        let err = e.play(&after, "b3=2").unwrap_err().to_string();
        assert!(err.contains("already in column b"), "{err}");
        assert!(e.play(&after, "b2=1").unwrap_err().to_string().contains("already holds 2"));
        assert!(e.play(&after, "zz").unwrap_err().to_string().contains("c3=5"));
        assert!(e.normalize("..../..../..../.... ....").unwrap_err().to_string().contains("size=3"));
        let a = e.analyse(&e.start(), &Control::none()).unwrap();
        assert_eq!(a.outcome, Outcome::NextWins, "3×3: First wins");
        assert!(!a.winning_moves.is_empty());
        assert_eq!(a.extra.as_ref().unwrap()["value"], "first");
        // Play the winning moves against anything: First wins.
        let mut pos = e.start();
        while e.terminal(&pos).unwrap().is_none() {
            let a = e.analyse(&pos, &Control::none()).unwrap();
            pos = e.play(&pos, a.best_move.as_deref().unwrap()).unwrap();
        }
        let mover = e.to_move(&pos).unwrap().unwrap();
        let winner = match e.terminal(&pos).unwrap().unwrap() {
            Outcome::NextWins => mover,
            Outcome::PreviousWins => !mover,
            Outcome::Draw => panic!("3×3 is no draw: {pos}"),
        };
        assert_eq!(winner, Player::First, "{pos}");
        let m = e.champion_move(&e.start(), Duration::from_millis(100)).unwrap().unwrap();
        assert!(e.play(&e.start(), &m).is_ok());
        assert!(e.table(0, 3, &Control::none()).is_err() && e.period(&Control::none()).is_err());
        let big = entry(&[]).analyse(&entry(&[]).start(), &Control::none()).unwrap_err().to_string();
        assert!(big.contains("solve erdos-latino"), "{big}");
    }

    #[test]
    fn versions_i_and_iii_refuse_in_one_sentence() {
        for v in ["I", "III"] {
            let e = entry(&["size=3", &format!("version={v}")]);
            let err = e.analyse(&e.start(), &Control::none()).unwrap_err().to_string();
            assert!(err.contains(&format!("--param version={v}")), "{err}");
            assert!(e.moves(&e.start()).is_err() && e.play(&e.start(), "a1=1").is_err());
            assert!(e.rules(ludoteca_core::Lang::EN).contains("version=I|II|III"));
        }
    }
}
