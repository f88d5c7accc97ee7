//! The SQLite backend: one file, `ludoteca.sqlite3`, in WAL mode, behind a
//! lock (one connection; SQLite writes one transaction at a time anyway).
//! Its schema's version is `PRAGMA user_version`.

mod jobs;

use crate::backend::Backend;
use crate::migrations::{SCHEMA_VERSION, SQLITE_BASE, SQLITE_MIGRATIONS};
use crate::{
    Changes, ClassRecord, JobRecord, MatchRecord, Quarantined, Result, StoreError, StoredMatch, StoredMove, Working,
    hash_tokens, json, now, now_ms,
};
use rusqlite::{Connection, OptionalExtension, params};
use serde_json::Value;
use std::path::Path;
use std::sync::{Mutex, MutexGuard};

/// The database's file name in the data directory.
pub(crate) const FILE: &str = "ludoteca.sqlite3";

pub(crate) struct Sqlite {
    conn: Mutex<Connection>,
}

/// Brings a database up to [`SCHEMA_VERSION`], in one transaction: the
/// base tables, then each step it lacks. Version 2 replaces the plain
/// tokens of version 0 by their hashes.
fn migrate(conn: &Connection) -> Result<()> {
    conn.execute_batch(SQLITE_BASE)?;
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version > SCHEMA_VERSION {
        return Err(StoreError::TooNew { found: version, known: SCHEMA_VERSION });
    }
    if version == SCHEMA_VERSION {
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
    for step in SQLITE_MIGRATIONS.iter().filter(|m| m.version > version) {
        tx.execute_batch(step.sql)?;
    }
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    tx.commit()?;
    let written: i64 =
        conn.query_row("SELECT (SELECT COUNT(*) FROM matches) + (SELECT COUNT(*) FROM classes)", [], |r| r.get(0))?;
    if version < 8 && written > 0 {
        // Written before `secure_delete` was on: the free space may still
        // hold old copies of names. Rewritten once, without them.
        conn.execute_batch("VACUUM")?;
    }
    Ok(())
}

/// A constraint's failure, by SQLite's extended code.
fn constraint(e: &rusqlite::Error, code: std::ffi::c_int) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _) if f.extended_code == code)
}

const MATCH_COLUMNS: &str =
    "id, game, params, start, seed, seats, tokens, budget_ms, created_at, finished_at, result, version";

impl Sqlite {
    pub(crate) fn open(dir: &Path, synchronous: &str) -> Result<Sqlite> {
        std::fs::create_dir_all(dir).map_err(|source| StoreError::Dir { path: dir.display().to_string(), source })?;
        let conn = Connection::open(dir.join(FILE))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", synchronous)?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // What is deleted is overwritten with zeros (an erased class leaves
        // no name in the file's free space).
        conn.pragma_update(None, "secure_delete", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        migrate(&conn)?;
        Ok(Sqlite { conn: Mutex::new(conn) })
    }

    pub(crate) fn in_memory() -> Result<Sqlite> {
        let conn = Connection::open_in_memory()?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        migrate(&conn)?;
        Ok(Sqlite { conn: Mutex::new(conn) })
    }

    fn conn(&self) -> MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn moves(conn: &Connection, id: &str) -> Result<Vec<StoredMove>> {
        let mut st = conn.prepare_cached("SELECT ply, seat, mv FROM moves WHERE match_id = ?1 ORDER BY ply")?;
        let rows = st.query_map(params![id], |r| Ok(StoredMove { ply: r.get(0)?, seat: r.get(1)?, mv: r.get(2)? }))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn matches(&self, filter: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<StoredMatch>> {
        let conn = self.conn();
        let sql = format!("SELECT {MATCH_COLUMNS} FROM matches {filter}");
        let mut st = conn.prepare(&sql)?;
        type Row =
            (String, String, String, String, Option<i64>, String, String, i64, i64, Option<i64>, Option<String>, i64);
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
                    r.get(11)?,
                ))
            })?
            .collect::<std::result::Result<_, _>>()?;
        rows.into_iter()
            .map(|(id, game, params, start, seed, seats, tokens, budget, created_at, finished_at, result, version)| {
                Ok(StoredMatch {
                    moves: Sqlite::moves(&conn, &id)?,
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
                    version,
                })
            })
            .collect()
    }
}

impl Backend for Sqlite {
    fn kind(&self) -> &'static str {
        "sqlite"
    }

    fn ping(&self) -> Result<()> {
        self.conn().query_row("SELECT 1", [], |_| Ok(()))?;
        Ok(())
    }

    fn schema_version(&self) -> Result<i64> {
        Ok(self.conn().query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    fn create(&self, r: &MatchRecord) -> Result<()> {
        self.conn().execute(
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

    fn push_move(
        &self,
        id: &str,
        expected: Option<i64>,
        ply: u32,
        seat: &str,
        mv: &str,
        result: Option<&Value>,
    ) -> Result<i64> {
        let conn = self.conn();
        let tx = conn.unchecked_transaction()?;
        let inserted = tx.execute(
            "INSERT INTO moves (match_id, ply, seat, mv, at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, ply, seat, mv, now()],
        );
        match inserted {
            Err(e) if constraint(&e, rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY) => {
                return Err(StoreError::Conflict { id: id.into(), ply });
            }
            other => other?,
        };
        let version: Option<i64> = tx
            .query_row(
                "UPDATE matches SET version = version + 1,
                     finished_at = CASE WHEN ?3 IS NULL THEN finished_at ELSE ?2 END,
                     result = COALESCE(?3, result)
                 WHERE id = ?1 AND (?4 IS NULL OR version = ?4) RETURNING version",
                params![id, now(), result.map(Value::to_string), expected],
                |r| r.get(0),
            )
            .optional()?;
        let Some(version) = version else {
            return Err(StoreError::Conflict { id: id.into(), ply });
        };
        tx.commit()?;
        Ok(version)
    }

    fn truncate(&self, id: &str, expected: Option<i64>, ply: u32) -> Result<i64> {
        let conn = self.conn();
        let tx = conn.unchecked_transaction()?;
        tx.execute("DELETE FROM moves WHERE match_id = ?1 AND ply >= ?2", params![id, ply])?;
        let version: Option<i64> = tx
            .query_row(
                "UPDATE matches SET finished_at = NULL, result = NULL, version = version + 1
                 WHERE id = ?1 AND (?2 IS NULL OR version = ?2) RETURNING version",
                params![id, expected],
                |r| r.get(0),
            )
            .optional()?;
        match (version, expected) {
            (Some(v), _) => {
                tx.commit()?;
                Ok(v)
            }
            (None, Some(_)) => Err(StoreError::Conflict { id: id.into(), ply }),
            (None, None) => Ok(0), // no such match: nothing to forget
        }
    }

    fn finish(&self, id: &str, result: &Value) -> Result<()> {
        self.conn().execute(
            "UPDATE matches SET finished_at = ?2, result = ?3 WHERE id = ?1",
            params![id, now(), result.to_string()],
        )?;
        Ok(())
    }

    fn get(&self, id: &str) -> Result<Option<StoredMatch>> {
        Ok(self.matches("WHERE id = ?1", &[&id])?.pop())
    }

    fn version(&self, id: &str) -> Result<Option<i64>> {
        Ok(self.conn().query_row("SELECT version FROM matches WHERE id = ?1", params![id], |r| r.get(0)).optional()?)
    }

    fn unfinished(&self) -> Result<Vec<StoredMatch>> {
        self.matches(
            "WHERE finished_at IS NULL AND id NOT IN (SELECT match_id FROM quarantine) ORDER BY created_at, id",
            &[],
        )
    }

    fn finished(&self, limit: u32) -> Result<Vec<StoredMatch>> {
        self.matches(
            "WHERE finished_at IS NOT NULL AND json_extract(seats, '$.class') IS NULL
             ORDER BY finished_at DESC, id LIMIT ?1",
            &[&limit],
        )
    }

    fn all(&self, after: Option<&str>, limit: u32) -> Result<Vec<StoredMatch>> {
        self.matches("WHERE id > ?1 ORDER BY id LIMIT ?2", &[&after.unwrap_or(""), &limit])
    }

    fn import(&self, m: &StoredMatch) -> Result<bool> {
        let conn = self.conn();
        let tx = conn.unchecked_transaction()?;
        let r = &m.record;
        let added = tx.execute(
            &format!(
                "INSERT INTO matches ({MATCH_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
                 ON CONFLICT(id) DO NOTHING"
            ),
            params![
                r.id,
                r.game,
                r.params.to_string(),
                r.start,
                r.seed.map(|s| s as i64),
                r.seats.to_string(),
                r.tokens.to_string(),
                r.budget_ms as i64,
                m.created_at,
                m.finished_at,
                m.result.as_ref().map(Value::to_string),
                m.version
            ],
        )?;
        if added == 0 {
            return Ok(false);
        }
        for mv in &m.moves {
            tx.execute(
                "INSERT INTO moves (match_id, ply, seat, mv, at) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![r.id, mv.ply, mv.seat, mv.mv, m.created_at],
            )?;
        }
        tx.commit()?;
        Ok(true)
    }

    fn changes(&self) -> Result<Option<Changes>> {
        Ok(None)
    }

    fn cache_size(&self) -> Result<(u64, u64)> {
        let (bytes, n): (i64, i64) =
            self.conn().query_row("SELECT COALESCE(SUM(bytes), 0), COUNT(*) FROM analyses", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?;
        Ok((bytes.max(0) as u64, n.max(0) as u64))
    }

    fn release_memory(&self) -> Result<()> {
        // `sqlite3_db_release_memory`: the page cache's unused pages and the
        // memory of statements not running. The next queries read the pages
        // again from the file (the system's cache has them).
        self.conn().execute_batch("PRAGMA shrink_memory")?;
        Ok(())
    }

    fn cached_text(&self, key: &str) -> Result<Option<String>> {
        let conn = self.conn();
        let text: Option<String> =
            conn.query_row("SELECT value FROM analyses WHERE key = ?1", params![key], |r| r.get(0)).optional()?;
        if text.is_some() {
            conn.execute(
                "UPDATE analyses SET used = MAX(?2, (SELECT COALESCE(MAX(used), 0) + 1 FROM analyses)) WHERE key = ?1",
                params![key, now_ms()],
            )?;
        }
        Ok(text)
    }

    fn cache_put(&self, key: &str, text: &str) -> Result<()> {
        self.conn().execute(
            "INSERT OR REPLACE INTO analyses (key, value, at, bytes, used)
             VALUES (?1, ?2, ?3, ?4, MAX(?5, (SELECT COALESCE(MAX(used), 0) + 1 FROM analyses)))",
            params![key, text, now(), text.len() as i64, now_ms()],
        )?;
        Ok(())
    }

    fn cache_forget(&self, key: &str) -> Result<()> {
        self.conn().execute("DELETE FROM analyses WHERE key = ?1", params![key])?;
        Ok(())
    }

    fn trim_cache(&self, budget: u64) -> Result<()> {
        // Keeps the most recently used whose sizes, added from the newest,
        // fit the budget: the same as evicting the oldest until it fits.
        self.conn().execute(
            "DELETE FROM analyses WHERE key IN (
                 SELECT key FROM (
                     SELECT key, SUM(bytes) OVER (ORDER BY used DESC, key DESC) AS kept FROM analyses
                 ) WHERE kept > ?1)",
            params![budget.min(i64::MAX as u64) as i64],
        )?;
        Ok(())
    }

    fn begin_work(&self, id: &str, work: &str) -> Result<()> {
        self.conn().execute(
            "INSERT INTO working (match_id, work, since) VALUES (?1, ?2, ?3)
             ON CONFLICT(match_id) DO UPDATE SET work = ?2, since = ?3",
            params![id, work, now()],
        )?;
        Ok(())
    }

    fn end_work(&self, id: &str) -> Result<()> {
        self.conn().execute("DELETE FROM working WHERE match_id = ?1", params![id])?;
        Ok(())
    }

    fn working(&self) -> Result<Vec<Working>> {
        let conn = self.conn();
        let mut st = conn.prepare("SELECT match_id, work, since FROM working ORDER BY since, match_id")?;
        let rows = st.query_map([], |r| Ok(Working { id: r.get(0)?, work: r.get(1)?, since: r.get(2)? }))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn quarantine(&self, id: &str, reason: &str) -> Result<()> {
        let conn = self.conn();
        let tx = conn.unchecked_transaction()?;
        tx.execute(
            "INSERT INTO quarantine (match_id, reason, at) VALUES (?1, ?2, ?3)
             ON CONFLICT(match_id) DO UPDATE SET reason = ?2, at = ?3",
            params![id, reason, now()],
        )?;
        tx.execute("DELETE FROM working WHERE match_id = ?1", params![id])?;
        tx.commit()?;
        Ok(())
    }

    fn quarantined(&self, id: &str) -> Result<Option<Quarantined>> {
        Ok(self
            .conn()
            .query_row("SELECT match_id, reason, at FROM quarantine WHERE match_id = ?1", params![id], |r| {
                Ok(Quarantined { id: r.get(0)?, reason: r.get(1)?, at: r.get(2)? })
            })
            .optional()?)
    }

    fn release(&self, id: &str) -> Result<()> {
        self.conn().execute("DELETE FROM quarantine WHERE match_id = ?1", params![id])?;
        Ok(())
    }

    fn claim(&self, key: &str, owner: &str, lease_ms: i64) -> Result<bool> {
        let now = now_ms();
        let held: Option<String> = self
            .conn()
            .query_row(
                "INSERT INTO claims (key, owner, until_ms) VALUES (?1, ?2, ?3)
                 ON CONFLICT(key) DO UPDATE SET owner = ?2, until_ms = ?3
                 WHERE claims.owner = ?2 OR claims.until_ms < ?4
                 RETURNING owner",
                params![key, owner, now.saturating_add(lease_ms), now],
                |r| r.get(0),
            )
            .optional()?;
        Ok(held.is_some())
    }

    fn unclaim(&self, key: &str, owner: &str) -> Result<()> {
        self.conn().execute("DELETE FROM claims WHERE key = ?1 AND owner = ?2", params![key, owner])?;
        Ok(())
    }

    fn lapsed(&self, limit: u32) -> Result<Vec<String>> {
        let conn = self.conn();
        let mut st = conn.prepare("SELECT key FROM claims WHERE until_ms < ?1 ORDER BY until_ms, key LIMIT ?2")?;
        let rows = st.query_map(params![now_ms(), limit], |r| r.get(0))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn champions_unheld(&self, after: &str, quiet_before: i64, limit: u32) -> Result<Vec<(String, i64)>> {
        jobs::champions_unheld(&self.conn(), after, quiet_before, limit)
    }

    fn create_job(&self, id: &str, spec: &str, owner: &str) -> Result<()> {
        jobs::create(&self.conn(), id, spec, owner)
    }

    fn job(&self, id: &str) -> Result<Option<JobRecord>> {
        jobs::get(&self.conn(), id)
    }

    fn job_progress(&self, id: &str, owner: &str, done: i64, total: i64) -> Result<bool> {
        jobs::progress(&self.conn(), id, owner, done, total)
    }

    fn cancel_job(&self, id: &str) -> Result<()> {
        jobs::cancel(&self.conn(), id)
    }

    fn restart_job(&self, id: &str, owner: &str) -> Result<Option<u32>> {
        jobs::restart(&self.conn(), id, owner)
    }

    fn finish_job(
        &self,
        id: &str,
        owner: &str,
        state: &str,
        result: Option<&str>,
        error: Option<&str>,
    ) -> Result<bool> {
        jobs::finish(&self.conn(), id, owner, state, result, error)
    }

    fn trim_jobs(&self, bytes: u64, kept: u32) -> Result<()> {
        jobs::trim(&self.conn(), bytes, kept)
    }

    fn create_class(&self, r: &ClassRecord) -> Result<bool> {
        let n = self.conn().execute(
            "INSERT OR IGNORE INTO classes (id, code, teacher, body, created_at, ended_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![r.id, r.code, r.teacher, r.body.to_string(), r.created_at, r.ended_at],
        )?;
        Ok(n == 1)
    }

    fn save_class(&self, id: &str, body: &str, ended: bool) -> Result<()> {
        self.conn().execute(
            "UPDATE classes SET body = ?2,
                 ended_at = CASE WHEN ?3 THEN COALESCE(ended_at, ?4) ELSE NULL END
             WHERE id = ?1",
            params![id, body, ended, now()],
        )?;
        Ok(())
    }

    fn class(&self, id: &str) -> Result<Option<ClassRecord>> {
        Ok(self.classes_where("WHERE id = ?1", &[&id])?.pop())
    }

    fn class_of_code(&self, code: &str) -> Result<Option<String>> {
        Ok(self.conn().query_row("SELECT id FROM classes WHERE code = ?1", params![code], |r| r.get(0)).optional()?)
    }

    fn classes(&self) -> Result<Vec<ClassRecord>> {
        self.classes_where("ORDER BY created_at, id", &[])
    }

    fn delete_class(&self, id: &str, matches: &[String]) -> Result<()> {
        {
            let conn = self.conn();
            let tx = conn.unchecked_transaction()?;
            for m in matches {
                // Moves, work markers and quarantine go with the match (ON DELETE CASCADE).
                tx.execute("DELETE FROM matches WHERE id = ?1", params![m])?;
                forget_records(&tx, m)?;
                tx.execute("DELETE FROM claims WHERE key = 'champion ' || ?1", params![m])?;
            }
            tx.execute("DELETE FROM classes WHERE id = ?1", params![id])?;
            tx.commit()?;
        }
        self.erased()
    }

    fn rename_class(&self, id: &str, body: &str, names: &[(String, Value)]) -> Result<()> {
        {
            let conn = self.conn();
            let tx = conn.unchecked_transaction()?;
            for (m, n) in names {
                let seats: Option<String> =
                    tx.query_row("SELECT seats FROM matches WHERE id = ?1", params![m], |r| r.get(0)).optional()?;
                let Some(seats) = seats else { continue };
                tx.execute(
                    "UPDATE matches SET seats = ?2 WHERE id = ?1",
                    params![m, crate::classes::with_names(&seats, n)?],
                )?;
                forget_records(&tx, m)?;
            }
            tx.execute("UPDATE classes SET body = ?2 WHERE id = ?1", params![id, body])?;
            tx.commit()?;
        }
        self.erased()
    }

    fn erased(&self) -> Result<()> {
        // `secure_delete` zeroed the deleted rows in the pages written;
        // the log's older copies of those pages are dropped by moving the
        // log into the database and truncating it. A reader in another
        // process could hold the log back: then the next checkpoint does it.
        let conn = self.conn();
        if conn.path().is_some_and(|p| !p.is_empty()) {
            conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        }
        Ok(())
    }
}

/// Forgets the cached records of match `m` (the history's words, the
/// replay's marks: keys ending in `:m`).
fn forget_records(tx: &rusqlite::Transaction<'_>, m: &str) -> Result<()> {
    tx.execute(
        "DELETE FROM analyses WHERE (key LIKE 'record:%' OR key LIKE 'marks:%') AND key LIKE '%:' || ?1",
        params![m],
    )?;
    Ok(())
}

impl Sqlite {
    /// The classes matching `filter` (an SQL tail: `WHERE …`, `ORDER BY …`).
    fn classes_where(&self, filter: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<ClassRecord>> {
        let conn = self.conn();
        let sql = format!("SELECT id, code, teacher, body, created_at, ended_at FROM classes {filter}");
        let mut st = conn.prepare_cached(&sql)?;
        type Row = (String, String, String, String, i64, Option<i64>);
        let rows: Vec<Row> = st
            .query_map(args, |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)))?
            .collect::<std::result::Result<_, _>>()?;
        rows.into_iter()
            .map(|(id, code, teacher, body, created_at, ended_at)| {
                Ok(ClassRecord { id, code, teacher, body: json(&body)?, created_at, ended_at })
            })
            .collect()
    }
}
