//! Hand-derived values: forms, sums, comparisons, birthdays and thermographs.

use ludoteca_values::{Comparison, Dyadic, Game, Outcome};

fn g(text: &str) -> Game {
    Game::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn d(n: i64, e: u32) -> Dyadic {
    Dyadic::new(n, e).unwrap()
}

#[test]
fn small_forms_are_named_as_cgsuite_names_them() {
    for (form, name) in [
        ("{|}", "0"),
        ("{0|}", "1"),
        ("{|0}", "-1"),
        ("{1|}", "2"),
        ("{0|1}", "1/2"),
        ("{0|1/2}", "1/4"),
        ("{1/2|1}", "3/4"),
        ("{-1|1}", "0"),
        ("{*|}", "0"),
        ("{0|0}", "*"),
        ("{0,*|0,*}", "*2"),
        ("{0|*}", "↑"),
        ("{*|0}", "↓"),
        ("{0,*|0}", "↑*"),
        ("{0|↑*}", "⇑"),
        ("{0|↑}", "⇑*"),
        ("{1|1}", "1*"),
        ("{1|1*}", "1↑"),
        ("{1|-1}", "±1"),
        ("{3|1}", "2±1"),
        ("{1|0}", "{1|0}"),
        ("{2|1}", "{2|1}"),
        ("{{2|1/2}|0}", "{2|1/2||0}"),
        ("{0|{0|-1}}", "{0||0|-1}"),
        ("{↑|↓}", "*"),
        ("{1|-1*}", "{1|-1*}"),
    ] {
        assert_eq!(g(form).to_string(), name, "{form}");
    }
}

#[test]
fn sums_of_infinitesimals_and_switches() {
    assert_eq!(g("↑ + ↑ + *"), g("⇑*"));
    assert_eq!(g("↑ + *"), g("{0,*|0}"));
    assert_eq!(g("↑* + *"), Game::up());
    assert_eq!(g("* + *"), Game::zero());
    assert_eq!(g("*2 + *3"), Game::star());
    assert_eq!(g("* + *2"), g("*3"));
    assert_eq!(g("↑ + ↓"), Game::zero());
    assert_eq!(g("±1 + ±1"), Game::zero());
    // {1|0} = 1/2 ± 1/2, and the switches cancel.
    assert_eq!(g("{1|0} + {1|0}"), Game::integer(1).unwrap());
    assert_eq!(g("1 + {1|0}"), g("{2|1}"));
    assert_eq!(g("1/2 + 1/4 - 3/4"), Game::zero());
    assert_eq!(g("↑3").to_string(), "↑3");
    assert_eq!(g("^^^"), g("↑3"));
    assert_eq!(g("v3"), -&g("↑3"));
    assert_eq!(g("-1/2↑*").to_string(), "-1/2↑*");
    assert_eq!(g("2 - ↑").to_string(), "2↓");
}

#[test]
fn comparisons_and_outcomes() {
    assert_eq!(Game::up().compare(&Game::zero()), Comparison::Greater);
    assert_eq!(g("↑*").compare(&Game::zero()), Comparison::Confused);
    assert_eq!(g("⇑*").compare(&Game::zero()), Comparison::Greater);
    assert_eq!(Game::up().compare(&Game::star()), Comparison::Confused);
    assert!(Game::up() < g("1/64"));
    assert!(g("±1").is_confused_with(&Game::zero()));
    assert!(g("±1") < g("2"));
    assert_eq!(g("±1").outcome(), Outcome::N);
    assert_eq!(g("{1|0}").outcome(), Outcome::N);
    assert_eq!(g("1/2").outcome(), Outcome::L);
    assert_eq!(g("↓").outcome(), Outcome::R);
    assert_eq!(g("*2 + *2").outcome(), Outcome::P);
}

#[test]
fn birthdays() {
    for (text, day) in [
        ("0", 0),
        ("*", 1),
        ("1", 1),
        ("-1", 1),
        ("±1", 2),
        ("↑", 2),
        ("↑*", 2),
        ("⇑", 3),
        ("1/2", 2),
        ("3/4", 3),
        ("{2|1/2||0}", 4),
    ] {
        assert_eq!(g(text).birthday(), day, "{text}");
    }
}

#[test]
fn switches_have_mean_and_temperature_of_their_ends() {
    for (a, b) in [(1, 0), (1, -1), (5, -3), (2, 1), (7, 7 - 2), (0, -4)] {
        let t = g(&format!("{{{a}|{b}}}")).thermograph().unwrap();
        assert_eq!(t.mean(), d(a + b, 1), "{{{a}|{b}}}");
        assert_eq!(t.temperature(), d(a - b, 1), "{{{a}|{b}}}");
    }
    let t = g("{1|0}").thermograph().unwrap();
    assert_eq!((t.mean(), t.temperature()), (d(1, 1), d(1, 1)));
}

#[test]
fn numbers_are_cold_with_a_mast() {
    for (text, x, temp) in
        [("3", d(3, 0), d(-1, 0)), ("-2", d(-2, 0), d(-1, 0)), ("1/2", d(1, 1), d(-1, 1)), ("-3/8", d(-3, 3), d(-1, 3))]
    {
        let t = g(text).thermograph().unwrap();
        assert_eq!(t.mean(), x, "{text}");
        assert_eq!(t.temperature(), temp, "{text}");
        for s in [d(0, 0), d(1, 1), d(7, 0)] {
            assert_eq!(t.left_wall().at(s).unwrap(), x);
            assert_eq!(t.right_wall().at(s).unwrap(), x);
        }
    }
}

#[test]
fn thermographs_of_infinitesimals_and_nested_switches() {
    for text in ["*", "↑", "↑*", "*3", "⇑*"] {
        let t = g(text).thermograph().unwrap();
        assert_eq!((t.mean(), t.temperature()), (d(0, 0), d(0, 0)), "{text}");
    }
    // {2|1/2} has mean 5/4 and temperature 3/4; below it the right wall of {2|1/2}
    // cooled gives Left the scaffold 1/2, meeting Right's t at t = 1/2.
    let t = g("{2|1/2||0}").thermograph().unwrap();
    assert_eq!((t.mean(), t.temperature()), (d(1, 1), d(1, 1)));
    let t = g("{2|1/2}").thermograph().unwrap();
    assert_eq!((t.mean(), t.temperature()), (d(5, 2), d(3, 2)));
    // Two Left options that are confused with each other, each ruling part of the left
    // scaffold: 1 − t up to t = 1, then 0 from {4|0} (whose right wall is t up to 2),
    // then 2 − t; Right's −4 + t meets it at t = 3, on the mean −1.
    let t = g("{1,{4|0}|-4}").thermograph().unwrap();
    assert_eq!((t.mean(), t.temperature()), (d(-1, 0), d(3, 0)));
    for (at, x) in [(d(-1, 0), d(2, 0)), (d(1, 1), d(1, 1)), (d(3, 1), d(0, 0)), (d(5, 1), d(-1, 1))] {
        assert_eq!(t.left_wall().at(at).unwrap(), x, "left wall at {at}");
    }
    // The mean is additive: 2±1 + {1|0} has mean 5/2.
    assert_eq!(g("2±1 + {1|0}").mean().unwrap(), d(5, 1));
}

#[test]
fn the_svg_has_both_walls_and_labelled_axes() {
    let svg = g("{2|1/2||0}").thermograph().unwrap().svg("{2|1/2||0}");
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    assert_eq!(svg.matches("<polyline").count(), 2);
    assert!(svg.contains("temperature t") && svg.contains("value (Left"));
    assert!(svg.contains("mean 1/2, temperature 1/2"));
}
