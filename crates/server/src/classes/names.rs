//! A pupil's first name (*nome*): checked, written in one normal form, and
//! compared as a person reads it.
//!
//! A name is trimmed and its inner spaces kept single; it holds 1 to
//! [`rooms::NAME_MAX`] characters, no control or direction characters, and
//! letters of one alphabet only: a name mixing Latin with Cyrillic or Greek
//! letters (a Cyrillic "а" that looks like a Latin "a") is refused, so that
//! no one can sit in class as a look-alike of a classmate. Names are kept
//! in Unicode's NFKC form (a full-width "Ａｎａ" is "Ana", a decomposed
//! "José" the composed one) and compared after case folding.

use crate::error::ApiError;
use crate::rooms;
use ludoteca_core::Msg;
use unicode_normalization::UnicodeNormalization;

/// The alphabets whose letters look alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Alphabet {
    Latin,
    Cyrillic,
    Greek,
}

impl Alphabet {
    /// The alphabet of a letter, when it is one of those that look alike.
    fn of(c: char) -> Option<Alphabet> {
        match c {
            'a'..='z' | 'A'..='Z' | '\u{00c0}'..='\u{024f}' | '\u{1e00}'..='\u{1eff}' | '\u{2c60}'..='\u{2c7f}' => {
                (c != '\u{00d7}' && c != '\u{00f7}').then_some(Alphabet::Latin)
            }
            '\u{0400}'..='\u{052f}' | '\u{1c80}'..='\u{1c8f}' | '\u{2de0}'..='\u{2dff}' | '\u{a640}'..='\u{a69f}' => {
                Some(Alphabet::Cyrillic)
            }
            '\u{0370}'..='\u{03ff}' | '\u{1f00}'..='\u{1fff}' => Some(Alphabet::Greek),
            _ => None,
        }
    }
}

/// A name checked and in its normal form; a refusal is one sentence.
pub(crate) fn checked_name(name: &str) -> Result<String, ApiError> {
    let bad = || ApiError::bad(Msg::ClassBadName { max: rooms::NAME_MAX as u64 });
    if name.len() > 4 * rooms::NAME_MAX + 64 {
        return Err(bad());
    }
    let hidden = |c: char| {
        c.is_control()
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
    };
    let name: String = name.nfkc().collect();
    if name.chars().any(hidden) {
        return Err(bad());
    }
    let n = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if n.is_empty() || n.chars().count() > rooms::NAME_MAX {
        return Err(bad());
    }
    let mut alphabets = n.chars().filter_map(Alphabet::of);
    if let Some(first) = alphabets.next()
        && alphabets.any(|a| a != first)
    {
        return Err(ApiError::bad(Msg::ClassMixedName { name: n.as_str().into() }));
    }
    Ok(n)
}

/// Two names are the same when they read the same: equal after NFKC and
/// case folding ("ANA", "ana" and "Ａｎａ" are one name).
pub(crate) fn same_name(a: &str, b: &str) -> bool {
    let fold = |s: &str| s.nfkc().flat_map(char::to_lowercase).collect::<String>();
    fold(a) == fold(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_one_line_of_1_to_40_characters() {
        assert_eq!(checked_name("  Ana   Maria ").unwrap(), "Ana Maria");
        assert_eq!(checked_name(&"é".repeat(40)).unwrap().chars().count(), 40);
        for bad in ["", "   ", "Ana\nMaria", "Ana\u{7}", "a\u{202e}b", &"x".repeat(41), &"x".repeat(100_000)] {
            assert!(checked_name(bad).is_err(), "{bad:?}");
        }
        assert!(same_name("Ana", "ANA"));
        assert!(!same_name("Ana", "Ana S."));
    }

    #[test]
    fn names_are_kept_in_one_normal_form_and_compared_folded() {
        assert_eq!(checked_name("Ａｎａ").unwrap(), "Ana", "full-width letters");
        assert_eq!(checked_name("Jose\u{301}").unwrap(), "José", "a decomposed accent is composed");
        assert!(same_name("JOSÉ", "jose\u{301}"));
        assert!(same_name("Ｉｎêｓ", "inês"));
        assert!(!same_name("Ines", "Inês"), "an accent makes another name");
    }

    #[test]
    fn a_name_mixing_alphabets_is_refused() {
        // "Аna" with a Cyrillic А, "Anа" with a Cyrillic а at the end, "Nικος" with Greek.
        for mixed in ["\u{410}na", "An\u{430}", "N\u{3b9}\u{3ba}os"] {
            assert!(checked_name(mixed).is_err(), "{mixed}");
        }
        for fine in ["Ana", "Анна", "Νίκος", "Zoë", "Ana-Lúcia", "O'Neil", "Ana 2", "李雷", "Ana 李"] {
            assert!(checked_name(fine).is_ok(), "{fine}");
        }
    }
}
