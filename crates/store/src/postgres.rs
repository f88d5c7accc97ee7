//! The PostgreSQL backend: a lab shared by several servers. The store's
//! methods stay synchronous (the server calls them as it calls SQLite's);
//! each runs as a task on the backend's own small runtime, over a pool of
//! connections (`postgres/pool.rs`), and the caller's thread waits for its
//! answer. Every change to a match is announced on the channel
//! [`CHANNEL`] once it is committed (`postgres/announce.rs`), so other
//! servers hear of a move only after it is durable ([`Changes`]).

mod announce;
mod jobs;
mod pool;
mod research;
mod rows;

use crate::backend::Backend;
use crate::migrations::{POSTGRES_MIGRATIONS, SCHEMA_VERSION};
use crate::{ClassRecord, JobRecord, MatchRecord, Quarantined, Result, StoreError, StoredMatch, Working, now, now_ms};
use pool::Pool;
use serde_json::Value;
use std::future::Future;
use std::sync::Arc;
use tokio_postgres::error::SqlState;

/// The channel every change to a match is announced on: the payload is
/// `"<version> <match id>"`.
pub const CHANNEL: &str = "ludoteca_changes";

/// The key of the advisory lock taken while migrating, so that servers
/// starting at once migrate one after the other.
const MIGRATION_LOCK: i64 = 0x6c75_646f_7465_6361; // "ludoteca"

/// A change committed to a match, by any server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// The match's id; empty when the listener lost its connection and
    /// anything may have changed meanwhile.
    pub id: String,
    /// The match's version after the change.
    pub version: i64,
}

/// The stream of changes announced on [`CHANNEL`], kept listening across
/// lost connections.
pub struct Changes {
    rx: tokio::sync::mpsc::Receiver<Change>,
}

impl Changes {
    /// The next change; `None` once the store is gone.
    pub async fn next(&mut self) -> Option<Change> {
        self.rx.recv().await
    }
}

/// The URL without its password, for messages and logs.
pub(crate) fn without_password(url: &str) -> String {
    if let Some((scheme, rest)) = url.split_once("://")
        && let Some((auth, host)) = rest.split_once('@')
        && let Some((user, _)) = auth.split_once(':')
    {
        return format!("{scheme}://{user}:***@{host}");
    }
    url.split_whitespace()
        .map(|kv| if kv.starts_with("password=") { "password=***" } else { kv })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads a database address, or says in one sentence what is accepted.
fn config(url: &str) -> Result<tokio_postgres::Config> {
    let bad = |why: &str| {
        StoreError::Address(format!(
            "the database address {} cannot be read ({why}): give postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE",
            without_password(url)
        ))
    };
    let trimmed = url.trim();
    if !(trimmed.starts_with("postgres://") || trimmed.starts_with("postgresql://") || trimmed.contains('=')) {
        return Err(bad("not a PostgreSQL URL"));
    }
    let mut cfg: tokio_postgres::Config = trimmed.parse().map_err(|e: tokio_postgres::Error| bad(&e.to_string()))?;
    if cfg.get_connect_timeout().is_none() {
        cfg.connect_timeout(std::time::Duration::from_secs(5));
    }
    if cfg.get_application_name().is_none() {
        cfg.application_name("ludoteca");
    }
    Ok(cfg)
}

pub(crate) struct Postgres {
    /// The runtime the connections live on (shut down in the background
    /// when the store is dropped, wherever that happens).
    runtime: Option<tokio::runtime::Runtime>,
    handle: tokio::runtime::Handle,
    pool: Arc<Pool>,
    /// The announcer's queue: payloads `"<version> <match id>"`.
    announce: tokio::sync::mpsc::UnboundedSender<String>,
}

impl Drop for Postgres {
    fn drop(&mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

/// The most connections one server opens.
pub const POOL_SIZE: usize = 16;

impl Postgres {
    pub(crate) fn connect(url: &str) -> Result<Postgres> {
        let cfg = config(url)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("ludoteca-postgres")
            .enable_all()
            .build()
            .map_err(|e| StoreError::Address(format!("cannot start the database's runtime: {e}")))?;
        let handle = runtime.handle().clone();
        let (announce, queue) = tokio::sync::mpsc::unbounded_channel();
        handle.spawn(announce::announce(cfg.clone(), queue));
        let pool = Arc::new(Pool::new(cfg, POOL_SIZE));
        let pg = Postgres { runtime: Some(runtime), handle, pool, announce };
        let pool = pg.pool.clone();
        pg.block(async move { migrate(&pool).await })?;
        Ok(pg)
    }

    /// Runs `f` on the backend's runtime and waits for its answer, from
    /// any thread (a server's async worker too: it waits as it would on
    /// SQLite's disk).
    fn block<T: Send + 'static>(&self, f: impl Future<Output = Result<T>> + Send + 'static) -> Result<T> {
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        self.handle.spawn(async move {
            let _ = tx.send(f.await);
        });
        rx.recv().map_err(|_| StoreError::Address("the database's runtime stopped".into()))?
    }

    /// Announces that match `id` is at `version` now (after the commit).
    fn announce(&self, id: &str, version: i64) {
        let _ = self.announce.send(format!("{version} {id}"));
    }

    /// Runs `f` with a connection of the pool.
    fn with<T, F, Fut>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(pool::Pooled) -> Fut + Send + 'static,
        Fut: Future<Output = Result<T>> + Send,
    {
        let pool = self.pool.clone();
        self.block(async move { f(pool.get().await?).await })
    }
}

/// Brings the schema up to [`SCHEMA_VERSION`] in one transaction, under an
/// advisory lock: a second server starting at once waits, then finds
/// nothing left to do.
async fn migrate(pool: &Pool) -> Result<()> {
    let mut c = pool.get().await?;
    let tx = c.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK]).await?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
             version    BIGINT PRIMARY KEY,
             name       TEXT NOT NULL,
             applied_at BIGINT NOT NULL
         )",
    )
    .await?;
    let version: i64 =
        tx.query_one("SELECT COALESCE(MAX(version), 0) FROM schema_migrations", &[]).await?.try_get(0)?;
    if version > SCHEMA_VERSION {
        return Err(StoreError::TooNew { found: version, known: SCHEMA_VERSION });
    }
    for step in POSTGRES_MIGRATIONS.iter().filter(|m| m.version > version) {
        tx.batch_execute(step.sql).await?;
        tx.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
            &[&step.version, &step.name, &now()],
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

fn conflict(e: &tokio_postgres::Error) -> bool {
    e.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

impl Backend for Postgres {
    fn kind(&self) -> &'static str {
        "postgres"
    }

    fn ping(&self) -> Result<()> {
        self.with(|c| async move {
            c.query_one("SELECT 1", &[]).await?;
            Ok(())
        })
    }

    fn schema_version(&self) -> Result<i64> {
        self.with(|c| async move {
            Ok(c.query_one("SELECT COALESCE(MAX(version), 0) FROM schema_migrations", &[]).await?.try_get(0)?)
        })
    }

    fn create(&self, r: &MatchRecord) -> Result<()> {
        let r = r.clone();
        self.with(move |c| async move {
            c.execute(
                "INSERT INTO matches (id, game, params, start, seed, seats, tokens, budget_ms, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                &[
                    &r.id,
                    &r.game,
                    &r.params.to_string(),
                    &r.start,
                    &r.seed.map(|s| s as i64),
                    &r.seats.to_string(),
                    &r.tokens.to_string(),
                    &(r.budget_ms as i64),
                    &now(),
                ],
            )
            .await?;
            Ok(())
        })
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
        let (id, seat, mv) = (id.to_string(), seat.to_string(), mv.to_string());
        let result = result.map(Value::to_string);
        let key = id.clone();
        // One statement, so one round trip and one commit: the match's
        // version is checked and bumped (its row locked until the commit,
        // which serialises the match's moves), and the move inserted only
        // when that row was found (a taken ply breaks the primary key).
        let version = self.with(move |mut c| async move {
            let statement = c
                .prepared(
                    "WITH bumped AS (
                         UPDATE matches SET version = version + 1,
                             finished_at = CASE WHEN $6::TEXT IS NULL THEN finished_at ELSE $5::BIGINT END,
                             result = COALESCE($6::TEXT, result)
                         WHERE id = $1::TEXT AND ($7::BIGINT IS NULL OR version = $7::BIGINT)
                         RETURNING version
                     ), inserted AS (
                         INSERT INTO moves (match_id, ply, seat, mv, at)
                         SELECT $1::TEXT, $2::INTEGER, $3::TEXT, $4::TEXT, $5::BIGINT FROM bumped
                     )
                     SELECT version FROM bumped",
                )
                .await?;
            let row = c.query_opt(&statement, &[&id, &(ply as i32), &seat, &mv, &now(), &result, &expected]).await;
            match row {
                Err(e) if conflict(&e) => Err(StoreError::Conflict { id, ply }),
                Err(e) => Err(e.into()),
                Ok(None) => Err(StoreError::Conflict { id, ply }),
                Ok(Some(row)) => Ok(row.try_get::<_, i64>(0)?),
            }
        })?;
        self.announce(&key, version);
        Ok(version)
    }

    fn truncate(&self, id: &str, expected: Option<i64>, ply: u32) -> Result<i64> {
        let id = id.to_string();
        let key = id.clone();
        let version = self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            tx.execute("DELETE FROM moves WHERE match_id = $1 AND ply >= $2", &[&id, &(ply as i32)]).await?;
            let row = tx
                .query_opt(
                    "UPDATE matches SET finished_at = NULL, result = NULL, version = version + 1
                     WHERE id = $1 AND ($2::BIGINT IS NULL OR version = $2) RETURNING version",
                    &[&id, &expected],
                )
                .await?;
            let version: i64 = match (row, expected) {
                (Some(row), _) => row.try_get(0)?,
                (None, Some(_)) => return Err(StoreError::Conflict { id, ply }),
                (None, None) => return Ok(0),
            };
            tx.commit().await?;
            Ok(version)
        })?;
        if version > 0 {
            self.announce(&key, version);
        }
        Ok(version)
    }

    fn finish(&self, id: &str, result: &Value) -> Result<()> {
        let (id, result) = (id.to_string(), result.to_string());
        self.with(move |c| async move {
            c.execute("UPDATE matches SET finished_at = $2, result = $3 WHERE id = $1", &[&id, &now(), &result])
                .await?;
            Ok(())
        })
    }

    fn get(&self, id: &str) -> Result<Option<StoredMatch>> {
        let id = id.to_string();
        self.with(move |mut c| async move {
            let (one, moves) = (c.prepared(rows::ONE_MATCH).await?, c.prepared(rows::ONE_MATCH_MOVES).await?);
            let Some(row) = c.query_opt(&one, &[&id]).await? else { return Ok(None) };
            let mut m = rows::record(&row)?;
            m.moves = c.query(&moves, &[&id]).await?.iter().map(rows::stored_move).collect::<Result<_>>()?;
            Ok(Some(m))
        })
    }

    fn version(&self, id: &str) -> Result<Option<i64>> {
        let id = id.to_string();
        self.with(move |mut c| async move {
            let statement = c.prepared("SELECT version FROM matches WHERE id = $1").await?;
            let row = c.query_opt(&statement, &[&id]).await?;
            Ok(row.map(|r| r.try_get(0)).transpose()?)
        })
    }

    fn versions(&self, ids: &[String]) -> Result<Vec<(String, i64)>> {
        let ids = ids.to_vec();
        self.with(move |mut c| async move {
            let statement = c.prepared("SELECT id, version FROM matches WHERE id = ANY($1)").await?;
            let rows = c.query(&statement, &[&ids]).await?;
            rows.iter().map(|r| Ok((r.try_get(0)?, r.try_get(1)?))).collect()
        })
    }

    fn unfinished(&self) -> Result<Vec<StoredMatch>> {
        self.with(|c| async move {
            rows::matches(
                &c,
                "WHERE finished_at IS NULL AND id NOT IN (SELECT match_id FROM quarantine) ORDER BY created_at, id",
                &[],
            )
            .await
        })
    }

    fn finished(&self, limit: u32) -> Result<Vec<StoredMatch>> {
        self.with(move |c| async move {
            rows::matches(
                &c,
                "WHERE finished_at IS NOT NULL AND (seats::jsonb ->> 'class') IS NULL
                 ORDER BY finished_at DESC, id LIMIT $1",
                &[&i64::from(limit)],
            )
            .await
        })
    }

    fn all(&self, after: Option<&str>, limit: u32) -> Result<Vec<StoredMatch>> {
        let after = after.unwrap_or("").to_string();
        self.with(move |c| async move {
            rows::matches(&c, "WHERE id > $1 ORDER BY id LIMIT $2", &[&after, &i64::from(limit)]).await
        })
    }

    fn import(&self, m: &StoredMatch) -> Result<bool> {
        let m = m.clone();
        self.with(move |mut c| async move { rows::import(&mut c, &m).await })
    }

    fn changes(&self) -> Result<Option<Changes>> {
        let (tx, rx) = tokio::sync::mpsc::channel(4096);
        let cfg = self.pool.config().clone();
        // The first connection is made here, so that a refusal is said at
        // once; later ones by the listener itself.
        let first = self.block(async move { pool::listen(&cfg).await.map(|l| (l, cfg)) })?;
        self.handle.spawn(pool::keep_listening(first.0, first.1, tx));
        Ok(Some(Changes { rx }))
    }

    fn cache_size(&self) -> Result<(u64, u64)> {
        self.with(|c| async move {
            let row = c.query_one("SELECT COALESCE(SUM(bytes), 0)::BIGINT, COUNT(*) FROM analyses", &[]).await?;
            let (bytes, n): (i64, i64) = (row.try_get(0)?, row.try_get(1)?);
            Ok((bytes.max(0) as u64, n.max(0) as u64))
        })
    }

    fn cached_text(&self, key: &str) -> Result<Option<String>> {
        let key = key.to_string();
        self.with(move |c| async move {
            let row = c
                .query_opt(
                    "UPDATE analyses SET used = GREATEST($2, (SELECT COALESCE(MAX(used), 0) + 1 FROM analyses))
                     WHERE key = $1 RETURNING value",
                    &[&key, &now_ms()],
                )
                .await?;
            Ok(row.map(|r| r.try_get(0)).transpose()?)
        })
    }

    fn cache_put(&self, key: &str, text: &str) -> Result<()> {
        let (key, text) = (key.to_string(), text.to_string());
        self.with(move |c| async move {
            c.execute(
                "INSERT INTO analyses (key, value, at, bytes, used)
                 VALUES ($1, $2, $3, $4, GREATEST($5, (SELECT COALESCE(MAX(used), 0) + 1 FROM analyses)))
                 ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, at = EXCLUDED.at,
                     bytes = EXCLUDED.bytes, used = EXCLUDED.used",
                &[&key, &text, &now(), &(text.len() as i64), &now_ms()],
            )
            .await?;
            Ok(())
        })
    }

    fn cache_forget(&self, key: &str) -> Result<()> {
        let key = key.to_string();
        self.with(move |c| async move {
            c.execute("DELETE FROM analyses WHERE key = $1", &[&key]).await?;
            Ok(())
        })
    }

    fn trim_cache(&self, budget: u64) -> Result<()> {
        let budget = budget.min(i64::MAX as u64) as i64;
        self.with(move |c| async move {
            c.execute(
                "DELETE FROM analyses WHERE key IN (
                     SELECT key FROM (
                         SELECT key, (SUM(bytes) OVER (ORDER BY used DESC, key DESC))::BIGINT AS kept FROM analyses
                     ) k WHERE kept > $1)",
                &[&budget],
            )
            .await?;
            Ok(())
        })
    }

    fn begin_work(&self, id: &str, work: &str) -> Result<()> {
        let (id, work) = (id.to_string(), work.to_string());
        self.with(move |c| async move {
            c.execute(
                "INSERT INTO working (match_id, work, since) VALUES ($1, $2, $3)
                 ON CONFLICT (match_id) DO UPDATE SET work = $2, since = $3",
                &[&id, &work, &now()],
            )
            .await?;
            Ok(())
        })
    }

    fn end_work(&self, id: &str) -> Result<()> {
        let id = id.to_string();
        self.with(move |c| async move {
            c.execute("DELETE FROM working WHERE match_id = $1", &[&id]).await?;
            Ok(())
        })
    }

    fn working(&self) -> Result<Vec<Working>> {
        self.with(|c| async move {
            let rows = c.query("SELECT match_id, work, since FROM working ORDER BY since, match_id", &[]).await?;
            rows.iter().map(|r| Ok(Working { id: r.try_get(0)?, work: r.try_get(1)?, since: r.try_get(2)? })).collect()
        })
    }

    fn quarantine(&self, id: &str, reason: &str) -> Result<()> {
        let (id, reason) = (id.to_string(), reason.to_string());
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            tx.execute(
                "INSERT INTO quarantine (match_id, reason, at) VALUES ($1, $2, $3)
                 ON CONFLICT (match_id) DO UPDATE SET reason = $2, at = $3",
                &[&id, &reason, &now()],
            )
            .await?;
            tx.execute("DELETE FROM working WHERE match_id = $1", &[&id]).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn quarantined(&self, id: &str) -> Result<Option<Quarantined>> {
        let id = id.to_string();
        self.with(move |c| async move {
            let row = c.query_opt("SELECT match_id, reason, at FROM quarantine WHERE match_id = $1", &[&id]).await?;
            row.map(|r| Ok(Quarantined { id: r.try_get(0)?, reason: r.try_get(1)?, at: r.try_get(2)? })).transpose()
        })
    }

    fn release(&self, id: &str) -> Result<()> {
        let id = id.to_string();
        self.with(move |c| async move {
            c.execute("DELETE FROM quarantine WHERE match_id = $1", &[&id]).await?;
            Ok(())
        })
    }

    fn claim(&self, key: &str, owner: &str, lease_ms: i64) -> Result<bool> {
        let (key, owner) = (key.to_string(), owner.to_string());
        self.with(move |c| async move {
            let now = now_ms();
            let row = c
                .query_opt(
                    "INSERT INTO claims (key, owner, until_ms) VALUES ($1, $2, $3)
                     ON CONFLICT (key) DO UPDATE SET owner = $2, until_ms = $3
                     WHERE claims.owner = $2 OR claims.until_ms < $4
                     RETURNING owner",
                    &[&key, &owner, &now.saturating_add(lease_ms), &now],
                )
                .await?;
            Ok(row.is_some())
        })
    }

    fn unclaim(&self, key: &str, owner: &str) -> Result<()> {
        let (key, owner) = (key.to_string(), owner.to_string());
        self.with(move |c| async move {
            c.execute("DELETE FROM claims WHERE key = $1 AND owner = $2", &[&key, &owner]).await?;
            Ok(())
        })
    }

    fn lapsed(&self, limit: u32) -> Result<Vec<String>> {
        self.with(move |c| async move {
            let rows = c
                .query(
                    "SELECT key FROM claims WHERE until_ms < $1 ORDER BY until_ms, key LIMIT $2",
                    &[&now_ms(), &i64::from(limit)],
                )
                .await?;
            rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
        })
    }

    fn champions_unheld(&self, after: &str, quiet_before: i64, limit: u32) -> Result<Vec<(String, i64)>> {
        let after = after.to_string();
        self.with(move |c| async move { jobs::champions_unheld(&c, &after, quiet_before, limit).await })
    }

    fn create_job(&self, id: &str, spec: &str, owner: &str) -> Result<()> {
        let (id, spec, owner) = (id.to_string(), spec.to_string(), owner.to_string());
        self.with(move |c| async move { jobs::create(&c, &id, &spec, &owner).await })
    }

    fn job(&self, id: &str) -> Result<Option<JobRecord>> {
        let id = id.to_string();
        self.with(move |c| async move { jobs::get(&c, &id).await })
    }

    fn job_progress(&self, id: &str, owner: &str, done: i64, total: i64) -> Result<bool> {
        let (id, owner) = (id.to_string(), owner.to_string());
        self.with(move |c| async move { jobs::progress(&c, &id, &owner, done, total).await })
    }

    fn cancel_job(&self, id: &str) -> Result<()> {
        let id = id.to_string();
        self.with(move |c| async move { jobs::cancel(&c, &id).await })
    }

    fn restart_job(&self, id: &str, owner: &str) -> Result<Option<u32>> {
        let (id, owner) = (id.to_string(), owner.to_string());
        self.with(move |c| async move { jobs::restart(&c, &id, &owner).await })
    }

    fn finish_job(
        &self,
        id: &str,
        owner: &str,
        state: &str,
        result: Option<&str>,
        error: Option<&str>,
    ) -> Result<bool> {
        let (id, owner, state) = (id.to_string(), owner.to_string(), state.to_string());
        let (result, error) = (result.map(str::to_string), error.map(str::to_string));
        self.with(
            move |c| async move { jobs::finish(&c, &id, &owner, &state, result.as_deref(), error.as_deref()).await },
        )
    }

    fn trim_jobs(&self, bytes: u64, kept: u32) -> Result<()> {
        self.with(move |c| async move { jobs::trim(&c, bytes, kept).await })
    }

    fn create_class(&self, r: &ClassRecord) -> Result<bool> {
        let r = r.clone();
        self.with(move |c| async move {
            let n = c
                .execute(
                    "INSERT INTO classes (id, code, teacher, body, created_at, ended_at)
                     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                    &[&r.id, &r.code, &r.teacher, &r.body.to_string(), &r.created_at, &r.ended_at],
                )
                .await?;
            Ok(n == 1)
        })
    }

    fn save_class(&self, id: &str, body: &str, ended: bool) -> Result<()> {
        let (id, body) = (id.to_string(), body.to_string());
        self.with(move |c| async move {
            c.execute(
                "UPDATE classes SET body = $2,
                     ended_at = CASE WHEN $3 THEN COALESCE(ended_at, $4) ELSE NULL END
                 WHERE id = $1",
                &[&id, &body, &ended, &now()],
            )
            .await?;
            Ok(())
        })
    }

    fn class(&self, id: &str) -> Result<Option<ClassRecord>> {
        let id = id.to_string();
        self.with(move |c| async move { Ok(class_rows(&c, "WHERE id = $1", &[&id]).await?.pop()) })
    }

    fn class_of_code(&self, code: &str) -> Result<Option<String>> {
        let code = code.to_string();
        self.with(move |c| async move {
            let row = c.query_opt("SELECT id FROM classes WHERE code = $1", &[&code]).await?;
            Ok(row.map(|r| r.try_get(0)).transpose()?)
        })
    }

    fn classes(&self) -> Result<Vec<ClassRecord>> {
        self.with(|c| async move { class_rows(&c, "ORDER BY created_at, id", &[]).await })
    }

    fn delete_class(&self, id: &str, matches: &[String]) -> Result<()> {
        let (id, matches) = (id.to_string(), matches.to_vec());
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            for m in &matches {
                // Moves, work markers and quarantine go with the match (ON DELETE CASCADE).
                tx.execute("DELETE FROM matches WHERE id = $1", &[m]).await?;
                forget_records(&tx, m).await?;
                tx.execute("DELETE FROM claims WHERE key = 'champion ' || $1", &[m]).await?;
            }
            tx.execute("DELETE FROM classes WHERE id = $1", &[&id]).await?;
            tx.commit().await?;
            Ok(())
        })?;
        self.erased()
    }

    fn rename_class(&self, id: &str, body: &str, names: &[(String, Value)]) -> Result<()> {
        let (id, body, names) = (id.to_string(), body.to_string(), names.to_vec());
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            for (m, n) in &names {
                let Some(row) = tx.query_opt("SELECT seats FROM matches WHERE id = $1 FOR UPDATE", &[m]).await? else {
                    continue;
                };
                let seats: String = row.try_get(0)?;
                tx.execute(
                    "UPDATE matches SET seats = $2 WHERE id = $1",
                    &[m, &crate::classes::with_names(&seats, n)?],
                )
                .await?;
                forget_records(&tx, m).await?;
            }
            tx.execute("UPDATE classes SET body = $2 WHERE id = $1", &[&id, &body]).await?;
            tx.commit().await?;
            Ok(())
        })?;
        self.erased()
    }

    fn research(&self) -> Option<&dyn crate::research::ResearchBackend> {
        Some(self)
    }

    fn erased(&self) -> Result<()> {
        // The deleted rows are dead tuples until a vacuum reclaims their
        // space (autovacuum would, later): started at once on the tables an
        // erase touches, outside any transaction, in the background (the
        // request does not wait for it; a failure leaves it to autovacuum).
        let pool = self.pool.clone();
        self.handle.spawn(async move {
            if let Ok(c) = pool.get().await {
                let _ = c.batch_execute("VACUUM classes, matches, moves, analyses, claims").await;
            }
        });
        Ok(())
    }
}

/// Forgets the cached records of match `m` (the history's words, the
/// replay's marks: keys ending in `:m`).
async fn forget_records(tx: &tokio_postgres::Transaction<'_>, m: &str) -> Result<()> {
    tx.execute("DELETE FROM analyses WHERE (key LIKE 'record:%' OR key LIKE 'marks:%') AND key LIKE '%:' || $1", &[&m])
        .await?;
    Ok(())
}

/// The classes matching `filter` (an SQL tail: `WHERE …`, `ORDER BY …`).
async fn class_rows(
    c: &tokio_postgres::Client,
    filter: &str,
    args: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<Vec<ClassRecord>> {
    let sql = format!("SELECT id, code, teacher, body, created_at, ended_at FROM classes {filter}");
    c.query(sql.as_str(), args)
        .await?
        .iter()
        .map(|r| {
            let body: String = r.try_get(3)?;
            Ok(ClassRecord {
                id: r.try_get(0)?,
                code: r.try_get(1)?,
                teacher: r.try_get(2)?,
                body: crate::json(&body)?,
                created_at: r.try_get(4)?,
                ended_at: r.try_get(5)?,
            })
        })
        .collect()
}
