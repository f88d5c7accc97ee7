//! The text's claims about the knight games, for every board from 2 to 40.

use super::*;
use crate::catalogue::open;
use crate::entry::Entry;
use crate::params::Params;
use ludoteca_core::{Control, Outcome};

fn entry(id: &str, params: &[&str]) -> Box<dyn Entry> {
    open(id, &Params::parse(params.iter().copied()).unwrap()).unwrap()
}

/// Plain recursion on the board: whether the player to move wins.
fn brute(game: &KnightGame, p: &KnightPosition) -> bool {
    game.moves(p).iter().any(|m| !brute(game, &game.play(p, m)))
}

#[test]
fn sizes_summary_for_game_i() {
    let e = entry("je-14-i", &[]);
    let t = e.sizes(2, 40, &Control::none()).unwrap();
    for c in &t.entries {
        let ludoteca_core::table::Coord::Int(n) = c.coords[0] else { panic!() };
        // The text: from (n, n) the first player wins iff n = 4k + 3.
        assert_eq!(c.outcome == Outcome::NextWins, n % 4 == 3, "n = {n}");
    }
}

#[test]
fn game_i_from_n_n_minus_2() {
    // The text: from (n, n − 2) the second player wins iff n = 4k + 1.
    for n in 3..=40u64 {
        let e = entry("je-14-i", &[&format!("size={n}")]);
        let a = e.analyse(&format!("{n},{}", n - 2), &Control::none()).unwrap();
        assert_eq!(a.outcome == Outcome::PreviousWins, n % 4 == 1, "n = {n}");
    }
}

#[test]
fn game_ii_first_wins_iff_multiple_of_3() {
    let e = entry("je-14-ii", &[]);
    let t = e.sizes(2, 40, &Control::none()).unwrap();
    for c in &t.entries {
        let ludoteca_core::table::Coord::Int(n) = c.coords[0] else { panic!() };
        assert_eq!(c.outcome == Outcome::NextWins, n % 3 == 0, "n = {n}");
    }
}

#[test]
fn the_board_agrees_with_plain_recursion() {
    for (id, partizan) in [("je-14-i", false), ("je-14-ii", true)] {
        for n in 2..=9u16 {
            let e = entry(id, &[&format!("size={n}")]);
            let t = e.table(0, 0, &Control::none()).unwrap();
            let game = KnightGame { size: n, partizan, convention: ludoteca_core::Convention::Normal };
            assert_eq!(t.entries.len(), usize::from(n * n) * if partizan { 2 } else { 1 });
            for c in &t.entries {
                let p = e.normalize(&c.position).unwrap();
                let a = e.analyse(&p, &Control::none()).unwrap();
                let parts: Vec<&str> = p.split(',').collect();
                let pos = KnightPosition {
                    row: parts[0].parse().unwrap(),
                    col: parts[1].parse().unwrap(),
                    mover: if parts.get(2) == Some(&"B") { Player::Second } else { Player::First },
                };
                assert_eq!(a.outcome == Outcome::NextWins, brute(&game, &pos), "{id} n={n} {p}");
                assert_eq!(c.outcome, a.outcome);
            }
        }
    }
}

#[test]
fn bad_knight_input() {
    let e = entry("je-14-i", &[]);
    assert!(e.normalize("9,9").is_err());
    assert!(e.normalize("0,3").is_err());
    let err = e.play("8,8", "7,7").unwrap_err().to_string();
    assert!(err.contains("the legal moves are 6,7, 7,6"), "{err}");
    assert!(open("je-14-i", &Params::parse(["size=201"]).unwrap()).is_err());
    assert!(open("je-14-i", &Params::parse(["size=1"]).unwrap()).is_err());
    assert!(open("je-14-i", &Params::parse(["start=9,9"]).unwrap()).is_err());
    assert_eq!(entry("je-14-ii", &[]).normalize("(8, 8, b)").unwrap(), "8,8,B");
}
