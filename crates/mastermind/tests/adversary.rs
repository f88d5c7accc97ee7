//! The adversarial maker never contradicts itself.

use ludoteca_mastermind::feedback::reference_score;
use ludoteca_mastermind::{Adversary, Breaker, Control, Engine, Round, Strategy, Variant};

fn never_lies(v: Variant, s: Strategy) -> usize {
    let engine = Engine::new(&v).unwrap();
    let breaker = Breaker::new(&engine, s);
    let mut maker = Adversary::new(&engine);
    let mut round = Round::new(&v).unwrap();
    let mut history = Vec::new();
    for turn in 1..=20 {
        let g = breaker.next_guess(&history, &Control::none()).unwrap();
        let f = maker.answer(g).unwrap();
        // The independent round checker accepts every answer.
        round.record(g, f).unwrap();
        history.push((g, f));
        assert!(maker.remaining() >= 1);
        if round.is_won() {
            // The revealed secret fits every answer, by the naive scoring.
            let secret = maker.reveal().unwrap();
            for &(g, f) in &history {
                assert_eq!(reference_score(v.feedback, &g.colors(), &secret.colors()), f);
            }
            return turn;
        }
    }
    panic!("{s} did not finish against the adversary");
}

#[test]
fn adversary_is_consistent_against_every_strategy() {
    for v in [Variant::classic(), Variant::seed_default()] {
        for s in Strategy::all(11) {
            if s == Strategy::OptimalWorst && v == Variant::classic() {
                continue; // covered by the ignored exhaustive test
            }
            let turns = never_lies(v, s);
            assert!(turns <= v.max_guesses, "{s} needed {turns}");
        }
    }
}

#[test]
fn adversary_forces_knuth_to_five() {
    // Knuth's worst case is 5 on the classic game; the adversary should find it.
    assert_eq!(never_lies(Variant::classic(), Strategy::Knuth), 5);
}

#[test]
fn adversary_keeps_the_largest_class() {
    let v = Variant::classic();
    let engine = Engine::new(&v).unwrap();
    let mut maker = Adversary::new(&engine);
    let g = ludoteca_mastermind::Code::parse("1122", &v, ludoteca_mastermind::Role::Guess).unwrap();
    let f = maker.answer(g).unwrap();
    // 1122 splits 1296 codes with a largest class of 256 (answer 0B0W... or 0B1W).
    assert_eq!(maker.remaining(), 256);
    let p = engine.partition(&[], g).unwrap();
    assert_eq!(p.worst(), 256);
    assert!(p.classes.iter().any(|c| c.packed == f && c.size == 256));
}
