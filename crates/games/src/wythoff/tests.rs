//! Wythoff's family against Wythoff's theorem, through the catalogue.

use crate::catalogue::open;
use crate::entry::Entry;
use crate::params::Params;
use ludoteca_core::{Control, Lang, Outcome};

fn opened(params: &[&str]) -> Box<dyn Entry> {
    open("wythoff", &Params::parse(params.iter().copied()).expect("parameters")).expect("opens")
}

/// The safe pairs (a_k, b_k) with a_k ≤ b_k, built as the theorem's proof
/// builds them: a_k is the least number not yet used, b_k = a_k + k.
fn safe_pairs(max: u32) -> Vec<(u32, u32)> {
    let mut used = vec![false; 2 * max as usize + 2];
    let mut pairs = Vec::new();
    for k in 0.. {
        let a = (0..).find(|&a: &u32| !used[a as usize]).expect("a free number");
        if a > max {
            break;
        }
        let b = a + k;
        used[a as usize] = true;
        if (b as usize) < used.len() {
            used[b as usize] = true;
        }
        pairs.push((a, b));
    }
    pairs
}

#[test]
fn the_safe_positions_are_wythoff_s_pairs() {
    let e = opened(&[]);
    let safe = safe_pairs(20);
    assert_eq!(&safe[..5], &[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
    let t = e.table(0, 20, &Control::none()).expect("table");
    for x in 0..=20u32 {
        for y in 0..=20u32 {
            let want = safe.iter().any(|&(a, b)| (a, b) == (x, y) || (b, a) == (x, y));
            let got = e.analyse(&format!("{x},{y}"), &Control::none()).expect("analysis").outcome;
            assert_eq!(got == Outcome::PreviousWins, want, "({x},{y})");
            let cell = t.entries.iter().find(|c| c.position == format!("{x},{y}")).expect("a cell");
            assert_eq!(cell.outcome == Outcome::PreviousWins, want, "table ({x},{y})");
        }
    }
}

#[test]
fn the_golden_ratio_gives_the_same_pairs() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for (k, &(a, b)) in safe_pairs(200).iter().enumerate() {
        assert_eq!((a, b), ((k as f64 * phi) as u32, (k as f64 * phi * phi) as u32), "k = {k}");
    }
}

#[test]
fn played_through_text() {
    let e = opened(&["x=1", "y=2"]);
    assert_eq!(e.moves("1,2").unwrap(), ["x1", "y1", "y2", "xy1"]);
    assert_eq!(e.play("1,2", "xy1").unwrap(), "0,1");
    assert!(e.play("1,2", "x2").is_err());
    assert_eq!(e.terminal("0,0").unwrap(), Some(Outcome::PreviousWins));
    let misere = opened(&["misere=true"]);
    assert_eq!(misere.terminal("0,0").unwrap(), Some(Outcome::NextWins));
    assert_eq!(e.move_msg("1,2", "xy1").unwrap().render(Lang::PT), "tirou 1 de cada monte");
}

#[test]
fn the_reason_is_said_in_english_and_portuguese() {
    // The shared reason of every family without its own (it was empty in
    // English: `notation::report` left it to the family).
    let r = opened(&[]).analyse("5,8", &Control::none()).expect("analysis");
    assert!(r.explanation.contains("y5 leaves 5,3"), "{}", r.explanation);
    let json = serde_json::to_value(&r).expect("json");
    assert_eq!(json["explanation"].as_str(), Some(r.explanation.as_str()));
    assert!(r.explanation_in(Lang::PT).starts_with("tipo-P — frágil"), "{}", r.explanation_in(Lang::PT));
}

#[test]
fn bad_input_gets_one_sentence() {
    let e = opened(&[]);
    let err = e.analyse("5;8", &Control::none()).expect_err("refused").message(Lang::PT);
    assert!(err.contains("dois montes x,y") && err.contains("5,8"), "{err}");
    let err = open("wythoff", &Params::parse(["x=301"]).unwrap()).err().expect("refused").to_string();
    assert!(err.contains("from 0 to 300"), "{err}");
    assert!(e.analyse("301,2", &Control::none()).is_err());
}
