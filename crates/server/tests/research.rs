//! `GET /api/research` (issue 40): on a server started against PostgreSQL
//! it lists the problems of the research shared by workers, their tasks
//! (queued, running with their worker, lease and progress) and where an
//! open one stands, and the workers, as `solve --status --json` does; on a
//! server on SQLite, an empty list and one sentence in the request's
//! language saying research needs PostgreSQL. (PostgreSQL from
//! `scripts/test`: skipped loudly without it, failing under CI=true.)

mod common;

use common::Lab;
use ludoteca_games::solve::SolveControl;
use ludoteca_store::Store;
use serde_json::json;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

const KEY: &str = "mastermind optimal-average pegs=3 colors=4";

#[tokio::test]
async fn a_claimed_task_shows_with_its_worker_lease_and_progress() {
    let Some(db) = ludoteca_store::testing::postgres("server_research") else { return };
    let url = db.url().to_string();
    let lab = Lab::start_with(tempfile::tempdir().unwrap(), |c| c.database = Some(url.clone())).await;
    let (status, v) = lab.get("/api/research", None).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!((v["research"].clone(), v["problems"].clone()), (json!(true), json!([])), "{v}");
    // A problem of Mastermind's real split enqueued, a worker holding its
    // first task with some progress (as `ludoteca worker` renews it).
    tokio::task::spawn_blocking(move || {
        let store = Store::connect(&url).unwrap();
        let research = store.research().unwrap();
        let spec = json!({"game": "mastermind", "params": {"pegs": "3", "colors": "4", "strategy": "optimal-average"}});
        let entry =
            ludoteca_games::open("mastermind", &serde_json::from_value(spec["params"].clone()).unwrap()).unwrap();
        let cancel = AtomicBool::new(false);
        let parts = entry.exact_solver().unwrap().distribute().unwrap().split(&SolveControl::quiet(&cancel)).unwrap();
        assert!(parts.len() > 1);
        let version = format!("ludoteca {}", env!("CARGO_PKG_VERSION"));
        research.submit(KEY, &spec, &version, &parts).unwrap();
        research.hello("w-1", "lab-host", 2, &version).unwrap();
        let task = research.claim("w-1", &version, None, Duration::from_secs(60)).unwrap().unwrap();
        // Words an older worker kept as a sentence: shown as they are.
        assert!(research.renew(KEY, task.n, "w-1", 3, 10, "3 of 10 classes", Duration::from_secs(60)).unwrap());
        // A worker of today keeps a message as data, said in each reader's language.
        research.hello("w-2", "lab-host", 1, &version).unwrap();
        let task = research.claim("w-2", &version, None, Duration::from_secs(60)).unwrap().unwrap();
        let kept = ludoteca_core::i18n::kept::line(&ludoteca_core::Msg::ResearchNodesChecked { done: 3, total: 8 });
        assert!(research.renew(KEY, task.n, "w-2", 3, 8, &kept, Duration::from_secs(60)).unwrap());
    })
    .await
    .unwrap();
    let (status, v) = lab.get("/api/research", None).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["research"], json!(true), "{v}");
    let problem = &v["problems"][0];
    assert_eq!((problem["key"].as_str(), problem["done"].as_bool()), (Some(KEY), Some(false)), "{v}");
    let tasks = problem["tasks"].as_array().unwrap();
    let running: Vec<_> = tasks.iter().filter(|t| t["state"] == "running").collect();
    assert_eq!(running.len(), 2, "{v}");
    assert_eq!((running[0]["owner"].as_str(), running[0]["progress"].as_str()), (Some("w-1"), Some("3 of 10 classes")));
    assert_eq!(
        (running[1]["owner"].as_str(), running[1]["progress"].as_str()),
        (Some("w-2"), Some("3 of 8 nodes checked"))
    );
    assert!(running[0]["until_ms"].as_i64().unwrap() > v["now_ms"].as_i64().unwrap(), "a lease still running: {v}");
    assert_eq!(tasks.iter().filter(|t| t["state"] == "queued").count(), tasks.len() - 2, "{v}");
    // The running bounds, as `solve --status` says them.
    assert!(problem["standing"].as_str().is_some_and(|s| s.contains("bounds on the total")), "{v}");
    // The same in Portuguese: where it stands, and what each task said (the
    // old sentence as it was kept).
    for (lang, guesses) in [("pt", "primeiros palpites"), ("pt-BR", "primeiros chutes")] {
        let (status, v) = lab.get(&format!("/api/research?lang={lang}"), None).await;
        assert_eq!(status, 200, "{v}");
        let problem = &v["problems"][0];
        let standing = problem["standing"].as_str().unwrap_or_default();
        assert!(standing.starts_with("limites do total: ") && standing.contains(guesses), "{lang}: {standing}");
        let said: Vec<&str> = problem["tasks"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|t| t["state"] == "running")
            .filter_map(|t| t["progress"].as_str())
            .collect();
        assert_eq!(said, ["3 of 10 classes", "3 de 8 nós verificados"], "{lang}");
    }
    let worker = v["workers"].as_array().unwrap().iter().find(|w| w["id"] == "w-1").unwrap();
    assert_eq!((worker["id"].as_str(), worker["threads"].as_u64()), (Some("w-1"), Some(2)), "{v}");
    assert!(worker["task"].as_str().is_some_and(|t| t.contains(KEY)), "{v}");
}

#[tokio::test]
async fn a_server_on_sqlite_says_research_needs_postgresql_in_each_language() {
    let lab = Lab::start().await;
    for (lang, says) in [("en", "lives in PostgreSQL"), ("pt", "vive no PostgreSQL"), ("pt-BR", "fica no PostgreSQL")] {
        let (status, v) = lab.get(&format!("/api/research?lang={lang}"), None).await;
        assert_eq!(status, 200, "{v}");
        assert_eq!(
            (v["research"].clone(), v["problems"].clone(), v["workers"].clone()),
            (json!(false), json!([]), json!([]))
        );
        let said = v["said"].as_str().unwrap_or_default();
        assert!(said.contains(says) && said.contains("--database postgres://"), "{lang}: {said}");
    }
}
