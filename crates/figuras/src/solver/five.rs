//! The last five empty squares: the lines through them are gathered once,
//! and each move's four-empty child is made from them (the square filled
//! drops out of each line's empty squares, the piece joins its summary)
//! without copying the node or scanning its lines again.

use super::four::Four;
use super::leaves;
use super::node::{Node, add_piece, summary_points};
use super::tally::line_can_score;
use crate::line::SQUARE_LINES;

/// A node with five empty squares: the squares `k` = 0..5 (lowest first),
/// the mover's three pieces and the opponent's two, and the lines through
/// the empty squares that can still score.
pub(crate) struct Five {
    squares: [u8; 5],
    /// The mover's pieces' codes.
    mine: [u8; 3],
    /// The opponent's pieces' codes.
    theirs: [u8; 2],
    /// Per line: which empty squares it holds (bit `k`) and its summary.
    lines: [(u8, u16); 10],
    count: usize,
}

impl Five {
    /// Gathers the lines of a node with five empty squares.
    #[inline]
    pub fn new(n: &Node) -> Five {
        let mut squares = [0u8; 5];
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
        let mut mine = [0u8; 3];
        let mut m = n.mover_pieces();
        for p in &mut mine {
            *p = m.trailing_zeros() as u8;
            m &= m - 1;
        }
        let t = n.unplayed & !n.mover_pieces();
        let theirs = [t.trailing_zeros() as u8, (t & (t - 1)).trailing_zeros() as u8];
        let mut five = Five { squares, mine, theirs, lines: [(0, 0); 10], count: 0 };
        while through != 0 {
            let l = through.trailing_zeros() as usize;
            through &= through - 1;
            let h = holes[l];
            let ls = n.lines[l];
            if line_can_score(ls, 4 - h.count_ones()) {
                five.lines[five.count] = (h, ls);
                five.count += 1;
            }
        }
        five
    }

    /// The squares (bit `k`) on some line that can still score.
    #[inline]
    fn live(&self) -> u8 {
        self.lines[..self.count].iter().fold(0, |m, &(h, _)| m | h)
    }

    /// The points the mover scores by putting piece `i` on square `k`.
    #[inline]
    fn gain(&self, i: usize, k: usize) -> i32 {
        let p = self.mine[i];
        self.lines[..self.count]
            .iter()
            .filter(|&&(h, _)| h == 1 << k)
            .map(|&(_, ls)| summary_points(add_piece(ls, p)))
            .sum()
    }

    /// [`Five::gain`] of every move: `gains[i][k]`.
    #[inline]
    fn gains(&self) -> [[i32; 5]; 3] {
        let mut gains = [[0; 5]; 3];
        for &(h, ls) in &self.lines[..self.count] {
            if h.count_ones() == 1 {
                let k = h.trailing_zeros() as usize;
                for (row, &p) in gains.iter_mut().zip(&self.mine) {
                    row[k] += summary_points(add_piece(ls, p));
                }
            }
        }
        gains
    }

    /// The four-empty node after the mover puts piece `i` on square `k`.
    #[inline]
    fn child(&self, i: usize, k: usize) -> Four {
        let p = self.mine[i];
        let mut squares = [0u8; 4];
        let mut n = 0;
        for (j, &s) in self.squares.iter().enumerate() {
            if j != k {
                squares[n] = s;
                n += 1;
            }
        }
        let (a, b) = match i {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        let pieces = [self.theirs[0], self.theirs[1], self.mine[a], self.mine[b]];
        let mut lines = [(0u8, 0u16); 10];
        let mut count = 0;
        for &(h, ls) in &self.lines[..self.count] {
            if h == 1 << k {
                continue;
            }
            let (h4, ls) = (leaves::drop_square(h, k), if h >> k & 1 == 1 { add_piece(ls, p) } else { ls });
            if h >> k & 1 == 0 || line_can_score(ls, 4 - h4.count_ones()) {
                lines[count] = (h4, ls);
                count += 1;
            }
        }
        Four::with(squares, pieces, lines, count)
    }

    /// The value for the opponent of the child after the mover puts piece
    /// `i` on square `k`: exact from its playouts, or fail-soft within
    /// `alpha..beta` searched move by move (then updating its killer).
    #[inline]
    fn child_value(&self, i: usize, k: usize, alpha: i32, beta: i32, killer4: &mut u16, nodes: &mut u64) -> i32 {
        // The child's pieces: the opponent's two, then the mover's others.
        let (a, b) = match i {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        let pieces = [self.theirs[0], self.theirs[1], self.mine[a], self.mine[b]];
        *nodes += 8;
        if let Some(values) = leaves::evaluate_child(pieces, &self.lines[..self.count], k, self.mine[i]) {
            return i32::from(values.into_iter().max().unwrap_or(0));
        }
        *nodes -= 8;
        let (v, tried, cut) = self.child(i, k).search(alpha, beta, *killer4);
        *nodes += u64::from(tried);
        if let Some(m) = cut {
            *killer4 = m;
        }
        v
    }

    /// The move byte (`piece << 4 | square`) of the mover's piece `i` on
    /// square `k`.
    #[inline]
    fn move_byte(&self, i: usize, k: usize) -> u16 {
        u16::from(self.mine[i] << 4 | self.squares[k])
    }

    /// The value for the mover, fail-soft within `alpha..beta`, trying the
    /// move `first` (a move byte) before the others, then the moves that
    /// score most; also returns how many positions were looked at (the
    /// children, each counting the moves its mover looked at) and the move
    /// that reached `beta`, if one did.
    pub fn search(&self, alpha: i32, beta: i32, first: u16, killer4: &mut u16) -> (i32, u64, Option<u16>) {
        // Squares on no live line are all alike: one of them will do.
        let live = self.live();
        let dead = !live & 31;
        let squares = live | (dead & dead.wrapping_neg());
        let mut best = i32::MIN;
        let mut lo = alpha;
        let mut nodes = 0;
        // The move to try first, before the others are generated: it
        // usually decides.
        let i = self.mine.iter().position(|&p| u16::from(p) == first >> 4);
        let k = self.squares.iter().position(|&s| u16::from(s) == first & 15);
        let mut tried = None;
        if let (Some(i), Some(k)) = (i, k)
            && squares >> k & 1 == 1
        {
            let gain = self.gain(i, k);
            let v = gain - self.child_value(i, k, gain - beta, gain - lo, killer4, &mut nodes);
            if v >= beta {
                return (v, nodes, Some(first));
            }
            best = v;
            lo = lo.max(v);
            tried = Some((i as u8, k as u8));
        }
        let gains = self.gains();
        let mut moves = [(0i32, 0u8, 0u8); 15];
        let mut count = 0;
        for k in 0..5 {
            if squares >> k & 1 == 0 {
                continue;
            }
            for (i, row) in gains.iter().enumerate() {
                if tried != Some((i as u8, k as u8)) {
                    moves[count] = (row[k], i as u8, k as u8);
                    count += 1;
                }
            }
        }
        let moves = &mut moves[..count];
        for n in 0..moves.len() {
            // Selection: the best remaining move next (most nodes cut on
            // their first move).
            let mut m = n;
            for j in n + 1..moves.len() {
                if moves[j].0 > moves[m].0 {
                    m = j;
                }
            }
            moves.swap(n, m);
            let (i, k) = (usize::from(moves[n].1), usize::from(moves[n].2));
            let gain = gains[i][k];
            let v = gain - self.child_value(i, k, gain - beta, gain - lo, killer4, &mut nodes);
            if v > best {
                best = v;
                if v > lo {
                    lo = v;
                    if v >= beta {
                        return (v, nodes, Some(self.move_byte(i, k)));
                    }
                }
            }
        }
        (best, nodes, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::node::testing::{minimax, random_node};

    #[test]
    fn five_empties_agree_with_minimax_in_every_window() {
        let mut seed = 55;
        for _ in 0..if cfg!(debug_assertions) { 100 } else { 1500 } {
            let n = random_node(5, &mut seed);
            let five = Five::new(&n);
            let exact = minimax(&n);
            let mut killer = u16::MAX;
            assert_eq!(five.search(-100, 100, u16::MAX, &mut killer).0, exact, "{n:?}");
            for beta in -4..=4 {
                let (v, _, cut) = five.search(beta - 1, beta, u16::MAX, &mut killer);
                assert_eq!(v >= beta, exact >= beta, "beta {beta} {n:?}");
                assert!(if v >= beta { v <= exact } else { v >= exact }, "fail-soft bound {v} vs {exact}");
                assert_eq!(cut.is_some(), v >= beta);
            }
        }
    }

    /// Each child made from the parent's lines, searched move by move (as
    /// without the vector instructions), agrees with its playouts.
    #[test]
    fn the_children_searched_move_by_move_agree_with_their_playouts() {
        let mut seed = 56;
        for _ in 0..if cfg!(debug_assertions) { 50 } else { 500 } {
            let n = random_node(5, &mut seed);
            let five = Five::new(&n);
            for i in 0..3 {
                for k in 0..5 {
                    let child = n.play(five.mine[i], five.squares[k]);
                    let exact = minimax(&child);
                    assert_eq!(five.child(i, k).search_by_moves(-100, 100, u16::MAX).0, exact, "{n:?} {i} {k}");
                    let (mut killer, mut nodes) = (u16::MAX, 0);
                    assert_eq!(five.child_value(i, k, -100, 100, &mut killer, &mut nodes), exact);
                }
            }
        }
    }

    #[test]
    fn dropping_a_square_renumbers_the_others() {
        use leaves::drop_square;
        assert_eq!(drop_square(0b11111, 0), 0b1111);
        assert_eq!(drop_square(0b10101, 2), 0b1001);
        assert_eq!(drop_square(0b10011, 4), 0b0011);
        assert_eq!(drop_square(0b00010, 1), 0);
    }
}
