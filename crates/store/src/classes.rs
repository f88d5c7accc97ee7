//! Classes (*turmas*): a teacher's lesson, one row each — its join code, the
//! hash of the teacher's token, and the rest as one JSON body the server
//! writes (the game, the students' names and tokens' hashes, the rounds and
//! their pairs). The class's matches are ordinary matches; deleting a class
//! also takes its students' names off them. Each backend speaks its own SQL
//! (`sqlite.rs`, `postgres.rs`; the table is migration 6).

use crate::{Result, Store};

/// A class as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassRecord {
    /// The class's id.
    pub id: String,
    /// The join code the students type.
    pub code: String,
    /// The teacher's token, hashed ([`crate::token_hash`]).
    pub teacher: String,
    /// Everything else, as the server writes it.
    pub body: serde_json::Value,
    /// When it was opened (seconds since 1970).
    pub created_at: i64,
    /// When the teacher ended it.
    pub ended_at: Option<i64>,
}

impl Store {
    /// Records a new class; `false` (nothing written) when its code is
    /// already taken by another class.
    pub fn create_class(&self, r: &ClassRecord) -> Result<bool> {
        self.backend.create_class(r)
    }

    /// Writes a class's body again, and whether it has ended.
    pub fn save_class(&self, id: &str, body: &serde_json::Value, ended: bool) -> Result<()> {
        self.backend.save_class(id, &body.to_string(), ended)
    }

    /// One class, if it exists.
    pub fn class(&self, id: &str) -> Result<Option<ClassRecord>> {
        self.backend.class(id)
    }

    /// The id of the class whose join code is `code`, if there is one.
    pub fn class_of_code(&self, code: &str) -> Result<Option<String>> {
        self.backend.class_of_code(code)
    }

    /// Every class, oldest first.
    pub fn classes(&self) -> Result<Vec<ClassRecord>> {
        self.backend.classes()
    }

    /// Deletes a class, and takes the people's names off its `matches`
    /// (kept as anonymous matches in the history), in one transaction.
    pub fn delete_class(&self, id: &str, matches: &[String]) -> Result<()> {
        self.backend.delete_class(id, matches)
    }
}

/// The seats of a match without the people's names (what a deleted class
/// leaves in the history).
pub(crate) fn without_names(seats: &str) -> Result<String> {
    let mut v = crate::json(seats)?;
    if let Some(o) = v.as_object_mut() {
        o.remove("names");
    }
    Ok(v.to_string())
}
