//! Cost before work: a server's memory budget (`--memory`) refuses, with a
//! sentence, what it could never hold; the champion moves within its
//! `budget_ms` on huge heaps; a small outcome takes the person's lane.
//! Issue #16, "Why" 1 and 2: `je-28` at heap 100,000,000 aborted a 3 GB
//! server from an outcome request and from a stored match; the champion
//! took 2.0 s with `budget_ms: 1`.

mod common;

use common::Lab;
use serde_json::json;
use std::time::{Duration, Instant};

/// A server whose budget is `mib` MiB.
async fn lab_with_memory(mib: u64) -> Lab {
    let dir = tempfile::tempdir().unwrap();
    let mut config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    config.memory = mib << 20;
    let running = ludoteca_server::start(config).await.unwrap();
    Lab { addr: running.addr(), running: Some(running), dir }
}

fn sentence(v: &serde_json::Value) -> &str {
    let e = v["error"].as_str().unwrap_or_default();
    assert!(e.len() > 20 && !e.contains('\n'), "one sentence: {v}");
    e
}

#[tokio::test]
async fn a_small_server_refuses_what_it_could_never_hold() {
    let lab = lab_with_memory(256).await;
    let body = json!({"game": "je-28", "params": {"heap": "100000000"},
        "seats": {"first": "champion", "second": "human"}});
    let (status, v) = lab.post("/api/matches", None, &body).await;
    assert!((400..500).contains(&status), "{status} {v}");
    sentence(&v);
    let (status, v) = lab.get("/api/games/je-28/outcome?param=heap%3D100000000", None).await;
    assert!((400..500).contains(&status), "{status} {v}");
    sentence(&v);
    // Within the numbers' cap, the budget decides: the capped table of
    // game 19 at 12,000 stones holds 288 MB; work has 192 MiB (201 MB) of
    // the 256 MiB, an eighth being set aside for the job results and an
    // eighth for the Mastermind engines.
    let t0 = Instant::now();
    let (status, v) = lab.get("/api/games/je-19/outcome?param=heap%3D12000", None).await;
    assert_eq!(status, 422, "{v}");
    let e = sentence(&v);
    assert!(e.contains("288 MB") && e.contains("201 MB"), "{e}");
    assert!(t0.elapsed() < Duration::from_secs(1), "refused before any work: {:?}", t0.elapsed());
    // In the caller's language.
    let (status, v) = lab.get("/api/games/je-19/outcome?param=heap%3D12000&lang=pt", None).await;
    assert_eq!(status, 422, "{v}");
    assert!(sentence(&v).contains("este servidor permite"), "{v}");
    // A table job beyond the budget is refused before it is queued.
    let job = json!({"kind": "table", "game": "je-19", "params": {"heap": "12000"}, "from": 11990, "to": 12000});
    let (status, v) = lab.post("/api/jobs", None, &job).await;
    assert_eq!(status, 422, "{v}");
    // What fits is answered.
    let (status, v) = lab.get("/api/games/je-1/outcome?param=heap%3D2008", None).await;
    assert_eq!(status, 200, "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_champion_moves_within_its_budget_on_huge_heaps() {
    let lab = Lab::start().await;
    for (game, heap) in [("je-28", "20000"), ("je-19", "12000"), ("je-28", "30000000")] {
        let body = json!({"game": game, "params": {"heap": heap}, "budget_ms": 50,
            "seats": {"first": "champion", "second": "human"}});
        let t0 = Instant::now();
        let (status, v) = lab.post("/api/matches", None, &body).await;
        if game == "je-28" && heap == "30000000" {
            // Beyond what the family analyses at all: refused at creation,
            // never a match whose champion cannot move.
            assert_eq!(status, 422, "{v}");
            continue;
        }
        assert_eq!(status, 201, "{game} {heap}: {v}");
        let id = v["id"].as_str().unwrap().to_string();
        let me = v["tokens"]["second"].as_str().unwrap().to_string();
        let view = lab.wait_view(&id, Some(&me), |v| v["history"].as_array().is_some_and(|h| !h.is_empty())).await;
        let took = t0.elapsed();
        assert!(took < Duration::from_secs(2), "{game} {heap}: the champion took {took:?}");
        let mv = view["history"][0]["move"].as_str().unwrap();
        // Legal: the referee accepted it, and the heap went down by it.
        let left: u64 = view["position"].as_str().unwrap().split(',').next().unwrap().parse().unwrap();
        assert_eq!(left + mv.parse::<u64>().unwrap(), heap.parse::<u64>().unwrap(), "{view}");
        assert!(view["champion_error"].is_null(), "{view}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_outcome_answers_while_the_analyses_are_busy() {
    let lab = std::sync::Arc::new(Lab::start().await);
    // Heavy outcomes (seconds each): more than the analyses' lane holds.
    let mut heavy = Vec::new();
    for _ in 0..6 {
        let lab = lab.clone();
        heavy.push(tokio::spawn(async move { lab.get("/api/games/je-19/outcome?param=heap%3D4000", None).await.0 }));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let t0 = Instant::now();
    let (status, v) = lab.get("/api/games/je-1/outcome?param=heap%3D2008", None).await;
    let took = t0.elapsed();
    assert_eq!(status, 200, "{v}");
    assert!(took < Duration::from_secs(1), "a small outcome waited {took:?}");
    for h in heavy {
        let status = h.await.unwrap();
        assert!(status == 200 || status == 503, "{status}");
    }
}

/// Mastermind is priced by its variant (#16): five pegs of six colours
/// with repeats hold a 60 MB table of answers, which a 64 MiB server
/// (48 MiB for work) refuses at creation; a larger one plays it, the
/// champion guessing within its reservation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mastermind_is_priced_by_its_variant() {
    let params = json!({"pegs": 5, "colors": 6, "repeats": true, "guess_repeats": true, "maker": "random"});
    let body = json!({"game": "mastermind", "params": params, "seats": {"first": "human", "second": "champion"}});
    let small = lab_with_memory(64).await;
    let (status, v) = small.post("/api/matches", None, &body).await;
    assert_eq!(status, 422, "{v}");
    assert!(sentence(&v).contains("61 MB"), "{v}");
    let lab = lab_with_memory(512).await;
    let (status, v) = lab.post("/api/matches", None, &body).await;
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap().to_string();
    let me = v["tokens"]["first"].as_str().unwrap().to_string();
    let (status, v) = lab.post(&format!("/api/matches/{id}/moves"), Some(&me), &json!({"move": "random"})).await;
    assert_eq!(status, 200, "{v}");
    let view = lab.wait_view(&id, Some(&me), |v| v["history"].as_array().is_some_and(|h| h.len() >= 2)).await;
    assert!(view["champion_error"].is_null(), "{view}");
}

/// `VmRSS` of this process, in bytes.
fn resident() -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").expect("Linux");
    let line = s.lines().find(|l| l.starts_with("VmRSS:")).expect("VmRSS");
    line.split_whitespace().nth(1).and_then(|k| k.parse::<u64>().ok()).expect("kB") * 1024
}

#[tokio::test]
async fn a_figuras_match_keeps_no_champion_between_moves() {
    // Issue #37: each Figuras match kept its champion's tables (12–15 MiB)
    // for the life of the process; 100 matches took a server to 1.5 GB.
    let lab = lab_with_memory(1024).await;
    let before = resident();
    for _ in 0..100 {
        let (status, v) = lab
            .post("/api/matches", None, &json!({"game": "figuras", "seats": {"first": "human", "second": "champion"}}))
            .await;
        assert_eq!(status, 201, "{v}");
    }
    let grown = resident().saturating_sub(before);
    assert!(grown < 200 << 20, "100 Figuras matches took {} MiB", grown >> 20);
}

#[tokio::test]
async fn a_full_budget_refuses_new_matches_in_one_sentence_and_the_rest_goes_on() {
    // 8 MiB: 6 MiB for work once the caches are set aside, 4 MiB of them
    // kept for the matches being played: some 180 rooms.
    let lab = lab_with_memory(8).await;
    let people = json!({"first": "human", "second": "human"});
    let (mut made, mut refused) = (Vec::new(), None);
    for _ in 0..2000 {
        let (status, v) = lab
            .post("/api/matches?lang=pt", None, &json!({"game": "je-1", "params": {"heap": "3"}, "seats": people}))
            .await;
        match status {
            201 => made.push(v),
            503 => {
                refused = Some(v);
                break;
            }
            other => panic!("{other}: {v}"),
        }
    }
    let refused = refused.expect("a full budget refuses a new match");
    assert!(sentence(&refused).contains("memória"), "{refused}");
    assert!(made.len() > 100, "only {} matches before the budget was full", made.len());
    // The matches being played go on, and the pages answer.
    let (status, _) = lab.get("/", None).await;
    assert_eq!(status, 200);
    let first = &made[0];
    let (id, token) = (first["id"].as_str().unwrap(), first["tokens"]["first"].as_str().unwrap());
    let (status, v) = lab.post(&format!("/api/matches/{id}/moves"), Some(token), &json!({"move": "1"})).await;
    assert_eq!(status, 200, "{v}");
    // Matches that end leave memory once nobody holds them: room again.
    for m in &made[1..21] {
        let id = m["id"].as_str().unwrap();
        let seats = json!({"first": m["tokens"]["first"], "second": m["tokens"]["second"]});
        lab.play_out(id, &seats, 10, |v| v["legal_moves"][0].as_str().map(str::to_string)).await;
    }
    // They leave at a sweep (every 2 s), 10 s after they were last asked for.
    let started = Instant::now();
    loop {
        let (status, v) = lab.post("/api/matches", None, &json!({"game": "je-1", "seats": people})).await;
        if status == 201 {
            break;
        }
        assert_eq!(status, 503, "{v}");
        assert!(started.elapsed() < Duration::from_secs(30), "finished matches never left memory: {v}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}
