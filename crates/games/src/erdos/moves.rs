//! Erdös Latino's moves as data for the board: the square and the number
//! placed on it (`c3=5` is `{"square": "c3", "number": 5}`).

use ludoteca_erdos::Move;
use serde_json::{Value, json};

/// `m` as data: its square (as the board labels it) and its number.
#[must_use]
pub fn data(m: &Move) -> Value {
    json!({"square": m.square.to_string(), "number": m.number})
}

/// The move written `mv` as data; `null` when it is no move of the game.
#[must_use]
pub fn data_of(mv: &str) -> Value {
    mv.parse::<Move>().map_or(Value::Null, |m| data(&m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_placement_is_its_square_and_number() {
        assert_eq!(data_of("c3=5"), json!({"square": "c3", "number": 5}));
        assert_eq!(data_of(" b1 = 2 "), json!({"square": "b1", "number": 2}));
        assert!(data_of("c3").is_null());
    }
}
