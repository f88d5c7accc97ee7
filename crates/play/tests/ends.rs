//! Every match ends with its reason, computed from the game's data: the
//! last move and the seat left without one (normal and misère play), the
//! bicycle's arrival, the flags' areas, the codes broken in k guesses, the
//! conquests of Erdős Latino with their squares — in English and Portuguese.

use ludoteca_core::Lang;
use ludoteca_core::Player::{First, Second};
use ludoteca_games::Params;
use ludoteca_play::{Match, MatchResult, new_match};
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

fn reason(m: &dyn Match, lang: Lang) -> String {
    m.view_in(None, lang).result.expect("over").reason
}

#[test]
fn the_last_move_and_the_seat_left_without_one() {
    let mut m = new_match("je-20", &Params::new(), None, None).unwrap();
    play_out(m.as_mut(), |l| l.last().cloned());
    let last = m.history().last().unwrap().clone();
    let Some(MatchResult::Winner(w)) = m.result() else { panic!("je-20 has no draw") };
    assert_eq!(w, last.seat, "under normal play the last mover wins");
    let (en, pt) = (reason(m.as_ref(), Lang::En), reason(m.as_ref(), Lang::Pt));
    assert!(en.contains(&format!("played {}, the last move", last.mv)) && en.contains("has no move left"), "{en}");
    assert!(pt.contains(&format!("fez a última jogada, {}", last.mv)), "{pt}");
    assert!(
        pt.ends_with(&format!("por isso ganha {}.", if w == First { "A (primeiro)" } else { "B (segundo)" })),
        "{pt}"
    );
    assert_eq!(m.view(None).prompt, format!("The match is over: {en}"));
    assert_eq!(m.view_in(None, Lang::Pt).prompt, format!("A partida terminou: {pt}"));
}

#[test]
fn in_misere_play_the_seat_left_without_a_move_wins() {
    let mut m = new_match("je-20", &params(&["misere=true"]), None, None).unwrap();
    play_out(m.as_mut(), |l| l.first().cloned());
    let last = m.history().last().unwrap().clone();
    assert_eq!(m.result(), Some(MatchResult::Winner(!last.seat)));
    let (en, pt) = (reason(m.as_ref(), Lang::En), reason(m.as_ref(), Lang::Pt));
    assert!(en.contains("and loses: in misère play"), "{en}");
    assert!(pt.contains(&format!("fez a última jogada, {}, e perde: no perde-ganha", last.mv)), "{pt}");
}

#[test]
fn the_bicycle_arrives_with_its_rider() {
    for (game, misere) in [("je-22", false), ("je-22", true), ("je-23", false)] {
        let p = if misere { params(&["misere=true"]) } else { Params::new() };
        let mut m = new_match(game, &p, None, None).unwrap();
        play_out(m.as_mut(), |_| None);
        let last = m.history().last().unwrap().clone();
        // The stage ridden is the number of moves (one stage each, from 1).
        let stage = m.history().len();
        let rider = if stage % 2 == 1 { First } else { Second };
        assert_eq!(last.seat, rider);
        let winner = if misere { !rider } else { rider };
        assert_eq!(m.result(), Some(MatchResult::Winner(winner)), "{game}");
        let pt = reason(m.as_ref(), Lang::Pt);
        let seat = |s| if s == First { "A (primeiro)" } else { "B (segundo)" };
        assert_eq!(
            pt,
            format!(
                "{} pedalou os últimos {} km, na etapa {stage}, e a bicicleta chegou ao destino: ganha {}.",
                seat(rider),
                last.mv,
                seat(winner)
            )
        );
        assert!(reason(m.as_ref(), Lang::En).contains("reached the destination"));
    }
}

#[test]
fn flags_end_with_the_areas() {
    let mut m = new_match("je-25", &Params::new(), None, None).unwrap();
    play_out(m.as_mut(), |_| None);
    let board = m.view(None).board;
    let pt = reason(m.as_ref(), Lang::Pt);
    assert!(pt.starts_with("Todas as bandeiras estão no círculo: as de A ficam com "), "{pt}");
    assert!(pt.contains("ganha a área maior"), "{pt}");
    let en = reason(m.as_ref(), Lang::En);
    assert!(en.contains("of the disc"), "{en} {board}");
}

#[test]
fn mastermind_says_each_round_broken_in_k_guesses() {
    let mut m = new_match("mastermind", &params(&["rounds=2"]), None, Some(3)).unwrap();
    play_out(m.as_mut(), |_| None);
    let board = m.view(None).board;
    let (pt, br, en) = (reason(m.as_ref(), Lang::Pt), reason(m.as_ref(), Lang::PtBr), reason(m.as_ref(), Lang::En));
    for r in board["rounds"].as_array().unwrap() {
        let (n, k) = (r["number"].as_u64().unwrap(), r["score"].as_u64().unwrap());
        let breaker = if r["breaker"] == "first" { 'A' } else { 'B' };
        let palpites = if k == 1 { "palpite" } else { "palpites" };
        if r["won"].as_bool().unwrap() {
            assert!(pt.contains(&format!("na ronda {n} {breaker} descobriu o código em {k} {palpites}")), "{pt}");
            assert!(br.contains(&format!("na rodada {n} {breaker} descobriu o código em {k} {palpites}")), "{br}");
            assert!(en.contains(&format!("in round {n} {breaker} broke the code in {k} guess")), "{en}");
        } else {
            assert!(pt.contains(&format!("na ronda {n} {breaker} não descobriu o código e conta {k}")), "{pt}");
        }
    }
    let (a, b) = (board["scores"]["first"].as_u64().unwrap(), board["scores"]["second"].as_u64().unwrap());
    assert!(pt.contains(&format!("Palpites gastos a adivinhar: A {a}, B {b}")), "{pt}");
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
        let (pt, en) = (reason(m.as_ref(), Lang::Pt), reason(m.as_ref(), Lang::En));
        let conquests = board["conquests"].as_array().unwrap();
        for c in conquests {
            let squares: Vec<&str> = c["run"].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
            let who = if c["player"] == "first" { "A (primeiro)" } else { "B (segundo)" };
            let column = c["column"].as_str().unwrap();
            let said = format!("{who} conquistou a coluna {column} com {}", squares.join(" < "));
            assert!(pt.contains(&said), "{said} is not in {pt}");
            assert!(en.contains(&format!("took column {column} with {}", squares.join(" < "))), "{en}");
            found = true;
        }
        let outcome = &board["outcome"];
        match outcome["reason"].as_str().unwrap() {
            "blocked" => assert!(pt.contains("bloqueado"), "{pt}"),
            _ => assert!(pt.starts_with("O tabuleiro está cheio; colunas A "), "{pt}"),
        }
    }
    assert!(found, "no match of five had a conquest");
}

#[test]
fn a_finished_view_reads_back_with_its_reason() {
    let mut m = new_match("je-8", &params(&["heap=4"]), None, None).unwrap();
    play_out(m.as_mut(), |l| l.first().cloned());
    let v = m.view_in(None, Lang::PtBr);
    let text = serde_json::to_string(&v).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["result"]["result"], "winner", "{json}");
    assert!(json["result"]["seat"].is_string() && json["result"]["reason"].is_string(), "{json}");
    assert_eq!(serde_json::from_str::<ludoteca_play::View>(&text).unwrap(), v);
    // A view written before reasons existed still reads.
    let old = text.replace(&format!(",\"reason\":{}", json["result"]["reason"]), "");
    let back: ludoteca_play::View = serde_json::from_str(&old).unwrap();
    assert_eq!(back.result.map(|e| e.result), m.result());
}
