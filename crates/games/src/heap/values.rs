//! Values of the partizan heap games without memory — game 2, game 13 (I–VI), any
//! `first-takes`/`second-takes` game: each heap is a short partizan game, Left the
//! player A (who takes `first-takes`), Right the player B, and a row of heaps is
//! their sum, whose class (A ganha sempre, B ganha sempre, quem começa ganha, quem
//! começa perde) its value decides.
//!
//! For the text's game 2 (A takes 1 or 4, B takes 2 or 3), by hand: heap 0 is `0`
//! (nobody can move), heap 1 is `{0 |} = 1` (only A can take), heap 2 is
//! `{1 | 0}` (A leaves 1, B leaves 0: a switch, mean 1/2, temperature 1/2).

use super::{HeapGame, Memory};
use ludoteca_core::{Control, Convention};
use ludoteca_values::{Game, ValueError};

/// The largest heap whose value is computed.
pub const MAX_VALUED_HEAP: u64 = 100_000;

/// Why the values of a heap game cannot be given.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum HeapValueError {
    /// The game remembers earlier takes: a heap is not a game on its own.
    #[error("a heap game with a memory rule has no value heap by heap: values need takes that never change")]
    Memory,
    /// Misère play: sums are not decided by the values of normal play.
    #[error("values are those of normal play: a misère game has none")]
    Misere,
    /// A player may take any amount (only capped games allow it).
    #[error("values need each player's takes listed (take=any is only for capped games)")]
    AnyTake,
    /// A heap past [`MAX_VALUED_HEAP`].
    #[error("heaps up to {max} have values here; {heap} is past that")]
    TooFar {
        /// The heap asked for.
        heap: u64,
        /// The largest allowed.
        max: u64,
    },
    /// The work was cancelled, or its deadline passed.
    #[error("the computation was cancelled")]
    Cancelled,
    /// The arithmetic of values went past its exact range.
    #[error(transparent)]
    Value(#[from] ValueError),
}

/// The values of heaps `0..=to` of `game`: heap `n` is
/// `{ value(n − a) for a in A | value(n − b) for b in B }`, A's takes Left's.
/// Refused before any work for a game with memory, misère play, `take=any`
/// and heaps past [`MAX_VALUED_HEAP`].
pub fn heap_values(game: &HeapGame, to: u64) -> Result<Vec<Game>, HeapValueError> {
    let mut values = Vec::new();
    extend_values(game, &mut values, to, &Control::none())?;
    Ok(values)
}

/// Each player's takes, listed, when the game's heaps have values: the
/// refusals of [`heap_values`] (memory, misère, `take=any`).
pub(super) fn valued_takes(game: &HeapGame) -> Result<[Vec<u64>; 2], HeapValueError> {
    if game.memory != Memory::None {
        return Err(HeapValueError::Memory);
    }
    if game.convention != Convention::Normal {
        return Err(HeapValueError::Misere);
    }
    let (Some(left), Some(right)) = (game.takes[0].list(), game.takes[1].list()) else {
        return Err(HeapValueError::AnyTake);
    };
    Ok([left, right])
}

/// Extends `values`, the values of heaps `0..values.len()`, to heaps
/// `0..=to` (nothing when they are already there), asking `ctl` between
/// heaps: a deadline passed or a cancel leaves the heaps valued so far and
/// answers [`HeapValueError::Cancelled`].
pub(super) fn extend_values(
    game: &HeapGame,
    values: &mut Vec<Game>,
    to: u64,
    ctl: &Control,
) -> Result<(), HeapValueError> {
    let [left, right] = valued_takes(game)?;
    if to > MAX_VALUED_HEAP {
        return Err(HeapValueError::TooFar { heap: to, max: MAX_VALUED_HEAP });
    }
    values.reserve((to + 1).saturating_sub(values.len() as u64) as usize);
    for n in values.len() as u64..=to {
        if n % 64 == 0 {
            ctl.check().map_err(|_| HeapValueError::Cancelled)?;
        }
        let options = |takes: &[u64]| -> Vec<Game> {
            takes.iter().filter(|&&t| t <= n).map(|&t| values[(n - t) as usize].clone()).collect()
        };
        let g = Game::from_options(options(&left), options(&right))?;
        values.push(g);
    }
    Ok(())
}

/// The value of the row of `heaps` (their sum), with the heaps' values
/// computed up to the largest.
pub fn sum_value(game: &HeapGame, heaps: &[u64]) -> Result<Game, HeapValueError> {
    let top = heaps.iter().copied().max().unwrap_or(0);
    let values = heap_values(game, top)?;
    Ok(Game::sum_all(heaps.iter().map(|&h| &values[h as usize]))?)
}

#[cfg(test)]
mod tests {
    use super::super::TakeSet;
    use super::*;
    use ludoteca_values::Outcome;
    use std::collections::HashMap;

    fn game(a: &[u64], b: &[u64]) -> HeapGame {
        HeapGame::subtraction(a, b)
    }

    /// Whether the player to move (`left`) wins the row `heaps`, by plain
    /// minimax over the row itself (sharing nothing with the values).
    fn wins(heaps: &[u64], left: bool, takes: [&[u64]; 2], seen: &mut HashMap<(Vec<u64>, bool), bool>) -> bool {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&w) = seen.get(&(key.clone(), left)) {
            return w;
        }
        let mine = takes[usize::from(!left)];
        let mut win = false;
        'all: for i in 0..key.len() {
            for &t in mine {
                if t <= key[i] {
                    let mut next = key.clone();
                    next[i] -= t;
                    if !wins(&next, !left, takes, seen) {
                        win = true;
                        break 'all;
                    }
                }
            }
        }
        seen.insert((key, left), win);
        win
    }

    fn class(heaps: &[u64], takes: [&[u64]; 2], seen: &mut HashMap<(Vec<u64>, bool), bool>) -> Outcome {
        match (wins(heaps, true, takes, seen), wins(heaps, false, takes, seen)) {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        }
    }

    #[test]
    fn game_2_small_heaps_have_the_values_derived_by_hand() {
        let v = heap_values(&game(&[1, 4], &[2, 3]), 2).unwrap();
        let shown: Vec<String> = v.iter().map(ToString::to_string).collect();
        assert_eq!(shown, ["0", "1", "{1|0}"]);
    }

    /// Every preset of game 13 and game 2: the class of every row of two and
    /// three heaps up to 12 stones, from the sum of values, equals the
    /// minimax of the row.
    #[test]
    fn sums_of_two_and_three_heaps_have_the_class_their_values_say() {
        let presets: [(&[u64], &[u64]); 5] = [
            (&[1, 4], &[2, 3]),
            (&[3, 4, 5], &[2, 3, 4]),
            (&[3, 6, 7], &[2, 6, 7]),
            (&[1, 4, 5], &[2, 5, 6]),
            (&[1, 2], &[1]),
        ];
        for (a, b) in presets {
            let g = game(a, b);
            let values = heap_values(&g, 12).unwrap();
            let mut seen = HashMap::new();
            for x in 0..=12u64 {
                for y in 0..=x {
                    let by_value = values[x as usize].sum(&values[y as usize]).unwrap().outcome();
                    assert_eq!(by_value, class(&[x, y], [a, b], &mut seen), "{a:?}/{b:?}: heaps {x}, {y}");
                    for z in (0..=y).step_by(3) {
                        let three = sum_value(&g, &[x, y, z]).unwrap().outcome();
                        assert_eq!(three, class(&[x, y, z], [a, b], &mut seen), "{a:?}/{b:?}: heaps {x}, {y}, {z}");
                    }
                }
            }
        }
    }

    #[test]
    fn games_without_values_are_refused_before_any_work() {
        let mut g = game(&[1, 2], &[1, 3]);
        assert!(matches!(heap_values(&g, MAX_VALUED_HEAP + 1), Err(HeapValueError::TooFar { .. })));
        g.memory = Memory::ForbidOpponentLast;
        assert_eq!(heap_values(&g, 5).unwrap_err(), HeapValueError::Memory);
        g.memory = Memory::None;
        g.convention = Convention::Misere;
        assert_eq!(heap_values(&g, 5).unwrap_err(), HeapValueError::Misere);
        g.convention = Convention::Normal;
        g.takes[1] = TakeSet::Any;
        assert_eq!(heap_values(&g, 5).unwrap_err(), HeapValueError::AnyTake);
    }

    /// Game 13 (I) to heap 500 (quick in a debug build; the figure of issue #39, 10,000, is for the benchmark).
    #[test]
    fn game_13_i_values_to_heap_500() {
        let v = heap_values(&game(&[1, 4], &[2, 3]), 500).unwrap();
        assert_eq!(v.len(), 501);
    }
}
