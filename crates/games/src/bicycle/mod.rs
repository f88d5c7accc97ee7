//! The bicycle games (*dois numa bicicleta*, games 6, 22 and 23): two riders
//! share one bicycle; at stage (*etapa*) k the rider on duty pedals from 1 to
//! k km, A on odd stages, B on even ones; whoever is pedalling when the
//! bicycle reaches the destination wins.
//!
//! # State
//!
//! A position (*estado*) is the pair (k, d): the stage about to be ridden and
//! the distance still to go (*distância ao destino*). Pedalling x km leaves
//! (k + 1, d − x). In je-6 / je-22 ([`Bicycle`]) x is a whole number in
//! [1, min(k, d)]; in je-23 ([`RealBicycle`]) x is any real number in
//! [1, min(k, d)], or exactly d when d ≤ k (the last stretch may be shorter
//! than 1 km). Distances here are exact rationals (`num-rational`'s
//! `BigRational`): no floating point anywhere in the rules or the proofs.
//!
//! # The groups (*grupos*) of a column
//!
//! Read the table's column k from d = 0 upwards: its safe positions
//! (*inatacáveis*) come in groups 0, 1, 2, …; group w has w + 1 km of safe
//! distances and is followed by a gap of k + w km of fragile ones.
//!
//! * je-22 (whole km): (k, d) is safe iff w(k + w) ≤ d ≤ w(k + w + 1) for some
//!   whole w ≥ 0 (the text's (6)); the good moves from a fragile position are
//!   the text's interval (8).
//! * je-23 (real km): (k, d) is safe iff d = 0 or w(k + w) − 1 < d ≤ w(k + w + 1)
//!   for some whole w > 0 (the text's (9)); the good moves are the text's (10),
//!   **corrected**: the text prints the lower end as
//!   max{1, d − δ^{k+2}_{w−1} + 1}, but it must be max{1, d − δ^{k+2}_{w−1} − 1}
//!   (= max{1, d − D^{k+1}_{w−1}}, the form the text itself writes one line
//!   earlier). As printed, (10) misses winning moves and is empty at the
//!   fragile position (4, 8) (see the tests).
//! * On whole distances both games have the same safe positions and the same
//!   good moves: je-22 is je-23 seen on the integers.
//!
//! Remoteness (the text's generation) follows from the same picture: from
//! group w every move lands in the gap just below group w of the next column,
//! and every good move from that gap lands in group w − 1, never lower. So a
//! safe position of group w lasts exactly 2w more stages, a fragile position
//! in the gap above group w exactly 2w + 1: from (1, 2008), in group 44 of
//! column 1, the trip ends at stage 88 whatever A does, as the text says.
//!
//! # Misère play (*perde-ganha*)
//!
//! With `misere=true` whoever reaches the destination loses. Nobody pedals to
//! the end unless forced, so (k, d) in misère play is (k, d − 1) in normal play
//! (one forced last stage more): the safe positions are 0 < d ≤ 1 and
//! w(k + w) < d ≤ w(k + w + 1) + 1 (whole w ≥ 0), both for whole and real
//! kilometres; the tests check it against exact search.

mod board;
mod descriptor;
mod ending;
pub use descriptor::{FAMILY, RULES};

mod entry;
pub mod formula;
mod moves;
pub mod number;
pub mod sweep;

mod real;
mod whole;

pub use entry::{BicycleEntry, Face, from_params};
pub use formula::{Winning, real_value, real_winning, whole_value, whole_winning};
pub use real::{RealEntry, RealFace};
pub use sweep::Columns;
pub use whole::{WholeEntry, WholeFace};

use ludoteca_core::{Convention, Game};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

/// The catalogue's one-line summary of je-6.
pub const SUMMARY_6: &str = crate::content!("bicycle", "je-6").summary.en();
/// The statement of je-6, after the text.
pub const STATEMENT_6: &str = crate::content!("bicycle", "je-6").statement.en();
/// The catalogue's one-line summary of je-22.
pub const SUMMARY_22: &str = crate::content!("bicycle", "je-22").summary.en();
/// The statement of je-22, after the text.
pub const STATEMENT_22: &str = crate::content!("bicycle", "je-22").statement.en();
/// The catalogue's one-line summary of je-23.
pub const SUMMARY_23: &str = crate::content!("bicycle", "je-23").summary.en();
/// The statement of je-23, after the text.
pub const STATEMENT_23: &str = crate::content!("bicycle", "je-23").statement.en();

/// The largest stage a position may have (a stage allows up to k moves).
pub const MAX_STAGE: u64 = 1_000_000;
/// The largest distance a position may have (10¹⁸ km).
pub const MAX_DISTANCE: u64 = 1_000_000_000_000_000_000;

/// A position of the whole-kilometre game (*estado* (k, d)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BicyclePosition {
    /// The stage about to be ridden (*etapa*), from 1: A rides odd stages.
    pub stage: u64,
    /// The kilometres still to go (*distância ao destino*).
    pub distance: u64,
}

/// je-6 / je-22: the bicycle in whole kilometres. A move is the number of
/// kilometres pedalled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Bicycle {
    /// Normal play (reaching the destination wins) or misère.
    pub convention: Convention,
}

impl Game for Bicycle {
    type Position = BicyclePosition;
    type Move = u64;

    fn for_each_move(&self, p: &BicyclePosition, mut f: impl FnMut(u64)) {
        for j in 1..=p.stage.min(p.distance) {
            f(j);
        }
    }

    fn play(&self, p: &BicyclePosition, j: &u64) -> BicyclePosition {
        BicyclePosition { stage: p.stage + 1, distance: p.distance - j }
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

/// A position of the real-distance game: stage k and an exact distance d ≥ 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RealPosition {
    /// The stage about to be ridden (*etapa*), from 1.
    pub stage: u64,
    /// The distance still to go, an exact rational ≥ 0.
    pub distance: BigRational,
}

/// je-23: the bicycle in real (here exact rational) kilometres.
///
/// The move set is infinite, so [`Game::for_each_move`] lists a finite
/// *menu* of it: the whole kilometres 1, 2, … (the first [`MENU_WHOLE`]),
/// the longest ride min(k, d), the exact rest d when d ≤ k, and both ends of
/// the interval of good moves (the champion's choice). Every legal distance
/// is accepted by [`RealBicycle::is_legal`] and by the notation; exact
/// analyses use [`formula`], never a search of this menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RealBicycle {
    /// Normal play (reaching the destination wins) or misère.
    pub convention: Convention,
}

/// How many whole-kilometre moves the menu of [`RealBicycle`] lists at most.
pub const MENU_WHOLE: u64 = 12;

impl RealBicycle {
    /// Whether pedalling `x` km is legal in `p`: 1 ≤ x ≤ min(k, d), or x = d ≤ k.
    #[must_use]
    pub fn is_legal(&self, p: &RealPosition, x: &BigRational) -> bool {
        let k = BigRational::from_integer(p.stage.into());
        let d = &p.distance;
        if d.is_zero() {
            return false;
        }
        (x == d && d <= &k) || (x >= &BigRational::one() && x <= &k && x <= d)
    }
}

impl Game for RealBicycle {
    type Position = RealPosition;
    type Move = BigRational;

    fn for_each_move(&self, p: &RealPosition, mut f: impl FnMut(BigRational)) {
        let d = &p.distance;
        if d.is_zero() {
            return;
        }
        let k = BigRational::from_integer(p.stage.into());
        let mut menu: Vec<BigRational> = Vec::new();
        let longest = if d < &k { d.clone() } else { k.clone() };
        if longest >= BigRational::one() {
            let whole = longest.floor().to_integer().to_u64().unwrap_or(u64::MAX).min(MENU_WHOLE);
            menu.extend((1..=whole).map(|j| BigRational::from_integer(j.into())));
            menu.push(longest);
        }
        if d <= &k {
            menu.push(d.clone());
        }
        if let Some(w) = real_winning(p.stage, d, self.convention) {
            menu.push(w.champion());
            if let Some(top) = w.largest() {
                menu.push(top);
            }
        }
        menu.sort();
        menu.dedup();
        for x in menu {
            f(x);
        }
    }

    fn play(&self, p: &RealPosition, x: &BigRational) -> RealPosition {
        RealPosition { stage: p.stage + 1, distance: &p.distance - x }
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

/// The bicycle on a grid of 1/q km (for checking je-23 by exact search): a
/// position is (k, D) with D the distance in units of 1/q km; a move pedals
/// X units with q ≤ X ≤ min(kq, D) (a multiple of 1/q in [1, min(k, d)]), or
/// exactly X = D when D ≤ kq.
///
/// What the grid check proves: if je-23's formula is right, the grid game has
/// the formula's outcomes on the grid (the good moves of (10) contain their
/// left end, which lies on the grid), so any disagreement refutes the
/// formula. Agreement alone proves nothing about off-grid moves; the proof
/// over all real distances is [`formula::prove_real`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridBicycle {
    /// Units per kilometre (q ≥ 1; q = 1 is je-22).
    pub q: u64,
    /// Normal play or misère.
    pub convention: Convention,
}

impl Game for GridBicycle {
    type Position = BicyclePosition;
    type Move = u64;

    fn for_each_move(&self, p: &BicyclePosition, mut f: impl FnMut(u64)) {
        let reach = p.stage.saturating_mul(self.q);
        let top = reach.min(p.distance);
        for x in self.q..=top {
            f(x);
        }
        if p.distance > 0 && p.distance <= reach && p.distance < self.q {
            f(p.distance);
        }
    }

    fn play(&self, p: &BicyclePosition, x: &u64) -> BicyclePosition {
        BicyclePosition { stage: p.stage + 1, distance: p.distance - x }
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

/// The convention from `misere`.
#[must_use]
pub const fn convention(misere: bool) -> Convention {
    Convention::misere_if(misere)
}

/// Whether `d` is zero (a helper for the notation).
fn is_zero(d: &BigRational) -> bool {
    d.is_zero()
}

#[cfg(test)]
mod tests;
pub mod words;
