//! The merge's tie-break: of two first guesses with the same total, the
//! smaller code wins, whatever order the answers come in, and a first guess
//! still open that could tie the best one with a smaller code keeps the
//! solve open (and is solved against a budget that allows the tie). No
//! small variant has such a tie, so the parts and answers are written here.
//! Then whole solves split level after level, run as one worker would,
//! against the solve in one piece.

use crate::catalogue::open;
use crate::distribute::{Merged, Queue};
use crate::mastermind::words::MastermindMsg;
use crate::params::Params;
use crate::solve::{SolveControl, SolveRequest};
use ludoteca_core::Lang;
use serde_json::{Value, json};

/// Two first guesses, 3 and 7, of two classes each (4 secrets in all).
fn parts() -> Vec<Value> {
    let part = |guess: u32, answer: u32| json!({"path": [[guess, answer]], "size": 2, "lower": 7, "secret": false, "above": 2000, "line": ""});
    vec![part(7, 1), part(7, 2), part(3, 1), part(3, 2)]
}

/// The answers: both first guesses total 11, guess 3 with a worst case of
/// 4 and guess 7 of 3.
fn answers() -> Vec<Value> {
    vec![
        json!({"depths": {"3": 2}}),
        json!({"depths": {"2": 1, "3": 1}}),
        json!({"depths": {"2": 2}}),
        json!({"depths": {"3": 1, "4": 1}}),
    ]
}

fn merge(parts: &[Value], results: &[Option<Value>]) -> Merged {
    let entry = open("mastermind", &Params::parse(["strategy=optimal-average"]).unwrap()).unwrap();
    let split = entry.exact_solver().and_then(|s| s.distribute()).expect("a split solve");
    split.merge(parts, results).unwrap()
}

#[test]
fn a_tie_goes_to_the_smaller_code_whatever_the_order_of_the_parts() {
    let all: Vec<Option<Value>> = answers().into_iter().map(Some).collect();
    let Merged::Done(report) = merge(&parts(), &all) else { panic!("every part answered: done") };
    assert_eq!(report.data["total"], 11);
    assert_eq!(report.data["worst"], 4, "guess 3's answer, the smaller code: {}", report.data);
    // The smaller code's parts first: the same answer.
    let (mut p, mut r) = (parts(), all);
    p.rotate_left(2);
    r.rotate_left(2);
    let Merged::Done(again) = merge(&p, &r) else { panic!("done") };
    assert_eq!(again, report);
}

/// A running part's bounds count, but not bounds below what the part needs
/// at least (another part's, renewed with its lease by a worker that had not
/// forgotten them): the global upper bound never falls below the lower one.
#[test]
fn a_running_part_s_bounds_count_unless_they_cannot_be_its_own() {
    let entry = open("mastermind", &Params::parse(["strategy=optimal-average"]).unwrap()).unwrap();
    let split = entry.exact_solver().and_then(|s| s.distribute()).expect("a split solve");
    let results = vec![None; 4];
    let line =
        |standing: &[Option<Value>]| split.bounds(&parts(), &results, standing).unwrap().unwrap().render(Lang::EN);
    let own = [Some(json!({"lower": 8, "upper": 9})), Some(json!({"lower": 7, "upper": 8})), None, None];
    assert!(line(&own).starts_with("bounds on the total: 14..=17;"), "{}", line(&own));
    let stale = [Some(json!({"lower": 8, "upper": 9})), Some(json!({"lower": 2, "upper": 4})), None, None];
    assert!(line(&stale).starts_with("bounds on the total: 14..=?;"), "{}", line(&stale));
}

#[test]
fn an_open_first_guess_that_can_tie_with_a_smaller_code_keeps_the_solve_open() {
    let entry = open("mastermind", &Params::parse(["strategy=optimal-average"]).unwrap()).unwrap();
    let split = entry.exact_solver().and_then(|s| s.distribute()).expect("a split solve");
    // Guess 7 complete (11); guess 3 has 4 proved and a class of 2 secrets
    // needing at least 7 more: 11, a tie its smaller code wins.
    let a = answers();
    let results = vec![Some(a[0].clone()), Some(a[1].clone()), Some(a[2].clone()), None];
    let Merged::Open { moot, line } = split.merge(&parts(), &results).unwrap() else {
        panic!("guess 3 can still tie guess 7 and win the tie")
    };
    assert!(moot.is_empty(), "{moot:?}: {}", line.render(Lang::EN));
    // Its last class is solved against a budget that lets it tie: 11 − 4,
    // plus one for the tie.
    assert_eq!(split.prepare(&parts(), &results, 3).unwrap()["budget"], 8);
    // The other way round, guess 7 open at the same bound loses the tie:
    // refuted at once, its last class moot.
    let results = vec![Some(a[0].clone()), None, Some(a[2].clone()), Some(a[3].clone())];
    let Merged::Done(report) = split.merge(&parts(), &results).unwrap() else {
        panic!("guess 7 at best ties guess 3's 11 and loses the tie")
    };
    assert_eq!((report.data["total"].clone(), report.data["worst"].clone()), (json!(11), json!(4)));
}

/// A whole solve split with classes of more than `above` codes split
/// level after level, run as one worker would (`Queue`): its report, the
/// solve in one piece's, the parts made and the most guesses a part fixes.
fn split_and_local(params: &[&str], above: u64) -> (String, String, usize, usize) {
    let entry = open("mastermind", &Params::parse(params.iter().copied()).unwrap()).unwrap();
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let ctl = SolveControl::quiet(&cancel);
    let solver = entry.exact_solver().unwrap();
    let local = solver.solve(&SolveRequest::default(), &ctl).unwrap();
    let mm =
        &super::MastermindEntry::from_params("mastermind", &Params::parse(params.iter().copied()).unwrap(), "", "")
            .unwrap();
    let mut queue = Queue::new(mm.split_above(&ctl, above).unwrap());
    let (report, _) = queue.solve(mm, &ctl).unwrap();
    // Guesses a part fixes: its path's, and its own next guess.
    let guesses = |p: &Value| p["path"].as_array().map_or(0, Vec::len) + usize::from(p.get("guess").is_some());
    let longest = queue.parts.iter().map(guesses).max().unwrap_or(0);
    (report.to_json(), local.to_json(), queue.parts.len(), longest)
}

/// Every class split as far as it can be (classes of at least twice as
/// many codes as answers, classic 3×4 and 4×4, both exact strategies): the
/// report of the solve in one piece; on 4×4, parts three guesses deep (on
/// 3×4 the classes big enough belong to first guesses refuted first).
#[test]
fn classes_split_level_after_level_merge_into_the_local_report() {
    for (pegs, deepest) in [("3", 1), ("4", 2)] {
        for strategy in ["optimal-average", "optimal-worst"] {
            let params = ["variant=classic", &format!("pegs={pegs}"), "colors=4", &format!("strategy={strategy}")];
            let (split, local, parts, longest) = split_and_local(&params, 1);
            assert_eq!(split, local, "{params:?}");
            assert_eq!(longest, deepest, "{params:?}: {parts} parts");
        }
    }
}

/// Three guesses deep: classic 4×5, every class split as far as it can be
/// (1,915 parts, classes of classes of classes): the local report.
#[test]
fn classic_4x5_split_three_guesses_deep_merges_into_the_local_report() {
    let params = ["variant=classic", "colors=5", "strategy=optimal-average"];
    let (split, local, parts, longest) = split_and_local(&params, 1);
    assert_eq!(split, local);
    assert!(longest >= 3 && parts > 1000, "{parts} parts, fixing up to {longest} guesses");
}

/// A running part's bounds, read from the line its run said (kept as
/// data), move the global bounds the solve shows (and only those: the moot
/// parts stay the merge's), said in the reader's language.
#[test]
fn running_parts_standing_moves_the_bounds_shown() {
    let entry = open("mastermind", &Params::parse(["strategy=optimal-average"]).unwrap()).unwrap();
    let split = entry.exact_solver().and_then(|s| s.distribute()).expect("a split solve");
    let kept = |m: MastermindMsg| ludoteca_core::i18n::kept::data(&m.into()).unwrap();
    let bounds = |lower, upper| kept(MastermindMsg::MmPartBounds { lower, upper });
    assert_eq!(split.standing(&bounds(120, 135)), Some(json!({"lower": 120, "upper": 135})));
    assert_eq!(split.standing(&bounds(9, u64::from(u32::MAX))), Some(json!({"lower": 9})));
    let stage = MastermindMsg::MmStage { stage: "solving".into(), done: 3, total: 8 };
    assert_eq!(split.standing(&kept(stage)), None);
    let a = answers();
    let results = vec![Some(a[0].clone()), None, Some(a[2].clone()), None];
    let Merged::Open { line, moot } = split.merge(&parts(), &results).unwrap() else { panic!("two parts open") };
    let line = (line.render(Lang::EN), line.render(Lang::PT), line.render(Lang::PT_BR));
    assert!(line.0.starts_with("bounds on the total: 11..=?;"), "{line:?}");
    assert!(line.1.starts_with("limites do total: 11..=?; 2 de 2 primeiros palpites ainda em aberto;"), "{line:?}");
    assert!(line.2.starts_with("limites do total: 11..=?; 2 de 2 primeiros chutes ainda em aberto;"), "{line:?}");
    // Guess 7: 6 answered, its other class 8..=9; guess 3: 4, then 8..=10.
    let standing = vec![None, Some(json!({"lower": 8, "upper": 9})), None, Some(json!({"lower": 8, "upper": 10}))];
    let shown = split.bounds(&parts(), &results, &standing).unwrap().expect("open");
    assert!(shown.render(Lang::EN).starts_with("bounds on the total: 12..=14;"), "{}", shown.render(Lang::EN));
    let pt = shown.render(Lang::PT);
    assert!(pt.starts_with("limites do total: 12..=14;") && pt.contains("; 2 de 4 partes respondidas, "), "{pt}");
    let Merged::Open { moot: same, .. } = split.merge(&parts(), &results).unwrap() else { panic!("open") };
    assert_eq!(moot, same);
}
