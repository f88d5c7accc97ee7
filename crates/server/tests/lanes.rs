//! Fair scheduling: a person's request never waits behind analyses.
//! Issue: 40 matches of the champion against itself (Erdös Latino 7×7,
//! 10 s a move) held every analysis slot for ~80 minutes, and a person's
//! hint waited more than 70 s.

mod common;

use common::Lab;
use serde_json::json;
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_answers_at_once_while_the_champions_play_each_other() {
    let lab = Lab::start().await;
    let show = json!({"game": "erdos-latino", "params": {"size": 7}, "budget_ms": 10000,
        "seats": {"first": "champion", "second": "champion"}});
    let mut shows = 0;
    loop {
        let (status, body) = lab.post("/api/matches", None, &show).await;
        if status == 503 {
            assert!(body["error"].as_str().unwrap().contains("between champions"), "{body}");
            break;
        }
        assert_eq!(status, 201, "{body}");
        shows += 1;
        assert!(shows <= 8, "the matches between champions are bounded");
    }
    assert_eq!(shows, 8);
    // Let the champions take every analysis permit.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let (id, t) = lab
        .create(json!({"game": "je-9", "params": {"heap": "30"}, "seats": {"first": "human", "second": "human"}}))
        .await;
    let me = t["first"].as_str().unwrap();
    let asked = Instant::now();
    let (status, hint) = lab.get(&format!("/api/matches/{id}/hint"), Some(me)).await;
    let waited = asked.elapsed();
    assert_eq!(status, 200, "{hint}");
    eprintln!("a person's hint with 8 champion matches thinking: {waited:?}");
    assert!(waited < Duration::from_secs(1), "the hint waited {waited:?} behind the analyses");
}

/// Issue #37: one client kept 24 Erdös Latino 7×7 champions thinking and
/// another person's hint, small outcome and champion reply each waited
/// 57 s. Each client now holds at most its share of the lanes, and only
/// a champion that holds a lane's permit holds memory.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_clients_champions_never_make_another_person_wait() {
    // A school's server: 24 champions' memory would take all of it, if
    // those waiting for a lane held it already.
    let lab = Lab::start_with(tempfile::tempdir().unwrap(), |c| c.memory = 512 << 20).await;
    let greedy = "127.0.0.2";
    let seats = json!({"first": "human", "second": "champion"});
    for _ in 0..24 {
        let body = json!({"game": "erdos-latino", "params": {"size": "7"}, "seats": seats, "budget_ms": 4000});
        let (status, m) = lab.from(greedy, "POST", "/api/matches", None, Some(&body)).await;
        assert_eq!(status, 201, "{m}");
        let (id, token) = (m["id"].as_str().unwrap(), m["tokens"]["first"].as_str().unwrap());
        let mv = m["view"]["legal_moves"][0].as_str().unwrap();
        let (status, v) = lab
            .from(greedy, "POST", &format!("/api/matches/{id}/moves"), Some(token), Some(&json!({"move": mv})))
            .await;
        assert_eq!(status, 200, "{v}");
    }
    // The champions think (4 s each); another person plays meanwhile.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let me = "127.0.0.3";
    let body = json!({"game": "je-1", "params": {"heap": "21"}, "seats": seats});
    let (status, m) = lab.from(me, "POST", "/api/matches", None, Some(&body)).await;
    assert_eq!(status, 201, "{m}");
    let (id, token) = (m["id"].as_str().unwrap().to_string(), m["tokens"]["first"].as_str().unwrap().to_string());
    let mut waits = Vec::new();
    for _ in 0..3 {
        let t = Instant::now();
        let (status, h) = lab.from(me, "GET", &format!("/api/matches/{id}/hint"), Some(&token), None).await;
        assert_eq!(status, 200, "{h}");
        waits.push(("hint", t.elapsed()));
        let t = Instant::now();
        let (status, o) = lab.from(me, "GET", "/api/games/je-9/outcome?position=7", None, None).await;
        assert_eq!(status, 200, "{o}");
        waits.push(("outcome", t.elapsed()));
        // A move, and the champion's reply in this person's match.
        let (_, v) = lab.get(&format!("/api/matches/{id}"), Some(&token)).await;
        if !v["result"].is_null() {
            break;
        }
        let mv = v["legal_moves"][0].as_str().unwrap().to_string();
        let t = Instant::now();
        let (status, v) =
            lab.from(me, "POST", &format!("/api/matches/{id}/moves"), Some(&token), Some(&json!({"move": mv}))).await;
        assert_eq!(status, 200, "{v}");
        lab.wait_view(&id, Some(&token), |v| v["to_move"] == "first" || !v["result"].is_null()).await;
        waits.push(("champion's reply", t.elapsed()));
    }
    for (what, wait) in &waits {
        assert!(*wait < Duration::from_secs(2), "{what} waited {wait:?} behind another client's champions: {waits:?}");
    }
}
