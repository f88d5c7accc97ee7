//! Surveys (*levantamentos*): a family with many rule sets, each named by a
//! code of some digits, computes every one of them to a limit and gives the
//! table a researcher reads; the command line runs any family's survey by
//! the family's name ([`find`]), naming none.

use std::time::Duration;
use thiserror::Error;

/// What a survey is asked.
#[derive(Clone, Copy, Debug)]
pub struct SurveyAsk {
    /// Digits of the codes surveyed.
    pub digits: u32,
    /// How far each code is computed at most (heaps, for a heap game).
    pub to: u64,
    /// Time each code may take at most.
    pub budget: Duration,
    /// Codes computed at once.
    pub threads: usize,
}

/// A survey's table.
#[derive(Clone, Debug)]
pub struct SurveyTable {
    /// One object per code, as JSON.
    pub rows: serde_json::Value,
    /// The same as CSV, a header line first.
    pub csv: String,
    /// Codes surveyed.
    pub total: usize,
    /// Codes whose question was settled (a period proved).
    pub solved: usize,
    /// Distinct sequences among them (codes grouped by what they give).
    pub groups: usize,
}

/// Why a survey is refused before any work.
#[derive(Debug, Error)]
pub enum SurveyError {
    /// Digits outside what the family surveys.
    #[error("--digits takes 1 to {max}, not {given}")]
    Digits {
        /// The most digits.
        max: u32,
        /// What was asked.
        given: u32,
    },
    /// The work would not fit (its reason).
    #[error("{0}")]
    Cost(String),
}

/// A family's survey, registered in [`crate::SURVEYS`].
pub struct Survey {
    /// The family's name (`ludoteca survey <family>`).
    pub family: &'static str,
    /// Checks `ask` against what the family can do and what it would cost,
    /// before anything is allocated.
    pub check: fn(&SurveyAsk) -> Result<(), SurveyError>,
    /// Runs the survey; `progress(done, total)` is told of each code done.
    pub run: fn(&SurveyAsk, &(dyn Fn(usize, usize) + Sync)) -> SurveyTable,
}

/// The survey of family `name`, if it has one.
#[must_use]
pub fn find(name: &str) -> Option<&'static Survey> {
    crate::SURVEYS.iter().copied().find(|s| s.family == name)
}

/// The families that have a survey.
#[must_use]
pub fn names() -> Vec<&'static str> {
    crate::SURVEYS.iter().map(|s| s.family).collect()
}
