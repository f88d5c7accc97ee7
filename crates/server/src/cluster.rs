//! Several servers, one lab: what a server does when it shares its
//! PostgreSQL database with others. Any server answers for any match: a
//! match it does not hold is read from the store; a move is committed only
//! on top of the version the server read (`rooms::commit`), so the
//! database serialises each match's moves; every committed change is
//! announced (LISTEN/NOTIFY) and the servers holding that match read it
//! again and push the new views to their sockets (and, once a second,
//! every server compares the versions of the matches it holds with the
//! store's, should an announcement have been lost). The champion of a match
//! thinks on one server only, the one holding its lease in the store; a
//! lease whose server died lapses, and another server takes the work over;
//! a champion to move that nobody leased at all (its server died before it
//! took the lease) is found by the sweeper too, once its match has been
//! quiet for a while. Background jobs are leased the same way
//! (`jobs/shared.rs`). Alone on SQLite, none of this runs: every lease is
//! granted at once.

use crate::App;
use crate::rooms;
use ludoteca_store::Changes;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// This server among those sharing the database.
pub(crate) struct Cluster {
    /// Its name in the leases it holds: unique per process.
    pub(crate) node: String,
    /// Whether other servers may share the database (PostgreSQL).
    pub(crate) shared: bool,
    /// The sweeper's walk through the champions nobody holds.
    unheld: Mutex<Unheld>,
    /// The matches found behind the store at the last re-read, at the
    /// version this server held then.
    behind: Mutex<HashMap<String, i64>>,
}

/// Where the sweeper is in the list of champions nobody holds, and the
/// matches (at their versions) it has looked at already.
#[derive(Default)]
struct Unheld {
    after: String,
    seen: HashMap<String, i64>,
}

impl Cluster {
    pub(crate) fn new(shared: bool) -> Cluster {
        let node = format!("server-{}-{}", std::process::id(), &rooms::token()[..8]);
        Cluster { node, shared, unheld: Mutex::default(), behind: Mutex::default() }
    }
}

/// How much longer than the champion's time to think a lease lasts.
const LEASE_MARGIN: Duration = Duration::from_secs(5);

/// How often a server looks for lapsed leases.
const SWEEP: Duration = Duration::from_secs(1);

/// How many champions nobody holds a sweep looks at.
const UNHELD_PAGE: u32 = 50;

/// How many looked-at matches a server remembers before it starts again.
const UNHELD_SEEN: usize = 10_000;

fn champion_key(id: &str) -> String {
    format!("champion {id}")
}

/// Whether this server may let match `id`'s champion think now: it holds
/// the lease (for `budget` and a margin), or it is alone.
pub(crate) fn claim_champion(app: &App, id: &str, budget: Duration) -> bool {
    if !app.cluster.shared {
        return true;
    }
    match app.store.claim(&champion_key(id), &app.cluster.node, budget + LEASE_MARGIN) {
        Ok(held) => held,
        Err(e) => {
            eprintln!("match {id}: the champion's lease could not be taken: {e}");
            false
        }
    }
}

/// Gives up the lease on match `id`'s champion, once its move is committed.
pub(crate) fn release_champion(app: &App, id: &str) {
    if app.cluster.shared {
        let _ = app.store.unclaim(&champion_key(id), &app.cluster.node);
    }
}

/// Starts the listener of the other servers' changes and the sweeper of
/// lapsed leases (only when the database is shared).
pub(crate) fn start(app: &Arc<App>, changes: Option<Changes>) {
    let Some(mut changes) = changes else { return };
    let weak = Arc::downgrade(app);
    tokio::spawn(async move {
        while let Some(change) = changes.next().await {
            let Some(app) = weak.upgrade() else { return };
            let rooms = if change.id.is_empty() {
                app.rooms.all() // the listener reconnected: anything may have changed
            } else {
                app.rooms.loaded(&change.id).into_iter().collect()
            };
            let announced = (change.version >= 0).then_some(change.version);
            for room in rooms {
                if announced.is_some_and(|v| rooms::stored_version(&room) >= v) {
                    continue; // this server's own change, or one already read
                }
                let app = app.clone();
                // Off the listener: the room's lock may be held by a move
                // being committed, and the listener must go on meanwhile.
                tokio::task::spawn_blocking(move || {
                    if let Err(e) = rooms::refresh_to(&app, &room, announced) {
                        eprintln!("match {}: cannot read it again: {}", room.id, e.text());
                    }
                });
            }
        }
    });
    let weak = Arc::downgrade(app);
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(SWEEP).await;
            let Some(app) = weak.upgrade() else { return };
            if app.ops.stopping() {
                return;
            }
            let _ = tokio::task::spawn_blocking(move || sweep(&app)).await;
        }
    });
}

/// The marker of a champion's move thought again after its server died.
pub(crate) const CHAMPION_TAKEN_OVER: &str = "the champion's move, taken over from a server that died";

/// Takes over the work whose lease lapsed: a champion whose server died
/// while it thought thinks again here, once. Should the server that took it
/// over die of it too (its marker says so), the match is quarantined: one
/// poisoned match does not take every server down in turn.
fn sweep(app: &Arc<App>) {
    recheck(app);
    adopt_unheld(app);
    let Ok(keys) = app.store.lapsed(20) else { return };
    for key in keys {
        if let Some(job) = key.strip_prefix("job ") {
            crate::jobs::take_over(app, job);
            continue;
        }
        let Some(id) = key.strip_prefix("champion ") else { continue };
        match app.store.claim(&key, &app.cluster.node, LEASE_MARGIN) {
            Ok(true) => {}
            _ => continue, // another server was quicker
        }
        let marker = app.store.working().ok().and_then(|w| w.into_iter().find(|w| w.id == id));
        let _ = app.store.unclaim(&key, &app.cluster.node);
        if marker.as_ref().is_some_and(|m| m.work == CHAMPION_TAKEN_OVER) {
            let reason = "two servers stopped while thinking this match's champion's move";
            eprintln!("match {id}: quarantined: {reason}");
            let _ = app.store.quarantine(id, reason);
            continue;
        }
        eprintln!("match {id}: the server thinking for its champion stopped; {} takes over", app.cluster.node);
        match rooms::find(app, id) {
            Ok(room) => {
                room.taken_over.store(marker.is_some(), std::sync::atomic::Ordering::Release);
                let _ = rooms::refresh(app, &room);
                rooms::schedule_champion(app, &room);
            }
            Err(e) => eprintln!("match {id}: cannot be taken over: {}", e.text()),
        }
    }
}

/// How many matches' versions one question asks for.
const RECHECK_PAGE: usize = 1000;

/// The safety net under the announcements (a server that died between a
/// move's commit and its announcement, a listener that lost its
/// connection): the versions of every match this server holds, read a page
/// at a time; a copy found behind is read again and its sockets told.
fn recheck(app: &Arc<App>) {
    let held = app.rooms.all();
    let mut behind = HashMap::new();
    for page in held.chunks(RECHECK_PAGE) {
        let ids: Vec<String> = page.iter().map(|r| r.id.clone()).collect();
        let Ok(found) = app.store.versions(&ids) else { return };
        let found: HashMap<String, i64> = found.into_iter().collect();
        for room in page {
            let here = rooms::stored_version(room);
            if found.get(&room.id).is_some_and(|&v| here < v) {
                behind.insert(room.id.clone(), (room.clone(), here));
            }
        }
    }
    // Behind now may be an announcement on its way: a copy is read again
    // only when it was already behind, at the same version, a second ago.
    let stale: Vec<Arc<rooms::Room>> = {
        let mut last = lock(&app.cluster.behind);
        let stale =
            behind.iter().filter(|(id, (_, v))| last.get(*id) == Some(v)).map(|(_, (r, _))| r.clone()).collect();
        *last = behind.into_iter().map(|(id, (_, v))| (id, v)).collect();
        stale
    };
    for room in stale {
        if let Err(e) = rooms::refresh(app, &room) {
            eprintln!("match {}: cannot read it again: {}", room.id, e.text());
        }
    }
}

/// Finds the champions that nobody holds a lease on although it may be
/// their turn — the server that should have thought died before it took
/// the lease — in matches quiet for longer than [`LEASE_MARGIN`], a page
/// per sweep, and lets them think here. Each (match, version) is looked at
/// once: a person's turn costs one replay, and is left to the person.
fn adopt_unheld(app: &Arc<App>) {
    let after = lock(&app.cluster.unheld).after.clone();
    let Ok(found) = app.store.champions_unheld(&after, LEASE_MARGIN, UNHELD_PAGE) else { return };
    {
        let mut unheld = lock(&app.cluster.unheld);
        unheld.after =
            if found.len() < UNHELD_PAGE as usize { String::new() } else { found[found.len() - 1].0.clone() };
    }
    for (id, version) in found {
        {
            let mut unheld = lock(&app.cluster.unheld);
            if unheld.seen.get(&id) == Some(&version) {
                continue;
            }
            if unheld.seen.len() >= UNHELD_SEEN {
                unheld.seen.clear();
            }
            unheld.seen.insert(id.clone(), version);
        }
        if let Some(room) = app.rooms.loaded(&id) {
            if rooms::stored_version(&room) < version {
                let _ = rooms::refresh(app, &room);
            }
            rooms::schedule_champion(app, &room);
            continue;
        }
        if !champion_to_move(app, &id) {
            continue;
        }
        eprintln!("match {id}: its champion is to move and no server holds it; {} takes it", app.cluster.node);
        // Loading it lets its champion think (under its lease).
        if let Err(e) = rooms::find(app, &id) {
            eprintln!("match {id}: cannot be taken: {}", e.text());
        }
    }
}

/// Whether the stored match `id` is unfinished with its champion to move.
fn champion_to_move(app: &App, id: &str) -> bool {
    let Ok(Some(stored)) = app.store.get(id) else { return false };
    let Ok(m) = rooms::rebuild(&stored) else { return false };
    m.result().is_none() && m.to_move().is_some_and(|seat| stored.record.seats[rooms::seat_name(seat)] == "champion")
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
