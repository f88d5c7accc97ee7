//! An octal code `d0.d1d2…` read and written: digit `k` says, bit by bit,
//! whether taking `k` tokens from a heap may leave no heap (1), one heap
//! (2) or two heaps (4). Read without allocating: the text is checked byte
//! by byte into a fixed array.

use thiserror::Error;

/// The most digits after the point.
pub const MAX_DIGITS: usize = 16;

/// Why a code is refused; each becomes one sentence of the family's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum CodeError {
    /// Nothing to read.
    #[error("an octal code needs digits, e.g. 0.77")]
    Empty,
    /// A character that is not an octal digit (8 and 9 among them).
    #[error("`{0}` is not an octal digit: digits are 0 to 7")]
    Digit(char),
    /// No point, or more than one.
    #[error("an octal code is written d0.d1d2…, e.g. 0.77 or 4.07")]
    Shape,
    /// More digits after the point than [`MAX_DIGITS`].
    #[error("an octal code has at most {MAX_DIGITS} digits after the point, not {0}")]
    Long(usize),
    /// `d0` with bit 1 or 2: taking nothing and leaving one heap (or none)
    /// is no move.
    #[error("the digit before the point may only be 0 or 4, not {0}")]
    First(u8),
}

/// An octal game's code, trailing zeros dropped (so `0.770` is `0.77`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    digits: [u8; MAX_DIGITS + 1],
    /// The index of the last non-zero digit after the point (0 when none).
    last: u8,
}

impl OctalCode {
    /// Reads `d0.d1d2…` (`.d1d2…` means `0.d1d2…`).
    pub fn parse(text: &str) -> Result<OctalCode, CodeError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(CodeError::Empty);
        }
        let (head, tail) = text.split_once('.').ok_or(CodeError::Shape)?;
        let mut digits = [0u8; MAX_DIGITS + 1];
        for (i, c) in head.chars().chain(tail.chars()).enumerate() {
            match c.to_digit(8) {
                Some(_) if i > MAX_DIGITS => {}
                Some(d) => digits[i.min(MAX_DIGITS)] = d as u8,
                None if c == '.' => return Err(CodeError::Shape),
                None => return Err(CodeError::Digit(c)),
            }
        }
        let after = tail.chars().count();
        if head.chars().count() > 1 {
            return Err(CodeError::Shape);
        }
        if after == 0 {
            return Err(CodeError::Empty);
        }
        if after > MAX_DIGITS {
            return Err(CodeError::Long(after));
        }
        if head.is_empty() {
            // `.77`: the digits were read one place too early.
            digits.copy_within(0..MAX_DIGITS, 1);
            digits[0] = 0;
        }
        if digits[0] & 3 != 0 {
            return Err(CodeError::First(digits[0]));
        }
        let last = (1..=MAX_DIGITS).rev().find(|&k| digits[k] != 0).unwrap_or(0) as u8;
        Ok(OctalCode { digits, last })
    }

    /// Digit `k` (0 beyond the code).
    #[must_use]
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The most tokens one move may take (the index of the last non-zero
    /// digit; 0 for a code whose only move is `d0`'s split).
    #[must_use]
    pub fn largest_take(&self) -> usize {
        usize::from(self.last)
    }

    /// Whether taking `k` may leave no heap (from a heap of exactly `k`).
    #[must_use]
    pub fn clears(&self, k: usize) -> bool {
        k >= 1 && self.digit(k) & 1 != 0
    }

    /// Whether taking `k` may leave one non-empty heap.
    #[must_use]
    pub fn keeps(&self, k: usize) -> bool {
        k >= 1 && self.digit(k) & 2 != 0
    }

    /// Whether taking `k` may leave two non-empty heaps.
    #[must_use]
    pub fn splits(&self, k: usize) -> bool {
        self.digit(k) & 4 != 0
    }

    /// Whether some move leaves two heaps.
    #[must_use]
    pub fn breaks(&self) -> bool {
        (0..=self.largest_take()).any(|k| self.splits(k))
    }
}

impl std::fmt::Display for OctalCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        for k in 1..=self.largest_take().max(1) {
            write!(f, "{}", self.digits[k])?;
        }
        Ok(())
    }
}

impl std::str::FromStr for OctalCode {
    type Err = CodeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        OctalCode::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_codes() {
        let k = OctalCode::parse("0.77").unwrap();
        assert_eq!((k.to_string(), k.largest_take()), ("0.77".into(), 2));
        assert_eq!(OctalCode::parse(".770").unwrap(), k);
        assert_eq!(OctalCode::parse("4.07").unwrap().to_string(), "4.07");
        assert_eq!(OctalCode::parse("0.0").unwrap().to_string(), "0.0");
        assert!(k.clears(1) && k.keeps(2) && k.splits(2) && !k.splits(0));
        assert_eq!(OctalCode::parse("0.1234567012345670").unwrap().largest_take(), 15);
    }

    #[test]
    fn refuses_bad_codes() {
        assert_eq!(OctalCode::parse(""), Err(CodeError::Empty));
        assert_eq!(OctalCode::parse("0."), Err(CodeError::Empty));
        assert_eq!(OctalCode::parse("0.78"), Err(CodeError::Digit('8')));
        assert_eq!(OctalCode::parse("0.9"), Err(CodeError::Digit('9')));
        assert_eq!(OctalCode::parse("077"), Err(CodeError::Shape));
        assert_eq!(OctalCode::parse("0.7.7"), Err(CodeError::Shape));
        assert_eq!(OctalCode::parse("00.7"), Err(CodeError::Shape));
        assert_eq!(OctalCode::parse("0.12345670123456701"), Err(CodeError::Long(17)));
        assert_eq!(OctalCode::parse("1.7"), Err(CodeError::First(1)));
        assert_eq!(OctalCode::parse("2.7"), Err(CodeError::First(2)));
        assert_eq!(OctalCode::parse("6.7"), Err(CodeError::First(6)));
    }
}
