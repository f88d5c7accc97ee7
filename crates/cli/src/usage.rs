//! A command line `clap` refuses, said in the reader's language: the
//! language is read from the raw arguments (`--lang X`, `--lang=X`) or the
//! environment before `clap` parses them, and each kind of refusal becomes
//! one sentence of `locales/` that says what was wrong and what is accepted
//! (the values, the likely meaning, the usage line), ending with where the
//! command's help is. The value parsers of the flags say why a value is
//! refused in that language too.

use crate::Cli;
use crate::words::CliMsg;
use clap::CommandFactory;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use ludoteca_core::Lang;
use std::ffi::OsString;
use std::sync::OnceLock;

/// The language of the command line being parsed, set before `clap` runs
/// (the value parsers read it).
static LANG: OnceLock<Lang> = OnceLock::new();

/// The language a command line asks for: the first valid `--lang X` or
/// `--lang=X` before a `--`, else the environment's (what `main` uses once
/// the line is parsed).
pub(crate) fn lang_of(args: &[OsString]) -> Lang {
    let mut rest = args.iter().skip(1);
    while let Some(arg) = rest.next() {
        let Some(arg) = arg.to_str() else { continue };
        if arg == "--" {
            break;
        }
        let value = if arg == "--lang" { rest.next().and_then(|v| v.to_str()) } else { arg.strip_prefix("--lang=") };
        if let Some(lang) = value.and_then(|v| v.parse::<Lang>().ok()) {
            return lang;
        }
    }
    Lang::from_env()
}

/// Sets the language of the refusals (once, before parsing).
pub(crate) fn set_lang(lang: Lang) {
    let _ = LANG.set(lang);
}

/// The language of the refusals: the one set, else the environment's.
pub(crate) fn lang() -> Lang {
    *LANG.get_or_init(Lang::from_env)
}

/// Why a value parser of ours refused a value, in the reader's language
/// (an error of another parser is not, and is not repeated).
#[derive(Debug)]
pub(crate) struct Refused(String);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

impl From<CliMsg> for Refused {
    fn from(m: CliMsg) -> Refused {
        Refused(m.render(lang()))
    }
}

/// The parser of `--lang`: a language's tag, else why not (the tags).
pub(crate) fn language(s: &str) -> Result<Lang, Refused> {
    s.parse::<Lang>().map_err(|_| {
        let mut tags: Vec<String> = Vec::new();
        for l in Lang::ALL {
            let primary = l.tag().split('-').next().unwrap_or_default();
            for tag in [l.tag(), primary] {
                if !tags.iter().any(|t| t == tag) && tag.parse::<Lang>() == Ok(l) {
                    tags.push(tag.to_string());
                }
            }
        }
        CliMsg::CliUsageLanguages { tags: and_list(&tags, lang()) }.into()
    })
}

/// A whole number ≥ 0, written `40`, `1_000_000` or `2^20`, else why not.
pub(crate) fn whole_number(s: &str) -> Result<u64, Refused> {
    whole(s)
}

/// [`whole_number`] of the type `T` (a count of threads: `usize`).
pub(crate) fn whole<T: TryFrom<u64>>(s: &str) -> Result<T, Refused> {
    ludoteca_games::params::parse_u64(s).and_then(|n| T::try_from(n).ok()).ok_or_else(|| CliMsg::CliUsageWhole.into())
}

/// A whole number from `low` to `high` (written as `whole_number` reads
/// it), else why not; for the flags that take a count within bounds.
pub(crate) fn whole_in<T: TryFrom<u64> + 'static>(
    low: u64,
    high: u64,
) -> impl Fn(&str) -> Result<T, Refused> + Clone + Send + Sync + 'static {
    move |s: &str| {
        ludoteca_games::params::parse_u64(s)
            .filter(|n| (low..=high).contains(n))
            .and_then(|n| T::try_from(n).ok())
            .ok_or_else(|| CliMsg::CliUsageWholeIn { low: low.to_string(), high: high.to_string() }.into())
    }
}

/// The parser of `serve --addr`: an address and port, else why not.
pub(crate) fn address(s: &str) -> Result<std::net::SocketAddr, Refused> {
    s.trim().parse().map_err(|_| CliMsg::CliUsageAddress.into())
}

/// The sentence said of `err` (on stderr, after `error: ` in the
/// language); `None` for what `clap` prints itself (the help, the version:
/// exit 0; the help of a bare `ludoteca`: exit 2).
pub(crate) fn refusal(err: &clap::Error, args: &[OsString]) -> Option<String> {
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        return None;
    }
    let lang = lang();
    let mut cli = Cli::command();
    cli.build();
    let command = command_named(args, &cli);
    let path = match &command {
        Some(name) => format!("{} {name}", cli.get_name()),
        None => cli.get_name().to_string(),
    };
    let usage = usage(err, &mut cli, command.as_deref());
    let text = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    let texts = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(s)) => s.clone(),
        Some(ContextValue::StyledStrs(s)) => s.iter().map(ToString::to_string).collect(),
        _ => Vec::new(),
    };
    let code = |list: &[String]| list.iter().map(|s| tick(s)).collect::<Vec<_>>();
    let commands: Vec<String> = cli
        .get_subcommands()
        .filter(|c| !c.is_hide_set() && c.get_name() != "help")
        .map(|c| c.get_name().into())
        .collect();
    let invalid_arg = text(ContextKind::InvalidArg);
    let flag = || tick(invalid_arg.as_deref().unwrap_or_default());
    let msg = match err.kind() {
        ErrorKind::MissingRequiredArgument => {
            let missing = texts(ContextKind::InvalidArg);
            CliMsg::CliUsageMissing {
                count: missing.len() as u64,
                args: and_list(&code(&missing), lang),
                usage: tick(&usage),
            }
        }
        ErrorKind::InvalidSubcommand if err.get(ContextKind::PriorArg).is_some() => {
            let others = texts(ContextKind::PriorArg);
            let given = tick(&text(ContextKind::InvalidSubcommand).unwrap_or_default());
            CliMsg::CliUsageConflict { flag: given, others: or_list(&code(&others), lang), usage: tick(&usage) }
        }
        ErrorKind::InvalidSubcommand => {
            let given = tick(&text(ContextKind::InvalidSubcommand).unwrap_or_default());
            match texts(ContextKind::SuggestedSubcommand).first() {
                Some(like) => CliMsg::CliUsageCommandLike { given, like: tick(like) },
                None => CliMsg::CliUsageNoCommand { given, commands: or_list(&commands, lang) },
            }
        }
        ErrorKind::MissingSubcommand => CliMsg::CliUsageNeedCommand { commands: or_list(&commands, lang) },
        ErrorKind::UnknownArgument => {
            let typed = invalid_arg.clone().unwrap_or_default();
            let given = tick(&typed);
            // "'solve --json' exists": the flag is another command's.
            let elsewhere = texts(ContextKind::Suggested)
                .iter()
                .find_map(|s| s.strip_suffix("' exists").and_then(|s| s.strip_prefix('\'')).map(str::to_string));
            match text(ContextKind::SuggestedArg).or(elsewhere) {
                Some(like) => CliMsg::CliUsageFlagLike { flag: given, command: tick(&path), like: tick(&like) },
                None if typed.starts_with('-') && typed.len() > 1 => {
                    CliMsg::CliUsageUnknownFlag { flag: given, command: tick(&path), usage: tick(&usage) }
                }
                None => CliMsg::CliUsageExtra { arg: given, command: tick(&path), usage: tick(&usage) },
            }
        }
        ErrorKind::InvalidValue => {
            let typed = text(ContextKind::InvalidValue).unwrap_or_default();
            let value = tick(&typed);
            let valid = texts(ContextKind::ValidValue);
            let choices = or_list(&valid, lang);
            match (typed.is_empty(), valid.is_empty(), text(ContextKind::SuggestedValue)) {
                (true, true, _) => CliMsg::CliUsageNoValue { flag: flag() },
                (true, false, _) => CliMsg::CliUsageNoValueChoose { flag: flag(), choices },
                (false, _, Some(like)) => {
                    CliMsg::CliUsageChooseLike { value, flag: flag(), choices, like: tick(&like) }
                }
                (false, _, None) => CliMsg::CliUsageChoose { value, flag: flag(), choices },
            }
        }
        ErrorKind::ValueValidation => {
            let value = tick(&text(ContextKind::InvalidValue).unwrap_or_default());
            // Our parsers' reasons are in the language; another's is not
            // repeated.
            let why = std::error::Error::source(err).and_then(|e| e.downcast_ref::<Refused>()).map(|r| r.0.clone());
            match why {
                Some(why) => CliMsg::CliUsageInvalid { value, flag: flag(), why },
                None => CliMsg::CliUsageInvalidValue { value, flag: flag(), usage: tick(&usage) },
            }
        }
        ErrorKind::ArgumentConflict => {
            let others = texts(ContextKind::PriorArg);
            match (&invalid_arg, others.as_slice()) {
                (Some(arg), [other]) if arg == other => CliMsg::CliUsageTwice { flag: tick(arg) },
                (Some(arg), [_, ..]) => CliMsg::CliUsageConflict {
                    flag: tick(arg),
                    others: or_list(&code(&others), lang),
                    usage: tick(&usage),
                },
                _ => CliMsg::CliUsageOther { usage: tick(&usage) },
            }
        }
        _ => match invalid_arg {
            Some(arg) => CliMsg::CliUsageOtherAt { arg: tick(&arg), usage: tick(&usage) },
            None => CliMsg::CliUsageOther { usage: tick(&usage) },
        },
    };
    let help = tick(&format!("{path} --help"));
    Some(CliMsg::CliUsageSee { what: msg.render(lang), help }.render(lang))
}

/// The subcommand a command line names: the first word that is not a flag
/// nor the value of a flag before it (the top's `--lang X`, `--memory N`).
fn command_named(args: &[OsString], cli: &clap::Command) -> Option<String> {
    let mut rest = args.iter().skip(1);
    while let Some(arg) = rest.next() {
        let arg = arg.to_str()?;
        if arg == "--" {
            return None;
        }
        if let Some(long) = arg.strip_prefix("--") {
            let takes_value = cli.get_arguments().any(|a| a.get_long() == Some(long) && a.get_action().takes_values());
            if takes_value {
                rest.next();
            }
            continue;
        }
        if arg.starts_with('-') {
            continue;
        }
        return cli.find_subcommand(arg).map(|c| c.get_name().to_string());
    }
    None
}

/// The usage line (notation): `clap`'s for this refusal when it gives one
/// (which names what was typed), else the command's own, without its
/// `Usage: ` title.
fn usage(err: &clap::Error, cli: &mut clap::Command, command: Option<&str>) -> String {
    let styled = match err.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(u)) => u.clone(),
        _ => match command.and_then(|c| cli.find_subcommand_mut(c)) {
            Some(sub) => sub.render_usage(),
            None => cli.render_usage(),
        },
    };
    let text = styled.to_string();
    let line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or_default();
    let line = line.trim();
    line.split_once(": ").filter(|(title, _)| !title.contains(' ')).map_or(line, |(_, u)| u.trim()).to_string()
}

/// Notation as a sentence quotes it: between backticks, on one line and
/// short (what was typed may be anything). The files hold no backtick: the
/// pseudo-locale reads each of their texts alone.
fn tick(text: &str) -> String {
    format!("`{}`", ludoteca_core::i18n::echo(text))
}

/// `a, b and c` in `lang`.
fn and_list(items: &[String], lang: Lang) -> String {
    list(items, |rest, last| CliMsg::CliUsageAnd { rest, last }.render(lang))
}

/// `a, b or c` in `lang`.
fn or_list(items: &[String], lang: Lang) -> String {
    list(items, |rest, last| CliMsg::CliUsageOr { rest, last }.render(lang))
}

/// `items` joined by commas, the last two by `join`.
fn list(items: &[String], join: impl Fn(String, String) -> String) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => join(rest.join(", "), last.clone()),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        std::iter::once("ludoteca").chain(list.iter().copied()).map(OsString::from).collect()
    }

    #[test]
    fn the_language_is_read_before_clap_parses() {
        assert_eq!(lang_of(&args(&["--lang", "pt", "solve"])), Lang::PT);
        assert_eq!(lang_of(&args(&["solve", "--lang=pt-BR"])), Lang::PT_BR);
        assert_eq!(lang_of(&args(&["games", "--lang", "pt_br"])), Lang::PT_BR);
        // The first valid one; none after `--`.
        assert_eq!(lang_of(&args(&["--lang", "fr", "--lang", "pt", "x"])), Lang::PT);
        assert_eq!(lang_of(&args(&["--", "--lang", "pt"])), Lang::from_env());
    }

    #[test]
    fn the_command_named_skips_the_values_of_the_top_flags() {
        let mut cli = Cli::command();
        cli.build();
        assert_eq!(command_named(&args(&["--lang", "games", "solve"]), &cli).as_deref(), Some("solve"));
        assert_eq!(command_named(&args(&["--memory", "5", "-x", "table"]), &cli).as_deref(), Some("table"));
        assert_eq!(command_named(&args(&["solv"]), &cli), None);
    }

    #[test]
    fn lists_and_notation() {
        let three = ["a".to_string(), "b".into(), "c".into()];
        assert_eq!(or_list(&three, Lang::PT), "a, b ou c");
        assert_eq!(and_list(&three[..2], Lang::EN), "a and b");
        assert_eq!(or_list(&three[..1], Lang::EN), "a");
        assert_eq!(tick("x\ny"), "`x\\ny`");
        assert!(whole_in::<u8>(1, 300)("256").is_err());
        assert_eq!(whole_in::<u32>(1, 16)("2^4").ok(), Some(16));
    }
}
