//! Code: one row of coloured pegs, packed into a `u32`, with parsing and formatting.
//!
//! Colours are numbered from 0 inside the engine and written from 1 for people:
//! `1234`. With ten colours, colour 10 is written `0` in the compact form, or
//! `10` when the pegs are separated by spaces or commas (`1 2 10 4`).

use crate::error::{Error, Result};
use crate::variant::Variant;
use std::fmt;

/// A code of up to 8 pegs; each peg a colour `0..10`, packed 4 bits a peg,
/// peg 0 in the most significant nibble, so that the natural order of codes
/// is the order of their written form (`1111 < 1112 < ... < 6666`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code {
    packed: u32,
    pegs: u8,
}

/// Whether a code is meant as a secret or as a guess (they may obey different
/// repeat rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A secret, chosen by the maker (`repeats`).
    Secret,
    /// A guess, played by the breaker (`guess_repeats`).
    Guess,
}

impl Code {
    /// A code from 0-based colours, one per peg. Returns `None` when there are
    /// more than 8 pegs or a colour above 9.
    pub fn from_colors(colors: &[u8]) -> Option<Code> {
        if colors.is_empty() || colors.len() > 8 || colors.iter().any(|&c| c > 9) {
            return None;
        }
        let mut packed = 0u32;
        for (i, &c) in colors.iter().enumerate() {
            packed |= (c as u32) << (28 - 4 * i);
        }
        Some(Code { packed, pegs: colors.len() as u8 })
    }

    /// The code with the given index in the space of all `colors^pegs` codes
    /// (base `colors`, peg 0 most significant).
    pub fn from_index(index: u32, pegs: usize, colors: usize) -> Code {
        let mut rest = index;
        let mut packed = 0u32;
        for i in (0..pegs).rev() {
            packed |= (rest % colors as u32) << (28 - 4 * i);
            rest /= colors as u32;
        }
        Code { packed, pegs: pegs as u8 }
    }

    /// This code's index among all `colors^pegs` codes.
    pub fn index(&self, colors: usize) -> u32 {
        (0..self.pegs()).fold(0u32, |acc, i| acc * colors as u32 + self.color(i) as u32)
    }

    /// Number of pegs.
    pub fn pegs(&self) -> usize {
        self.pegs as usize
    }

    /// The 0-based colour of peg `i`.
    pub fn color(&self, i: usize) -> u8 {
        ((self.packed >> (28 - 4 * i)) & 0xF) as u8
    }

    /// The 0-based colours, peg by peg.
    pub fn colors(&self) -> Vec<u8> {
        (0..self.pegs()).map(|i| self.color(i)).collect()
    }

    /// The packed form (4 bits a peg, peg 0 highest).
    pub fn packed(&self) -> u32 {
        self.packed
    }

    /// Bit `c` set when colour `c` occurs.
    pub fn color_mask(&self) -> u16 {
        (0..self.pegs()).fold(0u16, |m, i| m | 1 << self.color(i))
    }

    /// The first colour that occurs twice, if any.
    pub fn repeated_color(&self) -> Option<u8> {
        let mut seen = 0u16;
        for i in 0..self.pegs() {
            let c = self.color(i);
            if seen & (1 << c) != 0 {
                return Some(c);
            }
            seen |= 1 << c;
        }
        None
    }

    /// Reads a code for `variant`: digits `1..=colors` (`1234`), or
    /// numbers separated by spaces or commas (`1, 2, 3, 4`). Checks the
    /// length, the colours, and the repeat rule for `role`.
    pub fn parse(text: &str, variant: &Variant, role: Role) -> Result<Code> {
        let trimmed = text.trim();
        let separated = trimmed.contains(|c: char| c == ',' || c.is_whitespace());
        let tokens: Vec<String> = if separated {
            trimmed
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|t| !t.is_empty())
                .map(str::to_string)
                .collect()
        } else {
            trimmed.chars().map(|c| c.to_string()).collect()
        };
        let mut colors = Vec::with_capacity(tokens.len());
        for tok in &tokens {
            let n: Option<usize> = tok.parse().ok();
            let color = match n {
                Some(0) if !separated && variant.colors == 10 => Some(10),
                Some(n) if (1..=variant.colors).contains(&n) => Some(n),
                _ => None,
            };
            match color {
                Some(c) => colors.push((c - 1) as u8),
                None => {
                    return Err(Error::UnknownColor {
                        text: text.to_string(),
                        found: tok.clone(),
                        colors: variant.colors,
                    });
                }
            }
        }
        if colors.len() != variant.pegs {
            return Err(Error::WrongLength {
                text: text.to_string(),
                found: colors.len(),
                pegs: variant.pegs,
                colors: variant.colors,
                example: example(variant),
            });
        }
        let code = Code::from_colors(&colors).ok_or_else(|| Error::WrongLength {
            text: text.to_string(),
            found: colors.len(),
            pegs: variant.pegs,
            colors: variant.colors,
            example: example(variant),
        })?;
        code.check(variant, role).map_err(|e| match e {
            Error::ForbiddenRepeat { color, what, .. } => {
                Error::ForbiddenRepeat { text: text.to_string(), color, what }
            }
            other => other,
        })?;
        Ok(code)
    }

    /// Checks that this code is legal in `variant` for `role`.
    pub fn check(&self, variant: &Variant, role: Role) -> Result<()> {
        if self.pegs() != variant.pegs {
            return Err(Error::WrongLength {
                text: self.to_string(),
                found: self.pegs(),
                pegs: variant.pegs,
                colors: variant.colors,
                example: example(variant),
            });
        }
        if let Some(i) = (0..self.pegs()).find(|&i| self.color(i) as usize >= variant.colors) {
            return Err(Error::UnknownColor {
                text: self.to_string(),
                found: (self.color(i) + 1).to_string(),
                colors: variant.colors,
            });
        }
        let allowed = match role {
            Role::Secret => variant.repeats,
            Role::Guess => variant.guess_repeats,
        };
        if !allowed && let Some(c) = self.repeated_color() {
            return Err(Error::ForbiddenRepeat {
                text: self.to_string(),
                color: c + 1,
                what: match role {
                    Role::Secret => "the secret",
                    Role::Guess => "a guess",
                },
            });
        }
        Ok(())
    }
}

fn example(variant: &Variant) -> String {
    (0..variant.pegs).map(|i| Code::symbol((i % variant.colors) as u8)).collect()
}

impl Code {
    fn symbol(c: u8) -> char {
        if c == 9 { '0' } else { (b'1' + c) as char }
    }
}

impl fmt::Display for Code {
    /// Writes the colours as digits `1..=9`, colour 10 as `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.pegs() {
            write!(f, "{}", Code::symbol(self.color(i)))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trip_and_order() {
        let v = Variant::classic();
        let mut prev = None;
        for i in 0..1296 {
            let c = Code::from_index(i, 4, 6);
            assert_eq!(c.index(6), i);
            if let Some(p) = prev {
                assert!(p < c);
            }
            prev = Some(c);
            assert_eq!(Code::parse(&c.to_string(), &v, Role::Guess).unwrap(), c);
        }
    }

    #[test]
    fn parse_forms_and_errors() {
        let v = Variant::seed_default();
        let c = Code::parse("1234", &v, Role::Secret).unwrap();
        assert_eq!(c.colors(), vec![0, 1, 2, 3]);
        assert_eq!(Code::parse(" 1, 2,3 4 ", &v, Role::Secret).unwrap(), c);
        assert!(matches!(Code::parse("123", &v, Role::Guess), Err(Error::WrongLength { found: 3, .. })));
        assert!(matches!(Code::parse("1237", &v, Role::Guess), Err(Error::UnknownColor { .. })));
        assert!(matches!(Code::parse("12a4", &v, Role::Guess), Err(Error::UnknownColor { .. })));
        assert!(matches!(Code::parse("1134", &v, Role::Secret), Err(Error::ForbiddenRepeat { color: 1, .. })));
        assert!(Code::parse("1134", &v, Role::Guess).is_ok());
        assert!(Code::parse("", &v, Role::Guess).is_err());
        assert!(Code::parse("123456789", &v, Role::Guess).is_err());
        let ten = Variant { colors: 10, ..v };
        let c = Code::parse("1 2 10 4", &ten, Role::Guess).unwrap();
        assert_eq!(c.to_string(), "1204");
        assert_eq!(Code::parse("1204", &ten, Role::Guess).unwrap(), c);
    }
}
