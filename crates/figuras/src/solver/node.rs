//! The solver's node: a compact position (cells, filled squares, unplayed
//! pieces), the analysis of its lines (which can still score, and at most
//! how much), and its transposition key.

use crate::line::{LINE_MASKS, LINE_SQUARES, SQUARE_LINES};
use crate::position::Position;
use crate::symmetry::board_maps;

/// Codes (bit positions) of the pieces of each shape, as a 16-bit mask.
const SHAPE_PIECES: [u16; 4] = [0x0303, 0x0C0C, 0x3030, 0xC0C0];
/// Key symbol of an empty square on a live line.
const LIVE_EMPTY: u8 = 0x7E;
/// Key symbol of a square on no live line.
const DEAD: u8 = 0x7F;
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
    /// Per line, the AND of its pieces' codes (bits 0–3), their OR (bits
    /// 4–7) and the set of their shapes (bits 8–11); `0x000F` when empty.
    pub lines: [u16; 10],
}

/// The line summary of an empty line.
const EMPTY_LINE: u16 = 0x000F;

/// A line summary with one more piece.
#[inline]
fn add_piece(ls: u16, p: u8) -> u16 {
    let p = u16::from(p);
    (ls & 0xFFF0) | (ls & p & 0xF) | (p << 4) | (1 << (8 + ((p >> 1) & 3)))
}

/// Points of a full line from its summary (12 bits).
#[inline]
fn summary_points(ls: u16) -> i32 {
    i32::from(summary_table()[(ls & 0xFFF) as usize])
}

fn summary_table() -> &'static [u8; 4096] {
    static T: std::sync::OnceLock<Box<[u8; 4096]>> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let mut t = Box::new([0u8; 4096]);
        for (i, x) in t.iter_mut().enumerate() {
            let (and, or, shapes) = (i & 15, (i >> 4) & 15, i >> 8);
            let diff = and ^ or;
            *x = u8::from(diff & 8 == 0)
                + u8::from(diff & 6 == 0)
                + u8::from(shapes == 15)
                + u8::from(or & 1 == 0)
                + u8::from(and & 1 == 1);
        }
        t
    })
}

/// What a node's lines still allow.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Analysis {
    /// Squares on at least one line that can still score.
    pub live_squares: u16,
    /// Per square (4 bits each), which attributes still matter there: bit 0
    /// colour, bit 1 shape, bit 2 size (for some live line through it).
    pub relevant: u64,
    /// Upper bound on the points the mover can still score.
    pub bound: i32,
    /// Upper bound on the points the opponent can still score.
    pub opp_bound: i32,
}

impl Node {
    /// The node of a position.
    pub fn of(pos: &Position) -> Node {
        let b = pos.board();
        let mut n = Node { cells: 0, filled: 0, unplayed: 0xFFFF, lines: [EMPTY_LINE; 10] };
        for sq in 0..16u8 {
            if b.filled() >> sq & 1 == 1 {
                n = n.play(((b.cells() >> (4 * sq)) & 15) as u8, sq);
            }
        }
        n
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
        let mut lines = self.lines;
        let mut through = SQUARE_LINES[sq as usize];
        while through != 0 {
            let l = through.trailing_zeros() as usize;
            through &= through - 1;
            lines[l] = add_piece(lines[l], p);
        }
        Node {
            cells: self.cells | (u64::from(p) << (4 * sq)),
            filled: self.filled | (1 << sq),
            unplayed: self.unplayed & !(1 << p),
            lines,
        }
    }

    /// Points scored by placing `p` on `sq`.
    #[inline]
    pub fn gain(&self, p: u8, sq: u8) -> i32 {
        let filled = self.filled | (1 << sq);
        let mut through = SQUARE_LINES[sq as usize];
        let mut pts = 0;
        while through != 0 {
            let l = through.trailing_zeros() as usize;
            through &= through - 1;
            if filled & LINE_MASKS[l] == LINE_MASKS[l] {
                pts += summary_points(add_piece(self.lines[l], p));
            }
        }
        pts
    }

    /// A quick upper bound on the points still to be scored by both
    /// players: per incomplete line, the criteria its pieces still allow
    /// (ignoring which pieces remain).
    #[inline]
    pub fn quick_bound(&self) -> i32 {
        self.quick_lines().0
    }

    /// [`Node::quick_bound`] and the mask of the lines it counts (those
    /// that can still score something).
    #[inline]
    pub fn quick_lines(&self) -> (i32, u16) {
        let mut b = 0;
        let mut live = 0u16;
        for (l, &m) in LINE_MASKS.iter().enumerate() {
            let f = self.filled & m;
            if f == 0 {
                b += 3;
                live |= 1 << l;
            } else if f != m {
                let ls = self.lines[l];
                let diff = (ls ^ (ls >> 4)) & 15;
                let shapes = (ls >> 8) & 15;
                let shape_ok = diff & 6 == 0 || shapes.count_ones() == f.count_ones();
                let colour_ok = diff & 8 == 0;
                let v = i32::from(diff & 1 == 0) + i32::from(shape_ok || colour_ok) + i32::from(shape_ok && colour_ok);
                b += v;
                if v > 0 {
                    live |= 1 << l;
                }
            }
        }
        (b, live)
    }

    /// Points scored by placing `p` on `sq` after the extra placements
    /// `extra` (not yet in the node), counting only the lines of `live`
    /// (the others must be unable to score).
    #[inline]
    pub fn gain_after(&self, live: u16, extra: &[(u8, u8)], p: u8, sq: u8) -> i32 {
        let mut through = SQUARE_LINES[sq as usize] & live;
        if through == 0 {
            return 0;
        }
        let mut filled = self.filled | (1 << sq);
        for &(_, q) in extra {
            filled |= 1 << q;
        }
        let mut pts = 0;
        while through != 0 {
            let l = through.trailing_zeros() as usize;
            through &= through - 1;
            let m = LINE_MASKS[l];
            if filled & m == m {
                let mut ls = self.lines[l];
                for &(pp, q) in extra {
                    if m >> q & 1 == 1 {
                        ls = add_piece(ls, pp);
                    }
                }
                pts += summary_points(add_piece(ls, p));
            }
        }
        pts
    }

    /// Which lines can still score and at most how much.
    pub fn analyse(&self) -> Analysis {
        let u = self.unplayed;
        let cnt = |m: u16| (u & m).count_ones();
        let colour_cnt = [cnt(COLOUR_PIECES[0]), cnt(COLOUR_PIECES[1])];
        let shape_cnt = [cnt(SHAPE_PIECES[0]), cnt(SHAPE_PIECES[1]), cnt(SHAPE_PIECES[2]), cnt(SHAPE_PIECES[3])];
        let size_cnt = [cnt(SIZE_PIECES[0]), cnt(SIZE_PIECES[1])];
        // Shapes with at least one unplayed piece, overall and per colour.
        let mut avail = 0u8;
        let mut avail_col = [0u8; 2];
        for (s, &sm) in SHAPE_PIECES.iter().enumerate() {
            if u & sm != 0 {
                avail |= 1 << s;
            }
            for (c, &cm) in COLOUR_PIECES.iter().enumerate() {
                if u & sm & cm != 0 {
                    avail_col[c] |= 1 << s;
                }
            }
        }
        let mut live_squares = 0u16;
        let mut bounds = [0i32; 2];
        let mut per_square = [[0u8; 16]; 2];
        let mut relevant = 0u64;
        let mut hand_shapes = [0u8; 2];
        let mut hand_sizes = [0u8; 2];
        for x in 0..2 {
            let h = u & COLOUR_PIECES[x];
            for (s, &sm) in SHAPE_PIECES.iter().enumerate() {
                if h & sm != 0 {
                    hand_shapes[x] |= 1 << s;
                }
            }
            for (z, &zm) in SIZE_PIECES.iter().enumerate() {
                if h & zm != 0 {
                    hand_sizes[x] |= 1 << z;
                }
            }
        }
        for l in 0..10 {
            let m = LINE_MASKS[l];
            let f = self.filled & m;
            if f == m {
                continue;
            }
            let n = f.count_ones();
            let e = 4 - n;
            let ls = self.lines[l];
            let and = (ls & 15) as u8;
            let or = ((ls >> 4) & 15) as u8;
            let shapes = ((ls >> 8) & 15) as u8;
            let diff = and ^ or;
            let small_ok = or & 1 == 0 && size_cnt[0] >= e;
            let large_ok = and & 1 == 1 && size_cnt[1] >= e;
            let same_shape = if n == 0 {
                // Any shape with all four pieces unplayed.
                let mut m = 0u8;
                for (s, &c) in shape_cnt.iter().enumerate() {
                    if c >= 4 {
                        m |= 1 << s;
                    }
                }
                m
            } else if diff & 6 == 0 && shape_cnt[((and >> 1) & 3) as usize] >= e {
                1 << ((and >> 1) & 3)
            } else {
                0
            };
            let missing = !shapes & 15;
            let distinct_ok = shapes.count_ones() == n && missing & !avail == 0;
            let mut line_live = false;
            let mut alive = 0u64;
            for x in 0..2 {
                // Points player x could earn by completing this line with
                // a piece of their own.
                let size = i32::from((small_ok && hand_sizes[x] & 1 != 0) || (large_ok && hand_sizes[x] & 2 != 0));
                let same = same_shape & hand_shapes[x] != 0;
                let distinct = distinct_ok && missing & hand_shapes[x] != 0;
                let colour_ok = colour_cnt[x] >= e && (n == 0 || (diff & 8 == 0 && (and >> 3) as usize == x));
                let colour_distinct = colour_ok && distinct && missing & !avail_col[x] == 0;
                let shape_part = if colour_distinct { 2 } else { i32::from(same || distinct || colour_ok) };
                let max = size + shape_part;
                alive |= u64::from(colour_ok) | u64::from(same || distinct) << 1 | (size as u64) << 2;
                if max > 0 {
                    line_live = true;
                    bounds[x] += max;
                    let mut es = m & !self.filled;
                    while es != 0 {
                        let q = es.trailing_zeros() as usize;
                        es &= es - 1;
                        per_square[x][q] += max as u8;
                    }
                }
            }
            if line_live {
                live_squares |= m;
                for &q in &LINE_SQUARES[l] {
                    relevant |= alive << (4 * q);
                }
            }
        }
        // A player completes lines only on the squares they fill: at most
        // their number of remaining moves, so their points are also bounded
        // by the best squares' line values added up.
        let empties = self.empties();
        let mover = (empties & 1) as usize;
        let moves_left = [empties.div_ceil(2), empties / 2];
        for (k, x) in [mover, 1 - mover].into_iter().enumerate() {
            let mut take = moves_left[k] as i32;
            let mut hist = [0i32; 16];
            let mut nonzero = 0;
            for &y in &per_square[x] {
                hist[(y & 15) as usize] += 1;
                nonzero += i32::from(y != 0);
            }
            if take < nonzero {
                let mut top = 0;
                for v in (1..16).rev() {
                    let t = take.min(hist[v]);
                    top += t * v as i32;
                    take -= t;
                    if take == 0 {
                        break;
                    }
                }
                bounds[x] = bounds[x].min(top);
            }
        }
        let bound = bounds[mover];
        let opp_bound = bounds[1 - mover];
        Analysis { live_squares, relevant, bound, opp_bound }
    }

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

    /// The key without symmetry: live squares' contents, dead squares
    /// merged, and the unplayed pieces. Equal keys mean equal values.
    pub fn key(&self, a: &Analysis) -> u128 {
        let s = self.symbols(a);
        let mut k = 0u128;
        for &x in &s {
            k = (k << 7) | u128::from(x);
        }
        (k << 16) | u128::from(self.unplayed)
    }

    /// The least key over the 1536 symmetries: every board map, the shapes
    /// and sizes relabelled in order of first appearance, then the shapes
    /// absent from live squares ordered by which of their pieces are
    /// unplayed.
    pub fn canonical_key(&self, a: &Analysis) -> u128 {
        let syms = self.symbols(a);
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
