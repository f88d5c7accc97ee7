//! The disjunctive sum G + H (move in one component at a time), the negative −G and the difference.

use crate::arena::{cached, remember};
use crate::error::ValueError;
use crate::game::Game;

impl Game {
    /// The sum `self + other`: the game where each move is made in one of the two.
    ///
    /// Numbers add as numbers; a number `x` added to a game `G` that is not a number
    /// moves each of G's options by x (the number translation theorem); otherwise the
    /// options are `{G^L + H, G + H^L | G^R + H, G + H^R}`, simplified.
    ///
    /// ```
    /// use ludoteca_values::Game;
    /// let up = Game::up();
    /// assert_eq!(up.sum(&up).unwrap().to_string(), "⇑");
    /// assert_eq!(up.sum(&up).unwrap().sum(&Game::star()).unwrap().to_string(), "⇑*");
    /// assert_eq!(Game::star().sum(&Game::star()).unwrap(), Game::zero());
    /// ```
    pub fn sum(&self, other: &Game) -> Result<Game, ValueError> {
        let depth = self.birthday() + other.birthday();
        let (g, h) = (self.clone(), other.clone());
        crate::stack::sized(depth, move || g.sum_here(&h))
    }

    fn sum_here(&self, other: &Game) -> Result<Game, ValueError> {
        if let (Some(a), Some(b)) = (self.as_number(), other.as_number()) {
            return Ok(Game::number(a.checked_add(b)?));
        }
        if let (Some(a), Some(b)) = (self.as_nimber(), other.as_nimber()) {
            // Nimbers add as binary numbers without carry.
            return Ok(Game::nimber_unbounded(a ^ b));
        }
        let (g, h) = if self.id() <= other.id() { (self, other) } else { (other, self) };
        let key = (g.id(), h.id());
        if let Some(known) = cached(|c| c.sum.get(&key).cloned()) {
            return Ok(known);
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        // A number is never the better component to move in (number avoidance).
        if !g.is_number() {
            for gl in g.left_options() {
                left.push(gl.sum(h)?);
            }
            for gr in g.right_options() {
                right.push(gr.sum(h)?);
            }
        }
        if !h.is_number() {
            for hl in h.left_options() {
                left.push(g.sum(&hl)?);
            }
            for hr in h.right_options() {
                right.push(g.sum(&hr)?);
            }
        }
        let answer = Game::from_options(left, right)?;
        remember(|c| {
            c.sum.insert(key, answer.clone());
        });
        Ok(answer)
    }

    /// The sum of many games (zero for none).
    pub fn sum_all<'a>(games: impl IntoIterator<Item = &'a Game>) -> Result<Game, ValueError> {
        games.into_iter().try_fold(Game::zero(), |acc, g| acc.sum(g))
    }

    /// The difference `self − other`, that is `self + (−other)`.
    pub fn difference(&self, other: &Game) -> Result<Game, ValueError> {
        self.sum(&-other)
    }
}

impl std::ops::Neg for &Game {
    type Output = Game;

    /// The negative: the roles of Left and Right exchanged. The negative of a canonical
    /// form is canonical, so nothing is simplified.
    fn neg(self) -> Game {
        let g = self.clone();
        crate::stack::sized(self.birthday(), move || negative(&g))
    }
}

/// The negative, on the current stack; the negative of a canonical form is canonical.
fn negative(g: &Game) -> Game {
    if let Some(x) = g.as_number() {
        return Game::number(-x);
    }
    let key = g.id();
    if let Some(known) = cached(|c| c.neg.get(&key).cloned()) {
        return known;
    }
    let left: Vec<Game> = g.right_options().iter().map(negative).collect();
    let right: Vec<Game> = g.left_options().iter().map(negative).collect();
    let answer = Game::from_canonical(&left, &right);
    remember(|c| {
        c.neg.insert(key, answer.clone());
    });
    answer
}

impl std::ops::Neg for Game {
    type Output = Game;
    fn neg(self) -> Game {
        -&self
    }
}
