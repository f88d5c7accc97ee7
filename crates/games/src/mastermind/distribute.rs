//! `ludoteca solve mastermind … --distribute URL`: an exact strategy
//! (`optimal-average`, `optimal-worst`) split by the classes of its first
//! guess, one part per class of each first guess worth weighing (one per
//! orbit of the game's symmetries). A part answers how many guesses each
//! secret of its class needs, counted from the start, under that first
//! guess (`{"depths": {"2": 1, "3": 5, …}}`, or `{"infeasible": true}` when
//! `optimal-worst` cannot keep the class within the least worst case). The
//! merge keeps the first guess of least total, ties to the smallest code, as
//! the solve in one piece does; a first guess whose lower bound (its classes
//! answered, plus a bound on the others) passes the best total known is
//! refuted, and its parts left are moot.

use super::MastermindEntry;
use super::solve::describe;
use crate::distribute::{Distribute, Merged, Parts};
use crate::solve::{SolveControl, SolveError, SolveReport};
use ludoteca_mastermind::{Breaker, Control, Engine, Progress, Stats, Strategy};
use serde_json::{Value, json};
use std::collections::BTreeMap;

fn engine_error(e: ludoteca_mastermind::Error) -> SolveError {
    SolveError::engine(e)
}

fn bad_part(part: &Value) -> SolveError {
    SolveError::Refuted(format!(
        "a part of a split solve holds a guess, an answer and a size written by `solve --distribute`; {} is not one",
        part.to_string().chars().take(80).collect::<String>()
    ))
}

/// One first guess as the merge sees it.
struct First {
    guess: u32,
    code: String,
    /// Its parts, by number.
    parts: Vec<usize>,
    /// Whether it is itself a possible secret.
    secret: bool,
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

/// A part's answer as the merge reads it.
enum Answer {
    /// The guesses each secret of the class needs: how many need `k`.
    Depths(BTreeMap<usize, usize>),
    /// Its secrets need at least this many guesses in all (a part run
    /// with a budget it reached: its first guess is refuted).
    AtLeast(u64),
    /// `optimal-worst` cannot keep the class within the least worst case.
    Infeasible,
}

fn answer(result: &Value) -> Result<Answer, SolveError> {
    if result.get("infeasible").and_then(Value::as_bool) == Some(true) {
        return Ok(Answer::Infeasible);
    }
    if let Some(n) = result.get("at_least").and_then(Value::as_u64) {
        return Ok(Answer::AtLeast(n));
    }
    let bad = || SolveError::Refuted(format!("a part's result is not one `ludoteca worker` writes: {result}"));
    let map = result.get("depths").and_then(Value::as_object).ok_or_else(bad)?;
    let mut out = BTreeMap::new();
    for (k, v) in map {
        out.insert(k.parse::<usize>().map_err(|_| bad())?, v.as_u64().ok_or_else(bad)? as usize);
    }
    Ok(Answer::Depths(out))
}

/// Each first guess: its total so far (exact once every class is
/// answered), a lower bound, and whether it is out.
struct Weighed {
    lower: u64,
    complete: bool,
    out: bool,
    histogram: BTreeMap<usize, usize>,
}

/// The first guesses, each weighed, and the best of those complete.
type Weighing = (Vec<First>, Vec<Weighed>, Option<usize>);

/// The first guesses of `parts`, weighed by `results`, and the best of
/// those complete (least total, ties to the smallest code).
fn weigh(parts: &[Value], results: &[Option<Value>]) -> Result<Weighing, SolveError> {
    let mut firsts: Vec<First> = Vec::new();
    for (i, p) in parts.iter().enumerate() {
        let guess = p.get("guess").and_then(Value::as_u64).ok_or_else(|| bad_part(p))? as u32;
        match firsts.iter_mut().find(|f| f.guess == guess) {
            Some(f) => f.parts.push(i),
            None => firsts.push(First {
                guess,
                code: p.get("code").and_then(Value::as_str).unwrap_or("?").to_string(),
                parts: vec![i],
                secret: p.get("secret").and_then(Value::as_bool).unwrap_or(false),
            }),
        }
    }
    let mut weighed = Vec::with_capacity(firsts.len());
    for f in &firsts {
        let mut w = Weighed { lower: u64::from(f.secret), complete: true, out: false, histogram: BTreeMap::new() };
        if f.secret {
            w.histogram.insert(1, 1);
        }
        for &i in &f.parts {
            match results.get(i).and_then(Option::as_ref).map(answer).transpose()? {
                Some(Answer::Infeasible) => w.out = true,
                Some(Answer::AtLeast(n)) => {
                    w.complete = false;
                    w.lower += n;
                }
                Some(Answer::Depths(h)) => {
                    for (d, n) in h {
                        w.lower += (d * n) as u64;
                        *w.histogram.entry(d).or_insert(0) += n;
                    }
                }
                None => {
                    w.complete = false;
                    w.lower += static_lower(&parts[i])?;
                }
            }
        }
        weighed.push(w);
    }
    let best = (0..firsts.len())
        .filter(|&i| weighed[i].complete && !weighed[i].out)
        .min_by_key(|&i| (weighed[i].lower, firsts[i].guess));
    Ok((firsts, weighed, best))
}

/// What a part's secrets need at least, before it is answered.
fn static_lower(part: &Value) -> Result<u64, SolveError> {
    let field = |k: &str| part.get(k).and_then(Value::as_u64).ok_or_else(|| bad_part(part));
    Ok(field("size")? + field("lower")?)
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
    let found = match number("budget") {
        Some(budget) => match breaker.solve_class_within(guess, answer, budget, &control).map_err(engine_error)? {
            Ok(found) => Some(found),
            Err(at_least) => return Ok(json!({ "at_least": at_least })),
        },
        None => breaker.solve_class(guess, answer, &control).map_err(engine_error)?,
    };
    Ok(match found {
        None => json!({ "infeasible": true }),
        Some(found) => {
            let mut histogram: BTreeMap<usize, usize> = BTreeMap::new();
            for d in found {
                *histogram.entry(d).or_insert(0) += 1;
            }
            json!({ "depths": histogram })
        }
    })
}

impl Distribute for MastermindEntry {
    fn problem(&self) -> String {
        let c = self.config();
        format!("mastermind {} {}", c.strategy.name(), c.variant)
    }

    fn split(&self, ctl: &SolveControl<'_>) -> Result<Vec<Value>, SolveError> {
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
        let mut parts = Vec::new();
        for (_, g, secret, classes) in firsts {
            for c in classes {
                parts.push(json!({
                    "guess": g,
                    "code": c.code.to_string(),
                    "answer": c.answer,
                    "words": c.words,
                    "size": c.size,
                    "lower": c.lower,
                    "secret": secret,
                    "depth": depth,
                }));
            }
        }
        Ok(parts)
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
        // With a first guess complete, this class only matters below what
        // would let its own first guess beat (or tie with a smaller code)
        // the best total known: the budget it is solved against.
        let (firsts, weighed, best) = weigh(parts, results)?;
        let Some(b) = best else { return Ok(part) };
        let Some(g) = firsts.iter().position(|f| f.parts.contains(&n)) else { return Ok(part) };
        if g != b && weighed[g].complete {
            return Ok(part);
        }
        if g != b {
            let others = weighed[g].lower - static_lower(&part)?;
            let tie = u64::from(firsts[g].guess < firsts[b].guess);
            let budget = (weighed[b].lower + tie).saturating_sub(others);
            part["budget"] = json!(budget);
        }
        Ok(part)
    }

    fn merge(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Merged, SolveError> {
        let strategy = self.exact()?;
        let (firsts, weighed, best) = weigh(parts, results)?;
        let refuted = |i: usize| -> bool {
            weighed[i].out
                || best.is_some_and(|b| {
                    b != i && (weighed[i].lower, firsts[i].guess) > (weighed[b].lower, firsts[b].guess)
                })
        };
        if let Some(b) = best
            && (0..firsts.len()).all(|i| i == b || refuted(i))
        {
            let depths = weighed[b].histogram.iter().flat_map(|(&d, &n)| std::iter::repeat_n(d, n));
            let stats = Stats::from_depths(depths, self.config().variant.max_guesses);
            return Ok(Merged::Done(SolveReport::new(&stats, true, describe(strategy.name(), &stats))));
        }
        let moot: Vec<usize> = (0..firsts.len())
            .filter(|&i| refuted(i))
            .flat_map(|i| firsts[i].parts.iter().copied())
            .filter(|&p| results.get(p).is_none_or(Option::is_none))
            .collect();
        let open: Vec<usize> = (0..firsts.len()).filter(|&i| !refuted(i)).collect();
        let lower = open.iter().map(|&i| weighed[i].lower).min().unwrap_or(0);
        let upper = best.map_or_else(|| "?".to_string(), |b| format!("{} ({})", weighed[b].lower, firsts[b].code));
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
