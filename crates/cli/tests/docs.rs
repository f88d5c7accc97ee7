//! The repository's documentation is checked like code:
//!
//! * every relative link of every Markdown file (`[text](path)`, images,
//!   reference definitions) must name a file or folder of the repository, and
//!   its `#anchor`, when it has one, a heading of that file; a path that leaves
//!   the repository (`../shared/…`) is refused, even in backticks;
//! * the README's examples in ```` ```console ```` blocks are run with
//!   `trycmd` and must print exactly what the README shows.

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

/// The repository's root (this crate is `crates/cli`).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the repository's root exists")
}

/// Every Markdown file of the repository, outside `target/` and hidden folders.
fn markdown_files(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(dir) = folders.pop() {
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("a folder entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            if name.starts_with('.') || name == "target" || name == "node_modules" {
                continue;
            }
            if path.is_dir() {
                folders.push(path);
            } else if name.ends_with(".md") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// A link found in a Markdown text.
#[derive(Debug, PartialEq, Eq)]
struct Link {
    /// 1-based line number.
    line: usize,
    /// The destination as written.
    target: String,
    /// Whether it was only mentioned in a code span (checked for leaving the
    /// repository, not for existence).
    code: bool,
}

/// The lines of `text` outside fenced code blocks, with their numbers.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = trimmed.chars().next().filter(|c| *c == '`' || *c == '~');
        if let Some(c) = marker {
            let run = trimmed.chars().take_while(|x| *x == c).count();
            if run >= 3 {
                match fence {
                    None => {
                        fence = Some((c, run));
                        continue;
                    }
                    Some((fc, fr)) if fc == c && run >= fr && trimmed[run..].trim().is_empty() => {
                        fence = None;
                        continue;
                    }
                    Some(_) => {}
                }
            }
        }
        if fence.is_none() {
            out.push((i + 1, line));
        }
    }
    out
}

/// Splits a line into its code spans and the prose between them.
fn split_code_spans(line: &str) -> (String, Vec<&str>) {
    let mut prose = String::new();
    let mut spans = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find('`') {
        let ticks = rest[start..].chars().take_while(|c| *c == '`').count();
        let fence = &rest[start..start + ticks];
        let after = &rest[start + ticks..];
        match after.find(fence) {
            Some(end) => {
                prose.push_str(&rest[..start]);
                prose.push(' ');
                spans.push(after[..end].trim());
                rest = &after[end + ticks..];
            }
            None => {
                prose.push_str(&rest[..start + ticks]);
                rest = after;
            }
        }
    }
    prose.push_str(rest);
    (prose, spans)
}

/// Every link destination of `text`: inline links and images `[t](dest)`,
/// reference definitions `[label]: dest`, and code spans that start with
/// `../` (paths that may leave the repository).
fn links(text: &str) -> Vec<Link> {
    let mut out = Vec::new();
    for (line, raw) in prose_lines(text) {
        let (prose, spans) = split_code_spans(raw);
        for span in spans {
            if span.starts_with("../") {
                let target = span.split_whitespace().next().unwrap_or(span);
                out.push(Link { line, target: target.to_string(), code: true });
            }
        }
        // Reference definitions: `[label]: destination`.
        let t = prose.trim_start();
        if t.starts_with('[')
            && let Some(close) = t.find("]:")
        {
            let dest = t[close + 2..].split_whitespace().next().unwrap_or_default();
            if !dest.is_empty() {
                out.push(Link { line, target: dest.trim_matches(['<', '>']).to_string(), code: false });
            }
        }
        // Inline links and images: `](destination "title")`.
        let mut rest = prose.as_str();
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            let mut depth = 0usize;
            let mut end = after.len();
            for (j, c) in after.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' if depth == 0 => {
                        end = j;
                        break;
                    }
                    ')' => depth -= 1,
                    _ => {}
                }
            }
            let inside = after[..end].trim();
            let dest = if let Some(stripped) = inside.strip_prefix('<') {
                stripped.split('>').next().unwrap_or_default()
            } else {
                inside.split_whitespace().next().unwrap_or_default()
            };
            if !dest.is_empty() {
                out.push(Link { line, target: dest.to_string(), code: false });
            }
            rest = &after[end.min(after.len())..];
        }
    }
    out
}

/// The anchors of `text`'s headings, as GitHub makes them: lower case,
/// punctuation dropped, spaces turned into hyphens, `-1`, `-2`… on repeats.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, line) in prose_lines(text) {
        let t = line.trim_start();
        let hashes = t.chars().take_while(|c| *c == '#').count();
        if hashes == 0 || hashes > 6 || !t[hashes..].starts_with(' ') {
            continue;
        }
        let title = t[hashes..].trim().trim_end_matches('#').trim();
        let slug: String = title
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        let mut candidate = slug.clone();
        let mut n = 0;
        while out.contains(&candidate) {
            n += 1;
            candidate = format!("{slug}-{n}");
        }
        out.insert(candidate);
    }
    out
}

/// Decodes `%XX` escapes (e.g. `%20`) of a link's path.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = |b: u8| char::from(b).to_digit(16);
            if let (Some(hi), Some(lo)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((hi * 16 + lo) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `base/relative`, with `.` and `..` resolved by hand (the target may not
/// exist); `None` when it climbs above the filesystem's root.
fn join_lexically(base: &Path, relative: &Path) -> Option<PathBuf> {
    let mut out = base.to_path_buf();
    for part in relative.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            Component::Normal(p) => out.push(p),
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(out)
}

/// What is wrong with `link` of the Markdown file `file` (`None`: nothing).
/// `anchors_of` gives the headings' anchors of a Markdown file.
fn check(
    root: &Path,
    file: &Path,
    link: &Link,
    anchors_of: &dyn Fn(&Path) -> Option<BTreeSet<String>>,
) -> Option<String> {
    let target = link.target.as_str();
    // Links with a scheme (https:, mailto:…) leave the repository on purpose.
    let scheme = target.split_once(':').map(|(s, _)| s);
    if scheme.is_some_and(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))) {
        return None;
    }
    let (path_part, fragment) = match target.split_once('#') {
        Some((p, f)) => (p, Some(f)),
        None => (target, None),
    };
    let path_part = path_part.split('?').next().unwrap_or_default();
    if path_part.starts_with('/') {
        return Some(format!("`{target}` is an absolute path; write it relative to {}", file.display()));
    }
    let dir = file.parent().unwrap_or(root);
    let resolved = if path_part.is_empty() {
        Some(file.to_path_buf())
    } else {
        join_lexically(dir, Path::new(&percent_decode(path_part)))
    };
    let Some(resolved) = resolved.filter(|r| r.starts_with(root)) else {
        return Some(format!("`{target}` points outside the repository"));
    };
    if link.code {
        return None;
    }
    if !path_part.is_empty() && !resolved.exists() {
        return Some(format!("`{target}` names {}, which does not exist", resolved.display()));
    }
    if let Some(fragment) = fragment.filter(|f| !f.is_empty())
        && resolved.extension().is_some_and(|e| e == "md")
        && let Some(known) = anchors_of(&resolved)
        && !known.contains(&percent_decode(fragment).to_lowercase())
    {
        return Some(format!(
            "`{target}`: {} has no heading with the anchor `#{fragment}` (it has: {})",
            resolved.display(),
            known.into_iter().collect::<Vec<_>>().join(", ")
        ));
    }
    None
}

/// Every problem of every Markdown file under `root`, one sentence each.
fn problems(root: &Path) -> Vec<String> {
    let anchors_of = |p: &Path| std::fs::read_to_string(p).ok().map(|t| anchors(&t));
    let mut out = Vec::new();
    for file in markdown_files(root) {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        for link in links(&text) {
            if let Some(problem) = check(root, &file, &link, &anchors_of) {
                let shown = file.strip_prefix(root).unwrap_or(&file);
                out.push(format!("{}:{}: {problem}", shown.display(), link.line));
            }
        }
    }
    out
}

#[test]
fn every_relative_link_of_the_markdown_files_exists_inside_the_repository() {
    let root = root();
    let files = markdown_files(&root);
    for expected in ["README.md", "docs/api.md", "docs/architecture.md", "web/README.md", "BENCHMARKS.md"] {
        assert!(files.contains(&root.join(expected)), "{expected} was not among the Markdown files checked");
    }
    let problems = problems(&root);
    assert!(problems.is_empty(), "broken links in the documentation:\n{}", problems.join("\n"));
}

#[test]
fn the_link_checker_finds_what_it_must() {
    let text = "# Title\n\nSee [the API](docs/api.md), ![a picture](img/x.png \"t\") and <https://rhai.rs>,\n\
                [up](../shared/ARCHITECTURE.md) and [here](#title) or [there](#nowhere).\n\
                Also `../shared/NOTES.md` and `cargo run -- serve`.\n\n[ref]: <web/README.md>\n\n\
                ```\n[in a fence](missing.md)\n```\n";
    let found = links(text);
    let found: Vec<(usize, &str, bool)> = found.iter().map(|l| (l.line, l.target.as_str(), l.code)).collect();
    assert_eq!(
        found,
        [
            (3, "docs/api.md", false),
            (3, "img/x.png", false),
            (4, "../shared/ARCHITECTURE.md", false),
            (4, "#title", false),
            (4, "#nowhere", false),
            (5, "../shared/NOTES.md", true),
            (7, "web/README.md", false),
        ]
    );

    // Checked against a made-up repository at /repo holding docs/api.md.
    let root = Path::new("/repo-that-does-not-exist");
    let file = root.join("README.md");
    let anchors_of = |_: &Path| Some(anchors(text));
    let verdict =
        |target: &str, code: bool| check(root, &file, &Link { line: 1, target: target.into(), code }, &anchors_of);
    assert!(verdict("https://example.invalid/x", false).is_none());
    assert!(verdict("#title", false).is_none());
    assert!(verdict("#nowhere", false).is_some_and(|p| p.contains("no heading")));
    assert!(verdict("../shared/ARCHITECTURE.md", false).is_some_and(|p| p.contains("outside the repository")));
    assert!(verdict("../shared/NOTES.md", true).is_some_and(|p| p.contains("outside the repository")));
    assert!(verdict("docs/../../x.md", false).is_some_and(|p| p.contains("outside the repository")));
    assert!(verdict("/etc/passwd", false).is_some_and(|p| p.contains("absolute")));
    assert!(verdict("docs/api.md", false).is_some_and(|p| p.contains("does not exist")));
    assert!(
        verdict("docs/../README.md", true).is_none(),
        "a code span inside the repository is not checked for existence"
    );
}

#[test]
fn anchors_follow_github() {
    let a = anchors(
        "# Ludoteca\n## The two commands\n## Erdös Latino\n## Mastermind / Senha\n## The two commands\n```\n# not a heading\n```\n",
    );
    let expected: BTreeSet<String> =
        ["ludoteca", "the-two-commands", "erdös-latino", "mastermind--senha", "the-two-commands-1"]
            .map(String::from)
            .into();
    assert_eq!(a, expected);
}

#[test]
fn the_readme_examples_print_what_the_readme_shows() {
    let readme = root().join("README.md");
    let text = std::fs::read_to_string(&readme).expect("the README exists");
    assert!(
        text.matches("```console").count() >= 5,
        "the README's runnable examples are ```console blocks; fewer than 5 were found"
    );
    trycmd::TestCases::new()
        .register_bin("ludoteca", Path::new(env!("CARGO_BIN_EXE_ludoteca")))
        .env("LANG", "en_GB.UTF-8")
        .env("LC_ALL", "en_GB.UTF-8")
        .env("LANGUAGE", "en_GB")
        .case(readme);
}
