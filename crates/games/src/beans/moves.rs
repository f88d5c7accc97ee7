//! The bean games' moves as data for the board: a line removed (`row` is
//! `{"line": "row"}`, `column` is `{"line": "column"}`), beans taken from
//! the last line (`2` is `{"take": 2}`), a bean eaten (`2,3` is `{"row":
//! 2, "col": 3}`, as the board labels its rows and columns).

use serde_json::{Value, json};

/// The move `mv` as data; `null` for anything else.
#[must_use]
pub(super) fn data(mv: &str) -> Value {
    match mv.trim().to_ascii_lowercase().as_str() {
        "row" => json!({"line": "row"}),
        "column" => json!({"line": "column"}),
        m => match (crate::words::square(m), crate::words::number(m)) {
            (Some((row, col)), _) => json!({"row": row, "col": col}),
            (_, Some(take)) => json!({"take": take}),
            _ => Value::Null,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_move() {
        assert_eq!(data("row"), json!({"line": "row"}));
        assert_eq!(data("column"), json!({"line": "column"}));
        assert_eq!(data("2"), json!({"take": 2}));
        assert_eq!(data("2,3"), json!({"row": 2, "col": 3}));
        assert!(data("x").is_null());
    }
}
