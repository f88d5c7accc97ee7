//! Browser tests of choosing and starting a game, in real headless
//! Chromium: games named for people and found without accents in the
//! lobby; the quick match beside the book's values; Erdös Latino's version
//! III chosen on the game page and played over two invitation links in two
//! browsers; Mastermind's classic variant chosen on the page; a malformed
//! start position or parameter refused at its field, in Portuguese, with
//! nothing sent; and analysis offered only by games that have it (a
//! table, the strategies compared, the exact value of a position).
//!
//! Without Chromium these tests print a loud `SKIPPED:` line and pass (see
//! `common/browser.rs`); every wait polls for a state with a deadline.

mod common;

use common::browser::*;
use fantoccini::Client;
use serde_json::json;
use std::time::{Duration, Instant};

/// Opens the lab with the page in European Portuguese.
async fn portuguese(c: &Client, base: &str) {
    c.goto(&format!("{base}/#/")).await.unwrap();
    js(c, "localStorage.setItem('ludoteca.lang', 'pt') || true").await;
}

/// Sets a select or a text field of the page and tells the page it changed.
async fn set(c: &Client, css: &str, value: &str) {
    find(c, css).await;
    let script = format!(
        "(() => {{ const e = document.querySelector({}); e.value = {}; \
         e.dispatchEvent(new Event('input', {{bubbles: true}})); \
         e.dispatchEvent(new Event('change', {{bubbles: true}})); return true; }})()",
        json!(css),
        json!(value)
    );
    js(c, &script).await;
}

/// Records every POST the page sends (to show that nothing was sent).
const SPY: &str = "(() => { if (!window.__posts) { window.__posts = []; const f = window.fetch; \
    window.fetch = (u, o) => { if (o && o.method === 'POST') window.__posts.push(String(u)); return f(u, o); }; } \
    return true; })()";

/// The match id and token of the page's `#/match/{id}?token=T`.
async fn match_of(c: &Client) -> (String, Option<String>) {
    let hash = until(c, "a match page", "location.hash.startsWith('#/match/') && location.hash").await;
    let hash = hash.as_str().unwrap().trim_start_matches("#/match/").to_string();
    let (id, query) = hash.split_once('?').unwrap_or((&hash, ""));
    let token = query.split('&').find_map(|kv| kv.strip_prefix("token=")).map(str::to_string);
    (id.to_string(), token)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_search_and_analysis_only_where_it_exists() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("names_search_and_analysis_only_where_it_exists").await else { return };
    let c = bench.browser().await;
    let base = bench.base();
    portuguese(&c, &base).await;
    c.goto(&format!("{base}/#/")).await.unwrap();
    c.refresh().await.unwrap();
    until(&c, "the catalogue", "document.querySelectorAll('#games li').length >= 20").await;

    // Games are named for people, the text's number kept.
    let je20 = text(&c, "li[data-game='je-20'] h2 a").await;
    assert_eq!(je20, "Jogo 20 — Tirar sem repetir");

    // The search ignores accents: Erdos, Erdös and Erdős find Erdös Latino, and one game is "1 jogo".
    let filter = find(&c, "#lobby-filter").await;
    for q in ["Erdos", "Erdös", "Erdős", "erdos latino"] {
        filter.clear().await.unwrap();
        filter.send_keys(q).await.unwrap();
        let found = until(
            &c,
            "the search's answer",
            "document.querySelector('#lobby-count').innerText.length && \
             [...document.querySelectorAll('#games li')].map(li => li.dataset.game).join(',')",
        )
        .await;
        assert_eq!(found, json!("erdos-latino"), "`{q}` finds Erdös Latino only");
        assert_eq!(text(&c, "#lobby-count").await, "1 jogo", "the singular");
    }
    // Names are searched in the page's language.
    filter.clear().await.unwrap();
    filter.send_keys("feijoes").await.unwrap();
    until(&c, "the beans", "document.querySelectorAll('#games li').length === 4").await;
    assert_eq!(text(&c, "#lobby-count").await, "4 jogos");

    // Analysis only where it exists: je-20 its table, Mastermind its
    // strategies compared, Figuras and Erdös Latino the exact value of a position;
    // no table link where there is no table.
    filter.clear().await.unwrap();
    filter.send_keys(" ").await.unwrap();
    until(&c, "the whole catalogue", "document.querySelectorAll('#games li').length >= 20").await;
    let kinds = |id: &str| {
        format!(
            "[...document.querySelectorAll('#games li[data-game=\"{id}\"] a[href^=\"#/analyse/\"]')].map(a => a.dataset.kind)"
        )
    };
    for (id, offered) in
        [("mastermind", "strategies"), ("figuras", "value"), ("erdos-latino", "value"), ("je-20", "table")]
    {
        assert_eq!(js(&c, &kinds(id)).await, json!([offered]), "{id}: the lobby's analyses");
    }
    for (id, link, href) in [
        ("mastermind", "#analyse-strategies", "#/analyse/mastermind?kind=strategies"),
        ("figuras", "#analyse-value", "#/analyse/figuras?kind=value"),
        ("erdos-latino", "#analyse-value", "#/analyse/erdos-latino?kind=value"),
        ("je-20", "#analyse-link", "#/analyse/je-20"),
    ] {
        c.goto(&format!("{base}/#/game/{id}")).await.unwrap();
        until(&c, "the start form", "!!document.querySelector('#play')").await;
        let links =
            js(&c, "[...document.querySelectorAll('main a[href^=\"#/analyse/\"]')].map(a => a.getAttribute('href'))")
                .await;
        assert_eq!(links, json!([href]), "{id}: analysis links");
        find(&c, link).await;
        if id != "je-20" {
            assert_eq!(js(&c, "!!document.querySelector('#analyse-link')").await, json!(false), "{id}: a table link");
        }
    }
    // The page's title names the game too.
    c.goto(&format!("{base}/#/game/je-9")).await.unwrap();
    until(&c, "je-9's title", "document.title.startsWith('Jogo 9 — ')").await;
    assert_eq!(text(&c, "#game-heading").await, js(&c, "document.title.split(' · ')[0]").await.as_str().unwrap());
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_match_and_bad_input_refused_at_the_field() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("a_quick_match_and_bad_input_refused_at_the_field").await else { return };
    let c = bench.browser().await;
    let base = bench.base();
    portuguese(&c, &base).await;

    // A malformed start position: the field says what is accepted, in
    // Portuguese (the server's own sentence), and nothing is sent.
    c.goto(&format!("{base}/#/game/je-20")).await.unwrap();
    c.refresh().await.unwrap();
    find(&c, "#start-position").await;
    js(&c, SPY).await;
    let start = find(&c, "#start-position").await;
    start.send_keys("23;zero").await.unwrap();
    let said = until(&c, "the start's sentence", "document.querySelector('#start-position-error').innerText").await;
    let said = said.as_str().unwrap();
    assert!(said.contains("não é válida") && said.contains("p. ex."), "the sentence says what is accepted: {said}");
    let english = ludoteca_games::rules_text::english_words(said);
    assert!(english.is_empty(), "English words {english:?} in `{said}`");
    click(&c, "#play").await;
    until(&c, "the refusal", "document.querySelector('#start-error').innerText").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(js(&c, "window.__posts").await, json!([]), "nothing was sent");
    assert!(js(&c, "location.hash").await.as_str().unwrap().starts_with("#/game/je-20"), "no match was started");

    // A malformed parameter: its own field says so.
    start.clear().await.unwrap();
    set(&c, "#start-position", "").await;
    set(&c, "#param-heap", "vinte").await;
    let said = until(&c, "the heap's sentence", "document.querySelector('#param-heap-error').innerText").await;
    assert!(said.as_str().unwrap().contains("número inteiro"), "{said}");
    click(&c, "#play").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(js(&c, "window.__posts").await, json!([]), "nothing was sent");

    // The book's 2000 stones are one click away; the quick match is 23.
    click(&c, "#size-book").await;
    assert_eq!(js(&c, "document.querySelector('#param-heap').value").await, json!("2000"));
    click(&c, "#size-quick").await;
    assert_eq!(js(&c, "document.querySelector('#param-heap').value").await, json!("23"));
    until(&c, "the heap's sentence gone", "document.querySelector('#param-heap-error').innerText === ''").await;
    until(&c, "the start's example", "document.querySelector('#start-position-help').innerText.includes('23,0')").await;
    click(&c, "#play").await;
    until(
        &c,
        "the heap board",
        "document.querySelector('#board') && document.querySelector('#board').dataset.board === 'heap'",
    )
    .await;
    until(&c, "a small heap", "document.querySelector('#heap-count').innerText === '23'").await;
    let (id, _) = match_of(&c).await;
    let (_, view) = bench.lab.get(&format!("/api/matches/{id}"), None).await;
    assert_eq!(view["params"]["heap"], json!("23"), "{view}");
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mastermind_classic_is_chosen_on_the_page() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("mastermind_classic_is_chosen_on_the_page").await else { return };
    let c = bench.browser().await;
    let base = bench.base();
    portuguese(&c, &base).await;
    c.goto(&format!("{base}/#/game/mastermind")).await.unwrap();
    c.refresh().await.unwrap();
    find(&c, "#param-variant").await;
    // The variant is in words, and the start field is absent (a match always starts at round 1).
    let option =
        js(&c, "[...document.querySelector('#param-variant').options].find(o => o.value === 'classic').text").await;
    assert!(option.as_str().unwrap().starts_with("clássico"), "{option}");
    assert_eq!(js(&c, "!!document.querySelector('#start-position')").await, json!(false));
    set(&c, "#param-variant", "classic").await;
    click(&c, "#play").await;
    let (id, token) = match_of(&c).await;
    until(&c, "the Mastermind board", "document.querySelector('#board').dataset.board === 'mastermind'").await;
    let (_, view) = bench.lab.get(&format!("/api/matches/{id}"), token.as_deref()).await;
    assert_eq!(view["params"]["variant"], json!("classic"), "{view}");
    let v = &view["board"]["variant"];
    assert_eq!(
        (v["pegs"].clone(), v["colors"].clone(), v["repeats"].clone(), v["feedback"].clone(), v["max_guesses"].clone()),
        (json!(4), json!(6), json!(true), json!("count"), json!(10)),
        "the classic pegs and colours: {v}"
    );
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn erdos_iii_is_chosen_on_the_page_and_played_over_two_links() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("erdos_iii_is_chosen_on_the_page_and_played_over_two_links").await else {
        return;
    };
    let a = bench.browser().await;
    let b = bench.browser().await;
    let base = bench.base();
    portuguese(&a, &base).await;
    portuguese(&b, &base).await;

    // Version III and a 3×3 board, chosen on the game page; then the invitation.
    a.goto(&format!("{base}/#/game/erdos-latino")).await.unwrap();
    a.refresh().await.unwrap();
    find(&a, "#param-version").await;
    let labels = js(&a, "[...document.querySelector('#param-version').options].map(o => o.text).join(' | ')").await;
    assert!(labels.as_str().unwrap().contains("mãos distribuídas"), "versions in words: {labels}");
    set(&a, "#param-version", "III").await;
    set(&a, "#param-size", "3").await;
    click(&a, "#invite").await;
    let (id, token_a) = match_of(&a).await;
    let link_b = until(&a, "the invitation link", "(document.querySelector('#link-second') || {}).value").await;
    let link_b = link_b.as_str().unwrap().to_string();
    assert!(link_b.starts_with(&base), "an absolute link: {link_b}");
    let (_, view) = bench.lab.get(&format!("/api/matches/{id}"), token_a.as_deref()).await;
    assert_eq!((view["params"]["version"].clone(), view["board"]["version"].clone()), (json!("III"), json!("III")));
    assert_eq!(view["board"]["size"], json!(3), "{view}");

    // B opens the link in another browser; each sees their own hand.
    b.goto(&link_b).await.unwrap();
    until(&b, "B's board", "document.querySelector('#board') && !!document.querySelector('#erdos-hand')").await;
    until(&a, "A's hand", "!!document.querySelector('#erdos-hand')").await;
    until(&a, "A's socket", "document.querySelector('#conn').dataset.state === 'open'").await;
    until(&b, "B's socket", "document.querySelector('#conn').dataset.state === 'open'").await;

    // Play to the end, each in their own browser: a number, then a square.
    let t0 = Instant::now();
    let mut moves = [0u32; 2];
    loop {
        assert!(t0.elapsed() < WAIT * 3, "the match did not end");
        let (ta, tb) = (js(&a, TURN).await, js(&b, TURN).await);
        if ta == "over" && tb == "over" {
            break;
        }
        let (me, other, k) = match (ta == "mine", tb == "mine") {
            (true, _) => (&a, &b, 0),
            (_, true) => (&b, &a, 1),
            _ => {
                tokio::time::sleep(Duration::from_millis(40)).await;
                continue;
            }
        };
        let n = js(me, MOVES).await.as_u64().unwrap();
        click(me, "#erdos-numbers button").await;
        click(me, "#erdos-board button[data-move]").await;
        until(other, "the move pushed", &format!("{MOVES} >= {} || {TURN} === 'over'", n + 1)).await;
        moves[k] += 1;
    }
    assert!(moves[0] >= 2 && moves[1] >= 2, "several moves each side: {moves:?}");
    let (ra, rb) = (text(&a, "#result").await, text(&b, "#result").await);
    assert!(!ra.is_empty() && !rb.is_empty(), "both see the end: `{ra}` / `{rb}`");
    let (_, end) = bench.lab.get(&format!("/api/matches/{id}"), None).await;
    assert!(end["result"].is_object(), "the match is over: {end}");
    no_errors(&a).await;
    no_errors(&b).await;
    bench.stop(vec![a, b]).await;
}

/// The names of the person seats: a name too long is refused at its field,
/// in the page's language, before anything is sent; a good one is sent and
/// shown in the match's heading.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_on_the_form_are_checked_before_sending_and_shown() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("names_on_the_form_are_checked_before_sending_and_shown").await else {
        return;
    };
    let c = bench.browser().await;
    let base = bench.base();
    portuguese(&c, &base).await;
    c.goto(&format!("{base}/#/game/je-8")).await.unwrap();
    c.refresh().await.unwrap();
    find(&c, "#name-first").await;
    let label = js(&c, "document.querySelector('#name-first').closest('label').innerText").await;
    assert!(label.as_str().unwrap().contains("Nome (opcional)"), "{label}");
    // The champion's seat has no name field.
    let hidden = js(&c, "document.querySelector('#name-second').closest('label').hidden").await;
    assert_eq!(hidden, json!(true));
    js(&c, SPY).await;
    set(&c, "#name-first", &"x".repeat(41)).await;
    click(&c, "#play").await;
    let error = until(&c, "the name's refusal", "document.querySelector('#name-first-error').innerText").await;
    assert!(error.as_str().unwrap().contains("no máximo 40 caracteres"), "{error}");
    assert_eq!(js(&c, "window.__posts").await, json!([]), "nothing was sent");
    assert!(!js(&c, "location.hash").await.as_str().unwrap().starts_with("#/match/"));
    // A good name is sent and shown over the match.
    set(&c, "#name-first", "Inês").await;
    click(&c, "#play").await;
    let (id, _) = match_of(&c).await;
    let names = until(&c, "the names", "(document.querySelector('#match-names') || {}).innerText").await;
    assert_eq!(names, json!("Inês (A)"));
    let (_, v) = bench.lab.get(&format!("/api/matches/{id}"), None).await;
    assert_eq!(v["names"]["first"], "Inês", "{v}");
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}
