//! Variant: the parameters of one Mastermind game, validated.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Largest number of pegs.
pub const MAX_PEGS: usize = 8;
/// Largest number of colours.
pub const MAX_COLORS: usize = 10;
/// Largest guess limit.
pub const MAX_GUESSES: usize = 100;

/// Which feedback rule the code-maker applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FeedbackRule {
    /// Classic: the number of pegs of the right colour in the right place, and
    /// the number of further pegs of a right colour in the wrong place
    /// (min-count rule).
    Count,
    /// The seed's board: one mark per position, independently: right place,
    /// colour elsewhere in the secret, or absent.
    Positional,
}

impl FeedbackRule {
    /// The parameter value (`count` or `positional`).
    pub fn name(self) -> &'static str {
        match self {
            FeedbackRule::Count => "count",
            FeedbackRule::Positional => "positional",
        }
    }

    /// Reads `count` or `positional`.
    pub fn parse(text: &str) -> Result<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "count" => Ok(FeedbackRule::Count),
            "positional" => Ok(FeedbackRule::Positional),
            _ => Err(Error::BadParameter {
                name: "feedback",
                value: text.to_string(),
                accepted: "write count or positional".into(),
            }),
        }
    }
}

/// Every parameter of the rules page, under its name there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Variant {
    /// Code length, 1..=8.
    pub pegs: usize,
    /// Number of colours, 2..=10.
    pub colors: usize,
    /// May the secret repeat a colour.
    pub repeats: bool,
    /// May a guess repeat a colour.
    pub guess_repeats: bool,
    /// Feedback rule.
    pub feedback: FeedbackRule,
    /// Guesses allowed in a round, 1..=100.
    pub max_guesses: usize,
}

impl Default for Variant {
    fn default() -> Self {
        Variant::seed_default()
    }
}

impl Variant {
    /// The seed's school game: 4 pegs, 6 colours, no repeats in the secret,
    /// repeats allowed in guesses, positional feedback, 8 guesses.
    pub fn seed_default() -> Self {
        Variant {
            pegs: 4,
            colors: 6,
            repeats: false,
            guess_repeats: true,
            feedback: FeedbackRule::Positional,
            max_guesses: 8,
        }
    }

    /// The classic game: 4 pegs, 6 colours, repeats, count feedback, 10 guesses.
    pub fn classic() -> Self {
        Variant {
            pegs: 4,
            colors: 6,
            repeats: true,
            guess_repeats: true,
            feedback: FeedbackRule::Count,
            max_guesses: 10,
        }
    }

    /// A variant by name: `default` (or `seed`) and `classic`.
    pub fn named(name: &str) -> Result<Self> {
        match name.trim().to_ascii_lowercase().as_str() {
            "default" | "seed" | "school" => Ok(Variant::seed_default()),
            "classic" => Ok(Variant::classic()),
            _ => Err(Error::BadParameter {
                name: "variant",
                value: name.to_string(),
                accepted: "write default or classic".into(),
            }),
        }
    }

    /// Checks every parameter; the error says what is accepted.
    pub fn validate(&self) -> Result<()> {
        if !(1..=MAX_PEGS).contains(&self.pegs) {
            return Err(bad("pegs", self.pegs, format!("pegs must be 1..={MAX_PEGS}")));
        }
        if !(2..=MAX_COLORS).contains(&self.colors) {
            return Err(bad("colors", self.colors, format!("colors must be 2..={MAX_COLORS}")));
        }
        if !self.repeats && self.colors < self.pegs {
            return Err(bad(
                "colors",
                self.colors,
                format!(
                    "a secret without repeats needs at least as many colours as pegs ({}); allow repeats or add colours",
                    self.pegs
                ),
            ));
        }
        if !self.guess_repeats && self.colors < self.pegs {
            return Err(bad(
                "colors",
                self.colors,
                format!(
                    "guesses without repeats need at least as many colours as pegs ({}); allow guess_repeats or add colours",
                    self.pegs
                ),
            ));
        }
        if self.repeats && !self.guess_repeats {
            return Err(Error::BadParameter {
                name: "guess_repeats",
                value: "false".into(),
                accepted: "when the secret may repeat a colour, guesses must be allowed to repeat too (guess_repeats=true), or no guess could ever match such a secret".into(),
            });
        }
        if !(1..=MAX_GUESSES).contains(&self.max_guesses) {
            return Err(bad("max_guesses", self.max_guesses, format!("max_guesses must be 1..={MAX_GUESSES}")));
        }
        Ok(())
    }

    /// Sets one parameter from text, by its name on the rules page
    /// (`pegs`, `colors`, `repeats`, `guess_repeats`, `feedback`,
    /// `max_guesses`, and `variant` = `default` | `classic` which resets all;
    /// `_` and `-` are the same in a name: `guess-repeats` is `guess_repeats`).
    pub fn set(&mut self, name: &str, value: &str) -> Result<()> {
        let int = |name: &'static str| -> Result<usize> {
            value.trim().parse::<usize>().map_err(|_| Error::BadParameter {
                name,
                value: value.to_string(),
                accepted: "write a whole number".into(),
            })
        };
        let boolean = |name: &'static str| -> Result<bool> {
            match value.trim().to_ascii_lowercase().as_str() {
                "true" | "yes" | "1" | "on" => Ok(true),
                "false" | "no" | "0" | "off" => Ok(false),
                _ => {
                    Err(Error::BadParameter { name, value: value.to_string(), accepted: "write true or false".into() })
                }
            }
        };
        match name.trim().replace('-', "_").as_str() {
            "pegs" => self.pegs = int("pegs")?,
            "colors" | "colours" => self.colors = int("colors")?,
            "repeats" => self.repeats = boolean("repeats")?,
            "guess_repeats" => self.guess_repeats = boolean("guess_repeats")?,
            "feedback" => self.feedback = FeedbackRule::parse(value)?,
            "max_guesses" => self.max_guesses = int("max_guesses")?,
            "variant" => *self = Variant::named(value)?,
            _ => {
                return Err(Error::BadParameter {
                    name: "parameter",
                    value: name.trim().to_string(),
                    accepted: "parameters are variant, pegs, colors, repeats, guess_repeats, feedback, max_guesses"
                        .into(),
                });
            }
        }
        Ok(())
    }

    /// Builds a variant from `(name, value)` pairs applied in order on top of
    /// the seed default (a `variant` pair first resets to a named variant),
    /// then validates it.
    pub fn from_params<'a>(params: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Self> {
        let mut params: Vec<(&str, &str)> = params.into_iter().collect();
        // `variant=` applies first wherever it is written.
        params.sort_by_key(|(name, _)| name.trim() != "variant");
        let mut v = Variant::seed_default();
        for (name, value) in params {
            v.set(name, value)?;
        }
        v.validate()?;
        Ok(v)
    }

    /// Number of codes of `pegs` pegs over `colors` colours (with repeats).
    pub fn all_codes(&self) -> u64 {
        (self.colors as u64).pow(self.pegs as u32)
    }

    /// Number of possible secrets.
    pub fn secret_count(&self) -> u64 {
        if self.repeats { self.all_codes() } else { falling(self.colors, self.pegs) }
    }

    /// Number of allowed guesses.
    pub fn guess_count(&self) -> u64 {
        if self.guess_repeats { self.all_codes() } else { falling(self.colors, self.pegs) }
    }
}

fn bad(name: &'static str, value: usize, accepted: String) -> Error {
    Error::BadParameter { name, value: value.to_string(), accepted }
}

fn falling(n: usize, k: usize) -> u64 {
    (0..k).map(|i| (n - i) as u64).product()
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "pegs={} colors={} repeats={} guess_repeats={} feedback={} max_guesses={}",
            self.pegs,
            self.colors,
            self.repeats,
            self.guess_repeats,
            self.feedback.name(),
            self.max_guesses
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn named_variants_are_valid() {
        assert!(Variant::seed_default().validate().is_ok());
        assert!(Variant::classic().validate().is_ok());
        assert_eq!(Variant::classic().secret_count(), 1296);
        assert_eq!(Variant::seed_default().secret_count(), 360);
    }

    #[test]
    fn params_override_and_validate() {
        let v = Variant::from_params([("colors", "8"), ("variant", "classic")]).unwrap();
        assert_eq!(v.colors, 8);
        assert!(v.repeats);
        assert!(Variant::from_params([("pegs", "9")]).is_err());
        assert!(Variant::from_params([("colors", "1")]).is_err());
        assert!(Variant::from_params([("pegs", "7"), ("colors", "6")]).is_err());
        assert!(Variant::from_params([("feedback", "blue")]).is_err());
        assert!(Variant::from_params([("nonsense", "1")]).is_err());
        assert!(Variant::from_params([("max_guesses", "0")]).is_err());
        let e = Variant::from_params([("pegs", "x")]).unwrap_err().to_string();
        assert!(e.contains("whole number"), "{e}");
        // `_` and `-` name the same parameter.
        let dashes = Variant::from_params([("guess-repeats", "true"), ("max-guesses", "9")]).unwrap();
        let underscores = Variant::from_params([("guess_repeats", "true"), ("max_guesses", "9")]).unwrap();
        assert_eq!(dashes, underscores);
        assert!(dashes.guess_repeats && dashes.max_guesses == 9);
    }
}
