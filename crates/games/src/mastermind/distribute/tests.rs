//! The merge's tie-break: of two first guesses with the same total, the
//! smaller code wins, whatever order the answers come in, and a first guess
//! still open that could tie the best one with a smaller code keeps the
//! solve open (and is solved against a budget that allows the tie). No
//! small variant has such a tie, so the parts and answers are written here.

use crate::catalogue::open;
use crate::distribute::Merged;
use crate::params::Params;
use serde_json::{Value, json};

/// Two first guesses, 3 and 7, of two classes each (4 secrets in all).
fn parts() -> Vec<Value> {
    let part = |guess: u32, code: &str, answer: u32| json!({"guess": guess, "code": code, "answer": answer, "words": "", "size": 2, "lower": 5, "secret": false, "depth": null});
    vec![part(7, "1234", 1), part(7, "1234", 2), part(3, "1123", 1), part(3, "1123", 2)]
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

#[test]
fn an_open_first_guess_that_can_tie_with_a_smaller_code_keeps_the_solve_open() {
    let entry = open("mastermind", &Params::parse(["strategy=optimal-average"]).unwrap()).unwrap();
    let split = entry.exact_solver().and_then(|s| s.distribute()).expect("a split solve");
    // Guess 7 complete (11); guess 3 has 4 proved and a class of 2 secrets
    // needing at least 2 + 5 = 7 more: 11, a tie its smaller code wins.
    let a = answers();
    let results = vec![Some(a[0].clone()), Some(a[1].clone()), Some(a[2].clone()), None];
    let Merged::Open { moot, line } = split.merge(&parts(), &results).unwrap() else {
        panic!("guess 3 can still tie guess 7 and win the tie")
    };
    assert!(moot.is_empty(), "{moot:?}: {line}");
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
