//! Sums of impartial heap games (*tirar de vários montes*): Nim and its
//! cousins, decided by Sprague–Grundy values under normal play, by Bouton's
//! rule for misère Nim, and by search for other misère sums.

mod board;
mod descriptor;
pub use descriptor::{FAMILY, RULES};

mod cost;
mod entry;
mod moves;
mod stack;

pub use entry::SumEntry;
pub use stack::BinaryStack;

use crate::error::GameError;
use ludoteca_core::subtraction::{SubtractionSet, grundy_values};
use ludoteca_core::{Control, Convention, Game, Nimber, Period};

/// What a player may take from one heap of the sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapRule {
    /// Any positive amount (Nim).
    Nim,
    /// The amounts of a subtraction set.
    Subtraction(SubtractionSet),
}

/// A sum of heaps, every heap under the same rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SumGame {
    /// The rule of each heap.
    pub rule: HeapRule,
    /// Normal or misère play (of the whole sum).
    pub convention: Convention,
}

impl SumGame {
    /// Whether `s` may be taken from a heap of `n`.
    #[must_use]
    pub fn legal(&self, n: u64, s: u64) -> bool {
        s >= 1
            && s <= n
            && match self.rule {
                HeapRule::Nim => true,
                HeapRule::Subtraction(set) => set.takes().any(|t| t == s),
            }
    }

    /// The amounts worth trying on a heap of `n`.
    pub fn takes(&self, n: u64) -> Box<dyn Iterator<Item = u64> + '_> {
        match self.rule {
            HeapRule::Nim => Box::new(1..=n),
            HeapRule::Subtraction(set) => Box::new(set.takes().filter(move |&s| s <= n)),
        }
    }
}

/// Positions for the searching solvers: the heaps sorted, empty ones dropped
/// (a sum does not care about order).
impl Game for SumGame {
    type Position = Vec<u64>;
    type Move = (usize, u64);

    fn for_each_move(&self, heaps: &Vec<u64>, mut f: impl FnMut((usize, u64))) {
        for (i, &n) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == n {
                continue; // equal heaps give equal positions
            }
            for s in self.takes(n) {
                f((i, s));
            }
        }
    }

    fn play(&self, heaps: &Vec<u64>, &(i, s): &(usize, u64)) -> Vec<u64> {
        canonical(heaps.iter().enumerate().map(|(j, &n)| if j == i { n - s } else { n }))
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

/// Heaps sorted, zeros dropped.
#[must_use]
pub fn canonical(heaps: impl IntoIterator<Item = u64>) -> Vec<u64> {
    let mut v: Vec<u64> = heaps.into_iter().filter(|&n| n > 0).collect();
    v.sort_unstable();
    v
}

/// Grundy values of single heaps of one rule, for any heap size: a table,
/// extended by its proved period.
pub struct HeapGrundy {
    rule: HeapRule,
    values: Vec<u8>,
    period: Option<Period>,
}

/// Heaps tabulated before looking for the period.
const GRUNDY_ROWS: u64 = 1 << 16;
/// Heaps tabulated directly when no period shows.
const GRUNDY_DIRECT: u64 = 1 << 27;

impl HeapGrundy {
    /// Prepares the values of heaps up to `largest`.
    pub fn new(rule: HeapRule, largest: u64, ctl: &Control) -> Result<HeapGrundy, GameError> {
        let HeapRule::Subtraction(set) = rule else {
            return Ok(HeapGrundy { rule, values: Vec::new(), period: None });
        };
        // Most periods show early: look in growing tables.
        let mut rows = 256;
        let (values, period) = loop {
            let values = grundy_values(set, rows, ctl)?;
            let period = Period::find(rows, set.max(), |n| values[n as usize]);
            if period.is_some() || rows >= GRUNDY_ROWS {
                break (values, period);
            }
            rows *= 16;
        };
        let values = match period {
            Some(_) => values,
            None if largest < GRUNDY_ROWS => values,
            None if largest < GRUNDY_DIRECT => grundy_values(set, largest + 1, ctl)?,
            None => {
                return Err(GameError::too_large(words::SumMsg::SmNoGrundyPeriod {
                    rows: GRUNDY_ROWS,
                    direct: GRUNDY_DIRECT,
                }));
            }
        };
        Ok(HeapGrundy { rule, values, period })
    }

    /// The Grundy value of a heap of `n`.
    #[must_use]
    pub fn of(&self, n: u64) -> Nimber {
        match self.rule {
            HeapRule::Nim => Nimber(u32::try_from(n).unwrap_or(u32::MAX)),
            HeapRule::Subtraction(_) => {
                let k = self.period.map_or(n, |p| p.reduce(n));
                Nimber(u32::from(self.values[k as usize]))
            }
        }
    }

    /// The proved period of the values (subtraction rules).
    #[must_use]
    pub fn period(&self) -> Option<Period> {
        self.period
    }
}

#[cfg(test)]
mod tests;
pub mod words;
