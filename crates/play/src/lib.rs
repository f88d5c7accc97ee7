//! Ludoteca's match driver: the one object-safe interface, [`Match`], through
//! which every front end (terminal, web, tests) plays every game — legal
//! moves, play, a seat's view, the champion's move, history, undo, and
//! save/resume as JSON.
#![deny(missing_docs)]

mod error;
mod turns;

pub use error::PlayError;
pub use turns::TurnMatch;

use ludoteca_core::Player;
use ludoteca_games::{Params, PositionReport};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// A seat at the table: the text's A (`First`) or B (`Second`).
pub type Seat = Player;

/// How a finished match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "result", content = "seat")]
pub enum MatchResult {
    /// This seat won.
    Winner(Seat),
    /// Nobody won.
    Draw,
}

/// One move of the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedMove {
    /// Who played it.
    pub seat: Seat,
    /// The move, in the game's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The position it left.
    pub position: String,
}

/// What one seat (or a spectator) may see of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The game's id.
    pub game: String,
    /// The seat this view is for (`None`: a spectator).
    pub seat: Option<Seat>,
    /// The current position, as this seat may see it.
    pub position: String,
    /// Who moves next (`None` once the match is over).
    pub to_move: Option<Seat>,
    /// The legal moves, when it is this seat's turn (every seat's, for a spectator).
    pub legal_moves: Vec<String>,
    /// The moves so far.
    pub history: Vec<PlayedMove>,
    /// The result, once the match is over.
    pub result: Option<MatchResult>,
}

/// A match saved as data: enough to resume it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// Format version.
    pub version: u32,
    /// The game's id.
    pub game: String,
    /// Its parameters.
    pub params: Params,
    /// The starting position.
    pub start: String,
    /// The moves played, in order.
    pub moves: Vec<String>,
}

/// A match in progress, whatever the game.
pub trait Match: Send {
    /// The game's id.
    fn game(&self) -> &str;
    /// The rules in words.
    fn rules(&self) -> String;
    /// The current position.
    fn position(&self) -> &str;
    /// Who moves next; `None` once the match is over.
    fn to_move(&self) -> Option<Seat>;
    /// The legal moves of the seat to move.
    fn legal_moves(&self) -> Vec<String>;
    /// Plays `mv` for `seat`; on error nothing changes.
    fn play(&mut self, seat: Seat, mv: &str) -> Result<(), PlayError>;
    /// What `seat` may see (`None`: a spectator).
    fn view(&self, seat: Option<Seat>) -> View;
    /// The champion's move for the seat to move, within `budget`.
    fn champion_move(&self, budget: Duration) -> Result<String, PlayError>;
    /// The champion's analysis of the current position (the `hint`).
    fn hint(&self) -> Result<PositionReport, PlayError>;
    /// The moves so far.
    fn history(&self) -> &[PlayedMove];
    /// Takes back the last move.
    fn undo(&mut self) -> Result<(), PlayError>;
    /// The result, once over.
    fn result(&self) -> Option<MatchResult>;
    /// The match as data.
    fn save(&self) -> SavedMatch;
}

/// Starts a match of `game` with `params` from its starting position (or
/// from `start`, when given).
pub fn new_match(game: &str, params: &Params, start: Option<&str>) -> Result<Box<dyn Match>, PlayError> {
    Ok(Box::new(TurnMatch::new(game, params, start)?))
}

/// Resumes a saved match, replaying and re-checking every move.
pub fn resume(saved: &SavedMatch) -> Result<Box<dyn Match>, PlayError> {
    if saved.version != 1 {
        return Err(PlayError::BadSave(format!(
            "version {} is not known; this program reads version 1",
            saved.version
        )));
    }
    let mut m = TurnMatch::new(&saved.game, &saved.params, Some(&saved.start))?;
    for (i, mv) in saved.moves.iter().enumerate() {
        let seat = m
            .to_move()
            .ok_or_else(|| PlayError::BadSave(format!("move {} (`{mv}`) comes after the end of the game", i + 1)))?;
        m.play(seat, mv).map_err(|e| PlayError::BadSave(format!("move {} (`{mv}`): {e}", i + 1)))?;
    }
    Ok(Box::new(m))
}
