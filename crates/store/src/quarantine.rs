//! Work in progress and quarantine (*quarentena*): before heavy work on a
//! match (resuming it, the champion thinking) the server writes a marker,
//! and removes it when the work ends. A marker found at start-up means the
//! last process died during that work: the match is quarantined — kept,
//! marked with the reason, never resumed automatically — so that one
//! poisoned match cannot make the server crash at every restart.

use crate::{Result, Store, now};
use rusqlite::{OptionalExtension, params};

/// The tables of this module, created with the rest of the schema.
pub(crate) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS working (
    match_id TEXT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    work     TEXT NOT NULL,
    since    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS quarantine (
    match_id TEXT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    reason   TEXT NOT NULL,
    at       INTEGER NOT NULL
) WITHOUT ROWID;
";

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
        self.conn.execute(
            "INSERT INTO working (match_id, work, since) VALUES (?1, ?2, ?3)
             ON CONFLICT(match_id) DO UPDATE SET work = ?2, since = ?3",
            params![id, work, now()],
        )?;
        Ok(())
    }

    /// Marks the work on match `id` as ended, however it ended.
    pub fn end_work(&self, id: &str) -> Result<()> {
        self.conn.execute("DELETE FROM working WHERE match_id = ?1", params![id])?;
        Ok(())
    }

    /// The markers left behind: at start-up, work the last process never finished.
    pub fn working(&self) -> Result<Vec<Working>> {
        let mut st = self.conn.prepare("SELECT match_id, work, since FROM working ORDER BY since, match_id")?;
        let rows = st.query_map([], |r| Ok(Working { id: r.get(0)?, work: r.get(1)?, since: r.get(2)? }))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Sets match `id` aside with `reason` (and clears its marker).
    pub fn quarantine(&self, id: &str, reason: &str) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "INSERT INTO quarantine (match_id, reason, at) VALUES (?1, ?2, ?3)
             ON CONFLICT(match_id) DO UPDATE SET reason = ?2, at = ?3",
            params![id, reason, now()],
        )?;
        tx.execute("DELETE FROM working WHERE match_id = ?1", params![id])?;
        tx.commit()?;
        Ok(())
    }

    /// Why match `id` was set aside, if it was.
    pub fn quarantined(&self, id: &str) -> Result<Option<Quarantined>> {
        Ok(self
            .conn
            .query_row("SELECT match_id, reason, at FROM quarantine WHERE match_id = ?1", params![id], |r| {
                Ok(Quarantined { id: r.get(0)?, reason: r.get(1)?, at: r.get(2)? })
            })
            .optional()?)
    }

    /// Takes match `id` out of quarantine (an operator's decision: the next
    /// start resumes it again).
    pub fn release(&self, id: &str) -> Result<()> {
        self.conn.execute("DELETE FROM quarantine WHERE match_id = ?1", params![id])?;
        Ok(())
    }
}
