//! Rows of heaps of an octal game: a move takes tokens from one heap and
//! leaves it whole, gone or split in two, as the code allows. Written
//! `3,7` (heaps from the left, empty heaps dropped, `0` for none); a move
//! `i:k` takes `k` from heap `i` (leaving one heap, or none when `k` is the
//! whole heap), `i:k=a+b` takes `k` and leaves heaps `a` and `b`.

use super::code::OctalCode;
use crate::params::parse_u64;

/// The most heaps a written position may hold.
pub const MAX_ROW: usize = 4096;

/// One move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OctalMove {
    /// The heap, from 0 on the left.
    pub heap: usize,
    /// The tokens taken.
    pub take: u64,
    /// The two heaps left, smaller first, when the move splits.
    pub split: Option<(u64, u64)>,
}

impl OctalMove {
    /// The move as written (heaps numbered from 1).
    #[must_use]
    pub fn write(&self) -> String {
        match self.split {
            None => format!("{}:{}", self.heap + 1, self.take),
            Some((a, b)) => format!("{}:{}={a}+{b}", self.heap + 1, self.take),
        }
    }

    /// Reads `i:k` or `i:k=a+b` (not yet checked against a position).
    #[must_use]
    pub fn read(text: &str) -> Option<OctalMove> {
        let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let (i, rest) = t.split_once(':')?;
        let heap = usize::try_from(parse_u64(i)?).ok()?.checked_sub(1)?;
        let (take, split) = match rest.split_once('=') {
            None => (parse_u64(rest)?, None),
            Some((k, ab)) => {
                let (a, b) = ab.split_once('+')?;
                let (a, b) = (parse_u64(a)?, parse_u64(b)?);
                (parse_u64(k)?, Some((a.min(b), a.max(b))))
            }
        };
        Some(OctalMove { heap, take, split })
    }

    /// Whether the code allows this move on a heap of `h`.
    #[must_use]
    pub fn legal_on(&self, code: &OctalCode, h: u64) -> bool {
        let Ok(k) = usize::try_from(self.take) else { return false };
        if self.take > h || k > code.largest_take() {
            return false;
        }
        match self.split {
            None if self.take == h => code.clears(k),
            None => code.keeps(k),
            Some((a, b)) => a >= 1 && a.checked_add(b) == Some(h - self.take) && code.splits(k),
        }
    }
}

/// Reads a row: heap sizes separated by commas, each at most `cap`;
/// empty heaps dropped.
#[must_use]
pub fn read_row(text: &str, cap: u64) -> Option<Vec<u64>> {
    let cleaned = text.trim().trim_matches(|c| c == '(' || c == ')');
    if cleaned.is_empty() || cleaned.split(',').nth(MAX_ROW).is_some() {
        return None;
    }
    let mut row = Vec::new();
    for item in cleaned.split(',') {
        let n = parse_u64(item.trim()).filter(|&n| n <= cap)?;
        if n > 0 {
            row.push(n);
        }
    }
    Some(row)
}

/// Writes a row (`0` when no heap is left).
#[must_use]
pub fn write_row(row: &[u64]) -> String {
    if row.is_empty() { "0".into() } else { row.iter().map(ToString::to_string).collect::<Vec<_>>().join(",") }
}

/// The row after `m` (a legal move).
#[must_use]
pub fn after(row: &[u64], m: &OctalMove) -> Vec<u64> {
    let mut out = Vec::with_capacity(row.len() + 1);
    out.extend_from_slice(&row[..m.heap]);
    match m.split {
        Some((a, b)) => out.extend([a, b]),
        None if row[m.heap] > m.take => out.push(row[m.heap] - m.take),
        None => {}
    }
    out.extend_from_slice(&row[m.heap + 1..]);
    out
}

/// Calls `f` with each move of heap `i` of size `h`, in order: takes from
/// the smallest, each whole-or-one-heap move before its splits.
pub fn for_each_move(code: &OctalCode, i: usize, h: u64, mut f: impl FnMut(OctalMove) -> bool) {
    for k in 0..=code.largest_take() as u64 {
        if k > h {
            break;
        }
        let ku = k as usize;
        let whole = (k == h && code.clears(ku)) || (k < h && code.keeps(ku));
        if whole && !f(OctalMove { heap: i, take: k, split: None }) {
            return;
        }
        if code.splits(ku) && h >= k + 2 {
            for a in 1..=(h - k) / 2 {
                if !f(OctalMove { heap: i, take: k, split: Some((a, h - k - a)) }) {
                    return;
                }
            }
        }
    }
}

/// Whether heap `h` has a move.
#[must_use]
pub fn movable(code: &OctalCode, h: u64) -> bool {
    let mut any = false;
    for_each_move(code, 0, h, |_| {
        any = true;
        false
    });
    any
}
