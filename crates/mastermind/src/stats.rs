//! Stats: how many guesses a strategy needs over all secrets.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Guesses needed over every secret of a variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// Number of secrets.
    pub codes: usize,
    /// Largest number of guesses.
    pub worst: usize,
    /// Total number of guesses over all secrets.
    pub total: u64,
    /// `total / codes`.
    pub average: f64,
    /// Secrets found with exactly `k` guesses, by `k`.
    pub histogram: BTreeMap<usize, usize>,
    /// Secrets needing more than the variant's `max_guesses`.
    pub over_limit: usize,
}

impl Stats {
    /// Stats from the number of guesses each secret needs.
    pub fn from_depths(depths: impl IntoIterator<Item = usize>, max_guesses: usize) -> Stats {
        let mut histogram = BTreeMap::new();
        let (mut codes, mut total, mut worst, mut over) = (0usize, 0u64, 0usize, 0usize);
        for d in depths {
            *histogram.entry(d).or_insert(0) += 1;
            codes += 1;
            total += d as u64;
            worst = worst.max(d);
            if d > max_guesses {
                over += 1;
            }
        }
        Stats {
            codes,
            worst,
            total,
            average: if codes == 0 { 0.0 } else { total as f64 / codes as f64 },
            histogram,
            over_limit: over,
        }
    }
}
