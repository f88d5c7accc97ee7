//! The structured board of *Jogo da Velha com Figuras Geométricas*
//! (`{"kind": "grid", …}`): the 4×4 squares with their pieces, both kits'
//! unplayed pieces, the kits' colours, the points and the full lines that
//! scored with their criteria — read from the parsed position.

use super::{FigurasEntry, player};
use crate::error::GameError;
use crate::grid::{Cols, Rows, grid};
use ludoteca_figuras::{Line, LineScore, Piece, Square};
use serde_json::{Value, json};

/// A piece as data: `code` as moves write it (`Tl`), `owner`, `shape`, `size`.
fn piece_json(p: Piece) -> Value {
    json!({
        "code": p.to_string(),
        "owner": player(p.owner()),
        "shape": p.shape().name(),
        "size": p.size().name(),
    })
}

/// A line as data, as the end's reason names it: `{"kind": "row", "n": 2}`,
/// `{"kind": "column", "c": "b"}`, `{"kind": "diagonal", "from": "a1", "to": "d4"}`.
fn line_json(l: Line) -> Value {
    match l.index() {
        i @ 0..4 => json!({"kind": "row", "n": i + 1}),
        i @ 4..8 => json!({"kind": "column", "c": char::from(b'a' + i - 4).to_string()}),
        8 => json!({"kind": "diagonal", "from": "a1", "to": "d4"}),
        _ => json!({"kind": "diagonal", "from": "a4", "to": "d1"}),
    }
}

impl FigurasEntry {
    /// The board of `position`: `cells` from rank 4 (the top) down, files a
    /// to d, each a piece (see [`piece_json`]) or `null`; `labels` the ranks
    /// and files that name a square (a move is `Tl@b3`); `hands` the pieces
    /// each player has not played; `kits` their colours; `points`; `lines`
    /// the full lines that score (`line`, `squares`, `criteria`, `points`);
    /// `to_move` (`null` once the board is full).
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let p = self.parse(position)?;
        let cells: Vec<Vec<Value>> = (0..4u8)
            .rev()
            .map(|rank| {
                (0..4u8)
                    .map(|file| Square::at(file, rank).and_then(|sq| p.board().get(sq)).map_or(Value::Null, piece_json))
                    .collect()
            })
            .collect();
        let hand = |who| p.hand(who).into_iter().map(piece_json).collect::<Vec<_>>();
        // Every full line that meets a criterion, with its criteria: what a
        // student reads to learn why the points came.
        let lines: Vec<Value> = Line::ALL
            .into_iter()
            .filter_map(|l| {
                let sq = l.squares();
                let pieces =
                    [p.board().get(sq[0])?, p.board().get(sq[1])?, p.board().get(sq[2])?, p.board().get(sq[3])?];
                let score = LineScore::new(l, pieces);
                (score.points > 0).then(|| {
                    json!({
                        "line": line_json(l),
                        "squares": sq.iter().map(ToString::to_string).collect::<Vec<_>>(),
                        "criteria": score.criteria,
                        "points": score.points,
                    })
                })
            })
            .collect();
        let [f, s] = p.points();
        Ok(grid(
            4,
            4,
            cells,
            Rows::FromBottom,
            Cols::Letters,
            json!({
                "hands": {
                    "first": hand(ludoteca_figuras::Player::First),
                    "second": hand(ludoteca_figuras::Player::Second),
                },
                "kits": {"first": self.kit, "second": self.kit.other()},
                "points": {"first": f, "second": s},
                "lines": lines,
                "to_move": (!p.is_over()).then(|| player(p.mover())),
            }),
        ))
    }
}
