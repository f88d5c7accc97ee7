//! A class under load: one class of 30 students (each with their page's
//! socket open), one round at random (15 matches), every match moving at
//! once as fast as its two students' requests go, the teacher's board
//! socket open. For every move, the time from sending it to the first
//! board message that shows it; prints the percentiles and fails when p99
//! passes the bound (200 ms by default).
//!
//! `cargo run -p ludoteca-server --example class_load [-- MOVES_PER_MATCH [BOUND_MS]]`

use futures_util::StreamExt;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const STUDENTS: usize = 30;

/// One HTTP request on its own connection; the status and the JSON body.
async fn call(addr: SocketAddr, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> (u16, Value) {
    let mut s = tokio::net::TcpStream::connect(addr).await.expect("the server answers");
    let body = body.map(Value::to_string).unwrap_or_default();
    let auth = token.map(|t| format!("Authorization: Bearer {t}\r\n")).unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: lab\r\nConnection: close\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.expect("the request is sent");
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.expect("the answer is read");
    let text = String::from_utf8_lossy(&out);
    let status = text.split(' ').nth(1).and_then(|x| x.parse().ok()).unwrap_or(0);
    let json = text.split("\r\n\r\n").nth(1).and_then(|b| serde_json::from_str(b).ok()).unwrap_or(Value::Null);
    (status, json)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let moves: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let bound_ms: f64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(200.0);
    let dir = tempfile::tempdir().expect("a data directory");
    let config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    let server = ludoteca_server::start(config).await.expect("the server starts");
    let addr = server.addr();

    // A heap of `moves` stones, one taken at a time: `moves` moves per match.
    let (status, class) =
        call(addr, "POST", "/api/classes", None, Some(&json!({"game": "je-1", "params": {"heap": moves.to_string()}})))
            .await;
    assert_eq!(status, 201, "{class}");
    let (id, code, teacher) =
        (class["id"].as_str().unwrap(), class["code"].as_str().unwrap(), class["teacher_token"].as_str().unwrap());
    let mut tokens = Vec::new();
    for i in 0..STUDENTS {
        let (status, v) =
            call(addr, "POST", "/api/classes/join", None, Some(&json!({"code": code, "name": format!("Aluno {i}")})))
                .await;
        assert_eq!(status, 201, "{v}");
        tokens.push(v["student_token"].as_str().unwrap().to_string());
    }
    // Every student's page socket, as in a classroom.
    let mut pages = Vec::new();
    for t in &tokens {
        let (ws, _) =
            tokio_tungstenite::connect_async(format!("ws://{addr}/api/classes/{id}/ws?token={t}")).await.unwrap();
        pages.push(ws);
    }
    let (status, round) =
        call(addr, "POST", &format!("/api/classes/{id}/rounds"), Some(teacher), Some(&json!({"pairing": "random"})))
            .await;
    assert_eq!(status, 201, "{round}");
    let matches = round["matches"].as_array().unwrap().clone();
    assert_eq!(matches.len(), STUDENTS / 2);

    // When each move (match, ply) was sent, and when the board first showed it.
    let sent: Arc<Mutex<HashMap<(String, usize), Instant>>> = Arc::default();
    let acked: Arc<Mutex<HashMap<(String, usize), Instant>>> = Arc::default();
    let shown: Arc<Mutex<HashMap<(String, usize), Instant>>> = Arc::default();
    let (mut board, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/api/classes/{id}/ws?token={teacher}")).await.unwrap();
    board.next().await.expect("the first board").unwrap();
    let total = matches.len() * moves;
    let watcher = {
        let shown = shown.clone();
        tokio::spawn(async move {
            let mut boards = 0usize;
            while let Some(Ok(msg)) = board.next().await {
                let now = Instant::now();
                let v: Value = serde_json::from_str(msg.to_text().unwrap_or("null")).unwrap_or(Value::Null);
                boards += 1;
                let mut shown = shown.lock().unwrap();
                for m in v["class"]["matches"].as_array().into_iter().flatten() {
                    let n = m["moves"].as_u64().unwrap_or(0) as usize;
                    for ply in 0..n {
                        shown.entry((m["id"].as_str().unwrap_or("").to_string(), ply)).or_insert(now);
                    }
                }
                if shown.len() >= total {
                    return boards;
                }
            }
            boards
        })
    };
    let t0 = Instant::now();
    let players: Vec<_> = matches
        .iter()
        .map(|m| {
            let mid = m["id"].as_str().unwrap().to_string();
            let seat_token = |s: &str| tokens[m[s]["student"].as_u64().unwrap() as usize - 1].clone();
            let (a, b) = (seat_token("first"), seat_token("second"));
            let (sent, acked) = (sent.clone(), acked.clone());
            tokio::spawn(async move {
                for ply in 0..moves {
                    let t = if ply % 2 == 0 { &a } else { &b };
                    sent.lock().unwrap().insert((mid.clone(), ply), Instant::now());
                    let (status, v) =
                        call(addr, "POST", &format!("/api/matches/{mid}/moves"), Some(t), Some(&json!({"move": "1"})))
                            .await;
                    assert_eq!(status, 200, "{v}");
                    acked.lock().unwrap().insert((mid.clone(), ply), Instant::now());
                }
            })
        })
        .collect();
    for p in players {
        p.await.unwrap();
    }
    let played = t0.elapsed();
    let boards =
        tokio::time::timeout(Duration::from_secs(30), watcher).await.expect("the board shows every move").unwrap();
    let (sent, acked, shown) =
        (sent.lock().unwrap().clone(), acked.lock().unwrap().clone(), shown.lock().unwrap().clone());
    // Milliseconds from each move's instant in `from` to the board showing it
    // (0 when the board showed it first).
    let delays = |from: &HashMap<(String, usize), Instant>| {
        let mut d: Vec<f64> = from
            .iter()
            .map(|(k, t)| {
                shown.get(k).map_or(f64::INFINITY, |s| s.saturating_duration_since(*t).as_secs_f64() * 1000.0)
            })
            .collect();
        d.sort_by(f64::total_cmp);
        d
    };
    let (lat, after_ack) = (delays(&sent), delays(&acked));
    let line = |d: &[f64]| {
        format!(
            "p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            percentile(d, 50.0),
            percentile(d, 90.0),
            percentile(d, 99.0),
            d[d.len() - 1]
        )
    };
    println!(
        "class_load: {STUDENTS} students, {} matches x {moves} moves = {} moves in {:.2} s ({:.0} moves/s), {boards} board messages",
        matches.len(),
        lat.len(),
        played.as_secs_f64(),
        lat.len() as f64 / played.as_secs_f64()
    );
    println!("move sent -> the teacher's board shows it: {}", line(&lat));
    println!("move acknowledged -> the teacher's board shows it: {}", line(&after_ack));
    let p99 = percentile(&after_ack, 99.0);
    // What one board and one spectator's view cost, the server quiet.
    let t = Instant::now();
    for _ in 0..5 {
        call(addr, "GET", &format!("/api/classes/{id}"), Some(teacher), None).await;
    }
    let board_ms = t.elapsed().as_secs_f64() * 200.0;
    let t = Instant::now();
    let first = matches[0]["id"].as_str().unwrap();
    for _ in 0..5 {
        call(addr, "GET", &format!("/api/matches/{first}"), None, None).await;
    }
    println!("quiet: GET the board {board_ms:.1} ms, GET one match {:.1} ms", t.elapsed().as_secs_f64() * 200.0);
    drop(pages);
    server.shutdown().await;
    assert!(p99 <= bound_ms, "p99 {p99:.1} ms is over {bound_ms} ms");
}
