//! `ludoteca worker --database postgres://…`: one machine's share of the
//! research kept in PostgreSQL (the store's `research.rs`). It claims a
//! task (`FOR UPDATE SKIP LOCKED`), opens its game from the problem's spec,
//! runs the part with the game's own solver
//! ([`Distribute::run`](ludoteca_games::distribute::Distribute::run)) on
//! `--threads` threads, renews its lease with the progress every few
//! seconds, writes the result once, and takes the next task, those of the
//! same problem first. A task of a problem written by another version of
//! the program is left alone, said once in one sentence. Ctrl-C or SIGTERM
//! stops the task under way and hands it back at once; a worker killed
//! outright loses its task until its lease lapses, when another takes it.

use anyhow::{Result, bail};
use ludoteca_core::{Lang, Msg};
use ludoteca_games::distribute::on_threads;
use ludoteca_games::solve::SolveControl;
use ludoteca_store::{Claimed, Discard, Research, Store, Written};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::{Duration, Instant};

/// What a worker is asked to do.
pub struct Request<'a> {
    /// The PostgreSQL database.
    pub database: &'a str,
    /// Threads to compute with (default: the machine's).
    pub threads: Option<usize>,
    /// The memory budget in bytes: a problem that needs more is left to
    /// another worker.
    pub memory: u64,
    /// How long a task stays this worker's without news (renewed every
    /// third of it): after that, another worker takes it over.
    pub lease: Duration,
    /// Stop once no task is left (instead of waiting for more).
    pub once: bool,
}

/// Set by Ctrl-C or SIGTERM: the task under way is handed back and the
/// worker stops.
static STOP: AtomicBool = AtomicBool::new(false);

/// The program as the research tables name it: a task written by another
/// is refused.
pub(crate) fn version() -> String {
    format!("ludoteca {}", env!("CARGO_PKG_VERSION"))
}

/// Refuses, in one sentence, an address that is not PostgreSQL's.
pub(crate) fn check_address(url: &str, lang: Lang) -> Result<()> {
    let t = url.trim();
    if t.starts_with("postgres://") || t.starts_with("postgresql://") || (t.contains('=') && !t.contains("://")) {
        return Ok(());
    }
    bail!("{}", Msg::ResearchAddress { given: ludoteca_core::i18n::Echo::from(url) }.render(lang))
}

/// This machine's name.
fn host() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_else(|| "localhost".into())
}

/// Sets [`STOP`] on the first Ctrl-C or SIGTERM; a second one ends the
/// program at once (its task then waits for its lease to lapse).
fn stop_on_signals() {
    let watch = || -> std::io::Result<()> {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        runtime.block_on(async {
            #[cfg(unix)]
            let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
            for first in [true, false] {
                #[cfg(unix)]
                tokio::select! {
                    c = tokio::signal::ctrl_c() => c?,
                    _ = term.recv() => {}
                }
                #[cfg(not(unix))]
                tokio::signal::ctrl_c().await?;
                if !first {
                    std::process::exit(130);
                }
                STOP.store(true, Ordering::Relaxed);
                eprintln!("stopping: the task under way goes back to the queue (again to quit at once)");
            }
            Ok(())
        })
    };
    let _ = std::thread::Builder::new().name("worker-signals".into()).spawn(move || {
        let _ = watch();
    });
}

/// Sleeps `d`, or less once asked to stop.
fn nap(d: Duration) {
    let end = Instant::now() + d;
    while Instant::now() < end && !STOP.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(50).min(end.saturating_duration_since(Instant::now())));
    }
}

/// Runs `ludoteca worker`.
pub fn run(req: &Request<'_>, lang: Lang) -> Result<()> {
    check_address(req.database, lang)?;
    let store = Store::connect(req.database)?;
    let research = store.research()?;
    let threads = req.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)).max(1);
    let (host, version) = (host(), version());
    let id = format!("{host}-{}", std::process::id());
    research.hello(&id, &host, threads.min(u32::MAX as usize) as u32, &version)?;
    stop_on_signals();
    eprintln!(
        "worker {id}: {threads} {}, tasks of {} from {}; Ctrl-C hands the task under way back and stops",
        if threads == 1 { "thread" } else { "threads" },
        version,
        ludoteca_store::Location::Postgres(req.database.to_string())
    );
    let mut prefer: Option<String> = None;
    let mut said: BTreeSet<String> = BTreeSet::new();
    let outcome = loop {
        if STOP.load(Ordering::Relaxed) {
            break Ok(());
        }
        let claimed = match research.claim(&id, &version, prefer.as_deref(), req.lease) {
            Ok(c) => c,
            Err(e) => break Err(e.into()),
        };
        let Some(task) = claimed else {
            // Problems of another version are left to their own workers.
            for (problem, found) in research.other_versions(&version).unwrap_or_default() {
                if said.insert(problem.clone()) {
                    let msg = Msg::ResearchOtherVersion { problem, found, mine: version.clone() };
                    eprintln!("{}", msg.render(lang));
                }
            }
            if req.once {
                break Ok(());
            }
            nap(Duration::from_secs(1));
            continue;
        };
        prefer = Some(task.problem.clone());
        if let Err(e) = one_task(&research, &id, &task, threads, req, lang) {
            // Handed back for another worker (or a later try); said once.
            let _ = research.release(&task.problem, task.n, &id);
            eprintln!("task {} of `{}` handed back: {e:#}", task.n, task.problem);
            nap(Duration::from_secs(5));
        }
    };
    let _ = research.goodbye(&id);
    outcome
}

/// Runs one claimed task to its end (or to a stop), writing its result.
fn one_task(
    research: &Research<'_>,
    id: &str,
    task: &Claimed,
    threads: usize,
    req: &Request<'_>,
    lang: Lang,
) -> Result<()> {
    let game = task.spec.get("game").and_then(serde_json::Value::as_str).unwrap_or_default();
    let params: ludoteca_games::Params =
        serde_json::from_value(task.spec.get("params").cloned().unwrap_or_default())
            .map_err(|e| anyhow::anyhow!("the problem's parameters cannot be read: {e}"))?;
    let entry = ludoteca_games::open(game, &params)?;
    let cost = entry.cost(ludoteca_games::Work::Outcome(None))?;
    if cost.bytes > req.memory {
        let human = ludoteca_games::cost::human_bytes;
        bail!("{}", Msg::CostTooBigHere { need: human(cost.bytes), limit: human(req.memory) }.render(lang));
    }
    let Some(split) = entry.exact_solver().and_then(|s| s.distribute()) else {
        bail!("{game} has no split solve in this program");
    };
    if split.problem() != task.problem {
        // The same parameters mean another problem here: another version.
        bail!(
            "{}",
            Msg::ResearchOtherVersion {
                problem: task.problem.clone(),
                found: "another program".into(),
                mine: version(),
            }
            .render(lang)
        );
    }
    let started = Instant::now();
    let cancel = AtomicBool::new(false);
    let line = Mutex::new(String::new());
    let progress = |l: &str| {
        if let Ok(mut held) = line.lock() {
            l.clone_into(&mut held);
        }
    };
    let (tx, rx) = mpsc::channel();
    let renew_every = (req.lease / 3).max(Duration::from_millis(100));
    let mut lost = false;
    std::thread::scope(|s| {
        let (cancel, progress) = (&cancel, &progress);
        s.spawn(move || {
            let ctl = SolveControl::new(cancel, progress);
            let _ = tx.send(on_threads(threads, || split.run(&task.payload, &ctl)));
        });
        loop {
            match rx.recv_timeout(renew_every) {
                Ok(answer) => return finish(research, id, task, answer, started, cancel, lost),
                Err(mpsc::RecvTimeoutError::Disconnected) => bail!("the task's thread ended without an answer"),
                Err(mpsc::RecvTimeoutError::Timeout) => {}
            }
            if STOP.load(Ordering::Relaxed) {
                cancel.store(true, Ordering::Relaxed);
            }
            let words = line.lock().map(|l| l.clone()).unwrap_or_default();
            match research.renew(&task.problem, task.n, id, 0, 0, &words, req.lease) {
                Ok(true) => {}
                Ok(false) => {
                    // Taken over, made moot, or its problem is done.
                    lost = true;
                    cancel.store(true, Ordering::Relaxed);
                }
                Err(e) => eprintln!("the lease of task {} could not be renewed: {e}", task.n),
            }
        }
    })
}

/// Writes a task's answer, or hands the task back when it was stopped.
fn finish(
    research: &Research<'_>,
    id: &str,
    task: &Claimed,
    answer: std::result::Result<
        std::result::Result<serde_json::Value, ludoteca_games::SolveError>,
        ludoteca_games::SolveError,
    >,
    started: Instant,
    cancel: &AtomicBool,
    lost: bool,
) -> Result<()> {
    let seconds = started.elapsed().as_secs_f64();
    match answer.and_then(|r| r) {
        Ok(result) => match research.finish(&task.problem, task.n, id, &result)? {
            Written::Written => {
                eprintln!("task {} of `{}` answered in {seconds:.1} s", task.n, task.problem);
                Ok(())
            }
            Written::Discarded(why) => {
                let why = match why {
                    Discard::AlreadyDone => "another worker answered it first",
                    Discard::Unknown => "it is no longer in the database",
                };
                eprintln!("the result of task {} of `{}` was discarded: {why}", task.n, task.problem);
                Ok(())
            }
        },
        Err(_) if cancel.load(Ordering::Relaxed) => {
            if lost {
                eprintln!("task {} of `{}` is no longer needed here: dropped", task.n, task.problem);
            } else if research.release(&task.problem, task.n, id)? {
                eprintln!("task {} of `{}` handed back after {seconds:.1} s", task.n, task.problem);
            }
            Ok(())
        }
        Err(e) => Err(e.into()),
    }
}
