//! The languages the laboratory speaks (língua): English, European Portuguese
//! and Brazilian Portuguese, and how a person's choice is read from a flag,
//! the `LANG` environment variable or an HTTP `Accept-Language` header.

use std::fmt;
use std::str::FromStr;

/// A language of the laboratory (*língua*). Portuguese is a first language:
/// `Pt` is the European Portuguese of *Jogos e Estratégias*, `PtBr` the
/// Brazilian Portuguese of the Brazilian seeds; a Brazilian text not yet
/// written falls back to the European one, text by text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// European Portuguese (`pt`, `pt-PT`).
    Pt,
    /// Brazilian Portuguese (`pt-BR`).
    PtBr,
}

/// A language code that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the language `{0}` is not known here: choose en, pt (the same as pt-PT) or pt-BR")]
pub struct UnknownLang(pub String);

impl Lang {
    /// Every language, in the order front ends list them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pt, Lang::PtBr];

    /// The language's tag (`en`, `pt-PT`, `pt-BR`), as HTML and HTTP write it.
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt-PT",
            Lang::PtBr => "pt-BR",
        }
    }

    /// Whether this is one of the two Portuguese.
    #[must_use]
    pub fn is_portuguese(self) -> bool {
        matches!(self, Lang::Pt | Lang::PtBr)
    }

    /// Reads a tag leniently: `en`, `en-GB`, `pt`, `pt-PT`, `pt_BR`,
    /// `pt_BR.UTF-8`, `PT-br`… `None` for a language we do not speak.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.split(['.', '@']).next().unwrap_or("").trim().to_ascii_lowercase().replace('_', "-");
        let (primary, region) = tag.split_once('-').unwrap_or((tag.as_str(), ""));
        match (primary, region) {
            ("en", _) => Some(Lang::En),
            ("pt", "br") => Some(Lang::PtBr),
            ("pt", _) => Some(Lang::Pt),
            _ => None,
        }
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

    /// Strict: `en`, `pt`, `pt-PT` or `pt-BR` (any case, `_` for `-`).
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        match s.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "en" => Ok(Lang::En),
            "pt" | "pt-pt" => Ok(Lang::Pt),
            "pt-br" => Ok(Lang::PtBr),
            _ => Err(UnknownLang(s.chars().take(20).collect())),
        }
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
        assert_eq!("pt".parse::<Lang>(), Ok(Lang::Pt));
        assert_eq!("PT_pt".parse::<Lang>(), Ok(Lang::Pt));
        assert_eq!("pt-BR".parse::<Lang>(), Ok(Lang::PtBr));
        assert_eq!("en".parse::<Lang>(), Ok(Lang::En));
        let e = "fr".parse::<Lang>().unwrap_err().to_string();
        assert!(e.contains("en, pt") && e.contains("pt-BR"), "{e}");
        assert_eq!(Lang::from_tag("pt_BR.UTF-8"), Some(Lang::PtBr));
        assert_eq!(Lang::from_tag("pt_PT.UTF-8@euro"), Some(Lang::Pt));
        assert_eq!(Lang::from_tag("en_GB"), Some(Lang::En));
        assert_eq!(Lang::from_tag("C.UTF-8"), None);
        for l in Lang::ALL {
            assert_eq!(l.tag().parse::<Lang>(), Ok(l));
        }
    }

    #[test]
    fn accept_language_takes_the_best_weight_we_speak() {
        assert_eq!(Lang::from_accept_language("pt-BR,pt;q=0.9,en;q=0.8"), Some(Lang::PtBr));
        assert_eq!(Lang::from_accept_language("fr-FR, en;q=0.5, pt;q=0.7"), Some(Lang::Pt));
        assert_eq!(Lang::from_accept_language("fr, de"), None);
        assert_eq!(Lang::from_accept_language("pt;q=0, en"), Some(Lang::En));
        assert_eq!(Lang::from_accept_language(""), None);
        assert_eq!(Lang::from_accept_language("*;q=0.1, pt-br;q=bad"), None);
    }
}
