//! Classes (*turmas*): a teacher's lesson, one row each — its join code, the
//! hash of the teacher's token, and the rest as one JSON body the server
//! writes (the game, the students' names and tokens' hashes, the rounds and
//! their pairs). The class's matches are ordinary matches whose seats say
//! `"class": ID` (the public history leaves them out); deleting a class
//! deletes them too, and renaming its pupils (`serve --keep-days`) rewrites
//! their names. Each backend speaks its own SQL
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

    /// Deletes a class and its `matches` (their moves, cached records and
    /// leases) in one transaction: nothing of its pupils is left. On
    /// SQLite the deleted bytes are zeroed (`secure_delete`) and the
    /// write-ahead log is emptied into the database, so that no name is
    /// left in the files; on PostgreSQL the tables touched are vacuumed.
    pub fn delete_class(&self, id: &str, matches: &[String]) -> Result<()> {
        self.backend.delete_class(id, matches)
    }

    /// Writes a class's `body` again (its pupils' names replaced) and the
    /// `names` of its matches (`(match id, {"first": …, "second": …})`),
    /// forgetting their cached records, in one transaction; the old bytes
    /// are then erased as by [`Store::delete_class`].
    pub fn rename_class(
        &self,
        id: &str,
        body: &serde_json::Value,
        names: &[(String, serde_json::Value)],
    ) -> Result<()> {
        self.backend.rename_class(id, &body.to_string(), names)
    }
}

/// The seats of a match with `names` instead of the ones it had.
pub(crate) fn with_names(seats: &str, names: &serde_json::Value) -> Result<String> {
    let mut v = crate::json(seats)?;
    if let Some(o) = v.as_object_mut() {
        o.insert("names".into(), names.clone());
    }
    Ok(v.to_string())
}
