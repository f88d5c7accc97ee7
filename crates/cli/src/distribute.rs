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
    let Some(solver) = entry.exact_solver() else { return Err(crate::solve::no_solver(entry.id(), lang)) };
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
        eprintln!("{}", say(ResearchMsg::RsAnswerNotKept { why: e.to_string() }, lang));
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
        report.then(ResearchMsg::RsCertificatesWritten { verify });
    }
    if json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print!("{}", solver.describe_result(&report, lang));
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
    crate::solve::stop_on_ctrl_c(lang);
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
    // The bar's word for its tasks, its braces doubled (a template's own).
    let tasks_word = say(ResearchMsg::RsBarTasks, lang).replace('{', "{{").replace('}', "}}");
    let template = format!("{{spinner}} {{pos}}/{{len}} {tasks_word} {{wide_msg}} [{{elapsed}}]");
    bar.set_style(ProgressStyle::with_template(&template).unwrap_or_else(|_| ProgressStyle::default_spinner()));
    bar.enable_steady_tick(Duration::from_millis(200));
    let mut parts: Option<Vec<Value>> = None;
    let problem = loop {
        let stored = match research.problem(key) {
            Ok(Some(p)) => Ok(p),
            Ok(None) => {
                if parts.is_none() {
                    bar.set_message(say(ResearchMsg::RsSplitting { key: key.into() }, lang));
                    let line = |l: &str| bar.set_message(l.to_string());
                    match make_parts(&SolveControl::new(&crate::solve::INTERRUPTED, &line).in_lang(lang)) {
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
                bar.set_message(say(ResearchMsg::RsDbAwayAgain { why: e.to_string() }, lang));
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
                bar.set_message(say(ResearchMsg::RsDbAwayAgain { why: e.to_string() }, lang));
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
            let why = ludoteca_games::distribute::said(t.progress.as_deref().unwrap_or_default(), lang);
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
                bar.set_message(say(ResearchMsg::RsBarLine { line: line.into(), running: running as u64 }, lang));
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
    let cannot = |p: &Path| say(ResearchMsg::RsCannotWrite { file: p.display().to_string() }, lang);
    let Some(((_, whole), parts)) = files.split_last() else {
        bail!("{}", say(ResearchMsg::RsNoCertificate, lang));
    };
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let stem = name.strip_suffix(".zst").unwrap_or(&name);
    let stem = stem.strip_suffix(".bin").unwrap_or(stem);
    let mut written = Vec::new();
    for (part, bytes) in parts {
        let path = file.with_file_name(format!("{stem}-{part}.bin.zst"));
        std::fs::write(&path, bytes).with_context(|| cannot(&path))?;
        written.push(path.display().to_string());
    }
    std::fs::write(file, whole).with_context(|| cannot(file))?;
    written.push(file.display().to_string());
    Ok(written)
}

/// Milliseconds ago, in words.
fn ago(now: i64, then: i64) -> ResearchMsg {
    let s = ((now - then).max(0) / 1000) as u64;
    if s < 120 { ResearchMsg::RsAgoS { s } } else { ResearchMsg::RsAgoMin { m: s / 60 } }
}

/// Runs `solve --status URL`: every problem, its tasks and where it
/// stands, and every worker, in the reader's language (what the workers
/// said of their tasks too: they keep it as data).
pub fn status(url: &str, json: bool, lang: Lang) -> Result<()> {
    check_address(url, lang)?;
    let store = retried(|| Store::connect(url))?;
    let research = store.research()?;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64);
    let status = research.status()?;
    let standing = |spec: &Value, parts: &[Value], results: &[Option<Value>], running: &[Option<Value>]| {
        ludoteca_games::distribute::standing(spec, parts, results, running).map(|m| m.render(lang))
    };
    let said = |kept: &str| ludoteca_games::distribute::said(kept, lang);
    if json {
        println!("{}", status.to_json(&standing, &said));
        return Ok(());
    }
    let (problems, workers) = (&status.problems, &status.workers);
    let mut text = String::new();
    let line = |text: &mut String, indent: &str, msg: ResearchMsg| {
        text.push_str(indent);
        text.push_str(&say(msg, lang));
        text.push('\n');
    };
    line(&mut text, "", ResearchMsg::RsStatusProblems { n: problems.len() as u64 });
    for (p, tasks) in problems {
        let count = |s: TaskState| tasks.iter().filter(|t| t.state == s).count() as u64;
        line(
            &mut text,
            "  ",
            ResearchMsg::RsStatusProblem {
                key: p.key.clone(),
                state: if p.done { "done" } else { "open" }.into(),
                version: p.version.clone(),
                tasks: p.tasks.into(),
                answered: count(TaskState::Done),
                running: count(TaskState::Running),
                queued: count(TaskState::Queued),
                moot: count(TaskState::Moot),
                failed: count(TaskState::Failed),
                discarded: p.discarded.into(),
            },
        );
        if let Some(r) = &p.result {
            line(&mut text, "    ", ResearchMsg::RsStatusResult { result: r.to_string() });
        }
        if let Some(standing) = ResearchStatus::standing(p, tasks, &standing) {
            text.push_str(&format!("    {standing}\n"));
        }
        for t in tasks.iter().filter(|t| t.state == TaskState::Running) {
            let until = t.until_ms.unwrap_or(now);
            let lease = if until < now {
                ResearchMsg::RsStatusLeaseLapsed
            } else {
                ResearchMsg::RsStatusLeaseLeft { s: ((until - now) / 1000) as u64 }
            };
            let progress = t.progress.as_deref().map_or_else(|| say(ResearchMsg::RsStatusStarted, lang), said);
            line(
                &mut text,
                "    ",
                ResearchMsg::RsStatusRunning {
                    n: t.n.into(),
                    owner: t.owner.clone().unwrap_or_else(|| "?".into()),
                    runs: t.runs.into(),
                    lease: lease.into(),
                    progress,
                },
            );
        }
        for t in tasks.iter().filter(|t| t.state == TaskState::Failed) {
            let why = t.progress.as_deref().map_or_else(|| say(ResearchMsg::RsStatusNoReason, lang), said);
            let owner = t.owner.clone().unwrap_or_else(|| "?".into());
            line(&mut text, "    ", ResearchMsg::RsStatusFailed { n: t.n.into(), owner, why });
        }
    }
    line(&mut text, "", ResearchMsg::RsStatusWorkers { n: workers.len() as u64 });
    for w in workers {
        let state = match (&w.stopped_ms, &w.task) {
            (Some(_), _) => ResearchMsg::RsWorkerStopped,
            (None, Some(task)) => ResearchMsg::RsWorkerOn { task: task.clone() },
            (None, None) => ResearchMsg::RsWorkerIdle,
        };
        let worker = ResearchMsg::RsStatusWorker {
            id: w.id.clone(),
            threads: w.threads.into(),
            version: w.version.clone(),
            state: state.into(),
            ago: ago(now, w.seen_ms).into(),
        };
        line(&mut text, "  ", worker);
    }
    print!("{text}");
    Ok(())
}
