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
use ludoteca_mastermind::{Breaker, Control, Strategy};
use std::time::{Duration, Instant};

/// The most guesses × codes still possible one guess's best worst case may
/// cost (the classic variant's first guess is 1296 × 1296); beyond it a
/// fitting guess is only known not to be a mistake.
const WORK_LIMIT: u64 = 4_000_000;

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
                    why: Some(Why::Worse { guess: text, worst: p.worst() as u64, best: b as u64 }),
                },
                (true, None) => MoveMark { mistake: Some(false), ..MoveMark::unknown() },
                // It cannot be the code, and it is not among the best (or
                // the best is out of reach, once answers have narrowed the
                // codes: a first guess is then left unjudged).
                (false, best) if best.is_some() || !before.is_empty() => {
                    // Before any answer, only a guess no code is like cannot be it.
                    let no_code = before.is_empty() || engine.partition(&[], guess).is_ok_and(|q| !q.consistent);
                    let why = if no_code {
                        Why::NotACode { guess: text, round }
                    } else {
                        Why::Inconsistent { guess: text, round, left: p.candidates as u64 }
                    };
                    MoveMark { mark: Mark::Bad, left: None, mistake: Some(true), why: Some(why) }
                }
                (false, _) => MoveMark::unknown(),
            };
        }
        marks
    }
}
