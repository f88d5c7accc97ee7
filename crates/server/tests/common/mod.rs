//! A server on a free port with a fresh data directory, and a small HTTP
//! client (one request per connection) to talk to it.
#![allow(dead_code, missing_docs)]

pub mod browser;

use serde_json::Value;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A class as its teacher opened it: its id, join code and teacher's token.
pub struct Class {
    pub id: String,
    pub code: String,
    pub teacher: String,
}

pub struct Lab {
    pub running: Option<ludoteca_server::Running>,
    pub addr: SocketAddr,
    pub dir: tempfile::TempDir,
}

impl Lab {
    pub async fn start() -> Lab {
        let dir = tempfile::tempdir().unwrap();
        Lab::start_in(dir).await
    }

    pub async fn start_in(dir: tempfile::TempDir) -> Lab {
        Lab::start_with(dir, |_| {}).await
    }

    /// A server whose configuration `edit` changes first (listening on
    /// every interface, a public URL…); its `addr` is a loopback address
    /// this machine reaches it at.
    pub async fn start_with(dir: tempfile::TempDir, edit: impl FnOnce(&mut ludoteca_server::Config)) -> Lab {
        let mut config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
        edit(&mut config);
        let running = ludoteca_server::start(config).await.unwrap();
        Lab { addr: running.here(), running: Some(running), dir }
    }

    /// Stops the server and starts another on the same data.
    pub async fn restart(mut self) -> Lab {
        self.running.take().unwrap().shutdown().await;
        Lab::start_in(self.dir).await
    }

    /// One request; returns the status and the JSON body.
    pub async fn raw(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<(&str, &[u8])>,
    ) -> (u16, Value) {
        let s = tokio::net::TcpStream::connect(self.addr).await.unwrap();
        exchange(s, method, path, token, body).await
    }

    /// One request sent from the loopback address `from` (127.0.0.N: every
    /// one of them is this machine, so tests can be several clients).
    pub async fn from(
        &self,
        from: &str,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> (u16, Value) {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
        let s = socket.connect(self.addr).await.unwrap();
        let body = body.map(Value::to_string);
        exchange(s, method, path, token, body.as_deref().map(|b| ("application/json", b.as_bytes()))).await
    }

    /// Opens a class (`POST /api/classes{query}` with `body`), checking
    /// its join link ends with the join page of its code.
    pub async fn open_class(&self, query: &str, body: &Value) -> Class {
        let (status, v) = self.post(&format!("/api/classes{query}"), None, body).await;
        assert_eq!(status, 201, "{v}");
        let path = format!("/#/join?code={}", v["code"].as_str().unwrap());
        assert!(v["join_url"].as_str().unwrap().ends_with(&path), "{v}");
        Class {
            id: v["id"].as_str().unwrap().into(),
            code: v["code"].as_str().unwrap().into(),
            teacher: v["teacher_token"].as_str().unwrap().into(),
        }
    }

    /// Joins class `c` as `name`; returns the pupil's token.
    pub async fn join_class(&self, c: &Class, name: &str) -> String {
        let (status, v) =
            self.post("/api/classes/join", None, &serde_json::json!({"code": c.code, "name": name})).await;
        assert_eq!(status, 201, "{name}: {v}");
        assert_eq!(v["class"], c.id.as_str());
        v["student_token"].as_str().unwrap().to_string()
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> (u16, Value) {
        self.raw("GET", path, token, None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
        self.raw("POST", path, token, Some(("application/json", body.to_string().as_bytes()))).await
    }

    /// Creates a match; returns (id, tokens).
    pub async fn create(&self, body: Value) -> (String, Value) {
        let (status, v) = self.post("/api/matches", None, &body).await;
        assert_eq!(status, 201, "{v}");
        (v["id"].as_str().unwrap().to_string(), v["tokens"].clone())
    }

    /// Polls a seat's view until `ok` holds (at most 20 s).
    pub async fn wait_view(&self, id: &str, token: Option<&str>, ok: impl Fn(&Value) -> bool) -> Value {
        let t0 = Instant::now();
        loop {
            let (status, v) = self.get(&format!("/api/matches/{id}"), token).await;
            assert_eq!(status, 200, "{v}");
            if ok(&v) {
                return v;
            }
            assert!(t0.elapsed() < Duration::from_secs(20), "the view never reached the state awaited: {v}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// Sends one request on `s` and reads the whole answer: its status and
/// its JSON body (a body that is not JSON comes back as a string).
async fn exchange(
    mut s: tokio::net::TcpStream,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<(&str, &[u8])>,
) -> (u16, Value) {
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: lab\r\nConnection: close\r\n");
    if let Some(t) = token {
        req += &format!("Authorization: Bearer {t}\r\n");
    }
    let (ctype, bytes) = body.unwrap_or(("application/json", b""));
    if body.is_some() {
        req += &format!("Content-Type: {ctype}\r\nContent-Length: {}\r\n", bytes.len());
    }
    req += "\r\n";
    s.write_all(req.as_bytes()).await.unwrap();
    s.write_all(bytes).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let split = out.windows(4).position(|w| w == b"\r\n\r\n").expect("an HTTP answer");
    let head = String::from_utf8_lossy(&out[..split]).to_ascii_lowercase();
    let status: u16 = head.split(' ').nth(1).unwrap().parse().unwrap();
    let body = &out[split + 4..];
    let body = if head.contains("transfer-encoding: chunked") { unchunk(body) } else { body.to_vec() };
    let text = String::from_utf8_lossy(&body).into_owned();
    (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

fn unchunk(mut rest: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(eol) = rest.windows(2).position(|w| w == b"\r\n") {
        let n = usize::from_str_radix(String::from_utf8_lossy(&rest[..eol]).trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.extend_from_slice(&rest[eol + 2..eol + 2 + n]);
        rest = &rest[eol + 4 + n..];
    }
    out
}

impl Lab {
    /// Plays a match to its end through the API: each person's seat plays
    /// `pick` of its view (its legal moves, or `None` to wait for the
    /// champion), at most `most` moves; returns the number of moves.
    pub async fn play_out(
        &self,
        id: &str,
        tokens: &Value,
        most: usize,
        pick: impl Fn(&Value) -> Option<String>,
    ) -> usize {
        for _ in 0..most {
            let v =
                self.wait_view(id, None, |v| !v["result"].is_null() || !v["thinking"].as_bool().unwrap_or(false)).await;
            if !v["result"].is_null() {
                return v["history"].as_array().map_or(0, Vec::len);
            }
            let seat = v["to_move"].as_str().unwrap_or("").to_string();
            let Some(token) = tokens[seat.as_str()].as_str() else {
                // The champion's turn: wait until it moved.
                let n = v["history"].as_array().map_or(0, Vec::len);
                self.wait_view(id, None, |w| w["history"].as_array().map_or(0, Vec::len) > n || !w["result"].is_null())
                    .await;
                continue;
            };
            let mine = self.wait_view(id, Some(token), |_| true).await;
            let mv = pick(&mine).unwrap_or_else(|| panic!("no move to play in {mine}"));
            let (status, r) =
                self.post(&format!("/api/matches/{id}/moves"), Some(token), &serde_json::json!({"move": mv})).await;
            assert_eq!(status, 200, "{mv}: {r}");
        }
        panic!("the match {id} did not end within {most} moves");
    }
}

/// Waits for job `id` to end (five minutes at most): its last state.
pub async fn wait_job(lab: &Lab, id: &str) -> Value {
    let until = Instant::now() + Duration::from_secs(300);
    while Instant::now() < until {
        let (status, v) = lab.get(&format!("/api/jobs/{id}"), None).await;
        assert_eq!(status, 200, "{v}");
        if v["state"] != "running" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the job never ended");
}

/// Posts the job `body` in `lang` and waits for its end.
pub async fn run_job(lab: &Lab, lang: &str, body: Value) -> Value {
    let (status, j) = lab.post(&format!("/api/jobs?lang={lang}"), None, &body).await;
    assert_eq!(status, 202, "{body}: {j}");
    wait_job(lab, j["id"].as_str().unwrap()).await
}
