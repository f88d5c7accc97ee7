//! `GET /api/server` shows the server's memory (its resident size, the
//! budget and what is reserved) only to a client on this machine; a client
//! elsewhere gets the public part: the version, where pupils reach the
//! server, how many matches it holds (issue #37). The server runs
//! `--behind-proxy`, so each request says its client's address in
//! `X-Forwarded-For` as a proxy would.

mod common;

use common::Lab;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// `GET /api/server` from a client at `from` (`None`: this machine).
async fn server(lab: &Lab, from: Option<&str>) -> Value {
    let mut s = tokio::net::TcpStream::connect(lab.addr).await.unwrap();
    let forwarded = from.map(|f| format!("X-Forwarded-For: {f}\r\n")).unwrap_or_default();
    let req = format!("GET /api/server HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{forwarded}\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).await.unwrap();
    assert!(out.starts_with("HTTP/1.1 200"), "{out}");
    serde_json::from_str(out.split_once("\r\n\r\n").unwrap().1).unwrap()
}

#[tokio::test]
async fn the_memory_figures_are_shown_only_on_this_machine() {
    let lab = Lab::start_with(tempfile::tempdir().unwrap(), |c| c.behind_proxy = true).await;
    for here in [None, Some("127.0.0.1"), Some("::1")] {
        let v = server(&lab, here).await;
        let memory = &v["memory"];
        assert!(memory["rss"].as_u64().is_some_and(|rss| rss > 1 << 20), "{here:?}: {v}");
        assert!(memory["budget"].as_u64().is_some_and(|b| b > 0), "{here:?}: {v}");
        assert!(memory["held"].as_u64().is_some(), "{here:?}: {v}");
    }
    for elsewhere in ["203.0.113.5", "192.168.1.30", "2001:db8::7"] {
        let v = server(&lab, Some(elsewhere)).await;
        assert!(v.get("memory").is_none(), "{elsewhere} sees no memory figure: {v}");
        assert!(!v.to_string().contains("rss"), "{v}");
        assert!(v["version"].is_string(), "{v}");
        assert!(v["matches"]["in_memory"].is_u64(), "{v}");
        assert!(v.get("join_base").is_some() && v["lan_urls"].is_array(), "{v}");
    }
}
