//! A move: one of the mover's unplayed pieces onto an empty square, `Tl@b3`.

use crate::error::Error;
use crate::piece::Piece;
use crate::square::Square;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A move: `piece @ square`, written e.g. `Tl@b3`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The piece placed.
    pub piece: Piece,
    /// The empty square it goes to.
    pub square: Square,
}

impl Move {
    /// The move placing `piece` on `square`.
    #[must_use]
    pub const fn new(piece: Piece, square: Square) -> Move {
        Move { piece, square }
    }

    /// Packs the move in one byte: `piece << 4 | square`.
    #[must_use]
    pub const fn to_byte(self) -> u8 {
        (self.piece.code() << 4) | self.square.index()
    }

    /// Unpacks [`Move::to_byte`].
    #[must_use]
    pub const fn from_byte(b: u8) -> Move {
        Move { piece: Piece::ALL[(b >> 4) as usize], square: Square::ALL[(b & 15) as usize] }
    }
}

impl FromStr for Move {
    type Err = Error;

    /// Reads `Tl@b3` (spaces around the parts are ignored).
    fn from_str(s: &str) -> Result<Move, Error> {
        let bad = || Error::BadMove(s.to_string());
        let (p, q) = s.trim().split_once('@').ok_or_else(bad)?;
        let piece = Piece::parse(p.trim()).ok_or_else(bad)?;
        let square = Square::parse(q.trim()).ok_or_else(bad)?;
        Ok(Move { piece, square })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.piece, self.square)
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
