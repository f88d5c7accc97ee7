//! The bean grids (*tirar feijões duma quadrícula*, game 15): whole rows and
//! columns (a), the same with a one-or-two tail (b), and two ways of eating
//! a bean with its neighbours (c), the last of which (d) is Chomp.

mod board;
mod descriptor;
pub use descriptor::{FAMILY, RULES};

mod entry;
mod moves;

pub use entry::BeansEntry;

use ludoteca_core::{Convention, Game};

/// The largest number of cells a bitboard grid may have.
pub const MAX_CELLS: u32 = 64;

/// Which of the four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BeanRule {
    /// (a) Remove every bean of one row or one column.
    Lines,
    /// (b) As (a), but once a single line is left, remove 1 or 2 of its beans.
    LinesThenTail,
    /// (c) Remove a bean X, the beans left of X in its row and below X in its column.
    Cross,
    /// (d) As (c), plus every bean below those: the whole quadrant below-left
    /// of X. This is Chomp (Gale 1974, after Schuh 1952), mirrored.
    Chomp,
}

impl BeanRule {
    /// Whether positions are whole rectangles `(rows, cols)` rather than sets of beans.
    #[must_use]
    pub fn rectangular(self) -> bool {
        matches!(self, BeanRule::Lines | BeanRule::LinesThenTail)
    }
}

/// A position: for (a) and (b) the remaining rectangle (the beans always
/// form one, up to moving rows and columns together); for (c) and (d) the
/// set of beans, bit `(i − 1)·cols + (j − 1)` for the bean in row `i` (1 at the
/// bottom) and column `j` (1 at the left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BeanPosition {
    /// `rows` non-empty rows × `cols` non-empty columns.
    Rect {
        /// Rows with beans.
        rows: u8,
        /// Columns with beans.
        cols: u8,
    },
    /// The set of beans on the `rows × cols` board.
    Set(u64),
}

/// A move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BeanMove {
    /// Remove a row (a, b).
    Row,
    /// Remove a column (a, b).
    Column,
    /// Remove 1 or 2 beans of the last line (b).
    Tail(u8),
    /// Eat the bean at (row, column), with what the rule removes with it (c, d).
    Bean(u8, u8),
}

/// A bean game on a board of `rows × cols`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BeanGame {
    /// Which rule.
    pub rule: BeanRule,
    /// Board height.
    pub rows: u8,
    /// Board width.
    pub cols: u8,
    /// Normal play for (a), (b); the text plays (c), (d) misère ("perde quem
    /// retirar o último feijão"). `misere=true` flips either.
    pub convention: Convention,
}

impl BeanGame {
    /// The full board.
    #[must_use]
    pub fn full(&self) -> BeanPosition {
        if self.rule.rectangular() {
            BeanPosition::Rect { rows: self.rows, cols: self.cols }
        } else {
            let cells = u32::from(self.rows) * u32::from(self.cols);
            BeanPosition::Set(if cells == 64 { u64::MAX } else { (1u64 << cells) - 1 })
        }
    }

    /// The bit of cell (row `i`, column `j`), both from 1.
    #[must_use]
    pub fn bit(&self, i: u8, j: u8) -> u64 {
        1u64 << ((u32::from(i) - 1) * u32::from(self.cols) + u32::from(j) - 1)
    }

    /// The beans the rule removes when `(i, j)` is eaten from `set`.
    #[must_use]
    pub fn eaten(&self, set: u64, i: u8, j: u8) -> u64 {
        let n = u32::from(self.cols);
        // Columns 1..=j of one row, and column j alone, at row 1.
        let segment = if j >= 64 { u64::MAX } else { (1u64 << j) - 1 };
        let cell = 1u64 << (j - 1);
        let mut gone = 0;
        for r in 0..u32::from(i) {
            let shift = r * n;
            gone |=
                if self.rule == BeanRule::Chomp || r + 1 == u32::from(i) { segment << shift } else { cell << shift };
        }
        set & gone
    }
}

impl Game for BeanGame {
    type Position = BeanPosition;
    type Move = BeanMove;

    fn for_each_move(&self, p: &BeanPosition, mut f: impl FnMut(BeanMove)) {
        match *p {
            BeanPosition::Rect { rows, cols } if rows == 0 || cols == 0 => {}
            BeanPosition::Rect { rows, cols } if self.rule == BeanRule::LinesThenTail && (rows == 1 || cols == 1) => {
                f(BeanMove::Tail(1));
                if rows.max(cols) >= 2 {
                    f(BeanMove::Tail(2));
                }
            }
            BeanPosition::Rect { .. } => {
                f(BeanMove::Row);
                f(BeanMove::Column);
            }
            BeanPosition::Set(set) => {
                for i in 1..=self.rows {
                    for j in 1..=self.cols {
                        if set & self.bit(i, j) != 0 {
                            f(BeanMove::Bean(i, j));
                        }
                    }
                }
            }
        }
    }

    fn play(&self, p: &BeanPosition, m: &BeanMove) -> BeanPosition {
        let rect = |rows: u8, cols: u8| {
            if rows == 0 || cols == 0 {
                BeanPosition::Rect { rows: 0, cols: 0 }
            } else {
                BeanPosition::Rect { rows, cols }
            }
        };
        match (*p, *m) {
            (BeanPosition::Rect { rows, cols }, BeanMove::Row) => rect(rows - 1, cols),
            (BeanPosition::Rect { rows, cols }, BeanMove::Column) => rect(rows, cols - 1),
            (BeanPosition::Rect { rows: 1, cols }, BeanMove::Tail(k)) => rect(1, cols - k),
            (BeanPosition::Rect { rows, cols }, BeanMove::Tail(k)) => rect(rows - k, cols),
            (BeanPosition::Set(set), BeanMove::Bean(i, j)) => BeanPosition::Set(set & !self.eaten(set, i, j)),
            _ => *p,
        }
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

#[cfg(test)]
mod tests;
pub mod words;
