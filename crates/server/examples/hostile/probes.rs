//! The hostile mix of issue #37 as one run (`-- probes [SECONDS]`): each
//! probe the issue found is repeated for SECONDS (default 10, at most 60)
//! against one server, and every answer is tallied: a Mastermind secret
//! chosen by its maker, and one fixed in a class's parameters; a burst of
//! wrong join codes from eleven addresses, then pupils of other classes
//! joining; unknown API routes; names made to become spreadsheet formulas
//! or to look like another pupil's, and the CSV that carries them; numbers
//! past every limit in queries, parameters and budgets. Prints the answers
//! by status, the 5xx other than 503 (a full budget's), the panics (a hook
//! counts them), the secrets seen and the pupils locked out.

use super::{http, raw};
use serde_json::json;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// What the probes saw.
#[derive(Default)]
struct Tally {
    answers: BTreeMap<u16, u64>,
    /// The probe running now, and the 503s (a full budget) each met.
    probe: &'static str,
    full: BTreeMap<&'static str, u64>,
    secrets: u64,
    locked_out: u64,
    not_json: u64,
    unescaped: u64,
    accepted_lookalikes: u64,
}

impl Tally {
    fn saw(&mut self, status: u16) -> u16 {
        *self.answers.entry(status).or_default() += 1;
        if status == 503 {
            *self.full.entry(self.probe).or_default() += 1;
        }
        status
    }
}

/// Names a pupil might type to become a formula in the teacher's
/// spreadsheet, full-width forms included.
const FORMULAS: [&str; 9] = ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "|calc", "\tTab", "＝HYPERLINK", "＋1", "－1"];

pub async fn run(seconds: u64) {
    let seconds = seconds.clamp(1, 60);
    let panics = Arc::new(AtomicU64::new(0));
    let count = panics.clone();
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        count.fetch_add(1, Ordering::Relaxed);
        default(info);
    }));
    let dir = tempfile::tempdir().unwrap();
    let mut config = ludoteca_server::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    config.memory = 512 << 20;
    let running = ludoteca_server::start(config).await.unwrap();
    let addr = running.addr();
    println!("hostile probes: each for {seconds} s, one server of --memory 512");
    let mut t = Tally::default();
    let mut rounds = BTreeMap::<&str, u64>::new();
    for (name, probe) in [
        ("secrets", Probe::Secrets),
        ("join burst", Probe::JoinBurst),
        ("unknown routes", Probe::Routes),
        ("names and CSV", Probe::Names),
        ("huge numbers", Probe::Huge),
    ] {
        t.probe = name;
        let until = Instant::now() + Duration::from_secs(seconds);
        let mut n = 0;
        let mut round = 0u32;
        while Instant::now() < until {
            probe.once(addr, round, &mut t).await;
            round += 1;
            n += 1;
        }
        rounds.insert(name, n);
    }
    let requests: u64 = t.answers.values().sum();
    let bad: u64 = t.answers.iter().filter(|(s, _)| **s >= 500 && **s != 503).map(|(_, n)| n).sum();
    println!(
        "{requests} requests, rounds of each probe {rounds:?}; answers {:?} (503 by probe: {:?}); 5xx other than 503: {bad}; panics: {}; \
         secrets seen: {}; pupils locked out of their class: {}; answers not JSON: {}; CSV cells left as formulas: {}; \
         look-alike names taken: {}",
        t.answers,
        t.full,
        panics.load(Ordering::Relaxed),
        t.secrets,
        t.locked_out,
        t.not_json,
        t.unescaped,
        t.accepted_lookalikes
    );
}

#[derive(Clone, Copy)]
enum Probe {
    Secrets,
    JoinBurst,
    Routes,
    Names,
    Huge,
}

impl Probe {
    async fn once(self, addr: std::net::SocketAddr, round: u32, t: &mut Tally) {
        match self {
            Probe::Secrets => secrets(addr, t).await,
            Probe::JoinBurst => join_burst(addr, round, t).await,
            Probe::Routes => routes(addr, t).await,
            Probe::Names => names(addr, t).await,
            Probe::Huge => huge(addr, t).await,
        }
    }
}

/// A maker's chosen secret never reaches the breaker, a spectator or the
/// history before the end; a class never takes a secret in its parameters.
async fn secrets(addr: std::net::SocketAddr, t: &mut Tally) {
    let from = "127.0.0.21";
    let people = json!({"first": "human", "second": "human"});
    let (s, m) =
        http(addr, from, "POST", "/api/matches", None, Some(&json!({"game": "mastermind", "seats": people}))).await;
    if t.saw(s) != 201 {
        return;
    }
    let id = m["id"].as_str().unwrap_or_default().to_string();
    let (maker, breaker) = (m["tokens"]["first"].as_str(), m["tokens"]["second"].as_str());
    let moves = format!("/api/matches/{id}/moves");
    t.saw(http(addr, from, "POST", &moves, maker, Some(&json!({"move": "secret 6153"}))).await.0);
    t.saw(http(addr, from, "POST", &moves, breaker, Some(&json!({"move": "1234"}))).await.0);
    for (path, token) in [
        (format!("/api/matches/{id}"), breaker),
        (format!("/api/matches/{id}"), None),
        (format!("/api/history/{id}"), None),
        (format!("/api/history/{id}"), breaker),
    ] {
        let (s, v) = http(addr, from, "GET", &path, token, None).await;
        t.saw(s);
        // The match's id is hexadecimal: it may hold the digits by chance.
        if v.to_string().replace(&id, "").contains("6153") {
            t.secrets += 1;
            if t.secrets <= 3 {
                eprintln!("a secret seen at {path} (token: {}): {s} {v}", token.is_some());
            }
        }
    }
    for params in [json!({"maker": "chosen", "secret": "5243"}), json!({"seed": "7"})] {
        let (s, v) =
            http(addr, from, "POST", "/api/classes", None, Some(&json!({"game": "mastermind", "params": params})))
                .await;
        // A class that took the secret has fixed it for every round.
        t.secrets += u64::from(t.saw(s) == 201 || v.to_string().contains("5243"));
    }
}

/// Twenty wrong codes from each of eleven addresses, then a pupil on a
/// fresh address joins each of two other classes.
async fn join_burst(addr: std::net::SocketAddr, round: u32, t: &mut Tally) {
    // The teachers of two other classes, on an address of their own.
    let teacher = format!("127.1.{}.{}", round / 250 % 250, round % 250 + 1);
    let mut classes = Vec::new();
    for _ in 0..2 {
        let (s, c) = http(addr, &teacher, "POST", "/api/classes", None, Some(&json!({"game": "je-1"}))).await;
        if t.saw(s) == 201 {
            classes.push(c);
        }
    }
    for a in 1..=11 {
        for i in 0..20 {
            let body = json!({"code": format!("QQ{round:02}{i:02}"), "name": "X"});
            t.saw(http(addr, &format!("127.0.2.{a}"), "POST", "/api/classes/join", None, Some(&body)).await.0);
        }
    }
    for (i, c) in classes.iter().enumerate() {
        let from = format!("127.0.{}.{}", 3 + round % 200, i + 1);
        let body = json!({"code": c["code"], "name": "Ana"});
        let (s, _) = http(addr, &from, "POST", "/api/classes/join", None, Some(&body)).await;
        t.locked_out += u64::from(t.saw(s) != 201);
        // The lesson ends.
        let end = format!("/api/classes/{}/end", c["id"].as_str().unwrap_or_default());
        t.saw(http(addr, &teacher, "POST", &end, c["teacher_token"].as_str(), None).await.0);
    }
}

/// Unknown routes under `/api/` answer JSON, as every route does.
async fn routes(addr: std::net::SocketAddr, t: &mut Tally) {
    for path in ["/api/", "/api", "/api/nope", "/api/matches/", "/api/games/nope/outcome", "/api/classes/x/y/z"] {
        let (s, head, _) = raw(addr, "127.0.0.41", "GET", path, None).await;
        t.saw(s);
        t.not_json += u64::from(!head.to_ascii_lowercase().contains("content-type: application/json"));
    }
}

/// Pupils named as formulas join, play a round, and the CSV escapes them;
/// a name mixing two alphabets is refused.
async fn names(addr: std::net::SocketAddr, t: &mut Tally) {
    let from = "127.0.0.51";
    let (s, c) =
        http(addr, from, "POST", "/api/classes", None, Some(&json!({"game": "je-1", "params": {"heap": "5"}}))).await;
    if t.saw(s) != 201 {
        return;
    }
    let (id, code, teacher) = (c["id"].as_str().unwrap_or_default(), &c["code"], c["teacher_token"].as_str());
    for name in FORMULAS {
        t.saw(http(addr, from, "POST", "/api/classes/join", None, Some(&json!({"code": code, "name": name}))).await.0);
    }
    for lookalike in ["An\u{430}", "\u{410}na", "Ｒuі"] {
        let (s, _) =
            http(addr, from, "POST", "/api/classes/join", None, Some(&json!({"code": code, "name": lookalike}))).await;
        t.accepted_lookalikes += u64::from(t.saw(s) == 201);
    }
    let rounds = format!("/api/classes/{id}/rounds");
    t.saw(http(addr, from, "POST", &rounds, teacher, Some(&json!({"pairing": "random"}))).await.0);
    let (s, _, body) = raw(addr, from, "GET", &format!("/api/classes/{id}/results.csv"), teacher).await;
    if t.saw(s) == 200 {
        for cell in body.lines().flat_map(|l| l.split(',')) {
            let cell = cell.trim_start_matches('"');
            let first = cell.chars().next().unwrap_or(' ');
            t.unescaped += u64::from(FORMULAS.contains(&cell) || "=+@|\t＝＋－＠｜".contains(first));
        }
    }
    t.saw(http(addr, from, "DELETE", &format!("/api/classes/{id}"), teacher, None).await.0);
}

/// Numbers past every limit: in a query, a parameter, a budget, a size.
async fn huge(addr: std::net::SocketAddr, t: &mut Tally) {
    let from = "127.0.0.61";
    for path in [
        "/api/games/je-9/outcome?position=99999999999999999999999",
        "/api/games/je-9/outcome?position=-1",
        "/api/games/je-1/table?to=18446744073709551615",
        "/api/games/je-28/outcome?position=2%5E64&heap=2%5E64",
        "/api/history?limit=99999999999999",
    ] {
        t.saw(http(addr, from, "GET", path, None, None).await.0);
    }
    for body in [
        json!({"game": "je-1", "params": {"heap": "2^64"}}),
        json!({"game": "erdos-latino", "params": {"size": "99"}}),
        json!({"game": "mastermind", "params": {"pegs": "99", "colours": "99"}}),
        json!({"game": "je-1", "budget_ms": 18_446_744_073_709_551_615_u64, "seats": {"first": "human", "second": "champion"}}),
        json!({"game": "figuras", "budget_ms": -1}),
    ] {
        t.saw(http(addr, from, "POST", "/api/matches", None, Some(&body)).await.0);
    }
    for body in [
        json!({"kind": "table", "game": "je-9", "to": 18_446_744_073_709_551_615_u64}),
        json!({"kind": "value", "game": "figuras", "position": "x".repeat(10_000)}),
    ] {
        t.saw(http(addr, from, "POST", "/api/jobs", None, Some(&body)).await.0);
    }
}
