//! Exact numbers as a person types them — whole numbers (`2008`, `10^15`),
//! decimals (`2.75`) and fractions (`11/4`) — read into rationals and
//! written back in lowest terms (the bicycle's distances, the flags' points).

use crate::params::parse_u64;
use ludoteca_core::Msg;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

/// The longest number text accepted.
pub const MAX_LEN: usize = 64;

fn digits(s: &str) -> Option<BigInt> {
    let s = s.replace('_', "");
    (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok()).flatten()
}

/// Reads a non-negative number exactly, or says in one sentence what is
/// wrong; `accepted` says how it may be written.
pub fn parse_rational(text: &str, accepted: &Msg) -> Result<BigRational, Msg> {
    let s = text.trim();
    if s.is_empty() {
        return Err(Msg::NumMissing { accepted: Box::new(accepted.clone()) });
    }
    if s.chars().count() > MAX_LEN {
        return Err(Msg::NumTooLong { text: s.into(), max: MAX_LEN as u64 });
    }
    if s.starts_with('-') {
        return Err(Msg::NumNegative { text: s.into() });
    }
    let s = s.strip_prefix('+').unwrap_or(s);
    let bad = || Msg::NumNotNumber { text: s.into(), accepted: Box::new(accepted.clone()) };
    if let Some((n, q)) = s.split_once('/') {
        let (Some(n), Some(q)) = (digits(n.trim()), digits(q.trim())) else { return Err(bad()) };
        if q.is_zero() {
            return Err(Msg::NumZeroDenominator { text: s.into() });
        }
        return Ok(BigRational::new(n, q));
    }
    if let Some((i, f)) = s.split_once('.') {
        let i = if i.is_empty() { Some(BigInt::zero()) } else { digits(i) };
        let (Some(i), Some(fr)) = (i, digits(f)) else { return Err(bad()) };
        let scale = num_traits::pow(BigInt::from(10), f.replace('_', "").len());
        return Ok(BigRational::new(i * &scale + fr, scale));
    }
    if s.contains('^') {
        return parse_u64(s).map(|n| BigRational::from_integer(n.into())).ok_or_else(bad);
    }
    digits(s).map(BigRational::from_integer).ok_or_else(bad)
}

/// Writes a number in lowest terms: `3`, `11/4`.
#[must_use]
pub fn format_rational(x: &BigRational) -> String {
    if x.denom().is_one() { x.numer().to_string() } else { format!("{}/{}", x.numer(), x.denom()) }
}
