//! Issue 36, point 5: the game page tells a pupil the truth — the rules
//! say the match the form starts (the quick match's board, heap, size),
//! the seat offered to a person is the one that wins with best play, and
//! the table's drawing carries its title, axis titles and legend in the
//! reader's language.

mod common;

use common::Lab;
use serde_json::{Value, json};

/// The Portuguese rules a student reads, from an answer of the API.
fn student_pt(v: &Value) -> &str {
    v["rules_student_i18n"]["pt"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn the_rules_say_the_quick_match_and_follow_the_parameters() {
    let lab = Lab::start().await;
    // The text's game: the knight on 8×8, Erdös Latino on 5×5.
    let (status, book) = lab.get("/api/games/je-14-i", None).await;
    assert_eq!(status, 200, "{book}");
    assert!(student_pt(&book).contains("tabuleiro de 8×8"), "{}", student_pt(&book));
    // The quick match the page starts: 5×5 and 4×4, in every language.
    let (_, quick) = lab.get("/api/games/je-14-i?quick", None).await;
    let pt = student_pt(&quick);
    assert!(pt.contains("tabuleiro de 5×5") && !pt.contains("8×8"), "{pt}");
    assert!(quick["rules_student_i18n"]["en"].as_str().unwrap().contains("5×5"), "{quick}");
    let (_, erdos) = lab.get("/api/games/erdos-latino?quick", None).await;
    assert!(student_pt(&erdos).contains("Neste jogo: tabuleiro de 4×4"), "{}", student_pt(&erdos));
    // A parameter given beside `quick` wins over it; a refused one is refused.
    let (_, six) = lab.get("/api/games/je-14-i?quick&param=size%3D6", None).await;
    assert!(student_pt(&six).contains("tabuleiro de 6×6"), "{}", student_pt(&six));
    let (status, e) = lab.get("/api/games/je-14-i?quick&param=size%3D1", None).await;
    assert_eq!(status, 422, "{e}");
    // The form's check answers the rules of the parameters it checks, so the
    // page says what a person changes.
    let (_, check) = lab.get("/api/games/je-14-i/check?param=size%3D7", None).await;
    assert_eq!(check["ok"], true, "{check}");
    assert!(student_pt(&check).contains("tabuleiro de 7×7"), "{check}");
    assert!(check["rules_teacher_i18n"]["pt"].as_str().unwrap().contains("agora 7"), "{check}");
}

#[tokio::test]
async fn the_seat_offered_wins_with_best_play() {
    let lab = Lab::start().await;
    // The teacher's two cases: A loses the knight's 5×5 and the flags.
    for (game, seat) in [
        ("je-14-i", "second"),
        ("je-25", "second"),
        ("je-8", "first"),
        ("je-14-ii", "second"),
        ("erdos-latino", "second"),
    ] {
        let (status, g) = lab.get(&format!("/api/games/{game}"), None).await;
        assert_eq!(status, 200, "{g}");
        assert_eq!(g["winning_seat"], seat, "{game}");
    }
    // The check says it for the parameters in force: a heap of 21 with takes
    // of 1 or 2 is lost by whoever starts, 22 is won.
    let (_, c) = lab.get("/api/games/je-8/check?param=heap%3D21", None).await;
    assert_eq!(c["winning_seat"], "second", "{c}");
    let (_, c) = lab.get("/api/games/je-8/check?param=heap%3D22", None).await;
    assert_eq!(c["winning_seat"], "first", "{c}");
    // The quick match's parameters get the quick match's answer, even where
    // the check alone has too little time (Erdös Latino's 4×4 board).
    let (_, c) = lab.get("/api/games/erdos-latino/check?param=size%3D4", None).await;
    assert_eq!(c["winning_seat"], "second", "{c}");
    // A start typed by the person is not the game's start: nothing is said.
    let (_, c) = lab.get("/api/games/je-8/check?param=heap%3D22&start=21", None).await;
    assert_eq!((c["ok"].clone(), c["winning_seat"].clone()), (json!(true), Value::Null), "{c}");
    // Mastermind's start is no position to analyse: no seat is claimed.
    let (_, m) = lab.get("/api/games/mastermind", None).await;
    assert_eq!(m["winning_seat"], Value::Null, "{m}");
}

#[tokio::test]
async fn the_drawing_of_a_table_has_its_title_axis_titles_and_legend() {
    let lab = Lab::start().await;
    let (status, j) = lab.post("/api/jobs", None, &json!({"kind": "table", "game": "je-4", "from": 0, "to": 20})).await;
    assert_eq!(status, 202, "{j}");
    let id = j["id"].as_str().unwrap().to_string();
    for _ in 0..1000 {
        let (_, v) = lab.get(&format!("/api/jobs/{id}"), None).await;
        if v["state"] != "running" {
            assert_eq!(v["state"], "done", "{v}");
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    // In Portuguese, with the page's words for the axes.
    let (status, svg) =
        lab.get(&format!("/api/jobs/{id}/svg?lang=pt&axis=Pedras&axis=%C3%9Altima%20tirada"), None).await;
    assert_eq!(status, 200);
    let svg = svg.as_str().unwrap();
    for words in [
        ">Jogo 4 — A Olimpíada de Caracas</text>",
        ">Pedras</text>",
        ">Última tirada</text>",
        "inatacável (tipo-S): quem joga perde",
        "frágil (tipo-P): quem joga ganha",
    ] {
        assert!(svg.contains(words), "`{words}` missing from {svg}");
    }
    for english in ["safe", "fragile", "Game 4", "player to move"] {
        assert!(!svg.contains(english), "`{english}` in the Portuguese drawing");
    }
    // In English, the axes named by the words given.
    let (_, svg) = lab.get(&format!("/api/jobs/{id}/svg?lang=en&axis=Stones&axis=Last%20take"), None).await;
    let svg = svg.as_str().unwrap();
    for words in
        [">Game 4 — The Caracas olympiad</text>", ">Stones</text>", ">Last take</text>", "safe (P): ", "fragile (N): "]
    {
        assert!(svg.contains(words), "`{words}` missing from {svg}");
    }
}
