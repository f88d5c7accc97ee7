//! A hand (or a pool): how many pieces of each number it holds.

use crate::error::Error;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A multiset of pieces: `count(k)` pieces with number `k` (1..=7).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand {
    counts: [u8; 8],
}

impl Hand {
    /// No pieces.
    pub const EMPTY: Hand = Hand { counts: [0; 8] };

    /// The full set of `size` pieces of each number 1..=size.
    #[must_use]
    pub fn full(size: u8) -> Hand {
        let mut h = Hand::EMPTY;
        for k in 1..=size.min(7) {
            h.counts[k as usize] = size;
        }
        h
    }

    /// A hand from a list of numbers (numbers above 7 or 0 are ignored).
    #[must_use]
    pub fn from_numbers(numbers: &[u8]) -> Hand {
        let mut h = Hand::EMPTY;
        for &k in numbers {
            if (1..=7).contains(&k) {
                h.counts[k as usize] += 1;
            }
        }
        h
    }

    /// How many pieces numbered `k`.
    #[must_use]
    pub fn count(&self, k: u8) -> u8 {
        self.counts.get(k as usize).copied().unwrap_or(0)
    }

    /// How many pieces in all.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// Bit k set when the hand holds a piece numbered k.
    #[must_use]
    pub fn mask(&self) -> u8 {
        (1..8).filter(|&k| self.counts[k] > 0).fold(0, |m, k| m | 1 << k)
    }

    /// Adds one piece.
    pub fn add(&mut self, k: u8) {
        if let Some(c) = self.counts.get_mut(k as usize) {
            *c += 1;
        }
    }

    /// Removes one piece; false when there is none.
    pub fn remove(&mut self, k: u8) -> bool {
        match self.counts.get_mut(k as usize) {
            Some(c) if *c > 0 => {
                *c -= 1;
                true
            }
            _ => false,
        }
    }

    /// The pieces of `self` not in `other` (saturating).
    #[must_use]
    pub fn minus(&self, other: &Hand) -> Hand {
        let mut h = *self;
        for k in 0..8 {
            h.counts[k] = h.counts[k].saturating_sub(other.counts[k]);
        }
        h
    }

    /// The numbers, ascending, one per piece.
    #[must_use]
    pub fn numbers(&self) -> Vec<u8> {
        (1..8u8).flat_map(|k| std::iter::repeat_n(k, self.counts[k as usize] as usize)).collect()
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s: String = self.numbers().iter().map(|k| (b'0' + k) as char).collect();
        f.write_str(if s.is_empty() { "-" } else { &s })
    }
}

impl FromStr for Hand {
    type Err = Error;
    /// Digits, one per piece (`-` for none), e.g. `11235`.
    fn from_str(s: &str) -> Result<Hand, Error> {
        let t = s.trim();
        if t == "-" {
            return Ok(Hand::EMPTY);
        }
        let mut h = Hand::EMPTY;
        for ch in t.chars().filter(|c| !c.is_whitespace()) {
            match ch.to_digit(10) {
                Some(d @ 1..=7) => h.add(d as u8),
                _ => return Err(Error::BadDeal(format!("`{s}` is not a hand: write digits 1 to 7, one per piece"))),
            }
        }
        Ok(h)
    }
}
