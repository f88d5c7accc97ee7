//! Comparison of games: G ≥ H when Left wins G − H moving second; equal, greater, less or confused.

use crate::arena::{cached, remember};
use crate::game::Game;
use std::cmp::Ordering;
use std::fmt;

/// How two games compare: the four answers of a partial order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Comparison {
    /// `G = H`.
    Equal,
    /// `G > H`.
    Greater,
    /// `G < H`.
    Less,
    /// `G ‖ H`: confused, incomparable (G − H is a first-player win).
    Confused,
}

impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Comparison::Equal => "=",
            Comparison::Greater => ">",
            Comparison::Less => "<",
            Comparison::Confused => "‖",
        })
    }
}

/// `x ≤ y`: no Left option of x is ≥ y and no Right option of y is ≤ x.
pub(crate) fn le(x: &Game, y: &Game) -> bool {
    if x == y {
        return true;
    }
    if let (Some(a), Some(b)) = (x.as_number(), y.as_number()) {
        return a <= b;
    }
    let key = (x.id(), y.id());
    if let Some(known) = cached(|c| c.le.get(&key).copied()) {
        return known;
    }
    let answer = !x.left_options().iter().any(|xl| le(y, xl)) && !y.right_options().iter().any(|yr| le(yr, x));
    remember(|c| {
        c.le.insert(key, answer);
    });
    answer
}

impl Game {
    /// How this game compares with `other`.
    ///
    /// ```
    /// use ludoteca_values::{Comparison, Game};
    /// let up: Game = "↑".parse().unwrap();
    /// assert_eq!(up.compare(&Game::zero()), Comparison::Greater);
    /// assert_eq!(Game::star().compare(&Game::zero()), Comparison::Confused);
    /// ```
    pub fn compare(&self, other: &Game) -> Comparison {
        let (g, h) = (self.clone(), other.clone());
        let both = move || (le(&g, &h), le(&h, &g));
        match crate::stack::sized(self.birthday() + other.birthday(), both) {
            (true, true) => Comparison::Equal,
            (true, false) => Comparison::Less,
            (false, true) => Comparison::Greater,
            (false, false) => Comparison::Confused,
        }
    }

    /// Whether this game is confused with `other` (`‖`).
    pub fn is_confused_with(&self, other: &Game) -> bool {
        self.compare(other) == Comparison::Confused
    }
}

impl PartialOrd for Game {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        match self.compare(other) {
            Comparison::Equal => Some(Ordering::Equal),
            Comparison::Less => Some(Ordering::Less),
            Comparison::Greater => Some(Ordering::Greater),
            Comparison::Confused => None,
        }
    }

    fn le(&self, other: &Self) -> bool {
        let (g, h) = (self.clone(), other.clone());
        crate::stack::sized(self.birthday() + other.birthday(), move || le(&g, &h))
    }

    fn ge(&self, other: &Self) -> bool {
        let (g, h) = (self.clone(), other.clone());
        crate::stack::sized(self.birthday() + other.birthday(), move || le(&h, &g))
    }
}
