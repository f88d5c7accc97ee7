//! Every refusal under `/api/` is JSON in the request's language, with the
//! headers its status calls for; tokens are checked strictly and kept
//! hashed; a view offers undo only when it would succeed.

mod common;

use common::Lab;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// One request with its own header lines; returns (status, head, JSON body).
async fn ask(lab: &Lab, method: &str, path: &str, headers: &[&str], body: &str) -> (u16, String, Value) {
    let mut s = tokio::net::TcpStream::connect(lab.addr).await.unwrap();
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: lab\r\nConnection: close\r\n");
    for h in headers {
        req += &format!("{h}\r\n");
    }
    if !body.is_empty() {
        req += &format!("Content-Type: application/json\r\nContent-Length: {}\r\n", body.len());
    }
    req += "\r\n";
    req += body;
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let split = out.windows(4).position(|w| w == b"\r\n\r\n").expect("an HTTP answer");
    let head = String::from_utf8_lossy(&out[..split]).to_ascii_lowercase();
    let status: u16 = head.split(' ').nth(1).unwrap().parse().unwrap();
    let text = String::from_utf8_lossy(&out[split + 4..]).into_owned();
    let body = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{method} {path}: not JSON: {head}\n{text}"));
    (status, head, body)
}

fn error(v: &Value) -> &str {
    v["error"].as_str().unwrap_or_else(|| panic!("no error sentence in {v}"))
}

#[tokio::test]
async fn every_api_error_is_json_in_the_callers_language() {
    let lab = Lab::start().await;
    // Wrong methods, with Allow.
    for (method, path, allow) in [
        ("DELETE", "/api/games", "get"),
        ("POST", "/api/games/je-1", "get"),
        ("PUT", "/api/matches", "post"),
        ("GET", "/api/matches/abc/moves", "post"),
        ("PATCH", "/api/jobs/x", "delete"),
    ] {
        let (status, head, v) = ask(&lab, method, path, &["Accept-Language: pt-PT"], "").await;
        assert_eq!(status, 405, "{method} {path}: {v}");
        assert!(head.contains("allow:") && head.contains(allow), "{method} {path}: {head}");
        assert!(error(&v).contains(method) && error(&v).contains("não é aceite"), "{v}");
    }
    // A path that is not UTF-8.
    let (status, _, v) = ask(&lab, "GET", "/api/games/%FF%FE", &[], "").await;
    assert_eq!(status, 400, "{v}");
    assert!(error(&v).contains("UTF-8"), "{v}");
    // No such route, in Brazilian Portuguese.
    let (status, _, v) = ask(&lab, "GET", "/api/nothing?lang=pt-BR", &[], "").await;
    assert_eq!(status, 404, "{v}");
    assert!(error(&v).contains("/api/nothing") && error(&v).contains("não há"), "{v}");
    // The API's own root, with and without its slash, any method.
    for (method, path) in [("GET", "/api/"), ("POST", "/api/"), ("GET", "/api/?lang=pt")] {
        let (status, head, v) = ask(&lab, method, path, &[], "").await;
        assert_eq!(status, 404, "{method} {path}: {v}");
        assert!(head.contains("content-type: application/json"), "{method} {path}: {head}");
        assert!(error(&v).contains("/api/"), "{v}");
    }
    // A socket route asked with a plain GET.
    let (id, _) =
        lab.create(json!({"game": "je-1", "seats": {"first": "human", "second": "champion"}, "budget_ms": 100})).await;
    for path in [format!("/api/matches/{id}/ws"), "/api/jobs/x/ws".to_string()] {
        let (status, head, v) = ask(&lab, "GET", &path, &[], "").await;
        assert_eq!(status, 426, "{path}: {v}");
        assert!(head.contains("upgrade: websocket"), "{head}");
        assert!(error(&v).contains("WebSocket"), "{v}");
    }
    // A body that is not JSON, and one that is not the JSON expected.
    let (status, _, v) = ask(&lab, "POST", "/api/matches?lang=pt", &[], "{not json").await;
    assert_eq!(status, 400, "{v}");
    assert!(error(&v).contains("JSON"), "{v}");
    let (status, _, v) = ask(&lab, "POST", "/api/matches", &[], r#"{"game": 3}"#).await;
    assert_eq!(status, 422, "{v}");
    // A query string with a bad value, in Portuguese.
    let (status, _, v) = ask(&lab, "GET", "/api/games/je-1/outcome?param=heap%3Dzzz&lang=pt", &[], "").await;
    assert_eq!(status, 422, "{v}");
    assert!(error(&v).contains("`zzz`") && error(&v).contains("tem de ser"), "{v}");
}

#[tokio::test]
async fn a_long_move_is_echoed_short_and_on_one_line() {
    let lab = Lab::start().await;
    let (id, tokens) =
        lab.create(json!({"game": "je-1", "seats": {"first": "human", "second": "champion"}, "budget_ms": 100})).await;
    let t = tokens["first"].as_str().unwrap();
    let mv = format!("1\n2{}", "7".repeat(60_000));
    let (status, v) = lab.post(&format!("/api/matches/{id}/moves"), Some(t), &json!({ "move": mv })).await;
    assert_eq!(status, 422, "{v}");
    let e = error(&v);
    assert!(!e.contains('\n') && e.contains("1\\n277") && e.chars().count() < 400, "{e}");
}

#[tokio::test]
async fn tokens_bearer_in_any_case_malformed_or_unknown_is_401() {
    let lab = Lab::start().await;
    let (id, tokens) =
        lab.create(json!({"game": "je-1", "seats": {"first": "human", "second": "champion"}, "budget_ms": 100})).await;
    let t = tokens["first"].as_str().unwrap();
    let path = format!("/api/matches/{id}");
    for scheme in ["Bearer", "bearer", "BEARER"] {
        let (status, _, v) = ask(&lab, "GET", &path, &[&format!("Authorization: {scheme} {t}")], "").await;
        assert_eq!(status, 200, "{scheme}: {v}");
    }
    for bad in ["Basic abc", "Bearer", "Token x", &format!("Bearer {t}x"), "Bearer a b"] {
        let (status, _, v) = ask(&lab, "GET", &path, &[&format!("Authorization: {bad}")], "").await;
        assert_eq!(status, 401, "{bad}: {v}");
        error(&v);
    }
    // No token: a spectator, as before.
    let (status, _, _) = ask(&lab, "GET", &path, &[], "").await;
    assert_eq!(status, 200);
    // The database keeps the hash, never the token.
    let store = ludoteca_store::Store::open(lab.dir.path()).unwrap();
    let kept = store.get(&id).unwrap().unwrap().record.tokens.to_string();
    assert!(!kept.contains(t) && kept.contains(&ludoteca_store::token_hash(t)), "{kept}");
}

#[tokio::test]
async fn undo_is_offered_only_when_it_would_succeed() {
    let lab = Lab::start().await;
    // Two people: never.
    let (id, tokens) = lab
        .create(json!({"game": "je-1", "params": {"heap": 9}, "seats": {"first": "human", "second": "human"}}))
        .await;
    let a = tokens["first"].as_str().unwrap();
    let b = tokens["second"].as_str().unwrap();
    let (status, v) = lab.post(&format!("/api/matches/{id}/moves"), Some(a), &json!({"move": "1"})).await;
    assert_eq!(status, 200, "{v}");
    for t in [a, b] {
        let (_, v) = lab.get(&format!("/api/matches/{id}"), Some(t)).await;
        assert_eq!(v["undo"], false, "{v}");
        let (status, _) = lab.post(&format!("/api/matches/{id}/undo"), Some(t), &json!({})).await;
        assert_eq!(status, 409);
    }
    // Against the champion: not before a move, then yes, and undo succeeds.
    let (id, tokens) = lab
        .create(json!({"game": "je-1", "params": {"heap": 9}, "seats": {"first": "human", "second": "champion"}, "budget_ms": 100}))
        .await;
    let a = tokens["first"].as_str().unwrap();
    let (_, v) = lab.get(&format!("/api/matches/{id}"), Some(a)).await;
    assert_eq!(v["undo"], false, "{v}");
    let (status, _) = lab.post(&format!("/api/matches/{id}/undo"), Some(a), &json!({})).await;
    assert_eq!(status, 409);
    lab.post(&format!("/api/matches/{id}/moves"), Some(a), &json!({"move": "1"})).await;
    let v = lab
        .wait_view(&id, Some(a), |v| v["thinking"] == false && v["history"].as_array().is_some_and(|h| h.len() >= 2))
        .await;
    assert_eq!(v["undo"], true, "{v}");
    let (status, v) = lab.post(&format!("/api/matches/{id}/undo"), Some(a), &json!({})).await;
    assert_eq!(status, 200, "{v}");
}
