//! Dyadic rationals m/2^k, the numbers of short games, kept exactly with checked arithmetic.

use crate::error::ValueError;
use std::cmp::Ordering;
use std::fmt;

/// The largest numerator and the largest exponent of the denominator kept exactly.
pub const LIMIT_BITS: u32 = 62;
const LIMIT: i128 = 1 << LIMIT_BITS;

/// A dyadic rational `numerator / 2^exponent` in lowest terms (an odd numerator, or
/// exponent 0), with `|numerator| ≤ 2^62` and `exponent ≤ 62`.
///
/// Every operation that would leave that range answers [`ValueError::Overflow`].
///
/// ```
/// use ludoteca_values::Dyadic;
/// let x = Dyadic::new(3, 3).unwrap(); // 3/8
/// assert_eq!(x.to_string(), "3/8");
/// assert_eq!(x.checked_add(Dyadic::new(1, 3).unwrap()).unwrap().to_string(), "1/2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };
    /// One.
    pub const ONE: Dyadic = Dyadic { num: 1, exp: 0 };

    /// `numerator / 2^exponent`, reduced; refused when out of range.
    pub fn new(numerator: i64, exponent: u32) -> Result<Dyadic, ValueError> {
        Self::from_wide(numerator as i128, exponent)
    }

    /// The integer `n`; refused when `|n| > 2^62`.
    pub fn integer(n: i64) -> Result<Dyadic, ValueError> {
        Self::new(n, 0)
    }

    fn from_wide(mut num: i128, mut exp: u32) -> Result<Dyadic, ValueError> {
        if num == 0 {
            return Ok(Dyadic::ZERO);
        }
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        if exp > LIMIT_BITS || num.abs() > LIMIT {
            return Err(ValueError::Overflow);
        }
        Ok(Dyadic { num: num as i64, exp })
    }

    /// The numerator in lowest terms.
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The exponent `k` of the denominator `2^k` in lowest terms.
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// Whether this is an integer.
    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    /// The sum, or `Overflow`.
    pub fn checked_add(self, other: Dyadic) -> Result<Dyadic, ValueError> {
        let e = self.exp.max(other.exp);
        let a = (self.num as i128) << (e - self.exp);
        let b = (other.num as i128) << (e - other.exp);
        Self::from_wide(a + b, e)
    }

    /// The difference, or `Overflow`.
    pub fn checked_sub(self, other: Dyadic) -> Result<Dyadic, ValueError> {
        self.checked_add(-other)
    }

    /// Half of this number, or `Overflow` when the denominator would pass 2^62.
    pub fn half(self) -> Result<Dyadic, ValueError> {
        Self::from_wide(self.num as i128, self.exp + 1)
    }

    /// The product by a small integer, or `Overflow`.
    pub fn checked_mul_int(self, k: i64) -> Result<Dyadic, ValueError> {
        Self::from_wide(self.num as i128 * k as i128, self.exp)
    }

    /// The largest integer not above this number.
    pub fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// The smallest integer not below this number.
    pub fn ceil(self) -> i64 {
        -((-self.num) >> self.exp)
    }

    /// A floating-point approximation, for drawing only.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / (2f64).powi(self.exp as i32)
    }

    /// The simplest number strictly between `low` and `high` (an absent bound is
    /// infinite): the integer nearest zero if one lies between, else the one with
    /// the smallest denominator. `None` when `low ≥ high`.
    ///
    /// ```
    /// use ludoteca_values::Dyadic;
    /// let d = |n, e| Dyadic::new(n, e).unwrap();
    /// assert_eq!(Dyadic::simplest_between(None, None), Some(d(0, 0)));
    /// assert_eq!(Dyadic::simplest_between(Some(d(0, 0)), Some(d(1, 0))), Some(d(1, 1)));
    /// assert_eq!(Dyadic::simplest_between(Some(d(1, 1)), None), Some(d(1, 0)));
    /// assert_eq!(Dyadic::simplest_between(Some(d(1, 2)), Some(d(1, 1))), Some(d(3, 3)));
    /// ```
    pub fn simplest_between(low: Option<Dyadic>, high: Option<Dyadic>) -> Option<Dyadic> {
        if let (Some(a), Some(b)) = (low, high)
            && a >= b
        {
            return None;
        }
        let above_low = |x: Dyadic| low.is_none_or(|a| x > a);
        let below_high = |x: Dyadic| high.is_none_or(|b| x < b);
        if above_low(Dyadic::ZERO) && below_high(Dyadic::ZERO) {
            return Some(Dyadic::ZERO);
        }
        // Zero is not between, so both bounds lie on the same side of it.
        if let Some(a) = low.filter(|a| *a >= Dyadic::ZERO) {
            let n = Dyadic::integer(a.floor().checked_add(1)?).ok()?;
            if below_high(n) {
                return Some(n);
            }
        } else if let Some(b) = high {
            let n = Dyadic::integer(b.ceil().checked_sub(1)?).ok()?;
            if above_low(n) {
                return Some(n);
            }
        }
        // No integer between: both bounds are finite and within one unit.
        let (a, b) = (low?, high?);
        for k in 1..=LIMIT_BITS {
            let scaled = (a.num as i128) << (k.saturating_sub(a.exp)) >> (a.exp.saturating_sub(k));
            // `scaled` is floor(a·2^k); the next multiple of 2^-k above a:
            let x = Dyadic::from_wide(scaled + 1, k).ok()?;
            if x > a && x < b {
                return Some(x);
            }
        }
        None
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        // |num| ≤ 2^62, so the negation always fits.
        Dyadic { num: -self.num, exp: self.exp }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Self) -> Ordering {
        let e = self.exp.max(other.exp);
        let a = (self.num as i128) << (e - self.exp);
        let b = (other.num as i128) << (e - other.exp);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 { write!(f, "{}", self.num) } else { write!(f, "{}/{}", self.num, 1u64 << self.exp) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: i64, e: u32) -> Dyadic {
        Dyadic::new(n, e).unwrap()
    }

    #[test]
    fn reduces_and_orders() {
        assert_eq!(d(4, 3), d(1, 1));
        assert!(d(-1, 1) < d(0, 0));
        assert!(d(3, 2) > d(1, 1));
        assert_eq!(d(-3, 0).floor(), -3);
        assert_eq!(d(-3, 1).floor(), -2);
        assert_eq!(d(-3, 1).ceil(), -1);
        assert_eq!(d(3, 1).ceil(), 2);
    }

    #[test]
    fn overflow_is_an_error() {
        let big = Dyadic::integer(1 << 62).unwrap();
        assert_eq!(big.checked_add(Dyadic::ONE), Err(ValueError::Overflow));
        assert_eq!(Dyadic::new(1, 63), Err(ValueError::Overflow));
        assert_eq!(Dyadic::integer(i64::MIN), Err(ValueError::Overflow));
        assert_eq!(d(1, 62).half(), Err(ValueError::Overflow));
    }

    #[test]
    fn simplest_numbers() {
        let s = Dyadic::simplest_between;
        assert_eq!(s(Some(d(-5, 0)), Some(d(-2, 0))), Some(d(-3, 0)));
        assert_eq!(s(None, Some(d(-2, 0))), Some(d(-3, 0)));
        assert_eq!(s(None, Some(d(-1, 1))), Some(d(-1, 0)));
        assert_eq!(s(Some(d(2, 0)), Some(d(3, 0))), Some(d(5, 1)));
        assert_eq!(s(Some(d(-3, 0)), Some(d(-2, 0))), Some(d(-5, 1)));
        assert_eq!(s(Some(d(5, 3)), Some(d(3, 2))), Some(d(11, 4)));
        assert_eq!(s(Some(d(1, 0)), Some(d(1, 0))), None);
    }
}
