//! Progress reports and cancellation for long computations.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use thiserror::Error;

/// The computation was cancelled through its [`Control`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("the computation was cancelled")]
pub struct Cancelled;

/// What a long computation receives: a progress callback (`done`, `total`),
/// a cancel flag and a deadline. Core never prints; front ends draw the bar.
pub struct Control<'a> {
    progress: Option<&'a (dyn Fn(u64, u64) + Sync)>,
    cancel: Option<&'a AtomicBool>,
    deadline: Option<Instant>,
}

impl<'a> Control<'a> {
    /// No progress reports, no cancellation.
    #[must_use]
    pub const fn none() -> Control<'static> {
        Control { progress: None, cancel: None, deadline: None }
    }

    /// No progress reports; stops once `deadline` has passed.
    #[must_use]
    pub const fn until(deadline: Instant) -> Control<'static> {
        Control { progress: None, cancel: None, deadline: Some(deadline) }
    }

    /// Reports progress through `progress` and stops when `cancel` is set.
    #[must_use]
    pub fn new(progress: &'a (dyn Fn(u64, u64) + Sync), cancel: &'a AtomicBool) -> Control<'a> {
        Control { progress: Some(progress), cancel: Some(cancel), deadline: None }
    }

    /// The same control, stopping also once `deadline` (when given) has
    /// passed: the earlier of its deadlines holds.
    #[must_use]
    pub fn with_deadline(mut self, deadline: Option<Instant>) -> Control<'a> {
        self.deadline = match (self.deadline, deadline) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self
    }

    /// Reports that `done` of `total` units of work are finished.
    pub fn report(&self, done: u64, total: u64) {
        if let Some(p) = self.progress {
            p(done, total);
        }
    }

    /// `Err(Cancelled)` once cancellation was requested or the deadline
    /// passed.
    pub fn check(&self) -> Result<(), Cancelled> {
        if self.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) || self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            return Err(Cancelled);
        }
        Ok(())
    }
}

impl Default for Control<'_> {
    fn default() -> Self {
        Control::none()
    }
}

/// How far ahead a deadline too far for the clock is put: a century, as
/// good as never for any computation.
pub const NEVER: Duration = Duration::from_secs(100 * 365 * 24 * 3600);

/// `start + wait`, saturated: a wait the clock cannot add (a person's
/// `--seconds 18446744073709551615`) ends a century away instead of
/// panicking. Every deadline made from a number a person gave goes
/// through here.
#[must_use]
pub fn later(start: Instant, wait: Duration) -> Instant {
    start.checked_add(wait).or_else(|| start.checked_add(NEVER)).unwrap_or(start)
}

/// The moment `seconds` from now, saturated as [`later`] does.
#[must_use]
pub fn in_seconds(seconds: u64) -> Instant {
    later(Instant::now(), Duration::from_secs(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadlines_from_huge_numbers_saturate() {
        let now = Instant::now();
        assert!(later(now, Duration::MAX) >= now + Duration::from_secs(3600));
        assert!(in_seconds(u64::MAX) > Instant::now() + Duration::from_secs(3600));
        assert_eq!(later(now, Duration::from_secs(5)), now + Duration::from_secs(5));
        assert_eq!(Control::until(in_seconds(u64::MAX)).check(), Ok(()));
        assert_eq!(Control::until(in_seconds(0)).check(), Err(Cancelled));
    }

    #[test]
    fn a_deadline_cancels_once_passed() {
        assert_eq!(Control::until(Instant::now()).check(), Err(Cancelled));
        assert_eq!(Control::until(Instant::now() + Duration::from_secs(3600)).check(), Ok(()));
        assert_eq!(Control::none().check(), Ok(()));
        let flag = AtomicBool::new(true);
        assert_eq!(Control::new(&|_, _| {}, &flag).check(), Err(Cancelled));
        let clear = AtomicBool::new(false);
        assert_eq!(Control::new(&|_, _| {}, &clear).with_deadline(None).check(), Ok(()));
        assert_eq!(Control::new(&|_, _| {}, &clear).with_deadline(Some(Instant::now())).check(), Err(Cancelled));
        let later = Instant::now() + Duration::from_secs(3600);
        assert_eq!(Control::until(Instant::now()).with_deadline(Some(later)).check(), Err(Cancelled));
    }
}
