//! Every match ends with its reason, computed from the game's data, in
//! words a student reads (no notation: no `=`, `:`, `#` or `/`) in English,
//! European and Brazilian Portuguese, and as data (`reason_code`,
//! `reason_data`): the last move and the seat left without one (normal and
//! misère play) for heaps, sums, beans, Northcott's stones and the knight;
//! the bicycle's arrival; the flags' areas; Figuras' lines; the codes
//! broken in k guesses; the conquests of Erdös Latino with their squares.

use ludoteca_core::Lang;
use ludoteca_core::Player::{First, Second};
use ludoteca_games::Params;
use ludoteca_play::{Ending, Match, MatchResult, new_match};
use serde_json::Value;
use std::time::Duration;

fn params(p: &[&str]) -> Params {
    Params::parse(p.iter().copied()).unwrap()
}

/// Plays to the end: the computer's moves, or `pick` of the listed moves.
fn play_out(m: &mut dyn Match, pick: impl Fn(&[String]) -> Option<String>) {
    let mut n = 0;
    while let Some(seat) = m.to_move() {
        let mv = pick(&m.legal_moves()).unwrap_or_else(|| m.champion_move(Duration::from_millis(200)).unwrap());
        m.play(seat, &mv).unwrap();
        n += 1;
        assert!(n < 5000, "no end");
    }
}

fn ending(m: &dyn Match, lang: Lang) -> Ending {
    m.view_in(None, lang).result.expect("over")
}

/// The reason in every language, each checked for notation; the English,
/// European and Brazilian sentences, and the data (the same in every
/// language, and the same from `ending_in`).
fn said(m: &dyn Match) -> (String, String, String, String, Value) {
    let [en, pt, br] = [Lang::EN, Lang::PT, Lang::PT_BR].map(|l| ending(m, l));
    for e in [&en, &pt, &br] {
        assert!(!e.reason.is_empty(), "no reason");
        assert!(!e.reason.contains(['=', ':', '#', '/', '`']), "notation in the reason: {}", e.reason);
        assert_eq!((&e.reason_code, &e.reason_data), (&en.reason_code, &en.reason_data), "data differ by language");
        assert_eq!(
            m.ending_in(Lang::PT).map(|x| (x.reason_code, x.reason_data)),
            Some((e.reason_code.clone(), e.reason_data.clone()))
        );
    }
    (en.reason_code, en.reason, pt.reason, br.reason, en.reason_data)
}

fn seat_json(s: ludoteca_core::Player) -> &'static str {
    if s == First { "first" } else { "second" }
}

fn seat_pt(s: ludoteca_core::Player) -> &'static str {
    if s == First { "A (primeiro)" } else { "B (segundo)" }
}

#[test]
fn the_last_stone_taken_and_the_seat_left_without_a_move() {
    let mut m = new_match("je-20", &params(&["heap=23"]), None, None).unwrap();
    play_out(m.as_mut(), |l| l.last().cloned());
    let last = m.history().last().unwrap().clone();
    let Some(MatchResult::Winner(w)) = m.result() else { panic!("je-20 has no draw") };
    assert_eq!(w, last.seat, "under normal play the last mover wins");
    let (code, en, pt, br, data) = said(m.as_ref());
    assert_eq!(code, "last_move");
    assert_eq!(data["move"], last.mv.as_str());
    assert_eq!(data["last"], seat_json(last.seat));
    assert_eq!(data["stuck"], seat_json(!last.seat));
    assert_eq!(data["misere"], false);
    let n: u64 = last.mv.parse().unwrap();
    let stones = if n == 1 { "pedra" } else { "pedras" };
    assert!(en.contains("made the last move (took ") && en.contains("has no move left"), "{en}");
    assert!(pt.contains(&format!("fez a última jogada (tirou {n} {stones})")), "{pt}");
    assert!(pt.ends_with(&format!("por isso ganha {}.", seat_pt(w))), "{pt}");
    assert!(br.contains("tirou"), "{br}");
    assert_eq!(m.view(None).prompt, format!("The match is over: {en}"));
    assert_eq!(m.view_in(None, Lang::PT).prompt, format!("A partida terminou: {pt}"));
}

#[test]
fn in_misere_play_the_seat_left_without_a_move_wins() {
    let mut m = new_match("je-20", &params(&["misere=true", "heap=23"]), None, None).unwrap();
    play_out(m.as_mut(), |l| l.first().cloned());
    let last = m.history().last().unwrap().clone();
    assert_eq!(m.result(), Some(MatchResult::Winner(!last.seat)));
    let (code, en, pt, _, data) = said(m.as_ref());
    assert_eq!((code.as_str(), &data["misere"]), ("last_move", &Value::Bool(true)));
    assert!(en.contains("and loses, because in misère play"), "{en}");
    assert!(pt.contains("e perde, porque no perde-ganha"), "{pt}");
}

#[test]
fn game_28_takes_rabbits_and_game_7_counts() {
    let mut m = new_match("je-28", &params(&["heap=10"]), None, None).unwrap();
    play_out(m.as_mut(), |l| l.first().cloned());
    let (_, en, pt, _, _) = said(m.as_ref());
    assert!(pt.contains("coelho") && !pt.contains("pedra"), "{pt}");
    assert!(en.contains("rabbit"), "{en}");
    let mut m = new_match("je-7", &Params::new(), None, None).unwrap();
    play_out(m.as_mut(), |l| l.first().cloned());
    let (_, _, pt, _, _) = said(m.as_ref());
    assert!(pt.contains("(somou "), "{pt}");
}

#[test]
fn sums_beans_stones_and_the_knight_say_their_last_move_in_words() {
    // (game, parameters, words of the last move in European Portuguese)
    let cases: [(&str, &[&str], &str); 6] = [
        ("je-12", &[], "do monte "),
        ("je-15-a", &["rows=2", "cols=3"], "tirou uma "),
        ("je-15-c", &["rows=2", "cols=3"], "comeu o feijão da linha "),
        ("je-18", &["rows=2", "cols=5"], "levou a pedra "),
        ("je-14-i", &["size=5"], "saltou para a casa da linha "),
        ("je-14-ii", &["size=5"], "saltou para a casa da linha "),
    ];
    for (game, p, words) in cases {
        let mut m = new_match(game, &params(p), None, None).unwrap();
        // Northcott's stones may go back and forth: the champion ends it.
        play_out(m.as_mut(), |l| if game == "je-18" { None } else { l.first().cloned() });
        let last = m.history().last().unwrap().clone();
        let (code, en, pt, br, data) = said(m.as_ref());
        assert!(pt.contains(words), "{game}: {pt}");
        assert!(!pt.contains(&format!(" {} ", last.mv)) || last.mv.parse::<u64>().is_ok(), "{game}: {pt}");
        assert!(en.contains("made the last move ("), "{game}: {en}");
        if game == "je-14-ii" {
            assert!(br.contains("pulou para a casa"), "{br}");
        }
        assert_eq!(code, "last_move", "{game}");
        assert_eq!(data["move"], last.mv.as_str(), "{game}");
    }
}

#[test]
fn the_bicycle_arrives_with_its_rider() {
    for (game, misere) in [("je-22", false), ("je-22", true), ("je-23", false)] {
        let mut p = params(&["distance=40"]);
        if misere {
            p = params(&["distance=40", "misere=true"]);
        }
        let mut m = new_match(game, &p, None, None).unwrap();
        play_out(m.as_mut(), |_| None);
        let last = m.history().last().unwrap().clone();
        // The stage ridden is the number of moves (one stage each, from 1).
        let stage = m.history().len();
        let rider = if stage % 2 == 1 { First } else { Second };
        assert_eq!(last.seat, rider);
        let winner = if misere { !rider } else { rider };
        assert_eq!(m.result(), Some(MatchResult::Winner(winner)), "{game}");
        let (code, en, pt, _, data) = said(m.as_ref());
        assert_eq!(code, "arrival");
        assert_eq!(data["rider"], seat_json(rider));
        assert_eq!(data["stage"], stage as u64);
        assert_eq!(data["km"], last.mv.as_str());
        assert!(
            pt.starts_with(&format!("{} pedalou os últimos ", seat_pt(rider)))
                && pt.ends_with(&format!(
                    "km, na etapa {stage}, e a bicicleta chegou ao destino — ganha {}.",
                    seat_pt(winner)
                )),
            "{pt}"
        );
        assert!(en.contains("reached the destination"), "{en}");
    }
}

#[test]
fn flags_end_with_the_areas() {
    let mut m = new_match("je-25", &Params::new(), None, None).unwrap();
    play_out(m.as_mut(), |_| None);
    let (code, en, pt, _, data) = said(m.as_ref());
    assert_eq!(code, "areas");
    assert!(data["a"].is_string() && data["b"].is_string() && data["larger_wins"] == true, "{data}");
    assert!(pt.starts_with("Todas as bandeiras estão no círculo; as de A ficam com "), "{pt}");
    assert!(pt.contains(" % do disco") && pt.contains("ganha a área maior"), "{pt}");
    assert!(en.contains("% of the disc"), "{en}");
}

#[test]
fn figuras_names_the_lines_that_scored() {
    let mut m = new_match("figuras", &Params::new(), None, Some(1)).unwrap();
    play_out(m.as_mut(), |l| l.last().cloned());
    let (code, _, pt, _, data) = said(m.as_ref());
    assert_eq!(code, "lines");
    let board = m.view(None).board;
    let lines = data["lines"].as_array().unwrap();
    assert!(!lines.is_empty(), "a line scored in this match: {data}");
    let total =
        |seat: &str| lines.iter().filter(|l| l["seat"] == seat).map(|l| l["points"].as_u64().unwrap()).sum::<u64>();
    let (a, b) = (data["points"]["a"].as_u64().unwrap(), data["points"]["b"].as_u64().unwrap());
    assert_eq!((total("first"), total("second")), (a, b), "{data} {board}");
    // Each line says why it scored: one criterion a point.
    let words = [
        ("same_colour", "as quatro da mesma cor"),
        ("same_shape", "as quatro com a mesma forma"),
        ("different_shapes", "quatro formas diferentes"),
        ("all_small", "as quatro pequenas"),
        ("all_large", "as quatro grandes"),
    ];
    for l in lines {
        assert!(["row", "column", "diagonal"].contains(&l["line"]["kind"].as_str().unwrap()), "{l}");
        let criteria = l["criteria"].as_array().unwrap();
        assert_eq!(criteria.len() as u64, l["points"].as_u64().unwrap(), "{l}");
        for c in criteria {
            let (_, said) = words.iter().find(|(k, _)| c == k).unwrap_or_else(|| panic!("criterion {c}"));
            assert!(pt.contains(said), "{said} not in {pt}");
        }
    }
    assert!(pt.contains(&format!("A fica com {a} ")), "{pt}");
    // The board shows the same full lines that score, with their criteria,
    // while the game goes on (at the end, every line is full and each scored once).
    let shown = board["lines"].as_array().unwrap();
    let shown_total: u64 = shown.iter().map(|l| l["points"].as_u64().unwrap()).sum();
    assert_eq!(shown_total, a + b, "{board}");
    for l in shown {
        assert_eq!(l["criteria"].as_array().unwrap().len() as u64, l["points"].as_u64().unwrap(), "{l}");
        assert_eq!(l["squares"].as_array().unwrap().len(), 4, "{l}");
    }
}

#[test]
fn mastermind_says_each_round_broken_in_k_guesses() {
    let mut m = new_match("mastermind", &params(&["rounds=2"]), None, Some(3)).unwrap();
    play_out(m.as_mut(), |_| None);
    let board = m.view(None).board;
    let (code, en, pt, br, data) = said(m.as_ref());
    assert_eq!(code, "codes");
    let rounds = data["rounds"].as_array().unwrap();
    for (r, d) in board["rounds"].as_array().unwrap().iter().zip(rounds) {
        let (n, k) = (r["number"].as_u64().unwrap(), r["score"].as_u64().unwrap());
        assert_eq!(d["round"], n);
        assert_eq!(d["breaker"], r["breaker"]);
        assert_eq!(d["broken"], r["won"]);
        let breaker = if r["breaker"] == "first" { 'A' } else { 'B' };
        let palpites = if k == 1 { "palpite" } else { "palpites" };
        let chutes = if k == 1 { "chute" } else { "chutes" };
        let pontos = if k == 1 { "ponto" } else { "pontos" };
        if r["won"].as_bool().unwrap() {
            assert_eq!(d["guesses"], k);
            assert!(pt.contains(&format!("na ronda {n} {breaker} descobriu o código em {k} {palpites}")), "{pt}");
            assert!(br.contains(&format!("na rodada {n} {breaker} descobriu a senha em {k} {chutes}")), "{br}");
            assert!(en.contains(&format!("in round {n} {breaker} broke the code in {k} guess")), "{en}");
        } else {
            assert_eq!(d["score"], k);
            assert!(
                pt.contains(&format!("na ronda {n} {breaker} não descobriu o código e fica com {k} {pontos}")),
                "{pt}"
            );
            assert!(
                br.contains(&format!("na rodada {n} {breaker} não descobriu a senha e fica com {k} {pontos}")),
                "{br}"
            );
        }
    }
    let (a, b) = (board["scores"]["first"].as_u64().unwrap(), board["scores"]["second"].as_u64().unwrap());
    assert_eq!((&data["guesses"]["a"], &data["guesses"]["b"]), (&Value::from(a), &Value::from(b)));
    assert!(pt.contains(&format!("Palpites gastos a adivinhar — A {a}, B {b}")), "{pt}");
    let verdict = match a.cmp(&b) {
        std::cmp::Ordering::Less => "ganha A (primeiro).",
        std::cmp::Ordering::Greater => "ganha B (segundo).",
        std::cmp::Ordering::Equal => "empate.",
    };
    assert!(pt.ends_with(verdict), "{pt}");
}

#[test]
fn erdos_names_every_conquest_with_its_squares() {
    let mut found = false;
    for seed in 1..6 {
        let mut m = new_match("erdos-latino", &params(&["strategy=random"]), None, Some(seed)).unwrap();
        play_out(m.as_mut(), |_| None);
        let board = m.view(None).board;
        let (code, en, pt, _, data) = said(m.as_ref());
        let conquests = board["conquests"].as_array().unwrap();
        assert_eq!(data["conquests"].as_array().unwrap().len(), conquests.len(), "{data}");
        for (c, d) in conquests.iter().zip(data["conquests"].as_array().unwrap()) {
            let column = c["column"].as_str().unwrap();
            assert_eq!(d["column"], column);
            assert_eq!(d["seat"], c["player"]);
            let squares: Vec<&str> = c["squares"].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
            let run = d["run"].as_array().unwrap();
            assert_eq!(run.iter().map(|p| p["square"].as_str().unwrap()).collect::<Vec<_>>(), squares);
            let words: Vec<String> =
                run.iter().map(|p| format!("o {} na casa {}", p["number"], p["square"].as_str().unwrap())).collect();
            let said = format!(
                "{} conquistou a coluna {column} com {}",
                seat_pt(if c["player"] == "first" { First } else { Second }),
                words.join(", ")
            );
            assert!(pt.contains(&said), "{said} is not in {pt}");
            assert!(en.contains(&format!("took column {column} with ")), "{en}");
            found = true;
        }
        match board["outcome"]["reason"].as_str().unwrap() {
            "blocked" => {
                assert_eq!(code, "blocked");
                assert!(pt.contains("bloqueado"), "{pt}");
            }
            _ => {
                assert_eq!(code, "board_full");
                assert!(pt.starts_with("O tabuleiro está cheio; A tem "), "{pt}");
            }
        }
    }
    assert!(found, "no match of five had a conquest");
}

#[test]
fn a_finished_view_reads_back_with_its_reason() {
    let mut m = new_match("je-8", &params(&["heap=4"]), None, None).unwrap();
    play_out(m.as_mut(), |l| l.first().cloned());
    let v = m.view_in(None, Lang::PT_BR);
    let text = serde_json::to_string(&v).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["result"]["result"], "winner", "{json}");
    assert!(json["result"]["seat"].is_string() && json["result"]["reason"].is_string(), "{json}");
    assert_eq!(json["result"]["reason_code"], "last_move", "{json}");
    assert_eq!(serde_json::from_str::<ludoteca_play::View>(&text).unwrap(), v);
    // A view written before reasons (or their data) existed still reads.
    let old: Value = serde_json::json!({"result": "winner", "seat": "first"});
    let back: Ending = serde_json::from_value(old).unwrap();
    assert_eq!((back.reason.as_str(), back.reason_code.as_str()), ("", ""));
}
