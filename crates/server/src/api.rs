//! The routes under `/api/`, as `docs/api.md` lists them.

use crate::error::ApiError;
use crate::{App, check, classes, games, jobs, matches, research};
use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use ludoteca_core::Msg;
use std::sync::Arc;

pub(crate) fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/games", get(games::list))
        .route("/games/{id}", get(games::show))
        .route("/games/{id}/outcome", get(games::outcome))
        .route("/games/{id}/check", get(check::check))
        .route("/jobs", post(jobs::create))
        .route("/jobs/{id}", get(jobs::show).delete(jobs::cancel))
        .route("/jobs/{id}/rows", get(jobs::rows))
        .route("/jobs/{id}/svg", get(jobs::svg))
        .route("/jobs/{id}/ws", get(jobs::socket))
        .route("/matches", post(matches::create))
        .route("/matches/{id}", get(matches::show))
        .route("/matches/{id}/moves", post(matches::play))
        .route("/matches/{id}/undo", post(matches::undo))
        .route("/matches/{id}/hint", get(matches::hint))
        .route("/matches/{id}/analysis", get(matches::analysis))
        .route("/matches/{id}/ws", get(matches::socket))
        .route("/history", get(matches::history))
        .route("/history/{id}", get(matches::replay))
        .route("/server", get(server))
        .route("/research", get(research::status))
        .merge(classes::routes::routes())
        .fallback(not_found)
        .layer(axum::middleware::from_fn(json_errors))
}

/// `GET /api/server`: this server's version, where pupils reach it and how
/// full it is — `{version, public_url, lan_urls, join_base, matches}`, and
/// for a client on this machine (loopback; behind a proxy, by
/// `X-Forwarded-For`) its memory: `memory: {rss, budget, held}`. What the
/// process holds and reserves is for whoever runs it, not for a client
/// measuring what its requests cost. `join_base` is the address the join
/// links start with (`null`: reachable only from this machine).
async fn server(
    axum::extract::State(app): axum::extract::State<Arc<App>>,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
) -> axum::Json<serde_json::Value> {
    let (in_memory, playing) = app.rooms.counts();
    let mut v = serde_json::json!({
        "version": env!("CARGO_PKG_VERSION"),
        "public_url": app.reach.public_url,
        "lan_urls": app.reach.lan_urls,
        "join_base": app.reach.base(),
        "matches": {"in_memory": in_memory, "playing": playing},
    });
    let client = crate::classes::client(peer.ip(), &headers, app.behind_proxy);
    if crate::address::this_machine(client) {
        v["memory"] = serde_json::json!({
            "rss": resident(),
            "budget": app.budget.limit(),
            "held": app.budget.held(),
            "allocator_tuned": crate::allocator::tuned(),
        });
    }
    axum::Json(v)
}

/// The process's resident memory in bytes (`VmRSS` of `/proc/self/status`),
/// `None` where it cannot be read.
fn resident() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse::<u64>().ok().map(|kb| kb * 1024)
}

/// `/api` and `/api/` themselves, which the nested routes never see: the
/// same JSON refusal as any other unknown route under `/api/`.
pub(crate) async fn root(uri: axum::http::Uri) -> Response {
    ApiError::new(StatusCode::NOT_FOUND, Msg::SvNoRoute { path: uri.path().into() }).into_response()
}

async fn not_found(uri: axum::http::Uri) -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, Msg::SvNoRoute { path: format!("/api{}", uri.path()).into() })
}

/// Every refusal under `/api/` is JSON (`{"error": …}`) in the request's
/// language: a path that is not UTF-8 and a socket route asked without the
/// upgrade are answered here before routing; a wrong method (405, with
/// `Allow`) and any other error the framework answers as text are written
/// again as JSON.
async fn json_errors(req: Request, next: Next) -> Response {
    if !decodes_to_utf8(req.uri().path()) {
        return ApiError::bad(Msg::SvPathNotUtf8).into_response();
    }
    if req.uri().path().ends_with("/ws") && req.method() == Method::GET && !asks_upgrade(req.headers()) {
        return ApiError::upgrade_required().into_response();
    }
    let (method, path) = (req.method().clone(), req.uri().path().to_string());
    let response = next.run(req).await;
    let status = response.status();
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if json || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    if status == StatusCode::METHOD_NOT_ALLOWED {
        let allow = match response.headers().get(header::ALLOW).and_then(|v| v.to_str().ok()) {
            Some(a) if !a.is_empty() => a.to_string(),
            _ => allowed(&path).to_string(),
        };
        return ApiError::method(method.as_str(), allow).into_response();
    }
    let body = axum::body::to_bytes(response.into_body(), 4096).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&body).trim().to_string();
    let text = if text.is_empty() { status.canonical_reason().unwrap_or("error").to_string() } else { text };
    ApiError::new(status, Msg::Untranslated { text: ludoteca_core::i18n::echo(&text) }).into_response()
}

/// The methods the route of `path` (under `/api`) takes, as [`routes`]
/// lists them.
fn allowed(path: &str) -> &'static str {
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    match parts.as_slice() {
        ["jobs"] | ["matches"] | ["matches", _, "moves" | "undo"] => "POST",
        ["classes"] | ["classes", "join"] => "POST",
        ["jobs", _] | ["classes", _] => "GET, HEAD, DELETE",
        ["classes", _, "rounds" | "pause" | "end" | "forfeit" | "hints" | "counted"]
        | ["classes", _, "students", _] => "POST",
        _ => "GET, HEAD",
    }
}

/// Whether the percent-decoded `path` is UTF-8.
fn decodes_to_utf8(path: &str) -> bool {
    let b = path.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        match (b[i], b.get(i + 1).copied().and_then(hex), b.get(i + 2).copied().and_then(hex)) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    std::str::from_utf8(&out).is_ok()
}

/// Whether a request asks to become a WebSocket.
fn asks_upgrade(h: &HeaderMap) -> bool {
    h.get(header::UPGRADE).and_then(|v| v.to_str().ok()).is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
}
