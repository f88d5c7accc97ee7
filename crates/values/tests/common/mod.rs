//! Random small game trees, and who wins them by direct minimax: an independent referee
//! that shares no code with the crate's canonical forms.

#![allow(dead_code)]

use ludoteca_values::Game;
use proptest::prelude::*;
use std::collections::HashMap;

/// A game given by its whole tree of options.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tree {
    pub left: Vec<Tree>,
    pub right: Vec<Tree>,
}

impl Tree {
    pub fn zero() -> Tree {
        Tree { left: vec![], right: vec![] }
    }

    /// The integer n as a chain of moves.
    pub fn integer(n: i32) -> Tree {
        let mut t = Tree::zero();
        for _ in 0..n.unsigned_abs() {
            t = if n > 0 { Tree { left: vec![t], right: vec![] } } else { Tree { left: vec![], right: vec![t] } };
        }
        t
    }

    pub fn negative(&self) -> Tree {
        Tree {
            left: self.right.iter().map(Tree::negative).collect(),
            right: self.left.iter().map(Tree::negative).collect(),
        }
    }

    /// The value by the crate: options valued, then simplified.
    pub fn value(&self) -> Game {
        let l = self.left.iter().map(Tree::value).collect();
        let r = self.right.iter().map(Tree::value).collect();
        Game::from_options(l, r).unwrap()
    }
}

/// Random trees born by about day 5 with at most three options a side.
pub fn tree() -> impl Strategy<Value = Tree> {
    let leaf = prop_oneof![
        3 => Just(Tree::zero()),
        1 => (-2i32..=2).prop_map(Tree::integer),
    ];
    leaf.prop_recursive(4, 32, 3, |inner| {
        (prop::collection::vec(inner.clone(), 0..=3), prop::collection::vec(inner, 0..=3))
            .prop_map(|(left, right)| Tree { left, right })
    })
}

/// Who wins a sum of trees moving first, by minimax over the sum's positions.
pub struct Referee<'a> {
    nodes: Vec<&'a Tree>,
    index: HashMap<*const Tree, usize>,
    memo: HashMap<(Vec<usize>, bool), bool>,
}

impl<'a> Referee<'a> {
    pub fn new(components: &[&'a Tree]) -> Self {
        let mut r = Referee { nodes: vec![], index: HashMap::new(), memo: HashMap::new() };
        for c in components {
            r.add(c);
        }
        r
    }

    fn add(&mut self, t: &'a Tree) -> usize {
        let key = t as *const Tree;
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        let i = self.nodes.len();
        self.nodes.push(t);
        self.index.insert(key, i);
        for o in t.left.iter().chain(&t.right) {
            self.add(o);
        }
        i
    }

    fn id(&self, t: &Tree) -> usize {
        self.index[&(t as *const Tree)]
    }

    /// Whether the player to move (Left when `left`) wins the sum of `position`.
    pub fn wins_first(&mut self, position: Vec<usize>, left: bool) -> bool {
        let key = (position.clone(), left);
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        let mut answer = false;
        'outer: for i in 0..position.len() {
            let t = self.nodes[position[i]];
            let options = if left { &t.left } else { &t.right };
            for o in options {
                let mut next = position.clone();
                next[i] = self.id(o);
                if !self.wins_first(next, !left) {
                    answer = true;
                    break 'outer;
                }
            }
        }
        self.memo.insert(key, answer);
        answer
    }

    /// The outcome class of the sum of the components given to `new`, as "L", "R", "N", "P".
    pub fn outcome(&mut self, components: &[&Tree]) -> &'static str {
        let start: Vec<usize> = components.iter().map(|c| self.id(c)).collect();
        match (self.wins_first(start.clone(), true), self.wins_first(start, false)) {
            (true, true) => "N",
            (true, false) => "L",
            (false, true) => "R",
            (false, false) => "P",
        }
    }
}
