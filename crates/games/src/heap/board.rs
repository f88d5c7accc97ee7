//! The structured board of a heap game (`{"kind": "heap", …}`): the stones,
//! what the memory remembers and what the player to move may take, read from
//! the parsed position so that a graphical board never reads the notation.

use super::{HeapEntry, HeapPosition, Memory};
use crate::error::GameError;
use crate::notation::Notation;
use serde_json::{Value, json};

impl HeapEntry {
    /// The board of `position`: `stones` left (for count-up games also
    /// `target` and `said`), the remembered takes (`last_take`, the mover's
    /// `own_last_take`), the amount the memory forbids, the most the mover
    /// may take now (`max_take`, `null` when the heap is the only bound) and
    /// the amounts of each player's set. `to_move` is `first`/`second` in
    /// partizan games, `null` where only the turn count tells.
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let cfg = self.config();
        let p: HeapPosition = cfg.parse(position)?;
        let g = &cfg.game;
        let (last, own) = match g.memory {
            Memory::None | Memory::PlusOne | Memory::Double => (0, 0),
            Memory::ForbidOpponentLast => (p.b, 0),
            Memory::ForbidOwnLast | Memory::Fibonacci => (p.b, p.a),
        };
        let some = |x: u64| (x > 0).then_some(x);
        let cap = match g.memory {
            Memory::PlusOne | Memory::Double | Memory::Fibonacci => Some(g.cap(&p)),
            _ => None,
        };
        let takes = |i: usize| g.takes[i].list().map_or(json!("any"), |l| json!(l));
        Ok(json!({
            "kind": "heap",
            "stones": p.n,
            "target": cfg.target,
            "said": cfg.target.map(|t| t.saturating_sub(p.n)),
            "last_take": some(last),
            "own_last_take": some(own),
            "forbidden": some(g.forbidden(&p)),
            "cap": cap,
            "max_take": g.top(&p),
            "memory": memory_name(g.memory),
            "takes": if g.partizan { json!({"first": takes(0), "second": takes(1)}) } else { takes(0) },
            "to_move": g.partizan.then_some(p.mover),
        }))
    }
}

/// The memory rule's name in the parameters (`forbid=`/`limit=`).
fn memory_name(m: Memory) -> &'static str {
    match m {
        Memory::None => "none",
        Memory::ForbidOpponentLast => "opponent-last",
        Memory::ForbidOwnLast => "own-last",
        Memory::PlusOne => "plus-one",
        Memory::Double => "double",
        Memory::Fibonacci => "fibonacci",
    }
}
