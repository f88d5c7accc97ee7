//! The match driver on heap games: turns, results, undo, save and resume,
//! and refusals that leave the match unchanged.

use ludoteca_core::Player::{First, Second};
use ludoteca_games::Params;
use ludoteca_play::{MatchResult, PlayError, new_match, resume};
use std::time::Duration;

fn params(p: &[&str]) -> Params {
    Params::parse(p.iter().copied()).unwrap()
}

#[test]
fn a_whole_game_against_the_champion() {
    // je-9 from 1000 is safe: the champion, moving second, must win.
    let mut m = new_match("je-9", &params(&["heap=30"]), None, None).unwrap();
    while let Some(seat) = m.to_move() {
        let mv = if seat == First {
            m.legal_moves()[0].clone() // a naive player: always the first legal move
        } else {
            m.champion_move(Duration::from_secs(1)).unwrap()
        };
        m.play(seat, &mv).unwrap();
    }
    assert_eq!(m.result(), Some(MatchResult::Winner(Second)));
    assert_eq!(m.position(), "0");
}

#[test]
fn refusals_change_nothing() {
    let mut m = new_match("je-20", &Params::new(), None, None).unwrap();
    let before = m.view(None);
    assert!(matches!(m.play(Second, "1"), Err(PlayError::NotYourTurn(Second, First))));
    assert!(m.play(First, "6").is_err());
    assert!(m.play(First, "x").is_err());
    assert_eq!(m.view(None), before);
    m.play(First, "4").unwrap();
    let e = m.play(Second, "4").unwrap_err().to_string();
    assert!(e.contains("you may take 1, 2, 3 or 5"), "{e}");
    assert!(matches!(m.undo(), Ok(())));
    assert!(matches!(m.undo(), Err(PlayError::NothingToUndo)));
}

#[test]
fn save_and_resume_replays_exactly() {
    let mut m = new_match("je-13-i", &params(&["heap=20"]), None, None).unwrap();
    for mv in ["4", "3", "1", "2"] {
        let seat = m.to_move().unwrap();
        m.play(seat, mv).unwrap();
    }
    let saved = m.save();
    let json = serde_json::to_string(&saved).unwrap();
    let back = resume(&serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(back.view(Some(First)), m.view(Some(First)));
    assert_eq!(back.position(), "10,A");
    let mut bad = saved.clone();
    bad.moves.push("9".into());
    let e = resume(&bad).err().unwrap().to_string();
    assert!(e.contains("move 5 (`9`)"), "{e}");
}

#[test]
fn partizan_turns_follow_the_position_and_misere_inverts_the_result() {
    let mut m = new_match("je-2", &params(&["heap=5", "misere=true"]), Some("5,B"), None).unwrap();
    assert_eq!(m.to_move(), Some(Second));
    m.play(Second, "3").unwrap();
    m.play(First, "1").unwrap();
    m.play(Second, "").unwrap_err();
    // 1 stone, B to move: B cannot take 2 or 3, so under misère B wins.
    assert_eq!(m.position(), "1,B");
    assert_eq!(m.result(), Some(MatchResult::Winner(Second)));
    assert!(matches!(m.play(Second, "2"), Err(PlayError::Over)));
    let hint = m.hint().unwrap();
    assert!(hint.good_moves.is_empty());
    assert_eq!(hint.detail["moves"], serde_json::json!([]));
}
