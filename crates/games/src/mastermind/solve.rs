//! `ludoteca solve mastermind`: a breaker's strategy measured over every
//! secret of the variant (worst case, total, average, histogram), with its
//! decision tree written to a file on request.

use super::MastermindEntry;
use crate::solve::{ExactSolve, SolveControl, SolveError, SolveReport, SolveRequest, with_deadline};
use ludoteca_mastermind::{Breaker, Control, Engine, Progress, Stats};

impl ExactSolve for MastermindEntry {
    fn solve(&self, req: &SolveRequest<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError> {
        let config = self.config();
        let strategy = config.strategy.with_seed(config.seed.unwrap_or(0));
        let engine = Engine::new(&config.variant).map_err(SolveError::engine)?;
        let breaker = Breaker::new(&engine, strategy);
        let progress = |p: Progress| (ctl.progress)(&format!("{}: {}/{}", p.stage, p.done, p.total));
        let control = Control { cancel: Some(ctl.cancel), progress: Some(&progress) };
        let (stats, decisions) =
            with_deadline(ctl.cancel, req.seconds, || breaker.solve(&control)).map_err(SolveError::engine)?;
        if let Some(file) = req.tree {
            std::fs::write(file, decisions.to_json()).map_err(|source| SolveError::Write {
                what: "decision tree",
                path: file.to_path_buf(),
                source,
            })?;
        }
        Ok(SolveReport::new(&stats, true, describe(self.config().strategy.name(), &stats)))
    }
}

/// A strategy's statistics in words.
fn describe(strategy: &str, s: &Stats) -> String {
    format!(
        "{strategy}: {} secrets, worst case {} guesses, total {}, average {:.5}; histogram {:?}\n",
        s.codes, s.worst, s.total, s.average, s.histogram
    )
}

#[cfg(test)]
mod tests {
    use crate::catalogue::open;
    use crate::params::Params;
    use crate::solve::{SolveControl, SolveRequest};
    use std::sync::atomic::AtomicBool;

    fn stats(params: &[&str]) -> (ludoteca_mastermind::Stats, String) {
        let e = open("mastermind", &Params::parse(params.iter().copied()).unwrap()).unwrap();
        let solver = e.exact_solver().expect("mastermind has an exact solver");
        let cancel = AtomicBool::new(false);
        let r = solver.solve(&SolveRequest::default(), &SolveControl::quiet(&cancel)).unwrap();
        let text = solver.describe_result(&r);
        (serde_json::from_value(r.data).expect("a strategy's statistics"), text)
    }

    #[test]
    fn underscores_and_hyphens_name_the_same_parameters() {
        // Both spellings, the issue's: `guess_repeats` was refused by `solve`.
        let small = ["pegs=3", "colors=4", "feedback=count", "strategy=optimal-average"];
        let (a, text) = stats(&[&small[..], &["guess_repeats=false", "max_guesses=9"]].concat());
        let (b, _) = stats(&[&small[..], &["guess-repeats=false", "max-guesses=9"]].concat());
        assert_eq!(a, b);
        assert_eq!(a.codes, 24, "no repeats in the secret by default: 4·3·2");
        assert!(text.starts_with("optimal-average: 24 secrets"), "{text}");
    }
}
