//! The mirror strategy for First on odd boards — the middle number on the
//! centre, then every `X` on `(r, c)` answered by `n+1−X` on
//! `(n−1−r, n−1−c)` — and its exact analysis: Second's best result against
//! it over every reachable position (a lower bound on First's value), and
//! whether a mirror reply always exists.
//!
//! Positions are merged under the 2·2^(n/2)·(n/2)! symmetries that commute
//! with the mirror map (16 on 5×5): swapping the two columns of a mirror
//! pair, permuting the pairs, and the row flip.

use crate::error::Error;
use crate::movegen::{MoveList, mirror, mirror_reply};
use crate::moves::{Move, STRIDE};
use crate::position::Position;
use crate::rules::Rules;
use crate::solver::Value;
use crate::solver::search::full_value;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The mirror strategy's move in `p` (First to move on an odd board), if
/// it has one: the middle number on the centre of the empty board, else the
/// reply restoring the mirror symmetry.
#[must_use]
pub fn reply(p: &Position) -> Option<Move> {
    mirror_reply(p).map(Move::of_code)
}

/// The result of [`analyse`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MirrorReport {
    /// First's result when First mirrors and Second plays its best
    /// (a lower bound on First's value in the game itself).
    pub value: Value,
    /// Whether a mirror reply existed in every position visited.
    pub always_legal: bool,
    /// Distinct positions with Second to move visited (up to the
    /// mirror-preserving symmetries).
    pub positions: u64,
    /// Whether every reachable position was visited (`exhaustive`), rather
    /// than stopping at Second's first refutation.
    pub exhaustive: bool,
    /// A line of Second's best play against the mirror (both sides' moves).
    pub line: Vec<Move>,
    /// Seconds spent.
    pub seconds: f64,
}

/// Key under the symmetries commuting with the mirror map.
fn mirror_key(p: &Position) -> u128 {
    let n = p.size() as usize;
    let code = |c: usize, flip: bool| -> u64 {
        let mut k = 0u64;
        for i in 0..n {
            let r = if flip { n - 1 - i } else { i };
            let v = p.cell(r * STRIDE + c);
            let v = if flip && v != 0 { p.size() + 1 - v } else { v };
            k = k << 3 | u64::from(v);
        }
        k << 2 | u64::from(p.owner_code(c))
    };
    let key = |flip: bool| -> u128 {
        let mut pairs: Vec<(u64, u64)> = (0..n / 2)
            .map(|c| {
                let (a, b) = (code(c, flip), code(n - 1 - c, flip));
                (a.max(b), a.min(b))
            })
            .collect();
        pairs.sort_unstable();
        let mut k = u128::from(code(n / 2, flip));
        for (a, b) in pairs {
            k = (k.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835) ^ (k >> 67))
                ^ (u128::from(a) << 64 | u128::from(b));
        }
        k
    };
    key(false).max(key(true))
}

struct Walk<'a> {
    rules: Rules,
    memo: HashMap<u128, i8>,
    always_legal: bool,
    exhaustive: bool,
    cancel: &'a AtomicBool,
    progress: &'a dyn Fn(u64),
    cancelled: bool,
}

impl Walk<'_> {
    /// First's value with Second to move in `p` (First mirrors). After
    /// Second's placement First is to move, so a full board's value for its
    /// mover is First's; after First's reply it is Second's.
    fn second_to_move(&mut self, p: &Position) -> i8 {
        let key = mirror_key(p);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        if self.cancel.load(Ordering::Relaxed) {
            self.cancelled = true;
            return 0;
        }
        let mut list = MoveList::new();
        list.generate(p, 0xFE);
        let n = p.size() as usize;
        let mut best = 1i8;
        for j in 0..list.len {
            let m = list.codes[j];
            let mut q = *p;
            q.apply((m >> 3) as usize, (m & 7) as u8, self.rules.run, self.rules.simultaneous);
            let v = if q.is_full() {
                full_value(&q)
            } else {
                let r = mirror(m, n);
                let (ri, rk) = ((r >> 3) as usize, (r & 7) as u8);
                if q.free_at(ri) & (1 << rk) == 0 {
                    self.always_legal = false;
                    -1
                } else {
                    q.apply(ri, rk, self.rules.run, self.rules.simultaneous);
                    if q.is_full() { -full_value(&q) } else { self.second_to_move(&q) }
                }
            };
            best = best.min(v);
            if self.cancelled || (best == -1 && !self.exhaustive) {
                break;
            }
        }
        if !self.cancelled {
            self.memo.insert(key, best);
            if self.memo.len().is_multiple_of(65536) {
                (self.progress)(self.memo.len() as u64);
            }
        }
        best
    }

    /// Second's best line from `p` (Second to move), both sides' moves.
    fn line(&mut self, p: &Position, value: i8, out: &mut Vec<Move>) {
        let n = p.size() as usize;
        let mut list = MoveList::new();
        list.generate(p, 0xFE);
        for j in 0..list.len {
            let m = list.codes[j];
            let mut q = *p;
            q.apply((m >> 3) as usize, (m & 7) as u8, self.rules.run, self.rules.simultaneous);
            let r = mirror(m, n);
            let legal = q.free_at((r >> 3) as usize) & (1 << (r & 7)) != 0;
            let v = if q.is_full() {
                full_value(&q)
            } else if !legal {
                -1
            } else {
                let mut q2 = q;
                q2.apply((r >> 3) as usize, (r & 7) as u8, self.rules.run, self.rules.simultaneous);
                if q2.is_full() { -full_value(&q2) } else { self.second_to_move(&q2) }
            };
            if v == value {
                out.push(Move::of_code(m));
                if !q.is_full() && legal {
                    out.push(Move::of_code(r));
                    q.apply((r >> 3) as usize, (r & 7) as u8, self.rules.run, self.rules.simultaneous);
                    if !q.is_full() {
                        self.line(&q, value, out);
                    }
                }
                return;
            }
        }
    }
}

/// Analyses the mirror strategy from the empty board of an odd size:
/// First's value when Second plays its best against it. With `exhaustive`
/// every reachable position is visited (and checked for a mirror reply);
/// otherwise Second's first refutation ends each branch. `progress` gets
/// the count of positions now and then; `cancel` stops early (error).
pub fn analyse(
    rules: &Rules,
    exhaustive: bool,
    cancel: &AtomicBool,
    progress: &dyn Fn(u64),
) -> Result<MirrorReport, Error> {
    rules.validate()?;
    if rules.size.is_multiple_of(2) {
        return Err(Error::NotSupported(format!("the mirror strategy needs an odd size, not {}", rules.size)));
    }
    let start = Instant::now();
    let mut p = Position::empty(rules.size)?;
    let centre = mirror_reply(&p).unwrap_or(0);
    p.apply((centre >> 3) as usize, (centre & 7) as u8, rules.run, rules.simultaneous);
    let mut w = Walk {
        rules: *rules,
        memo: HashMap::new(),
        always_legal: true,
        exhaustive,
        cancel,
        progress,
        cancelled: false,
    };
    let v = w.second_to_move(&p);
    if w.cancelled {
        return Err(Error::NotSupported("the mirror analysis was cancelled".into()));
    }
    let mut line = vec![Move::of_code(centre)];
    w.line(&p, v, &mut line);
    Ok(MirrorReport {
        value: Value::of_first(v),
        always_legal: w.always_legal,
        positions: w.memo.len() as u64,
        exhaustive,
        line,
        seconds: start.elapsed().as_secs_f64(),
    })
}

/// Whether `p` is mirror-symmetric: every piece `X` on `(r, c)` faces
/// `n+1−X` on `(n−1−r, n−1−c)`, as after each reply of a mirroring First.
#[must_use]
pub fn is_symmetric(p: &Position) -> bool {
    let n = p.size() as usize;
    n % 2 == 1
        && (0..n * n).all(|k| {
            let i = (k / n) * STRIDE + k % n;
            let v = p.cell(i);
            let m = mirror((i as u16) << 3 | u16::from(v.max(1)), n);
            let w = p.cell((m >> 3) as usize);
            if v == 0 { w == 0 } else { u16::from(w) == m & 7 }
        })
}

/// Second's move that beats a mirroring First from the symmetric position
/// `p` (Second to move), if there is one: an opponent model for the
/// champion, used while First has mirrored every move so far.
#[must_use]
pub fn refutation(rules: &Rules, p: &Position) -> Option<Move> {
    if !is_symmetric(p) || p.mover() != crate::player::Player::Second || p.placed() == 0 {
        return None;
    }
    let cancel = AtomicBool::new(false);
    let mut w = Walk {
        rules: *rules,
        memo: HashMap::new(),
        always_legal: true,
        exhaustive: false,
        cancel: &cancel,
        progress: &|_| {},
        cancelled: false,
    };
    if w.second_to_move(p) != -1 {
        return None;
    }
    let mut line = Vec::new();
    w.line(p, -1, &mut line);
    line.first().copied()
}
