//! How a game ends: a blocked mover loses; on a full board more conquered
//! columns win and an equal count is a draw.

use crate::player::Player;
use crate::position::Position;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reason {
    /// The player to move had no legal placement and lost.
    Blocked,
    /// The board is full; the conquered columns were counted.
    Columns,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::Blocked => "blocked",
            Reason::Columns => "columns",
        })
    }
}

/// The end of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner (`None`: a draw).
    pub winner: Option<Player>,
    /// Why.
    pub reason: Reason,
    /// Columns conquered by First and Second at the end.
    pub columns: [u8; 2],
}

impl Outcome {
    /// The outcome of a full board.
    #[must_use]
    pub fn full(p: &Position) -> Outcome {
        let columns = p.columns();
        let winner = match columns[0].cmp(&columns[1]) {
            std::cmp::Ordering::Greater => Some(Player::First),
            std::cmp::Ordering::Less => Some(Player::Second),
            std::cmp::Ordering::Equal => None,
        };
        Outcome { winner, reason: Reason::Columns, columns }
    }

    /// The outcome when the mover of `p` is blocked.
    #[must_use]
    pub fn blocked(p: &Position) -> Outcome {
        Outcome { winner: Some(p.mover().opponent()), reason: Reason::Blocked, columns: p.columns() }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(w) => write!(f, "{w} wins")?,
            None => f.write_str("draw")?,
        }
        write!(f, " ({}, columns {}:{})", self.reason, self.columns[0], self.columns[1])
    }
}
