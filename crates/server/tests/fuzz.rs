//! Fuzzing the API's JSON bodies and query strings on a live server: new
//! matches, moves, jobs and outcome questions, built from the API's own
//! field names with values of every JSON type (real game ids, moves and
//! parameters, mutated; huge, negative and fractional numbers; nesting),
//! plus bodies that are not JSON at all. Whatever arrives, the server
//! answers with JSON, never a 5xx other than a 503 that says when to retry,
//! refuses in one line that echoes little of the input, and keeps serving.
//!
//! [`CASES`] cases per property run in the test command; set
//! `PROPTEST_CASES` for a longer run. Failures are shrunk and kept in
//! `fuzz.proptest-regressions` beside this file (committed).

mod common;

use common::Lab;
use proptest::prelude::*;
use serde_json::{Map, Value, json};
use std::sync::OnceLock;

/// Cases per property in the test command.
const CASES: u32 = 64;
/// The longest refusal, in characters.
const LONGEST_REFUSAL: usize = 600;

/// One server for all the cases, on its own runtime, with a match between
/// two people to send moves to.
struct Target {
    rt: tokio::runtime::Runtime,
    lab: Lab,
    id: String,
    token: String,
}

fn target() -> &'static Target {
    static TARGET: OnceLock<Target> = OnceLock::new();
    TARGET.get_or_init(|| {
        let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime");
        let (lab, id, token) = rt.block_on(async {
            let lab = Lab::start().await;
            let (id, tokens) = lab
                .create(
                    json!({"game": "je-1", "params": {"heap": "60"}, "seats": {"first": "human", "second": "human"}}),
                )
                .await;
            (lab, id, tokens["first"].as_str().unwrap_or_default().to_string())
        });
        Target { rt, lab, id, token }
    })
}

/// Field names the API reads, and a few it does not.
const KEYS: &[&str] = &[
    "game",
    "params",
    "seats",
    "first",
    "second",
    "start",
    "seed",
    "budget_ms",
    "move",
    "kind",
    "from",
    "to",
    "heap",
    "size",
    "version",
    "variant",
    "pegs",
    "colors",
    "repeats",
    "type",
    "position",
    "names",
    "x",
    "",
];
/// Text values: real ids, moves and parameter values, and troublemakers.
const TEXTS: &[&str] = &[
    "je-1",
    "je-28",
    "je-9",
    "mastermind",
    "erdos-latino",
    "figuras",
    "human",
    "champion",
    "table",
    "period",
    "1",
    "3",
    "10^12",
    "2^60",
    "1_000_000_000_000",
    "100000000",
    "-1",
    "1/0",
    "Tl@b3",
    "a1=2",
    "1234",
    "2,1",
    "",
    " ",
    "\n",
    "\u{0}",
    "👾",
    "%FF",
    "true",
];

/// A JSON value of depth at most `depth`.
fn value(depth: u32) -> BoxedStrategy<Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        (0..TEXTS.len()).prop_map(|i| Value::from(TEXTS[i])),
        "\\PC{0,12}".prop_map(Value::from),
    ];
    if depth == 0 {
        return leaf.boxed();
    }
    prop_oneof![
        3 => leaf,
        1 => prop::collection::vec(value(depth - 1), 0..4).prop_map(Value::Array),
        2 => object(depth - 1),
    ]
    .boxed()
}

/// A JSON object with keys the API knows.
fn object(depth: u32) -> BoxedStrategy<Value> {
    prop::collection::vec((0..KEYS.len(), value(depth)), 0..6)
        .prop_map(|pairs| {
            Value::Object(pairs.into_iter().map(|(k, v)| (KEYS[k].to_string(), v)).collect::<Map<_, _>>())
        })
        .boxed()
}

/// A body that often nearly makes sense: a new match whose fields are fuzzed.
fn new_match() -> impl Strategy<Value = Value> {
    (0..TEXTS.len(), object(1), prop_oneof![Just("human"), Just("champion"), Just("robot")], value(0), value(0))
        .prop_map(|(game, params, second, start, budget)| {
            json!({
                "game": TEXTS[game], "params": params, "seats": {"first": "human", "second": second},
                "start": start, "budget_ms": budget,
            })
        })
}

/// The answer was JSON, not a server failure, and a refusal is one short line.
fn sound(what: &str, status: u16, body: &Value) -> Result<(), TestCaseError> {
    prop_assert!(status < 500 || status == 503, "{what}: status {status}: {body}");
    prop_assert!(!matches!(body, Value::String(_)), "{what}: an answer that is not JSON: {body}");
    if status >= 400 {
        let error = body["error"].as_str().unwrap_or_default();
        prop_assert!(!error.is_empty(), "{what}: a refusal without `error`: {body}");
        prop_assert!(!error.contains('\n'), "{what}: a refusal of several lines: {error}");
        prop_assert!(error.chars().count() <= LONGEST_REFUSAL, "{what}: a refusal too long: {error}");
    }
    Ok(())
}

/// The server still answers a plain request.
fn alive(t: &Target) -> Result<(), TestCaseError> {
    let (status, _) = t.rt.block_on(t.lab.get("/api/games/je-1", None));
    prop_assert_eq!(status, 200, "the server stopped answering");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, ..ProptestConfig::default() })]

    #[test]
    fn new_match_bodies(body in prop_oneof![new_match(), object(2)]) {
        let t = target();
        let (status, answer) = t.rt.block_on(t.lab.post("/api/matches", None, &body));
        sound(&format!("POST /api/matches {body}"), status, &answer)?;
        alive(t)?;
    }

    #[test]
    fn move_bodies(body in prop_oneof![
        (0..TEXTS.len()).prop_map(|i| json!({"move": TEXTS[i]})),
        value(0).prop_map(|v| json!({"move": v})),
        object(2),
    ]) {
        let t = target();
        let path = format!("/api/matches/{}/moves", t.id);
        let (status, answer) = t.rt.block_on(t.lab.post(&path, Some(&t.token), &body));
        sound(&format!("POST moves {body}"), status, &answer)?;
        alive(t)?;
    }

    #[test]
    fn job_bodies(body in prop_oneof![
        (0..2usize, 0..TEXTS.len(), object(1), value(0), value(0)).prop_map(|(k, g, params, from, to)| {
            let kind = if k == 0 { "table" } else { "period" };
            json!({"kind": kind, "game": TEXTS[g], "params": params, "from": from, "to": to})
        }),
        // A conjecture typed by anyone: any text, any range, any game.
        (0..TEXTS.len(), "[ -~]{0,40}", prop_oneof![value(0), Just(Value::Null)], value(0)).prop_map(|(g, safe, neutral, to)| {
            json!({"kind": "conjecture", "game": TEXTS[g], "safe": safe, "neutral": neutral, "to": to})
        }),
        object(2),
    ]) {
        let t = target();
        let (status, answer) = t.rt.block_on(t.lab.post("/api/jobs", None, &body));
        sound(&format!("POST /api/jobs {body}"), status, &answer)?;
        if status == 202
            && let Some(id) = answer["id"].as_str()
        {
            // Not left running: the next cases are not slowed by it.
            let _ = t.rt.block_on(t.lab.raw("DELETE", &format!("/api/jobs/{id}"), None, None));
        }
        alive(t)?;
    }

    #[test]
    fn outcome_queries(game in 0..TEXTS.len(), name in 0..KEYS.len(), v in 0..TEXTS.len(), raw in "[ -~]{0,30}") {
        let t = target();
        let enc = |s: &str| s.bytes().map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") }).collect::<String>();
        for path in [
            format!("/api/games/{}/outcome?param={}%3D{}", enc(TEXTS[game]), enc(KEYS[name]), enc(TEXTS[v])),
            format!("/api/games/je-1/outcome?{}", enc(&raw)),
            format!("/api/games/je-1/outcome?position={}", enc(&raw)),
        ] {
            let (status, answer) = t.rt.block_on(t.lab.get(&path, None));
            sound(&format!("GET {path}"), status, &answer)?;
        }
        alive(t)?;
    }

    #[test]
    fn bodies_that_are_not_json(bytes in prop::collection::vec(any::<u8>(), 0..200), ctype in prop_oneof![Just("application/json"), Just("text/plain"), Just("")]) {
        let t = target();
        for path in ["/api/matches", "/api/jobs", &format!("/api/matches/{}/moves", t.id)] {
            let (status, answer) = t.rt.block_on(t.lab.raw("POST", path, Some(&t.token), Some((ctype, &bytes))));
            sound(&format!("POST {path} with {} bytes", bytes.len()), status, &answer)?;
        }
        alive(t)?;
    }
}
