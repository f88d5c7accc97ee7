//! Sprague–Grundy values of impartial games under normal play, and the
//! nimbers they live in.

use crate::control::Control;
use crate::game::Game;
use crate::memo::memoise;
use crate::search::SearchError;
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{BitXor, BitXorAssign};

/// A nimber `*n`: the value of a Nim heap of `n` stones. Sums of impartial
/// games add their nimbers by binary addition without carry (`^`); a
/// position is safe exactly when its nimber is `*0`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Nimber(pub u32);

impl Nimber {
    /// `*0`, the value of every safe (P) position.
    pub const ZERO: Nimber = Nimber(0);

    /// The minimum excluded value of `values`: the Grundy rule.
    pub fn mex(values: impl IntoIterator<Item = Nimber>) -> Nimber {
        let mut small = 0u128;
        let mut big: Vec<u32> = Vec::new();
        for Nimber(v) in values {
            if v < 128 {
                small |= 1 << v;
            } else {
                big.push(v);
            }
        }
        let m = (!small).trailing_zeros();
        if m < 128 {
            return Nimber(m);
        }
        big.sort_unstable();
        let mut m = 128;
        for v in big {
            if v == m {
                m += 1;
            } else if v > m {
                break;
            }
        }
        Nimber(m)
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    fn bitxor(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, rhs: Nimber) {
        self.0 ^= rhs.0;
    }
}

impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, |a, b| a ^ b)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "*{}", self.0)
    }
}

/// Grundy values of an impartial, finite game, memoised, without recursion.
/// The game's convention is ignored: Grundy values describe normal play.
pub struct GrundySolver<'g, G: Game> {
    game: &'g G,
    memo: FxHashMap<G::Position, Nimber>,
}

impl<'g, G: Game> GrundySolver<'g, G> {
    /// A solver with an empty memo.
    pub fn new(game: &'g G) -> Self {
        GrundySolver { game, memo: FxHashMap::default() }
    }

    /// The Grundy value of `pos`.
    pub fn grundy(&mut self, pos: &G::Position) -> Result<Nimber, SearchError> {
        self.grundy_with(pos, &Control::none())
    }

    /// As [`grundy`](Self::grundy), honouring cancellation.
    pub fn grundy_with(&mut self, pos: &G::Position, ctl: &Control) -> Result<Nimber, SearchError> {
        memoise(self.game, pos, &mut self.memo, usize::MAX, ctl, |_| None, |options| Nimber::mex(options))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_and_sum() {
        assert_eq!(Nimber::mex([]), Nimber(0));
        assert_eq!(Nimber::mex([Nimber(0), Nimber(1), Nimber(3)]), Nimber(2));
        let many: Vec<Nimber> = (0..300).map(Nimber).collect();
        assert_eq!(Nimber::mex(many), Nimber(300));
        assert_eq!(Nimber::mex([Nimber(129), Nimber(0)]), Nimber(1));
        assert_eq!([Nimber(3), Nimber(5), Nimber(6)].into_iter().sum::<Nimber>(), Nimber(0));
        assert_eq!(Nimber(2).to_string(), "*2");
    }

    /// One Nim heap: its Grundy value is its size.
    struct NimHeap;
    impl Game for NimHeap {
        type Position = u32;
        type Move = u32;
        fn for_each_move(&self, n: &u32, mut f: impl FnMut(u32)) {
            (1..=*n).for_each(&mut f);
        }
        fn play(&self, n: &u32, s: &u32) -> u32 {
            n - s
        }
    }

    #[test]
    fn nim_heap_is_its_size() {
        let mut s = GrundySolver::new(&NimHeap);
        for n in 0..200 {
            assert_eq!(s.grundy(&n).unwrap(), Nimber(n));
        }
    }
}
