//! Work in progress and quarantine (*quarentena*): before heavy work on a
//! match (resuming it, the champion thinking) the server writes a marker,
//! and removes it when the work ends. A marker found at start-up means the
//! last process died during that work: the match is quarantined — kept,
//! marked with the reason, never resumed automatically — so that one
//! poisoned match cannot make the server crash at every restart.

use crate::{Result, Store};

/// A match set aside, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quarantined {
    /// The match's id.
    pub id: String,
    /// Why it was set aside, in one sentence.
    pub reason: String,
    /// When (seconds since 1970).
    pub at: i64,
}

/// Work that was in progress on a match when the marker was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Working {
    /// The match's id.
    pub id: String,
    /// What was being done ("resuming", "the champion's move").
    pub work: String,
    /// Since when (seconds since 1970).
    pub since: i64,
}

impl Store {
    /// Marks heavy work on match `id` as begun (durable before it returns).
    pub fn begin_work(&self, id: &str, work: &str) -> Result<()> {
        self.backend.begin_work(id, work)
    }

    /// Marks the work on match `id` as ended, however it ended.
    pub fn end_work(&self, id: &str) -> Result<()> {
        self.backend.end_work(id)
    }

    /// The markers left behind: at start-up, work the last process never finished.
    pub fn working(&self) -> Result<Vec<Working>> {
        self.backend.working()
    }

    /// Sets match `id` aside with `reason` (and clears its marker).
    pub fn quarantine(&self, id: &str, reason: &str) -> Result<()> {
        self.backend.quarantine(id, reason)
    }

    /// Why match `id` was set aside, if it was.
    pub fn quarantined(&self, id: &str) -> Result<Option<Quarantined>> {
        self.backend.quarantined(id)
    }

    /// Takes match `id` out of quarantine (an operator's decision: the next
    /// start resumes it again).
    pub fn release(&self, id: &str) -> Result<()> {
        self.backend.release(id)
    }
}
