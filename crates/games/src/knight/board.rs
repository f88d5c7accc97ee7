//! The structured board of a knight game (`{"kind": "grid", …}`): the n×n
//! board, row n at the top as drawn, with the knight on its square — read
//! from the parsed position.

use super::KnightEntry;
use crate::error::GameError;
use crate::grid::{Cols, Rows, grid};
use crate::notation::Notation;
use serde_json::{Value, json};

impl KnightEntry {
    /// The board of `position`: `rows` = `cols` = the board's side, `cells`
    /// from the top row (row n, the North edge) down, each `"knight"` or
    /// `null`, `labels` the row and column numbers of the notation (a move
    /// is `row,col`), `knight` its square and, in game II, `to_move`.
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let p = self.parse(position)?;
        let g = self.game();
        let n = g.size;
        let cells: Vec<Vec<Option<&str>>> =
            (1..=n).rev().map(|r| (1..=n).map(|c| (r == p.row && c == p.col).then_some("knight")).collect()).collect();
        Ok(grid(
            usize::from(n),
            usize::from(n),
            cells,
            Rows::FromBottom,
            Cols::Numbers,
            json!({
                "knight": {"row": p.row, "col": p.col},
                "partizan": g.partizan,
                "to_move": g.partizan.then_some(p.mover),
            }),
        ))
    }
}
