//! Finds the research commands' translation files by their names
//! (`src/research_locales/<tag>.ftl`), so that a new language is files
//! only, and writes the list `research_words.rs` includes.

use std::path::PathBuf;
use std::{env, fs};

fn main() {
    let dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
        .join("src/research_locales");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("src/research_locales is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let list: Vec<String> = files
        .iter()
        .map(|f| {
            let tag = f.file_stem().and_then(|s| s.to_str()).expect("a file name in UTF-8");
            format!("({tag:?}, &[include_str!({:?})])", f.display().to_string())
        })
        .collect();
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("research_locales.rs");
    fs::write(out, format!("&[{}]", list.join(", "))).expect("OUT_DIR is writable");
}
