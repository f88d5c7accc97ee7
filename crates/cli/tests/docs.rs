//! The repository's documentation is checked like code:
//!
//! * every relative link of every Markdown file (`[text](path)`, images,
//!   reference definitions) must name a file or folder of the repository, and
//!   its `#anchor`, when it has one, a heading of that file; a path that leaves
//!   the repository (`../shared/…`) is refused, even in backticks;
//! * the README's examples in ```` ```console ```` blocks are run with
//!   `trycmd` and must print exactly what the README shows;
//! * the ```` ```session ```` blocks of the README and of `docs/*.md` are
//!   terminal sessions, typed input included: each `$ ludoteca …` line is run
//!   from the repository's root, the text after a prompt (`… to move> `) is
//!   what was typed, sent on stdin, and the program must print the rest
//!   (`[..]` stands for any text within a line, a line `...` for any lines,
//!   as in `trycmd`; a line `? N` after the command, for its exit code);
//! * a `$ ludoteca` line anywhere else in those files fails the suite, so no
//!   transcript goes unchecked.

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::path::{Component, Path, PathBuf};
use std::process::{Command, Stdio};

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

/// A fenced code block of a Markdown text.
#[derive(Debug, PartialEq, Eq)]
struct Block {
    /// The info string (`console`, `session`, `text`…), empty when none.
    info: String,
    /// 1-based line number of the block's first line inside the fence.
    line: usize,
    /// The lines inside the fence.
    lines: Vec<String>,
}

/// The fenced code blocks of `text` (backticks or tildes, three or more).
fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<(char, usize, Block)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = trimmed.chars().next().filter(|c| *c == '`' || *c == '~');
        let run = marker.map_or(0, |c| trimmed.chars().take_while(|x| *x == c).count());
        match open.take() {
            None if run >= 3 => {
                let c = marker.expect("a fence has a marker");
                let info = trimmed[run..].trim().to_string();
                open = Some((c, run, Block { info, line: i + 2, lines: Vec::new() }));
            }
            None => {}
            Some((c, r, block)) if marker == Some(c) && run >= r && trimmed[run..].trim().is_empty() => {
                out.push(block);
            }
            Some((c, r, mut block)) => {
                block.lines.push(line.to_string());
                open = Some((c, r, block));
            }
        }
    }
    out
}

/// What ends a prompt in the transcripts: the text after it was typed.
const PROMPT: &str = " to move> ";

/// One command of a session block: what to run, what it is sent, what it
/// must print.
#[derive(Debug, PartialEq, Eq)]
struct Transcript {
    /// 1-based line of the `$` line.
    line: usize,
    /// The arguments after `ludoteca`.
    args: Vec<String>,
    /// The typed lines, each ending in a newline.
    stdin: String,
    /// What the program must print (stdout and stderr together), typed input
    /// taken out: a prompt is followed at once by what the program printed
    /// next.
    expected: String,
    /// The exit code expected.
    status: i32,
}

/// Splits a command line into words: blanks separate them, `"…"` and `'…'`
/// quote.
fn words(command: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => out.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    out.extend(word);
    out
}

/// The commands of a session block, or what is wrong with it.
fn transcripts(block: &Block) -> Result<Vec<Transcript>, String> {
    let mut out: Vec<Transcript> = Vec::new();
    for (k, line) in block.lines.iter().enumerate() {
        let number = block.line + k;
        if let Some(command) = line.strip_prefix("$ ") {
            let mut args = words(command);
            if args.first().map(String::as_str) != Some("ludoteca") {
                return Err(format!("line {number}: a session runs only `ludoteca`, not `{command}`"));
            }
            args.remove(0);
            out.push(Transcript { line: number, args, stdin: String::new(), expected: String::new(), status: 0 });
            continue;
        }
        let Some(current) = out.last_mut() else {
            return Err(format!("line {number}: a session starts with a `$ ludoteca …` line"));
        };
        if current.expected.is_empty()
            && current.stdin.is_empty()
            && let Some(code) = line.strip_prefix("? ")
        {
            current.status = code.trim().parse().map_err(|_| format!("line {number}: `? N` wants an exit code"))?;
            continue;
        }
        match line.find(PROMPT) {
            Some(i) => {
                let (prompt, typed) = line.split_at(i + PROMPT.len());
                current.expected.push_str(prompt);
                current.stdin.push_str(typed);
                current.stdin.push('\n');
            }
            None => {
                current.expected.push_str(line);
                current.expected.push('\n');
            }
        }
    }
    Ok(out)
}

/// Whether `actual` is a line `expected` allows, `[..]` standing for any text.
fn line_matches(expected: &str, actual: &str) -> bool {
    let mut parts = expected.split("[..]");
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = actual.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        if i + 1 == parts.len() {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

/// Whether `actual` is an output `expected` allows: line by line, `[..]`
/// within a line, a line `...` for any number of lines (trailing newlines
/// aside).
fn output_matches(expected: &str, actual: &str) -> bool {
    fn go(expected: &[&str], actual: &[&str]) -> bool {
        match expected.split_first() {
            None => actual.is_empty(),
            Some((&"...", rest)) => (0..=actual.len()).any(|skip| go(rest, &actual[skip..])),
            Some((line, rest)) => actual.first().is_some_and(|a| line_matches(line, a)) && go(rest, &actual[1..]),
        }
    }
    let expected: Vec<&str> = expected.trim_end_matches('\n').split('\n').collect();
    let actual: Vec<&str> = actual.trim_end_matches('\n').split('\n').collect();
    go(&expected, &actual)
}

/// Runs `ludoteca` as `transcript` says, from `root`, in English; what it
/// printed (stdout and stderr together) and its exit code.
fn run(root: &Path, transcript: &Transcript) -> (String, Option<i32>) {
    let (mut reader, writer) = std::io::pipe().expect("a pipe");
    let mut command = Command::new(env!("CARGO_BIN_EXE_ludoteca"));
    command
        .args(&transcript.args)
        .current_dir(root)
        .env("LANG", "en_GB.UTF-8")
        .env("LC_ALL", "en_GB.UTF-8")
        .env("LANGUAGE", "en_GB")
        .stdin(Stdio::piped())
        .stdout(writer.try_clone().expect("a pipe's copy"))
        .stderr(writer);
    let mut child = command.spawn().expect("ludoteca starts");
    // The parent's ends of the pipe close with the command, so that reading
    // stops when the child is done.
    drop(command);
    let mut stdin = child.stdin.take().expect("a stdin");
    let typed = transcript.stdin.clone();
    let feeder = std::thread::spawn(move || {
        // A program that quits early closes its stdin: not an error here.
        let _ = stdin.write_all(typed.as_bytes());
    });
    let mut printed = Vec::new();
    reader.read_to_end(&mut printed).expect("the output is read");
    let status = child.wait().expect("ludoteca ends");
    feeder.join().expect("the input is sent");
    (String::from_utf8_lossy(&printed).into_owned(), status.code())
}

/// README.md and docs/*.md: the files whose transcripts are checked.
fn transcript_files(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![root.join("README.md")];
    let docs = std::fs::read_dir(root.join("docs")).expect("docs/ exists");
    let mut more: Vec<PathBuf> =
        docs.map(|e| e.expect("a folder entry").path()).filter(|p| p.extension().is_some_and(|e| e == "md")).collect();
    more.sort();
    files.extend(more);
    files
}

/// Whether `block` of `file` is checked: `session` blocks everywhere,
/// `console` blocks in the README (trycmd runs them).
fn checked(root: &Path, file: &Path, block: &Block) -> bool {
    block.info == "session" || (block.info == "console" && file == root.join("README.md"))
}

#[test]
fn no_ludoteca_transcript_is_left_unchecked() {
    let root = root();
    let mut problems = Vec::new();
    for file in transcript_files(&root) {
        let text = std::fs::read_to_string(&file).expect("a Markdown file");
        let shown = file.strip_prefix(&root).unwrap_or(&file).display().to_string();
        for block in blocks(&text) {
            for (k, line) in block.lines.iter().enumerate() {
                if line.trim_start().starts_with("$ ludoteca") && !checked(&root, &file, &block) {
                    problems.push(format!(
                        "{shown}:{}: `{}` is in a ```{} block, which no test runs: make it a ```session \
                         block (or, in the README, ```console) and show what the program prints",
                        block.line + k,
                        line.trim(),
                        block.info
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "unchecked transcripts:\n{}", problems.join("\n"));
}

#[test]
fn the_sessions_print_what_the_documentation_shows() {
    let root = root();
    let mut ran = 0;
    let mut problems = Vec::new();
    for file in transcript_files(&root) {
        let text = std::fs::read_to_string(&file).expect("a Markdown file");
        let shown = file.strip_prefix(&root).unwrap_or(&file).display().to_string();
        for block in blocks(&text).iter().filter(|b| b.info == "session") {
            let transcripts = match transcripts(block) {
                Ok(t) => t,
                Err(e) => {
                    problems.push(format!("{shown}: {e}"));
                    continue;
                }
            };
            for t in transcripts {
                ran += 1;
                let (printed, status) = run(&root, &t);
                if status != Some(t.status) || !output_matches(&t.expected, &printed) {
                    problems.push(format!(
                        "{shown}:{}: `ludoteca {}` (input {:?}) exited with {status:?} (expected {}) and printed:\n\
                         {printed}\n--- where the documentation shows (input taken out):\n{}",
                        t.line,
                        t.args.join(" "),
                        t.stdin,
                        t.status,
                        t.expected
                    ));
                }
            }
        }
    }
    assert!(ran >= 3, "the README's sessions are ```session blocks; only {ran} commands were found");
    assert!(problems.is_empty(), "sessions that print something else:\n\n{}", problems.join("\n\n"));
}

#[test]
fn the_session_checker_finds_what_it_must() {
    let text = "Intro\n\n```session\n$ ludoteca play je-8 --param \"heap=7\"\nje-8 banner\n[7] A to move> hint\n\
                N [..] wins\n...\n[7] A to move> quit\n```\n\n```text\n$ ludoteca games\n```\n\n\
                ```session\n$ ludoteca verify x\n? 1\nrefused\n```\n";
    let found = blocks(text);
    assert_eq!(
        found.iter().map(|b| (b.info.as_str(), b.line)).collect::<Vec<_>>(),
        [("session", 4), ("text", 13), ("session", 17)]
    );
    let t = transcripts(&found[0]).expect("a well-formed session");
    assert_eq!(
        t,
        [Transcript {
            line: 4,
            args: ["play", "je-8", "--param", "heap=7"].map(String::from).into(),
            stdin: "hint\nquit\n".into(),
            expected: "je-8 banner\n[7] A to move> N [..] wins\n...\n[7] A to move> ".into(),
            status: 0,
        }]
    );
    assert_eq!(transcripts(&found[2]).expect("a session")[0].status, 1);
    assert!(transcripts(&Block { info: "session".into(), line: 1, lines: vec!["$ ls".into()] }).is_err());
    assert!(transcripts(&Block { info: "session".into(), line: 1, lines: vec!["output".into()] }).is_err());

    let expected = &t[0].expected;
    let printed =
        "je-8 banner\n[7] A to move> N — fragile: the player to move wins\ngood moves: 1\nmore\n[7] A to move> ";
    assert!(output_matches(expected, printed));
    assert!(output_matches(expected, "je-8 banner\n[7] A to move> N — the player to move wins\n[7] A to move> "));
    assert!(!output_matches(expected, "je-8 banner\n[7] A to move> P — safe\n[7] A to move> "));
    assert!(!output_matches(expected, "je-8 banner\n[7] A to move> N — the player to move wins\n[6] A to move> "));
    assert!(!output_matches(
        expected,
        "je-8 banner\n[7] A to move> N — the player to move wins\n[7] A to move> quit\nextra"
    ));
    assert!(!output_matches("a\nb\n", "a\n"));
    assert!(line_matches("{\"a\":[..],\"b\":2}", "{\"a\":1.5,\"b\":2}"));
    assert!(!line_matches("{\"a\":[..],\"b\":2}", "{\"a\":1.5,\"b\":3}"));
    assert!(!line_matches("x[..]y", "xy-z"));
    assert!(line_matches("[..]", "anything"));
}
