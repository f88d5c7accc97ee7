//! Engine: a variant's numbered space and feedback table, shared by every analysis.

use crate::code::{Code, Role};
use crate::error::{Error, Result};
use crate::feedback::Feedback;
use crate::partition::Partition;
use crate::space::Space;
use crate::table::FeedbackTable;
use crate::variant::Variant;

/// One answered guess.
pub type Turn = (Code, Feedback);

/// The precomputed space and feedback table of one variant. Build once,
/// share freely (`Sync`).
#[derive(Debug, Clone)]
pub struct Engine {
    space: Space,
    table: FeedbackTable,
}

impl Engine {
    /// Enumerates the variant and tabulates feedback (in parallel).
    pub fn new(variant: &Variant) -> Result<Engine> {
        let space = Space::new(variant)?;
        let table = FeedbackTable::new(&space);
        Ok(Engine { space, table })
    }

    /// The bytes [`Engine::new`] allocates for `variant`, from its counts
    /// alone (nothing is enumerated): the codes, eight bytes each with the
    /// room their vectors grow into, the guesses' secret numbers, and the
    /// feedback table when it is built. Refuses what [`Engine::new`]
    /// refuses.
    pub fn estimated_bytes(variant: &Variant) -> Result<u64> {
        crate::space::Space::check(variant)?;
        let grown = |n: u64| n.next_power_of_two();
        let (ns, ng) = (variant.secret_count(), variant.guess_count());
        Ok(8 * grown(ns) + 12 * grown(ng) + crate::table::estimated_bytes(variant))
    }

    /// Like [`Engine::new`], tabulating feedback up to `max_table_bytes`
    /// (the default is [`crate::table::MAX_TABLE`]; a bigger table makes
    /// big variants much faster at the price of memory).
    pub fn with_table_limit(variant: &Variant, max_table_bytes: u64) -> Result<Engine> {
        let space = Space::new(variant)?;
        let table = FeedbackTable::with_limit(&space, max_table_bytes);
        Ok(Engine { space, table })
    }

    /// The variant.
    pub fn variant(&self) -> &Variant {
        self.space.variant()
    }

    /// The numbered secrets and guesses.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// The feedback table.
    pub fn table(&self) -> &FeedbackTable {
        &self.table
    }

    /// Positions of every secret.
    pub fn all_secrets(&self) -> Vec<u32> {
        (0..self.space.secrets().len() as u32).collect()
    }

    /// Dense answer of a guess (position) against a secret (position).
    #[inline]
    pub(crate) fn dense(&self, guess: u32, secret: u32) -> u16 {
        self.table.dense(&self.space, guess, secret)
    }

    /// Counts the candidates per dense answer of `guess` into `counts`
    /// (length at least `table().classes()`, zeroed by the caller).
    #[inline]
    pub(crate) fn count_into(&self, guess: u32, cands: &[u32], counts: &mut [u32]) {
        let row = self.table.row(guess);
        if row.is_empty() {
            for &s in cands {
                counts[self.dense(guess, s) as usize] += 1;
            }
        } else {
            for &s in cands {
                counts[row[s as usize] as usize] += 1;
            }
        }
    }

    /// Splits candidates by the answer to `guess`: `(dense answer, members)`,
    /// in increasing dense answer; members keep their order.
    pub(crate) fn split(&self, guess: u32, cands: &[u32]) -> Vec<(u16, Vec<u32>)> {
        let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); self.table.classes()];
        for &s in cands {
            buckets[self.dense(guess, s) as usize].push(s);
        }
        buckets.into_iter().enumerate().filter(|(_, b)| !b.is_empty()).map(|(f, b)| (f as u16, b)).collect()
    }

    /// Checks a guess is legal and returns its position.
    pub fn guess_pos(&self, guess: Code) -> Result<u32> {
        guess.check(self.variant(), Role::Guess)?;
        self.space.guess_pos(guess).ok_or_else(|| Error::TooLarge("guess outside the space".into()))
    }

    /// Positions of the secrets consistent with every answered guess.
    /// Fails on an illegal guess or an impossible answer; an inconsistent
    /// history simply leaves no candidate (see [`crate::Round`] for the
    /// diagnosis).
    pub fn candidate_positions(&self, history: &[Turn]) -> Result<Vec<u32>> {
        let mut turns = Vec::with_capacity(history.len());
        for &(g, f) in history {
            let gp = self.guess_pos(g)?;
            let d = self.table.to_dense(f).ok_or_else(|| Error::ImpossibleFeedback {
                guess: g.to_string(),
                feedback: f.display(self.variant()).to_string(),
                reason: "no secret gives this answer".into(),
            })?;
            turns.push((gp, d));
        }
        Ok((0..self.space.secrets().len() as u32)
            .filter(|&s| turns.iter().all(|&(g, d)| self.dense(g, s) == d))
            .collect())
    }

    /// The secrets consistent with every answered guess, in code order.
    pub fn candidates(&self, history: &[Turn]) -> Result<Vec<Code>> {
        Ok(self.codes(&self.candidate_positions(history)?))
    }

    /// Codes of secret positions.
    pub fn codes(&self, positions: &[u32]) -> Vec<Code> {
        positions.iter().map(|&p| self.space.secrets()[p as usize]).collect()
    }

    /// The classes `guess` would split the candidates of `history` into.
    pub fn partition(&self, history: &[Turn], guess: Code) -> Result<Partition> {
        let cands = self.candidate_positions(history)?;
        let gp = self.guess_pos(guess)?;
        Ok(self.partition_of(&cands, gp))
    }

    /// The partition of candidate positions by a guess position.
    pub(crate) fn partition_of(&self, cands: &[u32], gp: u32) -> Partition {
        let mut counts = vec![0u32; self.table.classes()];
        self.count_into(gp, cands, &mut counts);
        let consistent = self.space.guess_as_secret(gp).is_some_and(|s| cands.binary_search(&s).is_ok());
        Partition::from_counts(
            self.variant(),
            self.space.guesses()[gp as usize],
            consistent,
            counts.iter().enumerate().map(|(d, &n)| (self.table.to_feedback(d as u16), n as usize)),
        )
    }
}
