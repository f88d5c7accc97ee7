//! A position: the board and the points so far; the mover follows from the
//! piece counts. Parses and prints the notation `Tl.../..cs./..../.... 0:0`.

use crate::board::Board;
use crate::error::Error;
use crate::line::{LINE_MASKS, LINE_SQUARES, Line, SQUARE_LINES};
use crate::moves::Move;
use crate::piece::{Piece, Player};
use crate::scoring::{LineScore, Scoring, criteria_of_codes};
use crate::square::Square;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A position: where the pieces are and each player's points so far. The
/// mover is First when both have placed equally many pieces, else Second.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    points: [u8; 2],
}

impl Position {
    /// The start: empty board, 0:0.
    pub const START: Position = Position { board: Board::EMPTY, points: [0, 0] };

    /// A position from a board and points, if the piece counts are legal
    /// (First has placed as many pieces as Second, or one more).
    #[must_use]
    pub fn new(board: Board, points: [u8; 2]) -> Option<Position> {
        let f = (board.placed() & 0xFF).count_ones();
        let s = (board.placed() >> 8).count_ones();
        (f == s || f == s + 1).then_some(Position { board, points })
    }

    /// The board.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// Points so far, indexed by [`Player::index`].
    #[must_use]
    pub const fn points(&self) -> [u8; 2] {
        self.points
    }

    /// First's points minus Second's so far.
    #[must_use]
    pub fn score_difference(&self) -> i32 {
        i32::from(self.points[0]) - i32::from(self.points[1])
    }

    /// The player to move (meaningless once the board is full).
    #[must_use]
    pub fn mover(&self) -> Player {
        let f = (self.board.placed() & 0xFF).count_ones();
        let s = (self.board.placed() >> 8).count_ones();
        if f == s { Player::First } else { Player::Second }
    }

    /// Whether all 16 pieces are placed.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.board.filled() == 0xFFFF
    }

    /// How many squares are empty.
    #[must_use]
    pub fn empties(&self) -> u32 {
        self.board.empties()
    }

    /// The mover's unplayed pieces.
    #[must_use]
    pub fn hand(&self, player: Player) -> Vec<Piece> {
        let own: u16 = if player == Player::First { 0x00FF } else { 0xFF00 };
        let left = own & !self.board.placed();
        Piece::ALL.into_iter().filter(|p| left >> p.code() & 1 == 1).collect()
    }

    /// Every legal move, pieces in code order then squares in index order.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            return Vec::new();
        }
        let mut v = Vec::new();
        for p in self.hand(self.mover()) {
            for sq in Square::ALL {
                if self.board.filled() & sq.bit() == 0 {
                    v.push(Move::new(p, sq));
                }
            }
        }
        v
    }

    /// Checks a move without playing it.
    pub fn check(&self, mv: Move) -> Result<(), Error> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        if let Some(sq) = self.board.find(mv.piece) {
            return Err(Error::PiecePlayed { piece: mv.piece.to_string(), square: sq.to_string() });
        }
        let mover = self.mover();
        if mv.piece.owner() != mover {
            return Err(Error::NotYourPiece {
                piece: mv.piece.to_string(),
                owner: mv.piece.owner().name().to_string(),
                mover: mover.name().to_string(),
                case: if mover == Player::First { "upper-case".into() } else { "lower-case".into() },
            });
        }
        if let Some(p) = self.board.get(mv.square) {
            return Err(Error::Occupied { square: mv.square.to_string(), piece: p.to_string() });
        }
        Ok(())
    }

    /// What the move would score here (the move is not checked).
    #[must_use]
    pub fn scoring_of(&self, mv: Move) -> Scoring {
        let mut b = self.board;
        let _ = b.put(mv.square, mv.piece);
        let mut lines = Vec::new();
        let through = SQUARE_LINES[mv.square.index() as usize];
        for l in 0..10 {
            if through >> l & 1 == 1 && b.filled() & LINE_MASKS[l] == LINE_MASKS[l] {
                let pieces = LINE_SQUARES[l].map(|s| b.get(Square::ALL[s as usize]).unwrap_or(Piece::ALL[0]));
                lines.push(LineScore::new(Line::ALL[l], pieces));
            }
        }
        Scoring { lines }
    }

    /// The points a move would score here (fast; the move is not checked).
    #[must_use]
    pub fn points_of(&self, mv: Move) -> u8 {
        let cells = self.board.cells() | (u64::from(mv.piece.code()) << (4 * mv.square.index()));
        let filled = self.board.filled() | mv.square.bit();
        let through = SQUARE_LINES[mv.square.index() as usize];
        let mut pts = 0;
        for l in 0..10 {
            if through >> l & 1 == 1 && filled & LINE_MASKS[l] == LINE_MASKS[l] {
                let codes = LINE_SQUARES[l].map(|s| ((cells >> (4 * s)) & 15) as u8);
                pts += criteria_of_codes(codes).count_ones() as u8;
            }
        }
        pts
    }

    /// Plays a move: checks it, places the piece, credits the mover and
    /// returns the explained scoring. A refused move changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Scoring, Error> {
        self.check(mv)?;
        let scoring = self.scoring_of(mv);
        let mover = self.mover();
        let _ = self.board.put(mv.square, mv.piece);
        self.points[mover.index()] = self.points[mover.index()].saturating_add(scoring.points());
        Ok(scoring)
    }

    /// The position after a move (checked), with its scoring.
    pub fn after(&self, mv: Move) -> Result<(Position, Scoring), Error> {
        let mut p = *self;
        let s = p.play(mv)?;
        Ok((p, s))
    }

    /// The same position with other points.
    #[must_use]
    pub fn with_points(mut self, points: [u8; 2]) -> Position {
        self.points = points;
        self
    }
}

fn bad(text: &str, reason: impl Into<String>) -> Error {
    Error::BadPosition { text: text.to_string(), reason: reason.into() }
}

impl FromStr for Position {
    type Err = Error;

    /// Reads `Tl.../..cs./..../.... 0:0` (the points may be omitted: 0:0).
    fn from_str(text: &str) -> Result<Position, Error> {
        let t = text.trim();
        let (diagram, pts) = match t.split_once(char::is_whitespace) {
            Some((d, p)) => (d, p.trim()),
            None => (t, "0:0"),
        };
        let ranks: Vec<&str> = diagram.split('/').collect();
        if ranks.len() != 4 {
            return Err(bad(text, format!("found {} ranks instead of 4", ranks.len())));
        }
        let mut board = Board::EMPTY;
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 3 - i as u8;
            let chars: Vec<char> = rank_text.chars().collect();
            let mut file = 0u8;
            let mut k = 0;
            while k < chars.len() {
                if file >= 4 {
                    return Err(bad(text, format!("rank {} has more than 4 squares", rank + 1)));
                }
                let sq = Square::at(file, rank).unwrap_or(Square::ALL[0]);
                if chars[k] == '.' {
                    k += 1;
                } else {
                    let two: String = chars[k..(k + 2).min(chars.len())].iter().collect();
                    let piece =
                        Piece::parse(&two).ok_or_else(|| bad(text, format!("`{two}` on {sq} is not a piece")))?;
                    if let Some(other) = board.find(piece) {
                        return Err(bad(text, format!("the piece {piece} appears twice ({other} and {sq})")));
                    }
                    let _ = board.put(sq, piece);
                    k += 2;
                }
                file += 1;
            }
            if file != 4 {
                return Err(bad(text, format!("rank {} has {file} squares instead of 4", rank + 1)));
            }
        }
        let (f, s) = pts.split_once(':').ok_or_else(|| bad(text, "the points must be written `F:S`"))?;
        let parse_pts = |x: &str| -> Result<u8, Error> {
            x.trim()
                .parse::<u8>()
                .ok()
                .filter(|&v| v <= 99)
                .ok_or_else(|| bad(text, format!("`{x}` is not a number of points from 0 to 99")))
        };
        let points = [parse_pts(f)?, parse_pts(s)?];
        Position::new(board, points)
            .ok_or_else(|| bad(text, "First must have placed as many pieces as Second or one more"))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..4u8).rev() {
            for file in 0..4u8 {
                let sq = Square::at(file, rank).unwrap_or(Square::ALL[0]);
                match self.board.get(sq) {
                    Some(p) => write!(f, "{p}")?,
                    None => f.write_str(".")?,
                }
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}:{}", self.points[0], self.points[1])
    }
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
