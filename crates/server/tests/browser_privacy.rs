//! Children's names stay in their class, in headless Chromium: the public
//! history page shows no pupil's name; the class's history (`#/history?class=ID`)
//! shows the names in the teacher's browser and, in a pupil's, only their own
//! match (reached from their class page); a replay shows the names only with
//! the class; the teacher's page links the privacy note.
//!
//! Without Chromium this test prints a loud `SKIPPED:` line and passes (see
//! `common/browser.rs`).

mod common;

use common::browser::*;
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_show_a_classs_names_only_to_its_teacher_and_pupils() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("the_pages_show_a_classs_names_only_to_its_teacher_and_pupils").await else {
        return;
    };
    let lab = &bench.lab;
    let (status, c) = lab.post("/api/classes?lang=pt", None, &json!({"game": "je-1", "params": {"heap": "9"}})).await;
    assert_eq!(status, 201, "{c}");
    let (id, code, teacher) =
        (c["id"].as_str().unwrap(), c["code"].as_str().unwrap(), c["teacher_token"].as_str().unwrap());
    let mut pupils = Vec::new();
    for name in ["Zefirina", "Bartolomeu"] {
        let (status, j) = lab.post("/api/classes/join", None, &json!({"code": code, "name": name})).await;
        assert_eq!(status, 201, "{j}");
        pupils.push(j["student_token"].as_str().unwrap().to_string());
    }
    let (status, r) =
        lab.post(&format!("/api/classes/{id}/rounds"), Some(teacher), &json!({"pairing": "random"})).await;
    assert_eq!(status, 201, "{r}");
    let mid = r["matches"][0]["id"].as_str().unwrap().to_string();
    let mut seats = serde_json::Map::new();
    for t in &pupils {
        let (_, me) = lab.get(&format!("/api/classes/{id}/me"), Some(t)).await;
        seats.insert(me["match"]["seat"].as_str().unwrap().into(), t.clone().into());
    }
    lab.play_out(&mid, &Value::Object(seats), 100, |v| v["legal_moves"][0].as_str().map(str::to_string)).await;

    let c = bench.browser().await;
    let base = bench.base();
    c.goto(&format!("{base}/#/")).await.unwrap();
    js(&c, "localStorage.setItem('ludoteca.lang', 'pt') || true").await;

    // The public history: the class's match is not there, nor any name.
    c.goto(&format!("{base}/#/history")).await.unwrap();
    c.refresh().await.unwrap();
    until(&c, "the public history", "!!document.querySelector('#history, #history-empty')").await;
    let page = text(&c, "main").await;
    assert!(!page.contains("Zefirina") && !page.contains("Bartolomeu"), "{page}");

    // The teacher's browser (its token kept by the teacher's page).
    c.goto(&format!("{base}/#/teach/{id}?token={teacher}")).await.unwrap();
    let privacy = find(&c, "#class-privacy a").await;
    assert_eq!(privacy.attr("href").await.unwrap().as_deref(), Some("/privacidade"));
    c.goto(&format!("{base}/#/history?class={id}")).await.unwrap();
    let row = format!("#history tr[data-match='{mid}']");
    find(&c, &row).await;
    let seen = text(&c, &row).await;
    assert!(seen.contains("Zefirina") && seen.contains("Bartolomeu"), "{seen}");
    click(&c, &format!("{row} a")).await;
    until(&c, "the replay with the names", "document.querySelector('main').innerText.includes('Zefirina')").await;
    // The same replay without the class: seats A and B.
    c.goto(&format!("{base}/#/history/{mid}")).await.unwrap();
    c.refresh().await.unwrap();
    find(&c, "#replay-moves").await;
    let page = text(&c, "main").await;
    assert!(!page.contains("Zefirina") && !page.contains("Bartolomeu"), "{page}");

    // A pupil's browser: their class page links their own matches.
    let p = bench.browser().await;
    p.goto(&format!("{base}/#/")).await.unwrap();
    js(&p, &format!("localStorage.setItem('ludoteca.student.{id}', {}) || true", json!(pupils[0]))).await;
    p.goto(&format!("{base}/#/class/{id}")).await.unwrap();
    p.refresh().await.unwrap();
    click(&p, "#class-mine a").await;
    find(&p, &row).await;
    assert_eq!(js(&p, "document.querySelectorAll('#history tr[data-match]').length").await, json!(1));
    let seen = text(&p, &row).await;
    assert!(seen.contains("Zefirina") && seen.contains("Bartolomeu"), "{seen}");
    no_errors(&c).await;
    no_errors(&p).await;
    bench.stop(vec![c, p]).await;
}
