//! The transposition key of a node: live squares' contents with unusable
//! attributes erased, dead squares merged, the unplayed pieces, optionally
//! canonical under the 1536 symmetries; and its 64-bit hash.

use super::node::{Analysis, Node};
use crate::symmetry::inverse_maps;

/// Key symbol of an empty square on a live line.
const LIVE_EMPTY: u8 = 0x7E;
/// Key symbol of a square on no live line.
const DEAD: u8 = 0x7F;

impl Node {
    /// The 7-bit symbol of each square for the key: on a filled square,
    /// `colour << 5 | shape << 2 | size` with each attribute that no live
    /// line through the square can use any more erased (colour 2, shape 4,
    /// size 2); `LIVE_EMPTY` on an empty square of a live line; `DEAD` on a
    /// square of no live line, filled or not (nothing there can score).
    #[inline]
    fn symbols(&self, a: &Analysis) -> [u8; 16] {
        let mut s = [DEAD; 16];
        for (i, x) in s.iter_mut().enumerate() {
            if a.live_squares >> i & 1 == 1 {
                *x = if self.filled >> i & 1 == 1 {
                    let r = (a.relevant >> (4 * i)) & 7;
                    let c = self.code(i as u32);
                    let colour = if r & 1 != 0 { c >> 3 } else { 2 };
                    let shape = if r & 2 != 0 { (c >> 1) & 3 } else { 4 };
                    let size = if r & 4 != 0 { c & 1 } else { 2 };
                    (colour << 5) | (shape << 2) | size
                } else {
                    LIVE_EMPTY
                };
            }
        }
        s
    }

    /// A coarser key without symmetry, from the lines rather than the
    /// squares: the live empty squares, the unplayed pieces and, per line,
    /// only what its pieces still allow (9 bits: colour state, size state,
    /// shape flag and set), or 0 when the line cannot score any more. Two
    /// nodes with equal line keys score alike on every continuation.
    pub fn line_key(&self, a: &Analysis) -> u128 {
        let mut k = u128::from(a.live_squares & !self.filled) << 16 | u128::from(self.unplayed);
        for l in 0..10 {
            let alive = (a.line_alive >> (4 * l)) & 15;
            let mut code = 0u128;
            if alive & 8 != 0 {
                let ls = self.lines[l];
                let (and, or) = (ls & 15, (ls >> 4) & 15);
                let empty = ls == 0x000F;
                if alive & 1 != 0 {
                    // 1: colour 0 so far, 2: colour 1, 3: no piece yet.
                    code |= if empty { 3 } else { 1 + u128::from(and >> 3) };
                }
                if alive & 4 != 0 {
                    code |= (if empty { 3 } else { 1 + u128::from(and & 1) }) << 2;
                }
                if alive & 2 != 0 {
                    code |= (16 | u128::from((ls >> 8) & 15)) << 4;
                }
                let _ = or;
            }
            k = (k << 9) | code;
        }
        k
    }

    /// The least key over the 1536 symmetries: every board map, the shapes
    /// and sizes relabelled in order of first appearance, then the shapes
    /// absent from live squares ordered by which of their pieces are
    /// unplayed.
    pub fn canonical_key(&self, a: &Analysis) -> u128 {
        let syms = self.symbols(a);
        let mut best = u128::MAX;
        for inv in inverse_maps() {
            let mut shape_map = [u8::MAX; 4];
            let mut next_shape = 0u8;
            let mut size_map = [u8::MAX; 2];
            let mut next_size = 0u8;
            let mut k = 0u128;
            for &src in inv {
                let x = syms[src as usize];
                let mut y = x;
                if x < LIVE_EMPTY {
                    let s = ((x >> 2) & 7) as usize;
                    if s < 4 {
                        if shape_map[s] == u8::MAX {
                            shape_map[s] = next_shape;
                            next_shape += 1;
                        }
                        y = (y & !(7 << 2)) | (shape_map[s] << 2);
                    }
                    let z = (x & 3) as usize;
                    if z < 2 {
                        if size_map[z] == u8::MAX {
                            size_map[z] = next_size;
                            next_size += 1;
                        }
                        y = (y & !3) | size_map[z];
                    }
                }
                k = (k << 7) | u128::from(y);
            }
            k <<= 16;
            if k > best & !0xFFFF {
                continue;
            }
            let size_options: &[[u8; 2]] = match (size_map[0], size_map[1]) {
                (u8::MAX, u8::MAX) => &[[0, 1], [1, 0]],
                (u8::MAX, 0) => &[[1, 0]],
                (0, u8::MAX) => &[[0, 1]],
                _ => std::slice::from_ref(&size_map),
            };
            for zm in size_options {
                let full = k | u128::from(self.relabel_unplayed(shape_map, next_shape, *zm));
                best = best.min(full);
            }
        }
        best
    }

    /// The unplayed mask under a shape map completed by ordering the
    /// unlabelled shapes by the pattern of their unplayed pieces.
    fn relabel_unplayed(&self, mut shape_map: [u8; 4], mut next: u8, size_map: [u8; 2]) -> u16 {
        let u = self.unplayed;
        let pattern = |s: usize| -> u8 {
            let mut p = 0u8;
            for c in 0..2usize {
                for (z, &label) in size_map.iter().enumerate() {
                    let code = c * 8 + s * 2 + z;
                    if u >> code & 1 == 1 {
                        p |= 1 << (c * 2 + label as usize);
                    }
                }
            }
            p
        };
        let mut free: [(u8, usize); 4] = [(0, 0); 4];
        let mut nfree = 0;
        for (s, &label) in shape_map.iter().enumerate() {
            if label == u8::MAX {
                free[nfree] = (pattern(s), s);
                nfree += 1;
            }
        }
        free[..nfree].sort_unstable();
        for &(_, s) in &free[..nfree] {
            shape_map[s] = next;
            next += 1;
        }
        let mut out = 0u16;
        let mut rest = u;
        while rest != 0 {
            let code = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (c, s, z) = (code >> 3, (code >> 1) & 3, code & 1);
            let img = (c << 3) | ((shape_map[s] as usize) << 1) | size_map[z] as usize;
            out |= 1 << img;
        }
        out
    }
}

/// Mixes a 128-bit key into 64 well-spread bits.
#[inline]
pub(crate) fn hash(key: u128) -> u64 {
    let lo = key as u64;
    let hi = (key >> 64) as u64;
    let mut x = lo ^ hi.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(31);
    x ^= x >> 30;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
