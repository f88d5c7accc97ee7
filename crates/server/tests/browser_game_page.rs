//! The game page as a pupil meets it on a 390 px phone, in real headless
//! Chromium (issue 36, point 5): the statement and the rules come before
//! the parameters, which are folded under "Mudar o jogo"; the rules say
//! the quick match's board and follow the parameters a person changes; the
//! person's seat is the one that wins with best play, and when whoever
//! starts loses one sentence says so; no select passes the screen's edge;
//! and the table's exported drawing carries the game's title, the axes'
//! titles in the grid's words and the legend, in Portuguese.
//!
//! Without Chromium these tests print a loud `SKIPPED:` line and pass; with
//! `CI=true` a missing browser is a failure (see `common::browser`).

mod common;

use common::browser::*;
use fantoccini::Client;
use serde_json::json;

/// Opens `game`'s page in European Portuguese and waits for its rules.
async fn game_page(c: &Client, base: &str, game: &str) {
    c.goto(&format!("{base}/#/")).await.unwrap();
    js(c, "localStorage.setItem('ludoteca.lang', 'pt') || true").await;
    c.goto(&format!("{base}/#/game/{game}")).await.unwrap();
    c.refresh().await.unwrap();
    until(
        c,
        &format!("{game}'s page in Portuguese"),
        "document.documentElement.lang === 'pt-PT' && !!document.querySelector('#change-game') && \
         ((document.querySelector('#rules') || {}).textContent || '').length > 0",
    )
    .await;
}

/// Leaves screenshots of the phone's screen, scrolled to `css`, as
/// `name`.png in the folder `LUDOTECA_SCREENSHOTS` names, for a person to
/// look at (nothing without it).
async fn shot(c: &Client, name: &str, css: &str) {
    let Some(dir) = std::env::var_os("LUDOTECA_SCREENSHOTS") else { return };
    js(c, &format!("document.querySelector({}).scrollIntoView() || true", json!(css))).await;
    let png = c.screenshot().await.expect("a screenshot");
    std::fs::write(std::path::Path::new(&dir).join(format!("{name}.png")), png).expect("the screenshot written");
}

/// The top of `css`'s box on the page.
fn top(css: &str) -> String {
    format!("document.querySelector({}).getBoundingClientRect().top", json!(css))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_phone_the_rules_come_first_and_say_the_match_the_form_starts() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("on_a_phone_the_rules_come_first_and_say_the_match_the_form_starts").await
    else {
        return;
    };
    let c = bench.touch_browser().await;
    let base = bench.base();

    // The knight: the quick match is 5×5, and whoever starts it loses.
    game_page(&c, &base, "je-14-i").await;
    assert_eq!(js(&c, "window.innerWidth").await, json!(390), "a phone's screen");
    let rules = text(&c, "#rules").await;
    assert!(rules.contains("tabuleiro de 5×5") && !rules.contains("8×8"), "the rules say the quick match: {rules}");
    // The page says how the match differs from the text's game.
    assert_eq!(text(&c, "#this-match").await, "Nesta partida: Lado do tabuleiro 5 (no enunciado: 8).");
    // The statement and the rules above the parameters, which are folded.
    let order =
        js(&c, &format!("[{}, {}, {}, {}]", top("#statement"), top("#rules"), top("#change-game"), top("#play"))).await;
    let order: Vec<f64> = order.as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "statement, rules, parameters, play — in that order: {order:?}");
    assert_eq!(js(&c, "document.querySelector('#change-game').open").await, json!(false), "the parameters folded");
    assert_eq!(text(&c, "#change-game > summary").await, "Mudar o jogo");
    assert_eq!(js(&c, "document.querySelector('#param-size').checkVisibility()").await, json!(false), "folded away");
    // The person plays B, who wins, and the page says why.
    assert_eq!(
        js(&c, "[document.querySelector('#seat-first').value, document.querySelector('#seat-second').value]").await,
        json!(["champion", "human"])
    );
    until(&c, "the sentence", "!document.querySelector('#first-loses').hidden").await;
    assert_eq!(text(&c, "#first-loses").await, "Quem começa perde: escolhe ser B.");
    shot(&c, "je-14-i-top", "h1").await;
    shot(&c, "je-14-i-rules", "#rules").await;
    shot(&c, "je-14-i-form", "#start-h").await;

    // Changing the board changes the rules: they say the match the form starts.
    click(&c, "#change-game > summary").await;
    let size = find(&c, "#param-size").await;
    size.clear().await.unwrap();
    size.send_keys("6").await.unwrap();
    until(
        &c,
        "the rules of the 6×6 board",
        "document.querySelector('#rules').textContent.includes('tabuleiro de 6×6') && \
         document.querySelector('#this-match').textContent.includes('Lado do tabuleiro 6 (no enunciado: 8)')",
    )
    .await;

    // A heap game with a select of long choices: every select fits the phone.
    game_page(&c, &base, "je-4").await;
    // je-4's quick heap of 26 is lost by whoever starts.
    assert_eq!(js(&c, "document.querySelector('#seat-second').value").await, json!("human"));
    assert_eq!(text(&c, "#this-match").await, "Nesta partida: Pedras 26 (no enunciado: 2000).");
    js(&c, "document.querySelectorAll('details').forEach((d) => { d.open = true; }) || true").await;
    let selects = js(
        &c,
        "[...document.querySelectorAll('main select')].map((s) => [s.id, Math.round(s.getBoundingClientRect().right), s.getBoundingClientRect().width])",
    )
    .await;
    let selects = selects.as_array().unwrap();
    assert!(selects.len() >= 3, "the seats and the heap's choices: {selects:?}");
    assert!(selects.iter().any(|s| s[0] == "param-forbid"), "{selects:?}");
    for s in selects {
        let right = s[1].as_f64().unwrap();
        assert!(s[2].as_f64().unwrap() > 0.0, "{s}: shown");
        assert!(right <= 390.0, "the select {} ends at {right} px on a 390 px phone", s[0]);
    }
    let wide = js(&c, "document.documentElement.scrollWidth").await.as_u64().unwrap();
    assert!(wide <= 390, "the page is {wide} px wide");
    // And the forbidden take's choice is read whole, not cut at its edge:
    // its words, in the select's font, fit inside the box beside the arrow.
    let fit = js(
        &c,
        "(() => { const s = document.querySelector('#param-forbid'); const cs = getComputedStyle(s); \
         const g = document.createElement('canvas').getContext('2d'); \
         g.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`; \
         return [s.options[s.selectedIndex].text, g.measureText(s.options[s.selectedIndex].text).width, \
           s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20]; })()",
    )
    .await;
    let (need, room) = (fit[1].as_f64().unwrap(), fit[2].as_f64().unwrap());
    assert!(need <= room, "`{}` needs {need} px and has {room}", fit[0]);
    shot(&c, "je-4-unfolded", "#change-game").await;
    shot(&c, "je-4-more", "#param-forbid").await;

    // Erdös Latino: the text's 5×5 board is given by the spec's default.
    game_page(&c, &base, "erdos-latino").await;
    assert_eq!(text(&c, "#this-match").await, "Nesta partida: Lado do tabuleiro 4 (no enunciado: 5).");
    assert!(text(&c, "#rules").await.contains("tabuleiro de 4×4"));
    until(&c, "the sentence", "!document.querySelector('#first-loses').hidden").await;

    // A game won by whoever starts keeps the person in A, and says nothing.
    game_page(&c, &base, "je-8").await;
    assert_eq!(js(&c, "document.querySelector('#seat-first').value").await, json!("human"));
    assert_eq!(js(&c, "document.querySelector('#first-loses').hidden").await, json!(true));
    assert_eq!(js(&c, "window.__errors || []").await, json!([]), "no script error");
    bench.stop(vec![c]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_exported_table_is_titled_with_its_axes_and_legend() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("the_exported_table_is_titled_with_its_axes_and_legend").await else {
        return;
    };
    let c = bench.browser().await;
    let base = bench.base();
    c.goto(&format!("{base}/#/")).await.unwrap();
    js(&c, "localStorage.setItem('ludoteca.lang', 'pt') || true").await;
    c.goto(&format!("{base}/#/analyse/je-4")).await.unwrap();
    c.refresh().await.unwrap();
    until(&c, "the export", "!document.querySelector('#export-svg').hidden").await;
    // The page's drawing is a blob the page's rules keep it from reading
    // back: read the server's route it came from, as the page asked for it.
    js(
        &c,
        "(window.__svg = null, fetch(document.querySelector('#export-svg').dataset.source, \
         {headers: {'Accept-Language': 'pt-PT'}}).then(r => r.text()).then(t => { window.__svg = t; }, \
         e => { window.__svg = `failed: ${e}`; }), true)",
    )
    .await;
    let svg = until(&c, "the drawing", "window.__svg").await;
    let svg = svg.as_str().unwrap();
    for words in [
        ">Jogo 4 — A Olimpíada de Caracas</text>",
        ">Pedras</text>",
        ">Última tirada</text>",
        "inatacável (tipo-S): quem joga perde",
        "frágil (tipo-P): quem joga ganha",
    ] {
        assert!(svg.contains(words), "`{words}` missing from the exported drawing: {}", &svg[..svg.len().min(2000)]);
    }
    bench.stop(vec![c]).await;
}
