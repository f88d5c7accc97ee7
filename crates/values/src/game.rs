//! The game: a short partizan game kept as its canonical form, with its options and birthday.

use crate::arena::{Kind, Node, intern};
use crate::dyadic::Dyadic;
use crate::error::ValueError;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A short partizan game, always in canonical form.
///
/// Two games are equal (`==`) exactly when they have the same value, because each value
/// has one canonical form and each canonical form is stored once. Games are compared
/// with `<`, `<=`, `>`, `>=` as games are (the partial order of values): a game confused
/// with another (`‖`) is neither below, above nor equal to it, and `partial_cmp` answers
/// `None`. A clone is a pointer copy.
///
/// ```
/// use ludoteca_values::Game;
/// let star: Game = "{0|0}".parse().unwrap();
/// assert_eq!(star, Game::star());
/// let up: Game = "{0|*}".parse().unwrap();
/// assert_eq!(up.to_string(), "↑");
/// assert!(up > Game::zero() && up.partial_cmp(&star).is_none());
/// ```
#[derive(Clone)]
pub struct Game(pub(crate) Arc<Node>);

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.0.id == other.0.id
    }
}

impl Eq for Game {}

impl Hash for Game {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.id.hash(state)
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Game({self})")
    }
}

/// The largest nimber and the largest multiple of ↑ built by their constructors.
pub const MAX_SMALL: u64 = 1024;

impl Game {
    /// The number `x`.
    pub fn number(x: Dyadic) -> Game {
        let birthday = if x.is_integer() {
            x.numerator().unsigned_abs()
        } else {
            // m/2^k with k ≥ 1 is born on day ⌊|x|⌋ + 1 + k.
            let whole = (x.numerator().unsigned_abs()) >> x.exponent();
            whole + 1 + x.exponent() as u64
        };
        intern(Kind::Number(x), birthday)
    }

    /// Zero, the game `{|}` where whoever must move loses.
    pub fn zero() -> Game {
        Game::number(Dyadic::ZERO)
    }

    /// The integer `n`.
    pub fn integer(n: i64) -> Result<Game, ValueError> {
        Ok(Game::number(Dyadic::integer(n)?))
    }

    /// Star, `{0|0}`.
    pub fn star() -> Game {
        let zero = [Game::zero()];
        Game::from_canonical(&zero, &zero)
    }

    /// The nimber `*n = {0, *, …, *(n−1) | 0, *, …, *(n−1)}`; `n ≤ 1024`.
    pub fn nimber(n: u64) -> Result<Game, ValueError> {
        if n > MAX_SMALL {
            return Err(ValueError::TooLarge { what: "a nimber", max: MAX_SMALL });
        }
        Ok(Game::nimber_unbounded(n))
    }

    /// `*n` with no bound on `n`, for sums of nimbers already built.
    pub(crate) fn nimber_unbounded(n: u64) -> Game {
        let mut options = Vec::with_capacity(n as usize);
        let mut current = Game::zero();
        for _ in 0..n {
            options.push(current);
            current = Game::from_canonical(&options, &options);
        }
        current
    }

    /// Up, `↑ = {0|*}`: positive, but smaller than every positive number.
    pub fn up() -> Game {
        Game::from_canonical(&[Game::zero()], &[Game::star()])
    }

    /// Down, `↓ = {*|0} = −↑`.
    pub fn down() -> Game {
        -&Game::up()
    }

    /// `n·↑` (`⇑` for 2, down for negative `n`), `|n| ≤ 1024`.
    pub fn up_multiple(n: i64) -> Result<Game, ValueError> {
        if n.unsigned_abs() > MAX_SMALL {
            return Err(ValueError::TooLarge { what: "a multiple of up", max: MAX_SMALL });
        }
        let step = if n < 0 { Game::down() } else { Game::up() };
        let mut g = Game::zero();
        for _ in 0..n.unsigned_abs() {
            g = g.sum(&step)?;
        }
        Ok(g)
    }

    /// The switch `±g = {g | −g}`.
    pub fn switch(g: &Game) -> Result<Game, ValueError> {
        Game::from_options(vec![g.clone()], vec![-g])
    }

    /// Builds a node whose options are known to form a canonical form that is not a number.
    pub(crate) fn from_canonical(left: &[Game], right: &[Game]) -> Game {
        let sort = |side: &[Game]| {
            let mut v = side.to_vec();
            v.sort_by_key(|g| g.0.id);
            v.dedup();
            v.into_boxed_slice()
        };
        let birthday = 1 + left.iter().chain(right).map(|g| g.0.birthday).max().unwrap_or(0);
        intern(Kind::Options { left: sort(left), right: sort(right) }, birthday)
    }

    /// The number this game is, if it is one.
    pub fn as_number(&self) -> Option<Dyadic> {
        match self.0.kind {
            Kind::Number(x) => Some(x),
            Kind::Options { .. } => None,
        }
    }

    /// The `n` of this game if it is the nimber `*n` (0 for zero).
    pub fn as_nimber(&self) -> Option<u64> {
        self.0.nimber
    }

    /// Whether this game is a number.
    pub fn is_number(&self) -> bool {
        self.as_number().is_some()
    }

    /// The options of the canonical form for Left (in no particular order).
    pub fn left_options(&self) -> Vec<Game> {
        match &self.0.kind {
            Kind::Number(x) => number_options(*x).0,
            Kind::Options { left, .. } => left.to_vec(),
        }
    }

    /// The options of the canonical form for Right (in no particular order).
    pub fn right_options(&self) -> Vec<Game> {
        match &self.0.kind {
            Kind::Number(x) => number_options(*x).1,
            Kind::Options { right, .. } => right.to_vec(),
        }
    }

    /// The birthday: the height of the canonical form's game tree (0 is born on day 0,
    /// ±1, ±1/2 and * by day 2 at the latest).
    pub fn birthday(&self) -> u64 {
        self.0.birthday
    }

    /// The id of this canonical form in the arena: equal games have equal ids.
    pub fn id(&self) -> u64 {
        self.0.id
    }
}

/// The canonical options of a number: `n = {n−1|}`, `−n = {|−n+1}`, `0 = {|}`, and
/// `m/2^k = {(m−1)/2^k | (m+1)/2^k}`.
fn number_options(x: Dyadic) -> (Vec<Game>, Vec<Game>) {
    let step = |delta: i64| {
        // In range: |m| ≤ 2^62 and m ± 1 is reduced by at least one factor 2 or moves to 0.
        Dyadic::new(x.numerator() + delta, x.exponent()).map(Game::number).ok()
    };
    if x.is_integer() {
        match x.numerator() {
            0 => (vec![], vec![]),
            n if n > 0 => (step(-1).into_iter().collect(), vec![]),
            _ => (vec![], step(1).into_iter().collect()),
        }
    } else {
        (step(-1).into_iter().collect(), step(1).into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn birthdays() {
        let d = |n, e| Game::number(Dyadic::new(n, e).unwrap());
        assert_eq!(Game::zero().birthday(), 0);
        assert_eq!(d(-3, 0).birthday(), 3);
        assert_eq!(d(1, 1).birthday(), 2);
        assert_eq!(d(3, 2).birthday(), 3);
        assert_eq!(d(-5, 1).birthday(), 4);
        assert_eq!(Game::star().birthday(), 1);
        assert_eq!(Game::up().birthday(), 2);
        assert_eq!(Game::nimber(5).unwrap().birthday(), 5);
    }

    #[test]
    fn number_options_are_canonical() {
        let d = |n, e| Game::number(Dyadic::new(n, e).unwrap());
        assert_eq!(d(3, 0).left_options(), vec![d(2, 0)]);
        assert!(d(3, 0).right_options().is_empty());
        assert_eq!(d(-1, 0).right_options(), vec![d(0, 0)]);
        assert_eq!(d(3, 2).left_options(), vec![d(1, 1)]);
        assert_eq!(d(3, 2).right_options(), vec![d(1, 0)]);
    }

    #[test]
    fn too_large_is_refused() {
        assert!(Game::nimber(MAX_SMALL + 1).is_err());
        assert!(Game::up_multiple(-(MAX_SMALL as i64) - 1).is_err());
    }
}
