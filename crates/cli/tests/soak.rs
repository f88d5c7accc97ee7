//! The soak test of issue 16 (item 10): the real `ludoteca serve`, on
//! loopback, taken through the abuse the issue reported — numbers that do
//! not fit, malformed requests and wrong methods, 100,000-row table jobs
//! and their readers, 100 spectators on a heavy Mastermind match, matches of
//! the champion against itself, a poisoned match — while people play and a
//! page is fetched every 25 ms; then SIGKILL and a restart. It checks that
//! the server never answers 5xx or dies, that `GET /` stays quick, that its
//! peak memory (VmHWM) stays under [`MEMORY_BUDGET_MIB`], that it answers
//! within 5 s of the restart with the poisoned match quarantined, and that
//! every acknowledged move survived. Its figures are printed (run with
//! `--nocapture`) and recorded in RELIABILITY.md.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The server's memory budget through the whole suite: its peak resident
/// memory (VmHWM) must stay below it, and it is the server's `--memory`.
const MEMORY_BUDGET_MIB: u64 = 1024;
/// `GET /` during the whole abuse: the bound on its 99th percentile (loose:
/// the test runs a debug build on machines shared with other work).
const PAGE_P99: Duration = Duration::from_secs(1);
/// `GET /` while 100 spectators watch the heavy Mastermind match and moves
/// are made: the issue's bound on its 99th percentile.
const SPECTATORS_P99: Duration = Duration::from_millis(250);
/// How long the small outcome asked while the champions think is waited for.
const SMALL_OUTCOME_WAIT: Duration = Duration::from_secs(5);
/// How soon a restarted server must answer `GET /`.
const RESTART: Duration = Duration::from_secs(5);
/// A person's hint while the champions think.
const HINT: Duration = Duration::from_secs(1);

struct Server {
    child: Child,
    addr: String,
    _stdout: BufReader<std::process::ChildStdout>,
}

impl Server {
    fn start(data: &std::path::Path) -> Server {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_ludoteca"));
        cmd.args(["--memory", &MEMORY_BUDGET_MIB.to_string(), "serve", "--addr", "127.0.0.1:0", "--data"]).arg(data);
        let mut child = cmd.stdout(Stdio::piped()).stderr(Stdio::null()).spawn().unwrap();
        let mut first = String::new();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        stdout.read_line(&mut first).unwrap();
        let addr = first.split("http://").nth(1).and_then(|s| s.split('/').next()).expect(&first).to_string();
        Server { child, addr, _stdout: stdout }
    }

    /// The peak resident memory so far, in MiB (VmHWM).
    fn peak_mib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        let kb: u64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0);
        kb / 1024
    }

    fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    fn kill(mut self) {
        self.child.kill().unwrap(); // SIGKILL
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One answer: the status, the content type, the body.
struct Answer {
    status: u16,
    ctype: String,
    body: Vec<u8>,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }
}

fn unchunk(mut b: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(i) = b.windows(2).position(|w| w == b"\r\n") {
        let n = usize::from_str_radix(std::str::from_utf8(&b[..i]).unwrap_or("0").trim(), 16).unwrap_or(0);
        if n == 0 || b.len() < i + 2 + n {
            break;
        }
        out.extend_from_slice(&b[i + 2..i + 2 + n]);
        b = &b[(i + 4 + n).min(b.len())..];
    }
    out
}

/// Sends `raw` bytes as they are and reads the answer to the end.
fn send_raw(addr: &str, raw: &[u8]) -> Option<Answer> {
    send_within(addr, raw, Duration::from_secs(60))
}

/// [`send_raw`], waiting at most `patience` for the answer.
fn send_within(addr: &str, raw: &[u8], patience: Duration) -> Option<Answer> {
    let mut s = TcpStream::connect(addr).ok()?;
    s.set_read_timeout(Some(patience)).ok()?;
    s.write_all(raw).ok()?;
    let mut out = Vec::new();
    s.read_to_end(&mut out).ok()?;
    let split = out.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&out[..split]).to_ascii_lowercase();
    let status = head.split(' ').nth(1)?.parse().ok()?;
    let ctype = head.lines().find_map(|l| l.strip_prefix("content-type:")).unwrap_or("").trim().to_string();
    let body = &out[split + 4..];
    let body = if head.contains("transfer-encoding: chunked") { unchunk(body) } else { body.to_vec() };
    Some(Answer { status, ctype, body })
}

fn request(addr: &str, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> Option<Answer> {
    let body = body.map(Value::to_string).unwrap_or_default();
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let raw = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{auth}Content-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    send_raw(addr, raw.as_bytes())
}

fn ask(addr: &str, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> (u16, Value) {
    let a = request(addr, method, path, token, body).unwrap_or_else(|| panic!("{method} {path}: no answer"));
    assert!(a.status < 500 || a.status == 503, "{method} {path} → {} {}", a.status, String::from_utf8_lossy(&a.body));
    (a.status, a.json())
}

/// A WebSocket reader: the handshake, then every frame read and counted
/// until the server closes it, a text frame contains `until`, or `stop` is
/// set.
fn watch(addr: &str, path: &str, until: Option<String>, stop: Arc<AtomicBool>) -> JoinHandle<(usize, Vec<u8>)> {
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    .unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        s.read_exact(&mut byte).unwrap();
        head.push(byte[0]);
    }
    assert!(head.starts_with(b"HTTP/1.1 101"), "{}", String::from_utf8_lossy(&head));
    s.set_read_timeout(Some(Duration::from_millis(200))).unwrap();
    std::thread::spawn(move || {
        let (mut frames, mut last) = (0, Vec::new());
        let mut buf: Vec<u8> = Vec::new();
        let mut chunk = [0u8; 65536];
        'read: while !stop.load(Ordering::Relaxed) {
            match s.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
                Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                    continue;
                }
                Err(_) => break,
            }
            // Server frames are not masked: opcode, length, payload.
            loop {
                if buf.len() < 2 {
                    break;
                }
                let (len, at) = match buf[1] & 0x7f {
                    126 if buf.len() >= 4 => (u16::from_be_bytes([buf[2], buf[3]]) as usize, 4),
                    127 if buf.len() >= 10 => (u64::from_be_bytes(buf[2..10].try_into().unwrap()) as usize, 10),
                    126 | 127 => break,
                    n => (n as usize, 2),
                };
                if buf.len() < at + len {
                    break;
                }
                if buf[0] & 0x0f == 1 {
                    frames += 1;
                    last = buf[at..at + len].to_vec();
                }
                buf.drain(..at + len);
                if until.as_ref().is_some_and(|u| String::from_utf8_lossy(&last).contains(u.as_str())) {
                    break 'read;
                }
            }
        }
        (frames, last)
    })
}

/// `GET /` every 25 ms until stopped: each answer's time, tagged with the
/// phase running then.
fn sample_pages(
    addr: String,
    phase: Arc<Mutex<&'static str>>,
    stop: Arc<AtomicBool>,
) -> JoinHandle<Vec<(&'static str, Duration)>> {
    std::thread::spawn(move || {
        let mut times = Vec::new();
        while !stop.load(Ordering::Relaxed) {
            let at = Instant::now();
            let a = send_raw(&addr, b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            // A failed page counts as an endless wait.
            let took = if a.is_some_and(|a| a.status == 200) { at.elapsed() } else { Duration::MAX };
            times.push((*phase.lock().unwrap(), took));
            std::thread::sleep(Duration::from_millis(25));
        }
        times
    })
}

fn p99(mut t: Vec<Duration>) -> Duration {
    t.sort();
    t.get((t.len() * 99).div_ceil(100).saturating_sub(1)).copied().unwrap_or_default()
}

/// A person-against-person match of je-9 from a heap of 10,000, taking one
/// at a time; returns (id, first's token, second's token).
fn long_match(addr: &str) -> (String, String, String) {
    let create = json!({"game": "je-9", "params": {"heap": "10000"}, "seats": {"first": "human", "second": "human"}});
    let (status, m) = ask(addr, "POST", "/api/matches", None, Some(&create));
    assert_eq!(status, 201, "{m}");
    let t = |s: &str| m["tokens"][s].as_str().unwrap().to_string();
    (m["id"].as_str().unwrap().to_string(), t("first"), t("second"))
}

/// Plays moves in `matches` until stopped (or the server is gone); returns
/// each match's count of acknowledged moves.
fn players(
    addr: String,
    matches: Vec<(String, String, String)>,
    stop: Arc<AtomicBool>,
) -> JoinHandle<Vec<(String, u64)>> {
    std::thread::spawn(move || {
        let mut acked = vec![0u64; matches.len()];
        'play: while !stop.load(Ordering::Relaxed) {
            for (i, (id, a, b)) in matches.iter().enumerate() {
                let token = if acked[i].is_multiple_of(2) { a } else { b };
                match request(
                    &addr,
                    "POST",
                    &format!("/api/matches/{id}/moves"),
                    Some(token),
                    Some(&json!({"move": "1"})),
                ) {
                    Some(r) if r.status == 200 => acked[i] += 1,
                    Some(r) => panic!("a move was refused: {} {}", r.status, String::from_utf8_lossy(&r.body)),
                    None => break 'play, // the server was killed
                }
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        matches.into_iter().map(|m| m.0).zip(acked).collect()
    })
}

#[test]
fn the_server_survives_the_abuse_of_issue_16_within_its_memory_budget() {
    let suite = Instant::now();
    let data = tempfile::tempdir().unwrap();
    let mut server = Server::start(data.path());
    let addr = server.addr.clone();
    let phase = Arc::new(Mutex::new("start"));
    let stop_pages = Arc::new(AtomicBool::new(false));
    let pages = sample_pages(addr.clone(), phase.clone(), stop_pages.clone());
    let stop_play = Arc::new(AtomicBool::new(false));
    let play: Vec<_> =
        (0..3).map(|_| players(addr.clone(), (0..3).map(|_| long_match(&addr)).collect(), stop_play.clone())).collect();
    let began = Mutex::new((Instant::now(), Vec::<(&'static str, Duration)>::new()));
    let set = |p: &'static str| {
        let mut b = began.lock().unwrap();
        let last = std::mem::replace(&mut *phase.lock().unwrap(), p);
        let took = b.0.elapsed();
        b.1.push((last, took));
        b.0 = Instant::now();
    };

    // 1. Numbers that do not fit (the issue's exact requests): one sentence, 400.
    set("numbers");
    for path in [
        "/api/games/je-28/outcome?param=heap%3D10%5E12",
        "/api/games/je-28/outcome?param=heap%3D1_000_000_000_000",
        "/api/games/je-1/outcome?param=heap%3D10%5E12",
        "/api/games/je-1/outcome?param=heap%3D18446744073709551616",
    ] {
        let (status, e) = ask(&addr, "GET", path, None, None);
        assert!((400..500).contains(&status) && e["error"].is_string(), "{path}: {status} {e}");
    }
    let m = json!({"game": "je-28", "params": {"heap": "10^15"}, "seats": {"first": "human", "second": "champion"}});
    assert_eq!(ask(&addr, "POST", "/api/matches", None, Some(&m)).0, 400);
    // The match that crash-looped the server ("Why" 2): priced and refused.
    let m =
        json!({"game": "je-28", "params": {"heap": "100000000"}, "seats": {"first": "champion", "second": "human"}});
    let (status, e) = ask(&addr, "POST", "/api/matches", None, Some(&m));
    assert!((400..500).contains(&status) && e["error"].is_string(), "je-28 at 10^8: {status} {e}");
    let j = json!({"kind": "table", "game": "je-9", "params": {"heap": "2^60"}});
    assert_eq!(ask(&addr, "POST", "/api/jobs", None, Some(&j)).0, 400);
    let j = json!({"kind": "table", "game": "je-1", "from": 0, "to": 18_446_744_073_709_551_615u64});
    assert_eq!(ask(&addr, "POST", "/api/jobs", None, Some(&j)).0, 400);

    // 2. Malformed requests and wrong methods: JSON errors, never 5xx, the input echoed short.
    set("malformed");
    let (id, a, _) = long_match(&addr);
    let long_move = json!({"move": format!("{}\n{}", "9".repeat(30_000), "x".repeat(30_000))});
    let raws: Vec<(String, Vec<u8>)> = vec![
        ("bad UTF-8 path".into(), b"GET /api/games/%FF%FE HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".to_vec()),
        ("no route".into(), b"GET /api/nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".to_vec()),
        ("socket without upgrade".into(), format!("GET /api/matches/{id}/ws HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").into_bytes()),
        ("not JSON".into(), b"POST /api/matches HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{oops".to_vec()),
        ("not UTF-8 JSON".into(), b"POST /api/jobs HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 4\r\n\r\n\"\xff\xfe\"".to_vec()),
        ("wrong type".into(), b"POST /api/matches HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}".to_vec()),
        ("body too large".into(), {
            let mut r = format!("POST /api/matches HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n", 200_000).into_bytes();
            r.extend(std::iter::repeat_n(b' ', 200_000));
            r
        }),
        ("lowercase bearer with a bad token".into(), format!("GET /api/matches/{id} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: bearer nope\r\n\r\n").into_bytes()),
        ("a 60,000-character move".into(), format!("POST /api/matches/{id}/moves HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer {a}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{long_move}", long_move.to_string().len()).into_bytes()),
        ("a bad page".into(), b"GET /api/jobs/nope/rows?limit=99999999999999999999 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".to_vec()),
    ];
    let mut refused = 0;
    for (what, raw) in &raws {
        let a = send_raw(&addr, raw).unwrap_or_else(|| panic!("{what}: no answer"));
        assert!((400..500).contains(&a.status), "{what}: {} {}", a.status, String::from_utf8_lossy(&a.body));
        assert!(a.ctype.starts_with("application/json"), "{what}: {}", a.ctype);
        let e = a.json()["error"].as_str().map(str::to_string).unwrap_or_default();
        assert!(!e.is_empty() && e.len() < 600 && !e.contains('\n'), "{what}: {e:?}");
        refused += 1;
    }
    let routes = [
        "/api/games",
        "/api/games/je-9",
        "/api/games/je-9/outcome",
        "/api/jobs",
        "/api/jobs/x",
        "/api/jobs/x/rows",
        "/api/jobs/x/svg",
        "/api/matches",
        "/api/matches/x",
        "/api/matches/x/moves",
        "/api/matches/x/undo",
        "/api/matches/x/hint",
        "/api/history",
        "/api/history/x",
    ];
    for path in routes {
        for method in ["PUT", "PATCH", "DELETE", "POST", "GET"] {
            let a = request(&addr, method, path, None, Some(&json!({}))).unwrap();
            assert!(a.status < 500, "{method} {path}: {}", a.status);
            assert!(a.ctype.starts_with("application/json"), "{method} {path}: {}", a.ctype);
            refused += usize::from(a.status >= 400);
        }
    }

    // 3. Jobs: 100,000-row tables, a full queue, and many readers of one result.
    set("jobs");
    let mut jobs = Vec::new();
    let mut busy = 0;
    for k in 0..6u64 {
        let j = json!({"kind": "table", "game": "je-9", "from": k, "to": k + 99_999});
        let (status, r) = ask(&addr, "POST", "/api/jobs", None, Some(&j));
        match status {
            202 => jobs.push(r["id"].as_str().unwrap().to_string()),
            503 => busy += 1,
            _ => panic!("a job: {status} {r}"),
        }
    }
    assert_eq!((jobs.len(), busy), (4, 2), "four jobs at once, the rest told to come back");
    let mut answers = Vec::new();
    for id in &jobs {
        let done = loop {
            let a = request(&addr, "GET", &format!("/api/jobs/{id}"), None, None).unwrap();
            let v = a.json();
            if v["state"] != "running" {
                break a;
            }
            std::thread::sleep(Duration::from_millis(100));
        };
        let v = done.json();
        assert_eq!(v["state"], "done", "{v}");
        assert_eq!(v["rows"]["total"], 100_000);
        assert!(done.body.len() < 1_000_000, "a job's answer of {} bytes", done.body.len());
        answers.push(done.body);
    }
    let first = jobs[0].clone();
    let stop_readers = Arc::new(AtomicBool::new(false));
    let readers: Vec<_> =
        (0..10).map(|_| watch(&addr, &format!("/api/jobs/{first}/ws"), None, stop_readers.clone())).collect();
    for _ in 0..10 {
        let a = request(&addr, "GET", &format!("/api/jobs/{first}"), None, None).unwrap();
        assert_eq!(a.body, answers[0], "every reader is given the same answer");
        let page =
            request(&addr, "GET", &format!("/api/jobs/{first}/rows?offset=90000&limit=10000"), None, None).unwrap();
        assert_eq!(page.json()["entries"].as_array().map(Vec::len), Some(10_000));
    }
    let svg = request(&addr, "GET", &format!("/api/jobs/{first}/svg?offset=0&limit=2000"), None, None).unwrap();
    assert!(svg.ctype.starts_with("image/svg+xml") && svg.body.starts_with(b"<svg"));
    for r in readers {
        let (frames, last) = r.join().unwrap();
        assert!(frames >= 1 && last == answers[0], "a socket reader got {frames} frames");
    }

    // 4. 100 spectators on the heavy Mastermind match while moves are made.
    set("spectators");
    let mm = json!({"game": "mastermind", "params": {"pegs": 6, "colors": 8, "repeats": true},
        "seats": {"first": "human", "second": "human"}});
    let (status, m) = ask(&addr, "POST", "/api/matches", None, Some(&mm));
    assert_eq!(status, 201, "{m}");
    let mid = m["id"].as_str().unwrap().to_string();
    let (maker, breaker) = (m["tokens"]["first"].as_str().unwrap(), m["tokens"]["second"].as_str().unwrap());
    let stop_watch = Arc::new(AtomicBool::new(false));
    let version5 = Some("\"version\":5".to_string());
    let watchers: Vec<_> = (0..100)
        .map(|_| watch(&addr, &format!("/api/matches/{mid}/ws"), version5.clone(), stop_watch.clone()))
        .collect();
    let spectators_at = Instant::now();
    for (token, mv) in
        [(maker, "secret 123456"), (breaker, "111122"), (breaker, "334455"), (breaker, "665577"), (breaker, "781234")]
    {
        let (status, r) =
            ask(&addr, "POST", &format!("/api/matches/{mid}/moves"), Some(token), Some(&json!({"move": mv})));
        assert_eq!(status, 200, "{mv}: {r}");
    }
    let deadline = Instant::now() + Duration::from_secs(20);
    while watchers.iter().any(|w| !w.is_finished()) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    stop_watch.store(true, Ordering::Relaxed);
    let spectators_took = spectators_at.elapsed();
    for w in watchers {
        let (frames, last) = w.join().unwrap();
        let v: Value = serde_json::from_slice(&last).unwrap_or(Value::Null);
        assert_eq!(v["view"]["version"], 5, "a spectator's last view after {frames} frames: {v}");
    }

    // 5. The champions play each other (bounded), and a person's hint does not wait.
    set("champions");
    let show = json!({"game": "erdos-latino", "params": {"size": 7}, "budget_ms": 10000,
        "seats": {"first": "champion", "second": "champion"}});
    let mut shows = 0;
    loop {
        let (status, body) = ask(&addr, "POST", "/api/matches", None, Some(&show));
        if status == 503 {
            break;
        }
        assert_eq!(status, 201, "{body}");
        shows += 1;
        assert!(shows <= 40, "the matches between champions are bounded");
    }
    std::thread::sleep(Duration::from_millis(1500));
    let (hid, ht, _) = long_match(&addr);
    let asked = Instant::now();
    let (status, hint) = ask(&addr, "GET", &format!("/api/matches/{hid}/hint"), Some(&ht), None);
    let hint_took = asked.elapsed();
    assert_eq!(status, 200, "{hint}");
    assert!(hint_took < HINT, "a hint waited {hint_took:?} behind the champions");
    // A small outcome runs in the person's lane: it never waits behind the
    // champions.
    let asked = Instant::now();
    let small = b"GET /api/games/je-9/outcome?position=7 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    let answer = send_within(&addr, small, SMALL_OUTCOME_WAIT);
    let outcome_took = asked.elapsed();
    assert_eq!(answer.map(|a| a.status), Some(200), "the small outcome was not answered in {SMALL_OUTCOME_WAIT:?}");
    assert!(outcome_took < HINT, "a small outcome waited {outcome_took:?} behind the champions");
    let outcome_took = format!("{outcome_took:?}");

    // 6. A poisoned match: the champion opens a 7×7 Erdös Latino with ten
    // seconds to think, and the server is killed while it thinks.
    set("poisoned");
    let poison = json!({"game": "erdos-latino", "params": {"size": 7}, "budget_ms": 10000,
        "seats": {"first": "champion", "second": "human"}});
    let (status, p) = ask(&addr, "POST", "/api/matches", None, Some(&poison));
    let poisoned = if status == 201 { p["id"].as_str().map(str::to_string) } else { None };
    std::thread::sleep(Duration::from_millis(1500));
    set("killed");
    stop_pages.store(true, Ordering::Relaxed);
    let times = pages.join().unwrap();
    assert!(server.alive(), "the server is still up after the abuse");
    let peak_before = server.peak_mib();
    let killed_at = Instant::now();
    server.kill(); // while people play and champions think
    stop_play.store(true, Ordering::Relaxed);
    let acked: Vec<(String, u64)> = play.into_iter().flat_map(|p| p.join().unwrap()).collect();

    // 7. The restart: quick, the poisoned match quarantined, every acknowledged move kept.
    let restarted = Instant::now();
    let mut server = Server::start(data.path());
    let addr = server.addr.clone();
    let (status, _) = ask(&addr, "GET", "/", None, None);
    let restart_took = restarted.elapsed();
    let killed = killed_at.elapsed();
    assert_eq!(status, 200);
    assert!(restart_took < RESTART, "GET / answered {restart_took:?} after the restart");
    if let Some(id) = &poisoned {
        let (status, q) = ask(&addr, "GET", &format!("/api/matches/{id}"), None, None);
        assert_eq!(status, 409, "{q}");
        assert!(q["quarantined"]["reason"].is_string(), "{q}");
    }
    let mut moves = 0;
    for (id, n) in &acked {
        let (status, v) = ask(&addr, "GET", &format!("/api/matches/{id}"), None, None);
        assert_eq!(status, 200, "{v}");
        let kept = v["version"].as_u64().unwrap();
        assert!(kept >= *n, "match {id}: {n} moves acknowledged, {kept} kept");
        assert!(kept <= n + 1, "match {id}: at most the move in flight is added ({n} → {kept})");
        assert_eq!(v["position"].as_str(), Some((10_000 - kept).to_string().as_str()), "{v}");
        moves += n;
    }
    let (status, r) = ask(&addr, "POST", &format!("/api/matches/{hid}/moves"), Some(&ht), Some(&json!({"move": "1"})));
    assert_eq!(status, 200, "play goes on after the restart: {r}");
    let peak_after = server.peak_mib();
    assert!(server.alive());
    server.kill();

    let all: Vec<Duration> = times.iter().map(|t| t.1).collect();
    let during = |p: &str| times.iter().filter(|t| t.0 == p).map(|t| t.1).collect::<Vec<_>>();
    let page_p99 = p99(all.clone());
    eprintln!("soak: {:?} in all; --memory {MEMORY_BUDGET_MIB}", suite.elapsed());
    eprintln!(
        "soak: peak RSS (VmHWM) {peak_before} MiB before the SIGKILL, {peak_after} MiB after the restart (budget {MEMORY_BUDGET_MIB} MiB)"
    );
    eprintln!(
        "soak: GET / x{} during the abuse: p50 {:?}, p99 {page_p99:?}, max {:?}",
        all.len(),
        {
            let mut s = all.clone();
            s.sort();
            s[s.len() / 2]
        },
        all.iter().max().unwrap()
    );
    for (p, took) in began.lock().unwrap().1.iter().skip(1) {
        eprintln!("soak:   {p}: {took:?}; GET / p99 {:?} over {}", p99(during(p)), during(p).len());
    }
    eprintln!(
        "soak: {refused} refusals, all JSON 4xx; 4 jobs of 100,000 rows, {busy} told to wait; 100 spectators over 5 moves in {spectators_took:?}; {shows} matches between champions; a hint in {hint_took:?}, a small outcome in {outcome_took}"
    );
    eprintln!(
        "soak: restart: GET / answered {restart_took:?} after it ({killed:?} after the SIGKILL); {moves} acknowledged moves in {} matches, all kept",
        acked.len()
    );
    assert!(
        peak_before < MEMORY_BUDGET_MIB && peak_after < MEMORY_BUDGET_MIB,
        "peak RSS {peak_before}/{peak_after} MiB"
    );
    assert!(page_p99 < PAGE_P99, "GET / p99 {page_p99:?} during the abuse");
    let spectators_p99 = p99(during("spectators"));
    assert!(spectators_p99 < SPECTATORS_P99, "GET / p99 {spectators_p99:?} with 100 spectators");
    assert!(moves > 0, "people played during the abuse");
}
