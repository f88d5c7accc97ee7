//! A command line refused before anything runs (a missing argument, an
//! unknown command or flag, a value not among a flag's, one a flag's parser
//! refuses, an argument too many) is refused in the reader's language: in
//! European and Brazilian Portuguese, in English and in the pseudo-locale,
//! one sentence that names what was wrong and what is accepted, ends with
//! where the help is, and exits with clap's code 2. The help and the
//! version are printed as before.

use std::process::{Command, Output};

/// Runs the binary with `args`, the environment's language `env_lang` and,
/// when `pseudo`, the pseudo-locale.
fn run(env_lang: &str, pseudo: bool, args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ludoteca"));
    command.env_remove("LC_ALL").env_remove("LC_MESSAGES").env("LANG", env_lang).env_remove("LUDOTECA_PSEUDO");
    if pseudo {
        command.env("LUDOTECA_PSEUDO", "1");
    }
    command.args(args).output().expect("the binary runs")
}

/// The refusal of `args`: exit 2, nothing on stdout, one line on stderr
/// that does not panic; that line.
fn refusal(env_lang: &str, pseudo: bool, args: &[&str]) -> String {
    let out = run(env_lang, pseudo, args);
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stdout));
    assert_eq!(err.lines().count(), 1, "{args:?}: one sentence: {err}");
    assert!(!err.contains("panicked") && !err.contains("RUST_BACKTRACE"), "{args:?}: {err}");
    err
}

/// clap's own English sentences, none of which may be printed.
const CLAPS: &[&str] = &[
    "the following required arguments",
    "unrecognized subcommand",
    "unexpected argument",
    "invalid value '",
    "possible values",
    "a similar",
    "For more information",
    "Usage:",
    "tip:",
];

/// English words of the refusals, none of which a Portuguese or pseudo
/// sentence may hold outside its notation.
const ENGLISH: &[&str] = &["missing", "required", "there is no", "not an option", "choose", "see ", "did you mean"];

/// The command lines refused, each with the words its refusal must hold in
/// every language (the notation: what was typed and what is accepted).
const LINES: &[(&[&str], &[&str])] = &[
    // A required argument missing: its name and the usage line (which
    // names the flags given, `--lang <LANG>` when it comes after).
    (&["solve"], &["`<ID>`", "`ludoteca solve ", " <ID>`", "`ludoteca solve --help`"]),
    // An unknown command: the one meant, or every command.
    (&["solv"], &["`solv`", "`solve`", "`ludoteca --help`"]),
    (&["xyz"], &["`xyz`", "games", "rules", "migrate", "`ludoteca --help`"]),
    // An unknown flag: the one meant, or the usage line.
    (&["games", "--jsn"], &["`--jsn`", "`--json`", "`ludoteca games --help`"]),
    (&["games", "--bogus"], &["`--bogus`", "`ludoteca games [OPTIONS]`", "`ludoteca games --help`"]),
    // A value not among an enum flag's: every value.
    (&["table", "je-9", "--format", "svgg"], &["`svgg`", "`--format <FORMAT>`", "text, color, svg", "json", "`svg`"]),
    (&["play", "je-9", "--first", "robot"], &["`robot`", "`--first <FIRST>`", "human", "champion"]),
    // A value a parser refuses: what it takes.
    (&["table", "je-9", "--from", "x"], &["`x`", "`--from <FROM>`", "0", "2^20", "`ludoteca table --help`"]),
    (&["worker", "--database", "x", "--lease", "0"], &["`0`", "`--lease <SECONDS>`", "1", "86400"]),
    // An argument too many: the usage line.
    (&["games", "extra"], &["`extra`", "`ludoteca games [OPTIONS]`", "`ludoteca games --help`"]),
];

/// Words of each language's refusals, per line of [`LINES`].
const WORDS: &[(&str, &[&str])] = &[
    (
        "pt",
        &[
            "falta o argumento obrigatório",
            "querias dizer",
            "não há nenhum comando",
            "querias dizer",
            "não é uma opção",
            "escolhe",
            "escolhe",
            "número inteiro a partir de 0",
            "número inteiro de 1 a 86400",
            "argumento a mais",
        ],
    ),
    (
        "pt-BR",
        &[
            "falta o argumento obrigatório",
            "você quis dizer",
            "não existe o comando",
            "você quis dizer",
            "não é uma opção",
            "escolha",
            "escolha",
            "número inteiro a partir de 0",
            "número inteiro de 1 a 86400",
            "argumento a mais",
        ],
    ),
    (
        "en",
        &[
            "the required argument",
            "did you mean",
            "there is no command",
            "did you mean",
            "is not an option",
            "choose",
            "choose",
            "not a whole number",
            "whole number from 1 to 86400",
            "one argument too many",
        ],
    ),
];

#[test]
fn refusals_in_european_and_brazilian_portuguese_and_in_english() {
    for (lang, words) in WORDS {
        for ((args, notation), word) in LINES.iter().zip(words.iter()) {
            // The flag before the command, after it, and as `--lang=`;
            // whatever the environment says.
            let mut before = vec!["--lang", lang];
            before.extend_from_slice(args);
            let mut after = args.to_vec();
            after.extend(["--lang", lang]);
            let equals = format!("--lang={lang}");
            let mut joined = vec![equals.as_str()];
            joined.extend_from_slice(args);
            for line in [before, after, joined] {
                let err = refusal("C", false, &line);
                let prefix = if *lang == "en" { "error: " } else { "erro: " };
                assert!(err.starts_with(prefix) && err.contains(word), "{line:?}: {err}");
                for n in *notation {
                    assert!(err.contains(n), "{line:?}: {n} missing in {err}");
                }
                for clap in CLAPS {
                    assert!(!err.contains(clap), "{line:?}: clap's English {clap:?} in {err}");
                }
                if *lang != "en" {
                    for english in ENGLISH {
                        assert!(!err.contains(english), "{line:?}: English {english:?} in {err}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_environment_chooses_when_no_flag_does() {
    let err = refusal("pt_BR.UTF-8", false, &["solve"]);
    assert!(err.starts_with("erro: falta o argumento obrigatório `<ID>`") && err.contains("consulte"), "{err}");
    let err = refusal("pt_PT.UTF-8", false, &["games", "extra"]);
    assert!(err.contains("argumento a mais") && err.contains("consulta"), "{err}");
    // A language that is not one of ours: refused in the environment's,
    // naming ours.
    let err = refusal("pt_PT.UTF-8", false, &["--lang", "fr", "games"]);
    assert!(err.contains("valor inválido `fr`") && err.contains("en, pt-PT, pt e pt-BR"), "{err}");
    // The flag wins over the environment.
    let err = refusal("pt_PT.UTF-8", false, &["--lang", "en", "solve"]);
    assert!(err.starts_with("error: the required argument `<ID>` is missing"), "{err}");
}

#[test]
fn refusals_in_the_pseudo_locale_come_through_the_files() {
    for (args, notation) in LINES {
        let err = refusal("C", true, args);
        for n in *notation {
            assert!(err.contains(n), "{args:?}: {n} missing in {err}");
        }
        // Outside the notation (between backticks) no word is plain English.
        let words: String = err.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        for english in ENGLISH.iter().chain(CLAPS) {
            assert!(!words.contains(english.trim()), "{args:?}: plain English {english:?} in {err}");
        }
        assert!(words.contains("ééŕŕööŕ"), "{args:?}: {err}");
    }
}

#[test]
fn every_other_refusal_is_in_the_language_too() {
    for (args, word) in [
        (&["--lang", "pt"][..], "falta o comando: escolhe games"),
        (&["--lang", "pt", "--lang", "en", "games"], "`--lang <LANG>` só pode ser dado uma vez"),
        (&["--lang", "pt", "table", "je-9", "--values", "--grundy"], "não pode ser usado com `--grundy`"),
        (&["--lang", "pt", "table", "je-9", "--format"], "falta o valor de `--format <FORMAT>`: escolhe text"),
        (&["--lang", "pt", "table", "je-9", "--to"], "falta o valor de `--to <TO>`"),
        (&["--lang", "pt", "verify"], "faltam os argumentos obrigatórios `<ID>` e `<FILES>...`"),
        (&["--lang", "pt-BR", "serve", "--addr", "x"], "não é um endereço com porta"),
        (&["--lang", "pt-BR", "worker", "--database", "x", "--threads", "0"], "de 1 a 65535"),
        (&["--lang", "pt", "book", "figuras", "--threads", "x"], "número inteiro a partir de 0"),
        (&["--lang", "pt", "-x"], "`-x` não é uma opção de `ludoteca`"),
    ] {
        let err = refusal("C", false, args);
        assert!(err.starts_with("erro: ") && err.contains(word), "{args:?}: {err}");
        assert!(!CLAPS.iter().any(|c| err.contains(c)), "{args:?}: {err}");
    }
}

#[test]
fn the_help_and_the_version_are_printed_as_before() {
    // Printed as before, in the reader's language (help.rs).
    for (args, heading) in [
        (&["--lang", "pt", "--help"][..], "Utilização: ludoteca"),
        (&["--lang", "pt", "solve", "--help"], "Utilização: ludoteca solve"),
        (&["help", "solve"], "Usage: ludoteca solve"),
        (&["-h"], "Usage: ludoteca"),
    ] {
        let out = run("C", false, args);
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(text.contains(heading) && out.stderr.is_empty(), "{args:?}: {text}");
    }
    let out = run("C", false, &["--lang", "pt", "--version"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("ludoteca "));
    // A bare `ludoteca`: clap's help on stderr, exit 2.
    let out = run("C", false, &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("Usage: ludoteca"));
}
