//! Memoised search of finite (acyclic) games: outcome and remoteness of every
//! position reachable from the ones asked about, without recursion.

use crate::control::{Cancelled, Control};
use crate::game::Game;
use crate::memo::memoise;
use crate::outcome::Value;
use rustc_hash::FxHashMap;
use thiserror::Error;

/// Why a search could not finish.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum SearchError {
    /// A position was reached again from itself: the game can go on forever,
    /// so use [`Retrograde`](crate::Retrograde) instead.
    #[error("play can return to an earlier position, so this game needs retrograde analysis")]
    Cycle,
    /// More positions than the limit given to the solver.
    #[error("the search passed its limit of {0} positions")]
    TooLarge(usize),
    /// The computation was cancelled.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

/// Outcome + remoteness of positions of a finite game, memoised.
///
/// The depth-first search keeps its own stack, so a heap of 10⁶ stones (a
/// game a million moves deep) does not touch the thread's stack.
pub struct Solver<'g, G: Game> {
    game: &'g G,
    memo: FxHashMap<G::Position, Value>,
    limit: usize,
}

impl<'g, G: Game> Solver<'g, G> {
    /// A solver with an empty memo and no size limit.
    pub fn new(game: &'g G) -> Self {
        Solver { game, memo: FxHashMap::default(), limit: usize::MAX }
    }

    /// Stops with [`SearchError::TooLarge`] past `limit` memoised positions.
    #[must_use]
    pub fn with_limit(mut self, limit: usize) -> Self {
        self.limit = limit;
        self
    }

    /// The game being solved.
    pub fn game(&self) -> &'g G {
        self.game
    }

    /// How many positions are solved so far.
    pub fn solved(&self) -> usize {
        self.memo.len()
    }

    /// The value of `pos`, if already solved.
    pub fn cached(&self, pos: &G::Position) -> Option<Value> {
        self.memo.get(pos).copied()
    }

    /// The value of `pos` (and of everything below it, memoised).
    pub fn value(&mut self, pos: &G::Position) -> Result<Value, SearchError> {
        self.value_with(pos, &Control::none())
    }

    /// As [`value`](Self::value), reporting progress (positions solved) and
    /// honouring cancellation.
    pub fn value_with(&mut self, pos: &G::Position, ctl: &Control) -> Result<Value, SearchError> {
        let game = self.game;
        memoise(
            game,
            pos,
            &mut self.memo,
            self.limit,
            ctl,
            |p| game.terminal(p).map(Value::terminal),
            |options| Value::from_children(options).expect("a position that is not over has moves"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Convention;
    use crate::outcome::Outcome;

    /// Take 1 or 2 from one heap (the text's game 8).
    struct TakeOneOrTwo(Convention);
    impl Game for TakeOneOrTwo {
        type Position = u64;
        type Move = u64;
        fn for_each_move(&self, n: &u64, mut f: impl FnMut(u64)) {
            for s in [1, 2] {
                if s <= *n {
                    f(s);
                }
            }
        }
        fn play(&self, n: &u64, s: &u64) -> u64 {
            n - s
        }
        fn convention(&self) -> Convention {
            self.0
        }
    }

    #[test]
    fn multiples_of_three_are_safe() {
        let g = TakeOneOrTwo(Convention::Normal);
        let mut s = Solver::new(&g);
        for n in 0..60 {
            let v = s.value(&n).unwrap();
            assert_eq!(v.outcome == Outcome::PreviousWins, n % 3 == 0, "n = {n}");
        }
        // From 6 the winner answers 1 with 2 and 2 with 1: 6 → 5 → 3 → 2 → 0,
        // four moves.
        assert_eq!(s.value(&6).unwrap().remoteness, Some(4));
    }

    #[test]
    fn a_million_deep_does_not_overflow() {
        let g = TakeOneOrTwo(Convention::Misere);
        let mut s = Solver::new(&g);
        let v = s.value(&1_000_000).unwrap();
        // misère take-1-or-2: n ≡ 1 (mod 3) is safe.
        assert_eq!(v.outcome, Outcome::PreviousWins);
    }

    #[test]
    fn limit_is_honoured() {
        let g = TakeOneOrTwo(Convention::Normal);
        let mut s = Solver::new(&g).with_limit(10);
        assert_eq!(s.value(&100), Err(SearchError::TooLarge(10)));
    }

    struct Loop;
    impl Game for Loop {
        type Position = u8;
        type Move = ();
        fn for_each_move(&self, _: &u8, mut f: impl FnMut(())) {
            f(())
        }
        fn play(&self, p: &u8, _: &()) -> u8 {
            (p + 1) % 3
        }
    }

    #[test]
    fn cycles_are_reported() {
        assert_eq!(Solver::new(&Loop).value(&0), Err(SearchError::Cycle));
    }
}
