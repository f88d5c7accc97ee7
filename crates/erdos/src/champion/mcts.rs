//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS) for
//! versions I and III, and as the opponent-error-seeking search of version
//! II in lost positions.
//!
//! Each iteration first *determinises* what the searching seat cannot see:
//! version III deals the unseen pieces to the opponent (exactly one world
//! when every piece is dealt), version I draws each mover's number from the
//! face-down pool when it is needed (a chance node: the draws are sampled
//! with their probabilities). The tree is keyed by moves, so a node's moves
//! vary with the world; the UCB formula uses each edge's *availability*
//! (how often it was legal) instead of the parent's visits. Below the tree a
//! uniformly random playout finishes the game (nearly every game against a
//! weak player ends by a block, which random playouts measure well). The
//! search only ever reads a [`SeatView`].

use super::Budget;
use crate::hand::Hand;
use crate::movegen::MoveList;
use crate::moves::{Move, STRIDE};
use crate::player::Player;
use crate::position::Position;
use crate::rng::Rng;
use crate::rules::{Rules, Version};
use crate::view::SeatView;
use std::time::Instant;

/// One move out of a node.
#[derive(Copy, Clone, Debug)]
struct Edge {
    code: u16,
    child: u32,
    visits: u32,
    avail: u32,
    /// Sum of the results for the player who makes this move (1 win, ½ draw).
    reward: f32,
}

/// A node: its edges sorted by move code.
#[derive(Default)]
struct Node {
    edges: Vec<Edge>,
}

/// One determinised world.
#[derive(Copy, Clone)]
struct World {
    p: Position,
    hands: [Hand; 2],
}

/// The root's moves with their visits and mean results (mover's view, in
/// [−1, 1]), most visited first.
pub(crate) struct Outcome {
    pub scores: Vec<(Move, f64, u32)>,
    pub iterations: u32,
}

/// One search.
pub(crate) struct Mcts<'a> {
    rules: Rules,
    view: &'a SeatView,
    rng: &'a mut Rng,
    tree: Vec<Node>,
    /// Positions visited (tree and playouts).
    pub nodes: u64,
    limit: u64,
    deadline: Instant,
    /// The exploration constant.
    pub c: f32,
    /// Version III: the unseen pieces and how many the opponent holds.
    unseen: Vec<u8>,
    opp_size: usize,
    certain: Option<Hand>,
    /// Root moves to consider (empty: all).
    root_filter: Vec<u16>,
    /// Deepest tree path so far (plies).
    pub depth: u32,
}

impl<'a> Mcts<'a> {
    pub(crate) fn new(view: &'a SeatView, rng: &'a mut Rng, budget: &Budget, start: Instant) -> Mcts<'a> {
        let unseen = view.unseen();
        let opp_size = view.opponent_hand_size.unwrap_or(0) as usize;
        let certain = view.open_opponent_hand.or_else(|| (unseen.total() as usize == opp_size).then_some(unseen));
        Mcts {
            rules: view.rules,
            view,
            rng,
            tree: vec![Node::default()],
            nodes: 0,
            limit: budget.nodes,
            // A little slack for the caller on a loaded machine.
            deadline: ludoteca_core::control::later(start, budget.time.mul_f64(0.95)),
            c: 0.7,
            unseen: unseen.numbers(),
            opp_size,
            certain,
            root_filter: Vec::new(),
            depth: 0,
        }
    }

    /// Considers only these root moves (those of them that are legal; all
    /// moves when none is).
    pub(crate) fn restrict(&mut self, moves: &[Move]) {
        let legal = self.view.legal_moves();
        self.root_filter = moves.iter().filter(|m| legal.contains(m)).map(|m| m.code()).collect();
        self.root_filter.sort_unstable();
    }

    /// Whether the view's hidden information is a single world.
    pub(crate) fn certain(&self) -> bool {
        self.certain.is_some() || self.rules.version != Version::III
    }

    fn determinise(&mut self) -> World {
        let v = self.view;
        let mut hands = [Hand::EMPTY; 2];
        if v.rules.version == Version::III {
            hands[v.seat.index()] = v.hand.unwrap_or(Hand::EMPTY);
            let opp = match self.certain {
                Some(h) => h,
                None => {
                    let u = &mut self.unseen;
                    let k = self.opp_size.min(u.len());
                    for i in 0..k {
                        let j = i + self.rng.below((u.len() - i) as u64) as usize;
                        u.swap(i, j);
                    }
                    Hand::from_numbers(&u[..k])
                }
            };
            hands[v.seat.opponent().index()] = opp;
        }
        World { p: v.position, hands }
    }

    /// The numbers the mover of `w` may place (version I: a fresh draw,
    /// except the searching seat's known draw at the root).
    fn mask(&mut self, w: &World, root: bool) -> u8 {
        match self.rules.version {
            Version::II => 0xFE,
            Version::III => w.hands[w.p.mover().index()].mask(),
            Version::I => {
                if root && let Some(k) = self.view.drawn {
                    return 1 << k;
                }
                let pool = w.p.pool();
                let mut i = self.rng.below(u64::from(pool.total())) as u8;
                let mut k = 1;
                while k < 7 && i >= pool.count(k) {
                    i -= pool.count(k);
                    k += 1;
                }
                1 << k
            }
        }
    }

    fn play(&self, w: &mut World, code: u16) {
        let k = (code & 7) as u8;
        let mover = w.p.mover().index();
        w.p.apply((code >> 3) as usize, k, self.rules.run, self.rules.simultaneous);
        w.hands[mover].remove(k);
    }

    /// Finishes the game at random; the winner (`None`: a draw).
    fn playout(&mut self, w: &mut World) -> Option<Player> {
        let n = w.p.size() as usize;
        loop {
            if w.p.is_full() {
                let [f, s] = w.p.columns();
                return match f.cmp(&s) {
                    std::cmp::Ordering::Greater => Some(Player::First),
                    std::cmp::Ordering::Less => Some(Player::Second),
                    std::cmp::Ordering::Equal => None,
                };
            }
            self.nodes += 1;
            let mask = self.mask(w, false);
            let mut total = 0u32;
            let mut free = [0u8; 49];
            for r in 0..n {
                for c in 0..n {
                    let i = r * STRIDE + c;
                    let f = w.p.free_at(i) & mask;
                    free[i] = f;
                    total += f.count_ones();
                }
            }
            if total == 0 {
                return Some(w.p.mover().opponent());
            }
            let mut pick = self.rng.below(u64::from(total)) as u32;
            'find: for (i, &f) in free.iter().enumerate() {
                let c = f.count_ones();
                if pick < c {
                    let mut f = f;
                    for _ in 0..pick {
                        f &= f - 1;
                    }
                    let code = (i as u16) << 3 | f.trailing_zeros() as u16;
                    self.play(w, code);
                    break 'find;
                }
                pick -= c;
            }
        }
    }

    /// One iteration: select, expand one edge, play out, back up.
    fn iterate(&mut self) {
        let mut w = self.determinise();
        let mut node = 0usize;
        let mut path: Vec<(usize, usize, Player)> = Vec::with_capacity(32);
        let mut list = MoveList::new();
        let mut legal = [0u16; crate::movegen::MAX_MOVES];
        let winner = loop {
            if w.p.is_full() {
                break self.playout(&mut w);
            }
            self.nodes += 1;
            let mover = w.p.mover();
            let mask = self.mask(&w, path.is_empty());
            list.generate(&w.p, mask);
            if list.len == 0 {
                break Some(mover.opponent());
            }
            if path.is_empty() && !self.root_filter.is_empty() {
                let mut k = 0;
                for j in 0..list.len {
                    if self.root_filter.binary_search(&list.codes[j]).is_ok() {
                        list.codes[k] = list.codes[j];
                        k += 1;
                    }
                }
                list.len = k;
            }
            // Merge the legal moves (ascending codes) with the edges (sorted).
            let edges = &mut self.tree[node].edges;
            let (mut e, mut nl, mut fresh) = (0usize, 0usize, 0usize);
            let mut unexpanded = [0u16; crate::movegen::MAX_MOVES];
            for &code in &list.codes[..list.len] {
                while e < edges.len() && edges[e].code < code {
                    e += 1;
                }
                if e < edges.len() && edges[e].code == code {
                    edges[e].avail += 1;
                    legal[nl] = e as u16;
                    nl += 1;
                } else {
                    unexpanded[fresh] = code;
                    fresh += 1;
                }
            }
            if fresh > 0 {
                let code = unexpanded[self.rng.below(fresh as u64) as usize];
                let child = self.tree.len() as u32;
                let edges = &mut self.tree[node].edges;
                let at = edges.partition_point(|x| x.code < code);
                edges.insert(at, Edge { code, child, visits: 0, avail: 1, reward: 0.0 });
                self.tree.push(Node::default());
                path.push((node, at, mover));
                self.depth = self.depth.max(path.len() as u32);
                self.play(&mut w, code);
                break self.playout(&mut w);
            }
            let edges = &self.tree[node].edges;
            let mut best = (f32::MIN, 0usize);
            for &i in &legal[..nl] {
                let x = &edges[i as usize];
                let n = x.visits.max(1) as f32;
                let u = x.reward / n + self.c * ((x.avail as f32).ln() / n).sqrt();
                if u > best.0 {
                    best = (u, i as usize);
                }
            }
            let x = edges[best.1];
            path.push((node, best.1, mover));
            self.play(&mut w, x.code);
            node = x.child as usize;
        };
        for (node, e, mover) in path {
            let x = &mut self.tree[node].edges[e];
            x.visits += 1;
            x.reward += match winner {
                Some(p) if p == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
    }

    /// A root move that ends the game at once in the seat's favour, whatever
    /// the hidden information: the board fills with more columns for the
    /// seat, or the opponent surely cannot move (version I: no number left in
    /// the pool fits; version III: no unseen number fits).
    pub(crate) fn immediate_win(&self) -> Option<Move> {
        let v = self.view;
        let me = v.seat;
        v.legal_moves().into_iter().find(|&m| {
            if !self.root_filter.is_empty() && self.root_filter.binary_search(&m.code()).is_err() {
                return false;
            }
            let mut q = v.position;
            q.apply(m.square.index(), m.number, self.rules.run, self.rules.simultaneous);
            if q.is_full() {
                let [f, s] = q.columns();
                return if me == Player::First { f > s } else { s > f };
            }
            let mask = match self.rules.version {
                Version::II => 0xFE,
                Version::I => q.pool().mask(),
                Version::III => self.certain.unwrap_or_else(|| v.unseen()).mask(),
            };
            !q.any_fits(mask)
        })
    }

    /// Searches until the budget runs out (at least one iteration per root
    /// move); `None` when the seat has no legal move.
    pub(crate) fn run(&mut self) -> Option<Outcome> {
        let root_moves =
            if self.root_filter.is_empty() { self.view.legal_moves().len() } else { self.root_filter.len() } as u64;
        if root_moves == 0 {
            return None;
        }
        let mut iterations = 0u32;
        loop {
            self.iterate();
            iterations += 1;
            if u64::from(iterations) >= root_moves
                && (self.nodes >= self.limit || (iterations & 7 == 0 && Instant::now() >= self.deadline))
            {
                break;
            }
        }
        let mut scores: Vec<(Move, f64, u32)> = self.tree[0]
            .edges
            .iter()
            .map(|x| (Move::of_code(x.code), 2.0 * f64::from(x.reward) / f64::from(x.visits.max(1)) - 1.0, x.visits))
            .collect();
        scores.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.total_cmp(&a.1)).then(a.0.cmp(&b.0)));
        Some(Outcome { scores, iterations })
    }
}
