//! Catching up with the store: a room behind the store's version of its
//! match (another server's change) plays the moves it lacks, or replays
//! the match, and tells its sockets.

use super::*;

/// Brings the room's state up to the store's version of the match, when
/// it is behind: the moves it lacks are played through the referee (or,
/// after an undo elsewhere, the match is replayed from its start). Returns
/// whether anything changed.
pub(super) fn catch_up(app: &App, room: &Room, st: &mut State) -> Result<bool, ApiError> {
    catch_up_to(app, room, st, None)
}

/// As [`catch_up`]; `announced` is a version the store is known to hold
/// (an announcement's): when the room is behind it, the store's version
/// need not be asked first.
pub(super) fn catch_up_to(app: &App, room: &Room, st: &mut State, announced: Option<i64>) -> Result<bool, ApiError> {
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
pub(super) fn adopt(st: &mut State, s: &StoredMatch) -> Result<bool, PlayError> {
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
