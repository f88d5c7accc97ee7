//! A family's own messages: [`FamilyMsg`], what [`crate::family_messages!`]
//! turns a family's typed message into, and [`check`], the tests every
//! family's files pass (every message written in English and European
//! Portuguese, no message no variant names, only the message's arguments,
//! every message rendered without error).

use super::texts::{messages, problems};
use super::{Arg, Msg, Texts};
use crate::lang::Lang;
use crate::outcome::Outcome;

/// A message of a family, in the family's [`Texts`]: its name in the code
/// (`WyTooBig`, written `wy-too-big` in the files) and its arguments.
#[derive(Clone, Debug)]
pub struct FamilyMsg {
    /// The family's files.
    pub texts: &'static Texts,
    /// The message's name in the code.
    pub name: &'static str,
    /// Its arguments, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl PartialEq for FamilyMsg {
    fn eq(&self, other: &FamilyMsg) -> bool {
        std::ptr::eq(self.texts, other.texts) && self.name == other.name && self.args == other.args
    }
}

impl Eq for FamilyMsg {}

impl From<FamilyMsg> for Msg {
    fn from(m: FamilyMsg) -> Msg {
        Msg::Family(Box::new(m))
    }
}

/// Declares a family's messages: an enum whose variants are the messages,
/// with typed arguments, turned into a [`Msg`] (rendered from the family's
/// [`Texts`]) by `From`. Each variant `WyTooBig` is the message `wy-too-big` of
/// the family's `.ftl` files; names start with the family's prefix, since a
/// family's files lie over the core's and an id must not hide another.
///
/// ```
/// use ludoteca_core::i18n::{CORE, Msg, Texts};
/// use ludoteca_core::Lang;
///
/// // In a family these are its `locales/<tag>.ftl`, found by the build
/// // script: `family_texts!("wythoff")`.
/// static TEXTS: Texts = Texts::over(
///     &CORE,
///     "wythoff",
///     &[
///         ("en", &["wy-too-big = at most { $max } stones in a heap"]),
///         ("pt-PT", &["wy-too-big = no máximo { $max } pedras num monte"]),
///         ("pt-BR", &["wy-too-big = no máximo { $max } pedras em um monte"]),
///     ],
/// );
///
/// ludoteca_core::family_messages! {
///     /// Wythoff's game's words.
///     pub enum WythoffMsg in TEXTS {
///         /// A heap too large.
///         WyTooBig {
///             /// The largest heap.
///             max: u64,
///         },
///     }
/// }
///
/// let m = Msg::from(WythoffMsg::WyTooBig { max: 100 });
/// assert_eq!(m.render(Lang::PT_BR), "no máximo 100 pedras em um monte");
/// assert!(ludoteca_core::i18n::family::check(&TEXTS, WythoffMsg::MESSAGES).is_empty());
/// ```
#[macro_export]
macro_rules! family_messages {
    (
        $(#[doc = $edoc:literal])*
        $vis:vis enum $enum:ident in $texts:path {
            $(
                $(#[doc = $doc:literal])*
                $name:ident $({ $( $(#[doc = $fdoc:literal])* $field:ident : $ty:ty ),* $(,)? })?
            ),* $(,)?
        }
    ) => {
        $(#[doc = $edoc])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        $vis enum $enum {
            $( $(#[doc = $doc])* $name $({ $( $(#[doc = $fdoc])* $field: $ty ),* })?, )*
        }

        impl $enum {
            /// Every message's name and the names of its arguments.
            pub const MESSAGES: &'static [(&'static str, &'static [&'static str])] =
                &[ $( (stringify!($name), &[ $($( stringify!($field) ),*)? ]) ),* ];

            /// The message in `lang`.
            #[must_use]
            pub fn render(&self, lang: $crate::Lang) -> String {
                $crate::i18n::Msg::from(self.clone()).render(lang)
            }
        }

        impl From<$enum> for $crate::i18n::Msg {
            #[allow(unused_variables)]
            fn from(m: $enum) -> $crate::i18n::Msg {
                let (name, args): (&'static str, Vec<(&'static str, $crate::i18n::Arg)>) = match m {
                    $( $enum::$name $({ $($field),* })? => (
                        stringify!($name),
                        vec![ $($( (stringify!($field), $crate::i18n::Arg::from($field)) ),*)? ],
                    ), )*
                };
                $crate::i18n::Msg::from($crate::i18n::family::FamilyMsg { texts: &$texts, name, args })
            }
        }

        impl From<$enum> for Box<$crate::i18n::Msg> {
            fn from(m: $enum) -> Box<$crate::i18n::Msg> {
                Box::new($crate::i18n::Msg::from(m))
            }
        }
    };
}

/// What is wrong with a home's files, for its tests: files in a language
/// the laboratory does not speak, a message of `names` (each with its
/// arguments) missing in a language (and in the one it falls back to), a
/// message no name declares, a variable that is not an
/// argument, a file that does not parse, a message that renders with an
/// error. Empty when all is well.
#[must_use]
pub fn check(texts: &Texts, names: &[(&str, &[&str])]) -> Vec<String> {
    let mut out = page_problems(texts);
    for tag in texts.tags() {
        if !Lang::ALL.iter().any(|l| l.tag() == tag) {
            out.push(format!("{}: files in `{tag}`, which is no folder of crates/core/locales", texts.home));
        }
    }
    let ids: Vec<(String, &[&str])> = names.iter().map(|(n, f)| (super::kebab(n), *f)).collect();
    for lang in Lang::ALL {
        for file in texts.own(lang) {
            out.extend(problems(file).into_iter().map(|p| format!("{} {lang}: {p}", texts.home)));
            for (id, _) in messages(file) {
                if !ids.iter().any(|(i, _)| i == id) {
                    out.push(format!("{} {lang}: `{id}` is written but no message names it", texts.home));
                }
            }
        }
        for (id, fields) in &ids {
            let own = |l: Lang| texts.own(l).iter().flat_map(|f| messages(f)).find(|(i, _)| i == id).map(|(_, b)| b);
            let source = lang.chain().find_map(own);
            let Some(source) = source else {
                out.push(format!("{} {lang}: `{id}` is missing", texts.home));
                continue;
            };
            for var in source.split('$').skip(1) {
                let name: String = var.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                let base = ["_letter", "_word", "_meaning"].iter().find_map(|s| name.strip_suffix(s)).unwrap_or(&name);
                if !fields.contains(&name.as_str()) && !fields.contains(&base) {
                    out.push(format!("{} {lang}: `{id}` uses ${name}, which is not one of its arguments", texts.home));
                }
            }
            let args = sample_args(&source, fields);
            match texts.try_format(id, &args, lang) {
                Some((_, errors)) if errors.is_empty() => {}
                Some((_, errors)) => out.push(format!("{} {lang}: `{id}`: {errors:?}", texts.home)),
                None => out.push(format!("{} {lang}: `{id}` does not render", texts.home)),
            }
        }
    }
    out
}

/// What is wrong with a home's page files: a file that does not parse, a
/// message one language that falls back to none writes and another does
/// not (English and European Portuguese), a message a language that falls
/// back to another writes and that one does not (Brazilian only).
fn page_problems(texts: &Texts) -> Vec<String> {
    let mut out = Vec::new();
    let ids = |lang: Lang| -> Vec<String> {
        let mut ids: Vec<String> =
            texts.page(lang).iter().flat_map(|f| messages(f)).map(|(id, _)| id.to_string()).collect();
        ids.sort();
        ids
    };
    for lang in Lang::ALL {
        for file in texts.page(lang) {
            out.extend(problems(file).into_iter().map(|p| format!("{} page {lang}: {p}", texts.home)));
        }
    }
    let en = ids(Lang::EN);
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::EN) {
        let own = ids(lang);
        match lang.fallback() {
            None => {
                for id in en.iter().filter(|i| !own.contains(i)) {
                    out.push(format!("{} page: `{id}` is in {}, not in {lang}", texts.home, Lang::EN));
                }
                for id in own.iter().filter(|i| !en.contains(i)) {
                    out.push(format!("{} page: `{id}` is in {lang}, not in {}", texts.home, Lang::EN));
                }
            }
            Some(base) => {
                let base_ids = ids(base);
                for id in own.iter().filter(|i| !base_ids.contains(i)) {
                    out.push(format!("{} page: `{id}` is in {lang} only, not in {base}", texts.home));
                }
            }
        }
    }
    out
}

/// Arguments for rendering a message in a test: a list where the message
/// joins one, an absent part where it asks whether one is present, a class
/// of positions where it names a class's parts, a count otherwise.
#[must_use]
pub fn sample_args<'a>(source: &str, fields: &[&'a str]) -> Vec<(&'a str, Arg)> {
    fields
        .iter()
        .map(|f| {
            let arg = if source.contains(&format!("JOIN(${f}")) {
                Arg::List(vec![Msg::Verbatim { text: "x".into() }])
            } else if source.contains(&format!("PRESENT(${f}")) {
                Arg::MaybeMsg(None)
            } else if source.contains(&format!("${f}_")) {
                Arg::Outcome(Outcome::NextWins)
            } else {
                Arg::Count(2)
            };
            (*f, arg)
        })
        .collect()
}
