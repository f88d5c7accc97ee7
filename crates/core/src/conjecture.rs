//! The text's proof method (Theorem 4.1): check a conjectured split of the
//! positions into safe (I), fragile (F) and neutral (N) sets.

use crate::control::{Cancelled, Control};
use crate::outcome::Outcome;
use serde::{Deserialize, Serialize};

/// The set a conjecture puts a position in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Class {
    /// Conjectured safe (*inatacável*, the set I).
    Safe,
    /// Conjectured fragile (*frágil*, the set F).
    Fragile,
    /// Conjectured neutral (*neutra*, the set N).
    Neutral,
}

/// What a counterexample breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Property {
    /// A finished game lost by the player to move (*posição vitoriosa*) must be in I.
    #[serde(rename = "requirement: finished games the mover lost are safe")]
    LostEndIsSafe,
    /// A finished game won by the player to move must be in F.
    #[serde(rename = "requirement: finished games the mover won are fragile")]
    WonEndIsFragile,
    /// A finished drawn game (*posição de empate*) must be in N.
    #[serde(rename = "requirement: drawn endings are neutral")]
    DrawnEndIsNeutral,
    /// I: every position of F has a move into I.
    #[serde(rename = "I")]
    FragileHasSafeMove,
    /// II: every move from a position of I lands in F.
    #[serde(rename = "II")]
    SafeMovesToFragile,
    /// III: every position of N has a move into N …
    #[serde(rename = "III")]
    NeutralHasNeutralMove,
    /// … and no move from N lands in I.
    #[serde(rename = "III (no move from N into I)")]
    NeutralAvoidsSafe,
}

impl Property {
    /// The property's name in the messages (`conjecture-fails`'s
    /// `property`): `lost-end`, `won-end`, `drawn-end` (the requirements),
    /// `one`, `two`, `three-move`, `three-avoid` (properties I–III).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Property::LostEndIsSafe => "lost-end",
            Property::WonEndIsFragile => "won-end",
            Property::DrawnEndIsNeutral => "drawn-end",
            Property::FragileHasSafeMove => "one",
            Property::SafeMovesToFragile => "two",
            Property::NeutralHasNeutralMove => "three-move",
            Property::NeutralAvoidsSafe => "three-avoid",
        }
    }

    /// The property in words (English; [`crate::Msg::ConjectureFails`]
    /// says it in each language).
    #[must_use]
    pub fn words(self) -> &'static str {
        match self {
            Property::LostEndIsSafe => "a finished game lost by the player to move (posição vitoriosa) must be safe",
            Property::WonEndIsFragile => "a finished game won by the player to move must be fragile",
            Property::DrawnEndIsNeutral => "a drawn ending (posição de empate) must be neutral",
            Property::FragileHasSafeMove => "property I: a fragile position must have a move to a safe one",
            Property::SafeMovesToFragile => "property II: every move from a safe position must reach a fragile one",
            Property::NeutralHasNeutralMove => "property III: a neutral position must have a move to a neutral one",
            Property::NeutralAvoidsSafe => "property III: no move from a neutral position may reach a safe one",
        }
    }
}

/// The first position where a conjecture fails.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counterexample<P, M> {
    /// The position.
    pub position: P,
    /// The property it breaks.
    pub property: Property,
    /// The move that breaks it, when one move does.
    #[serde(rename = "move")]
    pub mv: Option<M>,
}

/// The verdict on a conjecture over a range of positions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict<P, M> {
    /// Whether every checked position satisfies the requirements and I–III.
    pub holds: bool,
    /// How many positions were checked.
    pub checked: u64,
    /// The first failure, in the order the positions were given.
    pub counterexample: Option<Counterexample<P, M>>,
}

/// Checks a conjecture on `positions`, in order. `class` puts a position in
/// I, F or N (or fails: an expression error); `options` lists the moves of
/// a position with the positions they lead to; `ending` says whether the
/// game is over there and how (for the player to move).
pub fn check<P: Clone, M: Clone, E>(
    positions: impl IntoIterator<Item = P>,
    mut class: impl FnMut(&P) -> Result<Class, E>,
    mut options: impl FnMut(&P) -> Vec<(M, P)>,
    mut ending: impl FnMut(&P) -> Option<Outcome>,
    ctl: &Control,
) -> Result<Result<Verdict<P, M>, E>, Cancelled> {
    let mut checked = 0u64;
    let fail = |p: &P, property, mv: Option<M>, checked| Verdict {
        holds: false,
        checked,
        counterexample: Some(Counterexample { position: p.clone(), property, mv }),
    };
    for p in positions {
        if checked & 0x3FF == 0 {
            ctl.check()?;
        }
        checked += 1;
        let c = match class(&p) {
            Ok(c) => c,
            Err(e) => return Ok(Err(e)),
        };
        if let Some(end) = ending(&p) {
            let (wanted, property) = match end {
                Outcome::PreviousWins => (Class::Safe, Property::LostEndIsSafe),
                Outcome::NextWins => (Class::Fragile, Property::WonEndIsFragile),
                Outcome::Draw => (Class::Neutral, Property::DrawnEndIsNeutral),
            };
            if c != wanted {
                return Ok(Ok(fail(&p, property, None, checked)));
            }
            continue;
        }
        let mut children = Vec::new();
        for (m, q) in options(&p) {
            match class(&q) {
                Ok(k) => children.push((m, k)),
                Err(e) => return Ok(Err(e)),
            }
        }
        let broken = match c {
            Class::Fragile => {
                (!children.iter().any(|(_, k)| *k == Class::Safe)).then_some((Property::FragileHasSafeMove, None))
            }
            Class::Safe => children
                .iter()
                .find(|(_, k)| *k != Class::Fragile)
                .map(|(m, _)| (Property::SafeMovesToFragile, Some(m.clone()))),
            Class::Neutral => match children.iter().find(|(_, k)| *k == Class::Safe) {
                Some((m, _)) => Some((Property::NeutralAvoidsSafe, Some(m.clone()))),
                None => (!children.iter().any(|(_, k)| *k == Class::Neutral))
                    .then_some((Property::NeutralHasNeutralMove, None)),
            },
        };
        if let Some((property, mv)) = broken {
            return Ok(Ok(fail(&p, property, mv, checked)));
        }
    }
    Ok(Ok(Verdict { holds: true, checked, counterexample: None }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take 1 or 4: positions 0..=n, moves n → n−1, n−4.
    fn run(safe: impl Fn(u64) -> bool, to: u64) -> Verdict<u64, u64> {
        check(
            0..=to,
            |&n| Ok::<_, ()>(if safe(n) { Class::Safe } else { Class::Fragile }),
            |&n| [1, 4].into_iter().filter(|&s| s <= n).map(|s| (s, n - s)).collect(),
            |&n| (n == 0).then_some(Outcome::PreviousWins),
            &Control::none(),
        )
        .unwrap()
        .unwrap()
    }

    #[test]
    fn the_texts_game_9_conjecture_holds_and_a_wrong_one_fails() {
        let v = run(|n| n % 5 == 0 || n % 5 == 2, 1000);
        assert!(v.holds);
        assert_eq!(v.checked, 1001);
        let v = run(|n| n % 5 == 0, 1000);
        let c = v.counterexample.unwrap();
        assert_eq!((c.position, c.property, c.mv), (2, Property::FragileHasSafeMove, None));
        let v = run(|n| n % 5 == 0 || n % 5 == 2 || n == 6, 100);
        let c = v.counterexample.unwrap();
        assert_eq!((c.position, c.property, c.mv), (6, Property::SafeMovesToFragile, Some(1)));
        let v = run(|n| n == 3, 10);
        assert_eq!(v.counterexample.unwrap().property, Property::LostEndIsSafe);
    }
}
