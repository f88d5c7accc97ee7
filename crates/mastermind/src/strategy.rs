//! Strategy: the named code-breakers and what their scores mean.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A named code-breaker. All are deterministic; `RandomConsistent` given its seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Strategy {
    /// Minimise the largest remaining class; prefer a possible secret, then
    /// the smallest code (Knuth 1976).
    Knuth,
    /// Maximise the entropy (information, in bits) of the answer.
    Entropy,
    /// Maximise the number of different answers (Kooi 2005).
    MostParts,
    /// Minimise the expected number of codes left (Irving 1979).
    ExpectedSize,
    /// A beginner: a uniformly random possible secret, drawn from `seed` and the history.
    RandomConsistent {
        /// The seed.
        seed: u64,
    },
    /// Exact minimum worst case; among such guesses, the smallest code.
    OptimalWorst,
    /// Exact minimum total (average) number of guesses; among such guesses,
    /// the smallest code.
    OptimalAverage,
}

impl Strategy {
    /// Names accepted by [`Strategy::parse`], in the order of the rules page.
    pub const NAMES: [&'static str; 7] =
        ["knuth", "entropy", "most-parts", "expected-size", "random-consistent", "optimal-worst", "optimal-average"];

    /// Reads a strategy name (`random-consistent` gets seed 0; see
    /// [`Strategy::with_seed`]).
    pub fn parse(name: &str) -> Result<Strategy> {
        Ok(match name.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "knuth" => Strategy::Knuth,
            "entropy" => Strategy::Entropy,
            "most-parts" => Strategy::MostParts,
            "expected-size" => Strategy::ExpectedSize,
            "random-consistent" | "random" => Strategy::RandomConsistent { seed: 0 },
            "optimal-worst" => Strategy::OptimalWorst,
            "optimal-average" | "optimal" => Strategy::OptimalAverage,
            _ => return Err(Error::UnknownStrategy(name.to_string())),
        })
    }

    /// The same strategy with this seed (only `random-consistent` uses it).
    pub fn with_seed(self, seed: u64) -> Strategy {
        match self {
            Strategy::RandomConsistent { .. } => Strategy::RandomConsistent { seed },
            s => s,
        }
    }

    /// Every strategy (`random-consistent` with `seed`).
    pub fn all(seed: u64) -> Vec<Strategy> {
        Strategy::NAMES.iter().filter_map(|n| Strategy::parse(n).ok()).map(|s| s.with_seed(seed)).collect()
    }

    /// The name.
    pub fn name(&self) -> &'static str {
        match self {
            Strategy::Knuth => "knuth",
            Strategy::Entropy => "entropy",
            Strategy::MostParts => "most-parts",
            Strategy::ExpectedSize => "expected-size",
            Strategy::RandomConsistent { .. } => "random-consistent",
            Strategy::OptimalWorst => "optimal-worst",
            Strategy::OptimalAverage => "optimal-average",
        }
    }

    /// Whether this strategy solves exactly (may take long on big variants).
    pub fn is_exact(&self) -> bool {
        matches!(self, Strategy::OptimalWorst | Strategy::OptimalAverage)
    }

    /// What the `score` of a ranked guess means for this strategy.
    pub fn score_meaning(&self) -> &'static str {
        match self {
            Strategy::Knuth => "size of the largest class (lower is better)",
            Strategy::Entropy => "information of the answer in bits (higher is better)",
            Strategy::MostParts => "number of different answers (higher is better)",
            Strategy::ExpectedSize => "expected number of codes left (lower is better)",
            Strategy::RandomConsistent { .. } => {
                "chance of being drawn among the possible codes (the draw is by the seed)"
            }
            Strategy::OptimalWorst => {
                "guesses needed in the worst case from now, this one included, when playing optimally after it (lower is better)"
            }
            Strategy::OptimalAverage => {
                "expected guesses from now, this one included, when playing optimally after it (lower is better)"
            }
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for s in Strategy::all(7) {
            assert_eq!(Strategy::parse(s.name()).unwrap().with_seed(7), s);
        }
        assert!(matches!(Strategy::parse("bogus"), Err(Error::UnknownStrategy(_))));
    }
}
