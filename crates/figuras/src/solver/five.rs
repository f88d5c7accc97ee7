//! The last five empty squares: the lines through them are gathered once
//! ([`Holes`]), and each move's four-empty child is evaluated straight from
//! them: every playout at once, or move by move without the vector
//! instructions.

use super::four::Four;
use super::holes::{Holes, lowest, search_moves};
use super::leaves;
use super::node::Node;

/// A node with five empty squares: its lines, the mover's three pieces and
/// the opponent's two.
pub(crate) struct Five {
    holes: Holes<5>,
    /// The mover's pieces' codes.
    mine: [u8; 3],
    /// The opponent's pieces' codes.
    theirs: [u8; 2],
}

impl Five {
    /// Gathers the lines of a node with five empty squares.
    #[inline]
    pub fn new(n: &Node) -> Five {
        let mine = n.mover_pieces();
        Five { holes: Holes::of(n), mine: lowest(mine), theirs: lowest(n.unplayed & !mine) }
    }

    /// The node with these lines and pieces.
    #[inline]
    pub fn with(holes: Holes<5>, mine: [u8; 3], theirs: [u8; 2]) -> Five {
        Five { holes, mine, theirs }
    }

    /// The child's pieces after the mover plays piece `i`: the opponent's
    /// two, then the mover's two others.
    #[inline]
    fn child_pieces(&self, i: usize) -> [u8; 4] {
        let (a, b) = match i {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        [self.theirs[0], self.theirs[1], self.mine[a], self.mine[b]]
    }

    /// The four-empty node after the mover puts piece `i` on square `k`.
    #[inline]
    fn child(&self, i: usize, k: usize) -> Four {
        Four::with(self.holes.without(k, self.mine[i]), self.child_pieces(i))
    }

    /// The value for the opponent of the child after the mover puts piece
    /// `i` on square `k`: exact from its playouts, or fail-soft within
    /// `alpha..beta` searched move by move (then updating its killer).
    #[inline]
    fn child_value(&self, i: usize, k: usize, alpha: i32, beta: i32, killer4: &mut u16, nodes: &mut u64) -> i32 {
        if let Some(values) = leaves::evaluate_child(self.child_pieces(i), self.holes.lines(), k, self.mine[i]) {
            // The child's mover looked at all its moves.
            *nodes += 8;
            return i32::from(values.into_iter().max().unwrap_or(0));
        }
        let (v, tried, cut) = self.child(i, k).search(alpha, beta, *killer4);
        *nodes += u64::from(tried);
        if let Some(m) = cut {
            *killer4 = m;
        }
        v
    }

    /// The value for the mover, fail-soft within `alpha..beta`, trying the
    /// move `first` (a move byte) before the others, then the moves that
    /// score most; also returns how many positions were looked at (the
    /// children, each counting the moves its mover looked at) and the move
    /// that reached `beta`, if one did.
    pub fn search(&self, alpha: i32, beta: i32, first: u16, killer4: &mut u16) -> (i32, u64, Option<u16>) {
        let mut nodes = 0;
        let (v, cut) = search_moves(&self.holes, &self.mine, alpha, beta, first, |i, k, a, b| {
            self.child_value(i, k, a, b, killer4, &mut nodes)
        });
        (v, nodes, cut)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::node::testing::{minimax, random_node, solved};

    /// At every level of vector instructions, the move-by-move fallback
    /// included.
    #[test]
    fn five_empties_agree_with_minimax_in_every_window() {
        let cases = solved(5, if cfg!(debug_assertions) { 60 } else { 1000 }, 55);
        leaves::at_each_level(|| {
            let mut killer = u16::MAX;
            for &(n, exact) in &cases {
                let five = Five::new(&n);
                assert_eq!(five.search(-100, 100, u16::MAX, &mut killer).0, exact, "{n:?}");
                for beta in -4..=4 {
                    let (v, _, cut) = five.search(beta - 1, beta, u16::MAX, &mut killer);
                    assert_eq!(v >= beta, exact >= beta, "beta {beta} {n:?}");
                    assert!(if v >= beta { v <= exact } else { v >= exact }, "fail-soft bound {v} vs {exact}");
                    assert_eq!(cut.is_some(), v >= beta);
                }
            }
        });
    }

    /// Each child made from the parent's lines, searched move by move and
    /// evaluated at every level, agrees with plain minimax.
    #[test]
    fn the_children_searched_move_by_move_agree_with_their_playouts() {
        let mut seed = 56;
        for _ in 0..if cfg!(debug_assertions) { 50 } else { 500 } {
            let n = random_node(5, &mut seed);
            let five = Five::new(&n);
            for i in 0..3 {
                for k in 0..5 {
                    let child = n.play(five.mine[i], five.holes.squares[k]);
                    let exact = minimax(&child);
                    assert_eq!(five.child(i, k).search_by_moves(-100, 100, u16::MAX).0, exact, "{n:?} {i} {k}");
                    leaves::at_each_level(|| {
                        let (mut killer, mut nodes) = (u16::MAX, 0);
                        assert_eq!(five.child_value(i, k, -100, 100, &mut killer, &mut nodes), exact);
                    });
                }
            }
        }
    }
}
