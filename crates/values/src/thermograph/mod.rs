//! Thermographs: the walls of a game cooled by every temperature, its mean and its temperature.
//!
//! Cooling G by t taxes every move t. The thermograph draws, for each t ≥ −1, the values
//! Left and Right reach when they start in G cooled by t: the left wall LW(t) and the
//! right wall RW(t). For a game that is not an integer, the left scaffold is
//! max over G^L of RW(G^L)(t) − t and the right scaffold min over G^R of LW(G^R)(t) + t;
//! the walls follow the scaffolds up to the temperature, the first t where they meet,
//! and above it both walls are the vertical mast at the mean. An integer's walls are
//! its mast from t = −1; a number's temperature is negative (−1/2^k for m/2^k).

pub mod svg;
pub mod wall;

use crate::dyadic::Dyadic;
use crate::error::ValueError;
use crate::game::Game;
use std::collections::HashMap;
pub use wall::Wall;

/// The thermograph of a game, exact in dyadic rationals.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Thermograph {
    left: Wall,
    right: Wall,
    temperature: Dyadic,
    mean: Dyadic,
}

impl Thermograph {
    /// The left wall: what Left reaches, moving first, at each temperature.
    pub fn left_wall(&self) -> &Wall {
        &self.left
    }

    /// The right wall: what Right reaches, moving first, at each temperature.
    pub fn right_wall(&self) -> &Wall {
        &self.right
    }

    /// The temperature: where the walls meet and the mast begins.
    pub fn temperature(&self) -> Dyadic {
        self.temperature
    }

    /// The mean: the value of the mast.
    pub fn mean(&self) -> Dyadic {
        self.mean
    }
}

impl Game {
    /// The thermograph of this game.
    ///
    /// ```
    /// use ludoteca_values::Game;
    /// // A switch {a|b} with a > b has mean (a+b)/2 and temperature (a−b)/2.
    /// let t = Game::parse("{5|-1}").unwrap().thermograph().unwrap();
    /// assert_eq!((t.mean().to_string(), t.temperature().to_string()), ("2".into(), "3".into()));
    /// // Infinitesimals have temperature 0 and mean 0.
    /// let t = Game::up().thermograph().unwrap();
    /// assert_eq!((t.mean().to_string(), t.temperature().to_string()), ("0".into(), "0".into()));
    /// ```
    pub fn thermograph(&self) -> Result<Thermograph, ValueError> {
        let g = self.clone();
        crate::stack::sized(self.birthday(), move || thermograph(&g, &mut HashMap::new()))
    }

    /// The mean value (the thermograph's mast).
    pub fn mean(&self) -> Result<Dyadic, ValueError> {
        Ok(self.thermograph()?.mean)
    }

    /// The temperature (how much a move here is worth; negative for numbers).
    pub fn temperature(&self) -> Result<Dyadic, ValueError> {
        Ok(self.thermograph()?.temperature)
    }
}

fn thermograph(g: &Game, known: &mut HashMap<u64, Thermograph>) -> Result<Thermograph, ValueError> {
    if let Some(t) = known.get(&g.id()) {
        return Ok(t.clone());
    }
    let answer = match g.as_number() {
        Some(x) if x.is_integer() => {
            Thermograph { left: Wall::constant(x), right: Wall::constant(x), temperature: wall::start(), mean: x }
        }
        _ => {
            let mut left_scaffold: Option<Wall> = None;
            for gl in g.left_options() {
                let w = thermograph(&gl, known)?.right.sheared(-1)?;
                left_scaffold = Some(match left_scaffold {
                    None => w,
                    Some(s) => s.envelope(&w, true)?,
                });
            }
            let mut right_scaffold: Option<Wall> = None;
            for gr in g.right_options() {
                let w = thermograph(&gr, known)?.left.sheared(1)?;
                right_scaffold = Some(match right_scaffold {
                    None => w,
                    Some(s) => s.envelope(&w, false)?,
                });
            }
            // Only integers lack options on a side; they were handled above.
            let (Some(ls), Some(rs)) = (left_scaffold, right_scaffold) else {
                return Err(ValueError::Overflow);
            };
            let temperature = ls.meets(&rs)?.ok_or(ValueError::Overflow)?;
            let mean = ls.at(temperature)?;
            Thermograph { left: ls.capped(temperature)?, right: rs.capped(temperature)?, temperature, mean }
        }
    };
    known.insert(g.id(), answer.clone());
    Ok(answer)
}
