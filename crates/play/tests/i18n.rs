//! Every preset speaks Portuguese where a student meets it: the start
//! prompt, the hint's summary, a refused parameter and a refused move carry
//! no English word.

use ludoteca_core::Lang;
use ludoteca_games::{ParamKind, Params, PlayKind, presets};
use ludoteca_play::new_match;

/// English words that must not be left in a Portuguese sentence.
const STOP: &[&str] =
    &[" the ", " to move", " move", "legal", "parameter", "wins", "loses", "safe", "fragile", " must ", " see "];

fn no_english(what: &str, text: &str) {
    let padded = format!(" {} ", text.to_lowercase());
    for w in STOP {
        assert!(!padded.contains(w), "{what}: `{}` left in {text:?}", w.trim());
    }
}

/// A value `spec` refuses.
fn bad_value(kind: ParamKind) -> &'static str {
    match kind {
        ParamKind::Rational => "",
        ParamKind::Notation => "\u{1}",
        ParamKind::Boolean => "talvez",
        _ => "zzz",
    }
}

#[test]
fn prompts_hints_and_errors_of_every_preset_in_portuguese() {
    for p in presets() {
        let id = p.id;
        let m = new_match(id, &Params::new(), None, Some(1)).unwrap_or_else(|e| panic!("{id}: {e}"));
        for lang in [Lang::Pt, Lang::PtBr] {
            // The start prompt, as the seat to move and as a spectator see it.
            let seat = m.to_move();
            for viewer in [seat, None] {
                let prompt = m.view_in(viewer, lang).prompt;
                if p.family.play == PlayKind::Turns {
                    assert!(prompt.starts_with("Joga A") || prompt.starts_with("Joga B"), "{id}: {prompt}");
                }
                assert_ne!(prompt, m.view(viewer).prompt, "{id}: the prompt is not translated");
                no_english(&format!("{id}'s prompt"), &prompt);
            }
            // A refused parameter: a bad value for the first parameter, or a
            // parameter the game does not have.
            let mut params = Params::new();
            match p.family.params.first() {
                Some(spec) => params.set(spec.name, bad_value(spec.kind)),
                None => params.set("zzz", "1"),
            }
            let e = new_match(id, &params, None, Some(1)).err().unwrap_or_else(|| panic!("{id}: {params:?} accepted"));
            let msg = e.message(lang);
            assert!(msg.contains('`'), "{id}: {msg}");
            no_english(&format!("{id}'s bad parameter"), &msg);
            if let Some(spec) = p.family.params.first()
                && !matches!(spec.kind, ParamKind::Rational | ParamKind::Notation)
            {
                assert!(msg.contains(&spec.accepted(Lang::Pt)), "{id}: {msg}");
            }
            // A refused move.
            let mut m2 = new_match(id, &Params::new(), None, Some(1)).unwrap();
            let seat = m2.to_move().expect("a match starts with a turn");
            let e = m2.play(seat, "zz?").expect_err("zz? is no move");
            let msg = e.message(lang);
            assert!(msg.contains("zz?"), "{id}: {msg}");
            no_english(&format!("{id}'s refused move"), &msg);
            assert_eq!(e.message(Lang::En), e.to_string(), "English stays the Display sentence");
        }
    }
}

#[test]
fn hint_summaries_of_every_turn_preset_in_portuguese() {
    for p in presets().filter(|p| p.family.play == PlayKind::Turns && p.family.capabilities.analysis) {
        let m = new_match(p.id, &Params::new(), None, Some(1)).unwrap();
        let started = std::time::Instant::now();
        let text = match m.hint_in(Lang::Pt) {
            Ok(h) => {
                assert!(h.summary.starts_with("tipo-"), "{}: {}", p.id, h.summary);
                assert!(h.explanation.starts_with("tipo-"), "{}: {}", p.id, h.explanation);
                format!("{} {}", h.summary, h.explanation)
            }
            Err(e) => e.message(Lang::Pt),
        };
        eprintln!("{:<14} {:>6} ms  {text}", p.id, started.elapsed().as_millis());
        no_english(&format!("{}'s hint", p.id), &text);
    }
}
