//! Deal: the one-guess bounds of many guesses at once over a small
//! candidate set, dealt side by side in blocks of [`LANES`] guesses.
//!
//! The exact solver bounds every guess at every node by dealing the
//! candidates into the guess's classes. Read guess by guess, the answers
//! come from one table row per guess at scattered places (a cache miss a
//! candidate once the table outgrows the cache: 87 % of the time of 4×7
//! went there). Read candidate by candidate instead, the answers of a block
//! of guesses to one candidate are [`LANES`] consecutive bytes of that
//! candidate's *column* (the answers of every guess to it), and a node only
//! touches `n × guesses` bytes, once, in order. The classes are counted per
//! lane in `u8` counters (one compare and one add per class, which the
//! compiler turns into vector instructions), and the bound `n + Σ lb(count)`
//! is evaluated per lane as a sum of hinges: `lb` is convex and piecewise
//! linear with slopes going up by one (1 at the first guess, 2 at the
//! second, ...), so `lb(c) = Σ_h max(0, c − h)` over the counts `h` where
//! the slope goes up, and each `Σ_class max(0, count − h)` is at most `n`:
//! byte arithmetic all along (so `n ≤ 255`).
//!
//! The count rule's table is symmetric when guesses and secrets are the
//! same codes (`score(g, s) = score(s, g)`), so a column is a row; other
//! variants keep a transposed copy when it is small (at most 4 MiB).

use crate::engine::Engine;

/// Guesses dealt side by side.
pub(crate) const LANES: usize = 16;

/// Largest candidate set dealt in blocks (the counters are bytes).
pub(crate) const MAX_N: usize = 255;

/// Largest transposed copy of a table built for variants whose table is
/// not symmetric, in bytes: small, because the catalogue prices an
/// engine's memory by its table alone (`Engine::estimated_bytes`); bigger
/// variants bound their guesses one at a time.
const MAX_COPY: u64 = 1 << 22;

/// Where the answers of every guess to one secret are read.
#[derive(Debug)]
enum Columns {
    /// The table is symmetric: the column of secret `x` is row `x`.
    Rows,
    /// A transposed copy: secret by secret, the answers of every guess.
    Own(Vec<u8>),
}

/// The columns of an engine's table and the hinges of `lb`, to bound guesses in blocks.
#[derive(Debug)]
pub(crate) struct Blocks {
    columns: Columns,
    guesses: usize,
    /// Classes compared (every answer but the win, which is the last).
    classes: usize,
    /// `lb(c) = Σ_h max(0, c − h)` for `c ≤ MAX_N`, in increasing `h`.
    hinges: Vec<u8>,
}

/// Class counts of one block of guesses: `counts[f][lane]`.
type Counts<const K: usize> = [[u8; LANES]; K];

impl Blocks {
    /// Blocks for `eng` with the lower bound `lb` (`lb[c]` for a class of
    /// `c` codes), or `None` where they do not apply (no table, too many
    /// answers, the win not the last answer, a transposed copy too big, or
    /// an `lb` that is not convex).
    pub(crate) fn new(eng: &Engine, lb: &[u32]) -> Option<Blocks> {
        let table = eng.table();
        let space = eng.space();
        let v = space.variant();
        let classes = table.classes();
        if !table.is_tabulated() || classes < 2 || classes - 1 > 32 || table.win() as usize != classes - 1 {
            return None;
        }
        let (ns, ng) = (space.secrets().len(), space.guesses().len());
        let symmetric = v.feedback == crate::variant::FeedbackRule::Count && space.secrets() == space.guesses();
        let columns = if symmetric {
            Columns::Rows
        } else if (ns as u64) * (ng as u64) <= MAX_COPY {
            let mut t = vec![0u8; ns * ng];
            for g in 0..ng {
                for (x, &a) in table.row(g as u32).iter().enumerate() {
                    t[x * ng + g] = a;
                }
            }
            Columns::Own(t)
        } else {
            return None;
        };
        let hinges = hinges_of(lb)?;
        Some(Blocks { columns, guesses: ng, classes: classes - 1, hinges })
    }

    /// The answers of every guess (by position) to secret `x`.
    #[inline]
    fn column<'a>(&'a self, eng: &'a Engine, x: u32) -> &'a [u8] {
        match &self.columns {
            Columns::Rows => eng.table().row(x),
            Columns::Own(t) => &t[x as usize * self.guesses..(x as usize + 1) * self.guesses],
        }
    }

    /// The columns of the candidates `s`.
    pub(crate) fn columns<'a>(&'a self, eng: &'a Engine, s: &[u32]) -> Vec<&'a [u8]> {
        s.iter().map(|&x| self.column(eng, x)).collect()
    }

    /// The bound `n + Σ lb(|class|)` and the largest class of each guess
    /// of `block` (at most [`LANES`] guesses) over the candidates whose
    /// columns are `cols` (`n = cols.len() ≤ MAX_N`); lanes past the
    /// block's end are meaningless.
    pub(crate) fn bounds(&self, cols: &[&[u8]], block: &[u32]) -> ([u32; LANES], [u8; LANES]) {
        match self.classes {
            0..=4 => self.finish(&deal::<4>(cols, block, self.guesses), cols.len()),
            5..=8 => self.finish(&deal::<8>(cols, block, self.guesses), cols.len()),
            9..=14 => self.finish(&deal::<14>(cols, block, self.guesses), cols.len()),
            15..=20 => self.finish(&deal::<20>(cols, block, self.guesses), cols.len()),
            _ => self.finish(&deal::<32>(cols, block, self.guesses), cols.len()),
        }
    }

    /// Bounds and largest classes from the counts.
    #[inline]
    fn finish<const K: usize>(&self, counts: &Counts<K>, n: usize) -> ([u32; LANES], [u8; LANES]) {
        // Only the hinges below `n` matter (a class holds at most `n`);
        // the solver's `lb` has at most 8 below 255 unless it branches by one.
        let used = self.hinges.iter().take_while(|&&h| (h as usize) < n).count();
        let mut sums = [[0u8; LANES]; 8];
        let mut big = [0u8; LANES];
        let mut out = [n as u32; LANES];
        for chunk in self.hinges[..used].chunks(8) {
            for row in counts.iter().take(self.classes) {
                for (sum, &h) in sums.iter_mut().zip(chunk) {
                    for k in 0..LANES {
                        sum[k] = sum[k].wrapping_add(row[k].saturating_sub(h));
                    }
                }
                for k in 0..LANES {
                    big[k] = big[k].max(row[k]);
                }
            }
            for sum in sums.iter_mut().take(chunk.len()) {
                for k in 0..LANES {
                    out[k] += sum[k] as u32;
                    sum[k] = 0;
                }
            }
        }
        (out, big)
    }
}

/// The hinges of `lb` on `0..=MAX_N` (see the module's doc): the counts
/// `h` where its slope goes up, one for each unit; `None` if `lb` is not
/// convex there or does not start `lb(0) = 0` with slope 1.
fn hinges_of(lb: &[u32]) -> Option<Vec<u8>> {
    let top = lb.len().saturating_sub(1).min(MAX_N);
    let mut hinges = Vec::new();
    let mut last = 0u32;
    for c in 0..top {
        let slope = lb[c + 1].checked_sub(lb[c])?;
        if slope < last {
            return None;
        }
        for _ in last..slope {
            hinges.push(c as u8);
        }
        last = slope;
    }
    let ok = lb.first() == Some(&0) && (0..=top).all(|c| lb_at(&hinges, c) == lb[c]);
    ok.then_some(hinges)
}

/// `Σ_h max(0, c − h)`.
fn lb_at(hinges: &[u8], c: usize) -> u32 {
    hinges.iter().map(|&h| (c as u32).saturating_sub(h as u32)).sum()
}

/// Adds one candidate's answers `a` (one a lane) to the counts.
#[inline(always)]
fn tally<const K: usize>(counts: &mut Counts<K>, a: &[u8; LANES]) {
    for (f, row) in counts.iter_mut().enumerate() {
        for k in 0..LANES {
            row[k] = row[k].wrapping_add((a[k] == f as u8) as u8);
        }
    }
}

/// Counts the classes of each guess of `block` over the candidates' columns.
#[inline]
fn deal<const K: usize>(cols: &[&[u8]], block: &[u32], guesses: usize) -> Counts<K> {
    let mut counts = [[0u8; LANES]; K];
    let g0 = block[0] as usize;
    let contiguous = block.len() == LANES && block[LANES - 1] as usize == g0 + LANES - 1 && g0 + LANES <= guesses;
    if contiguous {
        for col in cols {
            let a: &[u8; LANES] = col[g0..g0 + LANES].try_into().unwrap_or(&[u8::MAX; LANES]);
            tally(&mut counts, a);
        }
    } else {
        let mut a = [u8::MAX; LANES];
        for col in cols {
            for (slot, &g) in a.iter_mut().zip(block) {
                *slot = col[g as usize];
            }
            tally(&mut counts, &a);
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{FeedbackRule, Variant};

    /// The greedy `lb` of the solver for branching `b`.
    fn lb(b: u64, n: usize) -> Vec<u32> {
        (0..=n).map(|k| crate::optimal::greedy_tree_bound(k as u64, b) as u32).collect()
    }

    #[test]
    fn the_hinges_give_back_lb() {
        for b in [1, 2, 4, 8, 14, 20] {
            let lb = lb(b, 400);
            let hinges = hinges_of(&lb).unwrap();
            for (c, &want) in lb.iter().enumerate().take(MAX_N + 1) {
                assert_eq!(lb_at(&hinges, c), want, "b={b} c={c}");
            }
        }
        assert_eq!(hinges_of(&lb(14, 300)).unwrap(), vec![0, 1, 15, 211]);
        assert!(hinges_of(&[0, 1, 5, 6]).is_none(), "not convex");
    }

    /// Block bounds against dealing guess by guess, on random candidate
    /// sets, for a symmetric table and a transposed copy.
    #[test]
    fn blocks_agree_with_dealing_one_guess_at_a_time() {
        let variants = [
            Variant { colors: 5, ..Variant::classic() },
            Variant {
                pegs: 3,
                colors: 5,
                repeats: false,
                guess_repeats: true,
                feedback: FeedbackRule::Positional,
                max_guesses: 10,
            },
            Variant {
                pegs: 4,
                colors: 6,
                repeats: false,
                guess_repeats: true,
                feedback: FeedbackRule::Count,
                max_guesses: 10,
            },
        ];
        for v in variants {
            let eng = Engine::new(&v).unwrap();
            let classes = eng.table().classes();
            let lb = lb(classes as u64 - 1, 300);
            let blocks = Blocks::new(&eng, &lb).expect("blocks apply");
            let ns = eng.space().secrets().len() as u32;
            let ng = eng.space().guesses().len() as u32;
            let mut seed = 12345u64;
            let mut next = |m: u32| {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                ((seed >> 33) % m as u64) as u32
            };
            for n in [3usize, 7, 15, 16, 40, 120, 255] {
                let mut s: Vec<u32> = (0..n.min(ns as usize)).map(|_| next(ns)).collect();
                s.sort_unstable();
                s.dedup();
                let cols = blocks.columns(&eng, &s);
                // Contiguous blocks, and a scattered one (a partial block).
                let mut gs: Vec<u32> = (0..ng).collect();
                gs.extend((0..7).map(|_| next(ng)));
                for block in gs.chunks(LANES) {
                    let (bounds, big) = blocks.bounds(&cols, block);
                    for (k, &g) in block.iter().enumerate() {
                        let mut counts = vec![0u32; classes];
                        eng.count_into(g, &s, &mut counts);
                        let want: u32 =
                            s.len() as u32 + counts[..classes - 1].iter().map(|&c| lb[c as usize]).sum::<u32>();
                        let want_big = counts[..classes - 1].iter().copied().max().unwrap();
                        assert_eq!((bounds[k], big[k] as u32), (want, want_big), "{v} n={} guess {g}", s.len());
                    }
                }
            }
        }
    }
}
