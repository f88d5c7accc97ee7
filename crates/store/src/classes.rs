//! Classes (*turmas*): a teacher's lesson, one row each — its join code, the
//! hash of the teacher's token, and the rest as one JSON body the server
//! writes (the game, the students' names and tokens' hashes, the rounds and
//! their pairs). The class's matches are ordinary matches; deleting a class
//! also takes its students' names off them.

use crate::{Result, Store, json, now};
use rusqlite::{OptionalExtension, params};

/// The table of this module, created with the rest of the schema.
pub(crate) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS classes (
    id         TEXT PRIMARY KEY,
    code       TEXT NOT NULL UNIQUE,
    teacher    TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    ended_at   INTEGER
);
";

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

type Row = (String, String, String, String, i64, Option<i64>);

fn record((id, code, teacher, body, created_at, ended_at): Row) -> Result<ClassRecord> {
    Ok(ClassRecord { id, code, teacher, body: json(&body)?, created_at, ended_at })
}

impl Store {
    /// Records a new class; `false` (nothing written) when its code is
    /// already taken by another class.
    pub fn create_class(&self, r: &ClassRecord) -> Result<bool> {
        let n = self.conn.execute(
            "INSERT OR IGNORE INTO classes (id, code, teacher, body, created_at, ended_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![r.id, r.code, r.teacher, r.body.to_string(), r.created_at, r.ended_at],
        )?;
        Ok(n == 1)
    }

    /// Writes a class's body again, and whether it has ended.
    pub fn save_class(&self, id: &str, body: &serde_json::Value, ended: bool) -> Result<()> {
        self.conn.execute(
            "UPDATE classes SET body = ?2,
                 ended_at = CASE WHEN ?3 THEN COALESCE(ended_at, ?4) ELSE NULL END
             WHERE id = ?1",
            params![id, body.to_string(), ended, now()],
        )?;
        Ok(())
    }

    fn classes_where(&self, filter: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<ClassRecord>> {
        let sql = format!("SELECT id, code, teacher, body, created_at, ended_at FROM classes {filter}");
        let mut st = self.conn.prepare_cached(&sql)?;
        let rows: Vec<Row> = st
            .query_map(args, |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)))?
            .collect::<std::result::Result<_, _>>()?;
        rows.into_iter().map(record).collect()
    }

    /// One class, if it exists.
    pub fn class(&self, id: &str) -> Result<Option<ClassRecord>> {
        Ok(self.classes_where("WHERE id = ?1", &[&id])?.pop())
    }

    /// The id of the class whose join code is `code`, if there is one.
    pub fn class_of_code(&self, code: &str) -> Result<Option<String>> {
        Ok(self.conn.query_row("SELECT id FROM classes WHERE code = ?1", params![code], |r| r.get(0)).optional()?)
    }

    /// Every class, oldest first.
    pub fn classes(&self) -> Result<Vec<ClassRecord>> {
        self.classes_where("ORDER BY created_at, id", &[])
    }

    /// Deletes a class, and takes the people's names off its `matches`
    /// (kept as anonymous matches in the history), in one transaction.
    pub fn delete_class(&self, id: &str, matches: &[String]) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        for m in matches {
            let seats: Option<String> =
                tx.query_row("SELECT seats FROM matches WHERE id = ?1", params![m], |r| r.get(0)).optional()?;
            let Some(seats) = seats else { continue };
            let mut v = json(&seats)?;
            if let Some(o) = v.as_object_mut() {
                o.remove("names");
            }
            tx.execute("UPDATE matches SET seats = ?2 WHERE id = ?1", params![m, v.to_string()])?;
            // The cached records of the history hold the names too.
            tx.execute("DELETE FROM analyses WHERE key LIKE 'record:%:' || ?1", params![m])?;
        }
        tx.execute("DELETE FROM classes WHERE id = ?1", params![id])?;
        tx.commit()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MatchRecord;
    use serde_json::json;

    fn class(id: &str, code: &str) -> ClassRecord {
        ClassRecord {
            id: id.into(),
            code: code.into(),
            teacher: crate::token_hash("t"),
            body: json!({"game": "je-9", "students": [{"name": "Ana"}]}),
            created_at: 1,
            ended_at: None,
        }
    }

    #[test]
    fn a_class_is_kept_found_by_code_saved_and_ended() {
        let s = Store::in_memory().unwrap();
        assert!(s.create_class(&class("c1", "ABC234")).unwrap());
        assert!(!s.create_class(&class("c2", "ABC234")).unwrap(), "a code is never given twice");
        assert_eq!(s.class_of_code("ABC234").unwrap().as_deref(), Some("c1"));
        assert_eq!(s.class_of_code("ZZZ999").unwrap(), None);
        s.save_class("c1", &json!({"game": "je-9", "students": []}), true).unwrap();
        let c = s.class("c1").unwrap().unwrap();
        assert_eq!(c.body["students"], json!([]));
        assert!(c.ended_at.is_some());
        assert_eq!(s.classes().unwrap().len(), 1);
    }

    #[test]
    fn deleting_a_class_takes_the_names_off_its_matches() {
        let s = Store::in_memory().unwrap();
        s.create_class(&class("c1", "ABC234")).unwrap();
        let m = MatchRecord {
            id: "m1".into(),
            game: "je-9".into(),
            params: json!({}),
            start: "5".into(),
            seed: None,
            seats: json!({"first": "human", "second": "human", "names": {"first": "Ana", "second": "Rui"}}),
            tokens: json!([null, null]),
            budget_ms: 100,
        };
        s.create(&m).unwrap();
        s.delete_class("c1", &["m1".into(), "gone".into()]).unwrap();
        assert_eq!(s.class("c1").unwrap(), None);
        let kept = s.get("m1").unwrap().unwrap();
        assert_eq!(kept.record.seats, json!({"first": "human", "second": "human"}));
    }
}
