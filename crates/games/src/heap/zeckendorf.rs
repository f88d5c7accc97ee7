//! Fibonacci nim by Zeckendorf's theorem: in `(n, t)` — n stones, at most t
//! may be taken, and a take of k allows the reply up to 2k — the player to
//! move wins exactly when the smallest term of n's Zeckendorf representation
//! (n as a sum of non-consecutive Fibonacci numbers) is at most t, and then
//! taking that term wins (Whinihan, 1963).

/// The Fibonacci numbers 1, 2, 3, 5, 8, … that fit in a `u64`.
fn fibonacci() -> impl Iterator<Item = u64> {
    std::iter::successors(Some((1u64, 2u64)), |&(a, b)| b.checked_add(a).map(|c| (b, c))).map(|(a, _)| a)
}

/// The terms of `n`'s Zeckendorf representation, largest first.
#[must_use]
pub fn terms(mut n: u64) -> Vec<u64> {
    let fib: Vec<u64> = fibonacci().collect();
    let mut out = Vec::new();
    for &f in fib.iter().rev() {
        if f <= n {
            out.push(f);
            n -= f;
        }
    }
    out
}

/// The smallest Zeckendorf term of `n` (`None` for 0): the winning take.
#[must_use]
pub fn smallest_term(n: u64) -> Option<u64> {
    terms(n).last().copied()
}

/// Whether `n` is a Fibonacci number (its representation has one term).
#[must_use]
pub fn is_fibonacci(n: u64) -> bool {
    terms(n).len() == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn representations() {
        assert_eq!(terms(100), vec![89, 8, 3]);
        assert_eq!(terms(u64::MAX).iter().sum::<u64>(), u64::MAX);
        assert_eq!(smallest_term(12), Some(1));
        assert_eq!(smallest_term(0), None);
        assert!(is_fibonacci(89) && !is_fibonacci(88));
        // No two consecutive Fibonacci numbers in a representation.
        for n in 1..5000u64 {
            let t = terms(n);
            for w in t.windows(2) {
                assert!(w[0] > 2 * w[1] || w[0] - w[1] > w[1], "{n}: {t:?}");
            }
        }
    }
}
