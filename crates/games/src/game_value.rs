//! The value of a position as combinatorial game theory names it (issue 39,
//! part 2): its canonical form in CGSuite's notation, its class under normal
//! play read from that value, its mean and temperature. Entries whose games
//! have values give it through [`Entry::game_value`](crate::Entry::game_value);
//! `ludoteca value` prints it.

use ludoteca_core::Msg;
use serde::Serialize;

/// The value of a position (`ludoteca value --json`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameValue {
    /// The game's id.
    pub game: String,
    /// The position valued, normalised.
    pub position: String,
    /// The canonical form, as CGSuite writes it (`{1|0}`, `1/2`, `*`, `↑`, `±1`).
    pub value: String,
    /// The class under normal play, whoever starts: `L` (Left, player A,
    /// wins whoever starts), `R` (Right, player B), `N` (whoever starts
    /// wins), `P` (whoever starts loses).
    pub outcome: String,
    /// The mean value (a dyadic number), when the thermograph is in range.
    pub mean: Option<String>,
    /// The temperature (negative for numbers), when the thermograph is in range.
    pub temperature: Option<String>,
    /// How the value was found (`heap values`, `sum of heap values`).
    pub method: String,
    /// The report's lines in words, each rendered in the reader's language.
    #[serde(skip)]
    pub words: Vec<Msg>,
}

/// The values of a table's rows (`ludoteca table --values`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ValueTable {
    /// The game's id.
    pub game: String,
    /// One value per row, first to last.
    pub rows: Vec<GameValue>,
    /// The columns' heading in words (row, value, class, mean, temperature).
    #[serde(skip)]
    pub head: Msg,
}
