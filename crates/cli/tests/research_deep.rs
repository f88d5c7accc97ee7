//! The deeper split of issue 40: a Mastermind solve whose classes of more
//! than `LUDOTECA_SPLIT_ABOVE` codes are split by their next guess (by the
//! workers that take them, as deep as needed), shared by workers through
//! the throw-away PostgreSQL of `scripts/test` (skipped loudly without it,
//! failing under `CI=true`), prints byte for byte what the solve on one
//! machine prints.

mod research_support;

use ludoteca_store::{Store, testing};
use research_support::{Guard, solve, solve_args, stop, worker};
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn classic_4x7_split_by_the_second_guess_prints_the_local_solve() {
    let Some(db) = testing::postgres("research_cli_deep") else { return };
    let params = ["variant=classic", "colors=7", "strategy=optimal-average"];
    let local = solve(&params, None);
    assert!(local.contains("\"total\":11228"), "{local}");
    let workers: Vec<Guard> = (0..3).map(|_| worker(db.url(), &["--threads", "1"])).collect();
    // Classes of more than 500 codes split: hundreds of parts where 52 were.
    let mut solving = Guard(
        Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(solve_args(&params, Some(db.url())))
            .env("LUDOTECA_SPLIT_ABOVE", "500")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap(),
    );
    // The global bounds, as `--status` shows them while it runs.
    let mut standings: Vec<String> = Vec::new();
    let end = Instant::now() + Duration::from_secs(300);
    while solving.try_wait().unwrap().is_none() {
        assert!(Instant::now() < end, "the distributed solve did not end");
        let out = research_support::ludoteca(&["solve", "--status", db.url(), "--json"]);
        let status: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
        if let Some(line) = status["problems"][0]["standing"].as_str()
            && standings.last().is_none_or(|l| l != line)
        {
            standings.push(line.to_string());
        }
        std::thread::sleep(Duration::from_millis(300));
    }
    let (mut printed, mut said) = (String::new(), String::new());
    solving.stdout.take().unwrap().read_to_string(&mut printed).unwrap();
    solving.stderr.take().unwrap().read_to_string(&mut said).unwrap();
    assert!(solving.wait().unwrap().success(), "{said}");
    assert_eq!(printed, local, "the distributed solve prints the local one");
    let store = Store::connect(db.url()).unwrap();
    let research = store.research().unwrap();
    let key = &research.problems().unwrap()[0].key;
    let tasks = research.tasks(key).unwrap();
    let deep = tasks.iter().filter(|t| t.payload.get("guess").is_some()).count();
    assert!(deep > 200 && tasks.len() > deep, "{} tasks, {deep} by their next guess", tasks.len());
    // The bounds moved while it ran: some standing had an upper bound.
    assert!(standings.iter().any(|l| l.contains("..=1")), "{standings:?}");
    for w in workers {
        stop(w);
    }
}

/// Classic 4×4 with every class split as far as it can be
/// (`LUDOTECA_SPLIT_ABOVE=1`): parts split by the workers that took them
/// into parts that fix two guesses, for both exact strategies, print the
/// local solve.
#[test]
fn classic_4x4_split_again_by_the_workers_prints_the_local_solve() {
    let Some(db) = testing::postgres("research_cli_resplit") else { return };
    let workers: Vec<Guard> = (0..2).map(|_| worker(db.url(), &["--threads", "1"])).collect();
    for strategy in ["optimal-average", "optimal-worst"] {
        let strategy = format!("strategy={strategy}");
        let params = ["variant=classic", "colors=4", strategy.as_str()];
        let local = solve(&params, None);
        let out = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(solve_args(&params, Some(db.url())))
            .env("LUDOTECA_SPLIT_ABOVE", "1")
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            local,
            "{strategy}: the distributed solve prints the local one"
        );
        let store = Store::connect(db.url()).unwrap();
        let research = store.research().unwrap();
        let problem = research.problems().unwrap().into_iter().find(|p| p.key.contains(&strategy[9..])).unwrap();
        let tasks = research.tasks(&problem.key).unwrap();
        let split = tasks.iter().filter(|t| t.result.as_ref().is_some_and(|r| r.get("split").is_some())).count();
        let fixed = |t: &&ludoteca_store::TaskRecord| {
            t.payload["path"].as_array().map_or(0, Vec::len) + usize::from(t.payload.get("guess").is_some())
        };
        let deepest = tasks.iter().map(|t| fixed(&t)).max().unwrap_or(0);
        assert!(
            split > 1 && deepest >= 2,
            "{strategy}: {} tasks, {split} split by their workers, up to {deepest} guesses fixed",
            tasks.len()
        );
    }
    for w in workers {
        stop(w);
    }
}

/// `solve --status` shows an open problem's global bounds with what its
/// running tasks have proved so far: none known before (`..=?`), a total
/// once every task of a first guess stands with an upper bound.
#[test]
fn status_shows_the_bounds_the_running_tasks_stand_at() {
    let Some(db) = testing::postgres("research_cli_standing_bounds") else { return };
    let params = ["variant=classic", "pegs=3", "colors=4", "strategy=optimal-average"];
    // Submitted, with no worker: the solve waits.
    let _solving = Guard(
        Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(solve_args(&params, Some(db.url())))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let store = Store::connect(db.url()).unwrap();
    let research = store.research().unwrap();
    let end = Instant::now() + Duration::from_secs(60);
    let problem = loop {
        if let Some(p) = research.problems().unwrap().into_iter().next() {
            break p;
        }
        assert!(Instant::now() < end, "the solve did not submit its problem");
        std::thread::sleep(Duration::from_millis(100));
    };
    let shown_in = |lang: &str| {
        let out = research_support::ludoteca(&["--lang", lang, "solve", "--status", db.url(), "--json"]);
        let status: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        status["problems"][0]["standing"].as_str().unwrap_or_default().to_string()
    };
    let shown = || shown_in("en");
    assert!(shown().contains("..=?"), "{}", shown());
    // A stand-in worker holds every task and says each needs its lower
    // bound plus one.
    let lease = Duration::from_secs(60);
    while let Some(task) = research.claim("stand-in", &problem.version, None, lease).unwrap() {
        let lower = task.payload["lower"].as_u64().unwrap();
        let standing = serde_json::json!({"lower": lower, "upper": lower + 1});
        let progress = ludoteca_store::Progress { done: 0, total: 0, words: "", standing: Some(&standing) };
        assert!(research.renew_with(&problem.key, task.n, "stand-in", &progress, lease).unwrap());
    }
    let line = shown();
    let bounds = line.strip_prefix("bounds on the total: ").and_then(|l| l.split(';').next()).unwrap_or_default();
    let (lower, upper) = bounds.split_once("..=").unwrap_or_default();
    let (lower, upper): (u64, u64) = (lower.parse().unwrap_or(0), upper.parse().unwrap_or(0));
    assert!(lower > 0 && upper > lower, "{line}");
    // The same bounds in the reader's language: European and Brazilian.
    for (lang, guesses) in [("pt", "primeiros palpites"), ("pt-BR", "primeiros chutes")] {
        let said = shown_in(lang);
        assert!(said.starts_with(&format!("limites do total: {bounds}; ")) && said.contains(guesses), "{lang}: {said}");
    }
}

/// A threshold that is not a whole number from 1 up is refused before
/// any connection, in one sentence of each language (Mastermind's own).
#[test]
fn a_bad_split_threshold_is_refused_in_one_sentence_in_each_language() {
    for (lang, says) in
        [("en", "a whole number of codes"), ("pt", "número inteiro de códigos"), ("pt-BR", "número inteiro de senhas")]
    {
        for above in ["0", "many", "-3"] {
            let out = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
                .args(["--lang", lang, "solve", "mastermind", "-p", "strategy=optimal-average"])
                .args(["--distribute", "postgres://nobody@127.0.0.1:1/none"])
                .env("LUDOTECA_SPLIT_ABOVE", above)
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(2), "{lang} {above}");
            let said = research_support::text(&out.stderr);
            assert!(
                said.contains(says) && said.contains("LUDOTECA_SPLIT_ABOVE") && said.lines().count() == 1,
                "{said}"
            );
        }
    }
}
