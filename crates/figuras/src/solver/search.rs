//! The search: fail-soft negamax with alpha-beta over the points still to
//! be scored, with the transposition table, symmetry-reduced move
//! generation, enhanced transposition cutoffs and move ordering.

use super::node::{Node, hash};
use super::table::{Bounds, Table};
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Tuning knobs of the search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Nodes with at least this many empties use the full canonical key
    /// (all 1536 symmetries); below, the key without symmetry.
    pub canonical_min: u32,
    /// Nodes with at least this many empties use the transposition table.
    pub table_min: u32,
    /// Nodes with at least this many empties probe their children first
    /// (enhanced transposition cutoffs).
    pub etc_min: u32,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning {
            canonical_min: 7,
            table_min: 4,
            etc_min: 8,
        }
    }
}

/// Bounds kept outside the table for the top nodes, so that checkpoints can
/// save them and a resumed run can start from them.
pub(crate) type Pinned = Mutex<HashMap<u128, (i8, i8)>>;

/// What every thread of one solve shares.
pub(crate) struct Shared<'a> {
    pub table: &'a Table,
    pub pinned: &'a Pinned,
    /// Nodes with at least this many empties are pinned (exact mode only).
    pub pin_min: u32,
    pub stop: &'a AtomicBool,
    pub cancel: &'a AtomicBool,
    pub nodes: &'a AtomicU64,
    pub tuning: Tuning,
    /// Called every few thousand nodes by whichever thread is searching.
    pub tick: &'a (dyn Fn() + Sync),
}

/// One thread's searcher.
pub(crate) struct Searcher<'a> {
    pub shared: &'a Shared<'a>,
    local_nodes: u64,
    /// Set once the search was stopped: every value since is meaningless.
    pub aborted: bool,
}

/// A move candidate: ordering priority, piece code, square, points now.
#[derive(Copy, Clone, Default)]
struct Cand {
    prio: i32,
    piece: u8,
    sq: u8,
    gain: i32,
}

const SMALL: u16 = 0x5555;

impl<'a> Searcher<'a> {
    pub fn new(shared: &'a Shared<'a>) -> Searcher<'a> {
        Searcher {
            shared,
            local_nodes: 0,
            aborted: false,
        }
    }

    /// Adds the nodes counted locally to the shared counter.
    pub fn flush(&mut self) {
        self.shared
            .nodes
            .fetch_add(self.local_nodes & 0x3FF, Ordering::Relaxed);
        self.local_nodes &= !0x3FF;
    }

    #[cold]
    fn poll(&mut self) {
        self.shared.nodes.fetch_add(1024, Ordering::Relaxed);
        if self.shared.stop.load(Ordering::Relaxed) || self.shared.cancel.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        (self.shared.tick)();
    }

    fn key_of(&self, n: &Node, live: u16) -> u128 {
        if n.empties() >= self.shared.tuning.canonical_min {
            n.canonical_key(live)
        } else {
            n.key(live)
        }
    }

    fn salt(depth: u32, empties: u32) -> u64 {
        if depth >= empties {
            0
        } else {
            u64::from(depth + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        }
    }

    fn probe(&self, key: u128, empties: u32, depth: u32) -> Option<Bounds> {
        if empties >= self.shared.pin_min && depth >= empties {
            let map = self.shared.pinned.lock().ok()?;
            return map.get(&key).map(|&(l, u)| Bounds {
                lower: i32::from(l),
                upper: i32::from(u),
                mv: None,
            });
        }
        self.shared
            .table
            .probe(hash(key) ^ Self::salt(depth, empties))
    }

    fn store(&self, key: u128, empties: u32, depth: u32, lower: i32, upper: i32, mv: Option<u8>) {
        if empties >= self.shared.pin_min && depth >= empties {
            if let Ok(mut map) = self.shared.pinned.lock() {
                let e = map.entry(key).or_insert((-64, 63));
                let (l, u) = (i32::from(e.0).max(lower), i32::from(e.1).min(upper));
                if l <= u {
                    *e = (l as i8, u as i8);
                }
            }
        }
        self.shared.table.store(
            hash(key) ^ Self::salt(depth, empties),
            lower,
            upper,
            mv,
            empties,
        );
    }

    /// The value for the mover of the points still to come at `n`
    /// (mover's minus opponent's), searched to `depth` plies (a depth at
    /// least the empties is exact; the horizon counts 0). Fail-soft: a
    /// result `<= alpha` is an upper bound, `>= beta` a lower bound.
    pub fn search(&mut self, n: &Node, alpha: i32, beta: i32, depth: u32) -> i32 {
        let empties = n.empties();
        if empties == 0 {
            return 0;
        }
        self.local_nodes += 1;
        if self.local_nodes & 0x3FF == 0 {
            self.poll();
        }
        if self.aborted {
            return 0;
        }
        if empties == 1 {
            let p = n.mover_pieces().trailing_zeros() as u8;
            let sq = (!n.filled).trailing_zeros() as u8;
            return n.gain(p, sq);
        }
        if depth == 0 {
            return 0;
        }
        let a = n.analyse();
        if a.bound == 0 {
            return 0;
        }
        if a.bound <= alpha {
            return a.bound;
        }
        if -a.bound >= beta {
            return -a.bound;
        }
        let use_table = empties >= self.shared.tuning.table_min;
        let mut key = 0u128;
        let mut hint = None;
        if use_table {
            key = self.key_of(n, a.live_squares);
            if let Some(b) = self.probe(key, empties, depth) {
                if b.lower >= beta {
                    return b.lower;
                }
                if b.upper <= alpha {
                    return b.upper;
                }
                if b.lower == b.upper {
                    return b.lower;
                }
                hint = b.mv;
            }
        }

        let mut cands = [Cand::default(); 128];
        let count = self.generate(n, a.live_squares, hint, &mut cands);
        let cands = &mut cands[..count];

        if use_table && empties >= self.shared.tuning.etc_min && depth >= empties {
            for c in cands.iter_mut() {
                let child = n.play(c.piece, c.sq);
                let ca = child.analyse();
                let ck = self.key_of(&child, ca.live_squares);
                if let Some(b) = self.probe(ck, empties - 1, depth - 1) {
                    let v_low = c.gain - b.upper;
                    if v_low >= beta {
                        self.store(key, empties, depth, v_low, a.bound, Some(c.piece << 4 | c.sq));
                        return v_low;
                    }
                    // A child known to be weak for the opponent goes first.
                    c.prio += 64 - b.upper.min(64);
                }
            }
        }
        cands.sort_unstable_by(|x, y| y.prio.cmp(&x.prio));

        let mut best = i32::MIN;
        let mut best_mv = None;
        let mut lo = alpha;
        for c in cands.iter() {
            let child = n.play(c.piece, c.sq);
            let v = c.gain - self.search(&child, c.gain - beta, c.gain - lo, depth - 1);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_mv = Some(c.piece << 4 | c.sq);
                if v > lo {
                    lo = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        if use_table {
            let (l, u) = if best <= alpha {
                (-a.bound, best)
            } else if best >= beta {
                (best, a.bound)
            } else {
                (best, best)
            };
            self.store(key, empties, depth, l, u, best_mv);
        }
        best
    }

    /// Fills `out` with the moves worth trying (one per class of equivalent
    /// moves) with their points and ordering priority; returns how many.
    fn generate(&self, n: &Node, live: u16, hint: Option<u8>, out: &mut [Cand; 128]) -> usize {
        let empty = !n.filled;
        let mut squares = empty & live;
        let dead = empty & !live;
        if dead != 0 {
            squares |= dead & dead.wrapping_neg();
        }
        // Shapes on live squares; absent shapes with equal unplayed
        // patterns are interchangeable, and so are the sizes when nothing
        // live is on the board and the unplayed pieces are size-symmetric.
        let live_filled = n.filled & live;
        let mut live_shapes = 0u8;
        let mut rest = live_filled;
        while rest != 0 {
            let sq = rest.trailing_zeros();
            rest &= rest - 1;
            live_shapes |= 1 << ((n.code(sq) >> 1) & 3);
        }
        let u = n.unplayed;
        let mut pieces = n.mover_pieces();
        let mut seen = [u8::MAX; 4];
        for s in 0..4 {
            if live_shapes >> s & 1 == 0 {
                let pat = ((u >> (2 * s)) & 3) as u8 | ((((u >> (8 + 2 * s)) & 3) as u8) << 2);
                if seen[..s].contains(&pat) {
                    pieces &= !(0x0303u16 << (2 * s));
                }
                seen[s] = pat;
            }
        }
        if live_filled == 0 && (u & SMALL) == ((u >> 1) & SMALL) {
            pieces &= SMALL;
        }
        let mut count = 0;
        let mut ps = pieces;
        while ps != 0 {
            let p = ps.trailing_zeros() as u8;
            ps &= ps - 1;
            let mut sqs = squares;
            while sqs != 0 {
                let sq = sqs.trailing_zeros() as u8;
                sqs &= sqs - 1;
                let gain = n.gain(p, sq);
                let mut prio = gain * 16;
                if hint == Some(p << 4 | sq) {
                    prio += 10_000;
                }
                out[count] = Cand {
                    prio,
                    piece: p,
                    sq,
                    gain,
                };
                count += 1;
            }
        }
        count
    }
}
