//! The prover's checkpoint: the claims settled, the claim under search with
//! the bounds of every root move, and the positions solved within a few
//! plies of the root (canonical keys), saved atomically as JSON. A resumed
//! run seeds its table with them and goes on; the certificate, a function
//! of the position alone, comes out the same.

use super::{Claim, ProverProgress, RootBound};
use crate::error::Error;
use crate::position::Position;
use crate::rules::Rules;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// What tells a prover checkpoint from the solver's.
const KIND: &str = "erdos-prover";

/// The saved state of a prover run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProverCheckpoint {
    /// Always `erdos-prover`.
    pub kind: String,
    /// Format version (currently 1).
    pub version: u32,
    /// The rules.
    pub rules: Rules,
    /// The root position, in the notation.
    pub position: String,
    /// The claims settled, with whether each holds.
    pub done: Vec<(Claim, bool)>,
    /// The claim under search.
    pub claim: Claim,
    /// Positions expanded by df-pn so far (all runs).
    pub pn_nodes: u64,
    /// Positions searched by alpha-beta so far (all runs).
    pub ab_nodes: u64,
    /// Milliseconds so far (all runs).
    pub elapsed_ms: u64,
    /// The root moves of the claim under search, with their bounds.
    pub root: Vec<RootBound>,
    /// Positions solved for the claim under search: `[canonical key as 32
    /// hex digits, whether the claim holds there]`.
    pub solved: Vec<(String, bool)>,
}

impl ProverCheckpoint {
    pub(crate) fn new(
        rules: Rules,
        pos: &Position,
        claim: Claim,
        done: &[(Claim, bool)],
        p: &ProverProgress,
        solved: Vec<(String, bool)>,
    ) -> ProverCheckpoint {
        ProverCheckpoint {
            kind: KIND.into(),
            version: 1,
            rules,
            position: pos.to_string(),
            done: done.to_vec(),
            claim,
            pn_nodes: p.pn_nodes,
            ab_nodes: p.ab_nodes,
            elapsed_ms: p.elapsed_ms,
            root: p.root.clone(),
            solved,
        }
    }

    /// Writes the checkpoint atomically (a temporary file, then a rename).
    pub fn save(&self, path: &Path) -> Result<(), Error> {
        ludoteca_core::checkpoint::save(self, path).map_err(Error::Checkpoint)
    }

    /// Reads a checkpoint written by [`ProverCheckpoint::save`].
    pub fn load(path: &Path) -> Result<ProverCheckpoint, Error> {
        let c: ProverCheckpoint = ludoteca_core::checkpoint::load(path).map_err(Error::Checkpoint)?;
        if c.kind != KIND || c.version != 1 {
            return Err(Error::Checkpoint(format!(
                "{} is a checkpoint of kind `{}` version {}, not of the prover (kind `{KIND}` version 1)",
                path.display(),
                c.kind,
                c.version
            )));
        }
        Ok(c)
    }

    /// The claims this run proved, each with its root position: lemmas
    /// for a later run ([`super::ProverConfig::lemmas`]) under `rules`.
    /// Only claims that hold are lemmas (a claim refuted by a run limited to
    /// some first moves may still hold).
    pub fn lemmas(&self, rules: &Rules) -> Result<Vec<(Position, Claim)>, Error> {
        if self.rules != *rules {
            return Err(Error::Checkpoint(format!(
                "the lemmas of a run under rules {:?} cannot serve a run under rules {rules:?}",
                self.rules
            )));
        }
        let pos: Position = self.position.parse().map_err(|e: Error| Error::Checkpoint(e.to_string()))?;
        pos.check_owners(rules.run)?;
        Ok(self.done.iter().filter(|(_, holds)| *holds).map(|&(c, _)| (pos, c)).collect())
    }

    /// Whether the file at `path` is a prover checkpoint (and not the
    /// alpha-beta solver's).
    #[must_use]
    pub fn is_prover_file(path: &Path) -> bool {
        std::fs::read_to_string(path).is_ok_and(|t| t.contains("\"kind\":\"erdos-prover\""))
    }
}
