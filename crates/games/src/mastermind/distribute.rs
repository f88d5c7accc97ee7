//! `ludoteca solve mastermind … --distribute URL`: an exact strategy
//! (`optimal-average`, `optimal-worst`) split by the classes of its first
//! guess, one part per class of each first guess worth weighing (one per
//! orbit of the game's symmetries); for `optimal-average`, a class of more
//! than [`split_above`] codes (`LUDOTECA_SPLIT_ABOVE`, default
//! [`SPLIT_ABOVE`]) is split deeper, one part per second guess worth
//! weighing in it (`distribute/weigh.rs` says how the merge puts such a
//! class back together). A part answers how many guesses each secret of its
//! class needs, counted from the start, under that first guess (and second
//! guess) (`{"depths": {"2": 1, "3": 5, …}}`, or `{"infeasible": true}` when
//! `optimal-worst` cannot keep the class within the least worst case). The
//! merge keeps the first guess of least total, ties to the smallest code, as
//! the solve in one piece does; a first guess whose lower bound (its classes
//! answered, plus a bound on the others) passes the best total known is
//! refuted, and its parts left are moot.

use super::MastermindEntry;
use super::solve::describe;
use crate::distribute::{Distribute, Merged, Parts};
use crate::solve::{SolveControl, SolveError, SolveReport};
use ludoteca_mastermind::{Breaker, Control, Engine, Progress, SECOND_MIN, Stats, Strategy};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use weigh::{First, moot_in_class, second, weigh};

mod weigh;

/// Classes of more codes than this are split by their second guess
/// (`optimal-average` only): 5×8's largest first-guess classes (7,051 to
/// 16,807 codes) are, 4×7's and 4×8's are not.
pub const SPLIT_ABOVE: usize = 2000;

/// The class size past which a split goes one guess deeper:
/// `LUDOTECA_SPLIT_ABOVE` when it is a whole number (never below
/// [`SECOND_MIN`]), else [`SPLIT_ABOVE`].
#[must_use]
pub fn split_above() -> usize {
    std::env::var("LUDOTECA_SPLIT_ABOVE")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .unwrap_or(SPLIT_ABOVE)
        .max(SECOND_MIN)
}

fn engine_error(e: ludoteca_mastermind::Error) -> SolveError {
    SolveError::engine(e)
}

fn bad_part(part: &Value) -> SolveError {
    SolveError::Refuted(format!(
        "a part of a split solve holds a guess, an answer and a size written by `solve --distribute`; {} is not one",
        part.to_string().chars().take(80).collect::<String>()
    ))
}

impl MastermindEntry {
    fn exact(&self) -> Result<Strategy, SolveError> {
        let strategy = self.config().strategy;
        match strategy {
            Strategy::OptimalAverage | Strategy::OptimalWorst => Ok(strategy),
            other => Err(SolveError::Refuted(format!(
                "`--distribute` splits the exact strategies (strategy=optimal-average or optimal-worst); {} is quick on one machine",
                other.name()
            ))),
        }
    }
}

/// What a part's secrets need at least, before it is answered.
fn static_lower(part: &Value) -> Result<u64, SolveError> {
    let field = |k: &str| part.get(k).and_then(Value::as_u64).ok_or_else(|| bad_part(part));
    Ok(field("size")? + field("lower")?)
}

/// Depths as the count of secrets at each.
fn histogram(found: Vec<usize>) -> Value {
    let mut histogram: BTreeMap<usize, usize> = BTreeMap::new();
    for d in found {
        *histogram.entry(d).or_insert(0) += 1;
    }
    json!({ "depths": histogram })
}

/// Solves one part with `breaker` (whose cache may hold earlier parts').
fn solve_part(breaker: &Breaker<'_>, part: &Value, ctl: &SolveControl<'_>) -> Result<Value, SolveError> {
    let number = |k: &str| part.get(k).and_then(Value::as_u64);
    let (Some(guess), Some(answer)) = (number("guess"), number("answer")) else { return Err(bad_part(part)) };
    let (guess, answer) =
        (u32::try_from(guess).map_err(|_| bad_part(part))?, u16::try_from(answer).map_err(|_| bad_part(part))?);
    if let Some(d) = number("depth") {
        breaker.assume_least_worst_case(u32::try_from(d).map_err(|_| bad_part(part))?);
    }
    let progress = |p: Progress| {
        if p.stage == "bounds" {
            (ctl.progress)(&format!("bounds on the class's total: {}..={}", p.done, p.total));
        } else {
            (ctl.progress)(&format!("{}: {}/{}", p.stage, p.done, p.total));
        }
    };
    let control = Control { cancel: Some(ctl.cancel), progress: Some(&progress) };
    if let Some(g2) = second(part) {
        let g2 = u32::try_from(g2).map_err(|_| bad_part(part))?;
        let found = breaker.solve_second_within(guess, answer, g2, number("budget"), &control).map_err(engine_error)?;
        return Ok(found.map_or_else(|at_least| json!({ "at_least": at_least }), histogram));
    }
    let found = match number("budget") {
        Some(budget) => match breaker.solve_class_within(guess, answer, budget, &control).map_err(engine_error)? {
            Ok(found) => Some(found),
            Err(at_least) => return Ok(json!({ "at_least": at_least })),
        },
        None => breaker.solve_class(guess, answer, &control).map_err(engine_error)?,
    };
    Ok(found.map_or_else(|| json!({ "infeasible": true }), histogram))
}

impl MastermindEntry {
    /// The parts of the solve, classes of more than `above` codes split by
    /// their second guess (`optimal-average` only).
    pub(super) fn split_deeper(&self, ctl: &SolveControl<'_>, above: usize) -> Result<Vec<Value>, SolveError> {
        let strategy = self.exact()?;
        let engine = Engine::new(&self.config().variant).map_err(engine_error)?;
        let breaker = Breaker::new(&engine, strategy);
        let control = Control { cancel: Some(ctl.cancel), progress: None };
        let depth = match strategy {
            Strategy::OptimalWorst => {
                (ctl.progress)("the least worst case");
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
        let above = if strategy == Strategy::OptimalAverage { above.max(SECOND_MIN) } else { usize::MAX };
        let deep = firsts.iter().flat_map(|f| &f.3).filter(|c| c.size > above).count();
        let mut parts = Vec::new();
        let mut split = 0;
        for (_, g, secret, classes) in firsts {
            for c in classes {
                let part = json!({
                    "guess": g,
                    "code": c.code.to_string(),
                    "answer": c.answer,
                    "words": c.words,
                    "size": c.size,
                    "lower": c.lower,
                    "secret": secret,
                    "depth": depth,
                });
                if c.size <= above {
                    parts.push(part);
                    continue;
                }
                // Too big for one part: one per second guess worth weighing,
                // the likeliest best first.
                split += 1;
                (ctl.progress)(&format!("class {split} of {deep} split by its second guess"));
                let (mut seconds, _) = breaker.second_guesses(g, c.answer, &control).map_err(engine_error)?;
                seconds.sort_by_key(|s| (s.lower, s.guess));
                for s in seconds {
                    let mut p = part.clone();
                    p["second"] = json!(s.guess);
                    p["second_code"] = json!(s.code.to_string());
                    p["second_lower"] = json!(s.lower);
                    p["largest"] = json!(s.largest);
                    parts.push(p);
                }
            }
        }
        Ok(parts)
    }
}

impl Distribute for MastermindEntry {
    fn problem(&self) -> String {
        let c = self.config();
        format!("mastermind {} {}", c.strategy.name(), c.variant)
    }

    fn split(&self, ctl: &SolveControl<'_>) -> Result<Vec<Value>, SolveError> {
        self.split_deeper(ctl, split_above())
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
        let mut part = parts.get(n).cloned().ok_or_else(|| bad_part(&Value::Null))?;
        if self.config().strategy != Strategy::OptimalAverage {
            return Ok(part);
        }
        let (firsts, best) = weigh(parts, results)?;
        let Some(g) = firsts.iter().position(|f| f.parts().any(|p| p == n)) else { return Ok(part) };
        let Some(class) = firsts[g].classes.iter().find(|c| c.parts.contains(&n)) else { return Ok(part) };
        let mut budget: Option<u64> = None;
        // With a first guess complete, this class only matters below what
        // would let its own first guess beat (or tie with a smaller code)
        // the best total known.
        if let Some(b) = best
            && g != b
            && !firsts[g].complete
        {
            let others = firsts[g].lower - class.lower;
            let tie = u64::from(firsts[g].guess < firsts[b].guess);
            budget = Some((firsts[b].lower + tie).saturating_sub(others));
        }
        // A second guess only matters below the best of its class known
        // (or at it, with a smaller guess).
        if let (Some((total, g2)), Some(mine)) = (class.best, second(&part)) {
            let within = total + u64::from(mine < g2);
            budget = Some(budget.map_or(within, |b| b.min(within)));
        }
        if let Some(b) = budget {
            part["budget"] = json!(b);
        }
        Ok(part)
    }

    fn merge(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Merged, SolveError> {
        let strategy = self.exact()?;
        let (firsts, best) = weigh(parts, results)?;
        let refuted = |i: usize| -> bool {
            firsts[i].out
                || best
                    .is_some_and(|b| b != i && (firsts[i].lower, firsts[i].guess) > (firsts[b].lower, firsts[b].guess))
        };
        if let Some(b) = best
            && (0..firsts.len()).all(|i| i == b || refuted(i))
        {
            let depths = firsts[b].histogram().into_iter().flat_map(|(d, n)| std::iter::repeat_n(d, n));
            let stats = Stats::from_depths(depths, self.config().variant.max_guesses);
            return Ok(Merged::Done(SolveReport::new(&stats, true, describe(strategy.name(), &stats))));
        }
        let unanswered = |p: &usize| results.get(*p).is_none_or(Option::is_none);
        let mut moot: Vec<usize> =
            (0..firsts.len()).filter(|&i| refuted(i)).flat_map(|i| firsts[i].parts()).filter(unanswered).collect();
        for f in (0..firsts.len()).filter(|&i| !refuted(i)).map(|i| &firsts[i]) {
            for c in &f.classes {
                moot.extend(moot_in_class(c, parts, results));
            }
        }
        let open: Vec<&First> = (0..firsts.len()).filter(|&i| !refuted(i)).map(|i| &firsts[i]).collect();
        let lower = open.iter().map(|f| f.lower).min().unwrap_or(0);
        // The least total of a strategy known: a first guess whose every
        // class has one (split classes their best second guess so far).
        let upper = firsts
            .iter()
            .filter(|f| !f.out)
            .filter_map(|f| Some((f.upper?, f.guess, &f.code)))
            .min()
            .map_or_else(|| "?".to_string(), |(u, _, code)| format!("{u} ({code})"));
        let answered = results.iter().filter(|r| r.is_some()).count();
        Ok(Merged::Open {
            line: format!(
                "bounds on the total: {lower}..={upper}; {} of {} first guesses still open; {answered} of {} parts answered",
                open.len(),
                firsts.len(),
                parts.len()
            ),
            moot,
        })
    }
}

#[cfg(test)]
mod tests;
