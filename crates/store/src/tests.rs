//! The store keeps what it was given, across a reopen, in order.

use super::*;
use serde_json::json;

fn record(id: &str) -> MatchRecord {
    MatchRecord {
        id: id.into(),
        game: "je-8".into(),
        params: json!({"heap": "7"}),
        start: "7".into(),
        seed: Some(u64::MAX - 3),
        seats: json!({"first": "human", "second": "champion"}),
        tokens: json!({"first": "abc"}),
        budget_ms: 500,
    }
}

#[test]
fn a_match_and_its_moves_survive_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    {
        let s = Store::open(dir.path()).unwrap();
        s.create(&record("m1")).unwrap();
        s.push_move("m1", 0, "first", "1", None).unwrap();
        s.push_move("m1", 1, "second", "2", None).unwrap();
    }
    let s = Store::open(dir.path()).unwrap();
    let m = s.get("m1").unwrap().unwrap();
    assert_eq!(m.record, record("m1"));
    assert_eq!(m.moves.iter().map(|m| m.mv.as_str()).collect::<Vec<_>>(), ["1", "2"]);
    assert_eq!(s.unfinished().unwrap().len(), 1);
    assert!(s.get("nope").unwrap().is_none());
}

#[test]
fn undo_truncates_and_reopens_a_finished_match() {
    let s = Store::in_memory().unwrap();
    s.create(&record("m")).unwrap();
    for (i, mv) in ["1", "2", "1"].iter().enumerate() {
        s.push_move("m", i as u32, "first", mv, None).unwrap();
    }
    s.push_move("m", 3, "first", "2", Some(&json!({"result": "draw"}))).unwrap();
    assert!(s.unfinished().unwrap().is_empty());
    assert_eq!(s.finished(10).unwrap()[0].result, Some(json!({"result": "draw"})));
    s.truncate("m", 1).unwrap();
    let m = s.get("m").unwrap().unwrap();
    assert_eq!(m.moves.len(), 1);
    assert_eq!(m.result, None);
    assert!(s.finished(10).unwrap().is_empty());
}

#[test]
fn a_move_number_cannot_be_written_twice() {
    let s = Store::in_memory().unwrap();
    s.create(&record("m")).unwrap();
    s.push_move("m", 0, "first", "1", None).unwrap();
    assert!(s.push_move("m", 0, "first", "2", None).is_err());
    assert!(s.push_move("unknown", 0, "first", "2", None).is_err(), "a move needs its match");
}

#[test]
fn analyses_are_cached() {
    let s = Store::in_memory().unwrap();
    assert_eq!(s.cached("k").unwrap(), None);
    s.cache("k", &json!([1, 2])).unwrap();
    assert_eq!(s.cached("k").unwrap(), Some(json!([1, 2])));
}

#[test]
fn a_marker_left_by_a_dead_process_is_seen_and_a_quarantined_match_is_not_resumed() {
    let dir = tempfile::tempdir().unwrap();
    {
        let s = Store::open(dir.path()).unwrap();
        s.create(&record("m1")).unwrap();
        s.create(&record("m2")).unwrap();
        s.begin_work("m1", "resuming").unwrap();
        s.begin_work("m2", "the champion's move").unwrap();
        s.end_work("m2").unwrap();
        // the process dies here, m1's marker still written
    }
    let s = Store::open(dir.path()).unwrap();
    let left = s.working().unwrap();
    assert_eq!(left.iter().map(|w| (w.id.as_str(), w.work.as_str())).collect::<Vec<_>>(), [("m1", "resuming")]);
    assert_eq!(s.unfinished().unwrap().len(), 2);
    s.quarantine("m1", "the server stopped while resuming it").unwrap();
    assert!(s.working().unwrap().is_empty(), "quarantine clears the marker");
    let q = s.quarantined("m1").unwrap().expect("m1 is set aside");
    assert_eq!(q.reason, "the server stopped while resuming it");
    assert_eq!(s.quarantined("m2").unwrap(), None);
    let ids: Vec<String> = s.unfinished().unwrap().into_iter().map(|m| m.record.id).collect();
    assert_eq!(ids, ["m2"], "a quarantined match is not resumed");
    assert!(s.get("m1").unwrap().is_some(), "but it is kept");
    s.release("m1").unwrap();
    assert_eq!(s.unfinished().unwrap().len(), 2);
}

#[test]
fn plain_tokens_of_an_old_database_are_hashed_on_open_and_only_once() {
    let dir = tempfile::tempdir().unwrap();
    {
        // A database as version 0 wrote it: the secrets themselves.
        let conn = Connection::open(dir.path().join("ludoteca.sqlite3")).unwrap();
        conn.execute_batch(SCHEMA).unwrap();
        conn.execute(
            "INSERT INTO matches (id, game, params, start, seed, seats, tokens, budget_ms, created_at)
             VALUES ('old', 'je-8', '{}', '7', NULL, '{}', '[\"secret-a\", null]', 500, 0)",
            [],
        )
        .unwrap();
    }
    let hashed = json!([token_hash("secret-a"), null]);
    {
        let s = Store::open(dir.path()).unwrap();
        assert_eq!(s.get("old").unwrap().unwrap().record.tokens, hashed);
        let v: i64 = s.conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
        assert_eq!(v, SCHEMA_VERSION);
    }
    // Opening again does not hash the hashes.
    let s = Store::open(dir.path()).unwrap();
    assert_eq!(s.get("old").unwrap().unwrap().record.tokens, hashed);
    assert_eq!(token_hash("abc").len(), 64);
    assert_ne!(token_hash("abc"), token_hash("abd"));
}

#[test]
fn the_cache_stays_under_its_byte_budget_and_evicts_the_least_recently_used() {
    let mut s = Store::in_memory().unwrap();
    s.set_cache_budget(10_000).unwrap();
    let record = |i: usize| json!({"rows": i, "pad": "x".repeat(900)});
    let size = record(0).to_string().len() as u64;
    for i in 0..200 {
        assert!(s.cache(&format!("job {i}"), &record(i)).unwrap());
        let (bytes, n) = s.cache_size().unwrap();
        assert!(bytes <= 10_000, "after {i} jobs the cache holds {bytes} bytes");
        assert_eq!(n, (i as u64 + 1).min(10_000 / size), "as many records as fit");
        if i >= 5 {
            // job 0 is read at every step: it is never the least recently used.
            assert_eq!(s.cached("job 0").unwrap(), Some(record(0)), "after {i} jobs");
        }
    }
    assert_eq!(s.cached("job 1").unwrap(), None, "evicted");
    assert_eq!(s.cached("job 199").unwrap(), Some(record(199)));
    // A record larger than the whole budget is not kept, and evicts nothing.
    let (before, _) = s.cache_size().unwrap();
    assert!(!s.cache("huge", &json!("y".repeat(20_000))).unwrap());
    assert_eq!(s.cached("huge").unwrap(), None);
    assert_eq!(s.cache_size().unwrap().0, before);
    // A smaller budget trims at once.
    s.set_cache_budget(2_500).unwrap();
    assert!(s.cache_size().unwrap().0 <= 2_500);
    assert_eq!(s.cached("job 0").unwrap(), Some(record(0)), "the most recently used stays");
}

#[test]
fn a_version_2_cache_gets_its_sizes_and_is_trimmed_on_open() {
    let dir = tempfile::tempdir().unwrap();
    {
        let conn = Connection::open(dir.path().join("ludoteca.sqlite3")).unwrap();
        conn.execute_batch(SCHEMA).unwrap();
        conn.execute_batch(quarantine::SCHEMA).unwrap();
        conn.pragma_update(None, "user_version", 2).unwrap();
        let big = "z".repeat(1024 * 1024);
        for i in 0..70 {
            conn.execute(
                "INSERT INTO analyses (key, value, at) VALUES (?1, ?2, ?3)",
                params![format!("k{i}"), format!("\"{big}\""), i],
            )
            .unwrap();
        }
    }
    let s = Store::open(dir.path()).unwrap();
    let v: i64 = s.conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(v, 3);
    let (bytes, n) = s.cache_size().unwrap();
    assert!(bytes <= DEFAULT_CACHE_BYTES, "{bytes} bytes in {n} records");
    assert!(n >= 60, "only the oldest were evicted: {n} left");
    assert_eq!(s.cached("k0").unwrap(), None, "the oldest went first");
    assert!(s.cached("k69").unwrap().is_some());
}
