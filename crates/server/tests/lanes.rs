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
