//! The arena of canonical forms: every distinct form is stored once and known by an id,
//! so that equal canonical forms are the same node and caches can key on ids.

use crate::dyadic::Dyadic;
use crate::game::Game;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// What a node is: a number (kept as its value), or a form given by its options.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Kind {
    /// A number; its canonical options are derived from the value when needed.
    Number(Dyadic),
    /// `{left | right}`, each side sorted by id and without repeats.
    Options { left: Box<[Game]>, right: Box<[Game]> },
}

/// One stored form.
#[derive(Debug)]
pub(crate) struct Node {
    pub(crate) id: u64,
    pub(crate) kind: Kind,
    pub(crate) birthday: u64,
    /// `Some(n)` when the node is the nimber `*n` (0 for zero).
    pub(crate) nimber: Option<u64>,
}

struct Arena {
    nodes: HashMap<Kind, Game>,
}

fn arena() -> &'static Mutex<Arena> {
    static ARENA: OnceLock<Mutex<Arena>> = OnceLock::new();
    ARENA.get_or_init(|| Mutex::new(Arena { nodes: HashMap::new() }))
}

/// The one node for `kind`, made if new. The caller guarantees that `kind` is canonical.
pub(crate) fn intern(kind: Kind, birthday: u64) -> Game {
    let nimber = match &kind {
        Kind::Number(x) => (*x == Dyadic::ZERO).then_some(0),
        Kind::Options { left, right } => nimber_of(left, right),
    };
    let mut arena = arena().lock().unwrap_or_else(|p| p.into_inner());
    if let Some(g) = arena.nodes.get(&kind) {
        return g.clone();
    }
    let id = arena.nodes.len() as u64;
    let g = Game(Arc::new(Node { id, kind: kind.clone(), birthday, nimber }));
    arena.nodes.insert(kind, g.clone());
    g
}

/// How many canonical forms the arena holds.
pub fn arena_size() -> usize {
    arena().lock().unwrap_or_else(|p| p.into_inner()).nodes.len()
}

/// Results already computed on this thread, keyed by node ids (which are global).
#[derive(Default)]
pub(crate) struct Caches {
    pub(crate) le: HashMap<(u64, u64), bool>,
    pub(crate) sum: HashMap<(u64, u64), Game>,
    pub(crate) neg: HashMap<u64, Game>,
}

/// Past this many entries a cache is emptied rather than grown.
const CACHE_CAP: usize = 1 << 22;

thread_local! {
    static CACHES: RefCell<Caches> = RefCell::new(Caches::default());
}

/// Reads the caches; the closure must not call back into them.
pub(crate) fn cached<T>(f: impl FnOnce(&Caches) -> T) -> T {
    CACHES.with(|c| f(&c.borrow()))
}

/// Writes the caches; the closure must not call back into them.
pub(crate) fn remember(f: impl FnOnce(&mut Caches)) {
    CACHES.with(|c| {
        let mut c = c.borrow_mut();
        if c.le.len() > CACHE_CAP {
            c.le.clear();
        }
        if c.sum.len() > CACHE_CAP {
            c.sum.clear();
        }
        if c.neg.len() > CACHE_CAP {
            c.neg.clear();
        }
        f(&mut c)
    })
}

/// `Some(n)` when `{left | right}` is `{0, *, …, *(n−1) | 0, *, …, *(n−1)}`.
fn nimber_of(left: &[Game], right: &[Game]) -> Option<u64> {
    if left != right {
        return None;
    }
    let mut seen = vec![false; left.len()];
    for g in left {
        let n = g.0.nimber? as usize;
        if n >= seen.len() || seen[n] {
            return None;
        }
        seen[n] = true;
    }
    Some(left.len() as u64)
}

/// Forgets the sums, comparisons and negatives this thread remembers (the arena keeps
/// every form; a deep game's helper thread keeps caches of its own); for benchmarks
/// that time the work itself.
pub fn clear_caches() {
    CACHES.with(|c| {
        let mut c = c.borrow_mut();
        c.le.clear();
        c.sum.clear();
        c.neg.clear();
    })
}
