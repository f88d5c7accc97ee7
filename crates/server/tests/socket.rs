//! The match socket: every seat gets its view pushed at each change, moves
//! sent on it are checked like any other, and a flood closes it.

mod common;

use common::Lab;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(lab: &Lab, id: &str, token: Option<&str>) -> Socket {
    let q = token.map_or(String::new(), |t| format!("?token={t}"));
    let url = format!("ws://{}/api/matches/{id}/ws{q}", lab.addr);
    tokio_tungstenite::connect_async(url).await.expect("the socket opens").0
}

/// The next JSON message (at most 10 s away).
async fn next(s: &mut Socket) -> Option<Value> {
    loop {
        match tokio::time::timeout(Duration::from_secs(10), s.next()).await.expect("a message in time") {
            Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(&t).unwrap()),
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
            Some(Ok(_)) => {}
        }
    }
}

/// Reads views until one satisfies `ok`.
async fn until(s: &mut Socket, ok: impl Fn(&Value) -> bool) -> Value {
    loop {
        let m = next(s).await.expect("the socket stays open");
        if m["type"] == "view" && ok(&m["view"]) {
            return m["view"].clone();
        }
    }
}

/// The next message that is not a pushed view.
async fn reply(s: &mut Socket) -> Value {
    loop {
        let m = next(s).await.expect("the socket stays open");
        if m["type"] != "view" {
            return m;
        }
    }
}

async fn send(s: &mut Socket, v: Value) {
    s.send(Message::Text(v.to_string().into())).await.unwrap();
}

#[tokio::test]
async fn moves_on_one_socket_reach_the_other_seat() {
    let lab = Lab::start().await;
    let (id, t) = lab
        .create(json!({"game": "je-9", "params": {"heap": "12"}, "seats": {"first": "human", "second": "human"}}))
        .await;
    let (a, b) = (t["first"].as_str().unwrap(), t["second"].as_str().unwrap());
    let mut sa = connect(&lab, &id, Some(a)).await;
    let mut sb = connect(&lab, &id, Some(b)).await;
    let mut watcher = connect(&lab, &id, None).await;
    assert_eq!(until(&mut sa, |_| true).await["seat"], "first");
    assert_eq!(until(&mut sb, |_| true).await["seat"], "second");

    send(&mut sa, json!({"type": "move", "move": "4"})).await;
    let seen = until(&mut sb, |v| v["version"] == 1).await;
    assert_eq!((seen["position"].as_str(), seen["to_move"].as_str()), (Some("8"), Some("second")));
    assert_eq!(seen["legal_moves"], json!(["1", "4"]));
    assert_eq!(until(&mut watcher, |v| v["version"] == 1).await["seat"], Value::Null);

    // Refusals come back to the sender only; nothing changes.
    send(&mut sa, json!({"type": "move", "move": "1"})).await;
    let e = reply(&mut sa).await;
    assert_eq!(e["type"], "error", "{e}");
    send(&mut sb, json!({"type": "move", "move": "3"})).await;
    assert!(reply(&mut sb).await["error"].as_str().unwrap().contains("1 or 4"));
    send(&mut watcher, json!({"type": "move", "move": "1"})).await;
    assert_eq!(reply(&mut watcher).await["type"], "error", "a spectator cannot move");
    sb.send(Message::Text("{not json".into())).await.unwrap();
    assert_eq!(reply(&mut sb).await["type"], "error");
    send(&mut sb, json!({"type": "ping"})).await;
    assert_eq!(reply(&mut sb).await["type"], "pong");
    let (_, v) = lab.get(&format!("/api/matches/{id}"), None).await;
    assert_eq!(v["version"], 1);
}

#[tokio::test]
async fn a_flood_closes_the_socket_and_leaves_the_match_alone() {
    let lab = Lab::start().await;
    let (id, t) = lab
        .create(json!({"game": "je-9", "params": {"heap": "12"}, "seats": {"first": "human", "second": "human"}}))
        .await;
    let a = t["first"].as_str().unwrap();
    let mut s = connect(&lab, &id, Some(a)).await;
    until(&mut s, |_| true).await;
    for _ in 0..60 {
        if s.send(Message::Text(json!({"type": "ping"}).to_string().into())).await.is_err() {
            break;
        }
    }
    let mut flood_error = false;
    while let Some(m) = next(&mut s).await {
        flood_error |= m["type"] == "error" && m["error"].as_str().unwrap().contains("messages a second");
    }
    assert!(flood_error, "the socket said why it closed");
    let (status, v) = lab.get(&format!("/api/matches/{id}"), Some(a)).await;
    assert_eq!((status, v["version"].as_u64()), (200, Some(0)));
    // The seat reconnects.
    let mut again = connect(&lab, &id, Some(a)).await;
    assert_eq!(until(&mut again, |_| true).await["seat"], "first");
}

#[tokio::test]
async fn a_wrong_token_does_not_open_a_socket() {
    let lab = Lab::start().await;
    let (id, _) = lab
        .create(json!({"game": "je-9", "params": {"heap": "12"}, "seats": {"first": "human", "second": "human"}}))
        .await;
    let url = format!("ws://{}/api/matches/{id}/ws?token=forged", lab.addr);
    let err = tokio_tungstenite::connect_async(url).await.unwrap_err();
    assert!(err.to_string().contains("401"), "{err}");
    let url = format!("ws://{}/api/matches/nope/ws", lab.addr);
    assert!(tokio_tungstenite::connect_async(url).await.unwrap_err().to_string().contains("404"));
}

#[tokio::test]
async fn the_champion_answers_over_the_socket() {
    let lab = Lab::start().await;
    let (id, t) = lab
        .create(json!({"game": "je-8", "params": {"heap": "8"}, "seats": {"first": "human", "second": "champion"},
            "budget_ms": 100}))
        .await;
    let mut s = connect(&lab, &id, Some(t["first"].as_str().unwrap())).await;
    until(&mut s, |_| true).await;
    send(&mut s, json!({"type": "move", "move": "1"})).await;
    let v = until(&mut s, |v| v["version"] == 2).await;
    assert_eq!(v["thinking"], false);
    assert_eq!(v["history"][1]["seat"], "second");
}

#[tokio::test]
async fn a_mastermind_secret_never_reaches_the_breaker() {
    let lab = Lab::start().await;
    let (id, t) = lab.create(json!({"game": "mastermind", "seats": {"first": "human", "second": "human"}})).await;
    let (a, b) = (t["first"].as_str().unwrap(), t["second"].as_str().unwrap());
    let mut sb = connect(&lab, &id, Some(b)).await;
    let mut watcher = connect(&lab, &id, None).await;
    let mut raw_b = Vec::new();
    let mut raw_w = Vec::new();
    let (status, r) = lab.post(&format!("/api/matches/{id}/moves"), Some(a), &json!({"move": "secret 6153"})).await;
    assert_eq!(status, 200, "{r}");
    assert!(r.to_string().contains("6153"), "the maker sees the secret");
    // B guesses; every frame B and a spectator receive is kept raw.
    let (status, r) = lab.post(&format!("/api/matches/{id}/moves"), Some(b), &json!({"move": "1234"})).await;
    assert_eq!(status, 200, "{r}");
    for (s, raw) in [(&mut sb, &mut raw_b), (&mut watcher, &mut raw_w)] {
        loop {
            let m = next(s).await.unwrap();
            raw.push(m.to_string());
            if m["view"]["version"] == 2 {
                break;
            }
        }
    }
    let (_, view_b) = lab.get(&format!("/api/matches/{id}"), Some(b)).await;
    let (_, hint_b) = lab.get(&format!("/api/matches/{id}/hint"), Some(b)).await;
    let (_, spectator) = lab.get(&format!("/api/matches/{id}"), None).await;
    // The hint lists the codes the public answers allow: the secret may be among them, but never alone.
    assert!(hint_b["detail"]["remaining"].as_u64().unwrap() > 1, "{hint_b}");
    for text in raw_b.iter().chain(&raw_w).chain([&view_b.to_string(), &spectator.to_string()]) {
        assert!(!text.contains("6153"), "the secret leaked: {text}");
    }
    assert_eq!(view_b["history"].as_array().unwrap().len(), 2, "{view_b}");
}

#[tokio::test]
async fn an_erdos_hand_stays_with_its_seat() {
    let lab = Lab::start().await;
    let (id, t) = lab
        .create(json!({"game": "erdos-latino", "params": {"version": "III"},
            "seats": {"first": "human", "second": "human"}}))
        .await;
    let (a, b) = (t["first"].as_str().unwrap(), t["second"].as_str().unwrap());
    let (_, view_a) = lab.get(&format!("/api/matches/{id}"), Some(a)).await;
    let hand_a: Vec<u64> = view_a["board"]["hand"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect();
    assert_eq!(hand_a.len(), 13, "{view_a}");
    let digits: String = hand_a.iter().map(u64::to_string).collect();
    let (_, view_b0) = lab.get(&format!("/api/matches/{id}"), Some(b)).await;
    let mut sb = connect(&lab, &id, Some(b)).await;
    let mut watcher = connect(&lab, &id, None).await;
    let mv = format!("c3={}", hand_a[0]);
    let (status, r) = lab.post(&format!("/api/matches/{id}/moves"), Some(a), &json!({"move": mv})).await;
    assert_eq!(status, 200, "{r}");
    for s in [&mut sb, &mut watcher] {
        let mut frames = Vec::new();
        loop {
            let m = next(s).await.unwrap();
            frames.push(m.clone());
            if m["view"]["version"] == 1 {
                break;
            }
        }
        for f in &frames {
            let board = &f["view"]["board"];
            assert!(board["opponent_hand"].is_null(), "{f}");
            assert!(board["hand"].is_null() || board["hand"] == view_b0["board"]["hand"], "only B's own hand: {f}");
            assert!(!f.to_string().contains(&digits[1..]), "A's hand leaked: {f}");
        }
    }
}

/// Issue: 100 token-less spectators on a heavy Mastermind match froze the
/// server (each socket wrote its own ~50 ms view at every change). Now each
/// distinct view is written once per change and shared, off the async
/// workers: the page stays quick while moves are made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_spectators_do_not_stall_the_server() {
    let lab = Lab::start().await;
    let (id, t) = lab
        .create(json!({"game": "mastermind", "params": {"pegs": 6, "colors": 8, "repeats": true},
            "seats": {"first": "human", "second": "human"}}))
        .await;
    let (maker, breaker) = (t["first"].as_str().unwrap(), t["second"].as_str().unwrap());
    let mut watchers = Vec::new();
    for _ in 0..100 {
        watchers.push(connect(&lab, &id, None).await);
    }
    for w in &mut watchers {
        until(w, |_| true).await;
    }
    let addr = lab.addr;
    let pages = tokio::spawn(async move {
        let mut times = Vec::new();
        for _ in 0..60 {
            let start = std::time::Instant::now();
            let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
            use tokio::io::{AsyncReadExt, AsyncWriteExt};
            s.write_all(b"GET / HTTP/1.1\r\nHost: lab\r\nConnection: close\r\n\r\n").await.unwrap();
            let mut out = Vec::new();
            s.read_to_end(&mut out).await.unwrap();
            assert!(out.starts_with(b"HTTP/1.1 200"), "{}", String::from_utf8_lossy(&out[..40.min(out.len())]));
            times.push(start.elapsed());
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        times
    });
    let moves =
        [(maker, "secret 123456"), (breaker, "111122"), (breaker, "334455"), (breaker, "665577"), (breaker, "781234")];
    for (token, mv) in moves {
        let (status, r) = lab.post(&format!("/api/matches/{id}/moves"), Some(token), &json!({"move": mv})).await;
        assert_eq!(status, 200, "{mv}: {r}");
    }
    let version = lab.get(&format!("/api/matches/{id}"), None).await.1["version"].clone();
    for w in &mut watchers {
        until(w, |v| v["version"] == version).await;
    }
    let mut times = pages.await.unwrap();
    times.sort();
    let p99 = times[times.len() * 99 / 100 - 1];
    eprintln!("GET / with 100 spectators while moves are made: median {:?}, p99 {p99:?}", times[times.len() / 2]);
    assert!(p99 < Duration::from_millis(250), "GET / p99 {p99:?} with 100 spectators");
}
