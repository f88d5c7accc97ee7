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
        for lang in [Lang::PT, Lang::PT_BR] {
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
                assert!(msg.contains(&spec.accepted(lang)), "{id}: {msg}");
            }
            // A refused move.
            let mut m2 = new_match(id, &Params::new(), None, Some(1)).unwrap();
            let seat = m2.to_move().expect("a match starts with a turn");
            let e = m2.play(seat, "zz?").expect_err("zz? is no move");
            let msg = e.message(lang);
            assert!(msg.contains("zz?"), "{id}: {msg}");
            no_english(&format!("{id}'s refused move"), &msg);
            assert_eq!(e.message(Lang::EN), e.to_string(), "English stays the Display sentence");
        }
    }
}

#[test]
fn hint_summaries_of_every_turn_preset_in_portuguese() {
    for p in presets().filter(|p| p.family.play == PlayKind::Turns && p.family.capabilities.analysis) {
        let m = new_match(p.id, &Params::new(), None, Some(1)).unwrap();
        let started = std::time::Instant::now();
        let text = match m.hint_in(Lang::PT) {
            Ok(h) => {
                assert!(h.summary.starts_with("tipo-"), "{}: {}", p.id, h.summary);
                assert!(h.explanation.starts_with("tipo-"), "{}: {}", p.id, h.explanation);
                format!("{} {}", h.summary, h.explanation)
            }
            Err(e) => e.message(Lang::PT),
        };
        eprintln!("{:<14} {:>6} ms  {text}", p.id, started.elapsed().as_millis());
        no_english(&format!("{}'s hint", p.id), &text);
    }
}

/// Words of the notation or of English a hint sentence must not show.
const NOTATION_WORDS: &[&str] =
    &[" row ", " column ", " leaves ", " random ", " adversary ", " answer ", " secret ", " start "];

/// A hint's sentence says its moves in words: no notation (`3:7`, `a4=3`,
/// `Ts@a1`, `####/..##`), no backtick, no English.
/// A fraction of a turn (the flags' `1/3 de volta`) is a number a student
/// reads, so `fractions` lets a `/` between two digits through.
fn in_words(what: &str, text: &str, fractions: bool) {
    for c in ['`', '=', '@', '#'] {
        assert!(!text.contains(c), "{what}: `{c}` in {text:?}");
    }
    let b = text.as_bytes();
    for (i, _) in text.match_indices('/') {
        let digits = i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit);
        assert!(fractions && digits, "{what}: `/` in {text:?}");
    }
    // A colon of prose is followed by a space; one of notation (`3:7`) is not.
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ':' {
            assert!(chars.peek().is_none_or(|n| n.is_whitespace()), "{what}: notation `:` in {text:?}");
        }
    }
    let padded = format!(" {} ", text.to_lowercase().replace(['(', ')', ',', ';', '.'], " "));
    for w in NOTATION_WORDS {
        assert!(!padded.contains(w), "{what}: `{}` in {text:?}", w.trim());
    }
    no_english(what, text);
}

#[test]
fn hints_say_moves_in_words_in_every_family_in_portuguese() {
    for p in presets() {
        let mut m = new_match(p.id, &Params::new(), None, Some(1)).unwrap();
        // The start, then the position after the first legal move (a
        // position with a list of winning moves, or a longest resistance).
        for step in 0..2 {
            for lang in [Lang::PT, Lang::PT_BR] {
                let what = format!("{} ({lang:?}, move {step})", p.id);
                match m.hint_in(lang) {
                    Ok(h) => in_words(&what, &h.explanation, p.family.name == "flags"),
                    Err(e) => eprintln!("{what}: no hint ({})", e.message(Lang::EN)),
                }
            }
            let Some(seat) = m.to_move() else { break };
            // Mastermind's maker lists no moves: a secret drawn at random.
            let mv = m.legal_moves().into_iter().next().unwrap_or_else(|| "random".to_string());
            if m.play(seat, &mv).is_err() {
                break;
            }
        }
    }
}

#[test]
fn a_view_says_each_move_in_words_in_its_language() {
    // The generic board lists moves from `said`: no notation (`1:3`, `2:1=1+2`).
    let mut params = Params::new();
    params.set("heaps", "5,4");
    let mut m = new_match("kayles", &params, None, None).expect("kayles opens");
    m.play(ludoteca_play::Seat::First, "1:1=1+3").expect("a split is legal");
    m.play(ludoteca_play::Seat::Second, "2:2").expect("two skittles is legal");
    let said = |lang| m.view_in(None, lang).said;
    assert_eq!(said(Lang::EN).len(), 2);
    for lang in [Lang::EN, Lang::PT, Lang::PT_BR] {
        for s in said(lang) {
            assert!(!s.is_empty() && !s.contains(':') && !s.contains('='), "{lang}: {s}");
        }
    }
    assert!(said(Lang::PT)[1].contains("monte 2"), "{:?}", said(Lang::PT));
    // The legal moves as buttons in words, and a prompt that quotes none.
    let v = m.view_in(None, Lang::PT);
    assert_eq!(v.legal_said.len(), v.legal_moves.len(), "{v:?}");
    assert!(v.legal_said.iter().all(|s| s.starts_with("tirar ")), "{:?}", v.legal_said);
    let notation = v.prompt.as_bytes().windows(2).any(|w| w[0] == b':' && w[1].is_ascii_digit());
    assert!(!notation && !v.prompt.contains('=') && v.prompt.contains("jogadas"), "{}", v.prompt);
    // A family that draws its own board says its moves there: no words here.
    let mut heap = new_match("je-8", &Params::new(), None, None).expect("je-8 opens");
    heap.play(ludoteca_play::Seat::First, "1").expect("legal");
    let v = heap.view_in(None, Lang::PT);
    assert!(v.said.is_empty() && v.legal_said.is_empty(), "{v:?}");
}
