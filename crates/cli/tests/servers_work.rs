//! Background work across several `ludoteca serve` processes on one
//! PostgreSQL database: a job submitted to one server is run by that server
//! only and answered for by every server (its state, its result, its pages,
//! its socket), a cancel asked on another server stops it where it runs,
//! and a champion whose server died before it took its lease moves without
//! anyone asking about its match. (A job whose server is killed is in
//! `servers.rs`, with the rest of that test.) Without a PostgreSQL cluster
//! (`LUDOTECA_TEST_POSTGRES`) these tests say SKIPPED; under CI=true they fail.

mod cluster;

use cluster::{Server, wait_job};
use futures_util::StreamExt as _;
use ludoteca_store::Store;
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// The prefix of the lease owner's name of a server process.
fn node_of(server: &Server) -> String {
    format!("server-{}-", server.child.id())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_is_run_by_exactly_one_server_and_answered_by_every_server() {
    let Some(db) = ludoteca_store::testing::postgres("a_job_is_run_by_one_server") else { return };
    let servers = [Server::on(db.url()), Server::on(db.url()), Server::on(db.url())];
    let store = Store::connect(db.url()).unwrap();
    // Tables of different sizes, each submitted to one server in turn.
    let mut jobs = Vec::new();
    for (i, to) in [3_000u64, 2_500, 2_000, 1_500, 1_234, 999].into_iter().enumerate() {
        let submitted = i % servers.len();
        let body = json!({"kind": "table", "game": "je-9", "from": 0, "to": to});
        let (status, j) = servers[submitted].request("POST", "/api/jobs", None, Some(&body)).await;
        assert_eq!(status, 202, "{j}");
        jobs.push((j["id"].as_str().unwrap().to_string(), submitted, to));
    }
    for (id, submitted, to) in &jobs {
        // Every server answers for it, the one that runs it and the others.
        let answers: Vec<Value> = {
            let mut answers = Vec::new();
            for s in &servers {
                answers.push(wait_job(s, id, 120).await);
            }
            answers
        };
        assert_eq!(answers[0]["state"], "done", "{}", answers[0]);
        assert!(answers.iter().all(|a| *a == answers[0]), "job {id}: every server gives the same answer");
        assert_eq!(answers[0]["rows"]["total"], to + 1, "{}", answers[0]["rows"]);
        // A page of rows from a server that did not run it.
        let other = &servers[(submitted + 1) % servers.len()];
        let (status, page) =
            other.request("GET", &format!("/api/jobs/{id}/rows?offset=900&limit=50"), None, None).await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["rows"]["offset"], 900, "{}", page["rows"]);
        let own =
            servers[*submitted].request("GET", &format!("/api/jobs/{id}/rows?offset=900&limit=50"), None, None).await;
        assert_eq!(own.1, page, "the same page from the server that ran it");
        // Run once, by the server it was submitted to.
        let record = store.job(id).unwrap().expect("stored");
        assert_eq!(record.runs, 1, "job {id} was started once");
        assert!(record.owner.starts_with(&node_of(&servers[*submitted])), "job {id}: {}", record.owner);
    }
    // The socket of a job run elsewhere ends with its answer.
    let (id, submitted, _) = &jobs[0];
    let other = &servers[(submitted + 2) % servers.len()];
    let url = format!("ws://{}/api/jobs/{id}/ws", other.addr);
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.expect("the socket opens");
    let mut last = Value::Null;
    while let Ok(Some(Ok(frame))) = tokio::time::timeout(Duration::from_secs(10), socket.next()).await {
        match frame {
            Message::Text(t) => last = serde_json::from_str(&t).unwrap(),
            Message::Close(_) => break,
            _ => {}
        }
    }
    assert_eq!(last["state"], "done", "{last}");
    assert_eq!(last["id"], json!(id));
    // An id no server knows is still unknown.
    let (status, _) = servers[1].request("GET", "/api/jobs/nosuchjob000", None, None).await;
    assert_eq!(status, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_cancelled_on_another_server_stops_where_it_runs() {
    let Some(db) = ludoteca_store::testing::postgres("a_job_cancelled_elsewhere") else { return };
    let (s1, s2) = (Server::on(db.url()), Server::on(db.url()));
    let body = json!({"kind": "value", "game": "figuras", "params": {"book": "false"}, "position": cluster::figuras_thirteen(), "seconds": 60});
    let (status, j) = s1.request("POST", "/api/jobs?lang=pt", None, Some(&body)).await;
    assert_eq!(status, 202, "{j}");
    let id = j["id"].as_str().unwrap().to_string();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let asked = Instant::now();
    let (status, v) = s2.request("DELETE", &format!("/api/jobs/{id}"), None, None).await;
    assert_eq!(status, 200, "{v}");
    let ended = wait_job(&s1, &id, 20).await;
    assert_eq!(ended["state"], "cancelled", "{ended}");
    assert!(asked.elapsed() < Duration::from_secs(10), "stopped after {:?}", asked.elapsed());
    assert_eq!(ended["error"], "o cálculo foi cancelado", "in the language it was asked in: {ended}");
    assert_eq!(wait_job(&s2, &id, 5).await, ended, "both servers say so");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_champion_whose_server_died_before_it_took_the_lease_moves_unasked() {
    let Some(db) = ludoteca_store::testing::postgres("a_champion_nobody_holds") else { return };
    let server = Server::on(db.url());
    let store = Store::connect(db.url()).unwrap();
    // A match as a server writes it, which then died at once: copied in
    // the store with the champion to move (first) and, beside it, one
    // where the person is to move.
    let create = json!({"game": "je-8", "params": {"heap": "30"}, "budget_ms": 200,
        "seats": {"first": "human", "second": "human"}});
    let (status, m) = server.request("POST", "/api/matches", None, Some(&create)).await;
    assert_eq!(status, 201, "{m}");
    let model = store.get(m["id"].as_str().unwrap()).unwrap().expect("stored");
    let orphan = |id: &str, seats: Value| {
        let mut r = model.record.clone();
        r.id = id.to_string();
        r.seats = seats;
        store.create(&r).unwrap();
    };
    orphan("orphan-champion-first", json!({"first": "champion", "second": "human"}));
    orphan("orphan-person-first", json!({"first": "human", "second": "champion"}));
    // Nobody asks about them; the champion moves once its match has been
    // quiet for a while (5 s) with no lease held.
    let started = Instant::now();
    while store.version("orphan-champion-first").unwrap() < Some(1) {
        assert!(started.elapsed() < Duration::from_secs(40), "the champion moved unasked");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let moved = store.get("orphan-champion-first").unwrap().unwrap();
    assert_eq!(moved.moves[0].seat, "first", "{:?}", moved.moves);
    assert_eq!(store.version("orphan-person-first").unwrap(), Some(0), "a person's turn is left to the person");
    // Any server now answers for it as it stands.
    let view = server.request("GET", "/api/matches/orphan-champion-first", None, None).await.1;
    assert_eq!(view["version"], 1, "{view}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_whose_servers_die_twice_is_not_started_a_third_time() {
    let Some(db) = ludoteca_store::testing::postgres("a_job_killing_two_servers") else { return };
    let mut s1 = Server::on(db.url());
    let mut s2 = Server::on(db.url());
    let store = Store::connect(db.url()).unwrap();
    let body = json!({"kind": "value", "game": "figuras", "params": {"book": "false"}, "position": cluster::figuras_thirteen(), "seconds": 60});
    let (status, j) = s1.request("POST", "/api/jobs?lang=pt", None, Some(&body)).await;
    assert_eq!(status, 202, "{j}");
    let id = j["id"].as_str().unwrap().to_string();
    let owned_by = |node: String, runs: u32| {
        let started = Instant::now();
        loop {
            let r = store.job(&id).unwrap().expect("stored");
            if r.runs == runs && r.owner.starts_with(&node) {
                return;
            }
            assert!(started.elapsed() < Duration::from_secs(30), "run {runs} on {node}: {r:?}");
            std::thread::sleep(Duration::from_millis(100));
        }
    };
    owned_by(node_of(&s1), 1);
    s1.child.kill().unwrap();
    let _ = s1.child.wait();
    // Server 2 takes it over, then dies too.
    owned_by(node_of(&s2), 2);
    s2.child.kill().unwrap();
    let _ = s2.child.wait();
    let s3 = Server::on(db.url());
    let ended = wait_job(&s3, &id, 40).await;
    assert_eq!(ended["state"], "failed", "{ended}");
    let error = ended["error"].as_str().unwrap();
    assert!(error.starts_with("dois servidores pararam"), "in the language it was asked in: {error}");
    assert_eq!(store.job(&id).unwrap().unwrap().runs, 2, "not started a third time");
}
