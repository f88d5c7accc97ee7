//! Opening books (*livro de aberturas*): exact values a family's solver
//! kept for the positions near the start, which its champion reads instead
//! of searching. A family offers one through
//! [`ExactSolve::book`](crate::solve::ExactSolve::book); `ludoteca book
//! GAME` describes, builds and checks it without naming any family.

use crate::solve::{SolveControl, SolveError, SolveReport};
use std::path::Path;

/// How to build a book (`ludoteca book GAME --out FILE`).
#[derive(Clone, Copy, Debug)]
pub struct BookPlan<'a> {
    /// The book file written.
    pub out: &'a Path,
    /// The lowest level of the book: every position with this many empty
    /// squares (or moves left) solved exactly, the levels above by minimax.
    pub min_empties: u32,
    /// Each solved position is appended to this file, and those it holds
    /// are skipped (a stopped build goes on from it).
    pub journal: Option<&'a Path>,
    /// Solver threads.
    pub threads: usize,
    /// Solve the lowest level first, then derive the levels above.
    pub bottom_up: bool,
    /// Solve no more positions after this many seconds.
    pub seconds: Option<u64>,
    /// The solver's table, in MiB (default: the family's).
    pub memory_mib: Option<u64>,
}

/// A family's opening book: what it holds, how it is built, how it is
/// checked against the solver. Each answer is a [`SolveReport`]: the JSON
/// object `--json` prints and the same in words, in the reader's language
/// ([`SolveReport::text`]).
pub trait OpeningBook: Send + Sync {
    /// What the book at `path` (default: the one the champion reads) holds.
    fn describe(&self, path: Option<&Path>) -> Result<SolveReport, SolveError>;

    /// Builds a book as `plan` says, reporting to and cancelled by `ctl`;
    /// the report is not exact when the build stopped before its end.
    fn build(&self, plan: &BookPlan<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError>;

    /// Checks the book at `path` (default: the champion's) against the
    /// solver on `samples` positions drawn from `seed`: a disagreement, or
    /// a position missing from a level the book says it holds whole, is an
    /// error ([`SolveError::Refuted`]).
    fn verify(
        &self,
        path: Option<&Path>,
        samples: u64,
        seed: u64,
        ctl: &SolveControl<'_>,
    ) -> Result<SolveReport, SolveError>;

    /// Why the book the environment names was refused, when it was (the
    /// champion then searches alone): said once, as a program starts.
    fn refused(&self) -> Option<ludoteca_core::Msg> {
        None
    }
}
