//! Depth-first proof-number search (df-pn, Nagai 2002) with the 1+ε
//! threshold trick: an AND/OR search for one [`Claim`], over canonical
//! positions (the solver's 2·n! symmetries), with the solver's
//! immediate-block test and move ordering, and the solver's alpha-beta
//! (sharing its transposition table) settling positions with few empties.
//!
//! OR nodes are the claimant's turns (one proved child proves the node),
//! AND nodes the opponent's (every child must be proved). A proof number
//! is an estimate of how many leaves remain to prove a node, a disproof
//! number how many to refute it; the search always expands the most
//! proving child within thresholds, so it stays in memory of the table.

use super::Claim;
use super::pntable::{INF, PnTable};
use crate::movegen::{MAX_MOVES, MoveList, effect, mirror_reply, replies};
use crate::player::Player;
use crate::position::Position;
use crate::rules::Rules;
use crate::solver::search::{Searcher, full_value};
use crate::symmetry::canonical_key;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// One child of an expanded node.
#[derive(Clone)]
pub(crate) struct Child {
    /// The move's packed code (square index × 8 + number).
    pub code: u16,
    /// The position after it.
    pub pos: Position,
    /// Its canonical key.
    pub key: u128,
    pub pn: u32,
    pub dn: u32,
}

/// A node after expansion: settled at once, or its children in move order.
pub(crate) enum Expanded {
    /// The claim holds (`true`) or fails here without a search below.
    Done(bool),
    /// The distinct children (one per symmetry class), best first.
    Kids(Vec<Child>),
}

/// Called now and then from inside the search with the engine's state.
pub(crate) type Tick<'a> = dyn FnMut(&Engine<'_>) + 'a;

/// The df-pn search state.
pub(crate) struct Engine<'a> {
    pub tt: &'a mut PnTable,
    pub ab: Searcher<'a>,
    pub rules: Rules,
    pub claim: Claim,
    /// Positions with at most this many empties are settled by alpha-beta.
    pub leaf: u32,
    /// Nodes expanded by df-pn.
    pub nodes: u64,
    /// Solved positions with at least this many empties are remembered
    /// (for checkpoints) in `pinned`.
    pub pin_min: u32,
    pub pinned: HashMap<u128, bool>,
    /// Set (by a cancel, the deadline) to unwind the search.
    pub aborted: bool,
    pub cancel: &'a AtomicBool,
    /// Shared with the alpha-beta searcher: set when the deadline passes.
    pub stop: &'a AtomicBool,
    pub deadline: Option<Instant>,
    pub tick_every: Duration,
    pub last_tick: Instant,
    pub tick: Option<&'a mut Tick<'a>>,
    /// Grows the second-best threshold by this factor (the 1+ε trick).
    pub epsilon: f64,
    /// Added to the first proof number of every other claimant's move where
    /// the ordering's first move is First's mirror reply (and it gives no
    /// column away), so the search commits to the mirror reply until it
    /// grows this hard or is refuted ([`ProverConfig::mirror_trust`]).
    pub mirror_trust: u32,
}

/// Whether the claim holds given the value `v` of `p` for its mover.
#[inline]
fn holds(claim: Claim, p: &Position, v: i8) -> bool {
    let goal = claim.goal.level();
    if p.mover() == claim.player { v >= goal } else { -v >= goal }
}

impl Engine<'_> {
    /// Whether the claimant moves at `p` (an OR node).
    #[inline]
    pub(crate) fn is_or(&self, p: &Position) -> bool {
        p.mover() == self.claim.player
    }

    fn check_stop(&mut self) {
        if self.cancel.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.stop.store(true, Ordering::Relaxed);
            self.aborted = true;
        }
        if self.last_tick.elapsed() >= self.tick_every {
            self.last_tick = Instant::now();
            if let Some(t) = self.tick.take() {
                t(self);
                self.tick = Some(t);
            }
        }
    }

    /// Remembers a solved node (table, pinned set).
    fn solved(&mut self, key: u128, p: &Position, proved: bool, work: u64) {
        let (pn, dn) = if proved { (0, INF) } else { (INF, 0) };
        self.tt.put(key, pn, dn, work);
        if p.empties() >= self.pin_min {
            self.pinned.insert(key, proved);
        }
    }

    /// The alpha-beta verdict on the claim at `p` (`None` if stopped).
    fn leaf_search(&mut self, p: &Position) -> Option<bool> {
        let goal = self.claim.goal.level();
        let v = if self.is_or(p) {
            // The claimant moves: is its value at least `goal`?
            self.ab.search(p, goal - 1, goal)
        } else {
            // The opponent moves: is its value at most −goal?
            self.ab.search(p, -goal, -goal + 1)
        };
        self.ab.flush();
        if self.ab.aborted {
            self.aborted = true;
            return None;
        }
        Some(holds(self.claim, p, v))
    }

    /// Expands `p`: the end of the game, the immediate-block test, the
    /// alpha-beta leaf, or the distinct children in the solver's order.
    pub(crate) fn expand(&mut self, p: &Position) -> Expanded {
        if p.is_full() {
            return Expanded::Done(holds(self.claim, p, full_value(p)));
        }
        let mut list = MoveList::new();
        list.generate(p, 0xFE);
        if list.len == 0 {
            return Expanded::Done(holds(self.claim, p, -1));
        }
        let mut rep = [0u16; MAX_MOVES];
        replies(&list, &mut rep);
        if p.empties() > 1 && rep[..list.len].contains(&0) {
            return Expanded::Done(holds(self.claim, p, 1));
        }
        if p.empties() <= self.leaf {
            return match self.leaf_search(p) {
                Some(b) => Expanded::Done(b),
                None => Expanded::Done(false),
            };
        }
        let kids = self.children(p, &list, &rep);
        Expanded::Kids(kids)
    }

    /// The distinct children in the fixed move order (it depends on the
    /// position only): the mirror reply, conquests for the mover, fewest
    /// replies, placements giving a column away last, then the move code.
    pub(crate) fn children(&self, p: &Position, list: &MoveList, rep: &[u16; MAX_MOVES]) -> Vec<Child> {
        let (run, sim) = (self.rules.run, self.rules.simultaneous);
        let me = p.mover().index() as u8 + 1;
        let mirror = if p.mover() == Player::First { mirror_reply(p) } else { None };
        let mut order: Vec<(i32, u16, u16)> = (0..list.len)
            .map(|j| {
                let m = list.codes[j];
                let mut s = (400 - i32::from(rep[j])) << 4;
                if rep[j] == 0 && p.empties() > 1 {
                    // Leaves the opponent blocked: wins at once.
                    s += 1 << 22;
                }
                if Some(m) == mirror {
                    s += 1 << 20;
                }
                match effect(p, m, run, sim) {
                    0 => {}
                    o if o == me => s += 1 << 18,
                    _ => s -= 1 << 18,
                }
                (s, m, rep[j])
            })
            .collect();
        order.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let or_child = !self.is_or(p);
        // The mirror reply leads and does not hand a column over (checked
        // only when trust is asked for: this runs at every expansion).
        let trusted = self.mirror_trust > 0
            && !or_child
            && order.first().is_some_and(|&(_, m, _)| {
                Some(m) == mirror && matches!(effect(p, m, run, sim), o if o == 0 || o == me)
            });
        let trust = if trusted { self.mirror_trust } else { 0 };
        let mut kids: Vec<Child> = Vec::with_capacity(order.len());
        for (_, m, r) in order {
            let rank = kids.len() as u32;
            let mut q = *p;
            q.apply((m >> 3) as usize, (m & 7) as u8, run, sim);
            let key = canonical_key(&q);
            if kids.iter().any(|k| k.key == key) {
                continue;
            }
            let (pn, dn) = self.tt.get(key).unwrap_or_else(|| {
                let (pn, dn) = init(or_child, r, rank);
                (if rank > 0 { pn.saturating_add(trust).min(INF - 1) } else { pn }, dn)
            });
            kids.push(Child { code: m, pos: q, key, pn, dn });
        }
        kids
    }

    /// Proves or refutes `p` to the end (`None` when stopped).
    pub(crate) fn solve(&mut self, p: &Position) -> Option<bool> {
        let key = canonical_key(p);
        let (pn, dn) = self.mid(p, key, INF, INF);
        if self.aborted {
            return None;
        }
        debug_assert!(pn == 0 || dn == 0);
        Some(pn == 0)
    }

    /// The multiple iterative deepening step: searches below `p` until its
    /// proof number reaches `th_pn` or its disproof number `th_dn`.
    pub(crate) fn mid(&mut self, p: &Position, key: u128, th_pn: u32, th_dn: u32) -> (u32, u32) {
        if let Some((pn, dn)) = self.tt.get(key)
            && (pn == 0 || dn == 0 || pn >= th_pn || dn >= th_dn)
        {
            return (pn, dn);
        }
        self.nodes += 1;
        if self.nodes & 0x3FF == 0 {
            self.check_stop();
        }
        if self.aborted {
            return (1, 1);
        }
        let start = self.nodes;
        let mut kids = match self.expand(p) {
            Expanded::Done(b) => {
                if self.aborted {
                    return (1, 1);
                }
                self.solved(key, p, b, 1);
                return if b { (0, INF) } else { (INF, 0) };
            }
            Expanded::Kids(k) => k,
        };
        let or = self.is_or(p);
        loop {
            let (pn, dn) = aggregate(&kids, or);
            if pn == 0 || dn == 0 || pn >= th_pn || dn >= th_dn {
                let work = self.nodes - start + 1;
                if pn == 0 || dn == 0 {
                    self.solved(key, p, pn == 0, work);
                } else {
                    self.tt.put(key, pn, dn, work);
                }
                return (pn, dn);
            }
            let (best, second) = select(&kids, or);
            let grow = |s: u32| -> u32 {
                let e = (f64::from(s) * (1.0 + self.epsilon)).ceil() as u32;
                e.max(s.saturating_add(1)).min(INF)
            };
            let c = &kids[best];
            let (cpn, cdn) = if or {
                (th_pn.min(grow(second)), (th_dn - dn).saturating_add(c.dn).min(INF))
            } else {
                ((th_pn - pn).saturating_add(c.pn).min(INF), th_dn.min(grow(second)))
            };
            let (pos, ckey) = (c.pos, c.key);
            let (npn, ndn) = self.mid(&pos, ckey, cpn, cdn);
            if self.aborted {
                return (pn, dn);
            }
            kids[best].pn = npn;
            kids[best].dn = ndn;
        }
    }
}

/// The first numbers of an unexplored child with `r` moves for its mover,
/// `rank`-th in the move order: more moves for the opponent make a proof
/// look harder, more for the claimant a refutation; at the claimant's
/// turns later moves in the order look harder to prove, so that the search
/// sticks to the ordering's choice (in this game nearly every position is
/// a win for First, and many moves win) unless it turns out badly.
#[inline]
fn init(or_child: bool, r: u16, rank: u32) -> (u32, u32) {
    let m = 1 + u32::from(r) / 8;
    if or_child { (1, m) } else { (m + rank, 1) }
}

/// The node's numbers from its children's.
#[inline]
fn aggregate(kids: &[Child], or: bool) -> (u32, u32) {
    let (mut min, mut sum) = (INF, 0u32);
    for k in kids {
        let (a, b) = if or { (k.pn, k.dn) } else { (k.dn, k.pn) };
        min = min.min(a);
        sum = sum.saturating_add(b).min(INF);
    }
    if or { (min, sum) } else { (sum, min) }
}

/// The child to search (smallest proof number at OR nodes, smallest
/// disproof number at AND nodes; the first in order on ties) and the
/// second-smallest number.
#[inline]
fn select(kids: &[Child], or: bool) -> (usize, u32) {
    let (mut best, mut b1, mut b2) = (0, INF, INF);
    for (i, k) in kids.iter().enumerate() {
        let v = if or { k.pn } else { k.dn };
        if v < b1 {
            b2 = b1;
            b1 = v;
            best = i;
        } else if v < b2 {
            b2 = v;
        }
    }
    (best, b2)
}
