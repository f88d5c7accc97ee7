//! The text's method on a pupil's phone, in real headless Chromium and in
//! European Portuguese: under Jogo 9's table, a conjecture typed and
//! checked by Theorem 4.1 — a wrong one names the position where it
//! fails and the property it breaks, and that position is ringed in the
//! grid; the text's rule holds on every position checked. The page fits
//! 390 px, the check is started from the keyboard, the verdict is read
//! aloud (`aria-live`), and no English word shows.
//!
//! Without Chromium these tests print a loud `SKIPPED:` line and pass
//! locally, and fail under `CI=true` (see `common/browser.rs`).

mod common;

use common::browser::*;
use fantoccini::key::Key;
use serde_json::json;

/// Saves a screenshot of the page, `css` in view, under `$LUDOTECA_SHOTS/NAME.png` when that
/// variable names a folder (to look at the page; nothing is checked).
async fn shot(c: &fantoccini::Client, name: &str, css: &str) {
    if let Ok(dir) = std::env::var("LUDOTECA_SHOTS") {
        js(c, &format!("document.querySelector({}).scrollIntoView() || true", json!(css))).await;
        let png = c.screenshot().await.expect("a screenshot");
        std::fs::write(std::path::Path::new(&dir).join(format!("{name}.png")), png).expect("the screenshot saved");
    }
}

/// The verdict's text.
const VERDICT: &str = "((document.querySelector('#conj-verdict') || {}).innerText || '')";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conjecture_checked_under_the_table_on_a_phone_in_portuguese() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(mut bench) = Bench::start("a_conjecture_checked_under_the_table_on_a_phone_in_portuguese").await else {
        return;
    };
    let c = bench.touch_browser().await;
    let base = bench.base();
    c.goto(&format!("{base}/#/analyse/je-9?lang=pt")).await.unwrap();
    until(&c, "je-9's table", "!!document.querySelector('#table-grid td[data-position=\"2\"]')").await;
    assert_eq!(js(&c, "window.innerWidth").await, json!(390), "a phone's screen");
    // What the coordinates are called, and no tipo-N rule in a game without draws.
    let names = text(&c, "#conj-names").await;
    assert!(names.contains("A coordenada chama-se n (Pedras)."), "{names}");
    assert_eq!(js(&c, "document.querySelector('#conj-neutral').closest('label').hidden").await, json!(true));
    assert_eq!(js(&c, "document.querySelector('#conj-verdict').getAttribute('aria-live')").await, json!("polite"));

    // A wrong guess, typed: only the multiples of 5 are inatacáveis.
    find(&c, "#conj-safe").await.send_keys("n % 5 == 0").await.unwrap();
    click(&c, "#conj-check").await;
    let said = until(&c, "the failure", &format!("{VERDICT}.includes('falha') && {VERDICT}")).await;
    let said = said.as_str().unwrap();
    assert!(said.starts_with("A tua conjetura falha na posição 2: propriedade I"), "{said}");
    assert!(said.contains("de cada posição frágil há uma jogada para uma inatacável"), "{said}");
    // The position is ringed in the grid, and the page says so.
    let ringed = js(&c, "[...document.querySelectorAll('td.conj-counter')].map((td) => td.dataset.position)").await;
    assert_eq!(ringed, json!(["2"]));
    assert_eq!(text(&c, "#conj-where").await, "A posição 2 está marcada na tabela.");
    until(&c, "the page at phone width", "document.documentElement.scrollWidth <= 390").await;
    no_english_words(&c, "a wrong conjecture").await;
    shot(&c, "conjecture-fails", "#conj-form").await;

    // The text's rule, checked from the keyboard (Enter in the field).
    let field = find(&c, "#conj-safe").await;
    field.clear().await.unwrap();
    field.send_keys(&format!("n % 5 == 0 || n % 5 == 2{}", char::from(Key::Enter))).await.unwrap();
    let said = until(&c, "the verdict", &format!("{VERDICT}.includes('verifica-se') && {VERDICT}")).await;
    assert_eq!(
        said.as_str().unwrap(),
        "A tua conjetura verifica-se nas 201 posições (Teorema 4.1: os requisitos e as propriedades I a III)."
    );
    assert_eq!(js(&c, "document.querySelectorAll('td.conj-counter').length").await, json!(0));
    until(&c, "the page at phone width", "document.documentElement.scrollWidth <= 390").await;
    no_english_words(&c, "a conjecture that holds").await;
    shot(&c, "conjecture-holds", "#conj-form").await;

    // Nothing typed: the page asks for the rule, in the person's words.
    field.clear().await.unwrap();
    click(&c, "#conj-check").await;
    until(&c, "the empty rule", &format!("{VERDICT}.includes('Escreve primeiro')")).await;
    no_errors(&c).await;
    bench.stop(vec![c]).await;
}
