//! Bad input is refused with a clear sentence and changes nothing.

use ludoteca_erdos::{Error, Game, Hand, Position, Rules, Version};

fn refused(g: &mut Game, mv: &str) -> Error {
    let before = g.clone();
    let e = g.play_str(mv).expect_err("refused");
    assert_eq!(*g, before, "a refused move changed the game");
    assert!(e.to_string().len() > 20);
    e
}

#[test]
fn bad_moves_in_version_ii() {
    let mut g = Game::new(Rules::default(), 1).unwrap();
    g.play_str("c3=3").unwrap();
    g.play_str("a1=2").unwrap();
    assert!(matches!(refused(&mut g, "e1=2"), Error::RowRepeat { .. }));
    assert!(matches!(refused(&mut g, "c5=3"), Error::ColumnRepeat { .. }));
    assert!(matches!(refused(&mut g, "c3=1"), Error::Occupied { .. }));
    assert!(matches!(refused(&mut g, "f1=1"), Error::OffBoard { .. }));
    assert!(matches!(refused(&mut g, "b6=1"), Error::OffBoard { .. }));
    assert!(matches!(refused(&mut g, "b2=6"), Error::BadNumber { .. }));
    for bad in ["", "c3", "c3=", "=3", "33=1", "c0=1", "c3=x", "c3=0"] {
        assert!(matches!(refused(&mut g, bad), Error::BadMove(_)), "{bad}");
    }
    assert_eq!(
        refused(&mut g, "e1=2").to_string(),
        "2 is already in row 1 (at a1): each number may appear only once in a row"
    );
}

#[test]
fn version_i_places_only_the_drawn_number() {
    let mut g = Game::new(Rules::default().with_version(Version::I), 42).unwrap();
    let k = g.drawn().expect("a draw");
    let other = if k == 1 { 2 } else { 1 };
    assert!(matches!(refused(&mut g, &format!("a1={other}")), Error::NotDrawn { .. }));
    g.play_str(&format!("a1={k}")).unwrap();
    // The same seed and moves replay the same draws.
    let mut h = Game::new(Rules::default().with_version(Version::I), 42).unwrap();
    h.play_str(&format!("a1={k}")).unwrap();
    assert_eq!(g.drawn(), h.drawn());
}

#[test]
fn version_iii_places_only_pieces_in_hand() {
    let rules = Rules::default().with_version(Version::III);
    let p = Position::empty(5).unwrap();
    let first: Hand = "1111122222333".parse().unwrap();
    let second: Hand = "334444455555".parse().unwrap();
    let mut g = Game::with_hands(rules, p, [first, second], 0).unwrap();
    assert!(matches!(refused(&mut g, "a1=5"), Error::NotInHand { .. }));
    g.play_str("a1=1").unwrap();
    assert_eq!(g.seat_view(ludoteca_erdos::Player::First).hand.unwrap().to_string(), "111122222333");
    let too_many: Hand = "111111".parse().unwrap();
    assert!(matches!(Game::with_hands(rules, p, [too_many, second], 0), Err(Error::BadDeal(_))));
}

#[test]
fn bad_rules_and_positions() {
    let mut r = Rules::default();
    assert!(r.set("size", "8").is_err());
    assert!(r.set("run", "6").is_err());
    assert!(r.set("version", "IV").is_err());
    assert!(r.set("colour", "red").is_err());
    assert_eq!(r, Rules::default());
    r.set("simultaneous", "opponent").unwrap();
    for bad in ["", "../..", "1.../..../..../.... ...", "11./.../... ...", "..a/.../... ...", ".../.../... FX."] {
        assert!(matches!(bad.parse::<Position>(), Err(Error::BadPosition { .. })), "{bad}");
    }
    // Owners must match the runs.
    let p: Position = "3../2../1.. ...".parse().unwrap();
    assert!(Game::from_position(Rules::new(3).unwrap(), p, 0).is_err());
}

#[test]
fn json_round_trip() {
    let mut g = Game::new(Rules::default().with_version(Version::III), 5).unwrap();
    let m = g.legal_moves()[0];
    g.play(m).unwrap();
    let back: Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
    let p: Position = "4..../1..../...../5..../2.... F....".parse().unwrap();
    assert_eq!(p.to_string(), "4..../1..../...../5..../2.... F....");
    assert_eq!(serde_json::to_string(&p).unwrap(), "\"4..../1..../...../5..../2.... F....\"");
}
