//! Several `ludoteca serve` processes on one PostgreSQL database: a match
//! created on one is played through both, every seat's socket sees every
//! move in order whichever server it is on, hidden information stays with
//! its seat, a server killed with SIGKILL loses no acknowledged move and
//! its matches and jobs go on on the other; a change nobody announced is
//! still seen; `ludoteca migrate` copies a SQLite lab
//! whose matches then replay identically. Without a PostgreSQL cluster
//! (`LUDOTECA_TEST_POSTGRES`, which scripts/test starts) these tests say
//! SKIPPED; under CI=true they fail.

mod cluster;

use cluster::{Seen, Server, moves_of, tokens};
use futures_util::{SinkExt as _, StreamExt as _};
use serde_json::{Value, json};
use std::process::Command;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// A change nobody announced — its server died between the commit and the
/// announcement — still reaches the sockets of a server holding the match:
/// every server compares the versions of the matches it holds with the
/// store's once a second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_nobody_announced_still_reaches_the_sockets() {
    let Some(db) = ludoteca_store::testing::postgres("a_change_nobody_announced") else { return };
    let s1 = Server::on(db.url());
    let create = json!({"game": "je-9", "params": {"heap": "40"}, "seats": {"first": "human", "second": "human"}});
    let (status, m) = s1.request("POST", "/api/matches", None, Some(&create)).await;
    assert_eq!(status, 201, "{m}");
    let id = m["id"].as_str().unwrap().to_string();
    let mut watch = Seen::new(s1.socket(&id, None).await);
    let start = watch.until(0).await;
    let mv = start["legal_moves"][0].as_str().expect("a legal move").to_string();
    let written = Instant::now();
    db.execute(&format!(
        "INSERT INTO moves (match_id, ply, seat, mv, at) VALUES ('{id}', 0, 'first', '{mv}', 0);
         UPDATE matches SET version = version + 1 WHERE id = '{id}'"
    ))
    .expect("the move written behind the servers' backs");
    let view = watch.until(1).await;
    assert_eq!(moves_of(&view), vec![mv], "the socket shows the unannounced move");
    let took = written.elapsed();
    eprintln!("an unannounced move reached the socket in {took:?}");
    assert!(took < Duration::from_secs(5), "within the once-a-second re-read: {took:?}");
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
    // Mid-load, a job is submitted to server 1, which runs it (an exact
    // search of at most 4 s); server 2 answers for it too.
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let job = json!({"kind": "value", "game": "figuras", "params": {"book": "false"}, "position": cluster::figuras_thirteen(), "seconds": 4});
    let (status, j) = s1.request("POST", "/api/jobs", None, Some(&job)).await;
    assert_eq!(status, 202, "{j}");
    let job_id = j["id"].as_str().unwrap().to_string();
    let (status, seen) = s2.request("GET", &format!("/api/jobs/{job_id}"), None, None).await;
    assert_eq!((status, seen["state"].clone()), (200, json!("running")), "server 2 sees it: {seen}");
    // Server 1 dies at once, its job still running.
    tokio::time::sleep(Duration::from_millis(300)).await;
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
    // The job goes on on server 2: its lease lapses, server 2 runs it again
    // from the start, and answers with it.
    let done = cluster::wait_job(&s2, &job_id, 60).await;
    assert_eq!(done["state"], "done", "{done}");
    // Proved within its 4 s (a quiet machine), or stopped there with bounds.
    let r = &done["result"];
    assert_eq!(r["limit_secs"], json!(4), "{r}");
    assert_ne!(r["exact"], r["stopped"], "either proved or stopped at its limit: {r}");
    assert!(r["lower"].as_i64().unwrap() <= r["upper"].as_i64().unwrap(), "{r}");
    let record = ludoteca_store::Store::connect(db.url()).unwrap().job(&job_id).unwrap().expect("stored");
    assert_eq!(record.runs, 2, "started on server 1, then once on server 2");
    assert!(record.owner.starts_with(&format!("server-{}-", s2.child.id())), "{}", record.owner);
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
