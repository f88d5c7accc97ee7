//! Typed game parameters from `name=value` text (`--param heap=2008`).

use crate::error::GameError;
use ludoteca_core::Msg;
use std::collections::BTreeMap;

/// A game's parameters as given by a person: names to raw values. The game
/// reads each one with a typed getter and rejects names it does not know.
///
/// From JSON it reads an object whose values are strings, numbers or
/// booleans (`{"heap": 20, "misere": true, "open_hands": "true"}`), names
/// with `_` or `-` alike.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(transparent)]
pub struct Params(BTreeMap<String, String>);

impl<'de> serde::Deserialize<'de> for Params {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Params, D::Error> {
        /// A JSON parameter value: text, a number or a truth value.
        #[derive(serde::Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Text(String),
            Whole(u64),
            Integer(i64),
            Real(f64),
            Truth(bool),
        }
        let raw = BTreeMap::<String, Raw>::deserialize(d)?;
        let mut p = Params::new();
        for (k, v) in raw {
            let v = match v {
                Raw::Text(s) => s,
                Raw::Whole(n) => n.to_string(),
                Raw::Integer(n) => n.to_string(),
                Raw::Real(x) => x.to_string(),
                Raw::Truth(b) => b.to_string(),
            };
            p.set(&k, v.trim());
        }
        Ok(p)
    }
}

impl Params {
    /// No parameters.
    #[must_use]
    pub fn new() -> Self {
        Params::default()
    }

    /// Parses `name=value` pairs; a later pair overrides an earlier one.
    pub fn parse<'a>(pairs: impl IntoIterator<Item = &'a str>) -> Result<Self, GameError> {
        let mut p = Params::new();
        for pair in pairs {
            let Some((k, v)) = pair.split_once('=') else {
                return Err(GameError::bad_param(pair.to_string(), "", Msg::AccParamPair));
            };
            let k = k.trim();
            if k.is_empty() || !k.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                return Err(GameError::bad_param(k, v, Msg::AccParamName));
            }
            p.set(k, v.trim());
        }
        Ok(p)
    }

    /// Sets `name` to `value` (the name's `_` and `-` are the same).
    pub fn set(&mut self, name: &str, value: &str) {
        self.0.insert(name.replace('_', "-"), value.to_string());
    }

    /// Removes `name`.
    pub fn remove(&mut self, name: &str) {
        self.0.remove(name);
    }

    /// The raw value of `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }

    /// Whether `name` was given.
    #[must_use]
    pub fn has(&self, name: &str) -> bool {
        self.0.contains_key(name)
    }

    /// The names given.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }

    /// All pairs, in name order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// `self` with every pair of `over` added or replaced.
    #[must_use]
    pub fn merged(&self, over: &Params) -> Params {
        let mut p = self.clone();
        for (k, v) in over.iter() {
            p.set(k, v);
        }
        p
    }

    /// Rejects any name not in `accepted`.
    pub fn only(&self, game: &str, accepted: &[&str]) -> Result<(), GameError> {
        match self.names().find(|n| !accepted.contains(n)) {
            Some(n) => Err(GameError::UnknownParam {
                name: n.to_string(),
                game: game.to_string(),
                accepted: accepted.join(", "),
            }),
            None => Ok(()),
        }
    }

    fn bad(name: &str, value: &str, expected: Msg) -> GameError {
        GameError::bad_param(name, value, expected)
    }

    /// A whole number in `min..=max`.
    pub fn u64_in(&self, name: &str, min: u64, max: u64) -> Result<Option<u64>, GameError> {
        let Some(v) = self.get(name) else {
            return Ok(None);
        };
        match parse_u64(v) {
            Some(x) if (min..=max).contains(&x) => Ok(Some(x)),
            _ => Err(Self::bad(name, v, Msg::AccWhole { min, max })),
        }
    }

    /// `true` or `false` (also `yes`/`no`, `1`/`0`).
    pub fn bool(&self, name: &str) -> Result<Option<bool>, GameError> {
        let Some(v) = self.get(name) else {
            return Ok(None);
        };
        match v.to_ascii_lowercase().as_str() {
            "true" | "yes" | "1" | "on" => Ok(Some(true)),
            "false" | "no" | "0" | "off" => Ok(Some(false)),
            _ => Err(Self::bad(name, v, Msg::AccBool)),
        }
    }

    /// The ending the `misere` parameter chooses: normal play (the last
    /// move wins) unless `misere=true` (*perde-ganha*: the last move loses).
    pub fn convention(&self) -> Result<ludoteca_core::Convention, GameError> {
        Ok(ludoteca_core::Convention::misere_if(self.bool("misere")?.unwrap_or(false)))
    }

    /// A set of whole numbers in `min..=max`: a comma list with ranges, e.g.
    /// `1,3,4` or `1..5` or `1-3,7`.
    pub fn set_in(&self, name: &str, min: u64, max: u64) -> Result<Option<Vec<u64>>, GameError> {
        let Some(v) = self.get(name) else {
            return Ok(None);
        };
        let expected = || Msg::AccSet { min, max };
        let Some(ranges) = parse_ranges(v, min, max) else {
            return Err(Self::bad(name, v, expected()));
        };
        let mut out = Vec::new();
        for (a, b) in ranges {
            out.extend(a..=b);
        }
        out.sort_unstable();
        out.dedup();
        if out.is_empty() {
            return Err(Self::bad(name, v, expected()));
        }
        Ok(Some(out))
    }

    /// One of `choices`.
    pub fn choice<'c>(&self, name: &str, choices: &[&'c str]) -> Result<Option<&'c str>, GameError> {
        let Some(v) = self.get(name) else {
            return Ok(None);
        };
        let lower = v.to_ascii_lowercase();
        choices
            .iter()
            .find(|c| **c == lower)
            .map(|c| Some(*c))
            .ok_or_else(|| Self::bad(name, v, Msg::AccOneOf { choices: choices.join(", ") }))
    }
}

/// Parses a comma list of whole numbers and ranges (`1,3..5`, `1-3`) into
/// its ranges, each within `min..=max`; `None` when a part is not one.
#[must_use]
pub fn parse_ranges(text: &str, min: u64, max: u64) -> Option<Vec<(u64, u64)>> {
    text.split(',')
        .map(str::trim)
        .map(|part| {
            let (a, b) = match part.split_once("..").or_else(|| part.split_once('-')) {
                Some((a, b)) => (parse_u64(a)?, parse_u64(b.trim_start_matches('='))?),
                None => (parse_u64(part)?, parse_u64(part)?),
            };
            (a <= b && a >= min && b <= max).then_some((a, b))
        })
        .collect()
}

/// Parses a whole number, allowing `_` separators and `2^k` / `10^k` forms.
#[must_use]
pub fn parse_u64(s: &str) -> Option<u64> {
    let s = s.trim().replace('_', "");
    if let Some((b, e)) = s.split_once('^') {
        let (b, e): (u64, u32) = (b.parse().ok()?, e.parse().ok()?);
        return b.checked_pow(e);
    }
    s.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_pairs_sets_and_errors() {
        let p = Params::parse(["heap=2008", "take=1,3..5", "misere=true", "first_takes=1,4"]).unwrap();
        assert_eq!(p.u64_in("heap", 0, 100_000).unwrap(), Some(2008));
        assert_eq!(p.set_in("take", 1, 64).unwrap(), Some(vec![1, 3, 4, 5]));
        assert_eq!(p.bool("misere").unwrap(), Some(true));
        assert!(p.has("first-takes"));
        assert!(Params::parse(["heap"]).is_err());
        assert!(p.u64_in("heap", 0, 100).is_err());
        let bad = Params::parse(["take=0,3"]).unwrap();
        let e = bad.set_in("take", 1, 64).unwrap_err().to_string();
        assert!(e.contains("from 1 to 64"), "{e}");
        assert!(p.only("je-1", &["heap"]).is_err());
        assert_eq!(parse_u64("2^10"), Some(1024));
        assert_eq!(parse_u64("1_000"), Some(1000));
        assert_eq!(parse_u64("-3"), None);
    }

    #[test]
    fn json_takes_numbers_truths_and_either_spelling() {
        let p: Params =
            serde_json::from_str(r#"{"heap": 20, "open_hands": true, "max_guesses": "12", "x": -1}"#).unwrap();
        assert_eq!(p.get("heap"), Some("20"));
        assert_eq!(p.get("open-hands"), Some("true"));
        assert_eq!(p.get("max-guesses"), Some("12"));
        assert_eq!(p.get("x"), Some("-1"));
        assert!(serde_json::from_str::<Params>(r#"{"heap": [1]}"#).is_err());
        let back: Params = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        assert_eq!(back, p);
    }
}
