//! No script of the page reads a move or a position from its text (issue
//! 38, item 2): boards build the moves they send, and say the moves they
//! show, from the moves' data (`legal_data`, a history entry's `data`,
//! `good_data`; `web/boards/moves.js`). So no board splits a string or runs
//! a regular expression at all, and elsewhere in `web/` (the vendored
//! libraries aside) only the uses listed in [`ALLOWED`] do, each saying why
//! it reads no move and no position.

use std::path::{Path, PathBuf};

/// What reads a string by its pieces or by a pattern: a split, a regular
/// expression (applied with any of these, or built from text).
const READERS: &[&str] =
    &[".split(", ".match(", ".matchAll(", ".exec(", ".test(", ".search(", ".replace(/", ".replaceAll(/", "RegExp("];

/// The uses outside `web/boards/` that read no move and no position: the
/// file, a piece of the line, and why.
const ALLOWED: &[(&str, &str, &str)] = &[
    ("app.js", "hash.replace(/^#/", "the page's address (its hash), for the router"),
    ("app.js", "raw.split('?')", "the page's address: its path and its query"),
    ("app.js", "re.test(path)", "the router's patterns over the page's path"),
    ("app.js", "path.match(re)", "the router's patterns over the page's path"),
    ("dom.js", "split(/`([^`]*)`/)", "code spans (between backticks) of a sentence the server wrote"),
    ("explain.js", "explanation) || '').split('\\n')", "a hint's explanation, a sentence per line"),
    ("explain.js", "/^([a-z][a-z-]*) — /.exec(line)", "the strategy named at the head of a hint's line"),
    ("i18n.js", "key.replace(/\\./g", "a message's key made its Fluent id"),
    ("i18n.js", "tag.toLowerCase().replace(/-.*$/", "a language tag's primary part (`pt` of `pt-BR`)"),
    ("names.js", ".replace(/\\p{M}/gu", "accents folded, to search names"),
    ("views/game.js", "/[\\u0000-\\u001f\\u007f-\\u009f]/.test(value)", "control characters in a person's name"),
    ("views/lobby.js", ".split(/\\s+/)", "the words typed in the lobby's search"),
    ("views/match.js", "api.match(", "the API's call named match: no pattern at all"),
    ("views/match.js", "hnt.notation.split('\\n')", "the teacher's version of a hint, a sentence per line"),
    ("views/params.js", ".replace(/_/g, '')", "a parameter typed in the form (`1_000`), checked as typed"),
    ("views/params.js", "s.match(/^(\\d+)\\^(\\d+)$/)", "a parameter typed in the form (`10^6`), checked as typed"),
    ("views/params.js", "/^\\d+$/.test(s)", "a parameter typed in the form, checked as typed"),
    ("views/params.js", "/^-\\s*\\d+$/.test(v)", "a parameter typed in the form (a negative number), checked as typed"),
    ("views/params.js", "NUMBER.test(v)", "a parameter typed in the form, checked as typed"),
    ("views/params.js", "v.split(',').every(", "a take set typed in the form (`1,3..5`), checked as typed"),
    ("views/params.js", "part.trim().match(", "a take set typed in the form (`1,3..5`), checked as typed"),
    (
        "views/params.js",
        "v.replace(/^\\(|\\)$/g, '').split(',')",
        "a list typed in the form (`10,7`), checked as typed",
    ),
    ("views/params.js", "/^[IVX]+$/.test(c.value)", "a choice's value named by a Roman numeral (a version)"),
    ("views/value.js", "kv.split('=')", "the page's query (`param=name=value`)"),
];

fn web() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web")
}

/// Every script of `web/` but the vendored libraries, as (path from `web/`, text).
fn scripts() -> Vec<(String, String)> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("a folder of web/") {
            let path = entry.expect("an entry").path();
            if path.is_dir() && !path.ends_with("vendor") {
                walk(root, &path, out);
            } else if path.extension().is_some_and(|e| e == "js") {
                let name = path.strip_prefix(root).expect("under web/").to_string_lossy().replace('\\', "/");
                out.push((name, std::fs::read_to_string(&path).expect("a script")));
            }
        }
    }
    let mut out = Vec::new();
    walk(&web(), &web(), &mut out);
    out.sort();
    out
}

/// The lines of `text` (numbered from 1) that split a string or run a
/// regular expression; comment lines are left out.
fn readers(text: &str) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| {
            let t = l.trim_start();
            !(t.starts_with("//") || t.starts_with('*') || t.starts_with("/*"))
        })
        .filter(|(_, l)| READERS.iter().any(|r| l.contains(r)))
        .map(|(i, l)| (i + 1, l.trim()))
        .collect()
}

#[test]
fn the_scan_sees_a_split_or_a_pattern_over_a_move() {
    let board = "const n = Number(mv.split('=')[1]);\n// mv.split('=') in a comment\nif (/^\\d+$/.test(m)) x();\n\
                 const m = /^r(\\d+)$/.exec(mv.trim());\nconst re = new RegExp(`^${p}:`);\nconst ok = legal.has(mv);";
    let found: Vec<usize> = readers(board).into_iter().map(|(i, _)| i).collect();
    assert_eq!(found, [1, 3, 4, 5]);
}

#[test]
fn no_board_reads_a_move_or_a_position_from_its_text() {
    let scripts = scripts();
    assert!(scripts.iter().any(|(n, _)| n == "boards/sum.js") && scripts.len() > 20, "the scripts were read");
    let mut wrong = Vec::new();
    let mut used = vec![false; ALLOWED.len()];
    for (name, text) in &scripts {
        for (line, code) in readers(text) {
            let allowed = ALLOWED
                .iter()
                .position(|(file, piece, _)| !name.starts_with("boards/") && name == file && code.contains(piece));
            match allowed {
                Some(k) => used[k] = true,
                None => wrong.push(format!("web/{name}:{line}: {code}")),
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "these lines split a string or run a regular expression; a board reads a move's fields \
         (`legal_data`, a history entry's `data`: web/boards/moves.js), and any other use is listed \
         in ALLOWED with why it reads no move or position:\n{}",
        wrong.join("\n")
    );
    let stale: Vec<&str> = ALLOWED.iter().zip(&used).filter(|(_, u)| !**u).map(|((_, p, _), _)| *p).collect();
    assert!(stale.is_empty(), "ALLOWED lists uses no script makes any more: {stale:?}");
}
