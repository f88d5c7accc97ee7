//! What the tests of several servers share: a `ludoteca serve` process
//! spoken to over raw HTTP and WebSockets, and a socket that keeps every
//! frame it saw.
#![allow(dead_code)] // each test file uses its own part

use futures_util::StreamExt as _;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

pub type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub struct Server {
    pub child: Child,
    pub addr: String,
    _stdout: BufReader<std::process::ChildStdout>,
}

impl Server {
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            // LUDOTECA_TEST_SERVER_LOG=1 shows what the servers say.
            .stderr(if std::env::var_os("LUDOTECA_TEST_SERVER_LOG").is_some() {
                Stdio::inherit()
            } else {
                Stdio::null()
            })
            .spawn()
            .unwrap();
        let mut first = String::new();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        stdout.read_line(&mut first).unwrap();
        let addr = first.split("http://").nth(1).and_then(|s| s.split('/').next()).expect(&first).to_string();
        assert!(!first.contains("***") || !first.contains("secret"), "no password in the banner: {first}");
        Server { child, addr, _stdout: stdout }
    }

    pub fn on(url: &str) -> Server {
        Server::start(&["--database", url])
    }

    /// One HTTP request; `None` when the server is gone.
    pub async fn try_request(
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

    pub async fn request(&self, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> (u16, Value) {
        self.try_request(method, path, token, body).await.expect("the server answers")
    }

    pub async fn play(&self, id: &str, token: &str, mv: &str) -> (u16, Value) {
        self.request("POST", &format!("/api/matches/{id}/moves"), Some(token), Some(&json!({"move": mv}))).await
    }

    pub async fn socket(&self, id: &str, token: Option<&str>) -> Socket {
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
pub struct Seen {
    pub socket: Socket,
    pub raw: Vec<String>,
    pub versions: Vec<u64>,
    pub histories: Vec<Vec<String>>,
    pub last: Value,
}

/// The moves of a view's (or a match's) history.
pub fn moves_of(view: &Value) -> Vec<String> {
    let history = view["history"].as_array().map(Vec::as_slice).unwrap_or_default();
    history.iter().map(|h| h["move"].as_str().unwrap_or_default().to_string()).collect()
}

impl Seen {
    pub fn new(socket: Socket) -> Seen {
        Seen { socket, raw: Vec::new(), versions: Vec::new(), histories: Vec::new(), last: Value::Null }
    }

    /// Asserts that this socket lost and reordered nothing and ended with
    /// `all` (the match's moves) at `version`.
    pub fn saw_every_move(&self, name: &str, all: &[String], version: u64) {
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
    pub async fn until(&mut self, version: u64) -> Value {
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

pub fn tokens(m: &Value) -> (String, String) {
    (m["tokens"]["first"].as_str().unwrap().to_string(), m["tokens"]["second"].as_str().unwrap().to_string())
}

/// A Figuras position with 13 empty squares. The opening book holds it,
/// so a `value` job asked with `book=false` searches it: seconds of work
/// (a debug build may prove it within a few), which the jobs across
/// servers kill, cancel and take over.
pub fn figuras_thirteen() -> String {
    use ludoteca_games::{Params, open};
    let e = open("figuras", &Params::new()).unwrap();
    let mut p = e.start();
    for _ in 0..3 {
        let m = e.moves(&p).unwrap().remove(0);
        p = e.play(&p, &m).unwrap();
    }
    p
}

/// The job's state as `server` says it, until it is no longer running
/// (at most `secs` seconds).
pub async fn wait_job(server: &Server, id: &str, secs: u64) -> Value {
    let until = std::time::Instant::now() + Duration::from_secs(secs);
    loop {
        let (status, v) = server.request("GET", &format!("/api/jobs/{id}"), None, None).await;
        assert_eq!(status, 200, "job {id}: {v}");
        if v["state"] != "running" {
            return v;
        }
        assert!(std::time::Instant::now() < until, "job {id} ended within {secs} s: {v}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
