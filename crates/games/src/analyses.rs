//! The analyses a front end runs as long jobs beyond tables and periods:
//! the exact value of a position by a family's exact search
//! ([`ValueReport`], [`Entry::exact_value`](crate::Entry::exact_value)),
//! and a code-breaker's strategies compared over every secret of a variant
//! ([`Comparison`], [`Entry::strategies`](crate::Entry::strategies)). Both
//! are plain data; the front ends say them in words.

use ludoteca_core::{Outcome, Player};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

/// How a running analysis talks to its front end: a flag that stops it
/// (cancelled by a person, or its time is up), and a progress callback
/// (`done`, `total`, possibly called from several threads).
#[derive(Clone, Copy)]
pub struct Stop<'a> {
    /// Once `true`, the analysis stops soon: an exact value then answers
    /// with the bounds proved so far, a comparison with the strategies
    /// finished so far.
    pub flag: &'a AtomicBool,
    /// Called now and then with the work done and the work in all.
    pub progress: &'a (dyn Fn(u64, u64) + Sync),
}

impl std::fmt::Debug for Stop<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stop").field("flag", &self.flag).finish_non_exhaustive()
    }
}

/// The exact value of a position, as far as the search went.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ValueReport {
    /// The position, normalised.
    pub position: String,
    /// Who moves there.
    pub to_move: Option<Player>,
    /// Whether the game is already over there.
    pub over: bool,
    /// Whether the value is proved (false when the search was stopped).
    pub exact: bool,
    /// The class of the position for the player to move, once proved.
    pub outcome: Option<Outcome>,
    /// Who wins with best play, once proved: `first`, `second` or `draw`.
    pub winner: Option<&'static str>,
    /// For games whose value is a score: First's points minus Second's with
    /// best play, once proved.
    pub score: Option<i64>,
    /// The least value proved for First (a score, or −1 Second wins, 0 a
    /// draw, +1 First wins).
    pub lower: i64,
    /// The greatest value proved for First.
    pub upper: i64,
    /// Whether `lower` and `upper` are points (`true`) or −1/0/+1.
    pub points: bool,
    /// The best moves found for the player to move (the first is the
    /// search's; empty when the game is over or none was proved).
    pub best_moves: Vec<String>,
    /// The same moves as data, one per move of `best_moves`
    /// ([`Entry::move_data`](crate::Entry::move_data)): what a board says
    /// them from.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub best_data: Vec<serde_json::Value>,
    /// The principal line, when the search gives one.
    pub line: Vec<String>,
    /// The line's moves as data, one per move of `line`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub line_data: Vec<serde_json::Value>,
    /// How the value was found: `exact search`, or `final score` / `rules`
    /// when the game is over.
    pub method: &'static str,
    /// Positions searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub millis: u64,
}

impl ValueReport {
    /// `first`, `second` or `draw` for First's value `v` (its sign).
    #[must_use]
    pub fn winner_of(v: i64) -> &'static str {
        match v.signum() {
            1 => "first",
            -1 => "second",
            _ => "draw",
        }
    }
}

/// One strategy measured over every secret.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StrategyRow {
    /// The strategy's name (`knuth`, `optimal-average`…).
    pub strategy: &'static str,
    /// Whether it is one of the exact strategies (the least worst case, the
    /// least average).
    pub exact: bool,
    /// Whether it finished (then the numbers below are present).
    pub done: bool,
    /// Why it did not finish: `too-large` (an exact strategy left out on a
    /// variant too large for it) or `stopped` (the time limit came first).
    pub left_out: Option<&'static str>,
    /// The most guesses it needs.
    pub worst: Option<u64>,
    /// Its guesses over all secrets together.
    pub total: Option<u64>,
    /// `total / secrets`.
    pub average: Option<f64>,
    /// Secrets solved in exactly `k` guesses, by `k` (as text keys in JSON).
    pub histogram: BTreeMap<u64, u64>,
    /// Secrets needing more guesses than a round allows.
    pub over_limit: Option<u64>,
    /// Milliseconds it took.
    pub millis: u64,
}

/// A variant's strategies compared.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    /// Pegs in a code.
    pub pegs: u64,
    /// Colours.
    pub colors: u64,
    /// Whether the secret may repeat a colour.
    pub repeats: bool,
    /// Whether a guess may repeat a colour.
    pub guess_repeats: bool,
    /// `positional` or `count`.
    pub feedback: &'static str,
    /// Guesses allowed in a round.
    pub max_guesses: u64,
    /// The secrets every strategy is measured over.
    pub secrets: u64,
    /// The guesses a breaker may play.
    pub guesses: u64,
    /// Whether the exact strategies were tried (small variants only).
    pub exact_tried: bool,
    /// The most secrets (and guesses) of a variant on which the exact
    /// strategies are tried.
    pub exact_max: u64,
    /// Each strategy, in the order of the rules page.
    pub strategies: Vec<StrategyRow>,
}
