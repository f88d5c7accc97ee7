//! Why a match ended, as data: the machine form of the sentence
//! ([`Ending::reason`](crate::Ending)), read from the same message
//! ([`Msg`]) the sentence is rendered from, so the two never disagree. A
//! front end draws from it (the lines that scored, the conquered squares,
//! the rounds) instead of reading the sentence.
//!
//! The codes and their fields (seats are `"first"` / `"second"`):
//! - `last_move`: `last` (who made the last move), `stuck` (who is left
//!   without one), `move` (in the game's notation), `misere`;
//! - `stuck`: `stuck` has no move at all;
//! - `rule`: the rules end the game with moves left;
//! - `arrival`: the bicycle's `rider`, the last stretch `km` (as written)
//!   and the `stage`;
//! - `areas`: the flags' areas `a` and `b` (fractions of the disc, `3/8`)
//!   and `larger_wins`;
//! - `lines`: the shapes game's scored `lines` (`seat`, `line` {`kind`: `row` with
//!   `n`, `column` with `c`, `diagonal` with `from` and `to`}, `points`,
//!   `criteria`: `same_colour`, `same_shape`, `different_shapes`,
//!   `all_small`, `all_large`, one a point) and the `points` {`a`, `b`};
//! - `codes`: the code game's `rounds` (`round`, `breaker`, `broken`, and
//!   `guesses` when broken, else the `score` it counts) and the `guesses`
//!   {`a`, `b`} used as breaker;
//! - `blocked`: the Latin-square game's `stuck` seat, the number `drew` (version I,
//!   else `null`) and the `conquests`;
//! - `board_full`: the Latin-square game's `columns` {`a`, `b`} and the `conquests`
//!   (each `seat`, `column` and `run`: [{`square`, `number`}]);
//! - `other`: a reason without data of its own.

use ludoteca_core::Msg;
use serde_json::{Value, json};

/// The seat a [`Msg::Seat`] names (`"first"`, `"second"`), or `null`.
fn seat(m: &Msg) -> Value {
    match m {
        Msg::Seat { letter: 'A', .. } => "first".into(),
        Msg::Seat { letter: 'B', .. } => "second".into(),
        _ => Value::Null,
    }
}

/// A seat written as its letter (`A`, `B`).
fn seat_letter(letter: char) -> Value {
    match letter {
        'A' => "first".into(),
        'B' => "second".into(),
        _ => Value::Null,
    }
}

fn line(m: &Msg) -> Value {
    match m {
        Msg::FigRow { n } => json!({"kind": "row", "n": n}),
        Msg::FigColumn { c } => json!({"kind": "column", "c": c.to_string()}),
        Msg::FigDiagonal { from, to } => json!({"kind": "diagonal", "from": from, "to": to}),
        _ => Value::Null,
    }
}

/// A scoring criterion's name in the data (as the game's crate serializes it).
fn criterion(m: &Msg) -> Option<&'static str> {
    Some(match m {
        Msg::FigSameColour => "same_colour",
        Msg::FigSameShape => "same_shape",
        Msg::FigDifferentShapes => "different_shapes",
        Msg::FigAllSmall => "all_small",
        Msg::FigAllLarge => "all_large",
        _ => return None,
    })
}

fn conquests(list: Option<&Msg>) -> Value {
    let Some(Msg::ErConquests { list }) = list else { return json!([]) };
    list.iter()
        .filter_map(|c| match c {
            Msg::ErConquest { who, column, run } => Some(json!({
                "seat": seat(who),
                "column": column.to_string(),
                "run": run.iter().filter_map(|p| match p {
                    Msg::ErPlaced { n, sq } => Some(json!({"square": sq, "number": n})),
                    _ => None,
                }).collect::<Vec<_>>(),
            })),
            _ => None,
        })
        .collect()
}

/// The machine form of why a match ended: its code and its fields (see the
/// module's documentation).
#[must_use]
pub fn data(end: &Msg) -> (&'static str, Value) {
    match end {
        Msg::EndNoMove { last, mv, stuck, .. } | Msg::EndNoMovePlain { last, mv, stuck } => {
            ("last_move", json!({"last": seat(last), "stuck": seat(stuck), "move": mv, "misere": false}))
        }
        Msg::EndNoMoveMisere { last, mv, stuck, .. } | Msg::EndNoMoveMiserePlain { last, mv, stuck } => {
            ("last_move", json!({"last": seat(last), "stuck": seat(stuck), "move": mv, "misere": true}))
        }
        Msg::EndStuck { stuck, .. } => ("stuck", json!({"stuck": seat(stuck)})),
        Msg::EndByRule { .. } => ("rule", json!({})),
        Msg::EndArrival { rider, km, stage, .. } => {
            ("arrival", json!({"rider": seat(rider), "km": km, "stage": stage}))
        }
        Msg::EndFlags { a, b, rule, .. } => {
            ("areas", json!({"a": a, "b": b, "larger_wins": matches!(**rule, Msg::EndFlagsLarger)}))
        }
        Msg::FigEnd { lines, a, b, .. } => {
            let scored: Vec<Value> = lines
                .iter()
                .filter_map(|l| match l {
                    Msg::FigScored { who, line: l, points, why } => Some(json!({
                        "seat": seat(who), "line": line(l), "points": points,
                        "criteria": why.iter().filter_map(criterion).collect::<Vec<_>>(),
                    })),
                    _ => None,
                })
                .collect();
            ("lines", json!({"lines": scored, "points": {"a": a, "b": b}}))
        }
        Msg::MmEnd { rounds, a, b, .. } => {
            let rounds: Vec<Value> = rounds
                .iter()
                .filter_map(|r| match r {
                    Msg::MmRoundBroken { round, breaker, k } => {
                        Some(json!({"round": round, "breaker": seat_letter(*breaker), "broken": true, "guesses": k}))
                    }
                    Msg::MmRoundMissed { round, breaker, score } => {
                        Some(json!({"round": round, "breaker": seat_letter(*breaker), "broken": false, "score": score}))
                    }
                    _ => None,
                })
                .collect();
            ("codes", json!({"rounds": rounds, "guesses": {"a": a, "b": b}}))
        }
        Msg::ErEndBlocked { loser, conquests: c, .. } => {
            ("blocked", json!({"stuck": seat(loser), "drew": null, "conquests": conquests(c.as_deref())}))
        }
        Msg::ErEndBlockedDrew { loser, k, conquests: c, .. } => {
            ("blocked", json!({"stuck": seat(loser), "drew": k, "conquests": conquests(c.as_deref())}))
        }
        Msg::ErEndFull { a, b, conquests: c, .. } => {
            ("board_full", json!({"columns": {"a": a, "b": b}, "conquests": conquests(c.as_deref())}))
        }
        _ => ("other", json!({})),
    }
}
