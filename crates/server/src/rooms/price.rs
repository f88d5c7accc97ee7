//! What a room holds in memory, priced from its match when it opens and
//! again as its history grows, against the server's budget.

use super::*;

/// What every room holds whatever its game: the room itself, its state,
/// the seats' tokens, the socket channel, the views' table.
pub(super) const ROOM_BASE: u64 = 4 << 10;

/// The views a room keeps written at once: a seat or the spectators, in a
/// language (two seats and the spectators, in one or two languages).
pub(super) const VIEWS_KEPT: u64 = 4;

/// The moves a room is priced for: a match of a class is a few dozen
/// moves; a longer one holds more than it reserved, a shorter one less.
pub(super) const MOVES_PRICED: u64 = 16;

/// What one move adds beyond its position's text, in the match's history
/// and in each view kept written (a view lists the moves played).
pub(super) const ROOM_STEP: u64 = 64;

/// What a room of match `m` holds in memory while it is there: the room
/// ([`ROOM_BASE`]), the views it keeps written (each the size of the
/// spectators' view now), and, for [`MOVES_PRICED`] moves, each move in
/// the history and in every view. Held to what rooms of every preset of
/// the catalogue really allocate, within a factor of 3, from the start to
/// twice the moves priced (`cost::every_family_s_room_is_priced_within_a_factor_of_3`).
pub(crate) fn room_cost(m: &dyn Match) -> Cost {
    let view = serde_json::to_vec(&m.view_in(None, Lang::EN)).map_or(0, |v| v.len() as u64);
    let step = (VIEWS_KEPT + 1).saturating_mul(m.position().len() as u64 + ROOM_STEP);
    Cost::new(
        ROOM_BASE.saturating_add(VIEWS_KEPT.saturating_mul(view)).saturating_add(MOVES_PRICED.saturating_mul(step)),
        0,
    )
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
pub(super) fn regrow(room: &Room, st: &mut State) {
    let blocks = st.m.history().len() / MOVES_PRICED as usize;
    st.growth.truncate(blocks);
    while st.growth.len() < blocks {
        let more = room.budget.hold(growth_cost(st.m.as_ref()));
        st.growth.push(more);
    }
}
