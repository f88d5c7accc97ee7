//! Known results of the classic game and of the seed's school game.

use ludoteca_mastermind::{Breaker, Control, Engine, Strategy, Variant};

#[test]
fn classic_knuth_worst_5_total_5801() {
    let engine = Engine::new(&Variant::classic()).unwrap();
    let (stats, tree) = Breaker::new(&engine, Strategy::Knuth).solve(&Control::none()).unwrap();
    assert_eq!(stats.codes, 1296);
    assert_eq!(stats.worst, 5);
    assert_eq!(stats.total, 5801);
    assert_eq!(tree.root.guess, "1122");
    // The independent replay agrees.
    assert_eq!(tree.check().unwrap(), stats);
}

#[test]
fn classic_optimal_average_is_5625() {
    let engine = Engine::new(&Variant::classic()).unwrap();
    let (stats, tree) = Breaker::new(&engine, Strategy::OptimalAverage).solve(&Control::none()).unwrap();
    assert_eq!(stats.total, 5625);
    assert_eq!(stats.worst, 6);
    assert_eq!(tree.check().unwrap(), stats);
}

#[test]
fn classic_heuristics_known_totals() {
    // Published totals: most-parts 5668 (Kooi 2005), expected-size 5696 (Irving 1979).
    let engine = Engine::new(&Variant::classic()).unwrap();
    let total = |s| Breaker::new(&engine, s).stats(&Control::none()).unwrap().total;
    assert_eq!(total(Strategy::MostParts), 5668);
    assert_eq!(total(Strategy::ExpectedSize), 5696);
}

#[test]
#[ignore = "a few seconds in release, long in debug"]
fn classic_optimal_worst_is_5_with_total_5626() {
    let engine = Engine::new(&Variant::classic()).unwrap();
    let (stats, tree) = Breaker::new(&engine, Strategy::OptimalWorst).solve(&Control::none()).unwrap();
    assert_eq!(stats.worst, 5);
    assert_eq!(stats.total, 5626);
    assert_eq!(tree.check().unwrap(), stats);
}

#[test]
fn seed_default_every_strategy_within_the_limit() {
    let v = Variant::seed_default();
    let engine = Engine::new(&v).unwrap();
    let mut optimal = None;
    for s in Strategy::all(2024) {
        let (stats, tree) = Breaker::new(&engine, s).solve(&Control::none()).unwrap();
        assert_eq!(stats.codes, 360, "{s}");
        assert_eq!(stats.over_limit, 0, "{s}");
        assert!(stats.worst <= v.max_guesses, "{s}");
        assert_eq!(tree.check().unwrap(), stats, "{s}");
        if s == Strategy::OptimalAverage {
            optimal = Some(stats.total);
        }
    }
    let optimal = optimal.unwrap();
    for s in Strategy::all(7) {
        let total = Breaker::new(&engine, s).stats(&Control::none()).unwrap().total;
        assert!(total >= optimal, "{s} beats the optimum: {total} < {optimal}");
    }
}

#[test]
fn next_guess_follows_the_tree() {
    // Playing next_guess turn by turn reproduces the decision tree's path.
    let v = Variant::classic();
    let engine = Engine::new(&v).unwrap();
    for s in [Strategy::Knuth, Strategy::Entropy, Strategy::RandomConsistent { seed: 5 }] {
        let b = Breaker::new(&engine, s);
        let (_, tree) = b.solve(&Control::none()).unwrap();
        for secret in ["1234", "6651", "3333", "2156"] {
            let secret = ludoteca_mastermind::Code::parse(secret, &v, ludoteca_mastermind::Role::Secret).unwrap();
            let mut history = Vec::new();
            let mut node = &tree.root;
            loop {
                let g = b.next_guess(&history, &Control::none()).unwrap();
                assert_eq!(g.to_string(), node.guess, "{s}");
                let f = ludoteca_mastermind::feedback::score(v.feedback, g, secret);
                if g == secret {
                    break;
                }
                history.push((g, f));
                node = &node.then[&f.display(&v).to_string()];
            }
        }
    }
}

#[test]
fn many_small_variants_every_strategy_checks_out() {
    use ludoteca_mastermind::FeedbackRule;
    for feedback in [FeedbackRule::Count, FeedbackRule::Positional] {
        for pegs in 1..=3 {
            for colors in 2..=5 {
                for (repeats, guess_repeats) in [(true, true), (false, true), (false, false)] {
                    let v = Variant { pegs, colors, repeats, guess_repeats, feedback, max_guesses: 12 };
                    if v.validate().is_err() {
                        continue;
                    }
                    let engine = Engine::new(&v).unwrap();
                    let mut best = u64::MAX;
                    let mut least_worst = usize::MAX;
                    let mut totals = Vec::new();
                    for s in Strategy::all(3) {
                        let (stats, tree) = Breaker::new(&engine, s).solve(&Control::none()).unwrap();
                        assert_eq!(tree.check().unwrap(), stats, "{v} {s}");
                        assert_eq!(stats.codes as u64, v.secret_count(), "{v} {s}");
                        totals.push((s, stats.total, stats.worst));
                        if s == Strategy::OptimalAverage {
                            best = stats.total;
                        }
                        if s == Strategy::OptimalWorst {
                            least_worst = stats.worst;
                        }
                    }
                    for (s, t, w) in totals {
                        assert!(t >= best, "{v}: {s} total {t} below the optimum {best}");
                        assert!(w >= least_worst, "{v}: {s} worst {w} below the optimum {least_worst}");
                    }
                }
            }
        }
    }
}

#[test]
fn four_pegs_seven_colours_optimal_average_is_11228() {
    // The published optimum: average 4.67638 over 2401 secrets. About 6
    // CPU-s since the guesses are bounded in blocks (45 s before), so it
    // runs with the others.
    let engine = Engine::new(&Variant { colors: 7, ..Variant::classic() }).unwrap();
    let (stats, tree) = Breaker::new(&engine, Strategy::OptimalAverage).solve(&Control::none()).unwrap();
    assert_eq!(stats.total, 11228);
    assert_eq!(stats.worst, 6);
    assert_eq!(tree.check().unwrap(), stats);
}
