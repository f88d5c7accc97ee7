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
    /// An unfinished match this server read from a shared store (another
    /// server's, or one resumed at start) rather than created: it may
    /// leave memory while unfinished when nobody here holds it
    /// ([`Rooms::forget_idle`]); the store, and the next request, have it.
    borrowed: bool,
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

/// Milliseconds since this process first asked.
fn now_ms() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_millis() as u64
}

/// How long a finished match nobody holds stays in memory after it was
/// last asked for: a page read again soon (the players' last look, a
/// replay opened) finds it there instead of replaying it from the store.
const GRACE: Duration = Duration::from_secs(10);

/// The shared socket messages of one version of a room.
#[derive(Default)]
struct Views {
    version: u64,
    texts: HashMap<(Option<Seat>, Lang), Utf8Bytes>,
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

/// The rooms by id.
#[derive(Default)]
pub(crate) struct Rooms(RwLock<HashMap<String, Arc<Room>>>);

impl Rooms {
    pub(crate) fn get(&self, id: &str) -> Result<Arc<Room>, ApiError> {
        let rooms = self.0.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        let room = rooms.get(id).cloned().ok_or_else(|| ApiError::not_found(Msg::SvWhatMatch, id))?;
        room.touched.store(now_ms(), Ordering::Relaxed);
        Ok(room)
    }

    fn insert(&self, room: Arc<Room>) {
        self.0.write().unwrap_or_else(std::sync::PoisonError::into_inner).insert(room.id.clone(), room);
    }

    /// Inserts `room` unless a room of that id got in first (two requests
    /// loading the same match): the one in memory.
    fn insert_new(&self, room: Arc<Room>) -> Arc<Room> {
        let mut rooms = self.0.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        rooms.entry(room.id.clone()).or_insert(room).clone()
    }

    /// Every room in memory.
    pub(crate) fn all(&self) -> Vec<Arc<Room>> {
        self.0.read().unwrap_or_else(std::sync::PoisonError::into_inner).values().cloned().collect()
    }

    /// The room of `id`, when it is in memory.
    pub(crate) fn loaded(&self, id: &str) -> Option<Arc<Room>> {
        self.0.read().unwrap_or_else(std::sync::PoisonError::into_inner).get(id).cloned()
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

impl Rooms {
    /// Lets finished matches that nobody holds (no socket, no request)
    /// leave memory: their history stays in the store, and the next
    /// request loads them again; and so the unfinished matches borrowed
    /// from a shared store ([`State::borrowed`]) while a person is to move
    /// (a champion to move stays until its move is made). Returns how
    /// many left.
    fn forget_idle(&self) -> usize {
        let idle_since = now_ms().saturating_sub(GRACE.as_millis() as u64);
        let mut gone = Vec::new();
        {
            let mut rooms = self.0.write().unwrap_or_else(std::sync::PoisonError::into_inner);
            // Held by nobody else, nobody can lock its state meanwhile.
            let leaving: Vec<String> = rooms
                .values()
                .filter(|r| {
                    Arc::strong_count(r) == 1 && r.touched.load(Ordering::Relaxed) <= idle_since && {
                        // Over: played to the end, ended by forfeit or by its
                        // class's end (the store has it as finished; read
                        // again, it stays so).
                        let st = r.state();
                        st.m.result().is_some()
                            || matches!(st.hold, Some(Hold::Forfeit(_) | Hold::Ended))
                            || idle_borrowed(&st)
                    }
                })
                .map(|r| r.id.clone())
                .collect();
            for id in leaving {
                gone.extend(rooms.remove(&id));
            }
        }
        // The matches and their views are dropped outside the lock.
        gone.len()
    }

    /// How many matches are in memory, and how many of them are unfinished.
    pub(crate) fn counts(&self) -> (usize, usize) {
        // Listed first, so that no room's lock is awaited under the map's.
        let rooms = self.all();
        (rooms.len(), rooms.iter().filter(|r| r.state().m.result().is_none()).count())
    }

    /// How many unfinished matches have the champion in both seats.
    fn shows(&self) -> usize {
        let rooms = self.0.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        rooms
            .values()
            .filter(|r| {
                let st = r.state();
                st.seats.first == SeatKind::Champion && st.seats.second == SeatKind::Champion && st.m.result().is_none()
            })
            .count()
    }
}

/// Whether an unfinished room borrowed from a shared store may leave
/// memory: not a class's (its class follows it), not held, with no
/// champion thinking, waiting or to move here.
fn idle_borrowed(st: &State) -> bool {
    st.borrowed
        && !st.class
        && st.hold.is_none()
        && !st.thinking
        && st.m.to_move().is_none_or(|seat| st.seats.of(seat) == SeatKind::Human)
}

/// How often the finished matches nobody holds leave memory.
const SWEEP: Duration = Duration::from_secs(2);

/// Every [`SWEEP`], lets the finished matches that nobody holds (no socket,
/// no request, no class showing its round) leave memory: a finished match
/// lives in the store, the next request for it loads it again, and what
/// its room reserved goes back to the budget. Stops with the server.
pub(crate) fn sweep_finished(app: &Arc<App>) {
    let app = Arc::downgrade(app);
    tokio::spawn(async move {
        let mut every = tokio::time::interval(SWEEP);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let Some(app) = app.upgrade() else { return };
            app.rooms.forget_idle();
        }
    });
}

/// The most matches kept in memory at once.
const MAX_ROOMS: usize = 20_000;

/// What every room holds whatever its game: the room itself, its state,
/// the seats' tokens, the socket channel, the views' table.
const ROOM_BASE: u64 = 4 << 10;

/// The views a room keeps written at once: a seat or the spectators, in a
/// language (two seats and the spectators, in one or two languages).
const VIEWS_KEPT: u64 = 4;

/// The moves a room is priced for: a match of a class is a few dozen
/// moves; a longer one holds more than it reserved, a shorter one less.
const MOVES_PRICED: u64 = 16;

/// What one move adds beyond its position's text, in the match's history
/// and in each view kept written (a view lists the moves played).
const ROOM_STEP: u64 = 64;

/// What a room of match `m` holds in memory while it is there: the room
/// ([`ROOM_BASE`]), the views it keeps written (each the size of the
/// spectators' view now), and, for [`MOVES_PRICED`] moves, each move in
/// the history and in every view. Held to what rooms of every preset of
/// the catalogue really allocate, within a factor of 3, from the start to
/// twice the moves priced (`cost::every_family_s_room_is_priced_within_a_factor_of_3`).
pub(crate) fn room_cost(m: &dyn Match) -> Cost {
    let view = serde_json::to_vec(&m.view_in(None, Lang::En)).map_or(0, |v| v.len() as u64);
    let step = (VIEWS_KEPT + 1).saturating_mul(m.position().len() as u64 + ROOM_STEP);
    Cost::new(
        ROOM_BASE.saturating_add(VIEWS_KEPT.saturating_mul(view)).saturating_add(MOVES_PRICED.saturating_mul(step)),
        0,
    )
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

/// The pause before each move of a match between champions (nobody is
/// waiting for it; a class watching sees it unfold).
const PACE: Duration = Duration::from_millis(300);

/// The most unfinished matches between champions at once.
pub(crate) const MAX_SHOWS: usize = 8;

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
        self.version.fetch_add(1, Ordering::AcqRel);
        let _ = self.changed.send(());
    }

    /// The socket message carrying `seat`'s view in `lang`: written once per
    /// change and shared, so a hundred spectators cost one view, not a
    /// hundred.
    pub(crate) fn view_message(&self, seat: Option<Seat>, lang: Lang) -> Utf8Bytes {
        // The version is read before the state: a view written from a newer
        // state under an older version is only written again, never stale.
        let version = self.version.load(Ordering::Acquire);
        let mut views = lock(&self.views);
        if views.version != version {
            views.texts.clear();
            views.version = version;
        }
        if let Some(text) = views.texts.get(&(seat, lang)) {
            return text.clone();
        }
        let text: Utf8Bytes = serde_json::json!({"type": "view", "view": self.view_in(seat, lang)}).to_string().into();
        self.rendered.fetch_add(1, Ordering::Relaxed);
        views.texts.insert((seat, lang), text.clone());
        text
    }

    /// How many distinct views this room has written.
    #[cfg(test)]
    pub(crate) fn rendered(&self) -> u64 {
        self.rendered.load(Ordering::Relaxed)
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

    /// The view of `seat` in the request's language, with the server's additions.
    pub(crate) fn view(&self, seat: Option<Seat>) -> serde_json::Value {
        self.view_in(seat, crate::lang::current())
    }

    /// The view of `seat` in `lang`, with the server's additions.
    pub(crate) fn view_in(&self, seat: Option<Seat>, lang: Lang) -> serde_json::Value {
        let _held = (self.view_cost.bytes > Cost::SMALL.bytes).then(|| self.budget.hold(self.view_cost));
        let st = self.state();
        view_of(&st, seat, lang)
    }
}

/// Compares two hashes in time independent of where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && std::hint::black_box(a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y))) == 0
}

pub(crate) fn view_of(st: &State, seat: Option<Seat>, lang: Lang) -> serde_json::Value {
    let mut v = serde_json::to_value(st.m.view_in(seat, lang)).unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        o.insert("seats".into(), serde_json::to_value(st.seats).unwrap_or_default());
        if !st.names.is_null() && (seat.is_some() || !st.class) {
            o.insert("names".into(), st.names.clone());
        }
        o.insert("thinking".into(), st.thinking.into());
        // The truth for this seat: `undo` is true only when `POST …/undo`
        // would succeed — a person playing the champion, in a game where it
        // reveals nothing, before the end, with a move to take back.
        let offered = !st.m.undo_reveals()
            && st.hints
            && st.m.result().is_none()
            && !st.m.history().is_empty()
            && seat.is_some_and(|s| st.seats.of(s) == SeatKind::Human && st.seats.of(!s) == SeatKind::Champion);
        o.insert("undo".into(), offered.into());
        // Hints (and analyses) asked from this match are answered; a
        // class's counted round turns them off, and undo with them.
        o.insert("hints".into(), st.hints.into());
        o.insert("counted".into(), (!st.hints).into());
        if let Some(e) = &st.champion_error {
            o.insert("champion_error".into(), e.clone().into());
        }
        if let Some(hold) = st.hold {
            o.insert("hold".into(), hold.name().into());
            if let Hold::Forfeit(seat) = hold {
                o.insert("forfeit".into(), seat_name(seat).into());
                // The teacher ended it: over for every reader, with its reason.
                if st.m.result().is_none() {
                    let ending = crate::records::forfeit_ending(seat, lang);
                    o.insert("prompt".into(), ending.reason.clone().into());
                    o.insert("result".into(), serde_json::to_value(ending).unwrap_or_default());
                    o.insert("to_move".into(), serde_json::Value::Null);
                    o.insert("legal_moves".into(), serde_json::json!([]));
                }
            }
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
            borrowed: false,
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

/// What one more [`MOVES_PRICED`] moves of match `m` hold: each move in
/// the history and in every view kept written, as [`room_cost`] prices
/// them, at the size of the position now.
pub(crate) fn growth_cost(m: &dyn Match) -> Cost {
    let step = (VIEWS_KEPT + 1).saturating_mul(m.position().len() as u64 + ROOM_STEP);
    Cost::new(MOVES_PRICED.saturating_mul(step), 0)
}

/// Re-prices the room as its history grows: one extra hold of the budget
/// ([`growth_cost`]) for every [`MOVES_PRICED`] moves played, given back
/// when moves are taken back or the room leaves memory. Held whatever the
/// budget says: a move of a match being played is never refused for it,
/// and what is over the budget makes new matches wait (503).
fn regrow(room: &Room, st: &mut State) {
    let blocks = st.m.history().len() / MOVES_PRICED as usize;
    st.growth.truncate(blocks);
    while st.growth.len() < blocks {
        let more = room.budget.hold(growth_cost(st.m.as_ref()));
        st.growth.push(more);
    }
}

/// Plays `mv` for `seat` and commits it; on any refusal nothing changes.
pub(crate) fn play(app: &Arc<App>, room: &Arc<Room>, seat: Seat, mv: &str) -> Result<(), ApiError> {
    {
        let mut st = room.state();
        if st.seats.of(seat) != SeatKind::Human {
            return Err(ApiError::new(StatusCode::FORBIDDEN, Msg::SvChampionSeat));
        }
        if let Some(hold) = st.hold {
            let msg = match hold {
                Hold::Paused => Msg::ClassPaused,
                Hold::Forfeit(_) => Msg::ClassMatchStopped,
                Hold::Ended => Msg::ClassEnded,
            };
            return Err(ApiError::new(StatusCode::CONFLICT, msg));
        }
        commit(app, room, &mut st, seat, mv)?;
    }
    room.notify();
    schedule_champion(app, room);
    Ok(())
}

/// Plays and records one move, taking it back if the store refuses. The
/// move is committed on top of the store's version this room shows: when
/// another server was first (or this room missed a change), the room reads
/// the match again and the move is tried on the fresh state, at most
/// [`TRIES`] times.
fn commit(app: &App, room: &Room, st: &mut State, seat: Seat, mv: &str) -> Result<(), ApiError> {
    commit_within(app, room, st, seat, mv, TRIES)
}

/// As [`commit`], tried at most `tries` times (the champion's move, thought
/// for one position, is tried once).
fn commit_within(app: &App, room: &Room, st: &mut State, seat: Seat, mv: &str, tries: usize) -> Result<(), ApiError> {
    let mut caught_up = false;
    for attempt in 1..=tries {
        if let Err(refused) = st.m.play(seat, mv) {
            // Not this seat's turn here may be a change not heard of yet.
            if app.cluster.shared && !caught_up && catch_up(app, room, st)? {
                caught_up = true;
                continue;
            }
            return Err(refused.into());
        }
        let ply = st.m.history().len() - 1;
        let played = st.m.history()[ply].mv.clone();
        let result = st.m.result().map(result_json);
        match app.store.push_move_if(&room.id, st.stored, ply as u32, seat_name(seat), &played, result.as_ref()) {
            Ok(version) => {
                set_stored(room, st, version);
                st.epoch += 1;
                regrow(room, st);
                return Ok(());
            }
            Err(ludoteca_store::StoreError::Conflict { .. }) if attempt < tries => {
                let _ = st.m.undo();
                catch_up(app, room, st)?;
                caught_up = true;
            }
            Err(e) => {
                let _ = st.m.undo();
                // Whether a failed commit was written is unknown: the next
                // request reads the match again.
                set_stored(room, st, -1);
                return Err(e.into());
            }
        }
    }
    Err(ApiError::unavailable(Msg::SvStore { detail: "the match kept changing under this move".into() }, RETRY_SECS))
}

/// How many times a move is tried on a match that other servers change.
const TRIES: usize = 3;

/// Brings the room's state up to the store's version of the match, when
/// it is behind: the moves it lacks are played through the referee (or,
/// after an undo elsewhere, the match is replayed from its start). Returns
/// whether anything changed.
fn catch_up(app: &App, room: &Room, st: &mut State) -> Result<bool, ApiError> {
    catch_up_to(app, room, st, None)
}

/// As [`catch_up`]; `announced` is a version the store is known to hold
/// (an announcement's): when the room is behind it, the store's version
/// need not be asked first.
fn catch_up_to(app: &App, room: &Room, st: &mut State, announced: Option<i64>) -> Result<bool, ApiError> {
    match announced {
        Some(v) if v <= st.stored => return Ok(false),
        Some(_) => {}
        None if app.store.version(&room.id)? == Some(st.stored) => return Ok(false),
        None => {}
    }
    let Some(s) = app.store.get(&room.id)? else { return Ok(false) };
    let changed = adopt(st, &s)?;
    room.stored.store(st.stored, Ordering::Release);
    if changed {
        regrow(room, st);
        // The sockets read the new state once this lock is let go.
        room.notify();
    }
    Ok(changed)
}

/// Takes the stored match `s` as the room's state, when it is newer.
fn adopt(st: &mut State, s: &StoredMatch) -> Result<bool, PlayError> {
    if s.version == st.stored {
        return Ok(false);
    }
    let here = st.m.history();
    let extends = s.moves.len() >= here.len() && here.iter().zip(&s.moves).all(|(a, b)| a.mv == b.mv);
    if extends {
        let missing: Vec<String> = s.moves[here.len()..].iter().map(|m| m.mv.clone()).collect();
        replay(st.m.as_mut(), &missing)?;
    } else {
        st.m = rebuild(s)?;
    }
    st.stored = s.version;
    // A champion's answer to the older position is thrown away (the epoch),
    // and it may think again on the new one.
    st.epoch += 1;
    st.thinking = false;
    st.champion_error = None;
    Ok(true)
}

/// Reads match `room` again from the store after another server changed
/// it, tells its sockets, and lets the champion move if it is this
/// server's turn to make it think.
pub(crate) fn refresh(app: &Arc<App>, room: &Arc<Room>) -> Result<(), ApiError> {
    refresh_to(app, room, None)
}

/// As [`refresh`], after an announcement that the store holds version
/// `announced` of the match (`None`: unknown, the store is asked).
pub(crate) fn refresh_to(app: &Arc<App>, room: &Arc<Room>, announced: Option<i64>) -> Result<(), ApiError> {
    let changed = {
        let mut st = room.state();
        catch_up_to(app, room, &mut st, announced)?
    };
    if changed {
        schedule_champion(app, room);
    }
    Ok(())
}

/// The store's version this room shows.
pub(crate) fn stored_version(room: &Room) -> i64 {
    room.stored.load(Ordering::Acquire)
}

/// Sets the store's version the room's state shows.
fn set_stored(room: &Room, st: &mut State, version: i64) {
    st.stored = version;
    room.stored.store(version, Ordering::Release);
}

/// Takes back to `seat`'s previous turn; only against the champion.
pub(crate) fn undo(app: &Arc<App>, room: &Arc<Room>, seat: Seat) -> Result<(), ApiError> {
    {
        let mut st = room.state();
        if !st.hints {
            return Err(ApiError::new(StatusCode::FORBIDDEN, Msg::ClassCounted));
        }
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
        let version = app.store.truncate_if(&room.id, st.stored, copy.history().len() as u32)?;
        set_stored(room, &mut st, version);
        st.m = copy;
        regrow(room, &mut st);
        st.champion_error = None;
        st.epoch += 1;
        st.thinking = false;
    }
    room.notify();
    schedule_champion(app, room);
    Ok(())
}

/// If the champion is to move, lets it think in the background and play.
/// What the champion's next move from `position` of the saved match
/// takes: its family's estimate within `budget` of time (small when the
/// family cannot say).
fn champion_cost(saved: &ludoteca_play::SavedMatch, position: &str, budget: Duration) -> Cost {
    ludoteca_games::open(&saved.game, &saved.params)
        .and_then(|e| e.cost(ludoteca_games::Work::Champion(Some(position), budget)))
        .unwrap_or(Cost::SMALL)
}

pub(crate) fn schedule_champion(app: &Arc<App>, room: &Arc<Room>) {
    if app.ops.stopping() {
        return; // a shutdown: another server (or this one, restarted) takes it up
    }
    let (seat, saved, position, budget, epoch) = {
        let mut st = room.state();
        let Some(seat) = st.m.to_move() else { return };
        if st.thinking || st.champion_error.is_some() || st.hold.is_some() || st.seats.of(seat) != SeatKind::Champion {
            return;
        }
        st.thinking = true;
        (seat, st.m.save(), st.m.position().to_string(), st.budget, st.epoch)
    };
    room.notify();
    let (app, room) = (app.clone(), room.clone());
    // Against a person, someone waits at the board; between champions
    // nobody does: those matches take the analyses' lane, paced.
    let person = room.state().seats.of(!seat) == SeatKind::Human;
    let lane = if person { Lane::Person } else { Lane::Analysis };
    tokio::spawn(async move {
        if !person {
            tokio::time::sleep(PACE).await;
        }
        // The champion thinks on its own copy: the room stays readable. It
        // first takes a permit of its creator's share of the lanes: one
        // client's champions queue behind one another, not in front of other
        // people — and only those that may think hold memory.
        let who = room.who();
        let permit = app.lanes.permit_as(&who, lane).await;
        // The champion's move is priced and its memory reserved before it
        // thinks: while other work holds the memory it waits; a move that
        // could never fit is the champion's error, said on the view.
        let held = loop {
            match app.budget.reserve(champion_cost(&saved, &position, budget)) {
                Ok(held) => break held,
                Err(Refusal::Busy { .. }) => tokio::time::sleep(Duration::from_millis(250)).await,
                Err(too_big) => {
                    let e = crate::budget::refused(too_big).text();
                    eprintln!("match {}: the champion could not move: {e}", room.id);
                    let mut st = room.state();
                    st.thinking = false;
                    st.champion_error = Some(e);
                    drop(st);
                    room.notify();
                    return;
                }
            }
        };
        // Of several servers, one thinks: the one that holds the lease
        // (the others hear of its move when it is committed).
        let claimed = !app.ops.stopping() && crate::cluster::claim_champion(&app, &room.id, budget);
        if !claimed {
            room.state().thinking = false;
            room.notify();
            return;
        }
        // A shutdown waits for this move to be thought and committed.
        let _busy = app.ops.busy();
        // A marker while it thinks: should the process die of this move, the
        // next start quarantines the match instead of thinking it again.
        let work = if room.taken_over.load(Ordering::Acquire) {
            crate::cluster::CHAMPION_TAKEN_OVER
        } else {
            "the champion's move"
        };
        let marked = app.store.begin_work(&room.id, work);
        let answer = tokio::task::spawn_blocking(move || resume(&saved)?.champion_move(budget)).await;
        drop(permit);
        drop(held);
        if marked.is_ok() {
            let _ = app.store.end_work(&room.id);
            room.taken_over.store(false, Ordering::Release);
        }
        if let Err(panic) = &answer
            && panic.is_panic()
        {
            let _ = quarantine(&app, &room.id, &format!("the champion's move panicked: {panic}"));
        }
        let outcome = {
            let mut st = room.state();
            if st.epoch != epoch {
                drop(st);
                crate::cluster::release_champion(&app, &room.id);
                return; // the position changed (an undo) while it thought
            }
            st.thinking = false;
            // Sharing the database, a change made on another server while
            // it thought makes its answer stale: it thinks again.
            if app.cluster.shared && matches!(catch_up(&app, &room, &mut st), Ok(true)) {
                drop(st);
                crate::cluster::release_champion(&app, &room.id);
                schedule_champion(&app, &room);
                return;
            }
            match answer {
                Ok(Ok(mv)) => commit_within(&app, &room, &mut st, seat, &mv, 1).map_err(|e| e.text()),
                Ok(Err(e)) => Err(e.to_string()),
                Err(e) => Err(format!("the champion failed: {e}")),
            }
        };
        room.notify();
        crate::cluster::release_champion(&app, &room.id);
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
///
/// First, a marker left by heavy work the last process never finished (it
/// died resuming a match, or while the champion thought) quarantines that
/// match: it is kept and reported, never resumed, so the server starts
/// anyway. Each match is resumed under a marker of its own; one that fails
/// or panics is quarantined too.
pub(crate) fn resume_all(app: &Arc<App>) -> Result<usize, crate::ServerError> {
    // Sharing the database, a marker may be another live server's work:
    // only leases say who died ([`crate::cluster`]).
    let left = if app.cluster.shared { Vec::new() } else { app.store.working()? };
    for w in left {
        let reason = format!("the server stopped while doing this match's work ({})", w.work);
        eprintln!("match {}: quarantined: {reason}", w.id);
        app.store.quarantine(&w.id, &reason)?;
    }
    let stored = app.store.unfinished()?;
    let mut n = 0;
    for s in stored {
        let id = s.record.id.clone();
        let marking = !app.cluster.shared;
        if marking {
            app.store.begin_work(&id, "resuming")?;
        }
        let rebuilt = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| rebuild(&s)));
        match rebuilt {
            Ok(Ok(m)) if m.result().is_some() => {
                let r = m.result().map(result_json).unwrap_or_default();
                let store = &app.store;
                store.finish(&id, &r)?;
                if marking {
                    store.end_work(&id)?;
                }
            }
            Ok(Ok(m)) => {
                if marking {
                    app.store.end_work(&id)?;
                }
                let resident = app.budget.hold(room_cost(m.as_ref()));
                let room = room_of(&s, m, &app.budget, resident);
                // Sharing the store, another server may be the one its
                // people play on: like one read on demand, it may leave.
                room.state().borrowed = app.cluster.shared;
                app.rooms.insert(room.clone());
                schedule_champion(app, &room);
                n += 1;
            }
            Ok(Err(e)) => quarantine(app, &id, &format!("it cannot be resumed: {e}"))?,
            Err(panic) => quarantine(app, &id, &format!("resuming it panicked: {}", panic_text(&panic)))?,
        }
    }
    Ok(n)
}

/// Sets a match aside, in the store and the log.
fn quarantine(app: &App, id: &str, reason: &str) -> Result<(), ludoteca_store::StoreError> {
    eprintln!("match {id}: quarantined: {reason}");
    app.store.quarantine(id, reason)
}

/// What a panic said, as text.
fn panic_text(panic: &Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into())
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

/// The room of a stored match, rebuilt as `m`.
fn room_of(s: &StoredMatch, m: Box<dyn Match>, memory: &Budget, resident: Reservation) -> Arc<Room> {
    let mut kinds = s.record.seats.clone();
    if let Some(o) = kinds.as_object_mut() {
        o.remove("names");
        o.remove("class");
    }
    let seats: Seats =
        serde_json::from_value(kinds).unwrap_or(Seats { first: SeatKind::Human, second: SeatKind::Human });
    let tokens: [Option<String>; 2] = serde_json::from_value(s.record.tokens.clone()).unwrap_or_default();
    let room = room(s.record.id.clone(), m, seats, tokens, s.record.budget_ms, memory, resident);
    {
        let mut st = room.state();
        st.names = s.record.seats.get("names").cloned().unwrap_or_default();
        st.class = s.record.seats.get("class").is_some();
        // A match the teacher ended by forfeit is over in the store though
        // its moves are not: read again, it stays stopped.
        let loser = s.result.as_ref().and_then(|r| r.get("forfeit")).and_then(serde_json::Value::as_str);
        // One its class's end left unfinished stays held as ended.
        let class_ended = s.result.as_ref().is_some_and(crate::records::class_ended);
        st.hold = match loser {
            Some("first") => Some(Hold::Forfeit(Seat::First)),
            Some("second") => Some(Hold::Forfeit(Seat::Second)),
            _ if class_ended => Some(Hold::Ended),
            _ => st.hold,
        };
        set_stored(&room, &mut st, s.version);
    }
    room
}

/// The room of match `id`: a live one, or a finished one brought back from
/// the store (after a restart, or once it left memory); a quarantined match
/// is reported as such.
pub(crate) fn find(app: &Arc<App>, id: &str) -> Result<Arc<Room>, ApiError> {
    if let Ok(room) = app.rooms.get(id) {
        return Ok(room);
    }
    let stored = {
        let store = &app.store;
        if let Some(q) = store.quarantined(id)? {
            return Err(ApiError::quarantined(&q));
        }
        store.get(id)?
    };
    // Alone, every unfinished match is in memory already; sharing the
    // database, one may have been created, or played, on another server.
    let Some(s) = stored.filter(|s| s.finished_at.is_some() || app.cluster.shared) else {
        return Err(ApiError::not_found(Msg::SvWhatMatch, id));
    };
    let m = rebuild(&s)?;
    // A finished match read again is something anyone may ask for: priced,
    // and refused with 503 when only the share kept for play is free. A
    // live match of another server is someone's game: always taken.
    let resident = if s.finished_at.is_some() {
        crate::budget::reserve_leaving(&app.budget, room_cost(m.as_ref()))?
    } else {
        app.budget.hold(room_cost(m.as_ref()))
    };
    let room = room_of(&s, m, &app.budget, resident);
    // Another server's live match, read here (for its spectators, or a
    // move sent to this server): priced like any room, it leaves memory
    // again when nobody here holds it.
    room.state().borrowed = s.finished_at.is_none();
    app.rooms.reserve()?;
    let room = app.rooms.insert_new(room);
    if s.finished_at.is_none() {
        schedule_champion(app, &room);
    }
    Ok(room)
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
        let a = r.view_message(None, Lang::En);
        let b = r.view_message(None, Lang::En);
        assert_eq!(r.rendered(), 1, "a second spectator shares the first one's view");
        assert_eq!(a.as_str().as_ptr(), b.as_str().as_ptr(), "the same bytes, not a copy");
        let first = r.view_message(Some(Seat::First), Lang::En);
        let pt = r.view_message(None, Lang::Pt);
        assert_eq!(r.rendered(), 3, "a seat and a language have views of their own");
        assert_ne!(first, a);
        assert_ne!(pt, a);
        // A change makes every view stale.
        r.state().m.play(Seat::First, "4").expect("4 is legal from 5");
        r.notify();
        let after = r.view_message(None, Lang::En);
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
