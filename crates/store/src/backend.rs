//! The interface every backend implements, one group of methods per
//! table: the [`Store`](crate::Store) checks and shapes, the backend
//! speaks its own SQL. A new table is one migration file per backend
//! (`crates/store/migrations/<backend>/`) and one group here.

use crate::{Changes, ClassRecord, JobRecord, MatchRecord, Quarantined, Result, StoredMatch, Working};
use serde_json::Value;

/// A database that keeps a lab: SQLite or PostgreSQL.
pub(crate) trait Backend: Send + Sync {
    /// `"sqlite"` or `"postgres"`.
    fn kind(&self) -> &'static str;
    /// A trivial question, answered when the database is there.
    fn ping(&self) -> Result<()>;
    /// The schema version in force.
    fn schema_version(&self) -> Result<i64>;

    // Matches and moves.
    fn create(&self, r: &MatchRecord) -> Result<()>;
    /// Appends a move (and the result) when the match is at version
    /// `expected` (any, when `None`); returns the new version.
    fn push_move(
        &self,
        id: &str,
        expected: Option<i64>,
        ply: u32,
        seat: &str,
        mv: &str,
        result: Option<&Value>,
    ) -> Result<i64>;
    /// Forgets the moves from `ply` on when the match is at version
    /// `expected` (any, when `None`); returns the new version.
    fn truncate(&self, id: &str, expected: Option<i64>, ply: u32) -> Result<i64>;
    fn finish(&self, id: &str, result: &Value) -> Result<()>;
    fn get(&self, id: &str) -> Result<Option<StoredMatch>>;
    fn version(&self, id: &str) -> Result<Option<i64>>;
    /// The versions of those of `ids` that exist (one question for many).
    fn versions(&self, ids: &[String]) -> Result<Vec<(String, i64)>> {
        let mut found = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(v) = self.version(id)? {
                found.push((id.clone(), v));
            }
        }
        Ok(found)
    }
    fn unfinished(&self) -> Result<Vec<StoredMatch>>;
    /// The `limit` most recently finished matches of no class.
    fn finished(&self, limit: u32) -> Result<Vec<StoredMatch>>;
    fn all(&self, after: Option<&str>, limit: u32) -> Result<Vec<StoredMatch>>;
    fn import(&self, m: &StoredMatch) -> Result<bool>;
    fn changes(&self) -> Result<Option<Changes>>;

    // The analyses' cache (the budget is kept by the store).
    fn cache_size(&self) -> Result<(u64, u64)>;
    /// The text under `key`, marked as the most recently used.
    fn cached_text(&self, key: &str) -> Result<Option<String>>;
    /// Keeps `text` under `key`, as the most recently used.
    fn cache_put(&self, key: &str, text: &str) -> Result<()>;
    fn cache_forget(&self, key: &str) -> Result<()>;
    /// Evicts the least recently used until the cache holds at most `budget` bytes.
    fn trim_cache(&self, budget: u64) -> Result<()>;
    /// Hands back the memory the connection keeps for speed (its page
    /// cache); nothing to do where the database lives in another process.
    fn release_memory(&self) -> Result<()> {
        Ok(())
    }

    // Work markers and quarantine.
    fn begin_work(&self, id: &str, work: &str) -> Result<()>;
    fn end_work(&self, id: &str) -> Result<()>;
    fn working(&self) -> Result<Vec<Working>>;
    fn quarantine(&self, id: &str, reason: &str) -> Result<()>;
    fn quarantined(&self, id: &str) -> Result<Option<Quarantined>>;
    fn release(&self, id: &str) -> Result<()>;

    // Leases on background work.
    fn claim(&self, key: &str, owner: &str, lease_ms: i64) -> Result<bool>;
    fn unclaim(&self, key: &str, owner: &str) -> Result<()>;
    fn lapsed(&self, limit: u32) -> Result<Vec<String>>;
    /// Unfinished, unquarantined matches with a champion seat, whose id
    /// comes after `after`, unchanged since before `quiet_before` (seconds
    /// since 1970), and whose champion nobody holds a live lease on: `(id,
    /// version)`, by id, at most `limit`.
    fn champions_unheld(&self, after: &str, quiet_before: i64, limit: u32) -> Result<Vec<(String, i64)>>;

    // Jobs shared by several servers.
    fn create_job(&self, id: &str, spec: &str, owner: &str) -> Result<()>;
    fn job(&self, id: &str) -> Result<Option<JobRecord>>;
    /// Writes the progress when `owner` runs the job; `true` when it should
    /// stop (a cancel was asked, or it is not `owner`'s any more).
    fn job_progress(&self, id: &str, owner: &str, done: i64, total: i64) -> Result<bool>;
    fn cancel_job(&self, id: &str) -> Result<()>;
    fn restart_job(&self, id: &str, owner: &str) -> Result<Option<u32>>;
    fn finish_job(&self, id: &str, owner: &str, state: &str, result: Option<&str>, error: Option<&str>)
    -> Result<bool>;
    fn trim_jobs(&self, bytes: u64, kept: u32) -> Result<()>;

    // The teachers' classes.
    /// `false` (nothing written) when the code is taken.
    fn create_class(&self, r: &ClassRecord) -> Result<bool>;
    fn save_class(&self, id: &str, body: &str, ended: bool) -> Result<()>;
    fn class(&self, id: &str) -> Result<Option<ClassRecord>>;
    fn class_of_code(&self, code: &str) -> Result<Option<String>>;
    /// Every class, oldest first.
    fn classes(&self) -> Result<Vec<ClassRecord>>;
    /// Deletes a class and its `matches` (their moves, cached records and
    /// leases), in one transaction, then makes the deleted bytes
    /// unreadable as far as the backend can ([`Backend::erased`]).
    fn delete_class(&self, id: &str, matches: &[String]) -> Result<()>;
    /// Writes a class's `body` again and the `names` of its matches
    /// (`(match, names)`), forgetting their cached records, in one
    /// transaction; then [`Backend::erased`].
    fn rename_class(&self, id: &str, body: &str, names: &[(String, Value)]) -> Result<()>;
    /// After an erase: SQLite moves its write-ahead log into the database
    /// and empties it (deleted rows are zeroed there by `secure_delete`);
    /// PostgreSQL vacuums the tables touched.
    fn erased(&self) -> Result<()>;

    // Research shared by workers (PostgreSQL only).
    fn research(&self) -> Option<&dyn crate::research::ResearchBackend> {
        None
    }
}
