//! The merge's arithmetic: the first guesses of a split solve weighed by
//! the answers of their parts. A class is one part (solved whole) or, when
//! it was too big, one part per second guess: its total is then the least
//! of theirs, ties to the smallest second guess (the guess the solve in one
//! piece takes), and it is decided once every other second guess is known
//! to cost more, or as much with a larger code. A first guess's total is
//! the sum of its classes', plus one when it is itself a secret.

use super::{bad_part, static_lower};
use crate::solve::SolveError;
use serde_json::Value;
use std::collections::BTreeMap;

/// A part's answer as the merge reads it.
pub(super) enum Answer {
    /// The guesses each secret needs: how many need `k`.
    Depths(BTreeMap<usize, usize>),
    /// Its secrets need at least this many guesses in all (a part run
    /// with a budget it reached).
    AtLeast(u64),
    /// `optimal-worst` cannot keep the class within the least worst case.
    Infeasible,
}

pub(super) fn answer(result: &Value) -> Result<Answer, SolveError> {
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

/// How many secrets need each number of guesses.
type Depths = BTreeMap<usize, usize>;

/// A second guess weighed: its value (exact with its depths, else a lower
/// bound) and its number.
type Seen = (u64, u64, Option<Depths>);

/// A first guess's parts as listed: its number, code, whether it is a
/// secret, and its classes' parts by answer.
type Grouped = (u32, String, bool, BTreeMap<u64, Vec<usize>>);

fn total(h: &BTreeMap<usize, usize>) -> u64 {
    h.iter().map(|(&d, &n)| (d * n) as u64).sum()
}

/// One class of a first guess, weighed.
pub(super) struct Class {
    /// Its parts: one, or one per second guess.
    pub parts: Vec<usize>,
    /// A lower bound on its secrets' guesses in all (exact once decided).
    pub lower: u64,
    /// An upper bound, when some strategy for it is known.
    pub upper: Option<u64>,
    /// Its depths, once decided.
    pub done: Option<BTreeMap<usize, usize>>,
    /// `optimal-worst` cannot keep it within the least worst case.
    pub out: bool,
    /// Of a class split by its second guess: the best known, (total,
    /// second guess).
    pub best: Option<(u64, u64)>,
}

/// One first guess as the merge sees it.
pub(super) struct First {
    pub guess: u32,
    pub code: String,
    /// Whether it is itself a possible secret.
    pub secret: bool,
    pub classes: Vec<Class>,
    /// Its total so far: a lower bound, exact once complete.
    pub lower: u64,
    pub upper: Option<u64>,
    pub complete: bool,
    pub out: bool,
}

impl First {
    /// Every part of its classes.
    pub fn parts(&self) -> impl Iterator<Item = usize> + '_ {
        self.classes.iter().flat_map(|c| c.parts.iter().copied())
    }

    /// The depths of its secrets, once complete.
    pub fn histogram(&self) -> BTreeMap<usize, usize> {
        let mut h = BTreeMap::new();
        if self.secret {
            h.insert(1, 1);
        }
        for d in self.classes.iter().filter_map(|c| c.done.as_ref()) {
            for (&k, &n) in d {
                *h.entry(k).or_insert(0) += n;
            }
        }
        h
    }
}

/// The second guess of part `p`, when its class is split by them.
pub(super) fn second(p: &Value) -> Option<u64> {
    p.get("second").and_then(Value::as_u64)
}

/// A class split by its second guess, weighed by `results`.
fn weigh_deep(parts: &[Value], results: &[Option<Value>], ids: &[usize]) -> Result<Class, SolveError> {
    let mut seen: Vec<Seen> = Vec::new();
    for &i in ids {
        let g2 = second(&parts[i]).ok_or_else(|| bad_part(&parts[i]))?;
        let v = match results.get(i).and_then(Option::as_ref).map(answer).transpose()? {
            Some(Answer::Depths(h)) => (total(&h), g2, Some(h)),
            Some(Answer::AtLeast(n)) => (n, g2, None),
            Some(Answer::Infeasible) => (u64::MAX, g2, None),
            None => {
                let l = parts[i].get("second_lower").and_then(Value::as_u64).ok_or_else(|| bad_part(&parts[i]))?;
                (l, g2, None)
            }
        };
        seen.push(v);
    }
    let best = seen.iter().filter(|s| s.2.is_some()).map(|s| (s.0, s.1)).min();
    let lower = seen.iter().map(|s| s.0).min().unwrap_or(0);
    let decided = best.is_some_and(|b| seen.iter().all(|s| (s.0, s.1) >= b));
    let done = if decided { seen.iter().find(|s| Some((s.0, s.1)) == best).and_then(|s| s.2.clone()) } else { None };
    Ok(Class {
        parts: ids.to_vec(),
        lower: if decided { best.map_or(lower, |b| b.0) } else { lower },
        upper: best.map(|b| b.0),
        done,
        out: false,
        best,
    })
}

/// A class solved whole, weighed by its answer.
fn weigh_whole(parts: &[Value], results: &[Option<Value>], i: usize) -> Result<Class, SolveError> {
    let mut c = Class { parts: vec![i], lower: 0, upper: None, done: None, out: false, best: None };
    match results.get(i).and_then(Option::as_ref).map(answer).transpose()? {
        Some(Answer::Infeasible) => c.out = true,
        Some(Answer::AtLeast(n)) => c.lower = n,
        Some(Answer::Depths(h)) => {
            c.lower = total(&h);
            c.upper = Some(c.lower);
            c.done = Some(h);
        }
        None => c.lower = static_lower(&parts[i])?,
    }
    Ok(c)
}

/// The first guesses of `parts`, weighed by `results`, and the best of
/// those complete (least total, ties to the smallest code).
pub(super) fn weigh(parts: &[Value], results: &[Option<Value>]) -> Result<(Vec<First>, Option<usize>), SolveError> {
    // First guesses in order of appearance, each with its classes' parts.
    let mut grouped: Vec<Grouped> = Vec::new();
    for (i, p) in parts.iter().enumerate() {
        let number = |k: &str| p.get(k).and_then(Value::as_u64).ok_or_else(|| bad_part(p));
        let (guess, answer) = (number("guess")? as u32, number("answer")?);
        let at = match grouped.iter().position(|f| f.0 == guess) {
            Some(at) => at,
            None => {
                let code = p.get("code").and_then(Value::as_str).unwrap_or("?").to_string();
                let secret = p.get("secret").and_then(Value::as_bool).unwrap_or(false);
                grouped.push((guess, code, secret, BTreeMap::new()));
                grouped.len() - 1
            }
        };
        grouped[at].3.entry(answer).or_default().push(i);
    }
    let mut firsts = Vec::with_capacity(grouped.len());
    for (guess, code, secret, classes) in grouped {
        let mut weighed = Vec::with_capacity(classes.len());
        for ids in classes.into_values() {
            weighed.push(if second(&parts[ids[0]]).is_some() {
                weigh_deep(parts, results, &ids)?
            } else {
                weigh_whole(parts, results, ids[0])?
            });
        }
        let base = u64::from(secret);
        firsts.push(First {
            guess,
            code,
            secret,
            lower: base + weighed.iter().map(|c| c.lower).sum::<u64>(),
            upper: weighed.iter().map(|c| c.upper).sum::<Option<u64>>().map(|u| u + base),
            complete: weighed.iter().all(|c| c.done.is_some()),
            out: weighed.iter().any(|c| c.out),
            classes: weighed,
        });
    }
    let best = (0..firsts.len())
        .filter(|&i| firsts[i].complete && !firsts[i].out)
        .min_by_key(|&i| (firsts[i].lower, firsts[i].guess));
    Ok((firsts, best))
}

/// The parts of a split class no longer needed: all but the best once
/// decided, and those that cannot beat or tie it.
pub(super) fn moot_in_class(c: &Class, parts: &[Value], results: &[Option<Value>]) -> Vec<usize> {
    let Some(best) = c.best else { return Vec::new() };
    c.parts
        .iter()
        .copied()
        .filter(|&i| results.get(i).is_none_or(Option::is_none))
        .filter(|&i| {
            let lower = parts[i].get("second_lower").and_then(Value::as_u64).unwrap_or(0);
            c.done.is_some() || (lower, second(&parts[i]).unwrap_or(0)) > best
        })
        .collect()
}
