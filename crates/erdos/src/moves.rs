//! Squares (`c3`: column c, row 3 counted from First's edge) and moves
//! (`c3=5`: the number 5 on c3), with their text notation.

use crate::error::Error;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// The row stride of the packed board (boards are at most 7×7).
pub(crate) const STRIDE: usize = 7;

/// A square: `row` 0 is First's edge (row "1"), `col` 0 is column "a".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// 0-based row from the bottom (First's edge).
    pub row: u8,
    /// 0-based column from the left (`a`).
    pub col: u8,
}

impl Square {
    /// The square at 0-based `row` (from the bottom) and `col` (from `a`).
    #[must_use]
    pub const fn new(row: u8, col: u8) -> Square {
        Square { row, col }
    }

    /// Index into the packed board.
    pub(crate) const fn index(self) -> usize {
        self.row as usize * STRIDE + self.col as usize
    }

    /// The square of a packed index.
    pub(crate) const fn of_index(i: usize) -> Square {
        Square { row: (i / STRIDE) as u8, col: (i % STRIDE) as u8 }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, u32::from(self.row) + 1)
    }
}

impl FromStr for Square {
    type Err = Error;
    fn from_str(s: &str) -> Result<Square, Error> {
        let t = s.trim();
        let bad = || Error::BadMove(s.to_string());
        let mut chars = t.chars();
        let c = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        if !c.is_ascii_lowercase() {
            return Err(bad());
        }
        let row: u8 = chars.as_str().parse().map_err(|_| bad())?;
        if row == 0 || c > 'z' {
            return Err(bad());
        }
        Ok(Square { row: row - 1, col: c as u8 - b'a' })
    }
}

/// A placement: `number` on `square`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where.
    pub square: Square,
    /// Which number (1..=size).
    pub number: u8,
}

impl Move {
    /// `number` on `square`.
    #[must_use]
    pub const fn new(square: Square, number: u8) -> Move {
        Move { square, number }
    }

    /// Packed code: square index × 8 + number (fits 9 bits).
    pub(crate) const fn code(self) -> u16 {
        (self.square.index() as u16) << 3 | self.number as u16
    }

    /// The move of a packed code.
    pub(crate) const fn of_code(c: u16) -> Move {
        Move { square: Square::of_index((c >> 3) as usize), number: (c & 7) as u8 }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.square, self.number)
    }
}

impl FromStr for Move {
    type Err = Error;
    fn from_str(s: &str) -> Result<Move, Error> {
        let bad = || Error::BadMove(s.to_string());
        let (sq, n) = s.trim().split_once('=').ok_or_else(bad)?;
        let square: Square = sq.trim().parse().map_err(|_| bad())?;
        let number: u8 = n.trim().parse().map_err(|_| bad())?;
        if number == 0 || number > 9 {
            return Err(bad());
        }
        Ok(Move { square, number })
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
