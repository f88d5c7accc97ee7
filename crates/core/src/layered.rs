//! Games whose positions are numbered rows (a heap size `n`) of a few columns
//! (the rest of the state), solved row by row into flat tables — the way the
//! text fills its tables "from the simplest positions up".

use crate::control::{Cancelled, Control};
use crate::game::Game;
use crate::grundy::Nimber;
use crate::outcome::{Outcome, Value};
use thiserror::Error;

/// A game laid out in rows: every position is at a row `n` and a column `c`,
/// and every move lowers the row by 1 to [`window`](Layered::window) rows.
///
/// Contract (what makes periods provable, and what the row solver relies on):
/// for rows `n ≥ window()`, whether `(n, c)` exists, whether the game has
/// ended there, the moves from it and the columns they lead to do not depend
/// on `n`. Then each row is a fixed function of the `window()` rows before it.
pub trait Layered: Game {
    /// Columns per row.
    fn width(&self) -> usize;
    /// The largest number of rows one move can go down (the largest take).
    fn window(&self) -> u64;
    /// Row and column of a position.
    fn locate(&self, pos: &Self::Position) -> (u64, usize);
    /// The position at row `n`, column `c`; `None` where no position exists
    /// (a column that cannot occur at that row).
    fn at(&self, n: u64, c: usize) -> Option<Self::Position>;
    /// Name of each column, for tables (e.g. `r=3`, `A`).
    fn column_label(&self, c: usize) -> String;
}

/// Why a layered table could not be built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum LayeredError {
    /// A move did not lower the row by 1 to `window()` rows.
    #[error("a move from row {from} reached row {to}: moves must lower the row by 1 to {window}")]
    BadMove {
        /// Row moved from.
        from: u64,
        /// Row reached.
        to: u64,
        /// The game's window.
        window: u64,
    },
    /// The table would not fit in memory.
    #[error("a table of {0} entries is more than this machine can hold")]
    TooLarge(u64),
    /// The computation was cancelled.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

/// Values (and, optionally, Grundy values) of rows `0..=last` of a layered game,
/// in flat arrays of `rows × width` entries.
#[derive(Clone, Debug)]
pub struct RowTable {
    width: usize,
    rows: u64,
    /// Packed [`Value`]s; 0 where no position exists.
    values: Vec<u32>,
    /// Outcome codes alone (`pack() & 3`), the rows' keys for periods.
    outcomes: Vec<u8>,
    /// Grundy values, when asked for (impartial games, normal play).
    grundy: Option<Vec<u32>>,
}

const NONE: u32 = u32::MAX;

/// One column of a row: what the solver needs to know, asked once.
enum Column {
    /// No position exists there.
    Absent,
    /// The game has ended there.
    End(Outcome),
    /// The moves, as (rows down, column); empty when stuck.
    Moves(Vec<(u64, usize)>),
}

impl RowTable {
    /// Solves rows `0..=last` of `game`; with `grundy`, also the Grundy values
    /// (meaningful for impartial games under normal play).
    pub fn solve<G: Layered>(game: &G, last: u64, grundy: bool, ctl: &Control) -> Result<RowTable, LayeredError> {
        let width = game.width();
        let rows = last.saturating_add(1);
        let total = rows
            .checked_mul(width as u64)
            .filter(|&t| t <= 1 << 31)
            .ok_or(LayeredError::TooLarge(rows.saturating_mul(width as u64)))?;
        let mut values = vec![0u32; total as usize];
        let mut outcomes = vec![0u8; total as usize];
        let mut nimbers = grundy.then(|| vec![NONE; total as usize]);
        let window = game.window();
        let stuck = Value::terminal(game.convention().stuck());
        // By the contract, rows from `window` on all have the shape of row
        // `window`: the game is asked about rows 0..=window only.
        let mut shape = Vec::new();
        // The deadline is looked at every few thousand entries, however
        // wide the rows (a champion's budget is milliseconds).
        let every = (4096 / width.max(1) as u64).max(1).next_power_of_two();
        for n in 0..rows {
            if n & (every - 1) == 0 {
                ctl.check()?;
                ctl.report(n, rows);
            }
            if n <= window {
                shape = Self::shape(game, n)?;
            }
            let base = n as usize * width;
            for (c, column) in shape.iter().enumerate() {
                let (v, g) = match column {
                    Column::Absent => continue,
                    Column::End(o) => (Value::terminal(*o), Nimber::ZERO),
                    Column::Moves(moves) => {
                        let at = |&(drop, col): &(u64, usize)| (n - drop) as usize * width + col;
                        let v =
                            Value::from_children(moves.iter().map(|m| Value::unpack(values[at(m)]).expect("solved")))
                                .unwrap_or(stuck);
                        let g = match &nimbers {
                            Some(t) => Nimber::mex(moves.iter().map(|m| Nimber(t[at(m)]))),
                            None => Nimber::ZERO,
                        };
                        (v, g)
                    }
                };
                values[base + c] = v.pack();
                outcomes[base + c] = (v.pack() & 3) as u8;
                if let Some(t) = &mut nimbers {
                    t[base + c] = g.0;
                }
            }
        }
        ctl.report(rows, rows);
        Ok(RowTable { width, rows, values, outcomes, grundy: nimbers })
    }

    /// Row `n`'s columns: absent, ended, or their moves as (rows down, column).
    fn shape<G: Layered>(game: &G, n: u64) -> Result<Vec<Column>, LayeredError> {
        let window = game.window();
        (0..game.width())
            .map(|c| {
                let Some(pos) = game.at(n, c) else { return Ok(Column::Absent) };
                if let Some(o) = game.ending(&pos) {
                    return Ok(Column::End(o));
                }
                let mut moves = Vec::new();
                let mut bad = None;
                game.for_each_move(&pos, |m| {
                    let (cn, cc) = game.locate(&game.play(&pos, &m));
                    if cn >= n || n - cn > window {
                        bad = Some(cn);
                    } else {
                        moves.push((n - cn, cc));
                    }
                });
                match bad {
                    Some(to) => Err(LayeredError::BadMove { from: n, to, window }),
                    None => Ok(Column::Moves(moves)),
                }
            })
            .collect()
    }

    /// Columns per row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of rows solved (`last + 1`).
    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// The value at row `n`, column `c`; `None` outside the table or where no
    /// position exists.
    pub fn value(&self, n: u64, c: usize) -> Option<Value> {
        if n >= self.rows || c >= self.width {
            return None;
        }
        Value::unpack(self.values[n as usize * self.width + c])
    }

    /// The outcome at row `n`, column `c`.
    pub fn outcome(&self, n: u64, c: usize) -> Option<Outcome> {
        self.value(n, c).map(|v| v.outcome)
    }

    /// The Grundy value at row `n`, column `c`, if computed.
    pub fn grundy(&self, n: u64, c: usize) -> Option<Nimber> {
        let g = self.grundy.as_ref()?;
        if n >= self.rows || c >= self.width {
            return None;
        }
        let v = g[n as usize * self.width + c];
        (v != NONE).then_some(Nimber(v))
    }

    /// Whether Grundy values were computed.
    pub fn has_grundy(&self) -> bool {
        self.grundy.is_some()
    }

    /// Row `n` as outcome codes (0 = no position, 1 = N, 2 = P, 3 = D), the
    /// key periods are found on.
    #[must_use]
    pub fn outcome_row(&self, n: u64) -> &[u8] {
        let s = n as usize * self.width;
        &self.outcomes[s..s + self.width]
    }

    /// Row `n` of Grundy values (`u32::MAX` where no position exists).
    pub fn grundy_row(&self, n: u64) -> Option<&[u32]> {
        let s = n as usize * self.width;
        self.grundy.as_ref().map(|g| &g[s..s + self.width])
    }
}
