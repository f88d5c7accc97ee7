//! End-to-end tests of the web UI in real headless Chromium (Debian's
//! `chromium` and `chromium-driver`), driven over WebDriver by fantoccini:
//! the lobby and its language switch; a whole heap game against the
//! champion, played by clicking; a Mastermind match (breaking the champion's
//! code, then hiding a secret); a networked match between two browsers with
//! the moves pushed live and a seat surviving a reload; and that a seat's
//! page and socket never receive the other seat's secret.
//!
//! Without Chromium these tests print a loud `SKIPPED:` line and pass; with
//! `CI=true` a missing browser is a failure that says how to install it.
//! Every wait polls for a state with a deadline; nothing sleeps and hopes.

mod common;

use common::browser::*;
use fantoccini::Client;
use serde_json::json;
use std::io::Write;
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_lists_the_games_and_switches_language() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("lobby_lists_the_games_and_switches_language").await else { return };
    let c = bench.browser().await;
    let base = bench.base();
    english(&c, &base).await;
    c.goto(&format!("{base}/#/")).await.unwrap();
    c.refresh().await.unwrap();
    let n = until(
        &c,
        "the catalogue",
        "document.querySelectorAll('#games li').length >= 20 && document.querySelectorAll('#games li').length",
    )
    .await;
    let (_, games) = bench.lab.get("/api/games", None).await;
    assert_eq!(n, json!(games.as_array().unwrap().len()), "every game of the catalogue is listed");
    assert_eq!(js(&c, "!!document.querySelector('#games li[data-game=\"je-8\"]')").await, json!(true));
    // The book's games first, in the book's order.
    let order =
        js(&c, "[...document.querySelectorAll('#games-book li')].map(li => li.dataset.game).slice(0, 4).join(',')")
            .await;
    assert_eq!(order, json!("je-1,je-2,je-4,je-5"), "the book's order");
    assert_eq!(text(&c, "#lobby-heading").await, "The games");

    // Português: the page's words and the games' summaries change.
    click(&c, "#lang-pt").await;
    until(&c, "the Portuguese lobby", "document.querySelector('#lobby-heading').innerText === 'Catálogo de jogos'")
        .await;
    assert_eq!(text(&c, "#nav-history").await, "Histórico");
    // A student finds the way into a class from every page.
    assert_eq!(text(&c, "#nav-join").await, "Turma");
    assert_eq!(js(&c, "document.querySelector('#nav-join').getAttribute('href')").await, json!("#/join"));
    assert_eq!(js(&c, "document.documentElement.lang").await, json!("pt-PT"));
    let je1_pt = games.as_array().unwrap().iter().find(|g| g["id"] == "je-1").unwrap()["summary_pt"].clone();
    if let Some(pt) = je1_pt.as_str() {
        assert!(text(&c, "li[data-game='je-1'] .summary").await.contains(pt), "je-1's summary in Portuguese");
    }
    // The choice survives a reload, and the page is ready in under 300 ms.
    c.refresh().await.unwrap();
    until(&c, "the lobby after a reload", "document.querySelectorAll('#games li').length >= 20").await;
    assert_eq!(text(&c, "#lobby-heading").await, "Catálogo de jogos");
    let ready = until(&c, "the ready mark", "performance.getEntriesByName('ludoteca-ready').length && performance.getEntriesByName('ludoteca-ready')[0].startTime").await;
    // The target (300 ms, BENCHMARKS.md) is measured by the benchmark; here a
    // loaded CI machine only has to stay within a generous bound.
    let _ = writeln!(std::io::stderr(), "lobby ready after a reload in {ready} ms");
    assert!(ready.as_f64().unwrap() < 3000.0, "the lobby took {ready} ms to be ready");
    click(&c, "#lang-en").await;
    until(&c, "the English lobby", "document.querySelector('#lobby-heading').innerText === 'The games'").await;

    // A game's page: rules in words and the start form pre-filled from its parameters.
    click(&c, "li[data-game='je-8'] a[data-action='play']").await;
    until(&c, "je-8's rules", "(document.querySelector('#rules') || {}).innerText").await;
    // The quick match first (a heap of 22), the book's 2007 one click away.
    assert_eq!(js(&c, "document.querySelector('#param-heap').value").await, json!("22"));
    click(&c, "#size-book").await;
    assert_eq!(js(&c, "document.querySelector('#param-heap').value").await, json!("2007"));
    // In Portuguese the page shows the server's Portuguese rules (those of
    // `ludoteca --lang pt rules je-8`), with no English left in them: what a
    // student reads, and the parameters and notation folded for the teacher.
    click(&c, "#lang-pt").await;
    until(
        &c,
        "je-8's rules in Portuguese",
        "((document.querySelector('#rules') || {}).innerText || '').includes('quem joga tira do monte 1 ou 2 pedras')",
    )
    .await;
    let rules = text(&c, "#rules").await;
    // The statement is shown just above the rules, which open with it: once.
    let statement = text(&c, "#statement").await;
    assert!(statement.contains("tira-se 1 ou 2 pedras"), "{statement}");
    assert!(!rules.contains("tira-se 1 ou 2 pedras"), "the statement said twice: {rules}");
    let english = ludoteca_games::rules_text::english_words(&rules);
    assert!(english.is_empty(), "English words {english:?} in the Portuguese rules: {rules}");
    assert!(!rules.contains("Parâmetros:") && !rules.contains('`') && !rules.contains('='), "{rules}");
    let teacher = js(&c, "document.querySelector('#rules-teacher').textContent").await;
    let teacher = teacher.as_str().unwrap_or_default();
    // The page, said again in Portuguese, starts the quick match again, and
    // its rules describe that match: a heap of 22 (issue 36.5).
    assert!(teacher.contains("Parâmetros:") && teacher.contains("agora 22"), "{teacher}");
    // Its notation (between backticks in the text) shown as code, not as bare backticks.
    assert!(!teacher.contains('`'), "{teacher}");
    assert!(js(&c, "document.querySelectorAll('#rules-teacher pre code').length").await.as_u64().unwrap_or(0) > 0);
    assert_eq!(js(&c, "document.querySelector('#rules-teacher').open").await, json!(false), "folded");
    assert_eq!(js(&c, "document.querySelector('#rules').lang").await, json!("pt-PT"));
    click(&c, "#lang-en").await;
    until(
        &c,
        "je-8's rules in English",
        "((document.querySelector('#rules-teacher') || {}).textContent || '').includes('Parameters:')",
    )
    .await;

    // Brazilian Portuguese: its own words on the page and its own statement
    // where the game's name differs (Jogo da Velha, not Jogo do Galo).
    c.goto(&format!("{base}/#/game/figuras")).await.unwrap();
    click(&c, "#lang-br").await;
    until(&c, "the Brazilian page", "document.documentElement.lang === 'pt-BR'").await;
    until(
        &c,
        "figuras' Brazilian statement",
        "((document.querySelector('#statement') || document.querySelector('main')).innerText || '').includes('Jogo da Velha')",
    )
    .await;
    assert_eq!(text(&c, "#nav-history").await, "Histórico");
    click(&c, "#lang-en").await;
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analysis_grid_shows_classes_remoteness_and_the_period() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("the_analysis_grid_shows_classes_remoteness_and_the_period").await else {
        return;
    };
    let c = bench.browser().await;
    let base = bench.base();
    english(&c, &base).await;
    c.goto(&format!("{base}/#/analyse/je-4")).await.unwrap();
    until(&c, "the table of je-4", "document.querySelectorAll('#table-grid td[data-outcome]').length").await;
    // Game 4's period: 13 from row 9 on; its block is outlined.
    until(&c, "the period", "document.querySelector('#period').innerText.includes('Period 13 from 9')").await;
    let block = js(&c, "document.querySelectorAll('#table-grid td.block').length").await;
    assert!(block.as_u64().unwrap() >= 13, "the period block is marked: {block}");
    let title = js(&c, "document.querySelector('#table-grid td[data-position=\"9,0\"]').title").await;
    assert!(title.as_str().unwrap().contains("remoteness"), "remoteness on hover: {title}");
    let legend = text(&c, ".legend").await;
    assert!(legend.contains("fragile") && legend.contains("safe") && legend.contains("neutral"), "{legend}");
    let href = js(&c, "document.querySelector('#export-svg').href").await;
    assert!(href.as_str().unwrap().starts_with("blob:"), "an SVG to download: {href}");
    let name = js(&c, "document.querySelector('#export-svg').getAttribute('download')").await;
    assert_eq!(name, json!("je-4-table.svg"));
    // The legend in Portuguese uses the text's words.
    click(&c, "#lang-pt").await;
    until(
        &c,
        "the Portuguese legend",
        "document.querySelector('.legend') && document.querySelector('.legend').innerText.includes('inatacável')",
    )
    .await;
    assert!(text(&c, ".legend").await.contains("frágil"));
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

/// Plays the seat's turns by clicking on the board, always the first move
/// the hint recommends (else any legal one), until the match is over.
async fn play_heap_to_the_end(c: &Client) {
    for _ in 0..40 {
        let turn = until(c, "my turn or the end", &format!("['mine', 'over'].includes({TURN}) && {TURN}")).await;
        if turn == "over" {
            return;
        }
        let before = js(c, MOVES).await;
        click(c, "#hint-btn").await;
        until(c, "the hint", "!document.querySelector('#hint').hidden").await;
        let good = js(c, "(document.querySelector('#hint-moves button') || {dataset: {}}).dataset.move || ''").await;
        let take = good.as_str().filter(|s| !s.is_empty()).map(str::to_string);
        let css = match take {
            Some(k) => format!("#stones button[data-take='{k}']"),
            None => "#stones button[data-take]".to_string(),
        };
        click(c, &css).await;
        until(c, "my move in the list", &format!("{MOVES} > {before}")).await;
    }
    panic!("the game did not end in 40 turns");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_heap_game_against_the_champion_by_clicking() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("a_whole_heap_game_against_the_champion_by_clicking").await else { return };
    let c = bench.browser().await;
    let base = bench.base();
    english(&c, &base).await;
    c.goto(&format!("{base}/#/game/je-8")).await.unwrap();
    let heap = find(&c, "#param-heap").await;
    heap.clear().await.unwrap();
    heap.send_keys("11").await.unwrap();
    assert_eq!(js(&c, "document.querySelector('#seat-second').value").await, json!("champion"));
    click(&c, "#play").await;
    until(&c, "the heap board", "document.querySelector('#board').dataset.board === 'heap'").await;
    until(&c, "the live socket", "document.querySelector('#conn').dataset.state === 'open'").await;
    assert_eq!(text(&c, "#heap-count").await, "11");

    // Undo against the champion: take 1, wait for the reply, take it back.
    until(&c, "my first turn", &format!("{TURN} === 'mine'")).await;
    click(&c, "#stones button[data-take='1']").await;
    until(&c, "the champion's reply", &format!("{MOVES} === 2 && {TURN} === 'mine'")).await;
    click(&c, "#undo-btn").await;
    until(&c, "the undone turn", &format!("{MOVES} === 0 && {TURN} === 'mine'")).await;
    assert_eq!(text(&c, "#heap-count").await, "11");

    play_heap_to_the_end(&c).await;
    let banner = text(&c, "#result").await;
    assert!(banner.contains("You win"), "following the hints from a fragile heap wins: {banner}");
    // The end offers the replay of this very match, to see why it was won.
    let replay = "(() => { const a = document.querySelector('#result #replay-link'); \
        return !!a && a.getAttribute('href') === '#/history/' + location.hash.split('/')[2].split('?')[0]; })()";
    assert_eq!(js(&c, replay).await, json!(true), "the result links to its replay");
    let moves = js(&c, MOVES).await.as_u64().unwrap();
    assert!(moves >= 4, "a whole game was played: {moves} moves");

    // The finished match is in the history, with a step-through replay.
    c.goto(&format!("{base}/#/history")).await.unwrap();
    click(&c, "#history tr[data-match] a").await;
    until(
        &c,
        "the replay",
        "document.querySelector('#replay-board').dataset && document.querySelector('#replay-board').children.length",
    )
    .await;
    click(&c, "#replay-first").await;
    until(&c, "the start of the replay", "document.querySelector('#replay-step').innerText.startsWith('Move 0 of')")
        .await;
    assert_eq!(text(&c, "#heap-count").await, "11");
    click(&c, "#replay-next").await;
    until(&c, "one move on", "document.querySelector('#replay-step').innerText.startsWith('Move 1 of')").await;
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

/// Composes `code` (e.g. "1234") on the Mastermind palette and sends it.
async fn compose(c: &Client, code: &str) {
    click(c, "#mm-clear").await;
    for d in code.chars() {
        let colour = if d == '0' { "10".to_string() } else { d.to_string() };
        click(c, &format!("#mm-palette button[data-color='{colour}']")).await;
    }
    click(c, "#mm-send").await;
}

/// Whether the Mastermind match is in the catalogue; outside CI its absence skips the test.
async fn mastermind_or_skip(bench: &Bench, test: &str) -> bool {
    let (_, games) = bench.lab.get("/api/games", None).await;
    if catalogue_has(&games, "mastermind") {
        return true;
    }
    let msg = format!("{test}: the game `mastermind` is not in the catalogue (GET /api/games)");
    if in_ci() {
        panic!("{msg}");
    }
    let _ = writeln!(std::io::stderr(), "\n*** SKIPPED: {msg} ***\n");
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mastermind_match_breaking_the_champions_code() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "a_mastermind_match_breaking_the_champions_code";
    let Some(mut bench) = Bench::start(test).await else { return };
    if !mastermind_or_skip(&bench, test).await {
        return bench.stop(vec![]).await;
    }
    let c = bench.browser().await;
    let base = bench.base();
    english(&c, &base).await;
    // Round 1: the champion (A) makes a code; we (B) break it on the palette,
    // following the hint's guesses. Round 2: we hide a secret; it breaks it.
    c.goto(&format!("{base}/#/game/mastermind")).await.unwrap();
    find(&c, "#seat-first").await;
    js(&c, "(() => { const a = document.querySelector('#seat-first'), b = document.querySelector('#seat-second'); a.value = 'champion'; b.value = 'human'; return true; })()").await;
    click(&c, "#play").await;
    until(&c, "the Mastermind board", "document.querySelector('#board').dataset.board === 'mastermind'").await;
    for _ in 0..12 {
        until(
            &c,
            "the palette",
            "!!document.querySelector('#mm-palette') && document.querySelector('#status').dataset.turn === 'mine'",
        )
        .await;
        let round2 = js(&c, "document.querySelector('#mm-compose h3').innerText.includes('secret')").await;
        if round2 == json!(true) {
            break;
        }
        let guesses = js(&c, "document.querySelectorAll('#board .guess').length").await;
        click(&c, "#hint-btn").await;
        let guess = until(
            &c,
            "a guess from the hint",
            "(document.querySelector('#hint-moves button') || {dataset: {}}).dataset.move",
        )
        .await;
        compose(&c, guess.as_str().unwrap()).await;
        until(
            &c,
            "the marks of my guess",
            &format!("document.querySelectorAll('#board .guess').length > {guesses} || document.querySelector('#mm-compose h3') && document.querySelector('#mm-compose h3').innerText.includes('secret')"),
        )
        .await;
    }
    // Marks are shown with words, not only colours: each mark beside its
    // peg is a symbol that names itself (its label), and the legend says
    // in words what each symbol means.
    let marks = js(
        &c,
        "[...document.querySelectorAll(\"#board [data-round='1'] .guess .mark\")].map(m => m.getAttribute('aria-label')).join('|')",
    )
    .await;
    assert!(marks.as_str().unwrap_or("").contains("right place"), "the marks say what they mean: {marks}");
    let legend = text(&c, "#mm-legend").await;
    assert!(legend.contains("right place") && legend.contains('+'), "the legend: {legend}");
    assert!(text(&c, "#board [data-round='1']").await.contains("Code broken"), "round 1 is won");
    // Hiding a secret: no count of possible codes yet (nothing is guessed).
    assert!(js(&c, "!document.querySelector('#mm-remaining')").await.as_bool().unwrap(), "no count while hiding");
    compose(&c, "1234").await;
    until(&c, "the end of the match", &format!("{TURN} === 'over'")).await;
    assert!(!js(&c, "document.querySelector('#result').hidden").await.as_bool().unwrap());
    // The result is said once (the banner, with its reason), and the score
    // says which way it counts.
    assert!(js(&c, "document.querySelector('#status').hidden").await.as_bool().unwrap(), "the result said twice");
    let score = text(&c, "#mm-score").await;
    assert!(score.contains("Guesses used") && score.contains("fewer wins"), "{score}");
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_networked_match_between_two_browsers() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("a_networked_match_between_two_browsers").await else { return };
    let a = bench.browser().await;
    let b = bench.browser().await;
    let base = bench.base();
    english(&a, &base).await;
    english(&b, &base).await;

    // A invites a classmate: two human seats, one link each.
    a.goto(&format!("{base}/#/game/je-8")).await.unwrap();
    let heap = find(&a, "#param-heap").await;
    heap.clear().await.unwrap();
    heap.send_keys("9").await.unwrap();
    click(&a, "#invite").await;
    let link_b = until(&a, "the invitation link", "(document.querySelector('#link-second') || {}).value").await;
    let link_b = link_b.as_str().unwrap().to_string();
    let link_a = js(&a, "document.querySelector('#link-first').value").await;
    assert!(
        link_a
            .as_str()
            .unwrap()
            .contains(&js(&a, "location.hash.split('token=')[1]").await.as_str().unwrap().to_string()),
        "A keeps seat A's link"
    );
    assert!(link_b.starts_with(&base), "an absolute link: {link_b}");

    // B opens the link in another browser.
    b.goto(&link_b).await.unwrap();
    until(
        &b,
        "B's page",
        "document.querySelector('#you') && document.querySelector('#you').innerText === 'You are B.'",
    )
    .await;
    until(&b, "B's socket", "document.querySelector('#conn').dataset.state === 'open'").await;
    until(&a, "A's socket", "document.querySelector('#conn').dataset.state === 'open'").await;
    assert_eq!(js(&b, TURN).await, json!("theirs"));

    // A's move reaches B over the socket, without a reload, and back.
    until(&a, "A's turn", &format!("{TURN} === 'mine'")).await;
    click(&a, "#stones button[data-take='2']").await;
    until(&b, "A's move pushed to B", &format!("{MOVES} === 1 && {TURN} === 'mine'")).await;
    assert_eq!(text(&b, "#heap-count").await, "7");
    click(&b, "#stones button[data-take='1']").await;
    until(&a, "B's move pushed to A", &format!("{MOVES} === 2 && {TURN} === 'mine'")).await;

    // B reloads, and then comes back without the token in the URL: the seat reconnects.
    b.refresh().await.unwrap();
    until(
        &b,
        "B back after a reload",
        &format!("document.querySelector('#you').innerText === 'You are B.' && {MOVES} === 2"),
    )
    .await;
    let id = link_b.split("#/match/").nth(1).unwrap().split('?').next().unwrap().to_string();
    b.goto(&format!("{base}/#/")).await.unwrap();
    b.goto(&format!("{base}/#/match/{id}")).await.unwrap();
    until(&b, "B's seat from storage", &format!("document.querySelector('#you') && document.querySelector('#you').innerText === 'You are B.' && {MOVES} === 2")).await;
    until(&b, "B's socket again", "document.querySelector('#conn').dataset.state === 'open'").await;

    // Play on, taking one stone a turn, each in their own browser.
    let t0 = Instant::now();
    loop {
        assert!(t0.elapsed() < WAIT * 3, "the networked match did not end");
        let (ta, tb) = (js(&a, TURN).await, js(&b, TURN).await);
        if ta == "over" && tb == "over" {
            break;
        }
        let (me, other) = match (ta == "mine", tb == "mine") {
            (true, _) => (&a, &b),
            (_, true) => (&b, &a),
            // A move on its way from one browser to the other: look again.
            _ => {
                tokio::time::sleep(Duration::from_millis(40)).await;
                continue;
            }
        };
        let n = js(me, MOVES).await.as_u64().unwrap();
        click(me, "#stones button[data-take='1']").await;
        until(other, "the move pushed", &format!("{MOVES} === {}", n + 1)).await;
    }
    until(&a, "A sees the end", &format!("{TURN} === 'over'")).await;
    until(&b, "B sees the end", &format!("{TURN} === 'over'")).await;
    let (ra, rb) = (text(&a, "#result").await, text(&b, "#result").await);
    assert!(
        (ra.contains("You win") && rb.contains("You lose")) || (ra.contains("You lose") && rb.contains("You win")),
        "one wins, the other loses: A `{ra}`, B `{rb}`"
    );
    no_errors(&a).await;
    no_errors(&b).await;
    bench.stop(vec![a, b]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_hidden_information_reaches_the_other_seat() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "no_hidden_information_reaches_the_other_seat";
    let Some(mut bench) = Bench::start(test).await else { return };
    if !mastermind_or_skip(&bench, test).await {
        return bench.stop(vec![]).await;
    }
    // A (over the API) makes a chosen secret; B plays in the browser, which
    // records every WebSocket frame it receives.
    let (id, tokens) =
        bench.lab.create(json!({"game": "mastermind", "seats": {"first": "human", "second": "human"}})).await;
    let (ta, tb) = (tokens["first"].as_str().unwrap().to_string(), tokens["second"].as_str().unwrap().to_string());
    const SECRET: &str = "6153";
    let c = bench.browser().await;
    let base = bench.base();
    english(&c, &base).await;
    js(&c, "localStorage.setItem('ludoteca.recordFrames', '1') || true").await;
    c.goto(&format!("{base}/#/match/{id}?token={tb}")).await.unwrap();
    until(&c, "B's socket", "document.querySelector('#conn').dataset.state === 'open'").await;
    until(&c, "the first frame", "(window.__frames || []).length").await;

    let (status, answer) = bench
        .lab
        .post(&format!("/api/matches/{id}/moves"), Some(&ta), &json!({"move": format!("secret {SECRET}")}))
        .await;
    assert_eq!(status, 200, "A makes the secret: {answer}");
    assert!(answer.to_string().contains(SECRET), "the maker sees its own secret (else this test proves nothing)");
    until(&c, "B's turn to guess", &format!("{TURN} === 'mine' && !!document.querySelector('#mm-palette')")).await;

    // B guesses once; the marks come back over the socket.
    compose(&c, "2244").await;
    until(&c, "B's first guess answered", "document.querySelectorAll('#board .guess').length === 1").await;
    // (No hint here: with few codes left a hint lists them all, the secret among them — public knowledge.)

    let html = c.source().await.unwrap();
    let frames = js(&c, "(window.__frames || []).join('\\n')").await;
    let frames = frames.as_str().unwrap();
    assert!(
        frames.contains("\"type\":\"view\"") || frames.contains("\"type\": \"view\""),
        "frames were recorded: {frames}"
    );
    assert!(!html.contains(SECRET), "A's secret {SECRET} is in B's page");
    assert!(!frames.contains(SECRET), "A's secret {SECRET} reached B's socket");
    let (_, view_b) = bench.lab.get(&format!("/api/matches/{id}"), Some(&tb)).await;
    assert!(!view_b.to_string().contains(SECRET), "A's secret is in B's view");
    let (_, spectator) = bench.lab.get(&format!("/api/matches/{id}"), None).await;
    assert!(!spectator.to_string().contains(SECRET), "A's secret is in a spectator's view");

    // Breaking it shows the code to B only once the round is over.
    compose(&c, SECRET).await;
    until(
        &c,
        "the round broken",
        "document.querySelector('#board [data-round=\"1\"]').innerText.includes('Code broken')",
    )
    .await;
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

/// The first move on the board that a click plays (a button, or an SVG shape made one).
const CLICKABLE: &str = "document.querySelector('#board button[data-move], #board [role=button][data-move]')";

/// Every family's own board draws from the view's structured board (never
/// the generic fallback), fits a 390 px phone screen without scrolling
/// sideways, and plays a move by a click on the board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_family_draws_its_own_board_at_phone_width() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "every_family_draws_its_own_board_at_phone_width";
    let Some(mut bench) = Bench::start(test).await else { return };
    let c = bench.browser().await;
    c.set_window_size(390, 844).await.unwrap();
    let base = bench.base();
    english(&c, &base).await;
    // (game, parameters, family, what to click first on the board before a square, if anything)
    let games = [
        ("je-4", json!({}), "heap", None),
        ("je-7", json!({}), "heap", None),
        ("je-9", json!({"heaps": "3,6"}), "heap", None),
        ("je-11", json!({}), "sum", None),
        ("je-14-i", json!({}), "knight", None),
        ("je-15-a", json!({}), "beans", None),
        ("je-15-d", json!({}), "beans", None),
        ("je-18", json!({}), "northcott", None),
        ("je-6", json!({}), "bicycle", None),
        ("je-25", json!({}), "flags", None),
        ("figuras", json!({}), "figuras", Some("#board button[data-piece]")),
        ("erdos-latino", json!({}), "erdos-latino", Some("#erdos-numbers button")),
    ];
    for (game, params, family, first) in games {
        let (id, tokens) = bench
            .lab
            .create(json!({"game": game, "params": params, "seats": {"first": "human", "second": "human"}}))
            .await;
        let token = tokens["first"].as_str().unwrap().to_string();
        c.goto(&format!("{base}/#/match/{id}?token={token}")).await.unwrap();
        until(
            &c,
            &format!("{game}'s board"),
            &format!("document.querySelector('#board').dataset.board === '{family}'"),
        )
        .await;
        until(&c, &format!("{game}: my turn"), &format!("{TURN} === 'mine'")).await;
        let board = "document.querySelector('#board')";
        let fits = js(
            &c,
            &format!("document.documentElement.scrollWidth <= window.innerWidth + 1 && {board}.scrollWidth <= {board}.clientWidth + 1"),
        )
        .await;
        let widths = js(
            &c,
            &format!(
                "[document.documentElement.scrollWidth, window.innerWidth, {board}.scrollWidth, {board}.clientWidth]"
            ),
        )
        .await;
        assert_eq!(fits, json!(true), "{game}: the page is wider than the phone: {widths}");
        eprintln!("{game}: {family} board; page, window, board scroll and board widths {widths}");
        if let Some(css) = first {
            click(&c, css).await;
        }
        let mv = until(
            &c,
            &format!("{game}: a move on the board"),
            &format!("({CLICKABLE} || {{dataset: {{}}}}).dataset.move"),
        )
        .await;
        js(&c, &format!("{CLICKABLE}.dispatchEvent(new MouseEvent('click', {{bubbles: true}})) || true")).await;
        until(&c, &format!("{game}: {mv} played"), &format!("{MOVES} === 1 && {TURN} === 'theirs'")).await;
        let board = js(&c, "document.querySelector('#board').dataset.board").await;
        assert_eq!(board, json!(family), "{game}: after {mv}");
        no_errors(&c).await;
    }
    bench.stop(vec![c]).await;
}
