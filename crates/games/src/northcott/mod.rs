//! Northcott's game (*brancas e negras em vai-vem*, game 18): one white and
//! one black stone in each row of a board; A slides a white stone, B a black
//! one, either way, never over the other stone. It is Nim on the gaps.
//!
//! # Why the gaps decide (normal play)
//!
//! The *gap* (*intervalo*) of a row is the number of empty squares between
//! its two stones; it is a Nim heap (*monte*). Moving a stone towards the
//! other stone (*avançar*) takes from the heap, exactly like a Nim move.
//! Moving away (*recuar*) adds to the heap, but the opponent can reverse it at
//! once by following with the other stone of that row the same distance (there
//! is always room: the follower moves into squares the retreating stone just
//! crossed). So a position is safe (P) exactly when the Nim sum (XOR) of the
//! gaps is 0, whoever moves, as in Bouton's theorem.
//!
//! Although play can go on forever in principle, there are no draws: a winner
//! who only ever advances never moves a stone backwards, so the winner's
//! stones creep towards the far edge, each at most `cols − 2` squares in all,
//! and the loser's moves cannot push them back. The game ends within
//! `rows × (cols − 2)` of the winner's moves. The exact retrograde solve of
//! small boards ([`NorthcottGame::solve`], [`NorthcottGame::solve_by_symmetry`])
//! confirms this position by position: no draws, the gap rule everywhere, and
//! a longest game of exactly `2 × rows × (cols − 2)` moves (the bound is reached).
//!
//! # Misère play
//!
//! Under misère play (*perde-ganha*) the player unable to move wins. A player is
//! stuck only when the opponent's stones have pinned every own stone against
//! the edge, and with at least 2 rows or at least 4 columns the opponent can
//! always avoid doing so; so every position is a draw (*neutra*) except those
//! where the mover is already stuck (a win for the mover). Only the 1×3 board
//! is different (there the move from `1-3` is forced).

mod board;
mod descriptor;
pub use descriptor::{FAMILY, RULES};

mod entry;
mod moves;

pub use entry::NorthcottEntry;

use ludoteca_core::{Cancelled, Control, Convention, Game, Outcome, Player, Retrograde, Value};

/// The catalogue's one-line summary of je-18.
pub const PRESET_SUMMARY: &str = crate::content!("northcott", "je-18").summary.en();

/// The statement of je-18, after the text.
pub const PRESET_STATEMENT: &str = crate::content!("northcott", "je-18").statement.en();

/// The fewest rows of a board.
pub const MIN_ROWS: u8 = 1;
/// The most rows of a board (the text's chessboard).
pub const MAX_ROWS: u8 = 8;
/// The fewest columns of a board (with 2 no stone could ever move).
pub const MIN_COLS: u8 = 3;
/// The most columns of a board (3 bits per stone in the packed position).
pub const MAX_COLS: u8 = 8;

/// Bit 63 of a packed position: set when B (Second, black) moves.
const SECOND_TO_MOVE: u64 = 1 << 63;

/// A position (*estado*): the two stones of every row and who moves, packed in
/// one `u64`. Row `i` (index from 0, the notation's row `i + 1`, drawn at the
/// top) uses bits `6i..6i+3` for the white stone's column − 1 and bits
/// `6i+3..6i+6` for the black stone's column − 1; bit 63 is set when B moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NorthcottPosition(u64);

impl NorthcottPosition {
    /// The position with `stones[i] = (white, black)` columns (from 1, white
    /// left of black) in row `i` and `mover` to move.
    #[must_use]
    pub fn new(stones: &[(u8, u8)], mover: Player) -> NorthcottPosition {
        debug_assert!(stones.len() <= usize::from(MAX_ROWS));
        let mut p = NorthcottPosition(0).with_mover(mover);
        for (i, &(w, b)) in stones.iter().enumerate() {
            debug_assert!(1 <= w && w < b && b <= MAX_COLS, "row {i}: {w}-{b}");
            p = p.with_stone(i, Player::First, w).with_stone(i, Player::Second, b);
        }
        p
    }

    /// The packed bits.
    #[must_use]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Column (from 1) of the white stone (*pedra branca*) of row index `row`.
    #[must_use]
    pub const fn white(self, row: usize) -> u8 {
        ((self.0 >> (6 * row)) & 7) as u8 + 1
    }

    /// Column (from 1) of the black stone (*pedra negra*) of row index `row`.
    #[must_use]
    pub const fn black(self, row: usize) -> u8 {
        ((self.0 >> (6 * row + 3)) & 7) as u8 + 1
    }

    /// Column of `player`'s stone in row index `row`: A owns the white stones.
    #[must_use]
    pub const fn stone(self, row: usize, player: Player) -> u8 {
        match player {
            Player::First => self.white(row),
            Player::Second => self.black(row),
        }
    }

    /// The gap (*intervalo*) of row index `row`: empty squares between the stones.
    #[must_use]
    pub const fn gap(self, row: usize) -> u8 {
        self.black(row) - self.white(row) - 1
    }

    /// Who moves: A (First) moves the white stones, B (Second) the black ones.
    #[must_use]
    pub const fn mover(self) -> Player {
        if self.0 & SECOND_TO_MOVE == 0 { Player::First } else { Player::Second }
    }

    /// The same stones with `mover` to move.
    #[must_use]
    pub const fn with_mover(self, mover: Player) -> NorthcottPosition {
        match mover {
            Player::First => NorthcottPosition(self.0 & !SECOND_TO_MOVE),
            Player::Second => NorthcottPosition(self.0 | SECOND_TO_MOVE),
        }
    }

    /// The same position with `player`'s stone of row index `row` on column `col` (from 1).
    #[must_use]
    pub const fn with_stone(self, row: usize, player: Player, col: u8) -> NorthcottPosition {
        let shift = 6 * row
            + match player {
                Player::First => 0,
                Player::Second => 3,
            };
        NorthcottPosition((self.0 & !(7 << shift)) | ((col as u64 - 1) << shift))
    }

    /// The same position with its first `rows` rows sorted by their stones:
    /// rows do not interact, so their order never changes a position's value.
    #[must_use]
    pub fn canonical(self, rows: u8) -> NorthcottPosition {
        let n = usize::from(rows);
        let mut codes = [0u8; MAX_ROWS as usize];
        for (r, c) in codes.iter_mut().enumerate().take(n) {
            *c = ((self.0 >> (6 * r)) & 63) as u8;
        }
        codes[..n].sort_unstable();
        let stones = codes[..n].iter().enumerate().fold(0u64, |a, (r, &c)| a | (u64::from(c) << (6 * r)));
        NorthcottPosition((self.0 & SECOND_TO_MOVE) | stones)
    }
}

/// A move: the mover's stone of row index `row` (from 0) slides to column
/// `to` (from 1). Which stone moves follows from who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NorthcottMove {
    /// Row index, from 0 (the notation's row `row + 1`).
    pub row: u8,
    /// The column the stone lands on, from 1.
    pub to: u8,
}

/// Northcott's game on a board of `rows` × `cols`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NorthcottGame {
    /// Rows of the board, 1 to 8.
    pub rows: u8,
    /// Columns of the board, 3 to 8.
    pub cols: u8,
    /// Normal or misère play.
    pub convention: Convention,
}

impl Game for NorthcottGame {
    type Position = NorthcottPosition;
    type Move = NorthcottMove;

    fn for_each_move(&self, p: &NorthcottPosition, mut f: impl FnMut(NorthcottMove)) {
        let mover = p.mover();
        for row in 0..self.rows {
            let (w, b) = (p.white(row.into()), p.black(row.into()));
            let (here, lo, hi) = match mover {
                Player::First => (w, 1, b - 1),
                Player::Second => (b, w + 1, self.cols),
            };
            for to in lo..=hi {
                if to != here {
                    f(NorthcottMove { row, to });
                }
            }
        }
    }

    fn play(&self, p: &NorthcottPosition, m: &NorthcottMove) -> NorthcottPosition {
        let mover = p.mover();
        p.with_stone(m.row.into(), mover, m.to).with_mover(!mover)
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

/// Northcott's game up to the order of the rows: every position is kept with
/// its rows sorted ([`NorthcottPosition::canonical`]), which divides the
/// positions to solve by up to `rows!` (8×8: 23,535,820 boards instead of
/// 28^8 ≈ 3.8·10^11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowSorted(pub NorthcottGame);

impl Game for RowSorted {
    type Position = NorthcottPosition;
    type Move = NorthcottMove;

    fn for_each_move(&self, p: &NorthcottPosition, f: impl FnMut(NorthcottMove)) {
        self.0.for_each_move(p, f);
    }

    fn play(&self, p: &NorthcottPosition, m: &NorthcottMove) -> NorthcottPosition {
        self.0.play(p, m).canonical(self.0.rows)
    }

    fn convention(&self) -> Convention {
        self.0.convention
    }
}

/// A tiny xorshift generator (Marsaglia's xorshift64*) for random legal starts.
struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> XorShift {
        // SplitMix64 of the seed, so that small seeds give unrelated streams (never 0).
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        XorShift((z ^ (z >> 31)) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` is small, so the modulo bias is negligible).
    fn below(&mut self, n: u64) -> u64 {
        (self.next() >> 32) % n
    }
}

impl NorthcottGame {
    /// The rows as indices from 0.
    fn row_indices(&self) -> std::ops::Range<usize> {
        0..usize::from(self.rows)
    }

    /// The gaps (*intervalos*) of every row, top row first.
    pub fn gaps(&self, p: &NorthcottPosition) -> impl Iterator<Item = u64> + use<> {
        let p = *p;
        self.row_indices().map(move |r| u64::from(p.gap(r)))
    }

    /// The Nim sum (XOR, binary addition without carry) of the gaps.
    #[must_use]
    pub fn nim_sum(&self, p: &NorthcottPosition) -> u64 {
        self.gaps(p).fold(0, |a, g| a ^ g)
    }

    /// Whether `m` moves the stone towards the other stone of its row (*avançar*):
    /// it shrinks the gap, like a Nim move. Otherwise it retreats (*recuar*).
    #[must_use]
    pub fn advances(&self, p: &NorthcottPosition, m: &NorthcottMove) -> bool {
        let row = usize::from(m.row);
        match p.mover() {
            Player::First => m.to > p.white(row),
            Player::Second => m.to < p.black(row),
        }
    }

    /// How many positions the board has: `C(cols, 2)^rows` placements, times 2 movers.
    #[must_use]
    pub fn position_count(&self) -> u64 {
        let per_row = u64::from(self.cols) * u64::from(self.cols - 1) / 2;
        per_row.pow(u32::from(self.rows)) * 2
    }

    /// Every position of the board (both movers), in a fixed order.
    #[must_use]
    pub fn all_positions(&self) -> Vec<NorthcottPosition> {
        let pairs: Vec<(u8, u8)> = (1..=self.cols).flat_map(|w| (w + 1..=self.cols).map(move |b| (w, b))).collect();
        let mut out = vec![NorthcottPosition(0)];
        for row in self.row_indices() {
            out = out
                .iter()
                .flat_map(|p| {
                    pairs
                        .iter()
                        .map(move |&(w, b)| p.with_stone(row, Player::First, w).with_stone(row, Player::Second, b))
                })
                .collect();
        }
        out.iter().flat_map(|p| Player::BOTH.map(|m| p.with_mover(m))).collect()
    }

    /// The exact retrograde solve (draws allowed) of every position of the
    /// board; see [`NorthcottGame::position_count`] for its size.
    pub fn solve(&self, ctl: &Control) -> Result<Retrograde<NorthcottGame>, Cancelled> {
        Retrograde::solve(self, &self.all_positions(), ctl)
    }

    /// How many positions the board has up to the order of its rows:
    /// `C(C(cols, 2) + rows − 1, rows)` boards, times 2 movers.
    #[must_use]
    pub fn canonical_count(&self) -> u64 {
        let per_row = u64::from(self.cols) * u64::from(self.cols - 1) / 2;
        let rows = u64::from(self.rows);
        // C(per_row + rows − 1, rows), multiplied out exactly step by step.
        (1..=rows).fold(1u64, |c, k| c * (per_row - 1 + k) / k) * 2
    }

    /// Every position with its rows sorted (both movers), in a fixed order.
    #[must_use]
    pub fn canonical_positions(&self) -> Vec<NorthcottPosition> {
        let mut codes: Vec<u64> = (1..=self.cols)
            .flat_map(|w| (w + 1..=self.cols).map(move |b| u64::from(w - 1) | (u64::from(b - 1) << 3)))
            .collect();
        // In increasing order, as `canonical` sorts them.
        codes.sort_unstable();
        let codes = &codes;
        // Boards as non-decreasing sequences of row codes (indices into `codes`).
        let mut boards: Vec<(u64, usize)> = vec![(0, 0)];
        for row in self.row_indices() {
            boards = boards
                .iter()
                .flat_map(|&(bits, least)| (least..codes.len()).map(move |k| (bits | (codes[k] << (6 * row)), k)))
                .collect();
        }
        boards.iter().flat_map(|&(bits, _)| Player::BOTH.map(|m| NorthcottPosition(bits).with_mover(m))).collect()
    }

    /// The exact retrograde solve of every position up to the order of the
    /// rows; look a position up by its [`NorthcottPosition::canonical`] form.
    pub fn solve_by_symmetry(&self, ctl: &Control) -> Result<Retrograde<RowSorted>, Cancelled> {
        Retrograde::solve(&RowSorted(*self), &self.canonical_positions(), ctl)
    }

    /// The value the theory gives, without search: under normal play the gap
    /// rule (safe iff the Nim sum of the gaps is 0; no draws); under misère
    /// play, a win for a stuck mover and a draw otherwise (exact for every
    /// board but 1×3, which [`NorthcottGame::solve`] handles). The remoteness
    /// is only known (0) where the game is over.
    #[must_use]
    pub fn rule_value(&self, p: &NorthcottPosition) -> Value {
        let stuck = !self.has_move(p);
        match (self.convention, stuck) {
            (c, true) => Value::terminal(c.stuck()),
            (Convention::Normal, false) => {
                let outcome = if self.nim_sum(p) == 0 { Outcome::PreviousWins } else { Outcome::NextWins };
                Value { outcome, remoteness: None }
            }
            (Convention::Misere, false) => Value::DRAW,
        }
    }

    /// Whether [`NorthcottGame::rule_value`] is exact on this board.
    #[must_use]
    pub fn rule_is_exact(&self) -> bool {
        self.convention == Convention::Normal || self.rows >= 2 || self.cols >= 4
    }

    /// How many moves from `p` (the opponent's position after a move) leave a
    /// Nim sum of 0: the replies that win by the gap rule.
    fn winning_replies(&self, p: &NorthcottPosition) -> usize {
        let x = self.nim_sum(p);
        if x == 0 {
            return 0;
        }
        let mover = p.mover();
        self.row_indices()
            .filter(|&r| {
                let (g, t) = (u64::from(p.gap(r)), u64::from(p.gap(r)) ^ x);
                // Advancing always fits; retreating needs room behind the stone.
                let room = match mover {
                    Player::First => u64::from(p.white(r)) - 1,
                    Player::Second => u64::from(self.cols - p.black(r)),
                };
                t < g || t - g <= room
            })
            .count()
    }

    /// The gap champion's ranking of the moves from `p` under normal play,
    /// best first, with the value each leaves for the opponent (remoteness
    /// unknown): winning moves that advance (the largest bite out of a gap
    /// first), then winning moves that retreat, then — in a lost position —
    /// the moves that leave the opponent the fewest winning replies, retreats
    /// of few squares first (they only delay, and the opponent must answer).
    #[must_use]
    pub fn gap_ranked_moves(&self, p: &NorthcottPosition) -> Vec<(NorthcottMove, Value)> {
        let mut ranked: Vec<((u8, u64, u64), NorthcottMove, Value)> = Vec::new();
        self.for_each_move(p, |m| {
            let child = self.play(p, &m);
            let v = self.rule_value(&child);
            let advance = self.advances(p, &m);
            let row = usize::from(m.row);
            let shift = u64::from(p.stone(row, p.mover()).abs_diff(m.to));
            let key = match (v.outcome, advance) {
                (Outcome::PreviousWins, true) => (0, u64::from(child.gap(row)), 0),
                (Outcome::PreviousWins, false) => (1, shift, 0),
                _ => (2, self.winning_replies(&child) as u64, u64::from(advance) * 16 + shift),
            };
            ranked.push((key, m, v));
        });
        ranked.sort_by_key(|(k, m, _)| (*k, m.row, m.to));
        ranked.into_iter().map(|(_, m, v)| (m, v)).collect()
    }

    /// The gap champion's move under normal play: a move that advances to a
    /// Nim sum of 0 when there is one, else the most stubborn resistance.
    /// `None` when the mover is stuck.
    #[must_use]
    pub fn champion_move(&self, p: &NorthcottPosition) -> Option<NorthcottMove> {
        self.gap_ranked_moves(p).first().map(|(m, _)| *m)
    }

    /// A random legal start from `seed` (the same seed, the same start): each
    /// row's two stones uniformly among the `C(cols, 2)` placements, A to
    /// move, never a start where A is already stuck.
    #[must_use]
    pub fn random_start(&self, seed: u64) -> NorthcottPosition {
        let mut rng = XorShift::new(seed);
        let pairs: Vec<(u8, u8)> = (1..=self.cols).flat_map(|w| (w + 1..=self.cols).map(move |b| (w, b))).collect();
        loop {
            let stones: Vec<(u8, u8)> =
                self.row_indices().map(|_| pairs[rng.below(pairs.len() as u64) as usize]).collect();
            let p = NorthcottPosition::new(&stones, Player::First);
            if self.has_move(&p) {
                return p;
            }
        }
    }
}

#[cfg(test)]
mod tests;
pub mod words;
