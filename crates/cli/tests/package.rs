//! The Debian package (`scripts/package`, metadata in `crates/cli/Cargo.toml`
//! and `crates/cli/debian/`): its parts cannot go stale, and the package
//! installs, runs and leaves the machine clean.
//!
//! * The manual page (`crates/cli/man/ludoteca.1`, written by hand) describes
//!   every subcommand that `ludoteca --help` lists, and no other, and names
//!   the program's version; every flag the systemd unit gives `serve` is one
//!   that `ludoteca serve --help` knows. These run in every `cargo test`.
//! * `package_installs_runs_and_purges` builds the release binary and the
//!   .deb and runs `scripts/package --check` (install with apt, `--version`,
//!   `serve` as the `ludoteca` user answering `/healthz`, the user, the data
//!   folder, the unit (`systemd-analyze verify` when present), the manual
//!   page, then `apt remove` and `apt purge`). It needs a release build
//!   (7–8 minutes from nothing on two cores, seconds when warm) and root, so it is ignored by
//!   default; run it with
//!   `cargo test -p ludoteca --test package -- --ignored`.
//!   Not root: it touches nothing and says SKIPPED.

use std::path::{Path, PathBuf};
use std::process::Command;

/// This crate's folder, `crates/cli`.
fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The binary's help for `args` (`--help` appended), in English.
fn help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .env("LC_ALL", "C")
        .env("LUDOTECA_CACHE", "")
        .args(args)
        .arg("--help")
        .output()
        .expect("the binary runs");
    assert!(out.status.success(), "{args:?} --help: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("the help is UTF-8")
}

/// The subcommands `ludoteca --help` lists under `Commands:`.
fn subcommands() -> Vec<String> {
    let text = help(&[]);
    let mut lines = text.lines().skip_while(|l| l.trim() != "Commands:").skip(1);
    let mut names = Vec::new();
    for line in lines.by_ref() {
        // An entry is indented by two spaces; the section ends at a blank line.
        if line.trim().is_empty() {
            break;
        }
        if let Some(entry) = line.strip_prefix("  ")
            && !entry.starts_with(' ')
            && let Some(name) = entry.split_whitespace().next()
        {
            names.push(name.to_string());
        }
    }
    assert!(names.len() >= 10, "too few subcommands read from `ludoteca --help`: {names:?}\n{text}");
    names
}

fn man_page() -> String {
    let path = crate_dir().join("man/ludoteca.1");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The tag of every tagged paragraph (the line after `.TP`, e.g. `.B games`)
/// of the section `.SH title`, outside its indented blocks (`.RS` … `.RE`),
/// with its troff dashes (`\-`) made plain.
fn tags(page: &str, title: &str) -> Vec<String> {
    let heading = format!(".SH {title}");
    let mut lines = page.lines().skip_while(|l| l.trim() != heading).skip(1);
    let (mut words, mut depth, mut tag_next) = (Vec::new(), 0, false);
    for line in lines.by_ref() {
        if line.starts_with(".SH ") {
            break;
        }
        match line.split_whitespace().next() {
            Some(".RS") => depth += 1,
            Some(".RE") => depth -= 1,
            Some(".TP") => tag_next = depth == 0,
            _ if tag_next => {
                tag_next = false;
                words.push(line.replace("\\-", "-"));
            }
            _ => {}
        }
    }
    words
}

#[test]
fn the_manual_page_describes_every_subcommand_and_no_other() {
    let page = man_page();
    // `.B name`, `.BI "name " …`: the word after the macro.
    let described: Vec<String> = tags(&page, "COMMANDS")
        .iter()
        .map(|tag| tag.split_whitespace().nth(1).unwrap_or_default().trim_matches('"').to_string())
        .collect();
    let listed = subcommands();
    let missing: Vec<_> = listed.iter().filter(|c| !described.contains(c)).collect();
    assert!(
        missing.is_empty(),
        "crates/cli/man/ludoteca.1 does not describe {missing:?} (its COMMANDS: {described:?})"
    );
    let stale: Vec<_> = described.iter().filter(|c| !listed.contains(c)).collect();
    assert!(stale.is_empty(), "crates/cli/man/ludoteca.1 describes {stale:?}, which `ludoteca --help` does not list");
}

#[test]
fn the_manual_page_names_this_version_and_every_global_option() {
    let page = man_page();
    let th = page.lines().find(|l| l.starts_with(".TH ")).expect("the page has a .TH line");
    let version = format!("ludoteca {}", env!("CARGO_PKG_VERSION"));
    assert!(th.contains(&version), "the .TH line names another version than {version}: {th}");
    let options = tags(&page, "GLOBAL OPTIONS").join(" ");
    // The first `--flag` of each line under `Options:` (`-h, --help` gives `--help`).
    let text = help(&[]);
    let flags: Vec<&str> = text
        .lines()
        .skip_while(|l| l.trim() != "Options:")
        .filter_map(|l| l.split_whitespace().find(|w| w.starts_with("--")))
        .collect();
    assert!(
        flags.contains(&"--lang") && flags.contains(&"--version"),
        "options read from `ludoteca --help`: {flags:?}"
    );
    for flag in flags {
        assert!(options.contains(flag), "GLOBAL OPTIONS of the manual page lack {flag} (it has: {options})");
    }
}

/// The unit file's `ExecStart=` line, split into words.
fn exec_start() -> Vec<String> {
    let path = crate_dir().join("debian/ludoteca.service");
    let unit = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let line = unit.lines().find_map(|l| l.strip_prefix("ExecStart=")).expect("the unit has an ExecStart= line");
    line.split_whitespace().map(str::to_string).collect()
}

#[test]
fn the_unit_runs_serve_with_flags_serve_knows() {
    let words = exec_start();
    assert_eq!(words[..2], ["/usr/bin/ludoteca", "serve"], "the unit runs {words:?}");
    let serve = help(&["serve"]);
    for flag in words.iter().filter(|w| w.starts_with("--")) {
        assert!(
            serve.contains(&format!("{flag} ")) || serve.contains(&format!("{flag}\n")),
            "the unit gives serve {flag}, which `ludoteca serve --help` does not list"
        );
    }
    let data = words.iter().position(|w| w == "--data").expect("the unit gives --data");
    assert_eq!(words.get(data + 1).map(String::as_str), Some("/var/lib/ludoteca"));
}

#[test]
fn the_package_metadata_names_files_that_exist() {
    let manifest = std::fs::read_to_string(crate_dir().join("Cargo.toml")).expect("the manifest reads");
    let deb =
        manifest.split("[package.metadata.deb]").nth(1).expect("crates/cli/Cargo.toml has [package.metadata.deb]");
    let assets = deb.split("assets = [").nth(1).and_then(|a| a.split("\n]").next()).expect("the metadata lists assets");
    let mut sources = 0;
    for line in assets.lines().filter(|l| l.trim_start().starts_with("[\"")) {
        let source = line.trim_start().trim_start_matches("[\"").split('"').next().unwrap_or_default();
        sources += 1;
        if source.starts_with("target/") {
            continue; // built by cargo
        }
        assert!(Path::new(&crate_dir()).join(source).is_file(), "the asset {source} is missing");
    }
    assert!(sources >= 3, "too few assets read: {assets}");
    for script in ["postinst", "postrm"] {
        let text = std::fs::read_to_string(crate_dir().join("debian").join(script)).expect("the script reads");
        // cargo-deb replaces every occurrence, a comment's too (a stray one
        // breaks the script): exactly one, on a line of its own.
        let tokens = text.lines().filter(|l| l.contains("#DEBHELPER#")).collect::<Vec<_>>();
        assert_eq!(tokens, ["#DEBHELPER#"], "debian/{script} must hold cargo-deb's token once, on a line of its own");
    }
}

#[test]
#[ignore = "builds the release .deb and installs it on this machine (root): cargo test -p ludoteca --test package -- --ignored"]
fn package_installs_runs_and_purges() {
    // SAFETY of the machine: only root installs packages, and the script
    // itself refuses where a ludoteca package, user or data already lives.
    let uid = Command::new("id").arg("-u").output().expect("id runs");
    if String::from_utf8_lossy(&uid.stdout).trim() != "0" {
        eprintln!(
            "SKIPPED: package_installs_runs_and_purges installs a package and must run as root; nothing was touched"
        );
        return;
    }
    let script = crate_dir().join("../../scripts/package");
    let status = Command::new("bash").arg(&script).arg("--check").status().expect("scripts/package runs");
    assert!(status.success(), "scripts/package --check failed ({status}); its output above says which step");
}
