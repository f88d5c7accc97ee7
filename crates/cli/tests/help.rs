//! The help (`--help`, `-h`, `help COMMAND`) in the reader's language: in
//! the pseudo-locale (`LUDOTECA_PSEUDO=1`) no line of any command's help is
//! left in plain English, so every sentence and heading comes through the
//! translation files (crates/cli/src/help.rs); in European and Brazilian
//! Portuguese the headings and sentences are Portuguese; in English the
//! help reads as `clap` wrote it.

use std::process::{Command, Output};

/// `ludoteca ARGS` with `LANG=lang` (and the pseudo-locale when asked).
fn run(lang: &str, pseudo: bool, args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ludoteca"));
    command.env_remove("LC_ALL").env_remove("LC_MESSAGES").env("LANG", lang).env_remove("LUDOTECA_PSEUDO");
    if pseudo {
        command.env("LUDOTECA_PSEUDO", "1");
    }
    command.env("LUDOTECA_CACHE", "").args(args).output().expect("the binary runs")
}

/// The help `args` print (exit 0, on stdout, nothing on stderr).
fn help(lang: &str, pseudo: bool, args: &[&str]) -> String {
    let out = run(lang, pseudo, args);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    text
}

/// The help with every run of spaces and line breaks made one space: what
/// it says, however wide the terminal it wraps to (`COLUMNS`, or 100).
fn squashed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The commands the English help lists under `Commands:` (a description
/// wrapped onto the next line is indented further, and is no command).
fn commands() -> Vec<String> {
    let text = help("C", false, &["--help"]);
    let names: Vec<String> = text
        .lines()
        .skip_while(|l| l.trim() != "Commands:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter(|l| !l.starts_with("   "))
        .filter_map(|l| l.strip_prefix("  ").and_then(|e| e.split_whitespace().next()).map(str::to_string))
        .collect();
    assert!(names.len() >= 10 && names.iter().any(|n| n == "solve"), "{names:?}\n{text}");
    names
}

/// English words a line of help in plain English almost surely holds
/// (clap's own headings among them); notation holds none of them once the
/// flags, value names, command names and bracketed values are set aside.
const ENGLISH: &[&str] = &[
    "usage",
    "commands",
    "arguments",
    "options",
    "print",
    "help",
    "version",
    "default",
    "possible",
    "values",
    "the",
    "a",
    "of",
    "to",
    "and",
    "or",
    "in",
    "on",
    "with",
    "from",
    "this",
    "file",
    "game",
    "games",
    "position",
    "play",
    "who",
    "wins",
    "table",
    "period",
    "value",
    "seconds",
    "stop",
    "list",
    "check",
    "solve",
    "write",
    "each",
    "every",
    "instead",
    "database",
    "threads",
    "proof",
    "book",
    "match",
    "serve",
    "copy",
];

/// The lines of `text` (a help in the pseudo-locale) that hold an English
/// word outside notation: backticks, `[…]`, flags, `<VALUE>` names, words
/// in capitals, and the commands' names (which a sentence in the
/// pseudo-locale writes accented).
fn plain_english(text: &str, commands: &[String]) -> Vec<String> {
    text.lines()
        .filter(|line| {
            let mut outside = String::new();
            let (mut code, mut bracket) = (false, 0_u32);
            for c in line.chars() {
                match c {
                    '`' => code = !code,
                    '[' => bracket += 1,
                    ']' => bracket = bracket.saturating_sub(1),
                    _ if !code && bracket == 0 => outside.push(c),
                    _ => {}
                }
            }
            outside
                .split_whitespace()
                .filter(|t| !commands.iter().any(|c| c == t))
                .filter(|t| !t.starts_with('-') && !t.starts_with('<') && !t.chars().all(|c| !c.is_lowercase()))
                .flat_map(|t| t.split(|c: char| !c.is_ascii_alphabetic()).map(str::to_string).collect::<Vec<_>>())
                .any(|w| ENGLISH.contains(&w.to_ascii_lowercase().as_str()))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn no_help_is_left_in_plain_english_in_the_pseudo_locale() {
    let commands = commands();
    let mut asks: Vec<Vec<&str>> = vec![vec!["--help"], vec!["-h"], vec!["help"]];
    // `help --help` is refused (as before): the refusals are usage.rs's.
    for c in commands.iter().filter(|c| *c != "help") {
        asks.push(vec![c.as_str(), "--help"]);
        asks.push(vec![c.as_str(), "-h"]);
        asks.push(vec!["help", c.as_str()]);
    }
    let mut wrong = Vec::new();
    for args in &asks {
        let mut line = vec!["--lang", "en"];
        line.extend(args);
        let text = help("C", true, &line);
        let lines = plain_english(&text, &commands);
        if !lines.is_empty() {
            wrong.push(format!("`ludoteca {}`:\n  {}", line.join(" "), lines.join("\n  ")));
        }
    }
    assert!(wrong.is_empty(), "help in plain English:\n{}", wrong.join("\n"));
}

#[test]
fn the_help_is_portuguese_in_portuguese() {
    let text = squashed(&help("C", false, &["--lang", "pt", "solve", "--help"]));
    for words in ["Utilização: ludoteca solve", "Argumentos:", "Opções:", "Mostra a ajuda", "ficheiro", "consulta"]
    {
        assert!(text.contains(words), "`{words}` not in:\n{text}");
    }
    let text = squashed(&help("pt_PT.UTF-8", false, &["period", "-h"]));
    assert!(text.contains("[por omissão: 2^29]") && text.contains("Utilização:"), "{text}");
    let text = squashed(&help("C", false, &["--lang", "pt", "help", "table"]));
    assert!(text.contains("Utilização: ludoteca table") && text.contains("O primeiro monte"), "{text}");
    let text = squashed(&help("C", false, &["--lang", "pt", "--help"]));
    assert!(
        text.contains("Comandos:") && text.contains("Lista os jogos") && text.contains("Mostra a versão"),
        "{text}"
    );
}

#[test]
fn the_help_is_brazilian_in_brazilian_portuguese() {
    let text = squashed(&help("C", false, &["--lang", "pt-BR", "solve", "--help"]));
    for words in ["Uso: ludoteca solve", "Argumentos:", "Opções:", "Exibe a ajuda", "arquivo", "consulte"] {
        assert!(text.contains(words), "`{words}` not in:\n{text}");
    }
    assert!(!text.contains("ficheiro") && !text.contains("Utilização"), "{text}");
    let text = squashed(&help("pt_BR.UTF-8", false, &["play", "--help"]));
    assert!(text.contains("[padrão: human]") && text.contains("[valores possíveis: human, champion]"), "{text}");
}

#[test]
fn the_help_reads_as_before_in_english_and_exits_as_before() {
    let text = squashed(&help("C", false, &["solve", "--help"]));
    for words in ["Usage: ludoteca solve [OPTIONS] [ID]", "Arguments:", "Options:", "-h, --help", "Print help"] {
        assert!(text.contains(words), "`{words}` not in:\n{text}");
    }
    let text = squashed(&help("C", false, &["--help"]));
    assert!(text.contains("Commands:") && text.contains("-V, --version") && text.contains("Print version"), "{text}");
    let text = squashed(&help("C", false, &["play", "-h"]));
    assert!(text.contains("[default: human] [possible values: human, champion]"), "{text}");
    assert!(help("C", false, &["--lang", "pt", "--version"]).starts_with("ludoteca "));
    // A bare `ludoteca`: the help on stderr, exit 2, in the language.
    let out = run("pt_PT.UTF-8", false, &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty() && String::from_utf8_lossy(&out.stderr).contains("Utilização: ludoteca"));
}
