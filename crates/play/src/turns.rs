//! [`TurnMatch`]: a match of any complete-information game of the catalogue,
//! players alternating (or as the position says, for partizan games).

use crate::{Hint, Match, MatchResult, PlayError, PlayedMove, SavedMatch, Seat, View};
use ludoteca_core::{Control, Lang, Msg, Outcome, Player};
use ludoteca_games::{Entry, GameError, Params, open};
use std::time::Duration;

/// How long a hint's analysis may take before it gives up with a sentence.
const HINT_LIMIT: Duration = Duration::from_secs(10);

/// A match where both players see everything.
pub struct TurnMatch {
    entry: Box<dyn Entry>,
    game: String,
    params: Params,
    start: String,
    /// Positions after each move; `positions[0]` is the start.
    positions: Vec<String>,
    history: Vec<PlayedMove>,
}

impl TurnMatch {
    /// A new match of `game` from `start` (default: the game's start).
    pub fn new(game: &str, params: &Params, start: Option<&str>) -> Result<TurnMatch, PlayError> {
        TurnMatch::with_entry(open(game, params)?, params, start)
    }

    /// A new match of a game already built (e.g. from a script file).
    pub fn with_entry(entry: Box<dyn Entry>, params: &Params, start: Option<&str>) -> Result<TurnMatch, PlayError> {
        let game = entry.id().to_string();
        let start = match start {
            Some(s) => entry.normalize(s)?,
            None => entry.start(),
        };
        Ok(TurnMatch {
            game,
            params: params.clone(),
            positions: vec![start.clone()],
            start,
            entry,
            history: Vec::new(),
        })
    }

    fn seat_to_move(&self) -> Seat {
        let pos = self.position();
        match self.entry.to_move(pos) {
            Ok(Some(p)) => p,
            _ if self.history.len().is_multiple_of(2) => Player::First,
            _ => Player::Second,
        }
    }
}

/// The most legal moves a view says in words (the generic board shows at most 400 buttons).
const SAID_MOVES: usize = 400;

impl TurnMatch {
    /// Whether the server says this match's moves in words: a family that
    /// draws its board from its own data says them on that board (its
    /// module's `moveText`); only the others, drawn by the generic board,
    /// need the server's words (a view grows by them at every move).
    fn said_here(&self) -> bool {
        !self.entry.board(self.position()).is_ok_and(|b| !b.is_null())
    }

    /// `moves` from the current position as data, one each; empty when the
    /// family gives none (its board reads no data, or draws no board).
    fn data_of(&self, moves: &[String]) -> Vec<serde_json::Value> {
        let data: Vec<serde_json::Value> = moves.iter().map(|m| self.entry.move_data(self.position(), m)).collect();
        if data.iter().all(serde_json::Value::is_null) { Vec::new() } else { data }
    }
}

impl Match for TurnMatch {
    fn game(&self) -> &str {
        &self.game
    }

    fn rules_in(&self, lang: ludoteca_core::Lang) -> String {
        self.entry.rules(lang)
    }

    fn position(&self) -> &str {
        self.positions.last().expect("the start is always there")
    }

    fn to_move(&self) -> Option<Seat> {
        self.result().is_none().then(|| self.seat_to_move())
    }

    fn legal_moves(&self) -> Vec<String> {
        if self.result().is_some() {
            return Vec::new();
        }
        self.entry.moves(self.position()).unwrap_or_default()
    }

    fn play(&mut self, seat: Seat, mv: &str) -> Result<(), PlayError> {
        let Some(turn) = self.to_move() else { return Err(PlayError::Over) };
        if turn != seat {
            return Err(PlayError::NotYourTurn(seat, turn));
        }
        let next = self.entry.play(self.position(), mv)?;
        let mv = mv.trim().to_string();
        let data = self.entry.move_data(self.position(), &mv);
        self.history.push(PlayedMove { seat, mv, position: next.clone(), data });
        self.positions.push(next);
        Ok(())
    }

    fn view(&self, seat: Option<Seat>) -> View {
        let to_move = self.to_move();
        let (prompt, result) = match crate::ended(self.result(), self.end_msg(), Lang::EN) {
            Some((prompt, ending)) => (prompt, Some(ending)),
            None => (self.prompt_msg(to_move).map(|m| m.render(Lang::EN)).unwrap_or_default(), None),
        };
        let legal_moves = if seat.is_none() || seat == to_move { self.legal_moves() } else { Vec::new() };
        View {
            said: Vec::new(),
            legal_said: Vec::new(),
            game: self.game.clone(),
            seat,
            position: self.position().to_string(),
            to_move,
            prompt,
            legal_data: self.data_of(&legal_moves),
            legal_moves,
            history: self.history.clone(),
            result,
            diagram: None,
            board: self.entry.board(self.position()).unwrap_or_default(),
        }
    }

    fn champion_move(&self, budget: Duration) -> Result<String, PlayError> {
        if self.result().is_some() {
            return Err(PlayError::Over);
        }
        self.entry.champion_move(self.position(), budget)?.ok_or(PlayError::Over)
    }

    fn hint(&self) -> Result<Hint, PlayError> {
        self.hint_in(Lang::EN)
    }

    fn hint_in(&self, lang: Lang) -> Result<Hint, PlayError> {
        let deadline = std::time::Instant::now() + HINT_LIMIT;
        match self.entry.analyse(self.position(), &Control::until(deadline)) {
            Ok(report) => {
                let mut hint = Hint::from_report_in(&report, lang);
                hint.good_data = self.data_of(&hint.good_moves);
                // The teacher's version: the moves in the game's notation.
                hint.notation = std::mem::take(&mut hint.explanation);
                let words = |position: &str, mv: &str| self.entry.move_msg(position, mv);
                let said = self.entry.explain(&report).unwrap_or_else(|| report.explanation_in_words(&words));
                let method = Msg::HintMethod { method: Box::new(self.entry.method_msg(&report)) };
                hint.explanation = format!("{}\n{}", said.render(lang).trim_end(), method.render(lang));
                Ok(hint)
            }
            Err(GameError::Cancelled) => Err(PlayError::TooSlow { secs: HINT_LIMIT.as_secs() }),
            Err(e) => Err(e.into()),
        }
    }

    fn move_msgs(&self) -> Vec<Option<Msg>> {
        if !self.said_here() {
            return Vec::new();
        }
        self.positions.iter().zip(&self.history).map(|(before, m)| self.entry.move_msg(before, &m.mv)).collect()
    }

    fn mark_sentence(&self, marks: &crate::marks::Marks, i: usize, lang: Lang) -> Option<String> {
        marks.sentence_in_words(i, lang, self.entry.as_ref())
    }

    fn marks(&self, budget: Duration) -> crate::marks::Marks {
        crate::marks::of_positions(self.entry.as_ref(), &self.positions, &self.history, budget)
    }

    fn history(&self) -> &[PlayedMove] {
        &self.history
    }

    fn undo(&mut self) -> Result<(), PlayError> {
        if self.history.pop().is_none() {
            return Err(PlayError::NothingToUndo);
        }
        self.positions.pop();
        Ok(())
    }

    fn result(&self) -> Option<MatchResult> {
        let outcome = self.entry.terminal(self.position()).ok()??;
        let mover = self.seat_to_move();
        Some(match outcome {
            Outcome::NextWins => MatchResult::Winner(mover),
            Outcome::PreviousWins => MatchResult::Winner(!mover),
            Outcome::Draw => MatchResult::Draw,
        })
    }

    fn legal_msgs(&self) -> Vec<Option<Msg>> {
        let moves = self.legal_moves();
        if !self.said_here() || moves.len() > SAID_MOVES {
            return Vec::new();
        }
        moves.iter().map(|mv| self.entry.move_msg(self.position(), mv).and_then(|m| m.infinitive())).collect()
    }

    fn prompt_msg(&self, _seat: Option<Seat>) -> Option<Msg> {
        if let Some(reason) = self.end_msg() {
            return Some(Msg::MatchOverWhy { reason: Box::new(reason) });
        }
        // Every move a button in words: the prompt says how many, no notation.
        let said = self.legal_msgs();
        match self.to_move() {
            Some(seat) if !said.is_empty() && said.iter().all(Option::is_some) => Some(Msg::PromptToMove {
                seat: Box::new(Msg::seat(seat == ludoteca_core::Player::First)),
                choice: Box::new(Msg::ChoicePick { n: said.len() as u64 }),
            }),
            to_move => Some(crate::prompt::turn(to_move, &self.legal_moves())),
        }
    }

    fn end_msg(&self) -> Option<Msg> {
        let result = self.result()?;
        let moves: Vec<String> = self.history.iter().map(|m| m.mv.clone()).collect();
        if let Some(m) = self.entry.ending(&self.positions, &moves) {
            return Some(m);
        }
        let before = self.positions.len().checked_sub(2).and_then(|i| self.positions.get(i));
        let how = match (before, self.history.last()) {
            (Some(p), Some(last)) => self.entry.move_msg(p, &last.mv),
            _ => None,
        };
        Some(crate::prompt::ending(
            result,
            self.seat_to_move(),
            self.history.last(),
            how,
            self.entry.moves(self.position()).is_ok_and(|m| m.is_empty()),
        ))
    }

    fn save(&self) -> SavedMatch {
        SavedMatch {
            version: 1,
            game: self.game.clone(),
            params: self.params.clone(),
            start: self.start.clone(),
            moves: self.history.iter().map(|m| m.mv.clone()).collect(),
            seed: None,
        }
    }
}
