//! The two players: First sits at the bottom edge and moves first, Second
//! sits at the top edge.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player (a seat at the board).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Bottom edge (row 1), moves first; conquers with runs increasing upwards.
    First,
    /// Top edge (row n); conquers with runs increasing downwards.
    Second,
}

impl Player {
    /// The other player.
    #[must_use]
    pub const fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 0 for First, 1 for Second.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Player::First => 0,
            Player::Second => 1,
        }
    }

    /// The player with this [`Player::index`] (anything but 0 is Second).
    #[must_use]
    pub const fn from_index(i: usize) -> Player {
        if i == 0 { Player::First } else { Player::Second }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::First => "first",
            Player::Second => "second",
        })
    }
}
