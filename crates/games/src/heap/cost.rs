//! What the heap family's work costs, from the game and the heap alone: the
//! row table grows with rows × columns, the capped table with n²/2, the
//! search of the Fibonacci rule (game 28) with about n^2.5 positions and
//! n⁴ steps. Calibrated on debug builds (RELIABILITY.md, "Budgets"); the
//! test `crates/games/tests/cost.rs` holds the estimates to the measured
//! peaks.

use super::cap::MAX_CAP_ROWS;
use super::entry::{DIRECT_ENTRIES, OBSERVE_ROWS, PERIOD_ROWS, SEARCH_HEAP, TABLE_ENTRIES};
use super::{HeapEntry, HeapGame, HeapPosition, Memory, TakeSet};
use crate::cost::{Cost, Work, fits_in};
use crate::error::GameError;
use ludoteca_core::{Control, Convention, Layered, Period, RowTable};
use std::collections::HashMap;
use std::sync::Mutex;

/// Bytes of one row-table entry: its value, its outcome, its Grundy value.
const ROW_ENTRY: u64 = 5;
const GRUNDY_ENTRY: u64 = 4;
/// Bytes of one capped-table entry (a packed value).
const CAP_ENTRY: u64 = 4;
/// Steps of one capped-table entry.
const CAP_STEPS: u64 = 10;
/// Bytes and steps of one listed move (its text in a vector).
const MOVE_BYTES: u64 = 64;
const MOVE_STEPS: u64 = 8;
/// Bytes and steps of one printed table cell (position text, value, place).
const CELL_BYTES: u64 = 270;
const CELL_STEPS: u64 = 60;
/// What every analysis holds besides its tables: the entry, the report.
const BASE: Cost = Cost::new(1 << 20, 1_000);
/// The largest first attempt at a period an estimate makes itself (a
/// few hundred kilobytes, a millisecond) rather than assume the worst.
const PROBE_ENTRIES: u64 = 1 << 16;
/// The champion's fallback: one legal move, found without listing them all.
const FALLBACK: Cost = Cost::new(64 << 10, 100);

/// The games whose period search ended, with the rows it needed (`None`: no
/// period in any attempt), so that the next estimate prices that attempt,
/// not the worst one. Bounded: past [`KNOWN_MAX`] games, no more are noted.
static KNOWN: Mutex<Option<HashMap<String, Option<u64>>>> = Mutex::new(None);
const KNOWN_MAX: usize = 4096;

fn key(game: &HeapGame) -> String {
    format!("{game:?}")
}

/// Notes that the period search of `game` ended after a table of `rows`.
pub(super) fn period_found(game: &HeapGame, rows: Option<u64>) {
    let mut known = KNOWN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let map = known.get_or_insert_with(HashMap::new);
    if map.len() < KNOWN_MAX {
        map.insert(key(game), rows);
    }
}

fn known_rows(game: &HeapGame) -> Option<Option<u64>> {
    let known = KNOWN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    known.as_ref().and_then(|m| m.get(&key(game)).copied())
}

impl HeapEntry {
    /// The cost of `work` (see [`crate::Entry::cost`]).
    pub(super) fn estimate(&self, work: Work) -> Result<Cost, GameError> {
        let game = &self.cfg.game;
        let at = |text: Option<&str>| match text {
            Some(t) => self.pos(t),
            None => Ok(self.cfg.start_position()),
        };
        match work {
            Work::Outcome(p) => self.analysis_cost(&at(p)?),
            Work::Champion(p, budget) => {
                let p = at(p)?;
                let analysis = self.analysis_cost(&p)?;
                Ok(if fits_in(analysis, budget) { analysis } else { FALLBACK })
            }
            Work::Moves(p) => Ok(moves_cost(game.top(&at(p)?))),
            Work::Table { from, to } => self.table_cost(from, to),
            Work::Period => self.period_cost(),
            Work::Conjecture { to } => Ok(crate::cost::conjecture_cost(self.positions_count(to)?)),
            Work::Sizes { .. } | Work::Value(_) | Work::Strategies => Ok(Cost::SMALL),
        }
    }

    /// What valuing `p` and its options takes, by the method `solve` picks.
    fn analysis_cost(&self, p: &HeapPosition) -> Result<Cost, GameError> {
        let game = &self.cfg.game;
        let listed = moves_cost(game.top(p).min(MAX_CAP_ROWS));
        let solve = if self.layered() {
            let entries = p.n.saturating_add(1).saturating_mul(game.width() as u64);
            if entries <= DIRECT_ENTRIES { self.rows_cost(p.n) } else { self.layered_period_cost() }
        } else if game.memory == Memory::Double
            && game.takes[0] == TakeSet::Any
            && game.convention == Convention::Normal
            && p.n > MAX_CAP_ROWS
        {
            // Zeckendorf: two moves, no table.
            return Ok(BASE);
        } else if game.memory.caps() {
            if p.n > MAX_CAP_ROWS {
                return Err(GameError::too_large(super::words::HeapMsg::HpCapRows {
                    id: self.cfg.id.clone(),
                    max: MAX_CAP_ROWS,
                }));
            }
            cap_cost(p.n)
        } else if super::study::applies(&self.cfg) && p.n > super::rabbits::SEARCH_UP_TO {
            super::rabbits::cost(self.within_thresholds(p.n)?)
        } else {
            if p.n > SEARCH_HEAP {
                return Err(self.beyond_search(p.n));
            }
            search_cost(p.n)
        };
        Ok(BASE.then(solve).then(listed))
    }

    /// The row table of heaps `0..=n`.
    fn rows_cost(&self, n: u64) -> Cost {
        let game = &self.cfg.game;
        let entries = n.saturating_add(1).saturating_mul(game.width() as u64);
        let grundy = self.grundy_defined();
        let per_entry = ROW_ENTRY + if grundy { GRUNDY_ENTRY } else { 0 };
        let takes = game.max_take().unwrap_or(1).min(takes_count(game));
        let steps = 4 * (takes + 1) + if grundy { 8 } else { 0 };
        Cost::new(entries.saturating_mul(per_entry), entries.saturating_mul(steps))
    }

    /// The period search: the attempt that found it when it is known, else
    /// every attempt up to the largest.
    fn layered_period_cost(&self) -> Cost {
        let game = &self.cfg.game;
        let first = PERIOD_ROWS[0];
        if known_rows(game).is_none() && first * game.width() as u64 <= PROBE_ENTRIES {
            // The first attempt is cheaper than a guess: most games show
            // their period there.
            let found = RowTable::solve(game, first - 1, false, &Control::none())
                .ok()
                .and_then(|t| Period::find(first, game.window(), |n| t.outcome_row(n)));
            if found.is_some() {
                period_found(game, Some(first));
            }
        }
        let known = known_rows(game);
        let mut cost = Cost::new(0, 0);
        for rows in PERIOD_ROWS {
            if rows * game.width() as u64 > DIRECT_ENTRIES * 8 {
                break;
            }
            cost = cost.then(self.rows_cost(rows - 1));
            if known == Some(Some(rows)) {
                break;
            }
        }
        cost
    }

    fn table_cost(&self, from: u64, to: u64) -> Result<Cost, GameError> {
        let game = &self.cfg.game;
        let to = self.cfg.target.map_or(to, |t| to.min(t));
        let rows = to.saturating_sub(from).saturating_add(1);
        let (width, solve) = if self.layered() {
            // A count-up game's rows count down from its target.
            let top = self.cfg.target.map_or(to, |t| t - from.min(t));
            let period = if self.cfg.target.is_none() { self.layered_period_cost() } else { Cost::new(0, 0) };
            (game.width() as u64, self.rows_cost(top).then(period))
        } else if game.memory.caps() {
            (to.clamp(1, 12), if to > MAX_CAP_ROWS { Cost::new(0, 0) } else { cap_cost(to) })
        } else if super::study::applies(&self.cfg) && to > super::rabbits::SEARCH_UP_TO {
            (1, super::rabbits::cost(self.within_thresholds(to)?))
        } else {
            (1, if to > SEARCH_HEAP { Cost::new(0, 0) } else { search_cost(to) })
        };
        let cells = rows.saturating_mul(width);
        if from > to || cells > TABLE_ENTRIES {
            // Refused by `table` before anything is allocated.
            return Ok(BASE);
        }
        let printed = Cost::new(cells.saturating_mul(CELL_BYTES), cells.saturating_mul(CELL_STEPS));
        // The solved rows and the printed cells are held together.
        Ok(Cost::new(
            BASE.bytes.saturating_add(solve.bytes).saturating_add(printed.bytes),
            BASE.steps.saturating_add(solve.steps).saturating_add(printed.steps),
        ))
    }

    fn period_cost(&self) -> Result<Cost, GameError> {
        let game = &self.cfg.game;
        Ok(BASE.then(if self.layered() {
            let values = if game.partizan && self.cfg.target.is_none() {
                super::value_period::cost(game)
            } else {
                Cost::new(0, 0)
            };
            self.layered_period_cost().then(values)
        } else if game.memory.caps() {
            cap_cost(OBSERVE_ROWS)
        } else if super::study::applies(&self.cfg) {
            super::rabbits::cost(OBSERVE_ROWS)
        } else {
            search_cost(300)
        }))
    }
}

/// The most distinct amounts a mover may take (64 for a set with `any`).
fn takes_count(game: &HeapGame) -> u64 {
    game.takes.iter().map(|t| t.list().map_or(64, |l| l.len() as u64)).max().unwrap_or(1)
}

fn moves_cost(count: u64) -> Cost {
    Cost::new(count.saturating_mul(MOVE_BYTES), count.saturating_mul(MOVE_STEPS))
}

/// The capped table of heaps `0..=n`: n(n+1)/2 entries.
fn cap_cost(n: u64) -> Cost {
    let entries = n.saturating_mul(n.saturating_add(1)) / 2 + n + 1;
    Cost::new(entries.saturating_mul(CAP_ENTRY), entries.saturating_mul(CAP_STEPS))
}

/// The memoised search of the Fibonacci rule from a heap of `n`: measured
/// at 25 to 300 stones, its memo holds about 35·n^2.5 bytes and it takes
/// about n⁴/17 steps.
fn search_cost(n: u64) -> Cost {
    let n = n as f64;
    let bytes = 35.0 * n.powf(2.5);
    let steps = n.powi(4) / 17.0;
    Cost::new(bytes.min(u64::MAX as f64) as u64, steps.min(u64::MAX as f64) as u64)
}
