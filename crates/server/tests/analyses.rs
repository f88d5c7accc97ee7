//! Issue 15, item 5: the analyses beyond tables, as jobs — `strategies`
//! (a code breaker's strategies compared over every secret) and `value`
//! (the exact value of a position): their answers checked against
//! independent counts, cancelled, refused before work when out of reach,
//! stopped at their time limit with the bounds proved, and bad input
//! refused in one sentence in the caller's language.

mod common;

use common::{Lab, run_job as run, wait_job};
use ludoteca_games::{Params, open};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// One sentence: a single line, no full stop followed by a new sentence.
fn one_sentence(e: &Value) -> &str {
    let text = e["error"].as_str().unwrap_or_else(|| panic!("no error in {e}"));
    let second = text.match_indices(". ").any(|(i, _)| text[i + 2..].starts_with(char::is_uppercase));
    assert!(!text.is_empty() && !text.contains('\n') && !second, "{text}");
    text
}

/// A Figuras position `moves` first moves from the start.
fn figuras_after(moves: usize) -> String {
    let e = open("figuras", &Params::new()).unwrap();
    let mut p = e.start();
    for _ in 0..moves {
        let m = e.moves(&p).unwrap().remove(0);
        p = e.play(&p, &m).unwrap();
    }
    p
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strategies_compared_with_numbers_that_add_up() {
    let lab = Lab::start().await;
    // A small variant: 3 pegs, 4 colours, repeats, counted marks (64 secrets).
    let params = json!({"pegs": "3", "colors": "4", "repeats": "true", "guess-repeats": "true", "feedback": "count"});
    let done = run(&lab, "pt", json!({"kind": "strategies", "game": "mastermind", "params": params})).await;
    assert_eq!(done["state"], "done", "{done}");
    let c = &done["result"];
    assert_eq!(c["secrets"], 64, "4³ secrets");
    assert_eq!(c["exact_tried"], true);
    let rows = c["strategies"].as_array().unwrap();
    assert_eq!(rows.len(), 7);
    let mut best_average = f64::MAX;
    for r in rows {
        assert_eq!(r["done"], true, "{r}");
        let hist = r["histogram"].as_object().unwrap();
        let count: u64 = hist.values().map(|n| n.as_u64().unwrap()).sum();
        let total: u64 = hist.iter().map(|(k, n)| k.parse::<u64>().unwrap() * n.as_u64().unwrap()).sum();
        let worst = hist.keys().map(|k| k.parse::<u64>().unwrap()).max().unwrap();
        assert_eq!(count, 64, "{r}");
        assert_eq!(r["total"], total, "{r}");
        assert_eq!(r["worst"], worst, "{r}");
        assert!((r["average"].as_f64().unwrap() - total as f64 / 64.0).abs() < 1e-9, "{r}");
        best_average = best_average.min(r["average"].as_f64().unwrap());
    }
    // The exact strategies are the best in their own sense.
    let of = |name: &str| rows.iter().find(|r| r["strategy"] == name).unwrap();
    assert_eq!(of("optimal-average")["average"].as_f64().unwrap(), best_average);
    let least_worst = rows.iter().map(|r| r["worst"].as_u64().unwrap()).min().unwrap();
    assert_eq!(of("optimal-worst")["worst"], least_worst);

    // The classic game: Knuth's worst case is 5 (his 1976 paper), total 5801.
    let done =
        run(&lab, "en", json!({"kind": "strategies", "game": "mastermind", "params": {"variant": "classic"}})).await;
    let knuth =
        done["result"]["strategies"].as_array().unwrap().iter().find(|r| r["strategy"] == "knuth").unwrap().clone();
    assert_eq!((knuth["worst"].clone(), knuth["total"].clone()), (json!(5), json!(5801)), "{knuth}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strategies_cancelled_and_the_too_large_refused_before_work() {
    let lab = Lab::start().await;
    // Cancelled while the exact strategies of the classic game run.
    let (_, j) = lab
        .post("/api/jobs", None, &json!({"kind": "strategies", "game": "mastermind", "params": {"variant": "classic"}}))
        .await;
    let id = j["id"].as_str().unwrap().to_string();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let asked = Instant::now();
    let (status, _) = lab.raw("DELETE", &format!("/api/jobs/{id}"), None, None).await;
    assert_eq!(status, 200);
    let v = wait_job(&lab, &id).await;
    assert_eq!(v["state"], "cancelled", "{v}");
    assert!(asked.elapsed() < Duration::from_secs(5), "stopped after {:?}", asked.elapsed());

    // Too large: refused before any work, one sentence saying what is accepted, in Portuguese.
    let (status, e) = lab
        .post("/api/jobs?lang=pt", None, &json!({"kind": "strategies", "game": "mastermind", "params": {"pegs": "6", "colors": "8", "repeats": "true"}}))
        .await;
    assert_eq!(status, 422, "{e}");
    let text = one_sentence(&e);
    assert!(text.contains("4096") && text.contains("262144") && text.contains("menos pinos"), "{text}");
    // A variant the family refuses, and a game without strategies.
    let (status, e) = lab
        .post("/api/jobs?lang=pt", None, &json!({"kind": "strategies", "game": "mastermind", "params": {"pegs": "12"}}))
        .await;
    assert_eq!(status, 422, "{e}");
    assert!(one_sentence(&e).contains("pegs"), "{e}");
    let (status, e) = lab.post("/api/jobs?lang=pt", None, &json!({"kind": "strategies", "game": "je-20"})).await;
    assert_eq!(status, 422, "{e}");
    assert!(one_sentence(&e).contains("não tem análise"), "{e}");
    let (status, e) = lab.post("/api/jobs?lang=pt", None, &json!({"kind": "guess", "game": "je-20"})).await;
    assert_eq!(status, 400, "{e}");
    assert!(one_sentence(&e).contains("`value`"), "{e}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exact_values_in_the_texts_words() {
    let lab = Lab::start().await;
    // Figuras, two empty squares: the value agrees with the outcome route.
    let near = "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3";
    let done = run(&lab, "pt", json!({"kind": "value", "game": "figuras", "position": near})).await;
    assert_eq!(done["state"], "done", "{done}");
    let r = &done["result"];
    let (_, outcome) = lab
        .get(&format!("/api/games/figuras/outcome?position={}", near.replace(' ', "%20").replace('/', "%2F")), None)
        .await;
    assert_eq!(r["exact"], true);
    assert_eq!(r["outcome"], outcome["outcome"], "{r} vs {outcome}");
    assert_eq!(r["score"], outcome["extra"]["value"]);
    let summary = r["summary"].as_str().unwrap();
    let class = match r["outcome"].as_str().unwrap() {
        "N" => "tipo-P — frágil",
        "P" => "tipo-S — inatacável",
        _ => "tipo-N — neutra",
    };
    assert!(summary.starts_with(class) && summary.to_lowercase().contains("com o melhor jogo"), "{summary}");
    assert!(r["score_words"].as_str().unwrap().contains("pontos do primeiro"), "{r}");
    assert_eq!(r["best_moves"].as_array().unwrap().len(), 1);
    assert_eq!(r["method_words"], "pesquisa da árvore do jogo");

    // Erdös Latino 4×4 from the empty board: Second wins (crates/erdos/BENCHMARKS.md).
    let done = run(&lab, "pt", json!({"kind": "value", "game": "erdos-latino", "params": {"size": "4"}})).await;
    let r = &done["result"];
    assert_eq!(
        (r["exact"].clone(), r["winner"].clone(), r["outcome"].clone()),
        (json!(true), json!("second"), json!("P")),
        "{r}"
    );
    assert!(r["summary"].as_str().unwrap().starts_with("tipo-S — inatacável"), "{r}");
    assert!(r["summary"].as_str().unwrap().contains("ganha B (segundo)"), "{r}");
    // Its best move for First is a legal move, and it still loses: after it Second wins too.
    let mv = r["best_moves"][0].as_str().unwrap();
    let e = open("erdos-latino", &Params::parse(["size=4"]).unwrap()).unwrap();
    let after = e.play(&e.start(), mv).unwrap();
    let done =
        run(&lab, "en", json!({"kind": "value", "game": "erdos-latino", "params": {"size": "4"}, "position": after}))
            .await;
    assert_eq!(done["result"]["winner"], "second", "{done}");
    assert_eq!(done["result"]["outcome"], "N", "Second to move wins: an N position");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn values_cancelled_stopped_at_the_deadline_or_refused() {
    let lab = Lab::start().await;
    // Thirteen empty squares: the opening book answers at once; searched
    // (`book=false`), seconds of an optimised build, far more here.
    let thirteen = figuras_after(3);
    let booked = run(&lab, "pt", json!({"kind": "value", "game": "figuras", "position": thirteen})).await;
    assert_eq!((booked["result"]["method"].clone(), booked["result"]["exact"].clone()), (json!("book"), json!(true)));
    let searched = json!({"book": "false"});
    // Stopped at its one-second limit: not proved, with the bounds known.
    let asked = Instant::now();
    let done = run(
        &lab,
        "pt",
        json!({"kind": "value", "game": "figuras", "params": searched, "position": thirteen, "seconds": 1}),
    )
    .await;
    assert!(asked.elapsed() < Duration::from_secs(10), "stopped after {:?}", asked.elapsed());
    assert_eq!(done["state"], "done", "{done}");
    let r = &done["result"];
    assert_eq!((r["exact"].clone(), r["stopped"].clone()), (json!(false), json!(true)), "{r}");
    let s = r["summary"].as_str().unwrap();
    assert!(s.starts_with("Não ficou provado em 1 s") && s.contains("entre"), "{s}");
    assert!(r["lower"].as_i64().unwrap() <= r["upper"].as_i64().unwrap());
    assert!(r["score"].is_null() && r["outcome"].is_null(), "{r}");
    // Cancelled: stops at once.
    let (_, j) = lab
        .post("/api/jobs", None, &json!({"kind": "value", "game": "figuras", "params": searched, "position": thirteen}))
        .await;
    let id = j["id"].as_str().unwrap().to_string();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let asked = Instant::now();
    lab.raw("DELETE", &format!("/api/jobs/{id}"), None, None).await;
    let v = wait_job(&lab, &id).await;
    assert_eq!(v["state"], "cancelled", "{v}");
    assert!(asked.elapsed() < Duration::from_secs(5), "stopped after {:?}", asked.elapsed());

    // Beyond the solver's reach, the empty board is answered from the
    // opening book: exact, −1, Second wins (a tipo-S start).
    let done = run(&lab, "pt", json!({"kind": "value", "game": "figuras"})).await;
    let r = &done["result"];
    assert_eq!(
        (r["exact"].clone(), r["score"].clone(), r["outcome"].clone()),
        (json!(true), json!(-1), json!("P")),
        "{r}"
    );
    assert!(r["summary"].as_str().unwrap().starts_with("tipo-S — inatacável"), "{r}");
    assert!(r["method_words"].as_str().unwrap().contains("livro de aberturas"), "{r}");
    // Out of reach: refused before any work, in the caller's language.
    let (status, e) = lab
        .post(
            "/api/jobs?lang=pt-BR",
            None,
            &json!({"kind": "value", "game": "erdos-latino", "params": {"version": "III"}}),
        )
        .await;
    assert_eq!(status, 422, "{e}");
    assert!(one_sentence(&e).contains("escolha a versão II"), "{e}");
    let (status, e) = lab.post("/api/jobs?lang=en", None, &json!({"kind": "value", "game": "erdos-latino"})).await;
    assert_eq!(status, 422, "{e}");
    assert!(one_sentence(&e).contains("at most 17 empty squares"), "{e}");
    // Bad input: a position that is not one, a time limit out of range, a game without values.
    let (status, e) =
        lab.post("/api/jobs?lang=pt", None, &json!({"kind": "value", "game": "figuras", "position": "xx"})).await;
    assert_eq!(status, 422, "{e}");
    assert!(one_sentence(&e).contains("xx"), "{e}");
    let (status, e) =
        lab.post("/api/jobs?lang=pt", None, &json!({"kind": "value", "game": "figuras", "seconds": 0})).await;
    assert_eq!(status, 400, "{e}");
    assert!(one_sentence(&e).contains("de 1 a 120"), "{e}");
    let (status, e) = lab.post("/api/jobs?lang=en", None, &json!({"kind": "value", "game": "mastermind"})).await;
    assert_eq!(status, 422, "{e}");
    assert!(one_sentence(&e).contains("offers no `value` analysis"), "{e}");
}
