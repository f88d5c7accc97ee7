//! The records of finished matches, for the history and the replay: why
//! each ended and its parameters in words, in the reader's language; the
//! people's names; and every move marked good or bad with the first
//! mistake ([`ludoteca_play::marks`]). A finished match never changes, so
//! what is computed once is kept in the store's cache.

use crate::App;
use crate::rooms;
use ludoteca_core::{Lang, Msg};
use ludoteca_games::{ParamKind, Params};
use ludoteca_play::Match;
use ludoteca_play::marks::{self, Marks};
use ludoteca_store::StoredMatch;
use serde_json::{Value, json};

fn cached(app: &App, key: &str) -> Option<Value> {
    app.store.cached(key).ok().flatten()
}

fn keep(app: &App, key: &str, value: &Value) {
    // A cache that cannot be written only costs the next reader the work.
    let _ = app.store.cache(key, value);
}

/// The parameters of a match in words, in `lang`: each as its label and
/// its value (a choice's label, a switch's yes or no, a number as it is).
#[must_use]
pub(crate) fn params_words(game: &str, params: &Params, lang: Lang) -> Vec<Value> {
    let preset = ludoteca_games::catalogue::preset(game);
    let specs = preset.map_or(&[][..], |p| p.family.params);
    params
        .iter()
        .filter_map(|(name, value)| {
            let key = name.replace('_', "-");
            let Some(spec) = specs.iter().find(|s| s.name == key || s.aliases.contains(&key.as_str())) else {
                return Some(json!({"name": name, "label": name, "value": value}));
            };
            let words = match spec.kind {
                ParamKind::Seed => return None,
                ParamKind::Boolean => match value.trim().to_ascii_lowercase().as_str() {
                    "true" | "yes" | "1" | "on" | "sim" => Msg::WordYes.render(lang),
                    "false" | "no" | "0" | "off" | "não" | "nao" => Msg::WordNo.render(lang),
                    _ => value.to_string(),
                },
                ParamKind::Choice(cs) | ParamKind::Integer { words: cs, .. } => {
                    cs.iter().find(|c| c.is(value)).map_or_else(|| value.to_string(), |c| c.label.get(lang).to_string())
                }
                _ => value.to_string(),
            };
            let label = preset.map_or(spec.label, |p| p.label(spec));
            Some(json!({"name": spec.name, "label": label.get(lang), "value": words}))
        })
        .collect()
}

/// The people's names kept with the seats (`{"first": "Ana"}`), or `{}`.
fn names(s: &StoredMatch) -> Value {
    s.record.seats.get("names").cloned().unwrap_or_else(|| json!({}))
}

/// The seats as the history shows them: `first`/`second` (`human` or
/// `champion`) and the people's `names`.
fn seats(s: &StoredMatch) -> Value {
    let mut v = s.record.seats.clone();
    if let Some(o) = v.as_object_mut() {
        o.insert("names".into(), names(s));
    }
    v
}

/// What the history says of a finished match in `lang`, beyond the stored
/// row: the `reason` it ended and its `params_words` (computed by
/// replaying it once, then cached).
fn words_of(app: &App, s: &StoredMatch, m: Option<&dyn Match>, lang: Lang) -> Value {
    let key = format!("record:v2:{}:{}", lang.tag(), s.record.id);
    if let Some(v) = cached(app, &key) {
        return v;
    }
    let rebuilt;
    let m = match m {
        Some(m) => Some(m),
        None => {
            rebuilt = rooms::rebuild(s).ok();
            rebuilt.as_deref()
        }
    };
    let Some(m) = m else {
        // A match the program cannot replay any more: its stored data only.
        let raw: Params = serde_json::from_value(s.record.params.clone()).unwrap_or_default();
        return json!({"reason": "", "reason_code": "", "reason_data": {},
                      "params_words": params_words(&s.record.game, &raw, lang)});
    };
    let ending = m.ending_in(lang).or_else(|| forfeit(s, lang));
    if ending.is_none() && s.result.as_ref().is_some_and(class_ended) {
        let v = json!({"reason": Msg::ClassEnded.render(lang), "reason_code": CLASS_ENDED, "reason_data": {},
                       "params_words": params_words(&s.record.game, &m.public_params(), lang)});
        keep(app, &key, &v);
        return v;
    }
    let v = json!({
        "reason": ending.as_ref().map(|e| e.reason.as_str()).unwrap_or_default(),
        "reason_code": ending.as_ref().map(|e| e.reason_code.as_str()).unwrap_or_default(),
        "reason_data": ending.as_ref().map_or(json!({}), |e| e.reason_data.clone()),
        "params_words": params_words(&s.record.game, &m.public_params(), lang),
    });
    keep(app, &key, &v);
    v
}

/// The stored result of a match its class's end (or deletion) left
/// unfinished: nobody won, and [`CLASS_ENDED`] says why.
pub(crate) fn class_ended_result() -> Value {
    json!({"result": "none", "ended": CLASS_ENDED})
}

/// The reason code of a match its class's end left unfinished.
pub(crate) const CLASS_ENDED: &str = "class_ended";

/// Whether the stored result `r` is [`class_ended_result`]'s.
pub(crate) fn class_ended(r: &Value) -> bool {
    r.get("ended").and_then(Value::as_str) == Some(CLASS_ENDED)
}

/// Why the finished match `id` ended, in `lang` ("" when unknown): from
/// its room when it is in memory, else from the store, replayed once and
/// cached — never brought back into memory (a class's CSV lists every
/// match of every round).
pub(crate) fn reason(app: &App, id: &str, lang: Lang) -> String {
    if let Some(room) = app.rooms.loaded(id) {
        return room.state().m.ending_in(lang).map(|e| e.reason).unwrap_or_default();
    }
    let Ok(Some(s)) = app.store.get(id) else { return String::new() };
    words_of(app, &s, None, lang)["reason"].as_str().unwrap_or_default().to_string()
}

/// The ending of a match a class's teacher ended as a forfeit (the store's
/// result says `"forfeit": SEAT`, the seat that lost).
fn forfeit(s: &StoredMatch, lang: Lang) -> Option<ludoteca_play::Ending> {
    let loser = s.result.as_ref()?.get("forfeit")?.as_str()?;
    let loser = if loser == "first" { ludoteca_play::Seat::First } else { ludoteca_play::Seat::Second };
    Some(forfeit_ending(loser, lang))
}

/// The ending of a match its class's teacher ended, `loser` losing by
/// forfeit (*desistência*): the sentence starts the page's banner, so it
/// starts with a capital.
pub(crate) fn forfeit_ending(loser: ludoteca_play::Seat, lang: Lang) -> ludoteca_play::Ending {
    let first = loser == ludoteca_play::Seat::First;
    let mut e = ludoteca_play::Ending::of(
        ludoteca_play::MatchResult::Winner(!loser),
        &Msg::ClassForfeit { seat: Box::new(Msg::seat(first)) },
        lang,
    );
    let mut chars = e.reason.chars();
    if let Some(c) = chars.next() {
        e.reason = c.to_uppercase().chain(chars).collect();
    }
    e.reason_code = "forfeit".into();
    e.reason_data = json!({"seat": crate::rooms::seat_name(loser)});
    e
}

/// One row of `GET /api/history` in `lang`.
pub(crate) fn history_item(app: &App, s: &StoredMatch, lang: Lang) -> Value {
    let words = words_of(app, s, None, lang);
    json!({
        "id": s.record.id, "game": s.record.game, "params": s.record.params, "seats": seats(s),
        "names": names(s), "result": s.result, "reason": words["reason"], "reason_code": words["reason_code"],
        "reason_data": words["reason_data"], "params_words": words["params_words"],
        "moves": s.moves.len(), "created_at": s.created_at, "finished_at": s.finished_at,
    })
}

/// The marks of a finished match's moves: from the cache, else computed
/// within [`marks::BUDGET`] and kept.
fn marks_of(app: &App, s: &StoredMatch, m: &dyn Match) -> Marks {
    let key = format!("marks:v3:{}", s.record.id);
    if let Some(v) = cached(app, &key)
        && let Ok(marks) = serde_json::from_value::<Marks>(v)
        && marks.moves.len() == m.history().len()
    {
        return marks;
    }
    let marks = m.marks(marks::BUDGET);
    keep(app, &key, &serde_json::to_value(&marks).unwrap_or_default());
    marks
}

/// `GET /api/history/{id}` for a finished match, in `lang`: every move with
/// the board it left and its mark, the first mistake with its sentence, the
/// result with its reason, the seats with the names, the parameters in words.
pub(crate) fn replay(app: &App, s: &StoredMatch, lang: Lang) -> Result<Value, ludoteca_play::PlayError> {
    let mut m = rooms::rebuild(s)?;
    let marks = marks_of(app, s, m.as_ref());
    let words = words_of(app, s, Some(m.as_ref()), lang);
    let view = m.view(None);
    let ending = m.ending_in(lang).or_else(|| forfeit(s, lang));
    // The spectator's board after each move, back to the start, for the
    // replay's graphical boards (they read the board, never the notation).
    let mut boards = vec![view.board.clone()];
    while boards.len() <= view.history.len() && m.undo().is_ok() {
        boards.push(m.view(None).board);
    }
    boards.resize(view.history.len() + 1, Value::Null);
    boards.reverse();
    let moves: Vec<Value> = view
        .history
        .iter()
        .zip(&boards[1..])
        .enumerate()
        .map(|(i, (mv, board))| {
            let mut x = serde_json::to_value(mv).unwrap_or_default();
            x["board"] = board.clone();
            if let Some(k) = marks.moves.get(i) {
                x["mark"] = serde_json::to_value(k.mark).unwrap_or_default();
                x["left"] = serde_json::to_value(k.left).unwrap_or_default();
                x["left_text"] = k.left.map_or(Value::Null, |o| o.describe_in(lang).into());
                x["mistake"] = serde_json::to_value(k.mistake).unwrap_or_default();
                x["note"] = m.mark_sentence(&marks, i, lang).map_or(Value::Null, Value::from);
            }
            x
        })
        .collect();
    let first_mistake = marks.first_mistake().map_or(Value::Null, |i| {
        json!({"ply": i, "number": i + 1, "seat": view.history[i].seat, "move": view.history[i].mv,
               "sentence": m.mark_sentence(&marks, i, lang).unwrap_or_default()})
    });
    Ok(json!({
        "id": s.record.id, "game": s.record.game, "params": s.record.params, "params_words": words["params_words"],
        "start": s.record.start, "start_board": boards[0], "seats": seats(s), "names": names(s), "moves": moves,
        "result": ending, "first_mistake": first_mistake, "created_at": s.created_at, "finished_at": s.finished_at,
    }))
}
