//! A game: the parameter `first` (which kit starts), the current position
//! and the refereed history of moves.

use crate::error::Error;
use crate::moves::Move;
use crate::piece::Player;
use crate::position::Position;
use crate::scoring::Scoring;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two physical kits (the seed's players use orange and black).
/// Which kit starts is the parameter `first`; in the notation the starting
/// kit is always upper case (First).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kit {
    /// The orange kit.
    Orange,
    /// The black kit.
    Black,
}

impl Kit {
    /// The other kit.
    #[must_use]
    pub const fn other(self) -> Kit {
        match self {
            Kit::Orange => Kit::Black,
            Kit::Black => Kit::Orange,
        }
    }

    /// Reads `orange`/`laranja` or `black`/`preto` (any case).
    #[must_use]
    pub fn from_name(s: &str) -> Option<Kit> {
        match s.trim().to_ascii_lowercase().as_str() {
            "orange" | "laranja" => Some(Kit::Orange),
            "black" | "preto" => Some(Kit::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Kit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kit::Orange => "orange",
            Kit::Black => "black",
        })
    }
}

/// One refereed move of the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Who played.
    pub player: Player,
    /// The move.
    pub mv: Move,
    /// What it scored, explained.
    pub scoring: Scoring,
}

/// A game in progress: the start, the moves so far with their scoring, and
/// the current position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    first: Kit,
    start: Position,
    position: Position,
    history: Vec<Turn>,
}

impl Game {
    /// A new game from the empty board, `first` being the kit that starts.
    #[must_use]
    pub fn new(first: Kit) -> Game {
        Game::from_position(first, Position::START)
    }

    /// A game continuing from a position.
    #[must_use]
    pub fn from_position(first: Kit, start: Position) -> Game {
        Game { first, start, position: start, history: Vec::new() }
    }

    /// The kit that started (plays the upper-case pieces).
    #[must_use]
    pub const fn first(&self) -> Kit {
        self.first
    }

    /// The kit of a player.
    #[must_use]
    pub const fn kit(&self, player: Player) -> Kit {
        match player {
            Player::First => self.first,
            Player::Second => self.first.other(),
        }
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The moves so far.
    #[must_use]
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// Plays a move given as a [`Move`] or checked text; a refused move
    /// changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<&Turn, Error> {
        let player = self.position.mover();
        let scoring = self.position.play(mv)?;
        self.history.push(Turn { player, mv, scoring });
        Ok(&self.history[self.history.len() - 1])
    }

    /// Parses and plays a move like `Tl@b3`.
    pub fn play_str(&mut self, text: &str) -> Result<&Turn, Error> {
        let mv: Move = text.parse()?;
        self.play(mv)
    }

    /// Takes back the last move, if any.
    pub fn undo(&mut self) -> Option<Turn> {
        let t = self.history.pop()?;
        let mut p = self.start;
        for turn in &self.history {
            // Replaying accepted moves cannot fail.
            let _ = p.play(turn.mv);
        }
        self.position = p;
        Some(t)
    }

    /// Whether the board is full.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.position.is_over()
    }

    /// The winner once the game is over (`None` for a draw or an unfinished
    /// game).
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        if !self.is_over() {
            return None;
        }
        match self.position.score_difference() {
            d if d > 0 => Some(Player::First),
            d if d < 0 => Some(Player::Second),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_kit_plays_upper_case_and_undo_restores() {
        let mut g = Game::new(Kit::Black);
        assert_eq!(g.kit(Player::First), Kit::Black);
        assert_eq!(g.kit(Player::Second), Kit::Orange);
        assert_eq!(Kit::from_name("laranja"), Some(Kit::Orange));
        assert_eq!(Kit::from_name("PRETO"), Some(Kit::Black));
        assert_eq!(Kit::from_name("green"), None);
        let start = *g.position();
        g.play_str("Tl@a1").expect("legal");
        g.play_str("ts@b1").expect("legal");
        assert_eq!(g.history().len(), 2);
        assert_eq!(g.history()[1].player, Player::Second);
        let t = g.undo().expect("a move to undo");
        assert_eq!(t.mv.to_string(), "ts@b1");
        g.undo();
        assert_eq!(*g.position(), start);
        assert!(g.undo().is_none());
        assert_eq!(g.winner(), None);
    }

    #[test]
    fn the_winner_has_more_points() {
        let mut g = Game::from_position(Kit::Orange, "Ts.../tl.qscs/ts.../.QsClPs 0:0".parse().expect("valid"));
        g.play_str("Tl@a1").expect("legal");
        while let Some(&m) = g.position().legal_moves().first() {
            g.play(m).expect("legal");
        }
        let d = g.position().score_difference();
        assert_eq!(
            g.winner(),
            if d > 0 {
                Some(Player::First)
            } else if d < 0 {
                Some(Player::Second)
            } else {
                None
            }
        );
        let json = serde_json::to_string(&g).expect("serialises");
        let back: Game = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, g);
    }
}
