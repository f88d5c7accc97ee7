//! The marks of a Mastermind match's guesses for the replay: a guess that
//! cannot be the code (it does not fit the answers so far, or no code is
//! like it: a repeated colour where the code repeats none) is a mistake;
//! one that fits is good when no guess leaves fewer codes in the worst case
//! (Knuth's measure, over every guess), else neutral. The makers' moves are
//! not judged.

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
        let deadline = Instant::now() + budget;
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
            if !p.consistent {
                // Before any answer, only a guess no code is like cannot be it.
                let no_code = before.is_empty() || engine.partition(&[], guess).is_ok_and(|q| !q.consistent);
                let round = r as u64 + 1;
                let why = if no_code {
                    Why::NotACode { guess: text, round }
                } else {
                    Why::Inconsistent { guess: text, round, left: p.candidates as u64 }
                };
                marks.moves[i] = MoveMark { mark: Mark::Bad, left: None, mistake: Some(true), why: Some(why) };
                continue;
            }
            let best = (guesses * p.candidates as u64 <= WORK_LIMIT)
                .then(|| breaker.rank(before, 1, &Control::none()).ok())
                .flatten()
                .and_then(|r| r.first().map(|s| s.worst));
            marks.moves[i] = match best {
                Some(b) if p.worst() <= b => MoveMark { mark: Mark::Good, left: None, mistake: Some(false), why: None },
                Some(b) => MoveMark {
                    mark: Mark::Neutral,
                    left: None,
                    mistake: Some(false),
                    why: Some(Why::Worse { guess: text, worst: p.worst() as u64, best: b as u64 }),
                },
                None => MoveMark { mistake: Some(false), ..MoveMark::unknown() },
            };
        }
        marks
    }
}
