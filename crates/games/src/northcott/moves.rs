//! Northcott's moves as data for the board: the row, the stone slid (`w`
//! white, A's; `b` black, B's) and the column it goes to (`r2:w7` is
//! `{"row": 2, "stone": "w", "col": 7}`).

use serde_json::{Value, json};

/// The move `rROW:wCOL` or `rROW:bCOL` as data; `null` for anything else.
#[must_use]
pub(super) fn data(mv: &str) -> Value {
    let parts = || {
        let (row, to) = mv.trim().strip_prefix('r')?.split_once(':')?;
        let stone = to.get(..1).filter(|s| *s == "w" || *s == "b")?;
        Some((crate::words::number(row)?, stone, crate::words::number(to.get(1..)?)?))
    };
    parts().map_or(Value::Null, |(row, stone, col)| json!({"row": row, "stone": stone, "col": col}))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slide_is_its_row_stone_and_column() {
        assert_eq!(data("r2:w7"), json!({"row": 2, "stone": "w", "col": 7}));
        assert_eq!(data("r10:b1"), json!({"row": 10, "stone": "b", "col": 1}));
        assert!(data("r2:x7").is_null());
        assert!(data("2:w7").is_null());
    }
}
