//! The deeper split of issue 40: a Mastermind solve whose first-guess
//! classes of more than `LUDOTECA_SPLIT_ABOVE` codes are split by their
//! second guess, shared by three workers through the throw-away PostgreSQL
//! of `scripts/test` (skipped loudly without it, failing under `CI=true`),
//! prints byte for byte what the solve on one machine prints.

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
    // Classes of more than 500 codes split: 327 parts where 52 were.
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
    let deep = tasks.iter().filter(|t| t.payload.get("second").is_some()).count();
    assert!(deep > 200 && tasks.len() > deep, "{} tasks, {deep} by their second guess", tasks.len());
    // The bounds moved while it ran: some standing had an upper bound.
    assert!(standings.iter().any(|l| l.contains("..=1")), "{standings:?}");
    for w in workers {
        stop(w);
    }
}
