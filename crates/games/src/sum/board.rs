//! The structured board of a sum of heaps (`{"kind": "heaps", …}`): the
//! heaps from the left, the amounts a player may take from any one of them
//! and, for Nim, the Nim sum — read from the parsed position.

use super::{HeapRule, SumEntry};
use crate::error::GameError;
use ludoteca_core::Convention;
use serde_json::{Value, json};

impl SumEntry {
    /// The board of `position`: `heaps` (numbered 1.. from the left in the
    /// moves `heap:amount`), `takes` (`"any"` for Nim, else the amounts),
    /// `nim`, `misere` (whether the last to move loses) and, for Nim,
    /// `nim_sum` (the XOR of the heaps).
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let heaps = self.parse(position)?;
        let (nim, takes) = match self.game.rule {
            HeapRule::Nim => (true, json!("any")),
            HeapRule::Subtraction(set) => (false, json!(set.takes().collect::<Vec<_>>())),
        };
        Ok(json!({
            "kind": "heaps",
            "heaps": heaps,
            "takes": takes,
            "nim": nim,
            "misere": self.game.convention == Convention::Misere,
            "nim_sum": nim.then(|| heaps.iter().fold(0, |x, n| x ^ n)),
        }))
    }
}
