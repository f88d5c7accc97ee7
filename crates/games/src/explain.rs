//! A position report's explanation in the person's language: the family's
//! message when it gives one; else English is the family's own sentence and
//! in Portuguese the reason is written from the report's data (its class,
//! the moves that win, the longest resistance) in the text's vocabulary.

use crate::entry::{MoveReport, PositionReport};
use ludoteca_core::{Lang, Msg, Outcome};

/// At most this many winning moves are named in a sentence.
const NAMED: usize = 6;

impl PositionReport {
    /// Why the position is what it is, in `lang`: the family's message
    /// ([`reason`](PositionReport::reason)) when it gave one; else its own
    /// [`explanation`](PositionReport::explanation) in English and a
    /// sentence from the report's data in Portuguese.
    #[must_use]
    pub fn explanation_in(&self, lang: Lang) -> String {
        match (&self.reason, lang) {
            (Some(reason), lang) => reason.render(lang),
            (None, Lang::EN) => self.explanation.to_string(),
            (None, lang) => self.explanation_msg().render(lang),
        }
    }

    /// The drawing that helps read the position, in `lang`: the family's
    /// message ([`diagram_msg`](PositionReport::diagram_msg)) when it gave
    /// one, else its [`diagram`](PositionReport::diagram) as drawn.
    #[must_use]
    pub fn diagram_in(&self, lang: Lang) -> Option<String> {
        match &self.diagram_msg {
            Some(d) => Some(d.render(lang)),
            None => self.diagram.as_ref().map(ToString::to_string),
        }
    }

    /// The reason as a message, from the report's data, the moves and
    /// positions in the game's notation (for the teacher).
    #[must_use]
    pub fn explanation_msg(&self) -> Msg {
        self.explanation_with(&|m: &MoveReport| Msg::ExplainLeaves { mv: m.mv.clone(), position: m.position.clone() })
    }

    /// The reason as a message a student reads: each move in the words
    /// `words(position, move)` gives (the family's
    /// [`Entry::move_msg`](crate::Entry::move_msg)), else "a move", and the
    /// position it leaves named only when it is a plain number (a heap's
    /// stones) — never the game's notation.
    #[must_use]
    pub fn explanation_in_words(&self, words: &dyn Fn(&str, &str) -> Option<Msg>) -> Msg {
        let said = |m: &MoveReport| {
            let mv = words(&self.position, &m.mv).and_then(|w| w.infinitive()).unwrap_or(Msg::ExplainSomeMove);
            let mv = Box::new(mv);
            match plain_number(&m.position) {
                Some(position) => Msg::ExplainMoveNamed { mv, position, outcome: m.outcome },
                None => Msg::ExplainMovePlain { mv, outcome: m.outcome },
            }
        };
        self.explanation_with(&said)
    }

    fn explanation_with(&self, leaves: &dyn Fn(&MoveReport) -> Msg) -> Msg {
        let within = || self.remoteness.map(|n| Box::new(Msg::ExplainWithin { n: u64::from(n) }));
        let outcome = self.outcome;
        if self.moves.is_empty() {
            return match outcome {
                Outcome::PreviousWins => Msg::ExplainOverLost,
                Outcome::NextWins => Msg::ExplainOverWon,
                Outcome::Draw => Msg::ExplainOverDrawn,
            };
        }
        match outcome {
            Outcome::NextWins => {
                let wins: Vec<&MoveReport> = self.moves.iter().filter(|m| m.outcome == Outcome::PreviousWins).collect();
                let mut list: Vec<Msg> = wins.iter().take(NAMED).map(|m| leaves(m)).collect();
                if list.is_empty() {
                    list.extend(self.moves.first().map(leaves));
                }
                Msg::ExplainFragile { outcome, within: within(), list }
            }
            Outcome::PreviousWins => {
                Msg::ExplainSafe { outcome, within: within(), best: Box::new(leaves(&self.moves[0])) }
            }
            Outcome::Draw => Msg::ExplainDraw { outcome },
        }
    }
}

/// A position's text when it is a plain number a student reads (a heap's
/// stones); other notations are not put in a sentence.
fn plain_number(position: &str) -> Option<String> {
    let p = position.trim();
    (!p.is_empty() && p.len() <= 12 && p.bytes().all(|b| b.is_ascii_digit())).then(|| p.to_string())
}
