//! A symmetry: one of the 32 line-preserving board maps combined with one of
//! the 24 shape permutations and an optional size swap (1536 in all), and
//! the canonical form of a position under them.
//!
//! Colour is not a free symmetry: it is tied to the player (upper case is
//! always First, who moves when both have placed equally many pieces), so
//! swapping colours would also swap the mover and is not used.

use crate::board::Board;
use crate::line::LINE_MASKS;
use crate::moves::Move;
use crate::piece::Piece;
use crate::position::Position;
use crate::square::Square;
use std::sync::OnceLock;

/// The inverses of [`board_maps`]: entry `inv[j]` is the square that map
/// `k` sends onto square `j`, so reading squares through it lists the image
/// board in square order.
pub fn inverse_maps() -> &'static [[u8; 16]; 32] {
    static INV: OnceLock<[[u8; 16]; 32]> = OnceLock::new();
    INV.get_or_init(|| {
        let mut out = [[0u8; 16]; 32];
        for (g, inv) in board_maps().iter().zip(out.iter_mut()) {
            for (i, &gi) in g.iter().enumerate() {
                inv[gi as usize] = i as u8;
            }
        }
        out
    })
}

/// The 32 permutations of the squares that map the 10 scoring lines onto
/// themselves: entry `g[i]` is the image of square `i`. Index 0 is the
/// identity.
pub fn board_maps() -> &'static [[u8; 16]; 32] {
    static MAPS: OnceLock<[[u8; 16]; 32]> = OnceLock::new();
    MAPS.get_or_init(|| {
        let perms = permutations4();
        let mut out = Vec::new();
        for transpose in [false, true] {
            for s in &perms {
                for t in &perms {
                    let mut g = [0u8; 16];
                    for (i, gi) in g.iter_mut().enumerate() {
                        let (file, rank) = (i % 4, i / 4);
                        let (f2, r2) = if transpose { (s[rank], t[file]) } else { (s[file], t[rank]) };
                        *gi = (r2 * 4 + f2) as u8;
                    }
                    if preserves_lines(&g) && !out.contains(&g) {
                        out.push(g);
                    }
                }
            }
        }
        out.sort_by_key(|g| *g != [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
        let mut a = [[0u8; 16]; 32];
        for (k, g) in out.into_iter().take(32).enumerate() {
            a[k] = g;
        }
        a
    })
}

fn permutations4() -> Vec<[usize; 4]> {
    let mut v = Vec::new();
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let p = [a, b, c, d];
                    if (0..4).all(|x| p.contains(&x)) {
                        v.push(p);
                    }
                }
            }
        }
    }
    v
}

fn preserves_lines(g: &[u8; 16]) -> bool {
    LINE_MASKS.iter().all(|&m| {
        let mut img = 0u16;
        for (i, &gi) in g.iter().enumerate() {
            if m >> i & 1 == 1 {
                img |= 1 << gi;
            }
        }
        LINE_MASKS.contains(&img)
    })
}

/// A symmetry of the game: a board map, a shape permutation and a size swap.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry {
    /// Index into [`board_maps`].
    pub board: u8,
    /// `shapes[s]` is the image of shape index `s`.
    pub shapes: [u8; 4],
    /// Whether small and large are exchanged.
    pub swap_sizes: bool,
}

impl Symmetry {
    /// The identity.
    pub const IDENTITY: Symmetry = Symmetry { board: 0, shapes: [0, 1, 2, 3], swap_sizes: false };

    /// All 1536 symmetries (32 board maps × 24 shape permutations × 2).
    #[must_use]
    pub fn all() -> Vec<Symmetry> {
        let mut v = Vec::with_capacity(1536);
        for board in 0..32u8 {
            for p in permutations4() {
                for swap_sizes in [false, true] {
                    v.push(Symmetry { board, shapes: p.map(|x| x as u8), swap_sizes });
                }
            }
        }
        v
    }

    /// The image of a square.
    #[must_use]
    pub fn square(&self, sq: Square) -> Square {
        Square::ALL[board_maps()[self.board as usize][sq.index() as usize] as usize]
    }

    /// The image of a piece (same owner).
    #[must_use]
    pub fn piece(&self, p: Piece) -> Piece {
        let c = p.code();
        let shape = self.shapes[((c >> 1) & 3) as usize];
        Piece::ALL[((c & 8) | (shape << 1) | ((c & 1) ^ u8::from(self.swap_sizes))) as usize]
    }

    /// The image of a move.
    #[must_use]
    pub fn apply_move(&self, mv: Move) -> Move {
        Move::new(self.piece(mv.piece), self.square(mv.square))
    }

    /// The image of a position (points unchanged).
    #[must_use]
    pub fn apply(&self, pos: &Position) -> Position {
        let mut b = Board::EMPTY;
        for sq in Square::ALL {
            if let Some(p) = pos.board().get(sq) {
                let _ = b.put(self.square(sq), self.piece(p));
            }
        }
        Position::new(b, pos.points()).unwrap_or(*pos)
    }

    /// The inverse symmetry.
    #[must_use]
    pub fn inverse(&self) -> Symmetry {
        let g = &board_maps()[self.board as usize];
        let mut inv = [0u8; 16];
        for (i, &gi) in g.iter().enumerate() {
            inv[gi as usize] = i as u8;
        }
        let board = board_maps().iter().position(|m| *m == inv).unwrap_or(0) as u8;
        let mut shapes = [0u8; 4];
        for (s, &t) in self.shapes.iter().enumerate() {
            shapes[t as usize] = s as u8;
        }
        Symmetry { board, shapes, swap_sizes: self.swap_sizes }
    }
}

/// The canonical form of a position: the least image under all 1536
/// symmetries (comparing the 16 squares a1…d4 in order, empty above every
/// piece), with the symmetry that produces it. Symmetric positions, and only
/// they, share a canonical form.
#[must_use]
pub fn canonical(pos: &Position) -> (Position, Symmetry) {
    let b = pos.board();
    let mut best: Option<(u128, Symmetry)> = None;
    for (k, inv) in inverse_maps().iter().enumerate() {
        // Greedy relabelling: the first shape (size) met gets the least label.
        let mut shape_map = [u8::MAX; 4];
        let mut next_shape = 0u8;
        let mut size_map = [u8::MAX; 2];
        let mut next_size = 0u8;
        let mut key = 0u128;
        for &src in inv {
            let sym = match b.get(Square::ALL[src as usize]) {
                None => 31u128,
                Some(p) => {
                    let c = p.code();
                    let s = ((c >> 1) & 3) as usize;
                    if shape_map[s] == u8::MAX {
                        shape_map[s] = next_shape;
                        next_shape += 1;
                    }
                    let z = (c & 1) as usize;
                    if size_map[z] == u8::MAX {
                        size_map[z] = next_size;
                        next_size += 1;
                    }
                    u128::from((c & 8) | (shape_map[s] << 1) | size_map[z])
                }
            };
            key = (key << 5) | sym;
        }
        if best.is_none_or(|(bk, _)| key < bk) {
            for label in shape_map.iter_mut() {
                if *label == u8::MAX {
                    *label = next_shape;
                    next_shape += 1;
                }
            }
            if size_map[0] == u8::MAX {
                size_map = if size_map[1] == 0 { [1, 0] } else { [0, 1] };
            }
            let sym = Symmetry { board: k as u8, shapes: shape_map, swap_sizes: size_map[0] == 1 };
            best = Some((key, sym));
        }
    }
    let sym = best.map_or(Symmetry::IDENTITY, |(_, s)| s);
    (sym.apply(pos), sym)
}
