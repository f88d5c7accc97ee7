//! Simplification to canonical form: dominated options removed, reversible options bypassed,
//! and a form equal to a number replaced by the simplest number.

use crate::compare::le;
use crate::dyadic::Dyadic;
use crate::error::ValueError;
use crate::game::Game;
use std::collections::HashMap;

impl Game {
    /// The value of the form `{left | right}`, whose options are any games: the
    /// canonical form with dominated options removed and reversible options bypassed.
    ///
    /// ```
    /// use ludoteca_values::Game;
    /// let z = Game::zero();
    /// let one = Game::integer(1).unwrap();
    /// let minus_one = Game::integer(-1).unwrap();
    /// // {0|0} is star; {0,*|0} is ↑*; {−1|1} is 0; {0|} is 1; {*|} is 0.
    /// assert_eq!(Game::from_options(vec![z.clone()], vec![z.clone()]).unwrap(), Game::star());
    /// let up_star = Game::from_options(vec![z.clone(), Game::star()], vec![z.clone()]).unwrap();
    /// assert_eq!(up_star.to_string(), "↑*");
    /// assert_eq!(Game::from_options(vec![minus_one], vec![one.clone()]).unwrap(), z);
    /// assert_eq!(Game::from_options(vec![z.clone()], vec![]).unwrap(), one);
    /// assert_eq!(Game::from_options(vec![Game::star()], vec![]).unwrap(), z);
    /// ```
    pub fn from_options(left: Vec<Game>, right: Vec<Game>) -> Result<Game, ValueError> {
        let oldest = left.iter().chain(&right).map(Game::birthday).max().unwrap_or(0);
        crate::stack::sized(2 * oldest + 2, move || simplify(left, right))
    }
}

/// [`Game::from_options`] on the current stack.
fn simplify(left: Vec<Game>, right: Vec<Game>) -> Result<Game, ValueError> {
    {
        if let Some(x) = number_between(&left, &right)? {
            return Ok(Game::number(x));
        }
        let (mut left, mut right) = (maximal(left), minimal(right));
        let mut target = Target::default();
        loop {
            target.left = left.clone();
            target.right = right.clone();
            let mut changed = false;
            let mut new_left = Vec::with_capacity(left.len());
            for a in left {
                match a.right_options().into_iter().find(|ar| target.below(ar)) {
                    Some(ar) => {
                        new_left.extend(ar.left_options());
                        changed = true;
                    }
                    None => new_left.push(a),
                }
            }
            let mut new_right = Vec::with_capacity(right.len());
            for b in right {
                match b.left_options().into_iter().find(|bl| target.above(bl)) {
                    Some(bl) => {
                        new_right.extend(bl.right_options());
                        changed = true;
                    }
                    None => new_right.push(b),
                }
            }
            left = maximal(new_left);
            right = minimal(new_right);
            if !changed {
                break;
            }
        }
        if let Some(x) = number_between(&left, &right)? {
            return Ok(Game::number(x));
        }
        Ok(Game::from_canonical(&left, &right))
    }
}

/// When every option is a number and Left's best is below Right's best, the simplest
/// number between (the simplest number theorem); `None` otherwise.
fn number_between(left: &[Game], right: &[Game]) -> Result<Option<Dyadic>, ValueError> {
    let numbers = |side: &[Game]| side.iter().map(Game::as_number).collect::<Option<Vec<_>>>();
    let (Some(l), Some(r)) = (numbers(left), numbers(right)) else {
        return Ok(None);
    };
    let low = l.into_iter().max();
    let high = r.into_iter().min();
    if let (Some(a), Some(b)) = (low, high)
        && a >= b
    {
        return Ok(None);
    }
    Dyadic::simplest_between(low, high).map(Some).ok_or(ValueError::Overflow)
}

/// Left's options that no other option of hers is at least as good as, without repeats.
fn maximal(mut side: Vec<Game>) -> Vec<Game> {
    side.sort_by_key(Game::id);
    side.dedup();
    let keep: Vec<bool> = side.iter().map(|a| !side.iter().any(|b| a != b && le(a, b))).collect();
    side.into_iter().zip(keep).filter_map(|(g, k)| k.then_some(g)).collect()
}

/// Right's options that no other option of his is at least as good for him as.
fn minimal(mut side: Vec<Game>) -> Vec<Game> {
    side.sort_by_key(Game::id);
    side.dedup();
    let keep: Vec<bool> = side.iter().map(|a| !side.iter().any(|b| a != b && le(b, a))).collect();
    side.into_iter().zip(keep).filter_map(|(g, k)| k.then_some(g)).collect()
}

/// The form being simplified, compared with games. Its value never changes while its
/// options are simplified, so the answers stay valid from one pass to the next.
#[derive(Default)]
struct Target {
    left: Vec<Game>,
    right: Vec<Game>,
    below: HashMap<u64, bool>,
    above: HashMap<u64, bool>,
}

impl Target {
    /// `x ≤ T`: no Left option of x is ≥ T, and no Right option of T is ≤ x.
    fn below(&mut self, x: &Game) -> bool {
        if let Some(&known) = self.below.get(&x.id()) {
            return known;
        }
        let answer = !self.right.iter().any(|tr| le(tr, x)) && !x.left_options().iter().any(|xl| self.above(xl));
        self.below.insert(x.id(), answer);
        answer
    }

    /// `x ≥ T`: no Left option of T is ≥ x, and no Right option of x is ≤ T.
    fn above(&mut self, x: &Game) -> bool {
        if let Some(&known) = self.above.get(&x.id()) {
            return known;
        }
        let answer = !self.left.iter().any(|tl| le(x, tl)) && !x.right_options().iter().any(|xr| self.below(xr));
        self.above.insert(x.id(), answer);
        answer
    }
}
