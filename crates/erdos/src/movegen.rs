//! Move generation into fixed buffers (no allocation in the searches) and
//! the cheap facts used to order moves: what a placement conquers, and the
//! mirror reply.

use crate::moves::STRIDE;
use crate::position::Position;
use crate::rules::Simultaneous;

/// At most 7×7 squares × 7 numbers.
pub(crate) const MAX_MOVES: usize = 343;

/// A move list on the stack: packed move codes and ordering scores.
pub(crate) struct MoveList {
    pub codes: [u16; MAX_MOVES],
    pub scores: [i32; MAX_MOVES],
    pub len: usize,
}

impl MoveList {
    pub(crate) const fn new() -> MoveList {
        MoveList { codes: [0; MAX_MOVES], scores: [0; MAX_MOVES], len: 0 }
    }

    /// Fills the list with every placement of a number in `mask`.
    #[inline]
    pub(crate) fn generate(&mut self, p: &Position, mask: u8) {
        let n = p.size() as usize;
        self.len = 0;
        for r in 0..n {
            for c in 0..n {
                let i = r * STRIDE + c;
                let mut f = p.free_at(i) & mask;
                while f != 0 {
                    let k = f.trailing_zeros() as u16;
                    f &= f - 1;
                    self.codes[self.len] = (i as u16) << 3 | k;
                    self.scores[self.len] = 0;
                    self.len += 1;
                }
            }
        }
    }

    /// Moves the best-scored move of `from..` to `from` (selection sort
    /// step: cheap when a cut comes early).
    #[inline]
    pub(crate) fn pick(&mut self, from: usize) -> u16 {
        let mut b = from;
        for j in from + 1..self.len {
            if self.scores[j] > self.scores[b] {
                b = j;
            }
        }
        self.codes.swap(from, b);
        self.scores.swap(from, b);
        self.codes[from]
    }
}

/// For each move of a version II list, how many moves the opponent has
/// after it (every move of the list loses its square's numbers and the
/// placed number along its row and column): cheap move ordering and the
/// immediate-block test (0 replies on a board that is not full: a win).
#[inline]
pub(crate) fn replies(list: &MoveList, out: &mut [u16; MAX_MOVES]) {
    let mut cell = [0u8; 49];
    let mut row = [[0u8; 8]; 7];
    let mut col = [[0u8; 8]; 7];
    for &m in &list.codes[..list.len] {
        let i = (m >> 3) as usize;
        let k = (m & 7) as usize;
        cell[i] += 1;
        row[i / STRIDE][k] += 1;
        col[i % STRIDE][k] += 1;
    }
    for (j, &m) in list.codes[..list.len].iter().enumerate() {
        let i = (m >> 3) as usize;
        let k = (m & 7) as usize;
        let gone = cell[i] as usize + row[i / STRIDE][k] as usize + col[i % STRIDE][k] as usize - 2;
        out[j] = (list.len - gone) as u16;
    }
}

/// Owner code (1 First, 2 Second) a placement would give its column, 0 if
/// none; does not change the position.
#[inline]
pub(crate) fn effect(p: &Position, code: u16, run: u8, sim: Simultaneous) -> u8 {
    let i = (code >> 3) as usize;
    let c = i % STRIDE;
    if p.owner_code(c) != 0 || (p.col_mask(c) | 1 << (code & 7)).count_ones() < u32::from(run) {
        return 0;
    }
    let mut q = *p;
    q.apply(i, (code & 7) as u8, run, sim);
    q.owner_code(c)
}

/// The mirror image of a move: `X` on `(r, c)` ↦ `n+1−X` on `(n−1−r, n−1−c)`.
#[inline]
pub(crate) const fn mirror(code: u16, n: usize) -> u16 {
    let i = (code >> 3) as usize;
    let (r, c) = (i / STRIDE, i % STRIDE);
    let k = (code & 7) as usize;
    (((n - 1 - r) * STRIDE + (n - 1 - c)) as u16) << 3 | (n + 1 - k) as u16
}

/// The move that restores mirror symmetry (the mirror of the one piece
/// whose mirror square is empty), or the middle number at the centre on an
/// empty board; `None` when there is no such single move.
pub(crate) fn mirror_reply(p: &Position) -> Option<u16> {
    let n = p.size() as usize;
    if n.is_multiple_of(2) {
        return None;
    }
    if p.placed() == 0 {
        let mid = n / 2;
        return Some(((mid * STRIDE + mid) as u16) << 3 | (mid + 1) as u16);
    }
    let mut found = None;
    for r in 0..n {
        for c in 0..n {
            let v = p.cell(r * STRIDE + c);
            if v == 0 {
                continue;
            }
            let m = mirror(((r * STRIDE + c) as u16) << 3 | u16::from(v), n);
            let j = (m >> 3) as usize;
            let w = p.cell(j);
            if w == 0 {
                if found.is_some() {
                    return None;
                }
                found = Some(m);
            } else if u16::from(w) != m & 7 {
                return None;
            }
        }
    }
    found.filter(|&m| p.free_at((m >> 3) as usize) & (1 << (m & 7)) != 0)
}
