//! The family through the catalogue: a row's class from the XOR of its
//! heaps' values, the champion's move to XOR 0, moves that split, and the
//! refusals of a bad code, heap, position or move, one sentence each.

use crate::catalogue;
use crate::params::Params;
use ludoteca_core::{Control, Lang, Outcome};

fn open(id: &str, params: &[&str]) -> Box<dyn crate::entry::Entry> {
    catalogue::open(id, &Params::parse(params.iter().copied()).unwrap()).unwrap()
}

#[test]
fn a_row_is_safe_when_the_xor_is_zero_and_the_champion_moves_there() {
    let k = open("kayles", &["heaps=4,1"]);
    // Kayles: G(4) = 1 = G(1), so 4,1 is safe.
    let r = k.analyse("4,1", &Control::none()).unwrap();
    assert_eq!((r.outcome, r.grundy), (Outcome::PreviousWins, Some(0)));
    assert!(r.winning_moves.is_empty());
    let r = k.analyse("5,1", &Control::none()).unwrap();
    assert_eq!(r.outcome, Outcome::NextWins);
    let best = r.best_move.unwrap();
    let after = k.play("5,1", &best).unwrap();
    assert_eq!(k.analyse(&after, &Control::none()).unwrap().grundy, Some(0), "{best} leaves {after}");
    // A huge heap through the proved period: G(10^7) = G(71 + (10^7 − 71) mod 12).
    assert!(k.analyse("10000000", &Control::none()).is_ok());
}

#[test]
fn moves_split_heaps_and_the_game_ends() {
    let d = open("dawson-kayles", &["heaps=6"]);
    assert_eq!(d.play("6", "1:2=1+3").unwrap(), "1,3");
    assert_eq!(d.play("6", "1:2=3+1").unwrap(), "1,3");
    assert_eq!(d.play("2,5", "1:2").unwrap(), "5");
    assert!(d.play("6", "1:1").is_err(), "0.07 never takes 1");
    assert!(d.moves("6").unwrap().contains(&"1:2=2+2".to_string()));
    assert_eq!(d.terminal("1,1").unwrap(), Some(Outcome::PreviousWins));
    assert_eq!(d.terminal("0").unwrap(), Some(Outcome::PreviousWins));
}

#[test]
fn bad_input_is_one_sentence_each() {
    let params = |p: &str| Params::parse([p]).unwrap();
    for (code, words) in [
        ("0.78", "0 to 7"),
        ("0.9", "0 to 7"),
        ("0.", "at least one digit"),
        ("0.12345670123456701", "at most 16"),
        ("1.7", "only be 0 or 4"),
        ("2.7", "only be 0 or 4"),
        ("77", "d0.d1d2"),
    ] {
        let e = catalogue::open("octal", &params(&format!("code={code}"))).err().unwrap();
        let en = e.message(Lang::EN);
        assert!(en.contains(words), "{code}: {en}");
        assert!(!en.replace("e.g. ", "").contains(". "), "one sentence: {en}");
        assert!(!e.message(Lang::PT).contains("digit"), "{code}: Portuguese");
    }
    let e = catalogue::open("octal", &params("heaps=67108865")).err().unwrap();
    assert!(e.message(Lang::EN).contains("67108864"), "{}", e.message(Lang::EN));
    let k = open("kayles", &[]);
    assert!(k.analyse("67108865", &Control::none()).is_err());
    let e = k.play("10", "1:3").unwrap_err();
    assert!(e.message(Lang::PT_BR).contains("jogada"), "{}", e.message(Lang::PT_BR));
}
