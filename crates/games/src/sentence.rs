//! A sentence in English kept as its message until someone reads it
//! ([`Sentence`]): a report's explanation costs its rendering through the
//! translation files only when it is printed or sent, not when an
//! analysis is made (the champion's move and a replay's marks never read it).

use ludoteca_core::{Lang, Msg};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Deref;
use std::sync::OnceLock;

/// An English sentence, written once when first read: from its message
/// ([`Sentence::said`]) or given as text (`From<String>`). It reads as a
/// `&str` and serialises as a string, exactly as the text it stands for.
#[derive(Clone, Default)]
pub struct Sentence {
    text: OnceLock<String>,
    msg: Option<Msg>,
}

impl Sentence {
    /// The sentence `msg` says in English, rendered when first read.
    #[must_use]
    pub fn said(msg: Msg) -> Sentence {
        Sentence { text: OnceLock::new(), msg: Some(msg) }
    }

    /// The text, rendered now if it was not yet.
    #[must_use]
    pub fn as_str(&self) -> &str {
        self.text.get_or_init(|| self.msg.as_ref().map(|m| m.render(Lang::EN)).unwrap_or_default())
    }
}

impl From<String> for Sentence {
    fn from(text: String) -> Sentence {
        Sentence { text: OnceLock::from(text), msg: None }
    }
}

impl From<&str> for Sentence {
    fn from(text: &str) -> Sentence {
        Sentence::from(text.to_string())
    }
}

impl Deref for Sentence {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for Sentence {
    fn eq(&self, other: &Sentence) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Sentence {}

impl Serialize for Sentence {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Sentence {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Sentence, D::Error> {
        String::deserialize(d).map(Sentence::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_reads_and_travels_as_its_english_text() {
        let s = Sentence::said(Msg::ExplainOverLost);
        let english = Msg::ExplainOverLost.render(Lang::EN);
        assert!(!english.is_empty());
        assert_eq!(s.as_str(), english);
        assert_eq!(s.to_string(), english);
        assert_eq!(serde_json::to_value(&s).unwrap(), serde_json::json!(english));
        let back: Sentence = serde_json::from_value(serde_json::json!(english)).unwrap();
        assert_eq!(back, s);
        assert_eq!(Sentence::from("given").len(), 5);
        assert_eq!(Sentence::default().as_str(), "");
    }
}
