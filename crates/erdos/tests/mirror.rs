//! The mirror strategy: always a legal reply (exhaustive on 5×5), and
//! Second's best play beats it.

use ludoteca_erdos::mirror::{analyse, refutation};
use ludoteca_erdos::solver::Value;
use ludoteca_erdos::{Position, Rules};
use std::sync::atomic::AtomicBool;

#[test]
fn the_mirror_always_has_a_legal_reply_on_5x5() {
    let r = analyse(&Rules::default(), true, &AtomicBool::new(false), &|_| {}).unwrap();
    assert!(r.always_legal);
    assert!(r.exhaustive);
    assert!(r.positions > 400_000, "{}", r.positions);
    // Second can beat it: the mirror is no winning strategy for First.
    assert_eq!(r.value, Value::Second);
    let mut p = Position::empty(5).unwrap();
    for m in &r.line {
        p.play(*m, &Rules::default()).unwrap();
    }
    assert!(p.columns()[1] > p.columns()[0] || p.legal_moves().is_empty());
}

#[test]
fn three_by_three_and_even_sizes() {
    let r = analyse(&Rules::new(3).unwrap(), true, &AtomicBool::new(false), &|_| {}).unwrap();
    assert!(r.always_legal);
    assert!(analyse(&Rules::new(4).unwrap(), true, &AtomicBool::new(false), &|_| {}).is_err());
    let mut p = Position::empty(5).unwrap();
    p.play("c3=3".parse().unwrap(), &Rules::default()).unwrap();
    assert!(refutation(&Rules::default(), &p).is_some());
}
