//! The checker's own board and rules, written apart from the engine: a
//! partial Latin square of side 3..=6, the columns' owners, placements,
//! conquests (a monotone run of `run` pieces, read from the owner's edge,
//! gaps allowed), the end of the game, the 2·n! symmetries by number, and a
//! plain exhaustive search for the leaves.

/// The largest board the checker takes.
pub(crate) const MAX_SIDE: usize = 6;

/// The most placements a position has: n² squares × n numbers.
const MAX_CODES: usize = MAX_SIDE * MAX_SIDE * MAX_SIDE;

/// A position: cells row by row from First's edge (row 0 at the bottom),
/// 0 for empty; owners 0 none, 1 First, 2 Second.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Board {
    pub n: usize,
    pub run: usize,
    /// When one placement makes both players' runs: `false` the mover
    /// takes the column, `true` the opponent.
    pub to_opponent: bool,
    pub cells: [u8; MAX_SIDE * MAX_SIDE],
    pub owners: [u8; MAX_SIDE],
    pub placed: usize,
}

/// Values of positions already searched, in a table of fixed size where a
/// new value takes an empty slot of its bucket or else one of the four
/// values there (memory stays bounded
/// whatever the certificate asks, and the values most recently found —
/// those the next leaves share — are the ones kept). A slot holds the
/// packed position, exactly (at most 120 bits), shifted left by two, with
/// the value + 2 (1, 2 or 3) in the low bits; 0 is an empty slot.
pub(crate) struct Memo {
    slots: Vec<u128>,
}

/// The fewest and the most slots of a [`Memo`] (16 bytes each: 16 KB to
/// 256 MB).
const MEMO_MIN: usize = 1 << 10;
const MEMO_MAX: usize = 1 << 24;
/// Slots a bucket: a new value goes to an empty one, else replaces one.
const WAYS: usize = 4;

impl Memo {
    /// A table for a tree of about `nodes` nodes: 64 slots a node (the
    /// leaves' searches share most of what they find), a power of two
    /// between [`MEMO_MIN`] and [`MEMO_MAX`] — allocated before the tree is
    /// read, so bounded whatever the file states.
    pub(crate) fn for_nodes(nodes: u64) -> Memo {
        let want = usize::try_from(nodes.saturating_mul(64)).unwrap_or(usize::MAX);
        let len = want.clamp(MEMO_MIN, MEMO_MAX).next_power_of_two().min(MEMO_MAX);
        Memo { slots: vec![0; len] }
    }

    /// The bucket of a packed position (its first slot; a bucket is
    /// [`WAYS`] slots, one cache line) and a number to pick a slot to
    /// replace: one multiply and fold of its bits.
    fn bucket(&self, key: u128) -> (usize, usize) {
        let m = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let h = m ^ (m >> 29);
        (h as usize & (self.slots.len() - 1) & !(WAYS - 1), (h >> 58) as usize)
    }

    fn get(&self, key: u128) -> Option<i8> {
        let (b, _) = self.bucket(key);
        self.slots[b..b + WAYS].iter().find(|&&s| s != 0 && s >> 2 == key).map(|&s| (s & 3) as i8 - 2)
    }

    fn insert(&mut self, key: u128, v: i8) {
        let (b, pick) = self.bucket(key);
        let bucket = &mut self.slots[b..b + WAYS];
        let i = bucket.iter().position(|&s| s == 0 || s >> 2 == key).unwrap_or(pick % WAYS);
        bucket[i] = key << 2 | (v + 2) as u128;
    }
}

/// The length of the longest strictly increasing subsequence of `xs`.
fn longest_increasing(xs: &[u8]) -> usize {
    let mut best = [0usize; MAX_SIDE];
    let mut top = 0;
    for i in 0..xs.len() {
        best[i] = 1;
        for j in 0..i {
            if xs[j] < xs[i] && best[j] + 1 > best[i] {
                best[i] = best[j] + 1;
            }
        }
        top = top.max(best[i]);
    }
    top
}

impl Board {
    /// The player to move: 1 (First) after an even number of pieces.
    pub(crate) const fn mover(&self) -> u8 {
        if self.placed.is_multiple_of(2) { 1 } else { 2 }
    }

    /// Empty squares.
    pub(crate) const fn empties(&self) -> usize {
        self.n * self.n - self.placed
    }

    /// Whether `k` may go on square `sq` (row-major from the bottom).
    pub(crate) fn legal(&self, sq: usize, k: u8) -> bool {
        let n = self.n;
        if sq >= n * n || k == 0 || k as usize > n || self.cells[sq] != 0 {
            return false;
        }
        let (r, c) = (sq / n, sq % n);
        (0..n).all(|i| self.cells[r * n + i] != k && self.cells[i * n + c] != k)
    }

    /// Every legal placement as a byte code `square × n + number − 1`, in
    /// ascending order.
    pub(crate) fn moves(&self) -> Vec<u8> {
        let mut out = [0u8; MAX_CODES];
        let len = self.moves_into(&mut out);
        out[..len].to_vec()
    }

    /// [`Board::moves`] written into `out`, without allocating; returns
    /// how many.
    fn moves_into(&self, out: &mut [u8; MAX_CODES]) -> usize {
        let n = self.n;
        // The numbers each row and each column already holds, as bits: a
        // number may go on an empty square when neither line holds it
        // (the rule of [`Board::legal`], read once per line, not per square).
        let (mut rows, mut cols) = ([0u8; MAX_SIDE], [0u8; MAX_SIDE]);
        for sq in 0..n * n {
            let v = self.cells[sq];
            if v != 0 {
                rows[sq / n] |= 1 << v;
                cols[sq % n] |= 1 << v;
            }
        }
        let mut len = 0;
        for sq in 0..n * n {
            if self.cells[sq] != 0 {
                continue;
            }
            let used = rows[sq / n] | cols[sq % n];
            for k in 1..=n as u8 {
                if used & (1 << k) == 0 {
                    out[len] = (sq * n + k as usize - 1) as u8;
                    len += 1;
                }
            }
        }
        len
    }

    /// Whether column `c` holds a run: First's read bottom-up, Second's
    /// top-down, increasing in both cases.
    pub(crate) fn has_run(&self, c: usize, first: bool) -> bool {
        let n = self.n;
        let mut xs = [0u8; MAX_SIDE];
        let mut len = 0;
        for i in 0..n {
            let r = if first { i } else { n - 1 - i };
            let v = self.cells[r * n + c];
            if v != 0 {
                xs[len] = v;
                len += 1;
            }
        }
        longest_increasing(&xs[..len]) >= self.run
    }

    /// The position after the placement with byte code `code` (assumed legal).
    pub(crate) fn play(&self, code: u8) -> Board {
        let n = self.n;
        let (sq, k) = (code as usize / n, code % n as u8 + 1);
        let mover = self.mover();
        let mut b = *self;
        b.cells[sq] = k;
        b.placed += 1;
        let c = sq % n;
        if b.owners[c] == 0 {
            let (f, s) = (b.has_run(c, true), b.has_run(c, false));
            b.owners[c] = match (f, s) {
                (true, false) => 1,
                (false, true) => 2,
                (true, true) if b.to_opponent => 3 - mover,
                (true, true) => mover,
                _ => 0,
            };
        }
        b
    }

    /// First's result if the game is over (+1 First wins, −1 Second wins,
    /// 0 draw): a full board counts columns, a blocked mover loses.
    pub(crate) fn over(&self) -> Option<i8> {
        if self.empties() == 0 {
            let f = self.owners[..self.n].iter().filter(|&&o| o == 1).count() as i8;
            let s = self.owners[..self.n].iter().filter(|&&o| o == 2).count() as i8;
            return Some((f - s).signum());
        }
        let blocked = (0..self.n * self.n).all(|sq| (1..=self.n as u8).all(|k| !self.legal(sq, k)));
        blocked.then_some(if self.mover() == 1 { -1 } else { 1 })
    }

    /// The value for the mover with best play (+1 win, 0 draw, −1 loss),
    /// trying every legal placement and stopping at the first win, with
    /// the values found kept in `memo`; `nodes` counts positions visited.
    pub(crate) fn value(&self, memo: &mut Memo, nodes: &mut u64) -> i8 {
        *nodes += 1;
        if self.empties() == 0 {
            let sign = if self.mover() == 1 { 1 } else { -1 };
            return self.over().unwrap_or(0) * sign;
        }
        let key = self.key();
        if let Some(v) = memo.get(key) {
            return v;
        }
        // The legal placements, listed once: none means the mover is
        // blocked and loses ([`Board::over`] says the same).
        let mut codes = [0u8; MAX_CODES];
        let len = self.moves_into(&mut codes);
        if len == 0 {
            return -1;
        }
        let mut best = -1;
        for &m in &codes[..len] {
            best = best.max(-self.play(m).value(memo, nodes));
            if best == 1 {
                break;
            }
        }
        memo.insert(key, best);
        best
    }

    /// The position packed exactly: 3 bits a square, 2 bits an owner.
    fn key(&self) -> u128 {
        let n = self.n;
        let cells = self.cells[..n * n].iter().fold(0u128, |k, &v| k << 3 | u128::from(v));
        self.owners[..n].iter().fold(cells, |k, &o| k << 2 | u128::from(o))
    }

    /// The image under symmetry number `s` (< 2·n!): `s / n!` says whether
    /// the rows are reversed with every `X` replaced by `n+1−X`; `s mod n!`
    /// is the rank, in lexicographic order, of the column permutation `p`
    /// (the image's column `j` is this board's column `p[j]`).
    pub(crate) fn image(&self, s: usize) -> Board {
        let n = self.n;
        let fact: usize = (1..=n).product();
        let flip = s >= fact;
        let mut rank = s % fact;
        let mut left: Vec<usize> = (0..n).collect();
        let mut perm = [0usize; MAX_SIDE];
        for (j, p) in perm.iter_mut().enumerate().take(n) {
            let f: usize = (1..n - j).product();
            *p = left.remove(rank / f);
            rank %= f;
        }
        let mut b = *self;
        for (j, &from) in perm.iter().enumerate().take(n) {
            b.owners[j] = self.owners[from];
            for r in 0..n {
                let v = self.cells[r * n + from];
                let (r2, v2) = match (flip, v) {
                    (false, _) => (r, v),
                    (true, 0) => (n - 1 - r, 0),
                    (true, _) => (n - 1 - r, n as u8 + 1 - v),
                };
                b.cells[r2 * n + j] = v2;
            }
        }
        b
    }

    /// A move in the notation: column letter, row from First's edge, `=`,
    /// number (`c3=5`).
    pub(crate) fn name(&self, code: u8) -> String {
        let n = self.n;
        let (sq, k) = (code as usize / n, code as usize % n + 1);
        format!("{}{}={k}", (b'a' + (sq % n) as u8) as char, sq / n + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A xorshift stream of pseudo-random numbers from `seed` (not 0).
    fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
        move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        }
    }

    fn empty(n: usize) -> Board {
        Board { n, run: 3, to_opponent: false, cells: [0; 36], owners: [0; 6], placed: 0 }
    }

    #[test]
    fn runs_allow_gaps_and_read_from_each_edge() {
        let mut b = empty(5);
        // Column a, bottom-up: 1, ., 2, ., 4 — First's run with gaps.
        b = b.play(0);
        assert_eq!(b.owners[0], 0);
        b = b.play((2 * 5) * 5 + 1);
        b = b.play((4 * 5) * 5 + 3);
        assert_eq!(b.owners[0], 1);
        let mut s = empty(5);
        // Column b, top-down 1, 2, 3 is Second's.
        for (r, k) in [(4, 1u8), (3, 2), (2, 3)] {
            s = s.play(((r * 5 + 1) * 5 + k as usize - 1) as u8);
        }
        assert_eq!(s.owners[1], 2);
    }

    #[test]
    fn symmetry_zero_is_the_identity_and_the_last_reverses_everything() {
        let b = empty(3).play(0).play(5 * 3 + 1);
        assert_eq!(b.image(0), b);
        let last = b.image(11);
        // Columns reversed (permutation 2,1,0) and rows flipped with X → 4 − X.
        assert_eq!(last.cells[2 * 3 + 2], 3);
        assert_eq!(last.placed, b.placed);
    }

    /// A table far too small for what it is asked (so buckets fill and
    /// values are replaced all the time), shared by many searches as a
    /// certificate's leaves share it, gives every position the value a
    /// fresh table of its own gives: a replaced value is never read back
    /// for another position.
    #[test]
    fn a_crowded_memo_keeps_the_values_exact() {
        let mut next = xorshift(0x0DDB_1A5E_5BAD_5EEDu64);
        let mut crowded = Memo::for_nodes(1);
        assert_eq!(crowded.slots.len(), MEMO_MIN);
        let (mut nodes, mut seen) = (0, [0usize; 3]);
        for n in 3..=5 {
            for _ in 0..40 {
                let mut b = empty(n);
                let stop = 4 + (next() % 7) as usize;
                while b.empties() > stop {
                    let mut out = [0u8; MAX_CODES];
                    let len = b.moves_into(&mut out);
                    if len == 0 {
                        break;
                    }
                    b = b.play(out[(next() % len as u64) as usize]);
                }
                let alone = b.value(&mut Memo::for_nodes(1 << 20), &mut nodes);
                assert_eq!(b.value(&mut crowded, &mut nodes), alone, "{b:?}");
                seen[(alone + 1) as usize] += 1;
            }
        }
        assert!(seen.iter().filter(|&&k| k > 0).count() >= 2, "values seen {seen:?}");
        assert!(crowded.slots.iter().all(|&s| s != 0), "the small table was filled");
    }

    /// The placements listed by lines' bitmasks are exactly those the rule
    /// itself ([`Board::legal`]) allows, on boards filled at random, every
    /// side; and the leaf search calls a board without them lost.
    #[test]
    fn the_listed_placements_are_the_legal_ones() {
        let mut next = xorshift(0x2545_F491_4F6C_DD1Du64);
        for n in 3..=MAX_SIDE {
            for _ in 0..200 {
                let mut b = empty(n);
                loop {
                    let mut out = [0u8; MAX_CODES];
                    let len = b.moves_into(&mut out);
                    let by_rule: Vec<u8> = (0..n * n)
                        .flat_map(|sq| (1..=n as u8).map(move |k| (sq, k)))
                        .filter(|&(sq, k)| b.legal(sq, k))
                        .map(|(sq, k)| (sq * n + k as usize - 1) as u8)
                        .collect();
                    assert_eq!(out[..len], by_rule[..]);
                    if len == 0 || next().is_multiple_of(9) {
                        if len == 0 && b.empties() > 0 {
                            let (mut memo, mut nodes) = (Memo::for_nodes(1), 0);
                            assert_eq!(b.value(&mut memo, &mut nodes), -1, "blocked: the mover loses");
                        }
                        break;
                    }
                    b = b.play(out[(next() % len as u64) as usize]);
                }
            }
        }
    }
}
