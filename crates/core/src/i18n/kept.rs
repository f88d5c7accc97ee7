//! A message kept as data, to be said later in its reader's language: what
//! a machine writes to a database for another to read (a research task's
//! progress, a part's failure), as its home, its id and its arguments in
//! JSON — `{"home": "core", "id": "research-nodes-checked", "args":
//! {"done": 3, "total": 8}}` — never as a sentence in the writer's language.
//! [`data`] writes it, [`said`] renders it in any language from the files of
//! the homes given (the core's, and the families' a front end knows).
//!
//! Arguments as JSON: text as a string, a count as a number, an echo as
//! `{"echo": …}`, a decimal as `{"decimal": …}`, a message as `{"msg": …}`,
//! an optional one as `{"maybe": … | null}`, a list of messages as an
//! array; a text already in every language as `{"said": {tag: text}}`.
//! A class of positions has no such form: a message naming one is not kept.

use super::{Arg, CORE, Msg, Texts, kebab};
use crate::lang::Lang;
use serde_json::{Map, Value, json};

/// `msg` as data (see the module), `None` when one of its arguments has no
/// data form (a class of positions).
#[must_use]
pub fn data(msg: &Msg) -> Option<Value> {
    let (home, id, args) = match (msg, msg.key()) {
        (Msg::Family(m), _) => (m.texts.home, kebab(m.name), m.args.clone()),
        (Msg::Reasoned(r), _) => return data(&r.words),
        (Msg::Drawn(d), _) => return data(&Msg::said(|lang| d.draw(lang))),
        (Msg::Said(texts), _) => {
            let by_tag: Map<String, Value> =
                Lang::ALL.iter().map(|l| (l.tag().to_string(), Value::from(texts[l.index()].clone()))).collect();
            return Some(json!({ "said": by_tag }));
        }
        (_, Some(key)) => ("core", key.id().to_string(), msg.args()),
        (_, None) => return None,
    };
    let mut out = Map::new();
    for (name, arg) in &args {
        out.insert((*name).to_string(), arg_data(arg)?);
    }
    Some(json!({ "home": home, "id": id, "args": out }))
}

fn arg_data(arg: &Arg) -> Option<Value> {
    Some(match arg {
        Arg::Text(t) => Value::from(t.clone()),
        Arg::Count(n) => Value::from(*n),
        Arg::Echo(t) => json!({ "echo": t }),
        Arg::Decimal(d) => json!({ "decimal": d }),
        Arg::Msg(m) => json!({ "msg": data(m)? }),
        Arg::MaybeMsg(None) => json!({ "maybe": null }),
        Arg::MaybeMsg(Some(m)) => json!({ "maybe": data(m)? }),
        Arg::List(ms) => Value::Array(ms.iter().map(data).collect::<Option<Vec<Value>>>()?),
        Arg::Outcome(_) => return None,
    })
}

/// The message `data` holds, said in `lang` from the core's files or those
/// of `homes` (each family's, found by its [`Texts::home`]); `None` when
/// `data` holds no message these files write (text kept by an older program,
/// a message of a home not given).
#[must_use]
pub fn said(data: &Value, homes: &[&Texts], lang: Lang) -> Option<String> {
    if let Some(by_tag) = data.get("said").and_then(Value::as_object) {
        let text = by_tag.get(lang.tag()).or_else(|| by_tag.get(Lang::EN.tag())).and_then(Value::as_str)?;
        return Some(text.to_string());
    }
    let home = data.get("home")?.as_str()?;
    let texts: &Texts = if home == CORE.home { &CORE } else { homes.iter().copied().find(|t| t.home == home)? };
    let id = data.get("id")?.as_str()?;
    let mut args = Vec::new();
    for (name, value) in data.get("args").and_then(Value::as_object).into_iter().flatten() {
        args.push((name.as_str(), arg_of(value, homes, lang)?));
    }
    texts.try_format(id, &args, lang).map(|(text, _)| text)
}

/// An argument back from its data, its messages said in `lang`.
fn arg_of(value: &Value, homes: &[&Texts], lang: Lang) -> Option<Arg> {
    let msg = |v: &Value| -> Option<Msg> {
        let text = said(v, homes, lang)?;
        Some(Msg::said(|_| text.clone()))
    };
    Some(match value {
        Value::String(t) => Arg::Text(t.clone()),
        Value::Number(n) => Arg::Count(n.as_u64()?),
        Value::Array(items) => Arg::List(items.iter().map(msg).collect::<Option<Vec<Msg>>>()?),
        Value::Object(o) => match o.iter().next()? {
            (k, Value::String(t)) if k == "echo" => Arg::Echo(t.clone()),
            (k, Value::String(d)) if k == "decimal" => Arg::Decimal(d.clone()),
            (k, v) if k == "msg" => Arg::Msg(Box::new(msg(v)?)),
            (k, Value::Null) if k == "maybe" => Arg::MaybeMsg(None),
            (k, v) if k == "maybe" => Arg::MaybeMsg(Some(Box::new(msg(v)?))),
            _ => return None,
        },
        _ => return None,
    })
}

/// `msg` as a line a database keeps: its data as JSON text (see the
/// module), or — for a message with no data form — its English words.
#[must_use]
pub fn line(msg: &Msg) -> String {
    data(msg).map_or_else(|| msg.render(Lang::EN), |d| d.to_string())
}

/// A line a database kept ([`line()`]) said in `lang`: the message its data
/// holds, or the line itself as it was written (the words of an older
/// program, which kept sentences).
#[must_use]
pub fn said_line(kept: &str, homes: &[&Texts], lang: Lang) -> String {
    let data = kept.trim_start().starts_with('{').then(|| serde_json::from_str::<Value>(kept).ok()).flatten();
    data.and_then(|d| said(&d, homes, lang)).unwrap_or_else(|| kept.to_string())
}

#[cfg(test)]
mod tests {
    use super::{data, line, said, said_line};
    use crate::i18n::Echo;
    use crate::{Lang, Msg, Outcome};

    #[test]
    fn a_kept_message_is_said_in_each_language_as_the_message_itself() {
        let msgs = [
            Msg::ResearchBadPart { holds: Box::new(Msg::ResearchCheckPartHolds), given: Echo::from("[1, 2]") },
            Msg::MatchOver,
            Msg::grouped(2_375_642),
            Msg::ResearchNodesChecked { done: 3, total: 8 },
        ];
        for msg in msgs {
            let kept = line(&msg);
            for lang in Lang::ALL {
                assert_eq!(said_line(&kept, &[], lang), msg.render(lang), "{kept}");
            }
        }
    }

    #[test]
    fn words_an_older_program_kept_are_shown_as_they_are() {
        for old in ["bounds on the part's total: 120..=135", "3 of 10 classes", "{not json", "{\"x\": 1}"] {
            assert_eq!(said_line(old, &[], Lang::PT), old);
        }
        // A message of a home not given, or an id no file writes.
        let unknown = r#"{"home": "elsewhere", "id": "x", "args": {}}"#;
        assert_eq!(said_line(unknown, &[], Lang::EN), unknown);
        assert_eq!(said(&serde_json::json!({"home": "core", "id": "no-such-id", "args": {}}), &[], Lang::EN), None);
    }

    #[test]
    fn a_class_of_positions_is_not_kept_but_said_in_english() {
        let msg = Msg::said(|_| String::new());
        assert!(data(&msg).is_some());
        let arg = crate::i18n::Arg::from(Outcome::NextWins);
        assert!(super::arg_data(&arg).is_none());
    }
}
