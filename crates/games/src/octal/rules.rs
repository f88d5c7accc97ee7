//! The rules of an octal game in words: the statement, what each digit of
//! the code allows (from the sections of `content/rules.*.md`), the
//! notation, the theory and the parameters.

use super::RULES;
use super::entry::OctalEntry;
use crate::entry::Meta;
use ludoteca_core::Lang;

/// What each non-zero digit of the code allows, one phrase per digit.
fn digits(entry: &OctalEntry, lang: Lang) -> String {
    let code = entry.code();
    let mut phrases = Vec::new();
    if code.splits(0) {
        phrases.push(RULES.get(lang, "split-zero").to_string());
    }
    for k in 1..=code.largest_take() {
        let ways: Vec<&str> = [(code.clears(k), "way-none"), (code.keeps(k), "way-one"), (code.splits(k), "way-two")]
            .iter()
            .filter(|(yes, _)| *yes)
            .map(|(_, key)| RULES.get(lang, key))
            .collect();
        if !ways.is_empty() {
            let ways = ways.join(&format!(", {} ", RULES.get(lang, "or")));
            phrases.push(RULES.fill(lang, "digit", &[("k", &k), ("ways", &ways)]));
        }
    }
    if phrases.is_empty() {
        return RULES.get(lang, "no-move").to_string();
    }
    phrases.join("; ")
}

/// The whole rules in `lang`.
pub fn rules(entry: &OctalEntry, lang: Lang, meta: &Meta, start: &str) -> String {
    let code = entry.code().to_string();
    format!(
        "{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}",
        meta.statement_in(lang),
        RULES.fill(lang, "moves", &[("code", &code), ("digits", &digits(entry, lang))]),
        RULES.get(lang, "end"),
        RULES.fill(lang, "notation", &[("start", &start)]),
        RULES.get(lang, "theory"),
        super::FAMILY.parameters_paragraph(lang, &meta.params),
    )
}
