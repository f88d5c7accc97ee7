//! The research tables in PostgreSQL's SQL (the store's `research.rs` says
//! what each operation means). Every change is one transaction; a claim
//! takes the row with `FOR UPDATE SKIP LOCKED`.

use super::Postgres;
use crate::research::{
    Claimed, Discard, Files, ProblemRecord, Progress, RESEARCH_CHANNEL, ResearchBackend, Submission, TaskRecord,
    TaskState, WorkerRecord, Written,
};
use crate::{Result, json, now_ms};
use futures_util::StreamExt as _;
use serde_json::Value;
use tokio::sync::mpsc::UnboundedReceiver;
use tokio_postgres::{AsyncMessage, Client, NoTls, Row};

const PROBLEM: &str = "key, spec, version, status, tasks, result, discarded, created_ms, finished_ms";
const TASK: &str = "problem, n, payload, status, owner, until_ms, runs, done, total, progress, result, started_ms, \
     finished_ms, rank, standing";
const WORKER: &str = "id, host, threads, version, task, started_ms, seen_ms, stopped_ms";

fn problem(r: &Row) -> Result<ProblemRecord> {
    let spec: String = r.try_get(1)?;
    let status: String = r.try_get(3)?;
    let result: Option<String> = r.try_get(5)?;
    let (tasks, discarded): (i32, i32) = (r.try_get(4)?, r.try_get(6)?);
    Ok(ProblemRecord {
        key: r.try_get(0)?,
        spec: json(&spec)?,
        version: r.try_get(2)?,
        done: status == "done",
        tasks: tasks.max(0) as u32,
        result: result.as_deref().map(json).transpose()?,
        discarded: discarded.max(0) as u32,
        created_ms: r.try_get(7)?,
        finished_ms: r.try_get(8)?,
    })
}

fn task(r: &Row) -> Result<TaskRecord> {
    let payload: String = r.try_get(2)?;
    let status: String = r.try_get(3)?;
    let result: Option<String> = r.try_get(10)?;
    let (n, runs): (i32, i32) = (r.try_get(1)?, r.try_get(6)?);
    let (done, total): (i64, i64) = (r.try_get(7)?, r.try_get(8)?);
    Ok(TaskRecord {
        problem: r.try_get(0)?,
        n: n.max(0) as u32,
        payload: json(&payload)?,
        state: TaskState::parse(&status)?,
        owner: r.try_get(4)?,
        until_ms: r.try_get(5)?,
        runs: runs.max(0) as u32,
        done: done.max(0) as u64,
        total: total.max(0) as u64,
        progress: r.try_get(9)?,
        result: result.as_deref().map(json).transpose()?,
        started_ms: r.try_get(11)?,
        finished_ms: r.try_get(12)?,
        rank: r.try_get(13)?,
        standing: r.try_get::<_, Option<String>>(14)?.as_deref().map(json).transpose()?,
    })
}

fn worker(r: &Row) -> Result<WorkerRecord> {
    let threads: i32 = r.try_get(2)?;
    Ok(WorkerRecord {
        id: r.try_get(0)?,
        host: r.try_get(1)?,
        threads: threads.max(0) as u32,
        version: r.try_get(3)?,
        task: r.try_get(4)?,
        started_ms: r.try_get(5)?,
        seen_ms: r.try_get(6)?,
        stopped_ms: r.try_get(7)?,
    })
}

fn number(n: u32) -> i32 {
    n.min(i32::MAX as u32) as i32
}

fn count(n: u64) -> i64 {
    n.min(i64::MAX as u64) as i64
}

/// Announces a change of problem `key` once the transaction commits.
async fn announce(tx: &tokio_postgres::Transaction<'_>, key: &str) -> Result<()> {
    tx.execute("SELECT pg_notify($1, $2)", &[&RESEARCH_CHANNEL, &key]).await?;
    Ok(())
}

/// Task `n` of `key` locked for its answer, its row (`status, rank`) when
/// the answer is to be written, else what becomes of the answer: discarded,
/// as there is no such task, or as it is answered already (counted on its
/// problem). The check [`Postgres`]'s `finish` and `finish_split` make first.
async fn answerable(
    tx: &tokio_postgres::Transaction<'_>,
    key: &str,
    n: u32,
) -> Result<std::result::Result<Row, Written>> {
    let row = tx
        .query_opt(
            "SELECT status, rank FROM research_tasks WHERE problem = $1 AND n = $2 FOR UPDATE",
            &[&key, &number(n)],
        )
        .await?;
    Ok(match row {
        None => Err(Written::Discarded(Discard::Unknown)),
        Some(r) if r.try_get::<_, String>(0)? == "done" => {
            tx.execute("UPDATE research_problems SET discarded = discarded + 1 WHERE key = $1", &[&key]).await?;
            Err(Written::Discarded(Discard::AlreadyDone))
        }
        Some(r) => Ok(r),
    })
}

/// Writes task `n` of `key` done by `worker` with `result` at `now`.
async fn answered(
    tx: &tokio_postgres::Transaction<'_>,
    key: &str,
    n: u32,
    worker: &str,
    result: &str,
    now: i64,
) -> Result<()> {
    tx.execute(
        "UPDATE research_tasks SET status = 'done', owner = $3, until_ms = NULL, result = $4,
             finished_ms = $5, standing = NULL
         WHERE problem = $1 AND n = $2",
        &[&key, &number(n), &worker, &result, &now],
    )
    .await?;
    Ok(())
}

/// A connection listening on [`RESEARCH_CHANNEL`], with its announcements.
async fn listen(cfg: &tokio_postgres::Config) -> Result<(Client, UnboundedReceiver<String>)> {
    let (client, mut connection) = cfg.connect(NoTls).await?;
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(Ok(message)) = messages.next().await {
            if let AsyncMessage::Notification(n) = message {
                let _ = tx.send(n.payload().to_string());
            }
        }
    });
    client.batch_execute(&format!("LISTEN {RESEARCH_CHANNEL}")).await?;
    Ok((client, rx))
}

/// A task's rank at position `i` among its siblings, after `parent`'s
/// (none at the top): zero-padded, so that text order is depth-first
/// (the claim takes the tasks at the top before any part, then the parts
/// in this order).
fn rank(parent: Option<&str>, i: usize) -> String {
    match parent {
        Some(p) => format!("{p}.{i:06}"),
        None => format!("{i:06}"),
    }
}

/// What a worker's row says it holds.
fn holding(key: &str, n: u32) -> String {
    format!("{key} #{n}")
}

impl ResearchBackend for Postgres {
    fn submit(&self, p: &Submission<'_>) -> Result<(bool, ProblemRecord)> {
        let (key, spec, version) = (p.key.to_string(), p.spec.to_string(), p.version.to_string());
        let payloads: Vec<String> = p.payloads.iter().map(Value::to_string).collect();
        let files = p.files.to_vec();
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            let n = tx
                .execute(
                    "INSERT INTO research_problems (key, spec, version, status, tasks, created_ms)
                     VALUES ($1, $2, $3, 'open', $4, $5) ON CONFLICT (key) DO NOTHING",
                    &[&key, &spec, &version, &number(payloads.len() as u32), &now_ms()],
                )
                .await?;
            let created = n == 1;
            if created {
                let insert = tx
                    .prepare(
                        "INSERT INTO research_tasks (problem, n, payload, status, rank) VALUES ($1, $2, $3, 'queued', $4)",
                    )
                    .await?;
                for (i, p) in payloads.iter().enumerate() {
                    tx.execute(&insert, &[&key, &number(i as u32), p, &rank(None, i)]).await?;
                }
                for (i, files) in files.iter().enumerate().take(payloads.len()) {
                    put_files(&tx, &key, i as u32, files).await?;
                }
                announce(&tx, &key).await?;
            }
            let sql = format!("SELECT {PROBLEM} FROM research_problems WHERE key = $1");
            let row = tx.query_one(sql.as_str(), &[&key]).await?;
            tx.commit().await?;
            Ok((created, problem(&row)?))
        })
    }

    fn problem(&self, key: &str) -> Result<Option<ProblemRecord>> {
        let key = key.to_string();
        self.with(move |c| async move {
            let sql = format!("SELECT {PROBLEM} FROM research_problems WHERE key = $1");
            c.query_opt(sql.as_str(), &[&key]).await?.as_ref().map(problem).transpose()
        })
    }

    fn problems(&self) -> Result<Vec<ProblemRecord>> {
        self.with(|c| async move {
            let sql = format!("SELECT {PROBLEM} FROM research_problems ORDER BY created_ms, key");
            c.query(sql.as_str(), &[]).await?.iter().map(problem).collect()
        })
    }

    fn tasks(&self, key: &str) -> Result<Vec<TaskRecord>> {
        let key = key.to_string();
        self.with(move |c| async move {
            let sql = format!("SELECT {TASK} FROM research_tasks WHERE problem = $1 ORDER BY n");
            c.query(sql.as_str(), &[&key]).await?.iter().map(task).collect()
        })
    }

    fn workers(&self) -> Result<Vec<WorkerRecord>> {
        self.with(|c| async move {
            let sql = format!("SELECT {WORKER} FROM research_workers ORDER BY seen_ms DESC, id");
            c.query(sql.as_str(), &[]).await?.iter().map(worker).collect()
        })
    }

    fn hello(&self, id: &str, host: &str, threads: u32, version: &str) -> Result<()> {
        let (id, host, version) = (id.to_string(), host.to_string(), version.to_string());
        self.with(move |c| async move {
            let now = now_ms();
            c.execute(
                "INSERT INTO research_workers (id, host, threads, version, started_ms, seen_ms)
                 VALUES ($1, $2, $3, $4, $5, $5)
                 ON CONFLICT (id) DO UPDATE SET host = $2, threads = $3, version = $4, task = NULL,
                     started_ms = $5, seen_ms = $5, stopped_ms = NULL",
                &[&id, &host, &number(threads), &version, &now],
            )
            .await?;
            Ok(())
        })
    }

    fn goodbye(&self, id: &str) -> Result<()> {
        let id = id.to_string();
        self.with(move |c| async move {
            let now = now_ms();
            c.execute(
                "UPDATE research_workers SET task = NULL, seen_ms = $2, stopped_ms = $2 WHERE id = $1",
                &[&id, &now],
            )
            .await?;
            Ok(())
        })
    }

    fn claim(&self, worker: &str, version: &str, prefer: Option<&str>, lease_ms: i64) -> Result<Option<Claimed>> {
        let (worker, version) = (worker.to_string(), version.to_string());
        let prefer = prefer.unwrap_or("").to_string();
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            let now = now_ms();
            // The next task (a queued one, or one whose lease lapsed) of an
            // open problem of this version, its row locked; a row another
            // worker is claiming at this moment is skipped, not waited for.
            // The problem's own tasks come first, then the parts they split
            // into, depth-first (see `Research::claim`).
            let next = tx
                .query_opt(
                    "SELECT t.problem, t.n FROM research_tasks t
                     JOIN research_problems p ON p.key = t.problem
                     WHERE p.status = 'open' AND p.version = $1
                       AND (t.status = 'queued' OR (t.status = 'running' AND t.until_ms < $2))
                     ORDER BY (t.problem = $3) DESC, p.created_ms, t.problem,
                              strpos(t.rank, '.') > 0, t.rank, t.n
                     LIMIT 1
                     FOR UPDATE OF t SKIP LOCKED",
                    &[&version, &now, &prefer],
                )
                .await?;
            let Some(next) = next else {
                tx.execute("UPDATE research_workers SET task = NULL, seen_ms = $2 WHERE id = $1", &[&worker, &now])
                    .await?;
                tx.commit().await?;
                return Ok(None);
            };
            let (key, n): (String, i32) = (next.try_get(0)?, next.try_get(1)?);
            let row = tx
                .query_one(
                    "UPDATE research_tasks t SET status = 'running', owner = $3, until_ms = $4, runs = runs + 1,
                         done = 0, total = 0, progress = NULL, standing = NULL, started_ms = $5
                     FROM research_problems p
                     WHERE t.problem = $1 AND t.n = $2 AND p.key = t.problem
                     RETURNING t.payload, t.runs, p.spec",
                    &[&key, &n, &worker, &now.saturating_add(lease_ms), &now],
                )
                .await?;
            let n = n.max(0) as u32;
            tx.execute(
                "UPDATE research_workers SET task = $2, seen_ms = $3 WHERE id = $1",
                &[&worker, &holding(&key, n), &now],
            )
            .await?;
            tx.commit().await?;
            let (payload, runs, spec): (String, i32, String) = (row.try_get(0)?, row.try_get(1)?, row.try_get(2)?);
            Ok(Some(Claimed {
                problem: key,
                spec: json(&spec)?,
                n,
                payload: json(&payload)?,
                runs: runs.max(0) as u32,
            }))
        })
    }

    fn renew(&self, key: &str, n: u32, worker: &str, progress: &Progress<'_>, lease_ms: i64) -> Result<bool> {
        let (key, worker, words) = (key.to_string(), worker.to_string(), progress.words.to_string());
        let (done, total) = (count(progress.done), count(progress.total));
        let standing = progress.standing.map(Value::to_string);
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            let now = now_ms();
            let n = tx
                .execute(
                    "UPDATE research_tasks SET until_ms = $4, done = $5, total = $6, progress = $7,
                         standing = COALESCE($8, standing)
                     WHERE problem = $1 AND n = $2 AND owner = $3 AND status = 'running'",
                    &[&key, &number(n), &worker, &now.saturating_add(lease_ms), &done, &total, &words, &standing],
                )
                .await?;
            tx.execute("UPDATE research_workers SET seen_ms = $2 WHERE id = $1", &[&worker, &now]).await?;
            tx.commit().await?;
            Ok(n == 1)
        })
    }

    fn release(&self, key: &str, n: u32, worker: &str) -> Result<bool> {
        let (key, worker) = (key.to_string(), worker.to_string());
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            let n = tx
                .execute(
                    "UPDATE research_tasks SET status = 'queued', owner = NULL, until_ms = NULL, standing = NULL
                     WHERE problem = $1 AND n = $2 AND owner = $3 AND status = 'running'",
                    &[&key, &number(n), &worker],
                )
                .await?;
            tx.execute("UPDATE research_workers SET task = NULL, seen_ms = $2 WHERE id = $1", &[&worker, &now_ms()])
                .await?;
            if n == 1 {
                announce(&tx, &key).await?;
            }
            tx.commit().await?;
            Ok(n == 1)
        })
    }

    fn fail(&self, key: &str, n: u32, worker: &str, why: &str) -> Result<bool> {
        let (key, worker, why) = (key.to_string(), worker.to_string(), why.to_string());
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            let now = now_ms();
            let n = tx
                .execute(
                    "UPDATE research_tasks SET status = 'failed', until_ms = NULL, progress = $4, finished_ms = $5
                     WHERE problem = $1 AND n = $2 AND owner = $3 AND status = 'running'",
                    &[&key, &number(n), &worker, &why, &now],
                )
                .await?;
            tx.execute("UPDATE research_workers SET task = NULL, seen_ms = $2 WHERE id = $1", &[&worker, &now]).await?;
            if n == 1 {
                announce(&tx, &key).await?;
            }
            tx.commit().await?;
            Ok(n == 1)
        })
    }

    fn finish(&self, key: &str, n: u32, worker: &str, result: &Value, files: &Files) -> Result<Written> {
        let (key, worker, result, files) = (key.to_string(), worker.to_string(), result.to_string(), files.clone());
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            let now = now_ms();
            let written = match answerable(&tx, &key, n).await? {
                Err(discarded) => discarded,
                Ok(_) => {
                    answered(&tx, &key, n, &worker, &result, now).await?;
                    put_files(&tx, &key, n, &files).await?;
                    announce(&tx, &key).await?;
                    Written::Written
                }
            };
            tx.execute("UPDATE research_workers SET task = NULL, seen_ms = $2 WHERE id = $1", &[&worker, &now]).await?;
            tx.commit().await?;
            Ok(written)
        })
    }

    fn finish_split(&self, key: &str, n: u32, worker: &str, result: &Value, parts: &[Value]) -> Result<Written> {
        let (key, worker, result) = (key.to_string(), worker.to_string(), result.to_string());
        let parts: Vec<String> = parts.iter().map(Value::to_string).collect();
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            let now = now_ms();
            // The problem's row locked: two splits at once number their
            // tasks one after the other.
            tx.query_opt("SELECT 1 FROM research_problems WHERE key = $1 FOR UPDATE", &[&key]).await?;
            let written = match answerable(&tx, &key, n).await? {
                Err(discarded) => discarded,
                Ok(r) => {
                    let mine: String = r.try_get(1)?;
                    let mine = if mine.is_empty() { rank(None, n as usize) } else { mine };
                    let next: i32 = tx
                        .query_one("SELECT COALESCE(MAX(n) + 1, 0) FROM research_tasks WHERE problem = $1", &[&key])
                        .await?
                        .try_get(0)?;
                    let insert = tx
                        .prepare(
                            "INSERT INTO research_tasks (problem, n, payload, status, rank)
                             VALUES ($1, $2, $3, 'queued', $4)",
                        )
                        .await?;
                    for (i, p) in parts.iter().enumerate() {
                        let at = next.saturating_add(number(i as u32));
                        tx.execute(&insert, &[&key, &at, p, &rank(Some(&mine), i)]).await?;
                    }
                    tx.execute(
                        "UPDATE research_problems SET tasks = tasks + $2 WHERE key = $1",
                        &[&key, &number(parts.len() as u32)],
                    )
                    .await?;
                    answered(&tx, &key, n, &worker, &result, now).await?;
                    announce(&tx, &key).await?;
                    Written::Written
                }
            };
            tx.execute("UPDATE research_workers SET task = NULL, seen_ms = $2 WHERE id = $1", &[&worker, &now]).await?;
            tx.commit().await?;
            Ok(written)
        })
    }

    fn files(&self, key: &str, n: u32) -> Result<Files> {
        let key = key.to_string();
        self.with(move |c| async move {
            let rows = c
                .query(
                    "SELECT name, bytes FROM research_files WHERE problem = $1 AND n = $2 ORDER BY name",
                    &[&key, &number(n)],
                )
                .await?;
            rows.iter().map(|r| Ok((r.try_get(0)?, r.try_get(1)?))).collect()
        })
    }

    fn set_moot(&self, key: &str, tasks: &[u32]) -> Result<u64> {
        let key = key.to_string();
        let tasks: Vec<i32> = tasks.iter().map(|&n| number(n)).collect();
        self.with(move |c| async move {
            Ok(c.execute(
                "UPDATE research_tasks SET status = 'moot', until_ms = NULL
                 WHERE problem = $1 AND n = ANY($2) AND status IN ('queued', 'running')",
                &[&key, &tasks],
            )
            .await?)
        })
    }

    fn finish_problem(&self, key: &str, result: &Value) -> Result<bool> {
        let (key, result) = (key.to_string(), result.to_string());
        self.with(move |mut c| async move {
            let tx = c.transaction().await?;
            let n = tx
                .execute(
                    "UPDATE research_problems SET status = 'done', result = $2, finished_ms = $3
                     WHERE key = $1 AND status = 'open'",
                    &[&key, &result, &now_ms()],
                )
                .await?;
            // What is left of it is no longer needed.
            tx.execute(
                "UPDATE research_tasks SET status = 'moot', until_ms = NULL
                 WHERE problem = $1 AND status IN ('queued', 'running')",
                &[&key],
            )
            .await?;
            tx.commit().await?;
            Ok(n == 1)
        })
    }

    fn other_versions(&self, version: &str) -> Result<Vec<(String, String)>> {
        let version = version.to_string();
        self.with(move |c| async move {
            let rows = c
                .query(
                    "SELECT p.key, p.version FROM research_problems p
                     WHERE p.status = 'open' AND p.version <> $1
                       AND EXISTS (SELECT 1 FROM research_tasks t WHERE t.problem = p.key
                                   AND t.status IN ('queued', 'running'))
                     ORDER BY p.created_ms, p.key",
                    &[&version],
                )
                .await?;
            rows.iter().map(|r| Ok((r.try_get(0)?, r.try_get(1)?))).collect()
        })
    }

    fn wakeups(&self) -> Result<std::sync::mpsc::Receiver<String>> {
        let (out, rx) = std::sync::mpsc::channel();
        let cfg = self.pool.config().clone();
        // The first connection here, so that a refusal is said at once.
        let first = {
            let cfg = cfg.clone();
            self.block(async move { listen(&cfg).await })?
        };
        self.handle.spawn(async move {
            let (mut _client, mut heard) = first;
            loop {
                while let Some(key) = heard.recv().await {
                    if out.send(key).is_err() {
                        return; // nobody listens any more
                    }
                }
                // Lost: listen again, then say that anything may have changed.
                loop {
                    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
                    if let Ok(again) = listen(&cfg).await {
                        (_client, heard) = again;
                        break;
                    }
                }
                if out.send(String::new()).is_err() {
                    return;
                }
            }
        });
        Ok(rx)
    }

    fn delete_problem(&self, key: &str) -> Result<bool> {
        let key = key.to_string();
        self.with(
            move |c| async move { Ok(c.execute("DELETE FROM research_problems WHERE key = $1", &[&key]).await? == 1) },
        )
    }
}

/// Writes `files` as task `n`'s bytes (replacing any of the same name).
async fn put_files(tx: &tokio_postgres::Transaction<'_>, key: &str, n: u32, files: &Files) -> Result<()> {
    for (name, bytes) in files {
        tx.execute(
            "INSERT INTO research_files (problem, n, name, bytes) VALUES ($1, $2, $3, $4)
             ON CONFLICT (problem, n, name) DO UPDATE SET bytes = EXCLUDED.bytes",
            &[&key, &number(n), name, bytes],
        )
        .await?;
    }
    Ok(())
}
