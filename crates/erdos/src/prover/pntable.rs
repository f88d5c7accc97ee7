//! The proof-number table of the df-pn prover: proof and disproof numbers
//! per canonical position (the solver's symmetry reduction), in four-way
//! buckets that keep the entries whose subtrees cost the most work.

use crate::table::hashes;

/// A proof or disproof number that stands for infinity (proved / disproved).
pub(crate) const INF: u32 = u32::MAX / 4;

/// One entry: the canonical key, the numbers and the work spent below it.
#[derive(Copy, Clone, Default)]
struct Entry {
    key: u128,
    pn: u32,
    dn: u32,
    work: u32,
    used: bool,
}

/// The table (single-threaded: the prover runs on one core).
pub(crate) struct PnTable {
    slots: Vec<Entry>,
    mask: usize,
}

const WAYS: usize = 4;

impl PnTable {
    /// `2^bits` entries of 32 bytes, `bits` clamped to 10..=28.
    pub(crate) fn new(bits: u32) -> PnTable {
        let n = 1usize << bits.clamp(10, 28);
        PnTable { slots: vec![Entry::default(); n], mask: n - 1 }
    }

    #[inline]
    fn bucket(&self, key: u128) -> usize {
        (hashes(key).0 as usize) & self.mask & !(WAYS - 1)
    }

    /// The numbers stored for `key`.
    #[inline]
    pub(crate) fn get(&self, key: u128) -> Option<(u32, u32)> {
        let b = self.bucket(key);
        self.slots[b..b + WAYS].iter().find(|e| e.used && e.key == key).map(|e| (e.pn, e.dn))
    }

    /// Stores the numbers of `key`; a full bucket gives up its cheapest
    /// unsolved entry (solved ones only when all four are solved).
    pub(crate) fn put(&mut self, key: u128, pn: u32, dn: u32, work: u64) {
        let b = self.bucket(key);
        let work = work.min(u64::from(u32::MAX)) as u32;
        let bucket = &mut self.slots[b..b + WAYS];
        let i = bucket.iter().position(|e| e.used && e.key == key).unwrap_or_else(|| {
            let rank = |e: &Entry| {
                if !e.used { (0u8, 0u32) } else { (1 + u8::from(e.pn == 0 || e.dn == 0), e.work) }
            };
            (0..WAYS).min_by_key(|&i| rank(&bucket[i])).unwrap_or(0)
        });
        let e = &mut bucket[i];
        let work = if e.used && e.key == key { work.max(e.work) } else { work };
        *e = Entry { key, pn, dn, work, used: true };
    }
}
