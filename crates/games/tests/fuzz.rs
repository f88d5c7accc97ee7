//! Fuzzing every family's parsers through the catalogue: positions, moves
//! and parameters, as a person or a socket could type them. The inputs are
//! real positions and moves of every preset, mutated (a character changed,
//! a huge number spliced in, a piece cut or doubled), plus text from the
//! notation's own alphabet. Whatever the input, a parser must not panic,
//! must not allocate more than [`MOST_BYTES`] before it answers, and a
//! refusal must be one sentence, in every language, that names what is
//! accepted and echoes at most a short piece of the input.
//!
//! Proptest runs [`CASES`] cases per property in the test command; set
//! `PROPTEST_CASES` for a longer run. A failing case is shrunk and saved
//! under `proptest-regressions/`, which is committed, so every crash found
//! becomes a regression test; the ones found so far are also written out as
//! plain tests at the end of this file.

use ludoteca_core::Lang;
use ludoteca_games::catalogue::{self, open};
use ludoteca_games::{Entry, GameError, ParamKind, Params, Work};
use proptest::prelude::*;

mod mutate;
use mutate::{apply, measured, mutation};
use std::sync::OnceLock;

/// Cases per property in the test command (each case tries every call on
/// one input, so a few hundred cases are tens of thousands of calls).
const CASES: u32 = 192;
/// The most a single parse may allocate at its peak before it answers.
const MOST_BYTES: u64 = 64 << 20;
/// The longest a parse (or a move list of a position that parses) may take,
/// in a debug build on a loaded machine.
const LONGEST_CALL: std::time::Duration = std::time::Duration::from_secs(2);
/// The longest refusal, in characters (the echo is at most 80 of them).
const LONGEST_REFUSAL: usize = 600;

/// One preset's material: its entry, and real positions and moves reached
/// from its start by a fixed walk.
struct Seed {
    id: &'static str,
    entry: Box<dyn Entry>,
    positions: Vec<String>,
    moves: Vec<String>,
}

/// Every preset that opens with its defaults, with up to 24 positions of a
/// walk that takes the `k`-th legal move at step `k` (deterministic).
fn seeds() -> &'static [Seed] {
    static SEEDS: OnceLock<Vec<Seed>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        catalogue::presets()
            .filter_map(|p| {
                let entry = open(p.id, &Params::new()).ok()?;
                let mut positions = vec![entry.start()];
                let mut moves = Vec::new();
                for step in 0..24 {
                    let here = positions.last().cloned().unwrap_or_default();
                    let Ok(legal) = entry.moves(&here) else { break };
                    if legal.is_empty() {
                        break;
                    }
                    let mv = legal[(step * 7 + 3) % legal.len()].clone();
                    let Ok(next) = entry.play(&here, &mv) else { break };
                    moves.push(mv);
                    positions.push(next);
                }
                Some(Seed { id: p.id, entry, positions, moves })
            })
            .collect()
    })
}

/// The characters of a preset's real positions and moves.
fn alphabet(seed: &Seed) -> Vec<char> {
    let mut a: Vec<char> = seed.positions.iter().chain(&seed.moves).flat_map(|s| s.chars()).collect();
    a.sort_unstable();
    a.dedup();
    a
}

/// A refusal is one line, not too long, and reads the same in every language
/// without panicking.
fn one_sentence(id: &str, input: &str, e: &GameError) -> Result<(), TestCaseError> {
    for lang in [Lang::EN, Lang::PT, Lang::PT_BR] {
        let text = e.message(lang);
        prop_assert!(!text.trim().is_empty(), "{id}: an empty refusal for {input:?}");
        prop_assert!(!text.contains('\n'), "{id}: a refusal of several lines for {input:?}: {text}");
        prop_assert!(
            text.chars().count() <= LONGEST_REFUSAL,
            "{id}: a refusal of {} characters for {input:?}: {text}",
            text.chars().count()
        );
    }
    Ok(())
}

/// Runs one call under measure: no panic (proptest would report it), at most
/// [`MOST_BYTES`], and a refusal is one sentence.
fn check<T>(
    id: &str,
    what: &str,
    input: &str,
    call: impl FnOnce() -> Result<T, GameError>,
) -> Result<(), TestCaseError> {
    if std::env::var_os("FUZZ_TRACE").is_some() {
        eprintln!("{id}: {what}({input:?})");
    }
    let started = std::time::Instant::now();
    let (answer, peak) = measured(call);
    let took = started.elapsed();
    prop_assert!(peak <= MOST_BYTES, "{id}: {what}({input:?}) allocated {peak} bytes before answering");
    prop_assert!(took <= LONGEST_CALL, "{id}: {what}({input:?}) took {took:?}");
    if let Err(e) = answer {
        one_sentence(id, input, &e)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, ..ProptestConfig::default() })]

    /// Mutated positions, read by every call that reads a position.
    #[test]
    fn positions_never_panic_nor_overspend(which in any::<usize>(), pick in any::<usize>(), m in mutation()) {
        let seeds = seeds();
        let seed = &seeds[which % seeds.len()];
        let text = apply(&m, &seed.positions[pick % seed.positions.len()], &alphabet(seed));
        let e = seed.entry.as_ref();
        check(seed.id, "normalize", &text, || e.normalize(&text))?;
        check(seed.id, "to_move", &text, || e.to_move(&text))?;
        check(seed.id, "terminal", &text, || e.terminal(&text))?;
        check(seed.id, "board", &text, || e.board(&text))?;
        check(seed.id, "coordinates", &text, || e.coordinates(&text))?;
        // Listing the moves of a position that reads well is work, not
        // parsing: it is priced first, as every front end does, and asked
        // only when the price is small.
        let small = |c: ludoteca_core::Cost| c.bytes <= MOST_BYTES / 4 && c.millis() <= 100;
        if e.normalize(&text).is_ok() && e.cost(Work::Moves(Some(&text))).is_ok_and(small) {
            check(seed.id, "moves", &text, || e.moves(&text))?;
        }
    }

    /// Mutated moves, played from a real position.
    #[test]
    fn moves_never_panic_nor_overspend(which in any::<usize>(), pick in any::<usize>(), mv in any::<usize>(), m in mutation()) {
        let seeds = seeds();
        let seed = &seeds[which % seeds.len()];
        let here = &seed.positions[pick % seed.positions.len()];
        let real = seed.moves.get(mv % seed.moves.len().max(1)).map_or("", String::as_str);
        let text = apply(&m, real, &alphabet(seed));
        check(seed.id, "play", &text, || seed.entry.play(here, &text))?;
    }

    /// Every parameter of every preset, set to a mutated good value.
    #[test]
    fn parameters_never_panic_nor_overspend(which in any::<usize>(), pick in any::<usize>(), m in mutation()) {
        let seeds = seeds();
        let seed = &seeds[which % seeds.len()];
        let family = catalogue::preset(seed.id).map(|p| p.family);
        for spec in family.map_or(&[][..], |f| f.params) {
            let good = match spec.kind {
                ParamKind::Integer { min, .. } => min.to_string(),
                ParamKind::Boolean => "true".into(),
                ParamKind::Choice(cs) => cs.get(pick % cs.len().max(1)).map_or(String::new(), |c| c.value.to_string()),
                ParamKind::Set { min, max, .. } => format!("{min}..{max}"),
                ParamKind::Numbers { min, .. } => min.to_string(),
                ParamKind::Rational => "11/4".into(),
                ParamKind::Notation => seed.positions[pick % seed.positions.len()].clone(),
                ParamKind::Seed => "7".into(),
            };
            let value = apply(&m, &good, &alphabet(seed));
            let mut params = Params::new();
            params.set(spec.name, &value);
            let input = format!("{}={value}", spec.name);
            check(seed.id, "open", &input, || open(seed.id, &params).map(|_| ()))?;
            check(seed.id, "parse", &input, || Params::parse([input.as_str()]).map(|_| ()))?;
        }
    }
}

/// Every preset took part: the walk found positions for all of them.
#[test]
fn every_preset_is_fuzzed() {
    let seeds = seeds();
    assert_eq!(seeds.len(), catalogue::presets().count(), "a preset does not open with its defaults");
    for s in seeds {
        assert!(!s.positions.is_empty(), "{}: no position", s.id);
    }
}

/// The counting allocator sees an allocation (otherwise every bound above
/// would hold trivially).
#[test]
fn the_measure_sees_allocations() {
    let (v, peak) = measured(|| vec![0u8; 1 << 20]);
    assert_eq!(v.len(), 1 << 20);
    assert!(peak >= 1 << 20, "a 1 MiB vector measured {peak} bytes");
}

/// Found by the fuzzer: a Figuras position written twice with a line break
/// between was refused with the engine's English reason quoting the input
/// whole, line break included. The reason is now one line and short.
#[test]
fn a_doubled_figuras_position_is_refused_on_one_line() {
    let entry = open("figuras", &Params::new()).expect("figuras opens");
    let text = "..../..../..../.... 0:0\n..../..../..../.... 0:0";
    let e = entry.normalize(text).expect_err("two positions are not one");
    for lang in [Lang::EN, Lang::PT, Lang::PT_BR] {
        let m = e.message(lang);
        assert!(!m.contains('\n') && m.chars().count() <= LONGEST_REFUSAL, "{m}");
    }
}

/// Found by the fuzzer: `terminal` of fibonacci-nim at 815,008,855 stones
/// listed every legal take (hundreds of millions) to learn whether there
/// was one. It now stops at the first.
#[test]
fn a_huge_heap_is_not_terminal_at_once() {
    let entry = open("fibonacci-nim", &Params::new()).expect("fibonacci-nim opens");
    let (answer, peak) = measured(|| entry.terminal("815008855"));
    assert_eq!(answer.expect("a heap reads"), None);
    assert!(peak < 1 << 20, "{peak} bytes");
}
