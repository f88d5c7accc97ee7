//! The marks of a Mastermind match's guesses for the replay, by Knuth's
//! measure (the most codes a guess may leave, over every guess): a guess
//! as good as the best is good — even one that cannot be the code, as the
//! best guesses often are, when it splits the codes left; one that fits the answers but may leave more is
//! neutral; one that cannot be the code (it does not fit the answers so
//! far, or no code is like it: a repeated colour where the code repeats
//! none) and is worse than the best is a mistake. The makers' moves are not
//! judged.

use super::MastermindMatch;
use crate::marks::{Mark, Marks, MoveMark, Why};
use ludoteca_core::Msg;
use ludoteca_games::mastermind::words::MastermindMsg;
use ludoteca_mastermind::{Breaker, Control, Strategy};
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// The most guesses × codes still possible one guess's best worst case may
/// cost (the classic variant's first guess is 1296 × 1296); beyond it a
/// fitting guess is only known not to be a mistake.
const WORK_LIMIT: u64 = 4_000_000;

/// What a code breaker's guess was worth, when the replay says why (a
/// mistake, or a guess worse than the best): data, so that marks kept for a
/// finished match render in any language ([`GuessWhy::msg`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum GuessWhy {
    /// A code breaker's guess that cannot be the code.
    Inconsistent {
        /// The guess.
        guess: String,
        /// The round, from 1.
        round: u64,
        /// How many codes were still possible.
        left: u64,
    },
    /// A code breaker's guess that no code is like (a repeated colour in a
    /// game whose code repeats none).
    #[serde(rename = "not_a_code")]
    NotACode {
        /// The guess.
        guess: String,
        /// The round, from 1.
        round: u64,
    },
    /// A guess that fits the answers but may leave more codes than the best.
    Worse {
        /// The guess.
        guess: String,
        /// The most codes it may leave.
        worst: u64,
        /// The most codes the best guess may leave.
        best: u64,
    },
}

impl GuessWhy {
    /// The sentence as a message, in the family's words.
    #[must_use]
    pub fn msg(&self) -> Msg {
        Msg::from(match self.clone() {
            GuessWhy::Inconsistent { guess, round, left } => MastermindMsg::MmMarkInconsistent { guess, round, left },
            GuessWhy::NotACode { guess, round } => MastermindMsg::MmMarkNotACode { guess, round },
            GuessWhy::Worse { guess, worst, best } => MastermindMsg::MmMarkWorse { guess, worst, best },
        })
    }
}

impl MastermindMatch {
    /// See the module's documentation.
    pub(super) fn guess_marks(&self, budget: Duration) -> Marks {
        let deadline = ludoteca_core::control::later(Instant::now(), budget);
        let mut marks = Marks::unknown(self.history.len());
        let Ok(engine) = self.engine() else { return marks };
        let breaker = Breaker::new(&engine, Strategy::Knuth);
        let guesses = engine.space().guesses().len() as u64;
        let mut asked = vec![0usize; self.rounds.len()];
        for (i, (m, &r)) in self.history.iter().zip(&self.round_of).enumerate() {
            let round = &self.rounds[r];
            if m.seat != round.breaker() {
                marks.moves[i] = MoveMark::none();
                continue;
            }
            let k = asked[r];
            asked[r] += 1;
            let Some(&(guess, _)) = round.round.history().get(k) else { continue };
            let before = &round.round.history()[..k];
            if Instant::now() >= deadline {
                continue;
            }
            let Ok(p) = engine.partition(before, guess) else { continue };
            let text = guess.to_string();
            let best = (guesses * p.candidates as u64 <= WORK_LIMIT)
                .then(|| breaker.rank(before, 1, &Control::none()).ok())
                .flatten()
                .and_then(|r| r.first().map(|s| s.worst));
            let round = r as u64 + 1;
            marks.moves[i] = match (p.consistent, best) {
                // As good as the best guess in the worst case: good, even
                // when it cannot be the code (the best guesses often cannot),
                // as long as it tells something (splits the codes left).
                (consistent, Some(b)) if p.worst() <= b && (consistent || p.worst() < p.candidates) => {
                    MoveMark { mark: Mark::Good, left: None, mistake: Some(false), why: None }
                }
                (true, Some(b)) => MoveMark {
                    mark: Mark::Neutral,
                    left: None,
                    mistake: Some(false),
                    why: Some(Why::Guess(GuessWhy::Worse { guess: text, worst: p.worst() as u64, best: b as u64 })),
                },
                (true, None) => MoveMark { mistake: Some(false), ..MoveMark::unknown() },
                // It cannot be the code, and it is not among the best (or
                // the best is out of reach, once answers have narrowed the
                // codes: a first guess is then left unjudged).
                (false, best) if best.is_some() || !before.is_empty() => {
                    // Before any answer, only a guess no code is like cannot be it.
                    let no_code = before.is_empty() || engine.partition(&[], guess).is_ok_and(|q| !q.consistent);
                    let why = if no_code {
                        GuessWhy::NotACode { guess: text, round }
                    } else {
                        GuessWhy::Inconsistent { guess: text, round, left: p.candidates as u64 }
                    };
                    MoveMark { mark: Mark::Bad, left: None, mistake: Some(true), why: Some(Why::Guess(why)) }
                }
                (false, _) => MoveMark::unknown(),
            };
        }
        marks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_core::Lang;

    #[test]
    fn a_guess_why_is_kept_as_before_and_said_in_the_family_words() {
        // Marks kept for a finished match (`marks:v3:…`) were written with
        // the guess's `kind` beside its fields; they still read back.
        let kept = serde_json::json!({"kind": "not_a_code", "guess": "1123", "round": 2});
        let why: Why = serde_json::from_value(kept.clone()).expect("kept marks read back");
        assert_eq!(why, Why::Guess(GuessWhy::NotACode { guess: "1123".into(), round: 2 }));
        assert_eq!(serde_json::to_value(&why).expect("serialises"), kept);
        let worse = Why::Guess(GuessWhy::Worse { guess: "1234".into(), worst: 256, best: 256 });
        let back: Why = serde_json::from_value(serde_json::to_value(&worse).expect("serialises")).expect("reads");
        assert_eq!(back, worse);
        assert!(why.msg().render(Lang::PT_BR).contains("1123"));
    }
}
