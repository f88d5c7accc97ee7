//! A checkpoint: the bounds proved so far for the root and the top nodes of
//! an exact solve, saved as JSON so that an interrupted solve can resume.

use crate::error::Error;
use crate::rules::Rules;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The saved state of an exact solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// Format version (currently 1).
    pub version: u32,
    /// The rules (only `size`, `run` and `simultaneous` matter).
    pub rules: Rules,
    /// The position being solved, in the notation.
    pub position: String,
    /// Proved lower bound on the value for First (−1 Second wins, 0 draw,
    /// +1 First wins).
    pub lower: i8,
    /// Proved upper bound on the value for First.
    pub upper: i8,
    /// Nodes searched so far (all runs together).
    pub nodes: u64,
    /// Milliseconds spent so far (all runs together).
    pub elapsed_ms: u64,
    /// Bounds of top nodes: `[canonical key as 32 hex digits, lower,
    /// upper]`, values for the player to move there.
    pub entries: Vec<(String, i8, i8)>,
}

impl Checkpoint {
    /// Writes the checkpoint atomically (a temporary file, then a rename).
    pub fn save(&self, path: &Path) -> Result<(), Error> {
        let text = serde_json::to_string(self).map_err(|e| Error::Checkpoint(e.to_string()))?;
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, text)
            .and_then(|()| std::fs::rename(&tmp, path))
            .map_err(|e| Error::Checkpoint(format!("cannot write {}: {e}", path.display())))
    }

    /// Reads a checkpoint written by [`Checkpoint::save`].
    pub fn load(path: &Path) -> Result<Checkpoint, Error> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::Checkpoint(format!("cannot read {}: {e}", path.display())))?;
        let c: Checkpoint = serde_json::from_str(&text)
            .map_err(|e| Error::Checkpoint(format!("{} is not a checkpoint file: {e}", path.display())))?;
        if c.version != 1 {
            return Err(Error::Checkpoint(format!("version {} is not supported (expected 1)", c.version)));
        }
        Ok(c)
    }
}
