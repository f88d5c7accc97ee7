//! The depth-limited alpha-beta of the II and III champions: negamax with a
//! transposition table, move ordering (table move, mirror reply, conquests,
//! history), iterative deepening under a node and time budget, exact once an
//! iteration reaches every end of the game. In version III the state also
//! holds both hands (a determinised world).

use super::Budget;
use super::eval::{WIN, evaluate, terminal};
use crate::hand::Hand;
use crate::movegen::{MoveList, effect, mirror_reply};
use crate::moves::{Move, STRIDE};
use crate::player::Player;
use crate::position::Position;
use crate::rng::mix;
use crate::rules::Rules;
use crate::table::{Table, hashes};
use std::time::Instant;

/// A position key in its own frame (no symmetry), hands mixed in.
fn key(p: &Position, hands: Option<&[Hand; 2]>) -> u128 {
    let n = p.size() as usize;
    let mut k = 0u128;
    for i in 0..n * STRIDE {
        k = k.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835) ^ u128::from(p.cell(i)) ^ (k >> 70);
    }
    for c in 0..n {
        k = k << 2 ^ u128::from(p.owner_code(c)) ^ (k >> 100);
    }
    if let Some(h) = hands {
        let mut x = 0u64;
        for (s, hand) in h.iter().enumerate() {
            for v in 1..=p.size() {
                x = mix(x ^ u64::from(hand.count(v)) ^ (u64::from(v) << 8) ^ ((s as u64) << 16));
            }
        }
        k ^= u128::from(x) << 64 | u128::from(mix(x));
    }
    k
}

/// One search under a budget.
pub(crate) struct AlphaBeta<'a> {
    rules: Rules,
    table: &'a Table,
    pub nodes: u64,
    limit: u64,
    deadline: Instant,
    pub aborted: bool,
    horizon: bool,
    history: Box<[u32; 512]>,
}

/// Root results of one completed iteration.
pub(crate) struct Iteration {
    /// Root moves with their scores (mover's view), best first.
    pub scores: Vec<(Move, i32)>,
    /// Depth searched.
    pub depth: u32,
    /// Whether every line reached the end of the game.
    pub exact: bool,
}

impl<'a> AlphaBeta<'a> {
    pub(crate) fn new(rules: Rules, table: &'a Table, budget: &Budget, start: Instant) -> AlphaBeta<'a> {
        AlphaBeta {
            rules,
            table,
            nodes: 0,
            limit: budget.nodes,
            deadline: ludoteca_core::control::later(start, budget.time),
            aborted: false,
            horizon: false,
            history: Box::new([0; 512]),
        }
    }

    fn mask(p: &Position, hands: Option<&[Hand; 2]>) -> u8 {
        hands.map_or(0xFE, |h| h[p.mover().index()].mask())
    }

    fn search(
        &mut self,
        p: &Position,
        hands: Option<&[Hand; 2]>,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.limit || (self.nodes & 255 == 0 && Instant::now() >= self.deadline) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if p.is_full() {
            return terminal(p, false, ply);
        }
        let mut list = MoveList::new();
        list.generate(p, Self::mask(p, hands));
        if list.len == 0 {
            return terminal(p, true, ply);
        }
        let me = p.mover().index() as u8 + 1;
        if depth == 0 {
            self.horizon = true;
            return evaluate(p, &self.rules, &list, me, hands.is_none());
        }
        let (h, chk) = hashes(key(p, hands));
        let mut tt_move = 0u16;
        if let Some(d) = self.table.probe(h, chk) {
            tt_move = (d & 511) as u16;
            let flag = (d >> 9) & 3;
            let v = i32::from((d >> 16) as u16 as i16);
            if (d >> 56) as u32 >= depth {
                let usable = match flag {
                    1 => true,
                    2 => v >= beta,
                    3 => v <= alpha,
                    _ => false,
                };
                if usable {
                    if (d >> 12) & 1 == 0 {
                        self.horizon = true;
                    }
                    return v;
                }
            }
        }
        let mirror = if me == 1 && hands.is_none() { mirror_reply(p) } else { None };
        for j in 0..list.len {
            let m = list.codes[j];
            let mut s = self.history[m as usize] as i32;
            if m == tt_move {
                s += 1 << 30;
            } else if Some(m) == mirror {
                s += 1 << 29;
            }
            match effect(p, m, self.rules.run, self.rules.simultaneous) {
                0 => {}
                o if o == me => s += 1 << 28,
                _ => s -= 1 << 28,
            }
            list.scores[j] = s;
        }
        let alpha0 = alpha;
        let horizon_before = self.horizon;
        self.horizon = false;
        let mut best = -2 * WIN;
        let mut best_move = 0u16;
        for j in 0..list.len {
            let m = list.pick(j);
            let (q, hs) = self.child(p, hands, m);
            let v = -self.search(&q, hs.as_ref(), depth - 1, ply + 1, -beta, -alpha);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = m;
                alpha = alpha.max(v);
                if alpha >= beta {
                    self.history[m as usize] += depth * depth;
                    break;
                }
            }
        }
        let flag = if best >= beta {
            2
        } else if best <= alpha0 {
            3
        } else {
            1
        };
        let exact = u64::from(!self.horizon);
        let d = u64::from(best_move)
            | flag << 9
            | exact << 12
            | u64::from(best as i16 as u16) << 16
            | u64::from(depth.min(255)) << 56;
        self.table.store(h, chk, d);
        self.horizon |= horizon_before;
        best
    }

    fn child(&self, p: &Position, hands: Option<&[Hand; 2]>, m: u16) -> (Position, Option<[Hand; 2]>) {
        let mut q = *p;
        let k = (m & 7) as u8;
        q.apply((m >> 3) as usize, k, self.rules.run, self.rules.simultaneous);
        let hs = hands.map(|h| {
            let mut h = *h;
            h[p.mover().index()].remove(k);
            h
        });
        (q, hs)
    }

    /// Iterative deepening from `p`; the last completed iteration, or `None`
    /// if the game is over or not even depth 1 finished.
    pub(crate) fn iterate(&mut self, p: &Position, hands: Option<&[Hand; 2]>) -> Option<Iteration> {
        let mut list = MoveList::new();
        list.generate(p, Self::mask(p, hands));
        if list.len == 0 || p.is_full() {
            return None;
        }
        let mut order: Vec<u16> = list.codes[..list.len].to_vec();
        if p.mover() == Player::First
            && hands.is_none()
            && let Some(m) = mirror_reply(p)
            && let Some(i) = order.iter().position(|&x| x == m)
        {
            order[..=i].rotate_right(1);
        }
        let mut last: Option<Iteration> = None;
        let empties = p.empties();
        for depth in 1..=empties {
            self.horizon = false;
            let mut scores = Vec::with_capacity(order.len());
            let mut alpha = -2 * WIN;
            for &m in &order {
                let (q, hs) = self.child(p, hands, m);
                let v = -self.search(&q, hs.as_ref(), depth - 1, 1, -2 * WIN, -alpha);
                if self.aborted {
                    break;
                }
                alpha = alpha.max(v);
                scores.push((m, v));
            }
            if self.aborted {
                break;
            }
            scores.sort_by_key(|&(_, v)| -v);
            order = scores.iter().map(|&(m, _)| m).collect();
            let exact = !self.horizon;
            last = Some(Iteration {
                scores: scores.into_iter().map(|(m, v)| (Move::of_code(m), v)).collect(),
                depth,
                exact,
            });
            if exact || last.as_ref().is_some_and(|it| it.scores[0].1.abs() >= WIN / 2) {
                break;
            }
        }
        last
    }
}
