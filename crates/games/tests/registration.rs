//! Adding a family touches only its own folders: a test that counts, for
//! every family of the catalogue, the source files outside its own folders
//! that name it, and allows at most two (issue 14's figure).
//!
//! # What is counted
//!
//! **The files.** Every non-test source file of the repository: the Rust
//! files under `crates/*/src/` and the JavaScript files under `web/`. Test
//! code is left out: files named `tests.rs`, anything under a `tests/` folder,
//! and the part of a Rust file from its first `#[cfg(test)]` line on (the
//! inline test module). Benches, examples, content files, Cargo manifests and
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
//! Families whose names are ordinary words ([`ORDINARY`]: a *heap* of
//! stones, a *sum*, a *knight*, *beans*, *flags*, a *bicycle*) are named only
//! by the first three forms, so that the word in a sentence does not count.
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
/// so that the list only shrinks (the core's message tables name no family
/// but by the book's method word: their keys carry prefixes, `Mm…`, `Er…`, `Fg…`).
const AWAITING: &[(&str, &str)] = &[];

/// One family: its descriptor's name and its module (folder).
#[derive(Debug)]
struct Family {
    name: String,
    module: String,
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
        out.push(Family { name, module });
    }
    out.sort_by(|a, b| a.module.cmp(&b.module));
    out
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
        walk(&krate.expect("a crate").path().join("src"), ".rs", &mut out);
    }
    walk(&root.join("web"), ".js", &mut out);
    let mut rel: Vec<PathBuf> =
        out.iter().map(|p| p.strip_prefix(root).expect("below the root").to_path_buf()).collect();
    rel.sort();
    rel
}

/// The file's text without its test code (from the first `#[cfg(test)]` line).
fn non_test(text: &str) -> &str {
    text.find("\n#[cfg(test)]").map_or(text, |at| &text[..at])
}

/// The quoted literals of `text` (up to the same quote on the same line).
fn literals(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for line in text.lines() {
        let mut rest = line;
        while let Some(open) = rest.find(['"', '\'', '`']) {
            let quote = rest[open..].chars().next().expect("a quote");
            let after = &rest[open + 1..];
            let Some(close) = after.find(quote) else { break };
            out.push(&after[..close]);
            rest = &after[close + 1..];
        }
    }
    out
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
/// literals and its words.
struct Scan<'a> {
    text: &'a str,
    literals: Vec<&'a str>,
    words: BTreeSet<String>,
}

impl<'a> Scan<'a> {
    fn of(text: &'a str) -> Scan<'a> {
        let text = non_test(text);
        Scan { text, literals: literals(text), words: words(text) }
    }
}

/// Whether `text` names `family` (the forms of the module's documentation).
fn names(text: &str, family: &Family) -> bool {
    names_in(&Scan::of(text), family)
}

fn names_in(scan: &Scan<'_>, family: &Family) -> bool {
    let text = scan.text;
    let ids = [family.name.as_str(), family.module.as_str()];
    let quoted = scan.literals.iter().any(|lit| {
        ids.contains(lit)
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
    quoted || path || word
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
    let erdos = Family { name: "erdos-latino".into(), module: "erdos".into() };
    let heap = Family { name: "heap".into(), module: "heap".into() };
    for yes in [
        "t('erdos.hand')",
        "ErdosMatch::new()",
        "use ludoteca_erdos::Rules;",
        "crate::erdos::ERDOS",
        "// Erdös Latino",
        "\"erdos-latino\"",
    ] {
        assert!(names(yes, &erdos), "{yes}");
    }
    for yes in ["\"heap\"", "ludoteca_games::heap::HeapEntry", "t('board.heap', {i})", "`heap`"] {
        assert!(names(yes, &heap), "{yes}");
    }
    for no in ["a heap of stones", "heaps: 10,7", "fn heap_of(&self)", "\"heaps\"", "kind: 'heapish'"] {
        assert!(!names(no, &heap), "{no}");
    }
    assert!(!names("no such game", &erdos));
    assert!(own(Path::new("crates/play/src/erdos/view.rs"), &erdos));
    assert!(own(Path::new("web/boards/erdos.js"), &erdos));
    assert!(!own(Path::new("web/i18n.js"), &erdos));
    assert_eq!(non_test("fn a() {}\n#[cfg(test)]\nmod tests { \"heap\" }"), "fn a() {}");
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
        let scan = Scan::of(&text);
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
