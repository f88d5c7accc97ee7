//! Every preset speaks Portuguese from the first prompt to the last word: a
//! hint at the start (and, for the games with a match of their own, after
//! the first move), the prompt, and the result with its reason once a match
//! played to its end by a simple deterministic policy is over — in European
//! and Brazilian Portuguese, with no English word left in them.

use ludoteca_core::Lang;
use ludoteca_games::{Params, PlayKind, presets};
use ludoteca_play::{Match, new_match};
use std::time::{Duration, Instant};

/// English words that must not be left in a Portuguese sentence (whole words).
const STOP: &[&str] = &[
    "the",
    "move",
    "moves",
    "player",
    "wins",
    "win",
    "loses",
    "position",
    "estimate",
    "estimated",
    "depth",
    "ply",
    "remaining",
    "guess",
    "guesses",
    "proved",
    "legal",
    "safe",
    "fragile",
    "must",
    "see",
    "search",
    "round",
    "code",
    "codes",
    "column",
    "row",
    "score",
    "points",
    "draw",
    "blocked",
    "board",
    "over",
    "match",
    "method",
    "table",
    "stage",
    "reached",
    "left",
    "possible",
    "answer",
    "answers",
    "conquers",
    "took",
];

/// Words of the text a sentence may quote as they are: the commands of
/// Mastermind's maker (`random`, `adversary`, `answer`) and the names of its
/// strategies, which are parameter values.
fn quoted(text: &str) -> String {
    // Drop `code spans` (commands and parameters are typed as they are).
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
        }
    }
    out
}

fn words(text: &str) -> Vec<String> {
    text.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(String::from).collect()
}

/// Checks `text` for English, leaving out the words of the game's notation
/// (`notation`: moves and positions it quotes, such as je-15's `row`).
fn no_english_but(what: &str, text: &str, notation: &[String]) {
    let allowed: Vec<String> = notation.iter().flat_map(|n| words(n)).collect();
    for word in words(&quoted(text)) {
        assert!(!STOP.contains(&word.as_str()) || allowed.contains(&word), "{what}: `{word}` left in {text:?}");
    }
}

fn no_english(what: &str, text: &str) {
    no_english_but(what, text, &[]);
}

/// The moves and positions a hint's detail names (the notation it may quote).
fn notation_of(detail: &serde_json::Value) -> Vec<String> {
    let mut out = vec![detail["position"].as_str().unwrap_or("").to_string()];
    for m in detail["moves"].as_array().into_iter().flatten() {
        out.extend(["move", "position"].map(|k| m[k].as_str().unwrap_or("").to_string()));
    }
    out
}

/// The most moves a sweep plays before it gives up on reaching the end.
const MOST: usize = 6000;

/// Plays `m` to its end: the computer's move for the games with a match of
/// their own (and when no move is listed), else the last legal move listed
/// (the biggest take, in the heap games: the end comes soon) — until a
/// position comes back (a game that may go on for ever, as Northcott's),
/// from where both seats play the champion's moves: the winner hurries.
fn play_out(id: &str, m: &mut dyn Match) {
    let mut seen = std::collections::HashSet::new();
    let mut champion = ludoteca_play::match_kind(id) != "turns";
    let mut n = 0;
    while let Some(seat) = m.to_move() {
        champion |= !seen.insert(m.position().to_string());
        let mv = match m.legal_moves().last() {
            Some(mv) if !champion => mv.clone(),
            _ => m.champion_move(Duration::from_millis(200)).unwrap_or_else(|e| panic!("{id}: {e}")),
        };
        m.play(seat, &mv).unwrap_or_else(|e| panic!("{id}: {mv}: {e}"));
        n += 1;
        assert!(n < MOST, "{id}: no end after {MOST} moves");
    }
}

#[test]
fn hints_prompts_and_reasons_of_every_preset_in_portuguese() {
    for p in presets() {
        let id = p.id;
        let started = Instant::now();
        let mut m = new_match(id, &Params::new(), None, Some(7)).unwrap_or_else(|e| panic!("{id}: {e}"));
        let own = p.family.play != PlayKind::Turns;
        for lang in [Lang::PT, Lang::PT_BR] {
            // A hint at the start (when the game gives one in time).
            match m.hint_in(lang) {
                Ok(h) => {
                    no_english(&format!("{id}'s hint summary ({lang})"), &h.summary);
                    no_english_but(&format!("{id}'s hint ({lang})"), &h.explanation, &notation_of(&h.detail));
                    assert_ne!(h.explanation, m.hint_in(Lang::EN).unwrap().explanation, "{id}: not translated");
                    if let Some(method) = h.explanation.lines().find(|l| l.starts_with("Método:")) {
                        assert!(!method.contains('`'), "{id}: a method without words: {method}");
                    }
                }
                Err(e) => no_english(&format!("{id}'s refused hint ({lang})"), &e.message(lang)),
            }
        }
        if own {
            // One move further: Mastermind's breaker, Erdös Latino's second player.
            let seat = m.to_move().unwrap();
            let mv = m.champion_move(Duration::from_millis(200)).unwrap();
            m.play(seat, &mv).unwrap();
            for lang in [Lang::PT, Lang::PT_BR] {
                let h = m.hint_in(lang).unwrap_or_else(|e| panic!("{id}: {e}"));
                no_english(&format!("{id}'s second hint ({lang})"), &format!("{}\n{}", h.summary, h.explanation));
                no_english(&format!("{id}'s prompt ({lang})"), &m.view_in(m.to_move(), lang).prompt);
            }
        }
        play_out(id, m.as_mut());
        let (mut slowest, mut largest) = (Duration::ZERO, 0);
        let played: Vec<String> = m.history().iter().map(|h| h.mv.clone()).collect();
        let english = m.view(None).result.unwrap_or_else(|| panic!("{id}: over without a result"));
        assert!(!english.reason.is_empty(), "{id}: no reason");
        for lang in [Lang::PT, Lang::PT_BR] {
            for viewer in [None, Some(ludoteca_core::Player::First), Some(ludoteca_core::Player::Second)] {
                let asked = Instant::now();
                let v = m.view_in(viewer, lang);
                slowest = slowest.max(asked.elapsed());
                let size = serde_json::to_string(&v).unwrap().len();
                assert!(size < 50_000, "{id}: a finished view of {size} bytes");
                largest = largest.max(size);
                let end = v.result.unwrap_or_else(|| panic!("{id}: no result in {lang}"));
                assert_eq!(end.result, english.result, "{id}");
                assert_ne!(end.reason, english.reason, "{id}: the reason is not translated");
                no_english_but(&format!("{id}'s reason ({lang})"), &end.reason, &played);
                no_english_but(&format!("{id}'s last prompt ({lang})"), &v.prompt, &played);
                assert!(v.prompt.contains(&end.reason), "{id}: the last prompt says why: {}", v.prompt);
            }
        }
        eprintln!(
            "{id:<16} {:>6} ms  slowest view {:>5} µs, largest {:>6} B  {}",
            started.elapsed().as_millis(),
            slowest.as_micros(),
            largest,
            m.view_in(None, Lang::PT).result.unwrap().reason
        );
    }
}
