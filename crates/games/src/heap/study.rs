//! `ludoteca solve je-28`: the text's open question about game 28 — which
//! starting heaps the first player loses — answered for every heap up to
//! the `heap` parameter by thresholds ([`super::rabbits`]), with progress,
//! a time limit, checkpoints and resume, a report of the pattern (density,
//! gaps, records, periods excluded) and an SVG plot of it.

use super::rabbits::{MAX_HEAP, Pattern, Thresholds};
use super::{HeapConfig, HeapEntry, Memory, TakeSet};
use crate::solve::{ExactSolve, SolveControl, SolveError, SolveReport, SolveRequest, with_deadline};
use ludoteca_core::{Control, Convention};
use serde::Serialize;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How often a long run saves its checkpoint.
const SAVE_EVERY: Duration = Duration::from_secs(60);

/// What `solve je-28` reports (`--json` prints it).
#[derive(Debug, Serialize)]
struct Study {
    game: &'static str,
    method: &'static str,
    /// The heap asked for.
    heap: u64,
    /// Every starting heap up to this one is solved.
    solved_up_to: u64,
    /// Whether every heap asked for was solved (a stopped run is not).
    exact: bool,
    /// The first player's result from `heap` rabbits, when solved.
    first_player_wins: Option<bool>,
    /// The losing starts up to `solved_up_to`: density, gaps, periods.
    pattern: Pattern,
    steps: usize,
    elapsed_ms: u64,
}

/// Whether the thresholds answer this game: game 28's rule, played to the
/// last rabbit, from a heap counted down.
pub(super) fn applies(cfg: &HeapConfig) -> bool {
    let g = &cfg.game;
    g.memory == Memory::Fibonacci
        && g.takes == [TakeSet::Any; 2]
        && !g.partizan
        && g.convention == Convention::Normal
        && cfg.target.is_none()
}

impl ExactSolve for HeapEntry {
    fn solve(&self, req: &SolveRequest<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError> {
        if req.position.is_some() {
            return Err(SolveError::Game(crate::GameError::unsupported(super::words::HeapMsg::HpStudyNoPosition)));
        }
        solve(self.cfg.heap, req, ctl)
    }
}

/// Solves every starting heap up to `heap`.
fn solve(heap: u64, req: &SolveRequest<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError> {
    if heap > MAX_HEAP {
        return Err(SolveError::Game(crate::GameError::too_large(super::words::HeapMsg::HpStudyTooFar {
            max: MAX_HEAP,
            heap,
        })));
    }
    let t0 = Instant::now();
    let mut t = match req.resume {
        Some(file) => load(file)?,
        None => Thresholds::new(),
    };
    let resumed_at = t.last();
    let save_to = req.checkpoint_file();
    with_deadline(ctl.cancel, req.seconds, || -> Result<(), SolveError> {
        let mut last_save = Instant::now();
        // The first heap of the slice under way; the work grows as the
        // square of the heap, so the share done is measured in squares.
        let slice_from = AtomicU64::new(resumed_at + 1);
        let progress = |done: u64, _slice: u64| {
            if done % (1 << 16) < 1024 {
                // The last heap solved.
                let at = (slice_from.load(Ordering::Relaxed) + done).saturating_sub(1);
                let square = |x: u64| (x as f64) * (x as f64);
                let share = (square(at) - square(resumed_at)) / (square(heap) - square(resumed_at)).max(1.0);
                let share = ludoteca_core::i18n::Decimal::fixed(100.0 * share, 1);
                ctl.say(crate::heap::words::HeapMsg::HpStudyProgress { at, heap, share });
            }
        };
        let control = Control::new(&progress, ctl.cancel);
        // In slices, so that a long run saves as it goes.
        while t.last() < heap {
            let next = (t.last() + 1).saturating_mul(11).div_ceil(10).max(t.last() + 4096).min(heap);
            slice_from.store(t.last() + 1, Ordering::Relaxed);
            let stopped = t.extend(next, &control).is_err();
            if let Some(file) = &save_to
                && (stopped || t.last() == heap || last_save.elapsed() >= SAVE_EVERY)
            {
                save(&t, file)?;
                last_save = Instant::now();
            }
            if stopped {
                break;
            }
        }
        Ok(())
    })?;
    let solved = t.last().min(heap);
    let exact = solved == heap;
    let study = Study {
        game: "je-28",
        method: "thresholds",
        heap,
        solved_up_to: solved,
        exact,
        first_player_wins: t.first_wins(heap),
        pattern: Pattern::of(&t, solved),
        steps: t.step_count(),
        elapsed_ms: t0.elapsed().as_millis() as u64,
    };
    if let Some(file) = req.plot {
        std::fs::write(file, study.pattern.svg(&t)).map_err(|source| SolveError::Write {
            what: "plot",
            path: file.to_path_buf(),
            source,
        })?;
    }
    let text = describe(&study);
    Ok(SolveReport::new(&study, exact, text))
}

/// The study in words, said in the reader's language when read.
fn describe(s: &Study) -> ludoteca_core::Msg {
    use super::words::HeapMsg;
    use ludoteca_core::Outcome;
    let p = &s.pattern;
    let heap = s.heap;
    let head = match s.first_player_wins {
        Some(true) => HeapMsg::HpStudyFirstWins { heap, start: Outcome::NextWins },
        Some(false) => HeapMsg::HpStudyFirstLoses { heap, start: Outcome::PreviousWins },
        None => HeapMsg::HpStudyStopped { at: s.solved_up_to, heap },
    };
    let (most, before) = (p.periods_up_to, p.no_period_before);
    let periods = if p.periods_allowed.is_empty() {
        HeapMsg::HpStudyNoPeriod { most, before }
    } else {
        HeapMsg::HpStudyPeriodsFit { most, before, fit: p.periods_allowed.len() as u64 }
    };
    let pattern = HeapMsg::HpStudyPattern {
        solved: s.solved_up_to,
        losing: p.losing,
        density: ludoteca_core::i18n::Decimal::fixed(p.density, 5),
        gap: p.longest_gap.1 - p.longest_gap.0,
        from: p.longest_gap.0,
        to: p.longest_gap.1,
        periods: periods.into(),
        ms: s.elapsed_ms,
    };
    crate::solve::lines(vec![head.into(), pattern.into()])
}

fn load(file: &Path) -> Result<Thresholds, SolveError> {
    let meta = std::fs::metadata(file).map_err(|e| checkpoint_error(file, &e.to_string()))?;
    // The largest honest checkpoint: a few bytes per step, a dozen steps a heap.
    if meta.len() > 64 * MAX_HEAP {
        return Err(checkpoint_error(file, "it is larger than any checkpoint of game 28"));
    }
    let bytes = std::fs::read(file).map_err(|e| checkpoint_error(file, &e.to_string()))?;
    Thresholds::from_bytes(&bytes).map_err(|e| checkpoint_error(file, &e))
}

fn checkpoint_error(file: &Path, why: &str) -> SolveError {
    SolveError::Game(crate::GameError::unsupported(super::words::HeapMsg::HpCannotResume {
        file: file.display().to_string(),
        why: why.into(),
    }))
}

/// Writes the checkpoint atomically: a temporary file, then a rename.
fn save(t: &Thresholds, file: &Path) -> Result<(), SolveError> {
    let tmp = file.with_extension("tmp");
    std::fs::write(&tmp, t.to_bytes()).and_then(|()| std::fs::rename(&tmp, file)).map_err(|source| SolveError::Write {
        what: "checkpoint",
        path: file.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    #[test]
    fn a_stopped_run_resumes_to_the_same_answer() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("je28.bin");
        let cancel = AtomicBool::new(false);
        let ctl = SolveControl::quiet(&cancel);
        let whole = solve(3000, &SolveRequest::default(), &ctl).unwrap();
        assert!(whole.exact());
        // A first run to 1,000 saves; the second resumes to 3,000.
        let req = SolveRequest { checkpoint: Some(&file), ..SolveRequest::default() };
        assert!(solve(1000, &req, &ctl).unwrap().exact());
        let req = SolveRequest { resume: Some(&file), ..SolveRequest::default() };
        let resumed = solve(3000, &req, &ctl).unwrap();
        assert_eq!(resumed.data["pattern"], whole.data["pattern"]);
        assert_eq!(resumed.data["first_player_wins"], whole.data["first_player_wins"]);
        // A damaged checkpoint is one sentence.
        std::fs::write(&file, b"not a checkpoint").unwrap();
        let e = solve(3000, &req, &ctl).unwrap_err().to_string();
        assert!(e.contains("cannot resume") && !e.contains('\n'), "{e}");
    }

    #[test]
    fn progress_names_heaps_within_the_run() {
        let cancel = AtomicBool::new(false);
        let lines = std::sync::Mutex::new(Vec::new());
        let progress = |l: &str| lines.lock().unwrap().push(l.to_string());
        let ctl = SolveControl::new(&cancel, &progress);
        solve(9000, &SolveRequest::default(), &ctl).unwrap();
        let lines = lines.into_inner().unwrap();
        assert!(!lines.is_empty());
        for l in &lines {
            let at: u64 = l.split("heap ").nth(1).and_then(|r| r.split(' ').next()).unwrap().parse().unwrap();
            assert!(at <= 9000 && l.contains("of 9000"), "{l}");
        }
    }

    #[test]
    fn a_cancelled_run_reports_what_it_solved() {
        let cancel = AtomicBool::new(true);
        let ctl = SolveControl::quiet(&cancel);
        let r = solve(1_000_000, &SolveRequest::default(), &ctl).unwrap();
        assert!(!r.exact());
        assert!(r.data["solved_up_to"].as_u64().unwrap() < 1_000_000);
    }
}
