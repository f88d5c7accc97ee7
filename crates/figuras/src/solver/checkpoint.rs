//! A checkpoint: the bounds proved so far for the root and the top nodes of
//! an exact solve, saved as JSON so that an interrupted solve can resume.

use crate::error::Error;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The saved state of an exact solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// Format version (currently 1).
    pub version: u32,
    /// The position being solved, in the rules' notation.
    pub position: String,
    /// Proved lower bound on the value (First's final points minus
    /// Second's).
    pub lower: i32,
    /// Proved upper bound on the value.
    pub upper: i32,
    /// A move achieving at least `lower`, once one is known.
    pub best_move: Option<String>,
    /// Nodes searched so far (all runs together).
    pub nodes: u64,
    /// Milliseconds spent so far (all runs together).
    pub elapsed_ms: u64,
    /// Bounds of top nodes: `[key as 32 hex digits, lower, upper]`, values
    /// for the player to move counted from that node on.
    pub entries: Vec<(String, i8, i8)>,
}

impl Checkpoint {
    /// Writes the checkpoint atomically (a temporary file, then a rename).
    pub fn save(&self, path: &Path) -> Result<(), Error> {
        ludoteca_core::checkpoint::save(self, path).map_err(Error::Checkpoint)
    }

    /// Reads a checkpoint written by [`Checkpoint::save`].
    pub fn load(path: &Path) -> Result<Checkpoint, Error> {
        let c: Checkpoint = ludoteca_core::checkpoint::load(path).map_err(Error::Checkpoint)?;
        if c.version != 1 {
            return Err(Error::Checkpoint(format!("version {} is not supported (expected 1)", c.version)));
        }
        Ok(c)
    }
}
