//! Fuzzing matches of every preset as a socket could drive them: starts and
//! parameters mutated from real ones when a match is created, then moves —
//! Mastermind's guesses, secrets and answers, Erdös Latino's placements, every
//! family's notation — mutated from the real moves of the position. Whatever
//! is typed, a match never panics, never allocates more than [`MOST_BYTES`]
//! to refuse it, refuses in one sentence in every language, and a refused
//! move leaves the match exactly as it was (its save and every seat's view).
//!
//! [`CASES`] cases per property run in the test command; set
//! `PROPTEST_CASES` for a longer run. Failures are shrunk and kept in
//! `fuzz.proptest-regressions` beside this file (committed).

use ludoteca_core::Lang;
use ludoteca_games::catalogue;
use ludoteca_games::{ParamKind, Params};
use ludoteca_play::{Match, PlayError, Seat, new_match};
use proptest::prelude::*;

#[path = "../../games/tests/mutate/mod.rs"]
mod mutate;
use mutate::{apply, measured, mutation};
use std::time::Duration;

/// Cases per property in the test command.
const CASES: u32 = 64;
/// The most one refused or accepted move may allocate at its peak.
const MOST_BYTES: u64 = 64 << 20;
/// The longest refusal, in characters.
const LONGEST_REFUSAL: usize = 600;
/// Real moves played between two fuzzed ones.
const STEPS: usize = 6;

fn ids() -> Vec<&'static str> {
    catalogue::presets().map(|p| p.id).collect()
}

/// A real move for the seat to move: a listed legal move, else what the
/// champion would play with a short budget (hidden moves — a secret, an
/// answer — are not listed).
fn real_move(m: &dyn Match, pick: usize) -> Option<String> {
    let legal = m.legal_moves();
    if !legal.is_empty() {
        return Some(legal[pick % legal.len()].clone());
    }
    m.to_move()?;
    m.champion_move(Duration::from_millis(5)).ok()
}

fn one_sentence(id: &str, input: &str, e: &PlayError) -> Result<(), TestCaseError> {
    for lang in [Lang::EN, Lang::PT, Lang::PT_BR] {
        let text = e.message(lang);
        prop_assert!(!text.trim().is_empty(), "{id}: an empty refusal for {input:?}");
        prop_assert!(!text.contains('\n'), "{id}: a refusal of several lines for {input:?}: {text}");
        prop_assert!(text.chars().count() <= LONGEST_REFUSAL, "{id}: a refusal too long for {input:?}: {text}");
    }
    Ok(())
}

/// Everything a refused move must leave as it was.
fn state(m: &dyn Match) -> (ludoteca_play::SavedMatch, Vec<serde_json::Value>) {
    let views = [None, Some(Seat::First), Some(Seat::Second)]
        .into_iter()
        .map(|s| serde_json::to_value(m.view(s)).unwrap_or_default())
        .collect();
    (m.save(), views)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, ..ProptestConfig::default() })]

    /// A match of a random preset, driven by real moves with a mutated one
    /// tried before each.
    #[test]
    fn moves_typed_into_a_match_never_break_it(
        which in any::<usize>(),
        seed in any::<u64>(),
        picks in prop::collection::vec((any::<usize>(), mutation()), STEPS),
    ) {
        let ids = ids();
        let id = ids[which % ids.len()];
        let Ok(mut m) = new_match(id, &Params::new(), None, Some(seed)) else {
            return Err(TestCaseError::fail(format!("{id} does not start with its defaults")));
        };
        for (pick, mutation) in &picks {
            let Some(seat) = m.to_move() else { break };
            let Some(real) = real_move(m.as_ref(), *pick) else { break };
            let typed = apply(mutation, &real, &[]);
            let before = state(m.as_ref());
            let (answer, peak) = measured(|| m.play(seat, &typed));
            prop_assert!(peak <= MOST_BYTES, "{id}: the move {typed:?} allocated {peak} bytes");
            if let Err(e) = answer {
                one_sentence(id, &typed, &e)?;
                prop_assert!(state(m.as_ref()) == before, "{id}: the refused move {typed:?} changed the match");
                m.play(seat, &real).map_err(|e| TestCaseError::fail(format!("{id}: the real move {real:?}: {e}")))?;
            }
            // The seat not to move may never move.
            if let Some(next) = m.to_move() {
                let other = if next == Seat::First { Seat::Second } else { Seat::First };
                let before = state(m.as_ref());
                let refused = m.play(other, &real);
                prop_assert!(refused.is_err(), "{id}: {other:?} moved out of turn");
                if let Err(e) = refused {
                    one_sentence(id, &real, &e)?;
                }
                prop_assert!(state(m.as_ref()) == before, "{id}: a move out of turn changed the match");
            }
        }
    }

    /// Matches created with mutated starts and parameters.
    #[test]
    fn starts_and_parameters_never_break_a_new_match(which in any::<usize>(), pick in any::<usize>(), seed in any::<u64>(), m in mutation()) {
        let ids = ids();
        let id = ids[which % ids.len()];
        let Ok(base) = new_match(id, &Params::new(), None, Some(seed)) else {
            return Err(TestCaseError::fail(format!("{id} does not start with its defaults")));
        };
        let start = apply(&m, &base.save().start, &[]);
        let (answer, peak) = measured(|| new_match(id, &Params::new(), Some(&start), Some(seed)));
        prop_assert!(peak <= MOST_BYTES, "{id}: the start {start:?} allocated {peak} bytes");
        if let Err(e) = answer {
            one_sentence(id, &start, &e)?;
        }
        let family = catalogue::preset(id).map(|p| p.family);
        for spec in family.map_or(&[][..], |f| f.params) {
            let good = match spec.kind {
                ParamKind::Integer { min, max, .. } => (min + (max - min).min(3)).to_string(),
                ParamKind::Boolean => "false".into(),
                ParamKind::Choice(cs) => cs.get(pick % cs.len().max(1)).map_or(String::new(), |c| c.value.to_string()),
                ParamKind::Set { min, .. } => min.to_string(),
                ParamKind::Numbers { min, .. } => min.to_string(),
                ParamKind::Rational => "3".into(),
                ParamKind::Notation => base.save().start,
                ParamKind::Seed => "7".into(),
            };
            let value = apply(&m, &good, &[]);
            let mut params = Params::new();
            params.set(spec.name, &value);
            let (answer, peak) = measured(|| new_match(id, &params, None, Some(seed)).map(|_| ()));
            prop_assert!(peak <= MOST_BYTES, "{id}: {}={value:?} allocated {peak} bytes", spec.name);
            if let Err(e) = answer {
                one_sentence(id, &value, &e)?;
            }
        }
    }
}
