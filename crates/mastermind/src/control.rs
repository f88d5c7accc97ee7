//! Control: the cancel flag and progress callback of long computations.

use crate::error::{Error, Result};
use std::sync::atomic::{AtomicBool, Ordering};

/// Where a long computation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// What is being done (`"solving"`, `"tree"`, ...).
    pub stage: &'static str,
    /// Units done so far.
    pub done: u64,
    /// Units in all (an estimate for searches).
    pub total: u64,
}

/// Cancel flag and progress callback; both optional. The library never prints.
#[derive(Clone, Copy, Default)]
pub struct Control<'a> {
    /// When set to `true` the computation stops soon with [`Error::Cancelled`].
    pub cancel: Option<&'a AtomicBool>,
    /// Called from time to time, possibly from several threads.
    pub progress: Option<&'a (dyn Fn(Progress) + Sync)>,
}

impl std::fmt::Debug for Control<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Control").field("cancel", &self.cancel).field("progress", &self.progress.is_some()).finish()
    }
}

impl<'a> Control<'a> {
    /// No cancel flag, no progress.
    pub fn none() -> Control<'static> {
        Control::default()
    }

    /// Only a cancel flag.
    pub fn with_cancel(cancel: &'a AtomicBool) -> Control<'a> {
        Control { cancel: Some(cancel), progress: None }
    }

    /// Whether cancellation was asked.
    pub fn cancelled(&self) -> bool {
        self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// `Err(Cancelled)` when cancellation was asked.
    pub fn check(&self) -> Result<()> {
        if self.cancelled() { Err(Error::Cancelled) } else { Ok(()) }
    }

    /// Reports progress, if anyone listens.
    pub fn report(&self, stage: &'static str, done: u64, total: u64) {
        if let Some(p) = self.progress {
            p(Progress { stage, done, total });
        }
    }
}
