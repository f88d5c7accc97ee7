//! `ludoteca solve figuras`: the exact value of a position (First's points
//! minus Second's with best play) by the engine's solver, with progress,
//! checkpoints and resume.

use super::FigurasEntry;
use super::words::FigurasMsg;
use crate::solve::{ExactSolve, SolveControl, SolveError, SolveReport, SolveRequest, with_deadline};
use ludoteca_figuras::solver::{Config, Progress, Solution, Solver};

/// Bytes of one entry of the solver's transposition table.
const TABLE_ENTRY: u64 = 8;
/// The table's default size, `2^24` entries (128 MiB).
const TABLE_BITS: u32 = 24;

impl ExactSolve for FigurasEntry {
    fn solve(&self, req: &SolveRequest<'_>, ctl: &SolveControl<'_>) -> Result<SolveReport, SolveError> {
        let pos = match req.position {
            Some(p) => self.parse(p)?,
            None => self.start,
        };
        let solver = Solver::new(Config {
            checkpoint: req.checkpoint_file(),
            table_bits: req.table_bits(TABLE_ENTRY, TABLE_BITS),
            ..Config::default()
        });
        let progress = |p: &Progress| ctl.say(said(p));
        let solution = with_deadline(ctl.cancel, req.seconds, || match req.resume {
            Some(file) => solver.resume(file, ctl.cancel, &progress),
            None => Ok(solver.solve_with(&pos, ctl.cancel, &progress)),
        })
        .map_err(SolveError::engine)?;
        Ok(SolveReport::new(&solution, solution.exact, describe(&solution)))
    }

    fn book(&self) -> Option<&dyn crate::book::OpeningBook> {
        Some(self)
    }
}

/// The solver's progress in words (its nodes, the bounds proved, the test
/// under way), said in the reader's language.
fn said(p: &Progress) -> FigurasMsg {
    let (nodes, lower, upper) = (p.nodes, p.lower.to_string(), p.upper.to_string());
    match p.testing {
        Some(t) => FigurasMsg::FgSolveTesting {
            nodes,
            lower,
            upper,
            t: t.to_string(),
            done: p.done.into(),
            total: p.total.into(),
        },
        None => FigurasMsg::FgSolveProgress { nodes, lower, upper },
    }
}

/// A Figuras solution in words, said in the reader's language when read.
fn describe(s: &Solution) -> ludoteca_core::Msg {
    let best = s.best_move.map_or_else(|| "none".to_string(), |m| m.to_string());
    let head = if s.exact {
        FigurasMsg::FgSolved { value: format!("{:+}", s.value), best }
    } else {
        FigurasMsg::FgSolveStopped { lower: s.lower.to_string(), upper: s.upper.to_string(), best }
    };
    let work = FigurasMsg::FgSolveWork { nodes: s.nodes, ms: s.elapsed_ms };
    crate::solve::lines(vec![head.into(), work.into()])
}

#[cfg(test)]
mod tests {
    use crate::catalogue::open;
    use crate::params::Params;
    use crate::solve::{SolveControl, SolveRequest};
    use std::sync::atomic::AtomicBool;

    /// The solver's progress in the reader's language, as `solve --lang`
    /// shows it.
    #[test]
    fn progress_is_said_in_each_language() {
        use ludoteca_core::Lang;
        let mut p = ludoteca_figuras::solver::Progress {
            nodes: 1200,
            elapsed_ms: 5,
            lower: -3,
            upper: 4,
            testing: None,
            done: 2,
            total: 9,
        };
        assert_eq!(super::said(&p).render(Lang::EN), "1200 nodes, value in [-3, 4]");
        assert_eq!(super::said(&p).render(Lang::PT), "1200 nós, valor em [-3, 4]");
        p.testing = Some(1);
        assert_eq!(super::said(&p).render(Lang::EN), "1200 nodes, value in [-3, 4]; is it ≥ 1? 2/9 done");
        assert_eq!(super::said(&p).render(Lang::PT), "1200 nós, valor em [-3, 4]; será ≥ 1? 2/9 feitos");
        assert_eq!(super::said(&p).render(Lang::PT_BR), "1200 nós, valor em [-3, 4]; é ≥ 1? 2/9 feitos");
    }

    #[test]
    fn solves_a_position_near_the_end_and_refuses_bad_ones() {
        let e = open("figuras", &Params::new()).unwrap();
        let solver = e.exact_solver().expect("figuras has an exact solver");
        let cancel = AtomicBool::new(false);
        let ctl = SolveControl::quiet(&cancel);
        let req = SolveRequest { position: Some("tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3"), ..SolveRequest::default() };
        let r = solver.solve(&req, &ctl).unwrap();
        assert!(r.exact && !r.data["best_move"].is_null(), "{r:?}");
        let json: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
        for field in ["position", "value", "best_move", "exact", "lower", "upper", "nodes", "elapsed_ms"] {
            assert!(json.get(field).is_some(), "{field}: {json}");
        }
        let text = solver.describe_result(&r, ludoteca_core::Lang::EN);
        assert!(text.starts_with("value ") && text.contains("best move"), "{text}");
        let req = SolveRequest { position: Some("xx"), ..SolveRequest::default() };
        assert!(solver.solve(&req, &ctl).unwrap_err().to_string().contains("bad position"));
    }
}
