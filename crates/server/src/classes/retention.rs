//! How long a class keeps its pupils' names (`serve --keep-days N`, 30 by
//! default): once a class ended more than N days ago, every pupil's name
//! becomes "Aluno 1", "Aluno 2"… (pt and pt-BR) or "Pupil 1"… (en), in the
//! language the class was opened in, in the class and in its matches, and
//! the old bytes are erased as for a deleted class
//! ([`ludoteca_store::Store::rename_class`]). A class its teacher never
//! ended counts as ended when its join code lapsed ([`super::CODE_HOURS`]
//! after it opened). Run when the server starts and then every hour.

use super::Class;
use crate::App;
use ludoteca_core::Lang;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

/// How often the names are looked at again.
pub(crate) const EVERY: Duration = Duration::from_secs(3600);

/// Pupil number `n` (from 1) in `lang` (a tag, `None`: Portuguese).
pub(crate) fn placeholder(lang: Option<&str>, n: usize) -> String {
    let lang = lang.and_then(|l| l.parse::<Lang>().ok()).unwrap_or(Lang::PT);
    ludoteca_core::Msg::SvPupilPlaceholder { n: n as u64 }.render(lang)
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

/// Renames the pupils of every class that ended more than `keep_days`
/// days before `now` (seconds since 1970) and still holds names: returns
/// how many classes were renamed.
pub(crate) fn purge(app: &Arc<App>, keep_days: u32, now: i64) -> Result<usize, ludoteca_store::StoreError> {
    let cutoff = now.saturating_sub(i64::from(keep_days) * 86_400);
    let mut renamed = 0;
    for r in app.store.classes()? {
        let ended = r.ended_at.unwrap_or(r.created_at.saturating_add(super::CODE_HOURS * 3600));
        if ended > cutoff {
            continue;
        }
        // Through the class in memory, so that what it writes later holds
        // the new names too.
        let Ok(class) = super::find(app, &r.id) else { continue };
        if rename(app, &class)? {
            renamed += 1;
        }
    }
    Ok(renamed)
}

/// Replaces the names of `class`'s pupils, in the class and its matches:
/// `false` when they were replaced already.
fn rename(app: &Arc<App>, class: &Arc<Class>) -> Result<bool, ludoteca_store::StoreError> {
    let ids = {
        let mut body = class.body();
        let lang = body.lang.clone();
        let new: Vec<String> = (1..=body.students.len()).map(|n| placeholder(lang.as_deref(), n)).collect();
        if body.students.iter().zip(&new).all(|(s, n)| &s.name == n) {
            return Ok(false);
        }
        let mut renamed = body.clone();
        for (s, n) in renamed.students.iter_mut().zip(&new) {
            s.name.clone_from(n);
        }
        let side = |s: Option<usize>| s.map_or(Value::Null, |i| new[i].clone().into());
        let names: Vec<(String, Value)> = renamed
            .rounds
            .iter()
            .flat_map(|r| &r.pairs)
            .map(|p| (p.id.clone(), json!({"first": side(p.first), "second": side(p.second)})))
            .collect();
        let value = serde_json::to_value(&renamed).unwrap_or_default();
        app.store.rename_class(&class.id, &value, &names)?;
        *body = renamed;
        names.into_iter().map(|(id, _)| id).collect::<Vec<String>>()
    };
    // The rooms still in memory forget the old names (the store has the new).
    for id in ids {
        if let Ok(room) = app.rooms.get(&id) {
            room.forget_names();
        }
    }
    class.notify();
    Ok(true)
}

/// Runs [`purge`] with the server's `--keep-days` now and then every
/// [`EVERY`], off the async workers, until the server is gone.
pub(crate) fn spawn(app: &Arc<App>) {
    let weak = Arc::downgrade(app);
    tokio::spawn(async move {
        loop {
            let Some(app) = weak.upgrade() else { return };
            app.classes.release_lapsed();
            let keep = app.keep_days;
            let done = tokio::task::spawn_blocking(move || purge(&app, keep, now())).await;
            match done {
                Ok(Ok(0)) => {}
                Ok(Ok(n)) => eprintln!("keep-days {keep}: the pupils' names of {n} class(es) replaced"),
                Ok(Err(e)) => eprintln!("keep-days {keep}: the pupils' names could not be replaced: {e}"),
                Err(e) => eprintln!("keep-days {keep}: the names' purge stopped: {e}"),
            }
            tokio::time::sleep(EVERY).await;
        }
    });
}
