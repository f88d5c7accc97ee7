//! The search: fail-soft negamax with alpha-beta over the points still to
//! be scored, with the transposition table, symmetry-reduced move
//! generation, enhanced transposition cutoffs and move ordering.

use super::endgame::Endgame;
use super::key::hash;
use super::node::{Analysis, Node};
use super::table::{Bounds, Table};
use crate::line::{LINE_MASKS, LINE_SQUARES};
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Tuning knobs of the search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Nodes with at least this many empties use the full canonical key
    /// (all 1536 symmetries); below, the line key without symmetry. 11
    /// since the search below five empties got cheap: the same positions
    /// searched at 11 empties with 9, and 5 % fewer instructions (6 %
    /// faster at 13 empties).
    pub canonical_min: u32,
    /// Nodes with at least this many empties use the transposition table;
    /// below (down from 8 empties at most, from 3 at least), the endgame
    /// search (seven by plain alpha-beta with a per-thread cache, six and
    /// five empty squares from their lines, then every playout of four at
    /// once). 8 since six and five empties got cheap: at 12 empties 21 %
    /// faster than 7, the same at 13, and at 14 twice as fast (a 2^18-entry
    /// cache: 32 s against 72 s on the same position); 9 was slower.
    pub table_min: u32,
    /// Nodes with at least this many empties probe their children first
    /// (enhanced transposition cutoffs).
    pub etc_min: u32,
    /// Nodes with at least this many empties get the full analysis (which
    /// pieces remain, who can complete what); below, the quick bound.
    pub analysis_min: u32,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning { canonical_min: 11, table_min: 8, etc_min: 10, analysis_min: 6 }
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
    /// History heuristic: how often each move byte caused a cutoff.
    history: Box<[u32; 256]>,
    /// The endgame search below the table (with its own small cache).
    eg: Endgame,
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
/// Nodes with at most this many empty squares are searched exactly even
/// when the search is to a shorter depth (they cost about as much).
const EXACT_ANYWAY: u32 = 6;
/// Nodes (endgame ones included) between checks for a stop and progress.
const POLL_EVERY: u64 = 4096;

/// `third()[a][b][x]` packs, for each fourth piece `y` (2 bits at `2y`), the
/// points of a line holding `a`, `b`, `x` and `y`.
fn third() -> &'static [[[u32; 16]; 16]; 16] {
    static T: std::sync::OnceLock<Box<[[[u32; 16]; 16]; 16]>> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let mut t = Box::new([[[0u32; 16]; 16]; 16]);
        for a in 0..16u8 {
            for b in 0..16u8 {
                for x in 0..16u8 {
                    let mut w = 0u32;
                    for y in 0..16u8 {
                        let pts = crate::scoring::criteria_of_codes([a, b, x, y]).count_ones();
                        w |= pts.min(3) << (2 * y);
                    }
                    t[a as usize][b as usize][x as usize] = w;
                }
            }
        }
        t
    })
}

/// Spreads a 16-bit mask to 2 bits per position.
fn spread(m: u16) -> u32 {
    let mut x = u32::from(m);
    x = (x | (x << 8)) & 0x00FF_00FF;
    x = (x | (x << 4)) & 0x0F0F_0F0F;
    x = (x | (x << 2)) & 0x3333_3333;
    x = (x | (x << 1)) & 0x5555_5555;
    x * 3
}

/// The most points among the 2-bit fields of `w` kept by `mask`.
#[inline]
fn max_field(w: u32, mask: u32) -> i32 {
    let e = w & mask;
    if (e >> 1) & e & 0x5555_5555 != 0 {
        3
    } else if e & 0xAAAA_AAAA != 0 {
        2
    } else {
        i32::from(e != 0)
    }
}

impl<'a> Searcher<'a> {
    pub fn new(shared: &'a Shared<'a>) -> Searcher<'a> {
        Searcher { shared, local_nodes: 0, history: Box::new([0; 256]), eg: Endgame::default(), aborted: false }
    }

    /// Adds the nodes counted locally to the shared counter.
    pub fn flush(&mut self) {
        let eg = std::mem::take(&mut self.eg.nodes);
        self.shared.nodes.fetch_add(self.local_nodes + eg, Ordering::Relaxed);
        self.local_nodes = 0;
    }

    #[cold]
    fn poll(&mut self) {
        self.flush();
        if self.shared.stop.load(Ordering::Relaxed) || self.shared.cancel.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        (self.shared.tick)();
    }

    fn key_of(&self, n: &Node, a: &Analysis) -> u128 {
        if n.empties() >= self.shared.tuning.canonical_min { n.canonical_key(a) } else { n.line_key(a) | 1 << 127 }
    }

    fn salt(depth: u32, empties: u32) -> u64 {
        if depth >= empties { 0 } else { u64::from(depth + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) }
    }

    fn probe(&self, key: u128, empties: u32, depth: u32) -> Option<Bounds> {
        if empties >= self.shared.pin_min && depth >= empties {
            let map = self.shared.pinned.lock().ok()?;
            return map.get(&key).map(|&(l, u)| Bounds { lower: i32::from(l), upper: i32::from(u), mv: None });
        }
        self.shared.table.probe(hash(key) ^ Self::salt(depth, empties))
    }

    fn store(&self, key: u128, empties: u32, depth: u32, lower: i32, upper: i32, mv: Option<u8>) {
        if empties >= self.shared.pin_min
            && depth >= empties
            && let Ok(mut map) = self.shared.pinned.lock()
        {
            let e = map.entry(key).or_insert((-64, 63));
            let (l, u) = (i32::from(e.0).max(lower), i32::from(e.1).min(upper));
            if l <= u {
                *e = (l as i8, u as i8);
            }
        }
        self.shared.table.store(hash(key) ^ Self::salt(depth, empties), lower, upper, mv, empties);
    }

    /// The moves of `n` worth trying (one per class of equivalent moves),
    /// best first: `(piece, square, points now)`.
    pub fn ordered_moves(&self, n: &Node) -> Vec<(u8, u8, i32)> {
        let a = n.analyse();
        let key = self.key_of(n, &a);
        let hint = self.probe(key, n.empties(), super::FULL).and_then(|b| b.mv);
        let mut cands = [Cand::default(); 128];
        let count = self.generate(n, &a, hint, &mut cands);
        let cands = &mut cands[..count];
        cands.sort_by_key(|c| std::cmp::Reverse(c.prio));
        cands.iter().map(|c| (c.piece, c.sq, c.gain)).collect()
    }

    /// Records bounds on the exact value of `n` found outside
    /// [`Searcher::search`] (by a split search of its moves).
    pub fn record(&self, n: &Node, lower: i32, upper: i32, mv: Option<u8>) {
        let a = n.analyse();
        let key = self.key_of(n, &a);
        let empties = n.empties();
        self.store(key, empties, super::FULL.max(empties), lower.max(-a.opp_bound), upper.min(a.bound), mv);
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
        // The endgame is exact: below its size a search to a shorter depth
        // (the champion's) goes on here, unless it would reach the nodes
        // searched exactly anyway before its horizon (then it is exact).
        if empties < self.shared.tuning.table_min.clamp(4, 9) && depth + EXACT_ANYWAY >= empties {
            // Counted by the endgame search.
            return self.eg.search(n, alpha, beta);
        }
        self.local_nodes += 1;
        if self.local_nodes + self.eg.nodes >= POLL_EVERY {
            self.poll();
        }
        if self.aborted {
            return 0;
        }
        if depth == 0 {
            return 0;
        }
        let a = if empties >= self.shared.tuning.analysis_min { n.analyse() } else { n.analyse_quick() };
        if a.bound == 0 && a.opp_bound == 0 {
            return 0;
        }
        if a.bound <= alpha {
            return a.bound;
        }
        if -a.opp_bound >= beta {
            return -a.opp_bound;
        }
        let use_table = empties >= self.shared.tuning.table_min;
        let mut key = 0u128;
        let mut hint = None;
        if use_table {
            key = self.key_of(n, &a);
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
        let count = self.generate(n, &a, hint, &mut cands);
        let cands = &mut cands[..count];

        if use_table && empties >= self.shared.tuning.etc_min && depth >= empties {
            for c in cands.iter_mut() {
                let child = n.play(c.piece, c.sq);
                let ca = child.analyse();
                let ck = self.key_of(&child, &ca);
                if let Some(b) = self.probe(ck, empties - 1, depth - 1) {
                    let v_low = c.gain - b.upper;
                    if v_low >= beta {
                        self.store(key, empties, depth, v_low, a.bound.max(v_low), Some(c.piece << 4 | c.sq));
                        return v_low;
                    }
                    // A child known to be weak for the opponent goes first.
                    c.prio = c.prio.saturating_add((64 - b.upper.min(64)) << 16);
                }
            }
        }
        let mut best = i32::MIN;
        let mut best_mv = None;
        let mut lo = alpha;
        for i in 0..cands.len() {
            // Selection: the best remaining candidate next.
            let mut k = i;
            for j in i + 1..cands.len() {
                if cands[j].prio > cands[k].prio {
                    k = j;
                }
            }
            cands.swap(i, k);
            let c = &cands[i];
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
                        let h = &mut self.history[usize::from(c.piece << 4 | c.sq)];
                        *h = h.saturating_add(empties * empties);
                        break;
                    }
                }
            }
        }
        if use_table {
            let (l, u) = if best <= alpha {
                (-a.opp_bound, best)
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
    fn generate(&self, n: &Node, a: &Analysis, hint: Option<u8>, out: &mut [Cand; 128]) -> usize {
        let live = a.live_squares;
        let empty = !n.filled;
        let mut squares = empty & live;
        let dead = empty & !live;
        if dead != 0 {
            squares |= dead & dead.wrapping_neg();
        }
        // Shapes that matter on the board; absent shapes with equal
        // unplayed patterns are interchangeable, and so are the sizes when
        // no size matters on the board and the unplayed pieces are
        // size-symmetric.
        let mut live_shapes = 0u8;
        let mut sizes_matter = false;
        let mut rest = n.filled & live;
        while rest != 0 {
            let sq = rest.trailing_zeros();
            rest &= rest - 1;
            let r = (a.relevant >> (4 * sq)) & 7;
            if r & 2 != 0 {
                live_shapes |= 1 << ((n.code(sq) >> 1) & 3);
            }
            sizes_matter |= r & 4 != 0;
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
        if !sizes_matter && (u & SMALL) == ((u >> 1) & SMALL) {
            pieces &= SMALL;
        }
        // For each square, the lines through it left with one empty square
        // once it is filled: the opponent may complete them next.
        let opp = spread(n.unplayed & !n.mover_pieces());
        let t3 = third();
        let mut open: [[(u8, u8); 3]; 16] = [[(0, 0); 3]; 16];
        let mut nopen = [0usize; 16];
        let mut ripe = 0u16;
        for (l, &m) in LINE_MASKS.iter().enumerate() {
            let e = m & empty;
            if e.count_ones() == 1 {
                ripe |= e;
            }
            if e.count_ones() == 2 && m & live != 0 {
                let mut filled = [0u8; 2];
                let mut k = 0;
                for &q in &LINE_SQUARES[l] {
                    if n.filled >> q & 1 == 1 && k < 2 {
                        filled[k] = n.code(u32::from(q));
                        k += 1;
                    }
                }
                let mut bits = e;
                while bits != 0 {
                    let q = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    open[q][nopen[q]] = (filled[0], filled[1]);
                    nopen[q] += 1;
                }
            }
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
                let gain = if ripe >> sq & 1 == 1 { n.gain(p, sq) } else { 0 };
                let mut threat = 0;
                for &(a, b) in &open[sq as usize][..nopen[sq as usize]] {
                    threat = threat.max(max_field(t3[a as usize][b as usize][p as usize], opp));
                }
                let hist = self.history[usize::from(p << 4 | sq)].min(0xFFFF) as i32;
                let mut prio = ((gain * 16 - threat * 8) << 16) + hist;
                if hint == Some(p << 4 | sq) {
                    prio = i32::MAX;
                }
                out[count] = Cand { prio, piece: p, sq, gain };
                count += 1;
            }
        }
        count
    }
}
