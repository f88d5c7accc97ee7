//! Ludoteca's persistence: every match and every accepted move in one SQLite
//! database (WAL), so that a server killed at any moment resumes every
//! unfinished match exactly; plus a cache of finished analyses with a byte
//! budget (`cache.rs`).
//!
//! A move is durable once [`Store::push_move`] returns: the server
//! acknowledges a move only after that. The journal runs in WAL mode with
//! `synchronous=NORMAL`, which survives a killed process (SIGKILL, a crash);
//! `Store::open_durable` asks for `FULL`, which also survives a power cut, at
//! the price of one disk sync per move.
#![deny(missing_docs)]

mod cache;
mod classes;
mod quarantine;

pub use cache::DEFAULT_CACHE_BYTES;
pub use classes::ClassRecord;
pub use quarantine::{Quarantined, Working};

use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};
use thiserror::Error;

/// Why the store refused or failed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// SQLite failed (disk full, a locked or corrupt file…).
    #[error("the match database failed: {0}")]
    Sqlite(#[from] rusqlite::Error),
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
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id          TEXT PRIMARY KEY,
    game        TEXT NOT NULL,
    params      TEXT NOT NULL,
    start       TEXT NOT NULL,
    seed        INTEGER,
    seats       TEXT NOT NULL,
    tokens      TEXT NOT NULL,
    budget_ms   INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    finished_at INTEGER,
    result      TEXT
);
CREATE INDEX IF NOT EXISTS matches_finished ON matches(finished_at);
CREATE TABLE IF NOT EXISTS moves (
    match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    ply      INTEGER NOT NULL,
    seat     TEXT NOT NULL,
    mv       TEXT NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (match_id, ply)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS analyses (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    at    INTEGER NOT NULL
);
";

/// The schema's version (`PRAGMA user_version`): 0 is a database written
/// before versions were kept, whose tokens are the secrets themselves; 2
/// keeps only their hashes; 3 records each cached analysis's size and last
/// use, for the cache's byte budget.
pub const SCHEMA_VERSION: i64 = 3;

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

/// Brings an older database up to [`SCHEMA_VERSION`], in one transaction:
/// the plain tokens of version 0 are replaced by their hashes; version 3
/// adds the cache's sizes and times of use.
fn migrate(conn: &Connection) -> Result<()> {
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version >= SCHEMA_VERSION {
        return Ok(());
    }
    let tx = conn.unchecked_transaction()?;
    if version < 2 {
        let rows: Vec<(String, String)> = {
            let mut st = tx.prepare("SELECT id, tokens FROM matches")?;
            st.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<std::result::Result<_, _>>()?
        };
        for (id, tokens) in rows {
            let hashed = hash_tokens(&json(&tokens)?);
            tx.execute("UPDATE matches SET tokens = ?2 WHERE id = ?1", params![id, hashed.to_string()])?;
        }
    }
    if version < 3 {
        cache::migrate_to_3(&tx)?;
    }
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    tx.commit()?;
    Ok(())
}

fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

fn json(text: &str) -> Result<serde_json::Value> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{text:?}: {e}")))
}

/// The database of matches.
pub struct Store {
    conn: Connection,
    /// The most bytes of JSON the analyses' cache keeps.
    cache_budget: u64,
}

impl Store {
    /// Opens (creating it if needed) the database `ludoteca.sqlite3` in `dir`.
    pub fn open(dir: &Path) -> Result<Store> {
        Store::open_with(dir, "NORMAL")
    }

    /// As [`Store::open`], with a disk sync at every commit.
    pub fn open_durable(dir: &Path) -> Result<Store> {
        Store::open_with(dir, "FULL")
    }

    fn open_with(dir: &Path, synchronous: &str) -> Result<Store> {
        std::fs::create_dir_all(dir).map_err(|source| StoreError::Dir { path: dir.display().to_string(), source })?;
        let conn = Connection::open(dir.join("ludoteca.sqlite3"))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", synchronous)?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.execute_batch(SCHEMA)?;
        conn.execute_batch(quarantine::SCHEMA)?;
        conn.execute_batch(classes::SCHEMA)?;
        migrate(&conn)?;
        let store = Store { conn, cache_budget: DEFAULT_CACHE_BYTES };
        store.trim_cache()?;
        Ok(store)
    }

    /// A database in memory (tests).
    pub fn in_memory() -> Result<Store> {
        let conn = Connection::open_in_memory()?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.execute_batch(SCHEMA)?;
        conn.execute_batch(quarantine::SCHEMA)?;
        conn.execute_batch(classes::SCHEMA)?;
        migrate(&conn)?;
        Ok(Store { conn, cache_budget: DEFAULT_CACHE_BYTES })
    }

    /// Records a new match.
    pub fn create(&self, r: &MatchRecord) -> Result<()> {
        self.conn.execute(
            "INSERT INTO matches (id, game, params, start, seed, seats, tokens, budget_ms, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                r.id,
                r.game,
                r.params.to_string(),
                r.start,
                r.seed.map(|s| s as i64),
                r.seats.to_string(),
                r.tokens.to_string(),
                r.budget_ms as i64,
                now()
            ],
        )?;
        Ok(())
    }

    /// Appends move number `ply` (from 0) and, when it ends the match, its
    /// `result`, in one transaction; returns once it is committed.
    pub fn push_move(
        &self,
        id: &str,
        ply: u32,
        seat: &str,
        mv: &str,
        result: Option<&serde_json::Value>,
    ) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "INSERT INTO moves (match_id, ply, seat, mv, at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, ply, seat, mv, now()],
        )?;
        if let Some(r) = result {
            tx.execute(
                "UPDATE matches SET finished_at = ?2, result = ?3 WHERE id = ?1",
                params![id, now(), r.to_string()],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Forgets every move from number `ply` on (an undo), and the result.
    pub fn truncate(&self, id: &str, ply: u32) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        tx.execute("DELETE FROM moves WHERE match_id = ?1 AND ply >= ?2", params![id, ply])?;
        tx.execute("UPDATE matches SET finished_at = NULL, result = NULL WHERE id = ?1", params![id])?;
        tx.commit()?;
        Ok(())
    }

    /// Marks the match as over with `result`.
    pub fn finish(&self, id: &str, result: &serde_json::Value) -> Result<()> {
        self.conn.execute(
            "UPDATE matches SET finished_at = ?2, result = ?3 WHERE id = ?1",
            params![id, now(), result.to_string()],
        )?;
        Ok(())
    }

    fn moves(&self, id: &str) -> Result<Vec<StoredMove>> {
        let mut st = self.conn.prepare_cached("SELECT ply, seat, mv FROM moves WHERE match_id = ?1 ORDER BY ply")?;
        let rows = st.query_map(params![id], |r| Ok(StoredMove { ply: r.get(0)?, seat: r.get(1)?, mv: r.get(2)? }))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn matches(&self, filter: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<StoredMatch>> {
        let sql = format!(
            "SELECT id, game, params, start, seed, seats, tokens, budget_ms, created_at, finished_at, result
             FROM matches {filter}"
        );
        let mut st = self.conn.prepare(&sql)?;
        type Row = (String, String, String, String, Option<i64>, String, String, i64, i64, Option<i64>, Option<String>);
        let rows: Vec<Row> = st
            .query_map(args, |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                    r.get(8)?,
                    r.get(9)?,
                    r.get(10)?,
                ))
            })?
            .collect::<std::result::Result<_, _>>()?;
        rows.into_iter()
            .map(|(id, game, params, start, seed, seats, tokens, budget, created_at, finished_at, result)| {
                Ok(StoredMatch {
                    moves: self.moves(&id)?,
                    record: MatchRecord {
                        id,
                        game,
                        params: json(&params)?,
                        start,
                        seed: seed.map(|s| s as u64),
                        seats: json(&seats)?,
                        tokens: json(&tokens)?,
                        budget_ms: budget.max(0) as u64,
                    },
                    result: result.as_deref().map(json).transpose()?,
                    created_at,
                    finished_at,
                })
            })
            .collect()
    }

    /// One match, if it exists.
    pub fn get(&self, id: &str) -> Result<Option<StoredMatch>> {
        Ok(self.matches("WHERE id = ?1", &[&id])?.pop())
    }

    /// Every match not yet over and not quarantined, oldest first.
    pub fn unfinished(&self) -> Result<Vec<StoredMatch>> {
        self.matches(
            "WHERE finished_at IS NULL AND id NOT IN (SELECT match_id FROM quarantine) ORDER BY created_at, id",
            &[],
        )
    }

    /// The `limit` most recently finished matches, newest first.
    pub fn finished(&self, limit: u32) -> Result<Vec<StoredMatch>> {
        self.matches("WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id LIMIT ?1", &[&limit])
    }
}

#[cfg(test)]
mod tests;
