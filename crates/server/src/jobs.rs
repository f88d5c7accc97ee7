//! Background computations (tables, periods) with progress pushed over a
//! WebSocket, cancellation, and a cache in the store, so that no page waits
//! on a long request.

use crate::error::{ApiError, Body, RETRY_SECS};
use crate::lanes::Lane;
use crate::{App, socket};
use axum::Json;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use ludoteca_core::Control;
use ludoteca_core::Msg;
use ludoteca_core::table::Style;
use ludoteca_games::{Params, open};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The most rows a table computed for the browser may have.
const MAX_ROWS: u64 = 100_000;
/// The most computations running at once.
const MAX_RUNNING: usize = 4;
/// The longest a job may run before it is stopped.
const JOB_LIMIT: Duration = Duration::from_secs(300);
/// How many finished jobs are remembered.
const KEEP: usize = 256;

/// What to compute.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewJob {
    kind: String,
    game: String,
    #[serde(default)]
    params: Params,
    from: Option<u64>,
    to: Option<u64>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Table,
    Period,
}

/// One computation.
pub(crate) struct Job {
    id: String,
    cancel: AtomicBool,
    /// Set when the job ran past [`JOB_LIMIT`] and was stopped.
    timed_out: AtomicBool,
    done: AtomicU64,
    total: AtomicU64,
    outcome: Mutex<Option<Result<Value, String>>>,
}

impl Job {
    fn snapshot(&self) -> Value {
        let outcome = self.outcome.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone();
        let state = match (&outcome, self.cancel.load(Ordering::Relaxed)) {
            (None, _) => "running",
            (Some(Err(_)), true) => "cancelled",
            (Some(Ok(_)), _) => "done",
            (Some(Err(_)), false) => "failed",
        };
        let mut v = json!({
            "id": self.id,
            "state": state,
            "progress": {"done": self.done.load(Ordering::Relaxed), "total": self.total.load(Ordering::Relaxed)},
        });
        match outcome {
            Some(Ok(result)) => v["result"] = result,
            Some(Err(e)) => v["error"] = e.into(),
            None => {}
        }
        v
    }

    fn finished(&self) -> bool {
        self.outcome.lock().unwrap_or_else(std::sync::PoisonError::into_inner).is_some()
    }
}

/// The jobs, oldest first.
#[derive(Default)]
pub(crate) struct Jobs(Mutex<VecDeque<Arc<Job>>>);

impl Jobs {
    fn get(&self, id: &str) -> Result<Arc<Job>, ApiError> {
        let jobs = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        jobs.iter().find(|j| j.id == id).cloned().ok_or_else(|| ApiError::not_found(Msg::SvWhatJob, id))
    }

    fn add(&self) -> Result<Arc<Job>, ApiError> {
        let mut jobs = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if jobs.iter().filter(|j| !j.finished()).count() >= MAX_RUNNING {
            return Err(ApiError::unavailable(Msg::SvJobsBusy { running: MAX_RUNNING as u64 }, RETRY_SECS));
        }
        while jobs.len() >= KEEP {
            match jobs.iter().position(|j| j.finished()) {
                Some(i) => drop(jobs.remove(i)),
                None => break,
            }
        }
        let job = Arc::new(Job {
            id: crate::rooms::token()[..12].to_string(),
            cancel: AtomicBool::new(false),
            timed_out: AtomicBool::new(false),
            done: AtomicU64::new(0),
            total: AtomicU64::new(0),
            outcome: Mutex::new(None),
        });
        jobs.push_back(job.clone());
        Ok(job)
    }
}

/// `POST /api/jobs`.
pub(crate) async fn create(
    State(app): State<Arc<App>>,
    Body(req): Body<NewJob>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    crate::budget::job(&app, &req.kind, &req.game, &req.params, req.from, req.to)?;
    let kind = match req.kind.as_str() {
        "table" => Kind::Table,
        "period" => Kind::Period,
        other => return Err(ApiError::bad(Msg::SvJobKind { kind: other.into() })),
    };
    crate::games::within_limits(&req.game, &req.params, None)?;
    let entry = open(&req.game, &req.params)?;
    let preset = ludoteca_games::catalogue::preset(&req.game).map_or(20, |p| p.table_to);
    let (from, to) = (req.from.unwrap_or(0), req.to.unwrap_or(preset));
    if kind == Kind::Table && (from > to || to - from >= MAX_ROWS || to > crate::games::MAX_NUMBER) {
        return Err(ApiError::bad(Msg::SvTableRows { max: MAX_ROWS }));
    }
    let key =
        format!("{}|{}|{}|{from}|{to}", req.kind, req.game, serde_json::to_string(&req.params).unwrap_or_default());
    let job = app.jobs.add()?;
    let cached = app.store.lock().unwrap_or_else(std::sync::PoisonError::into_inner).cached(&key).ok().flatten();
    let id = job.id.clone();
    match cached {
        Some(v) => *job.outcome.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(Ok(v)),
        None => {
            // Queued in the analyses' lane (a person's hint never waits
            // behind it), and stopped once it runs past JOB_LIMIT.
            let lanes = app.clone();
            let waiting = job.clone();
            let lang = crate::lang::current();
            let work = move || {
                let started = std::time::Instant::now();
                let progress = |done: u64, total: u64| {
                    job.done.store(done, Ordering::Relaxed);
                    job.total.store(total, Ordering::Relaxed);
                    if started.elapsed() > JOB_LIMIT {
                        job.timed_out.store(true, Ordering::Relaxed);
                        job.cancel.store(true, Ordering::Relaxed);
                    }
                };
                let ctl = Control::new(&progress, &job.cancel);
                let result = match kind {
                    Kind::Table => entry.table(from, to, &ctl).map(|t| {
                        let svg = t.render_svg(Style { remoteness: true, ..Style::default() });
                        let mut v = serde_json::to_value(&t).unwrap_or_default();
                        v["svg"] = svg.into();
                        v
                    }),
                    Kind::Period => entry.period(&ctl).map(|p| serde_json::to_value(p).unwrap_or_default()),
                };
                let result = if job.timed_out.load(Ordering::Relaxed) {
                    Err(Msg::SvJobSlow { secs: JOB_LIMIT.as_secs() }.render(lang))
                } else {
                    result.map_err(|e| e.message(lang))
                };
                if let Ok(v) = &result {
                    let store = app.store.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                    let _ = store.cache(&key, v);
                }
                *job.outcome.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(result);
            };
            tokio::spawn(async move {
                if let Err(e) = lanes.lanes.run(Lane::Analysis, work).await {
                    *waiting.outcome.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(Err(e.text()));
                }
            });
        }
    }
    Ok((StatusCode::ACCEPTED, Json(json!({ "id": id }))))
}

/// `GET /api/jobs/{id}`.
pub(crate) async fn show(State(app): State<Arc<App>>, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    Ok(Json(app.jobs.get(&id)?.snapshot()))
}

/// `DELETE /api/jobs/{id}`.
pub(crate) async fn cancel(State(app): State<Arc<App>>, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    let job = app.jobs.get(&id)?;
    job.cancel.store(true, Ordering::Relaxed);
    Ok(Json(job.snapshot()))
}

/// `GET /api/jobs/{id}/ws`: the job's state, pushed at every change.
pub(crate) async fn socket(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let job = app.jobs.get(&id)?;
    Ok(socket::limited(ws).on_upgrade(move |s| push(job, s)))
}

async fn push(job: Arc<Job>, mut socket: WebSocket) {
    let mut last = Value::Null;
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    loop {
        tokio::select! {
            _ = tick.tick() => {
                let now = job.snapshot();
                if now != last {
                    if !socket::send(&mut socket, Message::Text(now.to_string().into())).await {
                        return;
                    }
                    if now["state"] != "running" {
                        socket::send(&mut socket, Message::Close(None)).await;
                        return;
                    }
                    last = now;
                }
            }
            msg = socket.recv() => match msg {
                Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                Some(Ok(_)) => {}
            },
        }
    }
}
