//! Outcomes of positions (safe / fragile / neutral) and their remoteness.

use crate::i18n::{Key, Msg, word};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The class of a position, seen by the player about to move.
///
/// | code | text (pt) | English | CGT |
/// |---|---|---|---|
/// | [`NextWins`](Outcome::NextWins) | tipo-P, *frágil* (the table's `−`) | fragile | N-position |
/// | [`PreviousWins`](Outcome::PreviousWins) | tipo-S, *inatacável / segura* (the table's `+`) | safe | P-position |
/// | [`Draw`](Outcome::Draw) | tipo-N, *neutra* (the table's `°`) | neutral | D |
///
/// Careful: the text's letters (Definição 2.1) are not the English ones:
/// "tipo-P" means *primeiro* (the player to move wins), our `NextWins`;
/// "tipo-S" *segundo* (the player to move loses), our `PreviousWins`;
/// "tipo-N" *neutra*, our `Draw`. The code only uses these unambiguous
/// names; [`Outcome::letter`] gives the letter of a language, and the JSON
/// codes stay `N`/`P`/`D` ([`Outcome::code`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The player to move can force a win (*frágil*).
    #[serde(rename = "N")]
    NextWins,
    /// The player who just moved can force a win (*inatacável*, *segura*).
    #[serde(rename = "P")]
    PreviousWins,
    /// Neither player can force a win (*neutra*).
    #[serde(rename = "D")]
    Draw,
}

impl Outcome {
    /// `"N"`, `"P"` or `"D"`, as the machine interface writes outcomes.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Outcome::NextWins => "N",
            Outcome::PreviousWins => "P",
            Outcome::Draw => "D",
        }
    }

    /// The sign the text puts in its tables: `+` safe, `−` fragile, `°` neutral.
    #[must_use]
    pub const fn sign(self) -> char {
        match self {
            Outcome::NextWins => '−',
            Outcome::PreviousWins => '+',
            Outcome::Draw => '°',
        }
    }

    /// The text's Portuguese word.
    #[must_use]
    pub const fn word_pt(self) -> &'static str {
        match self {
            Outcome::NextWins => "frágil",
            Outcome::PreviousWins => "inatacável",
            Outcome::Draw => "neutra",
        }
    }

    /// The English word used by the interfaces.
    #[must_use]
    pub const fn word_en(self) -> &'static str {
        match self {
            Outcome::NextWins => "fragile",
            Outcome::PreviousWins => "safe",
            Outcome::Draw => "neutral",
        }
    }

    /// The class's letter in `lang`: `N`/`P`/`D` in English, the text's
    /// `P`/`S`/`N` (*primeiro*, *segundo*, *neutra*) in Portuguese.
    #[must_use]
    pub fn letter(self, lang: Lang) -> &'static str {
        word(self.pick(Key::LetterNextWins, Key::LetterPreviousWins, Key::LetterDraw), lang)
    }

    /// The class's word in `lang`: fragile / safe / neutral, *frágil* /
    /// *inatacável* / *neutra*.
    #[must_use]
    pub fn word(self, lang: Lang) -> &'static str {
        word(self.pick(Key::WordNextWins, Key::WordPreviousWins, Key::WordDraw), lang)
    }

    /// What the class means in `lang` ("the player to move wins", "quem
    /// joga ganha"…).
    #[must_use]
    pub fn meaning(self, lang: Lang) -> &'static str {
        word(self.pick(Key::MeaningNextWins, Key::MeaningPreviousWins, Key::MeaningDraw), lang)
    }

    /// The class described in `lang`: "N — fragile: the player to move
    /// wins", "tipo-P — frágil: quem joga ganha".
    #[must_use]
    pub fn describe_in(self, lang: Lang) -> String {
        Msg::Describe {
            letter: self.letter(lang).into(),
            word: self.word(lang).into(),
            meaning: self.meaning(lang).into(),
        }
        .render(lang)
    }

    /// Whether a move from a position of class `self` to one of class
    /// `after` (seen by the opponent, who moves there) is good (*boa*): it
    /// turns a fragile position into a safe one, or keeps a neutral one
    /// neutral. Any other move is bad (*má*).
    #[must_use]
    pub const fn is_good_move(self, after: Outcome) -> bool {
        matches!((self, after), (Outcome::NextWins, Outcome::PreviousWins) | (Outcome::Draw, Outcome::Draw))
    }

    /// "good"/"bad", *boa*/*má*: the word for a move from `self` to `after`
    /// ([`Outcome::is_good_move`]).
    #[must_use]
    pub fn move_word(self, after: Outcome, lang: Lang) -> &'static str {
        word(if self.is_good_move(after) { Key::GoodMove } else { Key::BadMove }, lang)
    }

    fn pick(self, next: Key, previous: Key, draw: Key) -> Key {
        match self {
            Outcome::NextWins => next,
            Outcome::PreviousWins => previous,
            Outcome::Draw => draw,
        }
    }

    /// The class in words, both languages and the code: `fragile (frágil, N)`.
    #[must_use]
    pub fn describe(self) -> String {
        format!("{} ({}, {})", self.word_en(), self.word_pt(), self.code())
    }

    /// Reads `N`/`P`/`D` (or the signs `-`, `−`, `+`, `°`).
    #[must_use]
    pub fn from_code(s: &str) -> Option<Outcome> {
        match s.trim() {
            "N" | "-" | "−" => Some(Outcome::NextWins),
            "P" | "+" => Some(Outcome::PreviousWins),
            "D" | "°" => Some(Outcome::Draw),
            _ => None,
        }
    }

    /// The class of a finished game for the player to move, from the sign of
    /// that player's margin (points or area ahead): ahead wins, behind
    /// loses, level draws.
    #[must_use]
    pub const fn of_margin(margin: std::cmp::Ordering) -> Outcome {
        match margin {
            std::cmp::Ordering::Greater => Outcome::NextWins,
            std::cmp::Ordering::Less => Outcome::PreviousWins,
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// The same position's class for the other player: N ↔ P, D stays.
    #[must_use]
    pub const fn flip(self) -> Outcome {
        match self {
            Outcome::NextWins => Outcome::PreviousWins,
            Outcome::PreviousWins => Outcome::NextWins,
            Outcome::Draw => Outcome::Draw,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// An outcome with its *remoteness*: the number of moves left when the winner
/// hurries and the loser delays (the text's "generation" of the position).
/// A draw has no remoteness.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Value {
    /// The class of the position.
    pub outcome: Outcome,
    /// Moves left under optimal play; `None` for draws.
    pub remoteness: Option<u32>,
}

impl Value {
    /// A terminal position: the game is over, no moves remain.
    #[must_use]
    pub const fn terminal(outcome: Outcome) -> Value {
        Value {
            outcome,
            remoteness: match outcome {
                Outcome::Draw => None,
                _ => Some(0),
            },
        }
    }

    /// A position's class alone, its remoteness not known (decided by a
    /// period, or by a solver that finds only the class).
    #[must_use]
    pub const fn class_only(outcome: Outcome) -> Value {
        Value { outcome, remoteness: None }
    }

    /// A draw.
    pub const DRAW: Value = Value { outcome: Outcome::Draw, remoteness: None };

    /// Packs the value in 32 bits (2 bits outcome, 30 bits remoteness) for flat tables.
    #[must_use]
    pub const fn pack(self) -> u32 {
        match (self.outcome, self.remoteness) {
            (Outcome::NextWins, Some(r)) => 1 | (r << 2),
            (Outcome::PreviousWins, Some(r)) => 2 | (r << 2),
            _ => 3,
        }
    }

    /// Unpacks [`Value::pack`]; 0 (an unsolved slot) gives `None`.
    #[must_use]
    pub const fn unpack(bits: u32) -> Option<Value> {
        match bits & 3 {
            1 => Some(Value { outcome: Outcome::NextWins, remoteness: Some(bits >> 2) }),
            2 => Some(Value { outcome: Outcome::PreviousWins, remoteness: Some(bits >> 2) }),
            3 => Some(Value::DRAW),
            _ => None,
        }
    }

    /// The value of a position whose options (seen by the opponent, who moves
    /// next there) are `children`: the minimax rule of the text's criteria (2),
    /// extended with remoteness. `None` when there are no options.
    pub fn from_children(children: impl IntoIterator<Item = Value>) -> Option<Value> {
        let mut any = false;
        let mut best_win: Option<u32> = None; // fastest move to a P child
        let mut any_draw = false;
        let mut longest_loss = 0u32;
        for c in children {
            any = true;
            match (c.outcome, c.remoteness) {
                (Outcome::PreviousWins, Some(r)) => {
                    best_win = Some(best_win.map_or(r, |b| b.min(r)));
                }
                (Outcome::NextWins, Some(r)) => longest_loss = longest_loss.max(r),
                _ => any_draw = true,
            }
        }
        if !any {
            return None;
        }
        Some(if let Some(r) = best_win {
            Value { outcome: Outcome::NextWins, remoteness: Some(r + 1) }
        } else if any_draw {
            Value::DRAW
        } else {
            Value { outcome: Outcome::PreviousWins, remoteness: Some(longest_loss + 1) }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_round_trips() {
        for v in [
            Value::terminal(Outcome::PreviousWins),
            Value::terminal(Outcome::NextWins),
            Value::DRAW,
            Value { outcome: Outcome::NextWins, remoteness: Some(12345) },
        ] {
            assert_eq!(Value::unpack(v.pack()), Some(v));
        }
        assert_eq!(Value::unpack(0), None);
    }

    #[test]
    fn letters_and_words_of_each_language() {
        use Outcome::*;
        let letters = |l| [NextWins, PreviousWins, Draw].map(|o| o.letter(l));
        assert_eq!(letters(Lang::EN), ["N", "P", "D"]);
        assert_eq!(letters(Lang::PT), ["P", "S", "N"]);
        assert_eq!(letters(Lang::PT_BR), ["P", "S", "N"]);
        assert_eq!(NextWins.word(Lang::PT), "frágil");
        assert_eq!(PreviousWins.word(Lang::PT), "inatacável");
        assert_eq!(PreviousWins.word(Lang::EN), "safe");
        assert_eq!(NextWins.describe_in(Lang::PT), "tipo-P — frágil: quem joga ganha");
        assert_eq!(PreviousWins.describe_in(Lang::PT), "tipo-S — inatacável: quem joga perde");
        assert_eq!(Draw.describe_in(Lang::PT), "tipo-N — neutra: empate com o melhor jogo");
        assert_eq!(NextWins.describe_in(Lang::EN), "N — fragile: the player to move wins");
        assert_eq!(PreviousWins.code(), "P", "the machine codes do not change");
        assert!(NextWins.is_good_move(PreviousWins) && Draw.is_good_move(Draw));
        assert!(!NextWins.is_good_move(Draw) && !PreviousWins.is_good_move(NextWins));
        assert_eq!(NextWins.move_word(PreviousWins, Lang::PT), "boa");
        assert_eq!(NextWins.move_word(NextWins, Lang::PT), "má");
    }

    #[test]
    fn minimax_rule() {
        let p = |r| Value { outcome: Outcome::PreviousWins, remoteness: Some(r) };
        let n = |r| Value { outcome: Outcome::NextWins, remoteness: Some(r) };
        assert_eq!(Value::from_children([]), None);
        assert_eq!(Value::from_children([n(3), p(4), p(2)]), Some(n(3)));
        assert_eq!(Value::from_children([n(3), n(7)]), Some(p(8)));
        assert_eq!(Value::from_children([n(3), Value::DRAW]), Some(Value::DRAW));
        assert_eq!(Value::from_children([Value::DRAW, p(0)]), Some(n(1)));
    }
}
