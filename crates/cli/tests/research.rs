//! Research past one machine (issue 40): `ludoteca worker` processes share
//! the tasks of `ludoteca solve … --distribute URL` through the throw-away
//! PostgreSQL of `scripts/test` (skipped loudly without it, failing under
//! `CI=true`), and the distributed answer is the local one — also when a
//! worker is killed outright in the middle of a task.

mod research_support;

use ludoteca_core::Lang;
use ludoteca_store::{Store, TaskState, testing};
use research_support::{ludoteca, solve, stop, text, worker};
use std::time::{Duration, Instant};

#[test]
fn distributed_solves_print_what_local_ones_print_and_a_second_one_attaches() {
    let Some(db) = testing::postgres("research_cli_equal") else { return };
    let workers = [worker(db.url(), &["--threads", "1"]), worker(db.url(), &["--threads", "1"])];
    let cases: [&[&str]; 3] = [
        &["pegs=3", "colors=4", "strategy=optimal-average"],
        &["pegs=4", "colors=4", "strategy=optimal-average"],
        &["variant=classic", "pegs=4", "colors=4", "strategy=optimal-worst"],
    ];
    for params in cases {
        let local = solve(params, None);
        assert_eq!(solve(params, Some(db.url())), local, "{params:?}");
    }
    // The same problem again, however its parameters are written:
    // attached, answered at once from the tasks kept.
    let again = solve(&["colours=4", "pegs=3", "strategy=optimal-average"], Some(db.url()));
    assert_eq!(again, solve(cases[0], None));
    let store = Store::connect(db.url()).unwrap();
    let research = store.research().unwrap();
    let problems = research.problems().unwrap();
    assert_eq!(problems.len(), 3, "attached, not submitted again");
    assert!(problems.iter().all(|p| p.done && p.result.is_some()));
    // A heuristic is quick on one machine: refused in one sentence.
    let out = ludoteca(&["solve", "mastermind", "-p", "strategy=knuth", "--distribute", db.url()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("splits the exact strategies"), "{}", text(&out.stderr));
    let out = ludoteca(&["--lang", "pt-BR", "solve", "mastermind", "-p", "strategy=knuth", "--distribute", db.url()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("é rápida em uma só máquina"), "{}", text(&out.stderr));
    // `--status` lists the problems and the workers.
    let out = ludoteca(&["solve", "--status", db.url(), "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let status: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(status["problems"].as_array().unwrap().len(), 3);
    assert_eq!(status["workers"].as_array().unwrap().len(), 2);
    for w in workers {
        stop(w);
    }
    assert!(research.workers().unwrap().iter().all(|w| w.stopped_ms.is_some() && w.task.is_none()));
}

#[test]
fn a_worker_killed_mid_task_loses_only_that_task_and_the_answer_is_the_local_one() {
    let Some(db) = testing::postgres("research_cli_sigkill") else { return };
    // Classic 4×7: its largest classes take a second or more each.
    let params = ["variant=classic", "colors=7", "strategy=optimal-average"];
    let store = Store::connect(db.url()).unwrap();
    let research = store.research().unwrap();
    let mut doomed = worker(db.url(), &["--threads", "1", "--lease", "2"]);
    let url = db.url().to_string();
    let solving = std::thread::spawn(move || solve(&params, Some(&url)));
    // Killed (SIGKILL) while it holds a task.
    let doomed_id = format!("-{}", doomed.id());
    let end = Instant::now() + Duration::from_secs(60);
    let held = loop {
        let held =
            research.problems().unwrap().first().and_then(|p| {
                research.tasks(&p.key).unwrap().into_iter().find(|t| {
                    t.state == TaskState::Running && t.owner.as_deref().is_some_and(|o| o.ends_with(&doomed_id))
                })
            });
        if let Some(t) = held {
            break t;
        }
        assert!(Instant::now() < end, "the worker never took a task");
        std::thread::sleep(Duration::from_millis(20));
    };
    doomed.kill().unwrap();
    doomed.wait().unwrap();
    let after = research.tasks(&held.problem).unwrap().into_iter().find(|t| t.n == held.n).unwrap();
    // Another worker takes the task over once its lease lapses.
    let rescuer = worker(db.url(), &["--threads", "2"]);
    let end = Instant::now() + Duration::from_secs(120);
    while !solving.is_finished() {
        assert!(Instant::now() < end, "the task the killed worker held was never taken over");
        std::thread::sleep(Duration::from_millis(100));
    }
    let distributed = solving.join().unwrap();
    assert_eq!(distributed, solve(&params, None));
    assert!(distributed.contains("\"total\":11228"), "{distributed}");
    let task = research.tasks(&held.problem).unwrap().into_iter().find(|t| t.n == held.n).unwrap();
    // Killed in the middle of its task (the largest, which takes a second
    // or more): the task was started again elsewhere.
    assert_eq!(after.state, TaskState::Running, "killed mid-task: {after:?}");
    assert_eq!(task.state, TaskState::Done, "{task:?}");
    assert!(task.runs >= 2 && !task.owner.as_deref().unwrap().ends_with(&doomed_id), "{task:?}");
    stop(rescuer);
}

#[test]
fn a_worker_of_another_version_leaves_a_problem_alone_saying_so_in_one_sentence() {
    let Some(db) = testing::postgres("research_cli_version") else { return };
    let store = Store::connect(db.url()).unwrap();
    let key =
        "mastermind optimal-average pegs=3 colors=4 repeats=false guess_repeats=true feedback=positional max_guesses=8";
    let spec = serde_json::json!({"game": "mastermind", "params": {"pegs": "3", "colors": "4", "strategy": "optimal-average"}});
    store.research().unwrap().submit(key, &spec, "ludoteca 0.0.1", &[serde_json::json!({"guess": 0})]).unwrap();
    let out = ludoteca(&["worker", "--database", db.url(), "--once"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stderr);
    assert!(said.contains("was written by ludoteca 0.0.1 and this is ludoteca"), "{said}");
    assert_eq!(store.research().unwrap().tasks(key).unwrap()[0].state, TaskState::Queued, "left alone");
    let out = solve_3x4(db.url());
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("was written by ludoteca 0.0.1"), "{}", text(&out.stderr));
}

#[test]
fn an_address_that_is_not_postgres_and_a_game_with_no_split_are_refused_in_one_sentence() {
    for args in [
        &["worker", "--database", "/var/lib/ludoteca"][..],
        &["solve", "mastermind", "-p", "strategy=optimal-average", "--distribute", "sqlite:///tmp/lab"],
        &["solve", "--status", "mysql://root@db/lab"],
    ] {
        let out = ludoteca(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let said = text(&out.stderr);
        assert!(said.contains("take a PostgreSQL address, postgres://") && said.lines().count() == 1, "{said}");
    }
    let out = ludoteca(&["--lang", "pt", "solve", "figuras", "--distribute", "postgres://nobody@127.0.0.1:1/none"]);
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    assert!(said.contains("não se divide") && said.lines().count() == 1, "{said}");
}

#[test]
fn connections_cut_again_and_again_change_nothing_of_the_answer() {
    let Some(db) = testing::postgres("research_cli_cut") else { return };
    // This test's processes under a name of their own, so that only their
    // connections are cut (the other tests share the cluster).
    let name = format!("ludoteca-cut-{}", db.schema());
    let url = format!("{}&application_name={name}", db.url());
    let params = ["variant=classic", "colors=7", "strategy=optimal-average"];
    let workers = [worker(&url, &["--threads", "1"]), worker(&url, &["--threads", "1"])];
    let solving = {
        let url = url.clone();
        std::thread::spawn(move || solve(&params, Some(&url)))
    };
    // Every connection of those processes (the workers', the solve's, their
    // listeners') cut, five times, a fifth of a second apart.
    let mut cut_while_solving = 0;
    for _ in 0..5 {
        std::thread::sleep(Duration::from_millis(200));
        cut_while_solving += usize::from(!solving.is_finished());
        db.execute(&format!(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '{name}'"
        ))
        .unwrap();
    }
    assert!(cut_while_solving > 0, "the solve ended before its connections were cut");
    let end = Instant::now() + Duration::from_secs(120);
    while !solving.is_finished() {
        assert!(Instant::now() < end, "the solve never ended after its connections were cut");
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(solving.join().unwrap().contains("\"total\":11228"));
    for w in workers {
        stop(w);
    }
}

#[test]
fn status_shows_where_an_open_problem_stands_from_its_answers_so_far() {
    let Some(db) = testing::postgres("research_cli_standing") else { return };
    let params = ["pegs=3", "colors=4", "strategy=optimal-average"];
    // The problem submitted, and nobody to work on it yet: the solve stopped.
    let mut solving = research_support::Guard(
        std::process::Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(research_support::solve_args(&params, Some(db.url())))
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap(),
    );
    let store = Store::connect(db.url()).unwrap();
    let research = store.research().unwrap();
    let end = Instant::now() + Duration::from_secs(60);
    while research.problems().unwrap().is_empty() {
        assert!(Instant::now() < end, "the problem was never submitted");
        std::thread::sleep(Duration::from_millis(50));
    }
    solving.kill().unwrap();
    solving.wait().unwrap();
    // Where it stands, in the reader's language.
    let standing_in = |lang: &str| {
        let out = ludoteca(&["--lang", lang, "solve", "--status", db.url(), "--json"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let status: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        status["problems"][0]["standing"].as_str().unwrap_or_default().to_string()
    };
    let standing = || standing_in("en");
    let open = standing();
    assert!(open.contains("bounds on the total: ") && open.contains("0 of "), "{open}");
    let pt = standing_in("pt");
    assert!(pt.starts_with("limites do total: ") && pt.contains("primeiros palpites ainda em aberto"), "{pt}");
    let br = standing_in("pt-BR");
    assert!(br.starts_with("limites do total: ") && br.contains("primeiros chutes ainda em aberto"), "{br}");
    // A worker answers every task it needs and stops: decided, not yet printed.
    let out = ludoteca(&["worker", "--database", db.url(), "--threads", "1", "--once"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(standing().starts_with("decided by its tasks"), "{}", standing());
    assert!(standing_in("pt").starts_with("decidido pelas suas tarefas"), "{}", standing_in("pt"));
    assert_eq!(solve(&params, Some(db.url())), solve(&params, None));
}

#[test]
fn a_malformed_task_fails_once_with_its_reason_and_is_never_retried() {
    let Some(db) = testing::postgres("research_cli_malformed") else { return };
    let store = Store::connect(db.url()).unwrap();
    let research = store.research().unwrap();
    let key =
        "mastermind optimal-average pegs=3 colors=4 repeats=false guess_repeats=true feedback=positional max_guesses=8";
    let spec = serde_json::json!({"game": "mastermind", "params": {"pegs": "3", "colors": "4", "strategy": "optimal-average"}});
    let version = format!("ludoteca {}", env!("CARGO_PKG_VERSION"));
    research.submit(key, &spec, &version, &[serde_json::json!({"guess": "nonsense"})]).unwrap();
    // Two rounds of a worker: the first fails the task, the second finds
    // nothing to do (before, it handed it back and took it again).
    for round in 0..2 {
        let mut w = worker(db.url(), &["--once"]);
        let end = Instant::now() + Duration::from_secs(4);
        while w.try_wait().unwrap().is_none() {
            assert!(Instant::now() < end, "round {round}: the worker is still retrying the task");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    let task = &research.tasks(key).unwrap()[0];
    assert_eq!((task.state, task.runs), (TaskState::Failed, 1), "{task:?}");
    // Its reason is kept as data, said in each reader's language.
    let kept = task.progress.as_deref().unwrap_or_default();
    let why = ludoteca_games::distribute::said(kept, Lang::EN);
    assert!(why.contains("is not one"), "its reason kept: {kept}");
    // `--status` says so, and the solve stops saying why instead of waiting.
    let out = ludoteca(&["solve", "--status", db.url()]);
    let status = text(&out.stdout);
    assert!(status.contains("1 failed") && status.contains("task 0 failed on") && status.contains(&why), "{status}");
    let out = ludoteca(&["--lang", "pt", "solve", "--status", db.url()]);
    let status = text(&out.stdout);
    let why_pt = ludoteca_games::distribute::said(kept, Lang::PT);
    assert!(why_pt.contains("não é uma delas"), "{why_pt}");
    assert!(
        status.contains("falhadas: 1") && status.contains("a tarefa 0 falhou em") && status.contains(&why_pt),
        "{status}"
    );
    let out = solve_3x4(db.url());
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("task 0 of"), "{}", text(&out.stderr));
}

/// `ludoteca solve` of the 3×4 code game's optimal average, distributed
/// through `url`.
fn solve_3x4(url: &str) -> std::process::Output {
    solve_3x4_in(&[], url)
}

/// [`solve_3x4`] with the global flags `before` (`--lang pt`).
fn solve_3x4_in(before: &[&str], url: &str) -> std::process::Output {
    let mut args = before.to_vec();
    args.extend(["solve", "mastermind", "-p", "pegs=3", "-p", "colors=4", "-p", "strategy=optimal-average"]);
    args.extend(["--distribute", url]);
    ludoteca(&args)
}

/// A part the worker cannot read fails with its reason kept as data (what
/// such a part holds), which the worker says in its language and the solve
/// that needs it in its own: neither falls back to English under `--lang
/// pt` or `pt-BR`.
#[test]
fn a_malformed_part_is_refused_in_the_language_of_who_meets_it() {
    for (lang, says, guesses) in [("pt", "não é uma delas", "palpites"), ("pt-BR", "não é uma delas", "chutes")] {
        let Some(db) = testing::postgres(&format!("research_cli_malformed_{}", lang.replace('-', "_").to_lowercase()))
        else {
            return;
        };
        let research_store = Store::connect(db.url()).unwrap();
        let research = research_store.research().unwrap();
        let key = "mastermind optimal-average pegs=3 colors=4 repeats=false guess_repeats=true feedback=positional max_guesses=8";
        let spec = serde_json::json!({"game": "mastermind", "params": {"pegs": "3", "colors": "4", "strategy": "optimal-average"}});
        let version = format!("ludoteca {}", env!("CARGO_PKG_VERSION"));
        research.submit(key, &spec, &version, &[serde_json::json!({"guess": "nonsense"})]).unwrap();
        let out = ludoteca(&["--lang", lang, "worker", "--database", db.url(), "--once"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let worker_said = text(&out.stderr);
        let task = &research.tasks(key).unwrap()[0];
        assert_eq!(task.state, TaskState::Failed, "{task:?}");
        let kept = task.progress.as_deref().unwrap_or_default();
        let why = ludoteca_games::distribute::said(kept, Lang::from_tag(lang).unwrap());
        assert!(why.contains(says) && why.contains(guesses) && !why.contains("is not one"), "{lang}: {why}");
        assert!(worker_said.contains(&why) && !worker_said.contains("failed"), "{lang}: {worker_said}");
        let out = solve_3x4_in(&["--lang", lang], db.url());
        let said = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{said}");
        assert!(said.contains(&why) && said.contains("tarefa 0") && !said.contains("failed"), "{lang}: {said}");
    }
}
