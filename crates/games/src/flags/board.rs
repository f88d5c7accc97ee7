//! The structured board of the flags game (`{"kind": "circle", …}`): the
//! flags on the circle with their owners, the arcs between neighbours and
//! each team's area, exactly and as numbers to draw — read from the parsed
//! position.

use super::{FlagsEntry, fmt_q, territory};
use crate::error::GameError;
use crate::notation::Notation;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use serde_json::{Value, json};

/// A fraction of a turn as a number to draw.
fn turn(x: &BigRational) -> f64 {
    x.to_f64().unwrap_or(0.0)
}

impl FlagsEntry {
    /// The board of `position`: `flags` in placing order (`order` from 1,
    /// `owner`, the point `at` as a fraction of a turn counter-clockwise
    /// from the East, exact, and `turn` as a number), `arcs` counter-clockwise
    /// from A's first flag (`from`, `length`, the colours of their ends
    /// `from_owner`/`to_owner`, `owner`: `first`, `second` or `neutral`,
    /// `g_arc`), the `areas` (exact and as numbers), `flags_each` and
    /// `to_move` (`null` once every flag is placed).
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let p = self.parse(position)?;
        let g = self.game();
        let t = territory(g.n, &p);
        let flags: Vec<Value> = p
            .flags
            .iter()
            .enumerate()
            .map(|(i, f)| json!({"order": i + 1, "owner": f.owner, "at": fmt_q(&f.at), "turn": turn(&f.at)}))
            .collect();
        let arcs: Vec<Value> = t
            .arcs
            .iter()
            .map(|a| {
                let owner = match a.owner().word() {
                    "A" => "first",
                    "B" => "second",
                    _ => "neutral",
                };
                json!({
                    "from": fmt_q(&a.start),
                    "from_turn": turn(&a.start),
                    "length": fmt_q(&a.len),
                    "length_turn": turn(&a.len),
                    "from_owner": a.from,
                    "to_owner": a.to,
                    "owner": owner,
                    "g_arc": a.g_arc,
                })
            })
            .collect();
        Ok(json!({
            "kind": "circle",
            "flags_each": g.n,
            "flags": flags,
            "arcs": arcs,
            "areas": {
                "first": fmt_q(&t.area_a),
                "second": fmt_q(&t.area_b),
                "first_value": turn(&t.area_a),
                "second_value": turn(&t.area_b),
            },
            "to_move": (!g.over(&p)).then(|| p.mover()),
        }))
    }
}
