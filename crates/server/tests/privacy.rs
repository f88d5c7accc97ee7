//! Children's names stay in their class (docs/privacy.md): the public
//! history lists no class match and no pupil's name; the class's teacher
//! (their token) lists its matches with the names, a pupil (their token)
//! only their own; a spectator of a class's match sees seats A and B.
//! Deleting the class leaves none of the names in the store — not in the
//! bytes of the SQLite files, not in any row of PostgreSQL (without a
//! cluster, `LUDOTECA_TEST_POSTGRES`, that half says SKIPPED; under
//! CI=true it fails). `serve --keep-days N` replaces the names of a class
//! ended more than N days ago by "Aluno 1", "Aluno 2"…; the notes for a
//! school (docs/privacy.md, docs/privacidade.md) are served as text.

mod common;

use common::{Class, Lab};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// Names found nowhere else: a test that finds none of them found nothing
/// by chance.
const NAMES: [&str; 3] = ["Zefirina", "Bartolomeu", "Crisalida"];

async fn open(lab: &Lab, lang: &str) -> Class {
    lab.open_class(&format!("?lang={lang}"), &json!({"game": "je-1", "params": {"heap": "9"}})).await
}

async fn join(lab: &Lab, c: &Class, name: &str) -> String {
    lab.join_class(c, name).await
}

/// A round at random, played to its end: returns its match's id and the
/// tokens of the two who played it (the third has a bye).
async fn round(lab: &Lab, c: &Class, tokens: &[String]) -> (String, Vec<String>) {
    let (status, r) =
        lab.post(&format!("/api/classes/{}/rounds", c.id), Some(&c.teacher), &json!({"pairing": "random"})).await;
    assert_eq!(status, 201, "{r}");
    let id = r["matches"][0]["id"].as_str().unwrap().to_string();
    let mut seats = serde_json::Map::new();
    let mut players = Vec::new();
    for t in tokens {
        let (_, me) = lab.get(&format!("/api/classes/{}/me", c.id), Some(t)).await;
        if me["match"]["id"] == id.as_str() {
            seats.insert(me["match"]["seat"].as_str().unwrap().into(), t.clone().into());
            players.push(t.clone());
        }
    }
    assert_eq!(players.len(), 2, "two of three play, one has a bye");
    lab.play_out(&id, &Value::Object(seats), 100, |v| v["legal_moves"][0].as_str().map(str::to_string)).await;
    // The class records the result a moment after the last move.
    let t0 = Instant::now();
    loop {
        let (_, b) = lab.get(&format!("/api/classes/{}", c.id), Some(&c.teacher)).await;
        if !b["matches"][0]["result"].is_null() {
            break;
        }
        assert!(t0.elapsed() < Duration::from_secs(10), "the class never recorded the result: {b}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (id, players)
}

fn holds_a_name(text: &str) -> Option<&'static str> {
    NAMES.into_iter().find(|n| text.contains(n))
}

/// The bytes of the SQLite database and its log and index files.
fn sqlite_bytes(lab: &Lab) -> Vec<u8> {
    ["ludoteca.sqlite3", "ludoteca.sqlite3-wal", "ludoteca.sqlite3-shm"]
        .iter()
        .flat_map(|f| std::fs::read(lab.dir.path().join(f)).unwrap_or_default())
        .collect()
}

fn bytes_hold_a_name(bytes: &[u8]) -> Option<&'static str> {
    NAMES.into_iter().find(|n| bytes.windows(n.len()).any(|w| w == n.as_bytes()))
}

/// The whole story on one lab; `store_names` says which of the names the
/// store still holds (the SQLite files' bytes, or PostgreSQL's rows).
async fn names_stay_in_the_class(lab: &Lab, store_names: impl Fn() -> Option<&'static str>) {
    // A match of no class, with a name its creator gave: public as before.
    let body = json!({"game": "je-1", "params": {"heap": "5"}, "seats": {"first": "human", "second": "human"},
                      "names": {"first": "Publio"}});
    let (public, tokens) = lab.create(body).await;
    lab.play_out(&public, &tokens, 100, |v| v["legal_moves"][0].as_str().map(str::to_string)).await;

    let c = open(lab, "pt").await;
    let mut tokens = Vec::new();
    for n in NAMES {
        tokens.push(join(lab, &c, n).await);
    }
    let (id, players) = round(lab, &c, &tokens).await;
    let bye = tokens.iter().find(|t| !players.contains(t)).unwrap().clone();

    // The public history: the match of no class, none of the class's.
    let (status, history) = lab.get("/api/history", None).await;
    assert_eq!(status, 200, "{history}");
    let text = history.to_string();
    assert_eq!(holds_a_name(&text), None, "a pupil's name in the public history: {text}");
    assert!(!text.contains(&id), "the class's match is listed publicly: {text}");
    assert!(text.contains(&public) && text.contains("Publio"), "the match of no class is listed: {text}");

    // The teacher: the class's match, with the names of those who played it.
    let (status, mine) = lab.get("/api/history", Some(&c.teacher)).await;
    assert_eq!(status, 200, "{mine}");
    let list = mine.as_array().unwrap();
    assert_eq!(list.iter().map(|m| m["id"].as_str().unwrap()).collect::<Vec<_>>(), [id.as_str()], "{mine}");
    let names = &list[0]["names"];
    assert!(NAMES.contains(&names["first"].as_str().unwrap()) && NAMES.contains(&names["second"].as_str().unwrap()));
    assert!(!mine.to_string().contains(&public), "the teacher's list is the class's");

    // Each pupil who played: that match; the one with a bye: nothing.
    for t in &players {
        let (status, own) = lab.get("/api/history", Some(t)).await;
        assert_eq!(status, 200, "{own}");
        assert_eq!(own.as_array().unwrap().len(), 1, "{own}");
        assert_eq!(own[0]["id"], id.as_str());
        assert_eq!(own[0]["names"], *names);
    }
    let (status, none) = lab.get("/api/history", Some(&bye)).await;
    assert_eq!((status, none), (200, json!([])), "the pupil with a bye played no match");
    let (status, e) = lab.get("/api/history", Some("0123456789abcdef0123456789abcdef")).await;
    assert_eq!(status, 401, "an unknown token is refused: {e}");

    // The replay and the match's view: names for its teacher and its seats,
    // A and B for anyone else.
    let (status, r) = lab.get(&format!("/api/history/{id}"), None).await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(holds_a_name(&r.to_string()), None, "a name in the public replay: {r}");
    assert_eq!(r["names"], json!({}), "{r}");
    assert!(r["seats"].get("class").is_none(), "the public replay does not say whose class: {r}");
    for t in [&c.teacher, &players[0]] {
        let (_, r) = lab.get(&format!("/api/history/{id}"), Some(t)).await;
        assert_eq!(r["names"], *names, "{r}");
    }
    let (_, r) = lab.get(&format!("/api/history/{id}"), Some(&bye)).await;
    assert_eq!(r["names"], json!({}), "another pupil of the class sees A and B: {r}");
    let (_, view) = lab.get(&format!("/api/matches/{id}"), None).await;
    assert_eq!(holds_a_name(&view.to_string()), None, "a name in the spectator's view: {view}");
    let (_, view) = lab.get(&format!("/api/matches/{id}"), Some(&players[0])).await;
    assert_eq!(view["names"], *names, "a seat sees the names: {view}");

    // The store held the names (so that the check below can fail)…
    assert!(store_names().is_some(), "the store should hold the names before the class is deleted");
    // …and holds none once the class is deleted.
    let (status, _) = lab.raw("DELETE", &format!("/api/classes/{}", c.id), Some(&c.teacher), None).await;
    assert_eq!(status, 204);
    assert_eq!(store_names(), None, "a name is left in the store after the class was deleted");
    let (status, _) = lab.get(&format!("/api/history/{id}"), None).await;
    assert_eq!(status, 404, "the class's matches are deleted with it");
    let (_, history) = lab.get("/api/history", None).await;
    assert!(history.to_string().contains(&public), "the match of no class stays");
}

#[tokio::test]
async fn names_stay_in_the_class_and_are_erased_from_the_sqlite_files() {
    let lab = Lab::start().await;
    names_stay_in_the_class(&lab, || bytes_hold_a_name(&sqlite_bytes(&lab))).await;
}

#[tokio::test]
async fn names_stay_in_the_class_and_are_erased_from_every_postgres_row() {
    let Some(db) = ludoteca_store::testing::postgres("names_stay_in_the_class") else { return };
    let url = db.url().to_string();
    let lab = Lab::start_with(tempfile::tempdir().unwrap(), |c| c.database = Some(url)).await;
    names_stay_in_the_class(&lab, || holds_a_name(&db.every_row().unwrap().join("\n"))).await;
}

#[tokio::test]
async fn past_keep_days_the_names_become_aluno_1_aluno_2() {
    let lab = Lab::start().await;
    // An ended class (in Portuguese) and one still open (in English).
    let ended = open(&lab, "pt").await;
    let mut tokens = Vec::new();
    for n in NAMES {
        tokens.push(join(&lab, &ended, n).await);
    }
    let (id, _) = round(&lab, &ended, &tokens).await;
    let (status, _) = lab.post(&format!("/api/classes/{}/end", ended.id), Some(&ended.teacher), &json!({})).await;
    assert_eq!(status, 200);
    let still = open(&lab, "en").await;
    join(&lab, &still, "Quintiliano").await;
    assert!(bytes_hold_a_name(&sqlite_bytes(&lab)).is_some());

    // Started again keeping names 0 days: the ended class's are replaced at start.
    let Lab { running, dir, .. } = lab;
    running.unwrap().shutdown().await;
    let lab = Lab::start_with(dir, |c| c.keep_days = 0).await;
    let t0 = Instant::now();
    let board = loop {
        let (status, b) = lab.get(&format!("/api/classes/{}", ended.id), Some(&ended.teacher)).await;
        assert_eq!(status, 200, "{b}");
        if holds_a_name(&b.to_string()).is_none() {
            break b;
        }
        assert!(t0.elapsed() < Duration::from_secs(20), "the names were never replaced: {b}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let students: Vec<&str> =
        board["students"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(students, ["Aluno 1", "Aluno 2", "Aluno 3"], "{board}");
    let (_, mine) = lab.get("/api/history", Some(&ended.teacher)).await;
    assert_eq!(mine[0]["id"], id.as_str());
    assert!(mine[0]["names"]["first"].as_str().unwrap().starts_with("Aluno "), "{mine}");
    // The old names are gone from the files; the open class keeps its pupil.
    assert_eq!(bytes_hold_a_name(&sqlite_bytes(&lab)), None, "a name is left in the SQLite files");
    let (_, b) = lab.get(&format!("/api/classes/{}", still.id), Some(&still.teacher)).await;
    assert_eq!(b["students"][0]["name"], "Quintiliano", "a class not ended keeps its names: {b}");
}

#[tokio::test]
async fn the_privacy_notes_are_served_as_text() {
    let lab = Lab::start().await;
    let (status, en) = lab.get("/privacy", None).await;
    assert_eq!(status, 200);
    assert!(en.as_str().unwrap().starts_with("# What the lab keeps of the pupils"), "{en}");
    let (status, pt) = lab.get("/privacidade", None).await;
    assert_eq!(status, 200);
    assert!(pt.as_str().unwrap().starts_with("# O que o laboratório guarda dos alunos"), "{pt}");
}
