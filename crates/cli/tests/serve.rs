//! `ludoteca serve` killed with SIGKILL in the middle of matches: after a
//! restart every acknowledged move is there and play goes on.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

struct Server {
    child: Child,
    addr: String,
    /// Kept open: the server may write more after its address.
    _stdout: BufReader<std::process::ChildStdout>,
}

impl Server {
    fn start(data: &std::path::Path) -> Server {
        Server::start_with(data, &[])
    }

    /// `serve` on `data` with more options.
    fn start_with(data: &std::path::Path, options: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(options)
            .arg("--data")
            .arg(data)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut first = String::new();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        stdout.read_line(&mut first).unwrap();
        let addr = first.split("http://").nth(1).and_then(|s| s.split('/').next()).expect(&first).to_string();
        Server { child, addr, _stdout: stdout }
    }

    fn request(&self, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> (u16, Value) {
        let mut s = TcpStream::connect(&self.addr).unwrap();
        let body = body.map(Value::to_string).unwrap_or_default();
        let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
        write!(
            s,
            "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{auth}Content-Type: application/json\r\n\
             Content-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        let status = out.split(' ').nth(1).unwrap().parse().unwrap();
        let json = out.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        (status, serde_json::from_str(json).unwrap_or(Value::Null))
    }

    fn kill(mut self) {
        self.child.kill().unwrap(); // SIGKILL: no chance to flush anything
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn every_acknowledged_move_survives_sigkill() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path());
    let create = json!({"game": "je-9", "params": {"heap": "30"}, "seats": {"first": "human", "second": "human"}});
    let (status, m) = server.request("POST", "/api/matches", None, Some(&create));
    assert_eq!(status, 201, "{m}");
    let id = m["id"].as_str().unwrap().to_string();
    let (a, b) =
        (m["tokens"]["first"].as_str().unwrap().to_string(), m["tokens"]["second"].as_str().unwrap().to_string());
    let moves = format!("/api/matches/{id}/moves");
    for (token, mv) in [(&a, "4"), (&b, "1"), (&a, "4")] {
        let (status, r) = server.request("POST", &moves, Some(token), Some(&json!({"move": mv})));
        assert_eq!(status, 200, "{r}");
    }
    server.kill();

    let server = Server::start(data.path());
    let (status, v) = server.request("GET", &format!("/api/matches/{id}"), Some(&b), None);
    assert_eq!(status, 200, "{v}");
    assert_eq!((v["position"].as_str(), v["version"].as_u64()), (Some("21"), Some(3)));
    assert_eq!(v["to_move"], "second");
    let (status, r) = server.request("POST", &moves, Some(&b), Some(&json!({"move": "1"})));
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["view"]["position"], "20");
}

/// Issue: a stored match whose champion move killed the server killed it
/// again at every restart. Now the champion thinks under a marker in the
/// store; a marker found at start-up quarantines its match (kept, reported,
/// not resumed), the server answers at once, and finished matches are still
/// served after the restart.
#[test]
fn a_match_killed_while_the_champion_thought_is_quarantined_and_the_server_starts() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path());
    // A finished match, to be read back after the restart.
    let create = json!({"game": "je-9", "params": {"heap": "5"}, "seats": {"first": "human", "second": "human"}});
    let (status, m) = server.request("POST", "/api/matches", None, Some(&create));
    assert_eq!(status, 201, "{m}");
    let done = m["id"].as_str().unwrap().to_string();
    let (a, b) = (m["tokens"]["first"].as_str().unwrap(), m["tokens"]["second"].as_str().unwrap());
    for (token, mv) in [(a, "4"), (b, "1")] {
        let (status, r) =
            server.request("POST", &format!("/api/matches/{done}/moves"), Some(token), Some(&json!({"move": mv})));
        assert_eq!(status, 200, "{r}");
    }
    // The champion opens a large Erdös Latino with ten seconds to think: killed while it thinks.
    let create = json!({"game": "erdos-latino", "params": {"size": 7}, "budget_ms": 10000,
        "seats": {"first": "champion", "second": "human"}});
    let (status, m) = server.request("POST", "/api/matches", None, Some(&create));
    assert_eq!(status, 201, "{m}");
    let poisoned = m["id"].as_str().unwrap().to_string();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let (_, v) = server.request("GET", &format!("/api/matches/{poisoned}"), None, None);
    assert_eq!((v["thinking"].clone(), v["version"].clone()), (json!(true), json!(0)), "{v}");
    server.kill();

    let restarted = std::time::Instant::now();
    let server = Server::start(data.path());
    let (status, _) = server.request("GET", "/", None, None);
    let answered = restarted.elapsed();
    assert_eq!(status, 200);
    assert!(answered < std::time::Duration::from_secs(5), "GET / answered {answered:?} after the restart");
    let (status, q) = server.request("GET", &format!("/api/matches/{poisoned}"), None, None);
    assert_eq!(status, 409, "{q}");
    assert!(q["quarantined"]["reason"].as_str().unwrap().contains("champion"), "{q}");
    assert!(q["error"].as_str().unwrap().contains("quarantined"), "{q}");
    let (status, v) = server.request("GET", &format!("/api/matches/{done}"), None, None);
    assert_eq!(status, 200, "a finished match after a restart: {v}");
    assert_eq!((v["result"]["result"].as_str(), v["result"]["seat"].as_str()), (Some("winner"), Some("second")), "{v}");
    assert_eq!(v["version"], 2, "{v}");
}

/// `serve` restarts itself with the allocator's tuning (a thread keeps one
/// freed block of each size, not seven), in the same process: the child we
/// started is the server, and `/api/server` tells loopback it is tuned. A
/// tuning the person chose is kept as it is.
#[test]
fn serve_runs_with_the_allocators_tuning() {
    if !cfg!(all(target_os = "linux", target_env = "gnu")) {
        return;
    }
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path());
    let environ = std::fs::read(format!("/proc/{}/environ", server.child.id())).unwrap();
    let tunables: Vec<&[u8]> = environ.split(|&b| b == 0).filter(|v| v.starts_with(b"GLIBC_TUNABLES=")).collect();
    assert_eq!(tunables, [&b"GLIBC_TUNABLES=glibc.malloc.tcache_count=1"[..]]);
    let (status, v) = server.request("GET", "/api/server", None, None);
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["memory"]["allocator_tuned"], true, "{v}");
    drop(server);

    let mut child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(["serve", "--addr", "127.0.0.1:0", "--data"])
        .arg(data.path())
        .env("GLIBC_TUNABLES", "glibc.malloc.tcache_count=3")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    let environ = std::fs::read(format!("/proc/{}/environ", child.id())).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(environ.split(|&b| b == 0).any(|v| v == b"GLIBC_TUNABLES=glibc.malloc.tcache_count=3"));
}

/// Opens match `id`'s socket as a spectator at `from` (through the proxy's
/// `X-Forwarded-For`); the status of the answer, the stream kept open.
fn spectate(addr: &str, id: &str, from: &str) -> (u16, TcpStream) {
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "GET /api/matches/{id}/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nX-Forwarded-For: {from}\r\n\r\n"
    )
    .unwrap();
    let mut line = String::new();
    BufReader::new(s.try_clone().unwrap()).read_line(&mut line).unwrap();
    (line.split(' ').nth(1).and_then(|c| c.parse().ok()).expect(&line), s)
}

/// `--spectators-per-network N` sets how many spectator sockets one
/// network keeps open: with 1, a second from the same /24 is refused while
/// the first is open, and another network still gets in.
#[test]
fn serve_takes_the_spectator_cap_per_network() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start_with(data.path(), &["--behind-proxy", "--spectators-per-network", "1"]);
    let create = json!({"game": "je-1", "params": {"heap": "20"}, "seats": {"first": "human", "second": "human"}});
    let (status, m) = server.request("POST", "/api/matches", None, Some(&create));
    assert_eq!(status, 201, "{m}");
    let id = m["id"].as_str().unwrap();
    let (open, _kept) = spectate(&server.addr, id, "203.0.113.7");
    assert_eq!(open, 101);
    assert_eq!(spectate(&server.addr, id, "203.0.113.8").0, 429, "the same /24, past its one place");
    assert_eq!(spectate(&server.addr, id, "198.51.100.9").0, 101, "another network");
}
