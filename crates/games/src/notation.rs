//! How a game is written — positions and moves as text — and the text face
//! ([`TextGame`]) that every catalogue entry offers on top of it.

use crate::entry::{MoveReport, PositionReport};
use crate::error::GameError;
use ludoteca_core::{Analysis, Game, Msg, Outcome, Player};

/// The notation of a game: how its positions and moves are read and written.
/// Implementing it gives the game its [`TextGame`] face for free.
pub trait Notation: Send + Sync {
    /// The game written.
    type Game: Game;

    /// The game's rules.
    fn game(&self) -> &Self::Game;
    /// The starting position.
    fn start_position(&self) -> <Self::Game as Game>::Position;
    /// Writes a position.
    fn format(&self, p: &<Self::Game as Game>::Position) -> String;
    /// Reads a position, or says what is accepted.
    fn parse(&self, text: &str) -> Result<<Self::Game as Game>::Position, GameError>;
    /// Writes a move made from `p`.
    fn format_move(&self, p: &<Self::Game as Game>::Position, m: &<Self::Game as Game>::Move) -> String;

    /// Reads a move legal in `p`. By default: the text, without spaces and
    /// parentheses and in lower case, must be how one legal move is written.
    fn parse_move(
        &self,
        p: &<Self::Game as Game>::Position,
        text: &str,
    ) -> Result<<Self::Game as Game>::Move, GameError> {
        let clean = |s: &str| s.chars().filter(|c| !" ()".contains(*c)).collect::<String>().to_lowercase();
        let wanted = clean(text);
        let legal = self.game().moves(p);
        legal.iter().find(|m| clean(&self.format_move(p, m)) == wanted).cloned().ok_or_else(|| {
            let names: Vec<String> = legal.iter().take(24).map(|m| self.format_move(p, m)).collect();
            GameError::illegal(
                text,
                match names.len() {
                    0 => Msg::AccNoMove,
                    _ => Msg::AccLegalMoves {
                        position: self.format(p),
                        moves: format!("{}{}", names.join(", "), if legal.len() > names.len() { ", …" } else { "" }),
                    },
                },
            )
        })
    }

    /// Who moves in `p`, when the position says so (partizan games).
    fn mover(&self, _p: &<Self::Game as Game>::Position) -> Option<Player> {
        None
    }

    /// The moves of an analysis of `p`, written out with what each leaves.
    fn move_reports(
        &self,
        p: &<Self::Game as Game>::Position,
        a: &Analysis<<Self::Game as Game>::Move>,
    ) -> Vec<MoveReport> {
        a.moves
            .iter()
            .map(|m| MoveReport {
                mv: self.format_move(p, &m.mv),
                position: self.format(&self.game().play(p, &m.mv)),
                outcome: m.after.outcome,
                remoteness: m.after.remoteness,
            })
            .collect()
    }
}

/// The champion's report on `p` from an analysis `a`, written in `notation`;
/// the explanation, diagram and extras are left for the caller.
pub fn report<N: Notation + ?Sized>(
    notation: &N,
    id: &str,
    p: &<N::Game as Game>::Position,
    a: &Analysis<<N::Game as Game>::Move>,
    method: &str,
) -> PositionReport {
    let moves = notation.move_reports(p, a);
    let mut report = PositionReport {
        reason: None,
        diagram_msg: None,
        game: id.to_string(),
        position: notation.format(p),
        to_move: notation.mover(p),
        outcome: a.value.outcome,
        remoteness: a.value.remoteness,
        winning_moves: a.winning_moves().map(|m| notation.format_move(p, &m.mv)).collect(),
        best_move: moves.first().map(|m| m.mv.clone()),
        moves,
        grundy: None,
        method: method.to_string(),
        explanation: crate::sentence::Sentence::default(),
        diagram: None,
        extra: None,
    };
    report.explanation = crate::sentence::Sentence::said(report.explanation_msg());
    report
}

/// A game through text only: what the match driver and the front ends use.
pub trait TextGame: Send + Sync {
    /// The starting position.
    fn start(&self) -> String;
    /// Parses a position and writes it back in normal form.
    fn normalize(&self, position: &str) -> Result<String, GameError>;
    /// Who moves, when the position says so.
    fn to_move(&self, position: &str) -> Result<Option<Player>, GameError>;
    /// The legal moves.
    fn moves(&self, position: &str) -> Result<Vec<String>, GameError>;
    /// The position after `mv`, or why `mv` is not legal.
    fn play(&self, position: &str, mv: &str) -> Result<String, GameError>;
    /// The result if the game is over, for the player to move.
    fn terminal(&self, position: &str) -> Result<Option<Outcome>, GameError>;
}

impl<N: Notation> TextGame for N {
    fn start(&self) -> String {
        self.format(&self.start_position())
    }

    fn normalize(&self, position: &str) -> Result<String, GameError> {
        Ok(self.format(&self.parse(position)?))
    }

    fn to_move(&self, position: &str) -> Result<Option<Player>, GameError> {
        Ok(self.mover(&self.parse(position)?))
    }

    fn moves(&self, position: &str) -> Result<Vec<String>, GameError> {
        let p = self.parse(position)?;
        Ok(self.game().moves(&p).iter().map(|m| self.format_move(&p, m)).collect())
    }

    fn play(&self, position: &str, mv: &str) -> Result<String, GameError> {
        let p = self.parse(position)?;
        let m = self.parse_move(&p, mv)?;
        Ok(self.format(&self.game().play(&p, &m)))
    }

    fn terminal(&self, position: &str) -> Result<Option<Outcome>, GameError> {
        Ok(self.game().terminal(&self.parse(position)?))
    }
}
