//! Rooms: one live match each, with who sits where, the seats' secret
//! tokens, the champion's thinking, and a signal to every socket when the
//! match changes. Every change is committed to the store before it is
//! acknowledged; a change the store refuses is taken back.

use crate::App;
use crate::error::{ApiError, RETRY_SECS};
use axum::http::StatusCode;
use ludoteca_core::Msg;
use ludoteca_games::Params;
use ludoteca_play::{Match, MatchResult, PlayError, Seat, new_match, replay, resume};
use ludoteca_store::token_hash;
use ludoteca_store::{MatchRecord, StoredMatch};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, RwLock};
use std::time::Duration;
use tokio::sync::broadcast;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A person, with a token.
    Human,
    /// The computer's champion.
    Champion,
}

/// The seats, in the API's words.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seats {
    /// Seat A.
    pub first: SeatKind,
    /// Seat B.
    pub second: SeatKind,
}

impl Seats {
    pub(crate) fn of(&self, seat: Seat) -> SeatKind {
        if seat == Seat::First { self.first } else { self.second }
    }
}

/// The seat's name in the API and the store.
pub(crate) fn seat_name(seat: Seat) -> &'static str {
    if seat == Seat::First { "first" } else { "second" }
}

/// The live state of a room.
pub(crate) struct State {
    pub(crate) m: Box<dyn Match>,
    pub(crate) seats: Seats,
    /// The seats' tokens, hashed ([`ludoteca_store::token_hash`]).
    tokens: [Option<String>; 2],
    budget: Duration,
    pub(crate) thinking: bool,
    /// Why the champion could not move, when it could not.
    champion_error: Option<String>,
    /// Grows at every change, so that a champion's late answer to a position
    /// that was undone is thrown away.
    epoch: u64,
}

/// A match being played.
pub(crate) struct Room {
    pub(crate) id: String,
    state: Mutex<State>,
    changed: broadcast::Sender<()>,
}

/// The rooms by id.
#[derive(Default)]
pub(crate) struct Rooms(RwLock<HashMap<String, Arc<Room>>>);

impl Rooms {
    pub(crate) fn get(&self, id: &str) -> Result<Arc<Room>, ApiError> {
        let rooms = self.0.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        rooms.get(id).cloned().ok_or_else(|| ApiError::not_found(Msg::SvWhatMatch, id))
    }

    fn insert(&self, room: Arc<Room>) {
        self.0.write().unwrap_or_else(std::sync::PoisonError::into_inner).insert(room.id.clone(), room);
    }

    /// Makes room for one more match: finished matches leave memory (their
    /// history stays in the store); refuses when too many are still live.
    fn reserve(&self) -> Result<(), ApiError> {
        let mut rooms = self.0.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        if rooms.len() < MAX_ROOMS {
            return Ok(());
        }
        rooms.retain(|_, r| r.state().m.result().is_none());
        if rooms.len() >= MAX_ROOMS {
            return Err(ApiError::unavailable(Msg::SvRoomsFull { max: MAX_ROOMS as u64 }, RETRY_SECS));
        }
        Ok(())
    }
}

/// The most matches kept in memory at once.
const MAX_ROOMS: usize = 20_000;

/// A request to create a match.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewMatch {
    game: String,
    #[serde(default)]
    params: Params,
    #[serde(default)]
    start: Option<String>,
    #[serde(default)]
    seed: Option<u64>,
    seats: Seats,
    #[serde(default)]
    budget_ms: Option<u64>,
}

/// The champion's default thinking time, and the most a request may ask.
const BUDGET: Duration = Duration::from_millis(1000);
const MAX_BUDGET_MS: u64 = 10_000;

/// A fresh secret: 128 random bits in hex.
pub(crate) fn token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Room {
    pub(crate) fn state(&self) -> MutexGuard<'_, State> {
        lock(&self.state)
    }

    pub(crate) fn subscribe(&self) -> broadcast::Receiver<()> {
        self.changed.subscribe()
    }

    fn notify(&self) {
        let _ = self.changed.send(());
    }

    /// The seat whose token this is (`None`: no token, a spectator); a
    /// token that opens no seat is refused (401). The room keeps only the
    /// tokens' hashes, compared in constant time.
    pub(crate) fn seat_of(&self, token: Option<&str>) -> Result<Option<Seat>, ApiError> {
        let Some(token) = token else { return Ok(None) };
        let hash = token_hash(token);
        let st = self.state();
        let mut found = None;
        for seat in [Seat::First, Seat::Second] {
            // Both seats are compared, whichever matches.
            let matches = st.tokens[seat.index()].as_deref().is_some_and(|t| same(t.as_bytes(), hash.as_bytes()));
            if matches {
                found = Some(seat);
            }
        }
        found.map(Some).ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, Msg::SvUnknownToken))
    }

    /// The view of `seat`, with the server's additions.
    pub(crate) fn view(&self, seat: Option<Seat>) -> serde_json::Value {
        let st = self.state();
        view_of(&st, seat)
    }
}

/// Compares two hashes in time independent of where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && std::hint::black_box(a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y))) == 0
}

pub(crate) fn view_of(st: &State, seat: Option<Seat>) -> serde_json::Value {
    let mut v = serde_json::to_value(st.m.view_in(seat, crate::lang::current())).unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        o.insert("seats".into(), serde_json::to_value(st.seats).unwrap_or_default());
        o.insert("thinking".into(), st.thinking.into());
        // The truth for this seat: `undo` is true only when `POST …/undo`
        // would succeed — a person playing the champion, in a game where it
        // reveals nothing, before the end, with a move to take back.
        let offered = !st.m.undo_reveals()
            && st.m.result().is_none()
            && !st.m.history().is_empty()
            && seat.is_some_and(|s| st.seats.of(s) == SeatKind::Human && st.seats.of(!s) == SeatKind::Champion);
        o.insert("undo".into(), offered.into());
        if let Some(e) = &st.champion_error {
            o.insert("champion_error".into(), e.clone().into());
        }
        o.insert("version".into(), st.m.history().len().into());
        o.insert("params".into(), serde_json::to_value(st.m.public_params()).unwrap_or_default());
    }
    v
}

fn result_json(r: MatchResult) -> serde_json::Value {
    serde_json::to_value(r).unwrap_or_default()
}

/// Creates a match, records it, and lets the champion open if it sits first.
pub(crate) fn create(app: &Arc<App>, req: NewMatch) -> Result<(Arc<Room>, [Option<String>; 2]), ApiError> {
    let budget_ms = req.budget_ms.unwrap_or(BUDGET.as_millis() as u64);
    if !(1..=MAX_BUDGET_MS).contains(&budget_ms) {
        return Err(ApiError::bad(Msg::SvBudget { budget: budget_ms, max: MAX_BUDGET_MS }));
    }
    if (req.seed.is_some() || req.params.has("seed"))
        && req.seats.first == SeatKind::Human
        && req.seats.second == SeatKind::Human
    {
        return Err(ApiError::bad(Msg::SvSeedTwoPeople));
    }
    crate::games::within_limits(&req.game, &req.params, req.start.as_deref())?;
    app.rooms.reserve()?;
    let m = new_match(&req.game, &req.params, req.start.as_deref(), req.seed)?;
    let saved = m.save();
    let tokens = [Seat::First, Seat::Second].map(|s| (req.seats.of(s) == SeatKind::Human).then(token));
    let hashes = tokens.clone().map(|t| t.as_deref().map(token_hash));
    let id = token()[..16].to_string();
    let record = MatchRecord {
        id: id.clone(),
        game: saved.game.clone(),
        params: serde_json::to_value(&saved.params).unwrap_or_default(),
        start: saved.start.clone(),
        seed: saved.seed,
        seats: serde_json::to_value(req.seats).unwrap_or_default(),
        tokens: serde_json::to_value(&hashes).unwrap_or_default(),
        budget_ms,
    };
    lock(&app.store).create(&record)?;
    let room = room(id, m, req.seats, hashes, budget_ms);
    app.rooms.insert(room.clone());
    schedule_champion(app, &room);
    Ok((room, tokens))
}

fn room(id: String, m: Box<dyn Match>, seats: Seats, tokens: [Option<String>; 2], budget_ms: u64) -> Arc<Room> {
    let (changed, _) = broadcast::channel(16);
    let budget = Duration::from_millis(budget_ms);
    Arc::new(Room {
        id,
        state: Mutex::new(State { m, seats, tokens, budget, thinking: false, champion_error: None, epoch: 0 }),
        changed,
    })
}

/// Plays `mv` for `seat` and commits it; on any refusal nothing changes.
pub(crate) fn play(app: &Arc<App>, room: &Arc<Room>, seat: Seat, mv: &str) -> Result<(), ApiError> {
    {
        let mut st = room.state();
        if st.seats.of(seat) != SeatKind::Human {
            return Err(ApiError::new(StatusCode::FORBIDDEN, Msg::SvChampionSeat));
        }
        commit(app, room, &mut st, seat, mv)?;
    }
    room.notify();
    schedule_champion(app, room);
    Ok(())
}

/// Plays and records one move, taking it back if the store refuses.
fn commit(app: &App, room: &Room, st: &mut State, seat: Seat, mv: &str) -> Result<(), ApiError> {
    st.m.play(seat, mv)?;
    let ply = st.m.history().len() - 1;
    let played = st.m.history()[ply].mv.clone();
    let store = lock(&app.store);
    let result = st.m.result().map(result_json);
    let stored = store.push_move(&room.id, ply as u32, seat_name(seat), &played, result.as_ref());
    if let Err(e) = stored {
        let _ = st.m.undo();
        let _ = store.truncate(&room.id, ply as u32);
        return Err(e.into());
    }
    st.epoch += 1;
    Ok(())
}

/// Takes back to `seat`'s previous turn; only against the champion.
pub(crate) fn undo(app: &Arc<App>, room: &Arc<Room>, seat: Seat) -> Result<(), ApiError> {
    {
        let mut st = room.state();
        if st.m.result().is_some() {
            return Err(ApiError::new(StatusCode::CONFLICT, Msg::SvUndoOver));
        }
        if st.seats.of(!seat) != SeatKind::Champion {
            return Err(ApiError::new(StatusCode::CONFLICT, Msg::SvUndoPerson));
        }
        if st.m.undo_reveals() {
            return Err(ApiError::new(StatusCode::CONFLICT, Msg::SvUndoReveals));
        }
        // Undo on a copy; the room takes it only once the store agrees.
        let mut copy = resume(&st.m.save())?;
        let mut undone = 0;
        // Back past the champion's replies to a position where `seat` moves.
        while copy.undo().is_ok() {
            undone += 1;
            if copy.to_move() == Some(seat) {
                break;
            }
        }
        if undone == 0 {
            return Err(PlayError::NothingToUndo.into());
        }
        lock(&app.store).truncate(&room.id, copy.history().len() as u32)?;
        st.m = copy;
        st.champion_error = None;
        st.epoch += 1;
        st.thinking = false;
    }
    room.notify();
    schedule_champion(app, room);
    Ok(())
}

/// If the champion is to move, lets it think in the background and play.
pub(crate) fn schedule_champion(app: &Arc<App>, room: &Arc<Room>) {
    let (seat, saved, budget, epoch) = {
        let mut st = room.state();
        let Some(seat) = st.m.to_move() else { return };
        if st.thinking || st.champion_error.is_some() || st.seats.of(seat) != SeatKind::Champion {
            return;
        }
        st.thinking = true;
        (seat, st.m.save(), st.budget, st.epoch)
    };
    room.notify();
    let (app, room) = (app.clone(), room.clone());
    tokio::spawn(async move {
        // The champion thinks on its own copy: the room stays readable.
        let permit = app.heavy.acquire().await;
        let answer = tokio::task::spawn_blocking(move || resume(&saved)?.champion_move(budget)).await;
        drop(permit);
        let outcome = {
            let mut st = room.state();
            if st.epoch != epoch {
                return; // the position changed (an undo) while it thought
            }
            st.thinking = false;
            match answer {
                Ok(Ok(mv)) => commit(&app, &room, &mut st, seat, &mv).map_err(|e| e.text()),
                Ok(Err(e)) => Err(e.to_string()),
                Err(e) => Err(format!("the champion failed: {e}")),
            }
        };
        room.notify();
        match outcome {
            Ok(()) => schedule_champion(&app, &room),
            // Not again at once: the same position would fail the same way.
            // The view says so; an undo or a restart gives it another try.
            Err(e) => {
                eprintln!("match {}: the champion could not move: {e}", room.id);
                room.state().champion_error = Some(e);
                room.notify();
            }
        }
    });
}

/// Rebuilds every unfinished match of the store; returns how many.
pub(crate) fn resume_all(app: &Arc<App>) -> Result<usize, crate::ServerError> {
    let stored = lock(&app.store).unfinished()?;
    let mut n = 0;
    for s in stored {
        match rebuild(&s) {
            Ok(m) if m.result().is_some() => {
                let r = m.result().map(result_json).unwrap_or_default();
                lock(&app.store).finish(&s.record.id, &r)?;
            }
            Ok(m) => {
                let seats: Seats = serde_json::from_value(s.record.seats.clone())
                    .unwrap_or(Seats { first: SeatKind::Human, second: SeatKind::Human });
                let tokens: [Option<String>; 2] = serde_json::from_value(s.record.tokens.clone()).unwrap_or_default();
                let room = room(s.record.id.clone(), m, seats, tokens, s.record.budget_ms);
                app.rooms.insert(room.clone());
                schedule_champion(app, &room);
                n += 1;
            }
            Err(e) => eprintln!("match {} cannot be resumed: {e}", s.record.id),
        }
    }
    Ok(n)
}

/// A stored match, replayed move by move through the referee.
pub(crate) fn rebuild(s: &StoredMatch) -> Result<Box<dyn Match>, PlayError> {
    let params: Params = serde_json::from_value(s.record.params.clone())
        .map_err(|e| PlayError::BadSave(format!("its parameters cannot be read: {e}")))?;
    let mut m = new_match(&s.record.game, &params, Some(&s.record.start), s.record.seed)?;
    let moves: Vec<String> = s.moves.iter().map(|m| m.mv.clone()).collect();
    replay(m.as_mut(), &moves)?;
    Ok(m)
}
