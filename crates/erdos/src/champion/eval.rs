//! The static evaluation used below the search horizon: conquered columns
//! (100 each) plus a little for columns still open in which the mover could
//! conquer next, all from the mover's point of view.

use crate::movegen::{MoveList, effect};
use crate::position::Position;
use crate::rules::Rules;

/// A won game (minus the plies to reach it, so faster wins score higher).
pub(crate) const WIN: i32 = 10_000;

/// The score of a finished game for the mover of `p` (`blocked`: the mover
/// cannot move).
pub(crate) fn terminal(p: &Position, blocked: bool, ply: u32) -> i32 {
    if blocked {
        return -(WIN - ply as i32);
    }
    let [f, s] = p.columns();
    let d = i32::from(f) - i32::from(s);
    let d = if p.mover() == crate::player::Player::First { d } else { -d };
    match d.signum() {
        1 => WIN - ply as i32 + d,
        -1 => -(WIN - ply as i32) + d,
        _ => 0,
    }
}

/// The static score of `p` for its mover (`list`: the mover's moves;
/// `parity`: add the version II parity of live squares).
pub(crate) fn evaluate(p: &Position, rules: &Rules, list: &MoveList, me: u8, parity: bool) -> i32 {
    let [f, s] = p.columns();
    let d = (i32::from(f) - i32::from(s)) * 100;
    let mut score = if me == 1 { d } else { -d };
    // Open columns where some legal move conquers for the mover: worth a bit.
    let n = p.size() as usize;
    let mut mine = [false; 7];
    let mut theirs = [false; 7];
    for j in 0..list.len {
        let m = list.codes[j];
        let c = ((m >> 3) as usize) % crate::moves::STRIDE;
        if c < n && !mine[c] && !theirs[c] {
            match effect(p, m, rules.run, rules.simultaneous) {
                0 => {}
                o if o == me => mine[c] = true,
                _ => theirs[c] = true,
            }
        }
    }
    score += 30 * mine.iter().filter(|&&x| x).count() as i32;
    if parity {
        // Version II: if the game ends by a block, the mover of a position
        // with an odd number of moves left wins it. Live squares (where some
        // number still fits) estimate the moves left; trust it more as the
        // board fills.
        let live = (0..n)
            .flat_map(|r| (0..n).map(move |c| r * crate::moves::STRIDE + c))
            .filter(|&i| p.free_at(i) != 0)
            .count();
        let w = 250 * p.placed() as i32 / (n * n) as i32;
        score += if live % 2 == 1 { w } else { -w };
    }
    score
}
