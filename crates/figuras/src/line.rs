//! A line: one of the 4 rows, 4 columns and 2 long diagonals that score.

use crate::square::Square;
use std::fmt;

/// A scoring line. Indices: 0–3 the rows (ranks 1–4), 4–7 the columns
/// (files a–d), 8 the diagonal a1–d4, 9 the diagonal a4–d1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Line(u8);

/// The squares of each line, by line index.
pub(crate) const LINE_SQUARES: [[u8; 4]; 10] = [
    [0, 1, 2, 3],
    [4, 5, 6, 7],
    [8, 9, 10, 11],
    [12, 13, 14, 15],
    [0, 4, 8, 12],
    [1, 5, 9, 13],
    [2, 6, 10, 14],
    [3, 7, 11, 15],
    [0, 5, 10, 15],
    [12, 9, 6, 3],
];

/// The 16-bit square mask of each line.
pub(crate) const LINE_MASKS: [u16; 10] = {
    let mut m = [0u16; 10];
    let mut l = 0;
    while l < 10 {
        let mut k = 0;
        while k < 4 {
            m[l] |= 1 << LINE_SQUARES[l][k];
            k += 1;
        }
        l += 1;
    }
    m
};

/// For each square, the 10-bit mask of the lines through it (2 or 3).
pub(crate) const SQUARE_LINES: [u16; 16] = {
    let mut m = [0u16; 16];
    let mut l = 0;
    while l < 10 {
        let mut k = 0;
        while k < 4 {
            m[LINE_SQUARES[l][k] as usize] |= 1 << l;
            k += 1;
        }
        l += 1;
    }
    m
};

impl Line {
    /// All 10 lines by index.
    pub const ALL: [Line; 10] = {
        let mut a = [Line(0); 10];
        let mut i = 0;
        while i < 10 {
            a[i] = Line(i as u8);
            i += 1;
        }
        a
    };

    /// The line with this index, if `index < 10`.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Line> {
        if index < 10 { Some(Line(index)) } else { None }
    }

    /// The index 0..10.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The four squares of the line.
    #[must_use]
    pub fn squares(self) -> [Square; 4] {
        LINE_SQUARES[self.0 as usize].map(|i| Square::ALL[i as usize])
    }

    /// The line's 16-bit square mask.
    #[must_use]
    pub const fn mask(self) -> u16 {
        LINE_MASKS[self.0 as usize]
    }

    /// The lines through a square (two, or three on a diagonal).
    pub fn through(square: Square) -> impl Iterator<Item = Line> {
        let m = SQUARE_LINES[square.index() as usize];
        (0..10u8).filter(move |l| m >> l & 1 == 1).map(Line)
    }
}

impl fmt::Display for Line {
    /// `row 2`, `column b`, `diagonal a1-d4` or `diagonal a4-d1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0..4 => write!(f, "row {}", self.0 + 1),
            4..8 => write!(f, "column {}", (b'a' + self.0 - 4) as char),
            8 => f.write_str("diagonal a1-d4"),
            _ => f.write_str("diagonal a4-d1"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_lines_two_or_three_through_each_square() {
        assert_eq!(Line::ALL.len(), 10);
        for sq in Square::ALL {
            let n = Line::through(sq).count();
            let on_diagonal = [0, 5, 10, 15, 3, 6, 9, 12].contains(&sq.index());
            assert_eq!(n, if on_diagonal { 3 } else { 2 }, "{sq}");
        }
        let names: Vec<String> = Line::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(names[1], "row 2");
        assert_eq!(names[5], "column b");
        assert_eq!(names[8], "diagonal a1-d4");
        assert_eq!(names[9], "diagonal a4-d1");
        let d: Vec<String> = Line::ALL[9].squares().iter().map(ToString::to_string).collect();
        assert_eq!(d, ["a4", "b3", "c2", "d1"]);
    }
}
