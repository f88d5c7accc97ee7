//! The mixed flood: matches of every preset against the champion, spectator
//! sockets held open, background jobs and outcomes, all at once, for a
//! while; the answers by status and the peak resident memory against the
//! budget.

use super::{http, rss_mib, sample_peak};
use futures_util::StreamExt;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// Answers by status, per kind of request.
type Tally = Arc<Mutex<BTreeMap<(&'static str, u16), usize>>>;

fn count(tally: &Tally, what: &'static str, status: u16) {
    *tally.lock().unwrap().entry((what, status)).or_default() += 1;
}

/// The most spectator sockets the flood holds open at once.
const SOCKETS: usize = 20_000;

pub async fn flood(seconds: u64, mib: u64) {
    let dir = tempfile::tempdir().unwrap();
    let mut config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    config.memory = mib << 20;
    let running = ludoteca_server::start(config).await.unwrap();
    let addr = running.addr();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let idle = rss_mib();
    let (_, games) = http(addr, "127.0.0.1", "GET", "/api/games", None, None).await;
    let presets: Vec<(String, Value)> =
        games.as_array().unwrap().iter().map(|g| (g["id"].as_str().unwrap().to_string(), g["quick"].clone())).collect();
    println!("mixed flood: {} presets, {seconds} s, --memory {mib}; idle {idle} MiB", presets.len());

    let (stop, peak) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicU64::new(0)));
    let sampler = sample_peak(stop.clone(), peak.clone());
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let tally: Tally = Arc::default();
    let live: Arc<Mutex<Vec<String>>> = Arc::default();
    let mut tasks = Vec::new();

    // Matches of every preset, the champion in the second seat, a move each.
    for from in ["127.0.0.2", "127.0.0.6"] {
        let (tally, live, presets) = (tally.clone(), live.clone(), presets.clone());
        tasks.push(tokio::spawn(async move {
            let mut i = 0;
            while Instant::now() < deadline {
                let (game, quick) = &presets[i % presets.len()];
                i += 1;
                let seats = json!({"first": "human", "second": "champion"});
                let body = json!({"game": game, "params": quick, "seats": seats, "budget_ms": 2000});
                let (status, m) = http(addr, from, "POST", "/api/matches", None, Some(&body)).await;
                count(&tally, "create", status);
                if status != 201 {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
                let (id, token) = (m["id"].as_str().unwrap_or_default(), m["tokens"]["first"].as_str());
                live.lock().unwrap().push(id.to_string());
                if let Some(mv) = m["view"]["legal_moves"][0].as_str() {
                    let path = format!("/api/matches/{id}/moves");
                    let (status, _) = http(addr, from, "POST", &path, token, Some(&json!({"move": mv}))).await;
                    count(&tally, "move", status);
                }
            }
        }));
    }

    // Spectators: sockets opened on the matches made and held to the end.
    {
        let (tally, live) = (tally.clone(), live.clone());
        tasks.push(tokio::spawn(async move {
            let small = WebSocketConfig::default().read_buffer_size(4 << 10).write_buffer_size(0);
            let mut held = Vec::new();
            let mut i = 0usize;
            while Instant::now() < deadline {
                let id = {
                    let live = live.lock().unwrap();
                    if live.is_empty() {
                        None
                    } else {
                        i = i.wrapping_mul(31).wrapping_add(7);
                        Some(live[i % live.len()].clone())
                    }
                };
                let Some(id) = id else {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                };
                if held.len() >= SOCKETS {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
                let url = format!("ws://{addr}/api/matches/{id}/ws");
                match tokio_tungstenite::connect_async_with_config(url, Some(small), false).await {
                    Ok((mut s, _)) => {
                        count(&tally, "socket", 101);
                        let _ = tokio::time::timeout(Duration::from_secs(2), s.next()).await;
                        held.push(s);
                    }
                    Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
                        count(&tally, "socket", r.status().as_u16());
                        tokio::time::sleep(Duration::from_millis(20)).await;
                    }
                    Err(_) => count(&tally, "socket", 0),
                }
            }
            println!("spectator sockets held at the end: {}", held.len());
        }));
    }

    // Background jobs of every kind, and outcomes.
    {
        let tally = tally.clone();
        tasks.push(tokio::spawn(async move {
            let jobs = [
                json!({"kind": "table", "game": "je-28", "to": 20000}),
                json!({"kind": "period", "game": "je-9"}),
                json!({"kind": "value", "game": "figuras", "seconds": 5}),
                json!({"kind": "strategies", "game": "mastermind"}),
                json!({"kind": "table", "game": "je-20", "to": 5000}),
            ];
            let mut i = 0;
            while Instant::now() < deadline {
                let (status, _) = http(addr, "127.0.0.4", "POST", "/api/jobs", None, Some(&jobs[i % jobs.len()])).await;
                i += 1;
                count(&tally, "job", status);
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }));
    }
    {
        let (tally, presets) = (tally.clone(), presets.clone());
        tasks.push(tokio::spawn(async move {
            let mut i = 0;
            while Instant::now() < deadline {
                let (game, _) = &presets[i % presets.len()];
                i += 1;
                let (status, _) =
                    http(addr, "127.0.0.5", "GET", &format!("/api/games/{game}/outcome?quick"), None, None).await;
                count(&tally, "outcome", status);
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    stop.store(true, Ordering::Relaxed);
    sampler.join().unwrap();
    let tally = tally.lock().unwrap().clone();
    let errors: usize = tally.iter().filter(|((_, s), _)| *s >= 500 && *s != 503 || *s == 0).map(|(_, n)| n).sum();
    println!("answers (kind, status) → count: {tally:?}");
    let (_, server) = http(addr, "127.0.0.1", "GET", "/api/server", None, None).await;
    let peak = peak.load(Ordering::Relaxed);
    let bound = mib * 11 / 10;
    println!(
        "5xx other than 503 (or no answer): {errors}; peak RSS {peak} MiB against 1.1 × --memory = {bound} MiB ({}); \
         idle {idle} MiB; at the end: {} MiB, the server's count {}",
        if peak <= bound { "within" } else { "OVER" },
        rss_mib(),
        server
    );
    running.shutdown().await;
}
