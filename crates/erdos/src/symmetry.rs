//! The symmetries of the game: any permutation of the columns, times the
//! reversal of the rows together with `X → n+1−X` (a run increasing upwards
//! stays one, so owners and the mover are unchanged): `n!·2` in all, 240 on
//! 5×5. The canonical form sorts the columns by their codes, for the
//! identity and for the flip, and keeps the larger: no need to try all
//! `n!·2` maps.

use crate::moves::{Move, Square};
use crate::position::Position;

/// A symmetry: the image's column `j` is the original column `perm[j]`;
/// `flip` also reverses the rows and replaces every `X` by `n+1−X`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry {
    size: u8,
    perm: [u8; 7],
    flip: bool,
}

impl Symmetry {
    /// The identity on a board of side `size`.
    #[must_use]
    pub fn identity(size: u8) -> Symmetry {
        Symmetry { size, perm: [0, 1, 2, 3, 4, 5, 6], flip: false }
    }

    /// A symmetry from a column permutation (`perm[j]` = the original
    /// column shown at `j`) and the flip; `None` unless `perm` permutes `0..size`.
    #[must_use]
    pub fn new(size: u8, perm: &[u8], flip: bool) -> Option<Symmetry> {
        let n = size as usize;
        if perm.len() != n || (0..n as u8).any(|c| !perm.contains(&c)) {
            return None;
        }
        let mut p = [0, 1, 2, 3, 4, 5, 6];
        p[..n].copy_from_slice(perm);
        Some(Symmetry { size, perm: p, flip })
    }

    /// All `size!·2` symmetries.
    #[must_use]
    pub fn all(size: u8) -> Vec<Symmetry> {
        let n = size as usize;
        let mut perms: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 0..n {
            let mut next = Vec::new();
            for p in &perms {
                for c in (0..n as u8).filter(|c| !p.contains(c)) {
                    next.push([p.as_slice(), &[c]].concat());
                }
            }
            perms = next;
        }
        let mut out = Vec::new();
        for flip in [false, true] {
            for p in &perms {
                out.extend(Symmetry::new(size, p, flip));
            }
        }
        out
    }

    /// Whether it reverses the rows.
    #[must_use]
    pub const fn flips(&self) -> bool {
        self.flip
    }

    /// The image of a position (of the same size).
    #[must_use]
    pub fn apply(&self, p: &Position) -> Position {
        p.transformed(&self.perm, self.flip)
    }

    /// The image of a move.
    #[must_use]
    pub fn apply_move(&self, m: Move) -> Move {
        let n = self.size;
        let j = (0..n).find(|&j| self.perm[j as usize] == m.square.col).unwrap_or(m.square.col);
        if self.flip {
            Move::new(Square::new(n - 1 - m.square.row, j), n + 1 - m.number)
        } else {
            Move::new(Square::new(m.square.row, j), m.number)
        }
    }

    /// The inverse map.
    #[must_use]
    pub fn inverse(&self) -> Symmetry {
        let mut inv = [0, 1, 2, 3, 4, 5, 6];
        for j in 0..self.size as usize {
            inv[self.perm[j] as usize] = j as u8;
        }
        Symmetry { size: self.size, perm: inv, flip: self.flip }
    }
}

/// The code of column `c` read bottom to top (flipped: top to bottom with
/// `X → n+1−X`), 3 bits a square, then 2 bits of owner.
#[inline]
fn column_code(p: &Position, c: usize, flip: bool) -> u32 {
    let n = p.size() as usize;
    let mut code = 0u32;
    for k in 0..n {
        let r = if flip { n - 1 - k } else { k };
        let v = p.cell(r * crate::moves::STRIDE + c);
        let v = if flip && v != 0 { p.size() + 1 - v } else { v };
        code = code << 3 | u32::from(v);
    }
    code << 2 | u32::from(p.owner_code(c))
}

/// Sorted codes (descending) and the order of the original columns.
#[inline]
fn sorted(p: &Position, flip: bool) -> ([u32; 7], [u8; 7]) {
    let n = p.size() as usize;
    let mut codes = [0u32; 7];
    let mut order = [0u8, 1, 2, 3, 4, 5, 6];
    for (c, code) in codes.iter_mut().enumerate().take(n) {
        *code = column_code(p, c, flip);
    }
    for i in 1..n {
        let mut j = i;
        while j > 0 && codes[j - 1] < codes[j] {
            codes.swap(j - 1, j);
            order.swap(j - 1, j);
            j -= 1;
        }
    }
    (codes, order)
}

#[inline]
fn fold(codes: &[u32; 7], n: usize) -> u128 {
    let bits = 3 * n + 2;
    if n <= 6 {
        codes[..n].iter().fold(0u128, |k, &c| k << bits | u128::from(c))
    } else {
        // 7×23 bits do not fit: a strong 128-bit mix instead (not exact).
        codes[..n].iter().fold(0x243F_6A88_85A3_08D3u128, |k, &c| {
            (k ^ u128::from(c)).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835) ^ (k >> 61)
        })
    }
}

/// The canonical key of a position under all the symmetries (exact, i.e.
/// collision-free, up to 6×6) and the symmetry that maps the position to
/// its canonical frame (the one whose key it is).
#[must_use]
pub fn canonical(p: &Position) -> (u128, Symmetry) {
    let n = p.size() as usize;
    let (a, oa) = sorted(p, false);
    let (b, ob) = sorted(p, true);
    let (ka, kb) = (fold(&a, n), fold(&b, n));
    let (key, perm, flip) = if ka >= kb { (ka, oa, false) } else { (kb, ob, true) };
    (key, Symmetry { size: p.size(), perm, flip })
}

/// The canonical key only.
#[must_use]
pub fn canonical_key(p: &Position) -> u128 {
    canonical(p).0
}
