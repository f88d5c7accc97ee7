//! A heap's moves as data for the board: how many are taken (`3` is
//! `{"take": 3}`), or added in a count-up game (`{"add": 3}`); on a row of
//! heaps (`row.rs`), the pile too, numbered from 1 from the left, as the
//! board of several piles reads it (`2:3` is `{"pile": 2, "take": 3}`).

use crate::words::number;
use serde_json::{Value, json};

/// The move `n` (or `i:n` on a row of heaps) as data; `counting`: a
/// count-up game, whose number is added, not taken. `null` for anything else.
#[must_use]
pub(crate) fn data(mv: &str, counting: bool) -> Value {
    if let Some((pile, take)) = mv.trim().split_once(':') {
        return match (number(pile), number(take)) {
            (Some(pile), Some(take)) => json!({"pile": pile, "take": take}),
            _ => Value::Null,
        };
    }
    match number(mv) {
        Some(n) if counting => json!({"add": n}),
        Some(n) => json!({"take": n}),
        None => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_take_or_an_addition() {
        assert_eq!(data("3", false), json!({"take": 3}));
        assert_eq!(data("3", true), json!({"add": 3}));
        assert_eq!(data("1:2", false), json!({"pile": 1, "take": 2}));
        assert!(data("x", false).is_null());
        assert!(data("x:1", false).is_null());
    }
}
