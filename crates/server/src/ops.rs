//! Operations: `/healthz` (the process answers), `/readyz` (it can reach
//! its database and is not stopping: a proxy sends it requests), and the
//! graceful shutdown — new background work refused, the moves in flight
//! finished and committed, every socket closed with a reconnect hint.

use crate::App;
use axum::Json;
use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use axum::http::StatusCode;
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// The close code a socket gets when its server stops: "service restart"
/// (RFC 6455, 1012): the client should reconnect, to this server once it
/// is back or to another behind the same address.
pub(crate) const CLOSE_RESTART: u16 = 1012;

/// After how long a client should try again, told before the close.
pub(crate) const RECONNECT_MS: u64 = 1000;

/// The longest a shutdown waits for the moves in flight.
const DRAIN_LIMIT: Duration = Duration::from_secs(15);

/// The state of a shutdown.
pub(crate) struct Ops {
    stopping: AtomicBool,
    closing: watch::Sender<bool>,
    busy: Arc<AtomicUsize>,
}

impl Default for Ops {
    fn default() -> Ops {
        Ops { stopping: AtomicBool::new(false), closing: watch::channel(false).0, busy: Arc::default() }
    }
}

/// A piece of work in flight (the champion thinking and committing its
/// move): a shutdown waits until none is left.
pub(crate) struct Busy(Arc<AtomicUsize>);

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Ops {
    /// Whether a shutdown has begun: no new background work.
    pub(crate) fn stopping(&self) -> bool {
        self.stopping.load(Ordering::Acquire)
    }

    /// Counts one piece of work in flight until the guard is dropped.
    pub(crate) fn busy(&self) -> Busy {
        self.busy.fetch_add(1, Ordering::AcqRel);
        Busy(self.busy.clone())
    }

    /// Changes to `true` when the sockets must close (at once, for a
    /// socket opened after the stop began).
    pub(crate) fn closing(&self) -> watch::Receiver<bool> {
        let mut rx = self.closing.subscribe();
        if *rx.borrow() {
            rx.mark_changed();
        }
        rx
    }
}

/// The first half of a graceful shutdown: refuse new background work, let
/// the work in flight end (at most [`DRAIN_LIMIT`]), then close every
/// socket with the reconnect hint.
pub(crate) async fn drain(app: &App) {
    app.ops.stopping.store(true, Ordering::Release);
    let started = Instant::now();
    while app.ops.busy.load(Ordering::Acquire) > 0 && started.elapsed() < DRAIN_LIMIT {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let _ = app.ops.closing.send(true);
    // The sockets' tasks send their close frames.
    tokio::time::sleep(Duration::from_millis(100)).await;
}

/// Says to a socket's client that the server stops and when to reconnect,
/// then closes it with [`CLOSE_RESTART`].
pub(crate) async fn close_for_restart(socket: &mut WebSocket) {
    let hint = json!({"type": "closing", "reason": "the server is restarting", "reconnect_ms": RECONNECT_MS});
    crate::socket::send(socket, Message::Text(hint.to_string().into())).await;
    let frame = CloseFrame { code: CLOSE_RESTART, reason: "server restarting: reconnect".into() };
    crate::socket::send(socket, Message::Close(Some(frame))).await;
}

/// `GET /healthz`: the process is alive and answers.
pub(crate) async fn healthz() -> Json<Value> {
    Json(json!({"status": "ok"}))
}

/// `GET /readyz`: 200 when the database answers and the server is not
/// stopping; 503 with the reason otherwise.
pub(crate) async fn readyz(State(app): State<Arc<App>>) -> (StatusCode, Json<Value>) {
    let database = app.store.kind();
    if app.ops.stopping() {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({"ready": false, "database": database, "error": "the server is stopping"})),
        );
    }
    let pinged = {
        let app = app.clone();
        tokio::time::timeout(Duration::from_secs(5), tokio::task::spawn_blocking(move || app.store.ping())).await
    };
    match pinged {
        Ok(Ok(Ok(()))) => (StatusCode::OK, Json(json!({"ready": true, "database": database}))),
        Ok(Ok(Err(e))) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({"ready": false, "database": database, "error": e.to_string()})),
        ),
        Ok(Err(e)) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({"ready": false, "database": database, "error": format!("the check failed: {e}")})),
        ),
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({"ready": false, "database": database, "error": "the database did not answer within 5 s"})),
        ),
    }
}
