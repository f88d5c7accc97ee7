//! The board: 16 four-bit piece codes in a `u64`, plus the masks of filled
//! squares and of placed pieces.

use crate::piece::Piece;
use crate::square::Square;

/// Which piece stands on each square. Square `i` holds its piece code in
/// bits `4i..4i+4` of `cells` when bit `i` of `filled` is set (an empty
/// square has code 0 in `cells`); bit `p` of `placed` is set when piece `p`
/// is on the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    cells: u64,
    filled: u16,
    placed: u16,
}

impl Board {
    /// The empty board.
    pub const EMPTY: Board = Board { cells: 0, filled: 0, placed: 0 };

    /// The piece on a square, if any.
    #[must_use]
    #[inline]
    pub fn get(&self, sq: Square) -> Option<Piece> {
        if self.filled & sq.bit() == 0 { None } else { Piece::from_code(((self.cells >> (4 * sq.index())) & 15) as u8) }
    }

    /// Where a piece stands, if it is placed.
    #[must_use]
    pub fn find(&self, piece: Piece) -> Option<Square> {
        Square::ALL.into_iter().find(|&s| self.get(s) == Some(piece))
    }

    /// Puts a piece on an empty square; returns `false` (and changes
    /// nothing) if the square is filled or the piece already placed.
    #[inline]
    pub fn put(&mut self, sq: Square, piece: Piece) -> bool {
        if self.filled & sq.bit() != 0 || self.placed >> piece.code() & 1 == 1 {
            return false;
        }
        self.cells |= u64::from(piece.code()) << (4 * sq.index());
        self.filled |= sq.bit();
        self.placed |= 1 << piece.code();
        true
    }

    /// Removes the piece from a square (no effect on an empty square).
    pub fn take(&mut self, sq: Square) {
        if let Some(p) = self.get(sq) {
            self.cells &= !(15u64 << (4 * sq.index()));
            self.filled &= !sq.bit();
            self.placed &= !(1 << p.code());
        }
    }

    /// The raw cells word (4 bits per square, 0 on empty squares).
    #[must_use]
    #[inline]
    pub const fn cells(&self) -> u64 {
        self.cells
    }

    /// The mask of filled squares.
    #[must_use]
    #[inline]
    pub const fn filled(&self) -> u16 {
        self.filled
    }

    /// The mask of placed pieces (bit = piece code).
    #[must_use]
    #[inline]
    pub const fn placed(&self) -> u16 {
        self.placed
    }

    /// How many squares are empty.
    #[must_use]
    pub const fn empties(&self) -> u32 {
        16 - self.filled.count_ones()
    }

    /// The board with these raw parts, if consistent (each piece at most
    /// once, empty squares coded 0).
    #[must_use]
    pub fn from_parts(cells: u64, filled: u16) -> Option<Board> {
        let mut b = Board::EMPTY;
        for sq in Square::ALL {
            let code = ((cells >> (4 * sq.index())) & 15) as u8;
            if filled & sq.bit() != 0 {
                if !b.put(sq, Piece::ALL[code as usize]) {
                    return None;
                }
            } else if code != 0 {
                return None;
            }
        }
        Some(b)
    }
}
