//! The structured board of every family (`View::board`, from
//! `Entry::board`): its shape and numbers at the start and after one move,
//! and no hidden secret or hand in the board of a seat that may not see it.

use ludoteca_core::Player::{First, Second};
use ludoteca_games::{Params, open};
use ludoteca_play::new_match;
use serde_json::{Value, json};

fn params(p: &[&str]) -> Params {
    Params::parse(p.iter().copied()).unwrap()
}

/// The spectator's board of `game` at the start and after `mv`.
fn boards(game: &str, p: &[&str], mv: &str) -> (Value, Value) {
    let mut m = new_match(game, &params(p), None, Some(1)).unwrap();
    let before = m.view(None).board;
    let seat = m.to_move().unwrap();
    m.play(seat, mv).unwrap_or_else(|e| panic!("{game} {mv}: {e}"));
    (before, m.view(None).board)
}

/// A grid's shape: `rows` × `cols` cells and as many labels.
fn grid(b: &Value, rows: usize, cols: usize) {
    assert_eq!(b["kind"], "grid", "{b}");
    assert_eq!((b["rows"].as_u64(), b["cols"].as_u64()), (Some(rows as u64), Some(cols as u64)), "{b}");
    let cells = b["cells"].as_array().unwrap();
    assert_eq!(cells.len(), rows);
    assert!(cells.iter().all(|r| r.as_array().unwrap().len() == cols), "{b}");
    assert_eq!(b["labels"]["rows"].as_array().unwrap().len(), rows);
    assert_eq!(b["labels"]["cols"].as_array().unwrap().len(), cols);
}

/// The non-null cells of a grid, as (row index from the top, column index, value).
fn filled(b: &Value) -> Vec<(usize, usize, Value)> {
    let mut out = Vec::new();
    for (i, r) in b["cells"].as_array().unwrap().iter().enumerate() {
        for (j, c) in r.as_array().unwrap().iter().enumerate() {
            if !c.is_null() {
                out.push((i, j, c.clone()));
            }
        }
    }
    out
}

#[test]
fn heap_boards_tell_the_stones_and_the_memory() {
    let (a, b) = boards("je-4", &[], "3");
    assert_eq!(a["kind"], "heap");
    assert_eq!(
        (a["stones"].clone(), a["last_take"].clone(), a["max_take"].clone()),
        (json!(2000), Value::Null, json!(5))
    );
    assert_eq!(
        (b["stones"].clone(), b["last_take"].clone(), b["forbidden"].clone()),
        (json!(1997), json!(3), json!(3))
    );
    assert_eq!(b["memory"], "opponent-last");
    // A growing limit: the cap is the most the mover may take.
    let (a, b) = boards("je-19", &[], "2");
    assert_eq!((a["stones"].clone(), a["cap"].clone(), a["max_take"].clone()), (json!(2007), json!(2), json!(2)));
    assert_eq!((b["stones"].clone(), b["cap"].clone(), b["max_take"].clone()), (json!(2005), json!(3), json!(3)));
    // Counting up to a target.
    let (a, b) = boards("je-7", &[], "3");
    assert_eq!((a["target"].clone(), a["said"].clone()), (json!(31), json!(0)));
    assert_eq!((b["said"].clone(), b["stones"].clone()), (json!(3), json!(28)));
    // Partizan: the position says who moves, and each player's amounts.
    let (a, b) = boards("je-2", &[], "4");
    assert_eq!((a["to_move"].clone(), b["to_move"].clone()), (json!("first"), json!("second")));
    assert_eq!(a["takes"], json!({"first": [1, 4], "second": [2, 3]}));
    assert!(boards("je-8", &[], "1").0["to_move"].is_null(), "impartial: only the turn count tells");
}

#[test]
fn sum_boards_list_the_heaps() {
    let (a, b) = boards("nim", &[], "1:3");
    assert_eq!(
        a,
        json!({"kind": "heaps", "heaps": [3, 4, 5], "takes": "any", "nim": true, "misere": false, "nim_sum": 2})
    );
    let (m, _) = boards("nim", &["misere=true"], "1:3");
    assert_eq!(m["misere"], json!(true), "the board says the convention");
    assert_eq!((b["heaps"].clone(), b["nim_sum"].clone()), (json!([0, 4, 5]), json!(1)));
    let (a, b) = boards("je-12", &[], "2:2");
    assert_eq!(
        (a["takes"].clone(), a["nim"].clone(), a["nim_sum"].clone()),
        (json!([1, 2]), json!(false), Value::Null)
    );
    assert_eq!(b["heaps"], json!([10, 5]));
    // A heap preset played on several heaps is a sum.
    let (a, _) = boards("je-9", &["heaps=3,6"], "1:1");
    assert_eq!((a["kind"].clone(), a["takes"].clone()), (json!("heaps"), json!([1, 4])));
}

#[test]
fn knight_boards_put_the_knight_on_its_square() {
    let (a, b) = boards("je-14-i", &[], "6,7");
    grid(&a, 8, 8);
    assert_eq!(filled(&a), vec![(0, 7, json!("knight"))]);
    assert_eq!((a["labels"]["rows"][0].clone(), a["labels"]["cols"][0].clone()), (json!("8"), json!("1")));
    assert_eq!(filled(&b), vec![(2, 6, json!("knight"))]);
    assert_eq!(b["knight"], json!({"row": 6, "col": 7}));
    let (a, b) = boards("je-14-ii", &["size=5"], "3,4");
    grid(&a, 5, 5);
    assert_eq!((a["to_move"].clone(), b["to_move"].clone()), (json!("first"), json!("second")));
}

#[test]
fn bean_boards_show_every_bean() {
    let (a, b) = boards("je-15-a", &[], "row");
    grid(&a, 5, 7);
    assert_eq!(
        (a["shape"].clone(), a["beans"].clone(), a["tail"].clone()),
        (json!("rectangle"), json!(35), json!(false))
    );
    grid(&b, 4, 7);
    assert_eq!(b["beans"], 28);
    let (a, b) = boards("je-15-d", &[], "2,3");
    grid(&a, 4, 5);
    assert_eq!(
        (a["shape"].clone(), a["rule"].clone(), a["beans"].clone()),
        (json!("cells"), json!("chomp"), json!(20))
    );
    grid(&b, 4, 5);
    assert_eq!(b["beans"], 14, "Chomp eats rows 1-2 × columns 1-3");
    let gone: Vec<(usize, usize)> =
        (0..4).flat_map(|i| (0..5).map(move |j| (i, j))).filter(|&(i, j)| b["cells"][i][j].is_null()).collect();
    assert_eq!(gone, vec![(2, 0), (2, 1), (2, 2), (3, 0), (3, 1), (3, 2)]);
    // Game (b)'s last line: only the 1-or-2 moves are left.
    let (_, b) = boards("je-15-b", &["rows=2", "cols=3"], "row");
    assert_eq!((b["rows"].clone(), b["tail"].clone()), (json!(1), json!(true)));
}

#[test]
fn northcott_boards_show_the_stones_and_the_gaps() {
    let m = new_match("je-18", &Params::new(), None, None).unwrap();
    let mv = m.legal_moves()[0].clone();
    let (a, b) = boards("je-18", &[], &mv);
    for x in [&a, &b] {
        grid(x, 8, 8);
        for (r, row) in x["cells"].as_array().unwrap().iter().enumerate() {
            let at = |s: &str| row.as_array().unwrap().iter().position(|c| c == s).unwrap() as u64 + 1;
            let (w, k) = (at("white"), at("black"));
            assert!(w < k, "{x}");
            assert_eq!(x["stones"][r], json!({"white": w, "black": k}));
            assert_eq!(x["gaps"][r], json!(k - w - 1));
        }
    }
    assert_eq!((a["to_move"].clone(), a["stone"].clone()), (json!("first"), json!("w")));
    assert_eq!((b["to_move"].clone(), b["stone"].clone()), (json!("second"), json!("b")));
    assert_ne!(a["cells"], b["cells"]);
}

#[test]
fn bicycle_boards_tell_the_stage_and_the_road() {
    let (a, b) = boards("je-6", &[], "1");
    assert_eq!(a["kind"], "road");
    assert_eq!(
        (a["stage"].clone(), a["rider"].clone(), a["distance"].clone()),
        (json!(1), json!("first"), json!("2008"))
    );
    assert_eq!((a["most"].clone(), a["travelled_km"].clone()), (json!("1"), json!(0.0)));
    assert_eq!((b["stage"].clone(), b["rider"].clone(), b["km"].clone()), (json!(2), json!("second"), json!(2007.0)));
    assert_eq!(
        (b["most"].clone(), b["travelled_km"].clone(), b["start_km"].clone()),
        (json!("2"), json!(1.0), json!(2008.0))
    );
    let (a, b) = boards("je-23", &["stage=3", "distance=11/4"], "3/2");
    assert_eq!(
        (a["real"].clone(), a["distance"].clone(), a["most"].clone()),
        (json!(true), json!("11/4"), json!("11/4"))
    );
    assert_eq!(
        (b["distance"].clone(), b["km"].clone(), b["rider"].clone()),
        (json!("5/4"), json!(1.25), json!("second"))
    );
}

#[test]
fn flags_boards_place_the_flags_and_share_the_circle() {
    let (a, b) = boards("je-25", &[], "0");
    assert_eq!(
        a,
        json!({
            "kind": "circle", "flags_each": 3, "flags": [], "arcs": [],
            "areas": {"first": "0", "second": "0", "first_value": 0.0, "second_value": 0.0}, "to_move": "first",
        })
    );
    assert_eq!(b["flags"], json!([{"order": 1, "owner": "first", "at": "0", "turn": 0.0}]));
    assert_eq!((b["arcs"][0]["owner"].clone(), b["areas"]["first"].clone()), (json!("first"), json!("1")));
    assert_eq!(b["to_move"], "second");
    let mut m = new_match("je-25", &Params::new(), None, None).unwrap();
    m.play(First, "0").unwrap();
    m.play(Second, "1/4").unwrap();
    let c = m.view(None).board;
    assert_eq!(c["flags"][1], json!({"order": 2, "owner": "second", "at": "1/4", "turn": 0.25}));
    assert_eq!(c["arcs"].as_array().unwrap().len(), 2);
    assert!(c["arcs"].as_array().unwrap().iter().all(|x| x["owner"] == "neutral"));
    assert_eq!((c["areas"]["first"].clone(), c["areas"]["second"].clone()), (json!("1/2"), json!("1/2")));
}

#[test]
fn figuras_boards_show_the_pieces_hands_and_points() {
    let (a, b) = boards("figuras", &[], "Tl@b3");
    grid(&a, 4, 4);
    assert!(filled(&a).is_empty());
    assert_eq!((a["labels"]["rows"][0].clone(), a["labels"]["cols"][3].clone()), (json!("4"), json!("d")));
    assert_eq!(a["hands"]["first"].as_array().unwrap().len(), 8);
    assert_eq!(a["points"], json!({"first": 0, "second": 0}));
    assert_eq!(a["kits"], json!({"first": "orange", "second": "black"}));
    let piece = json!({"code": "Tl", "owner": "first", "shape": "triangle", "size": "large"});
    assert_eq!(filled(&b), vec![(1, 1, piece.clone())]);
    assert_eq!(b["hands"]["first"].as_array().unwrap().len(), 7);
    assert!(!b["hands"]["first"].as_array().unwrap().contains(&piece));
    assert_eq!(b["to_move"], "second");
}

#[test]
fn erdos_boards_hold_the_numbers_in_the_entry_and_the_match() {
    // The catalogue entry (version II), as any turn match would show it.
    let e = open("erdos-latino", &Params::new()).unwrap();
    let a = e.board(&e.start()).unwrap();
    grid(&a, 5, 5);
    assert_eq!(a["pool"].as_array().unwrap().len(), 25);
    assert_eq!(a["labels"]["rows"][0], "5");
    let b = e.board(&e.play(&e.start(), "c3=5").unwrap()).unwrap();
    assert_eq!(filled(&b), vec![(2, 2, json!(5))]);
    assert_eq!((b["pool"].as_array().unwrap().len(), b["to_move"].clone()), (24, json!("second")));
    assert_eq!(b["owners"][2], json!({"column": "c", "owner": null}));
    // The match's board is the same grid, with its own fields.
    let (a, b) = boards("erdos-latino", &[], "c3=5");
    grid(&a, 5, 5);
    assert_eq!(filled(&b), vec![(2, 2, json!(5))]);
    assert_eq!(b["labels"]["cols"][2], "c");
    assert!(
        open("erdos-latino", &params(&["version=III"])).unwrap().board("...../...../...../...../..... .....").unwrap()
            ["pool"]
            .is_null(),
        "version III: the pieces off the board are the hidden hands"
    );
}

#[test]
fn mastermind_boards_never_show_the_secret_to_the_breaker() {
    let mut m = new_match("mastermind", &Params::new(), None, Some(3)).unwrap();
    assert_eq!(m.view(None).board["kind"], "mastermind");
    m.play(First, "secret 6153").unwrap();
    m.play(Second, "1234").unwrap();
    for seat in [Some(Second), None] {
        let b = m.view(seat).board;
        let text = b.to_string();
        assert!(!text.contains("6153") && !text.contains("[6,1,5,3]"), "{seat:?}: {text}");
        assert!(b["rounds"][0]["secret_pegs"].is_null());
    }
    let mine = m.view(Some(First)).board;
    assert_eq!(mine["rounds"][0]["secret_pegs"], json!([6, 1, 5, 3]));
    assert_eq!(mine["rounds"][0]["guesses"][0]["pegs"], json!([1, 2, 3, 4]));
}

/// Every array of numbers anywhere in `v`, sorted (a hand, whatever its key).
fn number_lists(v: &Value, out: &mut Vec<Vec<u64>>) {
    match v {
        Value::Array(a) if !a.is_empty() && a.iter().all(Value::is_u64) => {
            let mut l: Vec<u64> = a.iter().filter_map(Value::as_u64).collect();
            l.sort_unstable();
            out.push(l);
        }
        Value::Array(a) => a.iter().for_each(|x| number_lists(x, out)),
        Value::Object(o) => o.values().for_each(|x| number_lists(x, out)),
        _ => {}
    }
}

#[test]
fn erdos_boards_never_show_the_other_hand() {
    let mut m = new_match("erdos-latino", &params(&["version=III", "size=4"]), None, Some(5)).unwrap();
    for _ in 0..6 {
        let hands: Vec<Vec<u64>> = [First, Second]
            .iter()
            .map(|&s| {
                let mut h: Vec<u64> =
                    m.view(Some(s)).board["hand"].as_array().unwrap().iter().filter_map(Value::as_u64).collect();
                h.sort_unstable();
                h
            })
            .collect();
        for (viewer, other) in [(First, &hands[1]), (Second, &hands[0])] {
            let mut lists = Vec::new();
            number_lists(&m.view(Some(viewer)).board, &mut lists);
            if other != &hands[viewer.index()] && other.len() > 1 {
                assert!(!lists.contains(other), "{viewer} sees the other hand {other:?}");
            }
        }
        let mut lists = Vec::new();
        number_lists(&m.view(None).board, &mut lists);
        assert!(!lists.contains(&hands[0]) && !lists.contains(&hands[1]), "a spectator sees a hand");
        let seat = m.to_move().unwrap();
        let mv = m.legal_moves()[0].clone();
        m.play(seat, &mv).unwrap();
    }
}

#[test]
fn default_boards_are_small() {
    for id in [
        "je-4",
        "nim",
        "je-14-i",
        "je-15-a",
        "je-15-d",
        "je-18",
        "je-6",
        "je-23",
        "je-25",
        "figuras",
        "erdos-latino",
        "mastermind",
    ] {
        let m = new_match(id, &Params::new(), None, Some(1)).unwrap();
        let size = m.view(None).board.to_string().len();
        eprintln!("{id}: {size} bytes");
        assert!(size < 50_000 && size > 10, "{id}: {size} bytes");
    }
}
