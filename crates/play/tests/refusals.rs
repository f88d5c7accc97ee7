//! Every refusal of every preset is one sentence in the requested language:
//! a bad move, a bad position, a bad parameter value and an unknown
//! parameter, in `pt` and `br`, carry no English word; the English reads as
//! a sentence saying what is accepted.

use ludoteca_core::Lang;
use ludoteca_games::{ParamKind, Params, presets};
use ludoteca_play::{PlayError, new_match};

/// English words that must not be left in a Portuguese refusal.
const STOP: &[&str] = &[
    "the",
    "move",
    "moves",
    "must",
    "position",
    "accepted",
    "expected",
    "between",
    "one of",
    "legal",
    "parameter",
    "write",
    "give",
    "cannot",
    "number",
    "from",
    "with",
    "square",
    "either",
    "not both",
    "e.g.",
];

fn no_english(what: &str, text: &str) {
    // Quoted text (`…`) is the person's input or a name of the notation.
    let unquoted: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let words: Vec<String> = unquoted
        .to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || ".-_ ".contains(c)))
        .flat_map(|s| s.split(' ').map(str::to_string).collect::<Vec<_>>())
        .collect();
    let joined = format!(" {} ", words.join(" "));
    for w in STOP {
        assert!(!joined.contains(&format!(" {w} ")), "{what}: `{w}` left in {text:?}");
    }
}

fn bad_value(kind: ParamKind) -> &'static str {
    match kind {
        ParamKind::Rational => "-x",
        ParamKind::Notation => "\u{1}",
        ParamKind::Boolean => "talvez",
        _ => "zzz",
    }
}

fn check(id: &str, what: &str, e: &PlayError, echo: &str) {
    let en = e.message(Lang::EN);
    assert_eq!(en, e.to_string(), "{id}: English stays the Display sentence");
    assert!(en.contains(':') && en.len() > 20, "{id}'s {what} in English: {en}");
    for lang in [Lang::PT, Lang::PT_BR] {
        let msg = e.message(lang);
        assert_ne!(msg, en, "{id}'s {what} is not translated");
        assert!(echo.is_empty() || msg.contains(echo), "{id}'s {what} does not echo `{echo}`: {msg}");
        no_english(&format!("{id}'s {what} in {lang}"), &msg);
    }
}

#[test]
fn refusals_of_every_preset_speak_portuguese() {
    for p in presets() {
        let id = p.id;
        // A bad move.
        let mut m = new_match(id, &Params::new(), None, Some(1)).unwrap_or_else(|e| panic!("{id}: {e}"));
        let seat = m.to_move().expect("a match starts with a turn");
        check(id, "bad move", &m.play(seat, "zz?").expect_err("zz? is no move"), "zz?");
        // A bad position.
        let e = new_match(id, &Params::new(), Some("zz?/9x9 Q"), Some(1)).err();
        if let Some(e) = e {
            check(id, "bad position", &e, "");
        }
        // A bad value of each parameter.
        for spec in p.family.params {
            let mut params = Params::new();
            params.set(spec.name, bad_value(spec.kind));
            if let Err(e) = new_match(id, &params, None, Some(1)) {
                check(id, &format!("bad {}", spec.name), &e, "");
            }
        }
        // An unknown parameter.
        let mut params = Params::new();
        params.set("zzz", "1");
        let e = new_match(id, &params, None, Some(1)).err().unwrap_or_else(|| panic!("{id}: zzz accepted"));
        check(id, "unknown parameter", &e, "zzz");
    }
}

#[test]
fn a_huge_move_with_newlines_comes_back_short_on_one_line() {
    let mut m = new_match("je-1", &Params::new(), None, Some(1)).unwrap();
    let seat = m.to_move().unwrap();
    let huge = format!("1\n2\r{}", "9".repeat(60_000));
    let e = m.play(seat, &huge).expect_err("no such move");
    for lang in [Lang::EN, Lang::PT, Lang::PT_BR] {
        let msg = e.message(lang);
        assert!(!msg.contains('\n') && !msg.contains('\r'), "{msg}");
        assert!(msg.contains("1\\n2\\r999"), "{msg}");
        assert!(msg.chars().count() < 400, "{} characters", msg.chars().count());
    }
}
