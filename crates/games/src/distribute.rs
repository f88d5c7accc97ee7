//! Long solves split into parts that other machines solve (`ludoteca
//! worker`), merged into exactly the report of the solve in one piece
//! (`ludoteca solve … --distribute URL`). A game whose exact solver can be
//! split returns a [`Distribute`] from
//! [`ExactSolve::distribute`](crate::solve::ExactSolve::distribute); the
//! front ends route by that answer, never by game id. The parts and their
//! results are plain JSON, which the store keeps (PostgreSQL's research
//! tables); what a part means is the game's own business.

use crate::certificate::CertificateCheck;
use crate::solve::{SolveControl, SolveError, SolveReport};
use serde_json::{Value, json};

/// What the merge of the parts answered so far says.
#[derive(Clone, Debug, PartialEq)]
pub enum Merged {
    /// The answer is decided: the report the solve in one piece gives.
    Done(SolveReport),
    /// Not yet.
    Open {
        /// Where it stands, in a line (bounds proved, parts left), said in
        /// the reader's language.
        line: ludoteca_core::Msg,
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

    /// How the solve that splits shapes the split from its environment
    /// (`LUDOTECA_SPLIT_LINE`, `LUDOTECA_SPLIT_ABOVE`), in a few words, when
    /// it differs from the default: [`key`] ends the problem's key with
    /// them, so that two shapes of one solve are two problems. A value the
    /// split does not take is refused in one sentence.
    ///
    /// # Errors
    /// When the environment asks for a shape the split does not take.
    fn shape(&self) -> Result<Option<String>, SolveError> {
        Ok(None)
    }

    /// Splits the solve into parts, best solved in this order (or refuses,
    /// in one sentence, a solve that has no split: a quick heuristic…).
    fn split(&self, ctl: &SolveControl<'_>) -> Result<Vec<Value>, SolveError>;

    /// Solves one part (as [`Distribute::split`] wrote it). A part too big
    /// for one worker may answer with smaller parts instead, `{"parts":
    /// [payload, …], …}`: the front end adds them to the problem as new
    /// parts, in the order workers take them right after this one, and
    /// keeps the rest of the answer with `"split"` (how many) in place of
    /// the list ([`split_off`]); the merge sees them after the parts before.
    fn run(&self, part: &Value, ctl: &SolveControl<'_>) -> Result<Value, SolveError>;

    /// Whether [`Distribute::prepare`] reads the other parts' results: a
    /// worker then reads every task of the problem before each part (the
    /// default does not, and a part's payload is solved as written).
    fn prepares(&self) -> bool {
        false
    }

    /// Part `n` as a worker should solve it now, knowing the results so far
    /// (a bound past which its answer no longer matters, say).
    ///
    /// # Errors
    /// When `parts` were not written by [`Distribute::split`].
    fn prepare(&self, parts: &[Value], results: &[Option<Value>], n: usize) -> Result<Value, SolveError> {
        let _ = results;
        parts
            .get(n)
            .cloned()
            .ok_or_else(|| SolveError::Said(Box::new(ludoteca_core::Msg::ResearchNoPart { n: n as u64 })))
    }

    /// Merges the results known (`results[i]` answers `parts[i]`).
    fn merge(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Merged, SolveError>;

    /// What a running part has proved so far (its *standing*, e.g. its
    /// bounds), read from the last progress line its run said, as data (the
    /// message kept: its id and arguments, `ludoteca_core::i18n::kept`);
    /// `None` (the default) when the line says nothing the merge can use.
    fn standing(&self, said: &Value) -> Option<Value> {
        let _ = said;
        None
    }

    /// The global bounds while the solve runs, in a line: the results known
    /// and the standing of the parts still running (`standing[i]`, as
    /// [`Distribute::standing`] read it); `None` (the default) when this
    /// split has no such bounds. Said only: what is moot is the merge's.
    ///
    /// # Errors
    /// When `parts` and `results` were not written by this split.
    fn bounds(
        &self,
        parts: &[Value],
        results: &[Option<Value>],
        standing: &[Option<Value>],
    ) -> Result<Option<ludoteca_core::Msg>, SolveError> {
        let _ = (parts, results, standing);
        Ok(None)
    }

    /// Bytes a part or a result carries (certificates) go in its
    /// `"files": {"name": "<hexadecimal>"}` ([`hex`]): the store keeps them
    /// beside the task, and gives them back before this split reads the
    /// part (in [`Distribute::run`]) or the result (in
    /// [`Distribute::files`]; [`Distribute::merge`] sees results without
    /// them).
    ///
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

/// The key a split solve is stored under: its problem
/// ([`Distribute::problem`]), then its shape ([`Distribute::shape`]) when
/// the environment gives one.
///
/// # Errors
/// When the environment asks for a shape the split does not take.
pub fn key(split: &dyn Distribute) -> Result<String, SolveError> {
    Ok(match split.shape()? {
        Some(shape) => format!("{}, split {shape}", split.problem()),
        None => split.problem(),
    })
}

/// Whether `key` is the key of `split`'s problem under some shape (a
/// worker's environment need not shape the split as the solve's did).
#[must_use]
pub fn is_key_of(key: &str, split: &dyn Distribute) -> bool {
    let problem = split.problem();
    key == problem || key.strip_prefix(problem.as_str()).is_some_and(|rest| rest.starts_with(", split "))
}

/// The parts a result splits its part into (`{"parts": [...]}`, see
/// [`Distribute::run`]), taken out of it and replaced by their number
/// (`"split"`); `None` for an answer.
pub fn split_off(result: &mut Value) -> Option<Vec<Value>> {
    let parts = result.as_object_mut()?.remove("parts")?;
    let parts = match parts {
        Value::Array(parts) => parts,
        other => vec![other],
    };
    result["split"] = json!(parts.len());
    Some(parts)
}

/// A split solve's parts and results kept in memory, in the order workers
/// take them (parts a part splits into right after it, depth-first): a
/// whole distributed solve on one machine, for tests and measures.
#[derive(Clone, Debug, Default)]
pub struct Queue {
    /// The parts, by number.
    pub parts: Vec<Value>,
    /// Their results.
    pub results: Vec<Option<Value>>,
    /// Each part's place in the order (its ancestors' places, then its own).
    ranks: Vec<Vec<usize>>,
}

impl Queue {
    /// The parts a split wrote, none answered.
    #[must_use]
    pub fn new(parts: Vec<Value>) -> Queue {
        let ranks = (0..parts.len()).map(|i| vec![i]).collect();
        Queue { results: vec![None; parts.len()], parts, ranks }
    }

    /// Writes part `n`'s result; one that splits the part adds its parts.
    pub fn answer(&mut self, n: usize, mut result: Value) {
        if let Some(more) = split_off(&mut result) {
            for (i, part) in more.into_iter().enumerate() {
                let mut rank = self.ranks[n].clone();
                rank.push(i);
                self.ranks.push(rank);
                self.parts.push(part);
                self.results.push(None);
            }
        }
        self.results[n] = Some(result);
    }

    /// The first part in order neither answered nor in `moot`.
    #[must_use]
    pub fn next(&self, moot: &[usize]) -> Option<usize> {
        (0..self.parts.len())
            .filter(|&i| self.results[i].is_none() && !moot.contains(&i))
            .min_by(|&a, &b| self.ranks[a].cmp(&self.ranks[b]))
    }

    /// Runs `split` to its end as one worker would: the next part, prepared
    /// with the results so far, solved, until the merge decides; answers
    /// the merge's report and how many parts were run.
    ///
    /// # Errors
    /// What the split's merge, preparation or run answer.
    pub fn solve(
        &mut self,
        split: &dyn Distribute,
        ctl: &SolveControl<'_>,
    ) -> Result<(SolveReport, usize), SolveError> {
        let mut run = 0;
        loop {
            let moot = match split.merge(&self.parts, &self.results)? {
                Merged::Done(report) => return Ok((report, run)),
                Merged::Open { moot, .. } => moot,
            };
            let Some(n) = self.next(&moot) else {
                return Err(SolveError::Said(Box::new(ludoteca_core::Msg::ResearchMergeOpen)));
            };
            let part = split.prepare(&self.parts, &self.results, n)?;
            let result = split.run(&part, ctl)?;
            self.answer(n, result);
            run += 1;
        }
    }
}

/// A task's result that its split cannot read, refused in the reader's
/// language.
#[must_use]
pub fn bad_result(result: &Value) -> SolveError {
    let given = ludoteca_core::i18n::Echo(result.to_string().chars().take(ludoteca_core::i18n::ECHO_MAX + 1).collect());
    SolveError::Said(Box::new(ludoteca_core::Msg::ResearchBadResult { given }))
}

/// Where an open problem of the research stands, as the merge of its
/// answers says it (the bounds proved so far, the parts left): `spec` as
/// the solve stored it (`{"game", "params", "verify"?}`), `parts`,
/// `results` and `running` (each running part's standing) by task; `None`
/// when this program cannot open its game. What `solve --status` and the
/// web lab's research page show, in the reader's language.
#[must_use]
pub fn standing(
    spec: &Value,
    parts: &[Value],
    results: &[Option<Value>],
    running: &[Option<Value>],
) -> Option<ludoteca_core::Msg> {
    let game = spec.get("game").and_then(Value::as_str)?;
    let params: crate::Params = serde_json::from_value(spec.get("params").cloned()?).ok()?;
    let entry = crate::open(game, &params).ok()?;
    let solver = entry.exact_solver()?;
    let check = solver.certificates().map(CheckParts);
    let (split, again): (&dyn Distribute, &str) = match check.as_ref() {
        // A split check (`verify … --distribute`).
        Some(check) if spec.get("verify").and_then(Value::as_bool) == Some(true) => (check, "verify"),
        _ => (solver.distribute()?, "solve"),
    };
    match split.merge(parts, results).ok()? {
        // The running tasks' standing moves the bounds, when the split has some.
        Merged::Open { line, .. } => Some(split.bounds(parts, results, running).ok().flatten().unwrap_or(line)),
        Merged::Done(_) => Some(ludoteca_core::Msg::ResearchDecided { again: again.into() }),
    }
}

/// A task's progress or failure as its worker kept it (a message as data,
/// `ludoteca_core::i18n::kept`), said in `lang` with the words of the
/// core and of every family; the words an older program kept are shown as
/// they were written.
#[must_use]
pub fn said(kept: &str, lang: ludoteca_core::Lang) -> String {
    ludoteca_core::i18n::kept::said_line(kept, crate::TEXTS, lang)
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

/// `bytes` as lowercase hexadecimal: a certificate in a part or a result.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes of hexadecimal `text`, `None` when it is not hexadecimal.
#[must_use]
pub fn unhex(text: &str) -> Option<Vec<u8>> {
    let digits = text.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    digits.chunks(2).map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok()).collect()
}

/// The checks of `ludoteca verify GAME PARTS… WHOLE --distribute URL`
/// split across workers: a part per part certificate (`{"file": …,
/// "files": {"certificate": hexadecimal bytes}}`), checked alone by a worker with the
/// game's independent checker ([`CertificateCheck::check_alone`]), which
/// answers `{"accepted": true, "verdict": …}` or `{"refused": "why"}`. The
/// merge is done once every part is answered; the `verify` that submitted
/// them checks the whole, citing the parts accepted.
pub struct CheckParts<'a>(pub &'a dyn CertificateCheck);

/// A part that a split cannot read, refused in the reader's language with
/// what that split's parts hold (`holds`, the family's own words).
#[must_use]
pub fn bad_part(holds: impl Into<ludoteca_core::Msg>, part: &Value) -> SolveError {
    let given = ludoteca_core::i18n::Echo(part.to_string().chars().take(ludoteca_core::i18n::ECHO_MAX + 1).collect());
    SolveError::Said(Box::new(ludoteca_core::Msg::ResearchBadPart { holds: Box::new(holds.into()), given }))
}

impl Distribute for CheckParts<'_> {
    fn problem(&self) -> String {
        "the check of certificate parts".into()
    }

    fn split(&self, _: &SolveControl<'_>) -> Result<Vec<Value>, SolveError> {
        Err(SolveError::Said(Box::new(ludoteca_core::Msg::ResearchCheckSplit)))
    }

    fn run(&self, part: &Value, ctl: &SolveControl<'_>) -> Result<Value, SolveError> {
        let bytes = part
            .pointer("/files/certificate")
            .and_then(Value::as_str)
            .and_then(unhex)
            .ok_or_else(|| bad_part(ludoteca_core::Msg::ResearchCheckPartHolds, part))?;
        let report = |done: u64, total: u64| ctl.say(ludoteca_core::Msg::ResearchNodesChecked { done, total });
        let control = ludoteca_core::Control::new(&report, ctl.cancel);
        match self.0.check_alone(&bytes, &control) {
            None => Err(SolveError::Said(Box::new(ludoteca_core::Msg::ResearchCheckerNoSplit))),
            Some(Ok(verdict)) => Ok(json!({ "accepted": true, "verdict": verdict.data })),
            Some(Err(SolveError::Game(crate::GameError::Cancelled))) => Err(crate::GameError::Cancelled.into()),
            Some(Err(e)) => Ok(json!({ "refused": e.kept() })),
        }
    }

    fn merge(&self, parts: &[Value], results: &[Option<Value>]) -> Result<Merged, SolveError> {
        let answered = results.iter().flatten().count();
        if answered < parts.len() {
            let line =
                ludoteca_core::Msg::ResearchPartsChecked { answered: answered as u64, parts: parts.len() as u64 };
            return Ok(Merged::Open { line, moot: Vec::new() });
        }
        let refused: Vec<String> = results
            .iter()
            .flatten()
            .zip(parts)
            .filter_map(|(r, p)| {
                let why = r.get("refused")?.as_str()?;
                Some(format!("{}: {why}", p.get("file").and_then(Value::as_str).unwrap_or("?")))
            })
            .collect();
        let words =
            ludoteca_core::Msg::ResearchPartsCheckedAlone { parts: parts.len() as u64, refused: refused.len() as u64 };
        Ok(Merged::Done(SolveReport::new(&json!({ "parts": parts.len(), "refused": refused }), true, words)))
    }
}

#[cfg(test)]
mod tests {
    use super::{hex, unhex};

    #[test]
    fn certificates_go_through_hexadecimal_unchanged() {
        let bytes: Vec<u8> = (0..=255).collect();
        assert_eq!(unhex(&hex(&bytes)).unwrap(), bytes);
        assert_eq!(unhex("0g"), None);
        assert_eq!(unhex("abc"), None);
    }
}
