//! A part of a split Mastermind solve as its JSON says it: the class a line
//! of play reaches (its *path*, guesses and answers by number), solved
//! whole, or that class under one next guess; what it needs at least (from
//! the start), whether its guess is one of the class's codes, the class
//! size past which it splits itself, and `optimal-worst`'s least worst case.

use crate::solve::SolveError;
use ludoteca_mastermind::Step;
use serde_json::{Value, json};

/// One part, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Part {
    /// The guesses (by number) and their answers (dense) that reach its
    /// class; at least one.
    pub path: Vec<Step>,
    /// Its class under this next guess (a guess part), or the class solved
    /// whole (a class part).
    pub guess: Option<u32>,
    /// Codes in its class.
    pub size: u64,
    /// What its secrets need at least in all, counted from the start.
    pub lower: u64,
    /// A class part: whether the last guess of its path is one of the codes
    /// of the class before it; a guess part: whether its guess is one of
    /// its class's.
    pub secret: bool,
    /// Classes of more codes than this are split by their next guess.
    pub above: u64,
    /// `optimal-worst`'s least worst case over every secret.
    pub depth: Option<u32>,
    /// Only a total below this matters (set by the merge's `prepare`).
    pub budget: Option<u64>,
}

pub(super) fn bad_part(part: &Value) -> SolveError {
    crate::distribute::bad_part(crate::mastermind::words::MastermindMsg::MmPartHolds, part)
}

impl Part {
    /// Reads a part as [`Part::to_json`] writes it.
    pub(super) fn read(v: &Value) -> Result<Part, SolveError> {
        let bad = || bad_part(v);
        let number = |k: &str| v.get(k).and_then(Value::as_u64);
        let mut path = Vec::new();
        for step in v.get("path").and_then(Value::as_array).ok_or_else(bad)? {
            let (Some(g), Some(a)) = (step.get(0).and_then(Value::as_u64), step.get(1).and_then(Value::as_u64)) else {
                return Err(bad());
            };
            path.push((u32::try_from(g).map_err(|_| bad())?, u16::try_from(a).map_err(|_| bad())?));
        }
        if path.is_empty() {
            return Err(bad());
        }
        let small = |k: &str| number(k).map(u32::try_from).transpose().map_err(|_| bad());
        Ok(Part {
            path,
            guess: small("guess")?,
            size: number("size").ok_or_else(bad)?,
            lower: number("lower").ok_or_else(bad)?,
            secret: v.get("secret").and_then(Value::as_bool).unwrap_or(false),
            above: number("above").ok_or_else(bad)?,
            depth: small("depth")?,
            budget: number("budget"),
        })
    }

    /// The part as JSON, with `line` (its path and guess in words, for
    /// people).
    pub(super) fn to_json(&self, line: &str) -> Value {
        let mut v = json!({
            "path": self.path.iter().map(|&(g, a)| json!([g, a])).collect::<Vec<_>>(),
            "size": self.size,
            "lower": self.lower,
            "secret": self.secret,
            "above": self.above,
            "line": line,
        });
        if let Some(g) = self.guess {
            v["guess"] = json!(g);
        }
        if let Some(d) = self.depth {
            v["depth"] = json!(d);
        }
        if let Some(b) = self.budget {
            v["budget"] = json!(b);
        }
        v
    }

    /// Whether its class is too big to be solved in one part (and big
    /// enough to be split: at least `floor` codes).
    pub(super) fn splits(&self, floor: usize) -> bool {
        self.size > self.above && self.size >= floor as u64
    }
}
