//! Reading games: accepted spellings, refusals in one sentence, and no panic on any text.

use ludoteca_values::Game;
use ludoteca_values::notation::{MAX_DEPTH, MAX_INPUT};
use proptest::prelude::*;

#[test]
fn ascii_and_unicode_spellings_agree() {
    for (a, b) in [
        ("^", "↑"),
        ("^^", "⇑"),
        ("v", "↓"),
        ("vv*", "⇓*"),
        ("+-1", "±1"),
        ("2+-1", "2±1"),
        ("{1|0}", "{ 1 | 0 }"),
        ("-1/2", "−1/2"),
        ("{2|1/2||0}", "{{2|1/2}|0}"),
        ("±(2±1)", "{2±1|-2±1}"),
    ] {
        assert_eq!(Game::parse(a).unwrap(), Game::parse(b).unwrap(), "{a} / {b}");
    }
}

#[test]
fn refusals_say_what_is_accepted() {
    for bad in [
        "",
        "{",
        "{1|",
        "{1}",
        "{1|2|3}",
        "1/3",
        "*x",
        "(1",
        "{1|0)",
        "1//2",
        "-",
        "↑↓",
        "*33",
        "99999999999999999999",
        "4611686018427387905",
    ] {
        let e = Game::parse(bad).expect_err(bad);
        let sentence = e.to_string();
        assert!(sentence.contains("a game is written as CGSuite writes it"), "{bad}: {sentence}");
        assert_eq!(sentence.matches(". ").count(), 0, "one sentence: {sentence}");
    }
}

#[test]
fn sizes_are_checked_before_reading() {
    let long = "0".repeat(MAX_INPUT + 1);
    assert!(Game::parse(&long).unwrap_err().to_string().contains("longer than"));
    let deep = format!("{}0{}", "{".repeat(MAX_DEPTH), "|}".repeat(MAX_DEPTH));
    assert!(Game::parse(&deep).unwrap_err().to_string().contains("nesting"));
    let signs = format!("{}1", "-".repeat(2000));
    assert!(Game::parse(&signs).is_err());
    let parens = format!("{}1{}", "(".repeat(1000), ")".repeat(1000));
    assert!(Game::parse(&parens).is_err());
    let bars = format!("{{0{}0}}", "|".repeat(1000));
    assert!(Game::parse(&bars).is_ok());
}

#[test]
fn large_nimber_sums_are_quick() {
    assert_eq!(Game::parse("*32 + *31 + *1").unwrap(), Game::nimber(62).unwrap());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Any text of the notation's symbols is read or refused, never a panic.
    #[test]
    fn no_text_panics(text in "[-0-9/*^v{}|,()±+↑↓⇑⇓ x]{0,40}") {
        let _ = Game::parse(&text);
    }

    /// Any text at all, too.
    #[test]
    fn no_unicode_panics(text in "\\PC{0,60}") {
        let _ = Game::parse(&text);
    }
}
