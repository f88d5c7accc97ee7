//! One network keeps at most so many spectator sockets open at once, over
//! every match (issue #37): an IPv4 /24 counts as one network; another
//! network, a seat's own socket and this machine still get in; a closed
//! socket gives its place back; the refusal is one sentence in the
//! caller's language. The server runs `--behind-proxy`, so each socket
//! says its network in `X-Forwarded-For` as a proxy would.

mod common;

use common::Lab;
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens match `id`'s socket as a client at `from` (`None`: this
/// machine), with `token` for a seat; the refusal's status and body when
/// it is refused.
async fn open(
    lab: &Lab,
    id: &str,
    from: Option<&str>,
    token: Option<&str>,
    lang: &str,
) -> Result<Socket, (u16, Value)> {
    let token = token.map(|t| format!("&token={t}")).unwrap_or_default();
    let mut req = format!("ws://{}/api/matches/{id}/ws?lang={lang}{token}", lab.addr).into_client_request().unwrap();
    if let Some(from) = from {
        req.headers_mut().insert("x-forwarded-for", from.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(req).await {
        Ok((s, _)) => Ok(s),
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
            let body = r.body().as_deref().unwrap_or_default();
            Err((r.status().as_u16(), serde_json::from_slice(body).unwrap_or(Value::Null)))
        }
        Err(e) => panic!("the socket neither opened nor was refused: {e}"),
    }
}

#[tokio::test]
async fn one_network_keeps_at_most_its_share_of_spectator_sockets() {
    let lab = Lab::start_with(tempfile::tempdir().unwrap(), |c| {
        c.behind_proxy = true;
        c.spectators_per_network = 3;
    })
    .await;
    let people = json!({"first": "human", "second": "human"});
    let mut ids = Vec::new();
    let mut tokens = Vec::new();
    for _ in 0..2 {
        let (status, m) =
            lab.post("/api/matches", None, &json!({"game": "je-1", "params": {"heap": "30"}, "seats": people})).await;
        assert_eq!(status, 201, "{m}");
        ids.push(m["id"].as_str().unwrap().to_string());
        tokens.push(m["tokens"]["first"].as_str().unwrap().to_string());
    }
    // Three addresses of one /24, over two matches: its three places.
    let mut open_now = Vec::new();
    for (i, from) in ["203.0.113.7", "203.0.113.8", "203.0.113.200"].iter().enumerate() {
        open_now.push(open(&lab, &ids[i % 2], Some(from), None, "en").await.expect("within the network's share"));
    }
    // A fourth from that network is refused, on either match, in words.
    let (status, v) = open(&lab, &ids[1], Some("203.0.113.9"), None, "en").await.expect_err("one too many");
    assert_eq!(status, 429, "{v}");
    let e = v["error"].as_str().unwrap_or_default();
    assert!(e.contains("at most 3 spectator connections"), "{v}");
    let (status, v) = open(&lab, &ids[0], Some("203.0.113.10"), None, "pt-PT").await.expect_err("still full");
    assert_eq!(status, 429, "{v}");
    assert!(v["error"].as_str().unwrap_or_default().contains("no máximo 3 ligações de espectador"), "{v}");
    let (_, v) = open(&lab, &ids[0], Some("203.0.113.10"), None, "pt-BR").await.expect_err("still full");
    assert!(v["error"].as_str().unwrap_or_default().contains("no máximo 3 conexões de espectador"), "{v}");

    // Another network, this machine, and a seat of that same network get in.
    let _other = open(&lab, &ids[0], Some("198.51.100.1"), None, "en").await.expect("another network");
    let _here: Vec<Socket> = {
        let mut v = Vec::new();
        for _ in 0..5 {
            v.push(open(&lab, &ids[0], None, None, "en").await.expect("this machine is not counted"));
        }
        v
    };
    let _seat = open(&lab, &ids[0], Some("203.0.113.11"), Some(&tokens[0]), "en").await.expect("a seat always gets in");

    // A job's progress socket takes a place of its network too.
    let (status, job) =
        lab.post("/api/jobs", None, &json!({"kind": "table", "game": "je-1", "params": {"heap": "30"}})).await;
    assert!(status == 200 || status == 201 || status == 202, "{job}");
    let job_ws = |from: &'static str| {
        let mut req =
            format!("ws://{}/api/jobs/{}/ws", lab.addr, job["id"].as_str().unwrap()).into_client_request().unwrap();
        req.headers_mut().insert("x-forwarded-for", from.parse().unwrap());
        tokio_tungstenite::connect_async(req)
    };
    match job_ws("203.0.113.14").await {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => assert_eq!(r.status().as_u16(), 429),
        other => panic!("a job's socket past the network's share: {:?}", other.map(|_| ())),
    }
    assert!(job_ws("198.51.100.2").await.is_ok(), "another network watches the job");

    // A closed socket gives its place back (once the server has seen it close).
    let mut gone = open_now.pop().unwrap();
    gone.close(None).await.unwrap();
    drop(gone);
    let start = Instant::now();
    loop {
        match open(&lab, &ids[1], Some("203.0.113.12"), None, "en").await {
            Ok(s) => {
                open_now.push(s);
                break;
            }
            Err((429, _)) if start.elapsed() < Duration::from_secs(10) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => panic!("the place never came back: {e:?}"),
        }
    }
}
