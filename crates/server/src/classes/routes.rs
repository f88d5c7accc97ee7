//! The class routes under `/api/classes` (docs/api.md): open, join, the
//! teacher's board and its socket, rounds, pause, end, forfeit, presence,
//! delete, the results as CSV and the join link's QR code; a student's
//! own page and socket.

use super::{Class, Who, board};
use crate::error::{ApiError, Body, Pairs};
use crate::{App, socket};
use axum::Json;
use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use ludoteca_core::{Lang, Msg};
use ludoteca_games::Params;
use ludoteca_play::Seat;
use serde::Deserialize;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::sync::Arc;

pub(crate) fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/classes", post(open))
        .route("/classes/join", post(join))
        .route("/classes/{id}", get(show).delete(delete))
        .route("/classes/{id}/me", get(me))
        .route("/classes/{id}/ws", get(socket))
        .route("/classes/{id}/rounds", post(rounds))
        .route("/classes/{id}/pause", post(pause))
        .route("/classes/{id}/hints", post(hints))
        .route("/classes/{id}/counted", post(counted))
        .route("/classes/{id}/end", post(end))
        .route("/classes/{id}/forfeit", post(forfeit))
        .route("/classes/{id}/students/{n}", post(presence))
        .route("/classes/{id}/results.csv", get(csv))
        .route("/classes/{id}/qr.svg", get(qr))
}

/// The class of the path and the token of the request.
fn class_and_token(
    app: &Arc<App>,
    id: &str,
    headers: &HeaderMap,
    q: &Pairs,
    socket: bool,
) -> Result<(Arc<Class>, Option<String>), ApiError> {
    let class = super::find(app, id)?;
    let token = crate::matches::token(headers, q, socket)?.map(str::to_string);
    Ok((class, token))
}

/// The class of the path (`{id}`), when the request carries its
/// teacher's token (*professor*): what every teacher's route starts from.
struct Teacher {
    class: Arc<Class>,
    /// The rest of the path (a student's number), when the route has one.
    rest: Option<String>,
    query: Pairs,
}

impl FromRequestParts<Arc<App>> for Teacher {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Self::Rejection> {
        let Path(mut path) = Path::<Vec<(String, String)>>::from_request_parts(parts, app)
            .await
            .map_err(|_| ApiError::bad(Msg::SvPathNotUtf8))?;
        let query = Pairs::from_request_parts(parts, app).await?;
        let rest = (path.len() > 1).then(|| path.remove(1).1);
        let id = path.into_iter().next().map(|(_, id)| id).unwrap_or_default();
        let (class, token) = class_and_token(app, &id, &parts.headers, &query, false)?;
        class.teacher(token.as_deref())?;
        Ok(Teacher { class, rest, query })
    }
}

/// `POST /api/classes`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct OpenReq {
    game: String,
    #[serde(default)]
    params: Params,
}

async fn open(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    Body(req): Body<OpenReq>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let client = super::client(peer.ip(), &headers, app.behind_proxy);
    let (class, teacher_token) = super::open(&app, client, req.game, req.params)?;
    Ok((
        StatusCode::CREATED,
        Json(json!({
            "id": class.id, "code": class.code, "teacher_token": teacher_token,
            "join_url": app.reach.link(&board::join_path(&class.code)),
        })),
    ))
}

/// `POST /api/classes/join`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct JoinReq {
    code: String,
    name: String,
}

async fn join(
    State(app): State<Arc<App>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Body(req): Body<JoinReq>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let client = super::throttle::client(addr.ip(), &headers, app.behind_proxy);
    let (class, n, token) = super::join(&app, client, &req.code, &req.name)?;
    let name = class.body().students[n].name.clone();
    Ok((StatusCode::CREATED, Json(json!({"student_token": token, "class": class.id, "student": n + 1, "name": name}))))
}

/// `GET /api/classes/{id}` (teacher).
async fn show(State(app): State<Arc<App>>, Teacher { class, .. }: Teacher) -> Result<Response, ApiError> {
    let lang = crate::lang::current();
    let app2 = app.clone();
    let text = app.lanes.run(crate::lanes::Lane::Person, move || board::board(&app2, &class, lang)).await?;
    let mut r = text.into_response();
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    Ok(r)
}

/// `GET /api/classes/{id}/me` (student).
async fn me(
    Path(id): Path<String>,
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    q: Pairs,
) -> Result<Json<Value>, ApiError> {
    let (class, token) = class_and_token(&app, &id, &headers, &q, false)?;
    match class.who(token.as_deref())? {
        Who::Student(s) => Ok(Json(board::me(&class, s, token.as_deref().unwrap_or_default()))),
        Who::Teacher => Err(ApiError::new(StatusCode::FORBIDDEN, Msg::ClassStudentOnly)),
    }
}

/// `POST /api/classes/{id}/rounds`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RoundReq {
    pairing: String,
    #[serde(default)]
    pairs: Option<Vec<(u64, u64)>>,
}

async fn rounds(
    State(app): State<Arc<App>>,
    Teacher { class, .. }: Teacher,
    Body(req): Body<RoundReq>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let number = super::new_round(&app, &class, &req.pairing, req.pairs)?;
    let body = class.body();
    let round = &body.rounds[number - 1];
    let matches: Vec<Value> = round.pairs.iter().map(|p| board::pair_json(&body, number, p)).collect();
    let side = |s: &usize| json!({"student": s + 1, "name": body.students[*s].name});
    Ok((
        StatusCode::CREATED,
        Json(json!({
            "round": number, "matches": matches,
            "byes": round.byes.iter().map(side).collect::<Vec<_>>(),
            "rest": round.rest.iter().map(side).collect::<Vec<_>>(),
        })),
    ))
}

/// `POST /api/classes/{id}/pause` `{paused}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PauseReq {
    paused: bool,
}

async fn pause(
    State(app): State<Arc<App>>,
    Teacher { class, .. }: Teacher,
    Body(req): Body<PauseReq>,
) -> Result<Json<Value>, ApiError> {
    class.pause(&app, req.paused)?;
    Ok(Json(json!({"status": class.body().status})))
}

/// `POST /api/classes/{id}/hints` `{hints}`: whether the students may ask
/// for hints (and analyses) in the class's matches.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct HintsReq {
    hints: bool,
}

async fn hints(
    State(app): State<Arc<App>>,
    Teacher { class, .. }: Teacher,
    Body(req): Body<HintsReq>,
) -> Result<Json<Value>, ApiError> {
    class.set_hints(&app, req.hints)?;
    Ok(Json(json!({"hints": class.body().hints})))
}

/// `POST /api/classes/{id}/counted` `{counted}`: a counted round (*ronda a
/// contar*, *rodada valendo*) turns hints, analyses and undo off together
/// in the class's matches; `false` turns them on again. `/hints` is the
/// same switch seen from the other side (`{hints}` = not counted).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CountedReq {
    counted: bool,
}

async fn counted(
    State(app): State<Arc<App>>,
    Teacher { class, .. }: Teacher,
    Body(req): Body<CountedReq>,
) -> Result<Json<Value>, ApiError> {
    class.set_hints(&app, !req.counted)?;
    let hints = class.body().hints;
    Ok(Json(json!({"counted": !hints, "hints": hints})))
}

/// `POST /api/classes/{id}/end`.
async fn end(State(app): State<Arc<App>>, Teacher { class, .. }: Teacher) -> Result<Json<Value>, ApiError> {
    class.end(&app)?;
    Ok(Json(json!({"status": class.body().status})))
}

/// `POST /api/classes/{id}/forfeit` `{match, seat}`: `seat` loses.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ForfeitReq {
    #[serde(rename = "match")]
    id: String,
    seat: Seat,
}

async fn forfeit(
    State(app): State<Arc<App>>,
    Teacher { class, .. }: Teacher,
    Body(req): Body<ForfeitReq>,
) -> Result<Json<Value>, ApiError> {
    class.forfeit(&app, &req.id, req.seat)?;
    Ok(Json(json!({"match": req.id, "forfeit": crate::rooms::seat_name(req.seat)})))
}

/// `POST /api/classes/{id}/students/{n}` `{present}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PresenceReq {
    present: bool,
}

async fn presence(
    State(app): State<Arc<App>>,
    Teacher { class, rest, .. }: Teacher,
    Body(req): Body<PresenceReq>,
) -> Result<Json<Value>, ApiError> {
    let n = rest.unwrap_or_default();
    let number: u64 = n.parse().map_err(|_| ApiError::not_found(Msg::ClassWhatStudent, &n))?;
    class.presence(&app, number, req.present)?;
    Ok(Json(json!({"student": number, "present": req.present})))
}

/// `DELETE /api/classes/{id}`.
async fn delete(State(app): State<Arc<App>>, Teacher { class, .. }: Teacher) -> Result<StatusCode, ApiError> {
    class.delete(&app)?;
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /api/classes/{id}/results.csv` (teacher).
async fn csv(State(app): State<Arc<App>>, Teacher { class, .. }: Teacher) -> Result<Response, ApiError> {
    let lang = crate::lang::current();
    let code = class.code.clone();
    let app2 = app.clone();
    let text = app.lanes.run(crate::lanes::Lane::Person, move || board::csv(&app2, &class, lang)).await?;
    let mut r = text.into_response();
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"class-{code}.csv\"")) {
        r.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(r)
}

/// `GET /api/classes/{id}/qr.svg?origin=http://host:port` (teacher): the
/// join link as a QR code — from the server's public URL or its address on
/// the network when it has one (the same link as `join_url`), else from
/// the page's origin.
async fn qr(State(app): State<Arc<App>>, Teacher { class, query: q, .. }: Teacher) -> Result<Response, ApiError> {
    let origin = match app.reach.base() {
        Some(base) => base,
        None => q.get("origin").unwrap_or(""),
    };
    if !super::qr::origin_ok(origin) && app.reach.base().is_none() {
        return Err(ApiError::bad(Msg::ClassBadOrigin));
    }
    let svg = super::qr::svg(&format!("{origin}{}", board::join_path(&class.code)))
        .ok_or_else(|| ApiError::bad(Msg::ClassBadOrigin))?;
    let mut r = svg.into_response();
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("image/svg+xml"));
    Ok(r)
}

/// `GET /api/classes/{id}/ws?token=T`: the teacher's board at every change
/// (a move in any match included); a student's own page at every change
/// of the roster, the rounds or the status.
async fn socket(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Pairs,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let (class, token) = class_and_token(&app, &id, &headers, &q, true)?;
    let who = class.who(token.as_deref())?;
    let lang = crate::lang::current();
    let token = token.unwrap_or_default();
    let held = socket::counted(&app);
    Ok(socket::limited(ws).on_upgrade(move |s| async move {
        crate::lang::scope(lang, converse(app, class, who, token, lang, s)).await;
        drop(held);
    }))
}

/// The message this socket shows now.
async fn message(app: &Arc<App>, class: &Arc<Class>, who: Who, token: &str, lang: Lang) -> Message {
    if class.deleted.load(std::sync::atomic::Ordering::Acquire) {
        return Message::Text(json!({"type": "deleted"}).to_string().into());
    }
    match who {
        Who::Student(s) => Message::Text(json!({"type": "me", "me": board::me(class, s, token)}).to_string().into()),
        Who::Teacher => {
            let (app, class) = (app.clone(), class.clone());
            let text = tokio::task::spawn_blocking(move || shared_board(&app, &class, lang)).await;
            Message::Text(text.unwrap_or_else(|e| json!({"type": "error", "error": e.to_string()}).to_string().into()))
        }
    }
}

/// The teacher's board message of the class's current version, written
/// once per version and language and shared by the teacher's sockets.
fn shared_board(app: &Arc<App>, class: &Class, lang: Lang) -> axum::extract::ws::Utf8Bytes {
    let version = class.version();
    {
        let cache = class.boards.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if cache.0 == version
            && let Some(t) = cache.1.get(&lang)
        {
            return t.clone();
        }
    }
    let text: axum::extract::ws::Utf8Bytes =
        format!(r#"{{"type":"class","class":{}}}"#, board::board(app, class, lang)).into();
    let mut cache = class.boards.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if cache.0 != version {
        *cache = (version, Default::default());
    }
    cache.1.insert(lang, text.clone());
    text
}

async fn converse(app: Arc<App>, class: Arc<Class>, who: Who, token: String, lang: Lang, mut socket: WebSocket) {
    let mut changes = if who == Who::Teacher { class.subscribe() } else { class.subscribe_roster() };
    let mut flood = socket::Flood::new();
    if !socket::send(&mut socket, message(&app, &class, who, &token, lang).await).await {
        return;
    }
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                Ok(()) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                    // Changes that came while this one was written are in it.
                    while changes.try_recv().is_ok() {}
                    if !socket::send(&mut socket, message(&app, &class, who, &token, lang).await).await {
                        return;
                    }
                    if class.deleted.load(std::sync::atomic::Ordering::Acquire) {
                        return;
                    }
                }
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            },
            msg = socket.recv() => {
                match msg {
                    Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                    Some(Ok(Message::Text(_) | Message::Binary(_))) => {
                        if !flood.allow() {
                            return;
                        }
                        let pong = Message::Text(json!({"type": "pong"}).to_string().into());
                        if !socket::send(&mut socket, pong).await {
                            return;
                        }
                    }
                    Some(Ok(_)) => {}
                }
            }
        }
    }
}
