//! Finds every family's words and texts by their file names, so that a new
//! language is files only: `src/<family>/locales/<tag>.ftl` (and
//! `locales/page/<tag>.ftl`, the words only its board says) and
//! `src/<family>/content/<id>.<tag>.md` (a game's statement, the family's
//! rules). For each it writes the list of `(tag, include_str!(…))` that
//! `family_texts!`, `content!` and `rule_text!` include. A tag must be a
//! folder of `crates/core/locales` (a language the laboratory speaks).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let src = manifest.join("src");
    let languages = manifest.join("../core/locales");
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    // The crate is rebuilt whenever its sources change anyway, so watching
    // them all costs nothing and sees a new family's folder too.
    println!("cargo::rerun-if-changed={}", languages.display());
    println!("cargo::rerun-if-changed={}", src.display());
    let tags = sorted(&languages).into_iter().filter(|p| p.is_dir()).map(|p| name(&p)).collect::<Vec<_>>();
    for family in sorted(&src).into_iter().filter(|p| p.is_dir()) {
        let folder = name(&family);
        for (sub, dest) in
            [("locales", format!("locales/{folder}.rs")), ("locales/page", format!("locales/{folder}.page.rs"))]
        {
            let dir = family.join(sub);
            let mut list = String::from("&[");
            for file in sorted(&dir).into_iter().filter(|p| p.extension().is_some_and(|x| x == "ftl")) {
                let tag = stem(&file);
                known(&tags, &tag, &file);
                write!(list, "({tag:?}, &[include_str!({:?})]), ", file.display().to_string()).unwrap();
            }
            list.push(']');
            write_file(&out.join(dest), &list);
        }
        let dir = family.join("content");
        let mut texts: Vec<(String, Vec<(String, PathBuf)>)> = Vec::new();
        for file in sorted(&dir).into_iter().filter(|p| p.extension().is_some_and(|x| x == "md")) {
            let stem = stem(&file);
            let Some((id, tag)) = stem.rsplit_once('.') else {
                panic!("{}: a content file is named <id>.<language tag>.md", file.display())
            };
            known(&tags, tag, &file);
            match texts.iter_mut().find(|(i, _)| i == id) {
                Some((_, files)) => files.push((tag.to_string(), file.clone())),
                None => texts.push((id.to_string(), vec![(tag.to_string(), file.clone())])),
            }
        }
        for (id, files) in texts {
            let list: Vec<String> = files
                .iter()
                .map(|(tag, f)| format!("({tag:?}, include_str!({:?}))", f.display().to_string()))
                .collect();
            write_file(&out.join(format!("content/{folder}/{id}.rs")), &format!("&[{}]", list.join(", ")));
        }
    }
}

/// A folder's entries by name (none when it does not exist).
fn sorted(dir: &Path) -> Vec<PathBuf> {
    let mut all: Vec<PathBuf> =
        fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    all.sort();
    all
}

fn name(path: &Path) -> String {
    path.file_name().and_then(|n| n.to_str()).expect("a file name in UTF-8").to_string()
}

fn stem(path: &Path) -> String {
    path.file_stem().and_then(|n| n.to_str()).expect("a file name in UTF-8").to_string()
}

/// Stops the build on a file of a language the laboratory does not speak.
fn known(tags: &[String], tag: &str, file: &Path) {
    assert!(
        tags.iter().any(|t| t == tag),
        "{}: `{tag}` is not a language of crates/core/locales (its folder comes first; there are {})",
        file.display(),
        tags.join(", ")
    );
}

fn write_file(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().expect("a file in a folder")).expect("OUT_DIR is writable");
    // Written only when it changes, so that cargo does not rebuild for nothing.
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text).expect("OUT_DIR is writable");
    }
}
