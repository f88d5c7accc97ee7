//! The version I champion: expectimax over the random draw. A chance node
//! averages over the numbers of the face-down pool (weighted by how many
//! copies remain); a decision node takes the mover's best square for the
//! drawn number; a draw that fits nowhere loses. Iterative deepening under a
//! node and time budget; exact once an iteration reaches every end.

use super::Budget;
use super::eval::evaluate;
use crate::movegen::MoveList;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use std::time::Instant;

/// Scored squares (best first), the depth reached and exactness.
pub(crate) type Scored = (Vec<(Move, f64)>, u32, bool);

/// One expectimax search.
pub(crate) struct Expectimax {
    rules: Rules,
    pub nodes: u64,
    limit: u64,
    deadline: Instant,
    pub aborted: bool,
    horizon: bool,
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
            deadline: start + budget.time,
            aborted: false,
            horizon: false,
        }
    }

    /// Expected value for the mover of `p` before their draw.
    fn chance(&mut self, p: &Position, depth: u32) -> f64 {
        if p.is_full() {
            return full(p);
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

    /// Scores of each square for the drawn number `k` by iterative
    /// deepening (best first), the depth reached and exactness.
    pub(crate) fn iterate(&mut self, p: &Position, k: u8) -> Option<Scored> {
        let mut list = MoveList::new();
        list.generate(p, 1 << k);
        if list.len == 0 {
            return None;
        }
        let mut last = None;
        for depth in 0..p.empties() {
            self.horizon = false;
            let mut scores = Vec::with_capacity(list.len);
            for j in 0..list.len {
                let m = list.codes[j];
                let mut q = *p;
                q.apply((m >> 3) as usize, k, self.rules.run, self.rules.simultaneous);
                let v = -self.chance(&q, depth);
                if self.aborted {
                    break;
                }
                scores.push((Move::of_code(m), v));
            }
            if self.aborted {
                break;
            }
            scores.sort_by(|a, b| b.1.total_cmp(&a.1));
            let exact = !self.horizon;
            last = Some((scores, depth + 1, exact));
            if exact {
                break;
            }
        }
        // Not even depth 0 finished: the first square.
        last.or_else(|| Some((vec![(Move::of_code(list.codes[0]), 0.0)], 0, false)))
    }
}
