//! Table: the flat precomputed feedback of every guess against every secret.
//!
//! Feedback is renumbered densely (`0..classes`), so a partition is an array
//! of `classes` counters. When guesses × secrets would exceed
//! [`MAX_TABLE`] bytes, or there are more than 256 dense answers, the table
//! is not built and feedback is computed on the fly.

use crate::feedback::{Feedback, score};
use crate::space::Space;
use crate::variant::{FeedbackRule, Variant};
use rayon::prelude::*;

/// Largest table built, in bytes.
pub const MAX_TABLE: u64 = 1 << 26;

/// The answers a variant can give, in the order of their raw numbers.
fn answers(v: &Variant) -> impl Iterator<Item = Feedback> + '_ {
    (0..Feedback::bound(v.feedback, v.pegs) as u16).map(Feedback).filter(move |f| match v.feedback {
        FeedbackRule::Count => {
            let (b, w) = f.count_parts();
            b + w <= v.pegs && !(b + 1 == v.pegs && w == 1)
        }
        FeedbackRule::Positional => true,
    })
}

/// Whether the table of `secrets × guesses` answers of `classes` kinds is
/// built within `max_bytes` (one byte a cell).
fn built(classes: usize, secrets: u64, guesses: u64, max_bytes: u64) -> bool {
    classes <= 256 && secrets.saturating_mul(guesses) <= max_bytes
}

/// The bytes [`FeedbackTable::new`] allocates for `v`, from its counts
/// alone: the full table when it is built, the answers' numbering always.
pub fn estimated_bytes(v: &Variant) -> u64 {
    let classes = answers(v).count();
    let numbering = 2 * Feedback::bound(v.feedback, v.pegs) as u64 + 2 * classes as u64;
    let (ns, ng) = (v.secret_count(), v.guess_count());
    numbering + if built(classes, ns, ng, MAX_TABLE) { ns * ng } else { 0 }
}

/// Dense feedback numbering plus, when small enough, the full table.
#[derive(Debug, Clone)]
pub struct FeedbackTable {
    rule: FeedbackRule,
    secrets: usize,
    /// `guesses × secrets` dense answers, row by guess; empty when not built.
    cells: Vec<u8>,
    raw_to_dense: Vec<u16>,
    dense_to_raw: Vec<Feedback>,
    win: u16,
}

impl FeedbackTable {
    /// Numbers the answers of the rule and builds the table when it fits
    /// in [`MAX_TABLE`] bytes.
    pub fn new(space: &Space) -> FeedbackTable {
        FeedbackTable::with_limit(space, MAX_TABLE)
    }

    /// Like [`FeedbackTable::new`] with another size limit in bytes.
    pub fn with_limit(space: &Space, max_bytes: u64) -> FeedbackTable {
        let v = space.variant();
        let bound = Feedback::bound(v.feedback, v.pegs);
        let mut raw_to_dense = vec![u16::MAX; bound];
        let mut dense_to_raw = Vec::new();
        for f in answers(v) {
            raw_to_dense[f.0 as usize] = dense_to_raw.len() as u16;
            dense_to_raw.push(f);
        }
        let win = raw_to_dense[Feedback::win(v.feedback, v.pegs).0 as usize];
        let ns = space.secrets().len();
        let ng = space.guesses().len();
        let build = built(dense_to_raw.len(), ns as u64, ng as u64, max_bytes);
        let mut cells = Vec::new();
        if build {
            cells = vec![0u8; ns * ng];
            let secrets = space.secrets();
            let rule = v.feedback;
            let r2d = &raw_to_dense;
            cells.par_chunks_mut(ns).zip(space.guesses().par_iter()).for_each(|(row, &g)| {
                for (cell, &s) in row.iter_mut().zip(secrets) {
                    *cell = r2d[score(rule, g, s).0 as usize] as u8;
                }
            });
        }
        FeedbackTable { rule: v.feedback, secrets: ns, cells, raw_to_dense, dense_to_raw, win }
    }

    /// Number of dense answers.
    pub fn classes(&self) -> usize {
        self.dense_to_raw.len()
    }

    /// The dense number of the winning answer.
    pub fn win(&self) -> u16 {
        self.win
    }

    /// Whether the full table was built.
    pub fn is_tabulated(&self) -> bool {
        !self.cells.is_empty()
    }

    /// The table row of a guess (empty when not tabulated).
    #[inline]
    pub fn row(&self, guess_pos: u32) -> &[u8] {
        if self.cells.is_empty() {
            &[]
        } else {
            let start = guess_pos as usize * self.secrets;
            &self.cells[start..start + self.secrets]
        }
    }

    /// Dense answer of guess against secret, given the codes as well.
    #[inline]
    pub fn dense(&self, space: &Space, guess_pos: u32, secret_pos: u32) -> u16 {
        if self.cells.is_empty() {
            let g = space.guesses()[guess_pos as usize];
            let s = space.secrets()[secret_pos as usize];
            self.raw_to_dense[score(self.rule, g, s).0 as usize]
        } else {
            self.cells[guess_pos as usize * self.secrets + secret_pos as usize] as u16
        }
    }

    /// Dense number of a packed feedback (`None` for an impossible one).
    pub fn to_dense(&self, f: Feedback) -> Option<u16> {
        self.raw_to_dense.get(f.0 as usize).copied().filter(|&d| d != u16::MAX)
    }

    /// Packed feedback of a dense number.
    pub fn to_feedback(&self, dense: u16) -> Feedback {
        self.dense_to_raw[dense as usize]
    }
}
