//! Numbers plus ups plus stars: the games `x + n·↑ + *m`, recognised in a canonical form.

use crate::dyadic::Dyadic;
use crate::game::Game;
use std::cell::RefCell;
use std::collections::HashMap;

/// A game of the form `number + ups·↑ + *nimber`, the infinitesimally shifted numbers
/// that CGSuite writes as one word (`1/2↑*`, `⇑*3`, `-2*`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Nus {
    /// The number part `x`.
    pub number: Dyadic,
    /// The multiple `n` of ↑ (negative for ↓).
    pub ups: i64,
    /// The nimber `m` of `*m`.
    pub nimber: u64,
}

thread_local! {
    static KNOWN: RefCell<HashMap<u64, Option<Nus>>> = RefCell::new(HashMap::new());
}

impl Game {
    /// This game as `x + n·↑ + *m`, if it is one.
    ///
    /// The recognition is checked: the candidate is built and compared with the game.
    ///
    /// ```
    /// use ludoteca_values::{Game, Nus};
    /// let g: Game = "{1|1*}".parse().unwrap(); // 1 + ↑
    /// let nus = g.as_nus().unwrap();
    /// assert_eq!((nus.number.to_string(), nus.ups, nus.nimber), ("1".into(), 1, 0));
    /// assert_eq!(g.to_string(), "1↑");
    /// ```
    pub fn as_nus(&self) -> Option<Nus> {
        let g = self.clone();
        crate::stack::sized(self.birthday(), move || nus_here(&g))
    }
}

/// [`Game::as_nus`] on the current stack.
fn nus_here(g: &Game) -> Option<Nus> {
    {
        if let Some(x) = g.as_number() {
            return Some(Nus { number: x, ups: 0, nimber: 0 });
        }
        if let Some(known) = KNOWN.with(|k| k.borrow().get(&g.id()).copied()) {
            return known;
        }
        let answer = recognise(g);
        KNOWN.with(|k| {
            let mut k = k.borrow_mut();
            if k.len() > 1 << 20 {
                k.clear();
            }
            k.insert(g.id(), answer);
        });
        answer
    }
}

fn recognise(g: &Game) -> Option<Nus> {
    // Every option of x + n·↑ + *m is again of that form, with the same number part.
    let options: Vec<Nus> =
        g.left_options().iter().chain(g.right_options().iter()).map(Game::as_nus).collect::<Option<_>>()?;
    let x = options.first()?.number;
    if options.iter().any(|o| o.number != x) {
        return None;
    }
    let most_ups = options.iter().map(|o| o.ups.unsigned_abs()).max()? as i64 + 1;
    let most_star = options.iter().map(|o| o.nimber).max()?;
    let star_bound = (most_star + 1).next_power_of_two() * 2;
    let shifted = g.sum(&Game::number(-x)).ok()?;
    for ups in -most_ups..=most_ups {
        let base = Game::up_multiple(ups).ok()?;
        for nimber in 0..star_bound {
            let candidate = base.sum(&Game::nimber(nimber).ok()?).ok()?;
            if candidate == shifted {
                return Some(Nus { number: x, ups, nimber });
            }
        }
    }
    None
}
