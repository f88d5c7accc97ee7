//! `ludoteca worker --database postgres://…`: one machine's share of the
//! research kept in PostgreSQL (the store's `research.rs`). It claims a
//! task (`FOR UPDATE SKIP LOCKED`), opens its game from the problem's spec,
//! runs the part with the game's own solver on `--threads` threads, renews
//! its lease with the progress every few seconds, writes the result once,
//! and takes the next task, those of the same problem first: the tasks of
//! one problem run in one session ([`Distribute::run_many`]), which keeps
//! what they share (the game's engine, its solver's cache). A task of a
//! split check (`verify … --distribute`) is a part certificate, checked
//! alone with the game's independent checker. A task of a
//! problem written by another version of the program is left alone, said
//! once in one sentence. A part the game cannot run (a malformed payload)
//! fails once, its reason kept for `solve --status`, and is never retried.
//! Ctrl-C or SIGTERM
//! stops the task under way and hands it back at once; a worker killed
//! outright loses its task until its lease lapses, when another takes it.

use crate::research_words::{ResearchMsg, say};
use anyhow::{Result, bail};
use ludoteca_core::{Lang, Msg};
use ludoteca_games::distribute::{CheckParts, Distribute, Parts, on_threads};
use ludoteca_games::solve::SolveControl;
use ludoteca_store::{Claimed, Discard, Research, Store, Wakeups, Written};
use std::collections::BTreeSet;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
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

/// `ask`, asked again for up to 5 s while PostgreSQL fails (a connection
/// cut, a database restarting): a cut while a worker or a solve starts
/// stops nothing, as a cut later does not. Other errors at once.
pub(crate) fn retried<T>(mut ask: impl FnMut() -> std::result::Result<T, ludoteca_store::StoreError>) -> Result<T> {
    let end = Instant::now() + Duration::from_secs(5);
    loop {
        match ask() {
            Err(ludoteca_store::StoreError::Postgres(_)) if Instant::now() < end => {
                std::thread::sleep(Duration::from_millis(250));
            }
            other => return Ok(other?),
        }
    }
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
fn stop_on_signals(lang: Lang) {
    let watch = move || -> std::io::Result<()> {
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
                eprintln!("{}", say(ResearchMsg::RsStopping, lang));
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

/// Waits at most `d` for news of the research (a task submitted or handed
/// back), or less once asked to stop.
fn idle(wake: &Wakeups, d: Duration) {
    let end = Instant::now() + d;
    while Instant::now() < end && !STOP.load(Ordering::Relaxed) {
        if !wake.wait(Duration::from_millis(200).min(end.saturating_duration_since(Instant::now()))).is_empty() {
            return;
        }
    }
}

/// Runs `ludoteca worker`.
pub fn run(req: &Request<'_>, lang: Lang) -> Result<()> {
    check_address(req.database, lang)?;
    let store = retried(|| Store::connect(req.database))?;
    let research = store.research()?;
    let threads = req.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)).max(1);
    let (host, version) = (host(), version());
    let id = format!("{host}-{}", std::process::id());
    retried(|| research.hello(&id, &host, threads.min(u32::MAX as usize) as u32, &version))?;
    let wake = retried(|| research.wakeups())?;
    stop_on_signals(lang);
    let place = ludoteca_store::Location::Postgres(req.database.to_string()).to_string();
    let start = ResearchMsg::RsWorkerStart { id: id.clone(), threads: threads as u64, version: version.clone(), place };
    eprintln!("{}", say(start, lang));
    let mut said: BTreeSet<String> = BTreeSet::new();
    let mut pending: Option<Claimed> = None;
    let outcome = loop {
        if STOP.load(Ordering::Relaxed) {
            if let Some(t) = pending.take() {
                let _ = research.release(&t.problem, t.n, &id);
            }
            break Ok(());
        }
        let claimed = match pending.take() {
            Some(t) => Some(t),
            None => match research.claim(&id, &version, None, req.lease) {
                Ok(c) => c,
                Err(e) => {
                    // The database is away (restarted, the network cut): the
                    // pool connects again at the next question.
                    eprintln!("{}", say(ResearchMsg::RsDbAway { why: e.to_string() }, lang));
                    nap(Duration::from_secs(5));
                    continue;
                }
            },
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
            // Woken by a task submitted or handed back; a lapsed lease
            // announces nothing, so look again within a second anyway.
            idle(&wake, Duration::from_secs(1));
            continue;
        };
        let (problem, n) = (task.problem.clone(), task.n);
        match session(&research, &id, task, threads, req, lang) {
            Ok((next, stalled)) => {
                pending = next;
                if stalled {
                    nap(Duration::from_secs(5));
                }
            }
            Err(e) => {
                // Handed back for another worker (or a later try).
                let _ = research.release(&problem, n, &id);
                eprintln!("{}", say(ResearchMsg::RsHandedBack { n: n.into(), problem, why: format!("{e:#}") }, lang));
                nap(Duration::from_secs(5));
            }
        }
    };
    let _ = research.goodbye(&id);
    outcome
}

/// The task a session is on, shared by the solving thread (which moves
/// from task to task) and the thread renewing its lease.
struct Current {
    task: Option<Claimed>,
    /// The lease was lost (taken over, moot, problem done): stop it.
    lost: bool,
    started: Instant,
}

/// Where the solving thread gets its parts and writes their answers.
struct Supply<'a, 'r> {
    research: &'a Research<'r>,
    /// The language of the worker's own lines (a failed part's reason is
    /// kept as data, said in each reader's language).
    lang: Lang,
    id: &'a str,
    version: String,
    lease: Duration,
    key: String,
    split: &'a dyn Distribute,
    /// The first task, not yet handed out.
    first: Option<Claimed>,
    current: &'a Mutex<Current>,
    /// The last line the running part said, forgotten when the next part
    /// starts (else that part's lease would be renewed with the bounds the
    /// one before it proved).
    line: &'a Mutex<Said>,
    cancel: &'a AtomicBool,
    /// A task of another problem, claimed when this one had none left.
    pending: Option<Claimed>,
    /// A database error that ended the session.
    failed: Option<anyhow::Error>,
    /// A part failed (and was handed back): the session ends, and the
    /// worker waits a little before it claims again.
    stalled: bool,
}

fn lock<'m>(m: &'m Mutex<Current>) -> std::sync::MutexGuard<'m, Current> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Parts for Supply<'_, '_> {
    fn next(&mut self) -> Option<serde_json::Value> {
        if STOP.load(Ordering::Relaxed) || self.failed.is_some() || self.stalled {
            return None;
        }
        let task = match self.first.take() {
            Some(t) => t,
            None => match self.research.claim(self.id, &self.version, Some(&self.key), self.lease) {
                Ok(Some(t)) if t.problem == self.key => t,
                Ok(Some(other)) => {
                    self.pending = Some(other);
                    return None;
                }
                Ok(None) => return None,
                Err(e) => {
                    self.failed = Some(e.into());
                    return None;
                }
            },
        };
        // The part as it should be solved now (a budget from the results
        // known, say); as written when the others cannot be read, or when
        // the split does not prepare its parts (their tasks may hold
        // certificates of megabytes: not read for nothing).
        let tasks = if self.split.prepares() { self.research.tasks(&self.key).ok() } else { None };
        let payload = tasks
            .and_then(|tasks| {
                let parts: Vec<serde_json::Value> = tasks.iter().map(|t| t.payload.clone()).collect();
                let results: Vec<Option<serde_json::Value>> = tasks.iter().map(|t| t.result.clone()).collect();
                self.split.prepare(&parts, &results, task.n as usize).ok()
            })
            .unwrap_or_else(|| task.payload.clone());
        // Its bytes (a certificate to check), kept beside it.
        let mut payload = payload;
        match self.research.files(&task.problem, task.n) {
            Ok(files) => crate::research_files::put(&mut payload, files),
            Err(e) => {
                self.failed = Some(e.into());
                let _ = self.research.release(&task.problem, task.n, self.id);
                return None;
            }
        }
        let mut current = lock(self.current);
        self.cancel.store(false, Ordering::Relaxed);
        if let Ok(mut said) = self.line.lock() {
            *said = Said::Words(String::new());
        }
        *current = Current { task: Some(task), lost: false, started: Instant::now() };
        Some(payload)
    }

    fn answer(&mut self, answer: std::result::Result<serde_json::Value, ludoteca_games::SolveError>) {
        let mut current = lock(self.current);
        let (Some(task), lost, started) = (current.task.take(), current.lost, current.started) else { return };
        drop(current);
        // The reason a part fails is kept as data: each reader says it.
        let answer = answer.map_err(|e| e.kept());
        if let Err(e) = finish(self.research, self.id, &task, answer, started, self.cancel, lost, self.lang) {
            let _ = self.research.release(&task.problem, task.n, self.id);
            let (n, problem) = (task.n.into(), task.problem.clone());
            eprintln!("{}", say(ResearchMsg::RsHandedBack { n, problem, why: format!("{e:#}") }, self.lang));
            self.stalled = true;
        }
    }
}

/// Runs the tasks of `first`'s problem, one after another with what they
/// share kept (the game's engine and its solver's cache), until none is
/// left or the worker stops; answers a task of another problem claimed on
/// the way.
fn session(
    research: &Research<'_>,
    id: &str,
    first: Claimed,
    threads: usize,
    req: &Request<'_>,
    lang: Lang,
) -> Result<(Option<Claimed>, bool)> {
    let game = first.spec.get("game").and_then(serde_json::Value::as_str).unwrap_or_default();
    let params: ludoteca_games::Params = serde_json::from_value(first.spec.get("params").cloned().unwrap_or_default())
        .map_err(|e| anyhow::anyhow!("{}", say(ResearchMsg::RsParams { why: e.to_string() }, lang)))?;
    let entry = ludoteca_games::open(game, &params)?;
    // A split check (`verify --distribute`): each part certificate checked
    // alone by the game's checker, whose memory is bounded by its own.
    let checks = first.spec.get("verify").and_then(serde_json::Value::as_bool) == Some(true);
    let checker = entry.exact_solver().and_then(|s| s.certificates()).filter(|_| checks).map(CheckParts);
    if !checks {
        let cost = entry.cost(ludoteca_games::Work::Outcome(None))?;
        if cost.bytes > req.memory {
            let human = ludoteca_games::cost::human_bytes;
            bail!("{}", Msg::CostTooBigHere { need: human(cost.bytes), limit: human(req.memory) }.render(lang));
        }
    }
    let split: &dyn Distribute = match (&checker, entry.exact_solver().and_then(|s| s.distribute())) {
        (Some(checker), _) => checker,
        (None, Some(split)) if !checks => split,
        _ if checks => bail!("{}", say(ResearchMsg::RsNoSplitCheck { game: game.into() }, lang)),
        _ => bail!("{}", say(ResearchMsg::RsNoSplitSolve { game: game.into() }, lang)),
    };
    if !checks && !ludoteca_games::distribute::is_key_of(&first.problem, split) {
        // The same parameters mean another problem here: another version.
        bail!(
            "{}",
            Msg::ResearchOtherVersion {
                problem: first.problem.clone(),
                found: say(ResearchMsg::RsAnotherProgram, lang),
                mine: version()
            }
            .render(lang)
        );
    }
    let cancel = AtomicBool::new(false);
    // The last line the part said: a message (kept as data at the next
    // renewal, said later in each reader's language) or a solver's plain
    // words (kept as they are).
    let line: Mutex<Said> = Mutex::new(Said::Words(String::new()));
    let progress = |l: &str| {
        if let Ok(mut held) = line.lock() {
            *held = Said::Words(l.to_string());
        }
    };
    let keep = |m: &Msg| {
        if let Ok(mut held) = line.lock() {
            *held = Said::Msg(m.clone());
        }
    };
    let current = Mutex::new(Current { task: None, lost: false, started: Instant::now() });
    let mut supply = Supply {
        research,
        lang,
        id,
        version: version(),
        lease: req.lease,
        key: first.problem.clone(),
        split,
        first: Some(first),
        current: &current,
        line: &line,
        cancel: &cancel,
        pending: None,
        failed: None,
        stalled: false,
    };
    let renew_every = (req.lease / 3).max(Duration::from_millis(100));
    let done = AtomicBool::new(false);
    let ran = std::thread::scope(|s| {
        let (cancel, progress, keep, supply, done) = (&cancel, &progress, &keep, &mut supply, &done);
        let solving = s.spawn(move || {
            let ctl = SolveControl::new(cancel, progress).in_lang(lang).keeping(keep);
            let ran = on_threads(threads, || split.run_many(supply, &ctl));
            done.store(true, Ordering::Relaxed);
            ran
        });
        let mut last = Instant::now();
        while !done.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(20));
            if STOP.load(Ordering::Relaxed) {
                cancel.store(true, Ordering::Relaxed);
            }
            if last.elapsed() < renew_every {
                continue;
            }
            last = Instant::now();
            // Renewed under the lock: the solving thread cannot move to its
            // next task meanwhile (a refusal then stops the right one).
            let mut held = lock(&current);
            let Some(task) = held.task.as_ref() else { continue };
            let (words, standing) = match line.lock() {
                Ok(said) => said.kept(split),
                Err(_) => (String::new(), None),
            };
            let progress = ludoteca_store::Progress { done: 0, total: 0, words: &words, standing: standing.as_ref() };
            match research.renew_with(&task.problem, task.n, id, &progress, req.lease) {
                Ok(true) => {}
                Ok(false) => {
                    // Taken over, made moot, or its problem is done.
                    held.lost = true;
                    cancel.store(true, Ordering::Relaxed);
                }
                Err(e) => {
                    eprintln!("{}", say(ResearchMsg::RsLeaseNotRenewed { n: task.n.into(), why: e.to_string() }, lang));
                }
            }
        }
        solving.join()
    });
    match ran {
        Ok(Ok(())) => {}
        Ok(Err(e)) => return Err(e.into()),
        Err(_) => bail!("{}", say(ResearchMsg::RsSolvingThread, lang)),
    }
    if let Some(e) = supply.failed {
        return Err(e);
    }
    Ok((supply.pending, supply.stalled))
}

/// The last line a running part said.
enum Said {
    /// A solver's plain words.
    Words(String),
    /// A message.
    Msg(Msg),
}

impl Said {
    /// The line as the database keeps it (a message as data,
    /// `ludoteca_core::i18n::kept`; plain words as they are), and what the
    /// part has proved so far when the message says ([`Distribute::standing`]).
    fn kept(&self, split: &dyn Distribute) -> (String, Option<serde_json::Value>) {
        match self {
            Said::Words(words) => (words.clone(), None),
            Said::Msg(msg) => match ludoteca_core::i18n::kept::data(msg) {
                Some(data) => (data.to_string(), split.standing(&data)),
                None => (msg.render(Lang::EN), None),
            },
        }
    }
}

/// Writes a task's answer, hands the task back when it was stopped, or
/// marks it failed when its part could not be run (its reason `why` kept
/// as [`ludoteca_games::SolveError::kept`] writes it); says what became of
/// it in `lang`.
#[allow(clippy::too_many_arguments)]
fn finish(
    research: &Research<'_>,
    id: &str,
    task: &Claimed,
    answer: std::result::Result<serde_json::Value, String>,
    started: Instant,
    cancel: &AtomicBool,
    lost: bool,
    lang: Lang,
) -> Result<()> {
    let seconds = ludoteca_core::i18n::Decimal::fixed(started.elapsed().as_secs_f64(), 1);
    let (n, problem) = (u64::from(task.n), task.problem.clone());
    match answer {
        Ok(mut result) => {
            let files = crate::research_files::take(&mut result);
            // A part too big for one worker answers with smaller ones:
            // added to the problem with its answer, in one transaction.
            let answer = match ludoteca_games::distribute::split_off(&mut result) {
                Some(parts) => research.finish_split(&task.problem, task.n, id, &result, &parts)?,
                None => research.finish_with_files(&task.problem, task.n, id, &result, &files)?,
            };
            written(task, answer, seconds, lang);
            Ok(())
        }
        Err(_) if cancel.load(Ordering::Relaxed) => {
            if lost {
                eprintln!("{}", say(ResearchMsg::RsTaskDropped { n, problem }, lang));
            } else if research.release(&task.problem, task.n, id)? {
                eprintln!("{}", say(ResearchMsg::RsHandedBackAfter { n, problem, seconds }, lang));
            }
            Ok(())
        }
        Err(why) => {
            // The part itself cannot be run (a payload this game cannot
            // read): it would fail the same way everywhere, so it fails
            // once, its reason kept (as data, said in each reader's
            // language), and is never claimed again.
            if research.fail(&task.problem, task.n, id, &why)? {
                let why = ludoteca_games::distribute::said(&why, lang);
                eprintln!("{}", say(ResearchMsg::RsTaskNotRetried { n, problem, why }, lang));
            }
            Ok(())
        }
    }
}

/// Says what became of a task's answer.
fn written(task: &Claimed, written: Written, seconds: ludoteca_core::i18n::Decimal, lang: Lang) {
    let (n, problem) = (u64::from(task.n), task.problem.clone());
    match written {
        Written::Written => eprintln!("{}", say(ResearchMsg::RsTaskAnswered { n, problem, seconds }, lang)),
        Written::Discarded(why) => {
            let why = match why {
                Discard::AlreadyDone => ResearchMsg::RsDiscardedFirst,
                Discard::Unknown => ResearchMsg::RsDiscardedGone,
            };
            eprintln!("{}", say(ResearchMsg::RsResultDiscarded { n, problem, why: why.into() }, lang));
        }
    }
}
