//! Lanes (*filas*): the server's blocking work runs in lanes with permits
//! of their own, so that a person's request — a hint, a question, the
//! champion's reply in a match against a person — never queues behind
//! analyses (outcomes, tables, periods, matches of the champion against
//! itself), and the moves' commits, which only wait for the store, neither
//! hold the async workers nor queue behind thinking.

use crate::error::{ApiError, RETRY_SECS};
use ludoteca_core::Msg;
use tokio::sync::{Semaphore, SemaphorePermit};

/// Which lane a piece of work takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lane {
    /// Someone is waiting at a board for this.
    Person,
    /// An analysis, a job, or a match with nobody at the board.
    Analysis,
    /// A move's commit: it waits for the store (a disk's sync, PostgreSQL's
    /// round trips), first come first served.
    Commit,
}

/// The two lanes' permits.
pub(crate) struct Lanes {
    person: Semaphore,
    analysis: Semaphore,
    commit: Semaphore,
}

impl Lanes {
    /// Lanes for a machine with `cores` cores: the analyses get one permit a
    /// core; people get twice as many, so they never wait long even when
    /// a class asks for hints together; `commits` moves are committed at
    /// once (SQLite has one writer; PostgreSQL as many as its pool holds).
    pub(crate) fn new(cores: usize, commits: usize) -> Lanes {
        let cores = cores.max(1);
        Lanes {
            person: Semaphore::new(2 * cores),
            analysis: Semaphore::new(cores),
            commit: Semaphore::new(commits.max(1)),
        }
    }

    fn of(&self, lane: Lane) -> &Semaphore {
        match lane {
            Lane::Person => &self.person,
            Lane::Analysis => &self.analysis,
            Lane::Commit => &self.commit,
        }
    }

    /// A permit of `lane`, once one is free.
    pub(crate) async fn permit(&self, lane: Lane) -> Result<SemaphorePermit<'_>, ApiError> {
        self.of(lane).acquire().await.map_err(|_| ApiError::unavailable(Msg::SvStopping, RETRY_SECS))
    }

    /// Runs `work` on a blocking thread once `lane` has a permit for it.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        lane: Lane,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let _permit = self.permit(lane).await?;
        blocking(work).await
    }

    /// Permits of `lane` free now (for the status and the tests).
    #[cfg(test)]
    pub(crate) fn free(&self, lane: Lane) -> usize {
        self.of(lane).available_permits()
    }
}

/// Runs `work` on a blocking thread.
async fn blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work).await.map_err(|e| {
        ApiError::new(axum::http::StatusCode::INTERNAL_SERVER_ERROR, Msg::SvInternal { detail: e.to_string() })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_person_never_queues_behind_analyses() {
        let lanes = std::sync::Arc::new(Lanes::new(1, 1));
        // More analyses than the lane has permits, each holding its permit.
        let mut busy = Vec::new();
        for _ in 0..4 {
            let lanes = lanes.clone();
            busy.push(tokio::spawn(async move {
                lanes.run(Lane::Analysis, || std::thread::sleep(Duration::from_millis(600))).await
            }));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(lanes.free(Lane::Analysis), 0);
        let asked = Instant::now();
        let answer = lanes.run(Lane::Person, || 42).await.expect("a person's work runs");
        assert_eq!(answer, 42);
        assert!(asked.elapsed() < Duration::from_millis(300), "waited {:?}", asked.elapsed());
        for b in busy {
            b.await.expect("joined").expect("ran");
        }
    }
}
