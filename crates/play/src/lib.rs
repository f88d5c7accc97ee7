//! Ludoteca's match driver: the one object-safe interface, [`Match`], through
//! which every front end (terminal, web, tests) plays every game — legal
//! moves, play, a seat's view, the champion's move, history, undo, and
//! save/resume as JSON.
#![deny(missing_docs)]

mod error;
pub mod marks;
pub mod prompt;
pub mod reason;
mod turns;

/// The part of `impl Match` every match driver of its own writes the same
/// way, from its fields `position`, `history`, `params` and `seed`, its
/// const `GAME` and its methods `view_for`, `advice` and `end_message`: the
/// game, the position, the view, the hints, the end, the history, the
/// parameters every seat may see (without `hidden`) and the save (whose
/// start is `start(self)`).
macro_rules! own_match_common {
    (start: $start:expr, hidden: [$($hidden:literal),*]) => {
        fn game(&self) -> &str {
            GAME
        }

        fn position(&self) -> &str {
            &self.position
        }

        fn view(&self, seat: Option<Seat>) -> View {
            self.view_for(seat)
        }

        fn hint(&self) -> Result<Hint, PlayError> {
            self.advice(ludoteca_core::Lang::EN)
        }

        fn hint_in(&self, lang: ludoteca_core::Lang) -> Result<Hint, PlayError> {
            self.advice(lang)
        }

        fn end_msg(&self) -> Option<ludoteca_core::Msg> {
            self.end_message()
        }

        fn history(&self) -> &[PlayedMove] {
            &self.history
        }

        fn public_params(&self) -> Params {
            let mut p = self.params.clone();
            $(p.remove($hidden);)*
            p
        }

        fn save(&self) -> SavedMatch {
            SavedMatch {
                version: 1,
                game: GAME.into(),
                params: self.params.clone(),
                start: ($start)(self),
                moves: self.history.iter().map(|m| m.mv.clone()).collect(),
                seed: Some(self.seed),
            }
        }
    };
}

/// Declares the match drivers of the families that need their own (chance,
/// hidden information): for each, its module (its folder
/// `crates/play/src/<family>/`, whose `GAME` is the name the family's
/// descriptor gives in [`PlayKind::Own`]) and its `Match` type, re-exported
/// here and listed in `OWN_MATCHES`. The families are named in this crate
/// nowhere else.
macro_rules! own_matches {
    ($($family:ident: $driver:ident),+ $(,)?) => {
        $(
            pub mod $family;
            pub use $family::$driver;
        )+

        /// The matches of the families that need their own, under the name
        /// their descriptor gives ([`PlayKind::Own`]).
        const OWN_MATCHES: &[(&str, OwnMatch)] =
            &[$(($family::GAME, |p, start, seed| Ok(Box::new($driver::new(p, start, seed)?)))),+];
    };
}

// The families with a match driver of their own: one word each.
own_matches![mastermind: MastermindMatch, erdos: ErdosMatch];

/// The code breaker's guesses, judged in the marks of a replay.
pub use mastermind::GuessWhy;

pub use error::PlayError;
pub use turns::TurnMatch;

use ludoteca_core::{Lang, Msg, Player};
use ludoteca_games::{Params, PlayKind, PositionReport};
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

/// How a finished match ended and why: the result (`result`, `seat`), one
/// sentence saying what ended it (`reason`), in the view's language and in
/// words (no notation), and the same as data (`reason_code` and
/// `reason_data`, see [`reason`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    /// Who won, or a draw.
    #[serde(flatten)]
    pub result: MatchResult,
    /// Why the match ended: the last stone, a blocked board, the lines
    /// scored, the codes broken…
    #[serde(default)]
    pub reason: String,
    /// Why, as a code (`last_move`, `blocked`, `lines`, `codes`,
    /// `arrival`, …: [`reason`]).
    #[serde(default)]
    pub reason_code: String,
    /// The code's fields ([`reason`]).
    #[serde(default)]
    pub reason_data: serde_json::Value,
}

impl Ending {
    /// The ending of `result` for the message `end` saying why, in `lang`.
    #[must_use]
    pub fn of(result: MatchResult, end: &Msg, lang: Lang) -> Ending {
        let (code, data) = reason::data(end);
        Ending { result, reason: end.render(lang), reason_code: code.to_string(), reason_data: data }
    }
}

/// The verdict of a result as a fragment of a sentence ("A (First) wins",
/// "a draw").
#[must_use]
pub fn verdict(r: MatchResult) -> Msg {
    match r {
        MatchResult::Winner(s) => Msg::EndWinner { seat: Box::new(Msg::seat(s == Player::First)) },
        MatchResult::Draw => Msg::EndDraw,
    }
}

/// The prompt and the result of a finished match in `lang`, from its
/// result and the message saying why it ended (computed once for both);
/// `None` while the match goes on.
pub(crate) fn ended(result: Option<MatchResult>, end: Option<Msg>, lang: Lang) -> Option<(String, Ending)> {
    let result = result?;
    let end = end.unwrap_or_else(|| Msg::EndByRule { verdict: Box::new(verdict(result)) });
    let ending = Ending::of(result, &end, lang);
    Some((Msg::MatchOverWhy { reason: Box::new(end) }.render(lang), ending))
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
    /// The move as data, its family's fields
    /// ([`Entry::move_data`](ludoteca_games::Entry::move_data)): what a board
    /// reads, never the notation; `null` where the family gives none.
    #[serde(default, skip_serializing_if = "serde_json::Value::is_null")]
    pub data: serde_json::Value,
}

/// What one seat (or a spectator) may see of a match. Games with hidden
/// information (a secret code, a hand of pieces) leave out of it, and
/// out of its history, everything this seat may not know.
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
    /// What the seat to move is asked for, in one sentence (e.g. "Take 1 or
    /// 2 stones" or "Guess a code of 4 colours 1..6").
    #[serde(default)]
    pub prompt: String,
    /// The legal moves, when it is this seat's turn (every seat's, for a
    /// spectator). Empty when there are too many to list; `prompt` then says
    /// what is accepted.
    pub legal_moves: Vec<String>,
    /// The legal moves as data, one per move of `legal_moves`
    /// ([`Entry::move_data`](ludoteca_games::Entry::move_data)): a board
    /// picks the legal move whose fields match what was clicked and sends
    /// its notation. Empty for a family that gives no data.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legal_data: Vec<serde_json::Value>,
    /// The moves so far, as this seat may see them.
    pub history: Vec<PlayedMove>,
    /// The moves so far in words, in the view's language, one per move of
    /// `history` ("" where the family has no words for it): a board of no
    /// family's own (the generic one) lists them so, never in notation.
    /// Empty for the matches that say their moves on their own boards
    /// (a family with a `board` of its own data, or a match driver of its own).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub said: Vec<String>,
    /// The legal moves in words, as what to do ("tirar 2 do monte 1"), one
    /// per move of `legal_moves`, for the same families as `said`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legal_said: Vec<String>,
    /// The result with its reason, once the match is over.
    pub result: Option<Ending>,
    /// The board drawn as text for a terminal, as this seat may see it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagram: Option<String>,
    /// The position as structured data for a graphical board, its `kind`
    /// saying which (each family's own): for turn games [`Entry::board`](ludoteca_games::Entry::board),
    /// for the others their own (scores, a drawn piece, one's own hand…),
    /// never what this seat may not know; `null` for games that give none.
    #[serde(default, skip_serializing_if = "serde_json::Value::is_null")]
    pub board: serde_json::Value,
}

/// How many of the last moves of a match's history a view
/// ([`Match::view_in`]) gives with their data ([`PlayedMove::data`]); a
/// replay's history keeps every move's.
pub const DATA_MOVES: usize = 100;

/// The champion's advice for the seat to move: the class of the position
/// and the good moves, in words and as data.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    /// One line: the position's class (e.g. "N — fragile (frágil)") or the
    /// state of the search (e.g. "12 codes remain").
    pub summary: String,
    /// The moves the champion recommends, best first.
    pub good_moves: Vec<String>,
    /// The same moves as data, one per move of `good_moves` (empty for a
    /// family that gives no data).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub good_data: Vec<serde_json::Value>,
    /// Why, in words a student reads: moves said as the board says them
    /// ("tirar 5 pedras, que deixa 18 (tipo-S)"), never the game's notation.
    pub explanation: String,
    /// The same reasons for the teacher: the moves and positions in the
    /// game's notation, and the details of the search (a Mastermind
    /// strategy's scores). Empty when there is nothing more to say.
    #[serde(default)]
    pub notation: String,
    /// The full analysis as data (for turn games, the `outcome` report).
    pub detail: serde_json::Value,
}

impl Hint {
    /// The hint of a complete-information game: its position report, the
    /// summary in English.
    pub fn from_report(report: &PositionReport) -> Hint {
        Hint::from_report_in(report, Lang::EN)
    }

    /// The hint of a complete-information game, its summary in `lang`
    /// ("N — fragile: the player to move wins; remoteness 3", "tipo-P —
    /// frágil: quem joga ganha; geração 3").
    pub fn from_report_in(report: &PositionReport, lang: Lang) -> Hint {
        Hint {
            summary: Hint::summary_msg(report).render(lang),
            good_moves: report.winning_moves.clone(),
            good_data: Vec::new(),
            explanation: report.explanation_in(lang),
            notation: String::new(),
            // The data's reason in the same language as the summary.
            detail: serde_json::to_value(PositionReport {
                explanation: report.explanation_in(lang).into(),
                ..report.clone()
            })
            .unwrap_or_default(),
        }
    }
}

impl Hint {
    /// The summary of a position report as a message: its class and, when
    /// known, its remoteness (the text's *geração*).
    #[must_use]
    pub fn summary_msg(report: &PositionReport) -> Msg {
        Msg::HintSummary {
            outcome: report.outcome,
            remoteness: report.remoteness.map(|n| Box::new(Msg::Remoteness { n: u64::from(n) })),
        }
    }
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
    /// The seed of the match's chance (random draws, deals, a random
    /// secret), so that replaying the moves replays the chance too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// A match in progress, whatever the game.
pub trait Match: Send {
    /// The game's id.
    fn game(&self) -> &str;
    /// The rules in words, in English.
    fn rules(&self) -> String {
        self.rules_in(Lang::EN)
    }
    /// The rules in words, in `lang` (the catalogue entry's `rules`).
    fn rules_in(&self, lang: Lang) -> String;
    /// The current position, as everybody may see it (a hidden secret or
    /// hand is not in it; [`Match::view`] gives each seat its own part).
    fn position(&self) -> &str;
    /// Who moves next; `None` once the match is over.
    fn to_move(&self) -> Option<Seat>;
    /// The legal moves of the seat to move (empty when too many to list;
    /// the view's `prompt` then says what is accepted).
    fn legal_moves(&self) -> Vec<String>;
    /// Plays `mv` for `seat`; on error nothing changes.
    fn play(&mut self, seat: Seat, mv: &str) -> Result<(), PlayError>;
    /// What `seat` may see (`None`: a spectator).
    fn view(&self, seat: Option<Seat>) -> View;
    /// The champion's move for the seat to move, within `budget`.
    fn champion_move(&self, budget: Duration) -> Result<String, PlayError>;
    /// The champion's advice to the seat to move, from what that seat may
    /// know (the `hint`).
    fn hint(&self) -> Result<Hint, PlayError>;
    /// The hint with its summary in `lang`, where the game has its words in
    /// the tables of [`ludoteca_core::i18n`] (otherwise the English hint).
    fn hint_in(&self, lang: Lang) -> Result<Hint, PlayError> {
        let _ = lang;
        self.hint()
    }
    /// The prompt of [`Match::view`] for `seat` as a message, for games whose prompt has
    /// its words in the tables of [`ludoteca_core::i18n`]; `None` keeps the
    /// view's English prompt.
    fn prompt_msg(&self, seat: Option<Seat>) -> Option<Msg> {
        let _ = seat;
        None
    }
    /// [`Match::view`] with the prompt and the reason of the result in
    /// `lang` (when the game has them, see [`Match::prompt_msg`] and
    /// [`Match::end_msg`]).
    fn view_in(&self, seat: Option<Seat>, lang: Lang) -> View {
        let mut view = self.view(seat);
        // A long match's older moves without their data: a view is pushed
        // at every move, and a match of a thousand moves would carry a
        // thousand of them (the page shows the older moves by their notation).
        let older = view.history.len().saturating_sub(DATA_MOVES);
        for m in &mut view.history[..older] {
            m.data = serde_json::Value::Null;
        }
        let say =
            |msgs: Vec<Option<Msg>>| msgs.into_iter().map(|m| m.map(|m| m.render(lang)).unwrap_or_default()).collect();
        view.said = say(self.move_msgs());
        if view.legal_moves.len() == self.legal_moves().len() {
            view.legal_said = say(self.legal_msgs());
        }
        if lang == Lang::EN {
            return view;
        }
        match ended(view.result.as_ref().map(|e| e.result), self.end_msg(), lang) {
            Some((prompt, ending)) => (view.prompt, view.result) = (prompt, Some(ending)),
            None => {
                if let Some(m) = self.prompt_msg(seat) {
                    view.prompt = m.render(lang);
                }
            }
        }
        view
    }
    /// Why the match ended, as a message (`None` while it goes on): the
    /// family's own sentence, from the game's data. By default the verdict.
    fn end_msg(&self) -> Option<Msg> {
        self.result().map(|r| Msg::EndByRule { verdict: Box::new(verdict(r)) })
    }
    /// The result with its reason in `lang`, for a [`View`].
    fn ending_in(&self, lang: Lang) -> Option<Ending> {
        let result = self.result()?;
        let end = self.end_msg().unwrap_or_else(|| Msg::EndByRule { verdict: Box::new(verdict(result)) });
        Some(Ending::of(result, &end, lang))
    }
    /// Analysis for `seat` (`None`: a spectator) beyond the hint, from what
    /// that seat may know. `question` is game-specific (for a code to break, a
    /// candidate guess: the classes it would split the remaining codes
    /// into); the empty question asks for the hint's analysis, which only
    /// the seat to move (or a spectator of a game without secrets) gets.
    fn analysis(&self, seat: Option<Seat>, question: &str) -> Result<serde_json::Value, PlayError> {
        if !question.trim().is_empty() {
            return Err(PlayError::unsupported(Msg::ErrNoQuestions { game: self.game().to_string() }));
        }
        match (seat, self.to_move()) {
            (Some(s), Some(t)) if s != t => Err(PlayError::NotYourTurn(s, t)),
            _ => Ok(self.hint()?.detail),
        }
    }
    /// Every move of the history marked good, bad or neutral in the text's
    /// sense, with the first mistake ([`marks`]), within `budget`. By
    /// default nothing is known.
    fn marks(&self, budget: Duration) -> marks::Marks {
        let _ = budget;
        marks::Marks::unknown(self.history().len())
    }
    /// The sentence saying why move `i` of `marks` was a mistake (or what a
    /// guess was worth), in `lang`, the moves in the family's words when it
    /// has them. By default the moves as the marks hold them.
    fn mark_sentence(&self, marks: &marks::Marks, i: usize, lang: Lang) -> Option<String> {
        marks.sentence(i, lang)
    }
    /// The moves so far.
    fn history(&self) -> &[PlayedMove];
    /// The moves so far in words, one per move (`None` where the family has
    /// none): for [`View::said`]. By default none.
    fn move_msgs(&self) -> Vec<Option<Msg>> {
        Vec::new()
    }
    /// The legal moves in words, as what to do, one per legal move (`None`
    /// where the family has none): for [`View::legal_said`]. By default none.
    fn legal_msgs(&self) -> Vec<Option<Msg>> {
        Vec::new()
    }
    /// Takes back the last move.
    fn undo(&mut self) -> Result<(), PlayError>;
    /// The result, once over.
    fn result(&self) -> Option<MatchResult>;
    /// The match as data.
    fn save(&self) -> SavedMatch;
    /// Whether taking a move back would show a person what the computer
    /// hides (a secret code answered twice, the same draw or hand
    /// replayed): front ends then do not offer undo.
    fn undo_reveals(&self) -> bool {
        false
    }
    /// The match's parameters as every seat may see them (a front end draws
    /// the board from them); a game leaves out the ones that hide a secret.
    fn public_params(&self) -> Params {
        self.save().params
    }
}

/// Starts a match of `game` with `params` from its starting position (or
/// from `start`, when given). `seed` fixes the match's chance (draws, deals,
/// a computer's random secret); `None` takes one at random, and the match's
/// [`SavedMatch`] records it.
///
/// Every game of the catalogue is played here: complete-information games by
/// [`TurnMatch`], games with chance or hidden information by their own match.
pub fn new_match(
    game: &str,
    params: &Params,
    start: Option<&str>,
    seed: Option<u64>,
) -> Result<Box<dyn Match>, PlayError> {
    let preset = ludoteca_games::catalogue::find(game)?;
    match preset.family.play {
        PlayKind::Turns => Ok(Box::new(TurnMatch::new(game, params, start)?)),
        PlayKind::Own(name) => match OWN_MATCHES.iter().find(|(n, _)| *n == name) {
            Some((_, open)) => open(params, start, seed),
            None => Err(PlayError::unsupported(Msg::ErrOwnMatchMissing { game: game.into(), name: name.into() })),
        },
    }
}

/// Starts one family's own match from its parameters, start and seed.
type OwnMatch = fn(&Params, Option<&str>, Option<u64>) -> Result<Box<dyn Match>, PlayError>;

/// A seed nobody can guess in advance (the operating system's random keys of
/// `RandomState`, applied to the time), for matches whose chance is not fixed.
pub(crate) fn fresh_seed() -> u64 {
    use std::hash::BuildHasher;
    std::collections::hash_map::RandomState::new().hash_one(std::time::SystemTime::now())
}

/// The most memory the families' shared analysis caches keep by default
/// (Mastermind's engines, one per variant), in bytes.
pub const SHARED_MEMORY: u64 = ludoteca_mastermind::shared::SHARED_BYTES;

/// Sets the most memory the families' shared analysis caches keep: a
/// server sets aside that share of its budget for them.
pub fn set_shared_memory(bytes: u64) {
    ludoteca_mastermind::shared::set_limit(bytes);
}

/// How `game` is played: `"turns"` for the complete-information games
/// ([`TurnMatch`]), otherwise the name of the game's own match (a front end
/// may draw a special board for it).
#[must_use]
pub fn match_kind(game: &str) -> &'static str {
    ludoteca_games::catalogue::preset(game).map_or("turns", |p| p.family.play.name())
}

/// Resumes a saved match, replaying and re-checking every move.
pub fn resume(saved: &SavedMatch) -> Result<Box<dyn Match>, PlayError> {
    if saved.version != 1 {
        return Err(PlayError::BadSave(format!(
            "version {} is not known; this program reads version 1",
            saved.version
        )));
    }
    let mut m = new_match(&saved.game, &saved.params, Some(&saved.start), saved.seed)?;
    replay(m.as_mut(), &saved.moves)?;
    Ok(m)
}

/// Plays `moves` in order, each by the seat whose turn it is.
pub fn replay(m: &mut dyn Match, moves: &[String]) -> Result<(), PlayError> {
    for (i, mv) in moves.iter().enumerate() {
        let seat = m
            .to_move()
            .ok_or_else(|| PlayError::BadSave(format!("move {} (`{mv}`) comes after the end of the game", i + 1)))?;
        m.play(seat, mv).map_err(|e| PlayError::BadSave(format!("move {} (`{mv}`): {e}", i + 1)))?;
    }
    Ok(())
}
