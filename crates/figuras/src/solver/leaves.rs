//! All 96 ways to play out four empty squares, evaluated at once with
//! byte-wide vector lookups (SSSE3): per square the points of its
//! one-empty-square lines by the piece put there, per line with several
//! empty squares its points by the set of pieces it gets, signed by who
//! fills its last square; then the mover's best first move against the
//! opponent's best reply.
//!
//! A playout is the mover's first move (piece `p` on square `j1`: 8 groups,
//! one vector each), the opponent's reply (piece `q` on one of the three
//! other squares: 6), and which of the last two squares gets the mover's
//! other piece (2): 12 lanes of the group's 16, the last 4 unused.
//!
//! The only module of the crate with `unsafe` code: the vector intrinsics
//! are used only after the processor is found to have them, and their
//! loads read 16-byte arrays. Without them the caller searches move by move.
#![allow(unsafe_code)]

/// Lanes per group (one SSE vector).
const LANES: usize = 16;
/// The mover's first moves: piece 0 or 1 on one of the four squares.
pub(crate) const GROUPS: usize = 8;

/// The playouts, as tables over the lanes of each group.
#[repr(C, align(16))]
pub(crate) struct Playouts {
    /// `pieces[h][g][lane]`: the set of pieces (bit per piece) that end on
    /// the squares of `h` (bit per square).
    pub pieces: [[[u8; LANES]; GROUPS]; 16],
    /// `negate[h][g][lane]`: `0xFF` when the opponent fills the last of the
    /// squares of `h`, else 0.
    pub negate: [[[u8; LANES]; GROUPS]; 16],
}

/// One playout: the piece on each square and when it is put there (1–4).
const fn playout(g: usize, lane: usize) -> ([usize; 4], [u8; 4]) {
    let (p, j1) = (g / 4, g % 4);
    let (m2, r) = (lane / 2, lane % 2);
    let (q, k) = (2 + m2 / 3, m2 % 3);
    let mut rest = [0usize; 3];
    let mut n = 0;
    let mut j = 0;
    while j < 4 {
        if j != j1 {
            rest[n] = j;
            n += 1;
        }
        j += 1;
    }
    let j2 = rest[k];
    let mut last = [0usize; 2];
    let mut n = 0;
    let mut i = 0;
    while i < 3 {
        if i != k {
            last[n] = rest[i];
            n += 1;
        }
        i += 1;
    }
    let (sp3, sq4) = if r == 0 { (last[0], last[1]) } else { (last[1], last[0]) };
    let mut piece = [0usize; 4];
    let mut time = [0u8; 4];
    piece[j1] = p;
    time[j1] = 1;
    piece[j2] = q;
    time[j2] = 2;
    piece[sp3] = 1 - p;
    time[sp3] = 3;
    piece[sq4] = 5 - q;
    time[sq4] = 4;
    (piece, time)
}

/// The playout tables, computed at compile time.
pub(crate) static PLAYOUTS: Playouts = {
    let mut t = Playouts {
        pieces: [[[0; LANES]; GROUPS]; 16],
        negate: [[[0; LANES]; GROUPS]; 16],
    };
    let mut g = 0;
    while g < GROUPS {
        let mut lane = 0;
        while lane < 12 {
            let (piece, time) = playout(g, lane);
            let mut h = 1;
            while h < 16 {
                let (mut set, mut last) = (0u8, 0u8);
                let mut j = 0;
                while j < 4 {
                    if h >> j & 1 == 1 {
                        set |= 1 << piece[j];
                        if time[j] > last {
                            last = time[j];
                        }
                    }
                    j += 1;
                }
                t.pieces[h][g][lane] = set;
                t.negate[h][g][lane] = if last % 2 == 0 { 0xFF } else { 0 };
                h += 1;
            }
            lane += 1;
        }
        g += 1;
    }
    t
};

/// Whether this processor has the vector instructions the evaluation
/// needs (checked once).
#[inline]
pub(crate) fn available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::sync::OnceLock;
        static HAS: OnceLock<bool> = OnceLock::new();
        *HAS.get_or_init(|| std::arch::is_x86_feature_detected!("ssse3"))
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The value for the mover of each first move (group): the least over the
/// opponent's replies of the most over the mover's last choice; `None`
/// where the processor lacks the vector instructions.
///
/// `pieces`: the codes of the mover's two pieces, then the opponent's two.
/// `lines`: the lines through the empty squares that can still score: the
/// empty squares each holds (bit per square) and its summary (as in
/// [`super::node::Node::lines`]).
#[inline]
pub(crate) fn evaluate(pieces: [u8; 4], lines: &[(u8, u16)]) -> Option<[i8; GROUPS]> {
    #[cfg(target_arch = "x86_64")]
    {
        if available() {
            // SAFETY: SSSE3 was detected at run time.
            return Some(unsafe { evaluate_ssse3(pieces, lines) });
        }
    }
    let _ = (pieces, lines);
    None
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
fn evaluate_ssse3(pieces: [u8; 4], lines: &[(u8, u16)]) -> [i8; GROUPS] {
    use std::arch::x86_64::{
        __m128i, _mm_add_epi8, _mm_and_si128, _mm_cmpeq_epi8, _mm_cvtsi128_si32, _mm_loadu_si128, _mm_max_epu8,
        _mm_min_epu8, _mm_or_si128, _mm_set_epi8, _mm_set1_epi8, _mm_setzero_si128, _mm_shuffle_epi8,
        _mm_srli_epi16, _mm_srli_si128, _mm_sub_epi8, _mm_xor_si128,
    };
    let load = |x: &[u8; 16]| -> __m128i {
        // SAFETY: 16 readable bytes; unaligned loads are allowed.
        unsafe { _mm_loadu_si128(x.as_ptr().cast()) }
    };
    let k = |x: u8| _mm_set1_epi8(x as i8);
    // Per set of pieces (lane = bit per piece): the AND and the OR of
    // their codes and the set of their shapes (bit per shape).
    let (mut and, mut or, mut shapes) = (k(0xFF), _mm_setzero_si128(), _mm_setzero_si128());
    for (p, &code) in pieces.iter().enumerate() {
        let has = load(&SETS_WITH[p]);
        and = _mm_and_si128(and, _mm_or_si128(k(code), _mm_xor_si128(has, k(0xFF))));
        or = _mm_or_si128(or, _mm_and_si128(k(code), has));
        shapes = _mm_or_si128(shapes, _mm_and_si128(k(1 << ((code >> 1) & 3)), has));
    }
    // Per line: its points by the set of pieces it gets (the criteria
    // met, counted as -1 each by the comparisons), summed by hole set.
    let zero = _mm_setzero_si128();
    let mut by_holes = [zero; 16];
    let mut used = 0u16;
    for &(h, ls) in lines {
        let a = _mm_and_si128(and, k((ls & 15) as u8));
        let o = _mm_or_si128(or, k(((ls >> 4) & 15) as u8));
        let sh = _mm_or_si128(shapes, k(((ls >> 8) & 15) as u8));
        let diff = _mm_xor_si128(a, o);
        let colour = _mm_cmpeq_epi8(_mm_and_si128(diff, k(8)), zero);
        let shape = _mm_cmpeq_epi8(_mm_and_si128(diff, k(6)), zero);
        let distinct = _mm_cmpeq_epi8(sh, k(15));
        let small = _mm_cmpeq_epi8(_mm_and_si128(o, k(1)), zero);
        let large = _mm_cmpeq_epi8(_mm_and_si128(a, k(1)), k(1));
        let minus = _mm_add_epi8(_mm_add_epi8(colour, shape), _mm_add_epi8(distinct, _mm_add_epi8(small, large)));
        let h = usize::from(h);
        by_holes[h] = _mm_sub_epi8(by_holes[h], minus);
        used |= 1 << h;
    }
    let mut tables = [(0usize, zero); 15];
    let mut count = 0;
    while used != 0 {
        let h = used.trailing_zeros() as usize;
        used &= used - 1;
        tables[count] = (h, by_holes[h]);
        count += 1;
    }
    let tables = &tables[..count];
    let t = &PLAYOUTS;
    let bias = k(0x80);
    // The unused lanes 12–15 must not win a minimum.
    let unused = _mm_set_epi8(-1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    let mut out = [0i8; GROUPS];
    for (g, o) in out.iter_mut().enumerate() {
        let mut acc = zero;
        for &(h, pts) in tables {
            let v = _mm_shuffle_epi8(pts, load(&t.pieces[h][g]));
            let neg = load(&t.negate[h][g]);
            acc = _mm_add_epi8(acc, _mm_sub_epi8(_mm_xor_si128(v, neg), neg));
        }
        // Signed bytes as unsigned ones, order kept.
        let u = _mm_or_si128(_mm_xor_si128(acc, bias), unused);
        // The mover's last choice: the better of each pair of lanes (into
        // the even lane).
        let m = _mm_max_epu8(u, _mm_srli_epi16(u, 8));
        // The opponent's reply: the least of the even lanes.
        let m = _mm_min_epu8(m, _mm_srli_si128(m, 8));
        let m = _mm_min_epu8(m, _mm_srli_si128(m, 4));
        let m = _mm_min_epu8(m, _mm_srli_si128(m, 2));
        *o = ((_mm_cvtsi128_si32(m) as u8) ^ 0x80) as i8;
    }
    out
}

/// `SETS_WITH[p][set]`: `0xFF` when the set of pieces `set` holds piece `p`.
static SETS_WITH: [[u8; 16]; 4] = {
    let mut t = [[0u8; 16]; 4];
    let mut p = 0;
    while p < 4 {
        let mut set = 0;
        while set < 16 {
            if set >> p & 1 == 1 {
                t[p][set] = 0xFF;
            }
            set += 1;
        }
        p += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_playout_puts_each_piece_once_in_turn() {
        for g in 0..GROUPS {
            let mut seen = std::collections::HashSet::new();
            for lane in 0..12 {
                let (piece, time) = playout(g, lane);
                let mut ps = piece;
                ps.sort_unstable();
                assert_eq!(ps, [0, 1, 2, 3]);
                let mut ts = time;
                ts.sort_unstable();
                assert_eq!(ts, [1, 2, 3, 4]);
                // Mover's pieces at odd times, the opponent's at even.
                for j in 0..4 {
                    assert_eq!(piece[j] < 2, time[j] % 2 == 1);
                }
                assert!(seen.insert((piece, time)), "playouts differ");
            }
        }
    }
}
