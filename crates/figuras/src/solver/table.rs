//! The transposition table: a flat array of atomic 64-bit entries shared by
//! all threads, each holding a key check, bounds on the value, a best move
//! and the node's number of empty squares.
//!
//! Entry layout: bits 0–7 move byte, bit 8 move present, 9–15 lower bound
//! + 64, 16–22 upper bound + 64, 23–27 empties, 28–63 key check.

use std::sync::atomic::{AtomicU64, Ordering};

/// Bounds on a node's value found in the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    /// The value is at least this.
    pub lower: i32,
    /// The value is at most this.
    pub upper: i32,
    /// A good move found there (a move byte), to try first.
    pub mv: Option<u8>,
}

/// A lock-free, two-way set-associative transposition table.
pub(crate) struct Table {
    slots: Vec<AtomicU64>,
    mask: usize,
}

const CHECK_SHIFT: u32 = 28;

impl Table {
    /// A table of `2^bits` entries (8 bytes each), `bits` in 10..=28.
    pub fn new(bits: u32) -> Table {
        let bits = bits.clamp(10, 28);
        let n = 1usize << bits;
        let mut slots = Vec::with_capacity(n);
        slots.resize_with(n, || AtomicU64::new(0));
        Table { slots, mask: n - 1 }
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for s in &self.slots {
            s.store(0, Ordering::Relaxed);
        }
    }

    #[inline]
    fn decode(e: u64) -> Bounds {
        Bounds {
            lower: ((e >> 9) & 127) as i32 - 64,
            upper: ((e >> 16) & 127) as i32 - 64,
            mv: (e >> 8 & 1 == 1).then_some(e as u8),
        }
    }

    /// The bounds stored for this hash, if any.
    #[inline]
    pub fn probe(&self, h: u64) -> Option<Bounds> {
        let i = (h as usize) & self.mask & !1;
        let check = h >> CHECK_SHIFT;
        for j in [i, i + 1] {
            let e = self.slots[j].load(Ordering::Relaxed);
            if e != 0 && e >> CHECK_SHIFT == check {
                return Some(Self::decode(e));
            }
        }
        None
    }

    /// Stores bounds for this hash, merged with what is there for the same
    /// node; otherwise replaces the entry of the pair with fewer empties.
    #[inline]
    pub fn store(&self, h: u64, mut lower: i32, mut upper: i32, mv: Option<u8>, empties: u32) {
        let i = (h as usize) & self.mask & !1;
        let check = h >> CHECK_SHIFT;
        let a = self.slots[i].load(Ordering::Relaxed);
        let b = self.slots[i + 1].load(Ordering::Relaxed);
        let mut mv = mv;
        let target = if a != 0 && a >> CHECK_SHIFT == check {
            Some((i, a))
        } else if b != 0 && b >> CHECK_SHIFT == check {
            Some((i + 1, b))
        } else {
            None
        };
        let j = match target {
            Some((j, old)) => {
                let o = Self::decode(old);
                let (l2, u2) = (lower.max(o.lower), upper.min(o.upper));
                if l2 <= u2 {
                    lower = l2;
                    upper = u2;
                }
                if mv.is_none() {
                    mv = o.mv;
                }
                j
            }
            None => {
                let ea = (a >> 23) & 31;
                let eb = (b >> 23) & 31;
                if ea <= eb { i } else { i + 1 }
            }
        };
        let lower = (lower.clamp(-64, 63) + 64) as u64;
        let upper = (upper.clamp(-64, 63) + 64) as u64;
        let (mb, present) = mv.map_or((0u64, 0u64), |m| (u64::from(m), 1));
        let e = (check << CHECK_SHIFT)
            | (u64::from(empties & 31) << 23)
            | (upper << 16)
            | (lower << 9)
            | (present << 8)
            | mb;
        self.slots[j].store(e, Ordering::Relaxed);
    }
}
