//! The command line's own words ([`CliMsg`]): what `ludoteca` says around
//! the games' sentences (a warning, an error, where pupils reach `serve`,
//! what `migrate` copied), in `locales/<tag>.ftl` (one Project Fluent file
//! per language, found by the build script), laid over the core's.

// Every message starts with the home's prefix, as a family's do (the files
// lie over the core's, and an id must not hide another's); in a library the
// lint spares such a public enum, in this binary it does not.
#![allow(clippy::enum_variant_names)]

use ludoteca_core::i18n::{CORE, Texts};

/// The command line's files, over the core's.
pub static TEXTS: Texts = Texts::over(&CORE, "cli", include!(concat!(env!("OUT_DIR"), "/cli_locales.rs")));

ludoteca_core::family_messages! {
    /// The command line's messages; each is the message of the same name in
    /// kebab case in `locales/` (`CliWarning` is `cli-warning`).
    pub enum CliMsg in TEXTS {
        /// `verify` refused a certificate.
        CliCertificateRejected {
            /// Why, in the checker's words.
            why: String,
        },
        /// A warning before the command runs.
        CliWarning {
            /// The sentence warned of.
            what: String,
        },
        /// The command failed.
        CliError {
            /// The sentence of the failure.
            what: String,
        },
        /// `migrate --from` names a folder without a lab.
        CliNoLab {
            /// The folder.
            dir: String,
        },
        /// What `migrate` copied.
        CliCopied {
            /// Matches copied.
            copied: u64,
            /// Where to.
            target: String,
            /// Of which finished.
            finished: u64,
            /// Unfinished.
            unfinished: u64,
            /// Quarantined.
            quarantined: u64,
            /// Matches already there.
            already: u64,
            /// Copies read back identical.
            verified: u64,
        },
        /// An address of `serve` on the classroom's network.
        CliReachNetwork {
            /// The address.
            url: String,
        },
        /// The page pupils join at.
        CliReachJoin {
            /// The address of the join page.
            url: String,
        },
        /// `serve` listens on this machine only.
        CliReachNowhere,
        /// A game command with neither a game nor a script.
        CliNameGame {
            /// The command listing the games, as typed.
            games: String,
            /// The script flag, as typed.
            script: String,
        },
        /// A game script that cannot be read.
        CliScriptUnreadable {
            /// The file.
            path: String,
            /// Why, in the system's words.
            why: String,
        },
        /// `table --from A --to B` with A after B.
        CliRangeBackwards {
            /// The first row asked for.
            from: u64,
            /// The last row asked for.
            to: u64,
        },
        /// `table --sizes` not written as a range.
        CliSizes {
            /// What was given.
            given: String,
            /// An example, as typed.
            example: String,
        },
        /// `verify` of a game whose solver writes no certificate.
        CliVerifyGames {
            /// The games whose certificates it checks.
            games: String,
            /// The game asked for.
            game: String,
            /// The command that writes certificates, as typed.
            writes: String,
        },
        /// `serve` with no `--data` and no data folder known.
        CliNoDataDir {
            /// The flag to give, as typed.
            flag: String,
        },
        /// `play --load FILE` of a file that cannot be read.
        CliCannotRead {
            /// The file.
            path: String,
        },
        /// `play --load FILE` of a file that is not a saved match.
        CliNotSaved {
            /// The file.
            path: String,
            /// The command that writes one, as typed.
            save: String,
        },
        /// `migrate`: a copied match reads back otherwise.
        CliCopyDiffers {
            /// The match.
            id: String,
        },
        /// `serve` could not restart with the allocator's tuning.
        CliUntuned {
            /// Why.
            why: String,
        },
        /// `survey` for a family that has none.
        CliSurveyNone {
            /// The family asked for.
            family: String,
            /// The families that have one.
            names: String,
        },
        /// The bar of `survey`.
        CliSurveying,
        /// The words of a progress bar.
        CliBar {
            /// `solving`, `boards`, `tabulating`, `period`, `checking` or
            /// `nodes`.
            what: String,
        },
        /// A command line refused (see `usage.rs`): the sentence `what`
        /// of what was wrong and what is accepted, then where the help is.
        CliUsageSee {
            /// The sentence.
            what: String,
            /// The help's command (`ludoteca solve --help`).
            help: String,
        },
        /// Required arguments not given.
        CliUsageMissing {
            /// How many.
            count: u64,
            /// Their names, listed.
            args: String,
            /// The usage line.
            usage: String,
        },
        /// Flags given together that exclude each other.
        CliUsageConflict {
            /// The flag refused.
            flag: String,
            /// The flags it excludes, listed.
            others: String,
            /// The usage line.
            usage: String,
        },
        /// A flag given twice.
        CliUsageTwice {
            /// The flag.
            flag: String,
        },
        /// A command that does not exist, like one that does.
        CliUsageCommandLike {
            /// The word typed.
            given: String,
            /// The command meant.
            like: String,
        },
        /// A command that does not exist.
        CliUsageNoCommand {
            /// The word typed.
            given: String,
            /// The commands, listed.
            commands: String,
        },
        /// No command given.
        CliUsageNeedCommand {
            /// The commands, listed.
            commands: String,
        },
        /// A flag the command does not have, like one it has (or another
        /// command's).
        CliUsageFlagLike {
            /// The flag typed.
            flag: String,
            /// The command (`ludoteca games`).
            command: String,
            /// The flag meant.
            like: String,
        },
        /// A flag the command does not have.
        CliUsageUnknownFlag {
            /// The flag typed.
            flag: String,
            /// The command.
            command: String,
            /// The usage line.
            usage: String,
        },
        /// An argument more than the command takes.
        CliUsageExtra {
            /// The argument typed.
            arg: String,
            /// The command.
            command: String,
            /// The usage line.
            usage: String,
        },
        /// A flag given without its value.
        CliUsageNoValue {
            /// The flag (`--to <TO>`).
            flag: String,
        },
        /// A flag of listed values given without one.
        CliUsageNoValueChoose {
            /// The flag.
            flag: String,
            /// Its values, listed.
            choices: String,
        },
        /// A value not among a flag's.
        CliUsageChoose {
            /// The value typed.
            value: String,
            /// The flag.
            flag: String,
            /// Its values, listed.
            choices: String,
        },
        /// A value not among a flag's, like one of them.
        CliUsageChooseLike {
            /// The value typed.
            value: String,
            /// The flag.
            flag: String,
            /// Its values, listed.
            choices: String,
            /// The value meant.
            like: String,
        },
        /// A value a flag's parser refused, with its reason.
        CliUsageInvalid {
            /// The value typed.
            value: String,
            /// The flag.
            flag: String,
            /// Why, in the language (`CliUsageWhole`…).
            why: String,
        },
        /// A value a flag's parser refused, without a reason in the language.
        CliUsageInvalidValue {
            /// The value typed.
            value: String,
            /// The flag.
            flag: String,
            /// The usage line.
            usage: String,
        },
        /// Any other refusal of a command line, at an argument.
        CliUsageOtherAt {
            /// The argument.
            arg: String,
            /// The usage line.
            usage: String,
        },
        /// Any other refusal of a command line.
        CliUsageOther {
            /// The usage line.
            usage: String,
        },
        /// A list: `a, b and c`.
        CliUsageAnd {
            /// All but the last, joined by commas.
            rest: String,
            /// The last.
            last: String,
        },
        /// A list of choices: `a, b or c`.
        CliUsageOr {
            /// All but the last, joined by commas.
            rest: String,
            /// The last.
            last: String,
        },
        /// Why a value is no whole number ≥ 0.
        CliUsageWhole,
        /// Why a value is no whole number within bounds.
        CliUsageWholeIn {
            /// The least.
            low: String,
            /// The most.
            high: String,
        },
        /// Why a value is no address and port.
        CliUsageAddress,
        /// Why a language is not one of ours.
        CliUsageLanguages {
            /// The tags, listed.
            tags: String,
        },
        /// What `survey` found.
        CliSurveySummary {
            /// Codes surveyed.
            total: u64,
            /// Codes solved.
            solved: u64,
            /// Codes left unsolved.
            unsolved: u64,
            /// Distinct sequences.
            groups: u64,
            /// Seconds it took.
            seconds: ludoteca_core::i18n::Decimal,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_core::Lang;

    #[test]
    fn every_message_is_written_in_every_language() {
        // The help's messages (help.rs) are named by the commands and
        // arguments, not by this enum: checked with it all the same.
        let help = crate::help::ids();
        let fields = |id: &str| -> &'static [&'static str] {
            match id {
                "cli-help-default" => &["value"],
                "cli-help-values" => &["values"],
                _ => &[],
            }
        };
        let mut names: Vec<(&str, &[&str])> = CliMsg::MESSAGES.to_vec();
        names.extend(help.iter().map(|id| (id.as_str(), fields(id))));
        assert_eq!(ludoteca_core::i18n::family::check(&TEXTS, &names), Vec::<String>::new());
        let summary = || CliMsg::CliSurveySummary {
            total: 12,
            solved: 10,
            unsolved: 2,
            groups: 5,
            seconds: ludoteca_core::i18n::Decimal::fixed(3.5, 1),
        };
        assert_eq!(summary().render(Lang::EN), "12 codes, 10 solved, 2 unsolved, 5 sequences, in 3.5 s");
        assert_eq!(summary().render(Lang::PT), "12 códigos, 10 resolvidos, 2 por resolver, 5 sequências, em 3,5 s");
        assert_eq!(
            summary().render(Lang::PT_BR),
            "12 códigos, 10 resolvidos, 2 não resolvidos, 5 sequências, em 3,5 s"
        );
        let m = CliMsg::CliReachNowhere;
        assert!(m.render(Lang::PT_BR).contains("celulares"), "{}", m.render(Lang::PT_BR));
        assert!(m.render(Lang::PT).contains("telemóveis"), "{}", m.render(Lang::PT));
        assert_eq!(CliMsg::CliWarning { what: "x".into() }.render(Lang::PT_BR), "aviso: x");
    }
}
