//! Retrograde analysis: games whose play can cycle, where positions that
//! neither player can win are draws by infinite play (*neutras*).

use crate::control::{Cancelled, Control};
use crate::game::Game;
use crate::outcome::{Outcome, Value};
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// The solved graph of every position reachable from a set of roots.
///
/// Positions are numbered in discovery order and the graph is stored as flat
/// arrays (compressed rows), then solved backwards from the ends: a position
/// is fragile as soon as one option is safe, safe once all its options are
/// fragile, and whatever is never settled is a draw. Processing the ends
/// level by level gives every win and loss its exact remoteness.
pub struct Retrograde<G: Game> {
    positions: Vec<G::Position>,
    index: FxHashMap<G::Position, u32>,
    values: Vec<Value>,
}

impl<G: Game> Retrograde<G> {
    /// Explores everything reachable from `roots` and solves it.
    pub fn solve(game: &G, roots: &[G::Position], ctl: &Control) -> Result<Self, Cancelled> {
        let mut positions: Vec<G::Position> = Vec::new();
        let mut index: FxHashMap<G::Position, u32> = FxHashMap::default();
        for r in roots {
            if !index.contains_key(r) {
                index.insert(r.clone(), positions.len() as u32);
                positions.push(r.clone());
            }
        }
        // Forward edges in compressed rows, plus each position's end state.
        let mut start: Vec<u32> = vec![0];
        let mut targets: Vec<u32> = Vec::new();
        let mut ends: Vec<Option<Outcome>> = Vec::new();
        let mut i = 0;
        while i < positions.len() {
            if i & 0x3FFF == 0 {
                ctl.check()?;
                ctl.report(i as u64, positions.len() as u64);
            }
            let p = positions[i].clone();
            let end = game.ending(&p);
            if end.is_none() {
                game.for_each_move(&p, |m| {
                    let c = game.play(&p, &m);
                    let next = positions.len() as u32;
                    let id = *index.entry(c.clone()).or_insert_with(|| {
                        positions.push(c);
                        next
                    });
                    targets.push(id);
                });
            }
            let degree = targets.len() as u32 - start[i];
            ends.push(end.or_else(|| (degree == 0).then(|| game.convention().stuck())));
            start.push(targets.len() as u32);
            i += 1;
        }
        let n = positions.len();
        // Reverse edges.
        let mut rstart = vec![0u32; n + 1];
        for &t in &targets {
            rstart[t as usize + 1] += 1;
        }
        for k in 0..n {
            rstart[k + 1] += rstart[k];
        }
        let mut fill = rstart.clone();
        let mut sources = vec![0u32; targets.len()];
        for s in 0..n {
            for &t in &targets[start[s] as usize..start[s + 1] as usize] {
                sources[fill[t as usize] as usize] = s as u32;
                fill[t as usize] += 1;
            }
        }
        // Backward induction, level by level.
        let mut left: Vec<u32> = (0..n).map(|k| start[k + 1] - start[k]).collect();
        let mut values: Vec<Option<Value>> = vec![None; n];
        let mut queue: VecDeque<u32> = VecDeque::new();
        for (k, e) in ends.iter().enumerate() {
            if let Some(o) = e {
                values[k] = Some(Value::terminal(*o));
                if *o != Outcome::Draw {
                    queue.push_back(k as u32);
                }
            }
        }
        let mut done = 0u64;
        while let Some(k) = queue.pop_front() {
            done += 1;
            if done & 0x3FFF == 0 {
                ctl.check()?;
            }
            let v = values[k as usize].expect("queued positions are valued");
            let r = v.remoteness.expect("queued positions are wins or losses") + 1;
            for &s in &sources[rstart[k as usize] as usize..rstart[k as usize + 1] as usize] {
                let s = s as usize;
                if values[s].is_some() {
                    continue;
                }
                match v.outcome {
                    Outcome::PreviousWins => {
                        values[s] = Some(Value { outcome: Outcome::NextWins, remoteness: Some(r) });
                        queue.push_back(s as u32);
                    }
                    _ => {
                        left[s] -= 1;
                        if left[s] == 0 {
                            values[s] = Some(Value { outcome: Outcome::PreviousWins, remoteness: Some(r) });
                            queue.push_back(s as u32);
                        }
                    }
                }
            }
        }
        let values = values.into_iter().map(|v| v.unwrap_or(Value::DRAW)).collect();
        Ok(Retrograde { positions, index, values })
    }

    /// The value of `pos`, if it was reachable from the roots.
    pub fn value(&self, pos: &G::Position) -> Option<Value> {
        self.index.get(pos).map(|&i| self.values[i as usize])
    }

    /// Number of positions explored.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether nothing was explored.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// Every explored position with its value.
    pub fn iter(&self) -> impl Iterator<Item = (&G::Position, Value)> {
        self.positions.iter().zip(self.values.iter().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Solver;

    /// A token on a small directed graph; the mover pushes it along an edge.
    struct Digraph(Vec<Vec<u8>>);
    impl Game for Digraph {
        type Position = u8;
        type Move = u8;
        fn for_each_move(&self, p: &u8, mut f: impl FnMut(u8)) {
            for &t in &self.0[*p as usize] {
                f(t);
            }
        }
        fn play(&self, _: &u8, m: &u8) -> u8 {
            *m
        }
    }

    #[test]
    fn draws_by_infinite_play() {
        // 0 ⇄ 1, 1 → 2 (stuck). 3 → 0 or 3 → 2.
        let g = Digraph(vec![vec![1], vec![0, 2], vec![], vec![0, 2]]);
        let r = Retrograde::solve(&g, &[3], &Control::none()).unwrap();
        assert_eq!(r.value(&2).unwrap().outcome, Outcome::PreviousWins);
        assert_eq!(r.value(&1).unwrap().outcome, Outcome::NextWins);
        // From 0 the only move hands 1 (a win) to the opponent.
        assert_eq!(r.value(&0).unwrap().outcome, Outcome::PreviousWins);
        assert_eq!(r.value(&0).unwrap().remoteness, Some(2));
        assert_eq!(r.value(&3).unwrap().remoteness, Some(1));
        // A pure cycle is a draw.
        let c = Digraph(vec![vec![1], vec![0]]);
        let r = Retrograde::solve(&c, &[0], &Control::none()).unwrap();
        assert_eq!(r.value(&0), Some(Value::DRAW));
    }

    #[test]
    fn agrees_with_search_on_acyclic_games() {
        // A random-looking DAG: i → j for j < i when (i*7 + j*3) % 5 < 2.
        let n = 40u8;
        let edges = (0..n).map(|i| (0..i).filter(|j| (i as u32 * 7 + *j as u32 * 3) % 5 < 2).collect()).collect();
        let g = Digraph(edges);
        let r = Retrograde::solve(&g, &[n - 1], &Control::none()).unwrap();
        let mut s = Solver::new(&g);
        for (p, v) in r.iter() {
            assert_eq!(s.value(p).unwrap(), v, "position {p}");
        }
    }
}
