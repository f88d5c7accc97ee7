//! The research tables (migrations 9 to 11) against the throw-away
//! PostgreSQL of `scripts/test` (skipped loudly without it, failing under
//! `CI=true`): claims, leases, results written once, a problem submitted
//! twice, the tasks' bytes, and SQLite's refusal.

use ludoteca_store::testing;
use ludoteca_store::{Discard, Store, Submission, TaskState, Written};
use serde_json::json;
use std::time::Duration;

const V: &str = "ludoteca test";
const LEASE: Duration = Duration::from_secs(60);

fn open(name: &str) -> Option<(testing::TestDatabase, Store)> {
    let db = testing::postgres(name)?;
    let store = Store::connect(db.url()).expect("the test cluster answers");
    Some((db, store))
}

fn submit(store: &Store, key: &str, n: usize) {
    let payloads: Vec<_> = (0..n).map(|i| json!({ "part": i })).collect();
    let (created, p) = store.research().unwrap().submit(key, &json!({"game": "g"}), V, &payloads).unwrap();
    assert!(created);
    assert_eq!(p.tasks as usize, n);
}

#[test]
fn sqlite_refuses_research_in_one_sentence() {
    let store = Store::in_memory().unwrap();
    let e = store.research().err().expect("SQLite has no research tables");
    let text = e.to_string();
    assert!(text.contains("needs PostgreSQL") && text.contains("postgres://"), "{text}");
    assert_eq!(text.matches(". ").count(), 0, "one sentence: {text}");
}

#[test]
fn two_workers_claiming_at_once_never_get_the_same_task_and_one_result_is_kept() {
    let Some((_db, store)) = open("research_two_workers") else { return };
    submit(&store, "p", 8);
    let r = store.research().unwrap();
    // Two workers claim side by side, each on its own connection.
    let claims: Vec<Vec<u32>> = std::thread::scope(|s| {
        let hands: Vec<_> = ["w1", "w2"]
            .into_iter()
            .map(|w| {
                let store = &store;
                s.spawn(move || {
                    let r = store.research().unwrap();
                    let mut got = Vec::new();
                    while let Some(c) = r.claim(w, V, None, LEASE).unwrap() {
                        got.push(c.n);
                    }
                    got
                })
            })
            .collect();
        hands.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut all: Vec<u32> = claims.concat();
    all.sort_unstable();
    assert_eq!(all, (0..8).collect::<Vec<_>>(), "every task claimed exactly once: {claims:?}");
    // Both answer task 0 (one of them after its lease lapsed, say): the
    // first answer is kept, the second discarded and counted.
    assert_eq!(r.finish("p", 0, "w1", &json!({"v": 1})).unwrap(), Written::Written);
    assert_eq!(r.finish("p", 0, "w2", &json!({"v": 2})).unwrap(), Written::Discarded(Discard::AlreadyDone));
    let t = &r.tasks("p").unwrap()[0];
    assert_eq!((t.state, t.result.clone(), t.owner.as_deref()), (TaskState::Done, Some(json!({"v": 1})), Some("w1")));
    assert_eq!(r.problem("p").unwrap().unwrap().discarded, 1);
    // A result for a task that does not exist is discarded too.
    assert_eq!(r.finish("p", 99, "w1", &json!(1)).unwrap(), Written::Discarded(Discard::Unknown));
    assert_eq!(r.finish("nothing", 0, "w1", &json!(1)).unwrap(), Written::Discarded(Discard::Unknown));
}

#[test]
fn a_lapsed_lease_puts_the_task_back_and_its_old_holder_cannot_renew_it() {
    let Some((_db, store)) = open("research_lapsed") else { return };
    submit(&store, "p", 1);
    let r = store.research().unwrap();
    let first = r.claim("w1", V, None, Duration::from_millis(200)).unwrap().expect("a task");
    assert!(r.claim("w2", V, None, LEASE).unwrap().is_none(), "held while the lease holds");
    assert!(r.renew("p", first.n, "w1", 1, 2, "half", Duration::from_millis(200)).unwrap());
    std::thread::sleep(Duration::from_millis(400));
    let again = r.claim("w2", V, None, LEASE).unwrap().expect("taken over after the lease lapsed");
    assert_eq!((again.n, again.runs), (first.n, 2));
    assert!(!r.renew("p", first.n, "w1", 2, 2, "late", LEASE).unwrap(), "no longer w1's");
    assert!(!r.release("p", first.n, "w1").unwrap(), "w1 cannot hand back what it lost");
    // A worker stopping hands its task back at once.
    assert!(r.release("p", again.n, "w2").unwrap());
    let t = &r.tasks("p").unwrap()[0];
    assert_eq!((t.state, t.owner.as_deref()), (TaskState::Queued, None));
    assert!(r.claim("w3", V, None, LEASE).unwrap().is_some());
}

#[test]
fn a_problem_submitted_twice_attaches_and_keeps_its_finished_tasks() {
    let Some((_db, store)) = open("research_twice") else { return };
    submit(&store, "p", 3);
    let r = store.research().unwrap();
    let c = r.claim("w1", V, None, LEASE).unwrap().unwrap();
    assert_eq!(r.finish("p", c.n, "w1", &json!(7)).unwrap(), Written::Written);
    let (created, p) = r.submit("p", &json!({"game": "g"}), V, &[json!(0), json!(1)]).unwrap();
    assert!(!created, "attached");
    assert_eq!(p.tasks, 3, "the first submission's tasks stay");
    let tasks = r.tasks("p").unwrap();
    assert_eq!(tasks.iter().filter(|t| t.state == TaskState::Done).count(), 1);
    // A worker of another version leaves the problem alone.
    assert!(r.claim("w9", "ludoteca other", None, LEASE).unwrap().is_none());
    assert_eq!(r.other_versions("ludoteca other").unwrap(), vec![("p".to_string(), V.to_string())]);
    // Moot tasks are not claimed; a finished problem gives nothing more.
    assert_eq!(r.set_moot("p", &[1]).unwrap(), 1);
    let next = r.claim("w1", V, None, LEASE).unwrap().unwrap();
    assert_eq!(next.n, 2);
    assert!(r.finish_problem("p", &json!({"total": 1})).unwrap());
    assert!(!r.finish_problem("p", &json!({"total": 2})).unwrap(), "written once");
    assert!(!r.renew("p", 2, "w1", 0, 0, "", LEASE).unwrap(), "its problem is done: the worker stops");
    assert!(r.claim("w1", V, None, LEASE).unwrap().is_none());
    assert_eq!(r.problem("p").unwrap().unwrap().result, Some(json!({"total": 1})));
}

#[test]
fn workers_are_listed_with_their_task() {
    let Some((_db, store)) = open("research_workers") else { return };
    submit(&store, "p", 1);
    let r = store.research().unwrap();
    r.hello("host-1", "host", 2, V).unwrap();
    r.claim("host-1", V, None, LEASE).unwrap().unwrap();
    let w = &r.workers().unwrap()[0];
    assert_eq!((w.id.as_str(), w.threads, w.task.as_deref()), ("host-1", 2, Some("p #0")));
    r.goodbye("host-1").unwrap();
    let w = &r.workers().unwrap()[0];
    assert!(w.task.is_none() && w.stopped_ms.is_some());
}

#[test]
fn a_submitted_problem_and_an_answer_wake_those_listening() {
    let Some((_db, store)) = open("research_wakeups") else { return };
    let r = store.research().unwrap();
    let wake = r.wakeups().unwrap();
    submit(&store, "woken", 1);
    let heard = wake.wait(Duration::from_secs(5));
    assert!(heard.iter().any(|k| k == "woken"), "{heard:?}");
    let c = r.claim("w1", V, None, LEASE).unwrap().unwrap();
    assert!(wake.wait(Duration::from_millis(300)).iter().all(|k| k != "woken"), "a claim announces nothing");
    r.finish(&c.problem, c.n, "w1", &json!(1)).unwrap();
    assert!(wake.wait(Duration::from_secs(5)).iter().any(|k| k == "woken"));
}

#[test]
fn a_task_s_bytes_are_kept_beside_it_written_once_with_its_answer_and_deleted_with_it() {
    let Some((db, store)) = open("research_files") else { return };
    let r = store.research().unwrap();
    let big: Vec<u8> = (0..200_000u32).map(|i| (i * 7 % 251) as u8).collect();
    let payloads = [json!({ "part": 0 }), json!({ "part": 1 })];
    let files = [vec![("certificate".to_string(), big.clone())]];
    r.submit_problem(&Submission {
        key: "p",
        spec: &json!({"game": "g"}),
        version: V,
        payloads: &payloads,
        files: &files,
    })
    .unwrap();
    assert_eq!(r.files("p", 0).unwrap(), files[0], "submitted with the task, byte for byte");
    assert!(r.files("p", 1).unwrap().is_empty());
    // The task's row holds none of them.
    assert!(r.tasks("p").unwrap()[0].payload.to_string().len() < 100);
    let a = r.claim("a", V, None, LEASE).unwrap().unwrap();
    let answer = vec![("whole".to_string(), vec![1u8, 2, 3])];
    assert_eq!(r.finish_with_files("p", a.n, "a", &json!({"ok": true}), &answer).unwrap(), Written::Written);
    assert_eq!(r.files("p", a.n).unwrap().len(), if a.n == 0 { 2 } else { 1 });
    // A second answer is discarded, and so are its bytes.
    let late = vec![("whole".to_string(), vec![9u8])];
    let discarded = r.finish_with_files("p", a.n, "b", &json!({"ok": false}), &late).unwrap();
    assert_eq!(discarded, Written::Discarded(Discard::AlreadyDone));
    assert!(r.files("p", a.n).unwrap().contains(&answer[0]), "the first answer's bytes stay");
    assert!(r.delete_problem("p").unwrap());
    let left = db.every_row().unwrap();
    assert!(left.iter().all(|row| !row.starts_with("research_files")), "deleted with their problem: {left:?}");
}

/// A task split by its worker (migration 11): its parts become tasks of the
/// problem in the same transaction, numbered after the last one and claimed
/// after the tasks the problem was submitted with, and before the later
/// siblings of the task they split (depth-first below the top); a second answer
/// adds nothing. A running task's standing is kept with its lease, and
/// forgotten once it is answered or handed back.
#[test]
fn a_split_task_s_parts_are_claimed_next_and_a_running_task_keeps_its_standing() {
    let Some((_db, store)) = open("research_split") else { return };
    submit(&store, "p", 3);
    let r = store.research().unwrap();
    let first = r.claim("w", V, None, LEASE).unwrap().unwrap();
    assert_eq!(first.n, 0);
    let standing = json!({"lower": 10, "upper": 20});
    let progress = ludoteca_store::Progress { done: 1, total: 2, words: "half", standing: Some(&standing) };
    assert!(r.renew_with("p", 0, "w", &progress, LEASE).unwrap());
    assert_eq!(r.tasks("p").unwrap()[0].standing.as_ref(), Some(&standing));
    // Renewed without one: the last standing stays.
    assert!(r.renew("p", 0, "w", 1, 2, "still", LEASE).unwrap());
    assert_eq!(r.tasks("p").unwrap()[0].standing.as_ref(), Some(&standing));
    let parts = [json!({"part": "0.0"}), json!({"part": "0.1"})];
    assert_eq!(r.finish_split("p", 0, "w", &json!({"split": 2}), &parts).unwrap(), Written::Written);
    let tasks = r.tasks("p").unwrap();
    assert_eq!(tasks.len(), 5);
    assert_eq!(r.problem("p").unwrap().unwrap().tasks, 5);
    assert_eq!((tasks[3].payload.clone(), tasks[3].rank.as_str()), (parts[0].clone(), "000000.000000"));
    assert!(tasks[0].standing.is_none() && tasks[0].result == Some(json!({"split": 2})));
    // The top first (tasks 1 and 2), then the parts of task 0; a part's own
    // parts come before its later siblings.
    let next = r.claim("w", V, None, LEASE).unwrap().unwrap().n;
    assert_eq!(next, 1);
    assert_eq!(r.finish_split("p", 1, "w", &json!({"split": 1}), &[json!({"part": "1.0"})]).unwrap(), Written::Written);
    assert_eq!(r.claim("w", V, None, LEASE).unwrap().unwrap().n, 2);
    let part = r.claim("w", V, None, LEASE).unwrap().unwrap().n;
    assert_eq!(part, 3);
    let deeper = [json!({"part": "0.0.0"})];
    assert_eq!(r.finish_split("p", part, "w", &json!({"split": 1}), &deeper).unwrap(), Written::Written);
    let order: Vec<u32> = std::iter::from_fn(|| r.claim("w", V, None, LEASE).unwrap().map(|c| c.n)).collect();
    assert_eq!(order, [6, 4, 5]);
    // A task split twice (a lapsed lease): the second split adds nothing.
    assert_eq!(
        r.finish_split("p", 0, "w2", &json!({"split": 2}), &parts).unwrap(),
        Written::Discarded(Discard::AlreadyDone)
    );
    assert_eq!(r.tasks("p").unwrap().len(), 7);
    // Handed back: its standing is forgotten with its lease.
    assert!(r.renew_with("p", 4, "w", &progress, LEASE).unwrap());
    assert!(r.release("p", 4, "w").unwrap());
    assert!(r.tasks("p").unwrap()[4].standing.is_none());
}

/// Migration 11 on a database written by version 10: its tasks are ranked
/// by their number (claimed as before) with no standing, and a split of one
/// of them ranks its parts right after it, claimed once the tasks at the top
/// are.
#[test]
fn migration_11_applies_to_a_version_10_database_with_tasks() {
    let Some((db, store)) = open("research_migration_11") else { return };
    submit(&store, "old", 2);
    drop(store);
    // Back to version 10, as the program before it left the database.
    db.execute(
        "DROP INDEX research_tasks_order;
         ALTER TABLE research_tasks DROP COLUMN rank, DROP COLUMN standing;
         DELETE FROM schema_migrations WHERE version = 11;",
    )
    .unwrap();
    let store = Store::connect(db.url()).expect("version 10 is migrated on open");
    assert_eq!(store.schema_version().unwrap(), ludoteca_store::SCHEMA_VERSION);
    let r = store.research().unwrap();
    let tasks = r.tasks("old").unwrap();
    let ranks: Vec<&str> = tasks.iter().map(|t| t.rank.as_str()).collect();
    assert_eq!(ranks, ["000000", "000001"]);
    assert!(tasks.iter().all(|t| t.standing.is_none()), "{tasks:?}");
    let first = r.claim("w", V, None, LEASE).unwrap().unwrap();
    assert_eq!(first.n, 0);
    let parts = [json!({"part": "0.0"})];
    assert_eq!(r.finish_split("old", 0, "w", &json!({"split": 1}), &parts).unwrap(), Written::Written);
    assert_eq!(r.tasks("old").unwrap()[2].rank, "000000.000000");
    let order: Vec<u32> = std::iter::from_fn(|| r.claim("w", V, None, LEASE).unwrap().map(|c| c.n)).collect();
    assert_eq!(order, [1, 2]);
}
