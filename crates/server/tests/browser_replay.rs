//! The replay and the history in headless Chromium, in Portuguese: a heap
//! match with a deliberate mistake, replayed with every move marked by a
//! sign and a word, the first mistake highlighted with its sentence, and
//! its history row with the seats (a name, person or champion), the
//! parameters in words, the result with its reason and the date in the
//! page's language; a Mastermind replay with its pegs, its answers' marks
//! and the guess that could not be the code.
//!
//! Without Chromium these tests print a loud `SKIPPED:` line and pass (see
//! `common/browser.rs`).

mod common;

use common::Lab;
use common::browser::*;
use serde_json::{Value, json};

/// Game 8 from 10 against the champion: A ("Ana") takes 2 and leaves 8,
/// fragile (the champion takes 2 and leaves 6, safe) — the deliberate
/// mistake; then A takes 1 at each turn until the champion wins.
async fn heap_match_with_a_mistake(lab: &Lab) -> String {
    let body = json!({"game": "je-8", "params": {"heap": "10"}, "seats": {"first": "human", "second": "champion"},
                      "names": {"first": "Ana"}, "budget_ms": 200});
    let (id, tokens) = lab.create(body).await;
    let me = tokens["first"].as_str().unwrap().to_string();
    let mut take = "2";
    loop {
        let v = lab.wait_view(&id, Some(&me), |v| v["to_move"] == "first" || !v["result"].is_null()).await;
        if !v["result"].is_null() {
            return id;
        }
        let (status, r) = lab.post(&format!("/api/matches/{id}/moves"), Some(&me), &json!({"move": take})).await;
        assert_eq!(status, 200, "{r}");
        take = "1";
    }
}

/// Words that would betray English left on a Portuguese page.
const STOP: &[&str] = &["the", "move", "moves", "you", "left", "safe", "fragile", "good", "bad", "mistake", "first"];

fn no_english(what: &str, text: &str) {
    for w in text.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
        assert!(!STOP.contains(&w), "{what}: `{w}` in {text:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_marks_every_move_and_the_first_mistake_in_portuguese() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("the_replay_marks_every_move_and_the_first_mistake_in_portuguese").await else {
        return;
    };
    let id = heap_match_with_a_mistake(&bench.lab).await;
    let (_, api) = bench.lab.get(&format!("/api/history/{id}?lang=pt-PT"), None).await;
    let n = api["moves"].as_array().unwrap().len();
    let c = bench.browser().await;
    let base = bench.base();
    c.goto(&format!("{base}/#/")).await.unwrap();
    js(&c, "localStorage.setItem('ludoteca.lang', 'pt') || true").await;

    // The history: seats, parameters in words, result with its reason, the date in pt-PT.
    c.goto(&format!("{base}/#/history")).await.unwrap();
    c.refresh().await.unwrap();
    let row = format!("#history tr[data-match='{id}']");
    until(&c, "the match in the history", &format!("!!document.querySelector(\"{row}\")")).await;
    let seats = text(&c, &format!("{row} td.seats")).await;
    assert_eq!(seats, "A: Ana (pessoa) · B: campeão");
    let params = text(&c, &format!("{row} td.params")).await;
    let label = api["params_words"][0]["label"].as_str().unwrap();
    assert_eq!(params, format!("{label}: 10"));
    let result = text(&c, &format!("{row} td.result")).await;
    let (_, list) = bench.lab.get("/api/history?lang=pt-PT", None).await;
    let item = list.as_array().unwrap().iter().find(|m| m["id"] == id.as_str()).unwrap();
    let reason = item["reason"].as_str().unwrap();
    assert!(!reason.is_empty() && result.contains(reason), "{result} / {reason}");
    assert!(result.contains("Ganhou B") || result.contains("B"), "{result}");
    let finished = item["finished_at"].as_i64().unwrap();
    let want = js(&c, &format!("new Date({finished} * 1000).toLocaleString('pt-PT')")).await;
    assert_eq!(json!(text(&c, &format!("{row} td.when")).await), want, "the date in the page's language");
    no_english("the history row", &format!("{seats} {params} {result}"));
    // On a phone the history fits the screen, and its "Rever" stays within reach.
    c.set_window_size(390, 844).await.unwrap();
    until(&c, "the history at phone width", "document.documentElement.scrollWidth <= 390").await;
    let reach = format!(
        "(() => {{ const a = document.querySelector(\"{row} a[href='#/history/{id}']\").getBoundingClientRect(); \
         return a.width > 0 && a.right <= 390; }})()"
    );
    until(&c, "the replay link within the phone's width", &reach).await;
    c.set_window_size(1200, 900).await.unwrap();

    // The replay: every move marked with a sign and a word, the first one the mistake.
    click(&c, &format!("{row} a[href='#/history/{id}']")).await;
    until(&c, "the marked moves", &format!("document.querySelectorAll('#replay-moves li[data-mark]').length === {n}"))
        .await;
    let items: Vec<Value> = js(
        &c,
        "[...document.querySelectorAll('#replay-moves li')].map(li => [li.dataset.mark, li.innerText, !!li.dataset.firstMistake])",
    )
    .await
    .as_array()
    .unwrap()
    .clone();
    for (i, it) in items.iter().enumerate() {
        let (mark, words) = (it[0].as_str().unwrap(), it[1].as_str().unwrap());
        let want = api["moves"][i]["mark"].as_str().unwrap();
        assert_eq!(mark, want, "move {i}");
        let (sign, word) = if mark == "good" { ("✓", "boa") } else { ("✗", "má") };
        assert!(words.contains(sign) && words.contains(word), "move {i} is marked by a sign and a word: {words}");
        assert_eq!(it[2], json!(i == 0), "only the first move is the first mistake: {it}");
    }
    assert_eq!(items[0][0], "bad");
    assert!(items[0][1].as_str().unwrap().contains("primeiro erro"), "{}", items[0][1]);
    let why = text(&c, "#replay-mistake-why").await;
    assert_eq!(why, api["first_mistake"]["sentence"].as_str().unwrap());
    assert!(why.starts_with("Ao tirar 2 pedras, deixaste 8, uma posição frágil (tipo-P)"), "{why}");
    no_english("the first mistake", &text(&c, "#replay-mistake").await);
    // The first mistake is one click away; the step shows its mark.
    click(&c, "#replay-mistake-go").await;
    until(&c, "step 1", &format!("document.querySelector('#replay-step').innerText === 'Jogada 1 de {n}'")).await;
    assert!(text(&c, "#replay-note").await.contains("má"));
    assert!(text(&c, "#replay-legend").await.contains("inatacável (tipo-S)"));
    let seats = text(&c, "#replay-seats").await;
    assert!(seats.contains("Ana (pessoa)"), "{seats}");
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_mastermind_replay_draws_pegs_and_marks_the_guess_that_could_not_be_the_code() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) =
        Bench::start("the_mastermind_replay_draws_pegs_and_marks_the_guess_that_could_not_be_the_code").await
    else {
        return;
    };
    let body = json!({"game": "mastermind", "params": {"pegs": "3", "colors": "4", "rounds": "2"},
                      "seats": {"first": "human", "second": "human"}});
    let (id, tokens) = bench.lab.create(body).await;
    let seat = |s: &str| tokens[s].as_str().unwrap().to_string();
    let moves = [
        ("first", "secret 123"),
        ("second", "124"),
        ("second", "124"),
        ("second", "123"),
        ("second", "secret 432"),
        ("first", "123"),
        ("first", "432"),
    ];
    for (s, mv) in moves {
        let (status, r) =
            bench.lab.post(&format!("/api/matches/{id}/moves"), Some(&seat(s)), &json!({"move": mv})).await;
        assert_eq!(status, 200, "{mv}: {r}");
    }
    let c = bench.browser().await;
    let base = bench.base();
    c.goto(&format!("{base}/#/")).await.unwrap();
    js(&c, "localStorage.setItem('ludoteca.lang', 'pt') || true").await;
    c.goto(&format!("{base}/#/history/{id}")).await.unwrap();
    c.refresh().await.unwrap();
    until(&c, "the replay's board", "document.querySelector('#replay-board').dataset.board === 'mastermind'").await;
    // The last step: both rounds, every guess in pegs with its answer's marks.
    let rows = until(&c, "the guesses", "document.querySelectorAll('#replay-board .pegrow.guess').length").await;
    assert_eq!(rows, json!(5), "five guesses in two rounds");
    let pegs = js(&c, "document.querySelectorAll('#replay-board .pegrow.guess .peg').length").await;
    assert_eq!(pegs, json!(15), "three pegs a guess");
    let marks = js(&c, "document.querySelectorAll('#replay-board .pegrow.guess .marks').length").await;
    assert_eq!(marks, json!(5), "each answer's marks");
    // The repeated guess is the first mistake, with its sentence.
    let first =
        js(&c, "[...document.querySelectorAll('#replay-moves li')].findIndex(li => li.dataset.firstMistake)").await;
    assert_eq!(first, json!(2));
    let why = text(&c, "#replay-mistake-why").await;
    assert!(why.contains("124") && why.contains("ronda 1") && why.contains("não podia ser o código"), "{why}");
    let secret = js(&c, "document.querySelector('#replay-moves li').dataset.mark || 'none'").await;
    assert_eq!(secret, json!("none"), "a secret is not judged");
    assert!(text(&c, "#replay-legend").await.contains("não podia ser o código"));
    // Step back to the start of the replay: the board still draws.
    click(&c, "#replay-first").await;
    until(&c, "step 0", "document.querySelector('#replay-step').innerText.startsWith('Jogada 0')").await;
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

/// Every family's finished match, replayed in Portuguese: every move marked
/// (a sign and a word, never a colour alone; a move the text does not judge
/// carries none), the first mistake with its sentence when there is one,
/// the reason shown with its code, and no English word on the page. The
/// matches are played through the API (a person's seat plays its first
/// legal move against the champion): this test is about the replay.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_family_replays_in_portuguese_with_marks_and_its_reason() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("every_family_replays_in_portuguese_with_marks_and_its_reason").await else {
        return;
    };
    // (family, game, parameters); A is a person playing its first legal move, B the champion.
    let games: &[(&str, &str, Value)] = &[
        ("heap", "je-28", json!({"heap": "12"})),
        ("sum", "je-12", json!({})),
        ("beans", "je-15-c", json!({"rows": "2", "cols": "3"})),
        ("northcott", "je-18", json!({"rows": "2", "cols": "5"})),
        ("knight", "je-14-i", json!({"size": "5"})),
        ("bicycle", "je-22", json!({"distance": "12"})),
        ("flags", "je-25", json!({"n": "2"})),
        ("figuras", "figuras", json!({})),
        ("erdos-latino", "erdos-latino", json!({"size": "3"})),
    ];
    let mut ids = Vec::new();
    for (family, game, params) in games {
        let body = json!({"game": game, "params": params, "seats": {"first": "human", "second": "champion"},
                          "names": {"first": "Rita"}, "budget_ms": 200});
        let (id, tokens) = bench.lab.create(body).await;
        let first_legal = |v: &Value| {
            v["legal_moves"].as_array().and_then(|l| l.first()).and_then(|m| m.as_str()).map(str::to_string)
        };
        bench.lab.play_out(&id, &tokens, 400, first_legal).await;
        ids.push((*family, id));
    }
    // Mastermind between two people, with a guess that cannot be the code.
    let body = json!({"game": "mastermind", "params": {"pegs": "3", "colors": "4", "rounds": "2"},
                      "seats": {"first": "human", "second": "human"}});
    let (id, tokens) = bench.lab.create(body).await;
    for (s, mv) in [
        ("first", "secret 123"),
        ("second", "124"),
        ("second", "124"),
        ("second", "123"),
        ("second", "secret 432"),
        ("first", "432"),
    ] {
        let (status, r) = bench
            .lab
            .post(&format!("/api/matches/{id}/moves"), Some(tokens[s].as_str().unwrap()), &json!({"move": mv}))
            .await;
        assert_eq!(status, 200, "{mv}: {r}");
    }
    ids.push(("mastermind", id));

    let c = bench.browser().await;
    let base = bench.base();
    c.goto(&format!("{base}/#/")).await.unwrap();
    js(&c, "localStorage.setItem('ludoteca.lang', 'pt') || true").await;
    for (family, id) in &ids {
        let (status, api) = bench.lab.get(&format!("/api/history/{id}?lang=pt-PT"), None).await;
        assert_eq!(status, 200, "{family}: {api}");
        let n = api["moves"].as_array().unwrap().len();
        c.goto(&format!("{base}/#/history/{id}")).await.unwrap();
        c.refresh().await.unwrap();
        until(
            &c,
            &format!("{family}: the moves"),
            &format!("document.querySelectorAll('#replay-moves li').length === {n}"),
        )
        .await;
        // Every move judged carries a sign and a word; the marks are the API's.
        let items = js(
            &c,
            "[...document.querySelectorAll('#replay-moves li')].map(li => { const m = li.querySelector('.mark'); \
             return [li.dataset.mark || 'none', m ? m.innerText : '', !!li.dataset.firstMistake]; })",
        )
        .await;
        for (i, it) in items.as_array().unwrap().iter().enumerate() {
            let want = api["moves"][i]["mark"].as_str().unwrap_or("none");
            assert_eq!(it[0], want, "{family}: move {i}");
            let shown = it[1].as_str().unwrap();
            if want == "none" {
                assert_eq!(shown, "", "{family}: move {i} is not judged");
            } else {
                let mut parts = shown.split_whitespace();
                let (sign, word) = (parts.next().unwrap_or(""), parts.collect::<Vec<_>>().join(" "));
                assert!(["✓", "✗", "°", "?"].contains(&sign) && !word.is_empty(), "{family}: move {i}: {shown:?}");
            }
            assert_eq!(it[2], json!(api["first_mistake"]["ply"] == json!(i)), "{family}: move {i}");
        }
        // The first mistake, with its sentence, when there is one.
        if let Some(sentence) = api["first_mistake"]["sentence"].as_str() {
            assert_eq!(text(&c, "#replay-mistake-why").await, sentence, "{family}");
            // The moves in it are in words: no notation (`=`, `@`, `2:1`).
            let glued = sentence.as_bytes().windows(2).any(|w| w[0] == b':' && w[1] != b' ');
            assert!(!glued && !sentence.contains(['=', '@', '`']), "{family}: {sentence}");
        }
        // The reason, from its code, in words.
        let reason = api["result"]["reason"].as_str().unwrap();
        assert!(!reason.is_empty() && !reason.contains(['=', '#', '/']), "{family}: {reason}");
        assert!(text(&c, "#replay-reason").await.contains(reason), "{family}");
        let code = js(&c, "document.querySelector('#replay-reason').dataset.reasonCode").await;
        assert_eq!(code, api["result"]["reason_code"], "{family}");
        assert_ne!(code, json!("other"), "{family}: a reason with data of its own");
        // Figuras: the squares of the lines that scored are framed and
        // lettered on the last board, from the result's machine form.
        if *family == "figuras" {
            let squares = scored_squares(&api["result"]["reason_data"]);
            let shown = js(&c, "[...document.querySelectorAll('#replay-board .sq.scored')].map(e => e.getAttribute('aria-label').split(':')[0]).sort()").await;
            let shown: Vec<String> =
                shown.as_array().unwrap().iter().map(|v| v.as_str().unwrap_or("").to_string()).collect();
            assert_eq!(shown, squares, "figuras: the scored lines on the board");
            eprintln!("figuras: {} squares of scored lines framed", shown.len());
        }
        no_english_words(&c, &format!("the replay of {family}")).await;
        no_errors(&c).await;
    }
    bench.stop(vec![c]).await;
}

/// The squares (sorted, once each) of the lines that scored in a Figuras
/// result's `reason_data`: a row `n` is `a{n}`…`d{n}`, a column `c` is
/// `{c}1`…`{c}4`, a diagonal runs from a corner to the opposite one.
fn scored_squares(data: &Value) -> Vec<String> {
    let mut out = std::collections::BTreeSet::new();
    for l in data["lines"].as_array().into_iter().flatten() {
        let x = &l["line"];
        let squares: Vec<String> = match x["kind"].as_str() {
            Some("row") => "abcd".chars().map(|f| format!("{f}{}", x["n"])).collect(),
            Some("column") => (1..=4).map(|r| format!("{}{r}", x["c"].as_str().unwrap_or("?"))).collect(),
            Some("diagonal") if x["from"] == "a1" || x["from"] == "d4" => {
                ["a1", "b2", "c3", "d4"].map(String::from).to_vec()
            }
            Some("diagonal") => ["a4", "b3", "c2", "d1"].map(String::from).to_vec(),
            _ => Vec::new(),
        };
        out.extend(squares);
    }
    out.into_iter().collect()
}
