//! Progress reports and cancellation for long computations.

use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;

/// The computation was cancelled through its [`Control`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("the computation was cancelled")]
pub struct Cancelled;

/// What a long computation receives: a progress callback (`done`, `total`)
/// and a cancel flag. Core never prints; front ends draw the bar.
pub struct Control<'a> {
    progress: Option<&'a (dyn Fn(u64, u64) + Sync)>,
    cancel: Option<&'a AtomicBool>,
}

impl<'a> Control<'a> {
    /// No progress reports, no cancellation.
    #[must_use]
    pub const fn none() -> Control<'static> {
        Control { progress: None, cancel: None }
    }

    /// Reports progress through `progress` and stops when `cancel` is set.
    #[must_use]
    pub fn new(progress: &'a (dyn Fn(u64, u64) + Sync), cancel: &'a AtomicBool) -> Control<'a> {
        Control { progress: Some(progress), cancel: Some(cancel) }
    }

    /// Reports that `done` of `total` units of work are finished.
    pub fn report(&self, done: u64, total: u64) {
        if let Some(p) = self.progress {
            p(done, total);
        }
    }

    /// `Err(Cancelled)` once cancellation was requested.
    pub fn check(&self) -> Result<(), Cancelled> {
        match self.cancel {
            Some(c) if c.load(Ordering::Relaxed) => Err(Cancelled),
            _ => Ok(()),
        }
    }
}

impl Default for Control<'_> {
    fn default() -> Self {
        Control::none()
    }
}
