//! What the sums of heaps cost: Grundy values of one heap (a few thousand
//! bytes once their period shows), a search over the product of the heaps
//! when remoteness or misère play needs it, the listed moves (a Nim heap of
//! n has n), and a printed table of side × side cells.

use super::entry::{LISTED_MOVES, REMOTENESS_STATES, SEARCH_LIMIT, TABLE_ENTRIES};
use super::{HeapGrundy, HeapRule, SumEntry};
use crate::cost::{Cost, Work};
use crate::error::GameError;
use ludoteca_core::{Control, Convention};

/// What every analysis holds besides its tables.
const BASE: Cost = Cost::new(1 << 20, 1_000);
/// Bytes and steps of one listed move (its text in a vector).
const MOVE_BYTES: u64 = 64;
const MOVE_STEPS: u64 = 8;
/// Bytes of one searched position (its heaps, its value, the memo's slot)
/// beside 8 bytes a heap.
const STATE_BYTES: u64 = 96;
/// Bytes and steps of one printed table cell.
const CELL_BYTES: u64 = 300;
const CELL_STEPS: u64 = 80;

impl SumEntry {
    /// The cost of `work` (see [`crate::Entry::cost`]).
    pub(super) fn estimate(&self, work: Work) -> Result<Cost, GameError> {
        let heaps = match work.position() {
            Some(text) => self.parse(text)?,
            None => self.start.clone(),
        };
        match work {
            Work::Outcome(_) | Work::Champion(..) => Ok(self.analysis_cost(&heaps)),
            Work::Moves(_) => Ok(listed(self.moves_count(&heaps))),
            Work::Table { from, to } => {
                let side = to.saturating_sub(from).saturating_add(1);
                let cells = side.saturating_mul(side);
                if from > to || cells > TABLE_ENTRIES {
                    return Ok(BASE);
                }
                let mut corner = vec![to, to];
                corner.extend(heaps.iter().skip(2));
                let printed = Cost::new(cells.saturating_mul(CELL_BYTES), cells.saturating_mul(CELL_STEPS));
                let search = self.search_cost(&corner);
                Ok(Cost::new(
                    BASE.bytes + self.grundy_cost().bytes + search.bytes.saturating_add(printed.bytes),
                    search.steps.saturating_add(printed.steps),
                ))
            }
            Work::Period | Work::Sizes { .. } => Ok(BASE.then(self.grundy_cost())),
            Work::Conjecture { to } => Ok(crate::cost::conjecture_cost(self.positions_count(to)?)),
            Work::Value(_) | Work::Strategies => Ok(BASE),
        }
    }

    fn analysis_cost(&self, heaps: &[u64]) -> Cost {
        let moves = self.moves_count(heaps).min(LISTED_MOVES);
        BASE.then(self.grundy_cost()).then(self.search_cost(heaps)).then(listed(moves))
    }

    /// The moves of `heaps` that are listed: a Nim heap of n has n, of
    /// which the first [`LISTED_MOVES`] are listed.
    fn moves_count(&self, heaps: &[u64]) -> u64 {
        heaps
            .iter()
            .map(|&n| match self.game.rule {
                HeapRule::Nim => n.min(LISTED_MOVES),
                HeapRule::Subtraction(set) => set.takes().filter(|&s| s <= n).count() as u64,
            })
            .fold(0, u64::saturating_add)
    }

    /// One heap's Grundy values: nothing for Nim; for a subtraction rule, a
    /// table of at most 2^16 bytes where its period shows.
    fn grundy_cost(&self) -> Cost {
        match self.game.rule {
            HeapRule::Nim => Cost::new(0, 0),
            HeapRule::Subtraction(_) => {
                // Cheaper to look than to guess: 2^16 rows at most.
                let period = HeapGrundy::new(self.game.rule, 0, &Control::none()).ok().and_then(|g| g.period());
                let mut rows = 256;
                while period.is_some_and(|p| rows <= p.certain_at) && rows < 1 << 16 {
                    rows *= 16;
                }
                let rows = if period.is_some() { rows } else { 1 << 16 };
                Cost::new(rows, rows.saturating_mul(8))
            }
        }
    }

    /// The search over the product of the heaps, when the method searches.
    fn search_cost(&self, heaps: &[u64]) -> Cost {
        let states = heaps.iter().fold(1u64, |a, &n| a.saturating_mul(n.saturating_add(1)));
        let needs_search = self.game.convention == Convention::Misere && self.game.rule != HeapRule::Nim;
        let searched = states <= REMOTENESS_STATES || (needs_search && states <= SEARCH_LIMIT as u64);
        if !searched {
            return Cost::new(0, 0);
        }
        // The search keeps its positions sorted: k heaps of one size are
        // one position in about k! orders.
        let orders = (1..=heaps.len().min(20) as u64).product::<u64>().max(1);
        let states = (states / orders).max(1);
        let per_state = STATE_BYTES + 8 * heaps.len() as u64;
        let moves = self.moves_count(heaps).max(1);
        Cost::new(states.saturating_mul(per_state), states.saturating_mul(moves).saturating_mul(150))
    }
}

fn listed(count: u64) -> Cost {
    Cost::new(count.saturating_mul(MOVE_BYTES), count.saturating_mul(MOVE_STEPS))
}
