//! `ludoteca solve mastermind`: a breaker's strategy measured over every
//! secret of the variant (worst case, total, average, histogram), with its
//! decision tree written to a file on request. The exact strategies save
//! what they have proved to a checkpoint file (every minute and at the end,
//! stopped or not) and resume from one.

use super::MastermindEntry;
use super::words::MastermindMsg;
use crate::solve::{ExactSolve, SolveControl, SolveError, SolveReport, SolveRequest, with_deadline};
use ludoteca_mastermind::{Breaker, Checkpoint, Control, Engine, Progress, Stats};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How often a running solve saves its checkpoint.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(60);

/// A stage of the engine's progress (other than its bounds) in words:
/// `solving: 3/8`, the stage named in the reader's language.
pub(super) fn stage(p: &Progress) -> MastermindMsg {
    let stage = match p.stage {
        "first guess: codes of solved classes" => "first-guess",
        other => other,
    };
    MastermindMsg::MmStage { stage: stage.into(), done: p.done, total: p.total }
}

/// Least candidate set whose proved facts go into a checkpoint (smaller
/// ones are cheap to prove again).
const CHECKPOINT_MIN_SIZE: usize = 8;

impl ExactSolve for MastermindEntry {
    fn solve(&self, req: &SolveRequest<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError> {
        let config = self.config();
        let strategy = config.strategy.with_seed(config.seed.unwrap_or(0));
        let engine = Engine::new(&config.variant).map_err(SolveError::engine)?;
        let breaker = Breaker::new(&engine, strategy);
        if let Some(file) = req.resume {
            let cp: Checkpoint = ludoteca_core::checkpoint::load(file).map_err(|e| SolveError::Engine(e.into()))?;
            breaker.solver().resume(&cp).map_err(SolveError::engine)?;
        }
        let progress = |p: Progress| {
            if p.stage == "bounds" {
                ctl.say(MastermindMsg::MmTotalBounds { lower: p.done, upper: p.total });
            } else {
                ctl.say(stage(&p));
            }
        };
        let control = Control { cancel: Some(ctl.cancel), progress: Some(&progress) };
        let file = req.checkpoint_file();
        let save = || -> Result<(), SolveError> {
            match &file {
                Some(f) => ludoteca_core::checkpoint::save(&breaker.solver().checkpoint(CHECKPOINT_MIN_SIZE), f)
                    .map_err(|e| SolveError::Engine(e.into())),
                None => Ok(()),
            }
        };
        let finished = AtomicBool::new(false);
        let result = std::thread::scope(|scope| {
            if file.is_some() {
                scope.spawn(|| {
                    let mut last = Instant::now();
                    while !finished.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(100));
                        if last.elapsed() >= CHECKPOINT_EVERY {
                            let _ = save();
                            last = Instant::now();
                        }
                    }
                });
            }
            let r = with_deadline(ctl.cancel, req.seconds, || breaker.solve(&control));
            finished.store(true, Ordering::Relaxed);
            r
        });
        save()?;
        let (stats, decisions) = result.map_err(SolveError::engine)?;
        if let Some(file) = req.tree {
            std::fs::write(file, decisions.to_json()).map_err(|source| SolveError::Write {
                what: "decision tree",
                path: file.to_path_buf(),
                source,
            })?;
        }
        Ok(SolveReport::new(&stats, true, describe(self.config().strategy.name(), &stats)))
    }

    fn distribute(&self) -> Option<&dyn crate::distribute::Distribute> {
        Some(self)
    }
}

/// A strategy's statistics in words, said in the reader's language.
pub(super) fn describe(strategy: &str, s: &Stats) -> MastermindMsg {
    MastermindMsg::MmSolved {
        strategy: strategy.into(),
        secrets: s.codes as u64,
        worst: s.worst as u64,
        total: s.total,
        average: ludoteca_core::i18n::Decimal::fixed(s.average, 5),
        histogram: format!("{:?}", s.histogram),
    }
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
        let text = solver.describe_result(&r, ludoteca_core::Lang::EN);
        (serde_json::from_value(r.data).expect("a strategy's statistics"), text)
    }

    /// A solve's progress follows its control's language: the bounds and
    /// the engine's stages in the reader's words, none in English.
    #[test]
    fn progress_is_said_in_the_controls_language() {
        use super::{MastermindMsg, stage};
        use ludoteca_core::Lang;
        let params = Params::parse(["pegs=3", "colors=4", "strategy=optimal-average"]).unwrap();
        let e = open("mastermind", &params).unwrap();
        let solver = e.exact_solver().expect("mastermind has an exact solver");
        let cancel = AtomicBool::new(false);
        let lines = std::sync::Mutex::new(Vec::new());
        let progress = |l: &str| lines.lock().unwrap().push(l.to_string());
        let ctl = SolveControl::new(&cancel, &progress).in_lang(Lang::PT);
        solver.solve(&SolveRequest::default(), &ctl).unwrap();
        let lines = lines.into_inner().unwrap();
        assert!(lines.iter().any(|l| l.starts_with("limites do total: ")), "{lines:?}");
        assert!(!lines.iter().any(|l| l.starts_with("bounds") || l.starts_with("solving")), "{lines:?}");
        let bounds = MastermindMsg::MmTotalBounds { lower: 60, upper: 64 };
        assert_eq!(bounds.render(Lang::EN), "bounds on the total: 60..=64");
        assert_eq!(bounds.render(Lang::PT_BR), "limites do total: 60..=64");
        let p = |stage| ludoteca_mastermind::Progress { stage, done: 3, total: 8 };
        assert_eq!(stage(&p("solving")).render(Lang::EN), "solving: 3/8");
        assert_eq!(stage(&p("solving")).render(Lang::PT), "a resolver: 3/8");
        assert_eq!(stage(&p("solving")).render(Lang::PT_BR), "resolvendo: 3/8");
        let first = p("first guess: codes of solved classes");
        assert_eq!(stage(&first).render(Lang::EN), "first guess: codes of solved classes: 3/8");
        assert_eq!(stage(&first).render(Lang::PT_BR), "primeiro chute: senhas das classes resolvidas: 3/8");
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

    #[test]
    fn a_checkpoint_is_written_and_a_solve_resumed_from_it_gives_the_same_answer() {
        let dir = std::env::temp_dir().join(format!("ludoteca-mm-checkpoint-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("mm.json");
        let e =
            open("mastermind", &Params::parse(["pegs=4", "colors=5", "strategy=optimal-average"]).unwrap()).unwrap();
        let solver = e.exact_solver().unwrap();
        let cancel = AtomicBool::new(false);
        let first = solver
            .solve(&SolveRequest { checkpoint: Some(&file), ..SolveRequest::default() }, &SolveControl::quiet(&cancel))
            .unwrap();
        let cp: ludoteca_mastermind::Checkpoint = ludoteca_core::checkpoint::load(&file).unwrap();
        let total = first.data["total"].as_u64().unwrap() as u32;
        assert!(cp.facts() > 0 && cp.bounds == (total, total), "{:?} for {total}", cp.bounds);
        let cancel = AtomicBool::new(false);
        let again = solver
            .solve(&SolveRequest { resume: Some(&file), ..SolveRequest::default() }, &SolveControl::quiet(&cancel))
            .unwrap();
        assert_eq!(first, again);
        std::fs::write(&file, "{}").unwrap();
        let cancel = AtomicBool::new(false);
        let refused = solver
            .solve(&SolveRequest { resume: Some(&file), ..SolveRequest::default() }, &SolveControl::quiet(&cancel))
            .unwrap_err();
        assert!(refused.to_string().contains("is not a checkpoint file"), "{refused}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
