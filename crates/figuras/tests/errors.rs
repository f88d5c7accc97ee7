//! Bad input: each refusal is a clear sentence and changes nothing.

use ludoteca_figuras::{Error, Game, Move, Position, game::Kit};

fn pos(s: &str) -> Position {
    s.parse().expect("a valid position")
}

#[test]
fn a_piece_already_played_is_refused() {
    let mut p = pos("Tl.../..cs./..../.... 0:0");
    let before = p;
    let e = p.play("Tl@a1".parse().expect("a move")).unwrap_err();
    assert!(matches!(e, Error::PiecePlayed { .. }));
    assert_eq!(e.to_string(), "the piece Tl is already on the board at a4: play one of your pieces not yet placed");
    assert_eq!(p, before);
}

#[test]
fn an_opponents_piece_is_refused() {
    let mut p = pos("Tl.../..cs./..../.... 0:0");
    let before = p;
    let e = p.play("ts@a1".parse().expect("a move")).unwrap_err();
    assert_eq!(e.to_string(), "the piece ts belongs to second, but it is first's turn: first plays upper-case pieces");
    assert_eq!(p, before);
}

#[test]
fn an_occupied_square_is_refused() {
    let mut p = pos("Tl.../..cs./..../.... 0:0");
    let before = p;
    let e = p.play("Ts@c3".parse().expect("a move")).unwrap_err();
    assert_eq!(e.to_string(), "the square c3 is occupied by cs: play on an empty square");
    assert_eq!(p, before);
}

#[test]
fn unparsable_moves_are_refused() {
    for text in ["", "Tl", "Tl@", "@b3", "Xl@b3", "Tm@b3", "Tl@e1", "Tl@a5", "Tl@a", "Tll@a1", "Tl-b3"] {
        let e = text.parse::<Move>().unwrap_err();
        assert!(matches!(e, Error::BadMove(_)), "{text}");
        let msg = e.to_string();
        assert!(msg.contains("e.g. `Tl@b3`"), "{msg}");
    }
    assert!(" tl @ B3 ".parse::<Move>().is_ok());
}

#[test]
fn unparsable_positions_are_refused() {
    let cases = [
        ("", "found 1 ranks instead of 4"),
        ("..../..../....", "found 3 ranks instead of 4"),
        ("...../..../..../.... 0:0", "rank 4 has more than 4 squares"),
        (".../..../..../.... 0:0", "rank 4 has 3 squares instead of 4"),
        ("Xl.../..../..../.... 0:0", "`Xl` on a4 is not a piece"),
        ("TlTl../..../..../.... 0:0", "the piece Tl appears twice (a4 and b4)"),
        ("Tl.../..../..../.... 0-0", "the points must be written `F:S`"),
        ("Tl.../..../..../.... 0:x", "`x` is not a number of points from 0 to 99"),
        ("Tl.../..../..../.... 0:100", "`100` is not a number of points from 0 to 99"),
        ("TlTs../..../..../.... 0:0", "First must have placed as many pieces as Second or one more"),
        ("tl.../..../..../.... 0:0", "First must have placed as many pieces as Second or one more"),
    ];
    for (text, reason) in cases {
        let e = text.parse::<Position>().unwrap_err();
        let msg = e.to_string();
        assert!(msg.contains(reason), "{text}: {msg}");
        assert!(msg.contains("e.g. `Tl.../..cs./..../.... 0:0`"), "{msg}");
    }
}

#[test]
fn positions_round_trip() {
    for text in ["Tl.../..cs./..../.... 0:0", "..../..../..../.... 0:0", "ts..cl/tlQsPl./TlQl../.qsCsps 3:12"] {
        assert_eq!(pos(text).to_string(), text);
    }
    assert_eq!(pos("Tl.../..cs./..../....").to_string(), "Tl.../..cs./..../.... 0:0");
}

#[test]
fn a_full_board_accepts_no_move() {
    let mut g = Game::new(Kit::Orange);
    while let Some(&m) = g.position().legal_moves().first() {
        g.play(m).expect("legal");
    }
    assert!(g.is_over());
    let e = g.play_str("Tl@a1").unwrap_err();
    assert_eq!(e, Error::GameOver);
    assert_eq!(g.history().len(), 16);
}

#[test]
fn a_refused_move_leaves_the_game_unchanged() {
    let mut g = Game::new(Kit::Black);
    g.play_str("Tl@a1").expect("legal");
    let before = g.clone();
    assert!(g.play_str("Tl@b1").is_err());
    assert!(g.play_str("Ql@b1").is_err());
    assert!(g.play_str("qs@a1").is_err());
    assert!(g.play_str("nonsense").is_err());
    assert_eq!(g, before);
}
