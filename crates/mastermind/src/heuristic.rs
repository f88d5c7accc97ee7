//! Heuristic: one-step scores of a guess from the sizes of the classes it makes.
//!
//! Every score is turned into a key where smaller is better; ties go to a
//! guess that is still a possible secret, then to the smallest code.

use crate::engine::Engine;
use rayon::prelude::*;

/// The one-step criteria.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Criterion {
    /// Minimise the largest class.
    Knuth,
    /// Maximise the entropy of the answer.
    Entropy,
    /// Maximise the number of non-empty classes.
    MostParts,
    /// Minimise the expected size of the class.
    ExpectedSize,
}

impl Criterion {
    /// Key (smaller is better) of a partition given its class sizes.
    fn key(self, counts: &[u32], n: usize) -> f64 {
        match self {
            Criterion::Knuth => counts.iter().copied().max().unwrap_or(0) as f64,
            Criterion::MostParts => -(counts.iter().filter(|&&c| c > 0).count() as f64),
            Criterion::ExpectedSize => counts.iter().map(|&c| (c as f64) * (c as f64)).sum::<f64>() / n as f64,
            Criterion::Entropy => {
                // Σ c log2 c is minimal when entropy log2 n − Σ c log2 c / n is maximal.
                // Summed in sorted order, so equal multisets give equal keys.
                let mut sizes: Vec<u32> = counts.iter().copied().filter(|&c| c > 1).collect();
                sizes.sort_unstable();
                sizes.iter().map(|&c| c as f64 * (c as f64).log2()).sum::<f64>()
            }
        }
    }

    /// The score shown to people (its own unit, see [`crate::Strategy`]).
    pub(crate) fn shown(self, key: f64, n: usize) -> f64 {
        match self {
            Criterion::Knuth | Criterion::ExpectedSize => key,
            Criterion::MostParts => -key,
            Criterion::Entropy => (n as f64).log2() - key / n as f64,
        }
    }
}

/// A scored guess: (key, not consistent, guess position).
pub(crate) type Keyed = (f64, bool, u32);

fn order(a: &Keyed, b: &Keyed) -> std::cmp::Ordering {
    a.0.total_cmp(&b.0).then((a.1, a.2).cmp(&(b.1, b.2)))
}

/// Scores every guess against `cands` (sorted secret positions).
pub(crate) fn score_all(eng: &Engine, crit: Criterion, cands: &[u32]) -> Vec<Keyed> {
    let n = cands.len();
    let classes = eng.table().classes();
    let ng = eng.space().guesses().len() as u32;
    let work = (ng as usize) * n;
    let one = |g: u32, counts: &mut Vec<u32>| -> Keyed {
        counts.iter_mut().for_each(|c| *c = 0);
        eng.count_into(g, cands, counts);
        let consistent = eng.space().guess_as_secret(g).is_some_and(|s| cands.binary_search(&s).is_ok());
        (crit.key(counts, n), !consistent, g)
    };
    if work > 1 << 16 {
        (0..ng).into_par_iter().map_init(|| vec![0u32; classes], |counts, g| one(g, counts)).collect()
    } else {
        let mut counts = vec![0u32; classes];
        (0..ng).map(|g| one(g, &mut counts)).collect()
    }
}

/// The best guess position for `cands` (non-empty).
pub(crate) fn choose(eng: &Engine, crit: Criterion, cands: &[u32]) -> u32 {
    if cands.len() <= 2
        && let Some(g) = eng.space().secret_as_guess(cands[0])
    {
        return g;
    }
    let all = score_all(eng, crit, cands);
    all.into_iter().min_by(order).map_or(0, |k| k.2)
}

/// The `limit` best guesses, best first.
pub(crate) fn rank(eng: &Engine, crit: Criterion, cands: &[u32], limit: usize) -> Vec<Keyed> {
    let mut all = score_all(eng, crit, cands);
    all.sort_by(order);
    all.truncate(limit);
    all
}
