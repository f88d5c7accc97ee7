//! The fast scoring against the naive reference, for both rules, on random codes.

use ludoteca_mastermind::feedback::{reference_score, score};
use ludoteca_mastermind::{Code, Feedback, FeedbackRule, Variant};
use proptest::prelude::*;

fn codes() -> impl Strategy<Value = (usize, Vec<u8>, Vec<u8>)> {
    (1usize..=8, 2usize..=10).prop_flat_map(|(pegs, colors)| {
        (
            Just(colors),
            proptest::collection::vec(0..colors as u8, pegs),
            proptest::collection::vec(0..colors as u8, pegs),
        )
    })
}

proptest! {
    #[test]
    fn count_matches_reference((colors, g, s) in codes()) {
        let _ = colors;
        let (gc, sc) = (Code::from_colors(&g).unwrap(), Code::from_colors(&s).unwrap());
        prop_assert_eq!(score(FeedbackRule::Count, gc, sc), reference_score(FeedbackRule::Count, &g, &s));
    }

    #[test]
    fn positional_matches_reference((colors, g, s) in codes()) {
        let _ = colors;
        let (gc, sc) = (Code::from_colors(&g).unwrap(), Code::from_colors(&s).unwrap());
        prop_assert_eq!(
            score(FeedbackRule::Positional, gc, sc),
            reference_score(FeedbackRule::Positional, &g, &s)
        );
    }

    #[test]
    fn written_feedback_reads_back((colors, g, s) in codes()) {
        for rule in [FeedbackRule::Count, FeedbackRule::Positional] {
            let v = Variant { pegs: g.len(), colors: colors.max(g.len()), repeats: true,
                guess_repeats: true, feedback: rule, max_guesses: 10 };
            let f = score(rule, Code::from_colors(&g).unwrap(), Code::from_colors(&s).unwrap());
            let text = f.display(&v).to_string();
            prop_assert_eq!(Feedback::parse(&text, &v).unwrap(), f);
        }
    }

    #[test]
    fn count_is_positional_summarised((colors, g, s) in codes()) {
        // With no repeated colour anywhere, count feedback = (#right, #elsewhere marks).
        let _ = colors;
        let distinct = |v: &Vec<u8>| { let mut w = v.clone(); w.sort(); w.dedup(); w.len() == v.len() };
        prop_assume!(distinct(&g) && distinct(&s));
        let (gc, sc) = (Code::from_colors(&g).unwrap(), Code::from_colors(&s).unwrap());
        let marks = score(FeedbackRule::Positional, gc, sc).marks(g.len());
        let right = marks.iter().filter(|&&m| m == ludoteca_mastermind::Mark::Right).count();
        let elsewhere = marks.iter().filter(|&&m| m == ludoteca_mastermind::Mark::Elsewhere).count();
        prop_assert_eq!(score(FeedbackRule::Count, gc, sc), Feedback::count(right, elsewhere));
    }
}

#[test]
fn reference_examples_from_the_rules_page() {
    // Positional: a repeated guess colour gets several "elsewhere" marks for one secret peg.
    let f = reference_score(FeedbackRule::Positional, &[0, 0, 0, 0], &[1, 2, 3, 0]);
    assert_eq!(
        f.marks(4),
        vec![
            ludoteca_mastermind::Mark::Elsewhere,
            ludoteca_mastermind::Mark::Elsewhere,
            ludoteca_mastermind::Mark::Elsewhere,
            ludoteca_mastermind::Mark::Right
        ]
    );
    // Count: the same pair gives 1 right, 0 wrong place (min-count rule).
    assert_eq!(reference_score(FeedbackRule::Count, &[0, 0, 0, 0], &[1, 2, 3, 0]), Feedback::count(1, 0));
}
