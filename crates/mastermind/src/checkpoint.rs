//! Checkpoint: what the exact solver has proved so far (exact totals and
//! failed budgets of candidate sets, least worst cases), as plain data that
//! a caller saves and later hands back to resume a long solve.
//!
//! Each fact is about one candidate set (named by a 128-bit hash of its
//! sorted positions, its size and the depth limit), so it stays true
//! whichever search found it: a resumed solve starts again from the top
//! and every subtree whose value was saved is answered at once. The
//! result, tree included, is the same as an uninterrupted solve's.

use serde::{Deserialize, Serialize};

/// The format written by this version.
pub const FORMAT: u32 = 1;

/// One proved fact: `(hash, hash, size, value, exact, guess)`; `value` is
/// exact when `exact`, else a lower bound; `guess` is the smallest optimal
/// guess when known (else `u32::MAX`).
pub type Fact = (u64, u64, u32, u32, bool, u32);

/// The solver's saved facts for one variant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// [`FORMAT`] when written.
    pub format: u32,
    /// The variant, as written by its `Display` (facts fit no other).
    pub variant: String,
    /// Candidate sets visited by the runs so far.
    pub nodes: u64,
    /// Facts of the optimal-average search.
    pub average: Vec<Fact>,
    /// Facts of the worst-case search.
    pub worst: Vec<Fact>,
    /// Best bounds on the optimal total known when saved: `(lower, upper)`
    /// (`upper` is `u32::MAX / 4` when none is known).
    pub bounds: (u32, u32),
}

impl Checkpoint {
    /// Number of facts saved.
    pub fn facts(&self) -> usize {
        self.average.len() + self.worst.len()
    }
}
