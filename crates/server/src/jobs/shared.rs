//! Jobs across servers sharing a PostgreSQL database. A job submitted to
//! any server is written to the store with what was asked, and leased
//! (`job <id>`) to the server that runs it; that server renews the lease
//! and writes its progress at every beat, hears there of a cancel asked on
//! another server, and writes the result (or error) once, only while it
//! still holds the job. Any other server answers for the job from the
//! store: a copy it follows, read again at most every [`SYNC`], which holds
//! the result once done, within the same byte budget as its own jobs. A
//! server that finds the lease lapsed (its server died) takes the job over
//! and runs it again from the start — no job kind keeps a checkpoint —
//! once: should that server die too, the job fails with a sentence saying
//! so, so that one poisonous job cannot take every server down in turn.

use super::{Job, NewJob, Output, launch, plan, rows};
use crate::App;
use crate::error::ApiError;
use ludoteca_core::table::Table;
use ludoteca_core::{Lang, Msg};
use ludoteca_store::{JobRecord, JobState};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// How often a running job renews its lease and writes its progress.
const BEAT: Duration = Duration::from_secs(1);

/// How long a job's lease lasts unrenewed: past it, another server takes
/// the job over.
const LEASE: Duration = Duration::from_secs(5);

/// How often a copy of another server's job is read again.
const SYNC: Duration = Duration::from_millis(250);

/// The lease's key.
pub(crate) fn key(id: &str) -> String {
    format!("job {id}")
}

/// Writes down a job just submitted here, leased to this server.
pub(super) fn submit(app: &App, job: &Job, req: &NewJob, lang: Lang) -> Result<(), ApiError> {
    let spec = json!({"request": req, "lang": lang.tag()});
    app.store.claim(&key(&job.id), &app.cluster.node, LEASE)?;
    app.store.create_job(&job.id, &spec, &app.cluster.node)?;
    Ok(())
}

/// Keeps a job run here leased and its progress written, every [`BEAT`],
/// until it ends (or another server took it over).
pub(super) fn keep(app: &Arc<App>, job: &Arc<Job>) {
    let (weak, job) = (Arc::downgrade(app), job.clone());
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(BEAT).await;
            if job.finished() || job.remote.load(Ordering::Acquire) {
                return;
            }
            let Some(app) = weak.upgrade() else { return };
            let job = job.clone();
            let _ = tokio::task::spawn_blocking(move || beat(&app, &job)).await;
        }
    });
}

/// One beat: the lease renewed, the progress written, a cancel heard.
fn beat(app: &App, job: &Job) {
    let node = &app.cluster.node;
    match app.store.claim(&key(&job.id), node, LEASE) {
        Ok(true) => {}
        Ok(false) => {
            // Too long without a beat: another server took it over. It
            // stops here; this copy follows the store from now on.
            eprintln!("job {}: taken over by another server; it stops here", job.id);
            job.remote.store(true, Ordering::Release);
            job.cancel.store(true, Ordering::Relaxed);
            return;
        }
        Err(e) => {
            eprintln!("job {}: its lease could not be renewed: {e}", job.id);
            return;
        }
    }
    let (done, total) = (job.done.load(Ordering::Relaxed), job.total.load(Ordering::Relaxed));
    if let Ok(true) = app.store.job_progress(&job.id, node, done, total) {
        job.cancel.store(true, Ordering::Relaxed);
    }
}

/// Writes the end of a job run here; `false` when this server no longer
/// runs it (another took it over), and the copy follows the store.
pub(super) fn record_end(app: &App, job: &Job, result: &Result<Output, String>) -> bool {
    if job.remote.load(Ordering::Acquire) {
        job.cancel.store(false, Ordering::Relaxed);
        return false;
    }
    let state = match (result, job.cancel.load(Ordering::Relaxed)) {
        (Ok(_), _) => JobState::Done,
        (Err(_), true) => JobState::Cancelled,
        (Err(_), false) => JobState::Failed,
    };
    let text = match result {
        Ok(Output::Table(t)) => serde_json::to_string(t).ok(),
        Ok(Output::Other(v)) => Some(v.to_string()),
        Err(_) => None,
    };
    let error = result.as_ref().err().map(String::as_str);
    let (store, node) = (&app.store, &app.cluster.node);
    let (done, total) = (job.done.load(Ordering::Relaxed), job.total.load(Ordering::Relaxed));
    let _ = store.job_progress(&job.id, node, done, total);
    match store.finish_job(&job.id, node, state, text.as_deref(), error) {
        Ok(true) => {}
        Ok(false) => {
            eprintln!("job {}: another server took it over; its answer is the one kept", job.id);
            job.remote.store(true, Ordering::Release);
            job.cancel.store(false, Ordering::Relaxed);
            return false;
        }
        // The database is away: the answer is still held here.
        Err(e) => eprintln!("job {}: its end could not be written: {e}", job.id),
    }
    let _ = store.unclaim(&key(&job.id), node);
    true
}

/// Reads a copy of another server's job again, unless it was read less
/// than [`SYNC`] ago (`now`: at once).
pub(super) fn sync(app: &App, job: &Job, now: bool) {
    {
        let mut synced = job.synced.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if !now && synced.is_some_and(|at| at.elapsed() < SYNC) {
            return;
        }
        *synced = Some(Instant::now());
    }
    match app.store.job(&job.id) {
        Ok(record) => apply(app, job, record.as_ref()),
        Err(e) => eprintln!("job {}: cannot be read from the database: {e}", job.id),
    }
}

/// Brings a copy up to the stored job: its progress, and once over its
/// result, held here as this server holds its own.
pub(super) fn apply(app: &App, job: &Job, record: Option<&JobRecord>) {
    if !job.remote.load(Ordering::Acquire) || job.finished() {
        return;
    }
    let Some(r) = record else {
        // Forgotten by the store (its budget): nothing more to follow.
        let gone = ApiError::not_found(Msg::SvWhatJob, &job.id).text();
        app.jobs.finish(job, Err(gone));
        return;
    };
    {
        *job.synced.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(Instant::now());
    }
    job.done.store(r.done, Ordering::Relaxed);
    job.total.store(r.total, Ordering::Relaxed);
    let error = || r.error.clone().unwrap_or_default();
    let result = match r.state {
        JobState::Running => return,
        JobState::Done => output(&r.spec, r.result.as_deref().unwrap_or_default())
            .ok_or_else(|| format!("the result of job {} in the database cannot be read", r.id)),
        JobState::Failed => Err(error()),
        JobState::Cancelled => {
            job.cancel.store(true, Ordering::Relaxed);
            Err(error())
        }
    };
    app.jobs.finish(job, result);
}

/// A stored result, as the job's kind gives it.
fn output(spec: &Value, text: &str) -> Option<Output> {
    if spec["request"]["kind"] == "table" {
        let mut table: Table = serde_json::from_str(text).ok()?;
        rows::place(&mut table);
        Some(Output::Table(table))
    } else {
        serde_json::from_str(text).ok().map(Output::Other)
    }
}

/// Takes over job `id`, whose lease lapsed: its server died. Runs it again
/// here from the start, unless it was taken over once already (then it
/// fails with the sentence why) or a cancel was asked (then it is
/// cancelled). Called by the sweeper of `cluster.rs`.
pub(crate) fn take_over(app: &Arc<App>, id: &str) {
    let (store, node) = (&app.store, &app.cluster.node);
    if !matches!(store.claim(&key(id), node, LEASE), Ok(true)) {
        return; // another server was quicker
    }
    let record = match store.job(id) {
        Ok(Some(r)) if r.state == JobState::Running => r,
        Ok(_) => {
            let _ = store.unclaim(&key(id), node);
            return;
        }
        Err(e) => {
            eprintln!("job {id}: cannot be read to take it over: {e}");
            return; // the lease lapses again: another try later
        }
    };
    let lang = record.spec["lang"].as_str().and_then(Lang::from_tag).unwrap_or_default();
    let end = if record.cancel {
        Some((JobState::Cancelled, Msg::ErrCancelled.render(lang)))
    } else if record.runs >= 2 {
        Some((JobState::Failed, Msg::SvJobServersStopped.render(lang)))
    } else {
        None
    };
    if let Some((state, sentence)) = end {
        eprintln!("job {id}: its server stopped; it ends here as {}", state.as_str());
        // Ended in the name of the server that ran it last: it is not run
        // again, so it does not count as one more run.
        let _ = store.finish_job(id, &record.owner, state, None, Some(&sentence));
        let _ = store.unclaim(&key(id), node);
        return;
    }
    // Room for it here first; else the lease lapses again and a server
    // with room takes it.
    let Ok(job) = app.jobs.add_as(Some(id)) else { return };
    let plan = match serde_json::from_value::<NewJob>(record.spec["request"].clone()) {
        Ok(req) => match plan(app, &req, lang) {
            Ok(plan) => Ok(plan),
            // No memory free for it now: a later sweep, here or elsewhere.
            Err(e) if e.status == axum::http::StatusCode::SERVICE_UNAVAILABLE => {
                job.remote.store(true, Ordering::Release);
                return;
            }
            Err(e) => Err(e.text_in(lang)),
        },
        Err(e) => Err(format!("the job's request in the database cannot be read: {e}")),
    };
    match store.restart_job(id, node) {
        Ok(Some(runs)) => eprintln!("job {id}: its server stopped; {node} runs it again (run {runs})"),
        _ => {
            // Ended meanwhile, or the database is away: only follow it.
            job.remote.store(true, Ordering::Release);
            return;
        }
    }
    match plan {
        Ok(plan) => launch(app.clone(), job, plan),
        Err(e) => {
            let _ = store.finish_job(id, node, JobState::Failed, None, Some(&e));
            let _ = store.unclaim(&key(id), node);
            app.jobs.finish(&job, Err(e));
        }
    }
}
