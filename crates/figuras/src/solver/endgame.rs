//! The endgame: exact values with few empty squares, without the shared
//! table (cheaper than probing it). Seven or eight empty squares by plain
//! alpha-beta (cheap move ordering, killer moves, a per-thread cache); six
//! with the same cache and [`super::six`], whose five-empty children
//! ([`super::five`]) are made from their parent's lines, and whose
//! four-empty grandchildren have every playout evaluated at once
//! ([`super::leaves`]); three empty squares by the tally of
//! [`super::tally`].

use super::five::Five;
use super::four::Four;
use super::node::{Node, add_piece, summary_points};
use super::six::Six;
use super::tally::endgame3;
use crate::line::{LINE_MASKS, SQUARE_LINES};

/// Entries of the per-thread cache of small nodes (2 MiB): at 14 empty
/// squares 2^18 entries took 32–34 s, 2^16 39 s, 2^20 35 s.
const CACHE: usize = 1 << 18;

/// No killer move yet (move bytes are `piece << 4 | square`, 0..=255).
const NO_MOVE: u16 = 0xFFFF;

/// The per-thread state of the endgame search: a cache of bounds of nodes
/// with six or more empty squares (six keyed by [`Node::position_hash`],
/// seven and eight by [`Node::quick_key`]'s abstract hash) and one killer
/// move per depth.
pub(crate) struct Endgame {
    /// Per entry: check (48 bits), lower + 64 (8 bits), upper + 64 (8 bits).
    cache: Vec<u64>,
    /// Per number of empties, the move byte of the last cutoff.
    killers: [u16; 17],
    /// Positions looked at since the owner last took the count: those
    /// searched with five or more empty squares, and for each four-empty
    /// one its mover's moves (all eight when its playouts are evaluated at
    /// once; the tallies at three empty squares count one).
    pub nodes: u64,
}

/// A move of the endgame search: piece, square, points now.
#[derive(Copy, Clone, Default)]
struct Cand {
    piece: u8,
    sq: u8,
    gain: i32,
}

impl Default for Endgame {
    fn default() -> Endgame {
        Endgame { cache: vec![0; CACHE], killers: [NO_MOVE; 17], nodes: 0 }
    }
}

impl Endgame {
    /// The exact value (fail-soft within `alpha..beta`) of a node with at
    /// most 8 empty squares (meant for at most 7).
    pub fn search(&mut self, n: &Node, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let empties = n.empties();
        if empties <= 3 {
            return endgame(n);
        }
        if empties == 4 {
            // Counted: the mover's moves looked at (as the three-empty
            // children were before).
            self.nodes -= 1;
            let (v, tried, cut) = Four::new(n).search(alpha, beta, self.killers[4]);
            self.nodes += u64::from(tried);
            if let Some(m) = cut {
                self.killers[4] = m;
            }
            return v;
        }
        if empties == 5 {
            // Counted: the children's moves looked at. (Neither the quick
            // bound nor the cache pays here.)
            let (v, nodes, cut) = Five::new(n).search(alpha, beta, self.killers[5], &mut self.killers[4]);
            self.nodes += nodes;
            if let Some(m) = cut {
                self.killers[5] = m;
            }
            return v;
        }
        if empties == 6 {
            // Keyed by the position itself: the quick bound and the
            // abstract key cost more here than they save.
            return self.cached(n.position_hash(), alpha, beta, |eg, alpha, beta| {
                // Counted: the children and theirs.
                let (v, nodes) = Six::new(n).search(alpha, beta, &mut eg.killers);
                eg.nodes += nodes;
                v
            });
        }
        let (b, live, h) = n.quick_key();
        if b == 0 {
            return 0;
        }
        if b <= alpha {
            return b;
        }
        if -b >= beta {
            return -b;
        }
        self.cached(h, alpha, beta, |eg, alpha, beta| eg.expand(n, live, alpha, beta))
    }

    /// The value of a node with hash `h` by `search` within `alpha..beta`
    /// (fail-soft), narrowed by and saved to the cache.
    #[inline]
    fn cached(&mut self, h: u64, alpha: i32, beta: i32, search: impl FnOnce(&mut Endgame, i32, i32) -> i32) -> i32 {
        let i = (h as usize) & (CACHE - 1);
        let check = h >> 16;
        let e = self.cache[i];
        let (mut lower, mut upper) = (-64, 64);
        if e != 0 && e >> 16 == check {
            lower = ((e >> 8) & 0xFF) as i32 - 64;
            upper = (e & 0xFF) as i32 - 64;
            if lower >= beta || lower == upper {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
        }
        let (alpha, beta) = (alpha.max(lower), beta.min(upper));
        let v = search(self, alpha, beta);
        if v <= alpha {
            upper = upper.min(v);
        } else if v >= beta {
            lower = lower.max(v);
        } else {
            lower = v;
            upper = v;
        }
        if lower <= upper {
            self.cache[i] = (check << 16) | (((lower + 64) as u64) << 8) | (upper + 64) as u64;
        }
        v
    }

    /// Alpha-beta over the moves of `n` (lines of `live` can still score).
    #[inline(never)]
    fn expand(&mut self, n: &Node, live: u16, alpha: i32, beta: i32) -> i32 {
        let empties = n.empties();
        let empty = !n.filled;
        let mut live_squares = 0u16;
        let mut ls = live;
        while ls != 0 {
            let l = ls.trailing_zeros() as usize;
            ls &= ls - 1;
            live_squares |= LINE_MASKS[l];
        }
        let mut squares = empty & live_squares;
        let dead = empty & !live_squares;
        if dead != 0 {
            // Squares on no live line are all alike: one of them will do.
            squares |= dead & dead.wrapping_neg();
        }
        let mine = n.mover_pieces();
        let killer = self.killers[empties as usize];
        let mut best = i32::MIN;
        let mut lo = alpha;
        // The killer first, before generating the other moves.
        let (kp, ks) = ((killer >> 4) as u8, (killer & 15) as u8);
        let mut tried = NO_MOVE;
        if killer != NO_MOVE && mine >> kp & 1 == 1 && squares >> ks & 1 == 1 {
            let g = n.gain(kp, ks);
            let v = g - self.search(&n.play(kp, ks), g - beta, g - lo);
            if v >= beta {
                return v;
            }
            best = v;
            lo = lo.max(v);
            tried = killer;
        }
        // At most 4 pieces on 8 squares (the search hands over nodes with
        // at most 8 empties).
        let mut cands = [Cand::default(); 32];
        let mut count = 0;
        let mut sqs = squares;
        while sqs != 0 {
            let sq = sqs.trailing_zeros() as u8;
            sqs &= sqs - 1;
            let filled = n.filled | (1 << sq);
            // Lines through the square completed by it. (Ordering by what
            // a move leaves the opponent costs more than it saves here.)
            let mut full = [0u16; 3];
            let mut nfull = 0;
            let mut through = SQUARE_LINES[sq as usize] & live;
            while through != 0 {
                let l = through.trailing_zeros() as usize;
                through &= through - 1;
                if LINE_MASKS[l] & !filled == 0 {
                    full[nfull] = n.lines[l];
                    nfull += 1;
                }
            }
            let mut ps = mine;
            while ps != 0 {
                let p = ps.trailing_zeros() as u8;
                ps &= ps - 1;
                let mut gain = 0;
                for &l in &full[..nfull] {
                    gain += summary_points(add_piece(l, p));
                }
                if u16::from(p << 4 | sq) == tried {
                    continue;
                }
                cands[count] = Cand { piece: p, sq, gain };
                count += 1;
            }
        }
        let cands = &mut cands[..count];
        // Insertion sort, most points first.
        for i in 1..cands.len() {
            let c = cands[i];
            let mut j = i;
            while j > 0 && cands[j - 1].gain < c.gain {
                cands[j] = cands[j - 1];
                j -= 1;
            }
            cands[j] = c;
        }
        for c in cands.iter() {
            let child = n.play(c.piece, c.sq);
            let v = c.gain - self.search(&child, c.gain - beta, c.gain - lo);
            if v > best {
                best = v;
                if v > lo {
                    lo = v;
                    if v >= beta {
                        self.killers[empties as usize] = u16::from(c.piece << 4 | c.sq);
                        return v;
                    }
                }
            }
        }
        best
    }
}

/// The exact value with four or more empty squares by plain alpha-beta
/// without cache (kept for reference and tests), then [`endgame`] from
/// three.
#[cfg(test)]
pub(crate) fn endgame4(n: &Node, alpha: i32, beta: i32) -> i32 {
    let b = n.quick_bound();
    if b <= alpha {
        return b;
    }
    if -b >= beta {
        return -b;
    }
    let empty = !n.filled;
    let mut best = i32::MIN;
    let mut lo = alpha;
    let mut ps = n.mover_pieces();
    while ps != 0 {
        let p = ps.trailing_zeros() as u8;
        ps &= ps - 1;
        let mut sqs = empty;
        while sqs != 0 {
            let sq = sqs.trailing_zeros() as u8;
            sqs &= sqs - 1;
            let g = n.gain(p, sq);
            let child = n.play(p, sq);
            let v = if child.empties() <= 3 { g - endgame(&child) } else { g - endgame4(&child, g - beta, g - lo) };
            if v > best {
                best = v;
                if v > lo {
                    lo = v;
                    if v >= beta {
                        return v;
                    }
                }
            }
        }
    }
    best
}

/// The exact value with at most three empty squares, by direct enumeration
/// (three empty squares by a tally over the possible assignments).
pub(crate) fn endgame(n: &Node) -> i32 {
    let empty = !n.filled;
    let mine = n.mover_pieces();
    let theirs = n.unplayed & !mine;
    let low = |m: u16| m.trailing_zeros() as u8;
    match n.empties() {
        0 => 0,
        1 => n.gain(low(mine), low(empty)),
        2 => {
            let (p, o) = (low(mine), low(theirs));
            let s1 = low(empty);
            let s2 = low(empty & (empty - 1));
            let a = n.gain(p, s1) - n.play(p, s1).gain(o, s2);
            let b = n.gain(p, s2) - n.play(p, s2).gain(o, s1);
            a.max(b)
        }
        _ => endgame3(n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use crate::solver::node::testing::minimax;

    fn random_node(empties: u32, seed: &mut u64) -> Node {
        let mut p = Position::START;
        while p.empties() > empties {
            let moves = p.legal_moves();
            *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let m = moves[(*seed >> 33) as usize % moves.len()];
            p.play(m).expect("legal");
        }
        Node::of(&p)
    }

    #[test]
    fn the_cached_search_agrees_with_plain_alpha_beta() {
        let mut seed = 12;
        let mut cases = Vec::new();
        for empties in [3, 4, 5, 6, 7] {
            let count = match (empties, cfg!(debug_assertions)) {
                (7, true) => 2,
                (7, false) => 20,
                (_, true) => 8,
                (_, false) => 40,
            };
            for _ in 0..count {
                let n = random_node(empties, &mut seed);
                cases.push((n, endgame4(&n, -100, 100)));
            }
        }
        crate::solver::leaves::at_each_level(|| {
            let mut eg = Endgame::default();
            for &(n, exact) in &cases {
                assert_eq!(eg.search(&n, -100, 100), exact);
                for beta in -3..=3 {
                    let v = eg.search(&n, beta - 1, beta);
                    assert_eq!(v >= beta, exact >= beta, "beta {beta}");
                    assert!(if v >= beta { v <= exact } else { v >= exact });
                }
            }
        });
    }

    /// Three empty squares on eight lines (a1, c2, d4): an earlier tally
    /// kept at most seven lines and got 18 of these 3000 positions wrong.
    #[test]
    fn three_squares_on_eight_lines_are_all_tallied() {
        let squares: Vec<u8> = (0..16u8).filter(|s| ![0, 6, 15].contains(s)).collect();
        let mut seed = 5u64;
        for _ in 0..if cfg!(debug_assertions) { 500 } else { 3000 } {
            let mut pieces: Vec<u8> = (0..16).collect();
            for i in (1..16).rev() {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                pieces.swap(i, (seed >> 33) as usize % (i + 1));
            }
            let mut first: Vec<u8> = pieces.iter().copied().filter(|&p| p < 8).collect();
            let mut second: Vec<u8> = pieces.iter().copied().filter(|&p| p >= 8).collect();
            let mut n = Node::of(&Position::START);
            for (i, &sq) in squares.iter().enumerate() {
                let p = if i % 2 == 0 { first.pop() } else { second.pop() };
                n = n.play(p.expect("enough pieces"), sq);
            }
            assert_eq!(endgame(&n), minimax(&n), "{n:?}");
        }
    }
}
