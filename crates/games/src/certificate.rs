//! Proof certificates (*certificados*): a solver's proof of a value written
//! to a file, accepted or rejected by a checker that shares no code with
//! the solver. A family offers its checker through
//! [`ExactSolve::certificates`](crate::solve::ExactSolve::certificates);
//! `ludoteca verify GAME FILE` runs it without naming any family.

use crate::solve::{SolveError, SolveReport};
use ludoteca_core::Control;
use std::path::Path;

/// A family's independent checker of the certificates its solver writes.
pub trait CertificateCheck: Send + Sync {
    /// Checks the certificates in `files` in order (a proof split into
    /// parts: the parts first, each may cite those before it; the whole
    /// last): the value the last proves, or why one is rejected (one
    /// sentence naming the file and the first byte or node that fails).
    /// `control` receives the progress in tree nodes and may stop the check,
    /// which then proves nothing: `SolveError::Game(GameError::Cancelled)`.
    fn check(&self, files: &[&Path], control: &Control) -> Result<SolveReport, SolveError>;

    /// Checks one part certificate alone, from its bytes (plain or
    /// compressed): a worker's share of `ludoteca verify … --distribute`.
    /// `None` for a checker that cannot split its checks.
    fn check_alone(&self, bytes: &[u8], control: &Control) -> Option<Result<SolveReport, SolveError>> {
        let _ = (bytes, control);
        None
    }

    /// Checks the whole certificate at `whole`, citing `parts` (their bytes)
    /// as accepted alone by other machines ([`CertificateCheck::check_alone`]):
    /// only their roots and claims are read here. `None` for a checker that
    /// cannot split its checks.
    fn check_cited(
        &self,
        parts: &[Vec<u8>],
        whole: &Path,
        control: &Control,
    ) -> Option<Result<SolveReport, SolveError>> {
        let _ = (parts, whole, control);
        None
    }
}
