//! Dealing candidates into the classes of a guess, to bound what the guess
//! costs before it is searched: a mask of seen answers for small sets, the
//! block tables for sets of at most 255 codes, a count per class otherwise.

use super::*;

/// A mask of seen answers (`u64` or `u128`).
trait Mask: Copy {
    const ZERO: Self;
    fn bit(f: u8) -> Self;
    fn seen(self, bit: Self) -> bool;
    fn or(self, bit: Self) -> Self;
}

impl Mask for u64 {
    const ZERO: u64 = 0;
    #[inline(always)]
    fn bit(f: u8) -> u64 {
        1u64 << f
    }
    #[inline(always)]
    fn seen(self, bit: u64) -> bool {
        self & bit != 0
    }
    #[inline(always)]
    fn or(self, bit: u64) -> u64 {
        self | bit
    }
}

impl Mask for u128 {
    const ZERO: u128 = 0;
    #[inline(always)]
    fn bit(f: u8) -> u128 {
        1u128 << f
    }
    #[inline(always)]
    fn seen(self, bit: u128) -> bool {
        self & bit != 0
    }
    #[inline(always)]
    fn or(self, bit: u128) -> u128 {
        self | bit
    }
}

/// Deals the candidates `s` by the answers in `row`: returns how many fell
/// into an answer already seen (stopping at `limit`) and whether one wins.
#[inline(always)]
fn deal_small<M: Mask>(row: &[u8], s: &[u32], win: usize, limit: u32) -> (u32, u32) {
    let (mut mask, mut dup, mut w) = (M::ZERO, 0u32, 0u32);
    for &x in s {
        let f = row[x as usize];
        if f as usize == win {
            w = 1;
            continue;
        }
        let bit = M::bit(f);
        dup += mask.seen(bit) as u32;
        mask = mask.or(bit);
        if dup >= limit {
            break;
        }
    }
    (dup, w)
}

/// Deals candidates into classes to bound the cost of a guess.
pub(super) struct Dealer<'a> {
    /// Block dealing: the tables and the candidates' columns.
    blocks: Option<(&'a Blocks, Vec<&'a [u8]>)>,
    n: usize,
    /// Largest class that can still be finished after the guess.
    room: u64,
    win: usize,
    classes: usize,
    counts: Vec<u32>,
    /// Small sets: every class is in the linear part of `lb`.
    small: bool,
    tabulated: bool,
    /// Guesses dealt.
    pub(super) dealt: usize,
}

impl<'a> Dealer<'a> {
    pub(super) fn new(solver: &'a Solver<'_>, s: &[u32], d: u32) -> Dealer<'a> {
        let n = s.len();
        let room = solver.cap[(d.max(1) - 1).min(64) as usize];
        let table = solver.eng.table();
        let classes = table.classes();
        let tabulated = table.is_tabulated();
        // Small sets: every class is in the linear part of lb (lb(c) = 2c - 1),
        // so bound = n + 2(n - w) - m = 2n - w + dup, where w = 1 when the
        // guess may win and dup counts codes falling into a class already
        // seen: a bitmask of seen answers suffices.
        let small = tabulated && classes <= 128 && n as u64 <= solver.branching + 1 && n as u64 <= room;
        let blocks = if n <= crate::deal::MAX_N && solver.use_blocks {
            solver.blocks().map(|b| (b, b.columns(solver.eng, s)))
        } else {
            None
        };
        let counts = if blocks.is_some() { Vec::new() } else { vec![0u32; classes] };
        Dealer { blocks, n, room, win: table.win() as usize, classes, counts, small, tabulated, dealt: 0 }
    }

    /// Visits the guesses `gs` in order with their bound and largest class
    /// (as [`Dealer::bound`] gives them, against the budget `beta`):
    /// `visit(g, bound, big)` returns the budget for the next guesses, or
    /// `None` to stop.
    #[inline]
    pub(super) fn scan(
        &mut self,
        solver: &Solver<'_>,
        s: &[u32],
        gs: &[u32],
        mut beta: u32,
        floor: u32,
        mut visit: impl FnMut(u32, u32, u32) -> Option<u32>,
    ) {
        let Some((blocks, cols)) = &self.blocks else {
            for &g in gs {
                if let Some((bound, big)) = self.bound(solver, s, g, beta, floor) {
                    match visit(g, bound, big) {
                        Some(b) => beta = b,
                        None => return,
                    }
                }
            }
            return;
        };
        let n = self.n as u32;
        for block in gs.chunks(LANES) {
            self.dealt += block.len();
            let (bounds, bigs) = blocks.bounds(cols, block);
            for (k, &g) in block.iter().enumerate() {
                let (bound, big) = (bounds[k], bigs[k] as u32);
                if bound >= beta || big == n || big as u64 > self.room {
                    continue;
                }
                match visit(g, bound, big) {
                    Some(b) => beta = b,
                    None => return,
                }
            }
        }
    }

    /// The bound of guess `g` at `s` and its largest class, unless it is
    /// useless, reaches `beta` or leaves a class too large for the depth.
    /// The largest class is exact when the bound is at most `floor` (else
    /// it may be 0 on the small path).
    #[inline]
    pub(super) fn bound(
        &mut self,
        solver: &Solver<'_>,
        s: &[u32],
        g: u32,
        beta: u32,
        floor: u32,
    ) -> Option<(u32, u32)> {
        let n = self.n;
        let (win, classes, room) = (self.win, self.classes, self.room);
        self.dealt += 1;
        let table = solver.eng.table();
        let (bound, big) = if self.small {
            let row = table.row(g);
            let dup_limit = (beta + 1).saturating_sub(2 * n as u32);
            let (dup, w) = if classes <= 64 {
                deal_small::<u64>(row, s, win, dup_limit)
            } else {
                deal_small::<u128>(row, s, win, dup_limit)
            };
            if dup >= dup_limit {
                return None;
            }
            let m = n as u32 - w - dup;
            if m == 1 && w == 0 {
                return None; // one class: useless
            }
            let bound = 2 * n as u32 - w + dup;
            let mut big = 0;
            if bound <= floor {
                // Rare: find the largest class for the exactness test.
                let mut c = [0u32; 128];
                for &x in s {
                    let f = row[x as usize] as usize;
                    if f != win {
                        c[f] += 1;
                        big = big.max(c[f]);
                    }
                }
            }
            (bound, big)
        } else if self.tabulated {
            let row = table.row(g);
            let counts = &mut self.counts;
            let mut bound = n as u32;
            let mut big = 0u32;
            let mut done = n;
            for (j, &x) in s.iter().enumerate() {
                let f = row[x as usize] as usize;
                if f == win {
                    continue;
                }
                let c = counts[f] as usize;
                counts[f] += 1;
                bound += solver.dlb[c];
                big = big.max(c as u32 + 1);
                if bound >= beta || big as u64 > room {
                    done = j + 1;
                    break;
                }
            }
            if done > classes {
                counts.fill(0);
            } else {
                for &x in &s[..done] {
                    counts[row[x as usize] as usize] = 0;
                }
            }
            if done < n || big as usize == n {
                return None;
            }
            (bound, big)
        } else {
            let counts = &mut self.counts;
            counts.fill(0);
            solver.eng.count_into(g, s, counts);
            let mut bound = n as u32;
            let mut big = 0;
            for (f, &c) in counts.iter().enumerate() {
                if c > 0 && f != win {
                    big = big.max(c);
                    bound += solver.lb[c as usize];
                }
            }
            if big as usize == n {
                return None;
            }
            (bound, big)
        };
        if bound >= beta || big as u64 > room {
            return None;
        }
        Some((bound, big))
    }
}
