//! Bad input gives errors with a sentence, never a panic.

use ludoteca_mastermind::{
    Breaker, Code, Control, DecisionTree, Engine, Error, Feedback, Role, Round, Strategy, Variant,
};
use std::sync::atomic::AtomicBool;

#[test]
fn bad_codes_and_feedback() {
    let v = Variant::seed_default();
    for (text, what) in [("123", "pegs"), ("12345", "pegs"), ("1274", "colour"), ("1x34", "colour"), ("", "pegs")] {
        let e = Code::parse(text, &v, Role::Guess).unwrap_err().to_string();
        assert!(e.contains(what), "{text}: {e}");
    }
    let e = Code::parse("1124", &v, Role::Secret).unwrap_err();
    assert!(matches!(e, Error::ForbiddenRepeat { color: 1, .. }), "{e}");
    for text in ["+++", "abcd", "+o-x", ""] {
        assert!(Feedback::parse(text, &v).is_err(), "{text}");
    }
    let c = Variant::classic();
    let e = Feedback::parse("3B1W", &c).unwrap_err().to_string();
    assert!(e.contains("impossible"), "{e}");
    for text in ["5B", "2B3W", "B", "2X", "1,2,3", "-1,0"] {
        assert!(Feedback::parse(text, &c).is_err(), "{text}");
    }
}

#[test]
fn inconsistent_answers_name_the_culprit() {
    let mut r = Round::new(&Variant::classic()).unwrap();
    r.record_text("1234", "0B0W").unwrap();
    r.record_text("5555", "1B0W").unwrap();
    // Each earlier answer alone allows "no 6", but together they leave only
    // 6s for three pegs.
    let e = r.record_text("6666", "0B0W").unwrap_err();
    match &e {
        Error::Inconsistent { earlier, culprit, .. } => {
            assert_eq!(earlier, &vec![1, 2], "{e}");
            assert!(culprit.contains("guess 1") && culprit.contains("guess 2"), "{e}");
        }
        other => panic!("{other}"),
    }
    // A direct contradiction names the one answer.
    let e = r.record_text("1111", "1B0W").unwrap_err();
    assert!(matches!(&e, Error::Inconsistent { earlier, .. } if earlier == &vec![1]), "{e}");
    // The round continues; nothing lost.
    assert_eq!(r.history().len(), 2);
    r.record_text("6666", "3B0W").unwrap();
    assert_eq!(r.candidates(10).0, 4);
}

#[test]
fn bad_variants_and_names() {
    for (k, val) in [
        ("pegs", "0"),
        ("pegs", "9"),
        ("colors", "11"),
        ("colors", "3"),
        ("max_guesses", "0"),
        ("feedback", "colour"),
        ("repeats", "maybe"),
    ] {
        let e = Variant::from_params([(k, val)]).unwrap_err().to_string();
        assert!(!e.is_empty());
    }
    assert!(Variant::from_params([("variant", "classic"), ("guess_repeats", "false")]).is_err());
    assert!(Strategy::parse("best").is_err());
    let big = Variant { pegs: 8, colors: 10, ..Variant::classic() };
    assert!(matches!(Engine::new(&big), Err(Error::TooLarge(_))));
    assert!(DecisionTree::from_json("{").is_err());
}

#[test]
fn broken_trees_are_rejected() {
    let engine = Engine::new(&Variant::seed_default()).unwrap();
    let (_, tree) = Breaker::new(&engine, Strategy::Knuth).solve(&Control::none()).unwrap();
    let mut t = tree.clone();
    let first = t.root.then.keys().next().unwrap().clone();
    t.root.then.remove(&first);
    assert!(matches!(t.check(), Err(Error::BadTree(_))));
    let mut t = tree.clone();
    t.root.guess = "1299".into();
    assert!(t.check().is_err());
    let mut t = tree;
    t.root.remaining += 1;
    assert!(t.check().is_err());
}

#[test]
fn cancel_flag_stops_a_solve() {
    let engine = Engine::new(&Variant::classic()).unwrap();
    let stop = AtomicBool::new(true);
    let r = Breaker::new(&engine, Strategy::OptimalAverage).solve(&Control::with_cancel(&stop));
    assert!(matches!(r, Err(Error::Cancelled)));
}

#[test]
fn history_with_illegal_guess_is_refused() {
    let v = Variant { guess_repeats: false, ..Variant::seed_default() };
    let engine = Engine::new(&v).unwrap();
    let g = Code::from_colors(&[0, 0, 1, 2]).unwrap();
    let b = Breaker::new(&engine, Strategy::Knuth);
    let e = b.next_guess(&[(g, Feedback(0))], &Control::none()).unwrap_err();
    assert!(matches!(e, Error::ForbiddenRepeat { .. }), "{e}");
}
