//! `ludoteca solve mastermind … --distribute URL`: an exact strategy
//! (`optimal-average`, `optimal-worst`) split by the classes of its first
//! guess (one part per class of each first guess worth weighing, one per
//! orbit of the game's symmetries), and deeper as long as a class is too
//! big: a part whose class holds more than `LUDOTECA_SPLIT_ABOVE` codes
//! (read by the solve that splits; default [`SPLIT_ABOVE`]) answers with
//! one part per next guess worth weighing in it, and a guess leaving such a
//! class with one part per class it leaves — level after level, so that no
//! part solves a class past the threshold whole (the engine's
//! `breaker/deeper.rs` says why the merge then gives exactly the solve in
//! one piece: the least over guesses, ties to the smallest, for classes of
//! at least twice as many codes as answers, for both strategies).
//!
//! A part answers how many guesses each secret of its class needs,
//! counted from the start (`{"depths": {"2": 1, "3": 5, …}}`), or a bound
//! past its budget (`{"at_least": n}`), or `{"infeasible": true}` when
//! `optimal-worst` cannot keep the class within the least worst case. The
//! merge (`distribute/tree.rs`) puts them back into their tree, keeps the
//! least total, ties to the smallest code, as the solve in one piece does,
//! gives each part still needed the budget past which it no longer matters,
//! and leaves the others moot.

use super::MastermindEntry;
use super::solve::describe;
use super::words::MastermindMsg;
use crate::GameError;
use crate::distribute::{Distribute, Merged, Parts};
use crate::solve::{SolveControl, SolveError, SolveReport};
use ludoteca_core::Msg;
use ludoteca_mastermind::{Breaker, Control, Engine, Progress, Stats, Step, Strategy};
use part::Part;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use tree::{Depths, Tree};

mod part;
mod tree;

/// Classes of more codes than this are split by their next guess, by
/// default.
pub const SPLIT_ABOVE: u64 = 2000;

/// The environment variable that sets the class size past which a class is
/// split by its next guess.
const ABOVE_VAR: &str = "LUDOTECA_SPLIT_ABOVE";

/// The class size past which a class is split: `LUDOTECA_SPLIT_ABOVE`,
/// else [`SPLIT_ABOVE`]; refused in one sentence when it is not a whole
/// number from 1 up.
///
/// # Errors
/// When `LUDOTECA_SPLIT_ABOVE` is set to something else.
pub fn split_above() -> Result<u64, SolveError> {
    match std::env::var(ABOVE_VAR) {
        Ok(text) if !text.trim().is_empty() => text
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| GameError::bad_param(ABOVE_VAR, text, Msg::from(MastermindMsg::MmSplitAbove)).into()),
        _ => Ok(SPLIT_ABOVE),
    }
}

fn engine_error(e: ludoteca_mastermind::Error) -> SolveError {
    SolveError::engine(e)
}

impl MastermindEntry {
    fn exact(&self) -> Result<Strategy, SolveError> {
        let strategy = self.config().strategy;
        match strategy {
            Strategy::OptimalAverage | Strategy::OptimalWorst => Ok(strategy),
            other => {
                let refusal = MastermindMsg::MmSplitExactOnly { strategy: other.name().into() };
                Err(SolveError::Said(Box::new(refusal.into())))
            }
        }
    }
}

/// Depths as the count of secrets at each.
fn histogram(found: Vec<usize>) -> Value {
    let mut histogram: Depths = BTreeMap::new();
    for d in found {
        *histogram.entry(d).or_insert(0) += 1;
    }
    json!({ "depths": histogram })
}

/// A path in words: `11234 0B1W, 12345 1B0W`.
fn said(breaker: &Breaker<'_>, path: &[Step]) -> String {
    let eng = breaker.engine();
    let v = eng.variant();
    let words: Vec<String> = path
        .iter()
        .map(|&(g, a)| format!("{} {}", eng.space().guesses()[g as usize], eng.table().to_feedback(a).display(v)))
        .collect();
    words.join(", ")
}

/// A part's answer: its depths, a bound past its budget, or infeasible.
fn found(solved: std::result::Result<Vec<usize>, u64>) -> Value {
    match solved {
        Ok(depths) => histogram(depths),
        Err(u64::MAX) => json!({ "infeasible": true }),
        Err(at_least) => json!({ "at_least": at_least }),
    }
}

/// A class too big for one part: one part per next guess worth weighing,
/// the likeliest best first.
fn by_next_guess(breaker: &Breaker<'_>, part: &Part, control: &Control) -> Result<Value, SolveError> {
    let (mut guesses, upper) = breaker.class_guesses(&part.path, control).map_err(engine_error)?;
    guesses.sort_by_key(|g| (g.lower, g.guess));
    let line = said(breaker, &part.path);
    let mut parts = Vec::with_capacity(guesses.len());
    for g in guesses {
        let (secret, _) = breaker.classes_under(&part.path, g.guess).map_err(engine_error)?;
        let next = Part { guess: Some(g.guess), lower: g.lower, secret, budget: None, ..part.clone() };
        parts.push(next.to_json(&format!("{line} → {}", g.code)));
    }
    let mut answer = json!({ "parts": parts });
    if upper < u64::MAX {
        answer["upper"] = json!(upper);
    }
    Ok(answer)
}

/// A guess leaving a class too big for one part: one part per class it
/// leaves, the largest first.
fn by_class(breaker: &Breaker<'_>, part: &Part, guess: u32, secret: bool) -> Result<Value, SolveError> {
    let (_, mut classes) = breaker.classes_under(&part.path, guess).map_err(engine_error)?;
    classes.sort_by(|a, b| b.size.cmp(&a.size).then(a.answer.cmp(&b.answer)));
    let turn = part.path.len() as u64 + 1;
    let parts: Vec<Value> = classes
        .iter()
        .map(|c| {
            let mut path = part.path.clone();
            path.push((guess, c.answer));
            let size = c.size as u64;
            let lower = turn * size + breaker.size_lower(c.size);
            let next = Part { path, guess: None, size, lower, secret, budget: None, ..part.clone() };
            next.to_json(&said(breaker, &next.path))
        })
        .collect();
    Ok(json!({ "parts": parts }))
}

/// Solves one part with `breaker` (whose cache may hold earlier parts'),
/// or splits it when its class is too big.
fn solve_part(breaker: &Breaker<'_>, payload: &Value, ctl: &SolveControl<'_>) -> Result<Value, SolveError> {
    let part = Part::read(payload)?;
    if let Some(d) = part.depth {
        breaker.assume_least_worst_case(d);
    }
    let before = part.path.len() as u64 * part.size;
    let progress = |p: Progress| {
        if p.stage == "bounds" {
            ctl.say(MastermindMsg::MmPartBounds { lower: before + p.done, upper: before + p.total });
        } else {
            ctl.say(super::solve::stage(&p));
        }
    };
    let control = Control { cancel: Some(ctl.cancel), progress: Some(&progress) };
    let floor = breaker.split_floor();
    match part.guess {
        None if part.splits(floor) => by_next_guess(breaker, &part, &control),
        None => Ok(found(breaker.solve_path_within(&part.path, part.budget, &control).map_err(engine_error)?)),
        Some(g) => {
            let (secret, classes) = breaker.classes_under(&part.path, g).map_err(engine_error)?;
            if classes.iter().any(|c| c.size as u64 > part.above && c.size >= floor) {
                return by_class(breaker, &part, g, secret);
            }
            Ok(found(breaker.solve_under_within(&part.path, g, part.budget, &control).map_err(engine_error)?))
        }
    }
}

impl MastermindEntry {
    /// The parts of the solve: the classes of every first guess worth
    /// weighing, each split deeper by its worker when it holds more than
    /// `above` codes.
    pub(super) fn split_above(&self, ctl: &SolveControl<'_>, above: u64) -> Result<Vec<Value>, SolveError> {
        let strategy = self.exact()?;
        let engine = Engine::new(&self.config().variant).map_err(engine_error)?;
        let breaker = Breaker::new(&engine, strategy);
        let control = Control { cancel: Some(ctl.cancel), progress: None };
        let depth = match strategy {
            Strategy::OptimalWorst => {
                ctl.say(MastermindMsg::MmLeastWorstCase);
                Some(breaker.least_worst_case(&[], &control).map_err(engine_error)?)
            }
            _ => None,
        };
        // First guesses by their bound (the likeliest best first, so that
        // the others are refuted early), each class largest first.
        let mut firsts: Vec<(u64, u32, bool, Vec<ludoteca_mastermind::FirstClass>)> = breaker
            .first_classes()
            .into_iter()
            .map(|(g, mut classes)| {
                classes.sort_by(|a, b| b.size.cmp(&a.size).then(a.answer.cmp(&b.answer)));
                let secret = breaker.first_is_secret(g);
                let bound = u64::from(secret) + classes.iter().map(|c| c.size as u64 + c.lower).sum::<u64>();
                (bound, g, secret, classes)
            })
            .collect();
        firsts.sort_by_key(|f| (f.0, f.1));
        let mut parts = Vec::new();
        for (_, g, secret, classes) in firsts {
            for c in classes {
                let size = c.size as u64;
                let part = Part {
                    path: vec![(g, c.answer)],
                    guess: None,
                    size,
                    lower: size + c.lower,
                    secret,
                    above,
                    depth,
                    budget: None,
                };
                parts.push(part.to_json(&format!("{} {}", c.code, c.words)));
            }
        }
        Ok(parts)
    }

    /// The merge with the bounds of the parts still running
    /// (`standing[i]`: `{"lower": …, "upper": …}`, counted from the start).
    fn merge_standing(
        &self,
        parts: &[Value],
        results: &[Option<Value>],
        standing: &[Option<Value>],
    ) -> Result<Merged, SolveError> {
        let strategy = self.exact()?;
        // What is moot comes from the answers alone: a running part's
        // bounds only show where the solve stands.
        let tree = Tree::of(parts, results, &[])?;
        let root = &tree.nodes[0];
        if let Some(depths) = &root.done {
            let depths = depths.iter().flat_map(|(&d, &n)| std::iter::repeat_n(d, n));
            let stats = Stats::from_depths(depths, self.config().variant.max_guesses);
            return Ok(Merged::Done(SolveReport::new(&stats, true, describe(strategy.name(), &stats))));
        }
        let mut needed = BTreeMap::new();
        tree.needed(0, u64::MAX, &mut needed);
        let unanswered = |p: &usize| results.get(*p).is_none_or(Option::is_none);
        let moot: Vec<usize> = (0..parts.len()).filter(|p| unanswered(p) && !needed.contains_key(p)).collect();
        let firsts = &root.children;
        let open = firsts
            .iter()
            .filter(|&&c| {
                let n = &tree.nodes[c];
                !n.out && n.lower < tree.sibling_cutoff(0, c, u64::MAX)
            })
            .count();
        let guesses = firsts.len();
        let shown = if standing.iter().any(Option::is_some) { Tree::of(parts, results, standing)? } else { tree };
        let root = &shown.nodes[0];
        let upper = root.upper.map_or_else(|| "?".to_string(), |u| u.to_string());
        let answered = results.iter().filter(|r| r.is_some()).count();
        let line = MastermindMsg::MmStanding {
            lower: root.lower,
            upper,
            open: open as u64,
            guesses: guesses as u64,
            answered: answered as u64,
            parts: parts.len() as u64,
            needed: needed.len() as u64,
        };
        Ok(Merged::Open { line: line.into(), moot })
    }
}

/// A running part's bounds, from the last line its run said, as data
/// ([`MastermindMsg::MmPartBounds`] kept: `{"id": "mm-part-bounds",
/// "args": {"lower": 120, "upper": 135}}`; an upper bound past any total is
/// left out).
fn standing_of(said: &Value) -> Option<Value> {
    if said.get("id").and_then(Value::as_str) != Some("mm-part-bounds") {
        return None;
    }
    let args = said.get("args")?;
    let (lower, upper) = (args.get("lower")?.as_u64()?, args.get("upper")?.as_u64()?);
    let mut standing = json!({ "lower": lower });
    if upper < u64::from(u32::MAX / 4) {
        standing["upper"] = json!(upper);
    }
    Some(standing)
}

impl Distribute for MastermindEntry {
    fn problem(&self) -> String {
        let c = self.config();
        format!("mastermind {} {}", c.strategy.name(), c.variant)
    }

    fn shape(&self) -> Result<Option<String>, SolveError> {
        let above = split_above()?;
        Ok((above != SPLIT_ABOVE).then(|| format!("by classes of more than {above} codes")))
    }

    fn split(&self, ctl: &SolveControl<'_>) -> Result<Vec<Value>, SolveError> {
        self.split_above(ctl, split_above()?)
    }

    fn run(&self, part: &Value, ctl: &SolveControl<'_>) -> Result<Value, SolveError> {
        let strategy = self.exact()?;
        let engine = Engine::new(&self.config().variant).map_err(engine_error)?;
        let breaker = Breaker::new(&engine, strategy);
        solve_part(&breaker, part, ctl)
    }

    fn run_many(&self, parts: &mut dyn Parts, ctl: &SolveControl<'_>) {
        // One engine and one solver for every part: what the parts share
        // (their sub-classes) is solved once, as in the solve in one piece.
        let built = self.exact().and_then(|s| Ok((s, Engine::new(&self.config().variant).map_err(engine_error)?)));
        let (strategy, engine) = match built {
            Ok(b) => b,
            Err(e) => {
                if parts.next().is_some() {
                    parts.answer(Err(e));
                }
                return;
            }
        };
        let breaker = Breaker::new(&engine, strategy);
        while let Some(part) = parts.next() {
            parts.answer(solve_part(&breaker, &part, ctl));
        }
    }

    fn prepares(&self) -> bool {
        true
    }

    fn prepare(&self, parts: &[Value], results: &[Option<Value>], n: usize) -> Result<Value, SolveError> {
        let mut part = parts.get(n).cloned().ok_or_else(|| part::bad_part(&Value::Null))?;
        let tree = Tree::of(parts, results, &[])?;
        let mut needed = BTreeMap::new();
        tree.needed(0, u64::MAX, &mut needed);
        if let Some(&budget) = needed.get(&n).filter(|&&b| b < u64::MAX) {
            part["budget"] = json!(budget);
        }
        Ok(part)
    }

    fn merge(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Merged, SolveError> {
        self.merge_standing(parts, results, &[])
    }

    fn standing(&self, said: &Value) -> Option<Value> {
        standing_of(said)
    }

    fn bounds(
        &self,
        parts: &[Value],
        results: &[Option<Value>],
        standing: &[Option<Value>],
    ) -> Result<Option<Msg>, SolveError> {
        Ok(match self.merge_standing(parts, results, standing)? {
            Merged::Open { line, .. } => Some(line),
            Merged::Done(_) => None,
        })
    }
}

#[cfg(test)]
mod tests;
