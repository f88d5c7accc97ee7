//! The last four empty squares: a line scores for whoever fills its last
//! empty square, by the set of pieces it gets. All the playouts of a node
//! are evaluated at once ([`leaves`]), or, without the vector instructions,
//! searched move by move with null-window cutoffs.

use super::holes::{Holes, lowest};
use super::leaves;
use super::node::{Node, add_piece, summary_points};

/// A node with four empty squares, ready to search: the squares `j` = 0..4
/// (lowest first) and the pieces `p` = 0..4 (the mover's two, then the
/// opponent's two).
pub(crate) struct Four {
    /// The lines through the empty squares that can still score.
    holes: Holes<4>,
    /// The pieces' codes.
    pieces: [u8; 4],
}

impl Four {
    /// Gathers the lines of a node with four empty squares.
    #[inline]
    pub fn new(n: &Node) -> Four {
        let mine = n.mover_pieces();
        let [a, b] = lowest(mine);
        let [c, d] = lowest(n.unplayed & !mine);
        Four { holes: Holes::of(n), pieces: [a, b, c, d] }
    }

    /// The node with these lines and pieces (the mover's two, then the
    /// opponent's two).
    #[inline]
    pub fn with(holes: Holes<4>, pieces: [u8; 4]) -> Four {
        Four { holes, pieces }
    }

    /// The move byte (`piece << 4 | square`) of piece `p` on square `j`.
    #[inline]
    pub fn move_byte(&self, p: usize, j: usize) -> u16 {
        u16::from(self.pieces[p] << 4 | self.holes.squares[j])
    }

    /// The value for the mover, fail-soft within `alpha..beta` (exact when
    /// the vector instructions are there), trying the move `first` (a move
    /// byte) before the others when searching move by move; also returns
    /// how many of the mover's moves were looked at and the move that
    /// reached `beta`, if one did.
    pub fn search(&self, alpha: i32, beta: i32, first: u16) -> (i32, u32, Option<u16>) {
        match self.exact() {
            Some((v, g)) => (v, 8, (v >= beta).then(|| self.move_byte(g / 4, g % 4))),
            None => self.search_by_moves(alpha, beta, first),
        }
    }

    /// [`Four::search`] move by move with null-window cutoffs, as without
    /// the vector instructions.
    pub fn search_by_moves(&self, alpha: i32, beta: i32, first: u16) -> (i32, u32, Option<u16>) {
        Scalar::of(self).search(self, alpha, beta, first)
    }

    /// The exact value for the mover and the first move (`p * 4 + j`)
    /// reaching it, by evaluating every playout at once, if the processor
    /// can.
    #[inline]
    pub fn exact(&self) -> Option<(i32, usize)> {
        let values = leaves::evaluate(self.pieces, self.holes.lines())?;
        let mut g = 0;
        for (k, &v) in values.iter().enumerate() {
            if v > values[g] {
                g = k;
            }
        }
        Some((i32::from(values[g]), g))
    }
}

/// The lines of a [`Four`] for the move-by-move search: per square and
/// piece the points of the lines whose only empty square it is (for the
/// piece's owner), then the lines with several empty squares and their
/// points by the set of pieces they get (bit `p`).
struct Scalar {
    /// `single[j][p]`: the points for piece `p`'s owner of the lines whose
    /// only empty square is `j`, when `p` goes there.
    single: [[i32; 4]; 4],
    /// The lines with several empty squares: which (bit `j`), and their
    /// points by the set of pieces they get (bit `p`).
    multi: [(u8, [i8; 16]); 10],
    /// How many of `multi` are in use.
    count: usize,
}

impl Scalar {
    /// The tables of a node's lines.
    fn of(four: &Four) -> Scalar {
        let pieces = four.pieces;
        let mut s = Scalar { single: [[0; 4]; 4], multi: [(0, [0; 16]); 10], count: 0 };
        for &(h, ls) in four.holes.lines() {
            let with = pieces.map(|code| add_piece(ls, code));
            if h.count_ones() == 1 {
                let j = h.trailing_zeros() as usize;
                for (p, &x) in with.iter().enumerate() {
                    s.single[j][p] += summary_points(x);
                }
                continue;
            }
            let mut pts = [0i8; 16];
            let mut put = |set: usize, x: u16| pts[set] = summary_points(x) as i8;
            match h.count_ones() {
                2 => {
                    for (a, b) in [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)] {
                        put(1 << a | 1 << b, add_piece(with[a], pieces[b]));
                    }
                }
                3 => {
                    for (a, b, c) in [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)] {
                        put(1 << a | 1 << b | 1 << c, add_piece(add_piece(with[a], pieces[b]), pieces[c]));
                    }
                }
                _ => put(15, add_piece(add_piece(add_piece(with[0], pieces[1]), pieces[2]), pieces[3])),
            }
            s.multi[s.count] = (h, pts);
            s.count += 1;
        }
        s
    }

    /// The points for the mover of the lines with several empty squares
    /// once the mover put piece `p` on square `j1` and the opponent `q` on
    /// `j2`, then the mover `p3` and the opponent `q4` on the last two
    /// squares `r0` and `r1`, in that order (first value) or the other way
    /// round (second value).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn multi(&self, j1: u32, p: u32, j2: u32, q: u32, r0: u32, r1: u32, p3: u32, q4: u32) -> (i32, i32) {
        let (mut a, mut b) = (0, 0);
        for &(h, ref pts) in &self.multi[..self.count] {
            let h = u32::from(h);
            let early = (h >> j1 & 1) << p | (h >> j2 & 1) << q;
            let (in0, in1) = (h >> r0 & 1, h >> r1 & 1);
            let pa = i32::from(pts[(early | in0 << p3 | in1 << q4) as usize]);
            let pb = i32::from(pts[(early | in1 << p3 | in0 << q4) as usize]);
            // The last of its squares to be filled decides who completes
            // the line: the fourth and the second fillings are the
            // opponent's, the third the mover's.
            a += if in1 == 1 || in0 == 0 { -pa } else { pa };
            b += if in0 == 1 || in1 == 0 { -pb } else { pb };
        }
        (a, b)
    }

    /// [`Four::search`] move by move, with null-window cutoffs.
    fn search(&self, four: &Four, alpha: i32, beta: i32, first: u16) -> (i32, u32, Option<u16>) {
        // The mover's moves, the one to try first, then most points now.
        let mut order = [(0i32, 0usize, 0usize); 8];
        for (k, slot) in order.iter_mut().enumerate() {
            let (p, j) = (k >> 2, k & 3);
            let prio = if four.move_byte(p, j) == first { i32::MAX } else { self.single[j][p] };
            *slot = (prio, p, j);
        }
        order.sort_unstable_by_key(|o| std::cmp::Reverse(o.0));
        let mut best = i32::MIN;
        let mut lo = alpha;
        let mut tried = 0;
        for &(_, p, j1) in &order {
            tried += 1;
            let v1 = self.single[j1][p];
            let (p3, j_rest) = (1 - p, 15u32 & !(1 << j1));
            // The opponent's best reply (the least for the mover).
            let mut worst = i32::MAX;
            'replies: for q in 2..4 {
                let q4 = 5 - q;
                let mut rest = j_rest;
                while rest != 0 {
                    let j2 = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let last = j_rest & !(1 << j2);
                    let (r0, r1) = (last.trailing_zeros() as usize, (last & (last - 1)).trailing_zeros() as usize);
                    let v2 = v1 - self.single[j2][q];
                    let (ma, mb) = if self.count == 0 {
                        (0, 0)
                    } else {
                        let u = |x: usize| x as u32;
                        self.multi(u(j1), u(p), u(j2), u(q), u(r0), u(r1), u(p3), u(q4))
                    };
                    let a = self.single[r0][p3] - self.single[r1][q4] + ma;
                    let b = self.single[r1][p3] - self.single[r0][q4] + mb;
                    worst = worst.min(v2 + a.max(b));
                    if worst <= lo {
                        break 'replies;
                    }
                }
            }
            if worst > best {
                best = worst;
                if best > lo {
                    lo = best;
                    if best >= beta {
                        return (best, tried, Some(four.move_byte(p, j1)));
                    }
                }
            }
        }
        (best, tried, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::node::testing::{minimax, random_node};

    #[test]
    fn four_empties_agree_with_minimax_in_every_window() {
        let mut seed = 44;
        for _ in 0..if cfg!(debug_assertions) { 400 } else { 4000 } {
            let n = random_node(4, &mut seed);
            let four = Four::new(&n);
            let exact = minimax(&n);
            assert_eq!(four.search(-100, 100, u16::MAX).0, exact, "{n:?}");
            let scalar = Scalar::of(&four);
            assert_eq!(scalar.search(&four, -100, 100, u16::MAX).0, exact, "{n:?}");
            for values in leaves::evaluate_each_way(four.pieces, four.holes.lines()) {
                assert_eq!(values.iter().copied().max().map(i32::from), Some(exact), "{n:?}");
            }
            for beta in -4..=4 {
                let (v, _, cut) = scalar.search(&four, beta - 1, beta, u16::MAX);
                assert_eq!(v >= beta, exact >= beta, "beta {beta} {n:?}");
                assert!(if v >= beta { v <= exact } else { v >= exact }, "fail-soft bound {v} vs {exact}");
                assert_eq!(cut.is_some(), v >= beta);
            }
        }
    }
}
