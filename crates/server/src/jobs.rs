//! Background computations (tables, periods, strategies compared, exact
//! values, conjectures checked by Theorem 4.1) with progress pushed over a WebSocket, cancellation, and a cache
//! in the store, so that no page waits on a long request. A finished result
//! is held once, in bytes every reader shares, within a byte budget; a
//! table is given by pages of rows and drawn on request (`rows.rs`); the
//! strategies and the values are run by `analysis.rs`, the conjectures by
//! `conjecture.rs`. Servers sharing a
//! PostgreSQL database share their jobs too (`shared.rs`): any server
//! answers for any job, exactly one runs it, another takes it over when
//! that one dies.

mod analysis;
pub(crate) mod conjecture;
mod rows;
mod shared;

pub(crate) use shared::take_over;

use crate::error::{ApiError, Body, Pairs, RETRY_SECS};
use crate::lanes::Lane;
use crate::{App, socket};
use axum::Json;
use axum::body::Bytes;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use ludoteca_core::table::Table;
use ludoteca_core::{Control, Lang, Msg};
use ludoteca_games::{Params, open};
use rows::{Page, Rows};
use serde::{Deserialize, Serialize};
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
/// How many finished jobs are remembered (the byte budget may keep fewer).
const KEEP: usize = 256;
/// The bytes of finished results kept in memory: beyond it the oldest
/// finished jobs are forgotten (their results stay in the store's cache).
pub(crate) const RESULT_BYTES: usize = 64 * 1024 * 1024;
/// A table of at most this many rows still carries its drawing inline
/// (`result.svg`), as before pages existed.
const INLINE_SVG_ROWS: usize = 200;

/// What to compute.
#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewJob {
    kind: String,
    game: String,
    #[serde(default)]
    params: Params,
    from: Option<u64>,
    to: Option<u64>,
    /// The position of a `value` job (default: the start).
    position: Option<String>,
    /// The time limit of a `value` job, in seconds.
    seconds: Option<u64>,
    /// The condition the safe (tipo-S) positions meet, of a `conjecture` job.
    safe: Option<String>,
    /// The condition the neutral (tipo-N) positions meet, of a `conjecture`
    /// job on a game with draws.
    neutral: Option<String>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Table,
    Period,
    Strategies,
    Value,
    Conjecture,
}

/// What a job computed, before it is held.
pub(crate) enum Output {
    /// A table (its cells placed, see [`rows::place`]).
    Table(Table),
    /// Anything else (a period, a verdict), as JSON.
    Other(Value),
}

/// A finished job's result, held once and shared by every reader.
pub(crate) struct Done {
    /// The job's answer (`GET /api/jobs/{id}`, the socket's last message),
    /// written once: a table's first page, or the whole result.
    answer: Utf8Bytes,
    /// A table's rows, for pages and drawings.
    rows: Option<Arc<Rows>>,
}

impl Done {
    /// The bytes it holds.
    fn size(&self) -> usize {
        self.answer.len() + self.rows.as_ref().map_or(0, |r| r.size())
    }
}

/// One computation.
pub(crate) struct Job {
    id: String,
    cancel: AtomicBool,
    /// Set when the job ran past [`JOB_LIMIT`] and was stopped.
    timed_out: AtomicBool,
    done: AtomicU64,
    total: AtomicU64,
    /// When it finished, in the order of finishing (0 while running).
    finished_as: AtomicU64,
    outcome: Mutex<Option<Result<Arc<Done>, String>>>,
    /// Another server runs it: this copy follows the store (`shared.rs`).
    remote: AtomicBool,
    /// When a remote job was last read from the store.
    synced: Mutex<Option<std::time::Instant>>,
}

/// The order in which jobs finish.
static FINISHED: AtomicU64 = AtomicU64::new(1);

impl Job {
    fn new(id: Option<String>, remote: bool) -> Job {
        Job {
            id: id.unwrap_or_else(|| crate::rooms::token()[..12].to_string()),
            cancel: AtomicBool::new(false),
            timed_out: AtomicBool::new(false),
            done: AtomicU64::new(0),
            total: AtomicU64::new(0),
            finished_as: AtomicU64::new(0),
            outcome: Mutex::new(None),
            remote: AtomicBool::new(remote),
            synced: Mutex::new(None),
        }
    }

    fn outcome(&self) -> Option<Result<Arc<Done>, String>> {
        self.outcome.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }

    /// `running`, `done`, `failed` or `cancelled`.
    fn state(&self, outcome: Option<&Result<Arc<Done>, String>>) -> &'static str {
        match (outcome, self.cancel.load(Ordering::Relaxed)) {
            (None, _) => "running",
            (Some(Err(_)), true) => "cancelled",
            (Some(Ok(_)), _) => "done",
            (Some(Err(_)), false) => "failed",
        }
    }

    /// The job without its result: `{id, state, progress}`.
    fn status(&self, state: &str) -> Value {
        json!({
            "id": self.id,
            "state": state,
            "progress": {"done": self.done.load(Ordering::Relaxed), "total": self.total.load(Ordering::Relaxed)},
        })
    }

    /// What a reader is told now: the shared answer once done, else a
    /// small status (with the error once failed).
    fn answer(&self) -> Utf8Bytes {
        let outcome = self.outcome();
        let state = self.state(outcome.as_ref());
        match outcome {
            Some(Ok(done)) => done.answer.clone(),
            Some(Err(e)) => {
                let mut v = self.status(state);
                v["error"] = e.into();
                v.to_string().into()
            }
            None => self.status(state).to_string().into(),
        }
    }

    /// Holds `result` once: a table is cut into rows and its answer
    /// carries the first page; anything else is answered whole.
    fn finish(&self, result: Result<Output, String>) {
        let held = result.map(|output| {
            let mut answer = self.status("done");
            let rows = match output {
                Output::Table(table) => {
                    let rows = Rows::new(&table);
                    let page = rows.page(0, rows::DEFAULT_PAGE);
                    let mut result: Value = serde_json::from_slice(&rows.json(page)).unwrap_or_default();
                    // A table's answer is shared by every language: its inline
                    // SVG is in English, `GET …/svg` draws it in the request's.
                    if rows.total() <= INLINE_SVG_ROWS {
                        result["svg"] = rows.svg(page, Lang::EN, &[]).into();
                    }
                    answer["result"] = result;
                    answer["rows"] = page.json();
                    answer["svg"] = format!("/api/jobs/{}/svg", self.id).into();
                    Some(Arc::new(rows))
                }
                Output::Other(v) => {
                    answer["result"] = v;
                    None
                }
            };
            Arc::new(Done { answer: answer.to_string().into(), rows })
        });
        let mut outcome = self.outcome.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if outcome.is_none() {
            self.finished_as.store(FINISHED.fetch_add(1, Ordering::Relaxed), Ordering::Relaxed);
            *outcome = Some(held);
        }
    }

    fn finished(&self) -> bool {
        self.finished_as.load(Ordering::Relaxed) > 0
    }

    /// The bytes its result holds (0 while running or when it failed).
    fn size(&self) -> usize {
        match self.outcome() {
            Some(Ok(done)) => done.size(),
            _ => 0,
        }
    }

    /// A finished table's rows, or why there are none to give.
    fn rows(&self) -> Result<Arc<Rows>, ApiError> {
        match self.outcome().and_then(Result::ok).and_then(|d| d.rows.clone()) {
            Some(rows) => Ok(rows),
            None => Err(ApiError::new(StatusCode::CONFLICT, Msg::SvJobNoRows { id: self.id.as_str().into() })),
        }
    }
}

/// The jobs, oldest first, with the byte budget of their results.
pub(crate) struct Jobs {
    list: Mutex<VecDeque<Arc<Job>>>,
    budget: usize,
}

impl Default for Jobs {
    fn default() -> Jobs {
        Jobs::with_budget(RESULT_BYTES)
    }
}

impl Jobs {
    /// Jobs whose finished results hold at most `budget` bytes together
    /// (the latest finished is always kept).
    pub(crate) fn with_budget(budget: usize) -> Jobs {
        Jobs { list: Mutex::default(), budget }
    }

    fn get(&self, id: &str) -> Result<Arc<Job>, ApiError> {
        let jobs = self.list.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        jobs.iter().find(|j| j.id == id).cloned().ok_or_else(|| ApiError::not_found(Msg::SvWhatJob, id))
    }

    fn add(&self) -> Result<Arc<Job>, ApiError> {
        self.add_as(None)
    }

    /// A job run here: a new one, or (`id`) one taken over from a server
    /// that died — the copy this server followed becomes its own — unless
    /// [`MAX_RUNNING`] jobs run here already.
    fn add_as(&self, id: Option<&str>) -> Result<Arc<Job>, ApiError> {
        let mut jobs = self.list.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if jobs.iter().filter(|j| !j.finished() && !j.remote.load(Ordering::Acquire)).count() >= MAX_RUNNING {
            return Err(ApiError::unavailable(Msg::SvJobsBusy { running: MAX_RUNNING as u64 }, RETRY_SECS));
        }
        if let Some(job) = id.and_then(|id| jobs.iter().find(|j| j.id == id && !j.finished())) {
            job.remote.store(false, Ordering::Release);
            return Ok(job.clone());
        }
        self.trim(&mut jobs, 1);
        let job = Arc::new(Job::new(id.map(str::to_string), false));
        jobs.push_back(job.clone());
        Ok(job)
    }

    /// A copy of a job another server runs, followed through the store
    /// (the one already listed, if any).
    fn follow(&self, id: &str) -> Arc<Job> {
        let mut jobs = self.list.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(job) = jobs.iter().find(|j| j.id == id) {
            return job.clone();
        }
        self.trim(&mut jobs, 1);
        let job = Arc::new(Job::new(Some(id.to_string()), true));
        jobs.push_back(job.clone());
        job
    }

    /// Finishes `job` with `result`, then forgets the oldest finished jobs
    /// until the rest fit the budget.
    fn finish(&self, job: &Job, result: Result<Output, String>) {
        job.finish(result);
        let mut jobs = self.list.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        self.trim(&mut jobs, 0);
    }

    /// Forgets the finished jobs that finished first while the list holds
    /// more than [`KEEP`] − `room` jobs or its results more than the budget;
    /// the latest finished job stays.
    fn trim(&self, jobs: &mut VecDeque<Arc<Job>>, room: usize) {
        let mut finished: Vec<(u64, usize)> =
            jobs.iter().filter(|j| j.finished()).map(|j| (j.finished_as.load(Ordering::Relaxed), j.size())).collect();
        finished.sort_unstable();
        let mut bytes: usize = finished.iter().map(|f| f.1).sum();
        let mut count = jobs.len();
        let mut forget = Vec::new();
        for &(order, size) in finished.iter().take(finished.len().saturating_sub(1)) {
            if count + room <= KEEP && bytes <= self.budget {
                break;
            }
            forget.push(order);
            bytes -= size;
            count -= 1;
        }
        jobs.retain(|j| !forget.contains(&j.finished_as.load(Ordering::Relaxed)));
    }

    /// The bytes the finished results hold, and how many jobs are listed.
    #[cfg(test)]
    fn held(&self) -> (usize, usize) {
        let jobs = self.list.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        (jobs.iter().map(|j| j.size()).sum(), jobs.len())
    }
}

/// A job's work, checked and priced: everything needed to run it, here
/// or on the server that takes it over.
pub(crate) struct Plan {
    kind: Kind,
    entry: Box<dyn ludoteca_games::Entry>,
    /// Its key in the store's cache of analyses.
    key: String,
    limit: Duration,
    from: u64,
    to: u64,
    position: Option<String>,
    /// A conjecture job's rules and range.
    conjecture: Option<conjecture::Ask>,
    lang: Lang,
}

/// Checks `req` (answers in `lang`) and prices it: work out of reach is
/// refused here, in one sentence, before anything runs.
pub(crate) fn plan(app: &App, req: &NewJob, lang: Lang) -> Result<Plan, ApiError> {
    let kind = match req.kind.as_str() {
        "table" => Kind::Table,
        "period" => Kind::Period,
        "strategies" => Kind::Strategies,
        "value" => Kind::Value,
        "conjecture" => Kind::Conjecture,
        other => return Err(ApiError::bad(Msg::SvJobKind { kind: other.into() })),
    };
    let position = req.position.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(str::to_string);
    let limit = match kind {
        Kind::Value => analysis::value_limit(req.seconds)?,
        Kind::Strategies => analysis::STRATEGIES_LIMIT,
        _ => JOB_LIMIT,
    };
    analysis::offered(&req.game, &req.kind)?;
    crate::games::within_limits(&req.game, &req.params, position.as_deref())?;
    // A conjecture's texts and range are read before anything is priced.
    let ask = (kind == Kind::Conjecture)
        .then(|| conjecture::ask(req.safe.as_deref(), req.neutral.as_deref(), req.to))
        .transpose()?;
    // Work beyond reach even at the longest limit is refused before it
    // starts; a shorter limit asked for gives bounds when it runs out.
    let reach = if kind == Kind::Value { Duration::from_secs(analysis::VALUE_MAX_SECS) } else { limit };
    let range = (req.from, ask.as_ref().map_or(req.to, |a| Some(a.to)));
    crate::budget::job(app, &req.kind, &req.game, &req.params, range, position.as_deref(), reach)?;
    let entry = open(&req.game, &req.params)?;
    if let Some(ask) = &ask {
        ask.check(entry.as_ref(), lang)?;
    }
    let preset = ludoteca_games::catalogue::preset(&req.game).map_or(20, |p| p.table_to);
    let (from, to) = (req.from.unwrap_or(0), req.to.unwrap_or(preset));
    if kind == Kind::Table && (from > to || to - from >= MAX_ROWS || to > crate::games::MAX_NUMBER) {
        return Err(ApiError::bad(Msg::SvTableRows { max: MAX_ROWS }));
    }
    let mut key =
        format!("{}|{}|{}|{from}|{to}", req.kind, req.game, serde_json::to_string(&req.params).unwrap_or_default());
    if matches!(kind, Kind::Strategies | Kind::Value) {
        // Their answers carry sentences: one entry per language.
        key.push_str(&format!("|{}|{}", position.as_deref().unwrap_or(""), lang.tag()));
    }
    if kind == Kind::Conjecture {
        // The rules and the verdict's sentence: one entry per language.
        let texts = serde_json::to_string(&(&req.safe, &req.neutral)).unwrap_or_default();
        key.push_str(&format!("|{texts}|{}", lang.tag()));
    }
    Ok(Plan { kind, entry, key, limit, from, to, position, conjecture: ask, lang })
}

/// `POST /api/jobs`.
pub(crate) async fn create(
    State(app): State<Arc<App>>,
    Body(req): Body<NewJob>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let lang = crate::lang::current();
    let plan = plan(&app, &req, lang)?;
    let job = app.jobs.add()?;
    // Sharing the database, the job is written down (and leased to this
    // server) before it is acknowledged: any server answers for it.
    if app.cluster.shared
        && let Err(e) = shared::submit(&app, &job, &req, lang)
    {
        app.jobs.finish(&job, Err(e.text()));
        return Err(e);
    }
    let id = job.id.clone();
    launch(app, job, plan);
    Ok((StatusCode::ACCEPTED, Json(json!({ "id": id }))))
}

/// Runs `plan` as `job`: queued in the analyses' lane (a person's hint
/// never waits behind it), read from the cache or computed, and stopped
/// once it runs past its limit. Sharing the database, its lease is kept
/// while it runs and its end written to the store.
pub(crate) fn launch(app: Arc<App>, job: Arc<Job>, plan: Plan) {
    if app.cluster.shared {
        shared::keep(&app, &job);
    }
    let Plan { kind, entry, key, limit, from, to, position, conjecture, lang } = plan;
    let lanes = app.clone();
    let waiting = job.clone();
    let work = move || {
        let cached = app.store.cached_text(&key);
        if let Some(text) = cached.ok().flatten() {
            let output = match kind {
                Kind::Table => serde_json::from_str::<Table>(&text).ok().map(|mut t| {
                    rows::place(&mut t);
                    Output::Table(t)
                }),
                Kind::Period | Kind::Strategies | Kind::Value | Kind::Conjecture => {
                    serde_json::from_str(&text).ok().map(Output::Other)
                }
            };
            if let Some(output) = output {
                conclude(&app, &job, Ok(output));
                return;
            }
        }
        if matches!(kind, Kind::Strategies | Kind::Value) {
            let result = if kind == Kind::Value {
                analysis::value(entry.as_ref(), position.as_deref(), limit, &job, lang)
            } else {
                analysis::strategies(entry.as_ref(), &job, lang)
            };
            if let Ok(v) = &result
                && analysis::cacheable(v)
            {
                let store = &app.store;
                let _ = store.cache_text(&key, &v.to_string());
            }
            conclude(&app, &job, result.map(Output::Other));
            return;
        }
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
        let result = match (kind, &conjecture) {
            (Kind::Table, _) => entry.table(from, to, &ctl).map(|mut t| {
                rows::place(&mut t);
                Output::Table(t)
            }),
            (Kind::Period, _) => entry.period(&ctl).map(|p| Output::Other(serde_json::to_value(p).unwrap_or_default())),
            (Kind::Conjecture, Some(ask)) => ask.run(entry.as_ref(), &ctl, lang).map(Output::Other),
            (Kind::Strategies | Kind::Value | Kind::Conjecture, _) => return,
        };
        let result = if job.timed_out.load(Ordering::Relaxed) {
            Err(Msg::SvJobSlow { secs: JOB_LIMIT.as_secs() }.render(lang))
        } else {
            result.map_err(|e| e.message(lang))
        };
        if let Ok(output) = &result {
            let text = match output {
                Output::Table(t) => serde_json::to_string(t),
                Output::Other(v) => serde_json::to_string(v),
            };
            if let Ok(text) = text {
                let store = &app.store;
                let _ = store.cache_text(&key, &text);
            }
        }
        conclude(&app, &job, result);
    };
    tokio::spawn(async move {
        if let Err(e) = lanes.lanes.run(Lane::Analysis, work).await {
            conclude(&lanes, &waiting, Err(e.text()));
        }
    });
}

/// Ends `job` with `result`: sharing the database, written to the store
/// first (only while this server still runs it: a job taken over by
/// another server is followed through the store instead), then held here.
fn conclude(app: &App, job: &Job, result: Result<Output, String>) {
    if app.cluster.shared && !shared::record_end(app, job, &result) {
        return;
    }
    app.jobs.finish(job, result);
}

/// The job `id`: this server's own, or (sharing the database) one that
/// another server runs or ran, followed through the store.
fn find(app: &App, id: &str) -> Result<Arc<Job>, ApiError> {
    match app.jobs.get(id) {
        Ok(job) => {
            if job.remote.load(Ordering::Acquire) && !job.finished() {
                shared::sync(app, &job, false);
            }
            Ok(job)
        }
        Err(e) if !app.cluster.shared => Err(e),
        Err(e) => {
            let Some(record) = app.store.job(id)? else { return Err(e) };
            let job = app.jobs.follow(id);
            shared::apply(app, &job, Some(&record));
            Ok(job)
        }
    }
}

/// A page asked for in the query: `offset` (default 0) and `limit`
/// (default [`rows::DEFAULT_PAGE`]), both whole numbers; `None` when the
/// query names neither.
fn page_of(q: &Pairs, rows: Option<&Rows>) -> Result<Option<Page>, ApiError> {
    let max = rows.map_or(rows::MAX_PAGE, Rows::max_page);
    let bad = || ApiError::bad(Msg::SvJobPage { max: max as u64 });
    let number = |name: &str| -> Result<Option<usize>, ApiError> {
        q.get(name).map(|v| v.parse::<usize>().map_err(|_| bad())).transpose()
    };
    let (offset, limit) = (number("offset")?, number("limit")?);
    if limit.is_some_and(|l| l == 0 || l > max) {
        return Err(bad());
    }
    if offset.is_none() && limit.is_none() {
        return Ok(None);
    }
    Ok(rows.map(|r| r.page(offset.unwrap_or(0), limit.unwrap_or(rows::DEFAULT_PAGE))))
}

fn json_bytes(bytes: impl Into<axum::body::Body>) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], bytes.into()).into_response()
}

/// `GET /api/jobs/{id}`, optionally `?offset=&limit=`: the job, its result
/// once done — for a table, one page of rows (the first by default) with
/// `rows: {offset, limit, total, next}`.
pub(crate) async fn show(State(app): State<Arc<App>>, Path(id): Path<String>, q: Pairs) -> Result<Response, ApiError> {
    let job = find(&app, &id)?;
    let rows = job.rows().ok();
    // Not a finished table: the query has no rows to choose from.
    let (Some(page), Some(rows)) = (page_of(&q, rows.as_deref())?, rows) else {
        return Ok(json_bytes(Bytes::from(job.answer())));
    };
    let mut v = job.status("done");
    v["result"] = serde_json::from_slice(&rows.json(page)).unwrap_or_default();
    v["rows"] = page.json();
    v["svg"] = format!("/api/jobs/{id}/svg").into();
    Ok(json_bytes(v.to_string()))
}

/// `GET /api/jobs/{id}/rows?offset=&limit=`: one page of a finished
/// table's rows, as a table (`table --json`'s object) with `rows`.
pub(crate) async fn rows(State(app): State<Arc<App>>, Path(id): Path<String>, q: Pairs) -> Result<Response, ApiError> {
    let rows = find(&app, &id)?.rows()?;
    let page = page_of(&q, Some(&rows))?.unwrap_or_else(|| rows.page(0, rows::DEFAULT_PAGE));
    let mut body = rows.json(page);
    body.pop();
    body.extend_from_slice(format!(",\"rows\":{}}}", page.json()).as_bytes());
    Ok(json_bytes(body))
}

/// `GET /api/jobs/{id}/svg?offset=&limit=&axis=W…`: a finished table's
/// rows drawn as SVG, made on request (at most one page of rows; all of
/// them by default when they fit), under the game's title, the legend and
/// the axes' titles in the request's language (`axis=W`, once per axis in
/// order, names them in the reader's words).
pub(crate) async fn svg(State(app): State<Arc<App>>, Path(id): Path<String>, q: Pairs) -> Result<Response, ApiError> {
    let rows = find(&app, &id)?.rows()?;
    let page = page_of(&q, Some(&rows))?.unwrap_or_else(|| rows.page(0, rows.max_page()));
    let lang = crate::lang::current();
    let axes: Vec<String> = q.all("axis").take(2).map(str::to_string).collect();
    let svg = app.lanes.run(Lane::Analysis, move || rows.svg(page, lang, &axes)).await?;
    Ok(([(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8")], svg).into_response())
}

/// `DELETE /api/jobs/{id}`.
pub(crate) async fn cancel(State(app): State<Arc<App>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let job = find(&app, &id)?;
    if job.remote.load(Ordering::Acquire) {
        // Another server runs it: it hears of the cancel at its next beat.
        app.store.cancel_job(&id)?;
    } else {
        job.cancel.store(true, Ordering::Relaxed);
    }
    Ok(json_bytes(Bytes::from(job.answer())))
}

/// `GET /api/jobs/{id}/ws`: the job's state, pushed at every change; the
/// last message is the job's shared answer. A socket beyond its network's
/// share of watching sockets is refused (429, [`crate::crowds`]).
pub(crate) async fn socket(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let job = find(&app, &id)?;
    let closing = app.ops.closing();
    // A job's watchers share their network's places with the matches'
    // spectators ([`crate::crowds`]).
    let client = crate::classes::client(peer.ip(), &headers, app.behind_proxy);
    let place = app.crowds.enter(client)?;
    let held = socket::priced(&app)?;
    Ok(socket::limited(ws).on_upgrade(move |s| async move {
        push(app, job, closing, s).await;
        drop((place, held));
    }))
}

async fn push(app: Arc<App>, job: Arc<Job>, mut closing: tokio::sync::watch::Receiver<bool>, mut socket: WebSocket) {
    let mut last = None;
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    loop {
        tokio::select! {
            _ = closing.changed() => {
                crate::ops::close_for_restart(&mut socket).await;
                return;
            }
            _ = tick.tick() => {
                if job.remote.load(Ordering::Acquire) && !job.finished() {
                    let (app, job) = (app.clone(), job.clone());
                    let _ = tokio::task::spawn_blocking(move || shared::sync(&app, &job, false)).await;
                }
                let state = job.state(job.outcome().as_ref());
                let now = (state, job.done.load(Ordering::Relaxed), job.total.load(Ordering::Relaxed));
                if last != Some(now) {
                    if !socket::send(&mut socket, Message::Text(job.answer())).await {
                        return;
                    }
                    if state != "running" {
                        socket::send(&mut socket, Message::Close(None)).await;
                        return;
                    }
                    last = Some(now);
                }
            }
            msg = socket.recv() => match msg {
                Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                Some(Ok(_)) => {}
            },
        }
    }
}

#[cfg(test)]
mod tests;
