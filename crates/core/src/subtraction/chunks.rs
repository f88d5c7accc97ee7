//! Chunk tables: eight heaps of a subtraction game decided by one lookup.
//!
//! A *layer* is a set of heaps defined by the rule "heap n is in the layer
//! unless it is excluded beforehand, or n − s is in the layer for some take
//! s". The safe heaps are the layer with nothing excluded beforehand; the
//! heaps of Grundy value v are the layer whose prior exclusions are the heaps
//! of value less than v. A layer is scanned eight heaps at a time with one
//! 64-bit register `r`, bit j of which says that the heap j places past the
//! chunk's start is already excluded by a member of the layer before the
//! chunk. Given the chunk's exclusions `e` (8 bits), the chunk's members and
//! what they exclude in the 64 heaps after it are functions of `e` alone:
//! two tables of 256 entries, built once per subtraction set.

use super::SubtractionSet;

/// The chunk tables of one subtraction set.
pub(super) struct Chunks {
    /// `members[e]`: which of the chunk's eight heaps are in the layer when
    /// `e` says which are excluded from outside the chunk.
    members: [u8; 256],
    /// `ahead[e]`: which of the 64 heaps after the chunk its members exclude.
    ahead: [u64; 256],
}

impl Chunks {
    /// Builds the tables for `set`.
    pub(super) fn new(set: SubtractionSet) -> Box<Chunks> {
        let takes: Vec<u32> = set.takes().map(|s| s as u32).collect();
        let mut t = Box::new(Chunks { members: [0; 256], ahead: [0; 256] });
        for e in 0..256u32 {
            let mut m = 0u32;
            for i in 0..8 {
                let excluded = e >> i & 1 == 1 || takes.iter().any(|&s| s <= i && m >> (i - s) & 1 == 1);
                m |= u32::from(!excluded) << i;
            }
            let mut ahead = 0u64;
            for i in (0..8).filter(|i| m >> i & 1 == 1) {
                for &s in &takes {
                    if i + s >= 8 {
                        ahead |= 1 << (i + s - 8);
                    }
                }
            }
            t.members[e as usize] = m as u8;
            t.ahead[e as usize] = ahead;
        }
        t
    }

    /// Decides the next chunk of the layer whose register is `r`, with the
    /// heaps of `excluded` kept out beforehand; returns its members.
    #[inline(always)]
    pub(super) fn step(&self, r: &mut u64, excluded: u8) -> u8 {
        let e = *r as u8 | excluded;
        *r = (*r >> 8) | self.ahead[e as usize];
        self.members[e as usize]
    }
}

/// Scans the safe heaps, 64 per word.
pub(super) struct SafeChunks {
    tables: Box<Chunks>,
    r: u64,
}

impl SafeChunks {
    /// Starts at heap 0; `initially_excluded` marks heaps 0..64 known not to
    /// be safe (the terminal heaps under misère play).
    pub(super) fn new(set: SubtractionSet, initially_excluded: u64) -> SafeChunks {
        SafeChunks { tables: Chunks::new(set), r: initially_excluded }
    }

    /// Fills `words` with the next `64 · words.len()` verdicts.
    pub(super) fn fill(&mut self, words: &mut [u64]) {
        let t = &*self.tables;
        let mut r = self.r;
        for w in words {
            let mut word = 0u64;
            for i in 0..8 {
                word |= u64::from(t.step(&mut r, 0)) << (8 * i);
            }
            *w = word;
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

/// Scans Grundy values, one layer per value, eight heaps at a time.
pub(super) struct GrundyChunks {
    tables: Box<Chunks>,
    /// One register per value met so far (a value is at most the set's size,
    /// so at most 65 layers).
    layers: Vec<u64>,
}

impl GrundyChunks {
    /// Starts at heap 0.
    pub(super) fn new(set: SubtractionSet) -> GrundyChunks {
        GrundyChunks { tables: Chunks::new(set), layers: Vec::with_capacity(65) }
    }

    /// Fills `out` with the next `out.len()` values; `out.len()` must be a
    /// multiple of 8.
    pub(super) fn fill(&mut self, out: &mut [u8]) {
        debug_assert!(out.len().is_multiple_of(8));
        let t = &*self.tables;
        for chunk in out.chunks_exact_mut(8) {
            let mut taken = 0u8;
            // Byte i counts the layers that heap i is not in yet: its value.
            let mut values = 0u64;
            for r in self.layers.iter_mut() {
                taken |= t.step(r, taken);
                values += SPREAD[usize::from(!taken)];
            }
            while taken != 0xff {
                // A value met for the first time: no heap before had it.
                let mut r = 0;
                taken |= t.step(&mut r, taken);
                values += SPREAD[usize::from(!taken)];
                self.layers.push(r);
            }
            chunk.copy_from_slice(&values.to_le_bytes());
        }
    }
}
