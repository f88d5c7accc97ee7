//! Several `ludoteca serve` processes on one PostgreSQL database: a match
//! created on one is played through both, every seat's socket sees every
//! move in order whichever server it is on, hidden information stays with
//! its seat, a server killed with SIGKILL loses no acknowledged move and
//! its matches go on on the other; `ludoteca migrate` copies a SQLite lab
//! whose matches then replay identically. Without a PostgreSQL cluster
//! (`LUDOTECA_TEST_POSTGRES`, which scripts/test starts) these tests say
//! SKIPPED; under CI=true they fail.

use futures_util::{SinkExt as _, StreamExt as _};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Server {
    child: Child,
    addr: String,
    _stdout: BufReader<std::process::ChildStdout>,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut first = String::new();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        stdout.read_line(&mut first).unwrap();
        let addr = first.split("http://").nth(1).and_then(|s| s.split('/').next()).expect(&first).to_string();
        assert!(!first.contains("***") || !first.contains("secret"), "no password in the banner: {first}");
        Server { child, addr, _stdout: stdout }
    }

    fn on(url: &str) -> Server {
        Server::start(&["--database", url])
    }

    /// One HTTP request; `None` when the server is gone.
    async fn try_request(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Option<(u16, Value)> {
        let mut s = tokio::net::TcpStream::connect(&self.addr).await.ok()?;
        let body = body.map(Value::to_string).unwrap_or_default();
        let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{auth}Content-Type: application/json\r\n\
             Content-Length: {}\r\n\r\n{body}",
            body.len()
        );
        s.write_all(head.as_bytes()).await.ok()?;
        let mut out = String::new();
        s.read_to_string(&mut out).await.ok()?;
        let status = out.split(' ').nth(1)?.parse().ok()?;
        let json = out.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        Some((status, serde_json::from_str(json).unwrap_or(Value::Null)))
    }

    async fn request(&self, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> (u16, Value) {
        self.try_request(method, path, token, body).await.expect("the server answers")
    }

    async fn play(&self, id: &str, token: &str, mv: &str) -> (u16, Value) {
        self.request("POST", &format!("/api/matches/{id}/moves"), Some(token), Some(&json!({"move": mv}))).await
    }

    async fn socket(&self, id: &str, token: Option<&str>) -> Socket {
        let q = token.map_or(String::new(), |t| format!("?token={t}"));
        let url = format!("ws://{}/api/matches/{id}/ws{q}", self.addr);
        tokio_tungstenite::connect_async(url).await.expect("the socket opens").0
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A socket with every text frame it received, raw.
///
/// A room's sockets are told "the match changed" and then read its current
/// view, one view shared by all spectators (rooms.rs): two moves in quick
/// succession may reach a slow socket as one view. What a socket is
/// promised is that no move is lost or reordered: its views' versions
/// rise, each view's history extends the one before, and the last holds
/// every move. `histories` keeps each view's moves to check that.
struct Seen {
    socket: Socket,
    raw: Vec<String>,
    versions: Vec<u64>,
    histories: Vec<Vec<String>>,
    last: Value,
}

fn moves_of(view: &Value) -> Vec<String> {
    let history = view["history"].as_array().map(Vec::as_slice).unwrap_or_default();
    history.iter().map(|h| h["move"].as_str().unwrap_or_default().to_string()).collect()
}

impl Seen {
    fn new(socket: Socket) -> Seen {
        Seen { socket, raw: Vec::new(), versions: Vec::new(), histories: Vec::new(), last: Value::Null }
    }

    /// Asserts that this socket lost and reordered nothing and ended with
    /// `all` (the match's moves) at `version`.
    fn saw_every_move(&self, name: &str, all: &[String], version: u64) {
        assert!(self.versions.windows(2).all(|w| w[0] < w[1]), "{name}: versions rise: {:?}", self.versions);
        assert_eq!(self.versions.last(), Some(&version), "{name}: the last view");
        for w in self.histories.windows(2) {
            assert!(
                w[1].starts_with(&w[0]),
                "{name}: a view's history extends the one before: {:?} then {:?}",
                w[0],
                w[1]
            );
        }
        assert_eq!(self.histories.last().map(Vec::as_slice), Some(all), "{name}: every move, in order");
    }

    /// Reads until a view of `version` (at most 10 s), and returns it (the
    /// last one read, when it is already there).
    async fn until(&mut self, version: u64) -> Value {
        if self.versions.last() == Some(&version) {
            return self.last.clone();
        }
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), self.socket.next())
                .await
                .unwrap_or_else(|_| panic!("version {version} reached the socket in time; it saw {:?}", self.versions));
            let text = match frame {
                Some(Ok(Message::Text(t))) => t.to_string(),
                Some(Ok(_)) => continue,
                other => panic!("the socket closed: {other:?}"),
            };
            let m: Value = serde_json::from_str(&text).unwrap();
            self.raw.push(text);
            if m["type"] != "view" {
                continue;
            }
            let v = m["view"]["version"].as_u64().unwrap();
            if self.versions.last() != Some(&v) {
                self.versions.push(v);
                self.histories.push(moves_of(&m["view"]));
            }
            self.last = m["view"].clone();
            if v == version {
                return m["view"].clone();
            }
        }
    }
}

fn tokens(m: &Value) -> (String, String) {
    (m["tokens"]["first"].as_str().unwrap().to_string(), m["tokens"]["second"].as_str().unwrap().to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_play_one_match_and_every_socket_sees_every_move_in_order() {
    let Some(db) = ludoteca_store::testing::postgres("two_servers_play_one_match") else { return };
    let (s1, s2) = (Server::on(db.url()), Server::on(db.url()));
    for s in [&s1, &s2] {
        let (status, ready) = s.request("GET", "/readyz", None, None).await;
        assert_eq!((status, ready["database"].clone()), (200, json!("postgres")), "{ready}");
    }
    let create = json!({"game": "je-9", "params": {"heap": "40"}, "seats": {"first": "human", "second": "human"}});
    let (status, m) = s1.request("POST", "/api/matches", None, Some(&create)).await;
    assert_eq!(status, 201, "{m}");
    let id = m["id"].as_str().unwrap().to_string();
    let (a, b) = tokens(&m);
    // A plays through server 1, B through server 2; a spectator watches on each.
    let mut sock_a = Seen::new(s1.socket(&id, Some(&a)).await);
    let mut sock_b = Seen::new(s2.socket(&id, Some(&b)).await);
    let mut watch_1 = Seen::new(s1.socket(&id, None).await);
    let mut watch_2 = Seen::new(s2.socket(&id, None).await);
    let mut latencies = Vec::new();
    let mut ply = 0u64;
    loop {
        let (server, token, mine) = if ply.is_multiple_of(2) { (&s1, &a, &mut sock_a) } else { (&s2, &b, &mut sock_b) };
        let view = mine.until(ply).await;
        if view["result"].is_object() {
            break;
        }
        let mv = view["legal_moves"][0].as_str().unwrap_or_else(|| panic!("a legal move at {ply}: {view}")).to_string();
        let sent = Instant::now();
        let (status, r) = server.play(&id, token, &mv).await;
        assert_eq!(status, 200, "move {ply} `{mv}`: {r}");
        // The other seat, on the other server, sees it.
        let theirs = if ply.is_multiple_of(2) { &mut sock_b } else { &mut sock_a };
        theirs.until(ply + 1).await;
        latencies.push(sent.elapsed());
        ply += 1;
        assert!(ply < 60, "je-9 from 40 ends");
    }
    for w in [&mut sock_a, &mut sock_b, &mut watch_1, &mut watch_2] {
        w.until(ply).await;
    }
    // Both servers answer the same history.
    let h1 = s1.request("GET", &format!("/api/matches/{id}"), None, None).await.1;
    let h2 = s2.request("GET", &format!("/api/matches/{id}"), None, None).await.1;
    assert_eq!(h1["history"], h2["history"]);
    assert_eq!(h1["history"].as_array().unwrap().len() as u64, ply);
    let all = moves_of(&h1);
    for (name, s) in [("A", &sock_a), ("B", &sock_b), ("spectator 1", &watch_1), ("spectator 2", &watch_2)] {
        s.saw_every_move(name, &all, ply);
    }
    latencies.sort();
    let worst = latencies[latencies.len() - 1];
    let median = latencies[latencies.len() / 2];
    eprintln!("{ply} moves across two servers: move to the other server's socket median {median:?}, worst {worst:?}");
    assert!(median < Duration::from_millis(100), "median {median:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_set_on_one_server_never_reaches_the_other_seat_on_the_other() {
    let Some(db) = ludoteca_store::testing::postgres("a_secret_on_two_servers") else { return };
    let (s1, s2) = (Server::on(db.url()), Server::on(db.url()));
    let create = json!({"game": "mastermind", "seats": {"first": "human", "second": "human"}});
    let (status, m) = s2.request("POST", "/api/matches", None, Some(&create)).await;
    assert_eq!(status, 201, "{m}");
    let id = m["id"].as_str().unwrap().to_string();
    let (maker, breaker) = tokens(&m);
    let mut sock_b = Seen::new(s2.socket(&id, Some(&breaker)).await);
    let mut watch = Seen::new(s2.socket(&id, None).await);
    let mut sock_a = Seen::new(s1.socket(&id, Some(&maker)).await);
    // The maker sets the secret on server 1; the breaker guesses on server 2.
    let (status, r) = s1.play(&id, &maker, "secret 6153").await;
    assert_eq!(status, 200, "{r}");
    assert!(r.to_string().contains("6153"), "the maker sees the secret");
    for (n, guess) in ["1234", "5566"].iter().enumerate() {
        let (status, r) = s2.play(&id, &breaker, guess).await;
        assert_eq!(status, 200, "{guess}: {r}");
        sock_a.until(n as u64 + 2).await;
    }
    sock_b.until(3).await;
    watch.until(3).await;
    let view_b = s2.request("GET", &format!("/api/matches/{id}"), Some(&breaker), None).await.1;
    let seen_by_a = s1.request("GET", &format!("/api/matches/{id}"), Some(&maker), None).await.1;
    assert!(seen_by_a.to_string().contains("6153"), "{seen_by_a}");
    for text in sock_b.raw.iter().chain(&watch.raw).chain([&view_b.to_string()]) {
        assert!(!text.contains("6153"), "the secret leaked: {text}");
    }
    assert_eq!(view_b["history"].as_array().unwrap().len(), 3, "{view_b}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_load_loses_no_acknowledged_move_and_its_matches_go_on() {
    let Some(db) = ludoteca_store::testing::postgres("a_server_killed_mid_load") else { return };
    let s1 = std::sync::Arc::new(Server::on(db.url()));
    let s2 = std::sync::Arc::new(Server::on(db.url()));
    // A person against the champion, created on server 1, whose champion
    // thinks there.
    let create = json!({"game": "je-8", "params": {"heap": "60"}, "budget_ms": 300,
        "seats": {"first": "human", "second": "champion"}});
    let (status, c) = s1.request("POST", "/api/matches", None, Some(&create)).await;
    assert_eq!(status, 201, "{c}");
    let champ_id = c["id"].as_str().unwrap().to_string();
    let champ_token = c["tokens"]["first"].as_str().unwrap().to_string();
    // Matches between people, created on either server, each played by a
    // task of its own through both servers at once.
    let mut players = Vec::new();
    for i in 0..6usize {
        let create = json!({"game": "je-9", "params": {"heap": "200"}, "seats": {"first": "human", "second": "human"}});
        let server = if i % 2 == 0 { &s1 } else { &s2 };
        let (status, m) = server.request("POST", "/api/matches", None, Some(&create)).await;
        assert_eq!(status, 201, "{m}");
        let (a, b) = tokens(&m);
        let id = m["id"].as_str().unwrap().to_string();
        let (s1, s2) = (s1.clone(), s2.clone());
        players.push(tokio::spawn(async move {
            // (move number, move) of every acknowledged move.
            let mut acknowledged: Vec<(u64, String)> = Vec::new();
            let mut failed = 0;
            for round in 0..40usize {
                // Each seat reads its view from the server it plays on.
                let server = if (round + i) % 2 == 0 { &s1 } else { &s2 };
                let (token, view) = {
                    let mut found = None;
                    for token in [&a, &b] {
                        let Some((200, v)) =
                            server.try_request("GET", &format!("/api/matches/{id}"), Some(token), None).await
                        else {
                            continue;
                        };
                        if v["legal_moves"].as_array().is_some_and(|l| !l.is_empty()) {
                            found = Some((token.clone(), v));
                            break;
                        }
                    }
                    match found {
                        Some(f) => f,
                        None => {
                            failed += 1; // a dead server, or a stale read: again
                            continue;
                        }
                    }
                };
                let ply = view["version"].as_u64().unwrap();
                let mv = view["legal_moves"][0].as_str().unwrap().to_string();
                let body = json!({"move": mv});
                match server.try_request("POST", &format!("/api/matches/{id}/moves"), Some(&token), Some(&body)).await {
                    Some((200, _)) => acknowledged.push((ply, mv)),
                    _ => failed += 1,
                }
            }
            (id, acknowledged, failed)
        }));
    }
    // Mid-load, server 1 dies at once.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let pid = s1.child.id().to_string();
    assert!(Command::new("kill").args(["-KILL", &pid]).status().unwrap().success());
    let mut results = Vec::new();
    for p in players {
        results.push(p.await.unwrap());
    }
    // Every acknowledged move is there, at its number, on the surviving server.
    for (id, acknowledged, failed) in &results {
        let v = s2.request("GET", &format!("/api/matches/{id}"), None, None).await.1;
        let history: Vec<String> = v["history"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["move"].as_str().unwrap_or_default().to_string())
            .collect();
        for (ply, mv) in acknowledged {
            assert_eq!(history.get(*ply as usize), Some(mv), "match {id}: move {ply} was acknowledged: {v}");
        }
        eprintln!("match {id}: {} moves acknowledged, {failed} refused or lost with the server", acknowledged.len());
        assert!(acknowledged.len() >= 20, "match {id} went on after the kill: {} moves", acknowledged.len());
    }
    // The champion's match goes on on server 2: a move there gets the
    // champion's answer (its lease on server 1 lapses, server 2 takes over).
    let view = s2.request("GET", &format!("/api/matches/{champ_id}"), Some(&champ_token), None).await.1;
    let before = view["version"].as_u64().unwrap();
    let started = Instant::now();
    let mv = view["legal_moves"][0].as_str().unwrap_or_else(|| panic!("the person's turn: {view}")).to_string();
    let (status, r) = s2.play(&champ_id, &champ_token, &mv).await;
    assert_eq!(status, 200, "{r}");
    loop {
        let v = s2.request("GET", &format!("/api/matches/{champ_id}"), None, None).await.1;
        if v["version"].as_u64().unwrap() >= before + 2 || v["result"].is_object() {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "the champion answered on server 2: {v}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sqlite_lab_copied_into_postgres_replays_every_match_identically() {
    let Some(db) = ludoteca_store::testing::postgres("a_sqlite_lab_copied") else { return };
    let data = tempfile::tempdir().unwrap();
    let data_arg = data.path().to_str().unwrap().to_string();
    let mut ids = Vec::new();
    {
        let lab = Server::start(&["--data", &data_arg]);
        // A finished match, an unfinished one, and a Mastermind match with its secret.
        for (heap, moves) in [("5", 9), ("30", 3)] {
            let create =
                json!({"game": "je-9", "params": {"heap": heap}, "seats": {"first": "human", "second": "human"}});
            let (_, m) = lab.request("POST", "/api/matches", None, Some(&create)).await;
            let id = m["id"].as_str().unwrap().to_string();
            let (a, b) = tokens(&m);
            for ply in 0..moves as u32 {
                let token = if ply.is_multiple_of(2) { &a } else { &b };
                let view = lab.request("GET", &format!("/api/matches/{id}"), Some(token), None).await.1;
                let Some(mv) = view["legal_moves"][0].as_str() else { break };
                assert_eq!(lab.play(&id, token, mv).await.0, 200);
            }
            ids.push(id);
        }
        let create = json!({"game": "mastermind", "seats": {"first": "human", "second": "human"}});
        let (_, m) = lab.request("POST", "/api/matches", None, Some(&create)).await;
        let id = m["id"].as_str().unwrap().to_string();
        let (a, b) = tokens(&m);
        assert_eq!(lab.play(&id, &a, "secret 6153").await.0, 200);
        assert_eq!(lab.play(&id, &b, "1234").await.0, 200);
        ids.push(id);
    }
    let before: Vec<Value> = {
        let lab = Server::start(&["--data", &data_arg]);
        let mut views = Vec::new();
        for id in &ids {
            views.push(lab.request("GET", &format!("/api/matches/{id}"), None, None).await.1);
        }
        views.push(lab.request("GET", "/api/history", None, None).await.1);
        views.push(lab.request("GET", &format!("/api/history/{}", ids[0]), None, None).await.1);
        views
    };
    assert!(before[0]["result"].is_object(), "the first match is finished: {}", before[0]);
    assert!(before[1]["result"].is_null(), "the second is not");
    let out = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(["migrate", "--from", &data_arg, "--to", db.url(), "--json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["copied"], 3, "{report}");
    assert_eq!(report["verified"], 3, "{report}");
    assert_eq!(report["finished"], 1, "{report}");
    // Again: nothing copied twice.
    let again = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(["migrate", "--from", &data_arg, "--to", db.url(), "--json"])
        .output()
        .unwrap();
    let again: Value = serde_json::from_slice(&again.stdout).unwrap();
    assert_eq!((again["copied"].clone(), again["already_there"].clone()), (json!(0), json!(3)), "{again}");
    let pg = Server::on(db.url());
    let mut after = Vec::new();
    for id in &ids {
        after.push(pg.request("GET", &format!("/api/matches/{id}"), None, None).await.1);
    }
    after.push(pg.request("GET", "/api/history", None, None).await.1);
    after.push(pg.request("GET", &format!("/api/history/{}", ids[0]), None, None).await.1);
    assert_eq!(after, before, "every match replays identically from PostgreSQL");
    // The unfinished match goes on there.
    let view = pg.request("GET", &format!("/api/matches/{}", ids[1]), None, None).await.1;
    assert!(view["legal_moves"].as_array().is_some_and(|l| !l.is_empty()), "{view}");
}

#[test]
fn migrate_refuses_a_directory_without_a_lab_in_one_sentence() {
    let empty = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(["--lang", "en", "migrate", "--from"])
        .arg(empty.path())
        .args(["--to", "postgres://nobody@127.0.0.1:1/none"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("there is no lab in"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(!empty.path().join("ludoteca.sqlite3").exists(), "nothing was created");
}

#[test]
fn serve_refuses_a_bad_database_address_in_one_sentence() {
    let out = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(["--lang", "en", "serve", "--addr", "127.0.0.1:0", "--database", "mysql://x"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("postgres://USER"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_readiness_and_a_graceful_stop_with_a_reconnect_hint() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(&["--data", data.path().to_str().unwrap()]);
    assert_eq!(server.request("GET", "/healthz", None, None).await, (200, json!({"status": "ok"})));
    let (status, ready) = server.request("GET", "/readyz", None, None).await;
    assert_eq!((status, ready["ready"].clone(), ready["database"].clone()), (200, json!(true), json!("sqlite")));
    let create = json!({"game": "je-9", "params": {"heap": "30"}, "seats": {"first": "human", "second": "human"}});
    let (_, m) = server.request("POST", "/api/matches", None, Some(&create)).await;
    let id = m["id"].as_str().unwrap().to_string();
    let (a, _) = tokens(&m);
    let mut socket = server.socket(&id, Some(&a)).await;
    assert_eq!(server.play(&id, &a, "4").await.0, 200);
    // SIGTERM: the socket is told to reconnect, then closed with 1012.
    let pid = server.child.id().to_string();
    assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
    let mut hint = None;
    let close = loop {
        match tokio::time::timeout(Duration::from_secs(10), socket.next()).await.expect("closed in time") {
            Some(Ok(Message::Text(t))) => {
                let m: Value = serde_json::from_str(&t).unwrap();
                if m["type"] == "closing" {
                    hint = Some(m);
                }
            }
            Some(Ok(Message::Close(frame))) => break frame,
            Some(Ok(_)) => {}
            other => panic!("no close frame: {other:?}"),
        }
    };
    let hint = hint.expect("a closing message before the close");
    assert!(hint["reconnect_ms"].as_u64().is_some(), "{hint}");
    assert_eq!(u16::from(close.expect("a close frame").code), 1012);
    let _ = socket.send(Message::Close(None)).await;
    let mut server = server;
    let status = server.child.wait().unwrap();
    assert!(status.success(), "the server ends cleanly: {status}");
    // The move made before the stop is kept.
    let again = Server::start(&["--data", data.path().to_str().unwrap()]);
    let view = again.request("GET", &format!("/api/matches/{id}"), None, None).await.1;
    assert_eq!(view["version"], 1, "{view}");
}
