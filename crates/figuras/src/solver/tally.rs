//! Exact values at the bottom of the search: three empty squares by a
//! tally, adding up each line's points over the six ways to fill them.

use super::node::{Node, add_piece, summary_points};
use crate::line::{LINE_MASKS, SQUARE_LINES};

/// Whether a line summary (with pieces on it) can still meet a criterion.
#[inline]
pub(crate) fn line_can_score(ls: u16, placed: u32) -> bool {
    let diff = (ls ^ (ls >> 4)) & 15;
    let shapes = (ls >> 8) & 15;
    diff & 9 != 9 || diff & 6 == 0 || shapes.count_ones() == placed
}

/// The exact value with three empty squares. The mover has two pieces
/// (0 and 1), the opponent one (2); each of the six assignments of the
/// pieces to the squares is tallied once over the lines through the empty
/// squares, for both orders of the mover's two placements, then the mover
/// picks the first placement and the opponent its square.
#[inline(never)]
pub(crate) fn endgame3(n: &Node) -> i32 {
    let empty = !n.filled;
    let mine = n.mover_pieces();
    let theirs = n.unplayed & !mine;
    let low = |m: u16| m.trailing_zeros() as u8;
    let s0 = low(empty);
    let e1 = empty & (empty - 1);
    let s1 = low(e1);
    let s2 = low(e1 & (e1 - 1));
    let pcs = [low(mine), low(mine & (mine - 1)), low(theirs)];
    // The lines that can still score: which of the three squares they hold
    // (bit j for square j) and their summary. Three squares lie on at most
    // eight lines (a1, c2 and d4: three ranks, three files and both
    // diagonals).
    let mut holes = [0u8; 8];
    let mut summaries = [0u16; 8];
    let mut count = 0;
    let mut lines = SQUARE_LINES[s0 as usize] | SQUARE_LINES[s1 as usize] | SQUARE_LINES[s2 as usize];
    while lines != 0 {
        let l = lines.trailing_zeros() as usize;
        lines &= lines - 1;
        let m = LINE_MASKS[l];
        let ls = n.lines[l];
        let e = (m >> s0 & 1) | (m >> s1 & 1) << 1 | (m >> s2 & 1) << 2;
        if line_can_score(ls, 4 - e.count_ones()) {
            holes[count] = e as u8;
            summaries[count] = ls;
            count += 1;
        }
    }
    tally3(&holes[..count], &summaries[..count], pcs)
}

/// The value for the mover of three empty squares from the lines through
/// them that can still score (`holes`: bit j for square j; their
/// summaries) and the pieces: the mover's two, then the opponent's.
#[inline]
fn tally3(holes: &[u8], summaries: &[u16], pcs: [u8; 3]) -> i32 {
    // Lines with one empty square j score for whoever fills j, whatever the
    // order: per square and piece, the points for the mover (negative when
    // the opponent's piece completes them).
    let mut single = [[0i32; 3]; 3];
    // Per assignment, the value when piece 0 goes first (v0) or piece 1.
    let mut v0 = [0i32; 6];
    let mut v1 = [0i32; 6];
    for (&e, &ls) in holes.iter().zip(summaries) {
        let e = usize::from(e);
        if e.count_ones() == 1 {
            let j = e.trailing_zeros() as usize;
            single[j][0] += summary_points(add_piece(ls, pcs[0]));
            single[j][1] += summary_points(add_piece(ls, pcs[1]));
            single[j][2] -= summary_points(add_piece(ls, pcs[2]));
            continue;
        }
        for (k, at) in PERMS.iter().enumerate() {
            let mut x = ls;
            if e & 1 != 0 {
                x = add_piece(x, pcs[at[0] as usize]);
            }
            if e & 2 != 0 {
                x = add_piece(x, pcs[at[1] as usize]);
            }
            if e & 4 != 0 {
                x = add_piece(x, pcs[at[2] as usize]);
            }
            let pts = summary_points(x);
            v0[k] += SIGNS[e][k][0] * pts;
            v1[k] += SIGNS[e][k][1] * pts;
        }
    }
    for (k, at) in PERMS.iter().enumerate() {
        let base = single[0][at[0] as usize] + single[1][at[1] as usize] + single[2][at[2] as usize];
        v0[k] += base;
        v1[k] += base;
    }
    // The mover's first placement (piece 0 or 1 on one of the squares),
    // then the opponent's choice of square.
    let a = v0[0].min(v0[1]).max(v0[2].min(v0[4])).max(v0[3].min(v0[5]));
    let b = v1[2].min(v1[3]).max(v1[0].min(v1[5])).max(v1[1].min(v1[4]));
    a.max(b)
}

/// The assignments of the pieces 0, 1 (the mover's) and 2 (the
/// opponent's) to the three empty squares: the piece on each square.
const PERMS: [[u8; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// `SIGNS[e][k][f]`: +1 when the mover completes a line holding the
/// squares `e` (bit j for square j) under assignment `k` with the mover's
/// piece `f` placed first, −1 when the opponent does.
const SIGNS: [[[i32; 2]; 6]; 8] = {
    let mut t = [[[1i32; 2]; 6]; 8];
    let mut e = 0;
    while e < 8 {
        let mut k = 0;
        while k < 6 {
            let mut pos = [0usize; 3];
            let mut j = 0;
            while j < 3 {
                pos[PERMS[k][j] as usize] = j;
                j += 1;
            }
            let (a, b, o) = (pos[0], pos[1], pos[2]);
            let (on_a, on_b, on_o) = (e >> a & 1 == 1, e >> b & 1 == 1, e >> o & 1 == 1);
            // Piece 0 first (on a), piece 1 last (on b), and vice versa.
            if on_o && !on_b {
                t[e][k][0] = -1;
            }
            if on_o && !on_a {
                t[e][k][1] = -1;
            }
            k += 1;
        }
        e += 1;
    }
    t
};
