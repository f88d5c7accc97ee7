//! Class mode (*turmas*): a teacher opens a class for one game; students
//! join with a short code and their name; the teacher pairs them in rounds
//! (at random, Swiss, round-robin, against the champion, or by hand), and
//! every pair plays an ordinary match whose seat opens with the student's
//! own token. The teacher's board (every match as a spectator sees it,
//! standings) is pushed on every change; pause, end, forfeit, delete.
//!
//! Here: the class's state and what changes it. The routes are in
//! `classes/routes.rs`, the teacher's board, standings and CSV in
//! `classes/board.rs`, the pairings in `classes/pairing.rs`, the join
//! code's guard in `classes/throttle.rs`, the QR code in `classes/qr.rs`.
//! A class is one row of the store's `classes` table.

mod board;
mod names;
mod pairing;
pub(crate) mod qr;
pub(crate) mod readers;
pub(crate) mod retention;
pub(crate) mod routes;
mod throttle;

use crate::App;
use crate::error::ApiError;
use crate::records;
use crate::rooms::{self, Hold, Room, SeatKind};
use axum::http::StatusCode;
use ludoteca_core::Msg;
use ludoteca_games::Params;
use ludoteca_play::{MatchResult, Seat};
use ludoteca_store::{ClassRecord, token_hash};
use names::{checked_name, same_name};
use pairing::{Past, Plan, Side};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, RwLock};
pub(crate) use throttle::client;
use tokio::sync::broadcast;

/// The most students one class holds.
pub(crate) const MAX_STUDENTS: usize = 60;
/// The most classes not yet ended.
pub(crate) const MAX_OPEN: usize = 500;
/// The most classes not yet ended that one address opened since the server
/// started (a teacher's lessons of a day, with room to spare), so that one
/// client cannot take the [`MAX_OPEN`] places every teacher shares.
pub(crate) const MAX_OPEN_PER_CLIENT: usize = 20;
/// How long a join code lets students in (a lesson, with room to spare).
pub(crate) const CODE_HOURS: i64 = 12;
/// The champion's thinking time in a class's match.
const CHAMPION_MS: u64 = 500;
/// The join code's letters: no 0/O, 1/I/L to confuse.
const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// The join code's length.
pub(crate) const CODE_LEN: usize = 6;

/// Whether a class goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Status {
    /// Students join, rounds are played.
    Open,
    /// No move is taken for now.
    Paused,
    /// The lesson is over: no joins, no rounds, no moves.
    Ended,
}

/// A student: the name and the hash of their token.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Student {
    pub(crate) name: String,
    token: String,
    /// Left out of the next pairings (gone home, or away).
    #[serde(default)]
    pub(crate) absent: bool,
}

/// How a round was paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Pairing {
    Random,
    Swiss,
    RoundRobin,
    Champion,
    Manual,
}

impl Pairing {
    const ALL: [(&'static str, Pairing); 5] = [
        ("random", Pairing::Random),
        ("swiss", Pairing::Swiss),
        ("round-robin", Pairing::RoundRobin),
        ("champion", Pairing::Champion),
        ("manual", Pairing::Manual),
    ];

    fn parse(s: &str) -> Result<Pairing, ApiError> {
        Pairing::ALL.iter().find(|(n, _)| *n == s.trim()).map(|(_, p)| *p).ok_or_else(|| {
            let choices = Pairing::ALL.iter().map(|(n, _)| format!("`{n}`")).collect::<Vec<_>>().join(", ");
            ApiError::bad(Msg::ClassPairing { choices })
        })
    }
}

/// One match of a round: who sits where (`None`: the champion), and how
/// it ended once it did.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Pair {
    pub(crate) id: String,
    pub(crate) first: Side,
    pub(crate) second: Side,
    /// The result once over.
    #[serde(default)]
    pub(crate) result: Option<MatchResult>,
    /// The seat that lost by forfeit, when the teacher ended the match.
    #[serde(default)]
    pub(crate) forfeit: Option<Seat>,
}

impl Pair {
    pub(crate) fn side(&self, seat: Seat) -> Side {
        if seat == Seat::First { self.first } else { self.second }
    }

    /// The seat of student `s` in this match.
    pub(crate) fn seat_of(&self, s: usize) -> Option<Seat> {
        if self.first == Some(s) {
            Some(Seat::First)
        } else if self.second == Some(s) {
            Some(Seat::Second)
        } else {
            None
        }
    }
}

/// A round: its pairs, its byes (a point each) and those resting.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Round {
    pub(crate) pairing: Pairing,
    pub(crate) pairs: Vec<Pair>,
    #[serde(default)]
    pub(crate) byes: Vec<usize>,
    #[serde(default)]
    pub(crate) rest: Vec<usize>,
}

/// What the store keeps of a class (its row's body).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Body {
    pub(crate) game: String,
    #[serde(default)]
    pub(crate) params: Params,
    pub(crate) status: Status,
    #[serde(default)]
    pub(crate) students: Vec<Student>,
    #[serde(default)]
    pub(crate) rounds: Vec<Round>,
    /// Whether the students may ask for hints (*dicas*) and analyses in
    /// the class's matches; the teacher turns them off for a scored round.
    #[serde(default = "hints_on")]
    pub(crate) hints: bool,
    /// The language the class was opened in (`pt`, `pt-BR`, `en`): the
    /// pupils' names become "Aluno 1" or "Pupil 1" in it when the class
    /// is kept past `serve --keep-days` ([`retention`]).
    #[serde(default)]
    pub(crate) lang: Option<String>,
}

/// Hints are on in a class stored before the switch existed.
fn hints_on() -> bool {
    true
}

impl Body {
    fn pair(&self, id: &str) -> Option<&Pair> {
        self.rounds.iter().flat_map(|r| &r.pairs).find(|p| p.id == id)
    }

    fn pair_mut(&mut self, id: &str) -> Option<&mut Pair> {
        self.rounds.iter_mut().flat_map(|r| &mut r.pairs).find(|p| p.id == id)
    }

    /// What each student has played: points, whom they met, seats, byes.
    pub(crate) fn pasts(&self) -> HashMap<usize, Past> {
        let mut p: HashMap<usize, Past> = HashMap::new();
        for round in &self.rounds {
            for pair in &round.pairs {
                for seat in [Seat::First, Seat::Second] {
                    let Some(s) = pair.side(seat) else { continue };
                    let q = p.entry(s).or_default();
                    if let Some(o) = pair.side(!seat) {
                        q.met.insert(o);
                    }
                    q.balance += if seat == Seat::First { 1 } else { -1 };
                    q.last_first = Some(seat == Seat::First);
                    q.points2 += match pair.result {
                        Some(MatchResult::Winner(w)) if w == seat => 2,
                        Some(MatchResult::Draw) => 1,
                        _ => 0,
                    };
                }
            }
            for &s in &round.byes {
                let q = p.entry(s).or_default();
                q.byes += 1;
                q.points2 += 2;
            }
        }
        p
    }
}

/// A class in memory.
pub(crate) struct Class {
    pub(crate) id: String,
    pub(crate) code: String,
    teacher: String,
    pub(crate) created_at: i64,
    body: Mutex<Body>,
    /// Every change, a move in any of its matches included (the teacher's board).
    changed: broadcast::Sender<()>,
    /// Changes of the roster, the rounds and the status (the students' pages).
    roster: broadcast::Sender<()>,
    /// Grows at every change.
    version: AtomicU64,
    /// The teacher's board of the current version, per language, shared.
    boards: Mutex<(u64, HashMap<ludoteca_core::Lang, axum::extract::ws::Utf8Bytes>)>,
    /// The rooms of the current round while the class is open or paused:
    /// the teacher's board shows each one's position, so a match that
    /// ended stays in memory until the next round (or the class's end)
    /// instead of leaving it with the other finished matches.
    shown: Mutex<Vec<Arc<Room>>>,
    pub(crate) deleted: AtomicBool,
    /// The address that opened it, while this server runs: counted against
    /// [`MAX_OPEN_PER_CLIENT`], never written to the store (a class read
    /// back after a restart has none).
    opener: Option<IpAddr>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Compares two hashes in time independent of where they differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && std::hint::black_box(a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y))) == 0
}

/// Who calls on a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Who {
    Teacher,
    Student(usize),
}

impl Class {
    pub(crate) fn body(&self) -> MutexGuard<'_, Body> {
        lock(&self.body)
    }

    /// Who the token is: the teacher, a student, or refused (401).
    pub(crate) fn who(&self, token: Option<&str>) -> Result<Who, ApiError> {
        let hash = token.map(token_hash).unwrap_or_default();
        if same(&hash, &self.teacher) {
            return Ok(Who::Teacher);
        }
        let body = self.body();
        let mut found = None;
        for (i, s) in body.students.iter().enumerate() {
            if same(&hash, &s.token) {
                found = Some(i);
            }
        }
        found.map(Who::Student).ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, Msg::ClassStudentOnly))
    }

    /// The teacher's token, or refused (403 for a student, 401 otherwise).
    pub(crate) fn teacher(&self, token: Option<&str>) -> Result<(), ApiError> {
        match self.who(token) {
            Ok(Who::Teacher) => Ok(()),
            Ok(Who::Student(_)) => Err(ApiError::new(StatusCode::FORBIDDEN, Msg::ClassTeacherOnly)),
            Err(_) => Err(ApiError::new(StatusCode::UNAUTHORIZED, Msg::ClassTeacherOnly)),
        }
    }

    pub(crate) fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }

    /// Tells the teacher's sockets (a move in a match).
    pub(crate) fn touch(&self) {
        self.version.fetch_add(1, Ordering::AcqRel);
        let _ = self.changed.send(());
    }

    /// Tells every socket (the roster, a round, the status).
    fn notify(&self) {
        self.touch();
        let _ = self.roster.send(());
    }

    pub(crate) fn subscribe(&self) -> broadcast::Receiver<()> {
        self.changed.subscribe()
    }

    pub(crate) fn subscribe_roster(&self) -> broadcast::Receiver<()> {
        self.roster.subscribe()
    }

    fn record(&self, body: &Body) -> serde_json::Value {
        serde_json::to_value(body).unwrap_or_default()
    }

    /// Writes the body to the store.
    fn save(&self, app: &App, body: &Body) -> Result<(), ApiError> {
        let store = &app.store;
        store.save_class(&self.id, &self.record(body), body.status == Status::Ended)?;
        Ok(())
    }

    fn refuse_ended(body: &Body) -> Result<(), ApiError> {
        if body.status == Status::Ended {
            return Err(ApiError::new(StatusCode::CONFLICT, Msg::ClassEnded));
        }
        Ok(())
    }
}

/// The classes in memory (every class of the store is loaded at start).
#[derive(Default)]
pub(crate) struct Classes {
    by_id: RwLock<HashMap<String, Arc<Class>>>,
    pub(crate) throttle: throttle::Throttle,
}

impl Classes {
    pub(crate) fn get(&self, id: &str) -> Result<Arc<Class>, ApiError> {
        let map = self.by_id.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        map.get(id).cloned().ok_or_else(|| ApiError::not_found(Msg::ClassWhat, id))
    }

    fn by_code(&self, code: &str) -> Option<Arc<Class>> {
        let map = self.by_id.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        map.values().find(|c| same(&c.code, code)).cloned()
    }

    fn open_count(&self) -> usize {
        let map = self.by_id.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        map.values().filter(|c| c.body().status != Status::Ended).count()
    }

    /// How many classes not yet ended `client` opened.
    fn opened_by(&self, client: IpAddr) -> usize {
        let map = self.by_id.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        map.values().filter(|c| c.opener == Some(client) && c.body().status != Status::Ended).count()
    }

    fn insert(&self, c: Arc<Class>) {
        self.by_id.write().unwrap_or_else(std::sync::PoisonError::into_inner).insert(c.id.clone(), c);
    }

    /// Keeps `c` unless a class of its id is already here: returns the one
    /// kept, and whether it is `c`.
    fn keep(&self, c: Arc<Class>) -> (Arc<Class>, bool) {
        let mut map = self.by_id.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        match map.get(&c.id) {
            Some(there) => (there.clone(), false),
            None => {
                map.insert(c.id.clone(), c.clone());
                (c, true)
            }
        }
    }

    fn remove(&self, id: &str) {
        self.by_id.write().unwrap_or_else(std::sync::PoisonError::into_inner).remove(id);
    }

    /// Lets the classes whose join code lapsed ([`CODE_HOURS`]) stop
    /// holding their last round in memory: their board still lists the
    /// results, and draws a finished match's position only while it is in
    /// memory anyway. Returns how many classes let go.
    pub(crate) fn release_lapsed(&self) -> usize {
        let map = self.by_id.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut released = 0;
        for c in map.values().filter(|c| c.lapsed()) {
            let mut shown = lock(&c.shown);
            if !shown.is_empty() {
                shown.clear();
                released += 1;
            }
        }
        released
    }
}

impl Class {
    /// Whether the class's join code has lapsed: a class nobody ended
    /// counts as over then.
    fn lapsed(&self) -> bool {
        now() - self.created_at >= CODE_HOURS * 3600
    }
}

fn class_of(r: ClassRecord, body: Body, opener: Option<IpAddr>) -> Arc<Class> {
    Arc::new(Class {
        id: r.id,
        code: r.code,
        teacher: r.teacher,
        created_at: r.created_at,
        body: Mutex::new(body),
        changed: broadcast::channel(64).0,
        roster: broadcast::channel(16).0,
        version: AtomicU64::new(0),
        boards: Mutex::default(),
        shown: Mutex::default(),
        deleted: AtomicBool::new(false),
        opener,
    })
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

/// A fresh join code.
fn fresh_code() -> String {
    let mut out = String::with_capacity(CODE_LEN);
    while out.len() < CODE_LEN {
        let mut b = [0u8; 16];
        getrandom::fill(&mut b).expect("the operating system gives random bytes");
        // Rejection sampling keeps every letter equally likely.
        let limit = 256 - 256 % CODE_ALPHABET.len();
        for x in b {
            if (x as usize) < limit && out.len() < CODE_LEN {
                out.push(CODE_ALPHABET[x as usize % CODE_ALPHABET.len()] as char);
            }
        }
    }
    out
}

/// A code as typed, in the form codes are kept (upper case, without
/// spaces or dashes); `None` when it cannot be a code.
fn typed_code(code: &str) -> Option<String> {
    if code.len() > 64 {
        return None;
    }
    let c: String = code.chars().filter(|c| !c.is_whitespace() && *c != '-').collect::<String>().to_ascii_uppercase();
    (c.len() == CODE_LEN && c.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(c)
}

/// Opens a class of `game` with `params`: returns it and the teacher's token.
pub(crate) fn open(
    app: &Arc<App>,
    client: IpAddr,
    game: String,
    params: Params,
) -> Result<(Arc<Class>, String), ApiError> {
    // What a class's parameters fix every pupil can read (`/me`, the
    // board, the CSV): never a secret written in advance, nor a seed.
    if let Some(param) = ludoteca_games::catalogue::preset(&game).and_then(|p| p.family.secret_in(&params)) {
        return Err(ApiError::bad(Msg::ClassSecret { param: param.into() }));
    }
    crate::games::within_limits(&game, &params, None)?;
    // The game opens with these parameters (a refusal says why).
    let m = ludoteca_play::new_match(&game, &params, None, None)?;
    let params = m.save().params;
    if app.classes.opened_by(client) >= MAX_OPEN_PER_CLIENT {
        return Err(ApiError::throttled(
            Msg::ClassesFromHere { max: MAX_OPEN_PER_CLIENT as u64 },
            crate::error::RETRY_SECS,
        ));
    }
    if app.classes.open_count() >= MAX_OPEN {
        return Err(ApiError::unavailable(Msg::ClassesFull { max: MAX_OPEN as u64 }, crate::error::RETRY_SECS));
    }
    let teacher = rooms::token();
    let lang = Some(crate::lang::current().tag().to_string());
    let body = Body { game, params, status: Status::Open, students: Vec::new(), rounds: Vec::new(), hints: true, lang };
    for _ in 0..8 {
        let record = ClassRecord {
            id: rooms::token()[..16].to_string(),
            code: fresh_code(),
            teacher: token_hash(&teacher),
            body: serde_json::to_value(&body).unwrap_or_default(),
            created_at: now(),
            ended_at: None,
        };
        if app.store.create_class(&record)? {
            let class = class_of(record, body, Some(client));
            app.classes.insert(class.clone());
            return Ok((class, teacher));
        }
    }
    Err(ApiError::unavailable(Msg::ClassesFull { max: MAX_OPEN as u64 }, crate::error::RETRY_SECS))
}

/// A student joins with `code` and `name`: returns the class, the
/// student's number and token. A wrong code counts against `ip`.
pub(crate) fn join(
    app: &Arc<App>,
    ip: std::net::IpAddr,
    code: &str,
    name: &str,
) -> Result<(Arc<Class>, usize, String), ApiError> {
    if let Err(secs) = app.classes.throttle.check(ip) {
        return Err(crate::error::ApiError::throttled(Msg::ClassThrottled { secs }, secs));
    }
    let class = typed_code(code).and_then(|c| find_by_code(app, &c)).filter(|c| {
        !c.deleted.load(Ordering::Acquire)
            && c.body().status != Status::Ended
            && now() - c.created_at < CODE_HOURS * 3600
    });
    let Some(class) = class else {
        app.classes.throttle.wrong(ip, code);
        return Err(ApiError::new(StatusCode::NOT_FOUND, Msg::ClassNoCode));
    };
    let name = checked_name(name)?;
    let token = rooms::token();
    let n = {
        let mut body = class.body();
        if body.students.iter().any(|s| same_name(&s.name, &name)) {
            return Err(ApiError::new(StatusCode::CONFLICT, Msg::ClassNameTaken { name: name.as_str().into() }));
        }
        if body.students.len() >= MAX_STUDENTS {
            return Err(ApiError::new(StatusCode::CONFLICT, Msg::ClassFull { max: MAX_STUDENTS as u64 }));
        }
        body.students.push(Student { name, token: token_hash(&token), absent: false });
        if let Err(e) = class.save(app, &body) {
            body.students.pop();
            return Err(e);
        }
        body.students.len() - 1
    };
    class.notify();
    Ok((class, n, token))
}

/// The matches of the class not yet over (by the class's record, then by
/// the room: a match may have ended a moment ago).
fn unfinished(app: &Arc<App>, body: &Body) -> Vec<String> {
    body.rounds
        .iter()
        .flat_map(|r| &r.pairs)
        .filter(|p| p.result.is_none())
        .filter(|p| app.rooms.get(&p.id).map_or(true, |room| room.state().m.result().is_none()))
        .map(|p| p.id.clone())
        .collect()
}

/// Finishes in the store the class's matches not yet over, as ended by
/// the class ([`records::class_ended_result`]).
fn finish_unfinished(app: &Arc<App>, body: &Body) -> Result<(), ApiError> {
    for id in unfinished(app, body) {
        app.store.finish(&id, &records::class_ended_result())?;
    }
    Ok(())
}

/// A new round paired by `pairing` (`pairs`: the teacher's, numbered from
/// 1, seat A first): creates its matches and returns the round's number.
pub(crate) fn new_round(
    app: &Arc<App>,
    class: &Arc<Class>,
    pairing: &str,
    pairs: Option<Vec<(u64, u64)>>,
) -> Result<usize, ApiError> {
    let pairing = Pairing::parse(pairing)?;
    let mut body = class.body();
    Class::refuse_ended(&body)?;
    let playing = unfinished(app, &body);
    if !playing.is_empty() {
        return Err(ApiError::new(StatusCode::CONFLICT, Msg::ClassRoundPlaying { n: playing.len() as u64 }));
    }
    let present: Vec<usize> = (0..body.students.len()).filter(|&i| !body.students[i].absent).collect();
    let pasts = body.pasts();
    let mut rng = pairing::Rng::new();
    let plan: Plan = match pairing {
        Pairing::Random => pairing::random(&present, &pasts, &mut rng),
        Pairing::Swiss => pairing::swiss(&present, &pasts, &mut rng),
        Pairing::RoundRobin => {
            let k = body.rounds.iter().filter(|r| r.pairing == Pairing::RoundRobin).count();
            pairing::round_robin(body.students.len(), &present, k)
        }
        Pairing::Champion => pairing::champion(&present, &pasts),
        Pairing::Manual => {
            let example = r#"{"pairing": "manual", "pairs": [[1, 2], [3, 4]]}"#.to_string();
            let bad = || ApiError::bad(Msg::ClassBadPairs { example: example.clone() });
            let given = pairs.ok_or_else(bad)?;
            let mut indices = Vec::with_capacity(given.len().min(MAX_STUDENTS));
            for (a, b) in given {
                let ix = |n: u64| usize::try_from(n).ok().and_then(|n| n.checked_sub(1));
                indices.push((ix(a).ok_or_else(bad)?, ix(b).ok_or_else(bad)?));
            }
            pairing::manual(&present, &indices).ok_or_else(bad)?
        }
    };
    let min = if pairing == Pairing::Champion { 1 } else { 2 };
    if plan.pairs.is_empty() {
        return Err(ApiError::new(StatusCode::CONFLICT, Msg::ClassTooFew { min }));
    }
    rooms::rooms_fit(app, &body.game, &body.params, plan.pairs.len())?;
    let mut made = Vec::with_capacity(plan.pairs.len());
    let mut shown = Vec::with_capacity(plan.pairs.len());
    for &(first, second) in &plan.pairs {
        let room = create_match(app, &class.id, &body, first, second)?;
        room.set_hints(body.hints);
        made.push(Pair { id: room.id.clone(), first, second, result: None, forfeit: None });
        shown.push(room.clone());
        if body.status == Status::Paused {
            room.set_hold(app, Some(Hold::Paused));
        }
    }
    body.rounds.push(Round { pairing, pairs: made, byes: plan.byes, rest: plan.rest });
    let number = body.rounds.len();
    if let Err(e) = class.save(app, &body) {
        body.rounds.pop();
        return Err(e);
    }
    // Held before the class's lock is let go: an end meanwhile clears it.
    *lock(&class.shown) = shown.clone();
    drop(body);
    for room in shown {
        watch(app, class, room);
    }
    class.notify();
    Ok(number)
}

/// The match of one pair: an ordinary match with the students' names, each
/// seat opened by its student's own token, marked as class `class`'s (the
/// public history leaves it out, a spectator sees no name).
fn create_match(app: &Arc<App>, class: &str, body: &Body, first: Side, second: Side) -> Result<Arc<Room>, ApiError> {
    let kind = |s: Side| if s.is_some() { SeatKind::Human } else { SeatKind::Champion };
    let name = |s: Side| s.map(|i| body.students[i].name.clone());
    let req = serde_json::json!({
        "game": body.game,
        "params": body.params,
        "seats": {"first": kind(first), "second": kind(second)},
        "names": {"first": name(first), "second": name(second)},
        "budget_ms": CHAMPION_MS,
    });
    let mut req: rooms::NewMatch =
        serde_json::from_value(req).map_err(|e| ApiError::bad(Msg::SvBodyJson { detail: e.to_string().into() }))?;
    req.class = Some(class.to_string());
    let hashes = [first, second].map(|s| s.map(|i| body.students[i].token.clone()));
    rooms::create_keyed(app, req, hashes)
}

/// Follows one match of the class: the teacher's board hears of every
/// change, and the class records the result when it ends.
fn watch(app: &Arc<App>, class: &Arc<Class>, room: Arc<Room>) {
    let (app, weak) = (app.clone(), Arc::downgrade(class));
    tokio::spawn(async move {
        let mut changes = room.subscribe();
        loop {
            {
                let Some(class) = weak.upgrade() else { return };
                if class.deleted.load(Ordering::Acquire) {
                    return;
                }
                let result = room.state().m.result();
                if let Some(r) = result {
                    class.ended(&app, &room.id, r);
                    return;
                }
                // Recorded, or left unfinished by the class's end: nothing
                // more to follow (and the room may leave memory).
                if class.body().status == Status::Ended
                    || class.body().pair(&room.id).is_none_or(|p| p.result.is_some())
                {
                    return;
                }
                class.touch();
            }
            match changes.recv().await {
                Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => return,
            }
        }
    });
}

impl Class {
    /// Records that match `id` ended with `r`.
    fn ended(&self, app: &App, id: &str, r: MatchResult) {
        let mut body = self.body();
        let Some(pair) = body.pair_mut(id) else { return };
        if pair.result.is_some() {
            return;
        }
        pair.result = Some(r);
        // A store that fails now is written again at the next change.
        let _ = self.save(app, &body);
        drop(body);
        self.notify();
    }

    /// The holds of the class's unfinished matches, by its status.
    fn hold_all(&self, app: &Arc<App>, hold: Option<Hold>) {
        let ids = unfinished(app, &self.body());
        for id in ids {
            if let Ok(room) = app.rooms.get(&id) {
                room.set_hold(app, hold);
            }
        }
    }

    /// Pauses the class (`true`) or lets it go on.
    pub(crate) fn pause(&self, app: &Arc<App>, paused: bool) -> Result<(), ApiError> {
        {
            let mut body = self.body();
            Class::refuse_ended(&body)?;
            body.status = if paused { Status::Paused } else { Status::Open };
            self.save(app, &body)?;
        }
        self.hold_all(app, paused.then_some(Hold::Paused));
        self.notify();
        Ok(())
    }

    /// Lets the students ask for hints in the class's matches (`true`) or
    /// not, in the matches being played too.
    pub(crate) fn set_hints(&self, app: &Arc<App>, on: bool) -> Result<(), ApiError> {
        let ids = {
            let mut body = self.body();
            Class::refuse_ended(&body)?;
            body.hints = on;
            self.save(app, &body)?;
            unfinished(app, &body)
        };
        for id in ids {
            if let Ok(room) = app.rooms.get(&id) {
                room.set_hints(on);
            }
        }
        self.notify();
        Ok(())
    }

    /// Ends the class: no more joins, rounds or moves; its unfinished
    /// matches are finished in the store, ended by the class's end
    /// ([`records::class_ended_result`]), and leave memory once nobody
    /// holds them.
    pub(crate) fn end(&self, app: &Arc<App>) -> Result<(), ApiError> {
        {
            let mut body = self.body();
            body.status = Status::Ended;
            self.save(app, &body)?;
            finish_unfinished(app, &body)?;
        }
        self.hold_all(app, Some(Hold::Ended));
        lock(&self.shown).clear();
        self.notify();
        Ok(())
    }

    /// The teacher ends match `id`: `loser` loses by forfeit.
    pub(crate) fn forfeit(&self, app: &Arc<App>, id: &str, loser: Seat) -> Result<(), ApiError> {
        let room = {
            let mut body = self.body();
            Class::refuse_ended(&body)?;
            let Some(pair) = body.pair(id) else {
                return Err(ApiError::not_found(Msg::SvWhatMatch, id));
            };
            let room = rooms::find(app, id)?;
            if pair.result.is_some() || room.state().m.result().is_some() {
                return Err(ludoteca_play::PlayError::Over.into());
            }
            let result = MatchResult::Winner(!loser);
            let stored = serde_json::json!({
                "result": "winner", "seat": rooms::seat_name(!loser), "forfeit": rooms::seat_name(loser),
            });
            app.store.finish(id, &stored)?;
            if let Some(pair) = body.pair_mut(id) {
                pair.result = Some(result);
                pair.forfeit = Some(loser);
            }
            self.save(app, &body)?;
            room
        };
        room.set_hold(app, Some(Hold::Forfeit(loser)));
        self.notify();
        Ok(())
    }

    /// Marks student `n` (from 1) present or absent for the next pairings.
    pub(crate) fn presence(&self, app: &Arc<App>, n: u64, present: bool) -> Result<(), ApiError> {
        {
            let mut body = self.body();
            let i = usize::try_from(n).ok().and_then(|n| n.checked_sub(1)).filter(|&i| i < body.students.len());
            let Some(i) = i else {
                return Err(ApiError::not_found(Msg::ClassWhatStudent, &n.to_string()));
            };
            body.students[i].absent = !present;
            self.save(app, &body)?;
        }
        self.notify();
        Ok(())
    }

    /// Deletes the class, its students' names and its matches (the store
    /// erases them); its rooms still in memory stop, held as ended, and
    /// leave at the next sweep.
    pub(crate) fn delete(&self, app: &Arc<App>) -> Result<(), ApiError> {
        self.hold_all(app, Some(Hold::Ended));
        let ids: Vec<String> = self.body().rounds.iter().flat_map(|r| &r.pairs).map(|p| p.id.clone()).collect();
        app.store.delete_class(&self.id, &ids)?;
        for id in &ids {
            if let Ok(room) = app.rooms.get(id) {
                room.forget_names();
            }
        }
        self.deleted.store(true, Ordering::Release);
        lock(&self.shown).clear();
        app.classes.remove(&self.id);
        self.notify();
        Ok(())
    }
}

/// Loads every class of the store, follows their unfinished matches and
/// holds them as their class says (paused, ended, forfeited); then starts
/// the hourly replacement of old classes' names ([`retention`]).
pub(crate) fn resume_all(app: &Arc<App>) -> Result<usize, crate::ServerError> {
    let records = app.store.classes()?;
    let n = records.len();
    for r in records {
        adopt(app, r);
    }
    retention::spawn(app);
    Ok(n)
}

/// The class `id`: the one in memory, else the store's — a class opened on
/// another server sharing the database, or since this server started, is
/// read once and followed from then on (so that a server standing in for
/// one that stopped serves its classes).
pub(crate) fn find(app: &Arc<App>, id: &str) -> Result<Arc<Class>, ApiError> {
    if let Ok(c) = app.classes.get(id) {
        return Ok(c);
    }
    let record = app.store.class(id)?;
    record.and_then(|r| adopt(app, r)).ok_or_else(|| ApiError::not_found(Msg::ClassWhat, id))
}

/// The class whose join code is `code` (typed as the students type it),
/// in memory or in the store.
fn find_by_code(app: &Arc<App>, code: &str) -> Option<Arc<Class>> {
    app.classes.by_code(code).or_else(|| {
        let id = app.store.class_of_code(code).ok().flatten()?;
        find(app, &id).ok()
    })
}

/// Takes the stored class `r` into memory (unless it is there already),
/// follows its unfinished matches and holds them as the class says
/// (paused, ended, forfeited). `None` for a record that cannot be read.
fn adopt(app: &Arc<App>, r: ClassRecord) -> Option<Arc<Class>> {
    let body: Body = match serde_json::from_value(r.body.clone()) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("class {}: its record cannot be read ({e}); left aside", r.id);
            return None;
        }
    };
    let (class, new) = app.classes.keep(class_of(r, body, None));
    if !new {
        return Some(class);
    }
    let (status, hints, pairs): (Status, bool, Vec<Pair>) = {
        let b = class.body();
        (b.status, b.hints, b.rounds.iter().flat_map(|r| r.pairs.clone()).collect())
    };
    for pair in pairs {
        let room = match pair.forfeit {
            Some(_) => rooms::find(app, &pair.id).ok(),
            // Unfinished, or ended while nobody recorded it.
            None if pair.result.is_none() => app.rooms.get(&pair.id).or_else(|_| rooms::find(app, &pair.id)).ok(),
            None => None,
        };
        let Some(room) = room else { continue };
        let hold = match (pair.forfeit, status) {
            (Some(loser), _) => Some(Hold::Forfeit(loser)),
            (None, Status::Paused) => Some(Hold::Paused),
            (None, Status::Ended) => Some(Hold::Ended),
            (None, Status::Open) => None,
        };
        room.set_hold(app, hold);
        room.set_hints(hints);
        if pair.forfeit.is_none() {
            watch(app, &class, room);
        }
    }
    if status != Status::Ended && !class.lapsed() {
        let last = class.body().rounds.last().map(|r| r.pairs.iter().map(|p| p.id.clone()).collect::<Vec<_>>());
        let shown = last.unwrap_or_default().iter().filter_map(|id| rooms::find(app, id).ok()).collect();
        *lock(&class.shown) = shown;
    }
    Some(class)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_short_and_read_back_as_typed() {
        for _ in 0..100 {
            let c = fresh_code();
            assert_eq!(c.len(), CODE_LEN);
            assert_eq!(typed_code(&c.to_lowercase()).as_deref(), Some(c.as_str()));
            let spaced = format!(" {}-{} ", &c[..3], &c[3..]);
            assert_eq!(typed_code(&spaced).as_deref(), Some(c.as_str()));
        }
        assert_eq!(typed_code("ABC10O"), None, "0, 1 and O are never in a code");
        assert_eq!(typed_code("ABC"), None);
    }
}
