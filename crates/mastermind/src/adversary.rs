//! Adversary: a code-maker who never commits to a secret and answers each
//! guess so as to keep as many codes possible as it can.

use crate::code::Code;
use crate::engine::{Engine, Turn};
use crate::error::Result;
use crate::feedback::Feedback;

/// The adversarial maker of one round.
#[derive(Debug, Clone)]
pub struct Adversary<'e> {
    engine: &'e Engine,
    cands: Vec<u32>,
    history: Vec<Turn>,
}

impl<'e> Adversary<'e> {
    /// A maker for whom every secret is still possible.
    pub fn new(engine: &'e Engine) -> Adversary<'e> {
        Adversary { engine, cands: engine.all_secrets(), history: Vec::new() }
    }

    /// Answers `guess` with the feedback whose class is largest; ties go to
    /// an answer that is not the win, then to the smallest packed answer.
    /// The answer is always consistent with every earlier one.
    pub fn answer(&mut self, guess: Code) -> Result<Feedback> {
        let gp = self.engine.guess_pos(guess)?;
        let win = self.engine.table().win();
        let parts = self.engine.split(gp, &self.cands);
        let best = parts
            .into_iter()
            .max_by(|a, b| a.1.len().cmp(&b.1.len()).then((a.0 != win).cmp(&(b.0 != win))).then(b.0.cmp(&a.0)))
            .unwrap_or((win, Vec::new()));
        let fb = self.engine.table().to_feedback(best.0);
        self.cands = best.1;
        self.history.push((guess, fb));
        Ok(fb)
    }

    /// Number of secrets still consistent with every answer.
    pub fn remaining(&self) -> usize {
        self.cands.len()
    }

    /// The secrets still consistent with every answer.
    pub fn candidates(&self) -> Vec<Code> {
        self.engine.codes(&self.cands)
    }

    /// A secret consistent with every answer (the smallest), to reveal at the end.
    pub fn reveal(&self) -> Option<Code> {
        self.cands.first().map(|&p| self.engine.space().secrets()[p as usize])
    }

    /// The answered guesses.
    pub fn history(&self) -> &[Turn] {
        &self.history
    }
}
