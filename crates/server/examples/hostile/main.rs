//! Two figures of issue #37, measured on a server in this process (on
//! loopback, a fresh data directory):
//!
//! 0. **Matches that end**: one client plays one Figuras match between two
//!    people to its end, then N more (the first legal move each turn);
//!    prints the resident memory 15 s after the last, against the server's
//!    15 s after the first (and the cold idle server's).
//! 1. **Figuras flood**: one client creates N Figuras matches against the
//!    champion on a server of `--memory 512`; every answer must be 201 or
//!    503, and the process's peak resident memory (sampled every 20 ms) is
//!    printed beside the idle server's.
//! 2. **Champions and another person**: one client (127.0.0.2) keeps 24
//!    Erdös Latino 7×7 champions thinking (`budget_ms` 10000, one move in
//!    each); meanwhile another client (127.0.0.3) asks for a hint, a small
//!    outcome and the champion's reply in a match of its own, 20 times;
//!    prints the quantiles of those waits.
//!
//! 3. **Mixed flood** (`-- mixed [SECONDS] [MIB]`): on a server of
//!    `--memory MIB` (default 256), for SECONDS (default 60), clients on
//!    four addresses at once create matches of every preset against the
//!    champion and move in them, open spectator sockets on them and hold
//!    them, start background jobs (tables, periods, exact values,
//!    strategies) and ask outcomes; prints the answers by status, the 5xx
//!    other than 503, and the process's peak resident memory against
//!    1.1 × MIB (the load generator's own sockets and buffers included).
//!
//! 4. **The hostile probes** (`-- probes [SECONDS]`): see `probes.rs`.
//!
//! `cargo run --release -p ludoteca-server --example hostile -- [N]`
//! (default 1000 matches), or `… --example hostile -- mixed [SECONDS] [MIB]`.
//! The program restarts itself with `serve`'s allocator tuning first, as
//! `ludoteca serve` does; `LUDOTECA_UNTUNED=1` runs it without, to compare.

mod mixed;
mod probes;

use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// One request from the loopback address `from`; the status and the JSON.
async fn http(
    addr: std::net::SocketAddr,
    from: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> (u16, Value) {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    let mut s = socket.connect(addr).await.unwrap();
    let body = body.map(Value::to_string).unwrap_or_default();
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{auth}Content-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).await.unwrap();
    let status = out.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let json = out.split_once("\r\n\r\n").and_then(|(_, b)| serde_json::from_str(b).ok()).unwrap_or(Value::Null);
    (status, json)
}

/// One GET-like request from the loopback address `from`: the status, the
/// head and the body as text (for answers that are not JSON).
async fn raw(
    addr: std::net::SocketAddr,
    from: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
) -> (u16, String, String) {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    let mut s = socket.connect(addr).await.unwrap();
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let req = format!("{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{auth}\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let out = String::from_utf8_lossy(&out);
    let status = out.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let (head, body) = out.split_once("\r\n\r\n").unwrap_or((&out, ""));
    (status, head.to_string(), body.to_string())
}

/// Resident KiB by kind of mapping (heap, anonymous, files, stacks).
fn maps() -> std::collections::BTreeMap<String, u64> {
    let text = std::fs::read_to_string("/proc/self/smaps").unwrap_or_default();
    let mut out = std::collections::BTreeMap::new();
    let mut kind = String::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() >= 5 && f[0].contains('-') {
            kind = match f.get(5) {
                None => "anon".into(),
                Some(n) if n.starts_with('[') => n.to_string(),
                Some(n) if n.contains("ludoteca") || n.contains(".db") => n.rsplit('/').next().unwrap_or(n).to_string(),
                Some(_) => "other files".into(),
            };
        } else if f.first() == Some(&"Rss:") {
            *out.entry(kind.clone()).or_default() += f[1].parse::<u64>().unwrap_or(0);
        }
    }
    out
}

/// Where the C library's allocator and SQLite's stand, in MiB: the
/// blocks in use, the free blocks kept in the arenas, and what SQLite
/// holds, to tell live memory from memory kept after it was freed.
fn heap() -> String {
    let mib = |b: u64| b as f64 / (1 << 20) as f64;
    match ludoteca_server::allocator::heap_figures() {
        Some(h) => format!(
            "malloc in use {:.1} MiB, free in arenas {:.1} MiB, mmapped {:.1} MiB; sqlite {:.1} MiB",
            mib(h.in_use),
            mib(h.free),
            mib(h.mapped),
            mib(h.sqlite)
        ),
        None => "no allocator figures on this system".to_string(),
    }
}

/// Gives the free memory of every arena back to the system
/// (`malloc_trim`), the experiment of issue #37's last figure.
fn trim() {
    ludoteca_server::allocator::release_free_memory();
}

/// `VmRSS` of this process in MiB.
fn rss_mib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb: u64 = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    kb / 1024
}

/// Samples the resident memory every 20 ms until `stop`; returns the peak.
fn sample_peak(stop: Arc<AtomicBool>, peak: Arc<AtomicU64>) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            peak.fetch_max(rss_mib(), Ordering::Relaxed);
            std::thread::sleep(Duration::from_millis(20));
        }
    })
}

fn quantile(sorted: &[Duration], q: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

/// Plays `n` Figuras matches between two people to their end, the first
/// legal move each turn; returns how many moves were played.
async fn play_out_figuras(addr: std::net::SocketAddr, n: usize) -> usize {
    let people = json!({"first": "human", "second": "human"});
    let mut moves = 0;
    for _ in 0..n {
        let body = json!({"game": "figuras", "seats": people});
        let (status, m) = http(addr, "127.0.0.6", "POST", "/api/matches", None, Some(&body)).await;
        assert_eq!(status, 201, "{m}");
        let id = m["id"].as_str().unwrap().to_string();
        let mut view = m["view"].clone();
        while view["result"].is_null() {
            let seat = view["to_move"].as_str().unwrap_or("first");
            let token = m["tokens"][seat].as_str();
            // The seat to move sees its own moves.
            let (_, mine) = http(addr, "127.0.0.6", "GET", &format!("/api/matches/{id}"), token, None).await;
            let mv = json!({"move": mine["legal_moves"][0]});
            let (status, v) =
                http(addr, "127.0.0.6", "POST", &format!("/api/matches/{id}/moves"), token, Some(&mv)).await;
            assert_eq!(status, 200, "{v}");
            view = v["view"].clone();
            moves += 1;
        }
    }
    moves
}

fn main() {
    ludoteca_server::allocator::restart_tuned_unless_untuned();
    tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap().block_on(run());
}

async fn run() {
    if std::env::args().nth(1).as_deref() == Some("probes") {
        let seconds = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(10);
        return probes::run(seconds).await;
    }
    if std::env::args().nth(1).as_deref() == Some("mixed") {
        let arg = |i: usize, default: u64| std::env::args().nth(i).and_then(|a| a.parse().ok()).unwrap_or(default);
        return mixed::flood(arg(2, 60), arg(3, 256)).await;
    }
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let dir = tempfile::tempdir().unwrap();
    let mut config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    config.memory = 512 << 20;
    let running = ludoteca_server::start(config).await.unwrap();
    let addr = running.addr();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let idle = rss_mib();
    println!("idle server: {idle} MiB resident (--memory 512) {:?}; {}", maps(), heap());

    // 0. Figuras matches between two people, each played to its end; once
    // they are over, what is left in memory. One match first, so that the
    // idle server compared with has served once (its code paged in, the
    // opening book read, SQLite's cache warm), as a school's server has.
    play_out_figuras(addr, 1).await;
    tokio::time::sleep(Duration::from_secs(15)).await;
    let warm = rss_mib();
    println!("after one match and 15 s: {warm} MiB {:?}; {}", maps(), heap());
    let started = Instant::now();
    let moves = play_out_figuras(addr, n).await;
    let played = started.elapsed().as_secs_f64();
    let during = rss_mib();
    tokio::time::sleep(Duration::from_secs(15)).await;
    let (_, server) = http(addr, "127.0.0.1", "GET", "/api/server", None, None).await;
    let after = rss_mib();
    println!("{:?}; {}", maps(), heap());
    println!(
        "{n} Figuras matches between two people played to their end ({moves} moves, {played:.1} s): {during} MiB \
         just after, {after} MiB 15 s later; idle {idle} MiB cold, {warm} MiB after one match ({:.2} × that); \
         matches in memory: {}",
        after as f64 / warm as f64,
        server["matches"]
    );
    trim();
    let trimmed = rss_mib();
    println!(
        "after malloc_trim(0): {trimmed} MiB ({:.2} × the server after one match); {:?}; {}",
        trimmed as f64 / warm as f64,
        maps(),
        heap()
    );

    // 1. The Figuras flood.
    let (stop, peak) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicU64::new(0)));
    let sampler = sample_peak(stop.clone(), peak.clone());
    let seats = json!({"first": "human", "second": "champion"});
    let mut answers = std::collections::BTreeMap::<u16, usize>::new();
    let started = Instant::now();
    for _ in 0..n {
        let body = json!({"game": "figuras", "seats": seats});
        let (status, _) = http(addr, "127.0.0.2", "POST", "/api/matches", None, Some(&body)).await;
        *answers.entry(status).or_default() += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.store(true, Ordering::Relaxed);
    sampler.join().unwrap();
    println!(
        "figuras flood: {n} creations in {secs:.1} s, answers {answers:?}; peak {} MiB, after {} MiB (idle {idle} MiB)",
        peak.load(Ordering::Relaxed),
        rss_mib()
    );

    // 2. 24 champions of one client, and another person.
    let greedy = "127.0.0.4";
    for _ in 0..24 {
        let body = json!({"game": "erdos-latino", "params": {"size": "7"}, "seats": seats, "budget_ms": 10000});
        let (status, m) = http(addr, greedy, "POST", "/api/matches", None, Some(&body)).await;
        assert_eq!(status, 201, "{m}");
        let (id, token) = (m["id"].as_str().unwrap(), m["tokens"]["first"].as_str().unwrap());
        let mv = json!({"move": m["view"]["legal_moves"][0]});
        let (status, v) = http(addr, greedy, "POST", &format!("/api/matches/{id}/moves"), Some(token), Some(&mv)).await;
        assert_eq!(status, 200, "{v}");
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let me = "127.0.0.5";
    let mut waits: Vec<Duration> = Vec::new();
    let mut worst = (Duration::ZERO, "");
    for _ in 0..20 {
        let body = json!({"game": "je-1", "params": {"heap": "40"}, "seats": seats});
        let (status, m) = http(addr, me, "POST", "/api/matches", None, Some(&body)).await;
        assert_eq!(status, 201, "{m}");
        let (id, token) = (m["id"].as_str().unwrap().to_string(), m["tokens"]["first"].as_str().unwrap().to_string());
        let t = Instant::now();
        let (status, h) = http(addr, me, "GET", &format!("/api/matches/{id}/hint"), Some(&token), None).await;
        assert_eq!(status, 200, "{h}");
        let hint = t.elapsed();
        let t = Instant::now();
        let (status, o) = http(addr, me, "GET", "/api/games/je-9/outcome?position=7", None, None).await;
        assert_eq!(status, 200, "{o}");
        let outcome = t.elapsed();
        let mv = json!({"move": m["view"]["legal_moves"][0]});
        let t = Instant::now();
        let (status, v) = http(addr, me, "POST", &format!("/api/matches/{id}/moves"), Some(&token), Some(&mv)).await;
        assert_eq!(status, 200, "{v}");
        loop {
            let (_, v) = http(addr, me, "GET", &format!("/api/matches/{id}"), Some(&token), None).await;
            if v["to_move"] == "first" || !v["result"].is_null() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let reply = t.elapsed();
        for (w, what) in [(hint, "hint"), (outcome, "outcome"), (reply, "champion's reply")] {
            if w > worst.0 {
                worst = (w, what);
            }
            waits.push(w);
        }
    }
    waits.sort();
    println!(
        "another person beside 24 champions: {} waits, p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, worst {:.1} ms ({})",
        waits.len(),
        quantile(&waits, 0.5),
        quantile(&waits, 0.9),
        quantile(&waits, 0.99),
        worst.0.as_secs_f64() * 1000.0,
        worst.1
    );
    running.shutdown().await;
}
