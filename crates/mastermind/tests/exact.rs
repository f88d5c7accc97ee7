//! The exact solver against a naive exhaustive minimisation on tiny variants,
//! with and without symmetry reduction, for both feedback rules.

use ludoteca_mastermind::feedback::reference_score;
use ludoteca_mastermind::{Breaker, Code, Control, Engine, FeedbackRule, Strategy, Variant};
use std::collections::HashMap;

struct Naive {
    guesses: Vec<Vec<u8>>,
    rule: FeedbackRule,
    memo: HashMap<(Vec<usize>, u32), u32>,
}

impl Naive {
    /// Least total guesses over `set` (indices into secrets) within `d` guesses; u32::MAX if impossible.
    fn total(&mut self, secrets: &[Vec<u8>], set: Vec<usize>, d: u32) -> u32 {
        if set.is_empty() {
            return 0;
        }
        if d == 0 {
            return u32::MAX;
        }
        if let Some(&v) = self.memo.get(&(set.clone(), d)) {
            return v;
        }
        let mut best = u32::MAX;
        for gi in 0..self.guesses.len() {
            let g = self.guesses[gi].clone();
            let mut classes: HashMap<u16, Vec<usize>> = HashMap::new();
            let mut won = false;
            for &s in &set {
                if secrets[s] == g {
                    won = true;
                    continue;
                }
                classes.entry(reference_score(self.rule, &g, &secrets[s]).0).or_default().push(s);
            }
            if !won && classes.len() == 1 {
                continue;
            }
            let mut cost = set.len() as u32;
            for (_, c) in classes {
                let t = self.total(secrets, c, d - 1);
                cost = cost.saturating_add(t);
            }
            best = best.min(cost);
        }
        self.memo.insert((set, d), best);
        best
    }
}

fn check(v: Variant) {
    let engine = Engine::new(&v).unwrap();
    let secrets: Vec<Vec<u8>> = engine.space().secrets().iter().map(Code::colors).collect();
    let guesses: Vec<Vec<u8>> = engine.space().guesses().iter().map(Code::colors).collect();
    let mut naive = Naive { guesses, rule: v.feedback, memo: HashMap::new() };
    let all: Vec<usize> = (0..secrets.len()).collect();
    let want = naive.total(&secrets, all.clone(), 20);
    let all_again = all.clone();
    let mut depth = 1;
    while naive.total(&secrets, all.clone(), depth) == u32::MAX {
        depth += 1;
    }
    let want_worst_total = naive.total(&secrets, all_again, depth);
    // The tree's guesses are the smallest optimal ones, at the root and one level down.
    let mut smallest_optimal = |set: Vec<usize>| -> String {
        let best = naive.total(&secrets, set.clone(), 20);
        for g in naive.guesses.clone() {
            let mut classes: HashMap<u16, Vec<usize>> = HashMap::new();
            let mut won = false;
            for &s in &set {
                if secrets[s] == g {
                    won = true;
                } else {
                    classes.entry(reference_score(v.feedback, &g, &secrets[s]).0).or_default().push(s);
                }
            }
            if !won && classes.len() == 1 {
                continue;
            }
            let cost = set.len() as u32 + classes.into_values().map(|c| naive.total(&secrets, c, 20)).sum::<u32>();
            if cost == best {
                return Code::from_colors(&g).unwrap().to_string();
            }
        }
        unreachable!()
    };
    let mut trees = Vec::new();
    for sym in [true, false] {
        let got = Breaker::new(&engine, Strategy::OptimalAverage).with_symmetry(sym).solve(&Control::none()).unwrap();
        assert_eq!(got.0.total as u32, want, "{v} symmetry={sym}");
        assert_eq!(got.1.check().unwrap(), got.0);
        trees.push(got.1);
        let got = Breaker::new(&engine, Strategy::OptimalWorst).with_symmetry(sym).solve(&Control::none()).unwrap();
        assert_eq!(got.0.worst as u32, depth, "{v} symmetry={sym}");
        assert_eq!(got.0.total as u32, want_worst_total, "{v} symmetry={sym}");
    }
    assert_eq!(trees[0], trees[1], "{v}: symmetry changed the tree");
    let tree = &trees[0];
    let all: Vec<usize> = (0..secrets.len()).collect();
    assert_eq!(tree.root.guess, smallest_optimal(all.clone()), "{v}");
    let root = Code::parse(&tree.root.guess, &v, ludoteca_mastermind::Role::Guess).unwrap();
    for (answer, child) in &tree.root.then {
        let set: Vec<usize> = all
            .iter()
            .copied()
            .filter(|&s| reference_score(v.feedback, &root.colors(), &secrets[s]).display(&v).to_string() == *answer)
            .collect();
        assert_eq!(child.guess, smallest_optimal(set), "{v} after {answer}");
    }
}

#[test]
fn tiny_variants_match_exhaustive_search() {
    for feedback in [FeedbackRule::Count, FeedbackRule::Positional] {
        for (pegs, colors, repeats) in [(2, 3, true), (2, 4, true), (3, 3, true), (3, 4, false), (2, 5, false)] {
            check(Variant { pegs, colors, repeats, guess_repeats: true, feedback, max_guesses: 10 });
        }
    }
}

#[test]
fn sixty_four_codes_match_exhaustive_search() {
    check(Variant {
        pegs: 3,
        colors: 4,
        repeats: true,
        guess_repeats: true,
        feedback: FeedbackRule::Count,
        max_guesses: 10,
    });
}

#[test]
fn one_thread_and_several_give_the_same_trees() {
    // 4×5: the first guess's big classes (48 codes or more) have their
    // guesses spread over the threads with a shared best; one thread runs
    // the same search in order. Both must find the same strategies.
    let v = Variant { colors: 5, ..Variant::classic() };
    let engine = Engine::new(&v).unwrap();
    let solve = |threads: usize, s: Strategy| {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        pool.install(|| Breaker::new(&engine, s).solve(&Control::none()).unwrap())
    };
    for s in [Strategy::OptimalAverage, Strategy::OptimalWorst] {
        let (a, ta) = solve(1, s);
        let (b, tb) = solve(4, s);
        assert_eq!(a, b, "{s}");
        assert_eq!(ta, tb, "{s}");
    }
}

#[test]
fn symmetry_does_not_change_mid_game_answers() {
    // After a positional answer that a position swap would move, the
    // optimal value must be the same with and without symmetry.
    let v = Variant {
        pegs: 3,
        colors: 5,
        repeats: true,
        guess_repeats: true,
        feedback: FeedbackRule::Positional,
        max_guesses: 10,
    };
    let engine = Engine::new(&v).unwrap();
    let g = Code::parse("112", &v, ludoteca_mastermind::Role::Guess).unwrap();
    let f = ludoteca_mastermind::Feedback::parse("+o-", &v).unwrap();
    let history = [(g, f)];
    let a = Breaker::new(&engine, Strategy::OptimalAverage).rank(&history, 50, &Control::none()).unwrap();
    let b = Breaker::new(&engine, Strategy::OptimalAverage)
        .with_symmetry(false)
        .rank(&history, 50, &Control::none())
        .unwrap();
    assert_eq!(a[0].score, b[0].score);
    let na = Breaker::new(&engine, Strategy::OptimalAverage).next_guess(&history, &Control::none()).unwrap();
    let nb = Breaker::new(&engine, Strategy::OptimalAverage)
        .with_symmetry(false)
        .next_guess(&history, &Control::none())
        .unwrap();
    assert_eq!(na, nb);
}

#[test]
fn blocks_and_one_guess_at_a_time_give_the_same_trees() {
    // Bounding guesses in blocks (read from the candidates' columns) must
    // change nothing but the time: the same statistics and trees, for a
    // symmetric table (classic) and a transposed copy (no repeats in the
    // secret, positional marks).
    let positional = Variant {
        pegs: 3,
        colors: 6,
        repeats: false,
        guess_repeats: true,
        feedback: FeedbackRule::Positional,
        max_guesses: 10,
    };
    for v in [Variant { colors: 5, ..Variant::classic() }, positional] {
        let engine = Engine::new(&v).unwrap();
        for s in [Strategy::OptimalAverage, Strategy::OptimalWorst] {
            let (a, ta) = Breaker::new(&engine, s).with_blocks(true).solve(&Control::none()).unwrap();
            let (b, tb) = Breaker::new(&engine, s).with_blocks(false).solve(&Control::none()).unwrap();
            assert_eq!(a, b, "{v} {s}");
            assert_eq!(ta, tb, "{v} {s}");
        }
    }
}
