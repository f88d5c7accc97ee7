//! Every family of the catalogue plays through the API in every language:
//! the families are read from `/api/games` (so a family added by the
//! recipe of docs/adding-a-game.md is played here with no edit), each one's
//! first preset is played on its quick match by two people, first legal move
//! after first legal move, and at every ply the view is read in English,
//! European and Brazilian Portuguese.

mod common;

use common::Lab;
use ludoteca_core::Lang;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// The most plies played per family (a quick match usually ends before).
const PLIES: usize = 40;

/// The view of match `id` for `token`'s seat, in `lang`.
async fn view(lab: &Lab, id: &str, token: &str, lang: Lang) -> Value {
    let (status, v) = lab.get(&format!("/api/matches/{id}?lang={}", lang.tag()), Some(token)).await;
    assert_eq!(status, 200, "{v}");
    v
}

/// What a view says in words: the prompt, the moves in words and the end's
/// reason.
fn words(v: &Value) -> Vec<String> {
    let mut out = vec![v["prompt"].as_str().unwrap_or_default().to_string()];
    for key in ["said", "legal_said"] {
        out.extend(v[key].as_array().into_iter().flatten().filter_map(Value::as_str).map(str::to_string));
    }
    if let Some(reason) = v["result"]["reason"].as_str() {
        out.push(reason.to_string());
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_family_plays_through_the_api_in_every_language() {
    let lab = Lab::start().await;
    let (status, games) = lab.get("/api/games", None).await;
    assert_eq!(status, 200, "{games}");
    // The first preset of each family, in the catalogue's order.
    let mut firsts: BTreeMap<String, Value> = BTreeMap::new();
    for g in games.as_array().expect("a list of games") {
        firsts.entry(g["family"].as_str().expect("a family").to_string()).or_insert_with(|| g.clone());
    }
    assert!(firsts.len() >= 10, "{} families", firsts.len());
    let mut played = Vec::new();
    for (family, game) in &firsts {
        let id = game["id"].as_str().expect("an id");
        let spec = json!({"game": id, "params": game["quick"], "seats": {"first": "human", "second": "human"}});
        let (status, created) = lab.post("/api/matches", None, &spec).await;
        assert_eq!(status, 201, "{family} ({id}): {created}");
        let m = created["id"].as_str().expect("the match's id").to_string();
        let token = |seat: &str| created["tokens"][seat].as_str().expect("a seat's token").to_string();
        let mut plies = 0;
        loop {
            let en = view(&lab, &m, &token("first"), Lang::EN).await;
            let seat = en["to_move"].as_str().map(str::to_string);
            let token = token(seat.as_deref().unwrap_or("first"));
            let en = view(&lab, &m, &token, Lang::EN).await;
            let (pt, br) = (view(&lab, &m, &token, Lang::PT).await, view(&lab, &m, &token, Lang::PT_BR).await);
            // The same match in three languages: the same position and moves,
            // the words each language's.
            for other in [&pt, &br] {
                assert_eq!(other["position"], en["position"], "{family}");
                assert_eq!(other["legal_moves"], en["legal_moves"], "{family}");
            }
            let (en_words, pt_words, br_words) = (words(&en), words(&pt), words(&br));
            assert!(!en_words[0].is_empty(), "{family} ({id}): no prompt: {en}");
            assert_ne!(en_words[0], pt_words[0], "{family} ({id}): the prompt is not in Portuguese");
            for said in pt_words.iter().chain(&br_words) {
                assert!(!said.contains("inglês"), "{family} ({id}): {said}");
            }
            for (e, p) in en_words.iter().zip(&pt_words).skip(1) {
                // Words of a move differ between the languages, save a bare
                // number or notation, which both write alike.
                if e.chars().any(char::is_alphabetic) && e.len() > 3 {
                    assert_ne!(e, p, "{family} ({id}): the same words in English and Portuguese");
                }
            }
            let Some(seat) = seat else { break };
            let legal = en["legal_moves"].as_array().cloned().unwrap_or_default();
            if legal.is_empty() || plies == PLIES {
                break; // a game of guesses or secrets lists no moves; or long enough
            }
            let (status, after) =
                lab.post(&format!("/api/matches/{m}/moves"), Some(&token), &json!({"move": legal[0]})).await;
            assert!(status < 300, "{family} ({id}), {seat} plays {}: {after}", legal[0]);
            plies += 1;
        }
        played.push(format!("{family} ({id}): {plies} plies"));
    }
    eprintln!("played through the API in en, pt-PT and pt-BR:\n  {}", played.join("\n  "));
}
