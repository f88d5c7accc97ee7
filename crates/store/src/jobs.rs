//! Background jobs shared by several servers (migration 7): a job submitted
//! to any server is one row — what was asked, who runs it, how many times it
//! was started, its progress, a cancel asked anywhere, and once over its
//! result or error — so that any server answers for it. Exactly one server
//! runs a job: the one holding its lease (`job <id>` in the claims, see
//! [`Store::claim`]); a server that finds the lease lapsed takes the job over
//! ([`Store::restart_job`]). Finished rows are kept within a byte budget and
//! a count, the oldest forgotten first.

use crate::{Result, Store};
use serde_json::Value;

/// The most bytes of finished results the table keeps (newest first; the
/// newest is always kept).
pub const JOB_RESULT_BYTES: u64 = 64 * 1024 * 1024;

/// The most finished jobs the table keeps.
pub const JOBS_KEPT: u32 = 1024;

/// Where a job is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobState {
    /// Queued or computing, on its owner.
    Running,
    /// Over, with a result.
    Done,
    /// Over, with an error.
    Failed,
    /// Stopped by a cancel, with the sentence saying so.
    Cancelled,
}

impl JobState {
    /// `running`, `done`, `failed` or `cancelled`, as the API says it.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            JobState::Running => "running",
            JobState::Done => "done",
            JobState::Failed => "failed",
            JobState::Cancelled => "cancelled",
        }
    }

    pub(crate) fn parse(s: &str) -> Result<JobState> {
        Ok(match s {
            "running" => JobState::Running,
            "done" => JobState::Done,
            "failed" => JobState::Failed,
            "cancelled" => JobState::Cancelled,
            other => return Err(crate::StoreError::Corrupt(format!("a job's state {other:?}"))),
        })
    }
}

/// A job as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct JobRecord {
    /// The job's id.
    pub id: String,
    /// What was asked, as the server wrote it (enough to start it again).
    pub spec: Value,
    /// Where it is.
    pub state: JobState,
    /// The server that runs it (or ran it to its end).
    pub owner: String,
    /// How many times it was started: 1, and one more per takeover.
    pub runs: u32,
    /// Progress: steps done.
    pub done: u64,
    /// Progress: steps in all (0 when unknown).
    pub total: u64,
    /// Whether someone asked, on any server, to stop it.
    pub cancel: bool,
    /// The result as JSON text, once done.
    pub result: Option<String>,
    /// The sentence of a failed or cancelled job.
    pub error: Option<String>,
    /// When it was submitted (milliseconds since 1970).
    pub created_ms: i64,
    /// When it ended (milliseconds since 1970).
    pub finished_ms: Option<i64>,
}

impl Store {
    /// Records a job submitted now, run by `owner` (who should hold its
    /// lease first).
    pub fn create_job(&self, id: &str, spec: &Value, owner: &str) -> Result<()> {
        self.backend.create_job(id, &spec.to_string(), owner)
    }

    /// One job, if it is (still) stored.
    pub fn job(&self, id: &str) -> Result<Option<JobRecord>> {
        self.backend.job(id)
    }

    /// Writes a running job's progress, when `owner` still runs it; answers
    /// whether a cancel was asked (on any server).
    pub fn job_progress(&self, id: &str, owner: &str, done: u64, total: u64) -> Result<bool> {
        self.backend.job_progress(id, owner, done.min(i64::MAX as u64) as i64, total.min(i64::MAX as u64) as i64)
    }

    /// Asks a running job to stop, whichever server runs it.
    pub fn cancel_job(&self, id: &str) -> Result<()> {
        self.backend.cancel_job(id)
    }

    /// Gives a running job to `owner` (who took its lapsed lease over) and
    /// counts one more run: the runs now, or `None` when the job is not
    /// running (over, or forgotten).
    pub fn restart_job(&self, id: &str, owner: &str) -> Result<Option<u32>> {
        self.backend.restart_job(id, owner)
    }

    /// Ends a running job as `state` with its `result` (done) or `error`,
    /// only when `owner` runs it: `false`, and nothing written, when another
    /// server took it over or it already ended. The finished jobs beyond
    /// [`JOB_RESULT_BYTES`] or [`JOBS_KEPT`] are then forgotten, oldest first.
    pub fn finish_job(
        &self,
        id: &str,
        owner: &str,
        state: JobState,
        result: Option<&str>,
        error: Option<&str>,
    ) -> Result<bool> {
        let written = self.backend.finish_job(id, owner, state.as_str(), result, error)?;
        if written {
            self.backend.trim_jobs(JOB_RESULT_BYTES, JOBS_KEPT)?;
        }
        Ok(written)
    }

    /// Forgets finished jobs, oldest first, until those left hold at most
    /// `bytes` of results and number at most `kept` (the newest stays).
    pub fn trim_jobs(&self, bytes: u64, kept: u32) -> Result<()> {
        self.backend.trim_jobs(bytes, kept)
    }
}
