//! The flags' moves as data for the board: the point of the circle where
//! the flag goes, exact as the notation writes it (`at`: `1/4`, a
//! fraction of a turn counter-clockwise from the East) and as a number to
//! draw it (`turn`: `0.25`).

use serde_json::{Value, json};

/// The point `mv` as data; `null` for anything else.
#[must_use]
pub(super) fn data(mv: &str) -> Value {
    let t = mv.trim();
    let turn = match t.split_once('/') {
        Some((n, d)) => n.trim().parse::<f64>().ok().zip(d.trim().parse::<f64>().ok()).map(|(n, d)| n / d),
        None => t.parse::<f64>().ok(),
    };
    match turn {
        Some(turn) if turn.is_finite() && (0.0..=1.0).contains(&turn) && t.len() <= 24 => {
            json!({"at": t, "turn": turn})
        }
        _ => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_exact_and_as_a_number() {
        assert_eq!(data("1/4"), json!({"at": "1/4", "turn": 0.25}));
        assert_eq!(data("0"), json!({"at": "0", "turn": 0.0}));
        assert!(data("1/0").is_null());
        assert!(data("x").is_null());
    }
}
