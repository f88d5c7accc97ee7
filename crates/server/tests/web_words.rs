//! The page's shared words (`web/locales/*.ftl`, Project Fluent, formatted in
//! the page by the vendored `@fluent/bundle`): every file parses, English and
//! European Portuguese write the same messages, Brazilian Portuguese only
//! some of them, and every key the page's modules ask for by name exists.

use ludoteca_core::i18n::{messages, problems};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn web() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web")
}

fn ids(lang: &str) -> BTreeSet<String> {
    let text = std::fs::read_to_string(web().join(format!("locales/{lang}.ftl"))).expect("a file per language");
    let found = problems(&text);
    assert!(found.is_empty(), "{lang}.ftl: {found:?}");
    messages(&text).into_iter().map(|(id, _)| id.to_string()).collect()
}

fn scripts(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder of web/") {
        let path = entry.expect("an entry").path();
        if path.is_dir() && !path.ends_with("vendor") {
            scripts(&path, out);
        } else if path.extension().is_some_and(|e| e == "js") {
            out.push(path);
        }
    }
}

#[test]
fn every_language_writes_the_page_words_and_every_asked_key_exists() {
    let (en, pt, br) = (ids("en"), ids("pt-PT"), ids("pt-BR"));
    assert!(en.len() > 200, "the files were read: {}", en.len());
    assert_eq!(en.symmetric_difference(&pt).collect::<Vec<_>>(), Vec::<&String>::new(), "en and pt-PT differ");
    let stray: Vec<&String> = br.difference(&pt).collect();
    assert!(stray.is_empty(), "pt-BR writes messages pt-PT does not: {stray:?}");
    // `t('match.winner')` asks for the message `match_winner`; a board's
    // words are in its family's folder, served beside these.
    let families: BTreeSet<String> = ludoteca_games::TEXTS
        .iter()
        .flat_map(|t| t.page(ludoteca_core::Lang::EN).iter().chain(t.own(ludoteca_core::Lang::EN)))
        .flat_map(|f| messages(f))
        .map(|(id, _)| id.to_string())
        .collect();
    let clash: Vec<&String> = families.intersection(&en).collect();
    assert!(clash.is_empty(), "a family's message takes a page message's id: {clash:?}");
    let mut files = Vec::new();
    scripts(&web(), &mut files);
    let mut missing = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a script");
        for call in ["t('", "tn('", "w('", "plural(w, '"] {
            for (at, _) in text.match_indices(call) {
                let before = text[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                    continue;
                }
                let rest = &text[at + call.len()..];
                let Some(key) = rest.split('\'').next() else { continue };
                let id = key.replace('.', "_");
                if !en.contains(&id) && !families.contains(&id) {
                    missing.push(format!("{}: {key}", file.display()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "keys the page asks for that no file writes:\n{}", missing.join("\n"));
}
