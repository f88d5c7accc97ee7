//! Chunk tables: eight or sixteen heaps of a subtraction game decided by one
//! lookup.
//!
//! A *layer* is a set of heaps defined by the rule "heap n is in the layer
//! unless it is excluded beforehand, or n − s is in the layer for some take
//! s". The safe heaps are the layer with nothing excluded beforehand; the
//! heaps of Grundy value v are the layer whose prior exclusions are the heaps
//! of value less than v. A layer is scanned a chunk of `k` heaps (8 or 16) at
//! a time with one 64-bit register `r`, bit j of which says that the heap j
//! places past the chunk's start is already excluded by a member of the layer
//! before the chunk. Given the chunk's exclusions `e` (`k` bits), the chunk's
//! members and what they exclude in the 64 heaps after it are functions of
//! `e` alone: two tables of `2^k` entries, built once per subtraction set.
//! The sixteen-heap tables (640 KiB) pay off on long scans: a periodic game
//! touches few of their entries, which stay in the first-level cache.

use super::SubtractionSet;

/// The members of a chunk of `k` heaps given its exclusions `e`, and what
/// they exclude in the 64 heaps after the chunk. `mask` has bit `s − 1` set
/// for each take `s`.
fn entry(mask: u64, k: u32, e: u32) -> (u32, u64) {
    // Bit j of `recent`: whether heap i − 1 − j of the chunk is a member.
    let (mut members, mut recent) = (0u32, 0u64);
    for i in 0..k {
        let member = e >> i & 1 == 0 && recent & mask == 0;
        recent = (recent << 1) | u64::from(member);
        members |= u32::from(member) << i;
    }
    let mut ahead = 0u128;
    for s in (1..=64).filter(|s| mask >> (s - 1) & 1 == 1) {
        ahead |= u128::from(members) << s;
    }
    (members, (ahead >> k) as u64)
}

/// The tables for chunks of eight heaps (2^8 entries).
pub(super) struct Narrow {
    /// `members[e]`: which of the chunk's heaps are in the layer when `e`
    /// says which are excluded from outside the chunk.
    members: [u8; 256],
    /// `ahead[e]`: which of the 64 heaps after the chunk its members exclude.
    ahead: [u64; 256],
}

impl Narrow {
    fn new(set: SubtractionSet) -> Box<Narrow> {
        let mut t = Box::new(Narrow { members: [0; 256], ahead: [0; 256] });
        for e in 0..256u32 {
            let (m, ahead) = entry(set.mask, 8, e);
            t.members[e as usize] = m as u8;
            t.ahead[e as usize] = ahead;
        }
        t
    }

    /// Decides the next chunk of the layer whose register is `r`, with the
    /// heaps of `excluded` kept out beforehand; returns its members.
    #[inline(always)]
    fn step(&self, r: &mut u64, excluded: u8) -> u8 {
        let e = *r as u8 | excluded;
        *r = (*r >> 8) | self.ahead[usize::from(e)];
        self.members[usize::from(e)]
    }
}

/// The tables for chunks of sixteen heaps (2^16 entries).
pub(super) struct Wide {
    members: Box<[u16; 1 << 16]>,
    ahead: Box<[u64; 1 << 16]>,
}

impl Wide {
    fn new(set: SubtractionSet) -> Wide {
        let mut members: Box<[u16; 1 << 16]> = vec![0; 1 << 16].into_boxed_slice().try_into().expect("2^16");
        let mut ahead: Box<[u64; 1 << 16]> = vec![0; 1 << 16].into_boxed_slice().try_into().expect("2^16");
        for e in 0..1u32 << 16 {
            let (m, a) = entry(set.mask, 16, e);
            members[e as usize] = m as u16;
            ahead[e as usize] = a;
        }
        Wide { members, ahead }
    }

    /// As [`Narrow::step`], sixteen heaps.
    #[inline(always)]
    fn step(&self, r: &mut u64, excluded: u16) -> u16 {
        let e = *r as u16 | excluded;
        *r = (*r >> 16) | self.ahead[usize::from(e)];
        self.members[usize::from(e)]
    }
}

/// The tables of one set, for one chunk width.
enum Tables {
    Narrow(Box<Narrow>),
    Wide(Wide),
}

impl Tables {
    fn new(set: SubtractionSet, wide: bool) -> Tables {
        if wide { Tables::Wide(Wide::new(set)) } else { Tables::Narrow(Narrow::new(set)) }
    }
}

/// Scans the safe heaps, 64 per word.
pub(super) struct SafeChunks {
    tables: Tables,
    r: u64,
}

impl SafeChunks {
    /// Starts at heap 0, with chunks of sixteen heaps if `wide`, else eight;
    /// `initially_excluded` marks heaps 0..64 known not to be safe (the
    /// terminal heaps under misère play).
    pub(super) fn new(set: SubtractionSet, wide: bool, initially_excluded: u64) -> SafeChunks {
        SafeChunks { tables: Tables::new(set, wide), r: initially_excluded }
    }

    /// Fills `words` with the next `64 · words.len()` verdicts.
    pub(super) fn fill(&mut self, words: &mut [u64]) {
        let mut r = self.r;
        match &self.tables {
            Tables::Narrow(t) => {
                for w in words {
                    let mut word = 0u64;
                    for i in 0..8 {
                        word |= u64::from(t.step(&mut r, 0)) << (8 * i);
                    }
                    *w = word;
                }
            }
            Tables::Wide(t) => {
                for w in words {
                    let mut word = 0u64;
                    for i in 0..4 {
                        word |= u64::from(t.step(&mut r, 0)) << (16 * i);
                    }
                    *w = word;
                }
            }
        }
        self.r = r;
    }
}

/// Byte `i` set to 1 where bit `i` of the index is set.
const SPREAD: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            if b >> i & 1 == 1 {
                t[b] |= 1 << (8 * i);
            }
            i += 1;
        }
        b += 1;
    }
    t
};

/// Scans Grundy values, one layer per value.
pub(super) struct GrundyChunks {
    tables: Tables,
    /// One register per value met so far (a value is at most the set's size,
    /// so at most 65 layers).
    layers: Vec<u64>,
}

impl GrundyChunks {
    /// Starts at heap 0, with chunks of sixteen heaps if `wide`, else eight.
    pub(super) fn new(set: SubtractionSet, wide: bool) -> GrundyChunks {
        GrundyChunks { tables: Tables::new(set, wide), layers: Vec::with_capacity(65) }
    }

    /// The heaps decided per step, 8 or 16.
    pub(super) fn width(&self) -> usize {
        match self.tables {
            Tables::Narrow(_) => 8,
            Tables::Wide(_) => 16,
        }
    }

    /// Fills `out` with the next `out.len()` values; `out.len()` must be a
    /// multiple of [`width`](Self::width).
    pub(super) fn fill(&mut self, out: &mut [u8]) {
        debug_assert!(out.len().is_multiple_of(self.width()));
        match &self.tables {
            Tables::Narrow(t) => {
                for chunk in out.chunks_exact_mut(8) {
                    let mut taken = 0u8;
                    // Byte i counts the layers that heap i is not in yet: its value.
                    let mut values = 0u64;
                    for r in self.layers.iter_mut() {
                        taken |= t.step(r, taken);
                        values += SPREAD[usize::from(!taken)];
                    }
                    while taken != u8::MAX {
                        // A value met for the first time: no heap before had it.
                        let mut r = 0;
                        taken |= t.step(&mut r, taken);
                        values += SPREAD[usize::from(!taken)];
                        self.layers.push(r);
                    }
                    chunk.copy_from_slice(&values.to_le_bytes());
                }
            }
            Tables::Wide(t) => {
                for chunk in out.chunks_exact_mut(16) {
                    let mut taken = 0u16;
                    let (mut low, mut high) = (0u64, 0u64);
                    for r in self.layers.iter_mut() {
                        taken |= t.step(r, taken);
                        low += SPREAD[usize::from(!taken as u8)];
                        high += SPREAD[usize::from(!taken >> 8)];
                    }
                    while taken != u16::MAX {
                        let mut r = 0;
                        taken |= t.step(&mut r, taken);
                        low += SPREAD[usize::from(!taken as u8)];
                        high += SPREAD[usize::from(!taken >> 8)];
                        self.layers.push(r);
                    }
                    chunk[..8].copy_from_slice(&low.to_le_bytes());
                    chunk[8..].copy_from_slice(&high.to_le_bytes());
                }
            }
        }
    }
}
