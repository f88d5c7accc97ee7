//! The match routes: create with seats and tokens, a seat's view, moves,
//! undo, hint and analysis (only for the seat entitled to them), the match
//! socket, and the history of finished matches for replay.

use crate::classes::readers;
use crate::error::{ApiError, Body, Pairs};
use crate::lanes::{Lane, Who};
use crate::rooms::{self, NewMatch, Room, seat_name};
use crate::{App, socket};
use axum::Json;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use ludoteca_core::Lang;
use ludoteca_core::Msg;
use ludoteca_play::{PlayError, Seat};
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::Arc;

/// The seat's token: `Authorization: Bearer T` (the scheme in any case),
/// or `?token=T` on a socket (a browser's WebSocket cannot send headers;
/// elsewhere a token in the URL would only end up in logs). No token: a
/// spectator; a header that is not `Bearer T`: refused (401).
pub(crate) fn token<'a>(headers: &'a HeaderMap, q: &'a Pairs, socket: bool) -> Result<Option<&'a str>, ApiError> {
    let malformed = || ApiError::new(StatusCode::UNAUTHORIZED, Msg::SvBadAuth);
    let Some(h) = headers.get(header::AUTHORIZATION) else {
        return Ok(if socket { q.get("token") } else { None });
    };
    let h = h.to_str().map_err(|_| malformed())?.trim();
    let (scheme, rest) = h.split_once(char::is_whitespace).ok_or_else(malformed)?;
    let t = rest.trim();
    if !scheme.eq_ignore_ascii_case("bearer") || t.is_empty() || t.contains(char::is_whitespace) {
        return Err(malformed());
    }
    Ok(Some(t))
}

/// Who calls, on which match: the room of the path's `{id}` and the seat
/// whose token came with the request (`None`: a spectator).
pub(crate) struct Caller {
    room: Arc<Room>,
    seat: Option<Seat>,
    query: Pairs,
}

impl Caller {
    /// The caller's seat; a spectator may not do this.
    fn seat(&self) -> Result<Seat, ApiError> {
        seated(self.seat)
    }
}

impl FromRequestParts<Arc<App>> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Self::Rejection> {
        let Path(id) =
            Path::<String>::from_request_parts(parts, app).await.map_err(|_| ApiError::bad(Msg::SvPathNotUtf8))?;
        let query = Pairs::from_request_parts(parts, app).await?;
        let room = rooms::find(app, &id)?;
        let socket = parts.uri.path().ends_with("/ws");
        let seat = room.seat_of(token(&parts.headers, &query, socket)?)?;
        Ok(Caller { room, seat, query })
    }
}

fn seated(seat: Option<Seat>) -> Result<Seat, ApiError> {
    seat.ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, Msg::SvNeedSeat))
}

/// `POST /api/matches`.
pub(crate) async fn create(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    Body(req): Body<NewMatch>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let (room, tokens) = rooms::create(&app, req)?;
    // Its champion's moves and its hints count in its creator's share of
    // the lanes (by address: anyone can make many matches and tokens).
    room.set_who(Who::address(crate::classes::client(peer.ip(), &headers, app.behind_proxy)));
    let mut tok = serde_json::Map::new();
    let mut links = serde_json::Map::new();
    for seat in [Seat::First, Seat::Second] {
        if let Some(t) = &tokens[seat.index()] {
            tok.insert(seat_name(seat).into(), t.clone().into());
            links.insert(seat_name(seat).into(), format!("/#/match/{}?token={t}", room.id).into());
        }
    }
    let first_human = [Seat::First, Seat::Second].into_iter().find(|s| tokens[s.index()].is_some());
    let view = room.view(first_human);
    Ok((StatusCode::CREATED, Json(json!({ "id": room.id, "tokens": tok, "links": links, "view": view }))))
}

/// `GET /api/matches/{id}`.
pub(crate) async fn show(c: Caller) -> Json<Value> {
    Json(c.room.view(c.seat))
}

/// A move, as the POST and the socket send it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MoveReq {
    #[serde(rename = "move")]
    mv: String,
}

/// `POST /api/matches/{id}/moves`.
pub(crate) async fn play(
    State(app): State<Arc<App>>,
    c: Caller,
    Body(req): Body<MoveReq>,
) -> Result<Json<Value>, ApiError> {
    let seat = c.seat()?;
    let (app2, room) = (app.clone(), c.room.clone());
    app.lanes.run(Lane::Commit, move || rooms::play(&app2, &room, seat, &req.mv)).await??;
    Ok(Json(json!({ "view": c.room.view(Some(seat)) })))
}

/// `POST /api/matches/{id}/undo`.
pub(crate) async fn undo(State(app): State<Arc<App>>, c: Caller) -> Result<Json<Value>, ApiError> {
    let seat = c.seat()?;
    let (app2, room) = (app.clone(), c.room.clone());
    app.lanes.run(Lane::Commit, move || rooms::undo(&app2, &room, seat)).await??;
    Ok(Json(json!({ "view": c.room.view(Some(seat)) })))
}

/// Runs `f` on a copy of the match in a blocking thread (analyses can be
/// long); only the seat to move may ask.
async fn ask<T: Send + 'static>(
    app: &App,
    room: &Room,
    seat: Seat,
    f: impl FnOnce(&dyn ludoteca_play::Match) -> Result<T, PlayError> + Send + 'static,
) -> Result<T, ApiError> {
    let (saved, position) = {
        let st = room.state();
        match st.m.to_move() {
            None => return Err(PlayError::Over.into()),
            Some(t) if t != seat => return Err(PlayError::NotYourTurn(seat, t).into()),
            Some(_) => (st.m.save(), st.m.position().to_string()),
        }
    };
    // Priced before it runs, as an outcome of the position: a game whose
    // entry cannot read the match's position (hidden information) costs
    // what small work costs, and a family's refusal is the analysis's own.
    let cost = ludoteca_games::open(&saved.game, &saved.params)
        .and_then(|e| e.cost(ludoteca_games::Work::Outcome(Some(&position))))
        .unwrap_or(ludoteca_core::Cost::SMALL);
    let held = app.reserve(cost)?;
    // A seat asks: someone is waiting at the board; it takes the match's
    // share of the lanes.
    app.lanes
        .run_as(&room.who(), Lane::Person, move || {
            let _held = held;
            f(ludoteca_play::resume(&saved)?.as_ref())
        })
        .await?
        .map_err(ApiError::from)
}

/// `GET /api/matches/{id}/hint`.
pub(crate) async fn hint(State(app): State<Arc<App>>, c: Caller) -> Result<Json<Value>, ApiError> {
    let lang = crate::lang::current();
    let seat = c.seat()?;
    c.room.hints_allowed()?;
    let h = ask(&app, &c.room, seat, move |m| m.hint_in(lang)).await?;
    Ok(Json(serde_json::to_value(h).unwrap_or_default()))
}

/// `GET /api/matches/{id}/analysis?q=QUESTION`.
pub(crate) async fn analysis(State(app): State<Arc<App>>, c: Caller) -> Result<Json<Value>, ApiError> {
    let seat = c.seat()?;
    c.room.hints_allowed()?;
    let question = c.query.get("q").unwrap_or("").to_string();
    Ok(Json(ask(&app, &c.room, seat, move |m| m.analysis(Some(seat), &question)).await?))
}

/// `GET /api/matches/{id}/ws`: the seat's view at every change.
/// A spectator beyond [`rooms::MAX_SPECTATORS`] is refused (503), and
/// so is one beyond its network's share of spectator sockets (429,
/// [`crate::crowds`]).
pub(crate) async fn socket(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    c: Caller,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let Caller { room, seat, .. } = c;
    let watching = match seat {
        None => {
            let client = crate::classes::client(peer.ip(), &headers, app.behind_proxy);
            Some((room.watch()?, app.crowds.enter(client)?))
        }
        Some(_) => None,
    };
    let held = if seat.is_some() { socket::counted(&app) } else { socket::priced(&app)? };
    let lang = crate::lang::current();
    Ok(socket::limited(ws).on_upgrade(move |s| async move {
        crate::lang::scope(lang, converse(app, room, seat, lang, s)).await;
        drop((watching, held));
    }))
}

/// One socket's life: push this seat's view whenever the room changes (the
/// room writes each distinct view once and every socket shares it), and
/// take its moves. A socket that cannot take a message within
/// [`socket::SEND_LIMIT`] is closed, never waited for.
async fn converse(app: Arc<App>, room: Arc<Room>, seat: Option<Seat>, lang: Lang, mut socket: WebSocket) {
    let mut changes = room.subscribe();
    let mut closing = app.ops.closing();
    let mut flood = socket::Flood::new();
    if !socket::send(&mut socket, Message::Text(shared_view(&room, seat, lang).await)).await {
        return;
    }
    loop {
        tokio::select! {
            _ = closing.changed() => {
                crate::ops::close_for_restart(&mut socket).await;
                return;
            }
            change = changes.recv() => match change {
                Ok(()) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                    if !socket::send(&mut socket, Message::Text(shared_view(&room, seat, lang).await)).await {
                        return;
                    }
                }
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            },
            msg = socket.recv() => {
                let text = match msg {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Binary(_))) => String::from("binary"),
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => String::new(),
                    Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                };
                if !flood.allow() {
                    let flood = Msg::SvSocketFlood { max: socket::MAX_PER_SECOND as u64 };
                    let e = json!({"type": "error", "error": flood.render(crate::lang::current())});
                    socket::send(&mut socket, Message::Text(e.to_string().into())).await;
                    socket::send(&mut socket, Message::Close(None)).await;
                    return;
                }
                if text.is_empty() {
                    continue; // a ping frame, counted above
                }
                if let Some(reply) = answer(&app, &room, seat, &text).await
                    && !socket::send(&mut socket, Message::Text(reply.to_string().into())).await
                {
                    return;
                }
            }
        }
    }
}

/// The room's shared view message for `seat`, written off the async
/// workers (a heavy view never holds up another request).
async fn shared_view(room: &Arc<Room>, seat: Option<Seat>, lang: Lang) -> axum::extract::ws::Utf8Bytes {
    let room = room.clone();
    match tokio::task::spawn_blocking(move || room.view_message(seat, lang)).await {
        Ok(text) => text,
        Err(e) => json!({"type": "error", "error": format!("the view could not be written: {e}")}).to_string().into(),
    }
}

/// A client's message on the match socket, and the direct reply (a refused
/// move's error, a pong); an accepted move is answered by the view pushed
/// to every socket.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
enum ClientMessage {
    Move {
        #[serde(rename = "move")]
        mv: String,
    },
    Ping,
}

async fn answer(app: &Arc<App>, room: &Arc<Room>, seat: Option<Seat>, text: &str) -> Option<Value> {
    let error = |e: String| Some(json!({"type": "error", "error": e}));
    match serde_json::from_str::<ClientMessage>(text) {
        Err(_) => error(
            Msg::SvSocketJson { a: r#"{"type": "move", "move": "…"}"#.into(), b: r#"{"type": "ping"}"#.into() }
                .render(crate::lang::current()),
        ),
        Ok(ClientMessage::Ping) => Some(json!({"type": "pong"})),
        Ok(ClientMessage::Move { mv }) => {
            let played = match seated(seat) {
                Ok(s) => {
                    let (app2, room) = (app.clone(), room.clone());
                    app.lanes.run(Lane::Commit, move || rooms::play(&app2, &room, s, &mv)).await.and_then(|r| r)
                }
                Err(e) => Err(e),
            };
            played.err().and_then(|e| error(e.text()))
        }
    }
}

/// `GET /api/history`: finished matches, newest first, each with its
/// seats and names, parameters in words, result and reason in the
/// request's language ([`crate::records`]). Without a token: the matches
/// of no class. With a class's teacher's token: that class's matches, with
/// the pupils' names; with a pupil's token: their own matches.
pub(crate) async fn history(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    q: Pairs,
) -> Result<Json<Value>, ApiError> {
    let lang = crate::lang::current();
    let token = token(&headers, &q, false)?.map(str::to_string);
    let items = app
        .lanes
        .run(Lane::Person, {
            let app = app.clone();
            move || -> Result<Vec<Value>, ApiError> {
                let Some(token) = token else {
                    let done = app.store.finished(200)?;
                    return Ok(done.iter().map(|s| crate::records::history_item(&app, s, lang)).collect());
                };
                let Some((class, who)) = readers::of_token(&app, &token) else {
                    return Err(ApiError::new(StatusCode::UNAUTHORIZED, Msg::ClassStudentOnly));
                };
                let mut done = Vec::new();
                for id in readers::matches_of(&class, who) {
                    if let Some(s) = app.store.get(&id)?.filter(|s| s.finished_at.is_some()) {
                        done.push(s);
                    }
                }
                done.sort_by(|a, b| b.finished_at.cmp(&a.finished_at).then_with(|| a.record.id.cmp(&b.record.id)));
                Ok(done.iter().map(|s| crate::records::history_item(&app, s, lang)).collect())
            }
        })
        .await??;
    Ok(Json(Value::Array(items)))
}

/// `GET /api/history/{id}`: a finished match, move by move, as a spectator
/// sees it once the match is over, every move marked ([`crate::records::replay`]).
/// A class's match shows its pupils' names only to its teacher and to the
/// pupils who played it (their tokens); to anyone else its seats are A and B.
pub(crate) async fn replay(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Pairs,
) -> Result<Json<Value>, ApiError> {
    let token = token(&headers, &q, false)?.map(str::to_string);
    let stored = app.store.get(&id)?;
    let Some(s) = stored.filter(|s| s.finished_at.is_some()) else {
        return Err(ApiError::not_found(Msg::SvWhatFinished, &id));
    };
    let lang = crate::lang::current();
    let app2 = app.clone();
    let v = app
        .lanes
        .run(Lane::Person, move || {
            let s = if readers::may_read_names(&app2, &s, token.as_deref()) { s } else { readers::without_names(s) };
            crate::records::replay(&app2, &s, lang)
        })
        .await??;
    Ok(Json(v))
}
