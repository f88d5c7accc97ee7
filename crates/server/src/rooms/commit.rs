//! A move played and committed to the store before it is acknowledged,
//! tried again on the fresh state when another server was first; undo;
//! the store's version a room shows.

use super::*;

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
pub(super) fn commit(app: &App, room: &Room, st: &mut State, seat: Seat, mv: &str) -> Result<(), ApiError> {
    commit_within(app, room, st, seat, mv, TRIES)
}

/// As [`commit`], tried at most `tries` times (the champion's move, thought
/// for one position, is tried once).
pub(super) fn commit_within(
    app: &App,
    room: &Room,
    st: &mut State,
    seat: Seat,
    mv: &str,
    tries: usize,
) -> Result<(), ApiError> {
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
pub(super) const TRIES: usize = 3;

/// The store's version this room shows.
pub(crate) fn stored_version(room: &Room) -> i64 {
    room.stored.load(Ordering::Acquire)
}

/// Sets the store's version the room's state shows.
pub(super) fn set_stored(room: &Room, st: &mut State, version: i64) {
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
