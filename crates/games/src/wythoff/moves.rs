//! Wythoff's moves as data for the board and the history: how many stones,
//! from which heaps (`xy2` is `{"take": 2, "from": "both"}`).

use serde_json::{Value, json};

/// The move `mv` in the notation as data; `null` for anything else.
#[must_use]
pub(super) fn data(mv: &str) -> Value {
    super::entry::parse_take(mv).map_or(Value::Null, |t| {
        let from = match t.from {
            super::Which::X => "x",
            super::Which::Y => "y",
            super::Which::Both => "both",
        };
        json!({"take": t.n, "from": from})
    })
}
