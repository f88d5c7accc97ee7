//! The period of the values of a partizan heap game without memory
//! (`ludoteca period`, beside the period of the outcomes): the least
//! period `p`, with the least preperiod `n0` for it, such that
//! `G(n + p) = G(n) + s` for every heap `n ≥ n0`, the saltus `s` a number
//! (`0` for plain periodicity; arithmetic periodicity otherwise), found
//! over the values [`heap_values`](super::values::heap_values) computes,
//! and proved where the argument below carries it.
//!
//! # The proof
//!
//! Let `k` be the largest take of either player: at heaps `n ≥ k` every
//! take is legal, so `G(n) = F(W_n)`, where `W_n` is the window of the `k`
//! values `G(n − 1), …, G(n − k)` and `F(W) = { W_a, a ∈ A | W_b, b ∈ B }`
//! (A's takes Left's, B's Right's).
//!
//! Suppose `G(n + p) = G(n) + s` was checked for every `n` in `[n0, M)`,
//! with `M ≥ n0 + k + p`. For the heaps past that, by strong induction on
//! the heap: every heap `m ≥ M` is `r + t·p` for one `r` in the base
//! period `[M − p, M)` and a `t ≥ 1`; the window of `m` reaches back to
//! heaps `≥ M − p − k ≥ n0`, where the relation already holds, so
//! `W_m = W_r + t·s` and `G(m) = F(W_r + t·s)`. What is needed is
//! `F(W_r + t·s) = F(W_r) + t·s` for every `t ≥ 0`, and it holds for each
//! `r` of the base period in one of three cases:
//!
//! - **(a)** `s = 0`: the options are the same games, so is the value.
//! - **(b)** `G(r)` is not equal to a number: by the number translation
//!   theorem (Berlekamp, Conway and Guy, *Winning Ways*, chapter 2; Siegel,
//!   *Combinatorial Game Theory*, Theorem II.3.13 — for `x` a number and
//!   `G` not equal to a number, `G + x = {G^L + x | G^R + x}`, whatever the
//!   form of `G`), `F(W_r + x) = F(W_r) + x` for every number `x`, and
//!   `x = t·s` is one.
//! - **(c)** `G(r)` is a number, all its options are numbers, both players
//!   have options, `s` is an integer, and either `s > 0` and the largest
//!   Left option `a_r ≥ 0`, or `s < 0` and the least Right option
//!   `b_r ≤ 0`: then `F(W_r + t·s)` is the simplest number strictly
//!   between `a_r + t·s` and `b_r + t·s` (the simplicity theorem, `a_r <
//!   b_r` since `G(r)` is a number), and an interval kept off the inside
//!   of zero, moved by a whole number, moves its simplest number with it
//!   (the integer nearest zero, or the dyadic of least denominator).
//!
//! When a heap of the base period falls in no case, `M` is moved on by a
//! period, a few times (with `s > 0` the values grow, and a Left option
//! below zero becomes one above it); when none works, the period is
//! reported as observed, not proved, with the heap that broke the argument.
//!
//! # A hand-derived example
//!
//! Left (A) takes 1, Right (B) takes 2 (`first-takes=1 second-takes=2`),
//! so `k = 2`. Heap 0 is `0`; heap 1 is `{0 |} = 1`; heap 2 is
//! `{G(1) | G(0)} = {1 | 0}`, a switch (mean ½, temperature ½). Heap 3 is
//! `{G(2) | G(1)} = {{1|0} | 1}`: Right moving first there goes to `1` and
//! loses, so `G(3) ≥ 0`, and Left's option `{1|0}` reverses through its
//! Right option `0`, which has no Left option: `G(3) = { | 1} = 0`. Heap 4
//! is `{G(3) | G(2)} = {0 | {1|0}}`: Left moving first in `G(4) − 1` goes
//! to `−1` and loses, so `G(4) ≤ 1`, and Right's option `{1|0}` reverses
//! through its Left option `1`, which has no Right option: `G(4) = {0 |} =
//! 1`. Heap 5 is `{G(4) | G(3)} = {1 | 0}`. So the values run `0, 1,
//! {1|0}` over and over: period 3 from heap 0, saltus 0, proved by case
//! (a) from the values of heaps up to `n0 + k + 2p − 1 = 7`
//! (`tests::left_one_right_two_by_hand` checks it).
//!
//! # What was measured
//!
//! Every pair of take sets of at most three amounts within 1..=8, and of
//! any size within 1..=6, searched over heaps 0..200 (0..400 for the
//! second), showed no period with a nonzero saltus: where the values are
//! periodic the saltus is 0 (proved by case a); elsewhere they are
//! distinct and ever deeper (game 13 (I)), or grow by infinitesimals
//! (Left {2, 3}, Right {1}: `↑n` and `↑n*`, `G(n + 2) = G(n) + ⇑`, a
//! saltus that is not a number, so no period here), or approach a number
//! by ever finer fractions until they leave the exact range (Left {2, 3},
//! Right {4, 7}). Cases (b) and (c) are tested on values laid out by hand,
//! and a game where one player never moves (Left {1}, Right none: `G(n) =
//! n`) is the period observed but not proved.

use super::HeapGame;
use super::values::{HeapValueError, MAX_VALUED_HEAP, extend_values, valued_takes};
use super::words::HeapMsg;
use crate::cost::Cost;
use crate::entry::ValuesPeriod;
use crate::error::GameError;
use ludoteca_core::{Control, Lang, Msg};
use ludoteca_values::{Dyadic, Game, ValueError};
use std::collections::HashMap;
use std::sync::Mutex;

/// Heaps valued in turn when looking for the values' period: the next
/// attempt only when the last found none proved. Jogo 13 (I), whose
/// values are all distinct and grow deeper, takes about a second to
/// heap 2,048 in a debug build (BENCHMARKS.md).
pub const VALUE_PERIOD_HEAPS: [u64; 3] = [256, 1024, 2048];
/// How many times the proof moves its base period on by a period when a
/// heap of it falls in no case.
const EXTRA_TRIES: u64 = 4;
/// An unproved period is reported only when the relation holds over at
/// least this many periods (and the window) at the end of the values.
const OBSERVED_PERIODS: u64 = 3;

/// Why a heap of the base period carries the induction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// (a) The saltus is 0: the same options.
    Same,
    /// (b) The value is not a number: the number translation theorem.
    Translated,
    /// (c) A number between numbers, moved by a whole number away from 0.
    Simplest,
}

/// Why a heap of the base period carries no case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Its value is a number but some of its options are not numbers.
    Options,
    /// Its value and options are numbers, but the saltus is not an integer.
    Saltus,
    /// A number between numbers whose interval, moved by the saltus, may
    /// cross zero (a Left option below 0 with `s > 0`, or a Right option
    /// above 0 with `s < 0`).
    Zero,
    /// A player has no option at all.
    NoOptions,
}

/// The proof of a period found, or where it broke.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Proved: the relation was checked for the heaps `n0..from + p`
    /// (values up to `certain`), and every heap of the base period
    /// `from..=to` falls in a case; `counts` of cases a, b, c.
    Proved {
        /// The base period's first heap (`M − p`).
        from: u64,
        /// Its last heap (`M − 1`).
        to: u64,
        /// The last heap whose value the proof needs (`M + p − 1`).
        certain: u64,
        /// How many heaps of the base period fell in cases a, b and c.
        counts: [u64; 3],
    },
    /// Not proved: `heap` falls in no case at the last base period tried.
    Unproved {
        /// The heap that broke the argument.
        heap: u64,
        /// Why.
        why: Why,
        /// How many base periods were tried.
        tries: u64,
    },
}

/// A period of the values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The first heap of the periodic part.
    pub preperiod: u64,
    /// The period.
    pub period: u64,
    /// The saltus: `G(n + period) = G(n) + saltus`.
    pub saltus: Dyadic,
    /// The relation was checked for every heap `n + period ≤ verified_to`.
    pub verified_to: u64,
    /// The proof, or where it broke.
    pub proof: Proof,
}

/// What the search of the values' period found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Search {
    /// A period (proved or observed).
    Found(Found),
    /// No period among the values of heaps `0..=to`.
    None {
        /// The last heap valued.
        to: u64,
    },
    /// The values could be computed only up to heap `to`: the next one
    /// left the exact range of the values' arithmetic.
    Stopped {
        /// The last heap valued.
        to: u64,
        /// Why.
        error: ValueError,
    },
}

/// The values' period of `game` (a partizan heap game without memory under
/// normal play, with listed takes), searched over the values of heaps up to
/// each of [`VALUE_PERIOD_HEAPS`] in turn until one is proved.
pub fn values_period(game: &HeapGame, ctl: &Control) -> Result<Search, GameError> {
    let [left, right] = valued_takes(game)?;
    let k = left.iter().chain(&right).copied().max().unwrap_or(1).max(1);
    let mut values = Vec::new();
    let mut stops = Stops::default();
    let mut last = None;
    for to in VALUE_PERIOD_HEAPS {
        let to = to.min(MAX_VALUED_HEAP);
        match extend_values(game, &mut values, to, ctl) {
            Ok(()) => {}
            Err(HeapValueError::Value(error)) => {
                let to = (values.len() as u64).saturating_sub(1);
                return Ok(match last {
                    Some(found) => Search::Found(found),
                    None => Search::Stopped { to, error },
                });
            }
            Err(e) => return Err(e.into()),
        }
        let found = search(&values, &left, &right, k, &mut stops, ctl)?;
        if let Some(f) = &found
            && matches!(f.proof, Proof::Proved { .. })
        {
            return Ok(Search::Found(found.expect("just matched")));
        }
        last = found;
    }
    let to = (values.len() as u64).saturating_sub(1);
    Ok(last.map_or(Search::None { to }, Search::Found))
}

/// Bytes of the values' search per squared heap at its worst: the values
/// of distinct, ever deeper forms (Left {2, 3}, Right {1, 3}: about 310 MB
/// at heap 2,048 in a debug build, Jogo 13 (III) 40 MB).
const BYTES_PER_SQUARED_HEAP: u64 = 80;
/// Steps of the same per squared heap (Left {2, 3}, Right {1, 3}: 10 s to
/// heap 2,048 in a debug build).
const STEPS_PER_SQUARED_HEAP: u64 = 24;

/// The games whose first attempt proved a period (`true`) or did not,
/// noted by [`cost`] so that each game is probed once. Bounded: past
/// [`PROBED_MAX`] games, no more are noted.
static PROBED: Mutex<Option<HashMap<String, bool>>> = Mutex::new(None);
const PROBED_MAX: usize = 4096;

/// What [`values_period`] costs for `game`: the first attempt, valued
/// here at once when it has not been (a few milliseconds), when it proves
/// a period; else the values of every attempt, priced at their worst.
pub(super) fn cost(game: &HeapGame) -> Cost {
    let priced = |heaps: u64| {
        let squared = heaps.saturating_mul(heaps);
        Cost::new(squared.saturating_mul(BYTES_PER_SQUARED_HEAP), squared.saturating_mul(STEPS_PER_SQUARED_HEAP))
    };
    let Ok([left, right]) = valued_takes(game) else {
        return Cost::new(0, 0);
    };
    let key = format!("{game:?}");
    let known =
        PROBED.lock().unwrap_or_else(std::sync::PoisonError::into_inner).as_ref().and_then(|m| m.get(&key).copied());
    let first = VALUE_PERIOD_HEAPS[0];
    let proves = known.unwrap_or_else(|| {
        let mut values = Vec::new();
        let k = left.iter().chain(&right).copied().max().unwrap_or(1).max(1);
        let proves = extend_values(game, &mut values, first, &Control::none()).is_ok()
            && search(&values, &left, &right, k, &mut Stops::default(), &Control::none())
                .is_ok_and(|f| f.is_some_and(|f| matches!(f.proof, Proof::Proved { .. })));
        let mut probed = PROBED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let map = probed.get_or_insert_with(HashMap::new);
        if map.len() < PROBED_MAX {
            map.insert(key, proves);
        }
        proves
    });
    priced(if proves { first } else { VALUE_PERIOD_HEAPS[VALUE_PERIOD_HEAPS.len() - 1].min(MAX_VALUED_HEAP) })
}

/// The least period over `values` (heaps `0..values.len()`), proved where
/// the argument carries it: the least period proved, else the least
/// observed over [`OBSERVED_PERIODS`] periods, else `None`.
pub(super) fn search(
    values: &[Game],
    left: &[u64],
    right: &[u64],
    k: u64,
    stops: &mut Stops,
    ctl: &Control,
) -> Result<Option<Found>, GameError> {
    let len = values.len() as u64;
    if len == 0 {
        return Ok(None);
    }
    // A value's key, the same for G and G + x (x a number), and its shift:
    // G + x has the stops of G moved by x, and is a number when G is.
    let mut keys = Vec::with_capacity(values.len());
    let mut shifts = Vec::with_capacity(values.len());
    for (n, g) in values.iter().enumerate() {
        match stops.of(g) {
            Some((l, r)) => {
                keys.push(Key::Stops { number: g.is_number(), width: l.checked_sub(r).map_err(value_error)? });
                shifts.push(l);
            }
            None => {
                keys.push(Key::Alone(n as u64));
                shifts.push(Dyadic::ZERO);
            }
        }
    }
    let last = len - 1;
    let mut observed = None;
    let mut p = 1;
    while k + 2 * p <= len {
        ctl.check()?;
        let Ok(s) = shifts[last as usize].checked_sub(shifts[(last - p) as usize]) else {
            p += 1;
            continue;
        };
        // The tail where the keys and shifts agree, from the end back…
        let mut start = 0;
        for n in (0..=last - p).rev() {
            let (a, b) = (n as usize, (n + p) as usize);
            if keys[b] != keys[a] || shifts[b].checked_sub(shifts[a]).ok() != Some(s) {
                start = n + 1;
                break;
            }
        }
        // …then the values themselves: G(n) + s is G(n + p).
        if start + k + 2 * p <= len {
            let plus = Game::number(s);
            for n in (start..=last - p).rev() {
                let g = &values[n as usize];
                let moved = if s == Dyadic::ZERO { g.clone() } else { g.sum(&plus).map_err(value_error)? };
                if moved != values[(n + p) as usize] {
                    start = n + 1;
                    break;
                }
            }
        }
        if start + k + 2 * p <= len {
            let proof = prove(values, left, right, k, start, p, s)?;
            let found = Found { preperiod: start, period: p, saltus: s, verified_to: last, proof };
            if matches!(found.proof, Proof::Proved { .. }) {
                return Ok(Some(found));
            }
            if observed.is_none() && start + k + OBSERVED_PERIODS * p <= len {
                observed = Some(found);
            }
        }
        p += 1;
    }
    Ok(observed)
}

/// The induction of the module's proof for `G(n + p) = G(n) + s` from `n0`,
/// the relation checked on every heap of `values`.
fn prove(values: &[Game], left: &[u64], right: &[u64], k: u64, n0: u64, p: u64, s: Dyadic) -> Result<Proof, GameError> {
    let len = values.len() as u64;
    let mut m = n0 + k + p;
    let mut broke = None;
    let mut tries = 0;
    while tries <= EXTRA_TRIES && m + p <= len {
        tries += 1;
        let mut counts = [0; 3];
        let mut bad = None;
        for r in m - p..m {
            match case(values, left, right, r, s)? {
                Ok(c) => counts[c as usize] += 1,
                Err(why) => {
                    bad = Some((r, why));
                    break;
                }
            }
        }
        match bad {
            None => return Ok(Proof::Proved { from: m - p, to: m - 1, certain: m + p - 1, counts }),
            Some(b) => broke = Some(b),
        }
        m += p;
    }
    let (heap, why) = broke.unwrap_or((m.saturating_sub(p), Why::Options));
    Ok(Proof::Unproved { heap, why, tries })
}

/// The case of heap `r ≥ k` (every take legal) for the saltus `s`.
fn case(values: &[Game], left: &[u64], right: &[u64], r: u64, s: Dyadic) -> Result<Result<Case, Why>, GameError> {
    if s == Dyadic::ZERO {
        return Ok(Ok(Case::Same));
    }
    let g = &values[r as usize];
    if !g.is_number() {
        return Ok(Ok(Case::Translated));
    }
    let numbers = |takes: &[u64]| -> Option<Vec<Dyadic>> {
        takes.iter().map(|&t| values.get(r.checked_sub(t)? as usize)?.as_number()).collect()
    };
    let (Some(ls), Some(rs)) = (numbers(left), numbers(right)) else {
        return Ok(Err(Why::Options));
    };
    let (Some(&a), Some(&b)) = (ls.iter().max(), rs.iter().min()) else {
        return Ok(Err(Why::NoOptions));
    };
    if !s.is_integer() {
        return Ok(Err(Why::Saltus));
    }
    let off_zero = (s > Dyadic::ZERO && a >= Dyadic::ZERO) || (s < Dyadic::ZERO && b <= Dyadic::ZERO);
    // a < b holds when G(r) is a number; checked, not assumed.
    if a >= b || !off_zero {
        return Ok(Err(Why::Zero));
    }
    // The simplest number between the options is G(r) (the value's own
    // canonical form, computed independently): checked too.
    if Dyadic::simplest_between(Some(a), Some(b)) != g.as_number() {
        return Ok(Err(Why::Options));
    }
    Ok(Ok(Case::Simplest))
}

/// The report of `search`: the period, the cases of its proof (or the heap
/// that broke it), and its lines in words ([`HeapMsg`]).
pub fn report(search: &Search) -> ValuesPeriod {
    let none = |searched_to: u64, words: Msg| ValuesPeriod {
        searched_to,
        preperiod: None,
        period: None,
        saltus: None,
        proved: false,
        verified_to: None,
        certain_at: None,
        cases: Vec::new(),
        broke_at: None,
        proof: words.render(Lang::EN),
        words: vec![words],
    };
    let f = match search {
        Search::None { to } => return none(*to, Msg::from(HeapMsg::HpValuesNone { to: *to })),
        Search::Stopped { to, error } => {
            let reason = Box::new(super::value_report::value_refusal(error));
            return none(*to, Msg::from(HeapMsg::HpValuesStopped { to: *to, reason }));
        }
        Search::Found(f) => f,
    };
    let saltus = Game::number(f.saltus).to_string();
    let (period, preperiod, verified) = (f.period, f.preperiod, f.verified_to);
    let proved = matches!(f.proof, Proof::Proved { .. });
    let status = Box::new(if proved { Msg::PeriodProved } else { Msg::PeriodObserved });
    let head = if f.saltus == Dyadic::ZERO {
        HeapMsg::HpValuesPeriodic { period, preperiod, status }
    } else {
        HeapMsg::HpValuesArithmetic { period, preperiod, saltus: saltus.clone(), status }
    };
    let (why, cases, certain_at, broke_at) = match f.proof {
        Proof::Proved { from, to, certain, counts: [same, translated, simplest] } => {
            let why = if same > 0 {
                HeapMsg::HpValuesProofSame { period, preperiod, last: to, certain, verified }
            } else {
                HeapMsg::HpValuesProofShift {
                    period,
                    preperiod,
                    saltus: saltus.clone(),
                    last: to,
                    certain,
                    from,
                    to,
                    translated,
                    simplest,
                    verified,
                }
            };
            let cases = [("a", same), ("b", translated), ("c", simplest)]
                .into_iter()
                .filter(|&(_, count)| count > 0)
                .map(|(case, _)| case.to_string())
                .collect();
            (why, cases, Some(certain), None)
        }
        Proof::Unproved { heap, why, tries } => {
            let why = Box::new(Msg::from(match why {
                Why::Options => HeapMsg::HpValuesWhyOptions,
                Why::Saltus => HeapMsg::HpValuesWhySaltus,
                Why::Zero => HeapMsg::HpValuesWhyZero,
                Why::NoOptions => HeapMsg::HpValuesWhyNoOptions,
            }));
            (HeapMsg::HpValuesUnproved { heap, why, tries, verified }, Vec::new(), None, Some(heap))
        }
    };
    let words = vec![Msg::from(head), Msg::from(why)];
    ValuesPeriod {
        searched_to: verified,
        preperiod: Some(preperiod),
        period: Some(period),
        saltus: Some(saltus),
        proved,
        verified_to: Some(verified),
        certain_at,
        cases,
        broke_at,
        proof: words.iter().map(|m| m.render(Lang::EN)).collect::<Vec<_>>().join("\n"),
        words,
    }
}

fn value_error(e: ValueError) -> GameError {
    GameError::from(HeapValueError::Value(e))
}

/// A value's class under translation by numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    /// A value with Left and Right stops: whether it is a number, and the
    /// stops' difference.
    Stops { number: bool, width: Dyadic },
    /// A value without stops (never met in a canonical form): equal to
    /// nothing else.
    Alone(u64),
}

/// The Left and Right stops of values, remembered by id: `L(x) = R(x) = x`
/// for a number, `L(G) = max R(G^L)`, `R(G) = min L(G^R)` otherwise;
/// `L(G + x) = L(G) + x` for a number `x`. Walked without recursion, since
/// the values of a heap game can be thousands of days deep.
#[derive(Default)]
pub(super) struct Stops(HashMap<u64, Option<(Dyadic, Dyadic)>>);

impl Stops {
    fn known(&self, g: &Game) -> Option<Option<(Dyadic, Dyadic)>> {
        match g.as_number() {
            Some(x) => Some(Some((x, x))),
            None => self.0.get(&g.id()).copied(),
        }
    }

    /// The stops of `g`, `None` when a side of a non-number has no options.
    fn of(&mut self, g: &Game) -> Option<(Dyadic, Dyadic)> {
        if let Some(s) = self.known(g) {
            return s;
        }
        let mut stack = vec![(g.clone(), false)];
        while let Some((h, ready)) = stack.pop() {
            if self.known(&h).is_some() {
                continue;
            }
            let (ls, rs) = (h.left_options(), h.right_options());
            if ready {
                let mut left = None;
                for o in &ls {
                    if let Some(Some((_, r))) = self.known(o) {
                        left = Some(left.map_or(r, |x: Dyadic| x.max(r)));
                    } else {
                        left = None;
                        break;
                    }
                }
                let mut right = None;
                for o in &rs {
                    if let Some(Some((l, _))) = self.known(o) {
                        right = Some(right.map_or(l, |x: Dyadic| x.min(l)));
                    } else {
                        right = None;
                        break;
                    }
                }
                self.0.insert(h.id(), left.zip(right));
            } else {
                stack.push((h.clone(), true));
                for o in ls.into_iter().chain(rs) {
                    if self.known(&o).is_none() {
                        stack.push((o, false));
                    }
                }
            }
        }
        self.known(g).flatten()
    }
}

#[cfg(test)]
mod tests;
