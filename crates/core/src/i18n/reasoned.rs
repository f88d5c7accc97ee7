//! Why a match ended, as words and as data at once ([`Reasoned`]): the
//! family that ends a match builds both from the same facts, so a front end
//! draws the lines, rounds or conquests from the data while a person reads
//! the sentence, and the core never reads a family's message to learn them.

use super::Msg;
use serde_json::Value;

/// The end of a match: the sentence, its code and its data (see
/// `ludoteca_play::reason` for the codes and their fields).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reasoned {
    /// The sentence (a family's message, usually).
    pub words: Msg,
    /// The reason's code (`lines`, `codes`, `arrival`…).
    pub code: &'static str,
    /// The reason's fields.
    pub data: Value,
}

impl Msg {
    /// `self` as the end of a match, with its `code` and `data`.
    #[must_use]
    pub fn reasoned(self, code: &'static str, data: Value) -> Msg {
        Msg::Reasoned(Box::new(Reasoned { words: self, code, data }))
    }
}

/// A seat in a reason's data: `"first"` (A) or `"second"` (B).
#[must_use]
pub fn seat_data(first: bool) -> Value {
    Value::from(if first { "first" } else { "second" })
}
