//! The load benchmark of the web lab: N matches between two people, each
//! seat on its own WebSocket, one move per second per match for S seconds;
//! reports the move latency (from sending a move to the other seat's socket
//! receiving the pushed view that contains it, so after the move is
//! committed), errors, and the process's memory; then a flat-out phase
//! (every match moves as soon as the last move reached the other seat) for
//! the throughput in moves per second. It prints the machine's load average
//! at the start and the end (a shared machine's load weighs on every figure).
//!
//! `cargo run --release -p ludoteca-server --example load -- [MATCHES] [SECONDS]`
//! (default 1000 matches, 60 s). The server runs in this process, on
//! loopback, with a fresh data directory. With `LUDOTECA_TEST_POSTGRES`
//! set (`source scripts/postgres.sh && PG_TEST_FSYNC=on pg_test_start`),
//! the same process also starts two servers on one PostgreSQL database (a
//! fresh schema), the first seat of every match on one and the second on
//! the other, so every latency there is measured across servers; the runs
//! take turns (SQLite paced, PostgreSQL paced, then flat out three times
//! each, alternating) and it prints the p99 of both and the throughput
//! ratio of two servers on PostgreSQL against one on SQLite.
//!
//! The program restarts itself with `serve`'s allocator tuning first, as
//! `ludoteca serve` does; `LUDOTECA_UNTUNED=1` runs it without, to compare.

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

/// What one run measured.
struct Stats {
    moves: usize,
    errors: u64,
    timeouts: usize,
    quantiles: [f64; 5],
    per_second: f64,
    /// How long opening every socket took, before the clock started.
    opening_ms: f64,
    /// The process's peak resident memory while the sockets were open
    /// (sampled every 20 ms), in MB.
    peak_mb: f64,
}

/// Creates `matches` matches (alternately through each server) and plays
/// them: the first seat's socket on `addrs[0]`, the second's on `addrs[1]`.
/// Paced: one move a second per match for `seconds`; else flat out for
/// `seconds`.
async fn play(addrs: [std::net::SocketAddr; 2], matches: u64, seconds: u64, paced: bool) -> Stats {
    let mut rooms = Vec::new();
    for i in 0..matches {
        let body =
            json!({"game": "je-9", "params": {"heap": "100000"}, "seats": {"first": "human", "second": "human"}});
        let m = http(addrs[(i % 2) as usize], "POST", "/api/matches", &body).await;
        rooms.push((m["id"].as_str().unwrap().to_string(), m["tokens"].clone()));
    }
    // Every socket is open before the clock starts: a move's latency is the
    // steady state's, not the queue of two thousand sockets opening (each
    // loading its match on the other server) that the first ticks would
    // otherwise wait behind.
    let opened = Instant::now();
    let mut opening = Vec::new();
    for (id, tokens) in rooms {
        opening.push(tokio::spawn(async move {
            let mut seats = Vec::new();
            for (n, seat) in ["first", "second"].iter().enumerate() {
                let url = format!("ws://{}/api/matches/{id}/ws?token={}", addrs[n], tokens[seat].as_str().unwrap());
                seats.push(tokio_tungstenite::connect_async(url).await.unwrap().0);
            }
            (id, seats)
        }));
    }
    let mut rooms = Vec::new();
    for o in opening {
        rooms.push(o.await.unwrap());
    }
    let opening_ms = opened.elapsed().as_secs_f64() * 1e3;
    // The resident memory, sampled while every socket is open: what the
    // run holds, not what is left once they close.
    let sampling = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let peak = Arc::new(AtomicU64::new(rss_mb() as u64));
    let sampler = {
        let (sampling, peak) = (sampling.clone(), peak.clone());
        std::thread::spawn(move || {
            while sampling.load(Ordering::Relaxed) {
                peak.fetch_max(rss_mb() as u64, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(20));
            }
        })
    };
    let latencies = Arc::new(std::sync::Mutex::new(Vec::<f64>::new()));
    let errors = Arc::new(AtomicU64::new(0));
    let timeouts = Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let start = Instant::now() + Duration::from_millis(500);
    let end = start + Duration::from_secs(seconds);
    let mut tasks = Vec::new();
    for (i, (id, mut seats)) in rooms.into_iter().enumerate() {
        let (latencies, errors, timeouts) = (latencies.clone(), errors.clone(), timeouts.clone());
        tasks.push(tokio::spawn(async move {
            // Spread the matches over the second.
            let offset = Duration::from_micros((i as u64 * 1_000_000) / matches.max(1));
            let mut tick = tokio::time::interval_at((start + offset).into(), Duration::from_secs(1));
            tokio::time::sleep_until(start.into()).await;
            let mut ply = 0u64;
            while if paced { ply < seconds } else { Instant::now() < end } {
                if paced {
                    tick.tick().await;
                }
                let sent = Instant::now();
                let mover = &mut seats[(ply % 2) as usize];
                if mover.send(Message::Text(json!({"type": "move", "move": "1"}).to_string().into())).await.is_err() {
                    errors.fetch_add(1, Ordering::Relaxed);
                    ply += 1;
                    continue;
                }
                // The other seat (on the other server, when there are two)
                // receives the view that holds this move (or a later one: a
                // slow socket may be sent only the newest view), at most 10 s.
                let other = &mut seats[((ply + 1) % 2) as usize];
                let deadline = tokio::time::Instant::from_std(sent + Duration::from_secs(10));
                loop {
                    let Ok(next) = tokio::time::timeout_at(deadline, other.next()).await else {
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
                ply += 1;
            }
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
    sampling.store(false, Ordering::Relaxed);
    let _ = sampler.join();
    let elapsed = start.elapsed().as_secs_f64().max(1e-3);
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
    Stats {
        moves: l.len(),
        errors: errors.load(Ordering::Relaxed),
        timeouts: timeouts.len(),
        quantiles: [q(0.5), q(0.9), q(0.99), l.last().copied().unwrap_or(0.0), 0.0],
        per_second: l.len() as f64 / elapsed,
        opening_ms,
        peak_mb: peak.load(Ordering::Relaxed) as f64,
    }
}

fn report(what: &str, s: &Stats) {
    let [p50, p90, p99, max, _] = s.quantiles;
    println!(
        "{what}: moves {}  errors {}  timeouts {}  latency ms: p50 {p50:.2}  p90 {p90:.2}  p99 {p99:.2}  max {max:.2}  \
         {:.0} moves/s  peak RSS {:.0} MB while the sockets were open, {:.0} MB after (servers and load \
         generator); sockets opened in {:.0} ms",
        s.moves,
        s.errors,
        s.timeouts,
        s.per_second,
        s.peak_mb,
        rss_mb(),
        s.opening_ms
    );
}

/// The machine's load averages (1, 5 and 15 minutes), as `/proc/loadavg` says.
fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

/// How many flat-out runs each setup gets, in turn with the other's.
const FLAT_ROUNDS: usize = 3;

fn main() {
    ludoteca_server::allocator::restart_tuned_unless_untuned();
    tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap().block_on(run());
}

async fn run() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (matches, seconds) = (args.first().copied().unwrap_or(1000), args.get(1).copied().unwrap_or(60));
    println!("load average at the start: {}", load_average());
    let dir = tempfile::tempdir().unwrap();
    let config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    let running = ludoteca_server::start(config).await.unwrap();
    let addr = running.addr();
    println!("server on {addr} (SQLite); {matches} matches, one move a second each, for {seconds} s");

    // Page load: the lobby and its modules, from a cold connection.
    let t = Instant::now();
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await.unwrap();
    let mut page = Vec::new();
    s.read_to_end(&mut page).await.unwrap();
    println!("GET / : {} bytes in {:.2} ms", page.len(), t.elapsed().as_secs_f64() * 1e3);

    // Two servers on one PostgreSQL, started beside the SQLite one, so that
    // their runs can take turns with its runs in the same minutes.
    let db = if std::env::var(ludoteca_store::testing::ENV).is_ok() {
        ludoteca_store::testing::postgres("load")
    } else {
        println!("(set {} for the runs of two servers on PostgreSQL)", ludoteca_store::testing::ENV);
        None
    };
    let mut servers = Vec::new();
    if let Some(db) = &db {
        for _ in 0..2 {
            let mut config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
            config.database = Some(db.url().to_string());
            servers.push(ludoteca_server::start(config).await.unwrap());
        }
        println!("two servers on one PostgreSQL: {} and {}", servers[0].addr(), servers[1].addr());
    }
    let pg = (servers.len() == 2).then(|| [servers[0].addr(), servers[1].addr()]);
    let sqlite_name = "one server on SQLite";
    let pg_name = "two servers on PostgreSQL (across servers)";

    // Paced: SQLite, then PostgreSQL.
    let sqlite_paced = play([addr, addr], matches, seconds, true).await;
    report(&format!("{sqlite_name}, one move a second per match"), &sqlite_paced);
    let pg_paced = match pg {
        Some(addrs) => {
            let stats = play(addrs, matches, seconds, true).await;
            report(&format!("{pg_name}, one move a second per match"), &stats);
            Some(stats)
        }
        None => None,
    };
    // Flat out: SQLite and PostgreSQL in turn, so that the machine's load
    // (a shared machine) weighs on both alike.
    let flat_secs = seconds.min(15);
    let mut ratios = Vec::new();
    let (mut sqlite_moves, mut pg_moves) = (0.0, 0.0);
    for round in 1..=FLAT_ROUNDS {
        let one = play([addr, addr], matches, flat_secs, false).await;
        report(&format!("{sqlite_name}, flat out, round {round}"), &one);
        sqlite_moves += one.per_second;
        let Some(addrs) = pg else { continue };
        let two = play(addrs, matches, flat_secs, false).await;
        report(&format!("{pg_name}, flat out, round {round}"), &two);
        pg_moves += two.per_second;
        ratios.push(two.per_second / one.per_second.max(1e-9));
    }
    println!("load average at the end: {}", load_average());
    if let Some(pg_paced) = pg_paced {
        let words: Vec<String> = ratios.iter().map(|r| format!("{r:.2}")).collect();
        println!(
            "p99 move to view, paced: {:.2} ms across two servers on PostgreSQL, {:.2} ms on one server on SQLite",
            pg_paced.quantiles[2], sqlite_paced.quantiles[2]
        );
        println!(
            "throughput flat out, two servers on PostgreSQL / one on SQLite: {:.2} over {FLAT_ROUNDS} rounds \
             (each round: {})",
            pg_moves / sqlite_moves.max(1e-9),
            words.join(", ")
        );
    }
    running.shutdown().await;
    for s in servers {
        s.shutdown().await;
    }
}
