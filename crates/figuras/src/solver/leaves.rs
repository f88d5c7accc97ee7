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
//! (SSSE3, or AVX2 for two groups at once) are used only after the
//! processor is found to have them, and their loads read 16- or 32-byte
//! arrays. Without them the caller searches move by move.
#![allow(unsafe_code)]

/// Lanes per group (one SSE vector).
const LANES: usize = 16;
/// The mover's first moves: piece 0 or 1 on one of the four squares.
pub(crate) const GROUPS: usize = 8;

/// The playouts, as tables over the lanes of each group.
#[repr(C, align(32))]
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
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) static PLAYOUTS: Playouts = {
    let mut t = Playouts { pieces: [[[0; LANES]; GROUPS]; 16], negate: [[[0; LANES]; GROUPS]; 16] };
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

/// The vector instructions this processor offers for the evaluation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
enum Level {
    /// None: the caller searches move by move.
    None,
    /// SSSE3: one group per 16-byte vector.
    Ssse3,
    /// AVX2: two groups per 32-byte vector.
    Avx2,
}

/// The level, checked once.
#[inline]
fn level() -> Level {
    #[cfg(test)]
    if let Some(forced) = FORCED.with(std::cell::Cell::get) {
        return forced;
    }
    #[cfg(target_arch = "x86_64")]
    {
        use std::sync::OnceLock;
        static LEVEL: OnceLock<Level> = OnceLock::new();
        *LEVEL.get_or_init(|| {
            let ssse3 = std::arch::is_x86_feature_detected!("ssse3");
            if ssse3 && std::arch::is_x86_feature_detected!("avx2") {
                Level::Avx2
            } else if ssse3 {
                Level::Ssse3
            } else {
                Level::None
            }
        })
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        Level::None
    }
}

#[cfg(test)]
thread_local! {
    /// The level the tests of this thread run at, if forced.
    static FORCED: std::cell::Cell<Option<Level>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` once at every level this processor offers, the move-by-move
/// fallback (no vector instructions) included (for the tests).
#[cfg(test)]
pub(crate) fn at_each_level(f: impl Fn()) {
    let mut levels = vec![Level::None];
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("ssse3") {
            levels.push(Level::Ssse3);
            if std::arch::is_x86_feature_detected!("avx2") {
                levels.push(Level::Avx2);
            }
        }
    }
    for level in levels {
        FORCED.with(|c| c.set(Some(level)));
        f();
    }
    FORCED.with(|c| c.set(None));
}

/// [`evaluate`] at every level this processor offers (for the tests).
#[cfg(test)]
pub(crate) fn evaluate_each_way(pieces: [u8; 4], lines: &[(u8, u16)]) -> Vec<[i8; GROUPS]> {
    let mut out = Vec::new();
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("ssse3") {
            // SAFETY: SSSE3 was detected at run time.
            out.push(unsafe { x86::evaluate_ssse3(pieces, lines.iter().copied()) });
        }
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: AVX2 was detected at run time.
            out.push(unsafe { x86::evaluate_avx2(pieces, lines.iter().copied()) });
        }
    }
    out
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
    match level() {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: AVX2 was detected at run time.
        Level::Avx2 => Some(unsafe { x86::evaluate_avx2(pieces, lines.iter().copied()) }),
        #[cfg(target_arch = "x86_64")]
        // SAFETY: SSSE3 was detected at run time.
        Level::Ssse3 => Some(unsafe { x86::evaluate_ssse3(pieces, lines.iter().copied()) }),
        _ => None,
    }
}

/// [`evaluate`] for the four-empty child of a node with five empty
/// squares: `lines` hold the parent's empty squares (bit per square of
/// five); square `k` is filled with the piece `code`, and drops out.
#[inline]
pub(crate) fn evaluate_child(pieces: [u8; 4], lines: &[(u8, u16)], k: usize, code: u8) -> Option<[i8; GROUPS]> {
    let child = lines.iter().filter(move |&&(h, _)| h != 1 << k).map(move |&(h, ls)| {
        (super::holes::drop_square(h, k), if h >> k & 1 == 1 { super::node::add_piece(ls, code) } else { ls })
    });
    match level() {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: AVX2 was detected at run time.
        Level::Avx2 => Some(unsafe { x86::evaluate_avx2(pieces, child) }),
        #[cfg(target_arch = "x86_64")]
        // SAFETY: SSSE3 was detected at run time.
        Level::Ssse3 => Some(unsafe { x86::evaluate_ssse3(pieces, child) }),
        _ => None,
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{GROUPS, PLAYOUTS, SETS_WITH};
    use std::arch::x86_64::{
        __m128i, __m256i, _mm_add_epi8, _mm_and_si128, _mm_cmpeq_epi8, _mm_cvtsi128_si32, _mm_loadu_si128,
        _mm_max_epu8, _mm_min_epu8, _mm_or_si128, _mm_set_epi8, _mm_set1_epi8, _mm_setzero_si128, _mm_shuffle_epi8,
        _mm_srli_epi16, _mm_srli_si128, _mm_sub_epi8, _mm_xor_si128, _mm256_add_epi8, _mm256_broadcastsi128_si256,
        _mm256_castsi256_si128, _mm256_extracti128_si256, _mm256_loadu_si256, _mm256_max_epu8, _mm256_min_epu8,
        _mm256_or_si256, _mm256_set1_epi8, _mm256_setzero_si256, _mm256_shuffle_epi8, _mm256_srli_epi16,
        _mm256_srli_si256, _mm256_sub_epi8, _mm256_xor_si256,
    };

    /// 16 bytes as a vector.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn load(x: &[u8; 16]) -> __m128i {
        // SAFETY: 16 readable bytes; unaligned loads are allowed.
        unsafe { _mm_loadu_si128(x.as_ptr().cast()) }
    }

    /// 32 bytes as a vector.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn load2(x: &[[u8; 16]; 2]) -> __m256i {
        // SAFETY: 32 readable bytes; unaligned loads are allowed.
        unsafe { _mm256_loadu_si256(x.as_ptr().cast()) }
    }

    /// A byte in every lane.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn k(x: u8) -> __m128i {
        _mm_set1_epi8(x as i8)
    }

    /// Per set of pieces (lane = bit per piece): the AND and the OR of
    /// their codes and the set of their shapes (bit per shape).
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn sets(pieces: [u8; 4]) -> [__m128i; 3] {
        let (mut and, mut or, mut shapes) = (k(0xFF), _mm_setzero_si128(), _mm_setzero_si128());
        for (p, &code) in pieces.iter().enumerate() {
            let has = load(&SETS_WITH[p]);
            and = _mm_and_si128(and, _mm_or_si128(k(code), _mm_xor_si128(has, k(0xFF))));
            or = _mm_or_si128(or, _mm_and_si128(k(code), has));
            shapes = _mm_or_si128(shapes, _mm_and_si128(k(1 << ((code >> 1) & 3)), has));
        }
        [and, or, shapes]
    }

    /// A line's points by the set of pieces it gets (the criteria met,
    /// counted as -1 each by the comparisons).
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn points([and, or, shapes]: [__m128i; 3], ls: u16) -> __m128i {
        let zero = _mm_setzero_si128();
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
        _mm_sub_epi8(zero, minus)
    }

    /// The least over a group's even lanes of the most of each pair (the
    /// opponent's reply, then the mover's last choice), signed bytes
    /// biased to unsigned ones (order kept); the unused lanes 12–15 must
    /// not win the minimum.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn reply(x: __m128i) -> i8 {
        let unused = _mm_set_epi8(-1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        let u = _mm_or_si128(_mm_xor_si128(x, k(0x80)), unused);
        let m = _mm_max_epu8(u, _mm_srli_epi16(u, 8));
        let m = _mm_min_epu8(m, _mm_srli_si128(m, 8));
        let m = _mm_min_epu8(m, _mm_srli_si128(m, 4));
        let m = _mm_min_epu8(m, _mm_srli_si128(m, 2));
        ((_mm_cvtsi128_si32(m) as u8) ^ 0x80) as i8
    }

    /// [`super::evaluate`] with one group per 16-byte vector.
    #[target_feature(enable = "ssse3")]
    pub(super) fn evaluate_ssse3(pieces: [u8; 4], lines: impl Iterator<Item = (u8, u16)>) -> [i8; GROUPS] {
        let sets = sets(pieces);
        let t = &PLAYOUTS;
        let mut acc = [_mm_setzero_si128(); GROUPS];
        for (h, ls) in lines {
            let pts = points(sets, ls);
            let (by, negate) = (&t.pieces[usize::from(h & 15)], &t.negate[usize::from(h & 15)]);
            for (g, x) in acc.iter_mut().enumerate() {
                let v = _mm_shuffle_epi8(pts, load(&by[g]));
                let neg = load(&negate[g]);
                *x = _mm_add_epi8(*x, _mm_sub_epi8(_mm_xor_si128(v, neg), neg));
            }
        }
        acc.map(|x| reply(x))
    }

    /// [`super::evaluate`] with two groups per 32-byte vector.
    #[target_feature(enable = "avx2")]
    pub(super) fn evaluate_avx2(pieces: [u8; 4], lines: impl Iterator<Item = (u8, u16)>) -> [i8; GROUPS] {
        let sets = sets(pieces);
        let t = &PLAYOUTS;
        let mut acc = [_mm256_setzero_si256(); GROUPS / 2];
        for (h, ls) in lines {
            let pts = _mm256_broadcastsi128_si256(points(sets, ls));
            let (by, negate) = (&t.pieces[usize::from(h & 15)], &t.negate[usize::from(h & 15)]);
            let (by, negate) = (by.as_chunks::<2>().0, negate.as_chunks::<2>().0);
            for ((x, by), negate) in acc.iter_mut().zip(by).zip(negate) {
                let v = _mm256_shuffle_epi8(pts, load2(by));
                let neg = load2(negate);
                *x = _mm256_add_epi8(*x, _mm256_sub_epi8(_mm256_xor_si256(v, neg), neg));
            }
        }
        let mut out = [0i8; GROUPS];
        let unused = {
            let mut u = [0u8; 16];
            u[12..].fill(0xFF);
            _mm256_broadcastsi128_si256(load(&u))
        };
        for (g, &x) in acc.iter().enumerate() {
            let u = _mm256_or_si256(_mm256_xor_si256(x, _mm256_set1_epi8(-128)), unused);
            let m = _mm256_max_epu8(u, _mm256_srli_epi16(u, 8));
            let m = _mm256_min_epu8(m, _mm256_srli_si256(m, 8));
            let m = _mm256_min_epu8(m, _mm256_srli_si256(m, 4));
            let m = _mm256_min_epu8(m, _mm256_srli_si256(m, 2));
            out[2 * g] = ((_mm_cvtsi128_si32(_mm256_castsi256_si128(m)) as u8) ^ 0x80) as i8;
            out[2 * g + 1] = ((_mm_cvtsi128_si32(_mm256_extracti128_si256(m, 1)) as u8) ^ 0x80) as i8;
        }
        out
    }
}

#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
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
