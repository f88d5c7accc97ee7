//! A sum's moves as data for the board: the pile (numbered from 1, from
//! the left) and how many are taken from it (`2:3` is `{"pile": 2,
//! "take": 3}`).

use crate::words::number;
use serde_json::{Value, json};

/// The move `i:n` as data; `null` when `mv` is no such move.
#[must_use]
pub(super) fn data(mv: &str) -> Value {
    let Some((pile, take)) = mv.trim().split_once(':') else { return Value::Null };
    match (number(pile), number(take)) {
        (Some(pile), Some(take)) => json!({"pile": pile, "take": take}),
        _ => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_take_is_its_pile_and_amount() {
        assert_eq!(data("2:3"), json!({"pile": 2, "take": 3}));
        assert_eq!(data(" 10 : 1 "), json!({"pile": 10, "take": 1}));
        assert!(data("3").is_null());
        assert!(data("a:1").is_null());
    }
}
