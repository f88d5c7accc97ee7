//! The catalogue over HTTP: the games with their rules (in English and
//! both Portuguese), and the outcome of a position.

use crate::App;
use crate::error::{ApiError, Pairs, RETRY_SECS};
use axum::Json;
use axum::extract::{Path, State};
use ludoteca_core::{Control, Lang, Msg};
use ludoteca_games::{Params, Preset, open, presets};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The longest an `outcome` request may compute before it is cancelled.
const OUTCOME_LIMIT: Duration = Duration::from_secs(10);

fn card(p: &Preset) -> Value {
    let c = &p.content;
    let params = open(p.id, &Params::new()).map(|e| e.params()).unwrap_or_default();
    let family = p.family;
    // The family's, with `exact_solve` as the preset's entry answers (game
    // 28 has a solve of its own in the heap family).
    let mut capabilities = family.capabilities.to_json();
    capabilities["exact_solve"] = ludoteca_games::solve::solvable_games().contains(&p.id).into();
    json!({
        "id": p.id,
        "family": family.name,
        "kind": family.play.name(),
        "summary": c.summary.en,
        "statement": c.statement.en,
        "summary_pt": c.summary.pt,
        "statement_pt": c.statement.pt,
        "params": params,
        "capabilities": capabilities,
        "table_to": p.table_to,
        // The name a person reads (`Jogo 20 — Tirar sem repetir`), its
        // parts, and the quick match's parameters over the text's.
        "title": p.title_json(),
        "family_tag": family.tag.to_json(),
        "summary_i18n": c.summary.to_json(),
        "takes_start": takes_start(p),
        "name": p.name.to_json(),
        "number": (!p.number.is_empty()).then_some(p.number),
        "quick": p.quick.iter().filter_map(|kv| kv.split_once('=')).map(|(k, v)| (k.to_string(), Value::from(v))).collect::<serde_json::Map<_, _>>(),
    })
}

/// Whether a match of `p` may start from a position a person types: the
/// position after a first legal move is accepted as a start (a match that
/// always starts at its first round says so).
fn takes_start(p: &Preset) -> bool {
    let Ok(mut m) = ludoteca_play::new_match(p.id, &Params::new(), None, Some(0)) else { return false };
    let (Some(seat), Some(mv)) = (m.to_move(), m.legal_moves().into_iter().next()) else { return false };
    m.play(seat, &mv).is_ok() && ludoteca_play::new_match(p.id, &Params::new(), Some(m.position()), Some(0)).is_ok()
}

/// `GET /api/games`: the catalogue never changes while the server runs, so
/// its JSON is built once (opening every preset for its parameters) and
/// served as bytes from then on.
pub(crate) async fn list() -> ([(axum::http::header::HeaderName, &'static str); 1], &'static [u8]) {
    static CARDS: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    let body =
        CARDS.get_or_init(|| serde_json::to_vec(&Value::Array(presets().map(card).collect())).unwrap_or_default());
    ([(axum::http::header::CONTENT_TYPE, "application/json")], body.as_slice())
}

fn preset(id: &str) -> Result<&'static Preset, ApiError> {
    ludoteca_games::catalogue::preset(id).ok_or_else(|| ApiError::not_found(Msg::SvWhatGame, id))
}

/// The largest number the web lab accepts in a parameter or a position: the
/// engines take far more from the command line, where a person chose to
/// wait, but one web request must not make the server allocate gigabytes.
pub(crate) const MAX_NUMBER: u64 = 100_000_000;

/// Refuses parameters and positions holding numbers above [`MAX_NUMBER`].
pub(crate) fn modest<'a>(texts: impl IntoIterator<Item = &'a str>) -> Result<(), ApiError> {
    for text in texts {
        for run in text.split(|c: char| !c.is_ascii_digit()).filter(|r| !r.is_empty()) {
            if run.len() > 9 || run.parse::<u64>().is_ok_and(|n| n > MAX_NUMBER) {
                return Err(ApiError::bad(Msg::SvTooBig {
                    n: run.chars().take(40).collect(),
                    max: Box::new(Msg::grouped(MAX_NUMBER)),
                }));
            }
        }
    }
    Ok(())
}

/// Checks `params` of `game` against the family's typed specs and refuses
/// numbers above [`MAX_NUMBER`] as the family reads them (after `10^12`,
/// `1_000_000` and the like are written out), with `position` checked too.
/// A game that is not in the catalogue is left to the caller's refusal.
pub(crate) fn within_limits(game: &str, params: &Params, position: Option<&str>) -> Result<(), ApiError> {
    let checked = match ludoteca_games::catalogue::preset(game) {
        Some(p) => ludoteca_games::catalogue::in_force(p, params)?,
        None => params.clone(),
    };
    modest(checked.iter().map(|(_, v)| v).chain(params.iter().map(|(_, v)| v)).chain(position))
}

/// The `param=k=v` pairs of a query.
pub(crate) fn params_of(q: &Pairs) -> Result<Params, ApiError> {
    Ok(Params::parse(q.all("param"))?)
}

/// `GET /api/games/{id}`.
pub(crate) async fn show(Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    let p = preset(&id)?;
    let mut c = card(p);
    // The rules in every language, from the same files as `ludoteca rules`:
    // `rules` in English as always, `rules_pt` beside `statement_pt`, and
    // `rules_i18n` beside `statement_i18n`.
    let rules = |lang| open(p.id, &Params::new()).map(|e| e.rules(lang)).unwrap_or_else(|_| p.statement().into());
    let [en, pt, br] = Lang::ALL.map(rules);
    c["rules"] = en.clone().into();
    c["rules_pt"] = pt.clone().into();
    // The same cut for a page: `rules_student_i18n` the rules in words a
    // student reads, `rules_teacher_i18n` the parameters, notation and
    // command line, for a folded "Para o professor / linha de comandos".
    let [s_en, s_pt, s_br] = [&en, &pt, &br].map(|r| ludoteca_games::rules_text::for_page(r));
    c["rules_student_i18n"] = json!({"en": s_en.student, "pt": s_pt.student, "pt-BR": s_br.student});
    c["rules_teacher_i18n"] = json!({"en": s_en.teacher, "pt": s_pt.teacher, "pt-BR": s_br.teacher});
    c["rules_i18n"] = json!({"en": en, "pt": pt, "pt-BR": br});
    // The page of one game also gets what its form and texts need: every
    // parameter typed, and the texts in every language.
    c["param_specs"] = p
        .family
        .params
        .iter()
        .map(|s| {
            let mut j = s.to_json();
            j["label"] = p.label(s).to_json();
            j["help"] = p.help(s).to_json();
            j
        })
        .collect();
    c["summary_i18n"] = p.content.summary.to_json();
    c["statement_i18n"] = p.content.statement.to_json();
    Ok(Json(c))
}

/// `GET /api/games/{id}/outcome?position=P&param=k=v…`.
pub(crate) async fn outcome(
    State(app): State<Arc<App>>,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
    headers: axum::http::HeaderMap,
    Path(id): Path<String>,
    q: Pairs,
) -> Result<Json<Value>, ApiError> {
    let who = crate::lanes::Who::address(crate::classes::client(peer.ip(), &headers, app.behind_proxy));
    preset(&id)?;
    let params = params_of(&q)?;
    let position = q.get("position").map(str::to_string);
    within_limits(&id, &params, position.as_deref())?;
    // Priced before anything is solved: refused when it cannot fit, in the
    // person's lane when it is small.
    let entry = open(&id, &params)?;
    let cost = crate::budget::price(entry.as_ref(), ludoteca_games::Work::Outcome(position.as_deref()))?;
    let held = app.reserve(cost)?;
    crate::budget::in_time(cost, OUTCOME_LIMIT)?;
    let answer = app
        .lanes
        .run_as(&who, crate::budget::lane_of(cost), move || {
            let _held = held;
            let pos = position.unwrap_or_else(|| entry.start());
            let cancel = AtomicBool::new(false);
            let started = std::time::Instant::now();
            let progress = |_: u64, _: u64| {
                if started.elapsed() > OUTCOME_LIMIT {
                    cancel.store(true, Ordering::Relaxed);
                }
            };
            let report = entry.analyse(&pos, &Control::new(&progress, &cancel));
            if cancel.load(Ordering::Relaxed) {
                return Err(ApiError::unavailable(Msg::SvSolveSlow { secs: OUTCOME_LIMIT.as_secs() }, RETRY_SECS));
            }
            Ok(serde_json::to_value(report?).unwrap_or_default())
        })
        .await??;
    Ok(Json(answer))
}
