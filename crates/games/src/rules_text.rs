//! The rules in words of each family, one file per language: the notation,
//! the ending and what the analyses do, kept in
//! `src/<family>/content/rules.<tag>.md` (a language that falls back to
//! another, as Brazilian Portuguese to European, holds only the sections
//! that differ) and included at build time. A family's `Entry::rules` picks
//! sections by key, fills their `{placeholders}` and puts them between the
//! preset's statement and the "Parameters" paragraph of its descriptor.

use ludoteca_core::Lang;
use std::fmt::Display;

/// One family's rule texts: sections `## key` in every language.
#[derive(Debug)]
pub struct RuleText {
    /// The family's folder (`heap` for `src/heap/content/rules.en.md`).
    pub family: &'static str,
    /// Each language's file, `(tag, text)`.
    pub files: &'static [(&'static str, &'static str)],
}

/// A family's rule texts, read from every `src/<family>/content/rules.*.md`
/// the build script found; each family declares its own as `RULES` in its
/// descriptor.
macro_rules! rule_text {
    ($f:literal) => {
        RuleText { family: $f, files: include!(concat!(env!("OUT_DIR"), "/content/", $f, "/rules.rs")) }
    };
}

pub(crate) use rule_text;

/// Games written as Rhai scripts.
pub(crate) static SCRIPT: RuleText = rule_text!("script");

/// Every family's rule texts (each family's `RULES`, from the registry)
/// and the scripts' (a test checks that every file is one of these).
#[must_use]
pub fn all() -> Vec<&'static RuleText> {
    crate::RULE_TEXTS.iter().copied().chain([&SCRIPT]).collect()
}

/// The body of section `key` in `file`, if the file has one.
fn section(file: &'static str, key: &str) -> Option<&'static str> {
    let mut rest = file;
    loop {
        let at = if rest.starts_with("## ") { 0 } else { rest.find("\n## ")? + 1 };
        let after = &rest[at + 3..];
        let (name, body) = after.split_once('\n').unwrap_or((after, ""));
        let end = body.find("\n## ").map_or(body.len(), |i| i + 1);
        if name.trim() == key {
            return Some(body[..end].trim());
        }
        rest = &body[end..];
    }
}

/// The keys of the sections of `file`, in order.
#[must_use]
pub fn keys(file: &str) -> Vec<&str> {
    file.lines().filter_map(|l| l.strip_prefix("## ")).map(str::trim).collect()
}

impl RuleText {
    /// The file of `lang` itself, if the family has one.
    #[must_use]
    pub fn file(&self, lang: Lang) -> Option<&'static str> {
        self.files.iter().find(|(tag, _)| *tag == lang.tag()).map(|(_, f)| *f)
    }

    /// The section `key` in `lang`, else in the language it falls back to
    /// (Brazilian to European), else in English (a test checks that no
    /// section is missing). In the pseudo-locale the English is accented,
    /// as the messages are.
    #[must_use]
    pub fn get(&self, lang: Lang, key: &str) -> &'static str {
        let text =
            lang.chain().chain([Lang::EN]).find_map(|l| self.file(l).and_then(|f| section(f, key))).unwrap_or_default();
        in_pseudo(lang, text)
    }

    /// The section `key` in `lang` with its `{name}` placeholders replaced
    /// by `vars`; other braces (`{0, 7}`, `δ^{k+2}`) are left as they are.
    #[must_use]
    pub fn fill(&self, lang: Lang, key: &str, vars: &[(&str, &dyn Display)]) -> String {
        fill(self.get(lang, key), vars)
    }
}

/// `text` as `lang` shows it: in the pseudo-locale, English is accented
/// ([`pseudo_section`]); otherwise as it is.
pub(crate) fn in_pseudo(lang: Lang, text: &'static str) -> &'static str {
    if lang == Lang::EN && ludoteca_core::i18n::pseudo() { pseudo_section(text) } else { text }
}

/// A section of the rules in the pseudo-locale, its `{name}` placeholders
/// kept as they are for [`fill`], made once per section and kept for the
/// life of the process (a translator's or a test's run): the sections are a
/// fixed, small set, so what is kept is bounded by the files.
pub(crate) fn pseudo_section(text: &'static str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock, PoisonError};
    static MADE: OnceLock<Mutex<HashMap<(usize, usize), &'static str>>> = OnceLock::new();
    let mut made = MADE.get_or_init(Mutex::default).lock().unwrap_or_else(PoisonError::into_inner);
    made.entry((text.as_ptr() as usize, text.len()))
        .or_insert_with(|| Box::leak(ludoteca_core::i18n::pseudo_text(text).into_owned().into_boxed_str()))
}

/// `template` with each `{name}` of `vars` replaced by its value.
#[must_use]
pub fn fill(template: &str, vars: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 64);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let tail = &rest[open + 1..];
        let hit = tail.find('}').and_then(|close| {
            let name = &tail[..close];
            vars.iter().find(|(k, _)| *k == name).map(|(_, v)| (close, v))
        });
        match hit {
            Some((close, v)) => {
                out.push_str(&v.to_string());
                rest = &tail[close + 1..];
            }
            None => {
                out.push('{');
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// "1, 3 or 4" / "1, 3 ou 4": a list of amounts joined for `lang`.
#[must_use]
pub fn or_list<T: Display>(items: &[T], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [x] => x.to_string(),
        [init @ .., last] => ludoteca_core::Msg::ListOr {
            init: init.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "),
            last: last.to_string(),
        }
        .render(lang),
    }
}

/// `true`/`false` as a key suffix: `pick(misere, "end-misere", "end-normal")`.
#[must_use]
pub fn pick<'a>(cond: bool, yes: &'a str, no: &'a str) -> &'a str {
    if cond { yes } else { no }
}

/// English words that never appear in Portuguese prose (a Portuguese word
/// such as `a`, `as`, `do`, `no`, `se` or `for` is left out on purpose).
#[rustfmt::skip]
pub const STOP: &[&str] = &[
    "the", "and", "of", "to", "is", "are", "with", "from", "when", "each", "who", "whoever", "move", "moves",
    "player", "players", "wins", "win", "loses", "lose", "heap", "heaps", "stone", "stones", "write",
    "written", "take", "takes", "taken", "game", "games", "position", "positions", "board", "square",
    "squares", "row", "rows", "column", "columns", "draw", "safe", "fragile", "neutral", "must", "may", "can",
    "cannot", "not", "only", "every", "which", "this", "that", "there", "its", "by", "on", "in", "at", "or",
    "an", "if", "then", "than", "after", "before", "one", "two", "here", "now", "until", "stage", "distance",
    "flag", "flags", "bean", "beans", "knight", "piece", "pieces", "guess", "guesses", "secret", "round",
    "rounds",
];

/// The English words of a Portuguese `text` (for tests of every front end),
/// outside code spans (`…`) and outside
/// parameter names, values and placeholders (`take=LIST`, `N|below-heap`).
#[must_use]
pub fn english_words(text: &str) -> Vec<String> {
    let mut prose = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            prose.push_str(part);
            prose.push(' ');
        }
    }
    prose
        .split_whitespace()
        .filter(|w| !w.chars().any(|c| "=|@/_".contains(c)))
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .filter(|w| !w.chars().any(|c| "-+−.".contains(c) || c.is_ascii_digit()))
        .map(str::to_lowercase)
        .filter(|w| STOP.contains(&w.as_str()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_are_found_by_key_and_filled() {
        let file = "## a\nfirst {n}\n\n## b\nsecond {x} and {0, 7} and δ^{k+2}\n";
        assert_eq!(section(file, "a"), Some("first {n}"));
        assert_eq!(section(file, "b"), Some("second {x} and {0, 7} and δ^{k+2}"));
        assert_eq!(section(file, "c"), None);
        assert_eq!(fill("first {n}", &[("n", &5)]), "first 5");
        assert_eq!(fill("{x} {0, 7} δ^{k+2}", &[("x", &"y"), ("k", &1)]), "y {0, 7} δ^{k+2}");
        assert_eq!(keys(file), ["a", "b"]);
        assert_eq!(or_list(&[1, 3, 4], Lang::PT), "1, 3 ou 4");
    }
}

/// A game's rules cut for a web page ([`for_page`]): what a student reads,
/// and what is for the teacher (the parameters, the notation typed at the
/// command line, what `ludoteca` computes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageRules {
    /// The rules in words: no parameter, no backtick, no command line.
    pub student: String,
    /// The rest, for "Para o professor / linha de comandos".
    pub teacher: String,
}

/// Cuts `rules` (a game's [`Entry::rules`](crate::Entry::rules) in any
/// language) paragraph by paragraph: from the parameters' paragraph on
/// ("Parâmetros:", "Parameters:"), and any paragraph that writes notation or
/// the command line (a backtick, `=`, `--param`, `ludoteca`, "No terminal"),
/// goes to the teacher; the rest is the student's, in order.
#[must_use]
pub fn for_page(rules: &str) -> PageRules {
    let (mut student, mut teacher) = (Vec::new(), Vec::new());
    let mut params = false;
    // The parameters' heading in every language ("Parâmetros:").
    let heads: Vec<String> =
        Lang::ALL.iter().map(|&l| ludoteca_core::Msg::ParamsHead.render(l).to_lowercase()).collect();
    for paragraph in rules.split("\n\n").map(str::trim).filter(|p| !p.is_empty()) {
        let lower = paragraph.to_lowercase();
        params |= heads.iter().any(|w| lower.starts_with(w.as_str()));
        let cli = paragraph.contains(['`', '='])
            || lower.contains("--param")
            || lower.contains("ludoteca ")
            || ["no terminal", "in the terminal", "na linha de comando", "on the command line"]
                .iter()
                .any(|w| lower.contains(w));
        if params || cli { teacher.push(paragraph) } else { student.push(paragraph) }
    }
    PageRules { student: student.join("\n\n"), teacher: teacher.join("\n\n") }
}
