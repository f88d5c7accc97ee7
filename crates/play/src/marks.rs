//! The marks of a finished match's moves, in the text's sense (*Jogos e
//! Estratégias*, Definição 2.1), and its first mistake with the sentence
//! saying why.
//!
//! A move's mark is the class of the position it leaves, seen by the
//! opponent who moves there:
//! - **good** (*boa*): a safe position (tipo-S, *inatacável*: the opponent loses);
//! - **bad** (*má*): a fragile one (tipo-P, *frágil*: the opponent wins);
//! - **neutral** (*neutra*): a draw with best play (tipo-N) — a move that
//!   keeps a draw, neither good nor bad;
//! - **unknown**: the class is not proved within the time bound (or the
//!   game has no exact value, with chance or hidden hands):
//!   never a guess;
//! - **none**: a move the text does not judge (a code maker's secret or answer).
//!
//! A move from a lost position is bad by the text's definition (every move
//! leaves a fragile one) without being a mistake. A **mistake** is a move
//! that loses value: from a winning position, one that does not leave a
//! safe one; from a drawn one, one that leaves a fragile one. The first
//! mistake is reported only when every move before it is known not to be
//! one. A code breaker's guess is a mistake when it cannot be the code (it
//! does not fit the answers so far); a guess that fits is good when no
//! guess leaves fewer codes in the worst case, else neutral.
//!
//! The marks are data ([`Marks`], serialisable, so that a front end may
//! cache them for a finished match); the sentences are rendered in the
//! reader's language from that data ([`Marks::sentence`]).

use crate::{GuessWhy, PlayedMove};
use ludoteca_core::{Control, Lang, Msg, Outcome};
use ludoteca_games::{Entry, PositionReport};
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// The time the marks of one match may take, all moves together; what is
/// not proved by then is `unknown`.
pub const BUDGET: Duration = Duration::from_millis(1500);

/// A move's mark (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// It leaves a safe position (tipo-S), or a guess as good as the best.
    Good,
    /// It leaves a fragile position (tipo-P), or a guess that cannot be the code.
    Bad,
    /// It leaves a drawn position (tipo-N), or a guess that fits but is not the best.
    Neutral,
    /// Not known within the time bound, or not a game of exact values.
    Unknown,
    /// A move the text does not judge (a code maker's secret or answer).
    None,
}

/// Why a move was a mistake, or what a guess was worth, as data: the
/// sentence is rendered from it in any language ([`Why::msg`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Why {
    /// A move of a game of positions that lost value.
    Turn {
        /// The move.
        #[serde(rename = "move")]
        mv: String,
        /// The position it left, when its text is a plain number (a heap).
        named: Option<String>,
        /// The class of the position it left, for the opponent.
        left: Outcome,
        /// The opponent's winning reply, when known.
        reply: Option<String>,
        /// The position the reply leaves, when its text is a plain number.
        reply_named: Option<String>,
        /// A move that kept the mover's value (a win, or the draw).
        better: Option<String>,
        /// The mover's class before the move.
        before: Outcome,
        /// The position the move was played from (for the move's words and
        /// the better move's; absent in marks kept before it was recorded).
        #[serde(default)]
        from: Option<String>,
        /// The position the move left (for the reply's words).
        #[serde(default)]
        to: Option<String>,
    },
    /// A code breaker's guess, judged by the family that has guesses
    /// ([`GuessWhy`]; its own `kind`s).
    #[serde(untagged)]
    Guess(GuessWhy),
}

impl Why {
    /// The sentence as a message, the moves in the game's notation (see
    /// [`Why::msg_with`]).
    #[must_use]
    pub fn msg(&self) -> Msg {
        self.msg_with(&|_, _| None)
    }

    /// The sentence as a message, each move in words when `words(position,
    /// move)` gives them (the family's [`Entry::move_msg`]), else in the
    /// game's notation.
    #[must_use]
    pub fn msg_with(&self, words: &dyn Fn(&str, &str) -> Option<Msg>) -> Msg {
        let left_msg = |named: &Option<String>, outcome: Outcome| {
            Box::new(match named {
                Some(position) => Msg::MarkLeftNamed { position: position.clone(), outcome },
                None => Msg::MarkLeftPlain { outcome },
            })
        };
        // A move as the verb the sentence goes on with ("tirar 3 pedras").
        let said = |from: &Option<String>, mv: &str| {
            let spoken = from.as_deref().and_then(|p| words(p, mv)).and_then(|m| m.infinitive());
            Box::new(spoken.unwrap_or_else(|| Msg::DoPlay { mv: mv.to_string() }))
        };
        match self {
            Why::Turn { mv, named, left, reply, reply_named, better, before, from, to } => {
                let better = better.as_ref().map(|b| {
                    let mv = said(from, b);
                    Box::new(if *before == Outcome::NextWins {
                        Msg::MarkBetterWin { mv }
                    } else {
                        Msg::MarkBetterDraw { mv }
                    })
                });
                let left_box = left_msg(named, *left);
                let mv = said(from, mv);
                match (left, reply) {
                    (Outcome::Draw, _) => Msg::MarkMistakeDraw { mv, left: left_box, better },
                    (_, Some(r)) => Msg::MarkMistakeFragile {
                        mv,
                        left: left_box,
                        reply: said(to, r),
                        after: left_msg(reply_named, Outcome::PreviousWins),
                        better,
                    },
                    (_, None) => Msg::MarkMistakeLost { mv, left: left_box, better },
                }
            }
            Why::Guess(g) => g.msg(),
        }
    }
}

/// One move's mark.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveMark {
    /// The mark.
    pub mark: Mark,
    /// The class of the position the move left, for the opponent who moves
    /// there (`None` when not known, or for a guess).
    pub left: Option<Outcome>,
    /// Whether the move lost value (see the module's documentation);
    /// `None` when that is not known.
    pub mistake: Option<bool>,
    /// Why, for a mistake (and for a guess worse than the best).
    pub why: Option<Why>,
}

impl MoveMark {
    /// A move whose mark is not known.
    #[must_use]
    pub fn unknown() -> MoveMark {
        MoveMark { mark: Mark::Unknown, left: None, mistake: None, why: None }
    }

    /// A move the text does not judge (never a mistake).
    #[must_use]
    pub fn none() -> MoveMark {
        MoveMark { mark: Mark::None, left: None, mistake: Some(false), why: None }
    }
}

/// The marks of every move of a match, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marks {
    /// One per move of the history.
    pub moves: Vec<MoveMark>,
}

impl Marks {
    /// `n` moves, none known.
    #[must_use]
    pub fn unknown(n: usize) -> Marks {
        Marks { moves: vec![MoveMark::unknown(); n] }
    }

    /// The index (from 0) of the first mistake, when every move before it
    /// is known not to be one.
    #[must_use]
    pub fn first_mistake(&self) -> Option<usize> {
        for (i, m) in self.moves.iter().enumerate() {
            match m.mistake {
                Some(true) => return Some(i),
                Some(false) => {}
                None => return None,
            }
        }
        None
    }

    /// The sentence saying why move `i` was a mistake (or what a guess was
    /// worth), in `lang`, the moves in the game's notation.
    #[must_use]
    pub fn sentence(&self, i: usize, lang: Lang) -> Option<String> {
        self.moves.get(i)?.why.as_ref().map(|w| w.msg().render(lang))
    }

    /// [`Marks::sentence`] with the moves in `entry`'s words
    /// ([`Entry::move_msg`]), as a student reads them.
    #[must_use]
    pub fn sentence_in_words(&self, i: usize, lang: Lang, entry: &dyn Entry) -> Option<String> {
        let words = |position: &str, mv: &str| entry.move_msg(position, mv);
        self.moves.get(i)?.why.as_ref().map(|w| w.msg_with(&words).render(lang))
    }
}

/// A position's text when it is a plain number a student reads (a heap's
/// stones); other notations are not put in a sentence.
fn named(position: &str) -> Option<String> {
    let p = position.trim();
    (!p.is_empty() && p.len() <= 12 && p.bytes().all(|b| b.is_ascii_digit())).then(|| p.to_string())
}

/// What a position is known to be: its class and, when analysed, the report.
struct Known {
    outcome: Outcome,
    report: Option<PositionReport>,
}

/// The class of `position` proved within `deadline`, or `None`.
fn known(entry: &dyn Entry, position: &str, deadline: Instant) -> Option<Known> {
    if let Ok(Some(outcome)) = entry.terminal(position) {
        return Some(Known { outcome, report: None });
    }
    if Instant::now() >= deadline || !entry.within_reach(position) {
        return None;
    }
    let report = entry.analyse(position, &Control::until(deadline)).ok().filter(PositionReport::proved)?;
    Some(Known { outcome: report.outcome, report: Some(report) })
}

/// The mover's value of a class seen by the mover (win 2, draw 1, loss 0).
fn worth(for_mover: Outcome) -> u8 {
    match for_mover {
        Outcome::NextWins => 2,
        Outcome::Draw => 1,
        Outcome::PreviousWins => 0,
    }
}

/// The marks of a match of a game of positions: `positions` holds the
/// start and the position after each move of `history`. Every position
/// is analysed at most once, all within `budget`.
#[must_use]
pub fn of_positions(entry: &dyn Entry, positions: &[String], history: &[PlayedMove], budget: Duration) -> Marks {
    let deadline = ludoteca_core::control::later(Instant::now(), budget);
    let n = history.len().min(positions.len().saturating_sub(1));
    // The last positions first: they are the quickest to prove, and a search
    // that cannot finish in time (an early position of a big board) then
    // leaves unknown only the moves it concerns. No position may take more
    // than a third of the budget.
    let mut classes: Vec<Option<Known>> = positions[..=n]
        .iter()
        .rev()
        .map(|p| known(entry, p, deadline.min(ludoteca_core::control::later(Instant::now(), budget / 3))))
        .collect();
    classes.reverse();
    let mut marks = Marks::unknown(history.len());
    for i in 0..n {
        let (Some(after), before) = (&classes[i + 1], &classes[i]) else { continue };
        let left = after.outcome;
        let mark = match left {
            Outcome::PreviousWins => Mark::Good,
            Outcome::NextWins => Mark::Bad,
            Outcome::Draw => Mark::Neutral,
        };
        let mistake = before.as_ref().map(|b| worth(left.flip()) < worth(b.outcome));
        let why = (mistake == Some(true)).then(|| {
            let before = before.as_ref().expect("a mistake is known before");
            let reply = (left == Outcome::NextWins)
                .then_some(after.report.as_ref())
                .flatten()
                .and_then(|r| r.winning_moves.first().and_then(|w| r.moves.iter().find(|m| &m.mv == w)));
            let keeps = |m: &&ludoteca_games::MoveReport| worth(m.outcome.flip()) == worth(before.outcome);
            Why::Turn {
                mv: history[i].mv.clone(),
                named: named(&positions[i + 1]),
                left,
                reply: reply.map(|m| m.mv.clone()),
                reply_named: reply.and_then(|m| named(&m.position)),
                better: before.report.as_ref().and_then(|r| r.moves.iter().find(keeps)).map(|m| m.mv.clone()),
                before: before.outcome,
                from: Some(positions[i].clone()),
                to: Some(positions[i + 1].clone()),
            }
        });
        marks.moves[i] = MoveMark { mark, left: Some(left), mistake, why };
    }
    marks
}
