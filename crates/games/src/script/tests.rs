//! Script games against the built-in games they imitate, and scripts that
//! misbehave.

use super::*;
use crate::catalogue::open;
use crate::conjecture::{Conjecture, check_entry};
use crate::entry::Entry;
use crate::params::Params;
use ludoteca_core::{Control, Outcome};

const IMPARTIAL: &str = include_str!("../../../../examples/subtraction.rhai");
const PARTIZAN: &str = include_str!("../../../../examples/partizan.rhai");

fn script(source: &str, params: &[&str]) -> Result<ScriptEntry, GameError> {
    ScriptEntry::new("test.rhai", source, &Params::parse(params.iter().copied()).unwrap())
}

#[test]
fn the_impartial_example_agrees_with_the_built_in_game() {
    let s = script(IMPARTIAL, &["heap=30"]).unwrap();
    let b = open("subtraction", &Params::parse(["take=1,3,4"]).unwrap()).unwrap();
    for n in 0..=30u64 {
        let (x, y) = (
            s.analyse(&n.to_string(), &Control::none()).unwrap(),
            b.analyse(&n.to_string(), &Control::none()).unwrap(),
        );
        assert_eq!((x.outcome, x.remoteness), (y.outcome, y.remoteness), "heap {n}");
        assert_eq!(x.winning_moves, y.winning_moves, "heap {n}");
    }
    let t = s.table(0, 14, &Control::none()).unwrap();
    let signs: String = t.entries.iter().map(|c| c.outcome.sign()).collect();
    assert_eq!(signs, "+−+−−−−+−+−−−−+", "{{1, 3, 4}}: n mod 7 ∈ {{0, 2}} is safe");
    // Misère too.
    let s = script(IMPARTIAL, &["misere=true"]).unwrap();
    let b = open("subtraction", &Params::parse(["take=1,3,4", "misere=true"]).unwrap()).unwrap();
    for n in 0..=20u64 {
        assert_eq!(
            s.analyse(&n.to_string(), &Control::none()).unwrap().outcome,
            b.analyse(&n.to_string(), &Control::none()).unwrap().outcome
        );
    }
}

#[test]
fn the_partizan_example_agrees_with_game_13() {
    let s = script(PARTIZAN, &["heap=12"]).unwrap();
    let b = open("je-13-i", &Params::new()).unwrap();
    for n in 0..=25u64 {
        for who in ["A", "B"] {
            let x = s.analyse(&format!("{{\"n\":{n},\"player\":\"{who}\"}}"), &Control::none()).unwrap();
            let y = b.analyse(&format!("{n},{who}"), &Control::none()).unwrap();
            assert_eq!((x.outcome, x.remoteness), (y.outcome, y.remoteness), "{n},{who}");
            assert_eq!(x.to_move, y.to_move);
        }
    }
    assert_eq!(s.start(), r#"{"n":12,"player":"A"}"#);
    assert_eq!(s.play(&s.start(), "4").unwrap(), r#"{"n":8,"player":"B"}"#);
    assert!(s.play(&s.start(), "2").unwrap_err().to_string().contains("the legal moves are 1, 4"));
    let v = check_entry(&s, &Conjecture::new(r#"if player == "A" { n == 0 || n == 3 || n == 6 || n == 7 || n == 9 || n == 10 || n >= 12 } else { n == 0 || n == 1 || n == 4 || n == 7 }"#, None).unwrap(), 60, &Control::none()).unwrap();
    assert!(v.holds && v.checked == 122, "{v:?}");
}

#[test]
fn bad_scripts_are_explained_not_obeyed() {
    let err = |src: &str| script(src, &[]).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err("fn start(p) { 1 ").contains("does not compile"));
    assert!(err("fn start(p) { 1 } fn moves(s) { [] }").contains("must define `fn play"));
    // A script that loops forever is stopped by the operation limit.
    let looping = "fn start(p) { 5 } fn moves(s) { loop { } } fn play(s, m) { s }";
    let e = script(looping, &[]).unwrap();
    let msg = e.analyse("5", &Control::none()).unwrap_err().to_string();
    assert!(msg.contains("moves() failed"), "{msg}");
    // A runtime error and a wrong return type.
    let e = script("fn start(p) { 5 } fn moves(s) { [1] } fn play(s, m) { s / 0 }", &[]).unwrap();
    assert!(e.analyse("5", &Control::none()).unwrap_err().to_string().contains("play() failed"));
    let e = script("fn start(p) { 5 } fn moves(s) { 3 } fn play(s, m) { s - m }", &[]).unwrap();
    assert!(e.analyse("5", &Control::none()).unwrap_err().to_string().contains("must return an array"));
    // A game that can go on forever: retrograde analysis finds the draw.
    let e = script("fn start(p) { 0 } fn moves(s) { [1] } fn play(s, m) { 1 - s }", &[]).unwrap();
    let a = e.analyse("0", &Control::none()).unwrap();
    assert_eq!((a.outcome, a.method.as_str()), (Outcome::Draw, "retrograde"));
    let e = script(IMPARTIAL, &[]).unwrap();
    assert!(e.normalize("[1, 2").is_err());
    assert_eq!(e.analyse("7", &Control::none()).unwrap().outcome, Outcome::PreviousWins);
}

#[test]
fn the_board_of_a_script_game_is_its_state() {
    let s = script(IMPARTIAL, &["heap=30"]).unwrap();
    let b = s.board(&s.start()).unwrap();
    assert_eq!((b["kind"].clone(), b["state"].clone()), (serde_json::json!("script"), serde_json::json!(30)));
    let after = s.play(&s.start(), &s.moves(&s.start()).unwrap()[0]).unwrap();
    assert_eq!(s.board(&after).unwrap()["state"], serde_json::json!(29));
}
