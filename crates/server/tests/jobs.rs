//! Issue 16, item 5: a job's result is bounded — a 100,000-row table is
//! answered by pages, drawn on request, and never sent whole.

mod common;

use common::{Lab, wait_job};
use serde_json::{Value, json};
use std::collections::HashSet;

/// Starts a table job of `game` over heaps `from..=to` and waits for it: its id and its last state.
async fn table_job(lab: &Lab, game: &str, from: u64, to: u64) -> (String, Value) {
    let (status, j) =
        lab.post("/api/jobs", None, &json!({"kind": "table", "game": game, "from": from, "to": to})).await;
    assert_eq!(status, 202, "{j}");
    let id = j["id"].as_str().unwrap().to_string();
    let done = wait_job(lab, &id).await;
    assert_eq!(done["state"], "done", "{done}");
    (id, done)
}

#[tokio::test]
async fn a_table_of_100000_rows_is_answered_by_pages_and_drawn_on_request() {
    let lab = Lab::start().await;
    let (id, done) = table_job(&lab, "je-9", 0, 99_999).await;
    let size = done.to_string().len();
    assert!(size < 1_000_000, "the job's answer is {size} bytes");
    assert_eq!(done["rows"]["total"], 100_000);
    assert!(done["result"].get("svg").is_none());
    assert_eq!(done["svg"], format!("/api/jobs/{id}/svg"));

    // The pages, 10,000 rows at a time, cover every row exactly once.
    let mut positions = HashSet::new();
    let mut heaps = Vec::new();
    let mut offset = Some(0);
    let mut pages = 0;
    while let Some(at) = offset {
        let (status, page) = lab.get(&format!("/api/jobs/{id}/rows?offset={at}&limit=10000"), None).await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["game"], "je-9");
        for e in page["entries"].as_array().unwrap() {
            assert!(positions.insert(e["position"].as_str().unwrap().to_string()), "{e} twice");
        }
        heaps.extend(page["axes"][0]["values"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()));
        offset = page["rows"]["next"].as_u64();
        pages += 1;
    }
    assert_eq!(pages, 10);
    assert_eq!(positions.len(), 100_000);
    assert_eq!(heaps, (0..100_000).collect::<Vec<u64>>());
    // The same page through the job's own route.
    let (_, one) = lab.get(&format!("/api/jobs/{id}?offset=99990&limit=50"), None).await;
    assert_eq!(one["result"]["entries"].as_array().unwrap().len(), 10);
    assert_eq!(one["rows"], json!({"offset": 99_990, "limit": 50, "total": 100_000, "next": null}));

    // The drawing, made on request, of some rows or of the first page.
    let (status, svg) = lab.get(&format!("/api/jobs/{id}/svg?offset=50&limit=20"), None).await;
    assert_eq!(status, 200);
    let svg = svg.as_str().unwrap();
    assert!(svg.starts_with("<svg") && svg.matches("<title>").count() == 20, "{svg}");
    let (status, svg) = lab.get(&format!("/api/jobs/{id}/svg"), None).await;
    assert_eq!(status, 200);
    assert_eq!(svg.as_str().unwrap().matches("<title>").count(), 10_000);

    // Pages too large, or numbers that are not, are refused in one sentence.
    for q in ["limit=10001", "limit=0", "offset=-1", "offset=1e3", "limit=ten"] {
        let (status, e) = lab.get(&format!("/api/jobs/{id}/rows?{q}"), None).await;
        assert_eq!(status, 400, "{q}: {e}");
        assert!(e["error"].as_str().unwrap().contains("10000"), "{e}");
    }
    // A period job has no rows to page.
    let (_, p) = lab.post("/api/jobs", None, &json!({"kind": "period", "game": "je-9"})).await;
    let pid = p["id"].as_str().unwrap();
    wait_job(&lab, pid).await;
    assert_eq!(lab.get(&format!("/api/jobs/{pid}/svg"), None).await.0, 409);
    assert_eq!(lab.get("/api/jobs/nope/rows", None).await.0, 404);

    // Asked again, the table comes from the store's cache, whole.
    let (_, again) =
        lab.post("/api/jobs", None, &json!({"kind": "table", "game": "je-9", "from": 0, "to": 99_999})).await;
    let again = wait_job(&lab, again["id"].as_str().unwrap()).await;
    assert_eq!(again["result"], done["result"]);
    assert_eq!(again["rows"], done["rows"]);
}

#[tokio::test]
async fn a_table_past_the_search_keeps_its_method_on_every_page() {
    let lab = Lab::start().await;
    let (id, done) = table_job(&lab, "je-28", 95, 300).await;
    assert_eq!(done["result"]["method"], "thresholds", "{}", done["result"]);
    let (status, page) = lab.get(&format!("/api/jobs/{id}/rows?offset=100&limit=50"), None).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["method"], "thresholds");
    assert_eq!(page["entries"].as_array().unwrap().len(), 50);
    // A table of the exhaustive search names no method, and keeps its period.
    let (_, done) = table_job(&lab, "je-9", 0, 40).await;
    assert!(done["result"].get("method").is_none(), "{}", done["result"]);
    assert!(done["result"]["period"].is_object(), "{}", done["result"]);
}
