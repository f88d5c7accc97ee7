//! The command line never panics, whatever a person types: 5,000 argument
//! lists generated over every subcommand's flags — huge, negative, empty,
//! non-numeric and malformed values, files and folders that are not there
//! — each run bounded in time (killed past its limit, which is no failure)
//! and in memory (`ulimit -v`), and none may exit with Rust's panic code
//! (101) or die of a signal of its own (an abort, a segfault).
//!
//! Every path handed over lies inside a temporary folder, `HOME` is that
//! folder too, and no address outside this machine is ever named.

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestRunner};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many argument lists.
const CASES: usize = 5_000;
/// How long one run may take before it is killed (a run doing real work).
const LIMIT: Duration = Duration::from_millis(1500);
/// Address space of one run, in KiB (`ulimit -v`).
const MEMORY_KIB: u64 = 8 << 20;

/// Values a person might type where a number or a word is expected.
const NASTY: &[&str] = &[
    "0",
    "1",
    "3",
    "-1",
    "-0",
    "",
    " ",
    "abc",
    "1.5",
    "1e9",
    "NaN",
    "½",
    "٣",
    "2^64",
    "10^30",
    "1_000",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775809",
    "99999999999999999999999999999999",
    "1..5",
    "5..1",
    "any",
    "\u{202e}x",
];

/// Games, real and not.
const GAMES: &[&str] = &[
    "je-1",
    "je-9",
    "je-20",
    "je-28",
    "nim",
    "je-14-i",
    "je-15-d",
    "je-18",
    "je-23",
    "je-25",
    "figuras",
    "mastermind",
    "erdos-latino",
    "subtraction",
    "je-999",
    "",
];

/// Parameter names, real and not.
const PARAMS: &[&str] = &["heap", "heaps", "size", "take", "pegs", "colors", "rounds", "misere", "run", "version", "x"];

/// The flags each subcommand takes (a name ending in `=` takes a value of
/// the kind after it: `n` a number, `f` a file, `w` a word, `u` an
/// address, `p` a parameter, `s` a position or an expression).
const FLAGS: &[(&str, &[&str])] = &[
    ("games", &["json"]),
    ("rules", &["param=p"]),
    ("outcome", &["param=p", "position=s", "json"]),
    ("table", &["param=p", "from=n", "to=n", "format=w", "remoteness", "grundy", "sizes=s", "json"]),
    ("period", &["param=p", "json"]),
    ("play", &["param=p", "first=w", "second=w", "position=s", "load=f"]),
    ("conjecture", &["param=p", "neutral=s", "to=n", "json"]),
    (
        "solve",
        &[
            "param=p",
            "position=s",
            "checkpoint=f",
            "resume=f",
            "seconds=n",
            "json",
            "prover",
            "first-moves=s",
            "certificate=f",
            "plot=f",
            "tree=f",
            "distribute=u",
            "status=u",
        ],
    ),
    (
        "book",
        &[
            "out=f",
            "min-empties=n",
            "journal=f",
            "threads=n",
            "seconds=n",
            "bottom-up",
            "verify=n",
            "seed=n",
            "book=f",
            "json",
        ],
    ),
    ("verify", &["seconds=n", "json"]),
    ("serve", &["public-url=u", "keep-days=n", "spectators-per-network=n", "lan", "behind-proxy"]),
    ("migrate", &["from=f", "to=u", "json"]),
    ("worker", &["database=u", "threads=n", "lease=n", "once"]),
];

/// A value of the kind `kind` (see [`FLAGS`]).
fn value(kind: char) -> BoxedStrategy<String> {
    let nasty = prop::sample::select(NASTY).prop_map(str::to_string);
    match kind {
        'f' => prop::sample::select(&["{dir}/f", "{dir}/none/f", "{dir}", "", "/dev/null", "{dir}/cert.bin"][..])
            .prop_map(str::to_string)
            .boxed(),
        'w' => prop::sample::select(&["svg", "text", "color", "champion", "human", "xx", ""][..])
            .prop_map(str::to_string)
            .boxed(),
        'u' => prop::sample::select(
            &["http://127.0.0.1:1", "http://escola.test", "postgres://nobody@127.0.0.1:1/x", "nonsense", "ftp://x", ""]
                [..],
        )
        .prop_map(str::to_string)
        .boxed(),
        'p' => {
            (prop::sample::select(PARAMS), prop::sample::select(NASTY)).prop_map(|(k, v)| format!("{k}={v}")).boxed()
        }
        's' => {
            prop_oneof![nasty.clone(), Just("a1=1".to_string()), Just("3..7".to_string()), Just("n % 2 == 0".into())]
                .boxed()
        }
        _ => nasty.boxed(),
    }
}

/// One generated argument list, with `{dir}` standing for the run's folder.
fn args() -> impl Strategy<Value = Vec<String>> {
    let game = prop::sample::select(GAMES).prop_map(str::to_string);
    (
        prop::sample::select(FLAGS),
        game,
        prop::option::of(prop::sample::select(NASTY)),
        prop::sample::select(&["en", "pt", "pt-BR"][..]),
    )
        .prop_flat_map(|((command, flags), game, safe, lang)| {
            let flag = prop::sample::select(flags).prop_flat_map(|f| match f.split_once('=') {
                Some((name, kind)) => {
                    let kind = kind.chars().next().unwrap_or('n');
                    value(kind).prop_map(move |v| vec![format!("--{name}"), v]).boxed()
                }
                None => Just(vec![format!("--{f}")]).boxed(),
            });
            (Just((command, game, safe, lang)), prop::collection::vec(flag, 0..5))
        })
        .prop_map(|((command, game, safe, lang), flags)| {
            let mut out = vec![command.to_string(), "--lang".into(), lang.to_string()];
            if !matches!(command, "games" | "serve" | "migrate" | "verify" | "worker") {
                out.push(game);
            }
            if command == "conjecture" {
                out.push("--safe".into());
                out.push(safe.map_or("n % 5 == 0".into(), |s| s.to_string()));
            }
            if command == "verify" {
                out.push("erdos-latino".into());
                out.push("{dir}/cert.bin".into());
            }
            if command == "serve" {
                // Never the user's data, never a fixed port.
                out.extend(["--addr".into(), "127.0.0.1:0".into(), "--data".into(), "{dir}/data".into()]);
            }
            out.extend(flags.into_iter().flatten());
            out
        })
}

/// What a run ended with.
enum End {
    Exited(i32),
    Signal(i32),
    Killed,
}

/// Runs the binary with `args` in `dir`, killed past [`LIMIT`]. `dir` holds
/// a copy of a committed certificate (`{dir}/cert.bin`): a generated command
/// may write over any file it names, and must never reach the repository's.
fn run(args: &[String], dir: &Path) -> End {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::copy(root.join("proofs/erdos-latino-3x3-cert.bin"), dir.join("cert.bin")).expect("the certificate copied");
    let args: Vec<String> = args.iter().map(|a| a.replace("{dir}", &dir.display().to_string())).collect();
    let quoted: Vec<String> = args.iter().map(|a| format!("'{}'", a.replace('\'', "'\\''"))).collect();
    let script = format!("ulimit -v {MEMORY_KIB}; exec '{}' {}", env!("CARGO_BIN_EXE_ludoteca"), quoted.join(" "));
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .current_dir(dir)
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir)
        .env("XDG_CACHE_HOME", dir)
        .env("LUDOTECA_CACHE", "")
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("sh runs");
    let started = Instant::now();
    loop {
        match child.try_wait().expect("waits") {
            Some(status) => {
                return match (status.code(), status.signal()) {
                    (Some(code), _) => End::Exited(code),
                    (None, Some(sig)) => End::Signal(sig),
                    _ => End::Exited(-1),
                };
            }
            None if started.elapsed() > LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                return End::Killed;
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
}

#[test]
fn five_thousand_generated_command_lines_never_panic() {
    let mut runner =
        TestRunner::new(Config { rng_seed: proptest::test_runner::RngSeed::Fixed(36_37), ..Config::default() });
    let strategy = args();
    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../proofs/erdos-latino-3x3-cert.bin");
    let before = std::fs::read(&committed).expect("the committed certificate");
    let cases: Vec<Vec<String>> =
        (0..CASES).map(|_| strategy.new_tree(&mut runner).expect("a case").current()).collect();
    let next = Mutex::new(0usize);
    let failures = Mutex::new(Vec::new());
    let counts = Mutex::new([0usize; 3]);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 4);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                let dir = tempfile::tempdir().expect("a folder");
                loop {
                    let i = {
                        let mut n = next.lock().unwrap();
                        *n += 1;
                        *n - 1
                    };
                    let Some(args) = cases.get(i) else { return };
                    let end = run(args, dir.path());
                    let mut c = counts.lock().unwrap();
                    match end {
                        End::Exited(101) => failures.lock().unwrap().push(format!("exit 101 (a panic): {args:?}")),
                        End::Signal(sig) => failures.lock().unwrap().push(format!("signal {sig}: {args:?}")),
                        End::Exited(0) => c[0] += 1,
                        End::Exited(_) => c[1] += 1,
                        End::Killed => c[2] += 1,
                    }
                }
            });
        }
    });
    let [ok, refused, killed] = *counts.lock().unwrap();
    eprintln!("{CASES} command lines: {ok} succeeded, {refused} refused, {killed} stopped at {LIMIT:?}");
    let failures = failures.into_inner().unwrap();
    // A command that writes a certificate wrote over this one before the runs
    // moved into their own folders.
    assert_eq!(std::fs::read(&committed).ok(), Some(before), "the repository's certificate was written over");
    assert!(failures.is_empty(), "{} of {CASES} command lines crashed:\n{}", failures.len(), failures.join("\n"));
}
