//! The two players: the text's A (who starts) and B.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::Not;

/// One of the two players. The text calls them A (`First`, who moves first)
/// and B (`Second`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The player who makes the first move (the text's *A*).
    First,
    /// The player who answers (the text's *B*).
    Second,
}

impl Player {
    /// Both players, `First` then `Second`.
    pub const BOTH: [Player; 2] = [Player::First, Player::Second];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// The text's letter: `A` for First, `B` for Second.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Player::First => 'A',
            Player::Second => 'B',
        }
    }

    /// Reads the text's letter (`A`/`B`, either case) or `first`/`second`.
    #[must_use]
    pub fn from_name(s: &str) -> Option<Player> {
        match s.trim().to_ascii_lowercase().as_str() {
            "a" | "first" => Some(Player::First),
            "b" | "second" => Some(Player::Second),
            _ => None,
        }
    }

    /// 0 for First, 1 for Second: an index into per-player arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Player::First => 0,
            Player::Second => 1,
        }
    }

    /// `first` or `second`, as JSON and parameters write it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Player::First => "first",
            Player::Second => "second",
        }
    }

    /// The player with this [`Player::index`] (anything but 0 is Second).
    #[must_use]
    pub const fn from_index(i: usize) -> Player {
        if i == 0 { Player::First } else { Player::Second }
    }
}

impl Not for Player {
    type Output = Player;
    fn not(self) -> Player {
        self.opponent()
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::First => "First",
            Player::Second => "Second",
        })
    }
}
