//! Reads the laboratory's languages from the folders of `locales/` (one
//! folder per language, named by its tag, each with a `language.ftl` saying
//! its name and the language it falls back to) and writes their table and
//! the core's files of each: a new language is a new folder, no code.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

/// One language as its folder declares it.
struct Language {
    tag: String,
    name: String,
    short: String,
    button: String,
    fallback: Option<String>,
    yes: Option<String>,
    no: Option<String>,
    thousands: String,
    files: Vec<PathBuf>,
}

fn main() {
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut languages = Vec::new();
    let mut dirs: Vec<PathBuf> = fs::read_dir(&root)
        .expect("crates/core/locales is readable")
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let tag = dir.file_name().and_then(|n| n.to_str()).expect("a folder named by a language tag").to_string();
        assert!(
            tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') && !tag.is_empty(),
            "locales/{tag}: a language's folder is named by its tag (en, pt-BR…)"
        );
        let about = fs::read_to_string(dir.join("language.ftl"))
            .unwrap_or_else(|_| panic!("locales/{tag}/language.ftl is missing: it names the language"));
        let field = |key: &str| -> Option<String> {
            about.lines().find_map(|l| {
                let (k, v) = l.split_once('=')?;
                (k.trim() == key).then(|| v.trim().to_string())
            })
        };
        let name = field("language-name").unwrap_or_else(|| panic!("locales/{tag}/language.ftl lacks language-name"));
        let short = field("language-short").unwrap_or_else(|| tag.to_uppercase());
        let button = field("language-button").unwrap_or_else(|| name.clone());
        let mut files: Vec<PathBuf> = fs::read_dir(&dir)
            .expect("a language folder is readable")
            .map(|e| e.expect("a readable entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl") && !p.ends_with("language.ftl"))
            .collect();
        files.sort();
        languages.push(Language {
            fallback: field("language-fallback"),
            yes: field("language-yes"),
            no: field("language-no"),
            thousands: match field("language-thousands").as_deref() {
                None | Some("none") => String::new(),
                Some("space") => "\u{a0}".to_string(),
                Some(c) if c.chars().count() == 1 => c.to_string(),
                Some(other) => panic!(
                    "locales/{tag}/language.ftl: language-thousands is none, space or one character, not {other}"
                ),
            },
            tag,
            name,
            short,
            button,
            files,
        });
    }
    // English first (the language of the code and of the last resort), then
    // each language after the one it falls back to, by tag otherwise.
    let chain = |l: &Language| -> Vec<String> {
        let mut chain = vec![l.tag.clone()];
        let mut at = l.fallback.clone();
        while let Some(tag) = at {
            assert!(!chain.contains(&tag), "locales/{}: its fallbacks go round in a circle", l.tag);
            let next = languages.iter().find(|o| o.tag == tag);
            let next = next.unwrap_or_else(|| panic!("locales/{}: it falls back to {tag}, which has no folder", l.tag));
            chain.insert(0, tag);
            at = next.fallback.clone();
        }
        chain
    };
    let mut keyed: Vec<(bool, Vec<String>, usize)> =
        languages.iter().enumerate().map(|(i, l)| (l.tag != "en", chain(l), i)).collect();
    keyed.sort();
    assert!(!keyed[0].0, "locales/en is missing: English is the code's language and the last resort");
    let order: Vec<usize> = keyed.iter().map(|k| k.2).collect();
    let index = |tag: &str| order.iter().position(|&i| languages[i].tag == tag).expect("a known tag");

    let mut out = String::new();
    let n = order.len();
    writeln!(out, "/// How many languages the laboratory speaks.").unwrap();
    writeln!(out, "pub const COUNT: usize = {n};").unwrap();
    writeln!(out, "/// Every language, as its folder declares it, in the order menus list them.").unwrap();
    writeln!(out, "pub(crate) static TABLE: [Language; {n}] = [").unwrap();
    for &i in &order {
        let l = &languages[i];
        let opt = |s: &Option<String>| s.as_ref().map_or("None".to_string(), |s| format!("Some({s:?})"));
        writeln!(
            out,
            "    Language {{ tag: {:?}, name: {:?}, short: {:?}, button: {:?}, fallback: {}, yes: {}, no: {}, thousands: {:?} }},",
            l.tag,
            l.name,
            l.short,
            l.button,
            l.fallback.as_deref().map_or("None".to_string(), |f| format!("Some({})", index(f))),
            opt(&l.yes),
            opt(&l.no),
            l.thousands,
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
    writeln!(out, "/// The core's files in each language (its folder's `.ftl` files but `language.ftl`).").unwrap();
    writeln!(out, "pub(crate) static CORE_FILES: [(&str, &[&str]); {n}] = [").unwrap();
    for &i in &order {
        let l = &languages[i];
        let files: Vec<String> =
            l.files.iter().map(|f| format!("include_str!({:?})", f.display().to_string())).collect();
        writeln!(out, "    ({:?}, &[{}]),", l.tag, files.join(", ")).unwrap();
    }
    writeln!(out, "];").unwrap();
    let dest = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("languages.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
