//! Erdös Latino's proof certificates through the catalogue's
//! [`CertificateCheck`]: the engine's independent checker
//! ([`ludoteca_erdos::verify`]), which shares no code with the prover.

use super::ErdosEntry;
use crate::GameError;
use crate::certificate::CertificateCheck;
use crate::solve::{SolveError, SolveReport};
use ludoteca_core::Control;
use ludoteca_erdos::verify::{VerifyError, verify_files_with};
use std::path::Path;

impl CertificateCheck for ErdosEntry {
    fn check(&self, files: &[&Path], control: &Control) -> Result<SolveReport, SolveError> {
        let v = verify_files_with(files, control).map_err(|e| match e {
            VerifyError::Stopped => SolveError::Game(GameError::Cancelled),
            e => SolveError::Refuted(e.to_string()),
        })?;
        let value = match v.value {
            Some("first") => "First (A) wins".to_string(),
            Some("second") => "Second (B) wins".to_string(),
            Some(_) => "a draw".to_string(),
            None => v.claims.join(" and "),
        };
        let text = format!(
            "certificate{s} accepted: {n}×{n} from {}: {value} (proved)\n{} nodes, {} leaves searched ({} positions), {} bytes in {:.2} s\n",
            v.position,
            v.nodes,
            v.searched_leaves,
            v.search_nodes,
            v.bytes,
            v.seconds,
            n = v.size,
            s = if files.len() > 1 { "s" } else { "" }
        );
        Ok(SolveReport::new(&v, true, text))
    }
}
