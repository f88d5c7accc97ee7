//! Tables of capped heap games (games 19 and 24, Fibonacci nim), whose state
//! `(n, t)` pairs the heap with the most the mover may take.
//!
//! Raising `t` only adds options — taking `τ` leads to the same position
//! whatever `t` was — so `(n, t)` is solved from `(n, t − 1)` plus the single
//! new option `τ = t`: the whole triangle `t ≤ n` costs O(N²), not O(N³).

use super::HeapGame;
use super::HeapPosition;
use ludoteca_core::{Cancelled, Control, Outcome, Player, Value};

/// Values of `(n, t)` for `0 ≤ n ≤ last`, `0 ≤ t ≤ n` (a larger `t` acts as `n`).
#[derive(Clone, Debug)]
pub struct CapTable {
    rows: u64,
    /// Row `n` holds `t = 0..=n` at `n(n+1)/2 + t`, packed.
    values: Vec<u32>,
}

/// The largest heap a capped table is built for (its size grows as n²/2).
pub const MAX_CAP_ROWS: u64 = 12_000;

impl CapTable {
    fn index(n: u64, t: u64) -> usize {
        (n * (n + 1) / 2 + t.min(n)) as usize
    }

    /// Solves every `(n, t)` with `n ≤ last`.
    pub fn solve(game: &HeapGame, last: u64, ctl: &Control) -> Result<CapTable, Cancelled> {
        debug_assert!(game.memory.caps());
        let rows = last + 1;
        let mut values = vec![0u32; Self::index(last, last) + 1];
        let stuck = Value::terminal(game.convention.stuck()).pack();
        for n in 0..rows {
            // Every row: a row of a large heap is thousands of entries.
            ctl.check()?;
            if n % 256 == 0 {
                ctl.report(n * n, rows * rows);
            }
            let mut best_win: Option<u32> = None;
            let mut longest_loss: Option<u32> = None;
            values[Self::index(n, 0)] = stuck;
            for t in 1..=n {
                let p = HeapPosition { n, a: 0, b: t, mover: Player::First };
                if game.legal(&p, t) {
                    let c = game.after(&p, t);
                    let v = Value::unpack(values[Self::index(c.n, c.b)]).expect("smaller heaps are solved");
                    let r = v.remoteness.expect("capped games have no draws");
                    match v.outcome {
                        Outcome::PreviousWins => best_win = Some(best_win.map_or(r, |b| b.min(r))),
                        _ => longest_loss = Some(longest_loss.map_or(r, |b| b.max(r))),
                    }
                }
                let v = match (best_win, longest_loss) {
                    (Some(r), _) => Value { outcome: Outcome::NextWins, remoteness: Some(r + 1) },
                    (None, Some(r)) => Value { outcome: Outcome::PreviousWins, remoteness: Some(r + 1) },
                    (None, None) => Value::unpack(stuck).expect("packed"),
                };
                values[Self::index(n, t)] = v.pack();
            }
        }
        Ok(CapTable { rows, values })
    }

    /// Heaps `0..rows()` are solved.
    #[must_use]
    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// The value of `p` (its heap must be solved).
    #[must_use]
    pub fn value(&self, p: &HeapPosition) -> Option<Value> {
        (p.n < self.rows).then(|| Value::unpack(self.values[Self::index(p.n, p.b)]).expect("solved"))
    }
}
