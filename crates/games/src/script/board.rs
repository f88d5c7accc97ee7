//! The structured board of a script game (`{"kind": "script", …}`): the
//! script's own state, parsed from the position's JSON, for a board that
//! knows the script (the catalogue's boards show its text).

use super::ScriptEntry;
use crate::error::GameError;
use crate::notation::Notation;
use serde_json::{Value, json};

impl ScriptEntry {
    /// The board of `position`: `state`, the position's JSON value as the
    /// script wrote it (canonical), and `to_move` when the script says.
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let p = self.parse(position)?;
        let state = serde_json::from_str(&p).unwrap_or(Value::String(p.clone()));
        Ok(json!({"kind": "script", "state": state, "to_move": self.mover(&p)}))
    }
}
