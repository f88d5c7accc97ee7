//! Ludoteca's persistence: every match and every accepted move, so that a
//! server killed at any moment resumes every unfinished match exactly; a
//! cache of finished analyses with a byte budget (`cache.rs`); work markers
//! and quarantine (`quarantine.rs`); the teachers' classes (`classes.rs`); the
//! background jobs several servers share (`jobs.rs`); the research tasks
//! workers share (`research.rs`, PostgreSQL only). One interface, [`Store`], over two
//! backends (`backend.rs`): SQLite in one file (the default, embedded:
//! `sqlite.rs`) and PostgreSQL, shared by several servers (`postgres.rs`),
//! each with versioned migrations (`migrations.rs`, the files in
//! `crates/store/migrations/<backend>/`).
//!
//! A move is durable once [`Store::push_move`] returns: the server
//! acknowledges a move only after that. SQLite runs in WAL mode with
//! `synchronous=NORMAL`, which survives a killed process (SIGKILL, a crash);
//! `Store::open_durable` asks for `FULL`, which also survives a power cut, at
//! the price of one disk sync per move. PostgreSQL commits as its server is
//! configured (`synchronous_commit`, a synchronous replica).
#![deny(missing_docs)]

mod backend;
mod cache;
mod classes;
mod jobs;
mod migrations;
mod postgres;
mod quarantine;
mod research;
mod sqlite;
pub mod testing;

pub use cache::DEFAULT_CACHE_BYTES;
pub use classes::ClassRecord;
pub use jobs::{JOB_RESULT_BYTES, JOBS_KEPT, JobRecord, JobState};
pub use migrations::{Migration, POSTGRES_MIGRATIONS, SCHEMA_VERSION, SQLITE_MIGRATIONS};
pub use postgres::{CHANNEL, Change, Changes, POOL_SIZE};
pub use quarantine::{Quarantined, Working};
pub use research::{
    Claimed, Discard, Files, ProblemRecord, Progress, RESEARCH_CHANNEL, Research, ResearchStatus, Said, Standing,
    Submission, TaskRecord, TaskState, Wakeups, WorkerRecord, Written,
};

use backend::Backend;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::atomic::AtomicU64;
use std::time::{SystemTime, UNIX_EPOCH};
use thiserror::Error;

/// Why the store refused or failed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// SQLite failed (disk full, a locked or corrupt file…).
    #[error("the match database failed: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// PostgreSQL failed or could not be reached.
    #[error("the match database (PostgreSQL) failed: {0}")]
    Postgres(#[from] tokio_postgres::Error),
    /// The data directory could not be created.
    #[error("cannot create the data directory {path}: {source}")]
    Dir {
        /// The directory.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// A stored value is not what this program wrote.
    #[error("the match database holds a value this program cannot read: {0}")]
    Corrupt(String),
    /// The move's number is already taken, or the match changed since the
    /// caller read it (another server, or another request, was first).
    #[error("match {id} changed before move {ply} could be written (another move was first)")]
    Conflict {
        /// The match.
        id: String,
        /// The move's number.
        ply: u32,
    },
    /// The database address is not one this program reads.
    #[error("{0}")]
    Address(String),
    /// The database was written by a newer program.
    #[error("the match database is at schema version {found}, newer than this program's {known}: upgrade the program")]
    TooNew {
        /// The database's version.
        found: i64,
        /// The newest this program knows.
        known: i64,
    },
}

type Result<T> = std::result::Result<T, StoreError>;

/// A match as created: everything needed to start it again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchRecord {
    /// The match's id.
    pub id: String,
    /// The game's id.
    pub game: String,
    /// The game's parameters, `name → value`.
    pub params: serde_json::Value,
    /// The starting position.
    pub start: String,
    /// The seed of the match's chance.
    pub seed: Option<u64>,
    /// Who sits in each seat, as the server describes it (e.g. `{"first": "human", …}`).
    pub seats: serde_json::Value,
    /// The seats' tokens as the server keeps them: hashed ([`token_hash`]),
    /// never the secrets themselves.
    pub tokens: serde_json::Value,
    /// The champion's thinking time per move, in milliseconds.
    pub budget_ms: u64,
}

/// One stored move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredMove {
    /// Its number, from 0.
    pub ply: u32,
    /// Who played it (`first` / `second`).
    pub seat: String,
    /// The move as typed.
    #[serde(rename = "move")]
    pub mv: String,
}

/// A stored match with its moves and, once over, its result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredMatch {
    /// The match as created.
    pub record: MatchRecord,
    /// The moves, in order.
    pub moves: Vec<StoredMove>,
    /// The result, once over (as the server wrote it).
    pub result: Option<serde_json::Value>,
    /// When it was created (seconds since 1970).
    pub created_at: i64,
    /// When it ended (seconds since 1970).
    pub finished_at: Option<i64>,
    /// How many changes (moves, undos) it has had: a copy read at a lower
    /// version is stale.
    #[serde(default)]
    pub version: i64,
}

/// Where a lab keeps its matches: a SQLite file in a directory, or a
/// PostgreSQL database shared by several servers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// `ludoteca.sqlite3` in this directory.
    Sqlite(std::path::PathBuf),
    /// A PostgreSQL URL, `postgres://user@host:port/db`.
    Postgres(String),
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sqlite(dir) => write!(f, "{}", dir.join(sqlite::FILE).display()),
            Location::Postgres(url) => f.write_str(&postgres::without_password(url)),
        }
    }
}

/// A seat's token as the store keeps it: its SHA-256, in hex. The secret
/// itself is given once to the person and never written down.
#[must_use]
pub fn token_hash(token: &str) -> String {
    use sha2::Digest as _;
    sha2::Sha256::digest(token.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

/// Every string of a stored `tokens` value hashed (`[t, null]` or
/// `{"first": t}`).
fn hash_tokens(v: &serde_json::Value) -> serde_json::Value {
    match v {
        serde_json::Value::String(t) => serde_json::Value::String(token_hash(t)),
        serde_json::Value::Array(a) => serde_json::Value::Array(a.iter().map(hash_tokens).collect()),
        serde_json::Value::Object(o) => {
            serde_json::Value::Object(o.iter().map(|(k, v)| (k.clone(), hash_tokens(v))).collect())
        }
        other => other.clone(),
    }
}

fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

fn json(text: &str) -> Result<serde_json::Value> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{text:?}: {e}")))
}

/// The database of matches, on either backend. Every method may be called
/// from any thread, at once: SQLite's connection is behind a lock,
/// PostgreSQL's connections come from a pool.
pub struct Store {
    backend: Box<dyn Backend>,
    /// The most bytes of JSON the analyses' cache keeps.
    cache_budget: AtomicU64,
}

impl Store {
    fn with(backend: Box<dyn Backend>) -> Result<Store> {
        let store = Store { backend, cache_budget: AtomicU64::new(DEFAULT_CACHE_BYTES) };
        store.trim_cache()?;
        Ok(store)
    }

    /// Opens (creating it if needed) the database `ludoteca.sqlite3` in `dir`.
    pub fn open(dir: &Path) -> Result<Store> {
        Store::with(Box::new(sqlite::Sqlite::open(dir, "NORMAL")?))
    }

    /// As [`Store::open`], with a disk sync at every commit.
    pub fn open_durable(dir: &Path) -> Result<Store> {
        Store::with(Box::new(sqlite::Sqlite::open(dir, "FULL")?))
    }

    /// A SQLite database in memory (tests).
    pub fn in_memory() -> Result<Store> {
        Store::with(Box::new(sqlite::Sqlite::in_memory()?))
    }

    /// Connects to the PostgreSQL database at `url` (`postgres://…` or
    /// `postgresql://…`, or `host=… user=…`), bringing its schema up to
    /// [`SCHEMA_VERSION`]; several servers may do so at once.
    pub fn connect(url: &str) -> Result<Store> {
        Store::with(Box::new(postgres::Postgres::connect(url)?))
    }

    /// Opens the store at `location`.
    pub fn open_at(location: &Location) -> Result<Store> {
        match location {
            Location::Sqlite(dir) => Store::open(dir),
            Location::Postgres(url) => Store::connect(url),
        }
    }

    /// Which backend this is: `"sqlite"` or `"postgres"`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        self.backend.kind()
    }

    /// Asks the database a trivial question: `Ok` when it answers (a
    /// server's readiness).
    pub fn ping(&self) -> Result<()> {
        self.backend.ping()
    }

    /// The schema version the database is at.
    pub fn schema_version(&self) -> Result<i64> {
        self.backend.schema_version()
    }

    /// Records a new match.
    pub fn create(&self, r: &MatchRecord) -> Result<()> {
        self.backend.create(r)
    }

    /// Appends move number `ply` (from 0) and, when it ends the match, its
    /// `result`, in one transaction; returns once it is committed. A move
    /// number already taken is [`StoreError::Conflict`].
    pub fn push_move(
        &self,
        id: &str,
        ply: u32,
        seat: &str,
        mv: &str,
        result: Option<&serde_json::Value>,
    ) -> Result<()> {
        self.backend.push_move(id, None, ply, seat, mv, result).map(|_| ())
    }

    /// As [`Store::push_move`], only when the match is still at `version`
    /// (the one the caller's copy was read at): otherwise nothing is written
    /// and the answer is [`StoreError::Conflict`], as for a move number
    /// already taken. Returns the match's new version. This is how several
    /// servers serialise the moves of one match: the first to commit wins,
    /// the others read the match again.
    pub fn push_move_if(
        &self,
        id: &str,
        version: i64,
        ply: u32,
        seat: &str,
        mv: &str,
        result: Option<&serde_json::Value>,
    ) -> Result<i64> {
        self.backend.push_move(id, Some(version), ply, seat, mv, result)
    }

    /// Forgets every move from number `ply` on (an undo), and the result.
    pub fn truncate(&self, id: &str, ply: u32) -> Result<()> {
        self.backend.truncate(id, None, ply).map(|_| ())
    }

    /// As [`Store::truncate`], only when the match is still at `version`
    /// (else [`StoreError::Conflict`]); returns the new version.
    pub fn truncate_if(&self, id: &str, version: i64, ply: u32) -> Result<i64> {
        self.backend.truncate(id, Some(version), ply)
    }

    /// Marks the match as over with `result`.
    pub fn finish(&self, id: &str, result: &serde_json::Value) -> Result<()> {
        self.backend.finish(id, result)
    }

    /// One match, if it exists.
    pub fn get(&self, id: &str) -> Result<Option<StoredMatch>> {
        self.backend.get(id)
    }

    /// A match's version ([`StoredMatch::version`]), if it exists: a cheap
    /// question to see whether a copy is stale.
    pub fn version(&self, id: &str) -> Result<Option<i64>> {
        self.backend.version(id)
    }

    /// The versions of those of `ids` that exist, in no particular order:
    /// one question for many copies (a server's periodic check that it
    /// missed no change announced by another).
    pub fn versions(&self, ids: &[String]) -> Result<Vec<(String, i64)>> {
        self.backend.versions(ids)
    }

    /// Every match not yet over and not quarantined, oldest first.
    pub fn unfinished(&self) -> Result<Vec<StoredMatch>> {
        self.backend.unfinished()
    }

    /// The `limit` most recently finished matches, newest first.
    pub fn finished(&self, limit: u32) -> Result<Vec<StoredMatch>> {
        self.backend.finished(limit)
    }

    /// Every match, oldest first, `limit` at a time from `after` (the last
    /// id of the previous page): for copying a lab.
    pub fn all(&self, after: Option<&str>, limit: u32) -> Result<Vec<StoredMatch>> {
        self.backend.all(after, limit)
    }

    /// Writes a match exactly as it was stored elsewhere (its moves, result,
    /// times and version): for copying a lab. A match already there is left
    /// as it is: `false`.
    pub fn import(&self, m: &StoredMatch) -> Result<bool> {
        self.backend.import(m)
    }

    /// The changes other servers made (PostgreSQL only: a move committed
    /// on any server sends its match's id and version); `None` on SQLite,
    /// where only this process writes.
    pub fn changes(&self) -> Result<Option<Changes>> {
        self.backend.changes()
    }

    /// Leases `key` (a unit of background work: a match's champion, a job)
    /// to `owner` for `lease`, unless another owner holds a lease not yet
    /// expired: `true` when `owner` holds it now. Renewing is asking again.
    pub fn claim(&self, key: &str, owner: &str, lease: std::time::Duration) -> Result<bool> {
        self.backend.claim(key, owner, lease.as_millis().min(i64::MAX as u128) as i64)
    }

    /// Gives up `owner`'s lease on `key`, if it holds it.
    pub fn unclaim(&self, key: &str, owner: &str) -> Result<()> {
        self.backend.unclaim(key, owner)
    }

    /// The keys whose leases expired before now (their owner died or let
    /// them lapse), at most `limit`.
    pub fn lapsed(&self, limit: u32) -> Result<Vec<String>> {
        self.backend.lapsed(limit)
    }

    /// The unfinished (and not quarantined) matches with a champion seat
    /// that nobody holds a live lease on (`champion <id>`) and that have not
    /// changed for `quiet` — a champion whose server died before it took the
    /// lease is among them: `(id, version)`, by id, the first `limit` after
    /// `after` (`""` from the start). Whose turn it is the caller decides.
    pub fn champions_unheld(&self, after: &str, quiet: std::time::Duration, limit: u32) -> Result<Vec<(String, i64)>> {
        let quiet_before = now().saturating_sub(quiet.as_secs().min(i64::MAX as u64) as i64);
        self.backend.champions_unheld(after, quiet_before, limit)
    }
}

#[cfg(test)]
mod tests;
