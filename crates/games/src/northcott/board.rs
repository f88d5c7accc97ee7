//! The structured board of Northcott's game (`{"kind": "grid", …}`): every
//! row with its white and its black stone, the gaps (the Nim heaps) and who
//! moves — read from the parsed position.

use super::NorthcottEntry;
use crate::error::GameError;
use crate::grid::{Cols, Rows, grid};
use ludoteca_core::{Convention, Player};
use serde_json::{Value, json};

impl NorthcottEntry {
    /// The board of `position`: `cells` row by row as the notation lists
    /// them (row 1 at the top), each `"white"`, `"black"` or `null`;
    /// `labels` the row and column numbers of the moves (`r2:b6`); `stones`
    /// each row's columns, `gaps` the empty squares between them, `to_move`
    /// `stone` (`w` or `b`, the letter of the mover's stones in a move) and
    /// `misere` (whether the last to move loses).
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let p = NorthcottEntry::parse(self, position)?;
        let g = NorthcottEntry::game(self);
        let rows = usize::from(g.rows);
        let cells: Vec<Vec<Option<&str>>> = (0..rows)
            .map(|r| {
                (1..=g.cols)
                    .map(|c| {
                        if c == p.white(r) {
                            Some("white")
                        } else if c == p.black(r) {
                            Some("black")
                        } else {
                            None
                        }
                    })
                    .collect()
            })
            .collect();
        Ok(grid(
            usize::from(g.rows),
            usize::from(g.cols),
            cells,
            Rows::FromTop,
            Cols::Numbers,
            json!({
                "stones": (0..rows).map(|r| json!({"white": p.white(r), "black": p.black(r)})).collect::<Vec<_>>(),
                "gaps": (0..rows).map(|r| p.gap(r)).collect::<Vec<_>>(),
                "misere": self.game().convention == Convention::Misere,
                "to_move": p.mover(),
                "stone": if p.mover() == Player::First { "w" } else { "b" },
            }),
        ))
    }
}
