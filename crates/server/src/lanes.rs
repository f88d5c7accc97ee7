//! Lanes (*filas*): the server's blocking work runs in lanes with permits
//! of their own, so that a person's request — a hint, a question, the
//! champion's reply in a match against a person — never queues behind
//! analyses (outcomes, tables, periods, matches of the champion against
//! itself), and the moves' commits, which only wait for the store, neither
//! hold the async workers nor queue behind thinking.
//!
//! Within a lane, each person (*quem pede*: a client's address, or one
//! match) holds at most its share of the permits ([`Lanes::run_as`]): one
//! client's two dozen champions queue behind one another, never in front
//! of another person's hint.

use crate::error::{ApiError, RETRY_SECS};
use ludoteca_core::Msg;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, SemaphorePermit};

/// Which lane a piece of work takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// Each person's own permits in each lane, at most half the lane's:
    /// made when the person first asks, removed once they hold none.
    shares: Mutex<HashMap<(Lane, String), Arc<Semaphore>>>,
    /// How many permits of the person's lane and of the analyses' lane one
    /// person may hold at once.
    share: [usize; 2],
}

/// Who asks for work: one person's share of the lanes. Made from a
/// client's address ([`Who::address`]) or one match ([`Who::of_match`]);
/// [`Who::anyone`] takes no share (work nobody can multiply: a teacher's
/// board, a commit).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Who(String);

impl Who {
    /// A client, by its address.
    pub(crate) fn address(ip: std::net::IpAddr) -> Who {
        Who(format!("a {ip}"))
    }

    /// The people of one match (a class's pupil, a match whose creator is
    /// not known after a restart).
    pub(crate) fn of_match(id: &str) -> Who {
        Who(format!("m {id}"))
    }

    /// No one in particular: no share is taken.
    pub(crate) fn anyone() -> Who {
        Who(String::new())
    }
}

/// A permit of a lane held for one person: their share's and the lane's.
pub(crate) struct Held<'a> {
    _lane: SemaphorePermit<'a>,
    _mine: Option<Mine<'a>>,
}

/// A permit of one person's share; its share leaves the map when no one
/// holds or waits for it.
struct Mine<'a> {
    lanes: &'a Lanes,
    key: (Lane, String),
    permit: Option<OwnedSemaphorePermit>,
}

impl Drop for Mine<'_> {
    fn drop(&mut self) {
        drop(self.permit.take());
        let mut shares = self.lanes.shares.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if shares.get(&self.key).is_some_and(|s| Arc::strong_count(s) == 1) {
            shares.remove(&self.key);
        }
    }
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
            shares: Mutex::new(HashMap::new()),
            // Half of each lane: whoever asks most leaves the other half to
            // everyone else.
            share: [cores, cores.div_ceil(2)],
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

    /// A permit of `lane` for `who`: first one of their share (they wait
    /// behind their own work), then one of the lane.
    pub(crate) async fn permit_as(&self, who: &Who, lane: Lane) -> Result<Held<'_>, ApiError> {
        let share = match lane {
            Lane::Person => self.share[0],
            Lane::Analysis => self.share[1],
            Lane::Commit => 0,
        };
        let mine = if who.0.is_empty() || share == 0 {
            None
        } else {
            let key = (lane, who.0.clone());
            let share = {
                let mut shares = self.shares.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                shares.entry(key.clone()).or_insert_with(|| Arc::new(Semaphore::new(share))).clone()
            };
            // The guard is made before the wait: a cancelled wait still
            // takes an unused share out of the map.
            let mut mine = Mine { lanes: self, key, permit: None };
            mine.permit =
                Some(share.acquire_owned().await.map_err(|_| ApiError::unavailable(Msg::SvStopping, RETRY_SECS))?);
            Some(mine)
        };
        Ok(Held { _lane: self.permit(lane).await?, _mine: mine })
    }

    /// Runs `work` on a blocking thread once `lane` has a permit for it.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        lane: Lane,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        self.run_as(&Who::anyone(), lane, work).await
    }

    /// Runs `work` for `who` on a blocking thread, once their share and
    /// `lane` have a permit for it.
    pub(crate) async fn run_as<T: Send + 'static>(
        &self,
        who: &Who,
        lane: Lane,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let _held = self.permit_as(who, lane).await?;
        blocking(work).await
    }

    /// How many people hold or wait for a share now (for the tests).
    #[cfg(test)]
    pub(crate) fn people(&self) -> usize {
        self.shares.lock().unwrap_or_else(std::sync::PoisonError::into_inner).len()
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

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_client_holds_at_most_its_share_and_never_queues_another_person() {
        // Two cores: four permits for people, two a person.
        let lanes = std::sync::Arc::new(Lanes::new(2, 1));
        let greedy = Who::address("127.0.0.2".parse().unwrap());
        let mut busy = Vec::new();
        for _ in 0..24 {
            let (lanes, greedy) = (lanes.clone(), greedy.clone());
            busy.push(tokio::spawn(async move {
                lanes.run_as(&greedy, Lane::Person, || std::thread::sleep(Duration::from_millis(300))).await
            }));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert_eq!(lanes.free(Lane::Person), 2, "the greedy client holds its share, no more");
        for n in 0..3 {
            let asked = Instant::now();
            let other = Who::address(format!("127.0.0.{}", 10 + n).parse().unwrap());
            assert_eq!(lanes.run_as(&other, Lane::Person, || 42).await.expect("runs"), 42);
            assert!(asked.elapsed() < Duration::from_millis(150), "another person waited {:?}", asked.elapsed());
        }
        for b in busy {
            b.await.expect("joined").expect("ran");
        }
        assert_eq!(lanes.people(), 0, "no share is kept once its work is done");
        assert_eq!(lanes.free(Lane::Person), 4);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_clients_analyses_never_hold_its_own_hints() {
        let lanes = std::sync::Arc::new(Lanes::new(2, 1));
        let me = Who::address("127.0.0.1".parse().unwrap());
        let mut busy = Vec::new();
        for _ in 0..6 {
            let (lanes, me) = (lanes.clone(), me.clone());
            busy.push(tokio::spawn(async move {
                lanes.run_as(&me, Lane::Analysis, || std::thread::sleep(Duration::from_millis(300))).await
            }));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert_eq!(lanes.free(Lane::Analysis), 1, "one client holds half the analyses' lane");
        let asked = Instant::now();
        assert_eq!(lanes.run_as(&me, Lane::Person, || 7).await.expect("runs"), 7);
        assert!(asked.elapsed() < Duration::from_millis(150), "the hint waited {:?}", asked.elapsed());
        for b in busy {
            b.await.expect("joined").expect("ran");
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_cancelled_wait_leaves_no_share_behind() {
        let lanes = std::sync::Arc::new(Lanes::new(1, 1));
        let who = Who::of_match("m1");
        let held = lanes.permit_as(&who, Lane::Person).await.expect("a permit");
        let waiting = {
            let (lanes, who) = (lanes.clone(), who.clone());
            tokio::spawn(async move { lanes.permit_as(&who, Lane::Person).await.map(|_| ()) })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        waiting.abort();
        let _ = waiting.await;
        drop(held);
        assert_eq!(lanes.people(), 0);
    }
}
