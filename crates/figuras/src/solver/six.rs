//! Six empty squares: the lines through them are gathered once
//! ([`Holes`]), and each move's five-empty child is made from them.

use super::five::Five;
use super::holes::{Holes, lowest, search_moves};
use super::node::Node;

/// A node with six empty squares: its lines and the three pieces each
/// player holds.
pub(crate) struct Six {
    holes: Holes<6>,
    /// The mover's pieces' codes.
    mine: [u8; 3],
    /// The opponent's pieces' codes.
    theirs: [u8; 3],
}

impl Six {
    /// Gathers the lines of a node with six empty squares.
    #[inline]
    pub fn new(n: &Node) -> Six {
        let mine = n.mover_pieces();
        Six { holes: Holes::of(n), mine: lowest(mine), theirs: lowest(n.unplayed & !mine) }
    }

    /// The value for the mover, fail-soft within `alpha..beta`, trying the
    /// killer move of six empties first, then the moves that score most
    /// (`killers`: per number of empties, the move of the last cutoff);
    /// also returns how many positions were looked at.
    pub fn search(&self, alpha: i32, beta: i32, killers: &mut [u16; 17]) -> (i32, u64) {
        let mut nodes = 0;
        let (v, cut) = search_moves(&self.holes, &self.mine, alpha, beta, killers[6], |i, k, a, b| {
            let others = match i {
                0 => [self.mine[1], self.mine[2]],
                1 => [self.mine[0], self.mine[2]],
                _ => [self.mine[0], self.mine[1]],
            };
            let child = Five::with(self.holes.without(k, self.mine[i]), self.theirs, others);
            let (v, n, cut) = child.search(a, b, killers[5], &mut killers[4]);
            nodes += 1 + n;
            if let Some(m) = cut {
                killers[5] = m;
            }
            v
        });
        if let Some(m) = cut {
            killers[6] = m;
        }
        (v, nodes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::node::testing::solved;

    /// At every level of vector instructions, the move-by-move fallback
    /// included.
    #[test]
    fn six_empties_agree_with_minimax_in_every_window() {
        let cases = solved(6, if cfg!(debug_assertions) { 3 } else { 40 }, 66);
        crate::solver::leaves::at_each_level(|| {
            let mut killers = [u16::MAX; 17];
            for &(n, exact) in &cases {
                let six = Six::new(&n);
                assert_eq!(six.search(-100, 100, &mut killers).0, exact, "{n:?}");
                for beta in -3..=3 {
                    let (v, _) = six.search(beta - 1, beta, &mut killers);
                    assert_eq!(v >= beta, exact >= beta, "beta {beta} {n:?}");
                    assert!(if v >= beta { v <= exact } else { v >= exact }, "fail-soft bound {v} vs {exact}");
                }
            }
        });
    }
}
