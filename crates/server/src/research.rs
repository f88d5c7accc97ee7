//! `GET /api/research`: the research shared by workers (issue 40) as
//! `ludoteca solve --status` shows it — each problem with its tasks (done,
//! running with their worker, lease and progress, queued, moot, failed) and
//! where an open one stands, said in the request's language, and every
//! worker — read with the same store
//! query ([`ludoteca_store::Research::status`]) and written as the same
//! JSON, for the web lab's page `#/research`. Read only; research tasks
//! carry no personal data. A server on SQLite has no research tables: it
//! answers an empty list and a sentence saying research needs PostgreSQL.

use crate::App;
use crate::error::ApiError;
use crate::lanes::Lane;
use axum::Json;
use axum::extract::State;
use ludoteca_core::Msg;
use serde_json::{Value, json};
use std::sync::Arc;

/// `GET /api/research`: `{research: true, now_ms, problems, workers}` as
/// `solve --status --json` prints them (`now_ms` for the leases); on a
/// server without PostgreSQL `{research: false, said, problems: [],
/// workers: []}`, `said` in the request's language.
pub(crate) async fn status(State(app): State<Arc<App>>) -> Result<Json<Value>, ApiError> {
    let lang = crate::lang::current();
    let app2 = app.clone();
    // Where an open problem stands is its merge: an analysis's share.
    let v = app
        .lanes
        .run(Lane::Analysis, move || -> Result<Value, ApiError> {
            let Ok(research) = app2.store.research() else {
                return Ok(json!({
                    "research": false,
                    "said": Msg::ResearchNeedsPostgres.render(lang),
                    "problems": [],
                    "workers": [],
                }));
            };
            // Where each problem stands and what each task says, in the
            // request's language (a worker keeps its lines as data).
            let standing = |spec: &Value, parts: &[Value], results: &[Option<Value>], running: &[Option<Value>]| {
                ludoteca_games::distribute::standing(spec, parts, results, running).map(|m| m.render(lang))
            };
            let said = |kept: &str| ludoteca_games::distribute::said(kept, lang);
            let mut v = research.status()?.to_json(&standing, &said);
            v["research"] = json!(true);
            v["now_ms"] = json!(
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
            );
            Ok(v)
        })
        .await??;
    Ok(Json(v))
}
