//! A refereed game of any version: the rules, the seeded random generator
//! (version I draws, version III deal), the hands, the position, the
//! history with each conquest explained, and the outcome.

use crate::conquest::Conquest;
use crate::error::Error;
use crate::hand::Hand;
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::player::Player;
use crate::position::Position;
use crate::rng::Rng;
use crate::rules::{Rules, Version};
use crate::view::SeatView;
use serde::{Deserialize, Serialize};

/// One refereed move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Who played.
    pub player: Player,
    /// The placement.
    pub mv: Move,
    /// The column it conquered, if any, with the run that made it.
    pub conquest: Option<Conquest>,
}

/// A game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    rules: Rules,
    seed: u64,
    rng: Rng,
    position: Position,
    hands: [Hand; 2],
    drawn: Option<u8>,
    history: Vec<Turn>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game from the empty board. `seed` drives version I's draws and
    /// version III's deal, so the same seed and moves replay the same game.
    pub fn new(rules: Rules, seed: u64) -> Result<Game, Error> {
        rules.validate()?;
        Game::from_position(rules, Position::empty(rules.size)?, seed)
    }

    /// A game continuing from a position (its owners must match its runs).
    /// In version III the pieces not on the board are dealt at random, the
    /// mover getting the odd one.
    pub fn from_position(rules: Rules, position: Position, seed: u64) -> Result<Game, Error> {
        rules.validate()?;
        let mut rng = Rng::new(seed);
        let mut hands = [Hand::EMPTY; 2];
        if rules.version == Version::III {
            let mut pool = position.pool().numbers();
            for i in (1..pool.len()).rev() {
                pool.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let m = position.mover().index();
            let k = pool.len().div_ceil(2);
            hands[m] = Hand::from_numbers(&pool[..k]);
            hands[1 - m] = Hand::from_numbers(&pool[k..]);
        }
        Game::start(rules, position, hands, rng, seed)
    }

    /// A version III game from a position and given hands (`[First, Second]`).
    /// The hands may leave pieces out of play.
    pub fn with_hands(rules: Rules, position: Position, hands: [Hand; 2], seed: u64) -> Result<Game, Error> {
        rules.validate()?;
        if rules.version != Version::III {
            return Err(Error::BadDeal("hands are dealt only in version III".into()));
        }
        let pool = position.pool();
        for k in 1..=7 {
            let dealt = u32::from(hands[0].count(k)) + u32::from(hands[1].count(k));
            if dealt > u32::from(pool.count(k)) {
                return Err(Error::BadDeal(format!(
                    "{dealt} pieces numbered {k} are dealt but only {} are off the board",
                    pool.count(k)
                )));
            }
        }
        Game::start(rules, position, hands, Rng::new(seed), seed)
    }

    fn start(rules: Rules, position: Position, hands: [Hand; 2], rng: Rng, seed: u64) -> Result<Game, Error> {
        if position.size() != rules.size {
            return Err(Error::BadPosition {
                text: position.to_string(),
                reason: format!("the board is {0}×{0} but the rules say size {1}", position.size(), rules.size),
            });
        }
        position.check_owners(rules.run)?;
        let mut g = Game { rules, seed, rng, position, hands, drawn: None, history: Vec::new(), outcome: None };
        g.begin_turn();
        Ok(g)
    }

    /// Draws (version I) and decides whether the game is over.
    fn begin_turn(&mut self) {
        self.drawn = None;
        let p = &self.position;
        if p.is_full() {
            self.outcome = Some(Outcome::full(p));
            return;
        }
        let mask = match self.rules.version {
            Version::II => 0xFE,
            Version::III => self.hands[p.mover().index()].mask(),
            Version::I => {
                let pool = p.pool();
                let mut i = self.rng.below(u64::from(pool.total())) as u8;
                let mut k = 1;
                while i >= pool.count(k) {
                    i -= pool.count(k);
                    k += 1;
                }
                self.drawn = Some(k);
                1 << k
            }
        };
        if !p.any_fits(mask) {
            self.outcome = Some(Outcome::blocked(p));
        }
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seed the game started from.
    #[must_use]
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The player to move.
    #[must_use]
    pub const fn mover(&self) -> Player {
        self.position.mover()
    }

    /// Version I: the number the mover drew.
    #[must_use]
    pub const fn drawn(&self) -> Option<u8> {
        self.drawn
    }

    /// The moves so far.
    #[must_use]
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// The outcome, once the game is over.
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// What `seat` may see (version III hides the other hand unless
    /// `open_hands`).
    #[must_use]
    pub fn seat_view(&self, seat: Player) -> SeatView {
        let iii = self.rules.version == Version::III;
        let other = self.hands[seat.opponent().index()];
        SeatView {
            rules: self.rules,
            seat,
            position: self.position,
            hand: iii.then_some(self.hands[seat.index()]),
            opponent_hand_size: iii.then_some(other.total()),
            open_opponent_hand: (iii && self.rules.open_hands).then_some(other),
            drawn: if self.mover() == seat { self.drawn } else { None },
            outcome: self.outcome,
        }
    }

    /// The mover's view.
    #[must_use]
    pub fn mover_view(&self) -> SeatView {
        self.seat_view(self.mover())
    }

    /// The mover's legal moves (none once the game is over).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        self.mover_view().legal_moves()
    }

    /// Checks a move for the mover without playing it.
    pub fn check(&self, mv: Move) -> Result<(), Error> {
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let m = self.mover();
        match self.rules.version {
            Version::I => {
                let drawn = self.drawn.unwrap_or(0);
                if mv.number != drawn && (1..=self.rules.size).contains(&mv.number) {
                    return Err(Error::NotDrawn { number: mv.number, drawn });
                }
            }
            Version::III => {
                let h = self.hands[m.index()];
                if h.count(mv.number) == 0 && (1..=self.rules.size).contains(&mv.number) {
                    return Err(Error::NotInHand { number: mv.number, hand: h.to_string() });
                }
            }
            Version::II => {}
        }
        self.position.check(mv)
    }

    /// Plays a move for the mover; a refused move changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<&Turn, Error> {
        self.check(mv)?;
        let player = self.mover();
        let conquest = self.position.play(mv, &self.rules)?;
        self.hands[player.index()].remove(mv.number);
        self.history.push(Turn { player, mv, conquest });
        self.begin_turn();
        Ok(&self.history[self.history.len() - 1])
    }

    /// Parses and plays a move like `c3=5`.
    pub fn play_str(&mut self, text: &str) -> Result<&Turn, Error> {
        let mv: Move = text.parse()?;
        self.play(mv)
    }

    /// The board as text (see [`crate::render::render`]).
    #[must_use]
    pub fn render(&self) -> String {
        crate::render::render(&self.position)
    }
}
