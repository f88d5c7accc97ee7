//! Writing proof certificates (the format of `docs/certificates.md`): a
//! header with the rules, the root position and the leaf size, then one
//! proof tree per claim in preorder. The tree is a function of the position
//! alone: at the claimant's turns the first move, in the fixed move order,
//! whose child is proved; at the opponent's turns every legal reply in
//! ascending code order, each either with its own subtree or as the image
//! of an earlier reply under a stated symmetry; leaves where the game is
//! over or at most `leaf` squares are empty; and, when asked, citations of
//! parts: positions proved by lemmas whose certificates are separate files.

use super::Claim;
use super::dfpn::Engine;
use crate::error::Error;
use crate::movegen::{MAX_MOVES, MoveList, replies};
use crate::player::Player;
use crate::position::Position;
use crate::rules::{Rules, Simultaneous};
use crate::symmetry::{Symmetry, canonical_key};

/// The first bytes of every certificate.
pub(crate) const MAGIC: &[u8; 8] = b"ERDOSCRT";
/// The format version written.
pub(crate) const VERSION: u8 = 1;

/// The header: magic, version, rules, leaf size, symmetry group, root,
/// number of claims.
pub(crate) fn header(rules: &Rules, pos: &Position, leaf: u32, claims: u8) -> Vec<u8> {
    let n = rules.size;
    let mut out = MAGIC.to_vec();
    out.push(VERSION);
    out.push(n);
    out.push(rules.run);
    out.push(match rules.simultaneous {
        Simultaneous::Mover => 0,
        Simultaneous::Opponent => 1,
    });
    out.push(leaf.min(255) as u8);
    // Group 1: column permutations × the flip.
    out.push(1);
    for r in 0..n {
        for c in 0..n {
            out.push(pos.number(crate::moves::Square::new(r, c)).unwrap_or(0));
        }
    }
    for c in 0..n {
        out.push(pos.owner(c).map_or(0, |p| p.index() as u8 + 1));
    }
    out.push(claims);
    out
}

/// Appends `v` as a LEB128 varint.
fn varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7F) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// The byte code of a solver move code on a board of side `n`.
fn byte_code(code: u16, n: u8) -> u8 {
    let i = (code >> 3) as usize;
    let (r, c) = (i / crate::moves::STRIDE, i % crate::moves::STRIDE);
    ((r * n as usize + c) * n as usize + (code & 7) as usize - 1) as u8
}

/// One claim's tree: the claim, the node count, the nodes. `None` when
/// the search was stopped. `parts`: lemmas to cite (a `P` node) instead of
/// proving below them, each with its canonical key.
pub(crate) fn tree(
    e: &mut Engine<'_>,
    pos: &Position,
    leaf: u32,
    parts: &[(u128, Position)],
) -> Result<Option<Vec<u8>>, Error> {
    let mut body = Vec::new();
    let mut w = Writer { syms: Symmetry::all(pos.size()), count: 0, leaf, parts };
    match w.node(e, pos, &mut body) {
        Ok(()) => {}
        Err(Stop::Aborted) => return Ok(None),
        Err(Stop::Fails(p)) => {
            return Err(Error::NotSupported(format!("the claim {:?} fails at {p}: no certificate", e.claim)));
        }
    }
    let Claim { player, goal } = e.claim;
    let mut out = vec![if player == Player::First { 1 } else { 2 }, goal.level() as u8 + 1];
    out.extend(w.count.to_le_bytes());
    out.extend(body);
    Ok(Some(out))
}

enum Stop {
    Aborted,
    Fails(Position),
}

struct Writer<'a> {
    syms: Vec<Symmetry>,
    count: u64,
    leaf: u32,
    parts: &'a [(u128, Position)],
}

impl Writer<'_> {
    fn node(&mut self, e: &mut Engine<'_>, p: &Position, out: &mut Vec<u8>) -> Result<(), Stop> {
        self.count += 1;
        let n = p.size();
        let mut list = MoveList::new();
        list.generate(p, 0xFE);
        if p.is_full() || list.len == 0 || p.empties() <= self.leaf {
            out.push(b'E');
            return Ok(());
        }
        // Never at the root: a certificate does not cite itself.
        if self.count > 1 && !self.parts.is_empty() {
            let key = canonical_key(p);
            for (_, root) in self.parts.iter().filter(|(k, _)| *k == key) {
                if let Some(s) = self.syms.iter().position(|s| s.apply(p) == *root) {
                    out.push(b'P');
                    varint(out, s as u64);
                    return Ok(());
                }
            }
        }
        let (run, sim) = (e.rules.run, e.rules.simultaneous);
        if e.is_or(p) {
            let mut rep = [0u16; MAX_MOVES];
            replies(&list, &mut rep);
            for kid in e.children(p, &list, &rep) {
                match e.solve(&kid.pos) {
                    None => return Err(Stop::Aborted),
                    Some(false) => {}
                    Some(true) => {
                        out.push(b'W');
                        out.push(byte_code(kid.code, n));
                        return self.node(e, &kid.pos, out);
                    }
                }
            }
            return Err(Stop::Fails(*p));
        }
        out.push(b'L');
        varint(out, list.len as u64);
        let mut firsts: Vec<(u128, usize, Position)> = Vec::new();
        for (i, &code) in list.codes[..list.len].iter().enumerate() {
            let mut q = *p;
            q.apply((code >> 3) as usize, (code & 7) as u8, run, sim);
            let key = canonical_key(&q);
            if let Some((_, j, target)) = firsts.iter().find(|f| f.0 == key) {
                let s = self.syms.iter().position(|s| s.apply(&q) == *target).ok_or(Stop::Fails(q))?;
                out.push(1);
                varint(out, *j as u64);
                varint(out, s as u64);
                continue;
            }
            firsts.push((key, i, q));
            out.push(0);
            if e.solve(&q).ok_or(Stop::Aborted)? {
                self.node(e, &q, out)?;
            } else {
                return Err(Stop::Fails(q));
            }
        }
        Ok(())
    }
}
