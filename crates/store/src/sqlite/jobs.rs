//! The jobs several servers share, and the champions nobody holds, in
//! SQLite's SQL (the store's `jobs.rs` says what each one means). A lab on
//! SQLite has one server, which keeps its jobs in memory; these keep both
//! backends alike and are tested alike.

use crate::jobs::{JobRecord, JobState};
use crate::{Result, json, now_ms};
use rusqlite::{Connection, OptionalExtension, params};

pub(super) fn create(c: &Connection, id: &str, spec: &str, owner: &str) -> Result<()> {
    c.execute(
        "INSERT INTO jobs (id, spec, state, owner, runs, created_ms) VALUES (?1, ?2, 'running', ?3, 1, ?4)",
        params![id, spec, owner, now_ms()],
    )?;
    Ok(())
}

pub(super) fn get(c: &Connection, id: &str) -> Result<Option<JobRecord>> {
    type Row = (String, String, String, String, i64, i64, i64, bool, Option<String>, Option<String>, i64, Option<i64>);
    let row: Option<Row> = c
        .query_row(
            "SELECT id, spec, state, owner, runs, done, total, cancel, result, error, created_ms, finished_ms
             FROM jobs WHERE id = ?1",
            params![id],
            |r| {
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
            },
        )
        .optional()?;
    let Some((id, spec, state, owner, runs, done, total, cancel, result, error, created_ms, finished_ms)) = row else {
        return Ok(None);
    };
    Ok(Some(JobRecord {
        id,
        spec: json(&spec)?,
        state: JobState::parse(&state)?,
        owner,
        runs: runs.clamp(0, i64::from(u32::MAX)) as u32,
        done: done.max(0) as u64,
        total: total.max(0) as u64,
        cancel,
        result,
        error,
        created_ms,
        finished_ms,
    }))
}

pub(super) fn progress(c: &Connection, id: &str, owner: &str, done: i64, total: i64) -> Result<bool> {
    let cancel: Option<bool> = c
        .query_row(
            "UPDATE jobs SET done = ?3, total = ?4 WHERE id = ?1 AND owner = ?2 AND state = 'running'
             RETURNING cancel",
            params![id, owner, done, total],
            |r| r.get(0),
        )
        .optional()?;
    Ok(cancel.unwrap_or(true))
}

pub(super) fn cancel(c: &Connection, id: &str) -> Result<()> {
    c.execute("UPDATE jobs SET cancel = 1 WHERE id = ?1 AND state = 'running'", params![id])?;
    Ok(())
}

pub(super) fn restart(c: &Connection, id: &str, owner: &str) -> Result<Option<u32>> {
    let runs: Option<i64> = c
        .query_row(
            "UPDATE jobs SET owner = ?2, runs = runs + 1, done = 0, total = 0
             WHERE id = ?1 AND state = 'running' RETURNING runs",
            params![id, owner],
            |r| r.get(0),
        )
        .optional()?;
    Ok(runs.map(|n| n.clamp(0, i64::from(u32::MAX)) as u32))
}

pub(super) fn finish(
    c: &Connection,
    id: &str,
    owner: &str,
    state: &str,
    result: Option<&str>,
    error: Option<&str>,
) -> Result<bool> {
    let bytes = result.map_or(0, str::len) as i64 + error.map_or(0, str::len) as i64;
    let n = c.execute(
        "UPDATE jobs SET state = ?3, result = ?4, error = ?5, bytes = ?6, finished_ms = ?7
         WHERE id = ?1 AND owner = ?2 AND state = 'running'",
        params![id, owner, state, result, error, bytes, now_ms()],
    )?;
    Ok(n == 1)
}

pub(super) fn trim(c: &Connection, bytes: u64, kept: u32) -> Result<()> {
    c.execute(
        "DELETE FROM jobs WHERE id IN (
             SELECT id FROM (
                 SELECT id, SUM(bytes) OVER w AS held, ROW_NUMBER() OVER w AS n
                 FROM jobs WHERE finished_ms IS NOT NULL
                 WINDOW w AS (ORDER BY finished_ms DESC, id DESC)
             ) WHERE n > 1 AND (held > ?1 OR n > ?2))",
        params![bytes.min(i64::MAX as u64) as i64, kept],
    )?;
    Ok(())
}

pub(super) fn champions_unheld(
    c: &Connection,
    after: &str,
    quiet_before: i64,
    limit: u32,
) -> Result<Vec<(String, i64)>> {
    let mut st = c.prepare(
        "SELECT m.id, m.version FROM matches m
         WHERE m.finished_at IS NULL AND m.id > ?1 AND m.seats LIKE '%\"champion\"%'
           AND NOT EXISTS (SELECT 1 FROM quarantine q WHERE q.match_id = m.id)
           AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.key = 'champion ' || m.id AND c.until_ms >= ?2)
           AND COALESCE((SELECT MAX(v.at) FROM moves v WHERE v.match_id = m.id), m.created_at) < ?3
         ORDER BY m.id LIMIT ?4",
    )?;
    let rows = st.query_map(params![after, now_ms(), quiet_before, limit], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<std::result::Result<_, _>>()?)
}
