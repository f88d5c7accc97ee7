//! A position: the board (a partial Latin square, packed per square with
//! per-row and per-column masks of the numbers used) and the column owners.
//! The mover follows from the number of pieces placed (First moves first).
//! Notation: rows from the top down separated by `/`, then the owners, e.g.
//! `.../.2./1.. F..`.

use crate::conquest::{Conquest, chain, report};
use crate::error::Error;
use crate::moves::{Move, STRIDE, Square};
use crate::player::Player;
use crate::rules::{Rules, Simultaneous};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A position of any version (hands and draws are kept by the game).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    size: u8,
    placed: u8,
    cells: [u8; 49],
    /// 0 none, 1 First, 2 Second.
    owners: [u8; 7],
    /// Bit k: the number k is in the row.
    rows: [u8; 7],
    /// Bit k: the number k is in the column.
    cols: [u8; 7],
}

impl Position {
    /// The empty board of side `size` (3..=7).
    pub fn empty(size: u8) -> Result<Position, Error> {
        Rules::new(size)?;
        Ok(Position { size, placed: 0, cells: [0; 49], owners: [0; 7], rows: [0; 7], cols: [0; 7] })
    }

    /// The board side.
    #[must_use]
    pub const fn size(&self) -> u8 {
        self.size
    }

    /// Pieces on the board.
    #[must_use]
    pub const fn placed(&self) -> u32 {
        self.placed as u32
    }

    /// Empty squares.
    #[must_use]
    pub const fn empties(&self) -> u32 {
        (self.size as u32) * (self.size as u32) - self.placed as u32
    }

    /// Whether the board is full.
    #[must_use]
    pub const fn is_full(&self) -> bool {
        self.empties() == 0
    }

    /// The player to move: First after an even number of placements.
    #[must_use]
    pub const fn mover(&self) -> Player {
        if self.placed.is_multiple_of(2) { Player::First } else { Player::Second }
    }

    /// All `size` numbers as a mask (bits 1..=size).
    pub(crate) const fn all_numbers(&self) -> u8 {
        (((1u16 << (self.size + 1)) - 2) & 0xFF) as u8
    }

    /// The number on a square (`None` if empty or off the board).
    #[must_use]
    pub fn number(&self, sq: Square) -> Option<u8> {
        self.on_board(sq).then(|| self.cells[sq.index()]).filter(|&v| v > 0)
    }

    /// The number at a packed index (0 = empty).
    pub(crate) const fn cell(&self, i: usize) -> u8 {
        self.cells[i]
    }

    /// Whether a square is on this board.
    #[must_use]
    pub const fn on_board(&self, sq: Square) -> bool {
        sq.row < self.size && sq.col < self.size
    }

    /// Who conquered column `col` (0 = `a`), if anyone.
    #[must_use]
    pub fn owner(&self, col: u8) -> Option<Player> {
        match self.owners.get(col as usize) {
            Some(1) => Some(Player::First),
            Some(2) => Some(Player::Second),
            _ => None,
        }
    }

    /// Raw owner code of a column (0 none, 1 First, 2 Second).
    pub(crate) const fn owner_code(&self, col: usize) -> u8 {
        self.owners[col]
    }

    /// Columns conquered by First and by Second.
    #[must_use]
    pub fn columns(&self) -> [u8; 2] {
        let n = self.size as usize;
        let f = self.owners[..n].iter().filter(|&&o| o == 1).count() as u8;
        let s = self.owners[..n].iter().filter(|&&o| o == 2).count() as u8;
        [f, s]
    }

    /// Mask of the numbers in column `c`.
    #[inline]
    pub(crate) const fn col_mask(&self, c: usize) -> u8 {
        self.cols[c]
    }

    /// Mask of the numbers that may still go on an empty square (0 when
    /// occupied).
    pub(crate) const fn free_at(&self, i: usize) -> u8 {
        if self.cells[i] != 0 {
            return 0;
        }
        !(self.rows[i / STRIDE] | self.cols[i % STRIDE]) & self.all_numbers()
    }

    /// Whether the number `k` fits on some empty square.
    #[must_use]
    pub fn fits(&self, k: u8) -> bool {
        self.any_fits(1 << k)
    }

    /// Whether some number of `mask` fits somewhere.
    pub(crate) fn any_fits(&self, mask: u8) -> bool {
        let n = self.size as usize;
        (0..n).any(|r| (0..n).any(|c| self.free_at(r * STRIDE + c) & mask != 0))
    }

    /// Every legal placement of a number of `mask` (bits 1..=7).
    #[must_use]
    pub fn moves_of(&self, mask: u8) -> Vec<Move> {
        let n = self.size as usize;
        let mut out = Vec::new();
        for r in 0..n {
            for c in 0..n {
                let f = self.free_at(r * STRIDE + c) & mask;
                for k in 1..=self.size {
                    if f & (1 << k) != 0 {
                        out.push(Move::new(Square::new(r as u8, c as u8), k));
                    }
                }
            }
        }
        out
    }

    /// Every legal placement of any number (version II's moves).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        self.moves_of(0xFE)
    }

    /// Checks a placement against the board: on the board, a real number,
    /// an empty square, no repeat in the row or column.
    pub fn check(&self, mv: Move) -> Result<(), Error> {
        let n = self.size;
        if !self.on_board(mv.square) {
            return Err(Error::OffBoard { square: mv.square.to_string(), last: (b'a' + n - 1) as char, size: n });
        }
        if mv.number == 0 || mv.number > n {
            return Err(Error::BadNumber { number: mv.number, size: n });
        }
        if let Some(v) = self.number(mv.square) {
            return Err(Error::Occupied { square: mv.square.to_string(), number: v });
        }
        let Square { row, col } = mv.square;
        for c in 0..n {
            let sq = Square::new(row, c);
            if self.number(sq) == Some(mv.number) {
                return Err(Error::RowRepeat { number: mv.number, row: row + 1, at: sq.to_string() });
            }
        }
        for r in 0..n {
            let sq = Square::new(r, col);
            if self.number(sq) == Some(mv.number) {
                return Err(Error::ColumnRepeat {
                    number: mv.number,
                    column: (b'a' + col) as char,
                    at: sq.to_string(),
                });
            }
        }
        Ok(())
    }

    /// The numbers of column `c` from the bottom (0 = empty).
    pub(crate) fn column(&self, c: usize) -> [u8; 7] {
        let mut col = [0u8; 7];
        for (r, x) in col.iter_mut().enumerate().take(self.size as usize) {
            *x = self.cells[r * STRIDE + c];
        }
        col
    }

    /// Places `v` on packed index `i` without checks and updates the owner
    /// of its column; returns the runs found (First's, Second's) if the
    /// column was unconquered.
    #[inline]
    pub(crate) fn apply(&mut self, i: usize, v: u8, run: u8, sim: Simultaneous) -> (bool, bool) {
        let mover = self.mover();
        let (r, c) = (i / STRIDE, i % STRIDE);
        self.cells[i] = v;
        self.rows[r] |= 1 << v;
        self.cols[c] |= 1 << v;
        self.placed += 1;
        if self.owners[c] != 0 || self.cols[c].count_ones() < u32::from(run) {
            return (false, false);
        }
        let col = self.column(c);
        let n = self.size as usize;
        let f = chain(&col, n, r, true, None) >= run as usize;
        let s = chain(&col, n, r, false, None) >= run as usize;
        let owner = match (f, s) {
            (true, false) => Some(Player::First),
            (false, true) => Some(Player::Second),
            (true, true) if sim == Simultaneous::Mover => Some(mover),
            (true, true) => Some(mover.opponent()),
            _ => None,
        };
        if let Some(p) = owner {
            self.owners[c] = p.index() as u8 + 1;
        }
        (f, s)
    }

    /// Plays a placement under `rules` (checked first; a refused move
    /// changes nothing) and reports the conquest it made, if any. Hands and
    /// draws are the game's business, see [`crate::Game`].
    pub fn play(&mut self, mv: Move, rules: &Rules) -> Result<Option<Conquest>, Error> {
        self.check(mv)?;
        let c = mv.square.col as usize;
        let was = self.owners[c];
        let (f, s) = self.apply(mv.square.index(), mv.number, rules.run, rules.simultaneous);
        if was != 0 || self.owners[c] == 0 {
            return Ok(None);
        }
        let player = if self.owners[c] == 1 { Player::First } else { Player::Second };
        let col = self.column(c);
        let mut rows = [0u8; 7];
        let len = chain(&col, self.size as usize, mv.square.row as usize, player == Player::First, Some(&mut rows));
        Ok(Some(report(&col, c as u8, &rows[..len], player, f && s)))
    }

    /// The position after a placement, and its conquest.
    pub fn after(&self, mv: Move, rules: &Rules) -> Result<(Position, Option<Conquest>), Error> {
        let mut p = *self;
        let c = p.play(mv, rules)?;
        Ok((p, c))
    }

    /// Checks that the owners agree with the runs on the board under
    /// `run`: an owned column holds its owner's run, an unowned one none.
    pub fn check_owners(&self, run: u8) -> Result<(), Error> {
        let n = self.size as usize;
        for c in 0..n {
            let col = self.column(c);
            let has = |up: bool| (0..n).any(|r| col[r] != 0 && chain(&col, n, r, up, None) >= run as usize);
            let ok = match self.owners[c] {
                0 => !has(true) && !has(false),
                1 => has(true),
                _ => has(false),
            };
            if !ok {
                return Err(Error::BadPosition {
                    text: self.to_string(),
                    reason: format!("the owner of column {} does not match its runs", (b'a' + c as u8) as char),
                });
            }
        }
        Ok(())
    }

    /// Sets the owner of a column (for building positions by hand).
    pub fn set_owner(&mut self, col: u8, owner: Option<Player>) {
        if let Some(o) = self.owners.get_mut(col as usize) {
            *o = owner.map_or(0, |p| p.index() as u8 + 1);
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size as usize;
        for r in (0..n).rev() {
            for c in 0..n {
                let v = self.cells[r * STRIDE + c];
                write!(f, "{}", if v == 0 { '.' } else { (b'0' + v) as char })?;
            }
            if r > 0 {
                f.write_str("/")?;
            }
        }
        f.write_str(" ")?;
        for c in 0..n {
            f.write_str([".", "F", "S"][self.owners[c] as usize])?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = Error;
    fn from_str(text: &str) -> Result<Position, Error> {
        let bad = |reason: String| Error::BadPosition { text: text.to_string(), reason };
        let mut parts = text.split_whitespace();
        let board = parts.next().ok_or_else(|| bad("it is empty".into()))?;
        let owners = parts.next();
        if parts.next().is_some() {
            return Err(bad("it has more than two parts".into()));
        }
        let rows: Vec<&str> = board.split('/').collect();
        let n = rows.len();
        if !(3..=7).contains(&n) {
            return Err(bad(format!("it has {n} rows, not 3 to 7")));
        }
        let mut p = Position::empty(n as u8)?;
        for (k, row) in rows.iter().enumerate() {
            let r = n - 1 - k;
            let chars: Vec<char> = row.chars().collect();
            if chars.len() != n {
                return Err(bad(format!("row {} has {} squares, not {n}", r + 1, chars.len())));
            }
            for (c, ch) in chars.into_iter().enumerate() {
                if ch == '.' {
                    continue;
                }
                let v = ch
                    .to_digit(10)
                    .filter(|&d| d >= 1 && d as usize <= n)
                    .ok_or_else(|| bad(format!("`{ch}` is not `.` or 1 to {n}")))?;
                let mv = Move::new(Square::new(r as u8, c as u8), v as u8);
                p.check(mv).map_err(|e| bad(e.to_string()))?;
                let i = mv.square.index();
                p.cells[i] = v as u8;
                p.rows[r] |= 1 << v;
                p.cols[c] |= 1 << v;
                p.placed += 1;
            }
        }
        if let Some(o) = owners {
            let o: Vec<char> = o.chars().collect();
            if o.len() != n {
                return Err(bad(format!("the owners have {} characters, not {n}", o.len())));
            }
            for (c, ch) in o.into_iter().enumerate() {
                p.owners[c] = match ch.to_ascii_uppercase() {
                    '.' => 0,
                    'F' => 1,
                    'S' => 2,
                    _ => return Err(bad(format!("owner `{ch}` is not F, S or ."))),
                };
            }
        }
        Ok(p)
    }
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl Position {
    /// The image under a column permutation (new column `j` is old column
    /// `perm[j]`) and, if `flip`, the row reversal with `X → n+1−X`.
    pub(crate) fn transformed(&self, perm: &[u8; 7], flip: bool) -> Position {
        let n = self.size as usize;
        let mut q = Position::empty(self.size).unwrap_or(*self);
        for (j, &c) in perm.iter().enumerate().take(n) {
            let c = c as usize;
            q.owners[j] = self.owners[c];
            for r in 0..n {
                let v = self.cells[r * STRIDE + c];
                if v == 0 {
                    continue;
                }
                let (r2, v2) = if flip { (n - 1 - r, self.size + 1 - v) } else { (r, v) };
                q.cells[r2 * STRIDE + j] = v2;
                q.rows[r2] |= 1 << v2;
                q.cols[j] |= 1 << v2;
            }
        }
        q.placed = self.placed;
        q
    }
}

impl Position {
    /// The pieces not on the board (the face-down pool of version I).
    #[must_use]
    pub fn pool(&self) -> crate::hand::Hand {
        let n = self.size as usize;
        let mut h = crate::hand::Hand::full(self.size);
        for r in 0..n {
            for k in 1..=self.size {
                if self.rows[r] & (1 << k) != 0 {
                    h.remove(k);
                }
            }
        }
        h
    }
}
