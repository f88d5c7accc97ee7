//! Conquests: the monotone runs through a newly placed piece and the
//! referee's report of who took which column with which pieces.
//!
//! An unconquered column holds no run of either player (it would have been
//! conquered when the run appeared), so a run created by a placement always
//! passes through the new piece: the check looks at that column only.

use crate::moves::{Move, Square};
use crate::player::Player;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A column conquered by one placement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Conquest {
    /// The column (0 = `a`).
    pub column: u8,
    /// Who takes it.
    pub player: Player,
    /// The pieces of the run that made it, from the owner's edge outwards
    /// (increasing numbers).
    pub run: Vec<Move>,
    /// Whether the same placement also completed the other player's run
    /// (the `simultaneous` parameter then decided).
    pub simultaneous: bool,
}

impl fmt::Display for Conquest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} conquers column {} with", self.player, (b'a' + self.column) as char)?;
        for (i, m) in self.run.iter().enumerate() {
            write!(f, "{}{m}", if i == 0 { " " } else { " < " })?;
        }
        if self.simultaneous {
            f.write_str(" (both runs at once)")?;
        }
        Ok(())
    }
}

/// The longest run through row `r` of a column (`col[i]` is the number on
/// row `i` from the bottom, 0 for empty; `col[r]` is set). `up` = numbers
/// increasing upwards (First's runs); otherwise increasing downwards
/// (Second's). Returns the length and, in `out`, its rows bottom to top.
pub(crate) fn chain(col: &[u8; 7], n: usize, r: usize, up: bool, out: Option<&mut [u8; 7]>) -> usize {
    let lt = |a: u8, b: u8| if up { a < b } else { a > b };
    let v = col[r];
    // below[i]: longest run ending at row i < r, every number "below" v.
    let mut below = [0u8; 7];
    let mut pb = [u8::MAX; 7];
    for i in 0..r {
        let x = col[i];
        if x == 0 || !lt(x, v) {
            continue;
        }
        below[i] = 1;
        for j in 0..i {
            if below[j] > 0 && lt(col[j], x) && below[j] + 1 > below[i] {
                below[i] = below[j] + 1;
                pb[i] = j as u8;
            }
        }
    }
    // above[i]: longest run starting at row i > r, every number "above" v.
    let mut above = [0u8; 7];
    let mut pa = [u8::MAX; 7];
    for i in (r + 1..n).rev() {
        let x = col[i];
        if x == 0 || !lt(v, x) {
            continue;
        }
        above[i] = 1;
        for j in i + 1..n {
            if above[j] > 0 && lt(x, col[j]) && above[j] + 1 > above[i] {
                above[i] = above[j] + 1;
                pa[i] = j as u8;
            }
        }
    }
    let (bi, bl) = (0..r).map(|i| (i, below[i])).max_by_key(|&(_, l)| l).unwrap_or((0, 0));
    let (ai, al) = (r + 1..n).map(|i| (i, above[i])).max_by_key(|&(_, l)| l).unwrap_or((0, 0));
    let len = 1 + bl as usize + al as usize;
    if let Some(out) = out {
        let mut k = 0;
        let mut rows = [0u8; 7];
        if bl > 0 {
            let mut i = bi as u8;
            while i != u8::MAX {
                rows[k] = i;
                k += 1;
                i = pb[i as usize];
            }
            rows[..k].reverse();
        }
        rows[k] = r as u8;
        k += 1;
        if al > 0 {
            let mut i = ai as u8;
            while i != u8::MAX {
                rows[k] = i;
                k += 1;
                i = pa[i as usize];
            }
        }
        *out = rows;
    }
    len
}

/// The report of a run in column `c`: rows bottom to top turned into moves
/// listed from the owner's edge.
pub(crate) fn report(col: &[u8; 7], c: u8, rows: &[u8], player: Player, simultaneous: bool) -> Conquest {
    let mut run: Vec<Move> = rows.iter().map(|&r| Move::new(Square::new(r, c), col[r as usize])).collect();
    if player == Player::Second {
        run.reverse();
    }
    Conquest { column: c, player, run, simultaneous }
}
