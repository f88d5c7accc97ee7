//! Long period runs: a family whose values can be computed far past its
//! catalogue's cap computes them until a period is proved,
//! within a memory limit, a deadline and a cancel, saving checkpoints that
//! a second run resumes from. The command line asks any game's entry for
//! one ([`crate::Entry::long_period`]), naming no family.

use crate::entry::PeriodReport;
use ludoteca_core::Msg;
use std::path::PathBuf;
use std::time::Duration;

/// What a long period run is asked.
#[derive(Clone, Debug, Default)]
pub struct LongAsk {
    /// The most positions to compute (the family says which: sizes of one
    /// pile for a take-and-break game).
    pub to: u64,
    /// The memory allowed, in MiB (the family's default when `None`).
    pub memory_mib: Option<u64>,
    /// Where to save checkpoints (the file resumed from when `None`).
    pub checkpoint: Option<PathBuf>,
    /// The checkpoint to resume from (it must exist).
    pub resume: Option<PathBuf>,
    /// How often to save while running.
    pub save_every: Duration,
}

impl LongAsk {
    /// Where checkpoints go: the file asked for, else the one resumed.
    #[must_use]
    pub fn save_to(&self) -> Option<PathBuf> {
        self.checkpoint.clone().or_else(|| self.resume.clone())
    }
}

/// How a long period run ended without a refusal.
#[derive(Clone, Debug)]
pub enum LongEnd {
    /// The period, proved.
    Proved(Box<PeriodReport>),
    /// Stopped by the deadline or a cancel before a proof: how far it got
    /// and, in words, where the checkpoint is and how to go on.
    Stopped {
        /// Positions whose values are known.
        done: u64,
        /// The checkpoint written, if one was asked for.
        checkpoint: Option<PathBuf>,
        /// The sentence to show.
        said: Box<Msg>,
    },
}
