//! Symmetry: the permutations of positions and colours that leave the
//! remaining game unchanged, used to skip equivalent guesses.
//!
//! A symmetry `σ = (τ, π)` moves the peg at position `i` to `τ(i)` and
//! recolours it with `π`. Scoring commutes with `σ`: for count feedback
//! `score(σg, σs) = score(g, s)`; for positional feedback the marks are moved
//! by `τ` too. If `σ` maps the candidate set `S` onto itself, the guesses `g`
//! and `σg` split `S` into classes of the same sizes whose sub-games are
//! isomorphic, so only one guess per orbit needs exploring.
//!
//! We keep a subgroup of the stabiliser of `S`, built incrementally: at the
//! start every position permutation and every recolouring; after the answer
//! `f` to guess `g` we keep the `σ` with `σg = g` **and** `τ·f = f` (for
//! positional feedback a permutation that fixes the guess but moves its marks
//! would map the candidates onto a *different* set). Colours never played so
//! far ("free") stay fully interchangeable and are handled implicitly: the
//! explicit elements fix positions and played colours only.

use crate::feedback::Feedback;
use crate::variant::FeedbackRule;

const NONE: u8 = u8::MAX;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Elem {
    tau: [u8; 8],
    pi: [u8; 10],
}

/// A subgroup of the symmetries of the current candidate set.
#[derive(Debug, Clone)]
pub(crate) struct Symmetry {
    pegs: usize,
    elems: Vec<Elem>,
    /// Bit `c` set for a colour not yet played.
    free: u16,
    free_list: Vec<u8>,
}

impl Symmetry {
    /// All position permutations and all recolourings (no guess played yet).
    pub(crate) fn full(pegs: usize, colors: usize) -> Symmetry {
        let mut elems = Vec::new();
        let mut perm: Vec<u8> = (0..pegs as u8).collect();
        permutations(&mut perm, 0, &mut |p| {
            let mut tau = [0u8; 8];
            tau[..pegs].copy_from_slice(p);
            elems.push(Elem { tau, pi: [NONE; 10] });
        });
        // Identity first.
        elems.sort_by_key(|e| e.tau);
        let free = ((1u32 << colors) - 1) as u16;
        Symmetry { pegs, elems, free, free_list: (0..colors as u8).collect() }
    }

    /// The identity only (no reduction).
    pub(crate) fn trivial(pegs: usize) -> Symmetry {
        let mut tau = [0u8; 8];
        for (i, t) in tau.iter_mut().enumerate() {
            *t = i as u8;
        }
        let mut pi = [NONE; 10];
        for (c, p) in pi.iter_mut().enumerate() {
            *p = c as u8;
        }
        Symmetry { pegs, elems: vec![Elem { tau, pi }], free: 0, free_list: Vec::new() }
    }

    /// Whether no reduction is possible.
    pub(crate) fn is_trivial(&self) -> bool {
        self.elems.len() == 1 && self.free_list.len() <= 1
    }

    /// Number of explicit elements.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.elems.len()
    }

    /// The subgroup that survives the answer `fb` to `guess`.
    pub(crate) fn after(&self, guess: &[u8], fb: Feedback, rule: FeedbackRule) -> Symmetry {
        let pegs = self.pegs;
        let marks = match rule {
            FeedbackRule::Positional => Some(fb.marks(pegs)),
            FeedbackRule::Count => None,
        };
        let mut played = 0u16;
        for &c in guess {
            played |= 1 << c;
        }
        let mut elems = Vec::with_capacity(self.elems.len());
        'elem: for e in &self.elems {
            if let Some(m) = &marks
                && (0..pegs).any(|i| m[e.tau[i] as usize] != m[i])
            {
                continue;
            }
            let mut pi = e.pi;
            let mut images = 0u16;
            for i in 0..pegs {
                let c = guess[i];
                let target = guess[e.tau[i] as usize];
                if pi[c as usize] != NONE {
                    if self.free & (1 << c) != 0 && pi[c as usize] != target {
                        continue 'elem;
                    }
                    if self.free & (1 << c) == 0 && pi[c as usize] != target {
                        continue 'elem;
                    }
                } else {
                    // A free colour must go to a free colour, injectively.
                    if self.free & (1 << target) == 0 || images & (1 << target) != 0 {
                        continue 'elem;
                    }
                    images |= 1 << target;
                    pi[c as usize] = target;
                }
            }
            elems.push(Elem { tau: e.tau, pi });
        }
        let free = self.free & !played;
        Symmetry { pegs, elems, free, free_list: (0..10u8).filter(|&c| free & (1 << c) != 0).collect() }
    }

    /// Whether no reduction is possible even with the `dead` colours
    /// (colours in no remaining candidate, hence interchangeable).
    pub(crate) fn is_trivial_with(&self, dead: u16) -> bool {
        self.elems.len() == 1 && (self.free | dead).count_ones() <= 1
    }

    /// A fingerprint of the group (elements and free colours) joined with
    /// the `dead` colours, to cache its orbit representatives.
    pub(crate) fn fingerprint(&self, dead: u16) -> u64 {
        let mut h = 0xcbf2_9ce4_8422_2325u64 ^ ((self.free as u64) << 16) ^ dead as u64;
        for e in &self.elems {
            for &b in e.tau.iter().chain(e.pi.iter()) {
                h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
            }
        }
        h
    }

    /// Positions (in `codes`) of the codes that are the smallest of their
    /// orbit under this group joined with all permutations of the `dead`
    /// colours. `codes` must be closed under the group (all guesses are).
    pub(crate) fn reps(&self, codes: &[crate::code::Code], dead: u16) -> Vec<u32> {
        let pegs = self.pegs;
        // Blocks of interchangeable colours: the free ones and the dead ones
        // (one block when they meet: two transposition groups sharing a
        // point generate the symmetric group of the union).
        let (m1, m2) = if self.free & dead != 0 { (self.free | dead, 0) } else { (self.free, dead) };
        let list = |m: u16| -> Vec<u8> { (0..10u8).filter(|&c| m & (1 << c) != 0).collect() };
        let (l1, l2) = (list(m1), list(m2));
        let mut out = Vec::new();
        let mut y = [0u8; 8];
        'code: for (pos, code) in codes.iter().enumerate() {
            let mut x = [0u8; 8];
            for (i, v) in x.iter_mut().enumerate().take(pegs) {
                *v = code.color(i);
            }
            for e in &self.elems {
                for i in 0..pegs {
                    let c = x[i];
                    let p = e.pi[c as usize];
                    y[e.tau[i] as usize] = if p == NONE { c } else { p };
                }
                let mut map = [NONE; 10];
                let (mut n1, mut n2) = (0, 0);
                for v in y.iter_mut().take(pegs) {
                    let bit = 1u16 << *v;
                    if m1 & bit != 0 {
                        if map[*v as usize] == NONE {
                            map[*v as usize] = l1[n1];
                            n1 += 1;
                        }
                        *v = map[*v as usize];
                    } else if m2 & bit != 0 {
                        if map[*v as usize] == NONE {
                            map[*v as usize] = l2[n2];
                            n2 += 1;
                        }
                        *v = map[*v as usize];
                    }
                }
                let pack = |a: &[u8; 8]| a.iter().fold(0u32, |acc, &d| acc << 4 | d as u32);
                if pack(&y) < pack(&x) {
                    continue 'code;
                }
            }
            out.push(pos as u32);
        }
        out
    }
}

fn permutations(v: &mut Vec<u8>, k: usize, f: &mut impl FnMut(&[u8])) {
    if k == v.len() {
        f(v);
        return;
    }
    for i in k..v.len() {
        v.swap(k, i);
        permutations(v, k + 1, f);
        v.swap(k, i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reps(s: &Symmetry, pegs: usize, colors: usize) -> Vec<Vec<u8>> {
        let n = (colors as u32).pow(pegs as u32);
        let codes: Vec<_> = (0..n).map(|i| crate::code::Code::from_index(i, pegs, colors)).collect();
        s.reps(&codes, 0).into_iter().map(|p| codes[p as usize].colors()).collect()
    }

    #[test]
    fn root_orbits_are_the_five_patterns() {
        let s = Symmetry::full(4, 6);
        let r = reps(&s, 4, 6);
        let written: Vec<String> = r.iter().map(|c| c.iter().map(|d| (b'1' + d) as char).collect()).collect();
        assert_eq!(written, vec!["1111", "1112", "1122", "1123", "1234"]);
    }

    #[test]
    fn positional_marks_restrict_the_group() {
        // Guess 1234 answered ++-- : positions 0,1 may swap among themselves
        // only together with colours 1,2 — the marks must stay in place.
        let s = Symmetry::full(4, 6);
        let g = [0u8, 1, 2, 3];
        let marks = [
            crate::feedback::Mark::Right,
            crate::feedback::Mark::Right,
            crate::feedback::Mark::Absent,
            crate::feedback::Mark::Absent,
        ];
        let f = Feedback::positional(&marks);
        let p = s.after(&g, f, FeedbackRule::Positional);
        let c = s.after(&g, Feedback::count(2, 0), FeedbackRule::Count);
        assert_eq!(p.len(), 4);
        assert_eq!(c.len(), 24);
    }
}
