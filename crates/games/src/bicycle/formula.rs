//! The text's group formulas (*grupos* of a column), exact: the class and
//! remoteness of any position, the interval of good moves (the text's (8) and
//! a corrected (10)), and a proof of the real formula over all real
//! distances of a range ([`prove_real`]).

use ludoteca_core::{Cancelled, Control, Convention, Outcome, Value};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use std::fmt;
use std::ops::RangeInclusive;

/// w(k + w) in 128 bits: the first distance of group w in column k (je-22's
/// d^k_w; je-23's δ^k_w is one less).
#[must_use]
pub fn group_start(k: u64, w: u64) -> u128 {
    u128::from(w) * (u128::from(k) + u128::from(w))
}

/// w(k + w + 1): the last distance of group w in column k (the text's D^k_w).
#[must_use]
pub fn group_end(k: u64, w: u64) -> u128 {
    u128::from(w) * (u128::from(k) + u128::from(w) + 1)
}

/// The largest whole w ≥ 0 with w(k + w) ≤ n: the group (*grupo*) at or just
/// below distance n in column k. O(1): one integer square root.
#[must_use]
pub fn group(k: u64, n: u64) -> u64 {
    let (k128, n128) = (u128::from(k), u128::from(n));
    let disc = k128.saturating_mul(k128).saturating_add(n128.saturating_mul(4));
    let mut w = ((disc.isqrt().saturating_sub(k128)) / 2).min(u128::from(u64::MAX)) as u64;
    while group_start(k, w + 1) <= n128 {
        w += 1;
    }
    while w > 0 && group_start(k, w) > n128 {
        w -= 1;
    }
    w
}

fn value_of(safe: bool, r: u64) -> Value {
    let remoteness = Some(u32::try_from(r).unwrap_or(u32::MAX));
    Value { outcome: if safe { Outcome::PreviousWins } else { Outcome::NextWins }, remoteness }
}

/// The class and remoteness of (k, d) in je-22 (whole km), by the text's (6):
/// safe iff w(k + w) ≤ d ≤ w(k + w + 1) for a whole w ≥ 0. A safe position of
/// group w lasts 2w more stages, a fragile one above group w lasts 2w + 1.
/// Misère: (k, d) is normal (k, d − 1) plus the forced last stage.
#[must_use]
pub fn whole_value(k: u64, d: u64, convention: Convention) -> Value {
    match convention {
        Convention::Normal => {
            let w = group(k, d);
            let safe = u128::from(d) <= group_end(k, w);
            value_of(safe, 2 * w + u64::from(!safe))
        }
        Convention::Misere if d == 0 => Value::terminal(Outcome::NextWins),
        Convention::Misere => {
            let w = group(k, d - 1);
            let safe = u128::from(d - 1) <= group_end(k, w);
            value_of(safe, 2 * w + 1 + u64::from(!safe))
        }
    }
}

/// The good moves (*boas jogadas*) of je-22 from a fragile (k, d): the text's
/// interval (8), max{1, d − d^{k+2}_{w−1}} ≤ j ≤ min{k, d − d^{k+1}_{w−1}}
/// (here w is the group below d, the text's w − 1). `None` when (k, d) is
/// safe.
#[must_use]
pub fn whole_winning(k: u64, d: u64, convention: Convention) -> Option<RangeInclusive<u64>> {
    let e = match convention {
        Convention::Normal => d,
        Convention::Misere => d.checked_sub(1)?,
    };
    let w = group(k, e);
    if u128::from(e) <= group_end(k, w) {
        return None;
    }
    // Land in group w of column k + 1: [w(k + 1 + w), w(k + w + 2)].
    let e128 = u128::from(e);
    let lo = e128.saturating_sub(group_end(k + 1, w)).max(1);
    let hi = (e128 - group_start(k + 1, w)).min(u128::from(k));
    Some(lo as u64..=hi as u64)
}

/// The interval of good moves of je-23 from a fragile position: every real
/// x with `lo ≤ x < hi` (or `≤ hi` when `hi_closed`); `lo` is always a good
/// move, the champion's choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Winning {
    /// The shortest good ride (included).
    pub lo: BigRational,
    /// The upper end.
    pub hi: BigRational,
    /// Whether `hi` itself is a good ride.
    pub hi_closed: bool,
}

impl Winning {
    /// Whether riding `x` km is a good move.
    #[must_use]
    pub fn contains(&self, x: &BigRational) -> bool {
        x >= &self.lo && (x < &self.hi || (self.hi_closed && x == &self.hi))
    }

    /// The champion's ride: the shortest good one, `lo`.
    #[must_use]
    pub fn champion(&self) -> BigRational {
        self.lo.clone()
    }

    /// The longest good ride, when there is one (a closed upper end).
    #[must_use]
    pub fn largest(&self) -> Option<BigRational> {
        self.hi_closed.then(|| self.hi.clone())
    }
}

impl fmt::Display for Winning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::bicycle::number::format_distance as s;
        if self.lo == self.hi {
            write!(f, "{{{}}}", s(&self.lo))
        } else {
            write!(f, "[{}, {}{}", s(&self.lo), s(&self.hi), if self.hi_closed { "]" } else { ")" })
        }
    }
}

fn rational(n: u128) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

/// ⌈d⌉ as a whole number (saturating: distances are at most 10¹⁸).
fn ceil_u64(d: &BigRational) -> u64 {
    d.ceil().to_integer().to_u64().unwrap_or(u64::MAX)
}

/// The group w at or below d in column k and whether (k, d) is safe, for
/// je-23 (d ≥ 0 real, here rational). Normal: safe iff
/// w(k + w) − 1 < d ≤ w(k + w + 1) (the text's (9); w = 0 gives d = 0).
/// Misère: safe iff w(k + w) < d ≤ w(k + w + 1) + 1. `None` for a misère
/// position with d = 0 (the game is over and the player to move has won).
#[must_use]
pub fn real_group(k: u64, d: &BigRational, convention: Convention) -> Option<(u64, bool)> {
    match convention {
        Convention::Normal => {
            let w = group(k, ceil_u64(d));
            Some((w, d <= &rational(group_end(k, w))))
        }
        Convention::Misere if d.is_zero() => None,
        Convention::Misere => {
            let w = group(k, ceil_u64(d) - 1);
            Some((w, d <= &(rational(group_end(k, w)) + BigRational::one())))
        }
    }
}

/// The class and remoteness of (k, d) in je-23 by the text's (9) (and its
/// misère counterpart): safe positions of group w last 2w more stages (2w + 1
/// in misère play), fragile ones one stage more.
#[must_use]
pub fn real_value(k: u64, d: &BigRational, convention: Convention) -> Value {
    match real_group(k, d, convention) {
        None => Value::terminal(Outcome::NextWins),
        Some((w, safe)) => {
            let base = 2 * w + u64::from(convention == Convention::Misere);
            value_of(safe, base + u64::from(!safe))
        }
    }
}

/// The good moves of je-23 from a fragile (k, d): the text's (10), corrected
/// (every x ∈ [1, k] with d − D^{k+1}_{w−1} ≤ x < d − δ^{k+1}_{w−1}, i.e. landing in
/// the group just below in column k + 1); `None` when (k, d) is safe or over.
#[must_use]
pub fn real_winning(k: u64, d: &BigRational, convention: Convention) -> Option<Winning> {
    let (w, safe) = real_group(k, d, convention)?;
    if safe {
        return None;
    }
    let one = BigRational::one();
    // The target group w of column k + 1 is the half-open (a, b].
    let (a, b) = match convention {
        Convention::Normal if w == 0 => {
            // Group 0 is the destination itself: ride exactly d (d ≤ k here).
            return Some(Winning { lo: d.clone(), hi: d.clone(), hi_closed: true });
        }
        Convention::Normal => (rational(group_start(k + 1, w)) - &one, rational(group_end(k + 1, w))),
        Convention::Misere => (rational(group_start(k + 1, w)), rational(group_end(k + 1, w)) + &one),
    };
    let kk = rational(u128::from(k));
    let longest = if d < &kk { d.clone() } else { kk };
    let lo = (d - &b).max(one);
    let hi_open = d - &a;
    let w = if longest < hi_open {
        Winning { lo, hi: longest, hi_closed: true }
    } else {
        Winning { lo, hi: hi_open, hi_closed: false }
    };
    debug_assert!(w.lo < w.hi || (w.hi_closed && w.lo == w.hi));
    Some(w)
}

/// A position where the claimed values break the rules (Theorem 4.1's
/// properties, with remoteness).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RealCounterexample {
    /// The stage.
    pub stage: u64,
    /// The distance.
    pub distance: BigRational,
    /// The formula's value.
    pub claimed: Value,
    /// The value its moves imply, given the formula on the next column.
    pub implied: Value,
}

/// Why [`prove_real`] stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProofError {
    /// The formula fails here.
    Counterexample(Box<RealCounterexample>),
    /// The computation was cancelled.
    Cancelled,
}

impl From<Cancelled> for ProofError {
    fn from(_: Cancelled) -> Self {
        ProofError::Cancelled
    }
}

/// The P-groups of column c as half-open intervals (a, b] (normal group 0 is
/// the point 0, written (−1, 0]: distances are never negative).
fn groups(c: u64, convention: Convention) -> impl Iterator<Item = (BigRational, BigRational)> {
    let one = BigRational::one();
    (0u64..).map(move |v| match convention {
        Convention::Normal => (rational(group_start(c, v)) - &one, rational(group_end(c, v))),
        Convention::Misere => (rational(group_start(c, v)), rational(group_end(c, v)) + &one),
    })
}

/// Proves the je-23 formula ([`real_value`], outcome **and** remoteness) for
/// every stage and every **real** distance d ≤ `dmax`, by checking at each
/// (k, d) that the value the formula claims is the one the rules derive from
/// the formula's values one stage later (Theorem 4.1's properties, plus
/// remoteness), with exact interval arithmetic over the whole infinite set
/// of moves.
///
/// Why finitely many checks prove it for all reals: every bound involved
/// (group ends, d − 1, d − k, k) compares d with whole numbers, so the
/// formula and the checks are constant on each point n and each open
/// interval (n, n + 1); checking d = n and d = n + ½ covers every real d.
/// Stages k > `dmax` need no check beyond k = dmax + 1: there d ≤ k, the
/// rider may finish at once, and the formula says so. A move lowers d by at
/// least 1 or ends the trip, so induction on ⌈d⌉ closes the proof.
/// Returns how many (k, d) were checked.
pub fn prove_real(dmax: u64, convention: Convention, ctl: &Control) -> Result<u64, ProofError> {
    let half = BigRational::new(BigInt::from(1), BigInt::from(2));
    let one = BigRational::one();
    let mut checked = 0u64;
    for k in 1..=dmax + 1 {
        ctl.check()?;
        ctl.report(k, dmax + 1);
        let kk = rational(u128::from(k));
        let mut last_r = 0u32;
        for n in 0..=2 * dmax {
            let d = &half * BigRational::from_integer(BigInt::from(n));
            let claimed = real_value(k, &d, convention);
            // Remoteness must not decrease along a column (used below).
            let r = claimed.remoteness.unwrap_or(0);
            let monotone = r >= last_r;
            last_r = r;
            let implied = if d.is_zero() {
                Value::terminal(convention.stuck())
            } else {
                // Children: d − x for x ∈ [1, min(k, d)], plus 0 when d ≤ k.
                let interval = (d >= one).then(|| (if d < kk { BigRational::zero() } else { &d - &kk }, &d - &one));
                let exact_zero = d <= kk;
                let top = interval.as_ref().map_or_else(BigRational::zero, |(_, hi)| hi.clone());
                // Lowest P-group of column k + 1 met by the children.
                let mut lowest = None;
                for (v, (a, b)) in groups(k + 1, convention).enumerate() {
                    if a >= top && !(exact_zero && v == 0) {
                        break;
                    }
                    let meets_interval = interval.as_ref().is_some_and(|(lo, hi)| lo <= &b && hi > &a);
                    let meets_zero = exact_zero && a < BigRational::zero() && b >= BigRational::zero();
                    if meets_interval || meets_zero {
                        lowest = Some(v as u64);
                        break;
                    }
                }
                match lowest {
                    Some(v) => {
                        let base = 2 * v + u64::from(convention == Convention::Misere);
                        value_of(false, base + 1)
                    }
                    None => {
                        let worst = real_value(k + 1, &top, convention).remoteness.unwrap_or(0);
                        value_of(true, u64::from(worst) + 1)
                    }
                }
            };
            checked += 1;
            if claimed != implied || !monotone {
                return Err(ProofError::Counterexample(Box::new(RealCounterexample {
                    stage: k,
                    distance: d,
                    claimed,
                    implied,
                })));
            }
        }
    }
    Ok(checked)
}
