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
        assert_eq!(ludoteca_core::i18n::family::check(&TEXTS, CliMsg::MESSAGES), Vec::<String>::new());
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
