//! The sentence saying why a move was a mistake speaks of moves as a
//! student makes them ("Ao tirar 3 coelhos, deixaste…", "pôr o 3 em c3"),
//! in every family: matches played to their end with moves that throw the
//! win away, every judged mistake's sentence read in English, European and
//! Brazilian Portuguese, and no notation left in it.

use ludoteca_core::Lang;
use ludoteca_games::Params;
use ludoteca_play::marks::Why;
use ludoteca_play::{Match, new_match};
use std::time::Duration;

fn params(pairs: &[(&str, &str)]) -> Params {
    let mut p = Params::default();
    for (k, v) in pairs {
        p.set(k, v);
    }
    p
}

/// Whether `s` quotes a move's notation: `=` (Erdös Latino), `@` (Figuras), a
/// colon glued to what follows (`2:1`, `r2:w7`), backticks, or the words
/// of the fallback ("jogar …", "play …").
fn quotes_notation(s: &str) -> bool {
    let glued = s.as_bytes().windows(2).any(|w| w[0] == b':' && w[1] != b' ');
    glued || s.contains(['=', '@', '`', '#']) || s.contains("jogar ") || s.contains("play ")
}

/// A family, a game of it and its parameters.
type Case = (&'static str, &'static str, &'static [(&'static str, &'static str)]);

/// How a seat chooses among the legal moves.
type Pick = fn(&mut dyn Match, &[String]) -> String;

/// Plays `game` to its end, both seats choosing by `pick` among the legal
/// moves, and returns the sentences of every move that was a mistake (none
/// when the choice goes round in circles for 400 moves, as sliding stones may).
fn mistakes(game: &str, p: &[(&str, &str)], pick: Pick) -> Vec<[String; 3]> {
    let mut m = new_match(game, &params(p), None, None).unwrap_or_else(|e| panic!("{game}: {e}"));
    let mut moves = 0;
    while let Some(seat) = m.to_move() {
        let legal = m.legal_moves();
        assert!(!legal.is_empty(), "{game}: a seat to move has moves");
        if moves == 400 {
            return Vec::new();
        }
        let mv = pick(m.as_mut(), &legal);
        m.play(seat, &mv).expect("a legal move");
        moves += 1;
    }
    let marks = m.marks(Duration::from_secs(20));
    let mut out = Vec::new();
    for (i, mark) in marks.moves.iter().enumerate() {
        if !matches!(mark.why, Some(Why::Turn { .. })) {
            continue;
        }
        let say = |lang| m.mark_sentence(&marks, i, lang).expect("a mistake has its sentence");
        out.push([say(Lang::EN), say(Lang::PT), say(Lang::PT_BR)]);
    }
    out
}

fn first(_: &mut dyn Match, legal: &[String]) -> String {
    legal[0].clone()
}

fn last(_: &mut dyn Match, legal: &[String]) -> String {
    legal[legal.len() - 1].clone()
}

fn middle(_: &mut dyn Match, legal: &[String]) -> String {
    legal[legal.len() / 2].clone()
}

/// The move leaving the opponent the fewest replies (it drives sliding
/// stones together, where the other choices go round in circles).
fn cornering(m: &mut dyn Match, legal: &[String]) -> String {
    let seat = m.to_move().expect("a seat to move");
    let replies = |m: &mut dyn Match, mv: &String| {
        m.play(seat, mv).expect("a legal move");
        let n = m.legal_moves().len();
        m.undo().expect("a move to take back");
        n
    };
    legal.iter().min_by_key(|mv| replies(m, mv)).expect("a legal move").clone()
}

#[test]
fn every_familys_mistakes_are_said_in_words() {
    let cases: &[Case] = &[
        ("heap", "je-28", &[("heap", "12")]),
        ("heap", "je-9", &[("heap", "30")]),
        ("sum", "je-12", &[]),
        ("beans", "je-15-c", &[("rows", "2"), ("cols", "3")]),
        ("northcott", "je-18", &[("rows", "3"), ("cols", "6")]),
        ("knight", "je-14-i", &[("size", "5")]),
        ("bicycle", "je-22", &[("distance", "12")]),
        ("flags", "je-25", &[("n", "2")]),
        ("figuras", "figuras", &[]),
        ("erdos-latino", "erdos-latino", &[("size", "4"), ("version", "II")]),
    ];
    let mut said = Vec::new();
    for (family, game, p) in cases {
        let mut n = 0;
        for pick in [first as Pick, middle, last, cornering] {
            for [en, pt, br] in mistakes(game, p, pick) {
                for s in [&en, &pt, &br] {
                    assert!(!quotes_notation(s), "{family}: {s}");
                }
                assert!(pt.starts_with("Ao ") && pt.contains("deixaste"), "{family}: {pt}");
                assert!(br.starts_with("Ao ") && br.contains("você deixou"), "{family}: {br}");
                assert!(en.starts_with("You chose to "), "{family}: {en}");
                if *game == "je-28" {
                    assert!(pt.contains("coelho") && br.contains("coelho"), "the book's rabbits: {pt}");
                }
                if n == 0 {
                    eprintln!("{pt}\n{br}\n{en}");
                }
                n += 1;
            }
        }
        eprintln!("{family} ({game}): {n} mistakes said in words{}", if n > 0 { "" } else { " (none judged)" });
        if n > 0 {
            said.push(*family);
        }
    }
    // Playing the first, middle, last or most cornering legal move throws wins away in most
    // families; the test must see sentences from several of them.
    for family in ["heap", "sum", "beans", "northcott", "knight", "bicycle", "erdos-latino"] {
        assert!(said.contains(&family), "no mistake of {family} was judged: {said:?}");
    }
}
