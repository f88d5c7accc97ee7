//! The strategies of the computer's breaker compared over every secret of
//! a variant, for the analysis page: each strategy's worst case, total,
//! average and histogram (the engine's [`Breaker::stats`]); the exact
//! strategies only on variants of at most [`EXACT_CODES`] codes; and the
//! cost of it all before it starts (variants of more than
//! [`COMPARE_CODES`] codes are refused).

use super::MastermindEntry;
use crate::analyses::{Comparison, Stop, StrategyRow};
use crate::cost::Cost;
use crate::error::GameError;
use crate::mastermind::words::MastermindMsg;
use ludoteca_core::Msg;
use ludoteca_mastermind::{Breaker, Control, Engine, Error, Progress, Strategy, Variant};
use std::time::Instant;

/// The most secrets, and the most guesses, a comparison takes (4 pegs of
/// 8 colours: a heuristic strategy in about a second).
pub const COMPARE_CODES: u64 = 4096;
/// The most secrets and guesses for which the exact strategies are tried
/// (the classic 4 pegs of 6 colours: under a second each, optimised).
pub const EXACT_CODES: u64 = 1296;

/// Steps (5 ns each, [`ludoteca_core::cost::STEPS_PER_MS`] of an optimised
/// build) per (guess, secret) pair of a heuristic strategy: measured by
/// `compare_costs_measured` below at 84–204 ns a pair on the classic
/// variant (the engine is optimised in every build), so at most about 40.
const HEURISTIC_STEPS: u64 = 40;
/// The same for an exact strategy: 2045 ns (least average) and 3421 ns
/// (least worst case) a pair on the classic variant, under load.
const EXACT_STEPS: u64 = 700;

fn counts(v: &Variant) -> (u64, u64) {
    (v.secret_count(), v.guess_count())
}

impl MastermindEntry {
    /// What comparing the strategies costs, or why the variant is too large.
    pub(super) fn compare_cost(&self) -> Result<Cost, GameError> {
        let (secrets, guesses) = counts(&self.config().variant);
        if secrets > COMPARE_CODES || guesses > COMPARE_CODES {
            return Err(GameError::OutOfReach(Box::new(Msg::from(MastermindMsg::MmCompareTooBig {
                secrets,
                guesses,
                max: COMPARE_CODES,
            }))));
        }
        let pairs = secrets * guesses;
        let exact = secrets <= EXACT_CODES && guesses <= EXACT_CODES;
        let steps = pairs * (5 * HEURISTIC_STEPS + if exact { 2 * EXACT_STEPS } else { 0 });
        let bytes = pairs + if exact { 64 << 20 } else { 8 << 20 };
        Ok(Cost::new(bytes, steps))
    }

    /// Every strategy over every secret; a strategy the stop flag cuts
    /// short (and every one after it) is reported `stopped`.
    pub(super) fn compare(&self, stop: Stop<'_>) -> Result<Comparison, GameError> {
        self.compare_cost()?;
        let v = self.config().variant;
        let (secrets, guesses) = counts(&v);
        let engine = Engine::new(&v).map_err(|e| GameError::bad_param("variant", "", super::refusal(&e)))?;
        let exact_tried = secrets <= EXACT_CODES && guesses <= EXACT_CODES;
        let all = Strategy::all(0);
        let n = all.len() as u64;
        let mut rows = Vec::new();
        for (i, s) in all.into_iter().enumerate() {
            let i = i as u64;
            let mut row = StrategyRow {
                strategy: s.name(),
                exact: s.is_exact(),
                done: false,
                left_out: None,
                worst: None,
                total: None,
                average: None,
                histogram: Default::default(),
                over_limit: None,
                millis: 0,
            };
            (stop.progress)(i * 1000, n * 1000);
            if s.is_exact() && !exact_tried {
                row.left_out = Some("too-large");
                rows.push(row);
                continue;
            }
            if stop.flag.load(std::sync::atomic::Ordering::Relaxed) {
                row.left_out = Some("stopped");
                rows.push(row);
                continue;
            }
            let progress = |p: Progress| {
                if let Some(share) = (1000 * p.done.min(p.total)).checked_div(p.total) {
                    (stop.progress)(i * 1000 + share, n * 1000);
                }
            };
            let control = Control { cancel: Some(stop.flag), progress: Some(&progress) };
            let started = Instant::now();
            match Breaker::new(&engine, s).stats(&control) {
                Ok(stats) => {
                    row.done = true;
                    row.worst = Some(stats.worst as u64);
                    row.total = Some(stats.total);
                    row.average = Some(stats.average);
                    row.histogram = stats.histogram.iter().map(|(&k, &c)| (k as u64, c as u64)).collect();
                    row.over_limit = Some(stats.over_limit as u64);
                }
                Err(Error::Cancelled) => row.left_out = Some("stopped"),
                Err(e) => return Err(GameError::bad_param("variant", "", super::refusal(&e))),
            }
            row.millis = started.elapsed().as_millis() as u64;
            rows.push(row);
        }
        (stop.progress)(n * 1000, n * 1000);
        Ok(Comparison {
            pegs: v.pegs as u64,
            colors: v.colors as u64,
            repeats: v.repeats,
            guess_repeats: v.guess_repeats,
            feedback: v.feedback.name(),
            max_guesses: v.max_guesses as u64,
            secrets,
            guesses,
            exact_tried,
            exact_max: EXACT_CODES,
            strategies: rows,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::analyses::Stop;
    use crate::catalogue::open;
    use crate::cost::Work;
    use crate::params::Params;
    use ludoteca_core::Lang;
    use std::sync::atomic::AtomicBool;

    fn compare(p: &[&str]) -> crate::analyses::Comparison {
        let e = open("mastermind", &Params::parse(p.iter().copied()).unwrap()).unwrap();
        let flag = AtomicBool::new(false);
        e.strategies(Stop { flag: &flag, progress: &|_, _| {} }).unwrap()
    }

    #[test]
    fn the_classic_numbers_and_every_histogram_adds_up() {
        let c = compare(&["variant=classic"]);
        assert_eq!(c.secrets, 1296);
        let row = |name: &str| c.strategies.iter().find(|r| r.strategy == name).unwrap().clone();
        // Knuth's worst case is 5, his total 5801; the optimal average 5625 (Koyama & Lai).
        assert_eq!((row("knuth").worst, row("knuth").total), (Some(5), Some(5801)));
        assert_eq!(row("optimal-average").total, Some(5625));
        assert_eq!(row("optimal-worst").worst, Some(5));
        for r in &c.strategies {
            assert!(r.done, "{r:?}");
            let counted: u64 = r.histogram.values().sum();
            let total: u64 = r.histogram.iter().map(|(k, n)| k * n).sum();
            assert_eq!(counted, c.secrets, "{}", r.strategy);
            assert_eq!(Some(total), r.total, "{}", r.strategy);
            assert_eq!(r.worst, r.histogram.keys().max().copied());
            assert!((r.average.unwrap() - total as f64 / counted as f64).abs() < 1e-12);
        }
    }

    #[test]
    fn large_variants_leave_out_the_exact_strategies_or_are_refused() {
        let c = compare(&["variant=classic", "colors=7"]);
        for r in &c.strategies {
            assert_eq!(r.done, !r.exact, "{r:?}");
            assert_eq!(r.left_out, r.exact.then_some("too-large"));
        }
        let big = open("mastermind", &Params::parse(["pegs=5", "colors=8", "repeats=true"]).unwrap()).unwrap();
        let e = big.cost(Work::Strategies).unwrap_err().message(Lang::PT);
        assert!(e.contains("4096") && e.contains("32768"), "{e}");
        // A stopped comparison reports what it did not finish.
        let e = open("mastermind", &Params::parse(["variant=classic"]).unwrap()).unwrap();
        let flag = AtomicBool::new(true);
        let c = e.strategies(Stop { flag: &flag, progress: &|_, _| {} }).unwrap();
        assert!(c.strategies.iter().all(|r| !r.done && r.left_out == Some("stopped")));
    }

    /// The steps per (guess, secret) pair the cost assumes, measured:
    /// `cargo test -p ludoteca-games --release compare_costs_measured -- --ignored --nocapture`.
    #[test]
    #[ignore = "a measurement, printed"]
    fn compare_costs_measured() {
        for p in [&["variant=classic"][..], &["pegs=4", "colors=5", "repeats=true"], &["variant=default"]] {
            let t = std::time::Instant::now();
            let c = compare(p);
            let pairs = c.secrets * c.guesses;
            for r in &c.strategies {
                println!(
                    "{p:?} {:>18} {:>6} ms  {:.1} ns/pair",
                    r.strategy,
                    r.millis,
                    r.millis as f64 * 1e6 / pairs as f64
                );
            }
            println!("{p:?} all {:?}", t.elapsed());
        }
    }
}
