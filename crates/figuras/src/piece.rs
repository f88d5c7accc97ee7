//! A piece: its owner's colour, its shape and its size, packed in four bits.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two players, as the whole workspace names them: `First` moves
/// first and owns the upper-case kit, `Second` the lower-case one.
pub use ludoteca_core::Player;

/// One of the four shapes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    /// Triangle, letter `T`.
    Triangle,
    /// Quadrilateral, letter `Q`.
    Quadrilateral,
    /// Circle, letter `C`.
    Circle,
    /// Pentagon, letter `P`.
    Pentagon,
}

impl Shape {
    /// The four shapes in notation order `T Q C P`.
    pub const ALL: [Shape; 4] = [Shape::Triangle, Shape::Quadrilateral, Shape::Circle, Shape::Pentagon];

    /// 0..4 in the order `T Q C P`.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter of the notation.
    #[must_use]
    pub const fn letter(self) -> char {
        ['T', 'Q', 'C', 'P'][self as usize]
    }

    /// The English name, e.g. `triangle`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        ["triangle", "quadrilateral", "circle", "pentagon"][self as usize]
    }

    /// The English plural, e.g. `triangles`.
    #[must_use]
    pub const fn plural(self) -> &'static str {
        ["triangles", "quadrilaterals", "circles", "pentagons"][self as usize]
    }
}

/// One of the two sizes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Size {
    /// Small, letter `s`.
    Small,
    /// Large, letter `l`.
    Large,
}

impl Size {
    /// Both sizes, small first.
    pub const ALL: [Size; 2] = [Size::Small, Size::Large];

    /// The lower-case letter of the notation.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Size::Small => 's',
            Size::Large => 'l',
        }
    }

    /// `small` or `large`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Large => "large",
        }
    }
}

/// A piece, packed as `owner << 3 | shape << 1 | size` (0..16): pieces 0..8
/// are First's, 8..16 Second's. Each of the 16 pieces exists once.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece(u8);

impl Piece {
    /// Every piece, in code order.
    pub const ALL: [Piece; 16] = {
        let mut a = [Piece(0); 16];
        let mut i = 0;
        while i < 16 {
            a[i] = Piece(i as u8);
            i += 1;
        }
        a
    };

    /// The piece of this owner, shape and size.
    #[must_use]
    pub const fn new(owner: Player, shape: Shape, size: Size) -> Piece {
        Piece(((owner as u8) << 3) | ((shape as u8) << 1) | size as u8)
    }

    /// The piece with this code, if `code < 16`.
    #[must_use]
    pub const fn from_code(code: u8) -> Option<Piece> {
        if code < 16 { Some(Piece(code)) } else { None }
    }

    /// The 4-bit code `owner << 3 | shape << 1 | size`.
    #[must_use]
    pub const fn code(self) -> u8 {
        self.0
    }

    /// Whose kit (and colour) the piece belongs to.
    #[must_use]
    pub const fn owner(self) -> Player {
        Player::from_index((self.0 >> 3) as usize)
    }

    /// The shape.
    #[must_use]
    pub const fn shape(self) -> Shape {
        Shape::ALL[((self.0 >> 1) & 3) as usize]
    }

    /// The size.
    #[must_use]
    pub const fn size(self) -> Size {
        if self.0 & 1 == 0 { Size::Small } else { Size::Large }
    }

    /// Reads the two-letter notation, e.g. `Tl` or `cs`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Piece> {
        let mut it = s.chars();
        let (a, b) = (it.next()?, it.next()?);
        if it.next().is_some() {
            return None;
        }
        let owner = if a.is_ascii_uppercase() { Player::First } else { Player::Second };
        let shape = match a.to_ascii_uppercase() {
            'T' => Shape::Triangle,
            'Q' => Shape::Quadrilateral,
            'C' => Shape::Circle,
            'P' => Shape::Pentagon,
            _ => return None,
        };
        let size = match b {
            's' => Size::Small,
            'l' => Size::Large,
            _ => return None,
        };
        Some(Piece::new(owner, shape, size))
    }

    /// Words for people, e.g. `First's large triangle`.
    #[must_use]
    pub fn describe(self) -> String {
        let who = match self.owner() {
            Player::First => "First's",
            Player::Second => "Second's",
        };
        format!("{who} {} {}", self.size().name(), self.shape().name())
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.shape().letter();
        let s = match self.owner() {
            Player::First => s,
            Player::Second => s.to_ascii_lowercase(),
        };
        write!(f, "{s}{}", self.size().letter())
    }
}

impl Serialize for Piece {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Piece {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Piece, D::Error> {
        let s = String::deserialize(d)?;
        Piece::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("`{s}` is not a piece such as `Tl` or `cs`")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_round_trips_through_its_notation() {
        for p in Piece::ALL {
            assert_eq!(Piece::parse(&p.to_string()), Some(p));
            assert_eq!(Piece::new(p.owner(), p.shape(), p.size()), p);
        }
        assert_eq!(Piece::parse("Tl").map(|p| p.describe()), Some("First's large triangle".into()));
        assert_eq!(Piece::parse("cs").map(|p| p.describe()), Some("Second's small circle".into()));
        for bad in ["", "T", "Tx", "Xl", "Tls", "tL"] {
            assert_eq!(Piece::parse(bad), None, "{bad}");
        }
    }
}
