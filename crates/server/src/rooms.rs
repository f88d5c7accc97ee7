//! Rooms: one live match each, with who sits where, the seats' secret
//! tokens, the champion's thinking, and a signal to every socket when the
//! match changes. Every change is committed to the store before it is
//! acknowledged; a change the store refuses is taken back.

use crate::App;
use crate::error::{ApiError, RETRY_SECS};
use crate::lanes::Lane;
use crate::lanes::Who;
use axum::extract::ws::Utf8Bytes;
use axum::http::StatusCode;
use ludoteca_core::{Budget, Cost, Lang, Msg, Refusal, Reservation};
use ludoteca_games::Params;
use ludoteca_play::{Match, MatchResult, PlayError, Seat, new_match, replay, resume};
use ludoteca_store::token_hash;
use ludoteca_store::{MatchRecord, StoredMatch};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, RwLock};
use std::time::Duration;
use tokio::sync::broadcast;

mod catchup;
mod champion;
mod commit;
mod price;
mod registry;
mod resume;
mod tokens;
mod view;

pub(crate) use catchup::*;
pub(crate) use champion::*;
pub(crate) use commit::*;
pub(crate) use price::*;
pub(crate) use registry::*;
pub(crate) use resume::*;
pub(crate) use tokens::*;
pub(crate) use view::*;

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
    /// The people's names (`{"first": "Ana"}`), `null` when none was given.
    names: serde_json::Value,
    /// The seats' tokens, hashed ([`ludoteca_store::token_hash`]).
    tokens: [Option<String>; 2],
    budget: Duration,
    pub(crate) thinking: bool,
    /// Why the champion could not move, when it could not.
    champion_error: Option<String>,
    /// Grows at every change, so that a champion's late answer to a position
    /// that was undone is thrown away.
    epoch: u64,
    /// The store's version of the match this state shows
    /// ([`ludoteca_store::StoredMatch::version`]); a move is committed only
    /// on top of it, so that of two servers the first wins and the other
    /// reads the match again.
    stored: i64,
    /// Why the match takes no move now (a class's teacher paused the class,
    /// ended the match or the lesson), `None` when it goes on.
    hold: Option<Hold>,
    /// Whether the seats may ask for hints and analyses (a class's
    /// teacher turns them off).
    hints: bool,
    /// A class's match: its names are shown to its seats only.
    class: bool,
    /// Whose share of the lanes its champion and hints take: the client
    /// that created it; `None` (a class's match, a match resumed after a
    /// restart) is the match's own.
    who: Option<Who>,
    /// What the room holds beyond what it was priced for when it opened:
    /// one hold of the budget for every [`MOVES_PRICED`] moves of its
    /// history ([`regrow`]), counted and never refused, given back with
    /// the room.
    growth: Vec<Reservation>,
}

/// Why a class's match takes no move for now ([`crate::classes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Hold {
    /// The teacher paused the class.
    Paused,
    /// The teacher ended the match: this seat lost by forfeit.
    Forfeit(Seat),
    /// The class has ended.
    Ended,
}

impl Hold {
    fn name(self) -> &'static str {
        match self {
            Hold::Paused => "paused",
            Hold::Forfeit(_) => "forfeit",
            Hold::Ended => "ended",
        }
    }
}

/// A match being played.
pub(crate) struct Room {
    pub(crate) id: String,
    state: Mutex<State>,
    changed: broadcast::Sender<()>,
    /// Grows at every change the sockets are told of: the views of an older
    /// version are stale.
    version: AtomicU64,
    /// The socket messages of the current version, one per seat and
    /// language, written once and shared by every socket that shows them.
    views: Mutex<Views>,
    /// How many views were written (each distinct one once per change).
    rendered: AtomicU64,
    /// The spectator sockets open on this room.
    spectators: AtomicUsize,
    /// The store's version its state shows (`State::stored`), readable
    /// without the state's lock: the listener of other servers' changes
    /// drops an announcement of a version this room holds already (its
    /// own server's moves: half of them) without waiting for that lock.
    stored: AtomicI64,
    /// The champion's move is being thought again here after the server
    /// that thought it died ([`crate::cluster`]): its marker says so, and a
    /// second death quarantines the match.
    pub(crate) taken_over: std::sync::atomic::AtomicBool,
    /// The server's memory budget, and what writing one view takes from it
    /// (the family's estimate of listing the moves, priced when the room
    /// opens): held while a view is written, when it is more than small.
    budget: Budget,
    view_cost: Cost,
    /// What the room itself holds in memory ([`room_cost`]), reserved from
    /// the budget for as long as the room is in memory.
    _resident: Reservation,
    /// When the room was last asked for (milliseconds of [`now_ms`]): a
    /// finished room leaves memory only [`GRACE`] after that.
    touched: AtomicU64,
}

/// The most spectator sockets one match keeps open; seats always get in.
pub(crate) const MAX_SPECTATORS: usize = 200;

/// A spectator's place in a room, given back when its socket closes.
pub(crate) struct Watching(Arc<Room>);

impl Drop for Watching {
    fn drop(&mut self) {
        self.0.spectators.fetch_sub(1, Ordering::AcqRel);
    }
}

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
    /// The people's names, when given (kept for the history).
    #[serde(default)]
    names: Names,
    /// The class whose match this is (set by the class, never by a request).
    #[serde(skip)]
    pub(crate) class: Option<String>,
}

/// The names of the people in the seats, each optional: one line of at
/// most [`NAME_MAX`] characters.
#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    second: Option<String>,
}

/// The longest name of a seat, in characters.
pub(crate) const NAME_MAX: usize = 40;

impl Names {
    /// The names trimmed (an empty one dropped), or the refusal.
    fn checked(self) -> Result<Names, ApiError> {
        let check = |n: Option<String>| -> Result<Option<String>, ApiError> {
            let Some(n) = n else { return Ok(None) };
            let n = n.trim().to_string();
            if n.chars().count() > NAME_MAX || n.chars().any(char::is_control) {
                return Err(ApiError::bad(Msg::SvBadName { max: NAME_MAX as u64 }));
            }
            Ok((!n.is_empty()).then_some(n))
        };
        Ok(Names { first: check(self.first)?, second: check(self.second)? })
    }
}

/// The most unfinished matches between champions at once.
pub(crate) const MAX_SHOWS: usize = 8;

/// The champion's default thinking time, and the most a request may ask.
const BUDGET: Duration = Duration::from_millis(1000);
const MAX_BUDGET_MS: u64 = 10_000;

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn result_json(r: MatchResult) -> serde_json::Value {
    serde_json::to_value(r).unwrap_or_default()
}

/// Creates a match, records it, and lets the champion open if it sits first.
pub(crate) fn create(app: &Arc<App>, req: NewMatch) -> Result<(Arc<Room>, [Option<String>; 2]), ApiError> {
    let tokens = [Seat::First, Seat::Second].map(|s| (req.seats.of(s) == SeatKind::Human).then(token));
    let hashes = tokens.clone().map(|t| t.as_deref().map(token_hash));
    Ok((create_keyed(app, req, hashes)?, tokens))
}

/// As [`create`], the seats opened by tokens whose hashes are given (a
/// class's match: each student's own token opens their seat).
pub(crate) fn create_keyed(
    app: &Arc<App>,
    mut req: NewMatch,
    hashes: [Option<String>; 2],
) -> Result<Arc<Room>, ApiError> {
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
    let names = std::mem::take(&mut req.names).checked()?;
    crate::games::within_limits(&req.game, &req.params, req.start.as_deref())?;
    afford(app, &req, budget_ms)?;
    if req.seats.first == SeatKind::Champion && req.seats.second == SeatKind::Champion && app.rooms.shows() >= MAX_SHOWS
    {
        return Err(ApiError::unavailable(Msg::SvShowsFull { max: MAX_SHOWS as u64 }, RETRY_SECS));
    }
    app.rooms.reserve()?;
    // A match's text is small (its parameters are checked above): it is
    // made, priced, and dropped at once when its room does not fit.
    let m = new_match(&req.game, &req.params, req.start.as_deref(), req.seed)?;
    let resident = room_fits(app, room_cost(m.as_ref()))?;
    let saved = m.save();
    let id = token()[..16].to_string();
    let mut record = MatchRecord {
        id: id.clone(),
        game: saved.game.clone(),
        params: serde_json::to_value(&saved.params).unwrap_or_default(),
        start: saved.start.clone(),
        seed: saved.seed,
        seats: seats_record(req.seats, &names),
        tokens: serde_json::to_value(&hashes).unwrap_or_default(),
        budget_ms,
    };
    if let (Some(class), Some(o)) = (&req.class, record.seats.as_object_mut()) {
        o.insert("class".into(), class.clone().into());
    }
    app.store.create(&record)?;
    let room = room(id, m, req.seats, hashes, budget_ms, &app.budget, resident);
    room.state().names = record.seats.get("names").cloned().unwrap_or_default();
    room.state().class = req.class.is_some();
    app.rooms.insert(room.clone());
    schedule_champion(app, &room);
    Ok(room)
}

/// Checks, before any is made, that `n` rooms of `game` (a class's round)
/// fit the budget now, leaving the share kept for play: a round refused
/// halfway would leave matches nobody can reach. Made one at a time after,
/// each reserves its own.
pub(crate) fn rooms_fit(app: &App, game: &str, params: &Params, n: usize) -> Result<(), ApiError> {
    let m = new_match(game, params, None, None)?;
    let cost = room_cost(m.as_ref());
    let all = Cost::new(cost.bytes.saturating_mul(n as u64), 0);
    crate::budget::reserve_leaving(&app.budget, all).map(drop)
}

/// Reserves what a new room holds ([`room_cost`]) from the memory budget,
/// leaving the share kept for the matches being played; else 503 with one
/// sentence, while the matches being played, `GET /` and the classes'
/// pages go on answering (finished matches leave memory at the sweep).
fn room_fits(app: &App, cost: Cost) -> Result<Reservation, ApiError> {
    crate::budget::reserve_leaving(&app.budget, cost)
}

/// Refuses a match the server could never afford: the moves its views
/// list, and the champion's move (its analysis when that fits the
/// champion's budget of time, else its fallback; a family's refusal of
/// the analysis refuses the match, since the champion could only guess).
fn afford(app: &App, req: &NewMatch, budget_ms: u64) -> Result<(), ApiError> {
    let Ok(entry) = ludoteca_games::open(&req.game, &req.params) else { return Ok(()) }; // refused below
    let start = req.start.as_deref();
    if let Ok(moves) = entry.cost(ludoteca_games::Work::Moves(start)) {
        app.affords(moves)?;
    }
    if req.seats.first == SeatKind::Champion || req.seats.second == SeatKind::Champion {
        let work = ludoteca_games::Work::Champion(start, Duration::from_millis(budget_ms));
        app.affords(crate::budget::price(entry.as_ref(), work)?)?;
    }
    Ok(())
}

fn room(
    id: String,
    m: Box<dyn Match>,
    seats: Seats,
    tokens: [Option<String>; 2],
    budget_ms: u64,
    memory: &Budget,
    resident: Reservation,
) -> Arc<Room> {
    let (changed, _) = broadcast::channel(16);
    let saved = m.save();
    let view_cost = ludoteca_games::open(&saved.game, &saved.params)
        .and_then(|e| e.cost(ludoteca_games::Work::Moves(Some(m.position()))))
        .unwrap_or(Cost::SMALL);
    let budget = Duration::from_millis(budget_ms);
    let room = Arc::new(Room {
        id,
        state: Mutex::new(State {
            m,
            seats,
            names: serde_json::Value::Null,
            tokens,
            budget,
            thinking: false,
            champion_error: None,
            epoch: 0,
            hold: None,
            hints: true,
            class: false,
            who: None,
            stored: 0,
            growth: Vec::new(),
        }),
        changed,
        version: AtomicU64::new(0),
        views: Mutex::default(),
        rendered: AtomicU64::new(0),
        spectators: AtomicUsize::new(0),
        stored: AtomicI64::new(0),
        taken_over: std::sync::atomic::AtomicBool::new(false),
        budget: memory.clone(),
        view_cost,
        _resident: resident,
        touched: AtomicU64::new(now_ms()),
    });
    // A match read again from the store may hold a long history already.
    regrow(&room, &mut room.state());
    room
}

/// The seats as the store keeps them: `first`, `second` and, when any was
/// given, the people's `names`.
fn seats_record(seats: Seats, names: &Names) -> serde_json::Value {
    let mut v = serde_json::to_value(seats).unwrap_or_default();
    if (names.first.is_some() || names.second.is_some())
        && let Some(o) = v.as_object_mut()
    {
        o.insert("names".into(), serde_json::to_value(names).unwrap_or_default());
    }
    v
}

impl Room {
    pub(crate) fn state(&self) -> MutexGuard<'_, State> {
        lock(&self.state)
    }

    pub(crate) fn subscribe(&self) -> broadcast::Receiver<()> {
        self.changed.subscribe()
    }

    fn notify(&self) {
        self.version.fetch_add(1, Ordering::AcqRel);
        let _ = self.changed.send(());
    }

    /// A place for one more spectator, or the sentence saying the room is full.
    pub(crate) fn watch(self: &Arc<Room>) -> Result<Watching, ApiError> {
        let taken = self.spectators.fetch_add(1, Ordering::AcqRel);
        let place = Watching(self.clone());
        if taken >= MAX_SPECTATORS {
            return Err(ApiError::unavailable(Msg::SvSpectators { max: MAX_SPECTATORS as u64 }, RETRY_SECS));
        }
        Ok(place)
    }

    /// Holds the match (a class's pause, forfeit or end) or lets it go on
    /// (`None`), telling every socket; a champion to move thinks again.
    pub(crate) fn set_hold(self: &Arc<Room>, app: &Arc<App>, hold: Option<Hold>) {
        {
            let mut st = self.state();
            if st.hold == hold {
                return;
            }
            st.hold = hold;
            st.epoch += 1;
            st.thinking = false;
        }
        self.notify();
        schedule_champion(app, self);
    }

    /// Lets the seats ask for hints, analyses and undo (`true`) or refuses
    /// them — a class's counted round ([`Msg::ClassCounted`]) — telling
    /// every socket.
    pub(crate) fn set_hints(&self, on: bool) {
        {
            let mut st = self.state();
            if st.hints == on {
                return;
            }
            st.hints = on;
        }
        self.notify();
    }

    /// Refuses a hint or an analysis in a class's counted round.
    pub(crate) fn hints_allowed(&self) -> Result<(), ApiError> {
        if self.state().hints { Ok(()) } else { Err(ApiError::new(StatusCode::FORBIDDEN, Msg::ClassCounted)) }
    }

    /// Whose share of the lanes this match's work takes ([`State::who`]).
    pub(crate) fn who(&self) -> Who {
        self.state().who.clone().unwrap_or_else(|| Who::of_match(&self.id))
    }

    /// Counts this match's work in `who`'s share of the lanes.
    pub(crate) fn set_who(&self, who: Who) {
        self.state().who = Some(who);
    }

    /// Forgets the people's names (a deleted class).
    pub(crate) fn forget_names(&self) {
        self.state().names = serde_json::Value::Null;
        self.notify();
    }
}

#[cfg(test)]
mod cost;

#[cfg(test)]
mod tests {
    use super::*;

    fn heap_room() -> Arc<Room> {
        let m = new_match("je-9", &Params::default(), Some("5"), None).expect("je-9 opens");
        let people = Seats { first: SeatKind::Human, second: SeatKind::Human };
        let memory = Budget::new(1 << 30);
        let resident = memory.hold(room_cost(m.as_ref()));
        room("test".into(), m, people, [None, None], 1000, &memory, resident)
    }

    #[test]
    fn each_distinct_view_is_written_once_per_change_and_shared() {
        let r = heap_room();
        let a = r.view_message(None, Lang::EN);
        let b = r.view_message(None, Lang::EN);
        assert_eq!(r.rendered(), 1, "a second spectator shares the first one's view");
        assert_eq!(a.as_str().as_ptr(), b.as_str().as_ptr(), "the same bytes, not a copy");
        let first = r.view_message(Some(Seat::First), Lang::EN);
        let pt = r.view_message(None, Lang::PT);
        assert_eq!(r.rendered(), 3, "a seat and a language have views of their own");
        assert_ne!(first, a);
        assert_ne!(pt, a);
        // A change makes every view stale.
        r.state().m.play(Seat::First, "4").expect("4 is legal from 5");
        r.notify();
        let after = r.view_message(None, Lang::EN);
        assert_eq!(r.rendered(), 4);
        let view: serde_json::Value = serde_json::from_str(after.as_str()).expect("JSON");
        assert_eq!(view["view"]["version"], 1, "{view}");
        assert_eq!(view["view"]["position"], "1", "{view}");
    }

    #[test]
    fn spectators_are_bounded_and_their_places_given_back() {
        let r = heap_room();
        let places: Vec<Watching> = (0..MAX_SPECTATORS).map(|_| r.watch().expect("room for them")).collect();
        let refused = r.watch().err().expect("one too many");
        assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
        drop(places);
        assert_eq!(r.spectators.load(Ordering::Acquire), 0);
        assert!(r.watch().is_ok());
    }
}
