//! The exact search: fail-soft alpha-beta over the values −1 (the mover
//! loses), 0 (draw), +1 (the mover wins), with a shared transposition table
//! keyed by the canonical form, pinned bounds for checkpoints, an
//! immediate-block test (a move leaving the opponent no reply wins) and move
//! ordering (table move, mirror reply, conquests, fewest replies, history).

use crate::movegen::{MAX_MOVES, MoveList, effect, mirror_reply, replies};
use crate::player::Player;
use crate::position::Position;
use crate::rules::Simultaneous;
use crate::symmetry::canonical;
use crate::table::{Table, hashes};
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Bounds proved for top nodes, kept for checkpoints.
pub(crate) type Pinned = Mutex<HashMap<u128, (i8, i8)>>;

/// What all searchers of one run share.
pub(crate) struct Shared<'a> {
    pub table: &'a Table,
    pub run: u8,
    pub sim: Simultaneous,
    pub stop: &'a AtomicBool,
    pub cancel: &'a AtomicBool,
    pub nodes: &'a AtomicU64,
    pub probes: &'a AtomicU64,
    pub hits: &'a AtomicU64,
    pub pinned: &'a Pinned,
    /// Nodes with at least this many empties are pinned.
    pub pin_min: u32,
    pub tick: &'a (dyn Fn() + Sync),
    /// Stop once this many nodes were searched in all...
    pub limit: u64,
    /// ...and say so here.
    pub exhausted: &'a AtomicBool,
}

/// One thread's searcher.
pub(crate) struct Searcher<'a> {
    sh: &'a Shared<'a>,
    nodes: u64,
    probes: u64,
    hits: u64,
    pub aborted: bool,
    history: Box<[u32; 512]>,
}

/// The final value of a full board for its mover.
#[inline]
pub(crate) fn full_value(p: &Position) -> i8 {
    let [f, s] = p.columns();
    let v = (f as i8 - s as i8).signum();
    if p.mover() == Player::First { v } else { -v }
}

impl<'a> Searcher<'a> {
    pub(crate) fn new(sh: &'a Shared<'a>) -> Searcher<'a> {
        Searcher { sh, nodes: 0, probes: 0, hits: 0, aborted: false, history: Box::new([0; 512]) }
    }

    /// Adds the local counters to the shared ones.
    pub(crate) fn flush(&mut self) {
        self.sh.nodes.fetch_add(self.nodes, Ordering::Relaxed);
        self.sh.probes.fetch_add(self.probes, Ordering::Relaxed);
        self.sh.hits.fetch_add(self.hits, Ordering::Relaxed);
        self.nodes = 0;
        self.probes = 0;
        self.hits = 0;
    }

    /// The value of `p` for its mover, fail-soft within `(alpha, beta)`.
    pub(crate) fn search(&mut self, p: &Position, mut alpha: i8, mut beta: i8) -> i8 {
        self.nodes += 1;
        if self.nodes & 0xFFF == 0 {
            self.flush();
            if self.sh.nodes.load(Ordering::Relaxed) >= self.sh.limit {
                self.sh.exhausted.store(true, Ordering::Relaxed);
            }
            if self.sh.stop.load(Ordering::Relaxed)
                || self.sh.cancel.load(Ordering::Relaxed)
                || self.sh.exhausted.load(Ordering::Relaxed)
            {
                self.aborted = true;
            }
            (self.sh.tick)();
        }
        if self.aborted {
            return 0;
        }
        let empties = p.empties();
        if empties == 0 {
            return full_value(p);
        }
        let mut list = MoveList::new();
        list.generate(p, 0xFE);
        if list.len == 0 {
            return -1;
        }
        // The opponent's replies after each move: a move leaving none wins
        // at once (the blocked rule), and fewer replies are tried first.
        let mut rep = [0u16; MAX_MOVES];
        replies(&list, &mut rep);
        if empties > 1 && rep[..list.len].contains(&0) {
            return 1;
        }
        let use_tt = empties >= 3;
        let pin = empties >= self.sh.pin_min;
        let (mut key, mut sym, mut h, mut chk) = (0u128, None, 0u64, 0u64);
        let (mut lo, mut hi, mut tt_move) = (-1i8, 1i8, None);
        if use_tt {
            let (k, s) = canonical(p);
            (key, sym) = (k, Some(s));
            (h, chk) = hashes(k);
            self.probes += 1;
            if let Some(d) = self.sh.table.probe(h, chk) {
                self.hits += 1;
                lo = ((d >> 9) & 3) as i8 - 1;
                hi = ((d >> 11) & 3) as i8 - 1;
                let m = (d & 511) as u16;
                if m != 0 {
                    tt_move = Some(s.inverse().apply_move(crate::moves::Move::of_code(m)).code());
                }
            }
            if pin && let Some(&(l, u)) = self.sh.pinned.lock().ok().as_ref().and_then(|m| m.get(&k)) {
                lo = lo.max(l);
                hi = hi.min(u);
            }
            if lo >= beta {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
            if lo == hi {
                return lo;
            }
            alpha = alpha.max(lo);
            beta = beta.min(hi);
        }
        let alpha0 = alpha;
        let (run, sim) = (self.sh.run, self.sh.sim);
        let me = p.mover().index() as u8 + 1;
        let mirror = if p.mover() == Player::First { mirror_reply(p) } else { None };
        for (j, &r) in rep[..list.len].iter().enumerate() {
            let m = list.codes[j];
            let mut s = self.history[m as usize].min((1 << 17) - 1) as i32 + ((400 - i32::from(r)) << 17);
            if Some(m) == tt_move {
                s += 1 << 30;
            } else if Some(m) == mirror {
                s += 1 << 29;
            }
            match effect(p, m, run, sim) {
                0 => {}
                o if o == me => s += 1 << 28,
                _ => s -= 1 << 28,
            }
            list.scores[j] = s;
        }
        let mut best = -2i8;
        let mut best_move = 0u16;
        for j in 0..list.len {
            let m = list.pick(j);
            let mut q = *p;
            q.apply((m >> 3) as usize, (m & 7) as u8, run, sim);
            let v = -self.search(&q, -beta, -alpha);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = m;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        self.history[m as usize] += empties * empties;
                        break;
                    }
                }
            }
        }
        if use_tt {
            let (mut l, mut u) = if best >= beta {
                (best, 1)
            } else if best <= alpha0 {
                (-1, best)
            } else {
                (best, best)
            };
            if l.max(lo) <= u.min(hi) {
                l = l.max(lo);
                u = u.min(hi);
            }
            let mv = sym.map_or(0, |s| s.apply_move(crate::moves::Move::of_code(best_move)).code());
            let d = u64::from(mv) | ((l + 1) as u64) << 9 | ((u + 1) as u64) << 11 | u64::from(empties) << 56;
            self.sh.table.store(h, chk, d);
            if pin && let Ok(mut m) = self.sh.pinned.lock() {
                m.insert(key, (l, u));
            }
        }
        best
    }
}
