//! What one seat may know: the public board, its own hand, the opponent's
//! hand SIZE (its contents only with `open_hands`), the number it drew.
//! The AIs receive this type and nothing else, so they cannot read a hidden
//! hand.

use crate::hand::Hand;
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::player::Player;
use crate::position::Position;
use crate::rules::{Rules, Version};
use serde::{Deserialize, Serialize};

/// One seat's information set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The rules.
    pub rules: Rules,
    /// Whose view this is.
    pub seat: Player,
    /// The public board.
    pub position: Position,
    /// Version III: the seat's own hand.
    pub hand: Option<Hand>,
    /// Version III: how many pieces the opponent holds.
    pub opponent_hand_size: Option<u32>,
    /// Version III with `open_hands`: the opponent's hand.
    pub open_opponent_hand: Option<Hand>,
    /// Version I: the number the seat drew (when it is to move).
    pub drawn: Option<u8>,
    /// The outcome, once the game is over.
    pub outcome: Option<Outcome>,
}

impl SeatView {
    /// Whether this seat is to move in an unfinished game.
    #[must_use]
    pub fn to_move(&self) -> bool {
        self.outcome.is_none() && self.position.mover() == self.seat && !self.position.is_full()
    }

    /// The numbers this seat may place now, as a mask (bits 1..=size).
    #[must_use]
    pub fn number_mask(&self) -> u8 {
        if !self.to_move() {
            return 0;
        }
        match self.rules.version {
            Version::II => 0xFE,
            Version::I => self.drawn.map_or(0, |k| 1 << k),
            Version::III => self.hand.map_or(0, |h| h.mask()),
        }
    }

    /// The seat's legal moves (empty when it is not to move).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        self.position.moves_of(self.number_mask())
    }

    /// Version III: the pieces this seat cannot see (all pieces minus the
    /// board minus its own hand). The opponent's hand is drawn from these.
    #[must_use]
    pub fn unseen(&self) -> Hand {
        self.position.pool().minus(&self.hand.unwrap_or(Hand::EMPTY))
    }

    /// The board as text, with the seat's hand and draw below.
    #[must_use]
    pub fn render(&self) -> String {
        let mut s = crate::render::render(&self.position);
        if let Some(h) = self.hand {
            s.push_str(&format!("your hand: {h}\n"));
        }
        if let Some(o) = self.open_opponent_hand {
            s.push_str(&format!("opponent's hand: {o}\n"));
        } else if let Some(k) = self.opponent_hand_size {
            s.push_str(&format!("opponent's hand: {k} pieces\n"));
        }
        if let Some(d) = self.drawn {
            s.push_str(&format!("you drew: {d}\n"));
        }
        s
    }
}
