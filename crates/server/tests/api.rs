//! Every route of the API, with its bad input: a clear 4xx with a JSON
//! error, the match unchanged, the server up.

mod common;

use common::{Lab, wait_job};
use ludoteca_core::Lang;
use serde_json::{Value, json};

fn vs_champion(game: &str, heap: &str) -> Value {
    json!({"game": game, "params": {"heap": heap}, "seats": {"first": "human", "second": "champion"}, "budget_ms": 200})
}

#[tokio::test]
async fn the_catalogue_speaks_both_languages() {
    let lab = Lab::start().await;
    let (status, games) = lab.get("/api/games", None).await;
    assert_eq!(status, 200);
    let games = games.as_array().unwrap();
    let je8 = games.iter().find(|g| g["id"] == "je-8").unwrap();
    assert_eq!(je8["family"], "heap");
    assert_eq!(je8["kind"], "turns");
    assert!(je8["statement_pt"].as_str().unwrap().contains("monte"), "{je8}");
    assert!(games.iter().any(|g| g["id"] == "figuras" && g["family"] == "figuras"));
    let (status, one) = lab.get("/api/games/je-9", None).await;
    assert_eq!(status, 200);
    assert!(one["rules"].as_str().unwrap().len() > 40);
    // The rules in every language, the same text as `ludoteca --lang … rules`.
    let entry = ludoteca_games::open("je-9", &ludoteca_games::Params::new()).unwrap();
    for (field, lang) in [("en", Lang::EN), ("pt", Lang::PT), ("pt-BR", Lang::PT_BR)] {
        assert_eq!(one["rules_i18n"][field].as_str().unwrap(), entry.rules(lang), "{field}");
    }
    assert_eq!(one["rules_i18n"]["en"], one["rules"]);
    assert_eq!(one["rules_i18n"]["pt"], one["rules_pt"]);
    assert!(one["rules_pt"].as_str().unwrap().contains("Parâmetros:"), "{one}");
    // The rules cut for a page: every game, in both Portuguese, gives the
    // student rules in words, and the command line only to the teacher.
    for g in games {
        let id = g["id"].as_str().unwrap();
        let (_, one) = lab.get(&format!("/api/games/{id}"), None).await;
        for lang in ["pt", "pt-BR"] {
            let student = one["rules_student_i18n"][lang].as_str().unwrap();
            assert!(student.len() > 40, "{id} ({lang}): {student:?}");
            for bad in ["--param", "`", "="] {
                assert!(!student.contains(bad), "{id} ({lang}): `{bad}` in the student's rules: {student}");
            }
            assert!(one["rules_teacher_i18n"][lang].is_string(), "{id} ({lang}): {one}");
        }
    }
    let (status, e) = lab.get("/api/games/je-999", None).await;
    assert_eq!((status, e["error"].as_str().unwrap()), (404, "there is no game `je-999`"));
    let (status, _) = lab.get("/api/nothing/here", None).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn the_catalogue_types_every_parameter_and_json_takes_either_spelling() {
    let lab = Lab::start().await;
    let (_, games) = lab.get("/api/games", None).await;
    let (_, erdos) = lab.get("/api/games/erdos-latino", None).await;
    let version = erdos["param_specs"].as_array().unwrap().iter().find(|p| p["name"] == "version").unwrap();
    let values: Vec<&str> =
        version["kind"]["choices"].as_array().unwrap().iter().map(|c| c["value"].as_str().unwrap()).collect();
    assert_eq!(values, ["I", "II", "III"], "version is a choice the page can offer: {version}");
    assert_eq!(erdos["capabilities"]["table"], false);
    assert_eq!(erdos["capabilities"]["exact_solve"], true);
    let listed = games.as_array().unwrap().iter().find(|g| g["id"] == "je-20").unwrap();
    assert_eq!(listed["capabilities"]["table"], true);
    let (_, je20) = lab.get("/api/games/je-20", None).await;
    let heap = je20["param_specs"].as_array().unwrap().iter().find(|p| p["name"] == "heap").unwrap();
    assert_eq!((heap["kind"]["type"].as_str(), heap["kind"]["min"].as_u64()), (Some("integer"), Some(0)));
    assert!(heap["label"]["pt"].as_str().is_some_and(|l| !l.is_empty()));

    // JSON parameters: numbers and truths as well as text, `_` for `-`.
    let erdos_iii = json!({"game": "erdos-latino", "params": {"version": "III", "open_hands": true, "size": 3},
        "seats": {"first": "human", "second": "human"}});
    let (status, r) = lab.post("/api/matches", None, &erdos_iii).await;
    assert_eq!(status, 201, "{r}");
    let classic = json!({"game": "mastermind", "params": {"variant": "classic", "max_guesses": 12},
        "seats": {"first": "human", "second": "champion"}});
    let (status, r) = lab.post("/api/matches", None, &classic).await;
    assert_eq!(status, 201, "{r}");
    let (status, r) = lab.get("/api/games/je-8/outcome?param=misere%3Dtrue&param=heap%3D4", None).await;
    assert_eq!(status, 200, "{r}");
    // A bad value names what is accepted.
    let bad =
        json!({"game": "erdos-latino", "params": {"version": "IV"}, "seats": {"first": "human", "second": "human"}});
    let (status, r) = lab.post("/api/matches", None, &bad).await;
    assert!(status == 400 || status == 422, "{status} {r}");
    assert!(r["error"].as_str().unwrap().contains("I (with luck"), "{r}");
}

/// Numbers are read as the family reads them before the web lab's cap is
/// applied: `10^12` and `1_000_000_000_000` are as large as they look.
#[tokio::test]
async fn numbers_in_any_spelling_meet_the_cap() {
    let lab = Lab::start().await;
    for q in ["param=heap%3D10%5E12", "param=heap%3D1_000_000_000_000", "param=heap%3D2%5E60"] {
        let (status, r) = lab.get(&format!("/api/games/je-28/outcome?{q}"), None).await;
        assert_eq!(status, 400, "{q}: {r}");
        assert!(r["error"].as_str().unwrap().contains("100000000"), "{r}");
        let (status, _) = lab.get(&format!("/api/games/je-1/outcome?{q}"), None).await;
        assert_eq!(status, 400, "{q}");
    }
    let big = json!({"game": "je-28", "params": {"heap": "10^15"}, "seats": {"first": "human", "second": "champion"}});
    assert_eq!(lab.post("/api/matches", None, &big).await.0, 400);
    let job = json!({"kind": "table", "game": "je-1", "params": {"heap": "2^60"}});
    assert_eq!(lab.post("/api/jobs", None, &job).await.0, 400);
    // Within the cap, every spelling is still taken.
    let (status, r) = lab.get("/api/games/je-1/outcome?param=heap%3D10%5E3", None).await;
    assert_eq!((status, r["position"].as_str()), (200, Some("1000")), "{r}");
}

#[tokio::test]
async fn outcome_answers_and_refuses_clearly() {
    let lab = Lab::start().await;
    let (status, r) = lab.get("/api/games/je-9/outcome?position=20", None).await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["outcome"], "P");
    let (status, r) = lab.get("/api/games/je-8/outcome?param=heap%3D5", None).await;
    assert_eq!((status, &r["position"]), (200, &json!("5")));
    // The reason follows the request's language (it was English under
    // `lang=pt`, the text's word beside the English letter).
    let (status, r) = lab.get("/api/games/je-9/outcome?position=5&lang=pt", None).await;
    assert_eq!(status, 200, "{r}");
    let why = r["explanation"].as_str().unwrap_or_default();
    assert!(why.starts_with("tipo-S — inatacável") && why.contains("jogada"), "{why}");
    let (_, r) = lab.get("/api/games/je-9/outcome?position=5&lang=pt-BR", None).await;
    assert!(r["explanation"].as_str().is_some_and(|w| w.starts_with("tipo-S")), "{r}");
    let (_, r) = lab.get("/api/games/je-9/outcome?position=5", None).await;
    assert!(r["explanation"].as_str().is_some_and(|w| w.contains("every move leaves")), "{r}");
    // So does the drawing (Nim's binary stack, in game 11).
    let (_, r) = lab.get("/api/games/je-11/outcome?position=10,7&lang=pt", None).await;
    let drawn = r["diagram"].as_str().unwrap_or_default();
    assert!(drawn.contains("soma de Nim") && !drawn.contains("Nim sum"), "{r}");
    let (_, r) = lab.get("/api/games/je-11/outcome?position=10,7", None).await;
    assert!(r["diagram"].as_str().is_some_and(|d| d.contains("Nim sum")), "{r}");
    let (status, r) = lab.get("/api/games/je-9/outcome?position=banana", None).await;
    assert_eq!(status, 422, "{r}");
    assert!(r["error"].is_string());
    let (status, r) = lab.get("/api/games/je-9/outcome?param=heap", None).await;
    assert_eq!(status, 422, "{r}");
}

#[tokio::test]
async fn a_match_against_the_champion_with_every_refusal() {
    let lab = Lab::start().await;
    let (id, tokens) = lab.create(vs_champion("je-8", "7")).await;
    let me = tokens["first"].as_str().unwrap();
    assert!(tokens.get("second").is_none(), "the champion's seat has no token");
    let path = format!("/api/matches/{id}/moves");

    // Bad moves and bad requests change nothing.
    let (status, e) = lab.post(&path, Some(me), &json!({"move": "9"})).await;
    assert_eq!(status, 422, "{e}");
    assert!(e["error"].as_str().unwrap().contains("take 1 or 2"), "{e}");
    let (status, _) = lab.post(&path, None, &json!({"move": "1"})).await;
    assert_eq!(status, 401);
    // An unknown token is refused as such, never taken for a spectator.
    let (status, _) = lab.post(&path, Some("not-a-token"), &json!({"move": "1"})).await;
    assert_eq!(status, 401);
    let (status, e) = lab.raw("POST", &path, Some(me), Some(("application/json", b"{\"move\": "))).await;
    assert_eq!(status, 400, "{e}");
    let (status, _) = lab.post(&path, Some(me), &json!({"mv": "1"})).await;
    assert_eq!(status, 422);
    let (status, _) = lab.raw("POST", &path, Some(me), Some(("text/plain", b"{\"move\": \"1\"}"))).await;
    assert_eq!(status, 415);
    let big = vec![b' '; ludoteca_server::MAX_BODY + 10];
    let (status, e) = lab.raw("POST", &path, Some(me), Some(("application/json", &big))).await;
    assert_eq!(status, 413, "{e}");
    let (status, _) = lab.post("/api/matches/nope/moves", Some(me), &json!({"move": "1"})).await;
    assert_eq!(status, 404);
    let v = lab.wait_view(&id, Some(me), |_| true).await;
    assert_eq!((v["position"].as_str(), v["version"].as_u64()), (Some("7"), Some(0)));
    assert_eq!(v["params"]["heap"], "7");

    // A good move; the champion replies over the socket's state.
    let (status, r) = lab.post(&path, Some(me), &json!({"move": "2"})).await;
    assert_eq!(status, 200, "{r}");
    let v = lab.wait_view(&id, Some(me), |v| v["version"] == 2).await;
    assert_eq!(v["position"], "3", "the champion leaves a multiple of 3");
    assert_eq!(v["to_move"], "first");

    // Hint for the seat to move; undo back to my turn.
    let (status, h) = lab.get(&format!("/api/matches/{id}/hint"), Some(me)).await;
    assert_eq!(status, 200, "{h}");
    assert!(h["summary"].as_str().unwrap().starts_with('P'), "{h}");
    let (status, _) = lab.get(&format!("/api/matches/{id}/hint"), None).await;
    assert_eq!(status, 401);
    let (status, r) = lab.post(&format!("/api/matches/{id}/undo"), Some(me), &json!({})).await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["view"]["position"], "7");
    let (status, _) = lab.post(&format!("/api/matches/{id}/undo"), Some(me), &json!({})).await;
    assert_eq!(status, 409, "nothing left to undo");

    // Play it out: 7 → 6 is the winning line for A.
    lab.post(&path, Some(me), &json!({"move": "1"})).await;
    let mut v = lab.wait_view(&id, Some(me), |v| v["version"] == 2).await;
    while v["result"].is_null() {
        let n: u64 = v["position"].as_str().unwrap().parse().unwrap();
        let mv = if n.is_multiple_of(3) { "1" } else { &(n % 3).to_string() };
        let version = v["version"].as_u64().unwrap();
        let (status, r) = lab.post(&path, Some(me), &json!({"move": mv})).await;
        assert_eq!(status, 200, "{r}");
        v = lab.wait_view(&id, Some(me), |v| !v["result"].is_null() || v["version"] == version + 2).await;
    }
    assert_eq!((&v["result"]["result"], &v["result"]["seat"]), (&json!("winner"), &json!("first")), "{v}");
    assert!(v["result"]["reason"].as_str().unwrap().ends_with("so A (First) wins."), "{v}");
    let (status, e) = lab.post(&path, Some(me), &json!({"move": "1"})).await;
    assert_eq!(status, 409, "{e}");

    // The history lists it, and replays it.
    let (_, h) = lab.get("/api/history", None).await;
    assert_eq!(h[0]["id"], id.as_str());
    let (status, r) = lab.get(&format!("/api/history/{id}"), None).await;
    assert_eq!(status, 200);
    assert_eq!(r["moves"].as_array().unwrap().len() as u64, v["version"].as_u64().unwrap());
    // Each replayed move carries the board it left, and the start its own.
    assert_eq!((&r["start_board"]["kind"], &r["start_board"]["stones"]), (&json!("heap"), &json!(7)), "{r}");
    for m in r["moves"].as_array().unwrap() {
        assert_eq!(m["board"]["stones"].to_string(), m["position"].as_str().unwrap(), "{m}");
    }
    let (status, _) = lab.get("/api/history/nope", None).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn a_finished_match_cannot_be_undone_and_stays_in_the_history() {
    let lab = Lab::start().await;
    // A heap of 2 in game 8: taking both wins at once, against the champion.
    let (id, tokens) = lab.create(vs_champion("je-8", "2")).await;
    let me = tokens["first"].as_str().unwrap();
    let v = lab.get(&format!("/api/matches/{id}"), Some(me)).await.1;
    // Nothing to take back yet: undo would fail, so it is not offered.
    assert_eq!(v["undo"], false, "nothing to undo at the start: {v}");
    let (status, r) = lab.post(&format!("/api/matches/{id}/moves"), Some(me), &json!({"move": "2"})).await;
    assert_eq!(status, 200, "{r}");
    let v = lab.wait_view(&id, Some(me), |v| !v["result"].is_null()).await;
    assert_eq!((v["result"]["seat"].as_str(), v["undo"].as_bool()), (Some("first"), Some(false)), "{v}");
    let (status, e) = lab.post(&format!("/api/matches/{id}/undo"), Some(me), &json!({})).await;
    assert_eq!(status, 409, "{e}");
    assert!(e["error"].as_str().unwrap().contains("over"), "{e}");
    let after = lab.get(&format!("/api/matches/{id}"), Some(me)).await.1;
    assert_eq!((&after["result"], &after["history"]), (&v["result"], &v["history"]), "the record is unchanged");
    let (_, h) = lab.get("/api/history", None).await;
    assert!(h.as_array().unwrap().iter().any(|m| m["id"] == id.as_str()), "kept in the history: {h}");
}

#[tokio::test]
async fn two_people_take_turns_and_cannot_undo() {
    let lab = Lab::start().await;
    let (id, tokens) = lab
        .create(json!({"game": "je-9", "params": {"heap": "10"}, "seats": {"first": "human", "second": "human"}}))
        .await;
    let (a, b) = (tokens["first"].as_str().unwrap(), tokens["second"].as_str().unwrap());
    let path = format!("/api/matches/{id}/moves");
    let (status, e) = lab.post(&path, Some(b), &json!({"move": "1"})).await;
    assert_eq!(status, 409, "{e}");
    assert!(e["error"].as_str().unwrap().contains("not"), "{e}");
    assert_eq!(lab.post(&path, Some(a), &json!({"move": "4"})).await.0, 200);
    let (status, _) = lab.get(&format!("/api/matches/{id}/hint"), Some(a)).await;
    assert_eq!(status, 409, "a hint is for the seat to move");
    assert_eq!(lab.get(&format!("/api/matches/{id}/hint"), Some(b)).await.0, 200);
    let (status, _) = lab.post(&format!("/api/matches/{id}/undo"), Some(a), &json!({})).await;
    assert_eq!(status, 409);
    let (_, spectator) = lab.get(&format!("/api/matches/{id}"), None).await;
    assert_eq!((spectator["seat"].clone(), spectator["position"].clone()), (Value::Null, json!("6")));
}

#[tokio::test]
async fn creating_a_match_checks_everything() {
    let lab = Lab::start().await;
    for (body, status) in [
        (json!({"game": "je-999", "seats": {"first": "human", "second": "human"}}), 404),
        (json!({"game": "je-8", "seats": {"first": "human", "second": "robot"}}), 422),
        (json!({"game": "je-8", "seats": {"first": "human"}}), 422),
        (json!({"game": "je-8", "params": {"heap": "x"}, "seats": {"first": "human", "second": "human"}}), 422),
        (json!({"game": "je-8", "start": "-4", "seats": {"first": "human", "second": "human"}}), 422),
        (json!({"game": "je-8", "budget_ms": 0, "seats": {"first": "human", "second": "champion"}}), 400),
        (json!({"game": "je-8", "colour": 1, "seats": {"first": "human", "second": "human"}}), 422),
        (json!({"game": "mastermind", "seed": 7, "seats": {"first": "human", "second": "human"}}), 400),
        (json!({"game": "mastermind", "params": {"seed": "7"}, "seats": {"first": "human", "second": "human"}}), 400),
    ] {
        let (got, e) = lab.post("/api/matches", None, &body).await;
        assert_eq!(got, status, "{body} → {e}");
        assert!(e["error"].as_str().is_some_and(|s| s.len() > 10), "{e}");
    }
}

#[tokio::test]
async fn champion_against_champion_plays_to_the_end() {
    let lab = Lab::start().await;
    let (id, tokens) = lab
        .create(json!({"game": "je-8", "params": {"heap": "12"}, "seats": {"first": "champion", "second": "champion"},
            "budget_ms": 100}))
        .await;
    assert!(tokens.as_object().unwrap().is_empty());
    let v = lab.wait_view(&id, None, |v| !v["result"].is_null()).await;
    assert_eq!(
        (&v["result"]["result"], &v["result"]["seat"]),
        (&json!("winner"), &json!("second")),
        "12 is safe: B wins"
    );
    assert!(v["result"]["reason"].as_str().unwrap().contains("made the last move"), "{v}");
    assert_eq!(v["result"]["reason_code"], "last_move", "{v}");
}

#[tokio::test]
async fn an_unfinished_match_resumes_after_a_restart() {
    let lab = Lab::start().await;
    let (id, tokens) = lab.create(vs_champion("je-9", "30")).await;
    let me = tokens["first"].as_str().unwrap().to_string();
    lab.post(&format!("/api/matches/{id}/moves"), Some(&me), &json!({"move": "1"})).await;
    let before = lab.wait_view(&id, Some(&me), |v| v["version"] == 2).await;
    let lab = lab.restart().await;
    let after = lab.wait_view(&id, Some(&me), |_| true).await;
    assert_eq!(before["history"], after["history"]);
    assert_eq!(after["position"], before["position"]);
}

#[tokio::test]
async fn jobs_compute_tables_and_periods_in_the_background() {
    let lab = Lab::start().await;
    let (status, j) = lab.post("/api/jobs", None, &json!({"kind": "table", "game": "je-9", "to": 40})).await;
    assert_eq!(status, 202, "{j}");
    let id = j["id"].as_str().unwrap().to_string();
    let done = wait_job(&lab, &id).await;
    assert_eq!(done["state"], "done", "{done}");
    assert_eq!(done["result"]["entries"].as_array().unwrap().len(), 41);
    assert!(done["result"]["svg"].as_str().unwrap().starts_with("<svg"));
    let (_, j) = lab.post("/api/jobs", None, &json!({"kind": "period", "game": "je-9"})).await;
    let done = wait_job(&lab, j["id"].as_str().unwrap()).await;
    assert_eq!((done["result"]["period"].as_u64(), done["result"]["proved"].as_bool()), (Some(5), Some(true)));
    for (body, status) in [
        (json!({"kind": "dance", "game": "je-9"}), 400),
        (json!({"kind": "table", "game": "je-9", "from": 9, "to": 3}), 400),
        (json!({"kind": "table", "game": "je-9", "to": 10_000_000}), 400),
        (json!({"kind": "table", "game": "nope"}), 404),
    ] {
        let (got, e) = lab.post("/api/jobs", None, &body).await;
        assert_eq!(got, status, "{body} → {e}");
    }
    assert_eq!(lab.get("/api/jobs/nope", None).await.0, 404);
}

#[tokio::test]
async fn the_web_ui_is_served_with_careful_headers() {
    let lab = Lab::start().await;
    let (status, body) = lab.get("/", None).await;
    assert_eq!(status, 200);
    assert!(body.as_str().unwrap().contains("<html"));
    let (status, _) = lab.get("/no-such-file.js", None).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn what_could_hurt_the_server_or_reveal_a_secret_is_refused() {
    let lab = Lab::start().await;
    // Numbers a web request must not make the server allocate for.
    let (status, e) = lab.get("/api/games/je-28/outcome?param=heap%3D1000000000", None).await;
    assert_eq!(status, 400, "{e}");
    let body =
        json!({"game": "je-28", "params": {"heap": "1000000000"}, "seats": {"first": "human", "second": "champion"}});
    assert_eq!(lab.post("/api/matches", None, &body).await.0, 400);
    let (status, _) = lab
        .post(
            "/api/jobs",
            None,
            &json!({"kind": "table", "game": "je-9", "from": 999_999_990u64,
        "to": 1_000_000_000u64}),
        )
        .await;
    assert_eq!(status, 400);

    // Undo would let a breaker hear the champion's secret answer twice.
    let (id, t) = lab
        .create(json!({"game": "mastermind", "seats": {"first": "champion", "second": "human"}, "budget_ms": 100}))
        .await;
    let me = t["second"].as_str().unwrap();
    lab.wait_view(&id, Some(me), |v| v["to_move"] == "second").await;
    assert_eq!(lab.post(&format!("/api/matches/{id}/moves"), Some(me), &json!({"move": "1234"})).await.0, 200);
    let (status, e) = lab.post(&format!("/api/matches/{id}/undo"), Some(me), &json!({})).await;
    assert_eq!(status, 409, "{e}");

    // A champion that cannot play says so once, instead of trying forever.
    let (id, t) = lab
        .create(json!({"game": "mastermind", "params": {"pegs": "8", "colors": "10"},
            "seats": {"first": "human", "second": "champion"}}))
        .await;
    let me = t["first"].as_str().unwrap();
    assert_eq!(
        lab.post(&format!("/api/matches/{id}/moves"), Some(me), &json!({"move": "secret 12345678"})).await.0,
        200
    );
    let v = lab.wait_view(&id, Some(me), |v| v["champion_error"].is_string() || v["version"] == 2).await;
    if v["champion_error"].is_string() {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let again = lab.wait_view(&id, Some(me), |_| true).await;
        assert_eq!((again["thinking"].clone(), again["version"].clone()), (json!(false), json!(1)), "{again}");
    }
}
