//! Rooms brought back from the store: every unfinished match when the
//! server starts (a match that cannot be resumed is quarantined), and a
//! match read on demand (finished, or another server's live one).

use super::*;

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
pub(super) fn quarantine(app: &App, id: &str, reason: &str) -> Result<(), ludoteca_store::StoreError> {
    eprintln!("match {id}: quarantined: {reason}");
    app.store.quarantine(id, reason)
}

/// What a panic said, as text.
pub(super) fn panic_text(panic: &Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into())
}

/// The room of a stored match, rebuilt as `m`.
pub(super) fn room_of(s: &StoredMatch, m: Box<dyn Match>, memory: &Budget, resident: Reservation) -> Arc<Room> {
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

/// The room of match `id`: one in memory, or one brought back from the
/// store (after a restart, once it left memory, or another server's); a
/// quarantined match is reported as such.
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
    // An unfinished match not in memory left it while nobody held it, or
    // (sharing the database) was created or played on another server.
    let Some(s) = stored else {
        return Err(ApiError::not_found(Msg::SvWhatMatch, id));
    };
    let m = rebuild(&s)?;
    // A finished match read again is something anyone may ask for: priced,
    // and refused with 503 when only the share kept for play is free. A
    // live match read again (it left memory while nobody held it, or it is
    // another server's) is someone's game: it may take the share kept for
    // play, and is refused only when the whole budget is held, so that
    // matches left and read again never hold more than the budget.
    let resident = if s.finished_at.is_some() {
        crate::budget::reserve_leaving(&app.budget, room_cost(m.as_ref()))?
    } else {
        app.reserve(room_cost(m.as_ref()))?
    };
    let room = room_of(&s, m, &app.budget, resident);
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
