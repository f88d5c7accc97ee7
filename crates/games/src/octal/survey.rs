//! A survey of every octal code with a given number of digits: each code's
//! values computed to a heap limit (doubling, a proof looked for at each
//! step), with a time budget per code, on as many threads as asked; the
//! table a researcher reads (solved or not, period and preperiod, largest
//! value, rare mask and rare heaps, how far computed) as CSV and JSON, and
//! the codes grouped by the sequence of values they give.

use super::code::OctalCode;
use super::grundy::{GrundyError, Values};
use super::proof::Proof;
use ludoteca_core::Control;
use serde::Serialize;
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::{Duration, Instant};

/// The most digits a survey takes (`2 · 8^5` codes).
pub const MAX_SURVEY_DIGITS: u32 = 5;

/// One code's line of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    /// The code as the survey writes it (`0.120`: trailing zeros kept).
    pub code: String,
    /// Whether a period is proved.
    pub solved: bool,
    /// The period, when proved.
    pub period: Option<u64>,
    /// The first periodic heap (last exceptional heap + 1), when proved.
    pub preperiod: Option<u64>,
    /// The largest value computed.
    pub largest: u16,
    /// The mask dividing rare from common values at the end.
    pub rare_mask: u16,
    /// Heaps with a rare value.
    pub rare_count: u64,
    /// The last heap with a rare value.
    pub last_rare: Option<u64>,
    /// Heaps computed (`0..computed`).
    pub computed: u64,
    /// Why the values stopped short of the limit without a proof, if so:
    /// `time` (the code's budget) or `overflow` (a value past two bytes).
    pub stopped: Option<&'static str>,
    /// The first code of the survey giving the same sequence of values.
    pub group: String,
}

/// Every code `d0.d1…dn`, `d0` 0 or 4, in order.
#[must_use]
pub fn codes(digits: u32) -> Vec<String> {
    let digits = digits.min(MAX_SURVEY_DIGITS);
    let mut out = Vec::new();
    for d0 in [0, 4] {
        for n in 0..8u32.pow(digits) {
            let tail: String = (0..digits).rev().map(|i| char::from(b'0' + (n / 8u32.pow(i) % 8) as u8)).collect();
            out.push(format!("{d0}.{tail}"));
        }
    }
    out
}

/// One code to `to` heaps within `budget`; the row (its group still its
/// own) and the key of its sequence: the periodic description when solved,
/// else every value computed.
#[must_use]
pub fn survey_code(text: &str, code: OctalCode, to: usize, budget: Duration) -> (Row, u64) {
    let take = code.largest_take() as u64;
    let ctl = Control::until(Instant::now() + budget);
    let mut v = Values::with_capacity(code, 0);
    let mut stopped = None;
    let mut n = 1024.min(to);
    let mut proof = loop {
        match v.extend_to(n, &ctl) {
            Ok(()) => {}
            Err(GrundyError::Cancelled) => stopped = Some("time"),
            Err(GrundyError::Overflow(_)) => stopped = Some("overflow"),
        }
        let found = Proof::find(v.as_slice(), take);
        if found.is_some() || stopped.is_some() || n >= to {
            break found;
        }
        n = (n * 2).min(to);
    };
    if proof.is_some() {
        stopped = None;
    }
    proof = proof.filter(|p| p.holds(v.as_slice()));
    let g = v.as_slice();
    let (mask, rare) = v.sparse();
    let last_rare = (0..g.len()).rev().find(|&h| (g[h] & mask).count_ones().is_multiple_of(2)).map(|h| h as u64);
    let mut hasher = DefaultHasher::new();
    match &proof {
        Some(p) => (p.preperiod, p.period, &g[..(p.preperiod + p.period) as usize]).hash(&mut hasher),
        None => g.hash(&mut hasher),
    }
    let row = Row {
        code: text.to_string(),
        solved: proof.is_some(),
        period: proof.map(|p| p.period),
        preperiod: proof.map(|p| p.preperiod),
        largest: v.largest(),
        rare_mask: mask,
        rare_count: rare as u64,
        last_rare,
        computed: g.len() as u64,
        stopped,
        group: text.to_string(),
    };
    (row, hasher.finish())
}

/// Every code of `digits` digits to `to` heaps, each within `budget`, on
/// `threads` threads; `progress` is told of each code done. Codes whose
/// sequences agree (the same period and values when solved, the same values
/// to the same heap otherwise) share the first one's group.
pub fn survey(
    digits: u32,
    to: usize,
    budget: Duration,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Vec<Row> {
    use rayon::prelude::*;
    let all = codes(digits);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let work = || -> Vec<(Row, u64)> {
        all.par_iter()
            .filter_map(|c| OctalCode::parse(c).ok().map(|code| (c, code)))
            .map(|(c, code)| {
                let out = survey_code(c, code, to, budget);
                let k = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                progress(k, all.len());
                out
            })
            .collect()
    };
    let rows = match rayon::ThreadPoolBuilder::new().num_threads(threads.max(1)).build() {
        Ok(pool) => pool.install(work),
        Err(_) => work(),
    };
    let mut first: HashMap<u64, String> = HashMap::new();
    rows.into_iter()
        .map(|(mut row, key)| {
            row.group = first.entry(key).or_insert_with(|| row.code.clone()).clone();
            row
        })
        .collect()
}

/// The table as CSV, one header line then a line per code.
#[must_use]
pub fn csv(rows: &[Row]) -> String {
    let mut out =
        String::from("code,solved,period,preperiod,largest,rare_mask,rare_count,last_rare,computed,stopped,group\n");
    let opt = |x: Option<u64>| x.map_or(String::new(), |x| x.to_string());
    for r in rows {
        out.push_str(&format!(
            "{},{},{},{},{},{},{},{},{},{},{}\n",
            r.code,
            r.solved,
            opt(r.period),
            opt(r.preperiod),
            r.largest,
            r.rare_mask,
            r.rare_count,
            opt(r.last_rare),
            r.computed,
            r.stopped.unwrap_or(""),
            r.group
        ));
    }
    out
}

/// The octal family's survey, for `ludoteca survey` ([`crate::survey`]).
pub static SURVEY: crate::survey::Survey = crate::survey::Survey { family: "octal", check, run };

fn check(ask: &crate::survey::SurveyAsk) -> Result<(), crate::survey::SurveyError> {
    if !(1..=MAX_SURVEY_DIGITS).contains(&ask.digits) {
        return Err(crate::survey::SurveyError::Digits { max: MAX_SURVEY_DIGITS, given: ask.digits });
    }
    // Each thread holds one code's values at a time.
    super::long::price(ask.to.saturating_mul(ask.threads.max(1) as u64), super::long::DEFAULT_MEMORY_MIB)
        .map_err(|e| crate::survey::SurveyError::Cost(format!("--to {} on {} threads: {e}", ask.to, ask.threads)))
}

fn run(ask: &crate::survey::SurveyAsk, progress: &(dyn Fn(usize, usize) + Sync)) -> crate::survey::SurveyTable {
    let to = usize::try_from(ask.to).unwrap_or(usize::MAX);
    let rows = survey(ask.digits, to, ask.budget, ask.threads, progress);
    let mut groups: Vec<&str> = rows.iter().map(|r| r.group.as_str()).collect();
    groups.sort_unstable();
    groups.dedup();
    crate::survey::SurveyTable {
        csv: csv(&rows),
        total: rows.len(),
        solved: rows.iter().filter(|r| r.solved).count(),
        groups: groups.len(),
        rows: serde_json::to_value(&rows).unwrap_or_default(),
    }
}
