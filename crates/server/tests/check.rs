//! `GET /api/games/{id}/check` and the catalogue's names and quick matches
//! over HTTP: a start form is checked by the server's own parsers, the
//! refusal is one sentence in the request's language naming its field.

mod common;

use common::Lab;
use serde_json::{Value, json};

fn game<'a>(games: &'a Value, id: &str) -> &'a Value {
    games.as_array().unwrap().iter().find(|g| g["id"] == id).unwrap_or_else(|| panic!("{id} in the catalogue"))
}

#[tokio::test]
async fn the_catalogue_names_its_games_and_offers_quick_matches() {
    let lab = Lab::start().await;
    let (status, games) = lab.get("/api/games", None).await;
    assert_eq!(status, 200);
    let je20 = game(&games, "je-20");
    assert_eq!(je20["title"]["pt"], json!("Jogo 20 — Tirar sem repetir"));
    assert_eq!(je20["title"]["en"], json!("Game 20 — Take without repeating"));
    assert_eq!(je20["number"], json!("20"));
    assert_eq!(je20["quick"], json!({"heap": "23"}));
    assert_eq!(je20["params"]["heap"], json!("2000"), "the book's value stays in params");
    assert_eq!(game(&games, "je-22")["quick"], json!({"distance": "40"}));
    assert_eq!(game(&games, "figuras")["title"]["pt-BR"], json!("Jogo da Velha com Figuras"));
    assert_eq!(game(&games, "figuras")["title"]["pt"], json!("Jogo do Galo com Figuras"));
    assert_eq!(game(&games, "nim")["number"], Value::Null);
    assert_eq!(game(&games, "mastermind")["takes_start"], json!(false));
    assert_eq!(game(&games, "je-20")["takes_start"], json!(true));
    // Every quick match is accepted by the check, and starts where it says.
    for g in games.as_array().unwrap() {
        let q: Vec<String> = g["quick"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| format!("param={}%3D{}", k, v.as_str().unwrap().replace(',', "%2C")))
            .collect();
        let (status, r) =
            lab.get(&format!("/api/games/{}/check?{}", g["id"].as_str().unwrap(), q.join("&")), None).await;
        assert_eq!((status, &r["ok"]), (200, &json!(true)), "{}: {r}", g["id"]);
        assert!(r["start"].as_str().is_some_and(|s| !s.is_empty()), "{}: {r}", g["id"]);
    }
}

#[tokio::test]
async fn a_bad_form_is_refused_at_its_field_in_the_callers_language() {
    let lab = Lab::start().await;
    // Good values: the start these parameters give, and the parameters in force.
    // (The answer also says who wins and the rules: tests/truth.rs.)
    let (_, ok) = lab.get("/api/games/je-20/check?param=heap%3D23", None).await;
    assert_eq!(
        ["ok", "start", "params"].map(|k| ok[k].clone()),
        [json!(true), json!("23,0"), json!({"forbid": "opponent-last", "heap": "23", "take": "1..5"})],
        "{ok}"
    );
    let (_, ok) = lab.get("/api/games/je-20/check?param=heap%3D23&start=17,3", None).await;
    assert_eq!((ok["ok"].clone(), ok["start"].clone()), (json!(true), json!("17,3")));

    // A malformed start: its field, the game's own sentence, in Portuguese.
    let (status, bad) = lab.get("/api/games/je-20/check?start=23;zero&lang=pt", None).await;
    assert_eq!(status, 200);
    assert_eq!((bad["ok"].clone(), bad["field"].clone()), (json!(false), json!("start")), "{bad}");
    let said = bad["error"].as_str().unwrap();
    assert!(said.contains("não é válida") && said.contains("p. ex. 2000,0"), "{said}");
    // In English and Brazilian Portuguese too.
    let (_, en) = lab.get("/api/games/je-20/check?start=23;zero&lang=en", None).await;
    assert!(en["error"].as_str().unwrap().starts_with("bad position"), "{en}");
    let (_, br) = lab.get("/api/games/erdos-latino/check?param=run%3D9&lang=pt-BR", None).await;
    assert_eq!(br["field"], json!("run"), "{br}");
    // A number out of its bounds: the bounds in plain words, no key, no backtick.
    let said = br["error"].as_str().unwrap();
    assert_eq!(said, "9 está fora dos limites: escreva um número inteiro de 2 a 7.", "{br}");
    assert!(!said.contains(['`', '=']) && !said.contains("run"), "{br}");

    // A parameter: its name is the field; a rule between parameters too.
    let (_, bad) = lab.get("/api/games/je-20/check?param=heap%3Dvinte&lang=pt", None).await;
    assert_eq!(bad["field"], json!("heap"), "{bad}");
    assert_eq!(
        bad["error"],
        json!("«vinte» não é um número: escreve um número inteiro de 0 a 100\u{a0}000\u{a0}000."),
        "{bad}"
    );
    let (_, bad) = lab.get("/api/games/je-20/check?param=heap%3Dvinte&lang=pt-BR", None).await;
    assert_eq!(bad["error"], json!("«vinte» não é um número: escreva um número inteiro de 0 a 100.000.000."), "{bad}");
    let (_, bad) = lab.get("/api/games/erdos-latino/check?param=size%3D4&param=run%3D5", None).await;
    assert_eq!(bad["field"], json!("run"), "run above the size: {bad}");
    let (_, bad) = lab.get("/api/games/je-20/check?param=heap%3D999999999", None).await;
    assert_eq!(bad["field"], json!("heap"), "the web lab's limit: {bad}");
    // The web lab's limit, said without the command line.
    for (lang, said) in [
        ("pt", "999999999 é maior do que o laboratório aceita: escreve um número até 100\u{a0}000\u{a0}000"),
        ("pt-BR", "999999999 é maior do que o laboratório aceita: escreva um número até 100.000.000"),
    ] {
        let (_, bad) = lab.get(&format!("/api/games/je-20/check?param=heap%3D999999999&lang={lang}"), None).await;
        assert_eq!(bad["error"], json!(said), "{bad}");
    }
    // A value of another kind: named by the field's label, without backticks.
    let (_, bad) = lab.get("/api/games/je-20/check?param=take%3D1,,3&lang=pt", None).await;
    let said = bad["error"].as_str().unwrap();
    assert!(said.starts_with("«1,,3» não serve para «") && !said.contains(['`', '=']), "{bad}");
    // A family whose start is a parameter names that parameter.
    let (_, bad) = lab.get("/api/games/figuras/check?param=position%3Dxx&lang=pt", None).await;
    assert_eq!(bad["field"], json!("position"), "{bad}");
    let (_, bad) = lab.get("/api/games/mastermind/check?start=x", None).await;
    assert_eq!(bad["field"], json!("start"), "{bad}");
    let (status, _) = lab.get("/api/games/je-99/check", None).await;
    assert_eq!(status, 404);
}
