//! The knight games (*um cavalo para dois*, game 14): a knight on an n×n
//! board that only jumps South-and-sideways or West-and-up/down, shared by
//! both players (I) or split between them (II).

mod board;
mod descriptor;
pub use descriptor::{FAMILY, RULES};

mod entry;
mod moves;

pub use entry::KnightEntry;

use ludoteca_core::{Convention, Game, Player};

/// The largest board.
pub const MAX_SIZE: u16 = 200;

/// A square `(row, column)`, both from 1; row 1 is the South edge, column 1
/// the West edge, `(n, n)` the North-East corner. In partizan play the
/// position also records who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KnightPosition {
    /// Row, 1 = South.
    pub row: u16,
    /// Column, 1 = West.
    pub col: u16,
    /// Who moves (game II only; always `First` in game I).
    pub mover: Player,
}

/// A knight game on an n×n board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnightGame {
    /// Board side.
    pub size: u16,
    /// Game II: A only jumps 2 South + 1 East/West, B only 2 West + 1 North/South.
    pub partizan: bool,
    /// Normal or misère play.
    pub convention: Convention,
}

/// 2 South + 1 East or West.
const SOUTH: [(i32, i32); 2] = [(-2, -1), (-2, 1)];
/// 2 West + 1 North or South.
const WEST: [(i32, i32); 2] = [(-1, -2), (1, -2)];

impl KnightGame {
    fn jumps(&self, mover: Player) -> &'static [(i32, i32)] {
        match (self.partizan, mover) {
            (false, _) => &[(-2, -1), (-2, 1), (-1, -2), (1, -2)],
            (true, Player::First) => &SOUTH,
            (true, Player::Second) => &WEST,
        }
    }

    /// Whether `(row, col)` is on the board.
    #[must_use]
    pub fn on_board(&self, row: i32, col: i32) -> bool {
        (1..=i32::from(self.size)).contains(&row) && (1..=i32::from(self.size)).contains(&col)
    }
}

impl Game for KnightGame {
    type Position = KnightPosition;
    type Move = (u16, u16);

    fn for_each_move(&self, p: &KnightPosition, mut f: impl FnMut((u16, u16))) {
        for &(dr, dc) in self.jumps(p.mover) {
            let (r, c) = (i32::from(p.row) + dr, i32::from(p.col) + dc);
            if self.on_board(r, c) {
                f((r as u16, c as u16));
            }
        }
    }

    fn play(&self, p: &KnightPosition, &(row, col): &(u16, u16)) -> KnightPosition {
        let mover = if self.partizan { !p.mover } else { Player::First };
        KnightPosition { row, col, mover }
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

#[cfg(test)]
mod tests;
pub mod words;
