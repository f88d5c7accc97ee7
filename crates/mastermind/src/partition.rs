//! Partition: how a guess splits the remaining candidates by the answer it would get.

use crate::code::Code;
use crate::feedback::Feedback;
use crate::variant::Variant;
use serde::{Deserialize, Serialize};

/// One class of a partition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Class {
    /// The answer, written for the variant (`1B2W`, `+o--`).
    pub feedback: String,
    /// The packed answer.
    #[serde(skip)]
    pub packed: Feedback,
    /// How many candidates would give this answer.
    pub size: usize,
}

/// The classes (non-empty only) a guess splits the candidates into.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Partition {
    /// The guess, written.
    pub guess: String,
    /// Whether the guess is itself still a possible secret.
    pub consistent: bool,
    /// Number of candidates split.
    pub candidates: usize,
    /// Non-empty classes, largest first (ties by packed answer).
    pub classes: Vec<Class>,
}

impl Partition {
    /// Builds a partition from dense counts.
    pub(crate) fn from_counts(
        variant: &Variant,
        guess: Code,
        consistent: bool,
        counts: impl IntoIterator<Item = (Feedback, usize)>,
    ) -> Partition {
        let mut classes: Vec<Class> = counts
            .into_iter()
            .filter(|&(_, n)| n > 0)
            .map(|(f, n)| Class { feedback: f.display(variant).to_string(), packed: f, size: n })
            .collect();
        classes.sort_by(|a, b| b.size.cmp(&a.size).then(a.packed.cmp(&b.packed)));
        Partition { guess: guess.to_string(), consistent, candidates: classes.iter().map(|c| c.size).sum(), classes }
    }

    /// Size of the largest class.
    pub fn worst(&self) -> usize {
        self.classes.first().map_or(0, |c| c.size)
    }
}
