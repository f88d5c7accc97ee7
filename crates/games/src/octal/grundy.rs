//! Grundy values of single heaps of an octal game: the plain quadratic mex
//! ([`reference()`], kept for the tests) and the fast computation
//! ([`Values`]): flat arrays, no allocation in the inner loops, and for the
//! splits into two heaps Berlekamp's *sparse space* — a mask divides the
//! values into *rare* ones (an even number of 1 bits under the mask) and
//! *common* ones (an odd number). A common value is the XOR of a rare and a
//! common one, so the pairs with a rare heap give every common value a
//! split reaches, exactly; a rare value below the mex is then looked for
//! among the other pairs, where it is usually found at once. The mask is
//! chosen again whenever the table doubles, the one leaving the fewest rare
//! heaps; with mask 0 every heap is rare and the method is the plain one.

use super::code::OctalCode;
use ludoteca_core::{Cancelled, Control};
use thiserror::Error;

/// The largest Grundy value kept (values are stored in two bytes).
pub const MAX_VALUE: u32 = u16::MAX as u32;
/// Heaps between two looks at the cancel flag and the deadline.
const CHECK_EVERY: usize = 1 << 12;
/// The widest mask tried (values above `2^MASK_BITS` leave mask 0).
const MASK_BITS: u32 = 10;

/// Why the values could not be computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum GrundyError {
    /// A value passed [`MAX_VALUE`].
    #[error("a Grundy value passed {MAX_VALUE} at heap {0}")]
    Overflow(usize),
    /// Cancelled or past the deadline.
    #[error("cancelled")]
    Cancelled,
}

impl From<Cancelled> for GrundyError {
    fn from(_: Cancelled) -> Self {
        GrundyError::Cancelled
    }
}

/// The Grundy values of heaps `0..n` by the definition: every option's
/// value collected, then the least one missing. Quadratic; the reference
/// the fast method is tested against.
#[must_use]
pub fn reference(code: &OctalCode, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    for h in 0..n {
        let mut options = Vec::new();
        for k in 0..=code.largest_take().min(h) {
            if code.clears(k) && h == k {
                options.push(0);
            }
            if code.keeps(k) && h > k {
                options.push(g[h - k]);
            }
            if code.splits(k) && h >= k + 2 {
                for a in 1..h - k {
                    options.push(g[a] ^ g[h - k - a]);
                }
            }
        }
        options.sort_unstable();
        options.dedup();
        g.push(options.iter().enumerate().find(|&(i, &v)| v != i as u32).map_or(options.len(), |(i, _)| i) as u32);
    }
    g
}

/// Whether `v` has an even number of 1 bits under `mask` (a rare value).
fn even(v: u16, mask: u16) -> bool {
    (v & mask).count_ones().is_multiple_of(2)
}

/// The values of heaps `0..len()`, extended on demand by the sparse-space
/// method.
pub struct Values {
    code: OctalCode,
    values: Vec<u16>,
    /// The mask dividing rare from common values.
    mask: u16,
    /// The heaps with a rare value, in order.
    rare: Vec<u32>,
    /// `marks[v] == stamp`: value `v` is reached from the heap in hand.
    marks: Vec<u32>,
    stamp: u32,
    /// The largest value so far.
    largest: u16,
    /// Whether a mask is chosen at all (`false`: the plain method).
    sparse: bool,
    /// The takes that may split, and those that may leave one heap.
    split_takes: Vec<usize>,
    keep_takes: Vec<usize>,
}

impl Values {
    /// Bytes a table of `n` heaps takes at its peak (values, the rare
    /// heaps at worst all of them, the marks).
    #[must_use]
    pub fn bytes_for(n: u64) -> u64 {
        n.saturating_mul(2 + 4).saturating_add(4 << 16)
    }

    /// An empty table for `code` with room for `n` heaps (`n` checked by
    /// the caller against its cap before this allocates).
    #[must_use]
    pub fn with_capacity(code: OctalCode, n: usize) -> Values {
        let t = code.largest_take();
        Values {
            code,
            values: Vec::with_capacity(n),
            mask: 0,
            rare: Vec::new(),
            marks: vec![0; 1 << 16],
            stamp: 0,
            largest: 0,
            sparse: true,
            split_takes: (0..=t).filter(|&k| code.splits(k)).collect(),
            keep_takes: (1..=t).filter(|&k| code.keeps(k)).collect(),
        }
    }

    /// The values of heaps `0..n` for `code`.
    pub fn compute(code: OctalCode, n: usize, ctl: &Control) -> Result<Values, GrundyError> {
        let mut v = Values::with_capacity(code, n);
        v.extend_to(n, ctl)?;
        Ok(v)
    }

    /// The values of heaps `0..n` by the plain method: every split looked
    /// at for every heap (mask 0), for comparisons with the sparse one.
    pub fn compute_plain(code: OctalCode, n: usize, ctl: &Control) -> Result<Values, GrundyError> {
        let mut v = Values::with_capacity(code, n);
        v.sparse = false;
        v.extend_to(n, ctl)?;
        Ok(v)
    }

    /// A table carried on from the values of heaps `0..values.len()` (read
    /// back from a checkpoint), with room for `n` heaps. The mask is chosen
    /// again from those values; the values to come do not depend on it.
    #[must_use]
    pub fn resume(code: OctalCode, values: Vec<u16>, n: usize) -> Values {
        let mut v = Values::with_capacity(code, 0);
        v.values = values;
        v.values.reserve(n.saturating_sub(v.values.len()));
        v.largest = v.values.iter().copied().max().unwrap_or(0);
        if v.values.len() >= 1024 && !v.split_takes.is_empty() {
            v.choose_mask();
        }
        let (values, mask) = (&v.values, v.mask);
        v.rare = (0..values.len() as u32).filter(|&h| even(values[h as usize], mask)).collect();
        v
    }

    /// The largest value so far.
    #[must_use]
    pub fn largest(&self) -> u16 {
        self.largest
    }

    /// The code.
    #[must_use]
    pub fn code(&self) -> OctalCode {
        self.code
    }

    /// The values computed, heap 0 first.
    #[must_use]
    pub fn as_slice(&self) -> &[u16] {
        &self.values
    }

    /// How many heaps are computed.
    #[must_use]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no heap is computed yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The mask in use and how many heaps so far have a rare value.
    #[must_use]
    pub fn sparse(&self) -> (u16, usize) {
        (self.mask, self.rare.len())
    }

    fn is_rare(&self, v: u16) -> bool {
        even(v, self.mask)
    }

    /// Computes heaps up to `n - 1`.
    pub fn extend_to(&mut self, n: usize, ctl: &Control) -> Result<(), GrundyError> {
        self.values.reserve(n.saturating_sub(self.values.len()));
        while self.values.len() < n {
            let h = self.values.len();
            if h.is_multiple_of(CHECK_EVERY) {
                ctl.check()?;
                ctl.report(h as u64, n as u64);
            }
            if self.sparse && h >= 1024 && h.is_power_of_two() && !self.split_takes.is_empty() {
                self.choose_mask();
            }
            let g = self.next(h)?;
            self.values.push(g);
            self.largest = self.largest.max(g);
            if self.is_rare(g) {
                self.rare.push(h as u32);
            }
        }
        Ok(())
    }

    /// The mask leaving the fewest rare heaps so far, and the rare heaps
    /// under it.
    fn choose_mask(&mut self) {
        let bits = 16 - self.largest.leading_zeros();
        if bits > MASK_BITS {
            return;
        }
        let mut count = vec![0u64; 1 << bits];
        for &v in &self.values {
            count[usize::from(v)] += 1;
        }
        let rare_under =
            |m: u16| -> u64 { count.iter().enumerate().filter(|(v, _)| even(*v as u16, m)).map(|(_, c)| *c).sum() };
        let best = (0..1u16 << bits).min_by_key(|&m| (rare_under(m), m)).unwrap_or(0);
        if best != self.mask {
            self.mask = best;
            let values = &self.values;
            self.rare = (0..values.len() as u32).filter(|&h| even(values[h as usize], best)).collect();
        }
    }

    /// The value of heap `h`, every smaller heap known.
    fn next(&mut self, h: usize) -> Result<u16, GrundyError> {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.marks.fill(0);
            self.stamp = 1;
        }
        let (stamp, g) = (self.stamp, &self.values);
        let marks = &mut self.marks;
        let t = self.code.largest_take();
        if h >= 1 && h <= t && self.code.clears(h) {
            marks[0] = stamp;
        }
        for &k in &self.keep_takes {
            if h > k {
                marks[usize::from(g[h - k])] = stamp;
            }
        }
        // Every pair with a rare heap: all the common values splits reach.
        for &k in &self.split_takes {
            if h < k + 2 {
                continue;
            }
            let s = h - k;
            for &a in &self.rare {
                let a = a as usize;
                if a >= s {
                    break;
                }
                if a >= 1 {
                    marks[usize::from(g[a] ^ g[s - a])] = stamp;
                }
            }
        }
        // The least value missing: a common one is final; a rare one is
        // looked for among the remaining pairs, resuming the scan each time.
        let mut scan = [1usize; MAX_SPLITS];
        let mut v = 0usize;
        loop {
            if v > MAX_VALUE as usize {
                return Err(GrundyError::Overflow(h));
            }
            if marks[v] == stamp {
                v += 1;
                continue;
            }
            if !even(v as u16, self.mask) || self.split_takes.is_empty() {
                return Ok(v as u16);
            }
            let mut found = false;
            for (i, &k) in self.split_takes.iter().enumerate() {
                if h < k + 2 {
                    continue;
                }
                let s = h - k;
                while scan[i] <= s / 2 {
                    let a = scan[i];
                    scan[i] += 1;
                    let x = usize::from(g[a] ^ g[s - a]);
                    marks[x] = stamp;
                    if x == v {
                        found = true;
                        break;
                    }
                }
                if found {
                    break;
                }
            }
            if !found {
                return Ok(v as u16);
            }
        }
    }
}

/// The most takes that may split (digits `d0` to `d16`).
const MAX_SPLITS: usize = super::code::MAX_DIGITS + 1;

#[cfg(test)]
mod tests {
    use super::*;

    fn fast(code: &str, n: usize) -> Vec<u32> {
        let v = Values::compute(OctalCode::parse(code).unwrap(), n, &Control::none()).unwrap();
        v.as_slice().iter().map(|&x| u32::from(x)).collect()
    }

    #[test]
    fn kayles_and_dawson_begin_as_published() {
        // Kayles (0.77), Winning Ways: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7.
        let k = OctalCode::parse("0.77").unwrap();
        assert_eq!(reference(&k, 16), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
        // Dawson's Kayles (0.07): 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0.
        let d = OctalCode::parse("0.07").unwrap();
        assert_eq!(reference(&d, 16), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0]);
    }

    #[test]
    fn the_fast_method_agrees_with_the_reference() {
        for code in ["0.77", "0.07", "0.137", "0.16", "4.07", "0.6", "0.156", "4.4", "0.4"] {
            let k = OctalCode::parse(code).unwrap();
            assert_eq!(fast(code, 3000), reference(&k, 3000), "{code}");
        }
    }
}
