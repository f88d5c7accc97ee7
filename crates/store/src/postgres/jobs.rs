//! The jobs several servers share, and the champions nobody holds, in
//! PostgreSQL's SQL (the store's `jobs.rs` says what each one means).

use crate::jobs::{JobRecord, JobState};
use crate::{Result, json, now_ms};
use tokio_postgres::Client;

const COLUMNS: &str = "id, spec, state, owner, runs, done, total, cancel, result, error, created_ms, finished_ms";

pub(super) async fn create(c: &Client, id: &str, spec: &str, owner: &str) -> Result<()> {
    c.execute(
        "INSERT INTO jobs (id, spec, state, owner, runs, created_ms) VALUES ($1, $2, 'running', $3, 1, $4)",
        &[&id, &spec, &owner, &now_ms()],
    )
    .await?;
    Ok(())
}

pub(super) async fn get(c: &Client, id: &str) -> Result<Option<JobRecord>> {
    let sql = format!("SELECT {COLUMNS} FROM jobs WHERE id = $1");
    let Some(r) = c.query_opt(sql.as_str(), &[&id]).await? else { return Ok(None) };
    let (runs, done, total): (i32, i64, i64) = (r.try_get(4)?, r.try_get(5)?, r.try_get(6)?);
    let spec: String = r.try_get(1)?;
    let state: String = r.try_get(2)?;
    Ok(Some(JobRecord {
        id: r.try_get(0)?,
        spec: json(&spec)?,
        state: JobState::parse(&state)?,
        owner: r.try_get(3)?,
        runs: runs.max(0) as u32,
        done: done.max(0) as u64,
        total: total.max(0) as u64,
        cancel: r.try_get(7)?,
        result: r.try_get(8)?,
        error: r.try_get(9)?,
        created_ms: r.try_get(10)?,
        finished_ms: r.try_get(11)?,
    }))
}

pub(super) async fn progress(c: &Client, id: &str, owner: &str, done: i64, total: i64) -> Result<bool> {
    let row = c
        .query_opt(
            "UPDATE jobs SET done = $3, total = $4 WHERE id = $1 AND owner = $2 AND state = 'running'
             RETURNING cancel",
            &[&id, &owner, &done, &total],
        )
        .await?;
    Ok(row.map(|r| r.try_get(0)).transpose()?.unwrap_or(true))
}

pub(super) async fn cancel(c: &Client, id: &str) -> Result<()> {
    c.execute("UPDATE jobs SET cancel = TRUE WHERE id = $1 AND state = 'running'", &[&id]).await?;
    Ok(())
}

pub(super) async fn restart(c: &Client, id: &str, owner: &str) -> Result<Option<u32>> {
    let row = c
        .query_opt(
            "UPDATE jobs SET owner = $2, runs = runs + 1, done = 0, total = 0
             WHERE id = $1 AND state = 'running' RETURNING runs",
            &[&id, &owner],
        )
        .await?;
    Ok(row.map(|r| r.try_get::<_, i32>(0)).transpose()?.map(|n| n.max(0) as u32))
}

pub(super) async fn finish(
    c: &Client,
    id: &str,
    owner: &str,
    state: &str,
    result: Option<&str>,
    error: Option<&str>,
) -> Result<bool> {
    let bytes = result.map_or(0, str::len) as i64 + error.map_or(0, str::len) as i64;
    let n = c
        .execute(
            "UPDATE jobs SET state = $3, result = $4, error = $5, bytes = $6, finished_ms = $7
             WHERE id = $1 AND owner = $2 AND state = 'running'",
            &[&id, &owner, &state, &result, &error, &bytes, &now_ms()],
        )
        .await?;
    Ok(n == 1)
}

pub(super) async fn trim(c: &Client, bytes: u64, kept: u32) -> Result<()> {
    c.execute(
        "DELETE FROM jobs WHERE id IN (
             SELECT id FROM (
                 SELECT id, (SUM(bytes) OVER w)::BIGINT AS held, ROW_NUMBER() OVER w AS n
                 FROM jobs WHERE finished_ms IS NOT NULL
                 WINDOW w AS (ORDER BY finished_ms DESC, id DESC)
             ) k WHERE n > 1 AND (held > $1 OR n > $2))",
        &[&(bytes.min(i64::MAX as u64) as i64), &i64::from(kept)],
    )
    .await?;
    Ok(())
}

pub(super) async fn champions_unheld(
    c: &Client,
    after: &str,
    quiet_before: i64,
    limit: u32,
) -> Result<Vec<(String, i64)>> {
    let rows = c
        .query(
            "SELECT m.id, m.version FROM matches m
             WHERE m.finished_at IS NULL AND m.id > $1 AND m.seats LIKE '%\"champion\"%'
               AND NOT EXISTS (SELECT 1 FROM quarantine q WHERE q.match_id = m.id)
               AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.key = 'champion ' || m.id AND c.until_ms >= $2)
               AND COALESCE((SELECT MAX(v.at) FROM moves v WHERE v.match_id = m.id), m.created_at) < $3
             ORDER BY m.id LIMIT $4",
            &[&after, &now_ms(), &quiet_before, &i64::from(limit)],
        )
        .await?;
    rows.iter().map(|r| Ok((r.try_get(0)?, r.try_get(1)?))).collect()
}
