//! Cost before work: the kinds of [`Work`] a front end asks of an entry,
//! which [`Entry::cost`](crate::Entry::cost) prices in bytes and steps
//! ([`Cost`]) from the parameters and the position alone, before anything
//! is allocated. A family that is never big keeps the default
//! ([`Cost::SMALL`]); a family that can be big says how it grows, in its
//! own folder (`heap/cost.rs`, `sum/cost.rs`, …).

pub use ludoteca_core::cost::{Cost, STEPS_PER_MS, human_bytes};
use std::time::Duration;

/// What is asked of an entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work<'a> {
    /// The full analysis of a position (`None`: the start); a hint costs
    /// the same.
    Outcome(Option<&'a str>),
    /// The table of rows `from..=to`.
    Table {
        /// The first row.
        from: u64,
        /// The last row.
        to: u64,
    },
    /// The summary over the board sizes `from..=to`.
    Sizes {
        /// The first size.
        from: u64,
        /// The last size.
        to: u64,
    },
    /// The period with its proof.
    Period,
    /// The champion's move from a position (`None`: the start) within
    /// `budget`: a family whose champion falls back to a cheap move when
    /// the analysis cannot fit the budget prices the fallback, not the
    /// analysis.
    Champion(Option<&'a str>, Duration),
    /// Listing the legal moves of a position (what every view of a match
    /// shows).
    Moves(Option<&'a str>),
    /// The exact value of a position (`None`: the start) by the long exact
    /// search ([`Entry::exact_value`](crate::Entry::exact_value)): a
    /// position out of the search's reach is refused here, before it starts.
    Value(Option<&'a str>),
    /// The code-breaking strategies compared over every secret
    /// ([`Entry::strategies`](crate::Entry::strategies)): a variant too
    /// large to compare is refused here, before it starts.
    Strategies,
}

impl Work<'_> {
    /// The position the work is about, if it is about one.
    #[must_use]
    pub fn position(&self) -> Option<&str> {
        match self {
            Work::Outcome(p) | Work::Champion(p, _) | Work::Moves(p) | Work::Value(p) => *p,
            _ => None,
        }
    }
}

/// Does a computation of `cost` fit `budget` of time? Work no larger than
/// [`Cost::SMALL`] always does (it is tried, under its deadline); larger
/// work only when its estimate says it ends in time.
#[must_use]
pub fn fits_in(cost: Cost, budget: Duration) -> bool {
    cost.steps <= Cost::SMALL.steps || u128::from(cost.millis()) <= budget.as_millis()
}
