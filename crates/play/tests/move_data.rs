//! Moves as data (issue 38, item 2): every family with a board of its own
//! gives each legal move its fields beside the notation (`legal_data`), one
//! per move and no two alike (a board finds the move it sends by them),
//! each played move keeps them in the history (`data`), a hint's good moves
//! carry them (`good_data`), and a secret code's data never holds its colours.

use ludoteca_core::Player::{First, Second};
use ludoteca_games::Params;
use ludoteca_play::{Match, new_match};
use serde_json::{Value, json};
use std::collections::BTreeSet;

fn start(game: &str, p: &[&str]) -> Box<dyn Match> {
    new_match(game, &Params::parse(p.iter().copied()).unwrap(), None, Some(1)).unwrap()
}

/// The spectator's legal moves of `m` and their data: as many, every one an
/// object, no two alike; the first is played and the history keeps its data.
fn data_of_every_move(game: &str, p: &[&str]) -> Vec<Value> {
    let mut m = start(game, p);
    let view = m.view(None);
    assert!(!view.legal_moves.is_empty(), "{game}: moves to look at");
    assert_eq!(view.legal_data.len(), view.legal_moves.len(), "{game}: one datum a move");
    assert!(view.legal_data.iter().all(Value::is_object), "{game}: {:?}", view.legal_data);
    let distinct: BTreeSet<String> = view.legal_data.iter().map(Value::to_string).collect();
    assert_eq!(distinct.len(), view.legal_data.len(), "{game}: two moves with the same fields");
    let seat = m.to_move().unwrap();
    m.play(seat, &view.legal_moves[0]).unwrap();
    assert_eq!(m.view(None).history[0].data, view.legal_data[0], "{game}: the history keeps the move's data");
    view.legal_data
}

#[test]
fn every_board_of_its_own_gets_its_moves_as_data() {
    assert!(data_of_every_move("je-1", &[]).contains(&json!({"take": 1})));
    assert!(data_of_every_move("je-7", &[]).iter().all(|d| d["add"].is_u64()));
    assert!(data_of_every_move("nim", &[]).contains(&json!({"pile": 1, "take": 1})));
    assert!(data_of_every_move("je-14-i", &[]).iter().all(|d| d["row"].is_u64() && d["col"].is_u64()));
    let rectangle = data_of_every_move("je-15-a", &[]);
    assert!(rectangle.contains(&json!({"line": "row"})) && rectangle.contains(&json!({"line": "column"})));
    assert!(data_of_every_move("je-15-c", &[]).iter().all(|d| d["row"].is_u64() && d["col"].is_u64()));
    assert!(data_of_every_move("je-18", &[]).iter().all(|d| d["stone"] == "w" || d["stone"] == "b"));
    assert!(data_of_every_move("je-6", &[]).iter().all(|d| d["distance"].is_string() && d["km"].is_f64()));
    assert!(data_of_every_move("je-25", &[]).iter().all(|d| d["at"].is_string() && d["turn"].is_f64()));
    assert!(
        data_of_every_move("figuras", &[])
            .contains(&json!({"piece": "Tl", "shape": "triangle", "size": "large", "square": "a1"}))
    );
    assert!(
        data_of_every_move("erdos-latino", &["version=II"])
            .iter()
            .all(|d| d["square"].is_string() && d["number"].is_u64())
    );
}

#[test]
fn a_hint_gives_its_good_moves_as_data() {
    let m = start("nim", &[]);
    let hint = m.hint().unwrap();
    assert!(!hint.good_moves.is_empty());
    assert_eq!(hint.good_data.len(), hint.good_moves.len());
    let view = m.view(None);
    for (mv, data) in hint.good_moves.iter().zip(&hint.good_data) {
        let i = view.legal_moves.iter().position(|m| m == mv).unwrap();
        assert_eq!(&view.legal_data[i], data, "{mv}");
    }
}

#[test]
fn a_secret_code_is_data_without_its_colours() {
    let mut m = start("mastermind", &["variant=classic"]);
    m.play(First, "secret 1234").unwrap();
    m.play(Second, "1122").unwrap();
    for seat in [Some(First), Some(Second), None] {
        let history = m.view(seat).history;
        assert_eq!(history[0].data, json!({"kind": "secret"}), "{seat:?}");
        assert_eq!(history[1].data, json!({"kind": "guess", "pegs": [1, 1, 2, 2]}), "{seat:?}");
    }
    // A maker answering by hand: the answers listed, each as its marks.
    let mut m = start("mastermind", &["variant=classic"]);
    m.play(First, "answer").unwrap();
    m.play(Second, "1122").unwrap();
    let view = m.view(Some(First));
    assert_eq!(view.legal_data.len(), view.legal_moves.len());
    let i = view.legal_moves.iter().position(|a| a == "0B0W").unwrap();
    assert_eq!(view.legal_data[i]["kind"], "marks");
    assert_eq!((view.legal_data[i]["right"].as_u64(), view.legal_data[i]["elsewhere"].as_u64()), (Some(0), Some(0)));
}

#[test]
fn a_long_matchs_view_gives_only_its_last_moves_data() {
    let mut m = start("je-8", &["heap=300"]);
    for _ in 0..130 {
        let (seat, mv) = (m.to_move().unwrap(), m.legal_moves()[0].clone());
        m.play(seat, &mv).unwrap();
    }
    let pushed = m.view_in(None, ludoteca_core::Lang::PT).history;
    let older = pushed.len() - ludoteca_play::DATA_MOVES;
    assert_eq!(older, 30);
    assert!(pushed[..older].iter().all(|h| h.data.is_null()));
    assert!(pushed[older..].iter().all(|h| h.data == json!({"take": 1})));
    // The whole history (a replay's) keeps every move's.
    assert!(m.view(None).history.iter().all(|h| h.data == json!({"take": 1})));
}
