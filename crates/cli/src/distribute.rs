//! `ludoteca solve GAME … --distribute postgres://…`: the solve split into
//! tasks that workers (`ludoteca worker`) share through PostgreSQL, its
//! progress on a bar, and once the merge decides it, exactly what the
//! solve in one piece prints. A second solve of the same problem attaches
//! to the first (the problem's key is its canonical description); finished
//! tasks are kept, so a solve stopped with Ctrl-C goes on where the workers
//! are when started again. `ludoteca solve --status postgres://…` lists the
//! problems, their tasks and the workers.

use crate::GameArgs;
use crate::research_words::{ResearchMsg, say};
use crate::worker::{check_address, retried, version};
use anyhow::{Context, Result, bail};
use indicatif::{ProgressBar, ProgressStyle};
use ludoteca_core::{Lang, Msg};
use ludoteca_games::distribute::{Distribute, Merged};
use ludoteca_games::solve::{SolveControl, SolveError, SolveReport, and_list, games_whose_solver};
use ludoteca_store::{Research, ResearchStatus, Store, Submission, TaskState};
use serde_json::{Value, json};
use std::io::IsTerminal;
use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// The game of `ludoteca solve`: as every subcommand's, except that
/// `--status` needs none.
#[derive(clap::Args)]
pub(crate) struct SolveGame {
    /// The game's id (see `ludoteca games`).
    #[arg(required_unless_present_any = ["script", "status"])]
    id: Option<String>,
    /// A game of your own, written in a Rhai script (see docs/scripts.md).
    #[arg(long, value_name = "FILE", conflicts_with = "id")]
    script: Option<std::path::PathBuf>,
    /// A parameter, name=value (repeatable), e.g. --param heap=2008 --param misere=true.
    #[arg(long = "param", short = 'p', value_name = "NAME=VALUE")]
    params: Vec<String>,
}

impl SolveGame {
    /// The game as the other subcommands take it.
    pub(crate) fn game(self) -> GameArgs {
        GameArgs { id: self.id, script: self.script, params: self.params }
    }
}

/// How often the watch looks for an announcement (and for Ctrl-C).
const POLL: Duration = Duration::from_secs(1);

/// How often the merge reads the tasks again when no announcement wakes it
/// (a lease lapsed, a task taken over): their payloads and results may hold
/// certificates of megabytes, so they are not read every second.
const REREAD: Duration = Duration::from_secs(10);

/// Runs `solve … --distribute URL`, writing the proof's certificates next
/// to `certificate` (the whole there, each part beside it) when asked.
pub fn solve(game: &GameArgs, url: &str, certificate: Option<&Path>, json: bool, lang: Lang) -> Result<()> {
    check_address(url, lang)?;
    let entry = game.open()?;
    let Some(solver) = entry.exact_solver() else { return Err(crate::solve::no_solver(entry.id())) };
    let split = match (solver.distribute(), &game.script) {
        (Some(split), None) => split,
        _ => {
            let games = games_whose_solver(|s| s.distribute().is_some());
            bail!("{}", Msg::ResearchNoSplit { game: entry.id().to_string(), games: and_list(&games) }.render(lang));
        }
    };
    // The shape the environment gives the split, refused before anything is asked.
    let key = ludoteca_games::distribute::key(split).map_err(edge)?;
    if let Some(file) = certificate {
        check_certificate(file, solver.certificates().is_some(), entry.id(), lang)?;
    }
    let store = retried(|| Store::connect(url))?;
    let research = store.research()?;
    let spec = json!({ "game": entry.id(), "params": entry.params() });
    let (mut report, parts, mut results) =
        watch(&research, &key, &spec, split, &|ctl| split.split(ctl).map_err(edge), "solve … --distribute", lang)?;
    if let Err(e) = research.finish_problem(&key, &report.data) {
        eprintln!(
            "the answer could not be kept in the database ({e}); the same solve computes it again from its tasks"
        );
    }
    if let Some(file) = certificate {
        // The parts' certificates, kept beside their tasks.
        for (n, result) in results.iter_mut().enumerate() {
            if let Some(result) = result {
                crate::research_files::put(result, research.files(&key, n as u32)?);
            }
        }
        let written = write_certificates(file, &split.files(&parts, &results)?, lang)?;
        let verify = format!("ludoteca verify {} {}", entry.id(), written.join(" "));
        if let Some(data) = report.data.as_object_mut() {
            data.insert("certificate".into(), json!(file.display().to_string()));
            data.insert("certificate_files".into(), json!(written));
        }
        report.text.push_str(&format!("certificates written: check them with `{verify}`\n"));
    }
    if json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print!("{}", solver.describe_result(&report));
    }
    Ok(())
}

/// A game's refusal as the edge says it: a person's bad input (a split's
/// shape, say) in the person's language.
fn edge(e: SolveError) -> anyhow::Error {
    match e {
        SolveError::Game(g) => g.into(),
        e => e.into(),
    }
}

/// Submits problem `key` (its tasks from `make_parts`, unless it is stored
/// already: then attached to), shows its progress on a bar, and waits until
/// the merge of `split` decides it: its report, parts and results. Ctrl-C
/// stops watching (the tasks stay for the workers; `again` attaches anew).
pub(crate) fn watch(
    research: &Research<'_>,
    key: &str,
    spec: &Value,
    split: &dyn Distribute,
    make_parts: &dyn Fn(&SolveControl<'_>) -> Result<Vec<Value>>,
    again: &str,
    lang: Lang,
) -> Result<(SolveReport, Vec<Value>, Vec<Option<Value>>)> {
    let mine = version();
    let wake = retried(|| research.wakeups())?;
    crate::solve::INTERRUPTED.store(false, Ordering::Relaxed);
    crate::solve::stop_on_ctrl_c();
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{spinner} {pos}/{len} tasks {wide_msg} [{elapsed}]").expect("a valid template"),
    );
    bar.enable_steady_tick(Duration::from_millis(200));
    let mut parts: Option<Vec<Value>> = None;
    let problem = loop {
        let stored = match research.problem(key) {
            Ok(Some(p)) => Ok(p),
            Ok(None) => {
                if parts.is_none() {
                    bar.set_message(format!("splitting {key}"));
                    let line = |l: &str| bar.set_message(l.to_string());
                    match make_parts(&SolveControl::new(&crate::solve::INTERRUPTED, &line)) {
                        Ok(made) => parts = Some(made),
                        Err(e) => {
                            bar.finish_and_clear();
                            return Err(e);
                        }
                    }
                }
                // Their bytes (certificates) kept beside them, not in their JSON.
                let mut payloads = parts.clone().unwrap_or_default();
                let files: Vec<ludoteca_store::Files> = payloads.iter_mut().map(crate::research_files::take).collect();
                research
                    .submit_problem(&Submission { key, spec, version: &mine, payloads: &payloads, files: &files })
                    .map(|(_, p)| p)
            }
            Err(e) => Err(e),
        };
        match stored {
            Ok(p) => break p,
            Err(e) if !crate::solve::INTERRUPTED.load(Ordering::Relaxed) => {
                // The database is away: ask again (submitting twice only attaches).
                bar.set_message(format!("the database did not answer ({e}); asking again"));
                std::thread::sleep(Duration::from_secs(1));
            }
            Err(e) => {
                bar.finish_and_clear();
                return Err(e.into());
            }
        }
    };
    if problem.version != mine {
        bar.finish_and_clear();
        bail!("{}", Msg::ResearchOtherVersion { problem: key.to_string(), found: problem.version, mine }.render(lang));
    }
    let decided = loop {
        let tasks = match research.tasks(key) {
            Ok(tasks) => tasks,
            Err(e) if !crate::solve::INTERRUPTED.load(Ordering::Relaxed) => {
                // The database is away: ask again (the workers wait too).
                bar.set_message(format!("the database did not answer ({e}); asking again"));
                std::thread::sleep(Duration::from_secs(1));
                continue;
            }
            Err(e) => {
                bar.finish_and_clear();
                return Err(e.into());
            }
        };
        let parts: Vec<Value> = tasks.iter().map(|t| t.payload.clone()).collect();
        let results: Vec<Option<Value>> = tasks.iter().map(|t| t.result.clone()).collect();
        let merged = split.merge(&parts, &results);
        // A failed task the merge still needs (or cannot read): it will
        // never be answered.
        let needs = |n: u32| match &merged {
            Ok(Merged::Open { moot, .. }) => !moot.contains(&(n as usize)),
            Ok(Merged::Done(_)) => false,
            Err(_) => true,
        };
        if let Some(t) = tasks.iter().find(|t| t.state == TaskState::Failed && needs(t.n)) {
            bar.finish_and_clear();
            let why = t.progress.clone().unwrap_or_default();
            bail!("{}", say(ResearchMsg::RsTaskFailed { n: t.n.into(), problem: key.into(), why }, lang));
        }
        match merged? {
            Merged::Done(report) => break (report, parts, results),
            Merged::Open { line, moot } => {
                let moot: Vec<u32> = moot
                    .into_iter()
                    .filter(|&i| {
                        tasks.get(i).is_some_and(|t| matches!(t.state, TaskState::Queued | TaskState::Running))
                    })
                    .map(|i| i as u32)
                    .collect();
                if !moot.is_empty() {
                    // Not needed for the answer: a failure only costs work.
                    let _ = research.set_moot(key, &moot);
                }
                let needed = tasks.iter().filter(|t| t.state != TaskState::Moot).count() - moot.len();
                let done = tasks.iter().filter(|t| t.state == TaskState::Done).count();
                let running = tasks.iter().filter(|t| t.state == TaskState::Running).count();
                bar.set_length(needed as u64);
                bar.set_position(done as u64);
                // The bounds with what the running tasks have proved so far.
                let standing: Vec<Option<Value>> = tasks.iter().map(|t| t.standing.clone()).collect();
                let line = split.bounds(&parts, &results, &standing).ok().flatten().unwrap_or(line);
                bar.set_message(format!("{line}; {running} running"));
            }
        }
        if crate::solve::INTERRUPTED.load(Ordering::Relaxed) {
            bar.finish_and_clear();
            bail!("{}", say(ResearchMsg::RsStopped { problem: key.into(), again: again.into() }, lang));
        }
        // Woken by an answer (or a lost listener: anything may have
        // changed); else the tasks are read again every REREAD.
        let since = std::time::Instant::now();
        while wake.wait(POLL).is_empty()
            && since.elapsed() < REREAD
            && !crate::solve::INTERRUPTED.load(Ordering::Relaxed)
        {}
    };
    bar.finish_and_clear();
    Ok(decided)
}

/// Refuses, in one sentence, a certificate a split solve cannot write.
fn check_certificate(file: &Path, writes: bool, game: &str, lang: Lang) -> Result<()> {
    if !writes {
        let games = and_list(&games_whose_solver(|s| s.distribute().is_some() && s.certificates().is_some()));
        bail!("{}", say(ResearchMsg::RsCertificateGames { games, game: game.into() }, lang));
    }
    if !file.extension().is_some_and(|e| e.eq_ignore_ascii_case("zst")) {
        bail!("{}", say(ResearchMsg::RsCertificateZst { file: file.display().to_string() }, lang));
    }
    Ok(())
}

/// Writes a decided problem's `files`: the last (the whole) at `file`, the
/// others beside it as `<stem>-<name>.bin.zst`; answers the paths written,
/// in the order `ludoteca verify` takes them.
fn write_certificates(file: &Path, files: &[(String, Vec<u8>)], lang: Lang) -> Result<Vec<String>> {
    let Some(((_, whole), parts)) = files.split_last() else {
        bail!("{}", say(ResearchMsg::RsNoCertificate, lang));
    };
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let stem = name.strip_suffix(".zst").unwrap_or(&name);
    let stem = stem.strip_suffix(".bin").unwrap_or(stem);
    let mut written = Vec::new();
    for (part, bytes) in parts {
        let path = file.with_file_name(format!("{stem}-{part}.bin.zst"));
        std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
        written.push(path.display().to_string());
    }
    std::fs::write(file, whole).with_context(|| format!("cannot write {}", file.display()))?;
    written.push(file.display().to_string());
    Ok(written)
}

/// Milliseconds ago, in words.
fn ago(now: i64, then: i64) -> String {
    let s = (now - then).max(0) / 1000;
    if s < 120 { format!("{s} s ago") } else { format!("{} min ago", s / 60) }
}

/// Runs `solve --status URL`.
pub fn status(url: &str, json: bool, lang: Lang) -> Result<()> {
    check_address(url, lang)?;
    let store = retried(|| Store::connect(url))?;
    let research = store.research()?;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64);
    let status = research.status()?;
    let standing = &ludoteca_games::distribute::standing;
    if json {
        println!("{}", status.to_json(standing));
        return Ok(());
    }
    let (problems, workers) = (&status.problems, &status.workers);
    let mut text = String::new();
    text.push_str(&format!("{} {}\n", problems.len(), if problems.len() == 1 { "problem" } else { "problems" }));
    for (p, tasks) in problems {
        let count = |s: TaskState| tasks.iter().filter(|t| t.state == s).count();
        let (done, running, queued, moot, failed) = (
            count(TaskState::Done),
            count(TaskState::Running),
            count(TaskState::Queued),
            count(TaskState::Moot),
            count(TaskState::Failed),
        );
        text.push_str(&format!(
            "  {} — {}, written by {}: {} tasks, {done} done, {running} running, {queued} queued, {moot} moot, {failed} failed; {} {} discarded\n",
            p.key,
            if p.done { "done" } else { "open" },
            p.version,
            p.tasks,
            p.discarded,
            if p.discarded == 1 { "result" } else { "results" },
        ));
        if let Some(r) = &p.result {
            text.push_str(&format!("    result: {r}\n"));
        }
        if let Some(line) = ResearchStatus::standing(p, tasks, standing) {
            text.push_str(&format!("    {line}\n"));
        }
        for t in tasks.iter().filter(|t| t.state == TaskState::Running) {
            let until = t.until_ms.unwrap_or(now);
            let lease = if until < now {
                "lease lapsed: the next worker takes it".to_string()
            } else {
                format!("lease {} s left", (until - now) / 1000)
            };
            text.push_str(&format!(
                "    task {} on {} (run {}, {lease}): {}\n",
                t.n,
                t.owner.as_deref().unwrap_or("?"),
                t.runs,
                t.progress.as_deref().unwrap_or("started")
            ));
        }
        for t in tasks.iter().filter(|t| t.state == TaskState::Failed) {
            text.push_str(&format!(
                "    task {} failed on {}, not retried: {}\n",
                t.n,
                t.owner.as_deref().unwrap_or("?"),
                t.progress.as_deref().unwrap_or("no reason given")
            ));
        }
    }
    text.push_str(&format!("{} {}\n", workers.len(), if workers.len() == 1 { "worker" } else { "workers" }));
    for w in workers {
        let state = match (&w.stopped_ms, &w.task) {
            (Some(_), _) => "stopped".to_string(),
            (None, Some(task)) => format!("on {task}"),
            (None, None) => "idle".to_string(),
        };
        text.push_str(&format!(
            "  {} ({} {}, {}): {state}, seen {}\n",
            w.id,
            w.threads,
            if w.threads == 1 { "thread" } else { "threads" },
            w.version,
            ago(now, w.seen_ms)
        ));
    }
    print!("{text}");
    Ok(())
}
