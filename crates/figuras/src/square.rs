//! A square of the 4×4 board, `a1`…`d4`, numbered `4 × (rank − 1) + file`.

use std::fmt;

/// A square: files a–d left to right, ranks 1–4 bottom to top; index
/// `4 × (rank − 1) + file` (a1 = 0, d1 = 3, a4 = 12, d4 = 15).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// All 16 squares by index.
    pub const ALL: [Square; 16] = {
        let mut a = [Square(0); 16];
        let mut i = 0;
        while i < 16 {
            a[i] = Square(i as u8);
            i += 1;
        }
        a
    };

    /// The square with this index, if `index < 16`.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 16 { Some(Square(index)) } else { None }
    }

    /// The square at `file` (0 = a) and `rank` (0 = rank 1), both below 4.
    #[must_use]
    pub const fn at(file: u8, rank: u8) -> Option<Square> {
        if file < 4 && rank < 4 { Some(Square(rank * 4 + file)) } else { None }
    }

    /// The index 0..16.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 for `a` to 3 for `d`.
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 & 3
    }

    /// The rank minus one, 0 for rank 1 to 3 for rank 4.
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 >> 2
    }

    /// This square's bit in a 16-bit square mask.
    #[must_use]
    pub const fn bit(self) -> u16 {
        1 << self.0
    }

    /// Reads `a1`…`d4` (the file letter may be upper case).
    #[must_use]
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = b[1].wrapping_sub(b'1');
        Square::at(file, rank)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_follow_the_rules_page() {
        assert_eq!(Square::parse("a1").map(Square::index), Some(0));
        assert_eq!(Square::parse("d1").map(Square::index), Some(3));
        assert_eq!(Square::parse("a4").map(Square::index), Some(12));
        assert_eq!(Square::parse("D4").map(Square::index), Some(15));
        for s in Square::ALL {
            assert_eq!(Square::parse(&s.to_string()), Some(s));
        }
        for bad in ["", "a", "a0", "e1", "a5", "a10", "1a"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }
}
