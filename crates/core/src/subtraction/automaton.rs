//! The word automaton: when every take is at most `m` (small), the next 64
//! verdicts are a function of the last `m`, so one table of `2^m` words
//! decides 64 heaps per lookup once every take is legal (from heap 64 on).

use super::SubtractionSet;
use crate::game::Convention;

/// The largest take for which the automaton's table (`2^m` words) is built.
pub(super) const MAX_TAKE: u64 = 16;

/// Scans the safe heaps a word at a time from a table of `2^m` words.
pub(super) struct SafeAutomaton {
    /// `next[st]`: the 64 verdicts after a word whose top `m` bits are `st`
    /// (the first `2^m` entries; sized for the largest `m`, so that an index
    /// of 16 bits needs no bounds check).
    next: Box<[u64; 1 << MAX_TAKE]>,
    /// `64 − m`: the shift that leaves a word's top `m` bits.
    shift: u32,
    set: SubtractionSet,
    convention: Convention,
    /// The last word filled; `None` before the first.
    last: Option<u64>,
}

impl SafeAutomaton {
    /// Builds the table for `set` (largest take at most [`MAX_TAKE`]).
    pub(super) fn new(set: SubtractionSet, convention: Convention) -> SafeAutomaton {
        let m = set.max();
        debug_assert!(m <= MAX_TAKE);
        let mask = set.mask;
        let mut next: Box<[u64; 1 << MAX_TAKE]> =
            vec![0; 1 << MAX_TAKE].into_boxed_slice().try_into().expect("the table's size");
        for (st, entry) in (0..1u64 << m).zip(next.iter_mut()) {
            *entry = {
                // Bit i of `recent` is heap −1−i relative to the word's start.
                let mut recent = st.reverse_bits() >> (64 - m);
                let mut word = 0u64;
                for i in 0..64 {
                    let safe = recent & mask == 0;
                    recent = (recent << 1) | u64::from(safe);
                    word |= u64::from(safe) << i;
                }
                word
            };
        }
        SafeAutomaton { next, shift: 64 - m as u32, set, convention, last: None }
    }

    /// Fills `words` with the next `64 · words.len()` verdicts.
    pub(super) fn fill(&mut self, words: &mut [u64]) {
        let mut rest = &mut words[..];
        let mut last = match self.last {
            Some(w) => w,
            None => {
                let Some((first, tail)) = rest.split_first_mut() else { return };
                // Heaps 0..64: some takes are not legal yet.
                *first = super::first_word(self.set, self.convention);
                rest = tail;
                *first
            }
        };
        let next = &*self.next;
        for w in rest {
            last = next[usize::from((last >> self.shift) as u16)];
            *w = last;
        }
        self.last = Some(last);
    }
}
