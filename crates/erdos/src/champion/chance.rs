//! The exact endgame of the version I champion: expectimax over the random
//! draw. A chance node averages over the numbers of the face-down pool
//! (weighted by how many copies remain); a decision node takes the mover's
//! best square for the drawn number; a draw that fits nowhere loses. It is
//! tried under a share of the budget and used only when it reaches every
//! end of the game (before that, the sampled chance nodes of the MCTS).

use super::Budget;
use super::eval::evaluate;
use crate::movegen::MoveList;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::symmetry::canonical_key;
use std::collections::HashMap;
use std::time::Instant;

/// One expectimax search.
pub(crate) struct Expectimax {
    rules: Rules,
    pub nodes: u64,
    limit: u64,
    deadline: Instant,
    pub aborted: bool,
    horizon: bool,
    /// Exact chance-node values by canonical position (the symmetries keep
    /// the mover and the pool).
    memo: HashMap<u128, f64>,
}

/// A finished game's value for the mover of `p` in [−1, 1].
fn full(p: &Position) -> f64 {
    let [f, s] = p.columns();
    let d = (f64::from(f) - f64::from(s)).signum();
    if p.mover() == crate::player::Player::First { d } else { -d }
}

impl Expectimax {
    pub(crate) fn new(rules: Rules, budget: &Budget, start: Instant) -> Expectimax {
        Expectimax {
            rules,
            nodes: 0,
            limit: budget.nodes,
            deadline: ludoteca_core::control::later(start, budget.time),
            aborted: false,
            horizon: false,
            memo: HashMap::new(),
        }
    }

    /// Expected value for the mover of `p` before their draw.
    fn chance(&mut self, p: &Position, depth: u32) -> f64 {
        if p.is_full() {
            return full(p);
        }
        let key = canonical_key(p);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let pool = p.pool();
        let total = f64::from(pool.total());
        let mut sum = 0.0;
        for k in 1..=p.size() {
            let c = pool.count(k);
            if c > 0 {
                sum += f64::from(c) / total * self.decide(p, k, depth);
                if self.aborted {
                    return 0.0;
                }
            }
        }
        if !self.horizon {
            self.memo.insert(key, sum);
        }
        sum
    }

    /// The mover's best value after drawing `k`.
    fn decide(&mut self, p: &Position, k: u8, depth: u32) -> f64 {
        self.nodes += 1;
        if self.nodes >= self.limit || (self.nodes & 255 == 0 && Instant::now() >= self.deadline) {
            self.aborted = true;
            return 0.0;
        }
        let mut list = MoveList::new();
        list.generate(p, 1 << k);
        if list.len == 0 {
            return -1.0;
        }
        if depth == 0 {
            self.horizon = true;
            let me = p.mover().index() as u8 + 1;
            let e = f64::from(evaluate(p, &self.rules, &list, me, false));
            return (e / 400.0).tanh() * 0.9;
        }
        let mut best = -2.0f64;
        for j in 0..list.len {
            let m = list.codes[j];
            let mut q = *p;
            q.apply((m >> 3) as usize, k, self.rules.run, self.rules.simultaneous);
            let v = -self.chance(&q, depth - 1);
            if self.aborted {
                return 0.0;
            }
            best = best.max(v);
        }
        best
    }

    /// Exact scores of each square for the drawn number `k` (best first),
    /// searching to the end of the game; `None` when the budget ran out.
    pub(crate) fn solve(&mut self, p: &Position, k: u8) -> Option<Vec<(Move, f64)>> {
        let mut list = MoveList::new();
        list.generate(p, 1 << k);
        let depth = p.empties();
        let mut scores = Vec::with_capacity(list.len);
        for j in 0..list.len {
            let m = list.codes[j];
            let mut q = *p;
            q.apply((m >> 3) as usize, k, self.rules.run, self.rules.simultaneous);
            let v = -self.chance(&q, depth);
            if self.aborted {
                return None;
            }
            scores.push((Move::of_code(m), v));
        }
        scores.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        (!scores.is_empty() && !self.horizon).then_some(scores)
    }
}
