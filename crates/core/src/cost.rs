//! Cost before work: what a computation will take ([`Cost`]: bytes and
//! elementary steps), estimated from its parameters before anything is
//! allocated, and the memory [`Budget`] it is checked against (a counter of
//! bytes reserved by the work in flight, each [`Reservation`] released when
//! dropped).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Elementary steps (a position valued, a move looked at) a millisecond, as
/// calibrated on the heap family's tables and searches (see RELIABILITY.md,
/// "Budgets"): an optimised build does about twenty times what a debug
/// build does.
pub const STEPS_PER_MS: u64 = if cfg!(debug_assertions) { 10_000 } else { 200_000 };

/// What a computation is expected to take: the most memory it holds at
/// once, and its work in elementary steps. An estimate, honest to within a
/// small factor (the families' tests say which), never a promise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Cost {
    /// Peak bytes allocated.
    pub bytes: u64,
    /// Elementary steps.
    pub steps: u64,
}

impl Cost {
    /// What the small computations of every game take at most: a few
    /// megabytes and a few milliseconds (the default of families that are
    /// never big).
    pub const SMALL: Cost = Cost { bytes: 4 << 20, steps: 100_000 };

    /// A cost of `bytes` and `steps`.
    #[must_use]
    pub const fn new(bytes: u64, steps: u64) -> Cost {
        Cost { bytes, steps }
    }

    /// The expected time in milliseconds ([`STEPS_PER_MS`]).
    #[must_use]
    pub const fn millis(&self) -> u64 {
        self.steps / STEPS_PER_MS
    }

    /// Two computations one after the other: the larger peak, the sum of
    /// the steps.
    #[must_use]
    pub const fn then(self, other: Cost) -> Cost {
        Cost {
            bytes: if self.bytes > other.bytes { self.bytes } else { other.bytes },
            steps: self.steps.saturating_add(other.steps),
        }
    }
}

/// `bytes` for a person: `512 KB`, `4.8 GB`, `18 EB` (decimal units, two
/// significant digits at most, as a person reads a machine's memory).
#[must_use]
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 7] = ["B", "KB", "MB", "GB", "TB", "PB", "EB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1000.0 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    if unit == 0 || value >= 10.0 {
        format!("{value:.0} {}", UNITS[unit])
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

/// Why a reservation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The work needs more than the whole budget: it is refused whenever
    /// it is asked.
    TooBig {
        /// Bytes the work needs.
        need: u64,
        /// The whole budget.
        limit: u64,
    },
    /// The work fits the budget, but not what other work leaves of it now.
    Busy {
        /// Bytes the work needs.
        need: u64,
        /// Bytes free now.
        free: u64,
        /// The whole budget.
        limit: u64,
    },
}

/// A memory budget shared by the work in flight: each piece reserves its
/// estimated bytes before it starts and gives them back when its
/// [`Reservation`] is dropped. Clones share the same counter.
#[derive(Clone, Debug)]
pub struct Budget {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    limit: u64,
    held: AtomicU64,
}

impl Budget {
    /// A budget of `limit` bytes.
    #[must_use]
    pub fn new(limit: u64) -> Budget {
        Budget { inner: Arc::new(Inner { limit, held: AtomicU64::new(0) }) }
    }

    /// The whole budget in bytes.
    #[must_use]
    pub fn limit(&self) -> u64 {
        self.inner.limit
    }

    /// Bytes reserved now.
    #[must_use]
    pub fn held(&self) -> u64 {
        self.inner.held.load(Ordering::Relaxed)
    }

    /// Checks `cost` against the whole budget only (a plan, not a start).
    pub fn fits(&self, cost: Cost) -> Result<(), Refusal> {
        if cost.bytes > self.inner.limit {
            return Err(Refusal::TooBig { need: cost.bytes, limit: self.inner.limit });
        }
        Ok(())
    }

    /// Reserves `cost.bytes` until the reservation is dropped, or says why
    /// not: more than the whole budget, or more than is free now.
    pub fn reserve(&self, cost: Cost) -> Result<Reservation, Refusal> {
        self.fits(cost)?;
        let limit = self.inner.limit;
        let mut held = self.inner.held.load(Ordering::Relaxed);
        loop {
            let free = limit.saturating_sub(held);
            if cost.bytes > free {
                return Err(Refusal::Busy { need: cost.bytes, free, limit });
            }
            match self.inner.held.compare_exchange_weak(held, held + cost.bytes, Ordering::AcqRel, Ordering::Relaxed) {
                Ok(_) => return Ok(Reservation { inner: self.inner.clone(), bytes: cost.bytes }),
                Err(now) => held = now,
            }
        }
    }
}

impl Budget {
    /// Counts `cost.bytes` as held until the reservation is dropped,
    /// whether or not they fit: for work that must be done all the same (a
    /// view someone is waiting for), whose concurrency is bounded by its
    /// caller; other work then finds that much less free.
    #[must_use]
    pub fn hold(&self, cost: Cost) -> Reservation {
        self.inner.held.fetch_add(cost.bytes, Ordering::AcqRel);
        Reservation { inner: self.inner.clone(), bytes: cost.bytes }
    }
}

/// Bytes held in a [`Budget`] until dropped.
#[derive(Debug)]
pub struct Reservation {
    inner: Arc<Inner>,
    bytes: u64,
}

impl Drop for Reservation {
    fn drop(&mut self) {
        self.inner.held.fetch_sub(self.bytes, Ordering::AcqRel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reservations_are_given_back_when_dropped() {
        let budget = Budget::new(1000);
        let big = Cost::new(1001, 0);
        assert_eq!(budget.reserve(big).unwrap_err(), Refusal::TooBig { need: 1001, limit: 1000 });
        let a = budget.reserve(Cost::new(600, 0)).expect("fits");
        assert_eq!(budget.held(), 600);
        assert_eq!(budget.reserve(Cost::new(600, 0)).unwrap_err(), Refusal::Busy { need: 600, free: 400, limit: 1000 });
        let b = budget.clone().reserve(Cost::new(400, 0)).expect("fits what is left");
        drop(a);
        assert_eq!(budget.held(), 400);
        drop(b);
        assert_eq!(budget.held(), 0);
        assert!(budget.reserve(Cost::new(1000, 0)).is_ok());
    }

    #[test]
    fn bytes_read_as_a_person_reads_them() {
        assert_eq!(human_bytes(512), "512 B");
        assert_eq!(human_bytes(4_800_000_000), "4.8 GB");
        assert_eq!(human_bytes(1_500_000_000), "1.5 GB");
        assert_eq!(human_bytes(268_435_456), "268 MB");
        assert_eq!(human_bytes(u64::MAX), "18 EB");
    }

    #[test]
    fn costs_in_sequence_keep_the_larger_peak() {
        let c = Cost::new(10, 5).then(Cost::new(3, 7));
        assert_eq!(c, Cost::new(10, 12));
        assert_eq!(Cost::new(0, 3 * STEPS_PER_MS).millis(), 3);
    }
}
