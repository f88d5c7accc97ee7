//! [`ErdosMatch`]: a match of *Erdös Latino* (`erdos-latino`) in any of its
//! versions — II (complete information), I (the number to place is drawn
//! from the match's seed) and III (the pieces are dealt from the seed and
//! each seat sees only its own hand) — refereed by `ludoteca-erdos`.
//!
//! Moves are typed `c3=5` (the number 5 on c3); in version I `c3` places the
//! number drawn. Every conquest is reported with the squares of its run.
//! Each seat's [`View`] carries only what it may know; the computer's player
//! and the hint see only the mover's [`SeatView`](ludoteca_erdos::SeatView).

mod advice;
mod view;

use crate::{Hint, Match, MatchResult, PlayError, PlayedMove, SavedMatch, Seat, View};
use ludoteca_core::{Lang, Msg, Player};
use ludoteca_erdos::{Game, Move, Position, Square, Version};
use ludoteca_games::erdos::words::ErdosMsg;
use ludoteca_games::erdos::{ErdosConfig, moves, refusal};
use ludoteca_games::{GameError, Params};
use std::time::Duration;

/// The game's id.
pub const GAME: &str = "erdos-latino";

/// A match of Erdös Latino; see the module documentation.
pub struct ErdosMatch {
    config: ErdosConfig,
    params: Params,
    seed: u64,
    start: String,
    /// The game before each move and now: `games[0]` is the start, the last
    /// one the game in play (its generator included, so that an undo
    /// restores the very same draw).
    games: Vec<Game>,
    history: Vec<PlayedMove>,
    position: String,
}

fn illegal(text: &str, expected: Msg) -> PlayError {
    PlayError::Game(GameError::illegal(text, expected))
}

/// The driver's seat of an engine player, and back.
pub(crate) fn seat(p: ludoteca_erdos::Player) -> Seat {
    Player::BOTH[p.index()]
}

pub(crate) fn player(s: Seat) -> ludoteca_erdos::Player {
    ludoteca_erdos::Player::from_index(s.index())
}

pub(crate) fn mix(mut h: u64) -> u64 {
    h = h.wrapping_add(0x9E37_79B9_7F4A_7C15);
    h = (h ^ (h >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    h ^ (h >> 31)
}

impl ErdosMatch {
    /// A new match with `params` (see `ludoteca rules erdos-latino`) from
    /// `start` (default: the empty board). `seed` fixes the draws (version
    /// I) and the deal (version III) — else the `seed` parameter, else a
    /// fresh one — and [`Match::save`] records it.
    pub fn new(params: &Params, start: Option<&str>, seed: Option<u64>) -> Result<ErdosMatch, PlayError> {
        let config = ErdosConfig::from_params(GAME, params)?;
        let rules = config.rules;
        let bad = |text: &str, e: Msg| PlayError::Game(GameError::bad_position(text, e));
        let position = match start.map(str::trim).filter(|s| !s.is_empty()) {
            None => Position::empty(rules.size).map_err(|e| bad("", refusal(&e)))?,
            Some(s) => {
                let p: Position = s.parse().map_err(|e| bad(s, refusal(&e)))?;
                if p.size() != rules.size {
                    let why =
                        Msg::from(ErdosMsg::ErSizeMismatch { board: u64::from(p.size()), size: u64::from(rules.size) });
                    return Err(bad(s, why));
                }
                p
            }
        };
        let seed = seed.or(config.seed).unwrap_or_else(crate::fresh_seed);
        let game = Game::from_position(rules, position, seed).map_err(|e| bad(&position.to_string(), refusal(&e)))?;
        Ok(ErdosMatch {
            config,
            params: params.clone(),
            seed,
            start: position.to_string(),
            position: position.to_string(),
            games: vec![game],
            history: Vec::new(),
        })
    }

    /// The configuration read from the parameters.
    pub fn config(&self) -> &ErdosConfig {
        &self.config
    }

    /// The game in play.
    pub fn game(&self) -> &Game {
        self.games.last().expect("a match has its start")
    }

    /// Reads a move of the mover: `c3=5`, or `c3` for the number drawn (I).
    fn parse_move(&self, text: &str) -> Result<Move, PlayError> {
        let g = self.game();
        let example = if g.rules().version == Version::I {
            Msg::from(ErdosMsg::ErDrawnMove { k: u64::from(g.drawn().unwrap_or(1)) })
        } else {
            Msg::from(ErdosMsg::ErMoveShape)
        };
        if text.contains('=') {
            return text.parse().map_err(|_| illegal(text, example));
        }
        match (g.rules().version, g.drawn()) {
            (Version::I, Some(k)) => {
                let sq: Square = text.parse().map_err(|_| illegal(text, example.clone()))?;
                Ok(Move::new(sq, k))
            }
            _ => Err(illegal(text, example)),
        }
    }
}

impl Match for ErdosMatch {
    // The seed would tell the draws to come and the other hand.
    own_match_common!(start: |m: &ErdosMatch| m.start.clone(), hidden: ["seed"]);

    fn rules_in(&self, lang: ludoteca_core::Lang) -> String {
        self.config.rules_text(lang)
    }

    fn to_move(&self) -> Option<Seat> {
        let g = self.game();
        g.outcome().is_none().then(|| seat(g.mover()))
    }

    fn legal_moves(&self) -> Vec<String> {
        self.game().legal_moves().iter().map(ToString::to_string).collect()
    }

    fn play(&mut self, s: Seat, mv: &str) -> Result<(), PlayError> {
        let Some(turn) = self.to_move() else { return Err(PlayError::Over) };
        if turn != s {
            return Err(PlayError::NotYourTurn(s, turn));
        }
        let text = mv.trim();
        let m = self.parse_move(text)?;
        let mut next = self.game().clone();
        next.play(m).map_err(|e| illegal(text, refusal(&e)))?;
        self.position = next.position().to_string();
        self.history.push(PlayedMove {
            seat: s,
            mv: m.to_string(),
            position: self.position.clone(),
            data: moves::data(&m),
        });
        self.games.push(next);
        Ok(())
    }

    fn prompt_msg(&self, seat: Option<Seat>) -> Option<ludoteca_core::Msg> {
        self.prompt_message(seat)
    }

    fn champion_move(&self, budget: Duration) -> Result<String, PlayError> {
        self.computer(budget)
    }

    fn mark_sentence(&self, marks: &crate::marks::Marks, i: usize, lang: Lang) -> Option<String> {
        marks.moves.get(i)?.why.as_ref()?;
        match ludoteca_games::open(GAME, &self.params) {
            Ok(entry) => marks.sentence_in_words(i, lang, entry.as_ref()),
            Err(_) => marks.sentence(i, lang),
        }
    }

    fn marks(&self, budget: Duration) -> crate::marks::Marks {
        // Only version II is a game of exact values (I draws, III hides).
        let entry = (self.game().rules().version == Version::II)
            .then(|| ludoteca_games::open(GAME, &self.params).ok())
            .flatten();
        let Some(entry) = entry else { return crate::marks::Marks::unknown(self.history.len()) };
        let positions: Vec<String> =
            std::iter::once(self.start.clone()).chain(self.history.iter().map(|m| m.position.clone())).collect();
        crate::marks::of_positions(entry.as_ref(), &positions, &self.history, budget)
    }

    fn undo(&mut self) -> Result<(), PlayError> {
        if self.history.pop().is_none() {
            return Err(PlayError::NothingToUndo);
        }
        self.games.pop();
        self.position = self.game().position().to_string();
        Ok(())
    }

    fn result(&self) -> Option<MatchResult> {
        let o = self.game().outcome()?;
        Some(match o.winner {
            Some(w) => MatchResult::Winner(seat(w)),
            None => MatchResult::Draw,
        })
    }

    fn undo_reveals(&self) -> bool {
        // The same draw (I) or the computer's hand shown by its moves (III).
        self.game().rules().version != Version::II
    }
}
