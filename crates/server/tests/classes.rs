//! Class mode over the API: a class opened, joined by code, paired in
//! rounds played to the end, standings and CSV; join-code guessing
//! throttled; bad names refused in the caller's language with nothing
//! stored; a student's token reaches only their own seat; the teacher's
//! board (and its socket) carries no hidden information of an unfinished
//! match; a counted round (hints, analysis and undo off) and back; pause, forfeit, end, delete; a restart keeps the class.

mod common;

use common::{Class, Lab};
use futures_util::StreamExt;
use serde_json::{Value, json};
use std::time::Duration;

/// A small game: take 1 or 4 stones from a heap of 9.
fn heap() -> Value {
    json!({"game": "je-1", "params": {"heap": "9"}})
}

async fn open(lab: &Lab, body: Value) -> Class {
    lab.open_class("", &body).await
}

/// Joins `name`; returns the student's token.
async fn join(lab: &Lab, c: &Class, name: &str) -> String {
    lab.join_class(c, name).await
}

async fn board(lab: &Lab, c: &Class) -> Value {
    let (status, v) = lab.get(&format!("/api/classes/{}", c.id), Some(&c.teacher)).await;
    assert_eq!(status, 200, "{v}");
    v
}

async fn me(lab: &Lab, c: &Class, token: &str) -> Value {
    let (status, v) = lab.get(&format!("/api/classes/{}/me", c.id), Some(token)).await;
    assert_eq!(status, 200, "{v}");
    v
}

/// Plays every student's current match to its end, always the first legal move.
async fn play_round(lab: &Lab, c: &Class, tokens: &[String]) {
    for t in tokens {
        let m = me(lab, c, t).await;
        if m["match"].is_null() {
            continue;
        }
        let id = m["match"]["id"].as_str().unwrap().to_string();
        let (_, v) = lab.get(&format!("/api/matches/{id}"), None).await;
        if !v["result"].is_null() {
            continue;
        }
        // Both seats of a pair: each student's token opens their own.
        let mut seats = serde_json::Map::new();
        for u in tokens {
            let mu = me(lab, c, u).await;
            if mu["match"]["id"] == id.as_str() {
                seats.insert(mu["match"]["seat"].as_str().unwrap().into(), u.clone().into());
            }
        }
        lab.play_out(&id, &Value::Object(seats), 100, |v| v["legal_moves"][0].as_str().map(str::to_string)).await;
    }
}

#[tokio::test]
async fn a_class_is_joined_paired_played_and_its_results_kept() {
    let lab = Lab::start().await;
    let c = open(&lab, heap()).await;
    let names = ["Ana", "Rui", "Zé", "Inês", "Tomás"];
    let mut tokens = Vec::new();
    for n in names {
        tokens.push(join(&lab, &c, n).await);
    }
    // A code is read as typed: lower case, spaced.
    let typed = format!(" {} {} ", c.code[..3].to_lowercase(), &c.code[3..]);
    let (status, v) = lab.post("/api/classes/join", None, &json!({"code": typed, "name": "Maria"})).await;
    assert_eq!(status, 201, "{v}");
    tokens.push(v["student_token"].as_str().unwrap().into());

    // Round 1, at random: 3 matches, no bye.
    let (status, r) =
        lab.post(&format!("/api/classes/{}/rounds", c.id), Some(&c.teacher), &json!({"pairing": "random"})).await;
    assert_eq!(status, 201, "{r}");
    assert_eq!(r["matches"].as_array().unwrap().len(), 3, "{r}");
    // A second round while the first is played is refused, in Portuguese when asked.
    let (status, e) = lab
        .post(&format!("/api/classes/{}/rounds?lang=pt", c.id), Some(&c.teacher), &json!({"pairing": "random"}))
        .await;
    assert_eq!(status, 409, "{e}");
    assert!(e["error"].as_str().unwrap().contains("3 partidas desta ronda"), "{e}");
    play_round(&lab, &c, &tokens).await;

    // Round 2: everyone meets someone new, seats balanced.
    let (status, r2) =
        lab.post(&format!("/api/classes/{}/rounds", c.id), Some(&c.teacher), &json!({"pairing": "random"})).await;
    assert_eq!(status, 201, "{r2}");
    let pair = |m: &Value| {
        let mut p = [m["first"]["student"].as_u64().unwrap(), m["second"]["student"].as_u64().unwrap()];
        p.sort_unstable();
        p
    };
    let first: Vec<_> = r["matches"].as_array().unwrap().iter().map(pair).collect();
    for m in r2["matches"].as_array().unwrap() {
        assert!(!first.contains(&pair(m)), "a rematch in round 2: {r} then {r2}");
    }
    play_round(&lab, &c, &tokens).await;

    // The board: two rounds, six finished matches, standings summing to 6 points.
    let b = board(&lab, &c).await;
    assert_eq!(b["round"], 2);
    assert_eq!(b["students"].as_array().unwrap().len(), 6);
    let matches = b["matches"].as_array().unwrap();
    assert_eq!(matches.len(), 6);
    assert!(matches.iter().all(|m| !m["result"].is_null()), "{b}");
    let total: f64 =
        b["standings"].as_array().unwrap().iter().map(|s| s["points"].as_str().unwrap().parse::<f64>().unwrap()).sum();
    assert_eq!(total, 6.0, "one point per match: {b}");
    let seats_a: Vec<u64> =
        (1..=6).map(|s| matches.iter().filter(|m| m["first"]["student"] == s).count() as u64).collect();
    assert!(seats_a.iter().all(|&n| n == 1), "everyone sat in A once in two rounds: {seats_a:?}");

    // The matches are in the teacher's history with the names (not in the
    // public one: tests/privacy.rs).
    let (_, history) = lab.get("/api/history", Some(&c.teacher)).await;
    let id = matches[0]["id"].as_str().unwrap();
    let item = history.as_array().unwrap().iter().find(|h| h["id"] == id).expect("the class's match is in the history");
    assert_eq!(item["names"]["first"], matches[0]["first"]["name"], "{item}");
    assert!(!item["reason"].as_str().unwrap().is_empty(), "{item}");

    // The CSV: standings then every match, in the caller's language.
    let (status, csv) = lab.get(&format!("/api/classes/{}/results.csv?lang=pt", c.id), Some(&c.teacher)).await;
    assert_eq!(status, 200);
    let csv = csv.as_str().unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "lugar,nome,pontos,jogos,vitórias,empates,derrotas,folgas");
    let rows = lines.iter().filter(|l| l.starts_with("1,") || l.starts_with("2,")).count();
    assert!(rows >= 6, "every match of both rounds has its row: {rows}");
    assert!(lines.contains(&"ronda,partida,A (primeiro),B (segundo),resultado,razão"), "{csv}");
    for n in names {
        assert!(csv.contains(n), "{n} in {csv}");
    }
    assert!(csv.contains("ganha A (primeiro)") || csv.contains("ganha B (segundo)"), "{csv}");
    let (_, en) = lab.get(&format!("/api/classes/{}/results.csv", c.id), Some(&c.teacher)).await;
    assert!(en.as_str().unwrap().starts_with("rank,name,points"), "{en}");

    // A restart keeps the class, its students and its rounds.
    let lab = lab.restart().await;
    let again = board(&lab, &c).await;
    assert_eq!(again["standings"], b["standings"]);
    assert_eq!(me(&lab, &c, &tokens[0]).await["name"], "Ana");
}

#[tokio::test]
async fn join_code_guessing_is_throttled() {
    let lab = Lab::start().await;
    let c = open(&lab, heap()).await;
    let mut statuses = Vec::new();
    for i in 0..25 {
        let (status, v) =
            lab.post("/api/classes/join?lang=pt", None, &json!({"code": format!("ZZZ{:03}", i), "name": "X"})).await;
        if status == 404 {
            assert!(v["error"].as_str().unwrap().contains("nenhuma turma aberta tem este código"), "{v}");
        }
        statuses.push(status);
    }
    assert!(statuses[..20].iter().all(|&s| s == 404), "{statuses:?}");
    assert!(statuses[20..].iter().all(|&s| s == 429), "{statuses:?}");
    // Throttled, the right code is refused too: guessing gains nothing.
    let (status, v) = lab.post("/api/classes/join", None, &json!({"code": c.code, "name": "Ana"})).await;
    assert_eq!(status, 429, "{v}");
    assert!(v["error"].as_str().unwrap().contains("not necessarily yours"), "never blames the pupil: {v}");
    assert!(board(&lab, &c).await["students"].as_array().unwrap().is_empty(), "nothing stored");
}

/// `POST /api/classes/join` sent from the loopback address `from`.
async fn join_from(lab: &Lab, from: &str, code: &str, name: &str) -> (u16, Value) {
    lab.from(from, "POST", "/api/classes/join", None, Some(&json!({"code": code, "name": name}))).await
}

#[tokio::test]
async fn a_burst_of_wrong_codes_from_many_addresses_locks_no_one_out_of_another_class() {
    let lab = Lab::start().await;
    let classes = [open(&lab, heap()).await, open(&lab, heap()).await];
    // 20 wrong codes from each of 11 addresses: 220, past the server's limit.
    for a in 1..=11 {
        for i in 0..20 {
            let (status, v) = join_from(&lab, &format!("127.0.0.{a}"), &format!("QQQ{i:03}"), "X").await;
            assert!(status == 404 || status == 429, "{status} {v}");
        }
    }
    let (status, _) = join_from(&lab, "127.0.0.5", &classes[0].code, "Guesser").await;
    assert_eq!(status, 429, "an address that guessed is held back, even with a right code");
    // Pupils on fresh addresses join their own classes at once.
    for (i, c) in classes.iter().enumerate() {
        let (status, v) = join_from(&lab, &format!("127.0.1.{}", i + 1), &c.code, "Ana").await;
        assert_eq!(status, 201, "{v}");
    }
}

#[tokio::test]
async fn bad_names_are_refused_in_the_callers_language_and_nothing_is_stored() {
    let lab = Lab::start().await;
    let c = open(&lab, heap()).await;
    join(&lab, &c, "Ana").await;
    let long = "x".repeat(41);
    for (name, lang, status, words) in [
        ("", "pt", 400, "um nome tem de 1 a 40 carateres"),
        ("   ", "pt-BR", 400, "um nome tem de 1 a 40 caracteres"),
        (long.as_str(), "en", 400, "a name is 1 to 40 characters"),
        ("Ana\nMaria", "pt", 400, "sem carateres de controlo"),
        ("Ana\u{202e}", "en", 400, "without control characters"),
        ("ana", "pt", 409, "«ana» já está nesta turma"),
        (" ANA ", "pt-BR", 409, "acrescente a inicial do seu sobrenome"),
        // Look-alikes: full-width letters, a Cyrillic "а" beside Latin ones.
        ("Ａｎａ", "pt", 409, "«Ana» já está nesta turma"),
        ("An\u{430}", "pt", 400, "mistura letras de dois alfabetos"),
        ("\u{410}na", "en", 400, "mixes letters of two alphabets"),
    ] {
        let (s, v) =
            lab.post(&format!("/api/classes/join?lang={lang}"), None, &json!({"code": c.code, "name": name})).await;
        assert_eq!(s, status, "{name:?}: {v}");
        let e = v["error"].as_str().unwrap();
        assert!(e.contains(words), "{name:?} in {lang}: {e}");
        assert!(!e.contains('\n'), "one line: {e}");
    }
    let b = board(&lab, &c).await;
    assert_eq!(b["students"], json!([{"id": 1, "name": "Ana", "present": true}]), "nothing stored");
    // Names are kept as text: markup is not interpreted by the server either.
    join(&lab, &c, "<b>Rui</b>").await;
    assert_eq!(board(&lab, &c).await["students"][1]["name"], "<b>Rui</b>");
}

#[tokio::test]
async fn a_students_token_reaches_only_their_own_seat() {
    let lab = Lab::start().await;
    let c = open(&lab, heap()).await;
    let tokens: Vec<String> = {
        let mut v = Vec::new();
        for n in ["Ana", "Rui", "Zé", "Inês"] {
            v.push(join(&lab, &c, n).await);
        }
        v
    };
    let (status, _) =
        lab.post(&format!("/api/classes/{}/rounds", c.id), Some(&c.teacher), &json!({"pairing": "random"})).await;
    assert_eq!(status, 201);
    let mine = me(&lab, &c, &tokens[0]).await;
    let (my_match, my_seat) =
        (mine["match"]["id"].as_str().unwrap().to_string(), mine["match"]["seat"].as_str().unwrap());
    assert_eq!(mine["match"]["token"], tokens[0].as_str(), "the student's own token opens the seat");
    // Another pair's match: Ana's token opens no seat there.
    let other = {
        let mut found = None;
        for t in &tokens[1..] {
            let m = me(&lab, &c, t).await;
            if m["match"]["id"] != my_match.as_str() {
                found = Some(m["match"]["id"].as_str().unwrap().to_string());
            }
        }
        found.expect("two pairs")
    };
    let (status, v) = lab.post(&format!("/api/matches/{other}/moves"), Some(&tokens[0]), &json!({"move": "1"})).await;
    assert_eq!(status, 401, "{v}");
    let (_, view) = lab.get(&format!("/api/matches/{other}"), None).await;
    assert_eq!(view["history"], json!([]), "nothing was played there");
    // In her own match she is her seat only: the other seat's turn is refused.
    let (_, v) = lab.get(&format!("/api/matches/{my_match}"), Some(&tokens[0])).await;
    assert_eq!(v["seat"], my_seat);
    if v["to_move"] != my_seat {
        let (status, _) =
            lab.post(&format!("/api/matches/{my_match}/moves"), Some(&tokens[0]), &json!({"move": "1"})).await;
        assert_eq!(status, 409);
    }
    // A student is not the teacher, and a student of another class is nobody here.
    let (status, _) = lab.get(&format!("/api/classes/{}", c.id), Some(&tokens[0])).await;
    assert_eq!(status, 403);
    let (status, _) =
        lab.post(&format!("/api/classes/{}/rounds", c.id), Some(&tokens[0]), &json!({"pairing": "random"})).await;
    assert_eq!(status, 403);
    let c2 = open(&lab, heap()).await;
    let stranger = join(&lab, &c2, "Ana").await;
    let (status, _) = lab.get(&format!("/api/classes/{}/me", c.id), Some(&stranger)).await;
    assert_eq!(status, 401);
    let (status, _) = lab.post(&format!("/api/matches/{my_match}/moves"), Some(&stranger), &json!({"move": "1"})).await;
    assert_eq!(status, 401);
    let (status, _) = lab.get(&format!("/api/classes/{}", c.id), None).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn the_teachers_board_carries_no_hidden_information_of_an_unfinished_match() {
    let lab = Lab::start().await;
    let games = lab.get("/api/games", None).await.1;
    if !games.as_array().unwrap().iter().any(|g| g["id"] == "mastermind") {
        return;
    }
    let c = open(&lab, json!({"game": "mastermind"})).await;
    let (a, b) = (join(&lab, &c, "Ana").await, join(&lab, &c, "Rui").await);
    let (status, r) =
        lab.post(&format!("/api/classes/{}/rounds", c.id), Some(&c.teacher), &json!({"pairing": "random"})).await;
    assert_eq!(status, 201, "{r}");
    let id = r["matches"][0]["id"].as_str().unwrap().to_string();
    let maker = if me(&lab, &c, &a).await["match"]["seat"] == "first" { a.clone() } else { b.clone() };
    // The teacher's socket, open before the secret is made.
    let url = format!("ws://{}/api/classes/{}/ws?token={}", lab.addr, c.id, c.teacher);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("the class socket opens");
    const SECRET: &str = "6153";
    let (status, v) =
        lab.post(&format!("/api/matches/{id}/moves"), Some(&maker), &json!({"move": format!("secret {SECRET}")})).await;
    assert_eq!(status, 200, "{v}");
    assert!(v.to_string().contains(SECRET), "the maker sees it (else this test proves nothing)");
    // Every frame until the board shows the secret made (one move).
    let mut frames = String::new();
    let t0 = std::time::Instant::now();
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next()).await.expect("a frame").unwrap().unwrap();
        let text = msg.into_text().unwrap().to_string();
        frames.push_str(&text);
        let v: Value = serde_json::from_str(&text).unwrap();
        if v["type"] == "class" && v["class"]["matches"][0]["moves"] == 1 {
            break;
        }
        assert!(t0.elapsed() < Duration::from_secs(10), "the board never showed the move: {frames}");
    }
    assert!(!frames.contains(SECRET), "the secret reached the teacher's socket: {frames}");
    let board = board(&lab, &c).await;
    assert_eq!(board["matches"][0]["moves"], 1, "{board}");
    assert!(!board.to_string().contains(SECRET), "the secret is on the teacher's board: {board}");
    let (_, csv) = lab.get(&format!("/api/classes/{}/results.csv", c.id), Some(&c.teacher)).await;
    assert!(!csv.to_string().contains(SECRET));
}

#[tokio::test]
async fn pause_forfeit_end_and_delete() {
    let lab = Lab::start().await;
    let c = open(&lab, heap()).await;
    let tokens = [join(&lab, &c, "Ana").await, join(&lab, &c, "Rui").await, join(&lab, &c, "Zé").await];
    let url = |what: &str| format!("/api/classes/{}/{what}", c.id);
    // Manual pairs: Zé (3) as A against Ana (1); Rui rests.
    let (status, r) =
        lab.post(&url("rounds"), Some(&c.teacher), &json!({"pairing": "manual", "pairs": [[3, 1]]})).await;
    assert_eq!(status, 201, "{r}");
    assert_eq!(r["matches"][0]["first"]["name"], "Zé");
    assert_eq!(r["rest"][0]["name"], "Rui");
    assert!(me(&lab, &c, &tokens[1]).await["rest"].as_bool().unwrap());
    let (status, e) =
        lab.post(&url("rounds"), Some(&c.teacher), &json!({"pairing": "manual", "pairs": [[1, 1]]})).await;
    assert_eq!(status, 409, "the round is still played: {e}");
    let id = r["matches"][0]["id"].as_str().unwrap().to_string();

    // Paused: no move is taken, with the sentence why.
    assert_eq!(lab.post(&url("pause"), Some(&c.teacher), &json!({"paused": true})).await.0, 200);
    let (status, e) =
        lab.post(&format!("/api/matches/{id}/moves?lang=pt"), Some(&tokens[2]), &json!({"move": "1"})).await;
    assert_eq!(status, 409);
    assert!(e["error"].as_str().unwrap().contains("pausa"), "{e}");
    assert_eq!(me(&lab, &c, &tokens[0]).await["status"], "paused");
    assert_eq!(lab.post(&url("pause"), Some(&c.teacher), &json!({"paused": false})).await.0, 200);
    let (status, _) = lab.post(&format!("/api/matches/{id}/moves"), Some(&tokens[2]), &json!({"move": "1"})).await;
    assert_eq!(status, 200);

    // Ana leaves: the teacher ends her match as her forfeit and marks her absent.
    let (status, v) = lab.post(&url("forfeit"), Some(&c.teacher), &json!({"match": id, "seat": "second"})).await;
    assert_eq!(status, 200, "{v}");
    let (status, _) = lab.post(&format!("/api/matches/{id}/moves"), Some(&tokens[0]), &json!({"move": "1"})).await;
    assert_eq!(status, 409, "a forfeited match takes no move");
    // Both students' pages show it over, with who won and why.
    for token in [&tokens[0], &tokens[2]] {
        let (status, view) = lab.get(&format!("/api/matches/{id}?lang=pt"), Some(token)).await;
        assert_eq!(status, 200, "{view}");
        assert_eq!(view["result"]["result"], "winner", "{view}");
        assert_eq!(view["result"]["seat"], "first", "{view}");
        assert_eq!(view["result"]["reason_code"], "forfeit", "{view}");
        assert!(view["result"]["reason"].as_str().unwrap().starts_with("O professor"), "{view}");
        assert!(view["to_move"].is_null() && view["legal_moves"].as_array().unwrap().is_empty(), "{view}");
        assert!(view["prompt"].as_str().unwrap().contains("desistência"), "{view}");
    }
    assert_eq!(lab.post(&url("students/1"), Some(&c.teacher), &json!({"present": false})).await.0, 200);
    assert_eq!(lab.post(&url("students/9"), Some(&c.teacher), &json!({"present": false})).await.0, 404);
    let b = board(&lab, &c).await;
    assert_eq!(b["matches"][0]["result"], "first");
    assert_eq!(b["matches"][0]["forfeit"], "second");
    assert_eq!(b["standings"][0]["name"], "Zé");
    let (_, csv) = lab.get(&url("results.csv"), Some(&c.teacher)).await;
    assert!(csv.as_str().unwrap().contains("B (Second) lost by forfeit"), "{csv}");
    let (_, history) = lab.get("/api/history?lang=pt", Some(&c.teacher)).await;
    let item =
        history.as_array().unwrap().iter().find(|h| h["id"] == id.as_str()).expect("the forfeit is in the history");
    assert_eq!(item["reason_code"], "forfeit", "{item}");
    assert!(item["reason"].as_str().unwrap().contains("perde por desistência"), "{item}");
    assert_eq!(item["names"]["second"], "Ana");
    // Its replay says so too: who won, and why.
    let (status, replay) = lab.get(&format!("/api/history/{id}?lang=pt"), None).await;
    assert_eq!(status, 200, "{replay}");
    assert_eq!(replay["result"]["reason_code"], "forfeit", "{replay}");
    assert_eq!(replay["result"]["seat"], "first", "{replay}");
    assert!(replay["result"]["reason"].as_str().unwrap().contains("perde por desistência"), "{replay}");
    // Round 2 pairs the two present: Zé and Rui.
    let (status, r2) = lab.post(&url("rounds"), Some(&c.teacher), &json!({"pairing": "swiss"})).await;
    assert_eq!(status, 201, "{r2}");
    let names: Vec<&str> = ["first", "second"].iter().map(|s| r2["matches"][0][s]["name"].as_str().unwrap()).collect();
    assert!(names.contains(&"Zé") && names.contains(&"Rui"), "{r2}");
    assert!(me(&lab, &c, &tokens[0]).await["match"].is_null(), "Ana, absent, has no match");

    // Ended: no join, no round, no move; the code is gone.
    assert_eq!(lab.post(&url("end"), Some(&c.teacher), &json!({})).await.0, 200);
    let (status, _) = lab.post("/api/classes/join", None, &json!({"code": c.code, "name": "Nova"})).await;
    assert_eq!(status, 404);
    assert_eq!(lab.post(&url("rounds"), Some(&c.teacher), &json!({"pairing": "random"})).await.0, 409);
    let id2 = r2["matches"][0]["id"].as_str().unwrap();
    let (status, _) = lab.post(&format!("/api/matches/{id2}/moves"), Some(&tokens[1]), &json!({"move": "1"})).await;
    assert_eq!(status, 409);

    // Deleted: the class is gone, and its matches with it.
    let (status, _) = lab.raw("DELETE", &format!("/api/classes/{}", c.id), Some(&c.teacher), None).await;
    assert_eq!(status, 204);
    assert_eq!(lab.get(&format!("/api/classes/{}", c.id), Some(&c.teacher)).await.0, 404);
    let (_, history) = lab.get("/api/history", None).await;
    assert!(!history.to_string().contains("Ana"), "a name is left in the history: {history}");
    let (_, view) = lab.get(&format!("/api/matches/{id2}"), None).await;
    assert!(!view.to_string().contains("Rui"), "{view}");
}

/// A seat's hint, analysis and undo in match `id`, asked in `lang`.
async fn aids(lab: &Lab, id: &str, own: &str, lang: &str) -> [(u16, Value); 3] {
    let hint = lab.get(&format!("/api/matches/{id}/hint?lang={lang}"), Some(own)).await;
    let analysis = lab.get(&format!("/api/matches/{id}/analysis?q=9&lang={lang}"), Some(own)).await;
    let undo = lab.post(&format!("/api/matches/{id}/undo?lang={lang}"), Some(own), &json!({})).await;
    [hint, analysis, undo]
}

#[tokio::test]
async fn a_counted_round_refuses_hints_analysis_and_undo_and_a_restart_keeps_it() {
    let lab = Lab::start().await;
    let c = open(&lab, heap()).await;
    let tokens = [join(&lab, &c, "Ana").await, join(&lab, &c, "Rui").await];
    let url = |what: &str| format!("/api/classes/{}/{what}", c.id);
    let b = board(&lab, &c).await;
    assert_eq!(
        (b["hints"].clone(), b["counted"].clone()),
        (json!(true), json!(false)),
        "not counted when a class opens"
    );
    // Counted before the round: against the champion, each pupil's match
    // refuses hints, analyses and undo, in the caller's language.
    let (status, v) = lab.post(&url("counted"), Some(&c.teacher), &json!({"counted": true})).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!((v["counted"].clone(), v["hints"].clone()), (json!(true), json!(false)), "{v}");
    assert_eq!(board(&lab, &c).await["counted"], true);
    let (status, r) = lab.post(&url("rounds"), Some(&c.teacher), &json!({"pairing": "champion"})).await;
    assert_eq!(status, 201, "{r}");
    let me0 = me(&lab, &c, &tokens[0]).await;
    let id = me0["match"]["id"].as_str().unwrap_or_else(|| panic!("Ana plays the champion: {me0}")).to_string();
    let seat = me0["match"]["seat"].as_str().unwrap().to_string();
    let own = me0["match"]["token"].as_str().unwrap().to_string();
    // Ana moves once (whichever seat the champion left her), so that
    // there is a move to take back.
    let view = lab.wait_view(&id, Some(&own), |v| v["to_move"].as_str() == Some(seat.as_str())).await;
    let mv = view["legal_moves"][0].as_str().unwrap_or_else(|| panic!("a legal move: {view}")).to_string();
    let (status, v) = lab.post(&format!("/api/matches/{id}/moves"), Some(&own), &json!({"move": mv})).await;
    assert_eq!(status, 200, "{v}");
    let view = lab
        .wait_view(&id, Some(&own), |v| v["to_move"].as_str() == Some(seat.as_str()) || v["result"].is_object())
        .await;
    assert_eq!(
        (view["hints"].clone(), view["counted"].clone(), view["undo"].clone()),
        (json!(false), json!(true), json!(false)),
        "the view tells the page: {view}"
    );
    for (lang, words) in [("pt", "ronda a contar"), ("pt-BR", "rodada valendo"), ("en", "counted round")] {
        for (status, e) in aids(&lab, &id, &own, lang).await {
            assert_eq!(status, 403, "{lang}: {e}");
            assert!(e["error"].as_str().unwrap().contains(words), "{lang}: {e}");
        }
    }
    // Only the teacher switches it; a bad body gets a sentence.
    assert_eq!(lab.post(&url("counted"), Some(&tokens[0]), &json!({"counted": false})).await.0, 403);
    let (status, e) = lab.post(&url("counted"), Some(&c.teacher), &json!({"counted": "yes"})).await;
    assert!((400..500).contains(&status) && e["error"].is_string(), "{status} {e}");
    // A restart keeps the round counted.
    let lab = lab.restart().await;
    for (status, e) in aids(&lab, &id, &own, "pt").await {
        assert_eq!(status, 403, "still counted after a restart: {e}");
    }
    // Turned off (as `/hints` says it too), the match being played answers.
    assert_eq!(lab.post(&url("hints"), Some(&c.teacher), &json!({"hints": true})).await.0, 200);
    let (status, h) = lab.get(&format!("/api/matches/{id}/hint"), Some(&own)).await;
    assert_eq!(status, 200, "{h}");
    assert!(h["good_moves"].is_array(), "{h}");
    let (_, view) = lab.get(&format!("/api/matches/{id}"), Some(&own)).await;
    assert_eq!((view["counted"].clone(), view["undo"].clone()), (json!(false), json!(true)), "{view}");
    let (status, v) = lab.post(&format!("/api/matches/{id}/undo"), Some(&own), &json!({})).await;
    assert_eq!(status, 200, "undo is back: {v}");
}

#[tokio::test]
async fn bad_requests_get_one_sentence() {
    let lab = Lab::start().await;
    let (status, v) = lab.post("/api/classes", None, &json!({"game": "je-999"})).await;
    assert_eq!(status, 404, "{v}");
    let (status, v) = lab.post("/api/classes?lang=pt", None, &json!({"game": "je-1", "params": {"heap": "-3"}})).await;
    assert!(status == 400 || status == 422, "{status} {v}");
    let c = open(&lab, heap()).await;
    let (status, v) =
        lab.post(&format!("/api/classes/{}/rounds", c.id), Some(&c.teacher), &json!({"pairing": "chess"})).await;
    assert_eq!(status, 400);
    assert!(v["error"].as_str().unwrap().contains("`round-robin`"), "{v}");
    let (status, v) = lab
        .post(&format!("/api/classes/{}/rounds?lang=pt", c.id), Some(&c.teacher), &json!({"pairing": "random"}))
        .await;
    assert_eq!(status, 409);
    assert!(v["error"].as_str().unwrap().contains("pelo menos 2 alunos presentes"), "{v}");
    let (status, v) = lab.get(&format!("/api/classes/{}/qr.svg?origin=javascript:1", c.id), Some(&c.teacher)).await;
    assert_eq!(status, 400, "{v}");
    let (status, svg) =
        lab.get(&format!("/api/classes/{}/qr.svg?origin=http://10.0.0.5:8080", c.id), Some(&c.teacher)).await;
    assert_eq!(status, 200);
    assert!(svg.as_str().unwrap().starts_with("<?xml") || svg.as_str().unwrap().contains("<svg"));
}

#[tokio::test]
async fn a_class_never_fixes_a_secret_in_advance() {
    let lab = Lab::start().await;
    for (params, param) in [(json!({"maker": "chosen", "secret": "5243"}), "secret"), (json!({"seed": "7"}), "seed")] {
        for (lang, words) in [("en", "cannot fix"), ("pt", "não pode fixar"), ("pt-BR", "deixe-o de fora")] {
            let body = json!({"game": "mastermind", "params": params});
            let (status, v) = lab.post(&format!("/api/classes?lang={lang}"), None, &body).await;
            let e = v["error"].as_str().unwrap_or_else(|| panic!("{params}: {v}"));
            assert!(
                status == 400 && e.contains(&format!("`{param}`")) && e.contains(words),
                "{params} {lang}: {status} {v}"
            );
        }
    }
    // Nothing was opened, and the game's own secrets stay in their matches.
    let (status, v) = lab.post("/api/classes", None, &json!({"game": "mastermind"})).await;
    assert_eq!(status, 201, "{v}");
}

/// The QR code the server should draw for `text` (the same renderer as
/// `classes/qr.rs`): comparing the served SVG with it checks what the
/// code holds, not only that an image came back.
fn qr_of(text: &str) -> String {
    use qrcode::render::svg;
    qrcode::QrCode::new(text.as_bytes())
        .unwrap()
        .render::<svg::Color<'_>>()
        .min_dimensions(220, 220)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .quiet_zone(true)
        .build()
}

/// The teacher's QR code of class `c`, asked from a loopback page.
async fn served_qr(lab: &Lab, c: &Class) -> String {
    let (status, body) =
        lab.get(&format!("/api/classes/{}/qr.svg?origin=http://{}", c.id, lab.addr), Some(&c.teacher)).await;
    assert_eq!(status, 200, "{body}");
    body.as_str().unwrap_or_else(|| panic!("an SVG: {body}")).to_string()
}

#[tokio::test]
async fn a_public_url_is_the_join_link_and_the_qr_code() {
    let dir = tempfile::tempdir().unwrap();
    let lab = Lab::start_with(dir, |c| c.public_url = Some("http://escola.test:8080".into())).await;
    let (status, s) = lab.get("/api/server", None).await;
    assert_eq!(status, 200, "{s}");
    assert_eq!(s["public_url"], "http://escola.test:8080", "{s}");
    assert_eq!(s["join_base"], "http://escola.test:8080", "{s}");
    assert_eq!(s["version"], env!("CARGO_PKG_VERSION"), "{s}");
    assert_eq!(s["lan_urls"], json!([]), "a server on 127.0.0.1 has no LAN address: {s}");
    let c = open(&lab, heap()).await;
    let link = format!("http://escola.test:8080/#/join?code={}", c.code);
    let (_, opened) = lab.post("/api/classes", None, &heap()).await;
    assert!(opened["join_url"].as_str().unwrap().starts_with("http://escola.test:8080/#/join?code="), "{opened}");
    assert_eq!(board(&lab, &c).await["join_url"], link.as_str());
    assert_eq!(served_qr(&lab, &c).await, qr_of(&link), "the QR code holds the public link");
}

#[tokio::test]
async fn on_every_interface_the_join_link_is_a_lan_address_never_loopback() {
    let dir = tempfile::tempdir().unwrap();
    let lab = Lab::start_with(dir, |c| c.addr = ludoteca_server::every_interface(0)).await;
    let (_, s) = lab.get("/api/server", None).await;
    let lan: Vec<String> = s["lan_urls"].as_array().unwrap().iter().map(|u| u.as_str().unwrap().to_string()).collect();
    if lan.is_empty() {
        let why = "this machine has no address on a network besides loopback";
        assert!(std::env::var("CI").as_deref() != Ok("true"), "{why}");
        eprintln!("SKIPPED: on_every_interface_the_join_link_is_a_lan_address_never_loopback: {why}");
        return;
    }
    for url in &lan {
        assert!(!ludoteca_server::is_loopback_url(url) && url.ends_with(&format!(":{}", lab.addr.port())), "{s}");
    }
    assert_eq!(s["join_base"], lan[0].as_str(), "{s}");
    let c = open(&lab, heap()).await;
    let b = board(&lab, &c).await;
    let link = format!("{}/#/join?code={}", lan[0], c.code);
    assert_eq!(b["join_url"], link.as_str(), "{b}");
    assert!(!b.to_string().contains("127.0.0.1"), "{b}");
    assert_eq!(served_qr(&lab, &c).await, qr_of(&link), "the QR code holds the LAN link");
}

#[tokio::test]
async fn on_loopback_alone_the_join_link_is_a_path_and_the_page_origin_draws_the_qr() {
    let lab = Lab::start().await;
    let (_, s) = lab.get("/api/server", None).await;
    assert_eq!((s["join_base"].clone(), s["lan_urls"].clone()), (Value::Null, json!([])), "{s}");
    let c = open(&lab, heap()).await;
    assert_eq!(board(&lab, &c).await["join_url"], format!("/#/join?code={}", c.code));
    let origin = format!("http://{}", lab.addr);
    assert_eq!(served_qr(&lab, &c).await, qr_of(&format!("{origin}/#/join?code={}", c.code)));
}

/// One address opens at most 20 classes not yet ended, so that one client
/// cannot take the places every teacher shares: the 21st is refused with
/// 429 and one sentence; another address still opens one; ending one of
/// the 20 gives its place back.
#[tokio::test]
async fn one_address_opens_at_most_its_share_of_classes() {
    let lab = Lab::start().await;
    let mut opened = Vec::new();
    for _ in 0..20 {
        let (status, v) = lab.from("127.0.0.9", "POST", "/api/classes", None, Some(&heap())).await;
        assert_eq!(status, 201, "{v}");
        opened.push(v);
    }
    for (lang, words) in
        [("en", "already has 20 open classes"), ("pt", "já abriu 20 turmas"), ("pt-BR", "encerre algumas")]
    {
        let (status, v) =
            lab.from("127.0.0.9", "POST", &format!("/api/classes?lang={lang}"), None, Some(&heap())).await;
        assert_eq!(status, 429, "{v}");
        assert!(v["error"].as_str().unwrap_or_default().contains(words), "{lang}: {v}");
    }
    let (status, v) = lab.from("127.0.0.10", "POST", "/api/classes", None, Some(&heap())).await;
    assert_eq!(status, 201, "another address: {v}");
    let (id, teacher) = (opened[0]["id"].as_str().unwrap(), opened[0]["teacher_token"].as_str());
    let (status, v) = lab.from("127.0.0.9", "POST", &format!("/api/classes/{id}/end"), teacher, None).await;
    assert!(status == 200 || status == 204, "{v}");
    let (status, v) = lab.from("127.0.0.9", "POST", "/api/classes", None, Some(&heap())).await;
    assert_eq!(status, 201, "an ended class gives its place back: {v}");
}
