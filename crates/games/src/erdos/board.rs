//! The structured board of *Erdös Latino* (`{"kind": "grid", …}`) through
//! [`ErdosEntry`]: the n×n squares with their numbers, the owner of every
//! column and the pieces left — read from the parsed position. Only version
//! II (complete information) shows the pool: in version III the pieces off
//! the board are the two hidden hands.

use super::ErdosEntry;
use crate::error::GameError;
use crate::grid::{Cols, Rows, grid};
use ludoteca_core::Player;
use ludoteca_erdos::{Square, Version};
use serde_json::{Value, json};

fn player(p: ludoteca_erdos::Player) -> Player {
    match p {
        ludoteca_erdos::Player::First => Player::First,
        ludoteca_erdos::Player::Second => Player::Second,
    }
}

impl ErdosEntry {
    /// The board of `position`: `cells` from row n (Second's edge, the top)
    /// down to row 1 (First's edge), columns a.., each a number or `null`;
    /// `labels` the rows and files that name a square (a move is `c3=5`);
    /// `owners` (per column its `column` letter and `owner`: `first`,
    /// `second` or `null`, as the match's board writes them); `scores` (columns
    /// conquered); `size`, `run`, `version`; `pool` (version II only, the
    /// numbers still off the board, one per piece); `to_move` (`null` when
    /// the board is full).
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let p = self.parse(position)?;
        let n = p.size();
        let cells: Vec<Vec<Option<u8>>> =
            (0..n).rev().map(|r| (0..n).map(|c| p.number(Square { row: r, col: c })).collect()).collect();
        let [a, b] = p.columns();
        let r = self.config().rules;
        Ok(grid(
            usize::from(n),
            usize::from(n),
            cells,
            Rows::FromBottom,
            Cols::Letters,
            json!({
                "owners": (0..n)
                    .map(|c| json!({"column": ((b'a' + c) as char).to_string(), "owner": p.owner(c).map(player)}))
                    .collect::<Vec<_>>(),
                "scores": {"first": a, "second": b},
                "size": n,
                "run": r.run,
                "version": r.version.to_string(),
                "pool": (r.version == Version::II).then(|| p.pool().numbers()),
                "to_move": (!p.is_full()).then(|| player(p.mover())),
            }),
        ))
    }
}
