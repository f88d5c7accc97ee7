//! The rules' parameters (`size`, `run`, `simultaneous`, `version`,
//! `open_hands`) with their defaults and validation.

use crate::error::Error;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Who takes a column when one placement creates both players' runs in it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Simultaneous {
    /// The player who placed the piece (default).
    #[default]
    Mover,
    /// The mover's opponent.
    Opponent,
}

/// The three versions of the game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Version {
    /// Chance: the mover draws a random piece from the face-down pool and
    /// must place that number.
    I,
    /// Complete information: the mover chooses any number and square (default).
    #[default]
    II,
    /// Mixed: the pieces are dealt; the mover places a piece of their hand.
    III,
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Version::I => "I",
            Version::II => "II",
            Version::III => "III",
        })
    }
}

/// The parameters of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Board side, 3..=7 (default 5).
    pub size: u8,
    /// Length of the increasing run that conquers a column, 2..=size (default 3).
    pub run: u8,
    /// Who takes a column when one placement completes both players' runs.
    pub simultaneous: Simultaneous,
    /// Version I, II or III.
    pub version: Version,
    /// Version III: both hands visible to both players.
    pub open_hands: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules { size: 5, run: 3, simultaneous: Simultaneous::Mover, version: Version::II, open_hands: false }
    }
}

impl Rules {
    /// The default rules on a board of side `size` (3..=7).
    pub fn new(size: u8) -> Result<Rules, Error> {
        let r = Rules { size, ..Rules::default() };
        r.validate()?;
        Ok(r)
    }

    /// These rules with another version.
    #[must_use]
    pub const fn with_version(mut self, version: Version) -> Rules {
        self.version = version;
        self
    }

    /// Checks the ranges of the parameters.
    pub fn validate(&self) -> Result<(), Error> {
        if !(3..=7).contains(&self.size) {
            return Err(Error::BadRules(format!("size {} is out of range", self.size)));
        }
        if !(2..=self.size).contains(&self.run) {
            return Err(Error::BadRules(format!("run {} is out of range for size {}", self.run, self.size)));
        }
        Ok(())
    }

    /// Sets one parameter from text, e.g. `set("version", "III")`; a refused
    /// value changes nothing.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), Error> {
        let bad = || Error::BadRules(format!("`{key}={value}` is not a parameter setting"));
        let mut r = *self;
        let v = value.trim();
        match key.trim().to_ascii_lowercase().as_str() {
            "size" => r.size = v.parse().map_err(|_| bad())?,
            "run" => r.run = v.parse().map_err(|_| bad())?,
            "simultaneous" => r.simultaneous = v.parse()?,
            "version" => r.version = v.parse()?,
            "open_hands" | "open-hands" => r.open_hands = v.parse().map_err(|_| bad())?,
            _ => return Err(bad()),
        }
        r.validate()?;
        *self = r;
        Ok(())
    }
}

impl FromStr for Simultaneous {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        match s.trim().to_ascii_lowercase().as_str() {
            "mover" => Ok(Simultaneous::Mover),
            "opponent" => Ok(Simultaneous::Opponent),
            _ => Err(Error::BadRules(format!("simultaneous `{s}` is unknown"))),
        }
    }
}

impl FromStr for Version {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        match s.trim().to_ascii_uppercase().as_str() {
            "I" | "1" => Ok(Version::I),
            "II" | "2" => Ok(Version::II),
            "III" | "3" => Ok(Version::III),
            _ => Err(Error::BadRules(format!("version `{s}` is unknown"))),
        }
    }
}
