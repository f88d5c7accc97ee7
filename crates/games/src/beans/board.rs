//! The structured board of a bean game (`{"kind": "grid", …}`): the beans
//! left, one cell each, read from the parsed position — the remaining
//! rectangle in games (a) and (b), the whole board with its eaten cells in
//! games (c) and (d).

use super::{BeanPosition, BeanRule, BeansEntry};
use crate::error::GameError;
use crate::grid::{Cols, Rows, grid};
use crate::notation::Notation;
use serde_json::{Value, json};

/// The rule's name in the board data.
fn rule_name(rule: BeanRule) -> &'static str {
    match rule {
        BeanRule::Lines => "lines",
        BeanRule::LinesThenTail => "lines-then-tail",
        BeanRule::Cross => "cross",
        BeanRule::Chomp => "chomp",
    }
}

impl BeansEntry {
    /// The board of `position`: `cells` from the top row down, `"bean"` or
    /// `null`; `labels` the notation's row (1 at the bottom) and column
    /// numbers (a move of games (c) and (d) is `row,col`); `shape`
    /// (`rectangle` for (a), (b): `rows`×`cols` is the rectangle left;
    /// `cells` for (c), (d)); `beans` left; `tail` when only the 1-or-2
    /// moves of game (b)'s last line remain.
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let p = self.parse(position)?;
        let g = self.game();
        let (rows, cols, cells): (u8, u8, Vec<Vec<Option<&str>>>) = match p {
            BeanPosition::Rect { rows, cols } => {
                (rows, cols, (0..rows).map(|_| (0..cols).map(|_| Some("bean")).collect()).collect())
            }
            BeanPosition::Set(set) => (
                g.rows,
                g.cols,
                (1..=g.rows)
                    .rev()
                    .map(|i| (1..=g.cols).map(|j| (set & g.bit(i, j) != 0).then_some("bean")).collect())
                    .collect(),
            ),
        };
        let beans = cells.iter().flatten().filter(|c| c.is_some()).count();
        let tail = g.rule == BeanRule::LinesThenTail && (rows == 1 || cols == 1) && beans > 0;
        Ok(grid(
            usize::from(rows),
            usize::from(cols),
            cells,
            Rows::FromBottom,
            Cols::Numbers,
            json!({
                "rule": rule_name(g.rule),
                "shape": if g.rule.rectangular() { "rectangle" } else { "cells" },
                "beans": beans,
                "tail": tail,
            }),
        ))
    }
}
