//! The heap-game family of "Jogos e Estratégias" (*jogos de tirar*): one heap,
//! amounts to take per player, and a memory of earlier takes that forbids or
//! limits the next one. Every `je-*` heap preset is a set of these parameters.

mod board;
mod descriptor;
pub use descriptor::{FAMILY, RULES};

mod cap;
mod config;
mod cost;
mod cursors;
mod entry;
mod moves;
mod notation;
pub mod rabbits;
pub mod row;
mod rules;
mod study;
pub mod value_period;
mod value_report;
pub mod values;
pub mod zeckendorf;

pub use cap::CapTable;
pub use config::{HeapConfig, Opening};
pub use entry::HeapEntry;

use ludoteca_core::{Convention, Game, Layered, Player};

/// The amounts one player may take (before the memory rule applies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TakeSet {
    /// Amounts from 1 to 64: bit `s − 1` set when `s` may be taken.
    Set(u64),
    /// Any positive amount (the memory rule caps it).
    Any,
}

impl TakeSet {
    /// Whether `s` is in the set.
    #[must_use]
    pub fn contains(self, s: u64) -> bool {
        match self {
            TakeSet::Set(m) => (1..=64).contains(&s) && m >> (s - 1) & 1 == 1,
            TakeSet::Any => s >= 1,
        }
    }

    /// The largest amount, `None` for [`TakeSet::Any`].
    #[must_use]
    pub fn max(self) -> Option<u64> {
        match self {
            TakeSet::Set(m) => Some(64 - u64::from(m.leading_zeros())),
            TakeSet::Any => None,
        }
    }

    /// The set of `amounts` (each 1..=64).
    #[must_use]
    pub fn of(amounts: &[u64]) -> TakeSet {
        TakeSet::Set(amounts.iter().fold(0, |m, s| m | 1 << (s - 1)))
    }

    /// The amounts, listed (`None` for any).
    #[must_use]
    pub fn list(self) -> Option<Vec<u64>> {
        match self {
            TakeSet::Set(m) => Some((1..=64).filter(|s| m >> (s - 1) & 1 == 1).collect()),
            TakeSet::Any => None,
        }
    }
}

/// What the game remembers of earlier takes, and how that restricts a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Memory {
    /// Nothing: the same amounts are always allowed (games 1, 2, 7–10, 13).
    None,
    /// The mover may not take what the opponent just took (games 4, 20).
    /// State `(n, r)`, `r` = the opponent's last take, 0 before the first move.
    ForbidOpponentLast,
    /// The mover may not repeat their own previous take (game 5).
    /// State `(n, u, p)`: `u` last take, `p` the one before (the mover's own).
    ForbidOwnLast,
    /// After a take of `k` the next player may take up to `k + 1` (game 19).
    /// State `(n, t)`, `t` the most the mover may take.
    PlusOne,
    /// After a take of `k` the next player may take up to `2k` (game 24,
    /// Fibonacci nim). State `(n, t)`.
    Double,
    /// Each player's first move takes exactly 1; then at most the sum of the
    /// two previous takes (game 28). State `(n, a, b)`: `a` before-last and `b`
    /// last take.
    Fibonacci,
}

impl Memory {
    /// Whether the memory caps the take (the state's `t` grows with the heap).
    #[must_use]
    pub fn caps(self) -> bool {
        matches!(self, Memory::PlusOne | Memory::Double)
    }
}

/// A heap position: the heap `n`, the remembered takes `a`, `b` (meaning
/// depends on [`Memory`]; unused ones are 0) and, in partizan games, the
/// player to move (always `First` in impartial games).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeapPosition {
    /// Stones on the table.
    pub n: u64,
    /// The take before the last one (own previous take; Fibonacci's `a`).
    pub a: u64,
    /// The last take (opponent's), or the cap `t` for capped memories.
    pub b: u64,
    /// Who moves (partizan games only).
    pub mover: Player,
}

/// A game of the heap family with its rules fixed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapGame {
    /// Amounts each player may take (`[First, Second]`; equal when impartial).
    pub takes: [TakeSet; 2],
    /// Whether the players have different amounts (then the state records the mover).
    pub partizan: bool,
    /// The memory rule.
    pub memory: Memory,
    /// Normal or misère play.
    pub convention: Convention,
}

impl HeapGame {
    /// The game without memory, in normal play, where A (Left) takes the
    /// amounts `a` and B (Right) the amounts `b` (the values' tests).
    #[cfg(test)]
    pub(crate) fn subtraction(a: &[u64], b: &[u64]) -> HeapGame {
        HeapGame {
            takes: [TakeSet::of(a), TakeSet::of(b)],
            partizan: a != b,
            memory: Memory::None,
            convention: Convention::Normal,
        }
    }

    /// The largest amount any player may take, when bounded.
    #[must_use]
    pub fn max_take(&self) -> Option<u64> {
        Some(self.takes[0].max()?.max(self.takes[1].max()?))
    }

    /// The most the mover may take in `p`, by the memory rule alone.
    fn cap(&self, p: &HeapPosition) -> u64 {
        match self.memory {
            Memory::PlusOne | Memory::Double => p.b,
            Memory::Fibonacci if p.a == 0 => 1,
            Memory::Fibonacci => p.a.saturating_add(p.b),
            _ => u64::MAX,
        }
    }

    /// The amount the memory rule forbids in `p` (0 for none).
    fn forbidden(&self, p: &HeapPosition) -> u64 {
        match self.memory {
            Memory::ForbidOpponentLast => p.b,
            Memory::ForbidOwnLast => p.a,
            _ => 0,
        }
    }

    /// Whether taking `s` is legal in `p`.
    #[must_use]
    pub fn legal(&self, p: &HeapPosition, s: u64) -> bool {
        s >= 1 && s <= p.n && s <= self.cap(p) && s != self.forbidden(p) && self.takes[p.mover.index()].contains(s)
    }

    /// Writes a position in normal form: unused memory cleared, caps above the
    /// heap lowered to the heap (they allow the same moves).
    #[must_use]
    pub fn normal(&self, mut p: HeapPosition) -> HeapPosition {
        if !self.partizan {
            p.mover = Player::First;
        }
        match self.memory {
            Memory::None => (p.a, p.b) = (0, 0),
            Memory::ForbidOpponentLast => p.a = 0,
            Memory::ForbidOwnLast => {}
            Memory::PlusOne | Memory::Double => {
                p.a = 0;
                p.b = p.b.min(p.n);
            }
            Memory::Fibonacci if p.a == 0 => {}
            Memory::Fibonacci => {
                p.b = p.b.min(p.n);
                // Only a + b ≥ n matters once the cap reaches the heap.
                p.a = p.a.min(p.n.saturating_sub(p.b)).max(1);
            }
        }
        p
    }

    /// The position after taking `s` from `p`.
    #[must_use]
    pub fn after(&self, p: &HeapPosition, s: u64) -> HeapPosition {
        let (a, b) = match self.memory {
            Memory::None => (0, 0),
            Memory::ForbidOpponentLast => (0, s),
            Memory::ForbidOwnLast | Memory::Fibonacci => (p.b, s),
            Memory::PlusOne => (0, s + 1),
            Memory::Double => (0, 2 * s),
        };
        let mover = if self.partizan { !p.mover } else { Player::First };
        self.normal(HeapPosition { n: p.n - s, a, b, mover })
    }

    /// The largest amount worth trying in `p`.
    pub(crate) fn top(&self, p: &HeapPosition) -> u64 {
        let set_max = self.takes[p.mover.index()].max().unwrap_or(u64::MAX);
        p.n.min(self.cap(p)).min(set_max)
    }
}

impl Game for HeapGame {
    type Position = HeapPosition;
    type Move = u64;

    fn for_each_move(&self, p: &HeapPosition, mut f: impl FnMut(u64)) {
        for s in 1..=self.top(p) {
            if self.legal(p, s) {
                f(s);
            }
        }
    }

    /// Stops at the first legal take: a heap of a billion may allow as many
    /// (found by the fuzzer: `terminal` of fibonacci-nim at 815,008,855
    /// listed every take).
    fn has_move(&self, p: &HeapPosition) -> bool {
        (1..=self.top(p)).any(|s| self.legal(p, s))
    }

    fn play(&self, p: &HeapPosition, s: &u64) -> HeapPosition {
        self.after(p, *s)
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

/// Heap games with a bounded memory are laid out in rows `n` of columns
/// `(mover, memory)`; capped memories are not (their `t` grows with `n`).
impl Layered for HeapGame {
    fn width(&self) -> usize {
        let w = self.window() as usize;
        let memory = match self.memory {
            Memory::None => 1,
            Memory::ForbidOpponentLast => w + 1,
            Memory::ForbidOwnLast => (w + 1) * (w + 1),
            _ => unreachable!("capped memories are not layered"),
        };
        memory * if self.partizan { 2 } else { 1 }
    }

    fn window(&self) -> u64 {
        self.max_take().expect("layered heap games have bounded takes")
    }

    fn locate(&self, p: &HeapPosition) -> (u64, usize) {
        let w = self.window() as usize + 1;
        let memory = match self.memory {
            Memory::ForbidOpponentLast => p.b as usize,
            Memory::ForbidOwnLast => p.b as usize * w + p.a as usize,
            _ => 0,
        };
        let per_mover = self.width() / if self.partizan { 2 } else { 1 };
        (p.n, p.mover.index() * per_mover + memory)
    }

    fn at(&self, n: u64, c: usize) -> Option<HeapPosition> {
        let (mover, a, b) = self.decode(c);
        // No own previous take can be remembered without a last take.
        if self.memory == Memory::ForbidOwnLast && b == 0 && a > 0 {
            return None;
        }
        Some(HeapPosition { n, a, b, mover })
    }

    fn column_label(&self, c: usize) -> String {
        let (mover, a, b) = self.decode(c);
        let who = if self.partizan { mover.letter().to_string() } else { String::new() };
        let memory = match self.memory {
            Memory::ForbidOpponentLast => format!("r={b}"),
            Memory::ForbidOwnLast => format!("u={b},p={a}"),
            _ => String::new(),
        };
        match (who.is_empty(), memory.is_empty()) {
            (false, false) => format!("{who} {memory}"),
            (false, true) => who,
            (true, false) => memory,
            (true, true) => "±".into(),
        }
    }
}

impl HeapGame {
    /// The mover and remembered takes `(a, b)` of column `c` of a layered table.
    fn decode(&self, c: usize) -> (Player, u64, u64) {
        let per_mover = self.width() / if self.partizan { 2 } else { 1 };
        let mover = if c >= per_mover { Player::Second } else { Player::First };
        let m = (c % per_mover) as u64;
        let w = self.window() + 1;
        let (a, b) = match self.memory {
            Memory::ForbidOpponentLast => (0, m),
            Memory::ForbidOwnLast => (m % w, m / w),
            _ => (0, 0),
        };
        (mover, a, b)
    }
}

#[cfg(test)]
mod tests;
pub mod words;
