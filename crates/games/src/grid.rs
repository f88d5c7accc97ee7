//! The board data every grid family shares (`{"kind": "grid", …}`): its
//! size, its cells from the top row down, and the labels of its rows and
//! columns as the family writes squares; each family adds its own fields.

use serde::Serialize;
use serde_json::{Map, Value, json};

/// How a family numbers its rows, read from the top row of the drawing.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Rows {
    /// Row `rows` at the top, row 1 at the bottom (chess-like boards).
    FromBottom,
    /// Row 1 at the top.
    FromTop,
}

/// How a family names its columns.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Cols {
    /// 1, 2, 3, …
    Numbers,
    /// a, b, c, …
    Letters,
}

/// The grid part of a board, `extra`'s fields added after it.
pub(crate) fn grid(
    rows: usize,
    cols: usize,
    cells: impl Serialize,
    rows_as: Rows,
    cols_as: Cols,
    extra: Value,
) -> Value {
    let row_labels: Vec<String> = match rows_as {
        Rows::FromBottom => (1..=rows).rev().map(|r| r.to_string()).collect(),
        Rows::FromTop => (1..=rows).map(|r| r.to_string()).collect(),
    };
    let col_labels: Vec<String> = (0..cols)
        .map(|c| match cols_as {
            Cols::Numbers => (c + 1).to_string(),
            Cols::Letters => char::from_u32('a' as u32 + c as u32).map_or_else(|| (c + 1).to_string(), String::from),
        })
        .collect();
    let mut board = Map::new();
    board.insert("kind".into(), "grid".into());
    board.insert("rows".into(), rows.into());
    board.insert("cols".into(), cols.into());
    board.insert("cells".into(), serde_json::to_value(cells).unwrap_or_default());
    board.insert("labels".into(), json!({"rows": row_labels, "cols": col_labels}));
    if let Value::Object(more) = extra {
        board.extend(more);
    }
    Value::Object(board)
}
