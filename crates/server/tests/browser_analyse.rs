//! Issue 15, item 5, in real headless Chromium and in European Portuguese:
//! Mastermind's strategies compared for a small variant (a chart per
//! strategy whose bars add up to the secrets, and the same numbers in a
//! table), and the exact value of a Figuras position (reached from a match
//! page's "Analisar esta posição") and of an Erdös Latino board, said in
//! the text's words — with no English word of the stop-list on the pages.
//!
//! Without Chromium these tests print a loud `SKIPPED:` line and pass (see
//! `common/browser.rs`); every wait polls for a state with a deadline.

mod common;

use common::browser::*;
use fantoccini::Client;
use ludoteca_core::{Control, Lang};
use ludoteca_games::{Params, open};
use serde_json::{Value, json};

/// Sets a field of the page and tells the page it changed.
async fn set(c: &Client, css: &str, value: &str) {
    find(c, css).await;
    let script = format!(
        "(() => {{ const e = document.querySelector({}); if (e.type === 'checkbox') e.checked = {}; else e.value = {}; \
         e.dispatchEvent(new Event('input', {{bubbles: true}})); \
         e.dispatchEvent(new Event('change', {{bubbles: true}})); return true; }})()",
        json!(css),
        value == "true",
        json!(value)
    );
    js(c, &script).await;
}

/// Saves a screenshot of the page, `css` in view, under `$LUDOTECA_SHOTS/NAME.png` when that
/// variable names a folder (to look at the page; nothing is checked).
async fn shot(c: &Client, name: &str, css: &str) {
    if let Ok(dir) = std::env::var("LUDOTECA_SHOTS") {
        js(c, &format!("document.querySelector({}).scrollIntoView() || true", json!(css))).await;
        let png = c.screenshot().await.expect("a screenshot");
        std::fs::write(std::path::Path::new(&dir).join(format!("{name}.png")), png).expect("the screenshot saved");
    }
}

/// The words of a class in European Portuguese, as the text writes them.
fn class_words(code: &str) -> &'static str {
    match code {
        "N" => "tipo-P — frágil",
        "P" => "tipo-S — inatacável",
        _ => "tipo-N — neutra",
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mastermind_strategies_compared_in_portuguese() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("mastermind_strategies_compared_in_portuguese").await else { return };
    let c = bench.browser().await;
    let base = bench.base();
    c.goto(&format!("{base}/#/game/mastermind?lang=pt")).await.unwrap();
    click(&c, "#analyse-strategies").await;
    until(
        &c,
        "the strategies' page",
        "location.hash.includes('kind=strategies') && !!document.querySelector('#compare')",
    )
    .await;
    // The school's game is compared at once; then a small variant: 3 pegs of 4 colours, no repeats.
    until(&c, "the first comparison", "document.querySelectorAll('#strategies-table tbody tr').length === 7").await;
    set(&c, "#sparam-pegs", "3").await;
    set(&c, "#sparam-colors", "4").await;
    click(&c, "#compare").await;
    until(
        &c,
        "the small variant compared",
        "document.querySelector('#strategies-summary').innerText.includes('24 segredos') && \
         document.querySelectorAll('#strategies-charts svg.histogram').length === 7",
    )
    .await;
    let secrets = 24u64; // 4 · 3 · 2 codes without a repeated colour
    let rows = js(
        &c,
        "[...document.querySelectorAll('#strategies-table tbody tr')].map(tr => ({ \
           strategy: tr.dataset.strategy, name: tr.querySelector('th').innerText, \
           worst: Number(tr.querySelector('.worst').innerText), average: tr.querySelector('.average').innerText, \
           total: Number(tr.querySelector('.total').innerText), words: tr.querySelector('.histogram-text').innerText, \
           bars: [...document.querySelectorAll(`#chart-${tr.dataset.strategy} g.bar`)].map(g => [Number(g.dataset.guesses), Number(g.dataset.count), g.querySelector('text').textContent]) }))",
    )
    .await;
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 7);
    for r in rows {
        let bars = r["bars"].as_array().unwrap();
        let count: u64 = bars.iter().map(|b| b[1].as_u64().unwrap()).sum();
        let total: u64 = bars.iter().map(|b| b[0].as_u64().unwrap() * b[1].as_u64().unwrap()).sum();
        // The chart's bars add up to every secret, and say their counts in writing.
        assert_eq!(count, secrets, "{r}");
        for b in bars {
            assert_eq!(
                b[2].as_str().unwrap(),
                b[1].as_u64().unwrap().to_string(),
                "{r}: a bar's count is written on it"
            );
        }
        // The table says the same numbers: total, worst, and the average (a decimal comma in Portuguese).
        assert_eq!(r["total"], total, "{r}");
        let worst = bars.iter().filter(|b| b[1].as_u64().unwrap() > 0).map(|b| b[0].as_u64().unwrap()).max().unwrap();
        assert_eq!(r["worst"], worst, "{r}");
        let average = format!("{:.3}", total as f64 / secrets as f64).replace('.', ",");
        assert_eq!(r["average"], average.as_str(), "{r}");
        assert!(r["words"].as_str().unwrap().contains("tentativa"), "{r}");
        assert!(!r["name"].as_str().unwrap().contains("optimal"), "{r}: named in words");
    }
    // The charts are images with their words, and the best average is marked in writing.
    let labelled = js(&c, "[...document.querySelectorAll('#strategies-charts svg')].every(s => s.getAttribute('role') === 'img' && s.getAttribute('aria-label').includes('tentativas'))").await;
    assert_eq!(labelled, json!(true));
    assert!(text(&c, "#strategies-table").await.contains("a melhor média"));
    no_english_words(&c, "the strategies compared").await;
    // On a phone the table scrolls inside its box: the page is no wider than the screen.
    c.set_window_size(390, 844).await.unwrap();
    until(&c, "the strategies' page at phone width", "document.documentElement.scrollWidth <= 390").await;
    shot(&c, "strategies", "#strategies-table").await;
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exact_values_of_figuras_and_erdos_in_the_texts_words() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("exact_values_of_figuras_and_erdos_in_the_texts_words").await else { return };
    let c = bench.browser().await;
    let base = bench.base();

    // Figuras, two empty squares, from a match page: "Analisar esta posição".
    let near = "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3";
    let (id, tokens) = bench
        .lab
        .create(json!({"game": "figuras", "start": near, "seats": {"first": "human", "second": "human"}}))
        .await;
    let token = tokens["first"].as_str().unwrap();
    c.goto(&format!("{base}/#/match/{id}?token={token}&lang=pt")).await.unwrap();
    until(
        &c,
        "the match page",
        "document.documentElement.lang === 'pt-PT' && !!document.querySelector('#analyse-position')",
    )
    .await;
    assert_eq!(text(&c, "#analyse-position").await, "Analisar esta posição");
    click(&c, "#analyse-position").await;
    let typed = until(
        &c,
        "the position carried over",
        "document.querySelector('#value-position') && document.querySelector('#value-position').value",
    )
    .await;
    assert_eq!(typed, json!(near));
    click(&c, "#value-ask").await;
    until(&c, "Figuras' value", "!!document.querySelector('#value-summary')").await;
    let e = open("figuras", &Params::new()).unwrap();
    let report = e.analyse(near, &Control::none()).unwrap();
    let expected = class_words(report.outcome.letter(Lang::EN));
    let summary = text(&c, "#value-summary").await;
    assert!(
        summary.starts_with(expected) && summary.to_lowercase().contains("com o melhor jogo"),
        "{summary} (expected {expected})"
    );
    let score = report.extra.unwrap()["value"].as_i64().unwrap();
    let signed = if score == 0 { "0".to_string() } else { format!("{score:+}") };
    assert!(text(&c, "#value-score").await.ends_with(&format!(": {signed}.")), "the score {signed}");
    let best = text(&c, "#value-best").await;
    let lead = if report.outcome.letter(Lang::EN) == "P" { "Nenhuma jogada ganha" } else { "Melhor jogada: " };
    assert!(best.starts_with(lead) && best.contains(" em "), "the best move in words: {best}");
    assert!(text(&c, "#value-method").await.contains("pesquisa da árvore do jogo"));
    no_english_words(&c, "Figuras' exact value").await;
    shot(&c, "value-figuras", "#value-form").await;

    // A malformed position is refused at its field, in Portuguese, before anything is sent.
    set(&c, "#value-position", "xx").await;
    let said = until(&c, "the field's refusal", "document.querySelector('#value-position-error').innerText").await;
    assert!(said.as_str().unwrap().contains("não") && said.as_str().unwrap().contains("xx"), "{said}");

    // Erdös Latino on a 4×4 board, from the empty board: Second wins (a tipo-S start).
    c.goto(&format!("{base}/#/game/erdos-latino?lang=pt")).await.unwrap();
    click(&c, "#analyse-value").await;
    find(&c, "#vparam-size").await;
    set(&c, "#vparam-size", "4").await;
    until(&c, "the 4×4 start shown", "document.querySelector('#value-position').placeholder.split('/').length === 4")
        .await;
    click(&c, "#value-ask").await;
    until(&c, "Erdös Latino's value", "!!document.querySelector('#value-summary')").await;
    let summary = text(&c, "#value-summary").await;
    assert!(summary.starts_with("tipo-S — inatacável") && summary.contains("ganha B (segundo)"), "{summary}");
    assert!(text(&c, "#value-class").await.contains("inatacável"));
    // A lost position: no move wins, and the page says so before the search's move.
    let best = text(&c, "#value-best").await;
    assert!(best.starts_with("Nenhuma jogada ganha") && best.contains("põe"), "{best}");
    no_english_words(&c, "Erdös Latino's exact value").await;
    shot(&c, "value-erdos", "#value-form").await;
    let shown: Value = js(&c, "document.querySelectorAll('#value-out p').length").await;
    assert!(shown.as_u64().unwrap() >= 4, "{shown}");
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}
