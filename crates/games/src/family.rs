//! The descriptor of a game family (*família de jogos*): its presets, its
//! typed parameters, its capabilities and how to open it — one value per
//! family, declared in the family's own folder and registered in
//! the `families!` line of `lib.rs` ([`FAMILIES`](crate::FAMILIES)). Parameter parsing and its errors, the
//! "Parameters" paragraph of the rules, `/api/games` and the web's form all
//! come from here.

use crate::entry::Entry;
use crate::error::GameError;
use crate::params::{Params, parse_ranges, parse_u64};
use ludoteca_core::{Lang, Msg};
use serde_json::{Value, json};
use std::borrow::Cow;

/// A text in every language the laboratory speaks: a message of a home's
/// translation files, or a part of a content file (a game's summary or
/// statement) in each language.
#[derive(Clone, Copy, Debug)]
pub enum Text {
    /// A message without arguments of a family's (or the core's)
    /// translation files, built when it is said: a label, a help, a
    /// game's name. Written `said!(NorthcottMsg::NcParamRows)`.
    Said(fn() -> Msg),
    /// The first line of each language's content file (a game's summary).
    Summary(&'static [(&'static str, &'static str)]),
    /// The rest of each language's content file (the statement).
    Statement(&'static [(&'static str, &'static str)]),
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        match (self, other) {
            (Text::Said(a), Text::Said(b)) => a() == b(),
            (Text::Summary(a), Text::Summary(b)) | (Text::Statement(a), Text::Statement(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Text {}

/// A message of a family's files as a [`Text`] (a label, a help, a game's
/// name): `said!(NorthcottMsg::NcParamRows)`.
#[macro_export]
macro_rules! said {
    ($msg:expr) => {
        $crate::family::Text::Said(|| ludoteca_core::Msg::from($msg))
    };
}

impl Text {
    /// The English text, in a const context (an engine's own summary).
    #[must_use]
    pub const fn en(&self) -> &'static str {
        match *self {
            // A message is rendered when said, never in a const context.
            Text::Said(_) => "",
            Text::Summary(files) | Text::Statement(files) => {
                let mut i = 0;
                while i < files.len() {
                    let (tag, file) = files[i];
                    if tag.len() == 2 && tag.as_bytes()[0] == b'e' && tag.as_bytes()[1] == b'n' {
                        let (summary, statement) = split(file);
                        return if matches!(self, Text::Summary(_)) { summary } else { statement };
                    }
                    i += 1;
                }
                ""
            }
        }
    }

    /// The text written in `lang` itself (not in the language it falls
    /// back to), if any: what the completeness tests look for.
    #[must_use]
    pub fn own(&self, lang: Lang) -> Option<Cow<'static, str>> {
        match *self {
            Text::Said(msg) => {
                let msg = msg();
                Some(Cow::Owned(msg.render(lang))).filter(|_| msg.written_in(lang))
            }
            Text::Summary(files) | Text::Statement(files) => {
                let file = files.iter().find(|(tag, _)| *tag == lang.tag())?.1;
                let (summary, statement) = split(file);
                Some(Cow::Borrowed(if matches!(self, Text::Summary(_)) { summary } else { statement }))
            }
        }
    }

    /// The text in `lang`, or in the language it falls back to, or in
    /// English.
    #[must_use]
    pub fn get(&self, lang: Lang) -> Cow<'static, str> {
        match *self {
            Text::Said(msg) => Cow::Owned(msg().render(lang)),
            // A content file is the language's words too: in the
            // pseudo-locale its English is accented as the messages are.
            Text::Summary(files) | Text::Statement(files) => {
                Cow::Borrowed(crate::rules_text::in_pseudo(lang, part(files, lang, matches!(self, Text::Summary(_)))))
            }
        }
    }

    /// The text as JSON, by language tag ([`Lang::object`]): `{"en": …,
    /// "pt-PT": …, "pt": …, "pt-BR": …}`.
    #[must_use]
    pub fn to_json(&self) -> Value {
        Lang::object(|lang| Value::from(self.get(lang)))
    }
}

/// A game's summary and statement, kept in its family's folder as
/// `content/<id>.<tag>.md`, one file per language (the first line the
/// summary, then a blank line, then the statement) and included at build
/// time: `content!("<folder>", "<id>")` reads every
/// `src/<folder>/content/<id>.*.md` the build script found (a language that
/// falls back to another needs a file only where it differs).
#[macro_export]
macro_rules! content {
    ($family:literal, $id:literal) => {
        $crate::family::Content::parse(include!(concat!(env!("OUT_DIR"), "/content/", $family, "/", $id, ".rs")))
    };
}

/// A family's words (its `TEXTS`), read from its folder: every
/// `locales/<tag>.ftl` over the core's vocabulary; `family_texts!("<folder>",
/// page)` also the words only its board on the web pages says,
/// `locales/page/<tag>.ftl`.
#[macro_export]
macro_rules! family_texts {
    ($family:literal) => {
        ludoteca_core::i18n::Texts::over(
            &ludoteca_core::i18n::CORE,
            $family,
            include!(concat!(env!("OUT_DIR"), "/locales/", $family, ".rs")),
        )
    };
    ($family:literal, page) => {
        ludoteca_core::i18n::Texts::over_with_page(
            &ludoteca_core::i18n::CORE,
            $family,
            include!(concat!(env!("OUT_DIR"), "/locales/", $family, ".rs")),
            include!(concat!(env!("OUT_DIR"), "/locales/", $family, ".page.rs")),
        )
    };
}

/// A preset's summary and statement in every language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Content {
    /// One line.
    pub summary: Text,
    /// The statement of the game.
    pub statement: Text,
}

impl Content {
    /// The summary in `lang` (or the language it falls back to).
    #[must_use]
    pub fn summary_in(&self, lang: Lang) -> &'static str {
        match self.summary {
            Text::Summary(files) => crate::rules_text::in_pseudo(lang, part(files, lang, true)),
            _ => "",
        }
    }

    /// The statement in `lang` (or the language it falls back to).
    #[must_use]
    pub fn statement_in(&self, lang: Lang) -> &'static str {
        match self.statement {
            Text::Statement(files) => crate::rules_text::in_pseudo(lang, part(files, lang, false)),
            _ => "",
        }
    }

    /// A game's content files, `(tag, file)` in each language, as
    /// [`content!`] finds them: the summary and statement of each.
    #[must_use]
    pub const fn parse(files: &'static [(&'static str, &'static str)]) -> Content {
        Content { summary: Text::Summary(files), statement: Text::Statement(files) }
    }
}

/// The summary (or the statement) of `lang`'s content file, else of the
/// language it falls back to, else of the English one.
fn part(files: &'static [(&'static str, &'static str)], lang: Lang, summary: bool) -> &'static str {
    let file = lang
        .chain()
        .chain([Lang::EN])
        .find_map(|l| files.iter().find(|(tag, _)| *tag == l.tag()))
        .map_or("", |(_, file)| *file);
    let (head, rest) = split(file);
    if summary { head } else { rest }
}

/// `"summary\n\nstatement\n"` → (`summary`, `statement`), in a const context.
const fn split(file: &'static str) -> (&'static str, &'static str) {
    let b = file.as_bytes();
    let mut i = 0;
    while i + 1 < b.len() && !(b[i] == b'\n' && b[i + 1] == b'\n') {
        i += 1;
    }
    let (head, tail) = file.split_at(i);
    let tail = tail.trim_ascii();
    (head.trim_ascii(), tail)
}

/// One listed value of a [`ParamKind::Choice`] (or a word an integer also
/// accepts), with its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value as written (`opponent-last`).
    pub value: &'static str,
    /// Other spellings accepted for it (`laranja` for `orange`).
    pub also: &'static [&'static str],
    /// What it means, for a form or a rules page.
    pub label: Text,
}

impl Choice {
    /// Whether `text` names this choice (any case, other spellings too).
    #[must_use]
    pub fn is(&self, text: &str) -> bool {
        let t = text.trim();
        self.value.eq_ignore_ascii_case(t) || self.also.iter().any(|a| a.eq_ignore_ascii_case(t))
    }
}

/// What a parameter's value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// A whole number in `min..=max` (written `2008`, `1_000`, `10^6`), or
    /// one of `words` (e.g. `below-heap`).
    Integer {
        /// Least value.
        min: u64,
        /// Greatest value.
        max: u64,
        /// Words accepted besides numbers.
        words: &'static [Choice],
    },
    /// `true` or `false` (also `yes`/`no`, `1`/`0`, `on`/`off`).
    Boolean,
    /// One of the listed values (case-insensitive).
    Choice(&'static [Choice]),
    /// A set of whole numbers in `min..=max`, with ranges: `1,3..5`; `any`
    /// when `any` is allowed.
    Set {
        /// Least value.
        min: u64,
        /// Greatest value.
        max: u64,
        /// Whether `any` (every amount) is accepted.
        any: bool,
    },
    /// An ordered list of whole numbers in `min..=max` (repeats allowed), at
    /// most `most` of them: `10,7`.
    Numbers {
        /// Least value.
        min: u64,
        /// Greatest value.
        max: u64,
        /// The longest list.
        most: usize,
    },
    /// An exact positive fraction or whole number: `11/4`, `2008`.
    Rational,
    /// Text in the game's notation (a position, a code), checked by the game.
    Notation,
    /// The seed of a match's chance: a whole number.
    Seed,
}

/// One parameter of a family, typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    /// Its name, with `-` between words (`first-takes`; `first_takes` is
    /// the same).
    pub name: &'static str,
    /// Other names accepted for it (`colours` for `colors`).
    pub aliases: &'static [&'static str],
    /// What its value is.
    pub kind: ParamKind,
    /// Its value when not given (`None`: absent unless given).
    pub default: Option<&'static str>,
    /// A short label.
    pub label: Text,
    /// One line of help.
    pub help: Text,
}

impl ParamSpec {
    /// Whether `name` (already written with `-`) names this parameter.
    #[must_use]
    pub fn answers_to(&self, name: &str) -> bool {
        self.name == name || self.aliases.contains(&name)
    }

    /// What the parameter accepts, in one phrase of `lang` (for errors and
    /// the rules' "Parameters" paragraph).
    #[must_use]
    pub fn accepted(&self, lang: Lang) -> String {
        self.accepted_words().render(lang)
    }

    /// What the parameter accepts, as a message (the words in the core's
    /// files, by the parameter's kind).
    fn accepted_words(&self) -> Msg {
        let words = |ws: &[Choice]| ws.iter().map(|c| c.value).collect::<Vec<_>>().join(", ");
        let span = |min: u64, max: u64| {
            Box::new(if max == u64::MAX { Msg::SpanFrom { min } } else { Msg::SpanRange { min, max } })
        };
        match self.kind {
            ParamKind::Integer { min, max, words: ws } => {
                let base = Msg::ParamWhole { range: span(min, max) };
                if ws.is_empty() { base } else { Msg::ParamOrWords { base: Box::new(base), words: words(ws) } }
            }
            ParamKind::Boolean => Msg::ParamBool,
            ParamKind::Choice(cs) => {
                let items = |lang: Lang| {
                    cs.iter()
                        .map(|c| match c.label.get(lang) {
                            l if l.eq_ignore_ascii_case(c.value) => c.value.to_string(),
                            l => format!("{} ({l})", c.value),
                        })
                        .collect::<Vec<String>>()
                        .join(", ")
                };
                let items = Msg::said(items);
                Msg::ParamChoice { items: Box::new(items) }
            }
            ParamKind::Set { min, max, any } => {
                let base = Msg::ParamSet { range: span(min, max) };
                if any { Msg::ParamSetOrAny { base: Box::new(base) } } else { base }
            }
            ParamKind::Numbers { min, max, most } => Msg::ParamNumbers { most: most as u64, range: span(min, max) },
            ParamKind::Rational => Msg::ParamRational,
            ParamKind::Notation => Msg::ParamNotation,
            ParamKind::Seed => Msg::ParamSeed,
        }
    }

    /// What the parameter accepts, as a message in every language (for
    /// errors: "must be …").
    #[must_use]
    pub fn accepted_msg(&self) -> Msg {
        Msg::AccTyped { what: Box::new(self.accepted_words()) }
    }

    /// Checks a raw `value` and writes it in normal form (`True` → `true`,
    /// `1_000` → `1000`, `5,1..3` → `1,2,3,5`); the error names what is
    /// accepted. Never allocates more than the value's length.
    pub fn check(&self, value: &str) -> Result<String, GameError> {
        let v = value.trim();
        let bad = || GameError::bad_param(self.name, value, self.accepted_msg());
        match self.kind {
            ParamKind::Integer { min, max, words } => {
                if let Some(w) = words.iter().find(|w| w.is(v)) {
                    return Ok(w.value.to_string());
                }
                match parse_u64(v) {
                    Some(n) if (min..=max).contains(&n) => Ok(n.to_string()),
                    _ => Err(bad()),
                }
            }
            ParamKind::Boolean => Lang::read_yes_no(v).map(|b| b.to_string()).ok_or_else(bad),
            ParamKind::Choice(cs) => cs.iter().find(|c| c.is(v)).map(|c| c.value.to_string()).ok_or_else(bad),
            ParamKind::Set { min, max, any } => {
                if any && v.eq_ignore_ascii_case("any") {
                    return Ok("any".into());
                }
                let mut parts = parse_ranges(v, min, max).ok_or_else(bad)?;
                parts.sort_unstable();
                // Merge overlapping or touching ranges, then write them back.
                let mut merged: Vec<(u64, u64)> = Vec::new();
                for (a, b) in parts {
                    match merged.last_mut() {
                        Some(last) if a <= last.1.saturating_add(1) => last.1 = last.1.max(b),
                        _ => merged.push((a, b)),
                    }
                }
                Ok(merged
                    .iter()
                    .map(|&(a, b)| match b - a {
                        0 => a.to_string(),
                        1 => format!("{a},{b}"),
                        _ => format!("{a}..{b}"),
                    })
                    .collect::<Vec<_>>()
                    .join(","))
            }
            ParamKind::Numbers { min, max, most } => {
                let items: Vec<&str> =
                    v.trim_matches(|c| c == '(' || c == ')').split(',').map(str::trim).take(most + 1).collect();
                if items.len() > most {
                    return Err(bad());
                }
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    match parse_u64(item) {
                        Some(n) if (min..=max).contains(&n) => out.push(n.to_string()),
                        _ => return Err(bad()),
                    }
                }
                Ok(out.join(","))
            }
            // The family reads the exact value and says what is wrong with it.
            ParamKind::Rational => {
                if v.is_empty() || v.len() > 64 || v.chars().any(char::is_control) {
                    Err(bad())
                } else {
                    Ok(v.to_string())
                }
            }
            ParamKind::Notation => {
                if v.len() > 4096 || v.chars().any(char::is_control) {
                    Err(bad())
                } else {
                    Ok(v.to_string())
                }
            }
            ParamKind::Seed => parse_u64(v).map(|n| n.to_string()).ok_or_else(bad),
        }
    }

    /// A value in normal form as a person reads it in `lang`: a choice by
    /// its label, a truth as yes/no (*sim/não*), anything else as written.
    #[must_use]
    pub fn value_in_words(&self, value: &str, lang: Lang) -> String {
        match self.kind {
            ParamKind::Choice(cs) => cs.iter().find(|c| c.is(value)).map_or(value.into(), |c| c.label.get(lang).into()),
            ParamKind::Integer { words, .. } => {
                words.iter().find(|c| c.is(value)).map_or(value.into(), |c| c.label.get(lang).into())
            }
            ParamKind::Boolean => match value {
                "true" => lang.yes_no().0.into(),
                "false" => lang.yes_no().1.into(),
                _ => value.into(),
            },
            _ => value.into(),
        }
    }

    /// The parameter as JSON for `/api/games` and the web's form.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let choices = |cs: &[Choice]| -> Value {
            cs.iter().map(|c| json!({"value": c.value, "label": c.label.to_json()})).collect()
        };
        let kind = match self.kind {
            ParamKind::Integer { min, max, words } => {
                json!({"type": "integer", "min": min, "max": max, "words": choices(words)})
            }
            ParamKind::Boolean => json!({"type": "boolean"}),
            ParamKind::Choice(cs) => json!({"type": "choice", "choices": choices(cs)}),
            ParamKind::Set { min, max, any } => json!({"type": "set", "min": min, "max": max, "any": any}),
            ParamKind::Numbers { min, max, most } => json!({"type": "numbers", "min": min, "max": max, "most": most}),
            ParamKind::Rational => json!({"type": "rational"}),
            ParamKind::Notation => json!({"type": "notation"}),
            ParamKind::Seed => json!({"type": "seed"}),
        };
        json!({
            "name": self.name,
            "aliases": self.aliases,
            "kind": kind,
            "default": self.default,
            "label": self.label.to_json(),
            "help": self.help.to_json(),
            "accepted": Lang::object(|l| self.accepted(l).into()),
        })
    }
}

/// What a family can do beyond being played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Capabilities {
    /// A table of positions (`ludoteca table`, the analysis page).
    pub table: bool,
    /// A period with its proof (`ludoteca period`).
    pub period: bool,
    /// A summary over board sizes (`table --sizes`).
    pub sizes: bool,
    /// A long exact search with checkpoints (`ludoteca solve`).
    pub exact_solve: bool,
    /// The champion's analysis of a position (`ludoteca outcome`, hints).
    pub analysis: bool,
    /// Hidden information (a secret, a hand).
    pub hidden: bool,
    /// Chance (draws, deals, random secrets).
    pub chance: bool,
    /// The code-breaking strategies compared over every secret of a
    /// variant ([`Entry::strategies`], the
    /// analysis page's chart).
    pub strategies: bool,
    /// The exact value of a position by the long exact search, within a
    /// time limit ([`Entry::exact_value`]).
    pub value: bool,
}

impl Capabilities {
    /// Nothing beyond being played (a base for `..Capabilities::NONE`).
    pub const NONE: Capabilities = Capabilities {
        table: false,
        period: false,
        sizes: false,
        exact_solve: false,
        analysis: false,
        hidden: false,
        chance: false,
        strategies: false,
        value: false,
    };

    /// The capabilities as JSON.
    #[must_use]
    pub fn to_json(&self) -> Value {
        json!({
            "table": self.table, "period": self.period, "sizes": self.sizes,
            "exact_solve": self.exact_solve, "analysis": self.analysis,
            "hidden": self.hidden, "chance": self.chance,
            "strategies": self.strategies, "value": self.value,
        })
    }
}

/// Which match driver plays a family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayKind {
    /// Complete information, players alternating: the generic turn match.
    Turns,
    /// A match of its own (chance, hidden information), by name; the match
    /// driver registers one constructor under that name.
    Own(&'static str),
}

impl PlayKind {
    /// `turns`, or the own match's name (the `kind` of `/api/games`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            PlayKind::Turns => "turns",
            PlayKind::Own(name) => name,
        }
    }
}

/// Builds a preset's entry from the parameters in force (the preset's
/// defaults merged with a person's, already checked against the specs).
pub type Opener = fn(&'static Preset, &Params) -> Result<Box<dyn Entry>, GameError>;

/// A preset: one game of the text (or of our own) with its defaults.
#[derive(Debug)]
pub struct Preset {
    /// The id (`je-N` as numbered in *Jogos e Estratégias*).
    pub id: &'static str,
    /// The game's number in the text (`20`, `13 (II)`, `15 (a)`), or `""`
    /// for a game that is not numbered there (one of our own).
    pub number: &'static str,
    /// A short name for people, in every language (`Tirar sem repetir`);
    /// [`Preset::title`] puts the text's number before it.
    pub name: Text,
    /// One line, and the statement, in every language.
    pub content: Content,
    /// Default parameters (`name=value`): the game as the text states it.
    pub defaults: &'static [&'static str],
    /// The quick match (*partida rápida*): parameters over the defaults that
    /// make a match a child can finish in a few minutes (a heap of 20–30,
    /// 40 km); empty when the text's game is already that small.
    pub quick: &'static [&'static str],
    /// The last row a table shows when `--to` is not given.
    pub table_to: u64,
    /// Which game of the family this is, when the family holds several
    /// rule sets (the knight's I/II, the bean rules, the flags' episodes).
    pub variant: u8,
    /// What the game counts or moves, in the book's words (stones, game
    /// 28's rabbits, beans): the label of the heap on the form and the
    /// words of a move in the sentence saying why a match ended.
    pub things: Things,
    /// Parameters whose label and help differ from the family's on this
    /// preset's form and in its rules: (name, label, help) — game 28's heap
    /// is "Coelhos", "os coelhos da coelheira no início".
    pub labels: &'static [(&'static str, Text, Text)],
    /// The family it belongs to.
    pub family: &'static Family,
}

/// What a preset's game counts, in the book's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Things {
    /// Stones of a heap (*pedras*), the default.
    Stones,
    /// Rabbits in a hutch (*coelhos*, game 28).
    Rabbits,
    /// Beans on a grid (*feijões*, game 15).
    Beans,
    /// Numbers said aloud, counting up to a target (game 7).
    Numbers,
}

impl Things {
    /// `n` of them as a message ("3 stones", "1 coelho"); numbers said are
    /// plain numbers.
    #[must_use]
    pub fn count(self, n: u64) -> Msg {
        match self {
            Things::Stones | Things::Numbers => Msg::CountStones { n },
            Things::Rabbits => Msg::CountRabbits { n },
            Things::Beans => Msg::CountBeans { n },
        }
    }

    /// How many there are at the start, as the help of that parameter.
    #[must_use]
    pub const fn heap_help(self) -> Text {
        match self {
            Things::Stones => crate::said!(Msg::ThingsStonesHelp),
            Things::Beans => crate::said!(Msg::ThingsBeansHelp),
            Things::Rabbits => crate::said!(Msg::ThingsRabbitsHelp),
            Things::Numbers => crate::said!(Msg::ThingsNumbersHelp),
        }
    }

    /// What they are, as the label of how many there are on a form
    /// ("Pedras", "Coelhos").
    #[must_use]
    pub const fn heap_label(self) -> Text {
        match self {
            Things::Stones => crate::said!(Msg::ThingsStonesLabel),
            Things::Beans => crate::said!(Msg::ThingsBeansLabel),
            Things::Rabbits => crate::said!(Msg::ThingsRabbitsLabel),
            Things::Numbers => crate::said!(Msg::ThingsNumbersLabel),
        }
    }
}

impl Preset {
    /// A preset of `family` with what most presets share: no default
    /// parameter beyond the family's, no quick match of its own, no table
    /// (`table_to` 0), the family's first rule set, stones, the family's
    /// labels. The builder methods below set what differs, in a `static`:
    /// `Preset::new(&FAMILY, "je-1", "1", name, content).defaults(&["heap=21"]).table_to(20)`.
    #[must_use]
    pub const fn new(
        family: &'static Family,
        id: &'static str,
        number: &'static str,
        name: Text,
        content: Content,
    ) -> Preset {
        Preset {
            id,
            number,
            name,
            content,
            defaults: &[],
            quick: &[],
            table_to: 0,
            variant: 0,
            things: Things::Stones,
            labels: &[],
            family,
        }
    }

    /// With these default parameters ([`Preset::defaults`]).
    #[must_use]
    pub const fn defaults(mut self, defaults: &'static [&'static str]) -> Preset {
        self.defaults = defaults;
        self
    }

    /// With this quick match ([`Preset::quick`]).
    #[must_use]
    pub const fn quick(mut self, quick: &'static [&'static str]) -> Preset {
        self.quick = quick;
        self
    }

    /// With tables to this row by default ([`Preset::table_to`]).
    #[must_use]
    pub const fn table_to(mut self, table_to: u64) -> Preset {
        self.table_to = table_to;
        self
    }

    /// As rule set `variant` of its family ([`Preset::variant`]).
    #[must_use]
    pub const fn variant(mut self, variant: u8) -> Preset {
        self.variant = variant;
        self
    }

    /// Counting these things ([`Preset::things`]).
    #[must_use]
    pub const fn things(mut self, things: Things) -> Preset {
        self.things = things;
        self
    }

    /// With labels of its own ([`Preset::labels`]).
    #[must_use]
    pub const fn labels(mut self, labels: &'static [(&'static str, Text, Text)]) -> Preset {
        self.labels = labels;
        self
    }

    /// The label of `spec` on this preset's form: the preset's own
    /// ([`Preset::labels`]: game 28's rabbits) or the family's.
    #[must_use]
    pub fn label(&self, spec: &ParamSpec) -> Text {
        self.labels.iter().find(|(name, ..)| *name == spec.name).map_or(spec.label, |(_, label, _)| *label)
    }

    /// The help of `spec` on this preset's form and in its rules: the
    /// preset's own ([`Preset::labels`]) or the family's.
    #[must_use]
    pub fn help(&self, spec: &ParamSpec) -> Text {
        self.labels.iter().find(|(name, ..)| *name == spec.name).map_or(spec.help, |(.., help)| *help)
    }

    /// The English summary.
    #[must_use]
    pub fn summary(&self) -> &'static str {
        self.content.summary.en()
    }

    /// The English statement.
    #[must_use]
    pub fn statement(&self) -> &'static str {
        self.content.statement.en()
    }

    /// The name a person reads, in `lang`: the text's number and the short
    /// name (`Jogo 20 — Tirar sem repetir`, `Game 20 — Take without
    /// repeating`), or the name alone for a game the text does not number.
    /// A version named by both (`14 (I)`, `Um cavalo para dois (I)`;
    /// `13 (I)`, `Tiradas desiguais I`) says it once: `Jogo 14 — Um cavalo
    /// para dois (I)`.
    #[must_use]
    pub fn title(&self, lang: Lang) -> String {
        let name = self.name.get(lang);
        let number = match self.number.split_once(" (") {
            Some((n, version)) => {
                let v = version.trim_end_matches(')');
                if name.ends_with(&format!("({v})")) || name.ends_with(&format!(" {v}")) { n } else { self.number }
            }
            None => self.number,
        };
        match number {
            "" => name.to_string(),
            n => Msg::GameTitle { number: n.to_string(), name: name.to_string() }.render(lang),
        }
    }

    /// [`Preset::title`] in every language, as JSON.
    #[must_use]
    pub fn title_json(&self) -> Value {
        Lang::object(|l| self.title(l).into())
    }
}

/// A game family, declared once in its own folder.
#[derive(Debug)]
pub struct Family {
    /// The family's name, the key front ends choose its board by (the web
    /// lab's `web/boards/<name>.js`).
    pub name: &'static str,
    /// The family in a word or two, for a tag beside a game's name
    /// (`um monte`, `feijões`).
    pub tag: Text,
    /// Which match driver plays it.
    pub play: PlayKind,
    /// Its parameters, typed, in the order a form shows them.
    pub params: &'static [ParamSpec],
    /// What it can do.
    pub capabilities: Capabilities,
    /// Its presets.
    pub presets: &'static [Preset],
    /// Builds an entry.
    pub open: Opener,
    /// Parameters that replace one another: when a person gives any of
    /// them, the preset's defaults for all of them are dropped (a person's
    /// `take` replaces a partizan preset's `first-takes`/`second-takes`).
    pub exclusive: &'static [&'static str],
    /// Parameters that fix in advance what one seat must not see (a code
    /// written for the computer to keep): a match shows them to nobody,
    /// and a class refuses them, since every pupil would play against the
    /// same known secret. A `Seed` parameter is always such a one.
    pub secrets: &'static [&'static str],
}

impl Family {
    /// The first of `params` that fixes a secret in advance ([`Family::secrets`],
    /// or a seed), under its own name.
    #[must_use]
    pub fn secret_in(&self, params: &Params) -> Option<&'static str> {
        self.params.iter().find_map(|spec| {
            let secret = self.secrets.contains(&spec.name) || matches!(spec.kind, ParamKind::Seed);
            (secret && params.iter().any(|(k, _)| spec.answers_to(&k.replace('_', "-")))).then_some(spec.name)
        })
    }

    /// The spec of the parameter `name` (`_` and `-` alike, aliases too).
    #[must_use]
    pub fn param(&self, name: &str) -> Option<&'static ParamSpec> {
        let name = name.replace('_', "-");
        self.params.iter().find(|p| p.answers_to(&name))
    }

    /// Checks every parameter against its spec and returns them under their
    /// own names in normal form; an unknown name or a bad value is one
    /// sentence naming what is accepted.
    pub fn check(&self, game: &str, params: &Params) -> Result<Params, GameError> {
        let mut out = Params::new();
        for (name, value) in params.iter() {
            let Some(spec) = self.param(name) else {
                return Err(GameError::UnknownParam {
                    name: clip(name),
                    game: game.to_string(),
                    accepted: self.params.iter().map(|p| p.name).collect::<Vec<_>>().join(", "),
                });
            };
            out.set(spec.name, &spec.check(value)?);
        }
        Ok(out)
    }

    /// The "Parameters" paragraph of the rules, in `lang`: each parameter
    /// with what it does, what it accepts and its value `now` (the
    /// parameters in force) or its default.
    #[must_use]
    pub fn parameters_paragraph(&self, lang: Lang, now: &Params) -> String {
        self.parameters_paragraph_of(None, lang, now)
    }

    /// [`Family::parameters_paragraph`] with `preset`'s own helps
    /// ([`Preset::labels`]) where it has them.
    #[must_use]
    pub fn parameters_paragraph_of(&self, preset: Option<&Preset>, lang: Lang, now: &Params) -> String {
        if self.params.is_empty() {
            return Msg::ParamsNone.render(lang);
        }
        let items: Vec<String> = self
            .params
            .iter()
            .map(|p| {
                let value = match (now.get(p.name).or(p.default), lang) {
                    // English writes the value as it is typed (`true`).
                    (Some(v), Lang::EN) => format!("; {}", Msg::ParamNow { value: v.into() }.render(lang)),
                    (Some(v), _) => format!("; {}", Msg::ParamNow { value: p.value_in_words(v, lang) }.render(lang)),
                    (None, _) => String::new(),
                };
                let accepted = match p.kind {
                    // The placeholder already lists what is accepted.
                    ParamKind::Boolean | ParamKind::Choice(_) => String::new(),
                    _ => p.accepted(lang),
                };
                let note = format!("{accepted}{value}");
                let note = note.trim_start_matches("; ");
                let note = if note.is_empty() { String::new() } else { format!(" ({note})") };
                let help = preset.map_or(p.help, |pre| pre.help(p));
                format!("{}={} — {}{note}", p.name, placeholder(p, lang), help.get(lang))
            })
            .collect();
        format!("{}:\n- {}", Msg::ParamsHead.render(lang), items.join("\n- "))
    }
}

/// The placeholder of a parameter's value in the rules (`N`, `true|false`,
/// in Portuguese `sim|não`…).
fn placeholder(p: &ParamSpec, lang: Lang) -> String {
    match p.kind {
        ParamKind::Integer { words: &[], .. } => "N".into(),
        ParamKind::Integer { words, .. } => {
            format!("N|{}", words.iter().map(|w| w.value).collect::<Vec<_>>().join("|"))
        }
        // English writes the code's own words; another language its yes and no.
        ParamKind::Boolean if lang == Lang::EN => "true|false".into(),
        ParamKind::Boolean => format!("{}|{}", lang.yes_no().0, lang.yes_no().1),
        ParamKind::Choice(cs) => cs.iter().map(|c| c.value).collect::<Vec<_>>().join("|"),
        ParamKind::Set { .. } => "LIST".into(),
        ParamKind::Numbers { .. } => "N,N,…".into(),
        ParamKind::Rational => "X".into(),
        ParamKind::Notation => "TEXT".into(),
        ParamKind::Seed => "SEED".into(),
    }
}

/// At most 40 characters of a person's text, for an error message.
fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if out.len() < s.len() {
        out.push('…');
    }
    out
}

/// The `misere` parameter every win/lose family shares.
pub const MISERE: ParamSpec = ParamSpec {
    name: "misere",
    aliases: &["misère"],
    kind: ParamKind::Boolean,
    default: Some("false"),
    label: crate::said!(Msg::ParamMisereLabel),
    help: crate::said!(Msg::ParamMisereHelp),
};

/// The `seed` parameter of families with chance.
pub const SEED: ParamSpec = ParamSpec {
    name: "seed",
    aliases: &[],
    kind: ParamKind::Seed,
    default: None,
    label: crate::said!(Msg::ParamSeedLabel),
    help: crate::said!(Msg::ParamSeedHelp),
};
