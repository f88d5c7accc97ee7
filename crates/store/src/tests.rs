//! The store keeps what it was given, across a reopen, in order, on both
//! backends: every test of `on_both!` runs once on SQLite and once on
//! PostgreSQL (skipped loudly without a cluster, see [`crate::testing`]).

use super::*;
use serde_json::json;
use std::time::Duration;

/// Where a test's lab lives: a directory, or a schema of the test cluster.
enum Lab {
    Sqlite(tempfile::TempDir),
    Postgres(testing::TestDatabase),
}

impl Lab {
    fn sqlite() -> Lab {
        Lab::Sqlite(tempfile::tempdir().unwrap())
    }

    /// A store on this lab; a second call opens the same lab again.
    fn open(&self) -> Store {
        match self {
            Lab::Sqlite(dir) => Store::open(dir.path()).unwrap(),
            Lab::Postgres(db) => Store::connect(db.url()).unwrap(),
        }
    }
}

/// Runs each named test function once per backend.
macro_rules! on_both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $( #[test] fn $name() { super::$name(&super::Lab::sqlite()) } )*
        }
        mod postgres {
            $(
                #[test]
                fn $name() {
                    if let Some(db) = crate::testing::postgres(stringify!($name)) {
                        super::$name(&super::Lab::Postgres(db))
                    }
                }
            )*
        }
    };
}

on_both![
    a_class_is_kept_found_by_code_saved_and_ended,
    deleting_a_class_deletes_its_matches_and_every_name,
    the_public_history_leaves_out_the_matches_of_classes,
    renaming_a_class_rewrites_every_name,
    the_matches_of_classes_written_before_version_8_are_marked,
    a_match_and_its_moves_survive_a_reopen,
    undo_truncates_and_reopens_a_finished_match,
    a_move_number_cannot_be_written_twice,
    analyses_are_cached,
    a_marker_left_by_a_dead_process_is_seen_and_a_quarantined_match_is_not_resumed,
    the_cache_stays_under_its_byte_budget_and_evicts_the_least_recently_used,
    a_match_counts_its_changes,
    of_two_stores_writing_the_same_move_exactly_one_wins,
    a_lease_is_held_by_one_owner_until_it_lapses,
    a_copied_match_is_the_same_match,
    opening_again_migrates_nothing,
    finished_matches_come_newest_first,
    a_move_on_a_stale_copy_is_refused_and_writes_nothing,
    a_job_is_run_by_its_owner_only_and_taken_over_once,
    finished_jobs_are_kept_within_their_budget_newest_first,
    a_champion_nobody_holds_is_found_once_its_match_is_quiet,
];

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

fn a_match_and_its_moves_survive_a_reopen(lab: &Lab) {
    {
        let s = lab.open();
        s.create(&record("m1")).unwrap();
        s.push_move("m1", 0, "first", "1", None).unwrap();
        s.push_move("m1", 1, "second", "2", None).unwrap();
    }
    let s = lab.open();
    let m = s.get("m1").unwrap().unwrap();
    assert_eq!(m.record, record("m1"));
    assert_eq!(m.moves.iter().map(|m| m.mv.as_str()).collect::<Vec<_>>(), ["1", "2"]);
    assert_eq!(m.moves.iter().map(|m| m.seat.as_str()).collect::<Vec<_>>(), ["first", "second"]);
    assert_eq!(s.unfinished().unwrap().len(), 1);
    assert!(s.get("nope").unwrap().is_none());
}

fn undo_truncates_and_reopens_a_finished_match(lab: &Lab) {
    let s = lab.open();
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

fn a_move_number_cannot_be_written_twice(lab: &Lab) {
    let s = lab.open();
    s.create(&record("m")).unwrap();
    s.push_move("m", 0, "first", "1", None).unwrap();
    let twice = s.push_move("m", 0, "first", "2", None);
    assert!(matches!(twice, Err(StoreError::Conflict { ply: 0, .. })), "{twice:?}");
    assert!(s.push_move("unknown", 0, "first", "2", None).is_err(), "a move needs its match");
    assert_eq!(s.get("m").unwrap().unwrap().moves[0].mv, "1", "the first stays");
}

fn analyses_are_cached(lab: &Lab) {
    let s = lab.open();
    assert_eq!(s.cached("k").unwrap(), None);
    s.cache("k", &json!([1, 2])).unwrap();
    assert_eq!(s.cached("k").unwrap(), Some(json!([1, 2])));
    s.cache("k", &json!({"b": 1, "a": 2})).unwrap();
    assert_eq!(s.cached_text("k").unwrap().as_deref(), Some(r#"{"a":2,"b":1}"#), "replaced, text as written");
    assert_eq!(s.cache_size().unwrap().1, 1);
}

fn a_marker_left_by_a_dead_process_is_seen_and_a_quarantined_match_is_not_resumed(lab: &Lab) {
    {
        let s = lab.open();
        s.create(&record("m1")).unwrap();
        s.create(&record("m2")).unwrap();
        s.begin_work("m1", "resuming").unwrap();
        s.begin_work("m2", "the champion's move").unwrap();
        s.end_work("m2").unwrap();
        // the process dies here, m1's marker still written
    }
    let s = lab.open();
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

fn the_cache_stays_under_its_byte_budget_and_evicts_the_least_recently_used(lab: &Lab) {
    let mut s = lab.open();
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

fn a_match_counts_its_changes(lab: &Lab) {
    let s = lab.open();
    s.create(&record("m")).unwrap();
    assert_eq!(s.version("m").unwrap(), Some(0));
    s.push_move("m", 0, "first", "1", None).unwrap();
    s.push_move("m", 1, "second", "1", None).unwrap();
    assert_eq!(s.version("m").unwrap(), Some(2));
    s.truncate("m", 1).unwrap();
    assert_eq!(s.version("m").unwrap(), Some(3), "an undo is a change too");
    assert_eq!(s.get("m").unwrap().unwrap().version, 3);
    assert_eq!(s.version("none").unwrap(), None);
    // Many at once: the matches that exist, each with its version.
    s.create(&record("n")).unwrap();
    let ids = ["m", "none", "n"].map(String::from);
    let mut found = s.versions(&ids).unwrap();
    found.sort();
    assert_eq!(found, vec![("m".to_string(), 3), ("n".to_string(), 0)]);
    assert!(s.versions(&[]).unwrap().is_empty());
}

fn of_two_stores_writing_the_same_move_exactly_one_wins(lab: &Lab) {
    let a = lab.open();
    a.create(&record("m")).unwrap();
    let b = std::sync::Arc::new(lab.open());
    let a = std::sync::Arc::new(a);
    for ply in 0..20u32 {
        let (a, b) = (a.clone(), b.clone());
        let ta = std::thread::spawn(move || a.push_move("m", ply, "first", "a", None));
        let tb = std::thread::spawn(move || b.push_move("m", ply, "second", "b", None));
        let (ra, rb) = (ta.join().unwrap(), tb.join().unwrap());
        assert!(ra.is_ok() != rb.is_ok(), "move {ply}: {ra:?} / {rb:?}");
        for r in [ra, rb] {
            if let Err(e) = r {
                assert!(matches!(e, StoreError::Conflict { .. }), "the loser hears of a conflict: {e}");
            }
        }
    }
    let m = a.get("m").unwrap().unwrap();
    assert_eq!(m.moves.iter().map(|m| m.ply).collect::<Vec<_>>(), (0..20).collect::<Vec<_>>());
    assert_eq!(m.version, 20);
}

fn a_lease_is_held_by_one_owner_until_it_lapses(lab: &Lab) {
    let s = lab.open();
    let long = Duration::from_secs(60);
    assert!(s.claim("champion m1", "server-1", long).unwrap());
    assert!(!s.claim("champion m1", "server-2", long).unwrap(), "held by server-1");
    assert!(s.claim("champion m1", "server-1", long).unwrap(), "renewed by its owner");
    assert!(s.lapsed(10).unwrap().is_empty());
    assert!(s.claim("job 7", "server-1", Duration::from_millis(1)).unwrap());
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(s.lapsed(10).unwrap(), ["job 7"], "its owner stopped renewing it");
    assert!(s.claim("job 7", "server-2", long).unwrap(), "taken over");
    assert!(!s.claim("job 7", "server-1", long).unwrap());
    s.unclaim("job 7", "server-1").unwrap();
    assert!(!s.claim("job 7", "server-3", long).unwrap(), "only the owner gives a lease up");
    s.unclaim("job 7", "server-2").unwrap();
    assert!(s.claim("job 7", "server-3", long).unwrap());
}

fn a_copied_match_is_the_same_match(lab: &Lab) {
    let src = Store::in_memory().unwrap();
    src.create(&record("done")).unwrap();
    src.push_move("done", 0, "first", "3", None).unwrap();
    src.push_move("done", 1, "second", "4", Some(&json!({"winner": "second"}))).unwrap();
    src.create(&record("live")).unwrap();
    src.push_move("live", 0, "first", "2", None).unwrap();
    let s = lab.open();
    let mut after = None;
    loop {
        let page = src.all(after.as_deref(), 1).unwrap();
        let Some(last) = page.last() else { break };
        after = Some(last.record.id.clone());
        for m in &page {
            assert!(s.import(m).unwrap());
            assert!(!s.import(m).unwrap(), "a second copy changes nothing");
        }
    }
    for id in ["done", "live"] {
        assert_eq!(s.get(id).unwrap(), src.get(id).unwrap(), "{id}");
    }
    assert_eq!(s.finished(10).unwrap().len(), 1);
    assert_eq!(s.unfinished().unwrap().len(), 1);
    // The copy goes on where the original was.
    s.push_move("live", 1, "second", "1", None).unwrap();
    assert_eq!(s.version("live").unwrap(), Some(2));
}

fn opening_again_migrates_nothing(lab: &Lab) {
    let s = lab.open();
    assert_eq!(s.schema_version().unwrap(), SCHEMA_VERSION);
    s.create(&record("kept")).unwrap();
    s.ping().unwrap();
    drop(s);
    let s = lab.open();
    assert_eq!(s.schema_version().unwrap(), SCHEMA_VERSION);
    assert!(s.get("kept").unwrap().is_some());
}

fn finished_matches_come_newest_first(lab: &Lab) {
    let s = lab.open();
    for id in ["a", "b", "c"] {
        s.create(&record(id)).unwrap();
    }
    s.finish("b", &json!({"n": 1})).unwrap();
    s.finish("a", &json!({"n": 2})).unwrap();
    let ids: Vec<String> = s.finished(10).unwrap().into_iter().map(|m| m.record.id).collect();
    assert_eq!(ids.len(), 2);
    assert!(ids.contains(&"a".to_string()) && ids.contains(&"b".to_string()));
    assert_eq!(s.finished(1).unwrap().len(), 1, "the limit holds");
    assert_eq!(s.unfinished().unwrap().len(), 1);
}

/// PostgreSQL tells every store of a change committed by any of them.
#[test]
fn postgres_announces_every_committed_move_to_other_servers() {
    let Some(db) = testing::postgres("postgres_announces") else { return };
    let a = Store::connect(db.url()).unwrap();
    let b = Store::connect(db.url()).unwrap();
    let mut changes = b.changes().unwrap().expect("PostgreSQL announces changes");
    a.create(&record("m")).unwrap();
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let started = std::time::Instant::now();
    for ply in 0..5u32 {
        a.push_move("m", ply, "first", "1", None).unwrap();
        let change = rt.block_on(async { tokio::time::timeout(Duration::from_secs(2), changes.next()).await });
        let change = change.expect("announced within 2 s").expect("the listener lives");
        assert_eq!(change, Change { id: "m".into(), version: i64::from(ply) + 1 });
    }
    a.truncate("m", 2).unwrap();
    let change = rt.block_on(async { tokio::time::timeout(Duration::from_secs(2), changes.next()).await });
    assert_eq!(change.unwrap().unwrap(), Change { id: "m".into(), version: 6 });
    eprintln!("6 changes heard in {:?}", started.elapsed());
}

#[test]
fn sqlite_has_no_other_servers_to_hear() {
    assert!(Store::in_memory().unwrap().changes().unwrap().is_none());
}

#[test]
fn a_bad_database_address_is_one_sentence_naming_the_form() {
    for bad in ["mysql://x", "postgres://u@h:notaport/db", ""] {
        let e = Store::connect(bad).err().expect("refused");
        let text = e.to_string();
        assert!(text.contains("postgres://USER"), "{text}");
        assert!(!text.contains('\n'), "{text}");
    }
    assert_eq!(
        Location::Postgres("postgres://ana:secret@db:5432/lab".into()).to_string(),
        "postgres://ana:***@db:5432/lab",
        "a password never reaches a log"
    );
}

#[test]
fn plain_tokens_of_an_old_database_are_hashed_on_open_and_only_once() {
    let dir = tempfile::tempdir().unwrap();
    {
        // A database as version 0 wrote it: the secrets themselves.
        let conn = rusqlite::Connection::open(dir.path().join(crate::sqlite::FILE)).unwrap();
        conn.execute_batch(migrations::SQLITE_BASE).unwrap();
        conn.execute(
            "INSERT INTO matches (id, game, params, start, seed, seats, tokens, budget_ms, created_at)
             VALUES ('old', 'je-8', '{}', '7', NULL, '{}', '[\"secret-a\", null]', 500, 0)",
            [],
        )
        .unwrap();
        conn.execute("INSERT INTO moves (match_id, ply, seat, mv, at) VALUES ('old', 0, 'first', '1', 0)", []).unwrap();
    }
    let hashed = json!([token_hash("secret-a"), null]);
    {
        let s = Store::open(dir.path()).unwrap();
        let old = s.get("old").unwrap().unwrap();
        assert_eq!(old.record.tokens, hashed);
        assert_eq!(old.version, 1, "version 4 counts the moves already there");
        assert_eq!(s.schema_version().unwrap(), SCHEMA_VERSION);
    }
    // Opening again does not hash the hashes.
    let s = Store::open(dir.path()).unwrap();
    assert_eq!(s.get("old").unwrap().unwrap().record.tokens, hashed);
    assert_eq!(token_hash("abc").len(), 64);
    assert_ne!(token_hash("abc"), token_hash("abd"));
}

#[test]
fn a_version_2_cache_gets_its_sizes_and_is_trimmed_on_open() {
    let dir = tempfile::tempdir().unwrap();
    {
        let conn = rusqlite::Connection::open(dir.path().join(crate::sqlite::FILE)).unwrap();
        conn.execute_batch(migrations::SQLITE_BASE).unwrap();
        conn.pragma_update(None, "user_version", 2).unwrap();
        let big = "z".repeat(1024 * 1024);
        for i in 0..70 {
            conn.execute(
                "INSERT INTO analyses (key, value, at) VALUES (?1, ?2, ?3)",
                rusqlite::params![format!("k{i}"), format!("\"{big}\""), i],
            )
            .unwrap();
        }
    }
    let s = Store::open(dir.path()).unwrap();
    assert_eq!(s.schema_version().unwrap(), SCHEMA_VERSION);
    let (bytes, n) = s.cache_size().unwrap();
    assert!(bytes <= DEFAULT_CACHE_BYTES, "{bytes} bytes in {n} records");
    assert!(n >= 60, "only the oldest were evicted: {n} left");
    assert_eq!(s.cached("k0").unwrap(), None, "the oldest went first");
    assert!(s.cached("k69").unwrap().is_some());
}

#[test]
fn a_database_from_a_newer_program_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    {
        let conn = rusqlite::Connection::open(dir.path().join(crate::sqlite::FILE)).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1).unwrap();
    }
    let e = Store::open(dir.path()).err().expect("refused");
    assert!(matches!(e, StoreError::TooNew { .. }), "{e}");
}

fn a_move_on_a_stale_copy_is_refused_and_writes_nothing(lab: &Lab) {
    let s = lab.open();
    s.create(&record("m")).unwrap();
    assert_eq!(s.push_move_if("m", 0, 0, "first", "1", None).unwrap(), 1);
    // Another server, still at version 0, tries the next move: refused.
    let stale = s.push_move_if("m", 0, 1, "second", "2", None);
    assert!(matches!(stale, Err(StoreError::Conflict { ply: 1, .. })), "{stale:?}");
    assert_eq!(s.get("m").unwrap().unwrap().moves.len(), 1, "the refused move left nothing behind");
    assert_eq!(s.push_move_if("m", 1, 1, "second", "2", None).unwrap(), 2);
    // An undo on a stale copy is refused too; on a fresh one it counts.
    assert!(matches!(s.truncate_if("m", 1, 1), Err(StoreError::Conflict { .. })));
    assert_eq!(s.get("m").unwrap().unwrap().moves.len(), 2);
    assert_eq!(s.truncate_if("m", 2, 1).unwrap(), 3);
    // After an undo, a move at an old number needs the new version.
    assert!(s.push_move_if("m", 2, 1, "second", "3", None).is_err());
    let end = json!({"winner": "second"});
    assert_eq!(s.push_move_if("m", 3, 1, "second", "3", Some(&end)).unwrap(), 4);
    let m = s.get("m").unwrap().unwrap();
    assert_eq!((m.moves.len(), m.result, m.version), (2, Some(end), 4));
    assert!(m.finished_at.is_some());
}

fn class(id: &str, code: &str) -> ClassRecord {
    ClassRecord {
        id: id.into(),
        code: code.into(),
        teacher: token_hash("t"),
        body: json!({"game": "je-9", "students": [{"name": "Ana"}]}),
        created_at: 1,
        ended_at: None,
    }
}

fn a_class_is_kept_found_by_code_saved_and_ended(lab: &Lab) {
    let s = lab.open();
    assert!(s.create_class(&class("c1", "ABC234")).unwrap());
    assert!(!s.create_class(&class("c2", "ABC234")).unwrap(), "a code is never given twice");
    assert_eq!(s.class_of_code("ABC234").unwrap().as_deref(), Some("c1"));
    assert_eq!(s.class_of_code("ZZZ999").unwrap(), None);
    s.save_class("c1", &json!({"game": "je-9", "students": []}), true).unwrap();
    let c = lab.open().class("c1").unwrap().unwrap();
    assert_eq!(c.body["students"], json!([]));
    assert!(c.ended_at.is_some());
    s.save_class("c1", &json!({"game": "je-9", "students": []}), false).unwrap();
    assert_eq!(s.class("c1").unwrap().unwrap().ended_at, None, "a class opened again");
    assert_eq!(s.classes().unwrap().len(), 1);
}

/// A finished match of class `class` (or of none) between Zefirina and Rui.
fn class_match(s: &Store, id: &str, class: Option<&str>) {
    let mut seats = json!({"first": "human", "second": "human", "names": {"first": "Zefirina", "second": "Rui"}});
    if let Some(c) = class {
        seats["class"] = c.into();
    }
    let m = MatchRecord {
        id: id.into(),
        game: "je-9".into(),
        params: json!({}),
        start: "5".into(),
        seed: None,
        seats,
        tokens: json!([null, null]),
        budget_ms: 100,
    };
    s.create(&m).unwrap();
    s.push_move(id, 0, "first", "1", Some(&json!({"result": "winner", "seat": "first"}))).unwrap();
}

/// Every row the lab holds, as text (SQLite: read back through the store;
/// PostgreSQL: every table's rows).
fn every_row(lab: &Lab, s: &Store) -> String {
    match lab {
        Lab::Sqlite(_) => {
            let matches: Vec<String> =
                s.all(None, 1000).unwrap().iter().map(|m| serde_json::to_string(m).unwrap()).collect();
            let classes: Vec<String> = s.classes().unwrap().iter().map(|c| format!("{c:?}")).collect();
            format!("{matches:?} {classes:?} {:?}", s.cached("record:v2:pt:m1").unwrap())
        }
        Lab::Postgres(db) => db.every_row().unwrap().join("\n"),
    }
}

fn deleting_a_class_deletes_its_matches_and_every_name(lab: &Lab) {
    let s = lab.open();
    s.create_class(&class("c1", "ABC234")).unwrap();
    s.save_class("c1", &json!({"game": "je-9", "students": [{"name": "Zefirina"}, {"name": "Rui"}]}), true).unwrap();
    class_match(&s, "m1", Some("c1"));
    class_match(&s, "m2", None);
    s.cache("record:v2:pt:m1", &json!({"reason": "Zefirina"})).unwrap();
    s.cache("marks:v3:m1", &json!({"moves": []})).unwrap();
    assert!(every_row(lab, &s).contains("Zefirina"), "the test sees the names while they are there");
    s.delete_class("c1", &["m1".into(), "gone".into()]).unwrap();
    assert_eq!(s.class("c1").unwrap(), None);
    assert_eq!(s.get("m1").unwrap(), None, "the class's match is deleted with its moves");
    assert_eq!(s.cached("record:v2:pt:m1").unwrap(), None, "its cached record is gone");
    assert_eq!(s.cached("marks:v3:m1").unwrap(), None, "its cached marks are gone");
    assert!(s.get("m2").unwrap().is_some(), "a match of no class stays");
    let rows = every_row(lab, &s).replace(r#""second":"Rui""#, "");
    let left: Vec<&str> = rows.lines().filter(|l| l.contains("Zefirina") && !l.contains("m2")).collect();
    assert!(left.is_empty(), "a name of the deleted class is left: {left:?}");
}

fn the_public_history_leaves_out_the_matches_of_classes(lab: &Lab) {
    let s = lab.open();
    class_match(&s, "m1", Some("c1"));
    class_match(&s, "m2", None);
    let ids: Vec<String> = s.finished(10).unwrap().into_iter().map(|m| m.record.id).collect();
    assert_eq!(ids, ["m2"]);
    assert!(s.get("m1").unwrap().is_some(), "the class's match is kept, read by its id");
}

fn renaming_a_class_rewrites_every_name(lab: &Lab) {
    let s = lab.open();
    s.create_class(&class("c1", "ABC234")).unwrap();
    class_match(&s, "m1", Some("c1"));
    s.cache("record:v2:pt:m1", &json!({"reason": "x"})).unwrap();
    let body = json!({"game": "je-9", "students": [{"name": "Aluno 1"}, {"name": "Aluno 2"}]});
    s.rename_class("c1", &body, &[("m1".into(), json!({"first": "Aluno 1", "second": "Aluno 2"}))]).unwrap();
    assert_eq!(s.class("c1").unwrap().unwrap().body, body);
    let m = s.get("m1").unwrap().unwrap();
    assert_eq!(m.record.seats["names"], json!({"first": "Aluno 1", "second": "Aluno 2"}));
    assert_eq!(m.record.seats["class"], "c1", "still the class's");
    assert_eq!(s.cached("record:v2:pt:m1").unwrap(), None);
    assert!(!every_row(lab, &s).contains("Zefirina"));
}

/// A lab written before version 8 (its class's match not marked) is
/// marked when opened: the public history leaves the match out.
fn the_matches_of_classes_written_before_version_8_are_marked(lab: &Lab) {
    let s = lab.open();
    s.create_class(&class("c1", "ABC234")).unwrap();
    let body = json!({"game": "je-9", "students": [], "rounds": [{"pairs": [{"id": "m1"}]}, {"pairs": []}]});
    s.save_class("c1", &body, true).unwrap();
    class_match(&s, "m1", None);
    class_match(&s, "m2", None);
    drop(s);
    match lab {
        Lab::Sqlite(dir) => {
            let conn = rusqlite::Connection::open(dir.path().join(crate::sqlite::FILE)).unwrap();
            conn.pragma_update(None, "user_version", 7).unwrap();
        }
        Lab::Postgres(db) => db.execute("DELETE FROM schema_migrations WHERE version >= 8").unwrap(),
    }
    let s = lab.open();
    assert_eq!(s.schema_version().unwrap(), SCHEMA_VERSION);
    assert_eq!(s.get("m1").unwrap().unwrap().record.seats["class"], "c1");
    assert!(s.get("m2").unwrap().unwrap().record.seats.get("class").is_none());
    let ids: Vec<String> = s.finished(10).unwrap().into_iter().map(|m| m.record.id).collect();
    assert_eq!(ids, ["m2"]);
}

#[test]
fn an_erased_class_leaves_no_name_in_the_sqlite_files() {
    let dir = tempfile::tempdir().unwrap();
    let s = Store::open(dir.path()).unwrap();
    s.create_class(&class("c1", "ABC234")).unwrap();
    // Saved many times, as a class is at every join and round.
    for n in 1..=20 {
        let students: Vec<_> = (0..n).map(|i| json!({"name": format!("Zefirina{i}")})).collect();
        s.save_class("c1", &json!({"game": "je-9", "students": students}), false).unwrap();
    }
    class_match(&s, "m1", Some("c1"));
    s.cache("record:v2:pt:m1", &json!({"reason": "Zefirina"})).unwrap();
    let files = || -> Vec<u8> {
        ["ludoteca.sqlite3", "ludoteca.sqlite3-wal", "ludoteca.sqlite3-shm"]
            .iter()
            .flat_map(|f| std::fs::read(dir.path().join(f)).unwrap_or_default())
            .collect()
    };
    let found = |bytes: &[u8]| bytes.windows(8).any(|w| w == b"Zefirina");
    assert!(found(&files()), "the names are in the files before");
    s.delete_class("c1", &["m1".into()]).unwrap();
    assert!(!found(&files()), "a name is left in the files after the erase");
    drop(s);
    assert!(!found(&files()), "a name is left in the files once closed");
}

fn a_job_is_run_by_its_owner_only_and_taken_over_once(lab: &Lab) {
    let s = lab.open();
    let spec = json!({"kind": "table", "game": "je-20", "to": 40, "lang": "pt"});
    s.create_job("j1", &spec, "server-1").unwrap();
    let j = s.job("j1").unwrap().expect("stored");
    assert_eq!((j.state, j.owner.as_str(), j.runs, j.cancel), (JobState::Running, "server-1", 1, false));
    assert_eq!(j.spec, spec);
    assert!(j.result.is_none() && j.finished_ms.is_none());
    assert!(!s.job_progress("j1", "server-1", 3, 10).unwrap(), "no cancel asked");
    assert!(s.job_progress("j1", "server-2", 9, 10).unwrap(), "not server-2's: it should stop");
    assert_eq!(s.job("j1").unwrap().unwrap().done, 3, "only the owner writes progress");
    s.cancel_job("j1").unwrap();
    assert!(s.job_progress("j1", "server-1", 4, 10).unwrap(), "a cancel asked elsewhere reaches the owner");
    // Server 1 dies; server 2 takes the job over.
    assert_eq!(s.restart_job("j1", "server-2").unwrap(), Some(2));
    let j = s.job("j1").unwrap().unwrap();
    assert_eq!((j.owner.as_str(), j.runs, j.done), ("server-2", 2, 0));
    assert!(!s.finish_job("j1", "server-1", JobState::Done, Some("[1]"), None).unwrap(), "a late owner writes nothing");
    assert_eq!(s.job("j1").unwrap().unwrap().state, JobState::Running);
    assert!(s.finish_job("j1", "server-2", JobState::Done, Some("[2]"), None).unwrap());
    let j = s.job("j1").unwrap().unwrap();
    assert_eq!((j.state, j.result.as_deref(), j.error.as_deref()), (JobState::Done, Some("[2]"), None));
    assert!(j.finished_ms.is_some_and(|f| f >= j.created_ms));
    assert!(!s.finish_job("j1", "server-2", JobState::Failed, None, Some("x")).unwrap(), "ended once");
    assert_eq!(s.restart_job("j1", "server-3").unwrap(), None, "a finished job is not started again");
    assert_eq!(s.restart_job("nobody", "server-3").unwrap(), None);
    assert!(s.job("nobody").unwrap().is_none());
    s.create_job("j2", &spec, "server-1").unwrap();
    assert!(s.finish_job("j2", "server-1", JobState::Cancelled, None, Some("Cancelado.")).unwrap());
    let j = s.job("j2").unwrap().unwrap();
    assert_eq!((j.state.as_str(), j.error.as_deref()), ("cancelled", Some("Cancelado.")));
    // Read back by another connection (another server), the same.
    assert_eq!(lab.open().job("j1").unwrap(), s.job("j1").unwrap());
}

fn finished_jobs_are_kept_within_their_budget_newest_first(lab: &Lab) {
    let s = lab.open();
    let spec = json!({"kind": "period"});
    s.create_job("running", &spec, "a").unwrap();
    let result = "x".repeat(1000);
    for i in 0..5 {
        let id = format!("done-{i}");
        s.create_job(&id, &spec, "a").unwrap();
        std::thread::sleep(Duration::from_millis(3));
        assert!(s.finish_job(&id, "a", JobState::Done, Some(&result), None).unwrap());
    }
    let kept = |s: &Store| (0..5).filter(|i| s.job(&format!("done-{i}")).unwrap().is_some()).collect::<Vec<_>>();
    assert_eq!(kept(&s), [0, 1, 2, 3, 4], "the default budget holds them all");
    s.trim_jobs(2_500, 100).unwrap();
    assert_eq!(kept(&s), [3, 4], "the newest that fit 2,500 bytes");
    s.trim_jobs(10, 100).unwrap();
    assert_eq!(kept(&s), [4], "the newest stays, larger than the budget or not");
    s.trim_jobs(u64::MAX, 0).unwrap();
    assert_eq!(kept(&s), [4]);
    assert!(s.job("running").unwrap().is_some(), "a running job is never forgotten");
}

fn a_champion_nobody_holds_is_found_once_its_match_is_quiet(lab: &Lab) {
    let s = lab.open();
    let long_ago = now() - 600;
    let old = |id: &str, seats: serde_json::Value| {
        let mut r = record(id);
        r.seats = seats;
        let m = StoredMatch {
            record: r,
            moves: Vec::new(),
            result: None,
            created_at: long_ago,
            finished_at: None,
            version: 0,
        };
        assert!(s.import(&m).unwrap());
    };
    let champion = json!({"first": "champion", "second": "human"});
    for id in ["a-orphan", "b-held", "c-lapsed", "e-quarantined"] {
        old(id, champion.clone());
    }
    old("d-people", json!({"first": "human", "second": "human"}));
    s.create(&record("f-fresh")).unwrap();
    old("g-over", champion.clone());
    s.finish("g-over", &json!({"winner": "first"})).unwrap();
    s.quarantine("e-quarantined", "a test").unwrap();
    assert!(s.claim("champion b-held", "server-1", Duration::from_secs(60)).unwrap());
    assert!(s.claim("champion c-lapsed", "server-1", Duration::from_millis(1)).unwrap());
    std::thread::sleep(Duration::from_millis(20));
    let quiet = Duration::from_secs(5);
    let ids = |after: &str, limit| -> Vec<String> {
        s.champions_unheld(after, quiet, limit).unwrap().into_iter().map(|(id, _)| id).collect()
    };
    assert_eq!(ids("", 10), ["a-orphan", "c-lapsed"]);
    assert_eq!(ids("", 1), ["a-orphan"], "a page at a time");
    assert_eq!(ids("a-orphan", 10), ["c-lapsed"], "from after the last one seen");
    // A move made just now makes the match busy again.
    s.push_move("a-orphan", 0, "first", "3", None).unwrap();
    assert_eq!(ids("", 10), ["c-lapsed"]);
    assert_eq!(ids("b", 10), ["c-lapsed"], "a fresh match is not yet quiet");
    std::thread::sleep(Duration::from_millis(1_100));
    let found = s.champions_unheld("", Duration::ZERO, 10).unwrap();
    assert_eq!(found, [("a-orphan".to_string(), 1), ("c-lapsed".to_string(), 0), ("f-fresh".to_string(), 0)]);
}
