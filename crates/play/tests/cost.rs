//! Mastermind's cost estimates ([`Entry::cost`]) held to what its matches
//! really take: a view (which lists a hand-answering maker's answers),
//! the champion's guess and a hint, each measured alone in a child process
//! against the family's estimate; and the engine is shared by the matches
//! of one variant.

#[path = "../../games/tests/peak/mod.rs"]
mod peak;

use ludoteca_core::Player::{First, Second};
use ludoteca_games::{Params, Work, open};
use ludoteca_play::{Match, new_match};
use std::time::Duration;

/// `work|params` (params `name=value` separated by `&`), work one of
/// `view` (after a guess a hand-answering maker must answer), `champion`
/// (the breaker's first guess) and `hint` (the breaker's).
const SAMPLES: &[&str] = &[
    "view|variant=classic",
    "champion|variant=classic",
    "hint|variant=classic",
    "view|pegs=5&colors=6&repeats=true&guess_repeats=true",
    "champion|pegs=5&colors=6&repeats=true&guess_repeats=true",
    "view|pegs=6&colors=8&repeats=true&guess_repeats=true",
    "hint|pegs=6&colors=8&repeats=true&guess_repeats=true",
];

const BUDGET: Duration = Duration::from_secs(2);

fn params(text: &str) -> Params {
    Params::parse(text.split('&').filter(|s| !s.is_empty())).expect("params")
}

/// A match where the second seat breaks: the first makes by hand
/// (`answer`) for a view with answers to list, else draws a secret.
fn breaking(p: &Params, by_hand: bool) -> Box<dyn Match> {
    let mut m = new_match("mastermind", p, None, Some(7)).expect("a match");
    m.play(First, if by_hand { "answer" } else { "random" }).expect("the code is made");
    m
}

/// The child: runs one sample, prints `COST estimate measured steps ms`.
#[test]
fn one_sample() {
    let Ok(line) = std::env::var("LUDOTECA_MM_COST_SAMPLE") else { return };
    let (work, text) = line.split_once('|').expect("work|params");
    let p = params(text);
    let entry = open("mastermind", &p).expect("opens");
    let m = breaking(&p, work == "view");
    let cost = match work {
        "view" => entry.cost(Work::Moves(None)),
        "champion" => entry.cost(Work::Champion(None, BUDGET)),
        "hint" => entry.cost(Work::Outcome(None)),
        other => panic!("no work {other}"),
    }
    .expect("priced");
    let mut m = m;
    // The words of each language are read once per process, not per piece
    // of work: read before the measure starts.
    let _ = ludoteca_core::Msg::MatchOver.render(ludoteca_core::Lang::PT);
    peak::report(cost.bytes, cost.steps, || match work {
        "view" => {
            let guess = "1".repeat(ludoteca_mastermind::Variant::from_params(p.iter()).expect("a variant").pegs);
            m.play(Second, &guess).expect("a guess");
            drop(m.view(Some(First)));
        }
        "champion" => drop(m.champion_move(BUDGET).expect("a guess")),
        _ => drop(m.hint_in(ludoteca_core::Lang::PT).expect("a hint")),
    });
}

#[test]
fn estimates_are_within_a_factor_of_the_measured_peaks() {
    if std::env::var("LUDOTECA_MM_COST_SAMPLE").is_ok() {
        return;
    }
    let wrong = peak::misses("one_sample", "LUDOTECA_MM_COST_SAMPLE", SAMPLES);
    assert!(wrong.is_empty(), "estimates beyond a factor {}:\n{}", peak::FACTOR, wrong.join("\n"));
}

/// Two matches of one variant think on one engine: the second's first
/// guess takes no memory for an engine of its own.
#[test]
fn matches_of_one_variant_share_the_engine() {
    if std::env::var("LUDOTECA_MM_COST_SAMPLE").is_ok() {
        return;
    }
    let p = params("pegs=5&colors=6&repeats=true&guess_repeats=true");
    let first = breaking(&p, false);
    first.champion_move(BUDGET).expect("a guess");
    let before = peak::status("VmRSS:");
    let second = breaking(&p, false);
    second.champion_move(BUDGET).expect("a guess");
    let grew = peak::status("VmRSS:").saturating_sub(before);
    let engine =
        ludoteca_mastermind::Engine::estimated_bytes(&ludoteca_mastermind::Variant::from_params(p.iter()).unwrap())
            .unwrap();
    assert!(grew < engine / 4, "the second match grew {grew} B; an engine is {engine} B");
}
