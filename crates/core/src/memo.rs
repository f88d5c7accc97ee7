//! The post-order walk shared by the memoised solvers: value every position
//! below a root from the values of its options, with an explicit stack.

use crate::control::Control;
use crate::game::Game;
use crate::search::SearchError;
use rustc_hash::{FxHashMap, FxHashSet};

/// Values `root` and everything reachable from it that `memo` lacks.
///
/// `leaf` gives the value of a position without looking at its options (a
/// finished game), `combine` the value of any other position from the values
/// of its options. Errors on a cycle, on passing `limit` entries, or when
/// cancelled.
pub(crate) fn memoise<G: Game, V: Copy>(
    game: &G,
    root: &G::Position,
    memo: &mut FxHashMap<G::Position, V>,
    limit: usize,
    ctl: &Control,
    leaf: impl Fn(&G::Position) -> Option<V>,
    combine: impl Fn(&mut dyn Iterator<Item = V>) -> V,
) -> Result<V, SearchError> {
    if let Some(v) = memo.get(root) {
        return Ok(*v);
    }
    // Frames: (position, expanded?). A position is expanded once its options
    // are pushed, and valued when popped again.
    let mut stack: Vec<(G::Position, bool)> = vec![(root.clone(), false)];
    let mut on_path: FxHashSet<G::Position> = FxHashSet::default();
    let mut options: Vec<V> = Vec::new();
    let mut steps = 0u64;
    while let Some((p, expanded)) = stack.pop() {
        if memo.contains_key(&p) {
            continue;
        }
        steps += 1;
        // Often enough for a deadline of milliseconds, even where a
        // position has thousands of options.
        if steps & 0x3FF == 0 {
            ctl.check()?;
            ctl.report(memo.len() as u64, 0);
        }
        // The stack holds at most one frame per position still to value, so
        // it is bounded by the same limit (a walk down a deep game cannot
        // take memory the memo was refused).
        if memo.len() >= limit || stack.len() >= limit {
            return Err(SearchError::TooLarge(limit));
        }
        if !expanded {
            if let Some(v) = leaf(&p) {
                memo.insert(p, v);
                continue;
            }
            if !on_path.insert(p.clone()) {
                return Err(SearchError::Cycle);
            }
            stack.push((p.clone(), true));
            game.for_each_move(&p, |m| {
                let c = game.play(&p, &m);
                if !memo.contains_key(&c) {
                    stack.push((c, false));
                }
            });
        } else {
            options.clear();
            let mut missing = false;
            game.for_each_move(&p, |m| match memo.get(&game.play(&p, &m)) {
                Some(v) => options.push(*v),
                None => missing = true,
            });
            if missing {
                return Err(SearchError::Cycle);
            }
            on_path.remove(&p);
            let v = combine(&mut options.iter().copied());
            memo.insert(p, v);
        }
    }
    Ok(memo[root])
}
