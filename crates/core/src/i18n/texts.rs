//! Words as Project Fluent files (`.ftl`, one folder per language):
//! [`Texts`] holds a home's files in English, European and Brazilian
//! Portuguese, and renders a message of them with its arguments.
//!
//! A family's texts lie over the core's ([`Texts::over`]): a message its
//! files lack is the core's (each home is read once, never copied). In
//! Brazilian Portuguese a message missing from the `pt-BR` files comes from
//! the `pt-PT` ones, message by message, and is still rendered with the
//! Brazilian plural rules (CLDR's `pt`, where 0 and 1 are singular; CLDR's
//! `pt-PT` makes only 1 singular).
//!
//! Two functions serve the files beside Fluent's own:
//! - `JOIN($list, "sep")` writes a list of messages joined by `sep` (a list
//!   written plainly is joined by `; `);
//! - `PRESENT($part)` is `yes` when an optional part is given, `no` when it
//!   is absent, so a sentence can drop an absent part with its separator.

use super::Arg;
use crate::lang::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentType;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

type Bundle = FluentBundle<FluentResource>;

/// One language's files of a home: the language's tag and the files'
/// sources.
pub type Files = (&'static str, &'static [&'static str]);

/// The files of one home (the core, or a family), in each language: each
/// language folder's `.ftl` files (a family's `locales/<tag>.ftl`), built
/// into the program with `include_str!` by the build scripts, which find
/// them by their names: a new language is new files.
pub struct Texts {
    /// Where these words live, for the completeness tests (`core`, or a
    /// family's module).
    pub home: &'static str,
    own: &'static [Files],
    base: Option<&'static Texts>,
    page: &'static [Files],
    bundles: [OnceLock<Bundle>; Lang::COUNT],
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Texts").field("home", &self.home).finish_non_exhaustive()
    }
}

impl Texts {
    /// A home's files, language by language (a language that falls back
    /// to another holds only what differs).
    #[must_use]
    pub const fn new(home: &'static str, own: &'static [Files]) -> Texts {
        Texts::with(home, None, own, &[])
    }

    /// A home's files laid over `base` (a family's over the core's): a
    /// message they lack is the base's.
    #[must_use]
    pub const fn over(base: &'static Texts, home: &'static str, own: &'static [Files]) -> Texts {
        Texts::with(home, Some(base), own, &[])
    }

    /// A family's files over `base`, as [`Texts::over`], with the words
    /// only its web pages say (a board's labels) in files of their own
    /// beside them (`page`): the server sends those to the page with the
    /// rest.
    #[must_use]
    pub const fn over_with_page(
        base: &'static Texts,
        home: &'static str,
        own: &'static [Files],
        page: &'static [Files],
    ) -> Texts {
        Texts::with(home, Some(base), own, page)
    }

    /// Every constructor's one body: nothing read yet.
    const fn with(
        home: &'static str,
        base: Option<&'static Texts>,
        own: &'static [Files],
        page: &'static [Files],
    ) -> Texts {
        Texts { home, own, base, page, bundles: [const { OnceLock::new() }; Lang::COUNT] }
    }

    /// The tags of the languages this home has files in (own or page), for
    /// the completeness tests: each must be one of [`Lang::ALL`].
    pub fn tags(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.own.iter().chain(self.page).map(|(tag, _)| *tag)
    }

    /// The files of the words only the web pages say, in `lang` (for a
    /// language that falls back to another, only its own).
    #[must_use]
    pub fn page(&self, lang: Lang) -> &'static [&'static str] {
        find(self.page, lang)
    }

    /// The sources of `lang`'s files, in the order they are laid: the
    /// files of the language it falls back to first (for Brazilian
    /// Portuguese the European ones), each overridden by its own.
    #[must_use]
    pub fn sources(&self, lang: Lang) -> Vec<&'static str> {
        let chain: Vec<Lang> = lang.chain().collect();
        chain.iter().rev().flat_map(|&l| self.own(l).iter().copied()).collect()
    }

    /// This home's own files in `lang` (not the base's; for a language
    /// that falls back to another only its own).
    #[must_use]
    pub fn own(&self, lang: Lang) -> &'static [&'static str] {
        find(self.own, lang)
    }

    fn bundle(&self, lang: Lang) -> &Bundle {
        // Each language is read the first time it is asked for.
        self.bundles[lang.index()].get_or_init(|| self.build(lang))
    }

    fn build(&self, lang: Lang) -> Bundle {
        let mut bundle = Bundle::new_concurrent(vec![lang.tag().parse().unwrap_or_default()]);
        bundle.set_use_isolating(false);
        if lang == Lang::EN && pseudo() {
            bundle.set_transform(Some(pseudo_text));
        }
        // A file with a mistake still gives every message it could read; the
        // tests parse every file and render every message.
        for source in self.sources(lang) {
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
            bundle.add_resource_overriding(resource);
        }
        // Registering a function fails only when the name is taken, and a
        // new bundle has none.
        let _ = bundle.add_function("JOIN", |positional, _named| match positional {
            [FluentValue::Custom(list), FluentValue::String(sep)] => match list.as_any().downcast_ref::<Rendered>() {
                Some(list) => FluentValue::String(Cow::Owned(list.0.join(sep.as_ref()))),
                None => FluentValue::Error,
            },
            _ => FluentValue::Error,
        });
        let _ = bundle.add_function("PRESENT", |positional, _named| {
            let given = matches!(positional, [FluentValue::String(s)] if !s.is_empty());
            FluentValue::String(Cow::Borrowed(if given { "yes" } else { "no" }))
        });
        bundle
    }

    /// Whether `lang`'s own files (this home's, or its base's) write the
    /// message `id`, not only a language it falls back to.
    #[must_use]
    pub fn writes(&self, id: &str, lang: Lang) -> bool {
        self.own(lang).iter().any(|f| messages(f).iter().any(|(i, _)| *i == id))
            || self.base.is_some_and(|b| b.writes(id, lang))
    }

    /// Whether `lang`'s bundle (this home over its base) has the message `id`.
    #[must_use]
    pub fn has(&self, id: &str, lang: Lang) -> bool {
        self.bundle(lang).get_message(id).and_then(|m| m.value()).is_some()
            || self.base.is_some_and(|b| b.has(id, lang))
    }

    /// The message `id` in `lang` with its arguments; a message missing
    /// everywhere (which the completeness tests forbid) is written as its id.
    #[must_use]
    pub fn format(&self, id: &str, args: &[(&str, Arg)], lang: Lang) -> String {
        self.try_format(id, args, lang).map(|(text, _)| text).unwrap_or_else(|| id.to_string())
    }

    /// The message `id` in `lang` and the errors met while rendering it (an
    /// argument it names but was not given, a function misused), or `None`
    /// when no file has the message.
    #[must_use]
    pub fn try_format(&self, id: &str, args: &[(&str, Arg)], lang: Lang) -> Option<(String, Vec<String>)> {
        let bundle = self.bundle(lang);
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return self.base?.try_format(id, args, lang);
        };
        let mut fluent = FluentArgs::with_capacity(args.len());
        for (name, arg) in args {
            put(&mut fluent, name, arg, lang);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors).into_owned();
        Some((text, errors.iter().map(ToString::to_string).collect()))
    }
}

/// The files of `lang` in `files` (none when the home has none in it).
fn find(files: &'static [Files], lang: Lang) -> &'static [&'static str] {
    files.iter().find(|(tag, _)| *tag == lang.tag()).map_or(&[], |(_, f)| *f)
}

/// Whether the English words are written in the pseudo-locale (the
/// variable `LUDOTECA_PSEUDO` set, read once, or [`set_pseudo`]): every
/// letter of the files accented and every vowel doubled, the arguments
/// untouched, so that a test (or a translator) sees at a glance which text
/// on a screen did not come through the files.
#[must_use]
pub fn pseudo() -> bool {
    match PSEUDO.load(Ordering::Relaxed) {
        0 => {
            let on = std::env::var_os("LUDOTECA_PSEUDO").is_some_and(|v| !v.is_empty());
            PSEUDO.store(if on { 2 } else { 1 }, Ordering::Relaxed);
            on
        }
        state => state == 2,
    }
}

/// Writes the English words in the pseudo-locale from now on (a test of a
/// whole front end in one process); set it before the first word is
/// rendered, since each home reads its files once.
pub fn set_pseudo(on: bool) {
    PSEUDO.store(if on { 2 } else { 1 }, Ordering::Relaxed);
}

/// The pseudo-locale's state: 0 not read yet, 1 off, 2 on.
static PSEUDO: AtomicU8 = AtomicU8::new(0);

/// `text` in the pseudo-locale: `Take 3` is `Tååkéé 3` (letters accented,
/// vowels doubled, so a sentence is about a third longer, as a translation
/// often is; digits, punctuation and code untouched).
#[must_use]
pub fn pseudo_text(text: &str) -> Cow<'_, str> {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: &str = "åƀçđéƒĝĥïĵķĺɱñöþǫŕšŧüṽŵẋýžÅƁÇĐÉƑĜĤÏĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ";
    let mut out = String::with_capacity(text.len() * 2);
    let (mut code, mut braces) = (false, 0_u32);
    for c in text.chars() {
        // Text between backticks is notation or a command, and text between
        // braces a placeholder (`{name}` of the rules' sections): kept as
        // written.
        match c {
            '`' => code = !code,
            '{' => braces += 1,
            '}' => braces = braces.saturating_sub(1),
            _ => {}
        }
        match FROM.find(c).filter(|_| !code && braces == 0) {
            Some(i) => {
                let Some(p) = TO.chars().nth(i) else { continue };
                out.push(p);
                if "aeiouAEIOU".contains(c) {
                    out.push(p);
                }
            }
            None => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// A list of messages already rendered in the language, for `JOIN`.
#[derive(Clone, Debug, PartialEq)]
struct Rendered(Vec<String>);

impl FluentType for Rendered {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(self.clone())
    }

    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        Cow::Owned(self.0.join("; "))
    }

    fn as_string_threadsafe(&self, _: &intl_memoizer::concurrent::IntlLangMemoizer) -> Cow<'static, str> {
        Cow::Owned(self.0.join("; "))
    }
}

/// The largest count a `f64` holds exactly with every smaller one (2^53).
const EXACT_IN_F64: u64 = 1 << 53;

/// Puts one argument into Fluent's arguments: a count as a number (which
/// chooses plurals), a class of positions as its whole description and its
/// parts (`$o`, `$o_letter`, `$o_word`, `$o_meaning`), a message rendered in
/// the same language, an absent part as the empty text.
fn put(fluent: &mut FluentArgs<'_>, name: &str, arg: &Arg, lang: Lang) {
    let text = |s: String| FluentValue::String(Cow::Owned(s));
    match arg {
        Arg::Text(t) => fluent.set(name.to_string(), text(t.clone())),
        Arg::Echo(t) => fluent.set(name.to_string(), text(super::echo(t))),
        // Fluent's numbers are `f64`: past 2^53 a count is written as text,
        // exact (and chooses the `other` plural, as such a count does).
        Arg::Count(n) if *n > EXACT_IN_F64 => fluent.set(name.to_string(), text(n.to_string())),
        Arg::Count(n) => fluent.set(name.to_string(), FluentValue::from(*n)),
        // The minus sign (U+2212) as the scale's `−1` beside it is written.
        Arg::Decimal(d) if lang == Lang::EN => fluent.set(name.to_string(), text(d.replace('-', "−"))),
        Arg::Decimal(d) => fluent.set(name.to_string(), text(d.replace('-', "−").replace('.', ","))),
        Arg::Outcome(o) => {
            fluent.set(format!("{name}_letter"), text(o.letter(lang).to_string()));
            fluent.set(format!("{name}_word"), text(o.word(lang).to_string()));
            fluent.set(format!("{name}_meaning"), text(o.meaning(lang).to_string()));
            fluent.set(name.to_string(), text(o.describe_in(lang)));
        }
        Arg::Msg(m) => fluent.set(name.to_string(), text(m.render(lang))),
        Arg::MaybeMsg(m) => fluent.set(name.to_string(), text(m.as_ref().map(|m| m.render(lang)).unwrap_or_default())),
        Arg::List(ms) => fluent.set(
            name.to_string(),
            FluentValue::Custom(Box::new(Rendered(ms.iter().map(|m| m.render(lang)).collect()))),
        ),
    }
}

/// The messages of one `.ftl` file as `(id, source)` pairs: each message's
/// id and its text as written (the lines after `id =` up to the next entry),
/// comments and terms left out. The tests read the words through it.
#[must_use]
pub fn messages(source: &str) -> Vec<(&str, String)> {
    let mut out: Vec<(&str, String)> = Vec::new();
    let mut open = false;
    for line in source.lines() {
        let continues = line.starts_with(' ') || line.starts_with('\t');
        if continues && open {
            if let Some((_, body)) = out.last_mut() {
                body.push('\n');
                body.push_str(line.trim());
            }
            continue;
        }
        open = false;
        let Some((id, rest)) = line.split_once('=') else { continue };
        let id = id.trim();
        if !id.is_empty()
            && !line.starts_with(['#', '-', ' '])
            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            out.push((id, rest.trim().to_string()));
            open = true;
        }
    }
    out
}

/// What is wrong with one `.ftl` file: its syntax errors, and the ids it
/// writes twice.
#[must_use]
pub fn problems(source: &str) -> Vec<String> {
    let mut out: Vec<String> = match FluentResource::try_new(source.to_string()) {
        Ok(_) => Vec::new(),
        Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
    };
    let mut ids: Vec<&str> = messages(source).into_iter().map(|(id, _)| id).collect();
    ids.sort_unstable();
    for pair in ids.windows(2) {
        if pair[0] == pair[1] {
            out.push(format!("`{}` is written twice", pair[0]));
        }
    }
    out
}
