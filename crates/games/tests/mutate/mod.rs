//! The fuzzers' shared pieces (used by `crates/games/tests/fuzz.rs` and, by
//! path, `crates/play/tests/fuzz.rs`): mutations of real text — a character
//! changed, a troublemaker spliced in, a cut, a doubling, noise from an
//! alphabet — and a per-thread measure of the memory a call holds at its
//! peak (`allocation-counter`'s allocator, linked into the fuzz tests only).

#![allow(dead_code)]

use proptest::prelude::*;

/// Runs `f` and returns its value with the most it held allocated at once,
/// counted on this thread only.
pub fn measured<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let mut out = None;
    let info = allocation_counter::measure(|| out = Some(f()));
    (out.expect("the call ran"), info.bytes_max)
}

/// Pieces spliced into real text: numbers past every limit, signs, spellings
/// the number parser accepts, separators, control and wide characters.
pub const SPLICES: &[&str] = &[
    "99999999999999999999999",
    "18446744073709551616",
    "10^18",
    "2^64",
    "1_000_000_000_000",
    "-1",
    "0",
    "1/0",
    "0.5",
    ",",
    ";",
    "/",
    ":",
    "..",
    "@",
    "  ",
    "\n",
    "\u{0}",
    "é",
    "€",
    "👾",
    "(",
    ")",
    "[]",
    "{}",
    "=",
    "#",
    "B",
    "W",
];

/// A mutation of one piece of text.
#[derive(Debug, Clone)]
pub enum Mutation {
    /// The text as it is.
    Same,
    /// Character `at` (mod length) replaced by `with`.
    Replace { at: usize, with: char },
    /// A splice inserted at `at` (mod length + 1).
    Splice { at: usize, piece: usize },
    /// Only the first `keep` characters (mod length + 1).
    Cut { keep: usize },
    /// The text twice, joined by a splice.
    Double { piece: usize },
    /// Up to 40 characters drawn from the alphabet given to [`apply`].
    Alphabet { picks: Vec<usize> },
    /// Printable noise.
    Noise(String),
}

/// Every kind of mutation, the ones that keep most of the text weighed more.
pub fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        1 => Just(Mutation::Same),
        3 => (any::<usize>(), any::<char>()).prop_map(|(at, with)| Mutation::Replace { at, with }),
        3 => (any::<usize>(), 0..SPLICES.len()).prop_map(|(at, piece)| Mutation::Splice { at, piece }),
        2 => any::<usize>().prop_map(|keep| Mutation::Cut { keep }),
        1 => (0..SPLICES.len()).prop_map(|piece| Mutation::Double { piece }),
        2 => prop::collection::vec(any::<usize>(), 0..40).prop_map(|picks| Mutation::Alphabet { picks }),
        1 => "[ -~]{0,24}".prop_map(Mutation::Noise),
    ]
}

/// `text` mutated by `m` (`alphabet`: the characters of the notation).
pub fn apply(m: &Mutation, text: &str, alphabet: &[char]) -> String {
    let chars: Vec<char> = text.chars().collect();
    match m {
        Mutation::Same => text.to_string(),
        Mutation::Replace { at, with } if !chars.is_empty() => {
            let mut c = chars;
            let i = at % c.len();
            c[i] = *with;
            c.into_iter().collect()
        }
        Mutation::Replace { with, .. } => with.to_string(),
        Mutation::Splice { at, piece } => {
            let i = at % (chars.len() + 1);
            let mut s: String = chars[..i].iter().collect();
            s.push_str(SPLICES[*piece]);
            s.extend(&chars[i..]);
            s
        }
        Mutation::Cut { keep } => chars[..keep % (chars.len() + 1)].iter().collect(),
        Mutation::Double { piece } => format!("{text}{}{text}", SPLICES[*piece]),
        Mutation::Alphabet { picks } if !alphabet.is_empty() => {
            picks.iter().map(|p| alphabet[p % alphabet.len()]).collect()
        }
        Mutation::Alphabet { .. } => String::new(),
        Mutation::Noise(s) => s.clone(),
    }
}
