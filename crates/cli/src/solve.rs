//! `ludoteca solve`: long exact searches with a progress bar, checkpoints to
//! disk and resume: the exact value of a Figuras or an Erdös Latino
//! position, and a Mastermind strategy's statistics over every secret (with
//! its decision tree).

use crate::GameArgs;
use anyhow::{Result, bail};
use indicatif::{ProgressBar, ProgressStyle};
use ludoteca_figuras::Position;
use ludoteca_figuras::solver::{Config, Progress, Solver};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// What `ludoteca solve` asks of an exact solver (Figuras, Erdös Latino).
pub struct Request<'a> {
    /// The position to solve (default: the start).
    pub position: Option<&'a str>,
    /// Where to save checkpoints.
    pub checkpoint: Option<PathBuf>,
    /// The checkpoint to resume from (saving goes on there unless
    /// `checkpoint` names another file).
    pub resume: Option<&'a Path>,
    /// Stop after this many seconds.
    pub seconds: Option<u64>,
    /// Memory for the transposition table, in MiB.
    pub memory_mib: Option<u64>,
    /// Print one JSON object.
    pub json: bool,
}

impl Request<'_> {
    /// Where checkpoints go: the file asked for, else the one resumed.
    fn checkpoint(&self) -> Option<PathBuf> {
        self.checkpoint.clone().or_else(|| self.resume.map(Path::to_path_buf))
    }

    /// The table's `2^bits` entries of `entry` bytes within the memory asked
    /// for, or `default` bits.
    fn table_bits(&self, entry: u64, default: u32) -> u32 {
        self.memory_mib.map_or(default, |mib| {
            let entries = (mib.max(1) << 20) / entry;
            (63 - entries.max(1).leading_zeros()).clamp(10, 28)
        })
    }
}

/// Solves a Figuras position exactly, printing `{"value", "best_move",
/// "exact", …}` with `json`.
pub fn run(game: &GameArgs, req: &Request<'_>) -> Result<()> {
    let Request { position, resume, seconds, json, .. } = *req;
    match game.id.as_deref() {
        Some("figuras") => {}
        Some(id) => bail!(
            "`solve` runs the long exact searches of figuras, erdos-latino and mastermind; {id} is answered at once by `outcome`, `table` and `period`"
        ),
        None => bail!("`solve` needs a game id: figuras, erdos-latino or mastermind"),
    }
    game.open()?; // checks the parameters
    let pos: Position = match position {
        Some(p) => p.parse().map_err(|e| anyhow::anyhow!("bad position `{p}`: {e}"))?,
        None => Position::default(),
    };
    let solver =
        Solver::new(Config { checkpoint: req.checkpoint(), table_bits: req.table_bits(8, 24), ..Config::default() });
    let cancel = AtomicBool::new(false);
    let bar = ProgressBar::new_spinner();
    bar.set_style(ProgressStyle::with_template("{spinner} {msg} [{elapsed}]").expect("a valid template"));
    bar.enable_steady_tick(Duration::from_millis(200));
    let progress = |p: &Progress| {
        bar.set_message(p.describe());
    };
    let solution = with_deadline(&cancel, seconds, || match resume {
        Some(file) => solver.resume(file, &cancel, &progress),
        None => Ok(solver.solve_with(&pos, &cancel, &progress)),
    })?;
    bar.finish_and_clear();
    if json {
        println!("{}", serde_json::to_string(&solution)?);
    } else {
        let none = if solution.exact { "none (the game is over)" } else { "none proved yet" };
        let best = solution.best_move.map_or(none.to_string(), |m| m.to_string());
        if solution.exact {
            println!("value {:+} (First's points minus Second's with best play), best move {best}", solution.value);
        } else {
            println!(
                "stopped before the end: the value lies in [{}, {}]; best move so far {best}",
                solution.lower, solution.upper
            );
        }
        println!("{} nodes in {} ms", solution.nodes, solution.elapsed_ms);
    }
    Ok(())
}

/// Cancels `cancel` after `seconds` (if given) while `work` runs.
fn with_deadline<T>(cancel: &AtomicBool, seconds: Option<u64>, work: impl FnOnce() -> T) -> T {
    std::thread::scope(|s| {
        if let Some(secs) = seconds {
            s.spawn(move || {
                let end = std::time::Instant::now() + Duration::from_secs(secs);
                while std::time::Instant::now() < end && !cancel.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(50));
                }
                cancel.store(true, Ordering::Relaxed);
            });
        }
        let out = work();
        cancel.store(true, Ordering::Relaxed);
        out
    })
}

/// `ludoteca solve mastermind --param … --param strategy=S`: the strategy's
/// statistics over every secret, `{"codes", "worst", "total", "average", "histogram"}`.
pub fn mastermind(game: &GameArgs, tree: Option<&Path>, seconds: Option<u64>, json: bool) -> Result<()> {
    use ludoteca_mastermind::{Breaker, Control, Engine, Strategy, Variant};
    let params = game.params()?;
    let strategy = Strategy::parse(params.get("strategy").unwrap_or("knuth"))?;
    let seed = match params.get("seed") {
        Some(s) => {
            s.parse::<u64>().map_err(|_| anyhow::anyhow!("bad value `{s}` for parameter `seed`: a whole number"))?
        }
        None => 0,
    };
    let strategy = strategy.with_seed(seed);
    let variant = Variant::from_params(params.iter().filter(|(k, _)| !["strategy", "seed"].contains(k)))?;
    let engine = Engine::new(&variant)?;
    let breaker = Breaker::new(&engine, strategy);
    let cancel = AtomicBool::new(false);
    let bar = ProgressBar::new_spinner();
    bar.set_style(ProgressStyle::with_template("{spinner} {msg} [{elapsed}]").expect("a valid template"));
    bar.enable_steady_tick(Duration::from_millis(200));
    let progress = |p: ludoteca_mastermind::Progress| bar.set_message(format!("{}: {}/{}", p.stage, p.done, p.total));
    let ctl = Control { cancel: Some(&cancel), progress: Some(&progress) };
    let (stats, decisions) = with_deadline(&cancel, seconds, || breaker.solve(&ctl))?;
    bar.finish_and_clear();
    if let Some(file) = tree {
        std::fs::write(file, decisions.to_json())
            .map_err(|e| anyhow::anyhow!("cannot write the decision tree to {}: {e}", file.display()))?;
    }
    if json {
        println!(
            "{}",
            serde_json::json!({
                "codes": stats.codes, "worst": stats.worst, "total": stats.total,
                "average": stats.average, "histogram": stats.histogram, "over_limit": stats.over_limit,
            })
        );
    } else {
        println!(
            "{}: {} secrets, worst case {} guesses, total {}, average {:.5}; histogram {:?}",
            strategy.name(),
            stats.codes,
            stats.worst,
            stats.total,
            stats.average,
            stats.histogram
        );
    }
    Ok(())
}

/// `ludoteca solve erdos-latino --param size=N`: the exact value of version
/// II from the empty board (or `--position`), with a progress bar,
/// checkpoints and resume; prints `{"value", "reason", "positions",
/// "seconds", "exact", "lower", "upper", "best_move", "line", "hit_rate",
/// "table_bytes", …}` with `json`.
pub fn erdos(game: &GameArgs, req: &Request<'_>) -> Result<()> {
    let Request { position, resume, seconds, json, .. } = *req;
    use ludoteca_erdos::solver::{
        Checkpoint, Config as ErdosConfig, Progress as ErdosProgress, Solver as ErdosSolver, Value,
    };
    use ludoteca_erdos::{Position as Board, Version};
    let config = ludoteca_games::erdos::ErdosConfig::from_params("erdos-latino", &game.params()?)?;
    let rules = config.rules;
    if rules.version != Version::II {
        bail!(
            "`solve erdos-latino` proves the value of version II (complete information); version {} depends on chance or hidden hands: play it with `ludoteca play erdos-latino --param version={}`",
            rules.version,
            rules.version
        );
    }
    if rules.size > 6 {
        bail!("the exact solver takes boards of 3×3 to 6×6; give --param size=3..6");
    }
    let pos: Board = match position {
        Some(p) => p.parse().map_err(|e| anyhow::anyhow!("{e}"))?,
        None => Board::empty(rules.size)?,
    };
    let from = resume.map(Checkpoint::load).transpose()?;
    let size = from.as_ref().map_or(rules.size, |c| c.rules.size);
    let solver = ErdosSolver::new(ErdosConfig {
        table_bits: req.table_bits(16, if size <= 4 { 22 } else { 24 }),
        checkpoint: req.checkpoint(),
        checkpoint_every: Duration::from_secs(30),
        progress_every: Duration::from_millis(250),
        ..ErdosConfig::default()
    });
    let cancel = AtomicBool::new(false);
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} {wide_bar} {pos}/{len} root moves [{elapsed}]")
            .expect("a valid template"),
    );
    bar.enable_steady_tick(Duration::from_millis(200));
    let progress = |p: &ErdosProgress| {
        bar.set_length(p.root_total);
        bar.set_position(p.root_done);
        bar.set_message(format!("{} positions, First's value in [{}, {}]", p.nodes, p.lower, p.upper));
    };
    let s = with_deadline(&cancel, seconds, || match resume {
        Some(file) => solver.resume(file, &cancel, &progress),
        None => solver.solve_with(&rules, &pos, &cancel, &progress),
    })?;
    bar.finish_and_clear();
    let value = |v: Value| match v {
        Value::First => "first",
        Value::Second => "second",
        Value::Draw => "draw",
    };
    if json {
        println!(
            "{}",
            serde_json::json!({
                "game": "erdos-latino",
                "size": s.position.size(),
                "position": s.position.to_string(),
                "value": s.value.map(value),
                "reason": s.reason,
                "positions": s.nodes,
                "seconds": s.seconds,
                "exact": s.exact,
                "lower": s.lower,
                "upper": s.upper,
                "best_move": s.best_move.map(|m| m.to_string()),
                "line": s.line.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "hit_rate": s.hit_rate,
                "table_bytes": s.table_bytes,
            })
        );
    } else {
        let best = s.best_move.map_or("none".to_string(), |m| m.to_string());
        match s.value.filter(|_| s.exact) {
            Some(v) => println!(
                "{}×{} version II: {} with best play (proved{}); best move {best}",
                s.position.size(),
                s.position.size(),
                match v {
                    Value::First => "First (A) wins",
                    Value::Second => "Second (B) wins",
                    Value::Draw => "a draw",
                },
                s.reason.map_or(String::new(), |r| format!(", the principal line ends `{r}`"))
            ),
            None => println!(
                "stopped before the end: First's value lies in [{}, {}] (−1 Second wins, 0 draw, +1 First wins); resume with --resume FILE if you gave --checkpoint FILE",
                s.lower, s.upper
            ),
        }
        println!("{} positions in {:.2} s, table hit rate {:.1}%", s.nodes, s.seconds, 100.0 * s.hit_rate);
    }
    Ok(())
}
