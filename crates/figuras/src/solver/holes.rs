//! The lines through the empty squares of a node with few of them: which
//! empty squares each line holds and its summary. A move's child is made
//! from its parent's lines (the square filled drops out, the piece joins
//! the summary) without copying the node or scanning its lines again; and
//! the moves of such nodes are searched by one alpha-beta loop.

use super::node::{Node, add_piece, summary_points};
use super::tally::line_can_score;
use crate::line::SQUARE_LINES;

/// The lines through `N` empty squares that can still score.
#[derive(Clone, Debug)]
pub(crate) struct Holes<const N: usize> {
    /// The empty squares, lowest first: square `k` is bit `k` of a line's
    /// holes.
    pub squares: [u8; N],
    /// Per line: which empty squares it holds and its summary.
    lines: [(u8, u16); 10],
    /// How many of `lines` are in use.
    count: usize,
}

/// The `P` lowest pieces (codes) of a set of pieces, lowest first.
#[inline]
pub(crate) fn lowest<const P: usize>(mut set: u16) -> [u8; P] {
    let mut out = [0u8; P];
    for p in &mut out {
        *p = set.trailing_zeros() as u8;
        set &= set.wrapping_sub(1);
    }
    out
}

/// The empty squares `h` (bit per square) without square `k`, the squares
/// above it renumbered one down.
#[inline]
pub(crate) fn drop_square(h: u8, k: usize) -> u8 {
    (h & ((1 << k) - 1)) | (h >> (k + 1)) << k
}

impl<const N: usize> Holes<N> {
    /// Gathers the lines of a node with `N` empty squares.
    #[inline]
    pub fn of(n: &Node) -> Holes<N> {
        let mut squares = [0u8; N];
        let mut e = !n.filled;
        let mut holes = [0u8; 10];
        let mut through = 0u16;
        for (k, s) in squares.iter_mut().enumerate() {
            *s = e.trailing_zeros() as u8;
            e &= e - 1;
            let mut ls = SQUARE_LINES[*s as usize];
            through |= ls;
            while ls != 0 {
                holes[ls.trailing_zeros() as usize] |= 1 << k;
                ls &= ls - 1;
            }
        }
        let mut out = Holes { squares, lines: [(0, 0); 10], count: 0 };
        while through != 0 {
            let l = through.trailing_zeros() as usize;
            through &= through - 1;
            let (h, ls) = (holes[l], n.lines[l]);
            if line_can_score(ls, 4 - h.count_ones()) {
                out.lines[out.count] = (h, ls);
                out.count += 1;
            }
        }
        out
    }

    /// The lines: their empty squares (bit `k`) and summaries.
    #[inline]
    pub fn lines(&self) -> &[(u8, u16)] {
        &self.lines[..self.count]
    }

    /// The squares worth playing (bit `k`): those on some line that can
    /// still score, and one of the others (all alike).
    #[inline]
    pub fn candidates(&self) -> u8 {
        let live = self.lines().iter().fold(0, |m, &(h, _)| m | h);
        let dead = !live & ((1u16 << N) - 1) as u8;
        live | (dead & dead.wrapping_neg())
    }

    /// The points scored by putting the piece `code` on square `k`.
    #[inline]
    pub fn gain(&self, code: u8, k: usize) -> i32 {
        self.lines().iter().filter(|&&(h, _)| h == 1 << k).map(|&(_, ls)| summary_points(add_piece(ls, code))).sum()
    }

    /// The lines after the piece `code` is put on square `k` (the child has
    /// `M` = `N` − 1 empty squares).
    #[inline]
    pub fn without<const M: usize>(&self, k: usize, code: u8) -> Holes<M> {
        const { assert!(M + 1 == N, "a child has one empty square fewer") };
        let mut squares = [0u8; M];
        let mut n = 0;
        for (j, &s) in self.squares.iter().enumerate() {
            if j != k && n < M {
                squares[n] = s;
                n += 1;
            }
        }
        let mut out = Holes { squares, lines: [(0, 0); 10], count: 0 };
        for &(h, ls) in self.lines() {
            if h == 1 << k {
                continue;
            }
            let dropped = drop_square(h, k);
            if h >> k & 1 == 0 {
                out.lines[out.count] = (dropped, ls);
                out.count += 1;
            } else {
                let ls = add_piece(ls, code);
                if line_can_score(ls, 4 - dropped.count_ones()) {
                    out.lines[out.count] = (dropped, ls);
                    out.count += 1;
                }
            }
        }
        out
    }
}

/// Fail-soft alpha-beta over the moves of a node with `N` empty squares
/// whose mover holds `mine`: the move `first` (a move byte) first, then the
/// moves that score most. `child(i, k, alpha, beta)` is the value for the
/// opponent of the child after piece `i` goes on square `k`, fail-soft
/// within its window. Returns the value and the move that reached `beta`,
/// if one did.
#[inline]
pub(crate) fn search_moves<const N: usize, const P: usize>(
    holes: &Holes<N>,
    mine: &[u8; P],
    alpha: i32,
    beta: i32,
    first: u16,
    mut child: impl FnMut(usize, usize, i32, i32) -> i32,
) -> (i32, Option<u16>) {
    let squares = holes.candidates();
    let byte = |i: usize, k: usize| u16::from(mine[i] << 4 | holes.squares[k]);
    let mut best = i32::MIN;
    let mut lo = alpha;
    // The move to try first, before the others are generated: it usually
    // decides.
    let i = mine.iter().position(|&p| u16::from(p) == first >> 4);
    let k = holes.squares.iter().position(|&s| u16::from(s) == first & 15);
    let mut tried = None;
    if let (Some(i), Some(k)) = (i, k)
        && squares >> k & 1 == 1
    {
        let gain = holes.gain(mine[i], k);
        let v = gain - child(i, k, gain - beta, gain - lo);
        if v >= beta {
            return (v, Some(first));
        }
        best = v;
        lo = lo.max(v);
        tried = Some((i, k));
    }
    // Every other move with its points now.
    let mut gains = [[0i32; N]; P];
    for &(h, ls) in holes.lines() {
        if h.count_ones() == 1 {
            let k = h.trailing_zeros() as usize;
            for (row, &p) in gains.iter_mut().zip(mine) {
                row[k] += summary_points(add_piece(ls, p));
            }
        }
    }
    let mut moves = [(0i32, 0u8, 0u8); 18];
    let mut count = 0;
    for k in 0..N {
        if squares >> k & 1 == 0 {
            continue;
        }
        for (i, row) in gains.iter().enumerate() {
            if tried != Some((i, k)) && count < moves.len() {
                moves[count] = (row[k], i as u8, k as u8);
                count += 1;
            }
        }
    }
    let moves = &mut moves[..count];
    for n in 0..moves.len() {
        // Selection: the best remaining move next (most nodes cut on their
        // first move).
        let mut m = n;
        for j in n + 1..moves.len() {
            if moves[j].0 > moves[m].0 {
                m = j;
            }
        }
        moves.swap(n, m);
        let (gain, i, k) = (moves[n].0, usize::from(moves[n].1), usize::from(moves[n].2));
        let v = gain - child(i, k, gain - beta, gain - lo);
        if v > best {
            best = v;
            if v > lo {
                lo = v;
                if v >= beta {
                    return (v, Some(byte(i, k)));
                }
            }
        }
    }
    (best, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dropping_a_square_renumbers_the_others() {
        assert_eq!(drop_square(0b11111, 0), 0b1111);
        assert_eq!(drop_square(0b10101, 2), 0b1001);
        assert_eq!(drop_square(0b10011, 4), 0b0011);
        assert_eq!(drop_square(0b00010, 1), 0);
    }
}
