//! The referee's scoring: which criteria a completed line meets, and the
//! explanation of every point a move earns.

use crate::line::Line;
use crate::piece::{Piece, Player, Shape, Size};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the five scoring criteria of a completed line (one point each).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Criterion {
    /// All four pieces of the same colour (the same player's kit).
    SameColour,
    /// All four pieces of the same shape.
    SameShape,
    /// All four pieces of different shapes.
    DifferentShapes,
    /// All four pieces small.
    AllSmall,
    /// All four pieces large.
    AllLarge,
}

impl Criterion {
    /// The five criteria in the order of the rules.
    pub const ALL: [Criterion; 5] = [
        Criterion::SameColour,
        Criterion::SameShape,
        Criterion::DifferentShapes,
        Criterion::AllSmall,
        Criterion::AllLarge,
    ];

    /// The bit of this criterion in a criteria mask.
    #[must_use]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The criteria mask (bit `c as u8` for each criterion met) of four piece
/// codes filling a line. Its popcount is the line's points.
#[must_use]
#[inline]
pub const fn criteria_of_codes(codes: [u8; 4]) -> u8 {
    let and = codes[0] & codes[1] & codes[2] & codes[3];
    let or = codes[0] | codes[1] | codes[2] | codes[3];
    let diff = and ^ or;
    let shapes = (1u8 << ((codes[0] >> 1) & 3))
        | (1u8 << ((codes[1] >> 1) & 3))
        | (1u8 << ((codes[2] >> 1) & 3))
        | (1u8 << ((codes[3] >> 1) & 3));
    let mut m = 0;
    if diff & 8 == 0 {
        m |= Criterion::SameColour.bit();
    }
    if diff & 6 == 0 {
        m |= Criterion::SameShape.bit();
    }
    if shapes == 15 {
        m |= Criterion::DifferentShapes.bit();
    }
    if or & 1 == 0 {
        m |= Criterion::AllSmall.bit();
    }
    if and & 1 == 1 {
        m |= Criterion::AllLarge.bit();
    }
    m
}

/// What one completed line earned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineScore {
    /// The line completed.
    #[serde(with = "line_serde")]
    pub line: Line,
    /// The four pieces, in the line's square order.
    pub pieces: Vec<Piece>,
    /// The criteria met, in the order of the rules.
    pub criteria: Vec<Criterion>,
    /// Points: one per criterion.
    pub points: u8,
}

mod line_serde {
    use crate::line::Line;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(l: &Line, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&l.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Line, D::Error> {
        let s = String::deserialize(d)?;
        Line::ALL
            .into_iter()
            .find(|l| l.to_string() == s)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown line {s}")))
    }
}

impl LineScore {
    /// Scores a completed line from its four pieces.
    #[must_use]
    pub fn new(line: Line, pieces: [Piece; 4]) -> LineScore {
        let mask = criteria_of_codes(pieces.map(Piece::code));
        let criteria: Vec<Criterion> = Criterion::ALL.into_iter().filter(|c| mask & c.bit() != 0).collect();
        LineScore { line, pieces: pieces.to_vec(), points: criteria.len() as u8, criteria }
    }

    /// The words for one criterion met by this line.
    fn words(&self, c: Criterion) -> String {
        let first = self.pieces.first().copied();
        match c {
            Criterion::SameColour => match first.map(Piece::owner) {
                Some(Player::First) => "all First's colour".into(),
                _ => "all Second's colour".into(),
            },
            Criterion::SameShape => format!("four {}", first.map_or(Shape::Triangle, Piece::shape).plural()),
            Criterion::DifferentShapes => "all different shapes".into(),
            Criterion::AllSmall => format!("four {}", Size::Small.name()),
            Criterion::AllLarge => format!("four {}", Size::Large.name()),
        }
    }
}

impl fmt::Display for LineScore {
    /// E.g. `row 2: four small, all different shapes: +2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.line)?;
        if self.criteria.is_empty() {
            write!(f, "no criterion met: +0")
        } else {
            let words: Vec<String> = self.criteria.iter().map(|&c| self.words(c)).collect();
            write!(f, "{}: +{}", words.join(", "), self.points)
        }
    }
}

/// Everything one move earned: every line it completed, with or without
/// points.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    /// The lines completed by the move (zero to three).
    pub lines: Vec<LineScore>,
}

impl Scoring {
    /// The move's total points.
    #[must_use]
    pub fn points(&self) -> u8 {
        self.lines.iter().map(|l| l.points).sum()
    }
}

impl fmt::Display for Scoring {
    /// One line of text per completed line, then the total; or
    /// `no line completed: +0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.lines.is_empty() {
            return write!(f, "no line completed: +0");
        }
        for l in &self.lines {
            writeln!(f, "{l}")?;
        }
        write!(f, "total: +{}", self.points())
    }
}
