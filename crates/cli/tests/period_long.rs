//! `ludoteca period octal --long`: the long run prints the period plain
//! `period` prints, a run stopped by its deadline or its limit resumes from
//! its checkpoint to the same answer, and each refusal is one sentence in
//! English, European and Brazilian Portuguese.

use std::path::Path;
use std::process::{Command, Output};

fn ludoteca(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ludoteca")).args(args).env("LUDOTECA_CACHE", "").output().unwrap()
}

fn stdout(run: &Output) -> String {
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    String::from_utf8_lossy(&run.stdout).into_owned()
}

fn kayles(extra: &[&str]) -> Output {
    let mut args = vec!["period", "octal", "--param", "code=0.77", "--long"];
    args.extend_from_slice(extra);
    ludoteca(&args)
}

#[test]
fn a_long_run_prints_the_period_plain_period_prints() {
    let plain = stdout(&ludoteca(&["period", "octal", "--param", "code=0.77"]));
    assert!(plain.contains("period 12 from row 71"), "{plain}");
    assert_eq!(stdout(&kayles(&["--to", "5000", "--memory", "1"])), plain);
    let plain = stdout(&ludoteca(&["period", "octal", "--param", "code=0.77", "--json"]));
    assert_eq!(stdout(&kayles(&["--to", "5000", "--json"])), plain);
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn a_run_stopped_by_its_deadline_resumes_to_the_same_period() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kayles.ckpt");
    let stopped = stdout(&kayles(&["--to", "5000", "--seconds", "0", "--checkpoint", path(&file)]));
    assert!(stopped.starts_with("stopped after 0 heaps of 0.77"), "{stopped}");
    assert!(file.exists());
    let plain = stdout(&ludoteca(&["period", "octal", "--param", "code=0.77"]));
    assert_eq!(stdout(&kayles(&["--to", "5000", "--resume", path(&file)])), plain);
}

#[test]
fn a_run_that_reached_its_limit_resumes_from_the_values_it_saved() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kayles.ckpt");
    // 100 heaps prove nothing (the proof needs heaps 0..167): refused, saved.
    let short = kayles(&["--to", "100", "--checkpoint", path(&file)]);
    assert!(!short.status.success());
    assert!(String::from_utf8_lossy(&short.stderr).contains("up to heap 100 prove no period"));
    // The header (24 + 5 + 9 bytes) and one byte per heap.
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 38 + 100);
    let plain = stdout(&ludoteca(&["period", "octal", "--param", "code=0.77"]));
    assert_eq!(stdout(&kayles(&["--to", "5000", "--resume", path(&file)])), plain);
}

/// The refusal of `args` in en, pt-PT and pt-BR: one line each, containing
/// the words given.
fn refused(args: &[&str], words: [&str; 3]) {
    for (lang, word) in ["en", "pt-PT", "pt-BR"].into_iter().zip(words) {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        let run = ludoteca(&all);
        assert!(!run.status.success(), "{lang} {args:?}");
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains(word), "{lang}: {err}");
    }
}

#[test]
fn each_refusal_is_one_sentence_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kayles.ckpt");
    stdout(&kayles(&["--to", "5000", "--seconds", "0", "--checkpoint", path(&file)]));
    refused(
        &["period", "octal", "--param", "code=0.8", "--long", "--to", "100"],
        ["digits are 0 to 7", "(p. ex. 0.77)", "(por ex. 0.77)"],
    );
    refused(
        &["period", "octal", "--param", "code=0.77", "--long", "--to", "2^29", "--memory", "1"],
        ["over the limit of 1 MiB", "acima do limite de 1 MiB; pede", "acima do limite de 1 MiB; peça"],
    );
    refused(
        &["period", "octal", "--param", "code=0.07", "--long", "--to", "100", "--resume", path(&file)],
        ["holds the values of 0.77, not of 0.07", "retoma-o com code=0.77", "retome-o com code=0.77"],
    );
    let other = dir.path().join("notes.txt");
    std::fs::write(&other, "not values\n").unwrap();
    refused(
        &["period", "octal", "--param", "code=0.77", "--long", "--resume", path(&other)],
        ["is not a checkpoint of octal values", "não é um ficheiro", "não é um arquivo"],
    );
}

#[test]
fn ctrl_c_saves_the_values_and_stops_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("16.ckpt");
    // .054 proves its period only past 396 million heaps (BENCHMARKS.md): below
    // 2^24 the run goes on until stopped, however fast the machine (.16, used
    // before, proved its period within the 1.5 s on an idle machine).
    let args = ["period", "octal", "--param", "code=0.054", "--long", "--to", "2^24", "--checkpoint", path(&file)];
    let child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(args)
        .env("LUDOTECA_CACHE", "")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let kill = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    let out = stdout(&child.wait_with_output().unwrap());
    let heaps: u64 = out.strip_prefix("stopped after ").and_then(|s| s.split(' ').next()?.parse().ok()).expect(&out);
    assert!(heaps > 0, "{out}");
    // The header (its length grows with the code written in it), then one byte a value.
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 39 + heaps);
    // Resumed and stopped at once, the run is where Ctrl-C left it.
    let resumed = stdout(&ludoteca(&[&args[..7], &["--resume", path(&file), "--seconds", "0"]].concat()));
    assert!(resumed.starts_with(&format!("stopped after {heaps} heaps of 0.054")), "{resumed}");
}
