//! Wythoff's game (*o jogo de Wythoff*): two heaps of stones; a move takes
//! any number of stones from one heap, or the same number from both, and
//! whoever takes the last stone wins. Its safe positions (tipo-S,
//! *inatacáveis*) are the pairs (⌊kφ⌋, ⌊kφ²⌋) of Wythoff's theorem (1907).

mod descriptor;
mod entry;
mod moves;
#[cfg(test)]
mod tests;
pub mod words;

pub use descriptor::{FAMILY, RULES};

use ludoteca_core::{Convention, Game};

/// The largest heap a parameter or a position may hold.
pub const MAX_HEAP: u64 = 300;

/// A position: the two heaps, `x` the first and `y` the second (a queen's
/// square on a board, read as its distances to the corner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heaps {
    /// The first heap.
    pub x: u32,
    /// The second heap.
    pub y: u32,
}

/// Which heaps a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// The first heap only.
    X,
    /// The second heap only.
    Y,
    /// The same number from both.
    Both,
}

impl Which {
    /// The move's letters in the notation (`x`, `y`, `xy`).
    #[must_use]
    pub fn letters(self) -> &'static str {
        match self {
            Which::X => "x",
            Which::Y => "y",
            Which::Both => "xy",
        }
    }
}

/// A move: `n` stones from the heaps it names (`n` from each for `Both`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take {
    /// Where the stones come from.
    pub from: Which,
    /// How many (from each heap).
    pub n: u32,
}

/// Wythoff's game under a play convention.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wythoff {
    /// Normal play (the last stone wins) or *misère*.
    pub convention: Convention,
}

impl Game for Wythoff {
    type Position = Heaps;
    type Move = Take;

    fn for_each_move(&self, p: &Heaps, mut f: impl FnMut(Take)) {
        (1..=p.x).for_each(|n| f(Take { from: Which::X, n }));
        (1..=p.y).for_each(|n| f(Take { from: Which::Y, n }));
        (1..=p.x.min(p.y)).for_each(|n| f(Take { from: Which::Both, n }));
    }

    fn play(&self, p: &Heaps, t: &Take) -> Heaps {
        match t.from {
            Which::X => Heaps { x: p.x - t.n, ..*p },
            Which::Y => Heaps { y: p.y - t.n, ..*p },
            Which::Both => Heaps { x: p.x - t.n, y: p.y - t.n },
        }
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}
