//! `ludoteca solve erdos-latino … --distribute URL`: the proof-number
//! prover's proof of version II from the empty board split by the first
//! move, one part per symmetry class of the mover's moves (the position
//! after it, the opponent to move). A worker proves its part to the end and
//! answers its value, the claims it proved and its certificate (compressed,
//! as a `.zst` file holds it). The merge decides as soon as one part is a
//! win for the mover (the other parts are then moot), else once every part
//! is answered (the best of their values for the mover); the whole is then
//! proved at once by the prover with the parts' claims as lemmas, its
//! certificate citing them (`P` nodes, `docs/certificates.md`), and
//! [`Distribute::files`] gives the parts' certificates and the whole's, in
//! the order `ludoteca verify` takes them.

use super::ErdosEntry;
use super::solve::{ErdosSolveReport, value_name};
use crate::GameError;
use crate::distribute::{Distribute, Merged, hex, unhex};
use crate::solve::{SolveControl, SolveError, SolveReport};
use ludoteca_erdos::prover::{Claim, Prover, ProverConfig, ProverProgress, ProverSolution, Status};
use ludoteca_erdos::solver::Value as Proved;
use ludoteca_erdos::{Player, Position, canonical_key, compressed};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::time::Duration;

fn bad_part(what: &Value) -> SolveError {
    SolveError::Refuted(format!(
        "a part of a split proof holds a first move and the position after it, written by `solve --distribute`; {} is not one",
        what.to_string().chars().take(80).collect::<String>()
    ))
}

fn bad_result(what: &Value) -> SolveError {
    SolveError::Refuted(format!(
        "a part's result is not one `ludoteca worker` writes: {}",
        what.to_string().chars().take(80).collect::<String>()
    ))
}

/// The prover's configuration for boards of `size`, as `solve --prover`
/// takes it without `--memory`.
fn config(size: u8, lemmas: Vec<(Position, Claim)>) -> ProverConfig {
    ProverConfig {
        table_bits: if size <= 4 { 20 } else { 24 },
        pn_bits: if size <= 4 { 18 } else { 22 },
        progress_every: Duration::from_millis(500),
        certificate: true,
        parts: !lemmas.is_empty(),
        lemmas,
        ..ProverConfig::default()
    }
}

/// What a part's result says.
struct Answer {
    value: Proved,
    claims: Vec<Claim>,
    /// Its certificate, when the result carries it (the merge reads
    /// results without their bytes).
    certificate: Option<Vec<u8>>,
}

fn answer(result: &Value) -> Result<Answer, SolveError> {
    let value = match result.get("value").and_then(Value::as_str) {
        Some("first") => Proved::First,
        Some("second") => Proved::Second,
        Some("draw") => Proved::Draw,
        _ => return Err(bad_result(result)),
    };
    let claims =
        serde_json::from_value(result.get("claims").cloned().unwrap_or_default()).map_err(|_| bad_result(result))?;
    let certificate = match result.pointer("/files/certificate") {
        None => None,
        Some(hexadecimal) => Some(hexadecimal.as_str().and_then(unhex).ok_or_else(|| bad_result(result))?),
    };
    Ok(Answer { value, claims, certificate })
}

/// How good `v` is for `mover`: 2 a win, 1 a draw, 0 a loss.
fn rank(v: Proved, mover: Player) -> u8 {
    match (v, mover) {
        (Proved::Draw, _) => 1,
        (Proved::First, Player::First) | (Proved::Second, Player::Second) => 2,
        _ => 0,
    }
}

/// A part's position.
fn position(part: &Value) -> Result<Position, SolveError> {
    part.get("position").and_then(Value::as_str).and_then(|p| p.parse().ok()).ok_or_else(|| bad_part(part))
}

impl ErdosEntry {
    /// The parts answered, each with its number, and whether they decide
    /// the root: the parts the whole cites.
    fn decided(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Option<Vec<usize>>, SolveError> {
        let mover = Position::empty(self.proved_rules()?.size).map_err(SolveError::engine)?.mover();
        let mut answered = Vec::new();
        for (i, r) in results.iter().enumerate().take(parts.len()) {
            if let Some(r) = r {
                if rank(answer(r)?.value, mover) == 2 {
                    return Ok(Some(vec![i]));
                }
                answered.push(i);
            }
        }
        Ok((answered.len() == parts.len()).then_some(answered))
    }

    /// The whole proof from the empty board with the claims of the parts
    /// `cited` as lemmas: quick, since they settle every first move.
    fn whole(&self, parts: &[Value], results: &[Option<Value>], cited: &[usize]) -> Result<ProverSolution, SolveError> {
        let rules = self.proved_rules()?;
        let mut lemmas = Vec::new();
        for &i in cited {
            let pos = position(&parts[i])?;
            let result = results[i].as_ref().ok_or_else(|| bad_part(&parts[i]))?;
            lemmas.extend(answer(result)?.claims.into_iter().map(|c| (pos, c)));
        }
        let empty = Position::empty(rules.size).map_err(SolveError::engine)?;
        let never = std::sync::atomic::AtomicBool::new(false);
        let s = Prover::new(config(rules.size, lemmas))
            .solve(&rules, &empty, &never, &|_| {})
            .map_err(SolveError::engine)?;
        if !s.exact || s.certificate.is_none() {
            return Err(SolveError::Refuted(
                "the parts answered do not settle the empty board: solve it again from its tasks".into(),
            ));
        }
        Ok(s)
    }
}

impl Distribute for ErdosEntry {
    fn problem(&self) -> String {
        let r = self.config().rules;
        format!("erdos-latino proof {r:?} from the empty board")
    }

    fn split(&self, ctl: &SolveControl<'_>) -> Result<Vec<Value>, SolveError> {
        let rules = self.proved_rules()?;
        let empty = Position::empty(rules.size).map_err(SolveError::engine)?;
        (ctl.progress)("the first moves, one per symmetry class");
        let mut seen = BTreeSet::new();
        let mut parts = Vec::new();
        for m in empty.legal_moves() {
            let (after, _) = empty.after(m, &rules).map_err(SolveError::engine)?;
            if seen.insert(canonical_key(&after)) {
                parts.push(json!({ "move": m.to_string(), "position": after.to_string() }));
            }
        }
        Ok(parts)
    }

    fn run(&self, part: &Value, ctl: &SolveControl<'_>) -> Result<Value, SolveError> {
        let rules = self.proved_rules()?;
        let pos = position(part)?;
        let progress = |p: &ProverProgress| {
            let count = |s: Status| p.root.iter().filter(|r| r.status == s).count();
            (ctl.progress)(&format!(
                "{} + {} positions; its moves {} proved, {} refuted, {} open",
                p.pn_nodes,
                p.ab_nodes,
                count(Status::Proved),
                count(Status::Refuted),
                count(Status::Open)
            ));
        };
        let s = Prover::new(config(rules.size, Vec::new()))
            .solve(&rules, &pos, ctl.cancel, &progress)
            .map_err(SolveError::engine)?;
        let (Some(value), Some(cert), true) = (s.value, s.certificate.as_ref(), s.exact) else {
            return Err(GameError::Cancelled.into());
        };
        let claims: Vec<Claim> = s.claims.iter().filter(|(_, holds)| *holds).map(|(c, _)| *c).collect();
        let packed = compressed::compress(cert).map_err(SolveError::engine)?;
        Ok(json!({
            "value": value_name(value),
            "claims": claims,
            "files": { "certificate": hex(&packed) },
            "bytes": cert.len(),
            "positions": s.pn_nodes + s.ab_nodes,
            "seconds": s.seconds,
        }))
    }

    fn merge(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Merged, SolveError> {
        let Some(cited) = self.decided(parts, results)? else {
            let answered = results.iter().filter(|r| r.is_some()).count();
            return Ok(Merged::Open {
                line: format!("{answered} of {} first moves proved; none wins for the mover yet", parts.len()),
                moot: Vec::new(),
            });
        };
        let s = self.whole(parts, results, &cited)?;
        // The parts not cited are no longer needed: the problem is done.
        let report = ErdosSolveReport::from(s);
        let mut out = SolveReport::new(&report, true, report.describe());
        if let Some(obj) = out.data.as_object_mut() {
            obj.insert("parts".into(), json!(cited.len()));
        }
        Ok(Merged::Done(out))
    }

    fn files(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Vec<(String, Vec<u8>)>, SolveError> {
        let Some(cited) = self.decided(parts, results)? else { return Ok(Vec::new()) };
        let mut files = Vec::new();
        for &i in &cited {
            let result = results[i].as_ref().ok_or_else(|| bad_part(&parts[i]))?;
            let first = parts[i].get("move").and_then(Value::as_str).ok_or_else(|| bad_part(&parts[i]))?;
            let certificate = answer(result)?.certificate.ok_or_else(|| bad_result(result))?;
            files.push((format!("part-{}", first.replace('=', "")), certificate));
        }
        let whole = self.whole(parts, results, &cited)?.certificate.unwrap_or_default();
        files.push(("whole".to_string(), compressed::compress(&whole).map_err(SolveError::engine)?));
        Ok(files)
    }
}
