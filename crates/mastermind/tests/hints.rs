//! Hints and analysis: partitions and ranked guesses.

use ludoteca_mastermind::{Breaker, Code, Control, Engine, Feedback, Role, Strategy, Variant};

#[test]
fn partition_of_the_first_guess() {
    let v = Variant::classic();
    let engine = Engine::new(&v).unwrap();
    let g = Code::parse("1122", &v, Role::Guess).unwrap();
    let p = engine.partition(&[], g).unwrap();
    assert_eq!(p.candidates, 1296);
    assert_eq!(p.worst(), 256);
    assert!(p.consistent);
    // Of the 14 possible answers, 1B3W cannot happen for 1122: 13 classes, the win included.
    assert_eq!(p.classes.len(), 14 - 1);
    assert_eq!(p.classes.iter().map(|c| c.size).sum::<usize>(), 1296);
    let json = serde_json::to_string(&p).unwrap();
    assert!(json.contains("\"feedback\":\"0B1W\""), "{json}");
}

#[test]
fn knuth_ranks_1122_first_with_256() {
    let engine = Engine::new(&Variant::classic()).unwrap();
    let r = Breaker::new(&engine, Strategy::Knuth).rank(&[], 5, &Control::none()).unwrap();
    assert_eq!(r.len(), 5);
    assert_eq!(r[0].guess.to_string(), "1122");
    assert_eq!(r[0].score, 256.0);
    assert!(r.windows(2).all(|w| w[0].score <= w[1].score));
}

#[test]
fn optimal_ranks_match_the_exact_values() {
    // Seed default after one answer: the best ranked guess's score times the
    // number of candidates is the least total, and next_guess agrees.
    let v = Variant::seed_default();
    let engine = Engine::new(&v).unwrap();
    let g = Code::parse("1234", &v, Role::Guess).unwrap();
    let f = Feedback::parse("+o--", &v).unwrap();
    let history = [(g, f)];
    let b = Breaker::new(&engine, Strategy::OptimalAverage);
    let n = engine.candidates(&history).unwrap().len();
    let total = b.least_total(&history, &Control::none()).unwrap();
    let r = b.rank(&history, 3, &Control::none()).unwrap();
    assert!((r[0].score * n as f64 - total as f64).abs() < 1e-9);
    assert!(r.windows(2).all(|w| w[0].score <= w[1].score));
    assert_eq!(b.next_guess(&history, &Control::none()).unwrap(), r[0].guess);
    let w = Breaker::new(&engine, Strategy::OptimalWorst);
    let d = w.least_worst_case(&history, &Control::none()).unwrap();
    let r = w.rank(&history, 3, &Control::none()).unwrap();
    assert_eq!(r[0].score, d as f64);
}

#[test]
fn entropy_and_parts_scores_have_their_units() {
    let engine = Engine::new(&Variant::classic()).unwrap();
    let e = Breaker::new(&engine, Strategy::Entropy).rank(&[], 1, &Control::none()).unwrap();
    assert!(e[0].score > 3.0 && e[0].score < (1296f64).log2());
    let m = Breaker::new(&engine, Strategy::MostParts).rank(&[], 1, &Control::none()).unwrap();
    assert_eq!(m[0].score, m[0].classes as f64);
}
