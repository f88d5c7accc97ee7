//! The `conjecture` job: a guess of the tipo-S positions checked by the
//! text's Theorem 4.1 in the web lab, as `ludoteca conjecture` checks it —
//! the verdict as the command line's `--json` with its sentence in the
//! caller's language, the first counterexample with the property it
//! breaks, and bad input refused in one sentence before anything runs.

mod common;

use common::{Lab, run_job as run, wait_job};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// A request refused at once: its status and its one sentence.
async fn refused(lab: &Lab, lang: &str, body: Value) -> (u16, String) {
    let (status, e) = lab.post(&format!("/api/jobs?lang={lang}"), None, &body).await;
    assert!(status >= 400, "{body} was accepted: {e}");
    (status, one_sentence(&e["error"]))
}

/// One sentence: a single line, no full stop followed by a new sentence.
fn one_sentence(e: &Value) -> String {
    let text = e.as_str().unwrap_or_else(|| panic!("no error in {e}"));
    let second = text.match_indices(". ").any(|(i, _)| text[i + 2..].starts_with(char::is_uppercase));
    assert!(!text.is_empty() && !text.contains('\n') && !second, "{text}");
    text.to_string()
}

fn conjecture(game: &str, safe: &str) -> Value {
    json!({"kind": "conjecture", "game": game, "safe": safe})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_texts_rule_for_game_9_holds_and_wrong_ones_fail_where_they_fail() {
    let lab = Lab::start().await;
    // Jogo 9's tipo-S positions: the heaps of 0 or 2 modulo 5.
    let done = run(&lab, "pt-PT", conjecture("je-9", "n % 5 == 0 || n % 5 == 2")).await;
    assert_eq!(done["state"], "done", "{done}");
    let r = &done["result"];
    assert_eq!(
        (r["holds"].clone(), r["checked"].clone(), r["counterexample"].clone()),
        (json!(true), json!(201), Value::Null)
    );
    assert_eq!(r["said"], "verifica-se nas 201 posições (Teorema 4.1: os requisitos e as propriedades I a III)");
    let done = run(
        &lab,
        "pt-BR",
        json!({"kind": "conjecture", "game": "je-9", "safe": "n % 5 == 0 || n % 5 == 2", "to": 1000}),
    )
    .await;
    assert_eq!(done["result"]["checked"], 1001, "{done}");
    assert!(done["result"]["said"].as_str().unwrap().starts_with("vale para todas as 1001 posições"), "{done}");

    // Only the multiples of 5: 2 is put among the fragile, but no move
    // from 2 reaches a safe position (property I).
    let done = run(&lab, "en", conjecture("je-9", "n % 5 == 0")).await;
    let r = &done["result"];
    assert_eq!(r["holds"], false, "{done}");
    assert_eq!(r["counterexample"], json!({"position": "2", "property": "I", "move": null}));
    assert_eq!(
        r["said"],
        "fails at position 2: property I: a fragile position must have a move to a safe one (after 3 positions)"
    );
    // 11 put among the safe: taking 1 reaches 10, safe too (property II).
    let done = run(&lab, "pt-PT", conjecture("je-9", "n % 5 == 0 || n % 5 == 2 || n == 11")).await;
    let r = &done["result"];
    assert_eq!(r["counterexample"], json!({"position": "11", "property": "II", "move": "1"}), "{done}");
    let said = r["said"].as_str().unwrap();
    assert!(said.starts_with("falha na posição 11: propriedade II") && said.contains("a jogada 1"), "{said}");
    // Two coordinates: Jogo 12's rule.
    let done =
        run(&lab, "en", json!({"kind": "conjecture", "game": "je-12", "safe": "m % 3 == n % 3", "to": 30})).await;
    assert_eq!((done["result"]["holds"].clone(), done["result"]["checked"].clone()), (json!(true), json!(31 * 31)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_card_names_the_coordinates_of_the_games_that_take_conjectures() {
    let lab = Lab::start().await;
    for (game, names) in [("je-9", json!(["n"])), ("je-12", json!(["m", "n"])), ("je-13-i", json!(["n", "player"]))] {
        let (status, card) = lab.get(&format!("/api/games/{game}"), None).await;
        assert_eq!(status, 200, "{card}");
        assert_eq!(card["conjecture"], json!({"coordinates": names}), "{game}");
    }
    // No coordinates, or positions not listed by size: none to offer.
    for game in ["figuras", "mastermind", "octal", "je-23", "je-28"] {
        let (_, card) = lab.get(&format!("/api/games/{game}"), None).await;
        assert_eq!(card["conjecture"], Value::Null, "{game}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_conjectures_are_refused_in_one_sentence_in_the_callers_language() {
    let lab = Lab::start().await;
    // An expression that does not parse, named in the page's words.
    let (status, e) = refused(&lab, "pt-PT", conjecture("je-9", "n %% 5")).await;
    assert_eq!(status, 422);
    assert!(e.contains("inatacáveis (tipo-S) `n %% 5` não se lê") && e.contains("escreve uma condição"), "{e}");
    let (_, e) = refused(&lab, "pt-BR", conjecture("je-9", "n %% 5")).await;
    assert!(e.contains("não pode ser lida") && e.contains("escreva uma condição"), "{e}");
    let (_, e) =
        refused(&lab, "en", json!({"kind": "conjecture", "game": "je-9", "safe": "n == 0", "neutral": "n =="})).await;
    assert!(e.contains("the neutral positions' expression `n ==` does not parse"), "{e}");
    // No rule, or one too long.
    let (status, e) = refused(&lab, "pt-PT", json!({"kind": "conjecture", "game": "je-9"})).await;
    assert_eq!(status, 400);
    assert!(e.contains("precisa de `safe`"), "{e}");
    let long = vec!["n == 1"; 100].join(" || ");
    let (status, e) = refused(&lab, "en", conjecture("je-9", &long)).await;
    assert_eq!(status, 400);
    assert!(e.contains("at most 500 characters"), "{e}");
    let (_, e) = refused(&lab, "pt-BR", conjecture("je-9", &long)).await;
    assert!(e.contains("no máximo 500 caracteres"), "{e}");
    // Too far.
    let (status, e) =
        refused(&lab, "pt-PT", json!({"kind": "conjecture", "game": "je-9", "safe": "n % 5 == 0", "to": 1001})).await;
    assert_eq!(status, 400);
    assert!(e.contains("de 0 a 1000"), "{e}");
    let (_, e) =
        refused(&lab, "en", json!({"kind": "conjecture", "game": "je-9", "safe": "n == 0", "to": u64::MAX})).await;
    assert!(e.contains("from 0 to 1000"), "{e}");
    // Games without coordinates, or whose positions are not listed by size.
    let (status, e) = refused(&lab, "pt-PT", conjecture("figuras", "true")).await;
    assert_eq!(status, 422);
    assert!(e.contains("ainda não tem coordenadas"), "{e}");
    let (_, e) = refused(&lab, "en", conjecture("octal", "true")).await;
    assert!(e.contains("octal has no coordinates"), "{e}");
    let (_, e) = refused(&lab, "en", conjecture("je-28", "true")).await;
    assert!(e.contains("not listed by size"), "{e}");
    // A sum of heaps too large to list, refused before it is listed.
    let (status, e) =
        refused(&lab, "en", json!({"kind": "conjecture", "game": "je-16", "safe": "true", "to": 1000})).await;
    assert_eq!(status, 422, "{e}");

    // An expression that fails at a position: the job fails, saying where
    // and what the coordinates are called.
    let done = run(&lab, "pt-PT", conjecture("je-9", "k == 0")).await;
    assert_eq!(done["state"], "failed", "{done}");
    let e = one_sentence(&done["error"]);
    assert!(e.contains("falhou na posição 0") && e.contains("(as coordenadas são n)"), "{e}");
    let done = run(&lab, "en", conjecture("je-9", "n + 1")).await;
    assert!(one_sentence(&done["error"]).contains("must be true or false"), "{done}");
    // Neutral positions in a game without draws are not refused: the
    // check says where the guess breaks the theorem.
    let done = run(
        &lab,
        "en",
        json!({"kind": "conjecture", "game": "je-9", "safe": "n % 5 == 0 || n % 5 == 2", "neutral": "n == 1"}),
    )
    .await;
    assert_eq!(done["result"]["holds"], false, "{done}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_check_reports_its_positions_and_stops_when_cancelled() {
    let lab = Lab::start().await;
    // Jogo 12 up to 600: 361,201 positions, seconds of work on a debug build.
    let body = json!({"kind": "conjecture", "game": "je-12", "safe": "m % 3 == n % 3", "to": 600});
    let (status, j) = lab.post("/api/jobs?lang=pt-PT", None, &body).await;
    assert_eq!(status, 202, "{j}");
    let id = j["id"].as_str().unwrap().to_string();
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        let (_, v) = lab.get(&format!("/api/jobs/{id}"), None).await;
        assert_eq!(v["state"], "running", "it ended before it was seen checking: {v}");
        if v["progress"]["done"].as_u64().is_some_and(|d| d > 0) {
            assert_eq!(v["progress"]["total"], 601 * 601, "{v}");
            break;
        }
        assert!(Instant::now() < until, "no progress: {v}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let asked = Instant::now();
    let _ = lab.raw("DELETE", &format!("/api/jobs/{id}"), None, None).await;
    let done = wait_job(&lab, &id).await;
    assert_eq!(done["state"], "cancelled", "{done}");
    assert!(asked.elapsed() < Duration::from_secs(2), "stopped {:?} after the cancel", asked.elapsed());
}
