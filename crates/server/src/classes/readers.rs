//! Who reads a class's matches with the pupils' names: the class's teacher
//! (the teacher's token) every match of the class, a pupil (their own
//! token) their own matches; anybody else reads them without names, and
//! the public history does not list them at all (the store leaves out the
//! matches whose seats say `"class"`). See `docs/privacy.md`.

use super::{Class, Who, same};
use crate::App;
use ludoteca_store::{StoredMatch, token_hash};
use std::sync::Arc;

/// The class whose teacher or pupil `token` is, and who it is: the
/// classes in memory first, then the store's (a class opened on another
/// server sharing the database).
pub(crate) fn of_token(app: &Arc<App>, token: &str) -> Option<(Arc<Class>, Who)> {
    let hash = token_hash(token);
    let found = |c: &Arc<Class>| -> Option<Who> {
        if same(&hash, &c.teacher) {
            return Some(Who::Teacher);
        }
        c.body().students.iter().position(|s| same(&hash, &s.token)).map(Who::Student)
    };
    let classes: Vec<Arc<Class>> = {
        let map = app.classes.by_id.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        map.values().cloned().collect()
    };
    if let Some(hit) = classes.iter().find_map(|c| found(c).map(|w| (c.clone(), w))) {
        return Some(hit);
    }
    // Alone, every class is in memory (loaded at start, or opened here).
    if !app.cluster.shared {
        return None;
    }
    let records = app.store.classes().ok()?;
    records
        .into_iter()
        .filter(|r| app.classes.get(&r.id).is_err())
        .find_map(|r| super::find(app, &r.id).ok().and_then(|c| found(&c).map(|w| (c, w))))
}

/// The ids of the matches of `class` that `who` may read with the names:
/// every one for the teacher, a pupil's own.
pub(crate) fn matches_of(class: &Class, who: Who) -> Vec<String> {
    let body = class.body();
    body.rounds
        .iter()
        .flat_map(|r| &r.pairs)
        .filter(|p| match who {
            Who::Teacher => true,
            Who::Student(s) => p.seat_of(s).is_some(),
        })
        .map(|p| p.id.clone())
        .collect()
}

/// Whether the caller with `token` may read the names of the stored match
/// `s`: always for a match of no class; for a class's match only its
/// class's teacher and the pupils who sat in it.
pub(crate) fn may_read_names(app: &Arc<App>, s: &StoredMatch, token: Option<&str>) -> bool {
    let Some(class) = s.record.seats.get("class").and_then(|c| c.as_str()) else {
        return true;
    };
    let Some(token) = token else { return false };
    let hash = token_hash(token);
    let seats: [Option<String>; 2] = serde_json::from_value(s.record.tokens.clone()).unwrap_or_default();
    if seats.iter().flatten().any(|t| same(&hash, t)) {
        return true;
    }
    super::find(app, class).is_ok_and(|c| same(&hash, &c.teacher))
}

/// The stored match `s` as somebody who may not read its names sees it:
/// no names, and nothing saying whose class it was.
pub(crate) fn without_names(mut s: StoredMatch) -> StoredMatch {
    if let Some(o) = s.record.seats.as_object_mut() {
        o.remove("names");
        o.remove("class");
    }
    s
}
