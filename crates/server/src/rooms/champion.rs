//! The champion's moves: thought in the background on a copy, in its
//! creator's share of the lanes, priced and reserved first, under the
//! cluster's lease, then committed like a person's move.

use super::*;

/// The pause before each move of a match between champions (nobody is
/// waiting for it; a class watching sees it unfold).
pub(super) const PACE: Duration = Duration::from_millis(300);

/// What the champion's next move from `position` of the saved match
/// takes: its family's estimate within `budget` of time (small when the
/// family cannot say).
pub(super) fn champion_cost(saved: &ludoteca_play::SavedMatch, position: &str, budget: Duration) -> Cost {
    ludoteca_games::open(&saved.game, &saved.params)
        .and_then(|e| e.cost(ludoteca_games::Work::Champion(Some(position), budget)))
        .unwrap_or(Cost::SMALL)
}

/// If the champion is to move, lets it think in the background and play.
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
