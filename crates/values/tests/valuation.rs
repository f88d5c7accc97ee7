//! Games given by the options of their positions: subtraction games valued with
//! memoisation, checked by hand on small heaps and by minimax on sums of heaps.

mod common;

use common::{Referee, Tree};
use ludoteca_values::{Game, Outcome, ValueError, Valuer, value_of};

/// A partizan subtraction game on one heap: Left removes a number of `left`, Right of `right`.
fn subtraction(left: &'static [u32], right: &'static [u32]) -> impl Fn(&u32) -> (Vec<u32>, Vec<u32>) + Copy {
    move |n: &u32| {
        let take = |set: &[u32]| set.iter().filter(|&&k| k <= *n).map(|k| n - k).collect();
        (take(left), take(right))
    }
}

fn tree_of(n: u32, options: impl Fn(&u32) -> (Vec<u32>, Vec<u32>) + Copy) -> Tree {
    let (l, r) = options(&n);
    Tree {
        left: l.into_iter().map(|m| tree_of(m, options)).collect(),
        right: r.into_iter().map(|m| tree_of(m, options)).collect(),
    }
}

#[test]
fn impartial_subtraction_gives_nimbers() {
    // Both take 1 or 2: heap n is *(n mod 3), as Sprague–Grundy says.
    let mut valuer = Valuer::new(subtraction(&[1, 2], &[1, 2]));
    for n in 0..40u32 {
        assert_eq!(valuer.value(n).unwrap(), Game::nimber((n % 3) as u64).unwrap(), "heap {n}");
    }
}

#[test]
fn a_partizan_subtraction_game_by_hand() {
    // Left takes 1 or 2, Right takes 1. Heap 0 is 0; heap 1 is {0|0} = *; heap 2 is
    // {0, *|*}, where * reverses through 0 ≤ G, so {0|*} = ↑; heap 3 is {↑, *|↑}.
    let options = subtraction(&[1, 2], &[1]);
    let values: Vec<String> = (0..4u32).map(|n| value_of(n, options).unwrap().to_string()).collect();
    assert_eq!(values[..3], ["0", "*", "↑"]);
    let heap3 = value_of(3u32, options).unwrap();
    let by_hand = Game::from_options(vec![Game::up(), Game::star()], vec![Game::up()]).unwrap();
    assert_eq!(heap3, by_hand);
    // Left can only gain from her extra move: every heap is at least 0 ... or confused with it.
    for n in 0..30u32 {
        assert_ne!(value_of(n, options).unwrap().outcome(), Outcome::R, "heap {n}");
    }
}

#[test]
fn sums_of_heaps_agree_with_minimax() {
    for (left, right) in [(&[1u32, 2][..], &[1u32][..]), (&[2, 3], &[1, 4]), (&[1, 3], &[2])] {
        let options = subtraction(left, right);
        let mut valuer = Valuer::new(options);
        let trees: Vec<Tree> = (0..9u32).map(|n| tree_of(n, options)).collect();
        for a in 0..9usize {
            for b in a..9 {
                for c in [None, Some((a + b) % 9)] {
                    let mut heaps = vec![a, b];
                    heaps.extend(c);
                    let parts: Vec<&Tree> = heaps.iter().map(|&h| &trees[h]).collect();
                    let expected = Referee::new(&parts).outcome(&parts);
                    let values: Vec<Game> = heaps.iter().map(|&h| valuer.value(h as u32).unwrap()).collect();
                    let got = Game::sum_all(&values).unwrap().outcome().to_string();
                    assert_eq!(got, expected, "{left:?}/{right:?} heaps {heaps:?}");
                }
            }
        }
    }
}

#[test]
fn long_games_do_not_exhaust_the_stack() {
    // Heap 200,000 of "both take 1": a chain of positions far deeper than the stack.
    let g = value_of(200_000u32, subtraction(&[1], &[1])).unwrap();
    assert_eq!(g, Game::zero());
}

#[test]
fn loopy_games_are_refused() {
    let cycle = |n: &u32| (vec![(n + 1) % 3], vec![]);
    assert_eq!(value_of(0u32, cycle), Err(ValueError::Loopy));
    let selfloop = |n: &u32| (vec![*n], vec![]);
    assert_eq!(value_of(5u32, selfloop), Err(ValueError::Loopy));
}
