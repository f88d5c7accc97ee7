//! Tests: every preset's room is priced ([`room_cost`]) within a factor of
//! 3 of what it really allocates — the match, its history, the views a
//! room keeps written — counted byte for byte by `allocation-counter`'s
//! allocator on this thread (issue #37 asks for a cost test that covers
//! every family of the catalogue).

use super::*;
use ludoteca_games::catalogue;

/// How far an estimate may be from what a room holds, either way.
const FACTOR: u64 = 3;

/// Rooms of each preset measured (their mean is compared).
const ROOMS: usize = 6;

/// A room of `game` (its quick match) played `moves` moves by the first
/// legal move, with the views a room keeps written; and its estimate: what
/// it holds from the budget, priced when it was made and re-priced as its
/// history grew ([`regrow`]).
fn played(game: &str, params: &Params, moves: usize) -> (Arc<Room>, u64) {
    // A budget of its own: what it holds is this room's alone.
    let memory = &Budget::new(1 << 34);
    let m = new_match(game, params, None, Some(7)).expect("the quick match opens");
    let estimate = room_cost(m.as_ref()).bytes;
    let people = Seats { first: SeatKind::Human, second: SeatKind::Human };
    let resident = memory.hold(Cost::new(estimate, 0));
    let r = room(game.into(), m, people, [None, None], 1000, memory, resident);
    for _ in 0..moves {
        let mut st = r.state();
        let Some(seat) = st.m.to_move() else { break };
        let Some(mv) = st.m.legal_moves().into_iter().next() else { break };
        if st.m.play(seat, &mv).is_err() {
            break;
        }
    }
    regrow(&r, &mut r.state());
    r.notify();
    let estimate = memory.held();
    for (seat, lang) in
        [(None, Lang::EN), (Some(Seat::First), Lang::EN), (Some(Seat::Second), Lang::EN), (None, Lang::PT)]
    {
        drop(r.view_message(seat, lang));
    }
    (r, estimate)
}

#[test]
fn every_family_s_room_is_priced_within_a_factor_of_3() {
    let mut rows = Vec::new();
    let mut wrong = Vec::new();
    for preset in catalogue::presets() {
        let params = Params::parse(preset.quick.iter().copied()).expect("quick parameters");
        for moves in [0, MOVES_PRICED as usize, 2 * MOVES_PRICED as usize] {
            // Once outside the count: what a family builds once per process
            // (tables, engines, books) is not a room's.
            drop(played(preset.id, &params, moves));
            let mut rooms = Vec::with_capacity(ROOMS);
            let info = allocation_counter::measure(|| {
                for _ in 0..ROOMS {
                    rooms.push(played(preset.id, &params, moves));
                }
            });
            // The list itself was allocated before the count began.
            let held = info.bytes_current.max(0) as u64 / ROOMS as u64;
            let estimate = rooms.iter().map(|(_, e)| e).sum::<u64>() / ROOMS as u64;
            let family = ludoteca_play::match_kind(preset.id);
            rows.push(format!(
                "{:16} {family:13} {moves:>3} moves: holds {held:>7} B, priced {estimate:>7} B",
                preset.id
            ));
            if estimate > FACTOR * held || held > FACTOR * estimate {
                wrong.push(rows.last().cloned().unwrap_or_default());
            }
        }
    }
    println!("{}", rows.join("\n"));
    assert!(wrong.is_empty(), "rooms priced beyond a factor of {FACTOR}:\n{}", wrong.join("\n"));
}
