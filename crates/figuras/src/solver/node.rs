//! The solver's node: a compact position (cells, filled squares, unplayed
//! pieces), the analysis of its lines (which can still score, and at most
//! how much), and its transposition key.

use crate::line::{LINE_MASKS, LINE_SQUARES, SQUARE_LINES};
use crate::position::Position;

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
    /// Per line, the AND of its pieces' codes (bits 0–3), their OR (bits
    /// 4–7) and the set of their shapes (bits 8–11); `0x000F` when empty.
    pub lines: [u16; 10],
}

/// The line summary of an empty line.
const EMPTY_LINE: u16 = 0x000F;

/// A line summary with one more piece.
#[inline]
pub(crate) fn add_piece(ls: u16, p: u8) -> u16 {
    let p = u16::from(p);
    (ls & 0xFFF0) | (ls & p & 0xF) | (p << 4) | (1 << (8 + ((p >> 1) & 3)))
}

/// Points of a full line from its summary (12 bits).
#[inline]
pub(crate) fn summary_points(ls: u16) -> i32 {
    i32::from(SUMMARY_POINTS[(ls & 0xFFF) as usize])
}

/// Points of a full line by its 12-bit summary, computed at compile time.
static SUMMARY_POINTS: [u8; 4096] = {
    let mut t = [0u8; 4096];
    let mut i = 0;
    while i < 4096 {
        let (and, or, shapes) = (i & 15, (i >> 4) & 15, i >> 8);
        let diff = and ^ or;
        t[i] = (diff & 8 == 0) as u8
            + (diff & 6 == 0) as u8
            + (shapes == 15) as u8
            + (or & 1 == 0) as u8
            + (and & 1 == 1) as u8;
        i += 1;
    }
    t
};

/// What a node's lines still allow.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Analysis {
    /// Squares on at least one line that can still score.
    pub live_squares: u16,
    /// Per square (4 bits each), which attributes still matter there: bit 0
    /// colour, bit 1 shape, bit 2 size (for some live line through it).
    pub relevant: u64,
    /// Per line (4 bits each): bit 3 set when the line can still score,
    /// bits 0–2 which criteria it can still meet (colour, shape, size).
    pub line_alive: u64,
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

    /// A 64-bit hash of the position itself: its pieces (`cells`) and its
    /// filled squares, each mixed on its own (an empty square and one
    /// holding piece 0 look alike in `cells`, so the filled squares must
    /// not merely be laid over them).
    #[inline]
    pub fn position_hash(&self) -> u64 {
        let mix = |mut x: u64| {
            x ^= x >> 30;
            x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
            x ^= x >> 27;
            x = x.wrapping_mul(0x94D0_49BB_1331_11EB);
            x ^ (x >> 31)
        };
        mix(self.cells ^ mix(u64::from(self.filled) ^ 0x5EED_F16A_0000_0000))
    }

    /// A quick upper bound on the points still to be scored by both
    /// players: per incomplete line, the criteria its pieces still allow
    /// (ignoring which pieces remain).
    #[cfg(test)]
    pub fn quick_bound(&self) -> i32 {
        self.quick_lines().0
    }

    /// The quick bound and the mask of the lines it counts (those
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

    /// [`Node::quick_lines`] and a 64-bit hash of what the value depends
    /// on: the empty squares of the live lines, the unplayed pieces and, per
    /// line, its summary with the criteria its pieces already rule out
    /// erased (or a mark when the line is full or cannot score). Nodes with
    /// equal keys (up to hash collisions) have equal values.
    #[inline]
    pub fn quick_key(&self) -> (i32, u16, u64) {
        let mut b = 0;
        let mut live = 0u16;
        let mut live_squares = 0u16;
        let mut h = 0u64;
        for (l, &m) in LINE_MASKS.iter().enumerate() {
            let f = self.filled & m;
            let mut code = 0xF000u64;
            if f == 0 {
                b += 3;
                live |= 1 << l;
                live_squares |= m;
                code = u64::from(EMPTY_LINE);
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
                    live_squares |= m;
                    let mut e = ls & 0xFFF;
                    if !colour_ok {
                        e = (e & !0x88) | 0x80;
                    }
                    if diff & 1 != 0 {
                        e = (e & !0x11) | 0x10;
                    }
                    if !shape_ok {
                        e = (e & !0xF66) | 0x60;
                    }
                    code = u64::from(e);
                }
            }
            h = h.rotate_left(13) ^ code;
        }
        h ^= (u64::from(live_squares & !self.filled) << 16 | u64::from(self.unplayed))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^= h >> 29;
        h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^= h >> 32;
        (b, live, h)
    }

    /// A cheaper [`Analysis`] from [`Node::quick_lines`]: the same bound
    /// for both players and every attribute kept on live squares.
    pub fn analyse_quick(&self) -> Analysis {
        let (bound, lines) = self.quick_lines();
        let mut live_squares = 0u16;
        let mut ls = lines;
        while ls != 0 {
            let l = ls.trailing_zeros() as usize;
            ls &= ls - 1;
            live_squares |= LINE_MASKS[l];
        }
        let mut relevant = 0u64;
        let mut line_alive = 0u64;
        let mut ls = lines;
        while ls != 0 {
            let l = ls.trailing_zeros();
            ls &= ls - 1;
            line_alive |= 15 << (4 * l);
        }
        let mut sq = live_squares;
        while sq != 0 {
            let q = sq.trailing_zeros();
            sq &= sq - 1;
            relevant |= 7 << (4 * q);
        }
        Analysis { live_squares, relevant, line_alive, bound, opp_bound: bound }
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
        let mut line_alive = 0u64;
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
                line_alive |= (8 | alive) << (4 * l);
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
        Analysis { live_squares, relevant, line_alive, bound, opp_bound }
    }
}

/// References for the tests: plain searches without pruning, and random
/// positions with their empty squares anywhere.
#[cfg(test)]
pub(crate) mod testing {
    use super::Node;

    /// Every move of the mover: (piece, square).
    pub fn moves(n: &Node) -> Vec<(u8, u8)> {
        let mut out = Vec::new();
        let mut ps = n.mover_pieces();
        while ps != 0 {
            let p = ps.trailing_zeros() as u8;
            ps &= ps - 1;
            let mut sqs = !n.filled;
            while sqs != 0 {
                let sq = sqs.trailing_zeros() as u8;
                sqs &= sqs - 1;
                out.push((p, sq));
            }
        }
        out
    }

    /// Plain minimax over every move, no pruning: the reference the fast
    /// searches are checked against.
    pub fn minimax(n: &Node) -> i32 {
        moves(n).into_iter().map(|(p, sq)| n.gain(p, sq) - minimax(&n.play(p, sq))).max().unwrap_or(0)
    }

    /// The most points the mover and the opponent can each still score,
    /// over every way the game can go on (not best play: any play).
    pub fn most_points(n: &Node) -> (i32, i32) {
        let (mut mover, mut opp) = (0, 0);
        for (p, sq) in moves(n) {
            // The child's mover is our opponent.
            let (m, o) = most_points(&n.play(p, sq));
            mover = mover.max(n.gain(p, sq) + o);
            opp = opp.max(m);
        }
        (mover, opp)
    }

    /// `count` random positions with `empties` empty squares and their
    /// values by plain minimax, from `seed`.
    pub fn solved(empties: usize, count: usize, mut seed: u64) -> Vec<(Node, i32)> {
        (0..count).map(|_| random_node(empties, &mut seed)).map(|n| (n, minimax(&n))).collect()
    }

    /// A random position with `empties` empty squares anywhere (uniformly),
    /// the others filled with random pieces, First's and Second's in turn.
    pub fn random_node(empties: usize, seed: &mut u64) -> Node {
        let mut next = || {
            *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (*seed >> 33) as usize
        };
        let mut squares: Vec<u8> = (0..16).collect();
        let mut pieces: Vec<u8> = (0..16).collect();
        for i in (1..16).rev() {
            squares.swap(i, next() % (i + 1));
            pieces.swap(i, next() % (i + 1));
        }
        let mut first = pieces.iter().copied().filter(|&p| p < 8);
        let mut second = pieces.iter().copied().filter(|&p| p >= 8);
        let mut n = Node::of(&crate::position::Position::START);
        for (i, &sq) in squares[..16 - empties].iter().enumerate() {
            let p = if i % 2 == 0 { first.next() } else { second.next() };
            n = n.play(p.expect("eight of each"), sq);
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{most_points, random_node};

    /// Positions differing only by where piece 0 and two pieces of the top
    /// rank stand used to hash alike: `Ts@a1, Qs@a4, Ql@b4` against
    /// `Ts@a2, Ql@a4, Qs@b4`.
    #[test]
    fn positions_that_look_alike_in_cells_hash_apart() {
        let start = super::Node::of(&crate::position::Position::START);
        // Piece codes: Ts 0, Qs 2, Ql 3; squares a1 0, a2 4, a4 12, b4 13.
        let a = start.play(0, 0).play(2, 12).play(3, 13);
        let b = start.play(0, 4).play(3, 12).play(2, 13);
        assert_ne!(a, b);
        assert_eq!(a.cells ^ u64::from(a.filled) << 48, b.cells ^ u64::from(b.filled) << 48, "the old key");
        assert_ne!(a.position_hash(), b.position_hash());
    }

    /// The bounds the searches cut on are never below what some play
    /// actually scores: every cut they allow is sound.
    #[test]
    fn the_bounds_on_points_to_come_are_never_too_low() {
        let mut seed = 31;
        for empties in 1..=7 {
            let count = match (empties, cfg!(debug_assertions)) {
                (7, true) => 0,
                (6, true) => 20,
                (_, true) => 200,
                (7, false) => 60,
                (_, false) => 1500,
            };
            for _ in 0..count {
                let n = random_node(empties, &mut seed);
                let (mover, opp) = most_points(&n);
                let a = n.analyse();
                assert!(a.bound >= mover && a.opp_bound >= opp, "analyse {a:?} vs ({mover}, {opp}) in {n:?}");
                let q = n.analyse_quick();
                assert!(q.bound >= mover.max(opp), "quick {} vs ({mover}, {opp}) in {n:?}", q.bound);
                let (b, _, _) = n.quick_key();
                assert!(b >= mover.max(opp), "quick key bound {b} vs ({mover}, {opp}) in {n:?}");
            }
        }
    }
}
