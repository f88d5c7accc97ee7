//! Valuation: the canonical form of a game given by the options of its positions, memoised.

use crate::error::ValueError;
use crate::game::Game;
use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// A position waiting on the stack, with its options once they have been asked for.
type Frame<P> = (P, Option<(Vec<P>, Vec<P>)>);

/// Values the positions of one game, remembering every position already valued, so that
/// many starts (heaps 0, 1, 2, …) share the work.
///
/// `options(p)` gives Left's and Right's options of `p`. The game must be short: a
/// position that can be reached again from itself is refused with [`ValueError::Loopy`].
/// The search keeps its own stack, so long chains of positions do not exhaust the
/// thread's.
pub struct Valuer<P, F> {
    options: F,
    known: HashMap<P, Game>,
}

impl<P, F> Valuer<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P) -> (Vec<P>, Vec<P>),
{
    /// A valuer with nothing valued yet.
    pub fn new(options: F) -> Self {
        Valuer { options, known: HashMap::new() }
    }

    /// How many positions have been valued.
    pub fn len(&self) -> usize {
        self.known.len()
    }

    /// Whether nothing has been valued yet.
    pub fn is_empty(&self) -> bool {
        self.known.is_empty()
    }

    /// The value of `start`.
    pub fn value(&mut self, start: P) -> Result<Game, ValueError> {
        if let Some(g) = self.known.get(&start) {
            return Ok(g.clone());
        }
        let mut on_path: HashSet<P> = HashSet::new();
        let mut stack: Vec<Frame<P>> = vec![(start.clone(), None)];
        while let Some((p, expanded)) = stack.last_mut() {
            if self.known.contains_key(p) {
                stack.pop();
                continue;
            }
            match expanded {
                None => {
                    let (left, right) = (self.options)(p);
                    let p = p.clone();
                    let mut children = Vec::new();
                    for q in left.iter().chain(&right) {
                        if on_path.contains(q) || *q == p {
                            return Err(ValueError::Loopy);
                        }
                        if !self.known.contains_key(q) {
                            children.push((q.clone(), None));
                        }
                    }
                    on_path.insert(p);
                    if let Some(top) = stack.last_mut() {
                        top.1 = Some((left, right));
                    }
                    stack.extend(children);
                }
                Some((left, right)) => {
                    let value_all =
                        |side: &[P]| -> Vec<Game> { side.iter().filter_map(|q| self.known.get(q).cloned()).collect() };
                    let (l, r) = (value_all(left), value_all(right));
                    if l.len() != left.len() || r.len() != right.len() {
                        // A child was not valued: only a cycle through it can do that.
                        return Err(ValueError::Loopy);
                    }
                    let g = Game::from_options(l, r)?;
                    let p = p.clone();
                    on_path.remove(&p);
                    self.known.insert(p, g);
                    stack.pop();
                }
            }
        }
        self.known.get(&start).cloned().ok_or(ValueError::Loopy)
    }
}

/// The value of the game that starts at `start`, whose positions have the options
/// `options(p) = (Left's, Right's)`.
///
/// ```
/// use ludoteca_values::value_of;
/// // A heap of n tokens: Left takes 1 or 2, Right takes 1 (0 where nothing is left).
/// let options = |n: &u32| {
///     let left = [1, 2].iter().filter(|&&k| k <= *n).map(|k| n - k).collect();
///     let right = if *n >= 1 { vec![n - 1] } else { vec![] };
///     (left, right)
/// };
/// assert_eq!(value_of(0, options).unwrap().to_string(), "0");
/// assert_eq!(value_of(1, options).unwrap().to_string(), "*");
/// // Heap 2 is {0, * | *}, and * is reversible for Left: ↑.
/// assert_eq!(value_of(2, options).unwrap().to_string(), "↑");
/// ```
pub fn value_of<P, F>(start: P, options: F) -> Result<Game, ValueError>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P) -> (Vec<P>, Vec<P>),
{
    Valuer::new(options).value(start)
}
