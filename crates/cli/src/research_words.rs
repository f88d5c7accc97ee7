//! The research commands' own words (`worker`, `solve --distribute`,
//! `solve --status`, `verify --distribute`): their refusals as typed
//! messages ([`ResearchMsg`]) and their text in `research_locales/`
//! (Project Fluent files, one per language, named by its tag),
//! laid over the core's vocabulary as a family's are — the family
//! mechanism asks only for a home name and a prefix (`rs-`), not a family.

// Every message starts with the home's prefix, as a family's do (the files
// lie over the core's, and an id must not hide another's); in a library the
// lint spares such a public enum, in this binary it does not.
#![allow(clippy::enum_variant_names)]

use ludoteca_core::i18n::{CORE, Texts};

/// The research commands' files, over the core's.
/// (each `research_locales/<tag>.ftl`, found by the build script).
pub static TEXTS: Texts = Texts::over(&CORE, "research", include!(concat!(env!("OUT_DIR"), "/research_locales.rs")));

ludoteca_core::family_messages! {
    /// The research commands' messages; each is the message of the same
    /// name in kebab case in `research_locales/` (`RsParams` is `rs-params`).
    pub enum ResearchMsg in TEXTS {
        /// A problem whose parameters a worker cannot read.
        RsParams {
            /// Why.
            why: String,
        },
        /// A task of a game whose solve does not split here.
        RsNoSplitSolve {
            /// The game.
            game: String,
        },
        /// A task of a game whose check does not split here.
        RsNoSplitCheck {
            /// The game.
            game: String,
        },
        /// A task that failed, which the merge needs.
        RsTaskFailed {
            /// Its number.
            n: u64,
            /// Its problem.
            problem: String,
            /// Why it failed.
            why: String,
        },
        /// A solve stopped watching its problem.
        RsStopped {
            /// The problem.
            problem: String,
            /// The command that attaches again.
            again: String,
        },
        /// `--certificate` for a game that writes none.
        RsCertificateGames {
            /// The games whose split proofs write certificates.
            games: String,
            /// The game.
            game: String,
        },
        /// A certificate file not ending in .zst.
        RsCertificateZst {
            /// The file given.
            file: String,
        },
        /// A decided split proof with no certificate.
        RsNoCertificate,
        /// `verify --distribute` with one file.
        RsVerifyParts,
    }
}

/// `msg` in `lang`, for a refusal.
pub fn say(msg: ResearchMsg, lang: ludoteca_core::Lang) -> String {
    ludoteca_core::Msg::from(msg).render(lang)
}

#[cfg(test)]
mod tests {
    use super::{ResearchMsg, TEXTS, say};
    use ludoteca_core::Lang;

    #[test]
    fn every_message_is_written_and_renders_in_three_languages() {
        assert_eq!(ludoteca_core::i18n::family::check(&TEXTS, ResearchMsg::MESSAGES), Vec::<String>::new());
        let m = || ResearchMsg::RsCertificateZst { file: "x.bin".into() };
        assert!(say(m(), Lang::EN).contains("give a file ending in .zst"));
        assert!(say(m(), Lang::PT).contains("dá um ficheiro terminado em .zst"));
        assert!(say(m(), Lang::PT_BR).contains("dê um arquivo terminado em .zst"));
        // Brazilian Portuguese falls back to the European where it has no word of its own.
        assert_eq!(say(ResearchMsg::RsNoCertificate, Lang::PT_BR), say(ResearchMsg::RsNoCertificate, Lang::PT));
    }
}
