//! The research page (`#/research`, issue 40) in headless Chromium on a
//! 390 px phone, in Portuguese: a problem enqueued in PostgreSQL and a task
//! claimed by a worker show as a card with its bar, its running task with
//! the worker and its progress, and the worker; the page reads the research
//! again by itself (the worker's next progress appears without a reload),
//! fits the screen, and on a server on SQLite says in Brazilian Portuguese
//! that research needs PostgreSQL.
//!
//! Without Chromium or PostgreSQL these tests print a loud `SKIPPED:` line
//! and pass (failing under CI=true).

mod common;

use common::Lab;
use common::browser::*;
use ludoteca_games::solve::SolveControl;
use ludoteca_store::Store;
use serde_json::json;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

const KEY: &str = "mastermind optimal-average pegs=3 colors=4";

/// Runs `work` on the research of `url` (the store blocks: off the runtime).
async fn with_research(url: &str, work: impl FnOnce(&ludoteca_store::Research<'_>) + Send + 'static) {
    let url = url.to_string();
    tokio::task::spawn_blocking(move || work(&Store::connect(&url).unwrap().research().unwrap())).await.unwrap();
}

#[tokio::test]
async fn the_research_page_follows_a_distributed_solve_on_a_phone() {
    let Some(db) = ludoteca_store::testing::postgres("browser_research") else { return };
    let url = db.url().to_string();
    let edit = {
        let url = url.clone();
        move |c: &mut ludoteca_server::Config| c.database = Some(url)
    };
    let Some(mut bench) = Bench::start_with("the_research_page_follows_a_distributed_solve_on_a_phone", edit).await
    else {
        return;
    };
    let version = format!("ludoteca {}", env!("CARGO_PKG_VERSION"));
    let v = version.clone();
    with_research(&url, move |research| {
        let spec = json!({"game": "mastermind", "params": {"pegs": "3", "colors": "4", "strategy": "optimal-average"}});
        let entry =
            ludoteca_games::open("mastermind", &serde_json::from_value(spec["params"].clone()).unwrap()).unwrap();
        let cancel = AtomicBool::new(false);
        let parts = entry.exact_solver().unwrap().distribute().unwrap().split(&SolveControl::quiet(&cancel)).unwrap();
        research.submit(KEY, &spec, &v, &parts).unwrap();
        research.hello("w-1", "lab-host", 2, &v).unwrap();
        let task = research.claim("w-1", &v, None, Duration::from_secs(120)).unwrap().unwrap();
        assert!(research.renew(KEY, task.n, "w-1", 3, 10, "3 of 10 classes", Duration::from_secs(120)).unwrap());
    })
    .await;
    let c = bench.touch_browser().await;
    c.goto(&format!("{}/#/research?lang=pt", bench.base())).await.unwrap();
    until(&c, "the problem's card", "document.querySelectorAll('.research-problem').length === 1").await;
    until(&c, "the running task", "document.querySelector('table.research-running td') !== null").await;
    let card = text(&c, ".research-problem").await;
    for says in
        ["Em curso: 1", "À espera:", "tarefas respondidas", "w-1", "3 of 10 classes", "faltam", "Ponto da situação"]
    {
        assert!(card.contains(says), "`{says}` in the card:\n{card}");
    }
    let workers = text(&c, "#research-workers").await;
    assert!(workers.contains("w-1") && workers.contains(KEY), "{workers}");
    let page = page_words(&c).await;
    for english in
        ["Running", "Waiting", "Lease", "Research across", "tasks answered", "Last heard", "No longer needed"]
    {
        assert!(!page.contains(english), "`{english}` on the Portuguese page:\n{page}");
    }
    until(&c, "the page at phone width", "document.documentElement.scrollWidth <= 390").await;
    // The worker's next progress shows without a reload.
    with_research(&url, move |research| {
        let n = research.tasks(KEY).unwrap().iter().find(|t| t.owner.as_deref() == Some("w-1")).unwrap().n;
        assert!(research.renew(KEY, n, "w-1", 7, 10, "7 of 10 classes", Duration::from_secs(120)).unwrap());
    })
    .await;
    until(&c, "the new progress", "document.querySelector('.research-problem').innerText.includes('7 of 10 classes')")
        .await;
    no_errors(&c).await;
    // A server on SQLite: no research tables, said in the page's language.
    let sqlite = Lab::start().await;
    c.goto(&format!("http://{}/#/research?lang=br", sqlite.addr)).await.unwrap();
    let none = until(&c, "the SQLite sentence", "(document.querySelector('#research-none') || {}).innerText").await;
    let none = none.as_str().unwrap_or_default();
    assert!(none.contains("fica no PostgreSQL") && none.contains("--database postgres://"), "{none}");
    assert_eq!(js(&c, "document.documentElement.lang").await, json!("pt-BR"));
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}
