//! `ludoteca serve` killed with SIGKILL in the middle of matches: after a
//! restart every acknowledged move is there and play goes on.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

struct Server {
    child: Child,
    addr: String,
}

impl Server {
    fn start(data: &std::path::Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(["serve", "--addr", "127.0.0.1:0", "--data"])
            .arg(data)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
        let addr = first.split("http://").nth(1).and_then(|s| s.split('/').next()).expect(&first).to_string();
        Server { child, addr }
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
