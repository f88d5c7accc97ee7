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

use ludoteca_core::Msg;
use ludoteca_core::i18n::{CORE, Decimal, Texts};

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
        /// A worker asked to stop.
        RsStopping,
        /// A worker starting.
        RsWorkerStart {
            /// Its id (host and process).
            id: String,
            /// Its threads.
            threads: u64,
            /// The program.
            version: String,
            /// The database, without its password.
            place: String,
        },
        /// The database did not answer a worker.
        RsDbAway {
            /// The error.
            why: String,
        },
        /// A task handed back after an error.
        RsHandedBack {
            /// The task.
            n: u64,
            /// Its problem.
            problem: String,
            /// The error.
            why: String,
        },
        /// A lease that could not be renewed.
        RsLeaseNotRenewed {
            /// The task.
            n: u64,
            /// The error.
            why: String,
        },
        /// The worker's solving thread failed.
        RsSolvingThread,
        /// A task no longer needed, dropped.
        RsTaskDropped {
            /// The task.
            n: u64,
            /// Its problem.
            problem: String,
        },
        /// A task stopped and handed back.
        RsHandedBackAfter {
            /// The task.
            n: u64,
            /// Its problem.
            problem: String,
            /// Seconds it ran.
            seconds: Decimal,
        },
        /// A task that failed for good.
        RsTaskNotRetried {
            /// The task.
            n: u64,
            /// Its problem.
            problem: String,
            /// Why.
            why: String,
        },
        /// A task answered.
        RsTaskAnswered {
            /// The task.
            n: u64,
            /// Its problem.
            problem: String,
            /// Seconds it ran.
            seconds: Decimal,
        },
        /// A task's result discarded.
        RsResultDiscarded {
            /// The task.
            n: u64,
            /// Its problem.
            problem: String,
            /// Why ([`ResearchMsg::RsDiscardedFirst`] or [`ResearchMsg::RsDiscardedGone`]).
            why: Box<Msg>,
        },
        /// Another worker answered first.
        RsDiscardedFirst,
        /// The task is gone from the database.
        RsDiscardedGone,
        /// Who wrote a problem that means another one here.
        RsAnotherProgram,
        /// A solve splitting its problem.
        RsSplitting {
            /// The problem.
            key: String,
        },
        /// The database did not answer a solve.
        RsDbAwayAgain {
            /// The error.
            why: String,
        },
        /// The word after the bar's count of tasks.
        RsBarTasks,
        /// The bar's line: where the solve stands and the tasks running.
        RsBarLine {
            /// Where it stands.
            line: Box<Msg>,
            /// Tasks running.
            running: u64,
        },
        /// A decided answer the database could not keep.
        RsAnswerNotKept {
            /// The error.
            why: String,
        },
        /// The certificates a split proof wrote.
        RsCertificatesWritten {
            /// The command that checks them.
            verify: String,
        },
        /// A file that cannot be written.
        RsCannotWrite {
            /// The file.
            file: String,
        },
        /// A file that cannot be read.
        RsCannotRead {
            /// The file.
            file: String,
        },
        /// How many problems `--status` lists.
        RsStatusProblems {
            /// Problems.
            n: u64,
        },
        /// A problem in `--status`.
        RsStatusProblem {
            /// Its key.
            key: String,
            /// `open` or `done`.
            state: String,
            /// The program that wrote it.
            version: String,
            /// Its tasks.
            tasks: u64,
            /// Tasks done.
            answered: u64,
            /// Tasks running.
            running: u64,
            /// Tasks queued.
            queued: u64,
            /// Tasks no longer needed.
            moot: u64,
            /// Tasks failed.
            failed: u64,
            /// Results discarded.
            discarded: u64,
        },
        /// A decided problem's result.
        RsStatusResult {
            /// The result, as JSON.
            result: String,
        },
        /// A running task whose lease lapsed.
        RsStatusLeaseLapsed,
        /// A running task's lease left.
        RsStatusLeaseLeft {
            /// Seconds left.
            s: u64,
        },
        /// A running task in `--status`.
        RsStatusRunning {
            /// The task.
            n: u64,
            /// Its worker.
            owner: String,
            /// How many times it was started.
            runs: u64,
            /// Its lease.
            lease: Box<Msg>,
            /// What it said last, in the reader's language.
            progress: String,
        },
        /// A running task that has said nothing yet.
        RsStatusStarted,
        /// A failed task in `--status`.
        RsStatusFailed {
            /// The task.
            n: u64,
            /// Its worker.
            owner: String,
            /// Why, in the reader's language.
            why: String,
        },
        /// A failed task with no reason kept.
        RsStatusNoReason,
        /// How many workers `--status` lists.
        RsStatusWorkers {
            /// Workers.
            n: u64,
        },
        /// A worker in `--status`.
        RsStatusWorker {
            /// Its id.
            id: String,
            /// Its threads.
            threads: u64,
            /// Its program.
            version: String,
            /// What it does.
            state: Box<Msg>,
            /// When it was last heard of.
            ago: Box<Msg>,
        },
        /// A stopped worker.
        RsWorkerStopped,
        /// A worker on a task.
        RsWorkerOn {
            /// The task.
            task: String,
        },
        /// A worker waiting for a task.
        RsWorkerIdle,
        /// Seconds ago.
        RsAgoS {
            /// Seconds.
            s: u64,
        },
        /// Minutes ago.
        RsAgoMin {
            /// Minutes.
            m: u64,
        },
        /// The spinner of `solve`.
        RsSolving {
            /// The game.
            game: String,
        },
        /// A solve interrupted by Ctrl-C.
        RsInterrupted,
        /// `solve` on a game with no long exact search.
        RsNoSolver {
            /// The games that have one.
            games: String,
            /// The game.
            game: String,
        },
        /// `book` for a game that keeps no opening book.
        RsNoBook {
            /// The games that keep one.
            games: String,
            /// The game.
            game: String,
        },
        /// `book --out` naming a folder.
        RsBookOutFolder {
            /// The path given.
            out: String,
        },
        /// `book --out` in a folder that does not exist.
        RsBookOutNoFolder {
            /// The path given.
            out: String,
            /// Its folder.
            folder: String,
        },
        /// `book --out` that cannot be written.
        RsBookOutUnwritable {
            /// The path given.
            out: String,
            /// Why, in the system's words.
            why: String,
        },
        /// `verify --distribute` checking the whole.
        RsCheckingWhole,
        /// `verify` checking every file here.
        RsCheckingNodes,
        /// Parts refused alone, every file checked here.
        RsRefusedAlone {
            /// Parts refused.
            refused: u64,
            /// Parts in all.
            parts: u64,
        },
        /// A verdict the database could not keep.
        RsVerdictNotKept {
            /// The error.
            why: String,
        },
        /// A game whose checker does not split its checks.
        RsCheckerNoSplit {
            /// The game.
            game: String,
        },
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
        // `--status`'s lines, the counts agreeing in each language.
        let problem = |tasks| ResearchMsg::RsStatusProblem {
            key: "k".into(),
            state: "open".into(),
            version: "v".into(),
            tasks,
            answered: 1,
            running: 1,
            queued: 0,
            moot: 0,
            failed: 0,
            discarded: 1,
        };
        let en = "k — open, written by v: 2 tasks, 1 done, 1 running, 0 queued, 0 moot, 0 failed; 1 result discarded";
        assert_eq!(say(problem(2), Lang::EN), en);
        assert!(say(problem(1), Lang::PT).contains("em aberto, escrito por v: 1 tarefa (feitas: 1, a correr: 1,"));
        assert!(say(problem(2), Lang::PT_BR).contains("2 tarefas (concluídas: 1, rodando: 1, na fila: 0,"));
        let worker = |threads| ResearchMsg::RsStatusWorker {
            id: "h-1".into(),
            threads,
            version: "v".into(),
            state: Box::new(ResearchMsg::RsWorkerIdle.into()),
            ago: Box::new(ResearchMsg::RsAgoS { s: 3 }.into()),
        };
        assert_eq!(say(worker(1), Lang::EN), "h-1 (1 thread, v): idle, seen 3 s ago");
        assert_eq!(say(worker(2), Lang::PT), "h-1 (2 threads, v): à espera de uma tarefa, visto há 3 s");
        assert_eq!(say(worker(2), Lang::PT_BR), "h-1 (2 threads, v): esperando uma tarefa, visto há 3 s");
        // Brazilian Portuguese falls back to the European where it has no word of its own.
        assert_eq!(say(ResearchMsg::RsNoCertificate, Lang::PT_BR), say(ResearchMsg::RsNoCertificate, Lang::PT));
    }
}
