//! The records of finished matches: the history lists each with its seats
//! (and the people's names), its parameters in words, its result and the
//! reason it ended in the request's language; the replay marks every move
//! and says why the first mistake was one; a finished match cannot be
//! undone and stays in the history.

mod common;

use common::Lab;
use serde_json::{Value, json};

/// Two people with names play game 8 (take 1 or 2) from 10: A's first take
/// of 2 leaves 8, fragile — the first mistake.
async fn blunder(lab: &Lab) -> String {
    let body = json!({"game": "je-8", "params": {"heap": "10"}, "seats": {"first": "human", "second": "human"},
                      "names": {"first": "Ana", "second": " Rui "}});
    let (id, tokens) = lab.create(body).await;
    let seats = [tokens["first"].as_str().unwrap().to_string(), tokens["second"].as_str().unwrap().to_string()];
    for (i, mv) in ["2", "2", "1", "2", "2", "1"].iter().enumerate() {
        let (status, r) =
            lab.post(&format!("/api/matches/{id}/moves"), Some(&seats[i % 2]), &json!({"move": mv})).await;
        assert_eq!(status, 200, "{r}");
    }
    id
}

fn row<'a>(h: &'a Value, id: &str) -> &'a Value {
    h.as_array().unwrap().iter().find(|m| m["id"] == id).unwrap_or_else(|| panic!("{id} in {h}"))
}

#[tokio::test]
async fn the_history_shows_seats_names_parameters_and_reason_in_the_language() {
    let lab = Lab::start().await;
    let id = blunder(&lab).await;
    let (_, en) = lab.get("/api/history?lang=en", None).await;
    let (_, pt) = lab.get("/api/history?lang=pt-PT", None).await;
    for h in [&en, &pt] {
        let r = row(h, &id);
        assert_eq!(
            r["seats"],
            json!({"first": "human", "second": "human", "names": {"first": "Ana", "second": "Rui"}})
        );
        assert_eq!(r["names"], json!({"first": "Ana", "second": "Rui"}));
        assert_eq!(r["result"]["seat"], "second", "{r}");
        assert_eq!(r["params"]["heap"], "10");
        assert_eq!(r["params_words"][0]["value"], "10", "{r}");
        assert!(r["finished_at"].as_i64().is_some() && r["created_at"].as_i64().is_some(), "{r}");
    }
    let (en, pt) = (row(&en, &id), row(&pt, &id));
    assert!(en["reason"].as_str().unwrap().contains("wins"), "{en}");
    assert!(pt["reason"].as_str().unwrap().contains("ganha"), "{pt}");
    assert_ne!(en["params_words"][0]["label"], pt["params_words"][0]["label"], "labels in the language");
}

#[tokio::test]
async fn the_replay_marks_every_move_and_says_why_the_first_mistake_was_one() {
    let lab = Lab::start().await;
    let id = blunder(&lab).await;
    let (status, r) = lab.get(&format!("/api/history/{id}?lang=pt-PT"), None).await;
    assert_eq!(status, 200, "{r}");
    let moves = r["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 6);
    let marks: Vec<&str> = moves.iter().map(|m| m["mark"].as_str().unwrap()).collect();
    // 10 → 8 (fragile), 6 (safe), 5 (fragile), 3 (safe), 1 (fragile), 0 (safe).
    assert_eq!(marks, ["bad", "good", "bad", "good", "bad", "good"], "{r}");
    assert_eq!(moves[0]["left"], "N", "the JSON keeps the codes");
    assert!(moves[0]["left_text"].as_str().unwrap().starts_with("tipo-P"), "{}", moves[0]);
    assert_eq!(moves[0]["mistake"], true);
    assert_eq!(moves[2]["mistake"], false, "from a safe heap every move is bad, none a mistake");
    assert_eq!(r["first_mistake"]["ply"], 0, "{r}");
    assert_eq!(r["first_mistake"]["seat"], "first");
    let sentence = r["first_mistake"]["sentence"].as_str().unwrap();
    assert!(sentence.starts_with("Ao tirar 2 pedras, deixaste 8, uma posição frágil"), "{sentence}");
    let (_, br) = lab.get(&format!("/api/history/{id}?lang=pt-BR"), None).await;
    assert!(br["first_mistake"]["sentence"].as_str().unwrap().contains("você deixou 8"), "{br}");
    let (_, en) = lab.get(&format!("/api/history/{id}"), None).await;
    assert!(
        en["first_mistake"]["sentence"].as_str().unwrap().starts_with("You chose to take 2 stones and left 8"),
        "{en}"
    );
    assert_eq!(en["names"]["first"], "Ana");
}

#[tokio::test]
async fn a_finished_match_is_kept_with_its_record_and_cannot_be_undone() {
    let lab = Lab::start().await;
    // Against the champion, taking both stones of a heap of 2 wins at once.
    let body = json!({"game": "je-8", "params": {"heap": "2"}, "seats": {"first": "human", "second": "champion"},
                      "budget_ms": 200});
    let (id, tokens) = lab.create(body).await;
    let me = tokens["first"].as_str().unwrap();
    assert_eq!(lab.post(&format!("/api/matches/{id}/moves"), Some(me), &json!({"move": "2"})).await.0, 200);
    let v = lab.wait_view(&id, Some(me), |v| !v["result"].is_null()).await;
    assert_eq!(v["undo"], false, "no undo is offered after the end: {v}");
    let (status, e) = lab.post(&format!("/api/matches/{id}/undo?lang=pt-PT"), Some(me), &json!({})).await;
    assert_eq!(status, 409, "{e}");
    assert!(e["error"].as_str().unwrap().contains("terminou"), "{e}");
    let (_, h) = lab.get("/api/history?lang=pt-PT", None).await;
    let r = row(&h, &id);
    assert_eq!(r["seats"]["first"], "human");
    assert_eq!(r["seats"]["second"], "champion");
    assert_eq!(r["names"], json!({}), "no names given");
    assert_eq!(r["params"]["heap"], "2");
    assert_eq!(r["moves"], 1);
    assert!(r["reason"].as_str().unwrap().contains("ganha"), "{r}");
}

#[tokio::test]
async fn a_name_too_long_or_on_two_lines_is_refused_in_the_language() {
    let lab = Lab::start().await;
    for name in ["x".repeat(41), "Ana\nRui".to_string()] {
        let body = json!({"game": "je-8", "seats": {"first": "human", "second": "human"}, "names": {"first": name}});
        let (status, e) = lab.post("/api/matches?lang=pt-PT", None, &body).await;
        assert_eq!(status, 400, "{e}");
        assert!(e["error"].as_str().unwrap().contains("40 carateres"), "{e}");
    }
}
