//! Long solves split into parts that other machines solve (`ludoteca
//! worker`), merged into exactly the report of the solve in one piece
//! (`ludoteca solve … --distribute URL`). A game whose exact solver can be
//! split returns a [`Distribute`] from
//! [`ExactSolve::distribute`](crate::solve::ExactSolve::distribute); the
//! front ends route by that answer, never by game id. The parts and their
//! results are plain JSON, which the store keeps (PostgreSQL's research
//! tables); what a part means is the game's own business.

use crate::solve::{SolveControl, SolveError, SolveReport};
use serde_json::Value;

/// What the merge of the parts answered so far says.
#[derive(Clone, Debug, PartialEq)]
pub enum Merged {
    /// The answer is decided: the report the solve in one piece gives.
    Done(SolveReport),
    /// Not yet.
    Open {
        /// Where it stands, in a line (bounds proved, parts left).
        line: String,
        /// The parts no longer needed (their answer cannot change the
        /// result), by number: they need not be run.
        moot: Vec<usize>,
    },
}

/// A long exact solve split into parts.
pub trait Distribute: Send + Sync {
    /// The problem's canonical description, the same for every way of
    /// writing the same parameters: a solve that finds it already stored
    /// attaches to it.
    fn problem(&self) -> String;

    /// Splits the solve into parts, best solved in this order (or refuses,
    /// in one sentence, a solve that has no split: a quick heuristic…).
    fn split(&self, ctl: &SolveControl<'_>) -> Result<Vec<Value>, SolveError>;

    /// Solves one part (as [`Distribute::split`] wrote it).
    fn run(&self, part: &Value, ctl: &SolveControl<'_>) -> Result<Value, SolveError>;

    /// Part `n` as a worker should solve it now, knowing the results so far
    /// (a bound past which its answer no longer matters, say).
    ///
    /// # Errors
    /// When `parts` were not written by [`Distribute::split`].
    fn prepare(&self, parts: &[Value], results: &[Option<Value>], n: usize) -> Result<Value, SolveError> {
        let _ = results;
        parts.get(n).cloned().ok_or_else(|| SolveError::Refuted(format!("there is no part {n}")))
    }

    /// Merges the results known (`results[i]` answers `parts[i]`).
    fn merge(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Merged, SolveError>;

    /// The files a decided problem leaves, each a name (no extension) and
    /// its bytes as a `.bin.zst` file holds them, in the order `ludoteca
    /// verify` takes them: a split proof's part certificates, then the
    /// whole citing them. None for a solve that writes no certificate (the
    /// default), or before the merge decides.
    ///
    /// # Errors
    /// When `parts` and `results` were not written by this split.
    fn files(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Vec<(String, Vec<u8>)>, SolveError> {
        let _ = (parts, results);
        Ok(Vec::new())
    }

    /// Solves parts one after another, as `parts` hands them out, keeping
    /// what they share (a game's engine, its solver's cache) from one to the
    /// next: a worker's loop over the tasks of one problem.
    fn run_many(&self, parts: &mut dyn Parts, ctl: &SolveControl<'_>) {
        while let Some(part) = parts.next() {
            parts.answer(self.run(&part, ctl));
        }
    }
}

/// Runs `work` on a pool of its own of `threads` threads (the solvers'
/// parallel parts included): a worker's `--threads`.
///
/// # Errors
/// When the threads cannot be started.
pub fn on_threads<T: Send>(threads: usize, work: impl FnOnce() -> T + Send) -> Result<T, SolveError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .thread_name(|i| format!("ludoteca-task-{i}"))
        .build()
        .map_err(SolveError::engine)?;
    Ok(pool.install(work))
}

/// A worker's supply of parts of one problem, for
/// [`Distribute::run_many`]: both methods are called on the solving thread.
pub trait Parts {
    /// The next part to solve, `None` to stop.
    fn next(&mut self) -> Option<Value>;
    /// The answer to the part [`Parts::next`] gave last.
    fn answer(&mut self, result: Result<Value, SolveError>);
}
