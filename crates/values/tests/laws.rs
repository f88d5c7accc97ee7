//! The group laws, canonical uniqueness and the order, on random small games, with a
//! brute-force minimax of the explicit game trees as the referee.

mod common;

use common::{Referee, Tree, tree};
use ludoteca_values::{Game, Outcome};
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig { cases: 500, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn zero_is_neutral_and_negatives_cancel(a in tree()) {
        let g = a.value();
        prop_assert_eq!(g.sum(&Game::zero()).unwrap(), g.clone());
        prop_assert_eq!(g.sum(&-&g).unwrap(), Game::zero());
        prop_assert_eq!(-&(-&g), g);
    }

    #[test]
    fn sums_commute_and_associate(a in tree(), b in tree(), c in tree()) {
        let (g, h, k) = (a.value(), b.value(), c.value());
        prop_assert_eq!(g.sum(&h).unwrap(), h.sum(&g).unwrap());
        prop_assert_eq!(
            g.sum(&h).unwrap().sum(&k).unwrap(),
            g.sum(&h.sum(&k).unwrap()).unwrap()
        );
    }

    /// Two games have the same canonical form exactly when their difference is a
    /// second-player win in the explicit trees.
    #[test]
    fn canonical_forms_are_unique(a in tree(), b in tree()) {
        let (g, h) = (a.value(), b.value());
        let minus_b = b.negative();
        let mut referee = Referee::new(&[&a, &minus_b]);
        let zero = referee.outcome(&[&a, &minus_b]) == "P";
        prop_assert_eq!(g == h, zero, "{} vs {}", g, h);
    }

    /// `G ≤ H` exactly when Left, moving second, wins H − G in the explicit trees.
    #[test]
    fn the_order_is_the_order_of_games(a in tree(), b in tree()) {
        let (g, h) = (a.value(), b.value());
        let minus_a = a.negative();
        let mut referee = Referee::new(&[&b, &minus_a]);
        let outcome = referee.outcome(&[&b, &minus_a]);
        prop_assert_eq!(g <= h, outcome == "P" || outcome == "L", "{} vs {}", g, h);
    }

    /// The outcome of a sum of two or three games read from the canonical form of the
    /// sum agrees with minimax on the sum of the trees.
    #[test]
    fn outcomes_of_sums_agree_with_minimax(a in tree(), b in tree(), c in tree(), three in any::<bool>()) {
        let parts: Vec<&Tree> = if three { vec![&a, &b, &c] } else { vec![&a, &b] };
        let mut referee = Referee::new(&parts);
        let expected = referee.outcome(&parts);
        let values: Vec<Game> = parts.iter().map(|t| t.value()).collect();
        let sum = Game::sum_all(&values).unwrap();
        let got = match sum.outcome() {
            Outcome::L => "L",
            Outcome::R => "R",
            Outcome::N => "N",
            Outcome::P => "P",
        };
        prop_assert_eq!(got, expected, "{}", sum);
    }

    /// The mean is additive: mean(G + H) = mean(G) + mean(H).
    #[test]
    fn means_add(a in tree(), b in tree()) {
        let (g, h) = (a.value(), b.value());
        let sum = g.sum(&h).unwrap();
        prop_assert_eq!(
            sum.mean().unwrap(),
            g.mean().unwrap().checked_add(h.mean().unwrap()).unwrap(),
            "{} + {}", g, h
        );
    }

    /// Writing a game and reading it back gives the same game.
    #[test]
    fn print_then_parse_is_the_identity(a in tree()) {
        let g = a.value();
        let text = g.to_string();
        prop_assert_eq!(Game::parse(&text).unwrap(), g, "{}", text);
    }

    /// The birthday of the canonical form never exceeds the height of a tree for it.
    #[test]
    fn canonical_forms_are_no_older(a in tree()) {
        fn height(t: &Tree) -> u64 {
            t.left.iter().chain(&t.right).map(|o| 1 + height(o)).max().unwrap_or(0)
        }
        prop_assert!(a.value().birthday() <= height(&a));
    }
}
