//! [`MastermindMatch`]: the seed's two-player Mastermind match — make,
//! break, swap, score — the one place where the secret codes are kept and
//! hidden from every seat that may not see them.
//!
//! Moves, typed by the seat to move:
//! * the maker opens each round with `secret 1234` (or just `1234`),
//!   `random` (a secret drawn from the match's seed), `adversary` (the
//!   computer answers each guess keeping the most codes possible) or
//!   `answer` (the maker answers every guess by hand);
//! * the breaker guesses a code, `1234`;
//! * a maker who answers by hand types the answer, `2B1W` or `+o--`.

mod advice;
mod marks;
pub use marks::GuessWhy;
mod view;

use crate::{Hint, Match, MatchResult, PlayError, PlayedMove, SavedMatch, Seat, View};
use ludoteca_core::{Msg, Player};
use ludoteca_games::mastermind::words::MastermindMsg;
use ludoteca_games::mastermind::{MastermindConfig, refusal};
use ludoteca_games::{GameError, Params};
use ludoteca_mastermind::feedback::score;
use ludoteca_mastermind::{Adversary, Code, Engine, Feedback, Role, Round, Variant};
use std::sync::Arc;
use std::time::Duration;

/// The game's id.
pub const GAME: &str = "mastermind";

/// How the maker of a round answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Making {
    /// A committed secret (typed, or `drawn` from the seed); the referee answers.
    Secret { code: Code, drawn: bool },
    /// The adversary answers, keeping the most codes possible.
    Adversary,
    /// The maker answers each guess by hand.
    ByHand,
}

impl Making {
    fn name(self) -> &'static str {
        match self {
            Making::Secret { drawn: false, .. } => "secret",
            Making::Secret { drawn: true, .. } => "random",
            Making::Adversary => "adversary",
            Making::ByHand => "answer",
        }
    }
}

/// One round: who makes, how, and the answered guesses.
#[derive(Clone, Debug)]
struct RoundState {
    maker: Seat,
    making: Option<Making>,
    round: Round,
    /// A guess waiting for the answer of a maker who answers by hand.
    pending: Option<Code>,
}

impl RoundState {
    fn breaker(&self) -> Seat {
        !self.maker
    }

    fn over(&self) -> bool {
        self.making.is_some() && self.pending.is_none() && self.round.is_over()
    }

    /// The breaker's score once the round is over: guesses used, or
    /// `max_guesses + 1` for a round not broken.
    fn score(&self) -> Option<usize> {
        self.over().then(|| {
            if self.round.is_won() { self.round.history().len() } else { self.round.variant().max_guesses + 1 }
        })
    }
}

/// Whose turn, and for what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Make,
    Guess,
    Answer,
    Over,
}

/// A match of Mastermind: `rounds` rounds, the players swapping maker and
/// breaker; see the module documentation for the moves.
pub struct MastermindMatch {
    config: MastermindConfig,
    params: Params,
    seed: u64,
    rounds: Vec<RoundState>,
    history: Vec<PlayedMove>,
    /// The round (0-based) of each move of `history`.
    round_of: Vec<usize>,
    position: String,
}

fn illegal(text: &str, e: &ludoteca_mastermind::Error) -> PlayError {
    PlayError::Game(GameError::illegal(text, refusal(e)))
}

fn mix(mut h: u64) -> u64 {
    h = h.wrapping_add(0x9E37_79B9_7F4A_7C15);
    h = (h ^ (h >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    h ^ (h >> 31)
}

/// The random secret of round `round` of a match with `seed`: uniform over
/// the variant's secrets, and the same every time (replay, undo).
fn draw(v: &Variant, seed: u64, round: usize) -> Code {
    let mut state = mix(seed ^ mix(round as u64 + 1));
    loop {
        state = mix(state);
        let c = Code::from_index((state % v.all_codes()) as u32, v.pegs, v.colors);
        if v.repeats || c.repeated_color().is_none() {
            return c;
        }
    }
}

impl MastermindMatch {
    /// A new match with `params` (see `ludoteca rules mastermind`). `start`
    /// may only be the start itself (a match always begins at round 1);
    /// `seed` fixes the random secrets (else the `seed` parameter, else a
    /// fresh one), and [`Match::save`] records it.
    pub fn new(params: &Params, start: Option<&str>, seed: Option<u64>) -> Result<MastermindMatch, PlayError> {
        let config = MastermindConfig::from_params(GAME, params)?;
        let max = ludoteca_mastermind::space::MAX_SPACE;
        if config.maker == ludoteca_games::mastermind::MakerStyle::Adversarial && config.variant.all_codes() > max {
            return Err(PlayError::Game(GameError::bad_param(
                "maker",
                "adversarial",
                Msg::from(MastermindMsg::MmAdversaryTooMany { max, has: config.variant.all_codes() }),
            )));
        }
        let seed = seed.or(config.seed).unwrap_or_else(crate::fresh_seed);
        let mut m = MastermindMatch {
            config,
            params: params.clone(),
            seed,
            rounds: vec![RoundState::new(Player::First, &config.variant)?],
            history: Vec::new(),
            round_of: Vec::new(),
            position: String::new(),
        };
        m.position = m.public_position();
        if let Some(s) = start.map(str::trim).filter(|s| !s.is_empty() && *s != m.position && *s != "round 1") {
            return Err(PlayError::Game(GameError::bad_position(s, Msg::from(MastermindMsg::MmStartRound1))));
        }
        Ok(m)
    }

    /// The configuration read from the parameters.
    pub fn config(&self) -> &MastermindConfig {
        &self.config
    }

    /// The analysis engine of the variant, built on first use.
    /// The variant's engine, shared by every match of the variant
    /// ([`ludoteca_mastermind::shared`]).
    fn engine(&self) -> Result<Arc<Engine>, PlayError> {
        ludoteca_mastermind::shared(&self.config.variant)
            .map_err(|e| PlayError::unsupported(MastermindMsg::MmEngineCannot { why: Box::new(refusal(&e)) }))
    }

    fn current(&self) -> &RoundState {
        self.rounds.last().expect("a match has a round")
    }

    fn phase(&self) -> Phase {
        let r = self.current();
        if r.making.is_none() {
            Phase::Make
        } else if r.pending.is_some() {
            Phase::Answer
        } else if r.round.is_over() {
            Phase::Over
        } else {
            Phase::Guess
        }
    }

    /// Each seat's guesses as breaker over the finished rounds (`None`
    /// before its first finished round as breaker).
    fn scores(&self) -> [Option<usize>; 2] {
        let mut s = [None, None];
        for r in &self.rounds {
            if let Some(n) = r.score() {
                let i = r.breaker().index();
                s[i] = Some(s[i].unwrap_or(0) + n);
            }
        }
        s
    }

    /// The code of round `i` as `viewer` may see it: its maker during the
    /// round, everybody once it is over.
    fn visible_secret(&self, i: usize, viewer: Option<Seat>) -> Option<Code> {
        let r = &self.rounds[i];
        if r.over() {
            return self.revealed(i);
        }
        match r.making {
            Some(Making::Secret { code, .. }) if viewer == Some(r.maker) => Some(code),
            _ => None,
        }
    }

    /// The code of a finished round: the secret; for the adversary and a
    /// maker answering by hand, the code found, else the smallest code that
    /// fits every answer (when it can be told).
    fn revealed(&self, i: usize) -> Option<Code> {
        let r = &self.rounds[i];
        if let Some(Making::Secret { code, .. }) = r.making {
            return Some(code);
        }
        if r.round.is_won() {
            return r.round.history().last().map(|t| t.0);
        }
        match r.making {
            Some(Making::Adversary) => self.engine().ok()?.candidates(r.round.history()).ok()?.first().copied(),
            _ => {
                let (n, first) = r.round.candidates(1);
                (n == 1).then(|| first[0])
            }
        }
    }

    fn make(&mut self, text: &str) -> Result<(Making, String), PlayError> {
        let v = self.config.variant;
        // The commands in English and in Portuguese, any case: `secret 1234`,
        // `segredo 1234` (`senha 1234` in Brazil) or just `1234`; `random`/`sorteio`; `adversary`/`adversário`;
        // `answer`/`à mão`.
        let lower = text.trim().to_lowercase();
        let (word, rest) = lower.split_once(char::is_whitespace).map_or((lower.as_str(), ""), |(a, b)| (a, b.trim()));
        let looks_like_code = !text.is_empty() && text.chars().all(|c| c.is_ascii_digit() || c == ',' || c == ' ');
        let made = match (word, rest) {
            ("secret" | "code" | "segredo" | "senha" | "código" | "codigo", r) if !r.is_empty() => {
                let code = Code::parse(r, &v, Role::Secret).map_err(|e| illegal(text, &e))?;
                (Making::Secret { code, drawn: false }, format!("secret {code}"))
            }
            _ if looks_like_code => {
                let code = Code::parse(text, &v, Role::Secret).map_err(|e| illegal(text, &e))?;
                (Making::Secret { code, drawn: false }, format!("secret {code}"))
            }
            ("random" | "sorteio" | "sortear" | "aleatório" | "aleatorio", "") => {
                (Making::Secret { code: draw(&v, self.seed, self.rounds.len() - 1), drawn: true }, "random".into())
            }
            ("adversary" | "adversarial" | "adversário" | "adversario", "") => {
                self.engine()?;
                (Making::Adversary, "adversary".into())
            }
            ("answer" | "hand" | "responder" | "mão" | "mao", "") | ("by", "hand") | ("à" | "a", "mão" | "mao") => {
                (Making::ByHand, "answer".into())
            }
            _ => return Err(PlayError::Game(GameError::illegal(text, self.make_expected()))),
        };
        Ok(made)
    }

    fn make_expected(&self) -> Msg {
        let v = &self.config.variant;
        Msg::from(MastermindMsg::MmMakeExpected {
            pegs: v.pegs as u64,
            colors: v.colors as u64,
            distinct: (!v.repeats).then(|| Box::new(Msg::from(MastermindMsg::MmNoColourTwice))),
        })
    }

    /// The adversary's answer to `guess` after the round's answers so far.
    fn adversary_answer(&self, guess: Code) -> Result<Feedback, PlayError> {
        let eng = self.engine()?;
        let mut adv = Adversary::new(&eng);
        for &(g, _) in self.current().round.history() {
            adv.answer(g).map_err(|e| illegal(&g.to_string(), &e))?;
        }
        adv.answer(guess).map_err(|e| illegal(&guess.to_string(), &e))
    }

    /// Plays one move of the seat to move; returns it as written in the history.
    fn apply(&mut self, text: &str) -> Result<String, PlayError> {
        let v = self.config.variant;
        match self.phase() {
            Phase::Make => {
                let (making, written) = self.make(text)?;
                self.rounds.last_mut().expect("a round").making = Some(making);
                Ok(written)
            }
            Phase::Guess => {
                let guess = Code::parse(text, &v, Role::Guess).map_err(|e| illegal(text, &e))?;
                let fb = match self.current().making {
                    Some(Making::Secret { code, .. }) => Some(score(v.feedback, guess, code)),
                    Some(Making::Adversary) => Some(self.adversary_answer(guess)?),
                    _ => None,
                };
                let r = self.rounds.last_mut().expect("a round");
                match fb {
                    Some(fb) => r.round.record(guess, fb).map_err(|e| illegal(text, &e))?,
                    None => r.pending = Some(guess),
                }
                Ok(guess.to_string())
            }
            Phase::Answer => {
                let fb = Feedback::parse(text, &v).map_err(|e| illegal(text, &e))?;
                let r = self.rounds.last_mut().expect("a round");
                let guess = r.pending.expect("an answer waits for a guess");
                r.round.record(guess, fb).map_err(|e| illegal(text, &e))?;
                r.pending = None;
                Ok(fb.display(&v).to_string())
            }
            Phase::Over => Err(PlayError::Over),
        }
    }
}

impl RoundState {
    fn new(maker: Seat, v: &Variant) -> Result<RoundState, PlayError> {
        let round = Round::new(v).map_err(|e| GameError::bad_param("variant", v.to_string(), refusal(&e)))?;
        Ok(RoundState { maker, making: None, round, pending: None })
    }
}

impl Match for MastermindMatch {
    // A chosen secret, and the seed the random secrets are drawn from, are
    // not for every seat.
    own_match_common!(start: |_: &MastermindMatch| "round 1".to_string(), hidden: ["secret", "seed"]);

    fn rules_in(&self, lang: ludoteca_core::Lang) -> String {
        self.config.rules(lang)
    }

    fn to_move(&self) -> Option<Seat> {
        let r = self.current();
        match self.phase() {
            Phase::Make | Phase::Answer => Some(r.maker),
            Phase::Guess => Some(r.breaker()),
            Phase::Over => None,
        }
    }

    fn legal_moves(&self) -> Vec<String> {
        self.listed_moves()
    }

    fn play(&mut self, seat: Seat, mv: &str) -> Result<(), PlayError> {
        let Some(turn) = self.to_move() else { return Err(PlayError::Over) };
        if turn != seat {
            return Err(PlayError::NotYourTurn(seat, turn));
        }
        let written = self.apply(mv.trim())?;
        let i = self.rounds.len() - 1;
        if self.rounds[i].over() && self.rounds.len() < self.config.rounds {
            let next = RoundState::new(!self.rounds[i].maker, &self.config.variant)?;
            self.rounds.push(next);
        }
        self.position = self.public_position();
        self.round_of.push(i);
        let data = self.move_data(&written);
        self.history.push(PlayedMove { seat, mv: written, position: self.position.clone(), data });
        Ok(())
    }

    fn prompt_msg(&self, _seat: Option<Seat>) -> Option<ludoteca_core::Msg> {
        self.prompt_message()
    }

    fn champion_move(&self, budget: Duration) -> Result<String, PlayError> {
        self.champion(budget)
    }

    fn analysis(&self, seat: Option<Seat>, question: &str) -> Result<serde_json::Value, PlayError> {
        self.analyse(seat, question)
    }

    fn marks(&self, budget: Duration) -> crate::marks::Marks {
        self.guess_marks(budget)
    }

    fn undo(&mut self) -> Result<(), PlayError> {
        if self.history.is_empty() {
            return Err(PlayError::NothingToUndo);
        }
        let moves: Vec<(Seat, String)> =
            self.history[..self.history.len() - 1].iter().map(|m| (m.seat, m.mv.clone())).collect();
        let mut fresh = MastermindMatch::new(&self.params, None, Some(self.seed))?;
        for (seat, mv) in moves {
            fresh.play(seat, &mv)?;
        }
        *self = fresh;
        Ok(())
    }

    fn result(&self) -> Option<MatchResult> {
        if self.phase() != Phase::Over {
            return None;
        }
        let [a, b] = self.scores().map(|s| s.unwrap_or(0));
        Some(match a.cmp(&b) {
            std::cmp::Ordering::Less => MatchResult::Winner(Player::First),
            std::cmp::Ordering::Greater => MatchResult::Winner(Player::Second),
            std::cmp::Ordering::Equal => MatchResult::Draw,
        })
    }

    fn undo_reveals(&self) -> bool {
        true
    }
}
