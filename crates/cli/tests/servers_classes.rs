//! A teacher's class on several `ludoteca serve` processes sharing one
//! PostgreSQL database: the proxy sends a class's requests to one server
//! (docs/deploy.md); when that server is killed, another serves the class
//! from the store — its board, its join code, its students' pages — and
//! records the end of its matches. Without a PostgreSQL cluster
//! (`LUDOTECA_TEST_POSTGRES`) this test says SKIPPED; under CI=true it fails.

mod cluster;

use cluster::Server;
use serde_json::{Value, json};
use std::process::Command;
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_class_goes_on_on_another_server_when_its_server_is_killed() {
    let Some(db) = ludoteca_store::testing::postgres("a_class_on_another_server") else { return };
    // Server 2 starts first: the class is opened after it read the store.
    let s2 = Server::on(db.url());
    let s1 = Server::on(db.url());
    let open = json!({"game": "je-9", "params": {"heap": "12"}});
    let (status, c) = s1.request("POST", "/api/classes", None, Some(&open)).await;
    assert_eq!(status, 201, "{c}");
    let (id, code) = (c["id"].as_str().unwrap().to_string(), c["code"].as_str().unwrap().to_string());
    let teacher = c["teacher_token"].as_str().unwrap().to_string();
    let mut students = Vec::new();
    for name in ["Ana", "Rui"] {
        let (status, j) =
            s1.request("POST", "/api/classes/join", None, Some(&json!({"code": code, "name": name}))).await;
        assert_eq!(status, 201, "{j}");
        students.push(j["student_token"].as_str().unwrap().to_string());
    }
    let (status, r) = s1
        .request("POST", &format!("/api/classes/{id}/rounds"), Some(&teacher), Some(&json!({"pairing": "random"})))
        .await;
    assert_eq!(status, 201, "{r}");
    let mid = r["matches"][0]["id"].as_str().unwrap().to_string();

    // Server 1 dies.
    let pid = s1.child.id().to_string();
    assert!(Command::new("kill").args(["-KILL", &pid]).status().unwrap().success());

    // Server 2 serves the class: the board, a late joiner by code, each
    // student's own match.
    let (status, b) = s2.request("GET", &format!("/api/classes/{id}"), Some(&teacher), None).await;
    assert_eq!(status, 200, "{b}");
    assert_eq!((b["students"].as_array().map(Vec::len), b["round"].as_u64()), (Some(2), Some(1)), "{b}");
    let (status, j) = s2.request("POST", "/api/classes/join", None, Some(&json!({"code": code, "name": "Inês"}))).await;
    assert_eq!(status, 201, "the join code works on the other server: {j}");
    let (status, _) = s2.request("GET", &format!("/api/classes/{id}"), Some(&students[0]), None).await;
    assert_eq!(status, 403, "a student's token is not the teacher's, on this server too");
    let mut seats = Vec::new();
    for t in &students {
        let (status, me) = s2.request("GET", &format!("/api/classes/{id}/me"), Some(t), None).await;
        assert_eq!(status, 200, "{me}");
        assert_eq!(me["match"]["id"], mid.as_str(), "{me}");
        seats.push((
            me["match"]["seat"].as_str().unwrap().to_string(),
            me["match"]["token"].as_str().unwrap().to_string(),
        ));
    }
    // The match is played to its end through server 2 ...
    for _ in 0..20 {
        let (_, v) = s2.request("GET", &format!("/api/matches/{mid}"), None, None).await;
        if v["result"].is_object() {
            break;
        }
        let to_move = v["to_move"].as_str().unwrap_or_else(|| panic!("whose turn: {v}")).to_string();
        let token = &seats.iter().find(|(s, _)| *s == to_move).expect("a seat to move").1;
        let mv = v["legal_moves"][0].as_str().unwrap().to_string();
        let (status, r) = s2.play(&mid, token, &mv).await;
        assert_eq!(status, 200, "{r}");
    }
    // ... and the class records it: the board's match has its result, the
    // standings give someone a win.
    let start = Instant::now();
    let board: Value = loop {
        let (_, b) = s2.request("GET", &format!("/api/classes/{id}"), Some(&teacher), None).await;
        if !b["matches"][0]["result"].is_null() {
            break b;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "the class records the match's end: {b}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(board["matches"][0]["result"] == "first" || board["matches"][0]["result"] == "second", "{board}");
    let wins: u64 = board["standings"].as_array().unwrap().iter().map(|s| s["wins"].as_u64().unwrap_or(0)).sum();
    assert_eq!(wins, 1, "{board}");
}
