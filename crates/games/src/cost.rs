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
    /// A conjecture checked by Theorem 4.1 on every position whose
    /// coordinates are at most `to` ([`crate::conjecture::check_entry`]):
    /// the positions listed, each put in its set once. A family that can
    /// list many positions counts them here ([`conjecture_cost`]).
    Conjecture {
        /// The largest coordinate.
        to: u64,
    },
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

/// Bytes one position holds while a conjecture is checked: its text in
/// the list, and again as the key of the sets already decided (measured:
/// about 200 bytes on `je-12`, 491,401 positions).
const CONJECTURE_BYTES: u64 = 256;
/// Steps of one position: the expressions evaluated, its moves listed
/// (about 25 µs a position on a debug build).
const CONJECTURE_STEPS: u64 = 250;

/// What checking a conjecture on `positions` positions costs (see
/// [`Work::Conjecture`]).
#[must_use]
pub const fn conjecture_cost(positions: u64) -> Cost {
    Cost::new(
        Cost::SMALL.bytes.saturating_add(positions.saturating_mul(CONJECTURE_BYTES)),
        Cost::SMALL.steps.saturating_add(positions.saturating_mul(CONJECTURE_STEPS)),
    )
}

/// Does a computation of `cost` fit `budget` of time? Work no larger than
/// [`Cost::SMALL`] always does (it is tried, under its deadline); larger
/// work only when its estimate says it ends in time.
#[must_use]
pub fn fits_in(cost: Cost, budget: Duration) -> bool {
    cost.steps <= Cost::SMALL.steps || u128::from(cost.millis()) <= budget.as_millis()
}
