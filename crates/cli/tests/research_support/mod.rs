//! What the research tests share (issue 40): the `ludoteca` binary run to
//! the end, worker processes on a database, stopped as a supervisor stops
//! them, and `solve mastermind … --json`, locally or distributed.
#![allow(dead_code)] // each test file uses its own part

use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// `ludoteca ARGS`, run to the end.
pub fn ludoteca(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ludoteca")).args(args).output().expect("ludoteca runs")
}

/// Bytes as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Where a child's error stream goes: the test's own with
/// `LUDOTECA_TEST_SERVER_LOG` set, else nowhere.
pub fn log() -> Stdio {
    if std::env::var_os("LUDOTECA_TEST_SERVER_LOG").is_some() { Stdio::inherit() } else { Stdio::null() }
}

/// A child process killed when dropped: a test that fails leaves no
/// worker or solve running after it.
pub struct Guard(pub Child);

impl std::ops::Deref for Guard {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.0
    }
}

impl std::ops::DerefMut for Guard {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.0
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        if matches!(self.0.try_wait(), Ok(None)) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

/// A worker process on `url`.
pub fn worker(url: &str, extra: &[&str]) -> Guard {
    Guard(
        Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(["worker", "--database", url])
            .args(extra)
            .stdout(Stdio::null())
            .stderr(log())
            .spawn()
            .expect("the worker starts"),
    )
}

/// Stops a worker as a supervisor does (SIGTERM) and checks it ends well.
pub fn stop(mut w: Guard) {
    let _ = Command::new("kill").args(["-TERM", &w.id().to_string()]).status();
    let end = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(status) = w.try_wait().unwrap() {
            assert!(status.success(), "a worker stopped by SIGTERM exits cleanly: {status}");
            return;
        }
        assert!(Instant::now() < end, "the worker did not stop on SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The arguments of `solve mastermind PARAMS --json`, locally or with
/// `--distribute url`.
pub fn solve_args<'a>(params: &[&'a str], url: Option<&'a str>) -> Vec<&'a str> {
    let mut args = vec!["solve", "mastermind"];
    for p in params {
        args.extend(["-p", p]);
    }
    args.push("--json");
    if let Some(url) = url {
        args.extend(["--distribute", url]);
    }
    args
}

/// `solve mastermind PARAMS --json`, locally or with `--distribute url`:
/// what it printed.
pub fn solve(params: &[&str], url: Option<&str>) -> String {
    let args = solve_args(params, url);
    let out = ludoteca(&args);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}
