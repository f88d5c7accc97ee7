//! The languages the laboratory speaks (língua), one per folder of
//! `crates/core/locales` (English, European and Brazilian Portuguese today),
//! and how a person's choice is read from a flag, the `LANG` environment
//! variable or an HTTP `Accept-Language` header.

use std::fmt;
use std::str::FromStr;

include!(concat!(env!("OUT_DIR"), "/languages.rs"));

/// One language as its folder of `crates/core/locales` declares it (its
/// `language.ftl`).
#[derive(Debug)]
pub(crate) struct Language {
    /// Its tag, the folder's name (`pt-BR`).
    pub(crate) tag: &'static str,
    /// Its name written in itself.
    pub(crate) name: &'static str,
    /// Its name on a narrow button.
    pub(crate) short: &'static str,
    /// Its name on the page's button.
    pub(crate) button: &'static str,
    /// The language whose words stand for a message its files lack.
    pub(crate) fallback: Option<usize>,
    /// Its word for yes, read as `true` in a parameter.
    pub(crate) yes: Option<&'static str>,
    /// Its word for no.
    pub(crate) no: Option<&'static str>,
    /// What it writes between groups of three digits (nothing in English).
    pub(crate) thousands: &'static str,
}

/// A language of the laboratory (*língua*): one of the folders of
/// `crates/core/locales`, read when the program is built, so that a new
/// language is files and no code. Portuguese is a first language:
/// [`Lang::PT`] is the European Portuguese of *Jogos e Estratégias*,
/// [`Lang::PT_BR`] the Brazilian Portuguese of the Brazilian seeds, whose
/// files hold only what differs (a message they lack is the European one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

impl Default for Lang {
    fn default() -> Lang {
        Lang::EN
    }
}

/// The first of a list of words (`não` of `não, nao`).
fn first(list: &str) -> &str {
    list.split(',').next().unwrap_or(list).trim()
}

/// A language code that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the language `{0}` is not known here: choose {list}", list = Lang::choices())]
pub struct UnknownLang(pub String);

/// The language of `tag` in the table, at compile time (a language the code
/// names by a constant must have its folder).
const fn named(tag: &str) -> Lang {
    let mut i = 0;
    while i < COUNT {
        if eq(TABLE[i].tag.as_bytes(), tag.as_bytes()) {
            return Lang(i as u8);
        }
        i += 1;
    }
    panic!("a language the code names has no folder in crates/core/locales")
}

const fn eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl Lang {
    /// English (`en`): the code's language, and the words of a message
    /// nothing else writes.
    pub const EN: Lang = named("en");
    /// European Portuguese (`pt`, `pt-PT`), the language of the text.
    pub const PT: Lang = named("pt-PT");
    /// Brazilian Portuguese (`pt-BR`).
    pub const PT_BR: Lang = named("pt-BR");

    /// How many languages there are.
    pub const COUNT: usize = COUNT;

    /// Every language, in the order front ends list them (English, then
    /// each language after the one it falls back to).
    pub const ALL: [Lang; COUNT] = {
        let mut all = [Lang(0); COUNT];
        let mut i = 0;
        while i < COUNT {
            all[i] = Lang(i as u8);
            i += 1;
        }
        all
    };

    fn info(self) -> &'static Language {
        &TABLE[self.index()]
    }

    /// Its place in [`Lang::ALL`], for tables indexed by language.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The language's tag (`en`, `pt-PT`, `pt-BR`), as HTML and HTTP write
    /// it, and the name of its folders.
    #[must_use]
    pub fn tag(self) -> &'static str {
        self.info().tag
    }

    /// Its name written in itself (`Português do Brasil`).
    #[must_use]
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Its name on a narrow button (`BR`).
    #[must_use]
    pub fn short(self) -> &'static str {
        self.info().short
    }

    /// Its name on the web page's button (`Brasil`).
    #[must_use]
    pub fn button(self) -> &'static str {
        self.info().button
    }

    /// The page's code for it (`pt`, `br`, `en`: its short name in lower
    /// case), as `?lang=` in a page's address and the page's storage say it.
    #[must_use]
    pub fn page_code(self) -> String {
        self.short().to_lowercase()
    }

    /// The language whose words stand for a message this one's files lack
    /// (European Portuguese for Brazilian), if it has one.
    #[must_use]
    pub fn fallback(self) -> Option<Lang> {
        self.info().fallback.map(|i| Lang(i as u8))
    }

    /// This language and those it falls back to, itself first.
    pub fn chain(self) -> impl Iterator<Item = Lang> {
        std::iter::successors(Some(self), |l| l.fallback())
    }

    /// Its words for yes and no (`sim`, `não`), as a parameter that is
    /// true or false is written in it; English's where its folder says none.
    #[must_use]
    pub fn yes_no(self) -> (&'static str, &'static str) {
        let words = |l: Lang| l.info().yes.zip(l.info().no);
        let (yes, no) = self.chain().chain([Lang::EN]).find_map(words).unwrap_or(("yes", "no"));
        (first(yes), first(no))
    }

    /// Whether `word` says yes (`Some(true)`) or no in any language
    /// (`true`, `1`, `on`, `false`, `0`, `off`, and each language's own
    /// words, in any case).
    #[must_use]
    pub fn read_yes_no(word: &str) -> Option<bool> {
        let word = word.trim().to_lowercase();
        let any = |list: &str| list.split(',').any(|w| w.trim() == word);
        match word.as_str() {
            "true" | "1" | "on" => return Some(true),
            "false" | "0" | "off" => return Some(false),
            _ => {}
        }
        let all = || TABLE.iter();
        if all().any(|l| l.yes.is_some_and(any)) {
            Some(true)
        } else if all().any(|l| l.no.is_some_and(any)) {
            Some(false)
        } else {
            None
        }
    }

    /// `digits` grouped by three as the language writes a number in a
    /// sentence (`2375642`, `2 375 642` in Portugal, `2.375.642` in Brazil).
    #[must_use]
    pub fn group_digits(self, digits: &str) -> String {
        let sep = self.info().thousands;
        let mut out = String::with_capacity(digits.len() * 2);
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && !sep.is_empty() && (digits.len() - i).is_multiple_of(3) {
                out.push_str(sep);
            }
            out.push(c);
        }
        out
    }

    /// A JSON object of one value per language, keyed by tag (`en`,
    /// `pt-PT`, `pt-BR`), and by the primary part of the tag for the
    /// first language of each (`pt` for `pt-PT`), as the API writes every
    /// text in each language.
    pub fn object(mut value: impl FnMut(Lang) -> serde_json::Value) -> serde_json::Value {
        let mut out = serde_json::Map::new();
        for lang in Lang::ALL {
            let v = value(lang);
            if lang.primary() != lang.tag() && Lang::ALL.iter().find(|o| o.primary() == lang.primary()) == Some(&lang) {
                out.insert(lang.primary().to_string(), v.clone());
            }
            out.insert(lang.tag().to_string(), v);
        }
        serde_json::Value::Object(out)
    }

    /// The primary part of its tag (`pt` for `pt-BR`).
    fn primary(self) -> &'static str {
        self.tag().split('-').next().unwrap_or("")
    }

    /// The tags a person may write, for a refusal: `en, pt-PT (or pt) or
    /// pt-BR`.
    fn choices() -> String {
        let mut said: Vec<String> = Vec::new();
        for l in Lang::ALL {
            let first_of_primary = Lang::ALL.iter().find(|o| o.primary() == l.primary()) == Some(&l);
            said.push(if first_of_primary && l.primary() != l.tag() {
                format!("{} (or {})", l.tag(), l.primary())
            } else {
                l.tag().to_string()
            });
        }
        match said.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => said.join(""),
        }
    }

    /// The language of a tag written exactly (any case, `_` for `-`), or of
    /// its primary part alone (`pt` is the first Portuguese, `pt-PT`).
    fn exact(tag: &str) -> Option<Lang> {
        let tag = tag.trim();
        let same = |a: &str, b: &str| {
            a.len() == b.len()
                && a.chars().zip(b.chars()).all(|(x, y)| x.eq_ignore_ascii_case(&y) || (x == '_' && y == '-'))
        };
        Lang::ALL
            .into_iter()
            .find(|l| same(tag, l.tag()))
            .or_else(|| Lang::ALL.into_iter().find(|l| same(tag, l.primary())))
    }

    /// Reads a tag leniently: `en`, `en-GB`, `pt`, `pt-PT`, `pt_BR`,
    /// `pt_BR.UTF-8`, `PT-br`… the exact language, else the first of its
    /// primary language; `None` for a language we do not speak.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.split(['.', '@']).next().unwrap_or("").trim();
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        Lang::exact(tag).or_else(|| Lang::exact(primary))
    }

    /// The language of a POSIX locale (`LC_ALL`, then `LC_MESSAGES`, then
    /// `LANG`), English when none of them names one of ours.
    #[must_use]
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_tag(&v))
            .unwrap_or_default()
    }

    /// The preferred language of an HTTP `Accept-Language` header
    /// (`pt-BR,pt;q=0.9,en;q=0.8`): the highest weight we speak, the first
    /// of equal weights; `None` when it names none of ours. Reads at most
    /// the first 32 entries.
    #[must_use]
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(u16, Lang)> = None;
        for item in header.split(',').take(32) {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_tag) else { continue };
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(1000, |q| (q.trim().parse::<f32>().unwrap_or(0.0).clamp(0.0, 1.0) * 1000.0) as u16);
            if q > 0 && best.is_none_or(|(bq, _)| q > bq) {
                best = Some((q, lang));
            }
        }
        best.map(|(_, l)| l)
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;

    /// Strict: a language's tag (`en`, `pt-PT`, `pt-BR`; any case, `_` for
    /// `-`) or its primary part alone (`pt`).
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::exact(s).ok_or_else(|| UnknownLang(s.chars().take(20).collect()))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.tag())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_flags_and_locales() {
        assert_eq!("pt".parse::<Lang>(), Ok(Lang::PT));
        assert_eq!("PT_pt".parse::<Lang>(), Ok(Lang::PT));
        assert_eq!("pt-BR".parse::<Lang>(), Ok(Lang::PT_BR));
        assert_eq!("en".parse::<Lang>(), Ok(Lang::EN));
        let e = "fr".parse::<Lang>().unwrap_err().to_string();
        assert!(e.contains("en, pt") && e.contains("pt-BR"), "{e}");
        assert_eq!(Lang::from_tag("pt_BR.UTF-8"), Some(Lang::PT_BR));
        assert_eq!(Lang::from_tag("pt_PT.UTF-8@euro"), Some(Lang::PT));
        assert_eq!(Lang::from_tag("en_GB"), Some(Lang::EN));
        assert_eq!(Lang::from_tag("C.UTF-8"), None);
        for l in Lang::ALL {
            assert_eq!(l.tag().parse::<Lang>(), Ok(l));
        }
    }

    #[test]
    fn accept_language_takes_the_best_weight_we_speak() {
        assert_eq!(Lang::from_accept_language("pt-BR,pt;q=0.9,en;q=0.8"), Some(Lang::PT_BR));
        assert_eq!(Lang::from_accept_language("fr-FR, en;q=0.5, pt;q=0.7"), Some(Lang::PT));
        assert_eq!(Lang::from_accept_language("fr, de"), None);
        assert_eq!(Lang::from_accept_language("pt;q=0, en"), Some(Lang::EN));
        assert_eq!(Lang::from_accept_language(""), None);
        assert_eq!(Lang::from_accept_language("*;q=0.1, pt-br;q=bad"), None);
    }
}
