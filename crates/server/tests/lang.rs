//! The API in the person's language: `Accept-Language: pt-PT` (or
//! `?lang=pt-PT`) writes errors and a match view's `prompt` in Portuguese;
//! English stays the default and every JSON field and code is unchanged.

mod common;

use common::Lab;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// One request with an `Accept-Language` header; the status and the JSON body.
async fn request(
    lab: &Lab,
    method: &str,
    path: &str,
    lang: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> (u16, Value) {
    let mut s = tokio::net::TcpStream::connect(lab.addr).await.unwrap();
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: lab\r\nConnection: close\r\nAccept-Language: {lang}\r\n");
    if let Some(t) = token {
        req += &format!("Authorization: Bearer {t}\r\n");
    }
    let bytes = body.map(Value::to_string).unwrap_or_default();
    if body.is_some() {
        req += &format!("Content-Type: application/json\r\nContent-Length: {}\r\n", bytes.len());
    }
    req += "\r\n";
    req += &bytes;
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let split = out.windows(4).position(|w| w == b"\r\n\r\n").expect("an HTTP answer");
    let head = String::from_utf8_lossy(&out[..split]).to_string();
    assert!(!head.to_ascii_lowercase().contains("transfer-encoding: chunked"), "{head}");
    let status: u16 = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, serde_json::from_slice(&out[split + 4..]).unwrap())
}

#[tokio::test]
async fn errors_and_prompts_in_european_portuguese() {
    let lab = Lab::start().await;
    // A bad parameter: the sentence from the typed spec, in Portuguese.
    let (status, e) = request(&lab, "GET", "/api/games/je-9/outcome?param=heap%3Dx", "pt-PT", None, None).await;
    assert_eq!(status, 422, "{e}");
    let text = e["error"].as_str().unwrap();
    assert!(text.contains("o valor `x` não serve para `heap`") && text.contains("um número inteiro"), "{e}");
    // The same in English without the header.
    let (_, e) = lab.get("/api/games/je-9/outcome?param=heap%3Dx", None).await;
    assert!(e["error"].as_str().unwrap().starts_with("bad value `x` for parameter `heap`"), "{e}");
    // `?lang=` wins over the header.
    let (_, e) = request(&lab, "GET", "/api/games/je-9/outcome?param=heap%3Dx&lang=en", "pt-PT", None, None).await;
    assert!(e["error"].as_str().unwrap().starts_with("bad value"), "{e}");

    // A match: the prompt, an illegal move, the hint, out of turn.
    let spec = json!({"game": "je-8", "params": {"heap": "7"}, "seats": {"first": "human", "second": "human"}});
    let (status, created) = request(&lab, "POST", "/api/matches", "pt-PT,pt;q=0.9,en;q=0.5", None, Some(&spec)).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let first = created["tokens"]["first"].as_str().unwrap();
    let second = created["tokens"]["second"].as_str().unwrap();
    assert_eq!(created["view"]["prompt"], "Joga A (primeiro): joga uma de 1, 2.", "{created}");
    assert_eq!(created["view"]["to_move"], "first", "the JSON codes do not change");
    let (_, v) = request(&lab, "GET", &format!("/api/matches/{id}"), "pt-BR", Some(first), None).await;
    assert_eq!(v["prompt"], "Joga A (primeiro): jogue uma de 1, 2.", "{v}");
    let (_, v) = lab.get(&format!("/api/matches/{id}"), Some(first)).await;
    assert_eq!(v["prompt"], "A (First) to move: play one of 1, 2.", "{v}");

    let moves = format!("/api/matches/{id}/moves");
    let (status, e) = request(&lab, "POST", &moves, "pt-PT", Some(first), Some(&json!({"move": "9"}))).await;
    assert_eq!(status, 422, "{e}");
    assert!(e["error"].as_str().unwrap().starts_with("a jogada `9` não é válida aqui"), "{e}");
    let (status, e) = request(&lab, "POST", &moves, "pt-PT", Some(second), Some(&json!({"move": "1"}))).await;
    assert_eq!(status, 409, "{e}");
    assert_eq!(e["error"], "não é a vez de B (segundo): agora joga A (primeiro)", "{e}");

    let (status, h) = request(&lab, "GET", &format!("/api/matches/{id}/hint"), "pt", Some(first), None).await;
    assert_eq!(status, 200, "{h}");
    // 7 is not a multiple of 3: the player to move wins (tipo-P, frágil).
    assert!(h["summary"].as_str().unwrap().starts_with("tipo-P — frágil: quem joga ganha"), "{h}");
    assert_eq!(h["detail"]["outcome"], "N", "the report keeps its codes");

    // A conjecture refused in the header's language, its rule named in the text's words.
    let conjecture = |safe: &str, to: u64| json!({"kind": "conjecture", "game": "je-9", "safe": safe, "to": to});
    let (status, e) = request(&lab, "POST", "/api/jobs", "pt-PT", None, Some(&conjecture("n % 5 == 0", 5000))).await;
    assert_eq!(status, 400, "{e}");
    assert!(e["error"].as_str().unwrap().starts_with("a conjetura verifica-se nas posições até `to`"), "{e}");
    let (status, e) = request(&lab, "POST", "/api/jobs", "pt-BR", None, Some(&conjecture("n ==", 20))).await;
    assert_eq!(status, 422, "{e}");
    assert!(
        e["error"].as_str().unwrap().starts_with("a expressão de inatacáveis (tipo-S) `n ==` não pode ser lida"),
        "{e}"
    );
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The next message of this `type` on the socket (at most 10 s away).
async fn next_of(s: &mut Socket, kind: &str) -> Value {
    use futures_util::StreamExt;
    loop {
        let m = tokio::time::timeout(std::time::Duration::from_secs(10), s.next()).await.expect("a message in time");
        match m {
            Some(Ok(tokio_tungstenite::tungstenite::Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == kind {
                    return v;
                }
            }
            Some(Ok(_)) => {}
            other => panic!("the socket closed: {other:?}"),
        }
    }
}

#[tokio::test]
async fn the_match_socket_keeps_the_language_it_was_opened_in() {
    use futures_util::SinkExt;
    let lab = Lab::start().await;
    let spec = json!({"game": "je-8", "params": {"heap": "7"}, "seats": {"first": "human", "second": "human"}});
    let (id, tokens) = lab.create(spec).await;
    let first = tokens["first"].as_str().unwrap();
    let url = format!("ws://{}/api/matches/{id}/ws?token={first}&lang=pt-PT", lab.addr);
    let mut s = tokio_tungstenite::connect_async(url).await.expect("the socket opens").0;
    let v = next_of(&mut s, "view").await;
    assert_eq!(v["view"]["prompt"], "Joga A (primeiro): joga uma de 1, 2.", "{v}");
    let bad = json!({"type": "move", "move": "9"}).to_string();
    s.send(tokio_tungstenite::tungstenite::Message::Text(bad.into())).await.unwrap();
    let e = next_of(&mut s, "error").await;
    assert!(e["error"].as_str().unwrap().starts_with("a jogada `9` não é válida aqui"), "{e}");
}
