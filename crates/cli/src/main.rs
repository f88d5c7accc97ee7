//! `ludoteca`: the command line of the laboratory. Each subcommand maps onto
//! one engine or match-driver operation; `--json` gives machine-readable output.

mod book;
mod distribute;
mod help;
mod long_period;
mod migrate;
mod play;
mod progress;
mod report;
mod research_files;
mod research_words;
mod rules;
mod solve;
mod survey;
mod usage;
mod value;
mod verify_split;
mod words;
mod worker;

use anyhow::{Result, bail};
use clap::{FromArgMatches as _, Parser, Subcommand, ValueEnum};
use ludoteca_core::Lang;
use ludoteca_core::table::Style;
use ludoteca_games::{Entry, Params, catalogue, conjecture};
use std::io::{IsTerminal, Write as _};
use std::process::ExitCode;

// The help printed is the translation files' (help.rs: `cli-help-*` in
// locales/), not these doc comments, which document the code; a new command
// or argument fails help.rs's test until each language has its message.
#[derive(Parser)]
#[command(
    name = "ludoteca",
    version,
    about = "A laboratory of mathematical games: play them, tabulate them, prove who wins."
)]
struct Cli {
    /// The language of rules, reports, prompts and errors: en, pt (the same
    /// as pt-PT) or pt-BR (default: from LC_ALL, LC_MESSAGES or LANG).
    #[arg(long, global = true, value_name = "LANG", value_parser = usage::language)]
    lang: Option<Lang>,
    /// The memory budget in MiB: work whose estimate exceeds it is refused
    /// before it starts (default: the machine's available memory, from
    /// /proc/meminfo; for `serve`, half of it; 1024 when unreadable). For
    /// `solve`, the transposition table's size, up to 2^28 entries (default
    /// the solver's own; 2048 at most).
    #[arg(long, global = true, value_name = "MIB", value_parser = usage::whole_number)]
    memory: Option<u64>,
    #[command(subcommand)]
    command: Command,
}

/// Game id and `--param name=value` pairs, shared by most subcommands.
#[derive(clap::Args)]
struct GameArgs {
    /// The game's id (see `ludoteca games`).
    #[arg(required_unless_present = "script")]
    id: Option<String>,
    /// A game of your own, written in a Rhai script (see docs/scripts.md).
    #[arg(long, value_name = "FILE", conflicts_with = "id")]
    script: Option<std::path::PathBuf>,
    /// A parameter, name=value (repeatable), e.g. --param heap=2008 --param misere=true.
    #[arg(long = "param", short = 'p', value_name = "NAME=VALUE")]
    params: Vec<String>,
}

/// A game, one of its positions and whether to answer in JSON, for the
/// commands that look at one position (`outcome`, `value`).
#[derive(clap::Args)]
struct PositionArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The position (default: the start), in the game's notation.
    #[arg(long, allow_hyphen_values = true)]
    position: Option<String>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

impl GameArgs {
    fn params(&self) -> Result<Params> {
        Ok(Params::parse(self.params.iter().map(String::as_str))?)
    }

    fn open(&self) -> Result<Box<dyn Entry>> {
        let params = self.params()?;
        match (&self.id, &self.script) {
            (_, Some(path)) => {
                let source = std::fs::read_to_string(path).map_err(|e| {
                    let msg =
                        words::CliMsg::CliScriptUnreadable { path: path.display().to_string(), why: e.to_string() };
                    anyhow::anyhow!("{}", msg.render(usage::lang()))
                })?;
                let name = path.display().to_string();
                Ok(Box::new(ludoteca_games::script::ScriptEntry::new(&name, &source, &params)?))
            }
            (Some(id), None) => Ok(catalogue::open(id, &params)?),
            (None, None) => {
                let msg =
                    words::CliMsg::CliNameGame { games: "`ludoteca games`".into(), script: "`--script FILE`".into() };
                anyhow::bail!("{}", msg.render(usage::lang()))
            }
        }
    }

    /// The last row a table shows by default.
    fn table_to(&self) -> u64 {
        self.id.as_deref().and_then(catalogue::preset).map_or(20, |p| p.table_to)
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    /// Plain text.
    Text,
    /// Text with ANSI colours.
    Color,
    /// A printable SVG grid.
    Svg,
    /// One JSON object.
    Json,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Seat {
    /// A person at the keyboard.
    Human,
    /// The computer's perfect player.
    Champion,
}

#[derive(Subcommand)]
enum Command {
    /// List the games.
    Games {
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// The rules of a game, with its notation and parameters.
    Rules {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Who wins from a position, and how: class, remoteness, winning moves.
    Outcome {
        #[command(flatten)]
        at: PositionArgs,
    },
    /// The value of a position as a short partizan game: canonical form,
    /// class (A always wins, B always wins, the first or the second player
    /// wins), mean and temperature (heap games without memory).
    Value {
        #[command(flatten)]
        at: PositionArgs,
    },
    /// The game's table, drawn as the text draws it.
    Table {
        #[command(flatten)]
        game: GameArgs,
        /// First heap (row) of the table.
        #[arg(long, value_parser = usage::whole_number, allow_hyphen_values = true)]
        from: Option<u64>,
        /// Last heap (row) of the table.
        #[arg(long, value_parser = usage::whole_number, allow_hyphen_values = true)]
        to: Option<u64>,
        /// Output format (default: colour on a terminal, text otherwise).
        #[arg(long, value_enum)]
        format: Option<Format>,
        /// Same as --format json.
        #[arg(long)]
        json: bool,
        /// Show each entry's remoteness (the text's generation).
        #[arg(long)]
        remoteness: bool,
        /// Show each entry's Grundy value (impartial games, normal play).
        #[arg(long)]
        grundy: bool,
        /// Instead of the table of classes, each row's value as a short
        /// partizan game, its class, mean and temperature (heap games
        /// without memory, normal play).
        #[arg(long, conflicts_with_all = ["sizes", "format", "remoteness", "grundy"])]
        values: bool,
        /// Instead of one board, who wins from the start on each board size
        /// in the range, e.g. --sizes 2..40 (board games).
        #[arg(long, value_name = "A..B")]
        sizes: Option<String>,
    },
    /// The period of the game's table, with its proof. With --long, for
    /// the games that have one, a long run past the catalogue's cap, with
    /// progress, checkpoints and resume: Ctrl-C saves and stops.
    Period {
        #[command(flatten)]
        game: GameArgs,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Compute past the catalogue's cap until the period is proved or
        /// --to is reached, within --memory MiB (default: the game's).
        #[arg(long)]
        long: bool,
        /// With --long, the most positions computed.
        #[arg(long, requires = "long", value_parser = usage::whole_number, default_value = "2^29")]
        to: u64,
        /// With --long, save checkpoints to this file (every minute and when
        /// stopped).
        #[arg(long, value_name = "FILE", requires = "long")]
        checkpoint: Option<std::path::PathBuf>,
        /// With --long, resume a stopped run from its checkpoint file (saving
        /// goes on there unless --checkpoint says otherwise).
        #[arg(long, value_name = "FILE", requires = "long")]
        resume: Option<std::path::PathBuf>,
        /// With --long, stop after this many seconds (the checkpoint then
        /// holds where the run got).
        #[arg(long, value_parser = usage::whole_number, requires = "long")]
        seconds: Option<u64>,
    },
    /// Survey every rule set (code) of a family of games with that many
    /// digits, each to a limit, and write the table (solved or not, period,
    /// preperiod, largest value, rare values, how far computed, codes that
    /// give the same sequence grouped); see the family's rules.
    Survey {
        /// The family surveyed (one that has a survey).
        family: String,
        /// Digits after the point (1 to 5).
        #[arg(long, default_value = "3", value_parser = usage::whole_number)]
        digits: u64,
        /// The most heaps computed per code.
        #[arg(long, default_value = "2^20", value_parser = usage::whole_number)]
        to: u64,
        /// The most seconds spent per code.
        #[arg(long, default_value = "10", value_parser = usage::whole_number)]
        seconds_per_code: u64,
        /// Threads (codes computed at once).
        #[arg(long, default_value = "2", value_parser = usage::whole_number)]
        threads: u64,
        /// Write `FAMILY-N.csv` and `FAMILY-N.json` (N the digits) in this folder.
        #[arg(long, value_name = "DIR")]
        out: Option<std::path::PathBuf>,
        /// Print the table as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Check a conjecture on the safe (and neutral) positions with the text's
    /// Theorem 4.1, on every position up to a size.
    Conjecture {
        #[command(flatten)]
        game: GameArgs,
        /// Which positions are safe: a condition on the coordinates, e.g. "n % 5 == 0 || n % 5 == 2".
        #[arg(long, allow_hyphen_values = true)]
        safe: String,
        /// Which positions are neutral (games with draws).
        #[arg(long, allow_hyphen_values = true)]
        neutral: Option<String>,
        /// Check every position up to this size (heap, heaps, board side).
        #[arg(long, value_parser = usage::whole_number, allow_hyphen_values = true, default_value = "200")]
        to: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Long exact searches, with progress, checkpoints and resume, for the
    /// games that have one: the exact value of a position, or a strategy
    /// over every secret. Ctrl-C stops with what is proved. With
    /// --distribute, split into tasks that workers share (see `worker`).
    Solve {
        #[command(flatten)]
        game: distribute::SolveGame,
        /// The position to solve (default: the start).
        #[arg(long, allow_hyphen_values = true)]
        position: Option<String>,
        /// Save checkpoints to this file (every minute and after each proof step).
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<std::path::PathBuf>,
        /// Resume an interrupted solve from its checkpoint file.
        #[arg(long, value_name = "FILE")]
        resume: Option<std::path::PathBuf>,
        /// Stop after this many seconds (the answer then gives proved bounds).
        #[arg(long, value_parser = usage::whole_number)]
        seconds: Option<u64>,
        /// Also write the strategy's decision tree (JSON) to this file, for
        /// the games whose solution is a strategy.
        #[arg(long, value_name = "FILE")]
        tree: Option<std::path::PathBuf>,
        /// Also draw what was found as an SVG plot in this file, for the
        /// games whose answer is a pattern (game 28's losing starts).
        #[arg(long, value_name = "FILE")]
        plot: Option<std::path::PathBuf>,
        /// Write a proof certificate of the value to this file, for games
        /// whose solver writes one (runs the proof-number prover; check it
        /// with `ludoteca verify`); a name ending in `.zst` is compressed.
        #[arg(long, value_name = "FILE")]
        certificate: Option<std::path::PathBuf>,
        /// Use the proof-number prover instead of alpha-beta (games that
        /// have one).
        #[arg(long)]
        prover: bool,
        /// The prover searches only these first moves, one after another,
        /// e.g. --first-moves c3=3,a1=1 (a long proof split into parts).
        #[arg(long, value_name = "MOVES")]
        first_moves: Option<String>,
        /// Split the solve into tasks that workers (`ludoteca worker`) share
        /// through this PostgreSQL database, show their progress, and print
        /// what the solve in one piece prints; the same solve again attaches.
        /// With --certificate FILE (.zst), a split proof's whole goes to FILE
        /// and each part's certificate beside it.
        #[arg(long, value_name = "URL", conflicts_with_all = ["checkpoint", "resume", "seconds", "tree", "plot", "first_moves", "status"])]
        distribute: Option<String>,
        /// List the problems, tasks and workers of this PostgreSQL database
        /// (no game needed).
        #[arg(long, value_name = "URL")]
        status: Option<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Take tasks of the solves split with `solve --distribute` from a
    /// PostgreSQL database, one after another, until Ctrl-C or SIGTERM
    /// (which hands the task under way back).
    Worker {
        /// The PostgreSQL database (postgres://USER:PASSWORD@HOST:PORT/DATABASE).
        #[arg(long, value_name = "URL")]
        database: String,
        /// Threads to compute with (default: the machine's).
        #[arg(long, value_name = "N", value_parser = usage::whole_in::<u16>(1, u16::MAX.into()))]
        threads: Option<u16>,
        /// Seconds a task stays this worker's without news (renewed every
        /// third of it); a worker killed outright loses its task for this long.
        #[arg(long, value_name = "SECONDS", default_value = "60", value_parser = usage::whole_in::<u32>(1, 86_400))]
        lease: u32,
        /// Stop once no task is left to claim, instead of waiting for more.
        #[arg(long)]
        once: bool,
    },
    /// Check a proof certificate written by `solve --certificate` with the
    /// independent checker: prints the value proved (exit 0) or the first
    /// node or byte that fails (exit 1). A proof split into parts: give the
    /// parts first, the certificate citing them last.
    Verify {
        /// The game's id (one whose solver writes certificates).
        id: String,
        /// The certificate files (plain or `.zst`): parts first, the whole last.
        #[arg(required = true, num_args = 1..)]
        files: Vec<std::path::PathBuf>,
        /// Stop after this many seconds: a check stopped proves nothing,
        /// it says how many of the tree's nodes it had checked (exit 1).
        #[arg(long, value_parser = usage::whole_number)]
        seconds: Option<u64>,
        /// Check the parts across the workers (`ludoteca worker`) of this
        /// PostgreSQL database, each alone, then the whole here citing them.
        #[arg(long, value_name = "URL", conflicts_with = "seconds")]
        distribute: Option<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// A champion's opening book: describe it (default),
    /// build it from exact solves (--out), or check it against the solver
    /// on sampled positions (--verify N).
    Book {
        /// The game (one whose champion keeps an opening book).
        game: String,
        /// Build the book into this file: every position with --min-empties
        /// empty squares solved exactly, the levels above by minimax.
        #[arg(long, value_name = "FILE", conflicts_with = "verify")]
        out: Option<std::path::PathBuf>,
        /// The lowest level of the book built.
        #[arg(long, default_value = "14", value_parser = usage::whole_in::<u32>(1, 16))]
        min_empties: u32,
        /// Append each solved position to this file, and skip those it
        /// already holds (a stopped build goes on from it).
        #[arg(long, value_name = "FILE")]
        journal: Option<std::path::PathBuf>,
        /// Solver threads of a build.
        #[arg(long, default_value = "1", value_parser = usage::whole::<usize>)]
        threads: usize,
        /// Solve the lowest level first, then derive the levels above from
        /// it (the default solves the upper levels first, so that a build
        /// stopped early still holds them).
        #[arg(long)]
        bottom_up: bool,
        /// Solve no more positions after this many seconds (the book then
        /// holds what is known; the journal keeps it for the next run).
        #[arg(long, value_parser = usage::whole_number)]
        seconds: Option<u64>,
        /// Check the book against the solver on this many sampled positions
        /// (random games, 16 empty squares, 15, … down to the book's lowest
        /// level, again and again).
        #[arg(long, value_name = "N", value_parser = usage::whole_number)]
        verify: Option<u64>,
        /// The book to describe or verify (default: the one the program
        /// uses: the file its LUDOTECA_…_BOOK variable names, else the
        /// built-in one).
        #[arg(long, value_name = "FILE")]
        book: Option<std::path::PathBuf>,
        /// The seed of the sampled positions.
        #[arg(long, default_value = "1", value_parser = usage::whole_number)]
        seed: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Play a match in the terminal.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// Who plays first (the text's A).
        #[arg(long, value_enum, default_value = "human")]
        first: Seat,
        /// Who plays second (the text's B).
        #[arg(long, value_enum, default_value = "champion")]
        second: Seat,
        /// Start from this position instead of the game's start.
        #[arg(long, allow_hyphen_values = true)]
        position: Option<String>,
        /// Resume a match saved with `save FILE`.
        #[arg(long, value_name = "FILE")]
        load: Option<std::path::PathBuf>,
    },
    /// Serve the web lab: every game in the browser, with the JSON API of docs/api.md.
    Serve {
        /// Where to listen.
        #[arg(long, default_value = "127.0.0.1:8080", value_parser = usage::address)]
        addr: std::net::SocketAddr,
        /// Where the match database lives (default: the user's data directory, e.g. ~/.local/share/ludoteca).
        #[arg(long, value_name = "DIR")]
        data: Option<std::path::PathBuf>,
        /// Keep the matches in PostgreSQL instead, shared with other servers
        /// (postgres://USER:PASSWORD@HOST:PORT/DATABASE); see docs/deploy.md.
        #[arg(long, value_name = "URL", conflicts_with = "data")]
        database: Option<String>,
        /// Behind a reverse proxy that appends each client's address to
        /// X-Forwarded-For: the join code's guard counts wrong codes by
        /// that address (not the proxy's, which every school shares).
        #[arg(long)]
        behind_proxy: bool,
        /// Listen on every interface of this machine (port of --addr), so
        /// that pupils' phones on the classroom's network reach the server;
        /// prints its addresses there and a QR code of the join page.
        #[arg(long)]
        lan: bool,
        /// The address pupils open (a school's hostname, a proxy), used in
        /// the join link and its QR code: an http:// or https:// URL.
        #[arg(long, value_name = "URL")]
        public_url: Option<String>,
        /// How many days a finished class keeps its pupils' first names;
        /// after that they become "Aluno 1", "Aluno 2"… (1 to 36500).
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        keep_days: Option<String>,
        /// How many spectator sockets one network (an IPv4 /24, an IPv6 /64)
        /// keeps open at once, over every match (1 to 100000; default 128).
        /// This machine is not counted.
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        spectators_per_network: Option<String>,
    },
    /// Copy a lab kept in SQLite (serve --data DIR) into PostgreSQL: every
    /// match with its moves, results and quarantine; matches already there
    /// are left as they are, so it can be run again.
    Migrate {
        /// The data directory of the SQLite lab.
        #[arg(long, value_name = "DIR")]
        from: std::path::PathBuf,
        /// The PostgreSQL database (postgres://USER:PASSWORD@HOST:PORT/DATABASE).
        #[arg(long, value_name = "URL")]
        to: String,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
    },
}

/// Refuses `work` on `entry` when its estimate exceeds the budget of
/// `memory` bytes, before anything is allocated.
fn afford(entry: &dyn Entry, work: ludoteca_games::Work, memory: u64, lang: Lang) -> Result<()> {
    let cost = entry.cost(work)?;
    if cost.bytes > memory {
        let human = ludoteca_games::cost::human_bytes;
        bail!("{}", ludoteca_core::Msg::CostTooBigHere { need: human(cost.bytes), limit: human(memory) }.render(lang));
    }
    Ok(())
}

fn run(cli: Cli, lang: Lang) -> Result<()> {
    let mib = |m: u64| m.saturating_mul(1 << 20);
    let memory = cli
        .memory
        .map_or_else(|| ludoteca_server::machine_available().unwrap_or(ludoteca_server::FALLBACK_MEMORY), mib);
    match cli.command {
        Command::Games { json } => {
            let list = catalogue::presets();
            if json {
                let games: Vec<_> = list.map(|p| serde_json::json!({"id": p.id, "summary": p.summary()})).collect();
                println!("{}", serde_json::json!({ "games": games }));
            } else {
                for p in list {
                    println!("{:<14} {}", p.id, p.content.summary.get(lang));
                }
            }
        }
        Command::Rules { game } => println!("{}", rules::text(&game, lang)?),
        Command::Outcome { at: PositionArgs { game, position, json } } => {
            let entry = game.open()?;
            afford(entry.as_ref(), ludoteca_games::Work::Outcome(position.as_deref()), memory, lang)?;
            let pos = position.unwrap_or_else(|| entry.start());
            let report = progress::with_bar(&bar("solving", lang), |ctl| entry.analyse(&pos, ctl))?;
            if json {
                println!("{}", serde_json::to_string(&report)?);
            } else {
                print!("{}", report::outcome(&report, entry.method_msg(&report), lang));
            }
        }
        Command::Value { at: PositionArgs { game, position, json } } => {
            value::run(&game, position.as_deref(), json, memory, lang)?
        }
        Command::Table { game, from, to, format, json, remoteness, grundy, values, sizes } => {
            let entry = game.open()?;
            let (from, to) = (from.unwrap_or(0), to.unwrap_or(game.table_to().max(from.unwrap_or(0))));
            if from > to {
                bail!("{}", words::CliMsg::CliRangeBackwards { from, to }.render(lang));
            }
            if values {
                return value::table(entry.as_ref(), from, to, json, lang);
            }
            let table = match sizes {
                Some(range) => {
                    let parsed = range
                        .split_once("..")
                        .and_then(|(a, b)| Some((usage::whole_number(a).ok()?, usage::whole_number(b).ok()?)));
                    let Some((a, b)) = parsed else {
                        let msg =
                            words::CliMsg::CliSizes { given: format!("`{range}`"), example: "`--sizes 2..40`".into() };
                        bail!("{}", msg.render(lang));
                    };
                    progress::with_bar(&bar("boards", lang), |ctl| entry.sizes(a, b, ctl))?
                }
                None => {
                    afford(entry.as_ref(), ludoteca_games::Work::Table { from, to }, memory, lang)?;
                    progress::with_bar(&bar("tabulating", lang), |ctl| entry.table(from, to, ctl))?
                }
            };
            let format = match (json, format) {
                (true, _) => Format::Json,
                (false, Some(f)) => f,
                (false, None) if std::io::stdout().is_terminal() => Format::Color,
                _ => Format::Text,
            };
            let style = Style { remoteness, grundy, color: matches!(format, Format::Color) };
            match format {
                Format::Json => println!("{}", serde_json::to_string(&table)?),
                Format::Svg => {
                    let labels = catalogue::svg_labels(&table, lang, &[]);
                    print!("{}", table.render_svg_labelled(style, lang, &labels));
                }
                Format::Text | Format::Color => print!("{}", table.render_text_in(style, 100, lang)),
            }
        }
        Command::Period { game, json, long: true, to, checkpoint, resume, seconds } => {
            let entry = game.open()?;
            let ask = ludoteca_games::long_period::LongAsk {
                to,
                memory_mib: cli.memory,
                checkpoint,
                resume,
                save_every: std::time::Duration::ZERO,
            };
            long_period::run(entry.as_ref(), ask, seconds, json, lang)?
        }
        Command::Period { game, json, .. } => {
            let entry = game.open()?;
            afford(entry.as_ref(), ludoteca_games::Work::Period, memory, lang)?;
            let report = progress::with_bar(&bar("period", lang), |ctl| entry.period(ctl))?;
            if json {
                println!("{}", serde_json::to_string(&report)?);
            } else {
                print!("{}", report::period(&report, lang));
            }
        }
        Command::Survey { family, digits, to, seconds_per_code, threads, out, json } => {
            let digits = u32::try_from(digits).unwrap_or(u32::MAX);
            let threads = usize::try_from(threads).unwrap_or(usize::MAX).min(64);
            let ask =
                survey::Ask { family: &family, digits, to, seconds_per_code, threads, out: out.as_deref(), json, lang };
            survey::run(&ask)?
        }
        Command::Conjecture { game, safe, neutral, to, json } => {
            let entry = game.open()?;
            let conjecture = conjecture::Conjecture::new(&safe, neutral.as_deref())?;
            let v = progress::with_bar(&bar("checking", lang), |ctl| {
                conjecture::check_entry(entry.as_ref(), &conjecture, to, ctl)
            })?;
            if json {
                println!("{}", serde_json::to_string(&v)?);
            } else {
                println!("{}", conjecture::verdict(&v).render(lang));
            }
        }
        Command::Verify { id, files, seconds, distribute, json } => {
            verify(&id, &files, seconds, distribute.as_deref(), json, lang)?;
        }
        Command::Solve {
            game,
            position,
            checkpoint,
            resume,
            seconds,
            tree,
            plot,
            certificate,
            prover,
            first_moves,
            distribute,
            status,
            json,
        } => {
            let game = game.game();
            if let Some(url) = status {
                return distribute::status(&url, json, lang);
            }
            if let Some(url) = distribute {
                return distribute::solve(&game, &url, certificate.as_deref(), json, lang);
            }
            let req = ludoteca_games::SolveRequest {
                position: position.as_deref(),
                checkpoint: checkpoint.as_deref(),
                resume: resume.as_deref(),
                seconds,
                memory_mib: cli.memory,
                tree: tree.as_deref(),
                plot: plot.as_deref(),
                certificate: certificate.as_deref(),
                prover,
                first_moves: first_moves.as_deref(),
            };
            solve::run(&game, &req, json, lang)?;
        }
        Command::Book { game, out, min_empties, journal, threads, bottom_up, seconds, verify, book, seed, json } => {
            book::run(&book::Request {
                game,
                out,
                min_empties,
                journal,
                threads,
                bottom_up,
                seconds,
                memory_mib: cli.memory,
                verify,
                book,
                seed,
                json,
                lang,
            })?;
        }
        Command::Play { game, first, second, position, load } => {
            play::run(
                &game,
                [first == Seat::Champion, second == Seat::Champion],
                position.as_deref(),
                load.as_deref(),
                lang,
            )?;
        }
        Command::Serve { addr, data, database, behind_proxy, lan, public_url, keep_days, spectators_per_network } => {
            let memory = cli.memory.map_or_else(ludoteca_server::default_memory, mib);
            let public_url = match public_url {
                Some(url) => Some(ludoteca_server::public_url(&url).ok_or_else(|| {
                    anyhow::anyhow!("{}", ludoteca_core::Msg::ServePublicUrl { given: echo(&url) }.render(lang))
                })?),
                None => None,
            };
            let keep_days = match keep_days {
                Some(days) => {
                    days.trim().parse::<u32>().ok().filter(|d| (1..=36_500).contains(d)).ok_or_else(|| {
                        anyhow::anyhow!("{}", ludoteca_core::Msg::ServeKeepDays { given: echo(&days) }.render(lang))
                    })?
                }
                None => ludoteca_server::KEEP_DAYS,
            };
            let spectators = match spectators_per_network {
                Some(n) => n.trim().parse::<usize>().ok().filter(|n| (1..=100_000).contains(n)).ok_or_else(|| {
                    anyhow::anyhow!("{}", ludoteca_core::Msg::ServeSpectators { given: echo(&n) }.render(lang))
                })?,
                None => ludoteca_server::SPECTATORS_PER_NETWORK,
            };
            let addr = if lan { ludoteca_server::every_interface(addr.port()) } else { addr };
            let mut config = ludoteca_server::Config::new(addr, std::path::PathBuf::new());
            config.database = database;
            config.memory = memory;
            config.behind_proxy = behind_proxy;
            config.public_url = public_url;
            config.keep_days = keep_days;
            config.spectators_per_network = spectators;
            serve(config, data, lan, lang)?;
        }
        Command::Migrate { from, to, json } => migrate::run(&from, &to, json, lang)?,
        Command::Worker { database, threads, lease, once } => worker::run(
            &worker::Request {
                database: &database,
                threads: threads.map(usize::from),
                memory,
                lease: std::time::Duration::from_secs(u64::from(lease)),
                once,
            },
            lang,
        )?,
    }
    Ok(())
}

/// Set when `verify` rejects a certificate or stops before its end (its
/// `--seconds`): the program then exits with 1.
static REJECTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// `ludoteca verify`: the game's independent checker of the proof
/// certificates its solver writes.
fn verify(
    id: &str,
    files: &[std::path::PathBuf],
    seconds: Option<u64>,
    distribute: Option<&str>,
    json: bool,
    lang: Lang,
) -> Result<()> {
    let entry = ludoteca_games::open(id, &ludoteca_games::Params::new())?;
    let Some(checker) = entry.exact_solver().and_then(|s| s.certificates()) else {
        let games =
            ludoteca_games::solve::and_list(&ludoteca_games::solve::games_whose_solver(|s| s.certificates().is_some()));
        let writes = "`ludoteca solve GAME --certificate FILE`".into();
        bail!("{}", words::CliMsg::CliVerifyGames { games, game: id.to_string(), writes }.render(lang));
    };
    let files: Vec<&std::path::Path> = files.iter().map(std::path::PathBuf::as_path).collect();
    let deadline = seconds.map(ludoteca_core::control::in_seconds);
    let (checked, (done, total)) = match distribute {
        Some(url) => verify_split::check(checker, id, &files, url, lang)?,
        None => progress::with_bar_until(&bar("nodes", lang), deadline, |ctl| checker.check(&files, ctl)),
    };
    match checked {
        Ok(report) if json => println!("{}", serde_json::to_string(&report)?),
        Ok(report) => print!("{}", report.text(lang)),
        Err(ludoteca_games::solve::SolveError::Game(ludoteca_games::GameError::Cancelled)) => {
            // Stopped, not refused: a script reads the difference in --json.
            if json {
                println!("{}", serde_json::json!({"stopped": true, "nodes_checked": done, "nodes_stated": total}));
            }
            let grouped = |n| Box::new(ludoteca_core::Msg::grouped(n));
            eprintln!(
                "{}",
                ludoteca_core::Msg::ErrCheckStopped { done: grouped(done), total: grouped(total) }.render(lang)
            );
            REJECTED.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Err(e) => {
            eprintln!("{}", words::CliMsg::CliCertificateRejected { why: e.to_string() }.render(lang));
            REJECTED.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
    Ok(())
}

/// `ludoteca serve`: runs until Ctrl-C or SIGTERM, then stops gracefully.
/// With `--lan` (or a public URL) it also prints where pupils reach it and a
/// QR code of the join page.
fn serve(mut config: ludoteca_server::Config, data: Option<std::path::PathBuf>, lan: bool, lang: Lang) -> Result<()> {
    config.data = match data {
        Some(d) => d,
        None => dirs::data_dir().map(|d| d.join("ludoteca")).ok_or_else(|| {
            anyhow::anyhow!("{}", words::CliMsg::CliNoDataDir { flag: "`--data DIR`".into() }.render(lang))
        })?,
    };
    let memory = config.memory;
    // Before the runtime's threads allocate: glibc fixes its arenas early.
    ludoteca_server::allocator::limit_arenas();
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let location = config.location();
        let running = ludoteca_server::start(config).await?;
        // Written, not printed: a closed stdout (a supervisor gone, a pipe
        // read once) must not take the server down.
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "Ludoteca's web lab: http://{}/  (matches kept in {location})", running.here());
        let _ = write!(out, "{}", reach_lines(running.reach(), lan, lang));
        let _ = writeln!(out, "Memory budget for heavy work: {}.", ludoteca_games::cost::human_bytes(memory));
        let _ = writeln!(out, "Stop it with Ctrl-C.");
        let _ = out.flush();
        drop(out);
        stop_signal().await?;
        running.shutdown().await;
        anyhow::Ok(())
    })
}

/// What `serve` says of where pupils reach it: every address on the
/// network and a QR code of the join page (with `--lan` or a public URL),
/// or how to be reached from the classroom when it listens only here.
fn reach_lines(reach: &ludoteca_server::Reach, lan: bool, lang: Lang) -> String {
    let mut text = String::new();
    for url in &reach.lan_urls {
        text.push_str(&words::CliMsg::CliReachNetwork { url: format!("{url}/") }.render(lang));
        text.push('\n');
    }
    match reach.base() {
        Some(base) if lan || reach.public_url.is_some() => {
            let join_page = format!("{base}/#/join");
            text.push_str(&words::CliMsg::CliReachJoin { url: join_page.clone() }.render(lang));
            text.push('\n');
            if let Some(qr) = ludoteca_server::qr_for_terminal(&join_page) {
                text.push_str(&qr);
                text.push('\n');
            }
        }
        Some(_) => {}
        None => {
            text.push_str(&words::CliMsg::CliReachNowhere.render(lang));
            text.push('\n');
        }
    }
    text
}

/// Typed text as a refusal repeats it (one line, cut short).
fn echo(text: &str) -> ludoteca_core::i18n::Echo {
    ludoteca_core::i18n::Echo::from(text)
}

/// Waits for Ctrl-C (SIGINT) or, on Unix, SIGTERM (what a supervisor sends).
async fn stop_signal() -> Result<()> {
    #[cfg(unix)]
    {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
        tokio::select! {
            c = tokio::signal::ctrl_c() => c?,
            _ = term.recv() => {}
        }
        Ok(())
    }
    #[cfg(not(unix))]
    {
        Ok(tokio::signal::ctrl_c().await?)
    }
}

/// Where solved tables are kept between runs: `LUDOTECA_CACHE` (empty:
/// nowhere), else the user's cache folder.
fn kept_tables_folder() -> Option<std::path::PathBuf> {
    match std::env::var_os("LUDOTECA_CACHE") {
        Some(dir) if dir.is_empty() => None,
        Some(dir) => Some(dir.into()),
        None => dirs::cache_dir().map(|d| d.join("ludoteca")),
    }
}

fn main() -> ExitCode {
    quiet_on_closed_stdout();
    // The language is known before clap reads the line, so that a line it
    // refuses is refused in it.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    usage::set_lang(usage::lang_of(&args));
    // The help in that language too (help.rs).
    let parsed = help::command(usage::lang()).try_get_matches_from(&args).and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            let Some(sentence) = usage::refusal(&e, &args) else {
                // The help and the version, as clap prints them.
                let _ = e.print();
                return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
            };
            let lang = usage::lang();
            eprintln!("{}", words::CliMsg::CliError { what: sentence }.render(lang));
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    // `serve` starts again with the allocator's tuning, before any thread
    // exists or anything is printed; the restarted program finds it set.
    if matches!(cli.command, Command::Serve { .. })
        && let Some(e) = ludoteca_server::allocator::restart_tuned()
    {
        let lang = cli.lang.unwrap_or_else(Lang::from_env);
        eprintln!("{}", words::CliMsg::CliUntuned { why: e.to_string() }.render(lang));
    }
    let lang = cli.lang.unwrap_or_else(Lang::from_env);
    ludoteca_games::keep::set(kept_tables_folder());
    // A book named by the environment and refused: say so once, in the
    // reader's language; the champion then searches alone.
    for sentence in book::refusals(lang) {
        eprintln!("{}", words::CliMsg::CliWarning { what: sentence.to_string() }.render(lang));
    }
    match run(cli, lang) {
        Ok(()) if REJECTED.load(std::sync::atomic::Ordering::Relaxed) => ExitCode::from(1),
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", words::CliMsg::CliError { what: message(&e, lang) }.render(lang));
            ExitCode::from(2)
        }
    }
}

/// A reader that stops early (`ludoteca games --json | head`) closes our
/// stdout; `println!` then panics with a broken pipe. That is no error of
/// ours: end quietly with success, as other command-line tools do.
fn quiet_on_closed_stdout() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let text = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if text.starts_with("failed printing to stdout") && text.contains("Broken pipe") {
            std::process::exit(0);
        }
        default(info);
    }));
}

/// The words of a progress bar in `lang` (`what`: see [`words::CliMsg::CliBar`]).
pub(crate) fn bar(what: &str, lang: Lang) -> String {
    ludoteca_core::Msg::from(words::CliMsg::CliBar { what: what.into() }).render(lang)
}

/// An error at the edge, in `lang` when it is one of the laboratory's.
fn message(e: &anyhow::Error, lang: Lang) -> String {
    if let Some(g) = e.downcast_ref::<ludoteca_games::GameError>() {
        g.message(lang)
    } else if let Some(p) = e.downcast_ref::<ludoteca_play::PlayError>() {
        p.message(lang)
    } else if let Some(s) = e.downcast_ref::<ludoteca_games::solve::SolveError>() {
        s.message(lang)
    } else {
        e.to_string()
    }
}
