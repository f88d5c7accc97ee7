//! Rows of heaps of the partizan heap games (`heaps=a,b,c` on game 2 and
//! game 13, issue 39 part 2), through the catalogue as a front end sees
//! them: the class and the winning moves the values give equal a plain
//! minimax over the entry's own text moves, for A and for B to move.

use ludoteca_core::{Control, Outcome};
use ludoteca_games::{Entry, Params, catalogue};
use std::collections::HashMap;

/// Whether the player to move in `position` wins, by minimax over text.
fn wins(entry: &dyn Entry, position: &str, seen: &mut HashMap<String, bool>) -> bool {
    if let Some(&w) = seen.get(position) {
        return w;
    }
    let win = entry.moves(position).unwrap().iter().any(|m| !wins(entry, &entry.play(position, m).unwrap(), seen));
    seen.insert(position.to_string(), win);
    win
}

fn open(id: &str, heaps: &str) -> Box<dyn Entry> {
    catalogue::open(id, &Params::parse([format!("heaps={heaps}").as_str()]).unwrap()).unwrap()
}

#[test]
fn rows_of_two_and_three_heaps_are_classed_as_minimax_classes_them() {
    let ctl = Control::none();
    for id in ["je-2", "je-13-ii", "je-13-vi"] {
        let entry = open(id, "1,1,1");
        let mut seen = HashMap::new();
        for x in 0..=9u64 {
            for y in 0..=x {
                for z in [None, Some(y / 2), Some(y)] {
                    let heaps = match z {
                        Some(z) => format!("{x},{y},{z}"),
                        None => format!("{x},{y}"),
                    };
                    for mover in ["A", "B"] {
                        let pos = format!("{heaps},{mover}");
                        let report = entry.analyse(&pos, &ctl).unwrap();
                        let expected = if wins(entry.as_ref(), &pos, &mut seen) {
                            Outcome::NextWins
                        } else {
                            Outcome::PreviousWins
                        };
                        assert_eq!(report.outcome, expected, "{id} {pos}");
                        for m in &report.moves {
                            let opponent_wins = wins(entry.as_ref(), &m.position, &mut seen);
                            assert_eq!(m.outcome == Outcome::NextWins, opponent_wins, "{id} {pos} {}", m.mv);
                            assert_eq!(report.winning_moves.contains(&m.mv), !opponent_wins, "{id} {pos} {}", m.mv);
                        }
                        if expected == Outcome::NextWins {
                            assert_eq!(report.best_move.as_ref(), report.winning_moves.first(), "{id} {pos}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_row_has_the_value_of_the_sum_of_its_heaps() {
    // Game 2: heap 1 is 1 and heap 2 is {1|0}; the row 1,2 is 1 + {1|0} = {2|1}.
    let entry = open("je-2", "1,2");
    assert_eq!(entry.start(), "1,2,A");
    let v = entry.game_value(None).unwrap();
    assert_eq!((v.value.as_str(), v.outcome.as_str()), ("{2|1}", "L"));
    assert_eq!((v.mean.as_deref(), v.temperature.as_deref()), (Some("3/2"), Some("1/2")));
}

#[test]
fn rows_without_values_are_refused_in_one_sentence() {
    for (id, params) in [
        ("je-20", &["heaps=3,4", "first-takes=1,2", "second-takes=1,3"][..]),
        ("je-2", &["heaps=3,4", "misere=true"][..]),
        ("je-2", &["heaps=100001"][..]),
    ] {
        let err = catalogue::open(id, &Params::parse(params.iter().copied()).unwrap()).err().expect("refused");
        let text = err.to_string();
        assert!(text.contains("heaps"), "{id} {params:?}: {text}");
        assert_eq!(text.lines().count(), 1, "{text}");
    }
    let entry = open("je-2", "3,4");
    assert!(entry.analyse("3,x", &Control::none()).is_err());
    assert!(entry.analyse("100001,A", &Control::none()).is_err());
}
