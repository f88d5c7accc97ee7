//! Finds the command line's translation files by their names
//! (`src/locales/<tag>.ftl`, and the research commands'
//! `src/research_locales/<tag>.ftl`), so that a new language is files
//! only, and writes the lists `words.rs` and `research_words.rs` include.

use std::path::PathBuf;
use std::{env, fs};

fn main() {
    for (folder, list) in [("locales", "cli_locales.rs"), ("research_locales", "research_locales.rs")] {
        write(folder, list);
    }
}

/// Writes `list`: `(tag, include_str!(…))` for each `.ftl` of `folder`.
fn write(folder: &str, list: &str) {
    let dir =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR")).join("src").join(folder);
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("the locales folder is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let items: Vec<String> = files
        .iter()
        .map(|f| {
            let tag = f.file_stem().and_then(|s| s.to_str()).expect("a file name in UTF-8");
            format!("({tag:?}, &[include_str!({:?})])", f.display().to_string())
        })
        .collect();
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join(list);
    fs::write(out, format!("&[{}]", items.join(", "))).expect("OUT_DIR is writable");
}
