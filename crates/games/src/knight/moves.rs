//! The knight's moves as data for the board: the square it jumps to, by
//! the board's row and column labels (`6,7` is `{"row": 6, "col": 7}`).

use serde_json::{Value, json};

/// The jump `row,col` as data; `null` for anything else.
#[must_use]
pub(super) fn data(mv: &str) -> Value {
    crate::words::square(mv).map_or(Value::Null, |(row, col)| json!({"row": row, "col": col}))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_jump_is_its_square() {
        assert_eq!(data("6,7"), json!({"row": 6, "col": 7}));
        assert!(data("6").is_null());
    }
}
