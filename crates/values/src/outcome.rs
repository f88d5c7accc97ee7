//! Outcome classes under normal play: who wins when each player starts.

use crate::compare::Comparison;
use crate::game::Game;
use std::fmt;

/// The outcome class of a game under normal play (whoever cannot move loses).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Left wins whoever starts (`G > 0`).
    L,
    /// Right wins whoever starts (`G < 0`).
    R,
    /// Whoever starts wins (`G ‖ 0`).
    N,
    /// Whoever starts loses (`G = 0`).
    P,
}

impl Outcome {
    /// The class from who wins moving first: Left's answer and Right's answer.
    pub fn from_first_moves(left_wins_first: bool, right_wins_first: bool) -> Outcome {
        match (left_wins_first, right_wins_first) {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::L => "L",
            Outcome::R => "R",
            Outcome::N => "N",
            Outcome::P => "P",
        })
    }
}

impl Game {
    /// The outcome class, read from the comparison with zero.
    ///
    /// ```
    /// use ludoteca_values::{Game, Outcome};
    /// assert_eq!(Game::star().outcome(), Outcome::N);
    /// assert_eq!(Game::up().outcome(), Outcome::L);
    /// assert_eq!(Game::zero().outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        match self.compare(&Game::zero()) {
            Comparison::Greater => Outcome::L,
            Comparison::Less => Outcome::R,
            Comparison::Equal => Outcome::P,
            Comparison::Confused => Outcome::N,
        }
    }
}
