//! Round: the answered guesses of one round, checked as they come, with the
//! diagnosis of impossible or contradictory answers.
//!
//! A round works for every valid variant without an [`crate::Engine`]: it
//! enumerates secrets on demand (fast up to a few million codes; up to
//! 10^8 codes for 8 pegs × 10 colours a check takes seconds).

use crate::code::{Code, Role};
use crate::engine::Turn;
use crate::error::{Error, Result};
use crate::feedback::{Feedback, score};
use crate::variant::{FeedbackRule, Variant};

/// The state of one round: the variant and the answered guesses so far.
#[derive(Debug, Clone, PartialEq)]
pub struct Round {
    variant: Variant,
    history: Vec<Turn>,
}

impl Round {
    /// A new round of a valid variant.
    pub fn new(variant: &Variant) -> Result<Round> {
        variant.validate()?;
        Ok(Round { variant: *variant, history: Vec::new() })
    }

    /// The variant.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The answered guesses.
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// Whether the last answer was the win.
    pub fn is_won(&self) -> bool {
        let win = Feedback::win(self.variant.feedback, self.variant.pegs);
        self.history.last().is_some_and(|t| t.1 == win)
    }

    /// Whether the round is over (won or out of guesses).
    pub fn is_over(&self) -> bool {
        self.is_won() || self.history.len() >= self.variant.max_guesses
    }

    /// Guesses still allowed.
    pub fn guesses_left(&self) -> usize {
        self.variant.max_guesses.saturating_sub(self.history.len())
    }

    /// Every secret of the variant, in code order.
    fn secrets(&self) -> impl Iterator<Item = Code> + '_ {
        let v = self.variant;
        (0..v.all_codes() as u32)
            .map(move |i| Code::from_index(i, v.pegs, v.colors))
            .filter(move |c| v.repeats || c.repeated_color().is_none())
    }

    fn fits(&self, turns: &[Turn], s: Code) -> bool {
        turns.iter().all(|&(g, f)| score(self.variant.feedback, g, s) == f)
    }

    /// Checks a guess and its answer against the rules and the earlier
    /// answers, without recording them.
    pub fn check(&self, guess: Code, feedback: Feedback) -> Result<()> {
        if self.is_won() {
            return Err(Error::RoundOver("the code was already found".into()));
        }
        if self.guesses_left() == 0 {
            return Err(Error::RoundOver(format!("all {} guesses were used", self.variant.max_guesses)));
        }
        guess.check(&self.variant, Role::Guess)?;
        let v = &self.variant;
        let text = feedback.display(v).to_string();
        if feedback.0 as usize >= Feedback::bound(v.feedback, v.pegs) {
            return Err(Error::BadFeedback {
                text: format!("{}", feedback.0),
                accepted: "a packed feedback of this variant".into(),
            });
        }
        // Re-read the written form: catches count answers like 3B1W.
        Feedback::parse(&text, v)?;
        let mut turns = self.history.clone();
        turns.push((guess, feedback));
        if self.secrets().any(|s| self.fits(&turns, s)) {
            return Ok(());
        }
        // Why not? First: impossible on its own.
        if !self.secrets().any(|s| score(v.feedback, guess, s) == feedback) {
            return Err(Error::ImpossibleFeedback {
                guess: guess.to_string(),
                feedback: text,
                reason: self.impossible_reason(guess, feedback),
            });
        }
        // Then: the fewest earlier answers that, with this one, admit no secret.
        let mut culprits: Vec<usize> = (0..self.history.len()).collect();
        if let Some(i) = (0..self.history.len())
            .find(|&i| !self.secrets().any(|s| self.fits(&[self.history[i], (guess, feedback)], s)))
        {
            culprits = vec![i];
        } else {
            let mut k = 0;
            while k < culprits.len() {
                let mut trial = culprits.clone();
                trial.remove(k);
                let mut ts: Vec<Turn> = trial.iter().map(|&i| self.history[i]).collect();
                ts.push((guess, feedback));
                if self.secrets().any(|s| self.fits(&ts, s)) {
                    k += 1;
                } else {
                    culprits = trial;
                }
            }
        }
        let describe = |i: usize| {
            let (g, f) = self.history[i];
            format!("the answer {} to guess {} ({g})", f.display(v), i + 1)
        };
        let culprit = match culprits.as_slice() {
            [i] => describe(*i),
            many => format!("{} taken together", many.iter().map(|&i| describe(i)).collect::<Vec<_>>().join(" and ")),
        };
        Err(Error::Inconsistent {
            guess: guess.to_string(),
            feedback: text,
            culprit,
            earlier: culprits.iter().map(|i| i + 1).collect(),
        })
    }

    fn impossible_reason(&self, guess: Code, feedback: Feedback) -> String {
        let v = &self.variant;
        if v.feedback == FeedbackRule::Positional {
            let marks = feedback.marks(v.pegs);
            for i in 0..v.pegs {
                for j in 0..v.pegs {
                    if i != j
                        && guess.color(i) == guess.color(j)
                        && marks[i] != crate::feedback::Mark::Absent
                        && marks[j] == crate::feedback::Mark::Absent
                    {
                        return format!(
                            "pegs {} and {} have the same colour, so if one is in the secret the other cannot be absent",
                            i + 1,
                            j + 1
                        );
                    }
                }
            }
        }
        if !v.repeats {
            "no secret without repeated colours gives this answer to this guess".into()
        } else {
            "no secret gives this answer to this guess".into()
        }
    }

    /// Records a guess and its answer after [`Round::check`]; on error nothing changes.
    pub fn record(&mut self, guess: Code, feedback: Feedback) -> Result<()> {
        self.check(guess, feedback)?;
        self.history.push((guess, feedback));
        Ok(())
    }

    /// Reads and records a typed guess and answer.
    pub fn record_text(&mut self, guess: &str, feedback: &str) -> Result<()> {
        let g = Code::parse(guess, &self.variant, Role::Guess)?;
        let f = Feedback::parse(feedback, &self.variant)?;
        self.record(g, f)
    }

    /// How many secrets are still possible, and the first `limit` of them.
    pub fn candidates(&self, limit: usize) -> (u64, Vec<Code>) {
        let mut n = 0u64;
        let mut first = Vec::new();
        for s in self.secrets().filter(|&s| self.fits(&self.history, s)) {
            n += 1;
            if first.len() < limit {
                first.push(s);
            }
        }
        (n, first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contradiction_names_the_earlier_answer() {
        let mut r = Round::new(&Variant::classic()).unwrap();
        r.record_text("1122", "0B0W").unwrap();
        r.record_text("3456", "1B1W").unwrap();
        // 1 appears nowhere, so 1111 cannot get a right peg.
        let e = r.record_text("1111", "1B0W").unwrap_err(); // 1 is absent
        match e {
            Error::Inconsistent { earlier, .. } => assert_eq!(earlier, vec![1]),
            other => panic!("{other}"),
        }
        assert_eq!(r.history().len(), 2);
        assert!(matches!(r.record_text("1234", "3B1W"), Err(Error::ImpossibleFeedback { .. })));
        assert!(matches!(r.record_text("123", "1B0W"), Err(Error::WrongLength { .. })));
    }

    #[test]
    fn positional_impossible_and_win() {
        let mut r = Round::new(&Variant::seed_default()).unwrap();
        let e = r.record_text("1123", "+---").unwrap_err();
        assert!(matches!(e, Error::ImpossibleFeedback { .. }), "{e}");
        // Without repeats in the secret, 1111 cannot have two right pegs.
        assert!(r.record_text("1111", "++--").is_err());
        r.record_text("1234", "++++").unwrap();
        assert!(r.is_won() && r.is_over());
        assert!(matches!(r.record_text("1234", "++++"), Err(Error::RoundOver(_))));
    }
}
