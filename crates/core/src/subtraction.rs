//! Subtraction games on huge ranges: the outcome of every heap as one bit and
//! Grundy values as one byte, computed heap by heap in one pass, at the speed
//! of the machine: 64 heaps per table lookup when the takes are small (the
//! word automaton), eight heaps per lookup for any set (the chunk tables,
//! one layer per Grundy value). The one-heap-at-a-time scans stay as the
//! reference the fast ones are tested against.

mod automaton;
mod chunks;

use crate::control::{Cancelled, Control};
use crate::game::Convention;
use automaton::SafeAutomaton;
use chunks::{GrundyChunks, SafeChunks};

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

    /// The bits, 64 heaps per word: bit `i` of word `k` is heap `64k + i`
    /// (bits past `len` are clear).
    #[must_use]
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Bytes of memory the bits take.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }
}

/// How the safe heaps are scanned. Every method decides every heap in turn
/// (none stops at a period and copies it); they differ in how many heaps one
/// step decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// One heap per step: the last 64 verdicts in one register, a heap's
    /// class one AND with the set's mask. The reference.
    Plain,
    /// Eight heaps per step for any set, from two tables of 256 entries
    /// indexed by what earlier heaps exclude in the chunk.
    Chunks,
    /// Sixteen heaps per step for any set, from two tables of 2^16 entries
    /// (640 KiB, built in milliseconds): for long scans.
    WideChunks,
    /// 64 heaps per step from a table of `2^m` words indexed by the last `m`
    /// verdicts, where `m` (the largest take) is at most 16. For larger
    /// takes [`SafeScan::new`] uses [`Method::Chunks`] instead.
    Automaton,
}

impl Method {
    /// The fastest method for scanning `len` heaps of `set`: the automaton
    /// when its table is small beside the work (at most 2^16 words, each
    /// built by 64 plain steps, and at most one word per 1,024 heaps),
    /// otherwise the chunk tables, wide from [`WIDE_FROM`] heaps on.
    #[must_use]
    pub fn choose(set: SubtractionSet, len: u64) -> Method {
        let m = set.max();
        if m <= automaton::MAX_TAKE && (1u64 << m) <= len / 1024 {
            Method::Automaton
        } else if len >= WIDE_FROM {
            Method::WideChunks
        } else {
            Method::Chunks
        }
    }
}

/// The length of scan from which the sixteen-heap chunk tables are used.
pub const WIDE_FROM: u64 = 1 << 22;

/// The verdicts of heaps 0..64 by the reference method.
fn first_word(set: SubtractionSet, convention: Convention) -> u64 {
    let mut plain = PlainScan { set, stuck_safe: convention == Convention::Normal, recent: 0, next: 0 };
    let mut w = [0];
    plain.fill(&mut w);
    w[0]
}

/// The reference scan, one heap per step.
struct PlainScan {
    set: SubtractionSet,
    stuck_safe: bool,
    /// Bit i says whether heap `next − 1 − i` is safe.
    recent: u64,
    next: u64,
}

impl PlainScan {
    fn fill(&mut self, words: &mut [u64]) {
        let (mask, stuck_safe) = (self.set.mask, self.stuck_safe);
        let mut recent = self.recent;
        for (k, w) in words.iter_mut().enumerate() {
            let base = self.next + 64 * k as u64;
            let mut word = 0u64;
            for i in 0..64 {
                let legal = if base >= 64 { mask } else { self.set.legal(base + i) };
                let safe = if legal == 0 { stuck_safe } else { recent & legal == 0 };
                recent = (recent << 1) | u64::from(safe);
                word |= u64::from(safe) << i;
            }
            *w = word;
        }
        self.recent = recent;
        self.next += 64 * words.len() as u64;
    }
}

enum SafeEngine {
    Plain(PlainScan),
    Chunks(SafeChunks),
    Automaton(SafeAutomaton),
}

/// A scan of the safe heaps of a subtraction game from heap 0 on, 64 heaps
/// (one word) at a time, for streaming ranges too large to keep: bit `i` of
/// the `k`-th word filled says whether heap `64k + i` is safe.
pub struct SafeScan {
    engine: SafeEngine,
    method: Method,
}

impl SafeScan {
    /// A scan of `set` under `convention` by `method` (see [`Method`]).
    #[must_use]
    pub fn new(set: SubtractionSet, convention: Convention, method: Method) -> SafeScan {
        let method = match method {
            Method::Automaton if set.max() > automaton::MAX_TAKE => Method::Chunks,
            m => m,
        };
        let engine = match method {
            Method::Plain => {
                SafeEngine::Plain(PlainScan { set, stuck_safe: convention == Convention::Normal, recent: 0, next: 0 })
            }
            Method::Chunks | Method::WideChunks => {
                // Under misère play the heaps with no move (below the
                // smallest take) are not safe; under normal play the rule
                // itself makes them safe.
                let min = u64::from(set.mask.trailing_zeros()) + 1;
                let stuck = if convention == Convention::Misere { u64::MAX >> (64 - min) } else { 0 };
                SafeEngine::Chunks(SafeChunks::new(set, method == Method::WideChunks, stuck))
            }
            Method::Automaton => SafeEngine::Automaton(SafeAutomaton::new(set, convention)),
        };
        SafeScan { engine, method }
    }

    /// The method in use.
    #[must_use]
    pub fn method(&self) -> Method {
        self.method
    }

    /// Fills `words` with the verdicts of the next `64 · words.len()` heaps.
    pub fn fill(&mut self, words: &mut [u64]) {
        match &mut self.engine {
            SafeEngine::Plain(p) => p.fill(words),
            SafeEngine::Chunks(c) => c.fill(words),
            SafeEngine::Automaton(a) => a.fill(words),
        }
    }
}

/// Words filled between two looks at the [`Control`].
const WORDS_PER_CHECK: usize = 1 << 20;

/// Classifies heaps `0..len` of the subtraction game `set`: bit `n` of the
/// result says whether `n` is safe. One pass, one bit of memory per heap, by
/// the fastest [`Method`] for the set.
pub fn safe_heaps(set: SubtractionSet, convention: Convention, len: u64, ctl: &Control) -> Result<SafeBits, Cancelled> {
    safe_heaps_by(Method::choose(set, len), set, convention, len, ctl)
}

/// As [`safe_heaps`], by the given `method`.
pub fn safe_heaps_by(
    method: Method,
    set: SubtractionSet,
    convention: Convention,
    len: u64,
    ctl: &Control,
) -> Result<SafeBits, Cancelled> {
    let mut words = vec![0u64; len.div_ceil(64) as usize];
    let mut scan = SafeScan::new(set, convention, method);
    let total = words.len();
    for (k, part) in words.chunks_mut(WORDS_PER_CHECK).enumerate() {
        ctl.check()?;
        ctl.report((k * WORDS_PER_CHECK * 64) as u64, len);
        scan.fill(part);
    }
    if !len.is_multiple_of(64) {
        words[total - 1] &= (1u64 << (len % 64)) - 1;
    }
    Ok(SafeBits { words, len })
}

/// A scan of the Grundy values of a subtraction game (normal play) from heap
/// 0 on, for streaming ranges too large to keep: one layer of chunk tables
/// per value (see [`Method::Chunks`]).
pub struct GrundyScan {
    chunks: GrundyChunks,
    /// Values computed ahead of the caller (a chunk is eight or sixteen heaps).
    pending: [u8; 16],
    /// How many of `pending`'s last bytes are still to be handed out.
    pending_len: usize,
}

impl GrundyScan {
    /// A scan of `set` from heap 0, eight heaps per lookup and value.
    #[must_use]
    pub fn new(set: SubtractionSet) -> GrundyScan {
        GrundyScan { chunks: GrundyChunks::new(set, false), pending: [0; 16], pending_len: 0 }
    }

    /// A scan of `set` from heap 0, sixteen heaps per lookup and value (the
    /// tables of [`Method::WideChunks`]): for long scans.
    #[must_use]
    pub fn wide(set: SubtractionSet) -> GrundyScan {
        GrundyScan { chunks: GrundyChunks::new(set, true), pending: [0; 16], pending_len: 0 }
    }

    /// Fills `out` with the values of the next `out.len()` heaps.
    pub fn fill(&mut self, out: &mut [u8]) {
        let k = self.chunks.width();
        let from_pending = self.pending_len.min(out.len());
        let (head, rest) = out.split_at_mut(from_pending);
        head.copy_from_slice(&self.pending[k - self.pending_len..k][..from_pending]);
        self.pending_len -= from_pending;
        let whole = rest.len() / k * k;
        let (body, tail) = rest.split_at_mut(whole);
        self.chunks.fill(body);
        if !tail.is_empty() {
            self.chunks.fill(&mut self.pending[..k]);
            tail.copy_from_slice(&self.pending[..tail.len()]);
            self.pending_len = k - tail.len();
        }
    }
}

/// Values filled between two looks at the [`Control`].
const VALUES_PER_CHECK: usize = 1 << 24;

/// Grundy values of heaps `0..len` of the subtraction game `set` (normal
/// play), one byte each: a heap's value never exceeds the size of the set.
/// Eight heaps per table lookup and value, sixteen from [`WIDE_FROM`] heaps
/// on ([`GrundyScan`]).
pub fn grundy_values(set: SubtractionSet, len: u64, ctl: &Control) -> Result<Vec<u8>, Cancelled> {
    let mut g = vec![0u8; len as usize];
    let mut scan = if len >= WIDE_FROM { GrundyScan::wide(set) } else { GrundyScan::new(set) };
    for (k, part) in g.chunks_mut(VALUES_PER_CHECK).enumerate() {
        ctl.check()?;
        ctl.report((k * VALUES_PER_CHECK) as u64, len);
        scan.fill(part);
    }
    Ok(g)
}

/// The reference for [`grundy_values`]: one heap at a time, the mex of the
/// values `take` heaps back.
pub fn grundy_values_plain(set: SubtractionSet, len: u64, ctl: &Control) -> Result<Vec<u8>, Cancelled> {
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
mod tests;
