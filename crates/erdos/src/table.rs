//! The transposition table: a flat array of two-way buckets of lock-free
//! entries shared by all threads. Each entry is two 64-bit words, `check ^
//! data` and `data` (a torn write fails the check instead of lying); the
//! 64-bit check is mixed independently of the index, so false hits are
//! negligible. `data` bits 56..64 hold a priority (depth or empties): the
//! first slot of a bucket keeps the higher priority, the second always
//! takes the newest.

use crate::rng::mix;
use std::sync::atomic::{AtomicU64, Ordering};

/// Index hash and check of a 128-bit key.
#[inline]
pub(crate) fn hashes(key: u128) -> (u64, u64) {
    let (lo, hi) = (key as u64, (key >> 64) as u64);
    let h = mix(lo ^ mix(hi ^ 0x5151_7A7A_1234_5678));
    let check = mix(hi ^ mix(lo ^ 0x0F0F_F0F0_8765_4321)) | 1;
    (h, check)
}

/// A shared transposition table.
pub(crate) struct Table {
    slots: Vec<[AtomicU64; 2]>,
    mask: usize,
}

impl Table {
    /// `2^bits` entries (16 bytes each), `bits` clamped to 8..=30.
    pub fn new(bits: u32) -> Table {
        let n = 1usize << bits.clamp(8, 30);
        let mut slots = Vec::with_capacity(n);
        slots.resize_with(n, || [AtomicU64::new(0), AtomicU64::new(0)]);
        Table { slots, mask: n - 1 }
    }

    /// Bytes used by the entries.
    pub fn bytes(&self) -> usize {
        self.slots.len() * 16
    }

    /// Entries in use.
    pub fn used(&self) -> usize {
        self.slots.iter().filter(|s| s[1].load(Ordering::Relaxed) != 0).count()
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for s in &self.slots {
            s[0].store(0, Ordering::Relaxed);
            s[1].store(0, Ordering::Relaxed);
        }
    }

    /// The data stored for a key's hashes.
    #[inline]
    pub fn probe(&self, h: u64, check: u64) -> Option<u64> {
        let i = (h as usize) & self.mask & !1;
        for s in &self.slots[i..i + 2] {
            let d = s[1].load(Ordering::Relaxed);
            if d != 0 && s[0].load(Ordering::Relaxed) ^ d == check {
                return Some(d);
            }
        }
        None
    }

    /// Stores data (non-zero) for a key's hashes.
    #[inline]
    pub fn store(&self, h: u64, check: u64, data: u64) {
        let i = (h as usize) & self.mask & !1;
        let (a, b) = (&self.slots[i], &self.slots[i + 1]);
        let (da, db) = (a[1].load(Ordering::Relaxed), b[1].load(Ordering::Relaxed));
        let same_a = da != 0 && a[0].load(Ordering::Relaxed) ^ da == check;
        let same_b = db != 0 && b[0].load(Ordering::Relaxed) ^ db == check;
        let s = if same_a {
            a
        } else if same_b {
            b
        } else if da >> 56 <= data >> 56 {
            // The displaced deeper entry moves to the always-replace slot.
            if da != 0 {
                b[0].store(a[0].load(Ordering::Relaxed), Ordering::Relaxed);
                b[1].store(da, Ordering::Relaxed);
            }
            a
        } else {
            b
        };
        s[0].store(check ^ data, Ordering::Relaxed);
        s[1].store(data, Ordering::Relaxed);
    }
}
