//! Adding a family touches only its own folders: a test that counts, for
//! every family of the catalogue, the source files outside its own folders
//! that name it, and allows at most two (issue 14's figure).
//!
//! # What is counted
//!
//! **The files.** Every non-test source file of the repository: the Rust
//! files under `crates/*/src/`, the JavaScript files under `web/`, and the
//! translation files (`.ftl`) under `crates/*/locales/` and `web/`. Test
//! code is left out: files named `tests.rs`, anything under a `tests/` folder,
//! and each item of a Rust file marked `#[cfg(test)]` (the inline test
//! module; what follows it is read). Benches, examples, content files, Cargo manifests and
//! docs are not source files here.
//!
//! **The families.** Each folder `crates/games/src/<module>/` with a
//! `descriptor.rs` is a family; its *name* is the `name: "…"` of its
//! descriptor (the board key, e.g. `erdos-latino`), its *module* the folder's
//! name (`erdos`). The test checks that these are exactly the families of
//! [`ludoteca_games::FAMILIES`].
//!
//! **Its own folders.** `crates/games/src/<module>/`, its engine crate
//! `crates/<module>/` if any, its match driver `crates/play/src/<module>/` if
//! any, its board `web/boards/<name>.js` (or `<module>.js`). The boards index
//! `web/boards/index.js` is allowed too: it is the board's one registration
//! line.
//!
//! **Naming a family.** A file names a family when it holds any of:
//! - a quoted literal (`"…"`, `'…'` or `` `…` ``) equal to the name or the
//!   module (`"mastermind"`, `'erdos-latino'`, `` `heap` ``);
//! - a quoted dotted key with the name or module as one of its parts (the
//!   web's message keys `'board.knight'`, `'erdos.hand'`);
//! - the module as a path, `<module>::` (`ludoteca_games::heap::HeapEntry`),
//!   or its engine crate `ludoteca_<module>` / `ludoteca-<module>`;
//! - for a family whose name is not an ordinary English word, the name or the
//!   module as a word anywhere, case aside, `_` and `-` separating words and
//!   `ö`/`ő` read as `o` (`figuras`, `Mastermind`, `Erdös`, `northcott`).
//!
//! - the family's *prefix* ([`prefixes`]: `mm` for Mastermind, `er` for
//!   Erdös Latino, `fg` and `fig` for Figuras…) as a part of a key
//!   (`'mm.strategy'`, `` `mm.${kind}` ``, `mark-mm-worse`, `mm_palette`) or
//!   as a part of a name in camel case (`Msg::MmEnd`, `MarkMmWorse`); a
//!   family's prefixes are read from its own translation files: the first
//!   part of at least three of its message keys, and of no other family's.
//!
//! Families whose names are ordinary words ([`ORDINARY`]: a *heap* of
//! stones, a *sum*, a *knight*, *beans*, *flags*, a *bicycle*) are named only
//! by the quoted, key, path and prefix forms, so that the word in a sentence
//! does not count. Nor does a quoted word in a list of words ([`word_list`]:
//! four literals or more in a row, fewer than half of them names of
//! families), such as the English stop-list of `rules_text.rs`, where
//! `"heap"` and `"beans"` are English words, not families.
//!
//! Files another piece of work owns and will change are counted apart
//! ([`AWAITING`]). The figure: at most [`MOST`] such files per family — the registration
//! line in `crates/games/src/lib.rs` and, for a family with a match driver
//! of its own, the one in `crates/play/src/lib.rs`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The most files outside its own folders that may name a family.
const MOST: usize = 2;

/// Family names that are ordinary English words: only quoted, as a key or as
/// a path do they name the family.
const ORDINARY: &[&str] = &["heap", "sum", "knight", "beans", "flags", "bicycle"];

/// Files that still name a family and belong to another piece of work, each
/// counted apart; the test fails when one of them stops naming its family,
/// so that the list only shrinks. What is left of issue 38's first item: the
/// page's code-breaking strategies, named by the Mastermind board's words
/// (`mm.strategy.…`) in the shared explanation and strategies view.
#[rustfmt::skip]
const AWAITING: &[(&str, &str)] = &[
    ("mastermind", "web/explain.js"),
    ("mastermind", "web/i18n.js"),
    ("mastermind", "web/views/strategies.js"),
];

/// One family: its descriptor's name, its module (folder) and the prefixes
/// of its message keys.
#[derive(Debug)]
struct Family {
    name: String,
    module: String,
    prefixes: Vec<String>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the repository's root")
}

/// The families, read from the folders with a descriptor.
fn families(root: &Path) -> Vec<Family> {
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root.join("crates/games/src")).expect("crates/games/src") {
        let dir = dir.expect("a folder entry").path();
        let Ok(text) = std::fs::read_to_string(dir.join("descriptor.rs")) else { continue };
        let module = dir.file_name().and_then(|n| n.to_str()).expect("a folder name").to_string();
        let at = text.find("name: \"").unwrap_or_else(|| panic!("{module}'s descriptor has no name")) + 7;
        let name = text[at..].split('"').next().expect("a quoted name").to_string();
        out.push(Family { name, module, prefixes: Vec::new() });
    }
    out.sort_by(|a, b| a.module.cmp(&b.module));
    let keys: Vec<Vec<String>> = out.iter().map(|f| keys(&root.join("crates/games/src").join(&f.module))).collect();
    for (i, family) in out.iter_mut().enumerate() {
        family.prefixes = prefixes(&keys[i], keys.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, k)| k));
    }
    out
}

/// The message keys of a family's English translation files (`locales/en.ftl`
/// and `locales/page/en.ftl` in its folder `dir`).
fn keys(dir: &Path) -> Vec<String> {
    ["locales/en.ftl", "locales/page/en.ftl"]
        .iter()
        .filter_map(|f| std::fs::read_to_string(dir.join(f)).ok())
        .flat_map(|text| {
            text.lines()
                .filter_map(|line| {
                    let (key, _) = line.split_once(" =")?;
                    let key_like = key.starts_with(|c: char| c.is_ascii_lowercase())
                        && key.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
                    key_like.then(|| key.to_string())
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The first part of a key (`mm` of `mm-make`, `mm_palette`, `mm.round`).
fn first_part(key: &str) -> &str {
    key.split(['-', '_', '.']).next().unwrap_or(key)
}

/// A family's prefixes: the first parts of at least three of its keys that
/// begin none of the other families' keys (`board_…` is every board's).
fn prefixes<'a>(own: &[String], others: impl Iterator<Item = &'a Vec<String>>) -> Vec<String> {
    let taken: BTreeSet<&str> = others.flatten().map(|k| first_part(k)).collect();
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for key in own {
        *count.entry(first_part(key)).or_default() += 1;
    }
    count.into_iter().filter(|(part, n)| *n >= 3 && !taken.contains(part)).map(|(part, _)| part.to_string()).collect()
}

/// Every non-test source file below `root`, as a path relative to it.
fn sources(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries {
            let path = entry.expect("a folder entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                if name != "tests" {
                    walk(&path, ext, out);
                }
            } else if name.ends_with(ext) && name != "tests.rs" {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    for krate in std::fs::read_dir(root.join("crates")).expect("crates") {
        let krate = krate.expect("a crate").path();
        walk(&krate.join("src"), ".rs", &mut out);
        walk(&krate.join("src"), ".ftl", &mut out);
        walk(&krate.join("locales"), ".ftl", &mut out);
    }
    walk(&root.join("web"), ".js", &mut out);
    walk(&root.join("web"), ".ftl", &mut out);
    let mut rel: Vec<PathBuf> =
        out.iter().map(|p| p.strip_prefix(root).expect("below the root").to_path_buf()).collect();
    rel.sort();
    rel
}

/// The file's text without its test code: each item marked `#[cfg(test)]`
/// at the start of a line, up to its closing brace (or its `;`), is left out.
fn non_test(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]").filter(|&at| at == 0 || rest[..at].ends_with('\n')) {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let Some(open) = item.find(['{', ';']) else { return out };
        if item[open..].starts_with(';') {
            rest = &item[open + 1..];
            continue;
        }
        let mut depth = 0usize;
        let mut end = item.len();
        for (i, c) in item[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The quoted literals of `text` (up to the same quote on the same line),
/// in runs: literals with only spaces, line ends, `,` or `|` between them
/// make one run (the words of a list).
fn literal_runs(text: &str) -> Vec<Vec<&str>> {
    let mut runs: Vec<Vec<&str>> = Vec::new();
    let mut joined = false;
    for line in text.lines() {
        let mut rest = line;
        while let Some(open) = rest.find(['"', '\'', '`']) {
            let between = &rest[..open];
            joined &= between.chars().all(|c| c.is_whitespace() || c == ',' || c == '|');
            let quote = rest[open..].chars().next().expect("a quote");
            let after = &rest[open + 1..];
            let Some(close) = after.find(quote) else { break };
            match runs.last_mut() {
                Some(run) if joined => run.push(&after[..close]),
                _ => runs.push(vec![&after[..close]]),
            }
            joined = true;
            rest = &after[close + 1..];
        }
        joined &= rest.chars().all(|c| c.is_whitespace() || c == ',' || c == '|');
    }
    runs
}

/// Whether a run of literals is a list of words rather than of families:
/// four literals or more, fewer than half of them a family's name or module.
fn word_list(run: &[&str], families: &[Family]) -> bool {
    let named = run.iter().filter(|lit| families.iter().any(|f| **lit == f.name || **lit == f.module)).count();
    run.len() >= 4 && 2 * named < run.len()
}

/// Whether `text` holds `prefix` as a part of a key (`mm.round`,
/// `mark-mm-worse`, `mm_palette`, `` `mm.${kind}` ``: the prefix, then `.`,
/// `-` or `_` and a small letter, `$` or `{`; before it, no letter, digit or
/// `_`).
fn has_key_prefix(text: &str, prefix: &str) -> bool {
    text.match_indices(prefix).any(|(at, _)| {
        let before = text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_');
        let mut after = text[at + prefix.len()..].chars();
        let sep = after.next().is_some_and(|c| matches!(c, '.' | '-' | '_'));
        !before && sep && after.next().is_some_and(|c| c.is_lowercase() || c == '$' || c == '{')
    })
}

/// Whether `text` holds `prefix` as a part of a name in camel case (`MmEnd`,
/// `MarkMmWorse`: the prefix capitalised, then a capital; before it, no
/// capital letter nor digit).
fn has_camel_prefix(text: &str, prefix: &str) -> bool {
    let mut chars = prefix.chars();
    let camel: String = chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default();
    text.match_indices(&camel).any(|(at, _)| {
        let before = text[..at].chars().next_back().is_some_and(|c| c.is_uppercase() || c.is_ascii_digit());
        !before && text[at + camel.len()..].chars().next().is_some_and(char::is_uppercase)
    })
}

/// The words of `text`, lower case, `ö`/`ő` as `o`: letters and digits make
/// words, anything else (`_`, `-`, `:`…) separates them, and so does a
/// capital after a small letter (`MastermindMatch` is two words).
fn words(text: &str) -> BTreeSet<String> {
    let mut folded = String::with_capacity(text.len());
    let mut prev = ' ';
    for c in text.chars() {
        let c = if matches!(c, 'ö' | 'ő' | 'Ö' | 'Ő') { 'o' } else { c };
        if c.is_alphanumeric() {
            if c.is_uppercase() && (prev.is_lowercase() || prev.is_ascii_digit()) {
                folded.push(' ');
            }
            folded.extend(c.to_lowercase());
        } else {
            folded.push(' ');
        }
        prev = c;
    }
    folded.split_whitespace().map(str::to_string).collect()
}

/// Whether `text` has the path `module::`: not the end of a longer
/// identifier nor a method (`.sum::<u64>()`), and not a turbofish.
fn has_path(text: &str, module: &str) -> bool {
    let pat = format!("{module}::");
    text.match_indices(&pat).any(|(at, _)| {
        let before = text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.');
        !before && !text[at + pat.len()..].starts_with('<')
    })
}

/// A source file read once: its text (test code left out), its quoted
/// literals (those of lists of words apart), its words, and where its keys
/// are: its literals, or the whole text of a translation file.
struct Scan {
    text: String,
    literals: Vec<String>,
    listed: Vec<String>,
    words: BTreeSet<String>,
    ftl: bool,
}

impl Scan {
    fn of(text: &str, families: &[Family]) -> Scan {
        Scan::of_file(text, families, false)
    }

    fn of_file(text: &str, families: &[Family], ftl: bool) -> Scan {
        let text = non_test(text);
        let (listed, literals): (Vec<_>, Vec<_>) =
            literal_runs(&text).into_iter().partition(|run| word_list(run, families));
        let own = |runs: Vec<Vec<&str>>| runs.into_iter().flatten().map(str::to_string).collect();
        let words = words(&text);
        Scan { literals: own(literals), listed: own(listed), words, ftl, text }
    }
}

/// Whether `text` names `family` (the forms of the module's documentation),
/// among the families of the catalogue.
fn names(text: &str, family: &Family) -> bool {
    names_in(&Scan::of(text, &families(&root())), family)
}

/// Whether the translation file `text` names `family`.
fn names_ftl(text: &str, family: &Family) -> bool {
    names_in(&Scan::of_file(text, &families(&root()), true), family)
}

fn names_in(scan: &Scan, family: &Family) -> bool {
    let text = scan.text.as_str();
    let ids = [family.name.as_str(), family.module.as_str()];
    let quoted = scan.literals.iter().map(String::as_str).any(|lit| {
        ids.contains(&lit)
            || (lit.contains('.')
                && lit
                    .split('.')
                    .all(|part| !part.is_empty() && part.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-'))
                && lit.split('.').any(|part| ids.contains(&part)))
    });
    let path = has_path(text, &family.module)
        || text.contains(&format!("ludoteca_{}", family.module))
        || text.contains(&format!("ludoteca-{}", family.module));
    let word = !ORDINARY.contains(&family.name.as_str())
        && (scan.words.contains(&family.module) || scan.words.contains(&family.name));
    let prefix = family.prefixes.iter().any(|p| {
        let key = if scan.ftl {
            has_key_prefix(text, p)
        } else {
            scan.literals.iter().chain(&scan.listed).any(|lit| has_key_prefix(lit, p))
        };
        key || has_camel_prefix(text, p)
    });
    quoted || path || word || prefix
}

/// Whether `file` lies in one of `family`'s own folders (or is the boards index).
fn own(file: &Path, family: &Family) -> bool {
    let m = &family.module;
    [format!("crates/games/src/{m}/"), format!("crates/{m}/"), format!("crates/play/src/{m}/")]
        .iter()
        .any(|dir| file.starts_with(dir))
        || [format!("web/boards/{}.js", family.name), format!("web/boards/{m}.js"), "web/boards/index.js".into()]
            .iter()
            .any(|f| file == Path::new(f))
}

#[test]
fn the_families_are_those_of_the_catalogue() {
    let found: BTreeSet<String> = families(&root()).into_iter().map(|f| f.name).collect();
    let listed: BTreeSet<String> = ludoteca_games::FAMILIES.iter().map(|f| f.name.to_string()).collect();
    assert_eq!(found, listed, "the folders with a descriptor and FAMILIES");
}

#[test]
fn the_forms_that_name_a_family() {
    let all = families(&root());
    let family = |module: &str| all.iter().find(|f| f.module == module).expect("a family of the tree");
    let (erdos, heap, mastermind, figuras) = (family("erdos"), family("heap"), family("mastermind"), family("figuras"));
    assert_eq!(mastermind.prefixes, ["mm"], "read from its keys");
    assert_eq!(erdos.prefixes, ["er", "erdos"], "val-… keys are the core's too");
    assert_eq!(figuras.prefixes, ["crit", "fg", "fig"]);
    assert_eq!(family("beans").prefixes, ["be"], "board_… keys are every board's");
    assert_eq!(family("northcott").prefixes, ["nc"], "stone-… keys are too few to be a prefix");
    for yes in [
        "t('erdos.hand')",
        "ErdosMatch::new()",
        "use ludoteca_erdos::Rules;",
        "crate::erdos::ERDOS",
        "// Erdös Latino",
        "\"erdos-latino\"",
        "Msg::ErBadCell { cell }",
    ] {
        assert!(names(yes, erdos), "{yes}");
    }
    assert!(names_ftl("er-bad-cell = { $cell } is not a cell", erdos));
    assert!(!names("er-bad-cell = { $cell } is not a cell", erdos), "a key outside quotes in code is not a key");
    assert!(!names_ftl("over-long = the player's turn is over", erdos));
    for yes in [
        "\"heap\"",
        "ludoteca_games::heap::HeapEntry",
        "t('board.heap', {i})",
        "`heap`",
        "match k { \"heap\" | \"sum\" | \"knight\" | \"beans\" => 1, _ => 0 }",
        "Msg::from(HeapMsg::HpTooMany)",
    ] {
        assert!(names(yes, heap), "{yes}");
    }
    for yes in [
        "Msg::MmEnd { rounds, a, b, .. } => {",
        "Msg::MarkMmWorse { guess, worst, best }",
        "const key = `mm.strategy.${m[1]}`;",
        "t(`mm.${kind}`)",
        "tn('mm.broken', r.score)",
        "h('p', { id: 'mark-mm-worse' })",
    ] {
        assert!(names(yes, mastermind), "{yes}");
    }
    for yes in ["mark-mm-not-a-code = In round { $round }, the guess", "mm_palette = Palette"] {
        assert!(names_ftl(yes, mastermind), "{yes}");
    }
    for yes in ["Msg::FigEnd { a, b }", "FgMsg::FgHint"] {
        assert!(names(yes, figuras), "{yes}");
    }
    assert!(names_ftl("fig-same-colour = all four one colour", figuras));
    for no in [
        "a heap of stones",
        "heaps: 10,7",
        "fn heap_of(&self)",
        "\"heaps\"",
        "kind: 'heapish'",
        "pub const STOP: &[&str] = &[\n    \"the\", \"and\", \"heap\", \"heaps\",\n    \"flag\", \"flags\", \"bean\", \"beans\", \"knight\",\n];",
        "[\"stone\", \"heap\", \"row\", \"column\"]",
    ] {
        assert!(!names(no, heap), "{no}");
    }
    for no in ["let summary = 1;", "MMXXVI", "commit-message", "// the summer's mmap", "fn comm_mode()", "Mmap"] {
        assert!(!names(no, mastermind), "{no}");
    }
    for no in ["ERROR: over-long", "Error::Other", "user-agent", "ErrorKind"] {
        assert!(!names(no, erdos), "{no}");
    }
    for no in ["see fig. 3", "Figure 2", "config-file", "FIG", ".map(|(k, g)| (g, crit.shown(k, n)))"] {
        assert!(!names(no, figuras), "{no}");
    }
    assert!(!names("no such game", erdos));
    assert!(own(Path::new("crates/play/src/erdos/view.rs"), erdos));
    assert!(own(Path::new("web/boards/erdos.js"), erdos));
    assert!(!own(Path::new("web/i18n.js"), erdos));
    assert_eq!(non_test("fn a() {}\n#[cfg(test)]\nmod tests { \"heap\" }"), "fn a() {}\n");
    assert_eq!(
        non_test("fn a() {}\n#[cfg(test)]\nmod tests { fn b() { \"heap\" } }\nconst C: &str = \"heap\";"),
        "fn a() {}\n\nconst C: &str = \"heap\";",
        "what follows the test module is read"
    );
}

#[test]
fn every_family_is_named_by_at_most_two_files_outside_its_own_folders() {
    let root = root();
    let families = families(&root);
    let files = sources(&root);
    assert!(files.len() > 50, "the walk found the sources: {}", files.len());
    let mut naming: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut awaiting = BTreeSet::new();
    for file in &files {
        let text = std::fs::read_to_string(root.join(file)).expect("a source file");
        let scan = Scan::of_file(&text, &families, file.extension().is_some_and(|e| e == "ftl"));
        for family in &families {
            if !own(file, family) && names_in(&scan, family) {
                let file = file.display().to_string();
                if AWAITING.contains(&(family.name.as_str(), file.as_str())) {
                    awaiting.insert((family.name.clone(), file));
                } else {
                    naming.entry(&family.name).or_default().push(file);
                }
            }
        }
    }
    let stale: Vec<_> = AWAITING.iter().filter(|(f, p)| !awaiting.contains(&(f.to_string(), p.to_string()))).collect();
    assert!(stale.is_empty(), "no longer naming their family, to be taken off AWAITING: {stale:?}");
    let over: Vec<String> = naming
        .iter()
        .filter(|(_, files)| files.len() > MOST)
        .map(|(family, files)| format!("{family} ({}): {}", files.len(), files.join(", ")))
        .collect();
    assert!(
        over.is_empty(),
        "families named outside their own folders by more than {MOST} files:\n{}",
        over.join("\n")
    );
}
