//! Research shared by any number of machines (migrations 9 and 10,
//! PostgreSQL only): a long solve split into tasks that workers (`ludoteca worker`)
//! claim, run and answer, and that the solve which submitted them
//! (`ludoteca solve … --distribute`) merges.
//!
//! Four tables. A *problem* is keyed by the canonical description of what
//! is solved; it says which program wrote it (a worker of another version
//! leaves its tasks alone), whether it is open or done, and once done its
//! merged result. A *task* is one part of a problem: its payload (JSON, the
//! game's own words), its state (`queued`, `running`, `done`, or `moot` when
//! the merge no longer needs it), who holds it and until when (a lease,
//! renewed with the task's progress; a lapsed lease puts the task back in
//! the queue), how many times it was started, and once done its result,
//! written once: a result for a task already done, or for no task at all,
//! is discarded and said so ([`Written::Discarded`]), never merged twice.
//! A task too big for one worker may answer with smaller tasks, added to
//! its problem in the same transaction (migration 11: ranked depth-first,
//! right after it, and claimed after every task the problem was submitted
//! with; [`Research::finish_split`], [`Research::claim`]), and a running task keeps
//! what its solver has proved so far, its *standing*, with its lease.
//! A *worker* is a machine's process: its host, threads, version, task and
//! when it was last heard of. A task's *files* (migration 10) are its bytes
//! — a certificate to check, a part's proof — kept as bytea beside it and
//! written in the same transaction as the task or its answer.
//!
//! Every change is one transaction; a task is claimed with `FOR UPDATE SKIP
//! LOCKED`, so that workers never wait on one another.

use crate::{Result, Store, StoreError};
use serde_json::Value;
use std::time::Duration;

/// The research as a whole ([`Research::status`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ResearchStatus {
    /// Each problem, with its tasks by number.
    pub problems: Vec<(ProblemRecord, Vec<TaskRecord>)>,
    /// Every worker ever heard of, most recently seen first.
    pub workers: Vec<WorkerRecord>,
}

/// How an open problem stands, from its spec and its tasks' payloads,
/// results and running standings (`ludoteca_games::distribute::standing`:
/// the store does not open games).
pub type Standing<'a> = &'a dyn Fn(&Value, &[Value], &[Option<Value>], &[Option<Value>]) -> Option<String>;

/// A task's progress (or a failed task's reason) as its worker kept it,
/// said in the reader's language (`ludoteca_games::distribute::said`: a
/// worker keeps a message as data, which the store does not read).
pub type Said<'a> = &'a dyn Fn(&str) -> String;

impl ResearchStatus {
    /// Where problem `p` stands by `standing`, `None` once it is done.
    #[must_use]
    pub fn standing(p: &ProblemRecord, tasks: &[TaskRecord], standing: Standing<'_>) -> Option<String> {
        if p.done {
            return None;
        }
        let parts: Vec<Value> = tasks.iter().map(|t| t.payload.clone()).collect();
        let results: Vec<Option<Value>> = tasks.iter().map(|t| t.result.clone()).collect();
        let running: Vec<Option<Value>> = tasks.iter().map(|t| t.standing.clone()).collect();
        standing(&p.spec, &parts, &results, &running)
    }

    /// As JSON, `{problems: [{key, version, done, tasks: [{n, state, owner,
    /// runs, until_ms, progress, payload, result}], discarded, result,
    /// created_ms, finished_ms, standing}], workers: [{id, host, threads,
    /// version, task, started_ms, seen_ms, stopped_ms}]}`, where an open
    /// problem's `standing` (the bounds its answers prove so far) is
    /// [`ResearchStatus::standing`]'s (`None` when done), and each task's
    /// `progress` is said by `said`.
    pub fn to_json(&self, standing: Standing<'_>, said: Said<'_>) -> Value {
        let problems: Vec<Value> = self
            .problems
            .iter()
            .map(|(p, tasks)| {
                let tasks_json: Vec<Value> = tasks
                    .iter()
                    .map(|t| {
                        serde_json::json!({
                            "n": t.n, "state": t.state.as_str(), "owner": t.owner, "runs": t.runs,
                            "until_ms": t.until_ms, "progress": t.progress.as_deref().map(said),
                            "payload": t.payload, "result": t.result,
                        })
                    })
                    .collect();
                serde_json::json!({
                    "key": p.key, "version": p.version, "done": p.done, "tasks": tasks_json,
                    "discarded": p.discarded, "result": p.result, "created_ms": p.created_ms,
                    "finished_ms": p.finished_ms, "standing": ResearchStatus::standing(p, tasks, standing),
                })
            })
            .collect();
        let workers: Vec<Value> = self
            .workers
            .iter()
            .map(|w| {
                serde_json::json!({
                    "id": w.id, "host": w.host, "threads": w.threads, "version": w.version, "task": w.task,
                    "started_ms": w.started_ms, "seen_ms": w.seen_ms, "stopped_ms": w.stopped_ms,
                })
            })
            .collect();
        serde_json::json!({ "problems": problems, "workers": workers })
    }
}

/// Where a task is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaskState {
    /// Waiting for a worker.
    Queued,
    /// Held by a worker (or by nobody, once its lease lapsed: it is then
    /// claimed again).
    Running,
    /// Answered.
    Done,
    /// No longer needed by its problem's merge (never run, or stopped).
    Moot,
    /// Its worker could not run it (a payload the game cannot read): the
    /// reason is its progress, and it is never claimed again.
    Failed,
}

impl TaskState {
    /// `queued`, `running`, `done` or `moot`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            TaskState::Queued => "queued",
            TaskState::Running => "running",
            TaskState::Done => "done",
            TaskState::Moot => "moot",
            TaskState::Failed => "failed",
        }
    }

    pub(crate) fn parse(s: &str) -> Result<TaskState> {
        Ok(match s {
            "queued" => TaskState::Queued,
            "running" => TaskState::Running,
            "done" => TaskState::Done,
            "moot" => TaskState::Moot,
            "failed" => TaskState::Failed,
            other => return Err(StoreError::Corrupt(format!("a research task's state {other:?}"))),
        })
    }
}

/// A problem as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct ProblemRecord {
    /// The canonical description of what is solved (the key).
    pub key: String,
    /// What a worker needs to open it again (the game and its parameters).
    pub spec: Value,
    /// The program that wrote it, e.g. `ludoteca 0.1.0`.
    pub version: String,
    /// Whether its merged result is written.
    pub done: bool,
    /// How many tasks it was split into.
    pub tasks: u32,
    /// The merged result, once done.
    pub result: Option<Value>,
    /// Results that came for tasks already done, discarded.
    pub discarded: u32,
    /// When it was submitted (milliseconds since 1970).
    pub created_ms: i64,
    /// When its result was written.
    pub finished_ms: Option<i64>,
}

/// A task as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct TaskRecord {
    /// Its problem's key.
    pub problem: String,
    /// Its number in the problem, from 0.
    pub n: u32,
    /// What to compute, in the game's words.
    pub payload: Value,
    /// Where it is.
    pub state: TaskState,
    /// The worker holding it (or that answered it).
    pub owner: Option<String>,
    /// Until when its lease holds (milliseconds since 1970), while running.
    pub until_ms: Option<i64>,
    /// How many times it was started.
    pub runs: u32,
    /// Progress: steps done.
    pub done: u64,
    /// Progress: steps in all (0 when unknown).
    pub total: u64,
    /// Progress in words, as its worker last said it.
    pub progress: Option<String>,
    /// Its result, once done.
    pub result: Option<Value>,
    /// When it was last started (milliseconds since 1970).
    pub started_ms: Option<i64>,
    /// When it was answered.
    pub finished_ms: Option<i64>,
    /// Its place in the order workers take the tasks of its problem
    /// (depth-first: a task's children right after it, all of them after
    /// the tasks at the top; a task written before migration 11 is ranked
    /// by its number).
    pub rank: String,
    /// What its solver had proved when its worker last renewed its lease
    /// (its bounds, in the game's words), while it runs.
    pub standing: Option<Value>,
}

/// A worker as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct WorkerRecord {
    /// Its id (host and process, unique).
    pub id: String,
    /// The machine it runs on.
    pub host: String,
    /// The threads it computes with.
    pub threads: u32,
    /// Its program, e.g. `ludoteca 0.1.0`.
    pub version: String,
    /// The task it holds (`<problem> #<n>`), if any.
    pub task: Option<String>,
    /// When it started (milliseconds since 1970).
    pub started_ms: i64,
    /// When it was last heard of.
    pub seen_ms: i64,
    /// When it stopped cleanly (a worker killed never says so).
    pub stopped_ms: Option<i64>,
}

/// A task given to a worker by [`Research::claim`].
#[derive(Clone, Debug, PartialEq)]
pub struct Claimed {
    /// Its problem's key.
    pub problem: String,
    /// Its problem's spec (to open the game).
    pub spec: Value,
    /// Its number.
    pub n: u32,
    /// What to compute.
    pub payload: Value,
    /// How many times it was started, this one included (2 or more: it was
    /// taken over from a worker whose lease lapsed).
    pub runs: u32,
}

/// Why a result was not written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Discard {
    /// No such task (its problem was deleted, or never existed).
    Unknown,
    /// The task already has its result (another worker answered first).
    AlreadyDone,
}

/// What became of a result given to [`Research::finish`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// It is the task's result now.
    Written,
    /// It was discarded, and why.
    Discarded(Discard),
}

/// The research tables of one store (PostgreSQL), from [`Store::research`].
pub struct Research<'s> {
    db: &'s dyn ResearchBackend,
}

/// What the PostgreSQL backend does for [`Research`] (`postgres/research.rs`).
pub(crate) trait ResearchBackend: Send + Sync {
    fn submit(&self, problem: &Submission<'_>) -> Result<(bool, ProblemRecord)>;
    fn problem(&self, key: &str) -> Result<Option<ProblemRecord>>;
    fn problems(&self) -> Result<Vec<ProblemRecord>>;
    fn tasks(&self, key: &str) -> Result<Vec<TaskRecord>>;
    fn workers(&self) -> Result<Vec<WorkerRecord>>;
    fn hello(&self, id: &str, host: &str, threads: u32, version: &str) -> Result<()>;
    fn goodbye(&self, id: &str) -> Result<()>;
    fn claim(&self, worker: &str, version: &str, prefer: Option<&str>, lease_ms: i64) -> Result<Option<Claimed>>;
    #[allow(clippy::too_many_arguments)]
    fn renew(&self, key: &str, n: u32, worker: &str, progress: &Progress<'_>, lease_ms: i64) -> Result<bool>;
    fn release(&self, key: &str, n: u32, worker: &str) -> Result<bool>;
    fn fail(&self, key: &str, n: u32, worker: &str, why: &str) -> Result<bool>;
    fn finish(&self, key: &str, n: u32, worker: &str, result: &Value, files: &Files) -> Result<Written>;
    fn finish_split(&self, key: &str, n: u32, worker: &str, result: &Value, parts: &[Value]) -> Result<Written>;
    fn files(&self, key: &str, n: u32) -> Result<Files>;
    fn set_moot(&self, key: &str, tasks: &[u32]) -> Result<u64>;
    fn finish_problem(&self, key: &str, result: &Value) -> Result<bool>;
    fn other_versions(&self, version: &str) -> Result<Vec<(String, String)>>;
    fn delete_problem(&self, key: &str) -> Result<bool>;
    fn wakeups(&self) -> Result<std::sync::mpsc::Receiver<String>>;
}

/// What a worker says of a running task when it renews its lease.
#[derive(Clone, Copy, Debug, Default)]
pub struct Progress<'a> {
    /// Steps done.
    pub done: u64,
    /// Steps in all (0 when unknown).
    pub total: u64,
    /// Where it is, in words.
    pub words: &'a str,
    /// What its solver has proved so far (its bounds, in the game's words).
    pub standing: Option<&'a Value>,
}

/// A task's bytes (certificates), each with its name, kept as bytea beside
/// the task (migration 10) rather than inside its JSON.
pub type Files = Vec<(String, Vec<u8>)>;

/// A problem to submit with its tasks ([`Research::submit_problem`]).
#[derive(Clone, Copy, Debug)]
pub struct Submission<'a> {
    /// The canonical description of what is solved (the key).
    pub key: &'a str,
    /// What a worker needs to open it again.
    pub spec: &'a Value,
    /// The program that writes it.
    pub version: &'a str,
    /// Its tasks' payloads, numbered from 0.
    pub payloads: &'a [Value],
    /// Bytes for the tasks (`files[i]` for task `i`; fewer lists than tasks
    /// allowed), written in the same transaction.
    pub files: &'a [Files],
}

/// The channel research changes are announced on (the payload is the
/// problem's key): a problem submitted, a task answered or handed back.
pub const RESEARCH_CHANNEL: &str = "ludoteca_research";

/// The announcements of [`RESEARCH_CHANNEL`], heard on a connection of
/// their own (kept across lost connections: after one, an empty key says
/// that anything may have changed).
pub struct Wakeups {
    rx: std::sync::mpsc::Receiver<String>,
}

impl Wakeups {
    /// Waits at most `timeout` for an announcement; answers the keys heard
    /// (empty when none came, or when the store is gone).
    #[must_use]
    pub fn wait(&self, timeout: Duration) -> Vec<String> {
        let mut heard: Vec<String> = self.rx.recv_timeout(timeout).into_iter().collect();
        heard.extend(self.rx.try_iter());
        heard
    }
}

fn ms(d: Duration) -> i64 {
    d.as_millis().min(i64::MAX as u128) as i64
}

impl Store {
    /// The research tables, on PostgreSQL; on SQLite a refusal in one
    /// sentence (research is shared by machines, and only PostgreSQL is).
    pub fn research(&self) -> Result<Research<'_>> {
        match self.backend.research() {
            Some(db) => Ok(Research { db }),
            None => Err(StoreError::Address(
                "research shared by workers needs PostgreSQL: give a postgres://USER@HOST/DATABASE address".into(),
            )),
        }
    }
}

impl Research<'_> {
    /// Submits a problem and its tasks (their payloads, numbered from 0),
    /// in one transaction, unless a problem of that key is already there:
    /// then nothing is written and the stored one is answered (a second
    /// solve attaches to the first). `true` when it was created now.
    pub fn submit(&self, key: &str, spec: &Value, version: &str, payloads: &[Value]) -> Result<(bool, ProblemRecord)> {
        self.submit_problem(&Submission { key, spec, version, payloads, files: &[] })
    }

    /// [`Research::submit`], with bytes for the tasks (`problem.files`),
    /// written in the same transaction.
    pub fn submit_problem(&self, problem: &Submission<'_>) -> Result<(bool, ProblemRecord)> {
        self.db.submit(problem)
    }

    /// The bytes kept with task `n` of `key`, by name.
    pub fn files(&self, key: &str, n: u32) -> Result<Files> {
        self.db.files(key, n)
    }

    /// One problem, if stored.
    pub fn problem(&self, key: &str) -> Result<Option<ProblemRecord>> {
        self.db.problem(key)
    }

    /// Every problem, oldest first.
    pub fn problems(&self) -> Result<Vec<ProblemRecord>> {
        self.db.problems()
    }

    /// A problem's tasks, by number.
    pub fn tasks(&self, key: &str) -> Result<Vec<TaskRecord>> {
        self.db.tasks(key)
    }

    /// Every worker ever heard of, most recently seen first.
    pub fn workers(&self) -> Result<Vec<WorkerRecord>> {
        self.db.workers()
    }

    /// What `solve --status` and the web lab's `GET /api/research` show:
    /// every problem with its tasks, and every worker.
    pub fn status(&self) -> Result<ResearchStatus> {
        let mut problems = Vec::new();
        for p in self.problems()? {
            let tasks = self.tasks(&p.key)?;
            problems.push((p, tasks));
        }
        Ok(ResearchStatus { problems, workers: self.workers()? })
    }

    /// Records worker `id` as started now (or again).
    pub fn hello(&self, id: &str, host: &str, threads: u32, version: &str) -> Result<()> {
        self.db.hello(id, host, threads, version)
    }

    /// Records worker `id` as stopped cleanly, holding nothing.
    pub fn goodbye(&self, id: &str) -> Result<()> {
        self.db.goodbye(id)
    }

    /// Gives `worker` the next task of an open problem written by
    /// `version` — a queued one, or one whose lease lapsed — for `lease`,
    /// those of problem `prefer` first; `None` when there is none. Within a
    /// problem, the tasks it was submitted with come first, in their order,
    /// then the parts they split into, depth-first: every class at the top
    /// is looked at (and split) before any is searched deeply, so that the
    /// bounds of the whole rise early; below the top a task's parts are
    /// taken right after it, so that a class is finished (and its siblings'
    /// budgets known) before the next one starts. Claimed
    /// with `FOR UPDATE SKIP LOCKED`: two workers never get the same task
    /// while its lease holds.
    pub fn claim(&self, worker: &str, version: &str, prefer: Option<&str>, lease: Duration) -> Result<Option<Claimed>> {
        self.db.claim(worker, version, prefer, ms(lease))
    }

    /// Renews `worker`'s lease on task `n` of `key` for `lease` from now,
    /// with its progress: `false` (nothing written) when the task is not
    /// `worker`'s to run any more (taken over, made moot, answered), and it
    /// should stop.
    #[allow(clippy::too_many_arguments)]
    pub fn renew(
        &self,
        key: &str,
        n: u32,
        worker: &str,
        done: u64,
        total: u64,
        words: &str,
        lease: Duration,
    ) -> Result<bool> {
        self.db.renew(key, n, worker, &Progress { done, total, words, standing: None }, ms(lease))
    }

    /// [`Research::renew`] with what the task's solver has proved so far
    /// (`progress.standing`, its bounds), kept with the task until the next
    /// renewal: the merge reads it for the global bounds while it runs.
    pub fn renew_with(
        &self,
        key: &str,
        n: u32,
        worker: &str,
        progress: &Progress<'_>,
        lease: Duration,
    ) -> Result<bool> {
        self.db.renew(key, n, worker, progress, ms(lease))
    }

    /// Hands task `n` of `key` back to the queue, when `worker` holds it
    /// (a worker stopping cleanly): `true` when it did.
    pub fn release(&self, key: &str, n: u32, worker: &str) -> Result<bool> {
        self.db.release(key, n, worker)
    }

    /// Marks task `n` of `key`, held by `worker`, as failed for good, with
    /// `why` as its progress: a part its worker cannot run (a payload the
    /// game cannot read) fails the same way everywhere, so it is never
    /// claimed again. `true` when it was `worker`'s and running.
    pub fn fail(&self, key: &str, n: u32, worker: &str, why: &str) -> Result<bool> {
        self.db.fail(key, n, worker, why)
    }

    /// Writes `result` as task `n`'s of `key`, answered by `worker`, unless
    /// the task is already done or unknown: the result is then discarded
    /// (and counted on its problem), never merged twice. A worker whose
    /// lease lapsed may still answer first: the computation is the same.
    pub fn finish(&self, key: &str, n: u32, worker: &str, result: &Value) -> Result<Written> {
        self.db.finish(key, n, worker, result, &Vec::new())
    }

    /// [`Research::finish`] with the answer's bytes, written in the same
    /// transaction and only when the result is (a discarded result leaves
    /// no bytes either).
    pub fn finish_with_files(&self, key: &str, n: u32, worker: &str, result: &Value, files: &Files) -> Result<Written> {
        self.db.finish(key, n, worker, result, files)
    }

    /// Writes `result` as task `n`'s of `key`, as [`Research::finish`]
    /// does, and adds `parts` as new tasks of the problem in the same
    /// transaction (numbered after the last one, ranked right after task
    /// `n` and before its later siblings): a task too big for one worker,
    /// split by it. A discarded result adds nothing.
    pub fn finish_split(&self, key: &str, n: u32, worker: &str, result: &Value, parts: &[Value]) -> Result<Written> {
        self.db.finish_split(key, n, worker, result, parts)
    }

    /// Marks those `tasks` of `key` not yet done as moot (the merge no
    /// longer needs them: a running one stops at its next renewal); answers
    /// how many were.
    pub fn set_moot(&self, key: &str, tasks: &[u32]) -> Result<u64> {
        self.db.set_moot(key, tasks)
    }

    /// Writes a problem's merged result, once: `false` when it was already
    /// done (or is unknown).
    pub fn finish_problem(&self, key: &str, result: &Value) -> Result<bool> {
        self.db.finish_problem(key, result)
    }

    /// The open problems with tasks left that were written by a program
    /// other than `version`: `(key, their version)`.
    pub fn other_versions(&self, version: &str) -> Result<Vec<(String, String)>> {
        self.db.other_versions(version)
    }

    /// Listens to [`RESEARCH_CHANNEL`]: a worker waits for new tasks, a
    /// solve for answers, without asking again and again.
    pub fn wakeups(&self) -> Result<Wakeups> {
        Ok(Wakeups { rx: self.db.wakeups()? })
    }

    /// Deletes a problem with its tasks: `true` when it was there.
    pub fn delete_problem(&self, key: &str) -> Result<bool> {
        self.db.delete_problem(key)
    }
}
