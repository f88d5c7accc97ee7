//! The load benchmark of the web lab: N matches between two people, each
//! seat on its own WebSocket, one move per second per match for S seconds;
//! reports the move latency (from sending the move to receiving the pushed
//! view that contains it, so after the move is committed), errors, and the
//! process's memory.
//!
//! `cargo run --release -p ludoteca-server --example load -- [MATCHES] [SECONDS]`
//! (default 1000 matches, 60 s). The server runs in this process, on
//! loopback, with a fresh data directory.

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

async fn http(addr: std::net::SocketAddr, method: &str, path: &str, body: &Value) -> Value {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let body = body.to_string();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).await.unwrap();
    serde_json::from_str(out.split_once("\r\n\r\n").unwrap().1).unwrap_or(Value::Null)
}

fn rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb: f64 = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0);
    kb / 1024.0
}

#[tokio::main]
async fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (matches, seconds) = (args.first().copied().unwrap_or(1000), args.get(1).copied().unwrap_or(60));
    let dir = tempfile::tempdir().unwrap();
    let config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    let running = ludoteca_server::start(config).await.unwrap();
    let addr = running.addr();
    println!("server on {addr}; {matches} matches, one move a second each, for {seconds} s");

    // Page load: the lobby and its modules, from a cold connection.
    let t = Instant::now();
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await.unwrap();
    let mut page = Vec::new();
    s.read_to_end(&mut page).await.unwrap();
    println!("GET / : {} bytes in {:.2} ms", page.len(), t.elapsed().as_secs_f64() * 1e3);

    let mut rooms = Vec::new();
    for _ in 0..matches {
        let body =
            json!({"game": "je-9", "params": {"heap": "100000"}, "seats": {"first": "human", "second": "human"}});
        let m = http(addr, "POST", "/api/matches", &body).await;
        rooms.push((m["id"].as_str().unwrap().to_string(), m["tokens"].clone()));
    }
    println!("created {matches} matches; RSS {:.0} MB", rss_mb());

    let latencies = Arc::new(std::sync::Mutex::new(Vec::<f64>::new()));
    let errors = Arc::new(AtomicU64::new(0));
    let timeouts = Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let start = Instant::now() + Duration::from_millis(500);
    let mut tasks = Vec::new();
    for (i, (id, tokens)) in rooms.into_iter().enumerate() {
        let (latencies, errors, timeouts) = (latencies.clone(), errors.clone(), timeouts.clone());
        tasks.push(tokio::spawn(async move {
            let mut seats = Vec::new();
            for seat in ["first", "second"] {
                let url = format!("ws://{addr}/api/matches/{id}/ws?token={}", tokens[seat].as_str().unwrap());
                seats.push(tokio_tungstenite::connect_async(url).await.unwrap().0);
            }
            // Spread the matches over the second.
            let offset = Duration::from_micros((i as u64 * 1_000_000) / matches.max(1));
            let mut tick = tokio::time::interval_at((start + offset).into(), Duration::from_secs(1));
            for ply in 0..seconds {
                tick.tick().await;
                let ws = &mut seats[(ply % 2) as usize];
                let sent = Instant::now();
                if ws.send(Message::Text(json!({"type": "move", "move": "1"}).to_string().into())).await.is_err() {
                    errors.fetch_add(1, Ordering::Relaxed);
                    continue;
                }
                // Wait for the view that holds this move (or a later one: a
                // slow socket may be sent only the newest view), at most 10 s.
                let deadline = tokio::time::Instant::from_std(sent + Duration::from_secs(10));
                loop {
                    let Ok(next) = tokio::time::timeout_at(deadline, ws.next()).await else {
                        timeouts.lock().unwrap().push(format!("match {id} move {}", ply + 1));
                        break;
                    };
                    match next {
                        Some(Ok(Message::Text(t))) => {
                            let v: Value = serde_json::from_str(&t).unwrap_or(Value::Null);
                            if v["type"] == "error" {
                                errors.fetch_add(1, Ordering::Relaxed);
                                break;
                            }
                            if v["view"]["version"].as_u64().is_some_and(|v| v > ply) {
                                latencies.lock().unwrap().push(sent.elapsed().as_secs_f64() * 1e3);
                                break;
                            }
                        }
                        Some(Ok(_)) => {}
                        _ => {
                            errors.fetch_add(1, Ordering::Relaxed);
                            break;
                        }
                    }
                }
            }
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
    let timeouts = timeouts.lock().unwrap().clone();
    if !timeouts.is_empty() {
        println!(
            "{} moves got no view within 10 s, first: {}",
            timeouts.len(),
            timeouts[..timeouts.len().min(5)].join("; ")
        );
    }
    let mut l = latencies.lock().unwrap().clone();
    l.sort_by(f64::total_cmp);
    let q = |p: f64| l.get(((l.len() as f64 * p) as usize).min(l.len().saturating_sub(1))).copied().unwrap_or(0.0);
    println!(
        "moves {}  errors {}  timeouts {}  latency ms: p50 {:.2}  p90 {:.2}  p99 {:.2}  max {:.2}  RSS {:.0} MB (server and load generator)",
        l.len(),
        errors.load(Ordering::Relaxed),
        timeouts.len(),
        q(0.5),
        q(0.9),
        q(0.99),
        l.last().copied().unwrap_or(0.0),
        rss_mb()
    );
    running.shutdown().await;
}
