//! The match page as a child meets it, in real headless Chromium on a 390 px
//! phone: a match of every family played to its end by clicks on the board,
//! in European Portuguese, against the champion — the page always fits the
//! phone's width, never shows an English word, says what to click and ends
//! with the reason; and a whole heap match played with the keyboard alone
//! (Tab and Enter), the focus staying on the board after every move.
//!
//! Without Chromium these tests print a loud `SKIPPED:` line and pass; with
//! `CI=true` a missing browser is a failure (see `common::browser`).

mod common;

use common::browser::*;
use fantoccini::Client;
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use serde_json::{Value, json};
use std::time::Instant;

/// The champion's budget per move: small, so that the file stays quick.
const BUDGET_MS: u64 = 60;

/// The phone's screen.
const PHONE: (u32, u32) = (390, 844);

/// Opens seat A's page of a new match against the champion, in European Portuguese.
async fn open_match(bench: &Bench, c: &Client, game: &str, params: Value) -> String {
    let (id, tokens) = bench
        .lab
        .create(json!({"game": game, "params": params, "seats": {"first": "human", "second": "champion"}, "budget_ms": BUDGET_MS}))
        .await;
    let token = tokens["first"].as_str().expect("seat A's token").to_string();
    c.goto(&format!("{}/#/match/{id}?token={token}&lang=pt", bench.base())).await.unwrap();
    until(
        c,
        &format!("{game}'s page in Portuguese"),
        "document.documentElement.lang === 'pt-PT' && !!document.querySelector('#board')",
    )
    .await;
    id
}

/// The page fits the phone: nothing scrolls sideways.
async fn fits_the_phone(c: &Client, what: &str) {
    let widths = js(c, "[document.documentElement.scrollWidth, window.innerWidth]").await;
    let scroll = widths[0].as_u64().unwrap_or(u64::MAX);
    assert!(scroll <= u64::from(PHONE.0), "{what}: the page is {scroll} px wide on a {} px phone ({widths})", PHONE.0);
}

/// Marks `css`'s first element (evaluated in the page) and clicks it like a
/// person (WebDriver's click at its centre; a synthetic click when WebDriver
/// cannot reach an SVG shape).
/// A page that redraws between the pick and the click loses the mark; the
/// element is then picked again, a few times.
async fn click_first(c: &Client, expr: &str) -> bool {
    for _ in 0..5 {
        let picked = js(
            c,
            &format!(
                "(() => {{ document.querySelectorAll('[data-test-pick]').forEach((e) => e.removeAttribute('data-test-pick')); \
                 const e = {expr}; if (!e) return false; e.setAttribute('data-test-pick', '1'); e.scrollIntoView({{block: 'center'}}); return true; }})()"
            ),
        )
        .await;
        if picked != json!(true) {
            return false;
        }
        let Ok(el) = c.find(fantoccini::Locator::Css("[data-test-pick]")).await else { continue };
        match el.click().await {
            Ok(_) => return true,
            Err(e) if e.is_stale_element_reference() => continue,
            Err(_) => {
                let sent = "(() => { const e = document.querySelector('[data-test-pick]'); \
                            if (!e) return false; e.dispatchEvent(new MouseEvent('click', {bubbles: true})); return true; })()";
                if js(c, sent).await == json!(true) {
                    return true;
                }
            }
        }
    }
    panic!("the page kept redrawing `{expr}` before it could be clicked")
}

/// A move on the board that a click plays (a button, or an SVG shape made one).
const ON_BOARD: &str =
    "document.querySelector('#board button[data-move], #board [role=button][data-move], #stones button[data-take]')";

/// The board's move that the hint recommends, if the hint names one.
async fn hinted(c: &Client) -> Option<String> {
    click(c, "#hint-btn").await;
    until(c, "the hint", "!document.querySelector('#hint').hidden").await;
    let good = js(c, "(document.querySelector('#hint-moves button') || {dataset: {}}).dataset.move || ''").await;
    good.as_str().filter(|s| !s.is_empty()).map(str::to_string)
}

/// Erdös Latino: a number first (unless one was drawn), then a square.
async fn choose_a_number(c: &Client) {
    if js(c, &format!("!{ON_BOARD}")).await == json!(true) {
        click(c, "#erdos-numbers button").await;
        until(c, "a square for the number", &format!("!!{ON_BOARD}")).await;
    }
}

/// One turn of seat A on `family`'s board, by clicks.
async fn play_a_turn(c: &Client, family: &str) {
    match family {
        "figuras" => {
            click(c, "#board button[data-piece]").await;
            until(c, "a square for the piece", &format!("!!{ON_BOARD}")).await;
        }
        "erdos-latino" => choose_a_number(c).await,
        "mastermind" => {
            let making = js(c, "!!document.querySelector('#mm-compose [data-move=\"random\"]')").await;
            if making == json!(true) {
                click(c, "#mm-compose [data-move='random']").await;
            } else {
                let guess = hinted(c).await.unwrap_or_else(|| "1234".to_string());
                click(c, "#mm-clear").await;
                for d in guess.chars() {
                    click(c, &format!("#mm-palette button[data-color='{d}']")).await;
                }
                click(c, "#mm-send").await;
            }
            return;
        }
        // Northcott's stones may go back and forth for ever: follow the
        // hint, so that whoever wins makes the match end.
        "northcott" => {
            if let Some(mv) = hinted(c).await {
                let sel = serde_json::to_string(&format!("#board [data-move='{mv}']")).unwrap();
                if click_first(c, &format!("document.querySelector({sel})")).await {
                    return;
                }
            }
        }
        _ => {}
    }
    assert!(click_first(c, ON_BOARD).await, "{family}: a move to click on the board");
}

/// The families with a board module of their own (`web/boards/index.js`),
/// each with the game this test plays and parameters that keep it short.
const OWN_BOARDS: &[&str] =
    &["heap", "sum", "beans", "bicycle", "flags", "knight", "northcott", "figuras", "erdos-latino", "mastermind"];

/// Small matches of the families above: (family, game, parameters).
fn small(family: &str) -> Option<(&'static str, Value)> {
    Some(match family {
        "heap" => ("je-8", json!({"heap": 9})),
        "sum" => ("je-11", json!({"heaps": "3,2"})),
        "beans" => ("je-15-c", json!({"rows": 2, "cols": 3})),
        "bicycle" => ("je-6", json!({"distance": 7})),
        "flags" => ("je-25", json!({"n": 2})),
        "knight" => ("je-14-i", json!({"size": 5})),
        "northcott" => ("je-18", json!({"rows": 2, "cols": 5})),
        "figuras" => ("figuras", json!({})),
        "erdos-latino" => ("erdos-latino", json!({})),
        "mastermind" => ("mastermind", json!({})),
        _ => return None,
    })
}

/// One game of every family the catalogue lists (`GET /api/games`), so that
/// a new family is played here without editing this file: the small match
/// above, else the family's first game with its quick match's parameters.
async fn one_game_per_family(bench: &Bench) -> Vec<(String, Value, String)> {
    let (status, games) = bench.lab.get("/api/games", None).await;
    assert_eq!(status, 200, "{games}");
    let mut out: Vec<(String, Value, String)> = Vec::new();
    for g in games.as_array().expect("a list of games") {
        let family = g["family"].as_str().expect("each game's family").to_string();
        if out.iter().any(|(_, _, f)| *f == family) {
            continue;
        }
        let (game, params) = match small(&family) {
            Some((game, params)) => (game.to_string(), params),
            None => (g["id"].as_str().expect("an id").to_string(), g["quick"].clone()),
        };
        out.push((game, params, family));
    }
    for family in OWN_BOARDS {
        assert!(out.iter().any(|(_, _, f)| f == family), "{family} is not in the catalogue");
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_family_plays_to_its_end_in_portuguese_on_a_phone() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "every_family_plays_to_its_end_in_portuguese_on_a_phone";
    let Some(mut bench) = Bench::start(test).await else { return };
    let c = bench.browser().await;
    c.set_window_size(PHONE.0, PHONE.1).await.unwrap();
    let games = one_game_per_family(&bench).await;
    for (game, params, family) in games {
        let t0 = Instant::now();
        let (game, family) = (game.as_str(), family.as_str());
        open_match(&bench, &c, game, params).await;
        // A family of `OWN_BOARDS` draws its own board; any other the generic one.
        let board = if OWN_BOARDS.contains(&family) { family } else { "generic" };
        until(
            &c,
            &format!("{game}'s board ({board})"),
            &format!("document.querySelector('#board').dataset.board === '{board}'"),
        )
        .await;
        let mut turns = 0;
        loop {
            let turn = until(
                &c,
                &format!("{game}: my turn or the end"),
                &format!("['mine', 'over'].includes({TURN}) && {TURN}"),
            )
            .await;
            fits_the_phone(&c, game).await;
            no_english_words(&c, game).await;
            if turn == "over" {
                break;
            }
            // The page says what to click, in words, not in the game's notation.
            let prompt = until(
                &c,
                &format!("{game}: a prompt saying what to click"),
                "document.querySelector('#prompt').innerText.trim()",
            )
            .await;
            let prompt = prompt.as_str().unwrap_or("");
            assert!(!prompt.contains('`'), "{game}: the prompt quotes command syntax: {prompt}");
            assert!(!prompt.contains('{'), "{game}: the prompt keeps a placeholder: {prompt}");
            if turns == 0
                && std::env::var_os("LUDOTECA_SHOTS").is_some()
                && !["figuras", "erdos-latino"].contains(&family)
            {
                hinted(&c).await;
                shot(&c, &format!("{game}-hint")).await;
            }
            turns += 1;
            assert!(turns <= 60, "{game}: the match did not end in 60 turns");
            let before = js(&c, MOVES).await;
            play_a_turn(&c, family).await;
            until(&c, &format!("{game}: my move in the list"), &format!("{MOVES} > {before} || {TURN} === 'over'"))
                .await;
        }
        js(&c, "window.scrollTo(0, 0) || true").await;
        shot(&c, &format!("{game}-end")).await;
        let reason = text(&c, "#result-reason").await;
        assert!(!reason.trim().is_empty(), "{game}: the result says why the match ended");
        // The moves are in words: no `1:2`, `r2:w7` or `Tl@b3` in the list.
        let moves = text(&c, "#moves").await;
        for line in moves.lines().filter(|l| !l.trim().is_empty()) {
            let said = line.split_once(": ").map_or(line, |(_, m)| m);
            assert!(!said.contains([':', '@', '=']), "{game}: a move in the game's notation: {line}");
        }
        if family == "erdos-latino" {
            // Every conquered column is told in the move list (one arrow a
            // conquest), and each edge says whose it is.
            let owned = js(&c, "document.querySelectorAll('#board .owner-F, #board .owner-S').length").await;
            let told = js(&c, "(document.querySelector('#moves').innerText.match(/→/g) || []).length").await;
            assert_eq!(owned, told, "{game}: conquests in the list: {moves}");
            let edges = format!("{} {}", text(&c, "#erdos-edge-a").await, text(&c, "#erdos-edge-b").await);
            assert!(edges.contains('A') && edges.contains('B'), "{game}: the edges: {edges}");
        }
        no_errors(&c).await;
        eprintln!("{game}: {turns} turns of A in {:?}; {}", t0.elapsed(), reason.trim());
    }
    bench.stop(vec![c]).await;
}

/// With `LUDOTECA_SHOTS=DIR`, a screenshot of the page as `DIR/NAME.png`
/// (to look at the phone's page by eye); nothing otherwise.
async fn shot(c: &Client, name: &str) {
    let Some(dir) = std::env::var_os("LUDOTECA_SHOTS") else { return };
    if let Ok(png) = c.screenshot().await {
        let _ = std::fs::write(std::path::Path::new(&dir).join(format!("{name}.png")), png);
    }
}

/// Presses one key (a key down and up), as a keyboard does.
async fn press(c: &Client, key: Key) {
    let k: char = key.into();
    let keys =
        KeyActions::new("keyboard".to_string()).then(KeyAction::Down { value: k }).then(KeyAction::Up { value: k });
    c.perform_actions(keys).await.expect("a key press");
}

const FOCUS_ON_BOARD: &str = "document.querySelector('#board').contains(document.activeElement)";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_heap_match_with_the_keyboard_alone() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "a_whole_heap_match_with_the_keyboard_alone";
    let Some(mut bench) = Bench::start(test).await else { return };
    let c = bench.browser().await;
    open_match(&bench, &c, "je-8", json!({"heap": 10})).await;
    let mut moves = 0;
    loop {
        let turn = until(&c, "my turn or the end", &format!("['mine', 'over'].includes({TURN}) && {TURN}")).await;
        if turn == "over" {
            break;
        }
        // Tab to the first stone that can be taken (from the top of the page
        // the first time, from the board afterwards), then Enter.
        let mut tabs = 0;
        while js(&c, "!!(document.activeElement && document.activeElement.matches('#stones button[data-take]'))").await
            != json!(true)
        {
            tabs += 1;
            assert!(
                tabs <= 40,
                "Tab never reached a stone; focus on {}",
                js(&c, "document.activeElement.outerHTML").await
            );
            press(&c, Key::Tab).await;
        }
        if moves > 0 {
            // The focus stayed on the board (on the board itself, or on the
            // same stone when the champion answered before the redraw).
            assert!(tabs <= 1, "from the board one Tab reaches a stone; it took {tabs}");
        }
        let before = js(&c, MOVES).await;
        press(&c, Key::Enter).await;
        until(&c, "my move in the list", &format!("{MOVES} > {before}")).await;
        moves += 1;
        until(&c, "the focus on the board after my move", FOCUS_ON_BOARD).await;
        let ring = js(&c, "getComputedStyle(document.activeElement).outlineStyle").await;
        assert_ne!(ring, json!("none"), "the focus is visible on the board");
    }
    assert!(moves >= 2, "a whole match: {moves} moves of mine");
    until(&c, "the focus on the board at the end", FOCUS_ON_BOARD).await;
    assert!(!text(&c, "#result-reason").await.trim().is_empty(), "the result says why");
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

/// How far (px) the board's coordinate labels are from the centres of their
/// rows and columns (a square `data-square` is `ROW,COLUMN`); null without
/// coordinates.
const LABELS_OFF_CENTRE: &str = "(() => { \
    const g = document.querySelector('#board .gridcoords'); if (!g) return null; \
    const mid = (e) => { const r = e.getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; }; \
    let worst = 0, seen = 0; \
    for (const s of g.firstElementChild.firstElementChild.children) { \
      const cell = g.querySelector(`[data-square^=\"${s.textContent},\"]`); \
      if (cell) { seen++; worst = Math.max(worst, Math.abs(mid(s)[1] - mid(cell)[1])); } } \
    for (const s of (g.children[1] ? g.children[1].children : [])) { \
      const cell = g.querySelector(`[data-square$=\",${s.textContent}\"]`); \
      if (cell) { seen++; worst = Math.max(worst, Math.abs(mid(s)[0] - mid(cell)[0])); } } \
    return seen ? worst : null; })()";

/// Every family's board at its default size (the book's numbers) fits the
/// phone and redraws within a frame: the page times each redraw (`#board`'s `data-draw-ms`,
/// performance.now around drawing and laying out the board).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_board_redraws_within_a_frame() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "every_board_redraws_within_a_frame";
    let Some(mut bench) = Bench::start(test).await else { return };
    let c = bench.browser().await;
    c.set_window_size(PHONE.0, PHONE.1).await.unwrap();
    let games =
        ["je-8", "je-16", "je-15-a", "je-6", "je-25", "je-14-i", "je-18", "figuras", "erdos-latino", "mastermind"];
    let (mut worst, mut labelled) = ((0.0_f64, ""), 0);
    for game in games {
        let (id, tokens) =
            bench.lab.create(json!({"game": game, "seats": {"first": "human", "second": "human"}})).await;
        let token = tokens["first"].as_str().unwrap();
        c.goto(&format!("{}/#/match/{id}?token={token}&lang=pt", bench.base())).await.unwrap();
        until(&c, &format!("{game}'s board"), "document.querySelector('#board').dataset.drawMs").await;
        // The book's sizes fit the phone too (Northcott's 8×8 with its gaps, Mastermind's palette…).
        fits_the_phone(&c, game).await;
        // A board drawn with coordinates has each label level with its row
        // or under its column (centres within 2 px).
        let off = js(&c, LABELS_OFF_CENTRE).await;
        if let Some(px) = off.as_f64() {
            labelled += 1;
            assert!(px < 2.0, "{game}: a coordinate label is {px:.1} px off its row or column");
        }
        let mut times = Vec::new();
        for _ in 0..8 {
            js(&c, "(document.querySelector('#board').dataset.drawMs = '', document.querySelector('#board').dispatchEvent(new Event('redraw')), true)").await;
            let ms = until(&c, "a redraw", "document.querySelector('#board').dataset.drawMs").await;
            times.push(ms.as_str().and_then(|s| s.parse::<f64>().ok()).expect("a time in ms"));
        }
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        eprintln!("{game}: board redraw median {median:.2} ms, worst {:.2} ms", times[times.len() - 1]);
        if median > worst.0 {
            worst = (median, game);
        }
        // The target is 16 ms (BENCHMARKS.md); a loaded or slow test machine gets twice that
        // (the clean-clone CI machine runs these pages about three times slower than ours).
        assert!(median < 32.0, "{game}: a board redraw takes {median} ms");
    }
    eprintln!("slowest board redraw: {} at {:.2} ms (median)", worst.1, worst.0);
    assert!(labelled >= 2, "the knight's and Northcott's boards have coordinates: {labelled} checked");
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

/// The prompt's verb follows the device: a finger taps ("Toca numa das
/// casas…") on a touch screen without a mouse, a mouse clicks ("Clica…"),
/// in European Portuguese and in Brazilian Portuguese ("Toque"/"Clique").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finger_taps_and_a_mouse_clicks() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "a_finger_taps_and_a_mouse_clicks";
    let Some(mut bench) = Bench::start(test).await else { return };
    let phone = bench.touch_browser().await;
    let desk = bench.browser().await;
    let (id, tokens) =
        bench.lab.create(json!({"game": "je-14-i", "seats": {"first": "human", "second": "human"}})).await;
    let token = tokens["first"].as_str().unwrap();
    for (c, lang, verb) in
        [(&phone, "pt", "Toca "), (&desk, "pt", "Clica "), (&phone, "br", "Toque "), (&desk, "br", "Clique ")]
    {
        c.goto(&format!("{}/#/match/{id}?token={token}&lang={lang}", bench.base())).await.unwrap();
        c.refresh().await.unwrap();
        let prompt = until(c, "the knight's prompt", "document.querySelector('#prompt').innerText.trim()").await;
        let prompt = prompt.as_str().unwrap_or("");
        assert!(prompt.starts_with(verb), "{lang}: the prompt should start with {verb:?}: {prompt}");
    }
    no_errors(&phone).await;
    no_errors(&desk).await;
    bench.stop(vec![phone, desk]).await;
}

/// On a touch screen, Nim's 14 px stones (heaps of 48 and 52) are too small
/// for a finger: a tap marks the stones, the bar (brought into view, under
/// the tall heap's top that was tapped) adjusts the amount (+) and confirms
/// it, and only then is the move played — the amount chosen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finger_marks_small_stones_then_takes_them() {
    let _one = ONE_AT_A_TIME.lock().await;
    let test = "a_finger_marks_small_stones_then_takes_them";
    let Some(mut bench) = Bench::start(test).await else { return };
    let c = bench.touch_browser().await;
    let (id, tokens) = bench.lab.create(json!({"game": "je-16", "seats": {"first": "human", "second": "human"}})).await;
    let token = tokens["first"].as_str().unwrap();
    c.goto(&format!("{}/#/match/{id}?token={token}&lang=pt", bench.base())).await.unwrap();
    let prompt = until(&c, "Nim's prompt", "document.querySelector('#prompt').innerText.trim()").await;
    assert!(prompt.as_str().unwrap_or("").starts_with("Toca numa pedra de um monte: ficam marcadas"), "{prompt}");
    assert!(click_first(&c, "document.querySelector('#board [data-move=\"4:3\"]')").await, "heap 4's third stone");
    let count = until(&c, "the marked stones' bar", "document.querySelector('#pick-count')?.innerText").await;
    assert_eq!(count, json!("Monte 4: 3 marcadas"));
    let seen = "(r => r.top >= 0 && r.bottom <= innerHeight + 1)(document.querySelector('#pick-take').getBoundingClientRect())";
    assert_eq!(js(&c, seen).await, json!(true), "the bar is in view");
    assert_eq!(js(&c, MOVES).await, json!(0), "a tap alone plays nothing");
    // − and + keep the focus where it was (the bar is drawn again).
    click(&c, "#pick-less").await;
    until(&c, "one fewer marked", "document.querySelector('#pick-count')?.innerText === 'Monte 4: 2 marcadas'").await;
    assert_eq!(js(&c, "document.activeElement.id").await, json!("pick-less"));
    click(&c, "#pick-more").await;
    click(&c, "#pick-more").await;
    until(&c, "two more marked", "document.querySelector('#pick-count')?.innerText === 'Monte 4: 4 marcadas'").await;
    assert_eq!(js(&c, "document.activeElement.id").await, json!("pick-more"));
    js(&c, "document.querySelector('#pick-bar').scrollIntoView({block: 'center'}) || true").await;
    shot(&c, "je-16-marked").await;
    click(&c, "#pick-take").await;
    until(&c, "the take in the list", &format!("{MOVES} === 1")).await;
    let moves = text(&c, "#moves").await;
    assert!(moves.contains("tira 4 do monte 4"), "{moves}");
    // Seat B's page: a mark, then ✕ unmarks it and plays nothing.
    let other = tokens["second"].as_str().unwrap();
    c.goto(&format!("{}/#/match/{id}?token={other}&lang=pt", bench.base())).await.unwrap();
    c.refresh().await.unwrap();
    until(&c, "B's stones", "!!document.querySelector('#board [data-move=\"1:5\"]')").await;
    assert!(click_first(&c, "document.querySelector('#board [data-move=\"1:5\"]')").await, "heap 1's fifth stone");
    until(&c, "B's mark", "document.querySelector('#pick-count')?.innerText === 'Monte 1: 5 marcadas'").await;
    click(&c, "#pick-unmark").await;
    until(&c, "the mark undone", "!document.querySelector('#pick-bar')").await;
    assert_eq!(js(&c, MOVES).await, json!(1), "unmarking plays nothing");
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}
