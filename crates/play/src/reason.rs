//! Why a match ended, as data: the machine form of the sentence
//! ([`Ending::reason`](crate::Ending)). The shared ends are read from the
//! core's message the sentence is rendered from; a family's own end comes
//! with its data ([`Msg::Reasoned`], built by the family from the same
//! facts as its sentence), so the two never disagree. A front end draws
//! from it (the lines that scored, the conquered squares, the rounds)
//! instead of reading the sentence.
//!
//! The codes and their fields (seats are `"first"` / `"second"`):
//! - `last_move`: `last` (who made the last move), `stuck` (who is left
//!   without one), `move` (in the game's notation), `misere`;
//! - `stuck`: `stuck` has no move at all;
//! - `rule`: the rules end the game with moves left;
//! - `arrival`: the rider of the last stretch `rider`, the stretch `km` (as
//!   written) and the `stage`;
//! - `areas`: the areas `a` and `b` (fractions of the disc, `3/8`) and
//!   `larger_wins`;
//! - `lines`: the scored `lines` (`seat`, `line` {`kind`: `row` with `n`,
//!   `column` with `c`, `diagonal` with `from` and `to`}, `points`,
//!   `criteria`: `same_colour`, `same_shape`, `different_shapes`,
//!   `all_small`, `all_large`, one a point) and the `points` {`a`, `b`};
//! - `codes`: the `rounds` (`round`, `breaker`, `broken`, and `guesses`
//!   when broken, else the `score` it counts) and the `guesses` {`a`, `b`}
//!   used as breaker;
//! - `blocked`: the `stuck` seat, the number `drew` (when one was drawn,
//!   else `null`) and the `conquests`;
//! - `board_full`: the `columns` {`a`, `b`} and the `conquests` (each
//!   `seat`, `column` and `run`: [{`square`, `number`}]);
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

/// The machine form of why a match ended: its code and its fields (see the
/// module's documentation).
#[must_use]
pub fn data(end: &Msg) -> (&'static str, Value) {
    match end {
        Msg::Reasoned(r) => (r.code, r.data.clone()),
        Msg::EndNoMove { last, mv, stuck, .. } | Msg::EndNoMovePlain { last, mv, stuck } => {
            ("last_move", json!({"last": seat(last), "stuck": seat(stuck), "move": mv, "misere": false}))
        }
        Msg::EndNoMoveMisere { last, mv, stuck, .. } | Msg::EndNoMoveMiserePlain { last, mv, stuck } => {
            ("last_move", json!({"last": seat(last), "stuck": seat(stuck), "move": mv, "misere": true}))
        }
        Msg::EndStuck { stuck, .. } => ("stuck", json!({"stuck": seat(stuck)})),
        Msg::EndByRule { .. } => ("rule", json!({})),
        _ => ("other", json!({})),
    }
}
