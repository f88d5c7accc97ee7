//! A lesson in real headless Chromium: a teacher (in European Portuguese)
//! opens a class from the game page, six students in their own browsers
//! (European and Brazilian Portuguese, English; one on a 390 px phone) join
//! with the code and their names, the teacher pairs two rounds at random,
//! every student is taken to their match by the class page and plays it to
//! the end by clicking the board; the teacher's live board follows, and the
//! standings and the CSV hold every name and every point.
//!
//! Without Chromium this test prints a loud `SKIPPED:` line and passes; with
//! `CI=true` a missing browser is a failure (see `common::browser`).

mod common;

use common::browser::*;
use fantoccini::Client;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const NAMES: [&str; 6] = ["Ana", "Rui", "Zé", "Inês", "Tomás", "Beatriz"];
const LANGS: [&str; 6] = ["pt", "br", "en", "pt", "br", "pt"];

/// Plays every student's match of the round to its end: whoever's turn it
/// is clicks the first move the board offers.
async fn play_round(students: &[Client]) {
    let t0 = Instant::now();
    loop {
        let mut over = 0;
        for c in students {
            let turn = js(c, &format!("document.querySelector('#class-match[data-match]') && {TURN}")).await;
            match turn.as_str() {
                Some("over") => over += 1,
                Some("mine") => {
                    let moves = js(c, MOVES).await;
                    js(c, "(() => { const b = document.querySelector('#board button[data-move], #board [role=button][data-move], #stones button[data-take]'); if (b) b.click(); return !!b; })()").await;
                    // Wait until the move is in, before the next click.
                    until(c, "the move played", &format!("{MOVES} > {moves} || {TURN} !== 'mine'")).await;
                }
                _ => {}
            }
        }
        if over == students.len() {
            return;
        }
        assert!(t0.elapsed() < Duration::from_secs(240), "the round did not end");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Each student's current match id, as their class page shows it.
async fn current(students: &[Client]) -> Vec<String> {
    let mut out = Vec::new();
    for c in students {
        out.push(
            js(c, "document.querySelector('#class-match').dataset.match || ''")
                .await
                .as_str()
                .unwrap_or("")
                .to_string(),
        );
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_and_six_students_play_two_rounds() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "a_teacher_and_six_students_play_two_rounds";
    let Some(mut bench) = Bench::start(test).await else { return };
    let base = bench.base();

    // The teacher opens a class of game 1 with a small heap, from the game page.
    let teacher = bench.browser().await;
    teacher.goto(&format!("{base}/#/game/je-1?lang=pt")).await.unwrap();
    until(
        &teacher,
        "the game page in Portuguese",
        "document.documentElement.lang === 'pt-PT' && !!document.querySelector('#param-heap')",
    )
    .await;
    js(&teacher, "(() => { const f = document.querySelector('#param-heap'); f.value = '6'; f.dispatchEvent(new Event('input', {bubbles: true})); return true; })()").await;
    assert!(text(&teacher, "#open-class").await.contains("Abrir uma turma"));
    click(&teacher, "#open-class").await;
    until(
        &teacher,
        "the class's page",
        "location.hash.startsWith('#/teach/') && !!document.querySelector('#class-code')",
    )
    .await;
    let code = text(&teacher, "#class-code").await.trim().to_string();
    assert_eq!(code.len(), 6, "{code}");
    let class = js(&teacher, "location.hash.split('/')[2]").await.as_str().unwrap().to_string();
    until(&teacher, "the QR code drawn here", "(document.querySelector('#class-qr') || {}).naturalWidth > 0").await;
    no_english_words(&teacher, "the teacher's page").await;

    // Six students join, each in a browser of their own.
    let mut students = Vec::new();
    for (i, (name, lang)) in NAMES.iter().zip(LANGS).enumerate() {
        let c = bench.browser().await;
        if i == 0 {
            c.set_window_size(390, 844).await.unwrap();
        }
        c.goto(&format!("{base}/#/join?code={}&lang={lang}", code.to_lowercase())).await.unwrap();
        find(&c, "#join-name").await.send_keys(name).await.unwrap();
        if i == 1 {
            // A name already taken is refused in the page's language, and nothing is kept.
            find(&c, "#join-name").await.clear().await.unwrap();
            find(&c, "#join-name").await.send_keys("ANA").await.unwrap();
            click(&c, "#join-go").await;
            until(&c, "the refusal", "document.querySelector('#join-error').innerText.includes('já está nesta turma')")
                .await;
            find(&c, "#join-name").await.clear().await.unwrap();
            find(&c, "#join-name").await.send_keys(name).await.unwrap();
        }
        click(&c, "#join-go").await;
        until(
            &c,
            "the class page",
            &format!("location.hash === '#/class/{class}' && !!document.querySelector('#class-hello')"),
        )
        .await;
        assert!(text(&c, "#class-hello").await.contains(name));
        if i == 0 {
            let width = js(&c, "document.documentElement.scrollWidth").await.as_u64().unwrap();
            assert!(width <= 390, "the class page is {width} px wide on a 390 px phone");
        }
        students.push(c);
    }
    until(
        &teacher,
        "six students on the board",
        "document.querySelectorAll('#class-students li[data-student]').length === 6",
    )
    .await;
    for n in NAMES {
        assert!(text(&teacher, "#class-students").await.contains(n), "{n}");
    }

    // Two rounds at random, each played to the end.
    let mut before = vec![String::new(); students.len()];
    for round in 1..=2 {
        if round == 2 {
            // A counted round: the teacher ticks it first (hints off).
            assert!(!js(&teacher, "document.querySelector('#class-counted').checked").await.as_bool().unwrap());
            click(&teacher, "#class-counted").await;
        }
        click(&teacher, "#pair-random").await;
        until(&teacher, "the round's boards", &format!("document.querySelector('#round-h').dataset.round === '{round}' && document.querySelectorAll('#class-boards li').length === 3")).await;
        // Every student is taken to their new match without a click.
        for c in &students {
            until(c, "the student's match", "!!document.querySelector('#class-match[data-match] #board') && !!document.querySelector('#status').dataset.turn").await;
        }
        // The Hint button as the teacher set it: there in round 1, gone in round 2.
        let gone = round == 2;
        for c in &students {
            until(
                c,
                "the Hint button as the teacher set it",
                &format!("document.querySelector('#hint-btn').hidden === {gone}"),
            )
            .await;
        }
        let now = current(&students).await;
        for (a, b) in now.iter().zip(&before) {
            assert_ne!(a, b, "a new match in round {round}");
        }
        before = now;
        play_round(&students).await;
        until(
            &teacher,
            "every match of the round over on the teacher's board",
            "[...document.querySelectorAll('#class-boards li')].every((li) => li.dataset.result)",
        )
        .await;
        // The student's page says the result in their language.
        until(&students[2], "the result", "document.querySelector('#result').innerText.length > 0").await;
        // The finished match stays on the page, its replay opening beside the
        // lesson, and the line above it says what comes next.
        until(
            &students[2],
            "the line after the match",
            "document.querySelector('#class-say').innerText.includes('is over')",
        )
        .await;
        until(
            &students[0],
            "the line after the match, in Portuguese",
            "document.querySelector('#class-say').innerText.includes('terminou')",
        )
        .await;
        let link = js(&students[2], "(() => { const a = document.querySelector('#replay-link'); return a ? [a.getAttribute('href'), a.target] : null; })()").await;
        assert!(link[0].as_str().is_some_and(|h| h.starts_with("#/history/")) && link[1] == "_blank", "{link}");
    }

    // The standings: six names, six points in all (a heap game has no draws).
    until(&teacher, "the standings", "document.querySelectorAll('#class-standings tbody tr').length === 6").await;
    let points = js(&teacher, "[...document.querySelectorAll('#class-standings tbody tr')].map((tr) => Number(tr.children[2].innerText.replace(',', '.'))).reduce((a, b) => a + b, 0)").await;
    assert_eq!(points.as_f64(), Some(6.0), "{points}");
    let results = text(&teacher, "#class-results").await;
    assert!(!results.contains("por acabar"), "{results}");

    // The CSV, with the teacher's token from the teacher's browser.
    let token = js(&teacher, &format!("localStorage.getItem('ludoteca.teacher.{class}')")).await;
    let (status, csv) = bench.lab.get(&format!("/api/classes/{class}/results.csv?lang=pt"), token.as_str()).await;
    assert_eq!(status, 200);
    let csv = csv.as_str().unwrap().to_string();
    assert!(csv.starts_with("lugar,nome,pontos"), "{csv}");
    for n in NAMES {
        assert!(csv.contains(n), "{n} in {csv}");
    }
    let rows = csv.lines().filter(|l| l.starts_with("1,") || l.starts_with("2,")).count();
    assert!(rows >= 6, "six matches in the CSV: {csv}");
    let (_, board): (u16, Value) = bench.lab.get(&format!("/api/classes/{class}"), token.as_str()).await;
    assert_eq!(board["matches"].as_array().map(Vec::len), Some(6), "{board}");

    // The teacher's link opens the board in another browser (the projector's),
    // and leaves the address bar without the key.
    let link = js(&teacher, "document.querySelector('#teacher-link').value").await.as_str().unwrap().to_string();
    assert!(link.contains(&format!("#/teach/{class}?token=")), "{link}");
    let projector = bench.browser().await;
    projector.goto(&link).await.unwrap();
    until(
        &projector,
        "the board on the projector",
        &format!("(document.querySelector('#class-code') || {{}}).innerText === '{code}'"),
    )
    .await;
    assert_eq!(js(&projector, "location.hash.includes('token')").await, json!(false));
    no_errors(&projector).await;

    no_errors(&teacher).await;
    for c in &students {
        no_errors(c).await;
    }
    let mut all = vec![teacher, projector];
    all.extend(students);
    bench.stop(all).await;
}

/// Opens a class of game 1 through the API and the teacher's page on a
/// 390 px phone, in `lang`; returns the page and the class's code.
async fn teacher_page(bench: &mut Bench, lang: &str) -> (Client, String) {
    let (status, class) = bench.lab.post("/api/classes", None, &json!({"game": "je-1"})).await;
    assert_eq!(status, 201, "{class}");
    let (id, token) = (class["id"].as_str().unwrap(), class["teacher_token"].as_str().unwrap());
    let teacher = bench.touch_browser().await;
    teacher.goto(&format!("{}/#/teach/{id}?token={token}&lang={lang}", bench.base())).await.unwrap();
    until(&teacher, "the join link and its QR code", "!!document.querySelector('#class-join-url') && document.querySelector('#class-qr').complete && document.querySelector('#class-qr').naturalWidth > 0").await;
    (teacher, class["code"].as_str().unwrap().to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_join_link_is_one_the_pupils_phones_can_open() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "the_join_link_is_one_the_pupils_phones_can_open";

    // A school's address (`serve --lan --public-url http://escola.test:8080`).
    let Some(mut bench) = Bench::start_with(test, |c| {
        c.addr = ludoteca_server::every_interface(0);
        c.public_url = Some("http://escola.test:8080".into());
    })
    .await
    else {
        return;
    };
    let (teacher, code) = teacher_page(&mut bench, "pt").await;
    let link = text(&teacher, "#class-join-url").await;
    assert_eq!(link, format!("http://escola.test:8080/#/join?code={code}"));
    let say = text(&teacher, "#join-h + .class-join p").await;
    assert!(say.contains("http://escola.test:8080/#/join"), "{say}");
    let qr = js(&teacher, "document.querySelector('#class-qr').getAttribute('alt')").await;
    assert!(qr.as_str().is_some_and(|a| !a.is_empty()), "the QR code is described: {qr}");
    assert!(!js(&teacher, "!!document.querySelector('#class-join-loopback')").await.as_bool().unwrap());
    no_errors(&teacher).await;
    bench.stop(vec![teacher]).await;

    // `serve --lan` alone: a LAN address, never 127.0.0.1.
    let Some(mut bench) = Bench::start_with(test, |c| c.addr = ludoteca_server::every_interface(0)).await else {
        return;
    };
    let (_, server) = bench.lab.get("/api/server", None).await;
    let (teacher, code) = teacher_page(&mut bench, "pt").await;
    let link = text(&teacher, "#class-join-url").await;
    if server["lan_urls"].as_array().is_some_and(|l| !l.is_empty()) {
        assert_eq!(link, format!("{}/#/join?code={code}", server["lan_urls"][0].as_str().unwrap()));
        let words = text(&teacher, ".class-join").await;
        assert!(!words.contains("127.0.0.1"), "{words}");
    } else {
        assert!(!in_ci(), "the CI machine has an address on a network: {server}");
        eprintln!("SKIPPED (in part): {test}: no address on a network besides loopback");
    }
    bench.stop(vec![teacher]).await;

    // The default `serve` (127.0.0.1 only): the page says why the link
    // will not open on a phone and how to mend it, in the teacher's words.
    let Some(mut bench) = Bench::start(test).await else { return };
    for (lang, words) in [("pt", "serve --lan"), ("br", "celulares")] {
        let (teacher, _) = teacher_page(&mut bench, lang).await;
        let warning = text(&teacher, "#class-join-loopback").await;
        assert!(warning.contains(words) && warning.contains("--public-url"), "{lang}: {warning}");
        no_english_words(&teacher, "the teacher's page with the loopback warning").await;
        let _ = teacher.close().await;
    }
    bench.stop(vec![]).await;
}
