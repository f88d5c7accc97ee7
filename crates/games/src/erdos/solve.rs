//! `ludoteca solve erdos-latino`: the exact value of version II from the
//! empty board (or a position) by the engine's alpha-beta solver or, with
//! `--prover` or `--certificate FILE`, its proof-number prover (which also
//! writes a proof certificate for `ludoteca verify`), with progress,
//! checkpoints and resume.

use super::ErdosEntry;
use crate::erdos::words::ErdosMsg;
use crate::error::GameError;
use crate::solve::{ExactSolve, SolveControl, SolveError, SolveReport, SolveRequest, with_deadline};
use ludoteca_erdos::prover::{
    Prover, ProverCheckpoint, ProverConfig, ProverProgress, ProverSolution, RootBound, Status,
};
use ludoteca_erdos::solver::{Checkpoint, Config, Progress, Solution, Solver, Value};
use ludoteca_erdos::{Move, Position, Reason, Version};
use serde::Serialize;
use std::time::Duration;

/// Bytes of one entry of the solver's transposition table.
const TABLE_ENTRY: u64 = 16;
/// The largest board the exact solver takes.
const LARGEST: u8 = 6;

/// What `ludoteca solve erdos-latino` found (its `--json` object).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ErdosSolveReport {
    /// Always `erdos-latino`.
    pub game: &'static str,
    /// The board's side.
    pub size: u8,
    /// The position solved.
    pub position: String,
    /// First's value when proved: `first`, `second` or `draw`.
    pub value: Option<&'static str>,
    /// How the game ends along the principal line: `blocked` or `columns`.
    pub reason: Option<Reason>,
    /// Positions searched.
    pub positions: u64,
    /// Seconds spent (earlier runs included when resumed).
    pub seconds: f64,
    /// Whether the value is proved (false when stopped early).
    pub exact: bool,
    /// Proved lower bound for First (−1 Second wins, 0 draw, +1 First wins).
    pub lower: i8,
    /// Proved upper bound for First.
    pub upper: i8,
    /// A best move for the mover (none when the game is over).
    pub best_move: Option<String>,
    /// The principal line found.
    pub line: Vec<String>,
    /// Share of table probes that found their position.
    pub hit_rate: f64,
    /// Bytes of the transposition table.
    pub table_bytes: usize,
    /// `proof-number` when the prover ran (absent for alpha-beta).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub method: Option<&'static str>,
    /// The prover's root moves (one per symmetry class) with what is proved
    /// after each for the claim searched last.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub root_moves: Option<Vec<RootBound>>,
    /// The certificate file written, when asked for and the value proved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub certificate: Option<String>,
    /// Bytes of the certificate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub certificate_bytes: Option<usize>,
}

pub(super) fn value_name(v: Value) -> &'static str {
    match v {
        Value::First => "first",
        Value::Second => "second",
        Value::Draw => "draw",
    }
}

impl From<Solution> for ErdosSolveReport {
    fn from(s: Solution) -> ErdosSolveReport {
        ErdosSolveReport {
            game: "erdos-latino",
            size: s.position.size(),
            position: s.position.to_string(),
            value: s.value.map(value_name),
            reason: s.reason,
            positions: s.nodes,
            seconds: s.seconds,
            exact: s.exact,
            lower: s.lower,
            upper: s.upper,
            best_move: s.best_move.map(|m| m.to_string()),
            line: s.line.iter().map(ToString::to_string).collect(),
            hit_rate: s.hit_rate,
            table_bytes: s.table_bytes,
            method: None,
            root_moves: None,
            certificate: None,
            certificate_bytes: None,
        }
    }
}

impl From<ProverSolution> for ErdosSolveReport {
    fn from(s: ProverSolution) -> ErdosSolveReport {
        ErdosSolveReport {
            game: "erdos-latino",
            size: s.position.size(),
            position: s.position.to_string(),
            value: s.value.map(value_name),
            reason: None,
            positions: s.pn_nodes + s.ab_nodes,
            seconds: s.seconds,
            exact: s.exact,
            lower: s.lower,
            upper: s.upper,
            best_move: s.best_move.map(|m| m.to_string()),
            line: s.best_move.iter().map(ToString::to_string).collect(),
            hit_rate: 0.0,
            table_bytes: 0,
            method: Some("proof-number"),
            root_moves: Some(s.root),
            certificate: None,
            certificate_bytes: s.certificate.as_ref().map(Vec::len),
        }
    }
}

impl ErdosSolveReport {
    /// The report in words, said in the reader's language when read.
    #[must_use]
    pub fn describe(&self) -> ludoteca_core::Msg {
        let best = self.best_move.clone().unwrap_or_else(|| "none".into());
        let head: ludoteca_core::Msg = match self.value.filter(|_| self.exact) {
            Some(v) => ErdosMsg::ErSolved {
                size: self.size.into(),
                value: ErdosMsg::ErValue { value: v.into() }.into(),
                reason: self.reason.map_or_else(|| "none".into(), |r| r.to_string()),
                best,
            }
            .into(),
            None => ErdosMsg::ErSolveStopped { lower: self.lower.to_string(), upper: self.upper.to_string() }.into(),
        };
        let seconds = ludoteca_core::i18n::Decimal::fixed(self.seconds, 2);
        let work = match self.method {
            Some(_) => ErdosMsg::ErProverWork { positions: self.positions, seconds },
            None => ErdosMsg::ErSolveWork {
                positions: self.positions,
                seconds,
                hits: ludoteca_core::i18n::Decimal::fixed(100.0 * self.hit_rate, 1),
            },
        };
        let mut lines = vec![head, work.into()];
        if let Some(root) = self.root_moves.as_ref().filter(|_| !self.exact) {
            let count = |s: Status| root.iter().filter(|r| r.status == s).count() as u64;
            lines.push(
                ErdosMsg::ErRootMoves {
                    proved: count(Status::Proved),
                    refuted: count(Status::Refuted),
                    open: count(Status::Open),
                    total: root.len() as u64,
                }
                .into(),
            );
        }
        if let Some(f) = &self.certificate {
            let bytes = self.certificate_bytes.unwrap_or(0) as u64;
            lines.push(ErdosMsg::ErCertificateWritten { file: f.clone(), bytes }.into());
        }
        crate::solve::lines(lines)
    }
}

impl ExactSolve for ErdosEntry {
    fn solve(&self, req: &SolveRequest<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError> {
        let rules = self.proved_rules()?;
        let pos: Position = match req.position {
            Some(p) => {
                p.trim().parse().map_err(|e: ludoteca_erdos::Error| GameError::bad_position(p, super::refusal(&e)))?
            }
            None => Position::empty(rules.size).map_err(SolveError::engine)?,
        };
        if req.prover || req.certificate.is_some() || req.resume.is_some_and(ProverCheckpoint::is_prover_file) {
            return prove(req, ctl, rules, pos);
        }
        if req.first_moves.is_some() {
            return Err(GameError::unsupported(ErdosMsg::ErFirstMovesNeedProver).into());
        }
        let from = req.resume.map(Checkpoint::load).transpose().map_err(SolveError::engine)?;
        let size = from.as_ref().map_or(pos.size(), |c| c.rules.size);
        let solver = Solver::new(Config {
            table_bits: req.table_bits(TABLE_ENTRY, if size <= 4 { 22 } else { 24 }),
            checkpoint: req.checkpoint_file(),
            checkpoint_every: Duration::from_secs(30),
            progress_every: Duration::from_millis(250),
            ..Config::default()
        });
        let progress = |p: &Progress| {
            ctl.say(ErdosMsg::ErSolveProgress {
                nodes: p.nodes,
                lower: p.lower.to_string(),
                upper: p.upper.to_string(),
                done: p.root_done,
                total: p.root_total,
            });
        };
        let s = with_deadline(ctl.cancel, req.seconds, || match req.resume {
            Some(file) => solver.resume(file, ctl.cancel, &progress),
            None => solver.solve_with(&rules, &pos, ctl.cancel, &progress),
        })
        .map_err(SolveError::engine)?;
        let report = ErdosSolveReport::from(s);
        Ok(SolveReport::new(&report, report.exact, report.describe()))
    }

    fn certificates(&self) -> Option<&dyn crate::certificate::CertificateCheck> {
        Some(self)
    }

    fn distribute(&self) -> Option<&dyn crate::distribute::Distribute> {
        Some(self)
    }
}

impl ErdosEntry {
    /// The rules, when the exact solvers take them: version II, boards of
    /// 3×3 to [`LARGEST`]×[`LARGEST`]; otherwise a refusal in one sentence.
    pub(super) fn proved_rules(&self) -> Result<ludoteca_erdos::Rules, SolveError> {
        let rules = self.config().rules;
        if rules.version != Version::II {
            return Err(GameError::unsupported(ErdosMsg::ErSolveOnlyTwo { version: rules.version.to_string() }).into());
        }
        if rules.size > LARGEST {
            return Err(GameError::too_large(ErdosMsg::ErSolveSizes { largest: LARGEST.into() }).into());
        }
        Ok(rules)
    }
}

/// Bytes of one entry of the prover's proof-number table.
const PN_ENTRY: u64 = 32;

/// The proof-number prover's run: value, bounds per root move, checkpoints,
/// the certificate file.
fn prove(
    req: &SolveRequest<'_>,
    ctl: &SolveControl<'_>,
    rules: ludoteca_erdos::Rules,
    pos: Position,
) -> Result<SolveReport, SolveError> {
    let size = pos.size();
    let first_moves: Vec<Move> = match req.first_moves {
        Some(list) => list
            .split(',')
            .map(|m| m.trim().parse::<Move>().map_err(|e| GameError::bad_position(m, super::refusal(&e))))
            .collect::<Result<_, _>>()?,
        None => Vec::new(),
    };
    let prover = Prover::new(ProverConfig {
        table_bits: req.table_bits(TABLE_ENTRY, if size <= 4 { 20 } else { 24 }),
        pn_bits: req.table_bits(PN_ENTRY, if size <= 4 { 18 } else { 22 }),
        checkpoint: req.checkpoint_file(),
        checkpoint_every: Duration::from_secs(30),
        progress_every: Duration::from_millis(500),
        deadline: req.seconds.map(Duration::from_secs),
        first_moves,
        certificate: req.certificate.is_some(),
        ..ProverConfig::default()
    });
    let progress = |p: &ProverProgress| {
        let [proved, refuted, open] = root_counts(p);
        ctl.say(ErdosMsg::ErProverProgress { pn: p.pn_nodes, ab: p.ab_nodes, proved, refuted, open });
    };
    let s = match req.resume {
        Some(file) => prover.resume(file, ctl.cancel, &progress),
        None => prover.solve(&rules, &pos, ctl.cancel, &progress),
    }
    .map_err(SolveError::engine)?;
    let cert = s.certificate.clone();
    let mut report = ErdosSolveReport::from(s);
    if let (Some(file), Some(bytes)) = (req.certificate, cert) {
        ludoteca_erdos::compressed::write(file, &bytes).map_err(|e| {
            GameError::unsupported(ErdosMsg::ErCertificateWrite {
                file: file.display().to_string(),
                detail: e.to_string(),
            })
        })?;
        report.certificate = Some(file.display().to_string());
    }
    Ok(SolveReport::new(&report, report.exact, report.describe()))
}

/// The prover's first moves proved, refuted and still open, for its
/// progress line (the local solve's and a distributed part's).
pub(super) fn root_counts(p: &ProverProgress) -> [u64; 3] {
    let count = |s: Status| p.root.iter().filter(|r| r.status == s).count() as u64;
    [count(Status::Proved), count(Status::Refuted), count(Status::Open)]
}

#[cfg(test)]
mod tests {
    use crate::catalogue::open;
    use crate::params::Params;
    use crate::solve::{SolveControl, SolveRequest};
    use std::sync::atomic::AtomicBool;

    #[test]
    fn solves_3x3_and_refuses_versions_with_chance() {
        let e = open("erdos-latino", &Params::parse(["size=3"]).unwrap()).unwrap();
        let solver = e.exact_solver().expect("erdos-latino has an exact solver");
        let cancel = AtomicBool::new(false);
        let r = solver.solve(&SolveRequest::default(), &SolveControl::quiet(&cancel)).unwrap();
        assert_eq!(
            (&r.data["value"], r.exact, &r.data["size"]),
            (&serde_json::json!("first"), true, &serde_json::json!(3))
        );
        let json: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(json["reason"], "blocked");
        assert_eq!(json["game"], "erdos-latino");
        let text = solver.describe_result(&r, ludoteca_core::Lang::EN);
        assert!(text.contains("3×3 version II: First (A) wins"), "{text}");
        let e = open("erdos-latino", &Params::parse(["version=I"]).unwrap()).unwrap();
        let err = e.exact_solver().unwrap().solve(&SolveRequest::default(), &SolveControl::quiet(&cancel));
        assert!(err.unwrap_err().to_string().contains("version II"));
        let e = open("erdos-latino", &Params::parse(["size=7"]).unwrap()).unwrap();
        let err = e.exact_solver().unwrap().solve(&SolveRequest::default(), &SolveControl::quiet(&cancel));
        assert!(err.unwrap_err().to_string().contains("3×3 to 6×6"));
    }
}
