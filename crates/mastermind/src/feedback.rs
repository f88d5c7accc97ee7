//! Feedback: the code-maker's answer to a guess, under either rule, packed in a `u16`.
//!
//! Packing (stable, used as a key when counting partition classes):
//! * count rule: `right * 9 + elsewhere` (below 81);
//! * positional rule: the sum of `mark_i * 3^i` with `Absent = 0`,
//!   `Elsewhere = 1`, `Right = 2` (below `3^8 = 6561`).
//!
//! Written forms: count `2B1W` (B = right place, W = wrong place; `2B`, `1W`,
//! `0B0W`, `2,1` and `2 1` are also read); positional one symbol a peg in the
//! order of the pegs: `+` right place, `o` colour elsewhere, `-` absent
//! (`.`/`_` are read as absent, `*` as elsewhere).

use crate::code::Code;
use crate::error::{Error, Result};
use crate::variant::{FeedbackRule, Variant};
use std::fmt;

/// One positional mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// The colour occurs nowhere in the secret.
    Absent = 0,
    /// The colour occurs in the secret, but not at this position.
    Elsewhere = 1,
    /// The secret has this colour at this position.
    Right = 2,
}

impl Mark {
    /// The written symbol: `+`, `o` or `-`.
    pub fn symbol(self) -> char {
        match self {
            Mark::Right => '+',
            Mark::Elsewhere => 'o',
            Mark::Absent => '-',
        }
    }

    /// The mark in words.
    pub fn word(self) -> &'static str {
        match self {
            Mark::Right => "right place",
            Mark::Elsewhere => "elsewhere",
            Mark::Absent => "absent",
        }
    }
}

/// A packed answer; its meaning depends on the variant's rule (see module doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Feedback(pub u16);

const POW3: [u16; 9] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];

impl Feedback {
    /// Count feedback: `right` pegs in place, `elsewhere` of a right colour misplaced.
    pub fn count(right: usize, elsewhere: usize) -> Feedback {
        Feedback((right * 9 + elsewhere) as u16)
    }

    /// The `(right, elsewhere)` pair of a count feedback.
    pub fn count_parts(self) -> (usize, usize) {
        ((self.0 / 9) as usize, (self.0 % 9) as usize)
    }

    /// Positional feedback from its marks, peg by peg.
    pub fn positional(marks: &[Mark]) -> Feedback {
        Feedback(marks.iter().enumerate().map(|(i, &m)| m as u16 * POW3[i]).sum())
    }

    /// The marks of a positional feedback.
    pub fn marks(self, pegs: usize) -> Vec<Mark> {
        (0..pegs)
            .map(|i| match (self.0 / POW3[i]) % 3 {
                2 => Mark::Right,
                1 => Mark::Elsewhere,
                _ => Mark::Absent,
            })
            .collect()
    }

    /// The winning answer (every peg right).
    pub fn win(rule: FeedbackRule, pegs: usize) -> Feedback {
        match rule {
            FeedbackRule::Count => Feedback::count(pegs, 0),
            FeedbackRule::Positional => Feedback(2 * (POW3[pegs] - 1) / 2),
        }
    }

    /// Number of pegs in the right place.
    pub fn right(self, rule: FeedbackRule, pegs: usize) -> usize {
        match rule {
            FeedbackRule::Count => self.count_parts().0,
            FeedbackRule::Positional => self.marks(pegs).into_iter().filter(|&m| m == Mark::Right).count(),
        }
    }

    /// One past the largest packed value of `rule` with `pegs` pegs.
    pub fn bound(rule: FeedbackRule, pegs: usize) -> usize {
        match rule {
            FeedbackRule::Count => 9 * pegs + 1,
            FeedbackRule::Positional => POW3[pegs] as usize,
        }
    }

    /// Writes this feedback for `variant` (`2B1W` or `+o--`).
    pub fn display(self, variant: &Variant) -> FeedbackDisplay {
        FeedbackDisplay { feedback: self, rule: variant.feedback, pegs: variant.pegs }
    }

    /// Describes this feedback in words.
    pub fn words(self, variant: &Variant) -> String {
        match variant.feedback {
            FeedbackRule::Count => {
                let (b, w) = self.count_parts();
                format!("{b} right place, {w} wrong place")
            }
            FeedbackRule::Positional => self
                .marks(variant.pegs)
                .iter()
                .enumerate()
                .map(|(i, m)| format!("peg {}: {}", i + 1, m.word()))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    /// Reads feedback written for `variant`, and checks it is possible for
    /// some guess (e.g. rejects `3B1W` on 4 pegs). Whether it is possible for
    /// a given guess is checked by [`crate::Round`].
    pub fn parse(text: &str, variant: &Variant) -> Result<Feedback> {
        let fb = match variant.feedback {
            FeedbackRule::Count => parse_count(text, variant.pegs)?,
            FeedbackRule::Positional => parse_positional(text, variant.pegs)?,
        };
        if variant.feedback == FeedbackRule::Count {
            let (b, w) = fb.count_parts();
            if b + w > variant.pegs || (b + 1 == variant.pegs && w == 1) {
                return Err(Error::ImpossibleFeedback {
                    guess: "any guess".into(),
                    feedback: fb.display(variant).to_string(),
                    reason: if b + w > variant.pegs {
                        format!("there are only {} pegs to mark", variant.pegs)
                    } else {
                        format!("if {} pegs are right the last one cannot be of a right colour in a wrong place", b)
                    },
                });
            }
        }
        Ok(fb)
    }
}

fn parse_count(text: &str, pegs: usize) -> Result<Feedback> {
    let err = || Error::BadFeedback {
        text: text.to_string(),
        accepted: format!(
            "write the right-place count with B and the wrong-place count with W, each 0..={pegs}, like 2B1W (also 2B, 1W, or two numbers 2,1)"
        ),
    };
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_uppercase();
    if t.is_empty() {
        return Err(err());
    }
    let (mut b, mut w) = (None, None);
    if t.contains('B') || t.contains('W') {
        let mut num = String::new();
        for ch in t.chars() {
            match ch {
                '0'..='9' => num.push(ch),
                'B' | 'W' => {
                    let n: usize = num.parse().map_err(|_| err())?;
                    num.clear();
                    let slot = if ch == 'B' { &mut b } else { &mut w };
                    if slot.replace(n).is_some() {
                        return Err(err());
                    }
                }
                _ => return Err(err()),
            }
        }
        if !num.is_empty() {
            return Err(err());
        }
    } else {
        let parts: Vec<&str> = if t.contains(',') {
            t.split(',').collect()
        } else if text.trim().contains(char::is_whitespace) {
            text.split_whitespace().collect()
        } else {
            return Err(err());
        };
        if parts.len() != 2 {
            return Err(err());
        }
        b = Some(parts[0].trim().parse().map_err(|_| err())?);
        w = Some(parts[1].trim().parse().map_err(|_| err())?);
    }
    let (b, w) = (b.unwrap_or(0), w.unwrap_or(0));
    if b > pegs || w > pegs {
        return Err(err());
    }
    Ok(Feedback::count(b, w))
}

fn parse_positional(text: &str, pegs: usize) -> Result<Feedback> {
    let err = || Error::BadFeedback {
        text: text.to_string(),
        accepted: format!(
            "write one mark per peg ({pegs} marks): + right place, o colour elsewhere, - absent, like +o--"
        ),
    };
    let mut marks = Vec::with_capacity(pegs);
    for ch in text.chars() {
        match ch {
            '+' => marks.push(Mark::Right),
            'o' | 'O' | '*' => marks.push(Mark::Elsewhere),
            '-' | '.' | '_' => marks.push(Mark::Absent),
            c if c.is_whitespace() || c == ',' => {}
            _ => return Err(err()),
        }
    }
    if marks.len() != pegs {
        return Err(err());
    }
    Ok(Feedback::positional(&marks))
}

/// Display helper returned by [`Feedback::display`].
#[derive(Debug, Clone, Copy)]
pub struct FeedbackDisplay {
    feedback: Feedback,
    rule: FeedbackRule,
    pegs: usize,
}

impl fmt::Display for FeedbackDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.rule {
            FeedbackRule::Count => {
                let (b, w) = self.feedback.count_parts();
                write!(f, "{b}B{w}W")
            }
            FeedbackRule::Positional => {
                for m in self.feedback.marks(self.pegs) {
                    write!(f, "{}", m.symbol())?;
                }
                Ok(())
            }
        }
    }
}

/// Fast scoring of `guess` against `secret` (both of the same length).
pub fn score(rule: FeedbackRule, guess: Code, secret: Code) -> Feedback {
    let pegs = guess.pegs();
    match rule {
        FeedbackRule::Count => {
            let mut cg = [0u8; 16];
            let mut cs = [0u8; 16];
            let mut right = 0;
            for i in 0..pegs {
                let (g, s) = (guess.color(i), secret.color(i));
                if g == s {
                    right += 1;
                }
                cg[g as usize] += 1;
                cs[s as usize] += 1;
            }
            let common: usize = (0..16).map(|c| cg[c].min(cs[c]) as usize).sum();
            Feedback::count(right, common - right)
        }
        FeedbackRule::Positional => {
            let mask = secret.color_mask();
            let mut v = 0u16;
            for (i, p) in POW3.iter().enumerate().take(pegs) {
                let g = guess.color(i);
                let m = if g == secret.color(i) {
                    2
                } else if mask & (1 << g) != 0 {
                    1
                } else {
                    0
                };
                v += m * p;
            }
            Feedback(v)
        }
    }
}

/// A deliberately naive scoring written straight from the rules page, used
/// to check the fast one and by the independent tree checker.
pub fn reference_score(rule: FeedbackRule, guess: &[u8], secret: &[u8]) -> Feedback {
    let n = guess.len();
    match rule {
        FeedbackRule::Count => {
            // Classic peg-by-peg marking: first the pegs in place, then each
            // remaining guess peg takes one unused secret peg of its colour.
            let mut used_s = vec![false; n];
            let mut used_g = vec![false; n];
            let mut right = 0;
            for i in 0..n {
                if guess[i] == secret[i] {
                    right += 1;
                    used_s[i] = true;
                    used_g[i] = true;
                }
            }
            let mut elsewhere = 0;
            for i in 0..n {
                if used_g[i] {
                    continue;
                }
                if let Some(j) = (0..n).find(|&j| !used_s[j] && secret[j] == guess[i]) {
                    used_s[j] = true;
                    elsewhere += 1;
                }
            }
            Feedback::count(right, elsewhere)
        }
        FeedbackRule::Positional => {
            let marks: Vec<Mark> = (0..n)
                .map(|i| {
                    if guess[i] == secret[i] {
                        Mark::Right
                    } else if (0..n).any(|j| j != i && secret[j] == guess[i]) {
                        Mark::Elsewhere
                    } else {
                        Mark::Absent
                    }
                })
                .collect();
            Feedback::positional(&marks)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Role;

    fn code(s: &str, v: &Variant) -> Code {
        Code::parse(s, v, Role::Guess).unwrap()
    }

    #[test]
    fn count_examples() {
        let v = Variant::classic();
        let f = |g, s| score(v.feedback, code(g, &v), code(s, &v)).display(&v).to_string();
        assert_eq!(f("1122", "1223"), "2B1W");
        assert_eq!(f("1122", "2213"), "0B3W");
        assert_eq!(f("1111", "1234"), "1B0W");
        assert_eq!(f("1234", "4321"), "0B4W");
        assert_eq!(f("1234", "1234"), "4B0W");
        assert_eq!(f("5566", "1234"), "0B0W");
    }

    #[test]
    fn positional_examples() {
        let v = Variant::seed_default();
        let f = |g, s| score(v.feedback, code(g, &v), code(s, &v)).display(&v).to_string();
        assert_eq!(f("1234", "1243"), "++oo");
        // Repeated guess colour: every peg of colour 1 not in place sees it elsewhere.
        assert_eq!(f("1111", "2134"), "-+--".replace('-', "o"));
        assert_eq!(f("5566", "1234"), "----");
        assert_eq!(f("1234", "1234"), "++++");
    }

    #[test]
    fn parse_and_impossible() {
        let c = Variant::classic();
        assert_eq!(Feedback::parse("2B1W", &c).unwrap(), Feedback::count(2, 1));
        assert_eq!(Feedback::parse("2b 1w", &c).unwrap(), Feedback::count(2, 1));
        assert_eq!(Feedback::parse("1W", &c).unwrap(), Feedback::count(0, 1));
        assert_eq!(Feedback::parse("2,1", &c).unwrap(), Feedback::count(2, 1));
        assert!(matches!(Feedback::parse("3B1W", &c), Err(Error::ImpossibleFeedback { .. })));
        assert!(matches!(Feedback::parse("3B2W", &c), Err(Error::ImpossibleFeedback { .. })));
        assert!(matches!(Feedback::parse("xyz", &c), Err(Error::BadFeedback { .. })));
        assert!(Feedback::parse("", &c).is_err());
        assert!(Feedback::parse("2B2B", &c).is_err());
        let p = Variant::seed_default();
        let f = Feedback::parse("+o-.", &p).unwrap();
        assert_eq!(f.marks(4), vec![Mark::Right, Mark::Elsewhere, Mark::Absent, Mark::Absent]);
        assert_eq!(f.display(&p).to_string(), "+o--");
        assert!(Feedback::parse("+o-", &p).is_err());
        assert!(Feedback::parse("+o-x", &p).is_err());
        assert_eq!(Feedback::win(p.feedback, 4).display(&p).to_string(), "++++");
    }
}
