//! Periodicity of row tables, with its proof: when each row is a fixed
//! function of the `w` rows before it, two equal windows of `w` rows force the
//! table to repeat forever.

use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

/// A proved period of a table's rows: row `n + period` equals row `n` for
/// every `n ≥ preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    /// The first row of the periodic part (the irregular start is `0..preperiod`).
    pub preperiod: u64,
    /// The length of the repeating block (the smallest).
    pub period: u64,
    /// How many earlier rows determine a row (the largest take).
    pub window: u64,
    /// The last row the proof needs: rows `preperiod..preperiod+window` equal
    /// rows `preperiod+period..=certain_at`.
    pub certain_at: u64,
}

impl Period {
    /// Finds the period of rows `0..rows`, where `key(n)` identifies row `n`
    /// and every row `n ≥ window` is determined by the `window` rows before it.
    ///
    /// The windows of `window` consecutive rows form a deterministic walk, so
    /// the first window seen twice gives the smallest preperiod and period at
    /// once (as in cycle finding). `None` if no window repeats within `rows`.
    pub fn find<K: Eq + std::hash::Hash>(rows: u64, window: u64, key: impl Fn(u64) -> K) -> Option<Period> {
        let w = window.max(1) as usize;
        let mut ids: FxHashMap<K, u32> = FxHashMap::default();
        let mut seq: Vec<u32> = Vec::with_capacity(rows.min(1 << 24) as usize);
        let mut seen: FxHashMap<&[u32], u64> = FxHashMap::default();
        for n in 0..rows {
            let next = ids.len() as u32;
            seq.push(*ids.entry(key(n)).or_insert(next));
        }
        for i in 0..seq.len().saturating_sub(w - 1) {
            if let Some(&j) = seen.get(&seq[i..i + w]) {
                return Some(Period {
                    preperiod: j,
                    period: i as u64 - j,
                    window: w as u64,
                    certain_at: (i + w - 1) as u64,
                });
            }
            seen.insert(&seq[i..i + w], i as u64);
        }
        None
    }

    /// The smallest period `(preperiod, period)` that the finite sequence
    /// `seq` shows over at least its last three repetitions — an observation,
    /// not a proof. `None` if no period repeats three times.
    #[must_use]
    pub fn observe<T: PartialEq>(seq: &[T]) -> Option<(u64, u64)> {
        let n = seq.len();
        (1..=n / 3).find_map(|t| {
            // The periodic tail starts just after the last mismatch.
            let start = (0..n - t).rev().find(|&i| seq[i] != seq[i + t]).map_or(0, |i| i + 1);
            (n - start >= 3 * t).then_some((start as u64, t as u64))
        })
    }

    /// The row of the table's first `preperiod + period` rows that row `n`
    /// equals (any `n`, up to `u64::MAX`).
    #[must_use]
    pub fn reduce(&self, n: u64) -> u64 {
        if n < self.preperiod + self.period { n } else { self.preperiod + (n - self.preperiod) % self.period }
    }

    /// The proof, as a message in every language.
    #[must_use]
    pub fn certificate_msg(&self) -> crate::Msg {
        let Period { preperiod: p, period: t, window: w, certain_at: c } = *self;
        crate::Msg::PeriodProof {
            window: w,
            single: u64::from(w == 1),
            a: p,
            b: p + w - 1,
            c: p + t,
            d: p + t + w - 1,
            period: t,
            preperiod: p,
            certain: c,
        }
    }

    /// The proof, in English words (kept in reports as data).
    #[must_use]
    pub fn certificate(&self) -> String {
        let Period { preperiod: p, period: t, window: w, certain_at: c } = *self;
        let rows = |a: u64, b: u64| {
            if a == b { format!("row {a}") } else { format!("rows {a}..{b}") }
        };
        format!(
            "Every row n ≥ {w} is determined by the {w} rows before it (no move takes more than {w}). \
             {} equal {}, so from then on the table repeats: period {t} from row {p}, \
             certain once row {c} is filled in.",
            rows(p, p + w - 1).replacen('r', "R", 1),
            rows(p + t, p + t + w - 1),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_smallest_preperiod_and_period() {
        // 0 1 2 | 3 4 5 6 | 3 4 5 6 ... with window 1 (each term from the last).
        let seq = |n: u64| if n < 3 { n } else { 3 + (n - 3) % 4 };
        let p = Period::find(50, 1, seq).unwrap();
        assert_eq!((p.preperiod, p.period, p.certain_at), (3, 4, 7));
        assert_eq!(p.reduce(1_000_000_000_000), 3 + (1_000_000_000_000 - 3) % 4);
        assert_eq!(p.reduce(2), 2);
        // A window of 2 rows must repeat: 0 0 1 0 0 1 …
        let p = Period::find(30, 2, |n| u8::from(n % 3 == 2)).unwrap();
        assert_eq!((p.preperiod, p.period, p.certain_at), (0, 3, 4));
        assert!(p.certificate().contains("period 3 from row 0"));
        assert_eq!(Period::find(5, 2, |n| n), None);
        let seq: Vec<u8> = (0..40).map(|n| if n < 5 { 9 } else { (n % 3) as u8 }).collect();
        assert_eq!(Period::observe(&seq), Some((5, 3)));
        assert_eq!(Period::observe(&[1, 2, 3, 4]), None);
    }
}
