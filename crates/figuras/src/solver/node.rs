//! The solver's node: a compact position (cells, filled squares, unplayed
//! pieces), the analysis of its lines (which can still score, and at most
//! how much), and its transposition key.

use crate::line::{LINE_MASKS, LINE_SQUARES, SQUARE_LINES};
use crate::position::Position;
use crate::scoring::criteria_of_codes;
use crate::symmetry::board_maps;

/// Codes (bit positions) of the pieces of each shape, as a 16-bit mask.
const SHAPE_PIECES: [u16; 4] = [0x0303, 0x0C0C, 0x3030, 0xC0C0];
/// Codes of the small pieces and of the large pieces.
const SIZE_PIECES: [u16; 2] = [0x5555, 0xAAAA];
/// Codes of each colour's pieces.
const COLOUR_PIECES: [u16; 2] = [0x00FF, 0xFF00];

/// A position for the search: points so far are left out, the search counts
/// points from here on for the player to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Node {
    /// Four bits per square: the piece code (0 on an empty square).
    pub cells: u64,
    /// Filled squares.
    pub filled: u16,
    /// Pieces not yet placed.
    pub unplayed: u16,
}

/// What a node's lines still allow.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Analysis {
    /// Squares on at least one line that can still score.
    pub live_squares: u16,
    /// Upper bound on the points still to be scored by both players.
    pub bound: i32,
}

impl Node {
    /// The node of a position.
    pub fn of(pos: &Position) -> Node {
        let b = pos.board();
        Node {
            cells: b.cells(),
            filled: b.filled(),
            unplayed: !b.placed(),
        }
    }

    /// Number of empty squares.
    #[inline]
    pub fn empties(&self) -> u32 {
        self.unplayed.count_ones()
    }

    /// The mover's unplayed pieces (First moves when the empties are even).
    #[inline]
    pub fn mover_pieces(&self) -> u16 {
        self.unplayed & COLOUR_PIECES[(self.empties() & 1) as usize]
    }

    /// The piece code on a square (meaningful when filled).
    #[inline]
    pub fn code(&self, sq: u32) -> u8 {
        ((self.cells >> (4 * sq)) & 15) as u8
    }

    /// The child after placing piece `p` on square `sq`.
    #[inline]
    pub fn play(&self, p: u8, sq: u8) -> Node {
        Node {
            cells: self.cells | (u64::from(p) << (4 * sq)),
            filled: self.filled | (1 << sq),
            unplayed: self.unplayed & !(1 << p),
        }
    }

    /// Points scored by placing `p` on `sq`.
    #[inline]
    pub fn gain(&self, p: u8, sq: u8) -> i32 {
        let cells = self.cells | (u64::from(p) << (4 * sq));
        let filled = self.filled | (1 << sq);
        let mut through = SQUARE_LINES[sq as usize];
        let mut pts = 0;
        while through != 0 {
            let l = through.trailing_zeros() as usize;
            through &= through - 1;
            if filled & LINE_MASKS[l] == LINE_MASKS[l] {
                let s = LINE_SQUARES[l];
                let codes = [
                    ((cells >> (4 * s[0])) & 15) as u8,
                    ((cells >> (4 * s[1])) & 15) as u8,
                    ((cells >> (4 * s[2])) & 15) as u8,
                    ((cells >> (4 * s[3])) & 15) as u8,
                ];
                pts += criteria_of_codes(codes).count_ones() as i32;
            }
        }
        pts
    }

    /// Which lines can still score and at most how much.
    pub fn analyse(&self) -> Analysis {
        let u = self.unplayed;
        let cnt = |m: u16| (u & m).count_ones();
        let colour_cnt = [cnt(COLOUR_PIECES[0]), cnt(COLOUR_PIECES[1])];
        let shape_cnt = [
            cnt(SHAPE_PIECES[0]),
            cnt(SHAPE_PIECES[1]),
            cnt(SHAPE_PIECES[2]),
            cnt(SHAPE_PIECES[3]),
        ];
        let size_cnt = [cnt(SIZE_PIECES[0]), cnt(SIZE_PIECES[1])];
        // Shapes with at least one unplayed piece, overall and per colour.
        let mut avail = 0u8;
        let mut avail_col = [0u8; 2];
        for s in 0..4 {
            if u & SHAPE_PIECES[s] != 0 {
                avail |= 1 << s;
            }
            for c in 0..2 {
                if u & SHAPE_PIECES[s] & COLOUR_PIECES[c] != 0 {
                    avail_col[c] |= 1 << s;
                }
            }
        }
        let mut live_squares = 0u16;
        let mut bound = 0i32;
        for l in 0..10 {
            let m = LINE_MASKS[l];
            let f = self.filled & m;
            if f == m {
                continue;
            }
            let n = f.count_ones();
            let e = 4 - n;
            let mut and = 15u8;
            let mut or = 0u8;
            let mut shapes = 0u8;
            for &sq in &LINE_SQUARES[l] {
                if self.filled >> sq & 1 == 1 {
                    let c = self.code(u32::from(sq));
                    and &= c;
                    or |= c;
                    shapes |= 1 << ((c >> 1) & 3);
                }
            }
            let diff = and ^ or;
            let size_ok = (or & 1 == 0 && size_cnt[0] >= e) || (and & 1 == 1 && size_cnt[1] >= e);
            let same_ok = if n == 0 {
                shape_cnt.iter().any(|&c| c >= 4)
            } else {
                diff & 6 == 0 && shape_cnt[((and >> 1) & 3) as usize] >= e
            };
            let missing = !shapes & 15;
            let distinct_ok = shapes.count_ones() == n && missing & !avail == 0;
            // Colour alone, and colour together with all different shapes.
            let (colour_ok, colour_distinct) = if n == 0 {
                let ok = |c: usize| colour_cnt[c] >= 4;
                (
                    ok(0) || ok(1),
                    (ok(0) && avail_col[0] == 15) || (ok(1) && avail_col[1] == 15),
                )
            } else if diff & 8 == 0 {
                let c = (and >> 3) as usize;
                let ok = colour_cnt[c] >= e;
                (ok, ok && distinct_ok && missing & !avail_col[c] == 0)
            } else {
                (false, false)
            };
            let shape_part = if colour_distinct {
                2
            } else {
                i32::from(same_ok || distinct_ok || colour_ok)
            };
            let max = i32::from(size_ok) + shape_part;
            if max > 0 {
                bound += max;
                live_squares |= m;
            }
        }
        Analysis {
            live_squares,
            bound,
        }
    }

    /// The 5-bit symbol of each square for the key: the piece code on a
    /// live filled square, 16 on a live empty one, 17 on a dead square
    /// (filled or not: nothing there can score any more).
    #[inline]
    fn symbols(&self, live: u16) -> [u8; 16] {
        let mut s = [17u8; 16];
        for (i, x) in s.iter_mut().enumerate() {
            if live >> i & 1 == 1 {
                *x = if self.filled >> i & 1 == 1 {
                    self.code(i as u32)
                } else {
                    16
                };
            }
        }
        s
    }

    /// The key without symmetry: live squares' contents, dead squares
    /// merged, and the unplayed pieces. Equal keys mean equal values.
    pub fn key(&self, live: u16) -> u128 {
        let s = self.symbols(live);
        let mut k = 0u128;
        for &x in &s {
            k = (k << 5) | u128::from(x);
        }
        (k << 16) | u128::from(self.unplayed)
    }

    /// The least key over the 1536 symmetries: every board map, the shapes
    /// and sizes relabelled in order of first appearance, then the shapes
    /// absent from live squares ordered by which of their pieces are
    /// unplayed.
    pub fn canonical_key(&self, live: u16) -> u128 {
        let syms = self.symbols(live);
        let mut best = u128::MAX;
        for g in board_maps() {
            let mut inv = [0u8; 16];
            for (i, &gi) in g.iter().enumerate() {
                inv[gi as usize] = i as u8;
            }
            let mut shape_map = [u8::MAX; 4];
            let mut next_shape = 0u8;
            let mut size_map = [u8::MAX; 2];
            let mut next_size = 0u8;
            let mut k = 0u128;
            for &src in &inv {
                let x = syms[src as usize];
                let y = if x < 16 {
                    let s = ((x >> 1) & 3) as usize;
                    if shape_map[s] == u8::MAX {
                        shape_map[s] = next_shape;
                        next_shape += 1;
                    }
                    let z = (x & 1) as usize;
                    if size_map[z] == u8::MAX {
                        size_map[z] = next_size;
                        next_size += 1;
                    }
                    (x & 8) | (shape_map[s] << 1) | size_map[z]
                } else {
                    x
                };
                k = (k << 5) | u128::from(y);
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
                for z in 0..2usize {
                    let code = c * 8 + s * 2 + z;
                    if u >> code & 1 == 1 {
                        p |= 1 << (c * 2 + size_map[z] as usize);
                    }
                }
            }
            p
        };
        let mut free: [(u8, usize); 4] = [(0, 0); 4];
        let mut nfree = 0;
        for s in 0..4 {
            if shape_map[s] == u8::MAX {
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
