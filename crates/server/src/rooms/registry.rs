//! The rooms in memory by id: found, added, counted, and let go — a match
//! that nobody holds (finished, or waiting for a person's move) leaves
//! memory at the sweep and gives its reservation back; the store has it.

use super::*;

/// Milliseconds since this process first asked.
pub(super) fn now_ms() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_millis() as u64
}

/// How long a match nobody holds stays in memory after it was last asked
/// for: a page read again soon (the players' last look, a replay opened, a
/// move sent without a socket) finds it there instead of replaying it from
/// the store.
pub(super) const GRACE: Duration = Duration::from_secs(10);

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

    pub(super) fn insert(&self, room: Arc<Room>) {
        self.0.write().unwrap_or_else(std::sync::PoisonError::into_inner).insert(room.id.clone(), room);
    }

    /// Inserts `room` unless a room of that id got in first (two requests
    /// loading the same match): the one in memory.
    pub(super) fn insert_new(&self, room: Arc<Room>) -> Arc<Room> {
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
    pub(super) fn reserve(&self) -> Result<(), ApiError> {
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
    /// Lets the matches that nobody holds (no socket, no request) leave
    /// memory: finished ones, and unfinished ones while a person is to move
    /// (a champion to move stays until its move is made; a class's match
    /// stays with its class). Their history stays in the store, and the
    /// next request loads them again: so a client that opens matches and
    /// leaves them holds no memory that others need. Returns how many left.
    pub(super) fn forget_idle(&self) -> usize {
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
                            || idle_unfinished(&st)
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
    pub(super) fn shows(&self) -> usize {
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

/// Whether an unfinished room may leave memory: not a class's (its class
/// follows it), not held, with no champion thinking, waiting or to move.
pub(super) fn idle_unfinished(st: &State) -> bool {
    !st.class
        && st.hold.is_none()
        && !st.thinking
        && st.m.to_move().is_none_or(|seat| st.seats.of(seat) == SeatKind::Human)
}

/// How often the finished matches nobody holds leave memory.
pub(super) const SWEEP: Duration = Duration::from_secs(2);

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
            // The pages the rooms that left freed go back to the system,
            // and SQLite's page cache, which the crowd's moves had filled.
            let gone = app.rooms.forget_idle();
            if gone > 0 {
                let app = app.clone();
                tokio::task::spawn_blocking(move || {
                    if let Err(e) = app.store.release_memory() {
                        eprintln!("the store could not release its cache: {e}");
                    }
                    crate::allocator::release_free_memory();
                });
            }
        }
    });
}

/// The most matches kept in memory at once.
pub(super) const MAX_ROOMS: usize = 20_000;
