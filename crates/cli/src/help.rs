//! The command line's help in the reader's language: `clap`'s command
//! ([`Cli::command`]) with every command's description, every argument's
//! help and `clap`'s own headings replaced by messages of `locales/`, so
//! that a new language is files only.
//!
//! The ids are derived from the names: a command's description is
//! `cli-help-<command>` (the top's `cli-help-ludoteca`), an argument's
//! `cli-help-<command>-<argument>` or, when every command that has it says
//! the same, `cli-help-arg-<argument>` (the game's id, `--json`, `--help`);
//! an argument given to the top and every command below it (`--lang`) is
//! the top's. A default value and a flag's choices are notation: `clap`'s
//! `[default: …]` and `[possible values: …]` are written from the command
//! into the language's sentence around them.

use crate::Cli;
use crate::words::TEXTS;
use clap::builder::StyledStr;
use clap::{Arg, ArgAction, Command, CommandFactory};
use ludoteca_core::Lang;
use ludoteca_core::i18n::Arg as Value;

/// The command line `main` parses, its help in `lang`.
pub(crate) fn command(lang: Lang) -> Command {
    let mut cmd = translate(Cli::command(), None, lang);
    cmd.build();
    // The help subcommand is `clap`'s, made as the command is built.
    helps_of_help(cmd, lang)
}

/// The message `id` in `lang` with its arguments.
fn say(id: &str, args: &[(&str, Value)], lang: Lang) -> String {
    TEXTS.format(id, args, lang)
}

/// The id of a command's description (the top's name is `ludoteca`).
pub(crate) fn about_id(name: &str) -> String {
    format!("cli-help-{}", kebab(name))
}

/// The id of the help of argument `arg` of command `command` (the top's
/// name for an argument given to every command): the command's own
/// message when the English files have one, else the shared one.
pub(crate) fn arg_id(command: &str, arg: &str) -> String {
    let own = format!("cli-help-{}-{}", kebab(command), kebab(arg));
    if TEXTS.has(&own, Lang::EN) { own } else { format!("cli-help-arg-{}", kebab(arg)) }
}

/// `first_moves` as a message id writes it: `first-moves`.
fn kebab(name: &str) -> String {
    name.replace('_', "-").to_ascii_lowercase()
}

/// `cmd` and every command below it in `lang`; `top` names the top command
/// (`None` when `cmd` is the top).
fn translate(cmd: Command, top: Option<&str>, lang: Lang) -> Command {
    let name = cmd.get_name().to_string();
    let top_name = top.unwrap_or(&name).to_string();
    let template = template(&cmd, lang);
    let options = say("cli-help-options", &[], lang);
    let arguments = say("cli-help-arguments", &[], lang);
    let mut cmd = cmd
        .about(say(&about_id(&name), &[], lang))
        .long_about(None)
        .help_template(template)
        .subcommand_help_heading(say("cli-help-commands", &[], lang))
        .disable_help_flag(true)
        .arg(Arg::new("help").short('h').long("help").action(ArgAction::Help));
    if top.is_none() {
        cmd = cmd
            .disable_version_flag(true)
            .arg(Arg::new("version").short('V').long("version").action(ArgAction::Version));
    }
    let cmd = cmd.mut_args(|mut arg| {
        let owner = if arg.is_global_set() { top_name.as_str() } else { name.as_str() };
        let id = arg_id(owner, arg.get_id().as_str());
        let mut text = say(&id, &[], lang);
        if arg.get_action().takes_values() {
            let defaults: Vec<String> =
                arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect();
            if !defaults.is_empty() && !arg.is_hide_default_value_set() {
                let value = Value::Text(defaults.join(", "));
                text.push_str(&format!(" [{}]", say("cli-help-default", &[("value", value)], lang)));
            }
            let values: Vec<String> = arg
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_string())
                .collect();
            if !values.is_empty() && !arg.is_hide_possible_values_set() {
                let values = Value::Text(values.join(", "));
                text.push_str(&format!(" [{}]", say("cli-help-values", &[("values", values)], lang)));
            }
            arg = arg.hide_default_value(true).hide_possible_values(true);
        }
        let heading = if arg.is_positional() { arguments.clone() } else { options.clone() };
        arg.help(text).long_help(None).help_heading(heading)
    });
    cmd.mut_subcommands(|sub| translate(sub, Some(&top_name), lang))
}

/// The frame of a command's help in `lang`: `clap`'s, its `Usage:` heading
/// in the language (in `clap`'s style).
fn template(cmd: &Command, lang: Lang) -> StyledStr {
    let heading = cmd.get_styles().get_usage();
    StyledStr::from(format!(
        "{{before-help}}{{about-with-newline}}\n{}{}{} {{usage}}\n\n{{all-args}}{{after-help}}",
        heading.render(),
        say("cli-help-usage", &[], lang),
        heading.render_reset()
    ))
}

/// The help subcommand `clap` adds as the command is built (with its
/// copies of the commands, whose descriptions are already translated) in
/// `lang`.
fn helps_of_help(cmd: Command, lang: Lang) -> Command {
    if cmd.get_name() == "help" {
        let template = template(&cmd, lang);
        let cmd = cmd
            .about(say(&about_id("help"), &[], lang))
            .long_about(None)
            .help_template(template)
            .subcommand_help_heading(say("cli-help-commands", &[], lang));
        return cmd.mut_subcommands(|sub| helps_of_help(sub, lang));
    }
    if cmd.get_subcommands().any(|s| s.get_name() == "help") {
        return cmd.mut_subcommand("help", |h| helps_of_help(h, lang));
    }
    cmd
}

/// The ids of the messages the help says (every command's, every
/// argument's, the headings'), for the completeness test.
#[cfg(test)]
pub(crate) fn ids() -> Vec<String> {
    fn walk(cmd: &Command, top: &str, out: &mut Vec<String>) {
        let name = cmd.get_name();
        out.push(about_id(name));
        for arg in cmd.get_arguments() {
            let owner = if arg.is_global_set() { top } else { name };
            out.push(arg_id(owner, arg.get_id().as_str()));
        }
        for sub in cmd.get_subcommands() {
            walk(sub, top, out);
        }
    }
    let mut cmd = Cli::command();
    cmd.build();
    let mut out = Vec::new();
    walk(&cmd, cmd.get_name(), &mut out);
    for heading in ["usage", "commands", "arguments", "options", "default", "values"] {
        out.push(format!("cli-help-{heading}"));
    }
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_and_argument_has_its_help_in_every_language() {
        let mut missing = Vec::new();
        for id in ids() {
            for lang in Lang::ALL {
                // A language that falls back to another (pt-BR to pt-PT)
                // may leave a message to it.
                let written = lang.chain().any(|l| TEXTS.writes(&id, l));
                if !written || !TEXTS.has(&id, lang) {
                    missing.push(format!("{}: {id}", lang.tag()));
                }
            }
        }
        assert!(missing.is_empty(), "help messages missing:\n{}", missing.join("\n"));
    }

    #[test]
    fn the_help_s_words_are_the_language_s() {
        let mut cmd = command(Lang::PT);
        let text = cmd.find_subcommand_mut("solve").expect("solve").render_help().to_string();
        assert!(text.contains("Utilização: ludoteca solve"), "{text}");
        assert!(text.contains("Opções:") && text.contains("Argumentos:"), "{text}");
        let text = command(Lang::EN).render_help().to_string();
        assert!(text.contains("Usage: ludoteca") && text.contains("Commands:"), "{text}");
    }
}
