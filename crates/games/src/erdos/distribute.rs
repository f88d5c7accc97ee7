//! `ludoteca solve erdos-latino … --distribute URL`: the proof-number
//! prover's proof of version II from the empty board split along a *line*
//! (`distribute/line.rs`: `LUDOTECA_SPLIT_LINE`, by default the first
//! moves, one part per symmetry class; `c3=3 * mirror` is the 5×5 proof of
//! `proofs/`), one part per position at its end. A worker proves its part
//! to the end and answers its value, the claims it proved and its
//! certificate (compressed, as a `.zst` file holds it): byte for byte the
//! certificate one machine's prover writes from that position. The merge
//! carries the values up the line's tree (`distribute/tree.rs`): a node is
//! decided by a child that wins for its mover (the parts below the others
//! are then moot) or once every child is known; the whole is then proved
//! at once by the prover with the cited parts' claims as lemmas, its
//! certificate citing them (`P` nodes, `docs/certificates.md`), and
//! [`Distribute::files`] gives the parts' certificates and the whole's, in
//! the order `ludoteca verify` takes them.

use super::ErdosEntry;
use super::solve::{ErdosSolveReport, value_name};
use super::words::ErdosMsg;
use crate::GameError;
use crate::distribute::{Distribute, Merged, hex, unhex};
use crate::solve::{SolveControl, SolveError, SolveReport};
use line::{Line, Tree};
use ludoteca_erdos::prover::{Claim, Prover, ProverConfig, ProverProgress, ProverSolution};
use ludoteca_erdos::solver::Value as Proved;
use ludoteca_erdos::{Position, canonical_key, compressed};
use serde_json::{Value, json};
use std::time::Duration;
use tree::Standing;

mod line;
mod tree;

/// How far a part trusts First's mirror reply where a column is already
/// taken in its position: the 5×5 `c` parts of `proofs/` were proved so (in
/// 9–84 s, where without it one ran 33 minutes unsettled), the `a` parts,
/// with no column taken, without it (where it cost time). It changes the
/// order of the search, never the certificate.
const TRUST_WITH_A_COLUMN: u32 = 4096;

fn bad_part(what: &Value) -> SolveError {
    crate::distribute::bad_part(crate::erdos::words::ErdosMsg::ErPartHolds, what)
}

fn bad_result(what: &Value) -> SolveError {
    crate::distribute::bad_result(what)
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

/// A part's position.
fn position(part: &Value) -> Result<Position, SolveError> {
    part.get("position").and_then(Value::as_str).and_then(|p| p.parse().ok()).ok_or_else(|| bad_part(part))
}

/// The line `parts` were split along (the first moves when they do not
/// say: parts written before lines were).
fn line_of(parts: &[Value]) -> Result<Line, SolveError> {
    match parts.first().and_then(|p| p.get("line")) {
        None => Ok(Line::first_moves()),
        Some(text) => text.as_str().map(Line::parse).unwrap_or_else(|| Err(bad_part(&parts[0]))),
    }
}

/// A part's name in file names: its moves without `=`, joined by `-`
/// (`c33-a11-e55`).
fn name(part: &Value) -> Result<String, SolveError> {
    let moves = match part.get("moves").and_then(Value::as_array) {
        Some(moves) => moves.iter().map(|m| m.as_str().map(str::to_string)).collect::<Option<Vec<_>>>(),
        None => part.get("move").and_then(Value::as_str).map(|m| vec![m.to_string()]),
    };
    let moves = moves.filter(|m| !m.is_empty()).ok_or_else(|| bad_part(part))?;
    Ok(moves.iter().map(|m| m.replace('=', "")).collect::<Vec<_>>().join("-"))
}

/// The split's tree over `parts`, with each part's value from `results`.
struct Weighed {
    tree: Tree,
    /// The value of each of the tree's parts.
    values: Vec<Option<Proved>>,
    /// The part (of those given) that is each of the tree's parts.
    given: Vec<usize>,
}

impl Weighed {
    /// The parts given that are the tree's parts `of`.
    fn given(&self, of: &[usize]) -> Vec<usize> {
        of.iter().map(|&t| self.given[t]).collect()
    }
}

impl ErdosEntry {
    /// The tree of the line `parts` were split along, its parts matched
    /// with them by position (in any order), and their values.
    fn weigh(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Weighed, SolveError> {
        let rules = self.proved_rules()?;
        let tree = Tree::of(&line_of(parts)?, &rules)?;
        let mut by_key = std::collections::HashMap::new();
        for (i, part) in parts.iter().enumerate() {
            by_key.insert(canonical_key(&position(part)?), i);
        }
        let first = || bad_part(parts.first().unwrap_or(&Value::Null));
        if by_key.len() != parts.len() || tree.parts.len() != parts.len() {
            return Err(first());
        }
        let given: Vec<usize> = tree
            .parts
            .iter()
            .map(|(pos, _)| by_key.get(&canonical_key(pos)).copied().ok_or_else(first))
            .collect::<Result<_, _>>()?;
        let values = given
            .iter()
            .map(|&i| results.get(i).and_then(Option::as_ref).map(|r| answer(r).map(|a| a.value)).transpose())
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Weighed { tree, values, given })
    }

    /// The parts the decided root rests on, or `None` while it is open; a
    /// line that cannot decide it is refused in one sentence.
    fn decided(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Option<(Weighed, Vec<usize>)>, SolveError> {
        let w = self.weigh(parts, results)?;
        match w.tree.standing(0, &w.values) {
            Standing::Open => Ok(None),
            Standing::Known(_) => {
                let mut cited = Vec::new();
                w.tree.cited(0, &w.values, &mut cited);
                let cited = w.given(&cited);
                Ok(Some((w, cited)))
            }
            Standing::Undecidable => {
                Err(SolveError::Said(Box::new(ErdosMsg::ErLineUndecided { line: line_of(parts)?.to_string() }.into())))
            }
        }
    }

    /// The parts of the proof split along `line`.
    fn split_along(&self, line: &Line, ctl: &SolveControl<'_>) -> Result<Vec<Value>, SolveError> {
        let rules = self.proved_rules()?;
        ctl.say(ErdosMsg::ErLinePositions { line: line.to_string() });
        let tree = Tree::of(line, &rules)?;
        // Likeliest quickest first (a position with a column taken: the 5×5
        // `c` parts took 9–84 s, the others 190–4,583 s), else as listed.
        let mut order: Vec<&(Position, Vec<ludoteca_erdos::Move>)> = tree.parts.iter().collect();
        order.sort_by_key(|(pos, _)| pos.columns() == [0, 0]);
        let parts = order
            .into_iter()
            .map(|(pos, moves)| {
                let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
                let taken = pos.columns() != [0, 0];
                json!({
                    "line": line.to_string(),
                    "move": moves.first(),
                    "moves": moves,
                    "position": pos.to_string(),
                    "mirror_trust": if taken { TRUST_WITH_A_COLUMN } else { 0 },
                })
            })
            .collect();
        Ok(parts)
    }

    /// The whole proof from the empty board with the claims of the parts
    /// `cited` as lemmas (and the line's first move alone, where it fixes
    /// one): quick, since they settle every line.
    fn whole(
        &self,
        parts: &[Value],
        results: &[Option<Value>],
        w: &Weighed,
        cited: &[usize],
    ) -> Result<ProverSolution, SolveError> {
        let rules = self.proved_rules()?;
        let mut lemmas = Vec::new();
        for &i in cited {
            let pos = position(&parts[i])?;
            let result = results[i].as_ref().ok_or_else(|| bad_part(&parts[i]))?;
            lemmas.extend(answer(result)?.claims.into_iter().map(|c| (pos, c)));
        }
        let empty = Position::empty(rules.size).map_err(SolveError::engine)?;
        let mut config = config(rules.size, lemmas);
        let root = &w.tree.nodes[0];
        if root.restricted {
            config.first_moves = root.children.iter().filter_map(|&c| w.tree.nodes[c].mv).collect();
        }
        let never = std::sync::atomic::AtomicBool::new(false);
        let s = Prover::new(config).solve(&rules, &empty, &never, &|_| {}).map_err(SolveError::engine)?;
        if !s.exact || s.certificate.is_none() {
            return Err(SolveError::Said(Box::new(ErdosMsg::ErPartsUnsettled.into())));
        }
        Ok(s)
    }
}

impl Distribute for ErdosEntry {
    fn problem(&self) -> String {
        let r = self.config().rules;
        format!("erdos-latino proof {r:?} from the empty board")
    }

    fn shape(&self) -> Result<Option<String>, SolveError> {
        let line = Line::from_env()?;
        Ok((line != Line::first_moves()).then(|| format!("along the line `{line}`")))
    }

    fn split(&self, ctl: &SolveControl<'_>) -> Result<Vec<Value>, SolveError> {
        self.split_along(&Line::from_env()?, ctl)
    }

    fn run(&self, part: &Value, ctl: &SolveControl<'_>) -> Result<Value, SolveError> {
        let rules = self.proved_rules()?;
        let pos = position(part)?;
        let progress = |p: &ProverProgress| {
            let [proved, refuted, open] = super::solve::root_counts(p);
            ctl.say(ErdosMsg::ErPartProgress { pn: p.pn_nodes, ab: p.ab_nodes, proved, refuted, open });
        };
        let mut config = config(rules.size, Vec::new());
        if let Some(trust) = part.get("mirror_trust") {
            config.mirror_trust = trust.as_u64().and_then(|t| u32::try_from(t).ok()).ok_or_else(|| bad_part(part))?;
        }
        let s = Prover::new(config).solve(&rules, &pos, ctl.cancel, &progress).map_err(SolveError::engine)?;
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
        let Some((w, cited)) = self.decided(parts, results)? else {
            let w = self.weigh(parts, results)?;
            let mut needed = Vec::new();
            w.tree.needed(0, &w.values, &mut needed);
            let needed = w.given(&needed);
            let answered = w.values.iter().filter(|v| v.is_some()).count();
            let unanswered = |i: &usize| results.get(*i).is_none_or(Option::is_none);
            let moot = (0..parts.len()).filter(|i| unanswered(i) && !needed.contains(i)).collect();
            let line = ErdosMsg::ErStanding {
                answered: answered as u64,
                parts: parts.len() as u64,
                needed: needed.len() as u64,
            };
            return Ok(Merged::Open { line: line.into(), moot });
        };
        let s = self.whole(parts, results, &w, &cited)?;
        // The parts not cited are no longer needed: the problem is done.
        let report = ErdosSolveReport::from(s);
        let mut out = SolveReport::new(&report, true, report.describe());
        if let Some(obj) = out.data.as_object_mut() {
            obj.insert("parts".into(), json!(cited.len()));
        }
        Ok(Merged::Done(out))
    }

    fn files(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Vec<(String, Vec<u8>)>, SolveError> {
        let Some((w, cited)) = self.decided(parts, results)? else { return Ok(Vec::new()) };
        let mut files = Vec::new();
        for &i in &cited {
            let result = results[i].as_ref().ok_or_else(|| bad_part(&parts[i]))?;
            let certificate = answer(result)?.certificate.ok_or_else(|| bad_result(result))?;
            files.push((format!("part-{}", name(&parts[i])?), certificate));
        }
        let whole = self.whole(parts, results, &w, &cited)?.certificate.unwrap_or_default();
        files.push(("whole".to_string(), compressed::compress(&whole).map_err(SolveError::engine)?));
        Ok(files)
    }
}

#[cfg(test)]
mod tests;
