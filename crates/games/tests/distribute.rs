//! A solve split into parts (`ExactSolve::distribute`), each part run
//! apart and the results merged as they come, gives the report of the
//! solve in one piece, and refutes first guesses before their parts run.

use ludoteca_games::distribute::Merged;
use ludoteca_games::solve::{SolveControl, SolveRequest};
use ludoteca_games::{Params, open};
use std::sync::atomic::AtomicBool;

fn entry(params: &[&str]) -> Box<dyn ludoteca_games::Entry> {
    open("mastermind", &Params::parse(params.iter().copied()).unwrap()).unwrap()
}

#[test]
fn parts_merged_in_order_give_the_local_report_and_skip_the_moot_ones() {
    for params in [
        &["pegs=3", "colors=4", "strategy=optimal-average"][..],
        &["pegs=4", "colors=4", "strategy=optimal-average"],
        &["pegs=4", "colors=4", "strategy=optimal-worst", "repeats=true", "feedback=count"],
        &["pegs=4", "colors=5", "strategy=optimal-average", "repeats=true", "feedback=count"],
    ] {
        let e = entry(params);
        let solver = e.exact_solver().unwrap();
        let cancel = AtomicBool::new(false);
        let ctl = SolveControl::quiet(&cancel);
        let local = solver.solve(&SolveRequest::default(), &ctl).unwrap();
        let d = solver.distribute().expect("the exact strategies split");
        let parts = d.split(&ctl).unwrap();
        let mut results = vec![None; parts.len()];
        let (mut run, mut budgets) = (0, 0);
        let merged = loop {
            match d.merge(&parts, &results).unwrap() {
                Merged::Done(report) => break report,
                Merged::Open { moot, .. } => {
                    let next = (0..parts.len()).find(|i| results[*i].is_none() && !moot.contains(i)).unwrap();
                    let part = d.prepare(&parts, &results, next).unwrap();
                    budgets += usize::from(part.get("budget").is_some());
                    results[next] = Some(d.run(&part, &ctl).unwrap());
                    run += 1;
                }
            }
        };
        assert_eq!(merged, local, "{params:?}");
        assert_eq!(merged.to_json(), local.to_json());
        assert!(run <= parts.len(), "{params:?}: {run} of {} parts run", parts.len());
        eprintln!("{params:?}: {run} of {} parts run, {budgets} with a budget", parts.len());
    }
}

#[test]
fn a_heuristic_is_not_split() {
    let e = entry(&["strategy=knuth"]);
    let cancel = AtomicBool::new(false);
    let err = e.exact_solver().unwrap().distribute().unwrap().split(&SolveControl::quiet(&cancel)).unwrap_err();
    assert!(err.to_string().contains("quick on one machine"), "{err}");
}

#[test]
fn the_problem_is_the_same_however_its_parameters_are_written() {
    let a = entry(&["pegs=4", "colors=5", "strategy=optimal-average", "guess_repeats=true"]);
    let b = entry(&["colours=5", "pegs=4", "strategy=optimal-average"]);
    let key = |e: &dyn ludoteca_games::Entry| e.exact_solver().unwrap().distribute().unwrap().problem();
    assert_eq!(key(a.as_ref()), key(b.as_ref()));
}

/// The parts of a list, answered into another (a worker's loop, in memory).
struct InMemory {
    parts: Vec<serde_json::Value>,
    next: usize,
    results: Vec<Option<serde_json::Value>>,
}

impl ludoteca_games::distribute::Parts for InMemory {
    fn next(&mut self) -> Option<serde_json::Value> {
        self.next += 1;
        self.parts.get(self.next - 1).cloned()
    }
    fn answer(&mut self, result: Result<serde_json::Value, ludoteca_games::SolveError>) {
        self.results[self.next - 1] = Some(result.unwrap());
    }
}

#[test]
fn parts_run_in_one_session_give_the_same_answers_as_parts_run_apart() {
    let e = entry(&["variant=classic", "pegs=4", "colors=5", "strategy=optimal-worst"]);
    let d = e.exact_solver().unwrap().distribute().unwrap();
    let cancel = AtomicBool::new(false);
    let ctl = SolveControl::quiet(&cancel);
    let parts = d.split(&ctl).unwrap();
    let mut session = InMemory { results: vec![None; parts.len()], parts: parts.clone(), next: 0 };
    d.run_many(&mut session, &ctl);
    let apart: Vec<_> = parts.iter().map(|p| Some(d.run(p, &ctl).unwrap())).collect();
    assert_eq!(session.results, apart);
    let local = e.exact_solver().unwrap().solve(&SolveRequest::default(), &ctl).unwrap();
    assert_eq!(d.merge(&parts, &session.results).unwrap(), Merged::Done(local));
}

/// A split whose merge never decides: its one part answered, it stays open.
struct NeverDecides;

impl ludoteca_games::distribute::Distribute for NeverDecides {
    fn problem(&self) -> String {
        "never decided".into()
    }
    fn split(&self, _: &SolveControl<'_>) -> Result<Vec<serde_json::Value>, ludoteca_games::SolveError> {
        Ok(vec![serde_json::json!({})])
    }
    fn run(
        &self,
        _: &serde_json::Value,
        _: &SolveControl<'_>,
    ) -> Result<serde_json::Value, ludoteca_games::SolveError> {
        Ok(serde_json::json!({}))
    }
    fn merge(
        &self,
        _: &[serde_json::Value],
        _: &[Option<serde_json::Value>],
    ) -> Result<Merged, ludoteca_games::SolveError> {
        Ok(Merged::Open { line: ludoteca_core::Msg::Verbatim { text: String::new() }, moot: Vec::new() })
    }
}

/// The research refusals a person meets (a part its split cannot read, a
/// result it cannot read, a merge still open with nothing left to run) are one sentence in each
/// language, never English under Portuguese.
#[test]
fn research_refusals_are_said_in_the_readers_language() {
    use ludoteca_core::Lang;
    let cancel = AtomicBool::new(false);
    let ctl = SolveControl::quiet(&cancel);
    let split = NeverDecides;
    let mut queue =
        ludoteca_games::distribute::Queue::new(ludoteca_games::distribute::Distribute::split(&split, &ctl).unwrap());
    let open = queue.solve(&split, &ctl).unwrap_err();
    // A part no split reads: Mastermind's, through its worker's run.
    let e = entry(&["pegs=3", "colors=4", "strategy=optimal-average"]);
    let d = e.exact_solver().unwrap().distribute().unwrap();
    let bad = d.run(&serde_json::json!({"guess": "nonsense"}), &ctl).unwrap_err();
    // A result no worker writes, met by the merge.
    let parts = d.split(&ctl).unwrap();
    let mut results = vec![None; parts.len()];
    results[0] = Some(serde_json::json!({"depths": "many"}));
    let Err(unread) = d.merge(&parts, &results) else { panic!("a result no worker writes is refused") };
    for (lang, open_says, bad_says, unread_says) in [
        (Lang::EN, "the merge still cannot decide", "is not one", "is read as `ludoteca worker` writes it"),
        (Lang::PT, "a junção ainda não decide", "caminho de palpites", "lê-se tal como `ludoteca worker`"),
        (Lang::PT_BR, "a junção ainda não decide", "caminho de chutes", "é lido do jeito que `ludoteca worker`"),
    ] {
        for (said, says) in
            [(open.message(lang), open_says), (bad.message(lang), bad_says), (unread.message(lang), unread_says)]
        {
            assert!(said.contains(says) && said.lines().count() == 1, "{lang:?}: {said}");
            if lang != Lang::EN {
                assert!(!said.contains(" the ") && !said.contains("is not one"), "{lang:?}: {said}");
            }
        }
    }
    assert!(bad.message(Lang::PT).contains("nonsense"), "the part echoed");
}
