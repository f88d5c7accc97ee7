//! The jobs beyond tables and periods: `strategies` (a code-breaking
//! variant's strategies compared over every secret) and `value` (the exact
//! value of a position by a family's exact search). Both are priced
//! before they start (`Work::Strategies`, `Work::Value`), run under a time
//! limit of their own, stop at once when cancelled (a watcher sets the
//! engine's stop flag), and answer with the engine's data plus sentences
//! in the caller's language.

use super::Job;
use ludoteca_core::{Lang, Msg};
use ludoteca_games::Entry;
use ludoteca_games::analyses::{Stop, ValueReport};
use serde_json::Value;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The time a `strategies` job has: the exact strategies still running
/// then are reported unfinished.
pub(crate) const STRATEGIES_LIMIT: Duration = Duration::from_secs(120);
/// The time a `value` job has unless it asks for less (`seconds`).
pub(crate) const VALUE_LIMIT: Duration = Duration::from_secs(60);
/// The most seconds a `value` job may ask for.
pub(crate) const VALUE_MAX_SECS: u64 = 120;

/// Runs `work` with a stop flag that a watcher sets once `job` is
/// cancelled or `limit` has passed; the job's progress follows the
/// engine's. Returns what `work` gave and whether the time ran out.
fn watched<T>(job: &Job, limit: Duration, work: impl FnOnce(Stop<'_>) -> T) -> (T, bool) {
    let stop = AtomicBool::new(false);
    let late = AtomicBool::new(false);
    let finished = AtomicBool::new(false);
    let started = Instant::now();
    let progress = |done: u64, total: u64| {
        job.done.store(done, Ordering::Relaxed);
        job.total.store(total, Ordering::Relaxed);
    };
    let out = std::thread::scope(|scope| {
        scope.spawn(|| {
            while !finished.load(Ordering::Relaxed) {
                if job.cancel.load(Ordering::Relaxed) {
                    stop.store(true, Ordering::Relaxed);
                }
                if started.elapsed() > limit {
                    late.store(true, Ordering::Relaxed);
                    stop.store(true, Ordering::Relaxed);
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        });
        let out = work(Stop { flag: &stop, progress: &progress });
        finished.store(true, Ordering::Relaxed);
        out
    });
    (out, late.load(Ordering::Relaxed))
}

/// The sentence of a cancelled job.
fn cancelled(lang: Lang) -> String {
    Msg::ErrCancelled.render(lang)
}

/// `strategies`: every strategy of the breaker over every secret.
pub(crate) fn strategies(entry: &dyn Entry, job: &Job, lang: Lang) -> Result<Value, String> {
    let (result, _) = watched(job, STRATEGIES_LIMIT, |stop| entry.strategies(stop));
    if job.cancel.load(Ordering::Relaxed) {
        return Err(cancelled(lang));
    }
    let comparison = result.map_err(|e| e.message(lang))?;
    let mut v = serde_json::to_value(&comparison).unwrap_or_default();
    v["limit_secs"] = STRATEGIES_LIMIT.as_secs().into();
    Ok(v)
}

/// Whether a `strategies` answer is complete (worth keeping in the cache).
pub(crate) fn complete(v: &Value) -> bool {
    v["strategies"].as_array().is_some_and(|rows| rows.iter().all(|r| r["left_out"] != "stopped"))
}

/// Who wins, in words: "ganha A (primeiro)", "empate".
fn winner_msg(winner: &str) -> Msg {
    match winner {
        "first" => Msg::EndWinner { seat: Box::new(Msg::seat(true)) },
        "second" => Msg::EndWinner { seat: Box::new(Msg::seat(false)) },
        _ => Msg::EndDraw,
    }
}

/// `+2`, `-1`, and `0` without a sign.
fn signed(v: i64) -> String {
    if v == 0 { "0".into() } else { format!("{v:+}") }
}

/// A bound of First's value in words: points as a signed number, or
/// a won-or-lost value's −1/0/+1 with who wins.
fn bound(v: i64, points: bool, lang: Lang) -> String {
    if points {
        signed(v)
    } else {
        Msg::ValBoundResult { value: signed(v), winner: Box::new(winner_msg(ValueReport::winner_of(v))) }.render(lang)
    }
}

/// `value`: the exact value of `position` (the start when `None`) within
/// `limit`, with the sentences saying it.
pub(crate) fn value(
    entry: &dyn Entry,
    position: Option<&str>,
    limit: Duration,
    job: &Job,
    lang: Lang,
) -> Result<Value, String> {
    let (result, late) = watched(job, limit, |stop| entry.exact_value(position, stop));
    if job.cancel.load(Ordering::Relaxed) {
        return Err(cancelled(lang));
    }
    let r = result.map_err(|e| e.message(lang))?;
    let summary = match (r.exact, r.winner, r.outcome) {
        (true, Some(w), _) if r.over => Msg::ValOver { winner: Box::new(winner_msg(w)) },
        (true, Some("draw"), Some(outcome)) => Msg::ValProvedDraw { outcome },
        (true, Some(w), Some(outcome)) => Msg::ValProved { outcome, winner: Box::new(winner_msg(w)) },
        _ => Msg::ValNotProved {
            secs: limit.as_secs(),
            lower: bound(r.lower, r.points, lang),
            upper: bound(r.upper, r.points, lang),
        },
    };
    let mut v = serde_json::to_value(&r).unwrap_or_default();
    v["summary"] = summary.render(lang).into();
    v["score_words"] = r.score.map(|s| Msg::ValScore { score: signed(s) }.render(lang)).into();
    v["method_words"] = Msg::method(r.method).render(lang).into();
    v["limit_secs"] = limit.as_secs().into();
    v["stopped"] = (late && !r.exact).into();
    Ok(v)
}

/// The time limit a `value` job asks for, checked.
pub(crate) fn value_limit(seconds: Option<u64>) -> Result<Duration, crate::error::ApiError> {
    match seconds {
        None => Ok(VALUE_LIMIT),
        Some(s) if (1..=VALUE_MAX_SECS).contains(&s) => Ok(Duration::from_secs(s)),
        Some(_) => Err(crate::error::ApiError::bad(Msg::SvJobSeconds { max: VALUE_MAX_SECS })),
    }
}

/// What a job of `kind` is asked of `game`, refused when the game lacks it.
pub(crate) fn offered(game: &str, kind: &str) -> Result<(), crate::error::ApiError> {
    let Some(p) = ludoteca_games::catalogue::preset(game) else { return Ok(()) }; // refused by `open`
    let caps = p.family.capabilities;
    let has = match kind {
        "strategies" => caps.strategies,
        "value" => caps.value,
        _ => true,
    };
    if has {
        Ok(())
    } else {
        Err(crate::error::ApiError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            Msg::SvJobNotFor { kind: kind.into(), game: game.into() },
        ))
    }
}

/// Whether the answer of a finished `value` or `strategies` job is worth
/// keeping in the cache (not a bound, no strategy cut short).
pub(crate) fn cacheable(v: &Value) -> bool {
    if v.get("strategies").is_some() { complete(v) } else { v["exact"] == true }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn bounds_in_words_and_what_is_kept() {
        assert_eq!(bound(-2, true, Lang::PT), "-2");
        assert_eq!(bound(0, true, Lang::PT), "0");
        assert_eq!(bound(1, false, Lang::PT), "+1 (ganha A (primeiro))");
        assert!(cacheable(&json!({"exact": true})) && !cacheable(&json!({"exact": false})));
        assert!(!cacheable(&json!({"strategies": [{"left_out": "stopped"}]})));
        assert!(cacheable(&json!({"strategies": [{"left_out": "too-large"}, {"left_out": null}]})));
    }
}
