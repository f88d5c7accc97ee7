//! Subtraction games on huge ranges: the outcome of every heap as one bit and
//! Grundy values as one byte, computed with a sliding window in a register.

use crate::control::{Cancelled, Control};
use crate::game::Convention;

/// A subtraction set: the amounts (1 to 64) a player may take from the heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionSet {
    /// Bit `s − 1` is set when `s` may be taken.
    mask: u64,
}

impl SubtractionSet {
    /// The set of `takes`; `None` if it is empty or has an amount outside 1..=64.
    pub fn new(takes: impl IntoIterator<Item = u64>) -> Option<Self> {
        let mut mask = 0u64;
        for s in takes {
            if !(1..=64).contains(&s) {
                return None;
            }
            mask |= 1 << (s - 1);
        }
        (mask != 0).then_some(SubtractionSet { mask })
    }

    /// The largest amount in the set.
    #[must_use]
    pub fn max(&self) -> u64 {
        64 - u64::from(self.mask.leading_zeros())
    }

    /// The amounts, in increasing order.
    pub fn takes(self) -> impl Iterator<Item = u64> {
        (1..=64).filter(move |s| self.mask >> (s - 1) & 1 == 1)
    }

    /// The moves possible from a heap of `n`, as a mask of `s − 1` bits.
    fn legal(&self, n: u64) -> u64 {
        if n >= 64 { self.mask } else { self.mask & ((1u64 << n) - 1) }
    }
}

/// One bit per heap size: whether the heap is safe (a P-position).
#[derive(Clone, Debug)]
pub struct SafeBits {
    words: Vec<u64>,
    len: u64,
}

impl SafeBits {
    /// Heaps `0..len` are classified.
    #[must_use]
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether no heap was classified.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the heap of `n` is safe (`n < len`).
    #[must_use]
    pub fn is_safe(&self, n: u64) -> bool {
        self.words[(n / 64) as usize] >> (n % 64) & 1 == 1
    }

    /// How many heaps in `0..len` are safe.
    #[must_use]
    pub fn count_safe(&self) -> u64 {
        self.words.iter().map(|w| u64::from(w.count_ones())).sum()
    }

    /// Bytes of memory the bits take.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }
}

/// Classifies heaps `0..len` of the subtraction game `set`: bit `n` of the
/// result says whether `n` is safe. Runs in one pass, one bit of memory per
/// heap: the last 64 verdicts live in a register.
pub fn safe_heaps(set: SubtractionSet, convention: Convention, len: u64, ctl: &Control) -> Result<SafeBits, Cancelled> {
    let mut words = Vec::with_capacity(len.div_ceil(64) as usize);
    // Bit i of `recent` says whether heap n−1−i is safe.
    let mut recent = 0u64;
    let mut word = 0u64;
    let stuck_safe = convention == Convention::Normal;
    for n in 0..len {
        let legal = set.legal(n);
        let safe = if legal == 0 { stuck_safe } else { recent & legal == 0 };
        recent = (recent << 1) | u64::from(safe);
        word |= u64::from(safe) << (n % 64);
        if n % 64 == 63 {
            words.push(word);
            word = 0;
            if words.len() % (1 << 20) == 0 {
                ctl.check()?;
                ctl.report(n + 1, len);
            }
        }
    }
    if !len.is_multiple_of(64) {
        words.push(word);
    }
    Ok(SafeBits { words, len })
}

/// Grundy values of heaps `0..len` of the subtraction game `set` (normal
/// play), one byte each: a heap's value never exceeds the size of the set.
pub fn grundy_values(set: SubtractionSet, len: u64, ctl: &Control) -> Result<Vec<u8>, Cancelled> {
    let takes: Vec<usize> = set.takes().map(|s| s as usize).collect();
    let len = len as usize;
    let mut g = vec![0u8; len];
    for n in 0..len {
        let mut seen = 0u128;
        for &s in &takes {
            if s > n {
                break;
            }
            seen |= 1 << g[n - s];
        }
        g[n] = (!seen).trailing_zeros() as u8;
        if n % (1 << 24) == 0 {
            ctl.check()?;
            ctl.report(n as u64, len as u64);
        }
    }
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::grundy::{GrundySolver, Nimber};
    use crate::outcome::Outcome;
    use crate::search::Solver;
    use proptest::prelude::*;

    struct Plain(Vec<u64>, Convention);
    impl Game for Plain {
        type Position = u64;
        type Move = u64;
        fn for_each_move(&self, n: &u64, mut f: impl FnMut(u64)) {
            self.0.iter().filter(|&&s| s <= *n).for_each(|&s| f(s));
        }
        fn play(&self, n: &u64, s: &u64) -> u64 {
            n - s
        }
        fn convention(&self) -> Convention {
            self.1
        }
    }

    #[test]
    fn game_nine_is_zero_or_two_mod_five() {
        let bits =
            safe_heaps(SubtractionSet::new([1, 4]).unwrap(), Convention::Normal, 10_000, &Control::none()).unwrap();
        for n in 0..10_000 {
            assert_eq!(bits.is_safe(n), n % 5 == 0 || n % 5 == 2, "n = {n}");
        }
        assert_eq!(bits.count_safe(), 4000);
    }

    proptest! {
        #[test]
        fn window_agrees_with_search(takes in proptest::collection::btree_set(1u64..=70, 1..6), misere: bool) {
            let conv = if misere { Convention::Misere } else { Convention::Normal };
            let set = SubtractionSet::new(takes.iter().copied());
            if takes.iter().any(|&s| s > 64) {
                prop_assert!(set.is_none());
                return Ok(());
            }
            let set = set.unwrap();
            let game = Plain(takes.iter().copied().collect(), conv);
            let bits = safe_heaps(set, conv, 300, &Control::none()).unwrap();
            let mut s = Solver::new(&game);
            for n in 0..300 {
                let safe = s.value(&n).unwrap().outcome == Outcome::PreviousWins;
                prop_assert_eq!(bits.is_safe(n), safe, "n = {}", n);
            }
            if !misere {
                let g = grundy_values(set, 300, &Control::none()).unwrap();
                let mut gs = GrundySolver::new(&game);
                for n in 0..300u64 {
                    prop_assert_eq!(Nimber(u32::from(g[n as usize])), gs.grundy(&n).unwrap());
                }
            }
        }
    }
}
