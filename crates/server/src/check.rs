//! `GET /api/games/{id}/check`: the game page's form checked as it is
//! typed, by the same code that starts a match (the family's typed specs,
//! the web lab's number limit, the game's own parser of positions), so
//! that the page shows the server's own sentence, in its language, before
//! anything is sent.

use crate::App;
use crate::error::{ApiError, Pairs};
use crate::games::{
    MAX_NUMBER, modest, params_of, quick_params, quick_winning_seat, rules_json, winning_seat, within_limits,
};
use crate::lanes::Lane;
use axum::Json;
use axum::extract::{Path, State};
use ludoteca_core::Msg;
use ludoteca_core::i18n::Echo;
use ludoteca_games::{GameError, ParamKind, Params, Preset};
use ludoteca_play::PlayError;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

/// How long the check may spend deciding who wins from the start: a form
/// checked as it is typed never waits on a long analysis.
const SEAT_LIMIT: Duration = Duration::from_millis(500);

/// Which field of the form a refusal belongs to: the parameter it names,
/// `start` for the start position, or none (the form as a whole).
fn field_of(e: &GameError, params: &Params, start: bool) -> Value {
    match e {
        GameError::BadParam { name, .. } | GameError::UnknownParam { name, .. } => name.as_str().into(),
        // A family whose start is one of its parameters (`position`, `start`).
        GameError::BadPosition { .. } if !start && params.has("position") => "position".into(),
        GameError::BadPosition { .. } if !start && params.has("start") => "start".into(),
        GameError::BadPosition { .. } if start => "start".into(),
        _ => Value::Null,
    }
}

/// A refused parameter as the form says it: what the field takes in plain
/// words, by the field's label, within the web lab's bounds — never the
/// parameter's key or the command line. Other refusals are kept.
fn for_page(preset: &Preset, e: GameError) -> ApiError {
    let GameError::BadParam { name, value, expected } = &e else { return e.into() };
    let value = Echo::from(value.trim());
    let whole = |min: u64, max: u64| {
        let max = Box::new(Msg::grouped(max.min(MAX_NUMBER)));
        if value.0.parse::<u128>().is_ok() {
            Msg::FieldOutOfRange { value: value.clone(), min, max }
        } else {
            Msg::FieldNotNumber { value: value.clone(), min, max }
        }
    };
    let spec = preset.family.params.iter().find(|s| s.answers_to(name));
    let msg = match (spec.map(|s| s.kind), expected.as_ref()) {
        (Some(ParamKind::Integer { min, max, words: [] }), _) => whole(min, max),
        (_, Msg::AccWhole { min, max }) => whole(*min, *max),
        (_, Msg::AccWholeAny) => whole(0, MAX_NUMBER),
        _ => match spec {
            Some(spec) => {
                let t = preset.label(spec);
                let label = Msg::said(|lang| t.get(lang).to_string());
                Msg::FieldBadValue { label: Box::new(label), value, expected: expected.clone() }
            }
            None => return e.into(),
        },
    };
    ApiError::bad(msg)
}

/// The answer for a refusal.
fn refused(field: Value, error: &ApiError) -> Json<Value> {
    Json(json!({"ok": false, "field": field, "error": error.text()}))
}

/// `GET /api/games/{id}/check?param=k=v…&start=P`: `{ok: true, start,
/// params, winning_seat, rules_student_i18n, rules_teacher_i18n}` (the
/// start position those parameters give, or the one typed; every
/// parameter in force; the seat that wins from the start with best play
/// when a short analysis proves it, `null` otherwise or when a start is
/// typed; the rules with these parameters) or `{ok: false, field, error}`
/// (`field` the parameter's name, `start`, or `null`; `error` one sentence
/// in the request's language saying what is accepted). Nothing is created.
pub(crate) async fn check(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    q: Pairs,
) -> Result<Json<Value>, ApiError> {
    let preset = ludoteca_games::catalogue::preset(&id).ok_or_else(|| ApiError::not_found(Msg::SvWhatGame, &id))?;
    let params = match params_of(&q) {
        Ok(p) => p,
        Err(e) => return Ok(refused(Value::Null, &e)),
    };
    let start = q.get("start").map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    let in_force = match ludoteca_games::catalogue::in_force(preset, &params) {
        Ok(p) => p,
        Err(e) => {
            let field = field_of(&e, &params, false);
            return Ok(refused(field, &for_page(preset, e)));
        }
    };
    // The web lab's limit on numbers, named by the field that breaks it.
    if let Err(e) = within_limits(&id, &params, None) {
        let field = params.iter().find(|(_, v)| modest([*v]).is_err()).map_or(Value::Null, |(k, _)| k.into());
        return Ok(refused(field, &e));
    }
    if let Some(s) = &start
        && let Err(e) = modest([s.as_str()])
    {
        return Ok(refused("start".into(), &e));
    }
    // The quick match's seat is decided once, with more time than a check
    // has (`games::SEAT_LIMIT`): the same parameters get the same answer.
    let quick = ludoteca_games::catalogue::in_force(preset, &quick_params(preset)).ok();
    let known = match (&start, quick) {
        (None, Some(q)) if q == in_force => quick_winning_seat(&app, preset).await.ok(),
        _ => None,
    };
    let answer = app
        .lanes
        .run(Lane::Person, move || -> Result<(String, Value, Value), (Value, PlayError)> {
            let plain = ludoteca_play::new_match(&id, &params, None, None).map_err(|e| match &e {
                PlayError::Game(g) => (field_of(g, &params, false), e),
                _ => (Value::Null, e),
            })?;
            let mut rules = rules_json(preset, &params);
            let rules = json!({
                "rules_student_i18n": rules.remove("rules_student_i18n"),
                "rules_teacher_i18n": rules.remove("rules_teacher_i18n"),
            });
            let Some(s) = start else {
                let seat = known.unwrap_or_else(|| winning_seat(&id, &params, SEAT_LIMIT));
                let seat = serde_json::to_value(seat).unwrap_or_default();
                return Ok((plain.position().to_string(), seat, rules));
            };
            let m = ludoteca_play::new_match(&id, &params, Some(&s), None).map_err(|e| ("start".into(), e))?;
            Ok((m.position().to_string(), Value::Null, rules))
        })
        .await?;
    Ok(match answer {
        Ok((start, seat, rules)) => {
            let mut answer = json!({"ok": true, "start": start, "params": in_force, "winning_seat": seat});
            if let (Some(a), Value::Object(r)) = (answer.as_object_mut(), rules) {
                a.extend(r);
            }
            Json(answer)
        }
        Err((field, PlayError::Game(e))) => refused(field, &for_page(preset, e)),
        Err((field, e)) => refused(field, &e.into()),
    })
}
