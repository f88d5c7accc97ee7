//! The bicycle's moves as data for the board: the stretch pedalled, exact
//! as the notation writes it (`distance`: `3`, `11/4`) and in km as a
//! number to draw it (`km`: `2.75`).

use serde_json::{Value, json};

/// The stretch `mv` as data; `null` for anything else.
#[must_use]
pub(super) fn data(mv: &str) -> Value {
    let t = mv.trim();
    match super::ending::km_value(t) {
        Some(km) if km.is_finite() && km >= 0.0 && t.len() <= 40 => json!({"distance": t, "km": km}),
        _ => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stretch_exact_and_in_km() {
        assert_eq!(data("3"), json!({"distance": "3", "km": 3.0}));
        assert_eq!(data("11/4"), json!({"distance": "11/4", "km": 2.75}));
        assert!(data("x").is_null());
    }
}
