//! Messages as keys with typed arguments (*mensagens*), rendered in English,
//! European Portuguese or Brazilian Portuguese by one table per language
//! (`en`, `pt`, `br`; a key missing from the Brazilian table falls
//! back to the European one).
//!
//! A table maps each [`Key`] to a template. In a template `{name}` is the
//! argument `name`; `{name|one|many}` is `one` when the count `name` is 1 and
//! `many` otherwise (so `{n} {n|jogo|jogos}` is "1 jogo", "2 jogos"); a list
//! of messages is joined by `; `, or by what follows the bar (`{run|, }`); for an
//! [`Outcome`] argument, `{name.letter}`, `{name.word}`, `{name.meaning}` and
//! `{name}` (the whole description) are its words in the language. An
//! argument that is itself a [`Msg`] (or a list of them) is rendered in the
//! same language. A template cannot write a brace of its own: a text with
//! braces comes in an argument.
//!
//! Front ends build a [`Msg`] where the text is needed and call
//! [`Msg::render`] with the person's [`Lang`]; the text itself has one home,
//! its line in each table.

mod drawing;
pub mod family;
pub mod kept;
mod reasoned;
mod texts;

pub use drawing::Drawing;
pub use family::FamilyMsg;
pub use reasoned::{Reasoned, seat_data};
pub use texts::{Files, Texts, messages, problems, pseudo, pseudo_text, set_pseudo};

use crate::lang::Lang;
use crate::outcome::Outcome;
use std::sync::OnceLock;

/// The core's words: the vocabulary every family shares and the generic
/// refusals, the `.ftl` files of each folder of `crates/core/locales/`.
pub static CORE: Texts = Texts::new("core", &crate::lang::CORE_FILES);

/// An argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text as it is (a move, a position, a name: not translated).
    Text(String),
    /// A number, which also chooses singular or plural.
    Count(u64),
    /// A class of positions, written in the language.
    Outcome(Outcome),
    /// Another message, rendered in the same language.
    Msg(Box<Msg>),
    /// Another message when present, otherwise nothing.
    MaybeMsg(Option<Box<Msg>>),
    /// Messages rendered in the same language, joined by `; `.
    List(Vec<Msg>),
    /// Text a person typed, echoed back in a refusal: see [`Echo`].
    Echo(String),
    /// A decimal number, written with the language's separator.
    Decimal(String),
}

/// Text a person typed (a move, a position, a value), echoed back in a
/// refusal. It renders on one line and short: at most [`ECHO_MAX`]
/// characters, then `…`, with control characters escaped (`\n`,
/// `\u{1b}`), so that a 60,000-character move never comes back whole.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Echo(pub String);

/// The most characters of typed text a refusal echoes.
pub const ECHO_MAX: usize = 80;

impl Echo {
    /// The text as a refusal shows it (see [`Echo`]).
    #[must_use]
    pub fn shown(&self) -> String {
        echo(&self.0)
    }
}

/// `text` as a refusal shows it: one line, at most [`ECHO_MAX`] characters.
#[must_use]
pub fn echo(text: &str) -> String {
    one_line(text, ECHO_MAX)
}

/// The most characters of an engine's explanation a refusal carries.
pub const DETAIL_MAX: usize = 240;

/// An engine's explanation (which may quote the input) as a refusal carries
/// it: one line, at most [`DETAIL_MAX`] characters.
#[must_use]
pub fn detail(text: &str) -> String {
    one_line(text, DETAIL_MAX)
}

/// `text` on one line (control and direction characters escaped), cut
/// after `max` characters with `…`.
fn one_line(text: &str, max: usize) -> String {
    let mut out = String::with_capacity(text.len().min(4 * max + 3));
    for (i, c) in text.chars().enumerate() {
        if i == max {
            out.push('…');
            break;
        }
        // Control characters, and the line and direction marks that could
        // break or reorder a line, are written as escapes.
        let invisible = matches!(c, '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if c.is_control() || invisible {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

impl From<&str> for Echo {
    fn from(s: &str) -> Echo {
        Echo(s.to_string())
    }
}

impl From<String> for Echo {
    fn from(s: String) -> Echo {
        Echo(s)
    }
}

impl From<&String> for Echo {
    fn from(s: &String) -> Echo {
        Echo(s.clone())
    }
}

impl From<Echo> for Arg {
    fn from(e: Echo) -> Arg {
        Arg::Echo(e.0)
    }
}

/// A decimal number as a message argument: a point in English, a comma in
/// Portuguese (`0.38`, `0,38`), and a true minus sign in both (`−0,49`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decimal(String);

impl Decimal {
    /// `x` with `places` decimals, trailing zeros dropped (`1.585`, `2`).
    #[must_use]
    pub fn trimmed(x: f64, places: usize) -> Decimal {
        let s = format!("{x:.places$}");
        let s = if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.') } else { &s };
        Decimal(s.to_string())
    }

    /// `x` with `places` decimals, every one written (`2.0`, `12.5`).
    #[must_use]
    pub fn fixed(x: f64, places: usize) -> Decimal {
        Decimal(format!("{x:.places$}"))
    }

    /// `x` with `places` decimals and its sign (`+0.38`, `-1.00`).
    #[must_use]
    pub fn signed(x: f64, places: usize) -> Decimal {
        Decimal(format!("{x:+.places$}"))
    }
}

impl From<Decimal> for Arg {
    fn from(d: Decimal) -> Arg {
        Arg::Decimal(d.0)
    }
}

impl From<Vec<Msg>> for Arg {
    fn from(m: Vec<Msg>) -> Arg {
        Arg::List(m)
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Count(n)
    }
}

impl From<Outcome> for Arg {
    fn from(o: Outcome) -> Arg {
        Arg::Outcome(o)
    }
}

impl From<Box<Msg>> for Arg {
    fn from(m: Box<Msg>) -> Arg {
        Arg::Msg(m)
    }
}

impl From<Option<Box<Msg>>> for Arg {
    fn from(m: Option<Box<Msg>>) -> Arg {
        Arg::MaybeMsg(m)
    }
}

/// Declares the keys, the message type with its typed arguments, and the
/// map from a message to its key and arguments.
macro_rules! messages {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident $({ $( $(#[doc = $fdoc:literal])* $field:ident : $ty:ty ),* $(,)? })?
    ),* $(,)?) => {
        /// The key of a message: one line in each language's table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Key {
            $( $(#[doc = $doc])* $name, )*
        }

        impl Key {
            /// Every key, in declaration order.
            pub const ALL: &'static [Key] = &[$(Key::$name),*];

            /// The key's name in the code (`MatchOver`).
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self { $( Key::$name => stringify!($name), )* }
            }

            /// The names of the key's arguments.
            #[must_use]
            pub const fn fields(self) -> &'static [&'static str] {
                match self { $( Key::$name => &[ $($( stringify!($field) ),*)? ], )* }
            }
        }

        /// A message: a [`Key`] with its typed arguments.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Msg {
            $( $(#[doc = $doc])* $name $({ $( $(#[doc = $fdoc])* $field: $ty ),* })?, )*
            /// A family's message, written in the family's own files.
            Family(Box<FamilyMsg>),
            /// The end of a match in words, with the same as data.
            Reasoned(Box<Reasoned>),
            /// A text already written in each language, in the order of
            /// [`Lang::ALL`] (a descriptor's label, a number grouped as
            /// each language groups digits): see [`Msg::said`].
            Said(Box<[String; Lang::COUNT]>),
            /// A drawing made in the reader's language when it is rendered:
            /// see [`Msg::drawn`].
            Drawn(Drawing),
        }

        impl Msg {
            /// The message's key, or `None` for a family's message.
            #[must_use]
            pub const fn key(&self) -> Option<Key> {
                match self { $( Msg::$name { .. } => Some(Key::$name), )* Msg::Family(_) | Msg::Reasoned(_) | Msg::Said(_) | Msg::Drawn(_) => None }
            }

            /// The message's arguments, by name.
            #[allow(unused_variables)]
            fn args(&self) -> Vec<(&'static str, Arg)> {
                match self {
                    $( Msg::$name $({ $($field),* })? => vec![ $($( (stringify!($field), Arg::from($field.clone())) ),*)? ], )*
                    Msg::Family(m) => m.args.clone(),
                    Msg::Reasoned(r) => r.words.args(),
                    Msg::Said(_) | Msg::Drawn(_) => Vec::new(),
                }
            }
        }
    };
}

messages! {
    // ----- Classes of positions (Jogos e Estratégias, Definição 2.1) -----
    /// The letter of a position where the player to move wins.
    LetterNextWins,
    /// The letter of a position where the player to move loses.
    LetterPreviousWins,
    /// The letter of a drawn position.
    LetterDraw,
    /// The word for a position where the player to move wins.
    WordNextWins,
    /// The word for a position where the player to move loses.
    WordPreviousWins,
    /// The word for a drawn position.
    WordDraw,
    /// What a position where the player to move wins means.
    MeaningNextWins,
    /// What a position where the player to move loses means.
    MeaningPreviousWins,
    /// What a drawn position means.
    MeaningDraw,
    /// A class described: letter, word and meaning.
    Describe {
        /// The class's letter.
        letter: String,
        /// The class's word.
        word: String,
        /// What it means.
        meaning: String,
    },
    /// A position's remoteness (the text's *geração*).
    Remoteness {
        /// Moves left with best play.
        n: u64,
    },
    /// A good move (*boa*): it leaves a safe position, or keeps a draw.
    GoodMove,
    /// A bad move (*má*).
    BadMove,

    // ----- Seats and matches -----
    /// The first player's name.
    SeatFirst,
    /// The second player's name.
    SeatSecond,
    /// A seat: its letter and name, e.g. "A (First)".
    Seat {
        /// `A` or `B`.
        letter: char,
        /// [`Msg::SeatFirst`] or [`Msg::SeatSecond`].
        name: Box<Msg>,
    },
    /// The prompt of a turn: who moves and what to do.
    PromptToMove {
        /// The seat to move ([`Msg::Seat`]).
        seat: Box<Msg>,
        /// What to do.
        choice: Box<Msg>,
    },
    /// There is no legal move.
    ChoiceNoMove,
    /// A short list of moves to choose from.
    ChoiceOneOf {
        /// The moves, comma separated.
        moves: String,
    },
    /// Too many moves to list.
    ChoiceOneOfMany {
        /// How many legal moves there are.
        n: u64,
    },
    /// The moves, each said in words where the person picks them (the
    /// generic board's buttons): how many there are, no notation.
    ChoicePick {
        /// How many legal moves there are.
        n: u64,
    },
    /// The match has ended.
    MatchOver,
    /// A hint's summary: the class of the position, and its remoteness.
    HintSummary {
        /// The class.
        outcome: Outcome,
        /// [`Msg::Remoteness`], when known.
        remoteness: Option<Box<Msg>>,
    },

    // ----- Errors of games (ludoteca_games::GameError) -----
    /// No game has this id.
    ErrUnknownGame {
        /// The id asked for.
        id: Echo,
        /// The ids that exist.
        known: String,
    },
    /// A parameter the game does not have.
    ErrUnknownParam {
        /// The parameter's name.
        name: Echo,
        /// The game.
        game: String,
        /// The parameters it accepts.
        accepted: String,
    },
    /// A form's field that wants a whole number got something else.
    FieldNotNumber {
        /// The text typed.
        value: Echo,
        /// The least value.
        min: u64,
        /// The greatest value, written with the language's grouping ([`Msg::Said`]).
        max: Box<Msg>,
    },
    /// A form's field got a whole number out of its bounds.
    FieldOutOfRange {
        /// The number typed.
        value: Echo,
        /// The least value.
        min: u64,
        /// The greatest value, written with the language's grouping ([`Msg::Said`]).
        max: Box<Msg>,
    },
    /// A form's field got a value it does not take, named by its label.
    FieldBadValue {
        /// The field's label ([`Msg::Said`]).
        label: Box<Msg>,
        /// The text typed.
        value: Echo,
        /// What is accepted (a refusal's `Acc…` message).
        expected: Box<Msg>,
    },
    /// A bad parameter value, with what is accepted.
    ErrBadParam {
        /// The parameter's name.
        name: Echo,
        /// The value given.
        value: Echo,
        /// What is accepted (a refusal's `Acc…` message).
        expected: Box<Msg>,
    },
    /// A position that cannot be read or does not exist in the game.
    ErrBadPosition {
        /// The text given.
        text: Echo,
        /// What is accepted.
        expected: Box<Msg>,
    },
    /// A move that cannot be read or is not legal here.
    ErrIllegalMove {
        /// The text given.
        text: Echo,
        /// What is legal.
        expected: Box<Msg>,
    },
    /// The computation was cancelled.
    ErrCancelled,
    /// A certificate's check stopped at its deadline: nothing is proved.
    ErrCheckStopped {
        /// Tree nodes checked ([`Msg::grouped`]).
        done: Box<Msg>,
        /// Tree nodes the certificates state ([`Msg::grouped`]).
        total: Box<Msg>,
    },
    /// The analysis of a hint ran out of time.
    ErrHintTimeout {
        /// The limit in seconds.
        secs: u64,
    },

    // ----- Errors of matches (ludoteca_play::PlayError) -----
    /// A seat played out of turn.
    ErrNotYourTurn {
        /// The seat that tried ([`Msg::Seat`]).
        seat: Box<Msg>,
        /// The seat whose turn it is ([`Msg::Seat`]).
        turn: Box<Msg>,
    },
    /// The match is over.
    ErrOver,
    /// Undo at the start.
    ErrNothingToUndo,
    /// A saved match that cannot be resumed.
    ErrBadSave {
        /// The details (in English).
        detail: String,
    },
    // ----- Refusals: what is accepted (games, engines, the server) -----
    /// Text shown as it is, in every language (a list of moves).
    Verbatim {
        /// The text given.
        text: String,
    },
    /// A list ending in "or".
    OrList {
        /// All items but the last.
        init: String,
        /// The last item.
        last: String,
    },
    /// A typed parameter's accepted values.
    AccTyped {
        /// What is accepted.
        what: Box<Msg>,
    },
    /// A whole number in a range.
    AccWhole {
        /// The least value.
        min: u64,
        /// The greatest value.
        max: u64,
    },
    /// Any whole number.
    AccWholeAny,
    /// True or false.
    AccBool,
    /// A set of whole numbers.
    AccSet {
        /// The least value.
        min: u64,
        /// The greatest value.
        max: u64,
    },
    /// One of a few words.
    AccOneOf {
        /// The choices, comma separated.
        choices: String,
    },
    /// How parameters are written.
    AccParamPair,
    /// How a parameter's name is written.
    AccParamName,
    /// Two parameters that exclude each other.
    AccNotBoth {
        /// One choice.
        a: String,
        /// The other choice.
        b: String,
    },
    /// The game is over.
    AccNoMove,
    /// The legal moves of a position.
    AccLegalMoves {
        /// The position.
        position: String,
        /// The moves, comma separated.
        moves: String,
    },
    /// A number is missing.
    NumMissing {
        /// How it may be written.
        accepted: Box<Msg>,
    },
    /// A number too long.
    NumTooLong {
        /// The text given.
        text: Echo,
        /// The greatest value.
        max: u64,
    },
    /// A negative number.
    NumNegative {
        /// The text given.
        text: Echo,
    },
    /// Not a number.
    NumNotNumber {
        /// The text given.
        text: Echo,
        /// How it may be written.
        accepted: Box<Msg>,
    },
    /// A fraction over zero.
    NumZeroDenominator {
        /// The text given.
        text: Echo,
    },
    /// How a distance is written.
    AccDistanceForms,
    /// How a point of the circle is written.
    AccPointForms,
    /// A script refuses a position.
    ScRefuses {
        /// What is wrong.
        why: String,
    },
    /// Another refusal of a game's engine (its words in English).
    EngineRefuses {
        /// The details (in English).
        detail: String,
    },
    /// No such route.
    SvNoRoute {
        /// The path asked for.
        path: Echo,
    },
    /// A method the route does not take.
    SvMethod {
        /// The method used.
        method: Echo,
        /// The methods accepted.
        allowed: String,
    },
    /// A path that is not UTF-8.
    SvPathNotUtf8,
    /// A WebSocket route asked without upgrade.
    SvNeedUpgrade,
    /// A body too large.
    SvBodyTooLarge {
        /// The limit in bytes.
        bytes: u64,
    },
    /// A body that is not JSON.
    SvBodyType,
    /// A body that is not the JSON expected.
    SvBodyJson {
        /// The details (in English).
        detail: Echo,
    },
    /// A query string that cannot be read.
    SvQuery {
        /// The details (in English).
        detail: Echo,
    },
    /// Nothing with this id.
    SvNotFound {
        /// What is accepted.
        what: Box<Msg>,
        /// The id asked for.
        id: Echo,
    },
    /// A game.
    SvWhatGame,
    /// A computation.
    SvWhatJob,
    /// A match.
    SvWhatMatch,
    /// A finished match.
    SvWhatFinished,
    /// Only a seat may do this.
    SvNeedSeat,
    /// A malformed Authorization header.
    SvBadAuth,
    /// A token that opens no seat.
    SvUnknownToken,
    /// A thinking time out of range.
    SvBudget {
        /// The value given.
        budget: u64,
        /// The greatest value.
        max: u64,
    },
    /// No seed between two people.
    SvSeedTwoPeople,
    /// The champion's seat.
    SvChampionSeat,
    /// No undo after the end.
    SvUndoOver,
    /// No undo against a person.
    SvUndoPerson,
    /// No undo where it reveals.
    SvUndoReveals,
    /// The database failed.
    SvStore {
        /// The details (in English).
        detail: String,
    },
    /// The server is stopping.
    SvStopping,
    /// An analysis that failed.
    SvInternal {
        /// The details (in English).
        detail: String,
    },
    /// A number too large for the web lab.
    SvTooBig {
        /// A number.
        n: String,
        /// The greatest value, written with the language's grouping ([`Msg::Said`]).
        max: Box<Msg>,
    },
    /// A solve that ran out of time.
    SvSolveSlow {
        /// Seconds.
        secs: u64,
    },
    /// Too many computations.
    SvJobsBusy {
        /// How many.
        running: u64,
    },
    /// No such kind of job.
    SvJobKind {
        /// The kind asked for.
        kind: Echo,
    },
    /// A job kind the game does not offer.
    SvJobNotFor {
        /// The kind asked for.
        kind: String,
        /// The game.
        game: String,
    },
    /// A job's time limit out of range.
    SvJobSeconds {
        /// The most seconds.
        max: u64,
    },
    /// A table too long.
    SvTableRows {
        /// The greatest value.
        max: u64,
    },
    /// A conjecture job without the rule of the safe positions.
    SvConjSafe,
    /// A conjecture's expression longer than the lab takes.
    SvConjLength {
        /// The most characters.
        max: u64,
    },
    /// A conjecture checked too far.
    SvConjTo {
        /// The greatest value.
        max: u64,
    },
    /// What the web lab's refusals call a conjecture's two expressions
    /// (the command line says `--safe`, `--neutral`).
    SvConjFlag {
        /// `safe` or `neutral`.
        which: String,
    },
    /// Too many matches.
    SvRoomsFull {
        /// The greatest value.
        max: u64,
    },
    /// A match set aside at start-up (*em quarentena*).
    SvQuarantined {
        /// The match's id.
        id: Echo,
        /// Why (in English, as the log wrote it).
        reason: String,
    },
    /// A job stopped at its time limit.
    SvJobSlow {
        /// The limit in seconds.
        secs: u64,
    },
    /// A job whose server stopped while running it twice over (it was
    /// taken over once already): it is not started a third time.
    SvJobServersStopped,
    /// A page of a job's rows asked with a bad `offset` or `limit`.
    SvJobPage {
        /// The most rows a page may have.
        max: u64,
    },
    /// Rows or a drawing asked of a job that is not a finished table.
    SvJobNoRows {
        /// The job's id.
        id: Echo,
    },
    /// Too many matches between champions at once.
    SvShowsFull {
        /// The most at once.
        max: u64,
    },
    /// A match with all its spectator places taken.
    SvSpectators {
        /// The most spectators of one match.
        max: u64,
    },
    /// A socket that floods.
    SvSocketFlood {
        /// The greatest value.
        max: u64,
    },
    /// What a socket accepts.
    SvSocketJson {
        /// One choice.
        a: String,
        /// The other choice.
        b: String,
    },
    /// The proof of a period ([`crate::Period::certificate`]): the rows
    /// `a..=b` equal the rows `c..=d` (`single`: 1 when that is one row each).
    PeriodProof {
        /// How many rows determine the next.
        window: u64,
        /// 1 when each side is a single row.
        single: u64,
        /// The first row of the first window.
        a: u64,
        /// Its last row.
        b: u64,
        /// The first row of the window equal to it.
        c: u64,
        /// Its last row.
        d: u64,
        /// The period.
        period: u64,
        /// Where the periodic part starts.
        preperiod: u64,
        /// The last row the proof needs.
        certain: u64,
    },

    // ----- What a parameter accepts, by its kind (ludoteca_games::ParamSpec) -----
    /// A range without an upper bound but the machine's.
    SpanFrom {
        /// The least.
        min: u64,
    },
    /// A range of whole numbers.
    SpanRange {
        /// The least.
        min: u64,
        /// The most.
        max: u64,
    },
    /// A whole number in a range ([`Msg::SpanFrom`] or [`Msg::SpanRange`]).
    ParamWhole {
        /// The range.
        range: Box<Msg>,
    },
    /// What is accepted, or one of some words.
    ParamOrWords {
        /// What is accepted.
        base: Box<Msg>,
        /// The words, comma separated.
        words: String,
    },
    /// A switch.
    ParamBool,
    /// One of a list of values.
    ParamChoice {
        /// The values, each with its label when it differs.
        items: Box<Msg>,
    },
    /// A set of numbers, ranges allowed.
    ParamSet {
        /// The range of each number.
        range: Box<Msg>,
    },
    /// A set of numbers, or `any`.
    ParamSetOrAny {
        /// [`Msg::ParamSet`].
        base: Box<Msg>,
    },
    /// A few whole numbers.
    ParamNumbers {
        /// How many at most.
        most: u64,
        /// The range of each.
        range: Box<Msg>,
    },
    /// An exact number: whole or a fraction.
    ParamRational,
    /// Text in the game's notation.
    ParamNotation,
    /// A seed of chance.
    ParamSeed,

    // ----- Cost before work (budgets of memory and time) -----
    /// Work that needs more memory than the whole budget of the server.
    CostTooBig {
        /// The memory the work needs, for a person (`4.8 GB`).
        need: String,
        /// The server's budget, for a person.
        limit: String,
    },
    /// Work that fits the budget, but not what other work leaves of it now.
    CostBusy {
        /// The memory the work needs.
        need: String,
        /// The memory free now.
        free: String,
        /// The server's budget.
        limit: String,
    },
    /// Work that would run far past the request's time limit.
    CostTooSlow {
        /// The expected seconds.
        need: u64,
        /// The limit in seconds.
        secs: u64,
    },
    /// Work that needs more memory than the command line's `--memory`.
    CostTooBigHere {
        /// The memory the work needs.
        need: String,
        /// The budget, for a person.
        limit: String,
    },
    // ----- The analysis page: exact values and strategies compared -----
    /// A position too far from its end for the exact value's search.
    ValTooFar {
        /// Its empty squares.
        empties: u64,
        /// The most the search takes on this board.
        max: u64,
    },
    /// A proved value: the class for the player to move and who wins.
    ValProved {
        /// The class for the player to move.
        outcome: Outcome,
        /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
        winner: Box<Msg>,
    },
    /// A proved draw: the class (tipo-N, neutral) alone says it all.
    ValProvedDraw {
        /// The class ([`Outcome::Draw`]).
        outcome: Outcome,
    },
    /// A proved score: First's points minus Second's with best play.
    ValScore {
        /// The difference, signed.
        score: String,
    },
    /// The game is already over in the position.
    ValOver {
        /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
        winner: Box<Msg>,
    },
    /// The search was stopped at its time limit: the bounds proved.
    ValNotProved {
        /// The time limit in seconds.
        secs: u64,
        /// The least value proved for First, in words.
        lower: String,
        /// The greatest value proved for First, in words.
        upper: String,
    },
    /// A bound of a won-or-lost value for First: −1, 0 or +1 with its meaning.
    ValBoundResult {
        /// `-1`, `0` or `+1`.
        value: String,
        /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
        winner: Box<Msg>,
    },
    // ----- Reports of positions (`ludoteca outcome`) -----
    /// The first line of a position's report.
    ReportHead {
        /// The game's id.
        game: String,
        /// The position.
        position: String,
        /// [`Msg::ReportToMove`], for games where it matters.
        who: Option<Box<Msg>>,
    },
    /// Who moves, after the position.
    ReportToMove {
        /// The seat's letter.
        seat: char,
    },
    /// The position's Grundy value.
    ReportGrundy {
        /// The value.
        g: u64,
    },
    /// The winning moves.
    ReportWinningMoves {
        /// The moves, comma separated.
        moves: String,
    },
    /// The champion's move.
    ReportChampionMove {
        /// The move.
        mv: String,
    },
    /// How the answer was found.
    ReportMethod {
        /// The method in words ([`Msg::method`]).
        method: Box<Msg>,
    },
    /// The heading of the list of moves.
    ReportMovesHead,
    /// One move of the list: what it leaves for the opponent.
    ReportMove {
        /// The move.
        mv: String,
        /// The position it leaves.
        position: String,
        /// The class of that position, for the opponent.
        outcome: Outcome,
        /// [`Msg::GoodMove`] or [`Msg::BadMove`].
        quality: Box<Msg>,
        /// [`Msg::Remoteness`], when known.
        remoteness: Option<Box<Msg>>,
    },

    // ----- Tables (`ludoteca table`) -----
    /// The period found in a table.
    TablePeriodic {
        /// The first periodic row.
        preperiod: u64,
        /// The period.
        period: u64,
        /// The rows that determine the next.
        window: u64,
        /// The row from which the period is certain.
        certain: u64,
    },
    /// The signs of a table.
    TableLegend,

    // ----- Periods (`ludoteca period`) -----
    /// The first line of a period's report.
    PeriodHead {
        /// The game's id.
        game: String,
        /// The period.
        period: u64,
        /// The first periodic row.
        preperiod: u64,
        /// [`Msg::PeriodProved`] or [`Msg::PeriodObserved`].
        status: Box<Msg>,
    },
    /// The period is proved.
    PeriodProved,
    /// The period is only observed.
    PeriodObserved,
    /// The safe starting heaps beyond the irregular start.
    PeriodSafe {
        /// The first periodic row.
        preperiod: u64,
        /// The period.
        period: u64,
        /// The safe residues, as a set: `{0, 2}`.
        set: String,
    },
    /// No starting heap is safe.
    PeriodNoneSafe {
        /// The first periodic row.
        preperiod: u64,
    },
    /// The period of the Grundy values.
    PeriodGrundy {
        /// Its period.
        period: u64,
        /// Its first periodic row.
        preperiod: u64,
    },

    // ----- The ends of matches (every match ends with its reason) -----
    /// The prompt once a match is over, with its reason.
    MatchOverWhy {
        /// Why it ended (a sentence).
        reason: Box<Msg>,
    },
    /// A verdict: this seat wins (a fragment, no full stop).
    EndWinner {
        /// [`Msg::Seat`].
        seat: Box<Msg>,
    },
    /// A verdict: nobody wins (a fragment, no full stop).
    EndDraw,
    /// A turn game ended because the seat to move has no move after the last
    /// one, said in words (`how`, the family's [`Msg`] for the move).
    EndNoMove {
        /// Who played the last move ([`Msg::Seat`]), the winner.
        last: Box<Msg>,
        /// The last move in the game's notation (data only: the sentence
        /// says it in words).
        mv: String,
        /// The last move in words (`Msg::How…`).
        how: Box<Msg>,
        /// Who is left without a move ([`Msg::Seat`]).
        stuck: Box<Msg>,
    },
    /// [`Msg::EndNoMove`] for a game with no words for its moves.
    EndNoMovePlain {
        /// Who played the last move ([`Msg::Seat`]), the winner.
        last: Box<Msg>,
        /// The last move in the game's notation (data only).
        mv: String,
        /// Who is left without a move ([`Msg::Seat`]).
        stuck: Box<Msg>,
    },
    /// The same in misère play: whoever is left without a move wins.
    EndNoMoveMisere {
        /// Who played the last move ([`Msg::Seat`]), the loser.
        last: Box<Msg>,
        /// The last move in the game's notation (data only).
        mv: String,
        /// The last move in words (`Msg::How…`).
        how: Box<Msg>,
        /// Who is left without a move ([`Msg::Seat`]), the winner.
        stuck: Box<Msg>,
    },
    /// [`Msg::EndNoMoveMisere`] for a game with no words for its moves.
    EndNoMoveMiserePlain {
        /// Who played the last move ([`Msg::Seat`]), the loser.
        last: Box<Msg>,
        /// The last move in the game's notation (data only).
        mv: String,
        /// Who is left without a move ([`Msg::Seat`]), the winner.
        stuck: Box<Msg>,
    },
    /// A move in words: took some things (`amount`, a `Count…`) from the heap.
    HowTook {
        /// [`Msg::CountStones`], [`Msg::CountRabbits`], [`Msg::CountBeans`].
        amount: Box<Msg>,
    },
    /// A move in words: took some things from one heap of several.
    HowTookFrom {
        /// [`Msg::CountStones`]….
        amount: Box<Msg>,
        /// The heap, from 1.
        heap: u64,
    },
    /// A move in words: added `n` to the number said (counting up to a target).
    HowAdded {
        /// The number added.
        n: u64,
    },
    /// A move as a verb a sentence goes on with ("take 3 stones"): the
    /// infinitive of each `How…` message ([`Msg::infinitive`]). This one
    /// quotes the notation, for a family with no words for its moves.
    DoPlay {
        /// The move in the game's notation.
        mv: String,
    },
    /// The infinitive of [`Msg::HowTook`].
    DoTake {
        /// [`Msg::CountStones`]….
        amount: Box<Msg>,
    },
    /// The infinitive of [`Msg::HowTookFrom`].
    DoTakeFrom {
        /// [`Msg::CountStones`]….
        amount: Box<Msg>,
        /// The heap, from 1.
        heap: u64,
    },
    /// A family's move in words, with the same move as what to do: `done`
    /// is said ("put the small circle on b2"), `todo` is what
    /// [`Msg::infinitive`] gives ("put the small circle on b2" as a verb the
    /// sentence goes on with). Both are the family's messages.
    Moved {
        /// The move as done (past tense).
        done: Box<Msg>,
        /// The move as what to do (infinitive).
        todo: Box<Msg>,
    },
    /// The infinitive of [`Msg::HowAdded`].
    DoAdd {
        /// The number added.
        n: u64,
    },
    /// A number of stones ("3 stones").
    CountStones {
        /// How many.
        n: u64,
    },
    /// A number of rabbits ("3 rabbits", game 28).
    CountRabbits {
        /// How many.
        n: u64,
    },
    /// A number of beans ("2 beans").
    CountBeans {
        /// How many.
        n: u64,
    },
    /// The seat to move has no move (no move was played before it).
    EndStuck {
        /// Who has no move ([`Msg::Seat`]).
        stuck: Box<Msg>,
        /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
        verdict: Box<Msg>,
    },
    /// The game's own rule ended it, with moves still on the board.
    EndByRule {
        /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
        verdict: Box<Msg>,
    },

    // ----- Hints of the games with a match of their own -----
    /// How a report's answer was found.
    HintMethod {
        /// [`Msg::method`]'s words, or [`Msg::MethodChampion`].
        method: Box<Msg>,
    },
    /// Method: a search.
    MethodSearch,
    /// Method: the table.
    MethodTable,
    /// Method: the proved period.
    MethodPeriod,
    /// Method: Sprague–Grundy values.
    MethodGrundy,
    /// Method: a formula.
    MethodFormula,
    /// Method: an exact computation.
    MethodExact,
    /// Method: retrograde analysis.
    MethodRetrograde,
    /// Method: the Nim sum of the gaps.
    MethodGaps,
    /// Method: the misère rule.
    MethodMisereRule,
    /// Method: Bouton's misère rule.
    MethodBoutonMisere,
    /// Method: the game is over, the rules say.
    MethodRules,
    /// Method: the final score.
    MethodFinalScore,
    /// Method: a proof.
    MethodProof,
    /// Method: the text's strategy, followed so far.
    MethodStrategy,
    /// Method: both champions played out (an estimate).
    MethodPlayout,
    /// Method: the opening book (exact values derived from the solver).
    MethodBook,
    /// Method: an identifier without words of its own.
    MethodOther {
        /// The identifier.
        name: String,
    },
    /// Method: the champion's estimate.
    MethodChampion {
        /// Its depth.
        depth: u64,
        /// Its time in ms.
        ms: u64,
    },
    /// A value proved.
    HintProved,
    /// A value estimated.
    HintEstimated,

    // ----- A table drawn as SVG -----
    /// A cell's title: its position, class and generation.
    SvgCell {
        /// The position.
        position: String,
        /// Its class.
        outcome: Outcome,
        /// [`Msg::Remoteness`], when known.
        remoteness: Option<Box<Msg>>,
    },
    /// The caption under a table with a period.
    SvgPeriod {
        /// The period.
        period: u64,
        /// The row it starts from.
        preperiod: u64,
    },

    // ----- Why a position is what it is (a report's explanation) -----
    /// The game is over and the player to move has lost.
    ExplainOverLost,
    /// The game is over and the player to move has won (misère).
    ExplainOverWon,
    /// The game is over, drawn.
    ExplainOverDrawn,
    /// A move and the position it leaves.
    ExplainLeaves {
        /// The move.
        mv: String,
        /// The position it leaves.
        position: String,
    },
    /// A move in words (an infinitive, [`Msg::infinitive`]) and the
    /// position it leaves, named when a student reads it (a heap's stones).
    ExplainMoveNamed {
        /// The move in words ([`Msg::DoTake`]…).
        mv: Box<Msg>,
        /// The position it leaves (a plain number).
        position: String,
        /// The class of that position, for the player who moves there.
        outcome: Outcome,
    },
    /// A move in words and the class of the position it leaves.
    ExplainMovePlain {
        /// The move in words ([`Msg::DoTake`]…).
        mv: Box<Msg>,
        /// The class of that position, for the player who moves there.
        outcome: Outcome,
    },
    /// A move the family has no words for (never its notation).
    ExplainSomeMove,
    /// How many moves the end is away.
    ExplainWithin {
        /// Moves left with best play.
        n: u64,
    },
    /// Why a fragile position is fragile: the moves that leave a safe one.
    ExplainFragile {
        /// The class.
        outcome: Outcome,
        /// [`Msg::ExplainWithin`], when known.
        within: Option<Box<Msg>>,
        /// The winning moves ([`Msg::ExplainLeaves`]).
        list: Vec<Msg>,
    },
    /// Why a safe position is safe, and the longest resistance.
    ExplainSafe {
        /// The class.
        outcome: Outcome,
        /// [`Msg::ExplainWithin`], when known.
        within: Option<Box<Msg>>,
        /// The longest resistance ([`Msg::ExplainLeaves`]).
        best: Box<Msg>,
    },
    /// Why a neutral position is neutral.
    ExplainDraw {
        /// The class.
        outcome: Outcome,
    },

    // ----- A match in the terminal (`ludoteca play`) -----
    /// The commands of a match, with a move the game accepts.
    PlayHelp {
        /// A legal move of the match's position, in its notation, or
        /// `none` when the game lists none (a guessing game).
        example: String,
    },
    /// What a person is asked before typing a move.
    PlayAsk {
        /// The position.
        position: String,
        /// The seat's letter.
        seat: char,
    },
    /// A seat wins the match.
    PlayWinner {
        /// [`Msg::Seat`].
        seat: Box<Msg>,
    },
    /// The match is drawn.
    PlayDraw,
    /// The end of a match.
    PlayGameOver {
        /// The last position.
        position: String,
        /// [`Msg::PlayWinner`] or [`Msg::PlayDraw`].
        result: Box<Msg>,
    },
    /// The champion played.
    PlayChampionPlays {
        /// The seat's letter.
        seat: char,
        /// The move.
        mv: String,
        /// The position it left.
        position: String,
    },
    /// A person played.
    PlayPersonPlays {
        /// The seat's letter.
        seat: char,
        /// The move.
        mv: String,
        /// The position it left.
        position: String,
    },
    /// The good moves of a hint.
    PlayGoodMoves {
        /// The moves, comma separated.
        moves: String,
    },
    /// The legal moves.
    PlayLegalMoves {
        /// The moves, comma separated.
        moves: String,
    },
    /// Input ended.
    PlayEndOfInput,
    /// Two people share the terminal: hand it over.
    PlayPassDevice {
        /// [`Msg::Seat`].
        seat: Box<Msg>,
    },
    /// Undo is not offered.
    PlayNoUndo,
    /// Moves were taken back.
    PlayTookBack {
        /// The seat's letter.
        seat: char,
        /// How many moves.
        n: u64,
    },
    /// The match was saved.
    PlaySaved {
        /// The file.
        file: String,
    },
    /// The match could not be saved.
    PlayCannotSave {
        /// The file.
        file: String,
        /// Why (from the system).
        why: String,
    },
    /// `save` without a file.
    PlaySayWhere,

    // ----- Marks of a finished match's moves (the replay; ludoteca_play::marks) -----
    /// A position left by a move, named by its text (a heap's number):
    /// "22, a fragile position (N)".
    MarkLeftNamed {
        /// The position's text.
        position: String,
        /// Its class for the player to move there.
        outcome: Outcome,
    },
    /// A position left by a move, not named: "a fragile position (N)".
    MarkLeftPlain {
        /// Its class for the player to move there.
        outcome: Outcome,
    },
    /// The first mistake: the move left a fragile position, and the opponent's
    /// winning reply leaves the mover a safe one.
    MarkMistakeFragile {
        /// The move ([`Msg::DoTake`]…, an infinitive).
        mv: Box<Msg>,
        /// What it left ([`Msg::MarkLeftNamed`] or [`Msg::MarkLeftPlain`]).
        left: Box<Msg>,
        /// The opponent's winning reply (an infinitive).
        reply: Box<Msg>,
        /// What the reply leaves ([`Msg::MarkLeftNamed`] or [`Msg::MarkLeftPlain`]).
        after: Box<Msg>,
        /// [`Msg::MarkBetterWin`] or [`Msg::MarkBetterDraw`], when known.
        better: Option<Box<Msg>>,
    },
    /// The first mistake: the move left a fragile position whose winning
    /// reply is not known (or the game ends there).
    MarkMistakeLost {
        /// The move ([`Msg::DoTake`]…, an infinitive).
        mv: Box<Msg>,
        /// What it left.
        left: Box<Msg>,
        /// [`Msg::MarkBetterWin`] or [`Msg::MarkBetterDraw`], when known.
        better: Option<Box<Msg>>,
    },
    /// The first mistake: a winning mover left a neutral position (a draw).
    MarkMistakeDraw {
        /// The move ([`Msg::DoTake`]…, an infinitive).
        mv: Box<Msg>,
        /// What it left.
        left: Box<Msg>,
        /// [`Msg::MarkBetterWin`], when known.
        better: Option<Box<Msg>>,
    },
    /// What the mover could have played instead to win (a sentence).
    MarkBetterWin {
        /// A winning move (an infinitive).
        mv: Box<Msg>,
    },
    /// What the mover could have played instead to keep the draw (a sentence).
    MarkBetterDraw {
        /// A move keeping the draw (an infinitive).
        mv: Box<Msg>,
    },
    /// A seat's name given at a match's creation is refused.
    SvBadName {
        /// The most characters a name may have.
        max: u64,
    },
    /// "yes", a switch's value in words (the history's parameters).
    WordYes,
    /// "no", a switch's value in words.
    WordNo,

    // ----- Classes (a teacher's lesson: issue 19) -----
    /// What a class is, for "there is no class `…`".
    ClassWhat,
    /// What a student of a class is, for "there is no student `…`".
    ClassWhatStudent,
    /// A student's name is refused (empty, too long, control characters).
    ClassBadName {
        /// The most characters a name may have.
        max: u64,
    },
    /// A student's name is already in the class.
    ClassNameTaken {
        /// The name.
        name: Echo,
    },
    /// No open class has this join code.
    ClassNoCode,
    /// Too many wrong join codes from one place, or from everywhere.
    ClassThrottled {
        /// Seconds to wait.
        secs: u64,
    },
    /// Only the teacher may do this.
    ClassTeacherOnly,
    /// A token that is no student's of this class.
    ClassStudentOnly,
    /// The class has ended.
    ClassEnded,
    /// The teacher paused the class.
    ClassPaused,
    /// The teacher ended this match.
    ClassMatchStopped,
    /// A counted round (*ronda a contar*): the teacher turned hints,
    /// analysis and undo off for the class's matches.
    ClassCounted,
    /// A new round while matches of the last one go on.
    ClassRoundPlaying {
        /// The matches still being played.
        n: u64,
    },
    /// Too few students present for a round.
    ClassTooFew {
        /// The fewest needed.
        min: u64,
    },
    /// Manual pairs that are not students of the class, each at most once.
    ClassBadPairs {
        /// An example of pairs.
        example: String,
    },
    /// An unknown way of pairing.
    ClassPairing {
        /// The accepted ways.
        choices: String,
    },
    /// A class holds no more students.
    ClassFull {
        /// The most students of a class.
        max: u64,
    },
    /// The lab holds no more open classes.
    ClassesFull {
        /// The most open classes.
        max: u64,
    },
    /// One address already has its share of open classes.
    ClassesFromHere {
        /// The most open classes one address may open.
        max: u64,
    },
    /// The computer's champion, as a player of a class's match.
    ClassChampion,
    /// A round's bye (a point without playing).
    ClassBye,
    /// A round's rest (left out of a round the teacher paired).
    ClassRest,
    /// A match the teacher ended: this seat lost by forfeit.
    ClassForfeit {
        /// The seat that lost ([`Msg::Seat`]).
        seat: Box<Msg>,
    },
    /// The header line of the standings in a class's CSV.
    ClassCsvStandings,
    /// The header line of the matches in a class's CSV.
    ClassCsvMatches,
    /// A match not finished yet.
    ClassUnfinished,
    /// The page's origin for the join link is refused.
    ClassBadOrigin,
    /// A name mixing letters of two alphabets that look alike (Latin
    /// with Cyrillic or Greek).
    ClassMixedName {
        /// The name.
        name: Echo,
    },
    /// A class opened with a parameter that fixes a secret (a written
    /// code, a seed): every pupil would know it.
    ClassSecret {
        /// The parameter.
        param: Echo,
    },

    // ----- `ludoteca serve`'s options -----
    /// `--public-url` that is not an http(s) address.
    ServePublicUrl {
        /// What was given.
        given: Echo,
    },
    /// `--keep-days` that is not a whole number of days in range.
    ServeKeepDays {
        /// What was given.
        given: Echo,
    },
    /// `--spectators-per-network` that is not a whole number in range.
    ServeSpectators {
        /// What was given.
        given: Echo,
    },

    // ----- Research shared by workers (`worker`, `solve --distribute`) -----
    /// A research address that is not PostgreSQL's.
    ResearchAddress {
        /// What was given.
        given: Echo,
    },
    /// A problem (or its task) written by another version of the program.
    ResearchOtherVersion {
        /// The problem.
        problem: String,
        /// The version that wrote it.
        found: String,
        /// This program's version.
        mine: String,
    },
    /// `--distribute` on a game whose solve has no split.
    ResearchNoSplit {
        /// The game.
        game: String,
        /// The games whose solve is split.
        games: String,
    },
    /// A task's part that its split cannot read (a payload written by
    /// hand, or damaged).
    ResearchBadPart {
        /// What that split's parts hold, in the words of the family whose
        /// split it is.
        holds: Box<Msg>,
        /// The part, echoed short.
        given: Echo,
    },
    /// A task's result that its split cannot read (written by hand, or
    /// damaged).
    ResearchBadResult {
        /// The result, echoed short.
        given: Echo,
    },
    /// Every part answered or no longer needed, and the merge still
    /// undecided.
    ResearchMergeOpen,
    /// The web lab's research page on a server without PostgreSQL.
    ResearchNeedsPostgres,
    /// A part asked for by a number the split does not have.
    ResearchNoPart {
        /// The number.
        n: u64,
    },
    /// A split check asked to split itself (its parts are given).
    ResearchCheckSplit,
    /// A game whose checker does not check a part alone.
    ResearchCheckerNoSplit,

    // ----- The words every family's descriptor shares -----
    /// The label of the misère parameter.
    ParamMisereLabel,
    /// What the misère parameter does.
    ParamMisereHelp,
    /// The label of the seed parameter.
    ParamSeedLabel,
    /// What the seed parameter does.
    ParamSeedHelp,
    /// The label of how many stones there are at the start.
    ThingsStonesLabel,
    /// What the number of stones is.
    ThingsStonesHelp,
    /// The label of how many beans there are at the start.
    ThingsBeansLabel,
    /// What the number of beans is.
    ThingsBeansHelp,
    /// The label of how many rabbits there are at the start.
    ThingsRabbitsLabel,
    /// What the number of rabbits is.
    ThingsRabbitsHelp,
    /// The label of the number said at the start (counting up to a target).
    ThingsNumbersLabel,
    /// What the number said at the start is.
    ThingsNumbersHelp,

    /// A class's letter in a table's legend (`P`; `tipo-P` in Portuguese).
    TableLegendLetter {
        /// The letter.
        letter: String,
    },
    /// A game's title with the text's number ("Jogo 20 — Tirar sem repetir").
    GameTitle {
        /// The text's number (`20`, `13`).
        number: String,
        /// The game's name.
        name: String,
    },
    /// A family without parameters, in its rules.
    ParamsNone,
    /// A list whose last item is joined by "or" ("1, 3 or 4").
    ListOr {
        /// The items but the last, joined by commas.
        init: String,
        /// The last item.
        last: String,
    },
    /// A list whose last item is joined by "and" ("1, 3 and 4").
    ListAnd {
        /// The items but the last, joined by commas.
        init: String,
        /// The last item.
        last: String,
    },
    /// What a game does not do, and the commands it offers instead.
    ErrLacks {
        /// The game's id.
        id: String,
        /// What it lacks: `analysis`, `table`, `period`, `long-period`,
        /// `text`, `exact`, `value`, `row-values` or `strategies`.
        what: String,
        /// Why, when the sentence says: `hidden` (hidden information),
        /// `rows` (no growing heap), `boards` (no numbered rows) or `none`.
        why: String,
        /// The commands it offers, as a list.
        offers: Box<Msg>,
    },
    /// A game without a board size to vary (`table --sizes`).
    ErrNoSizes {
        /// The game's id.
        id: String,
    },
    /// A game without named coordinates (`conjecture`).
    ErrNoCoordinates {
        /// The game's id.
        id: String,
    },
    /// A game that cannot list its positions by size.
    ErrNoPositionList {
        /// The game's id.
        id: String,
    },
    /// A conjecture's expression that does not parse.
    ErrConjParse {
        /// `--safe` or `--neutral`.
        flag: String,
        /// The expression.
        text: String,
        /// The script engine's own words.
        detail: String,
    },
    /// A conjecture's expression that failed at a position.
    ErrConjFailed {
        /// `--safe` or `--neutral`.
        flag: String,
        /// The expression.
        text: String,
        /// The position.
        position: String,
        /// The script engine's own words.
        detail: String,
        /// The coordinates' names.
        names: String,
    },
    /// A conjecture's expression that gave no truth value.
    ErrConjNotBool {
        /// `--safe` or `--neutral`.
        flag: String,
        /// The expression.
        text: String,
        /// The position.
        position: String,
        /// The type it gave.
        kind: String,
    },
    /// A position a conjecture puts in two sets.
    ErrConjBoth {
        /// The position.
        position: String,
    },
    /// A conjecture that passed Theorem 4.1's check on every position.
    ConjectureHolds {
        /// Positions checked.
        checked: u64,
    },
    /// The first position where a conjecture fails Theorem 4.1's check.
    ConjectureFails {
        /// The position.
        position: String,
        /// What it breaks ([`crate::conjecture::Property::id`]).
        property: String,
        /// `move` when one move breaks it, else `none`.
        by: String,
        /// That move, as written.
        mv: String,
        /// Positions checked.
        checked: u64,
    },
    /// A game script that does not compile.
    ErrScriptCompile {
        /// The script engine's own words.
        detail: String,
    },
    /// A game script without one of the three functions.
    ErrScriptMissing {
        /// The missing function.
        name: String,
    },
    /// A game script that failed while running.
    ErrScriptFailed {
        /// The script engine's own words.
        detail: String,
    },
    /// A game script without a table.
    ErrScriptNoRow,
    /// A script's row() that gave no array.
    ErrScriptRowNotArray {
        /// The type it gave.
        kind: String,
    },
    /// A game script without coordinates.
    ErrScriptNoCoordinates,
    /// A script's coordinates() that gave no map.
    ErrScriptCoordinatesNotMap,
    /// A question to a game that answers none beyond the hint.
    ErrNoQuestions {
        /// The game.
        game: String,
    },
    /// A game whose own match is not built in.
    ErrOwnMatchMissing {
        /// The game.
        game: String,
        /// The match's name.
        name: String,
    },
    /// A fault of the program itself, not of the request.
    ErrInternal {
        /// What went wrong.
        detail: String,
    },
    /// A table too large to print.
    ErrTableTooLarge {
        /// Its entries.
        entries: u64,
        /// The most accepted.
        max: u64,
    },
    /// Too many positions to check one by one.
    ErrTooManyPositions {
        /// How many.
        count: u64,
    },
    /// A table that would not fit in memory.
    ErrTableMemory {
        /// Its entries.
        entries: u64,
    },
    /// A move that breaks the layers of a table.
    ErrLayeredMove {
        /// Row moved from.
        from: u64,
        /// Row reached.
        to: u64,
        /// The game's window.
        window: u64,
    },
    /// A game whose play can come back to a position.
    ErrNeedsRetrograde,
    /// A search past its limit.
    ErrSearchLimit {
        /// The most positions.
        limit: u64,
    },
    /// A value past the exact range.
    ErrValueOverflow,
    /// A game that is not short.
    ErrValueLoopy,
    /// A value larger than the values are built.
    ErrValueTooBig {
        /// `nimber` or `up`.
        kind: String,
        /// The largest accepted.
        max: u64,
    },
    /// The heading of the rules' parameters.
    ParamsHead,
    /// A parameter's value in force, in the rules.
    ParamNow {
        /// The value.
        value: String,
    },
    /// What a part of a split check holds.
    ResearchCheckPartHolds,
    /// A part certificate checked alone, so far (a worker's progress).
    ResearchNodesChecked {
        /// Nodes checked.
        done: u64,
        /// Nodes in all.
        total: u64,
    },
    /// Where a split check stands: parts checked of all.
    ResearchPartsChecked {
        /// Parts answered.
        answered: u64,
        /// Parts in all.
        parts: u64,
    },
    /// A split check's answer: its parts checked alone, and those refused.
    ResearchPartsCheckedAlone {
        /// Parts in all.
        parts: u64,
        /// Parts refused.
        refused: u64,
    },
    /// An open problem whose tasks decide it, not yet merged by a solve.
    ResearchDecided {
        /// The command whose `--distribute` prints it (`solve`, `verify`).
        again: String,
    },
    /// The name a pupil's is replaced with when the class's names are
    /// erased ("Aluno 3").
    SvPupilPlaceholder {
        /// The pupil's number in the class, from 1.
        n: u64,
    },

    /// A sentence kept in English because it has no key yet, shown with a
    /// note saying so.
    Untranslated {
        /// The English sentence.
        text: String,
    },
    /// A network whose spectator sockets are all open already.
    SvSpectatorsNetwork {
        /// The most spectator sockets one network keeps open.
        max: u64,
    },
}

impl Msg {
    /// Whether the message is written in `lang`'s own files, not only in
    /// those of a language it falls back to (a completeness test's
    /// question; a text already in every language is).
    #[must_use]
    pub fn written_in(&self, lang: Lang) -> bool {
        match (self, self.key()) {
            (Msg::Family(m), _) => m.texts.writes(&kebab(m.name), lang),
            (_, Some(key)) => CORE.writes(key.id(), lang),
            (_, None) => true,
        }
    }

    /// The message in `lang`.
    #[must_use]
    pub fn render(&self, lang: Lang) -> String {
        match (self, self.key()) {
            (Msg::Family(m), _) => m.texts.format(&kebab(m.name), &m.args, lang),
            (Msg::Reasoned(r), _) => r.words.render(lang),
            (Msg::Said(texts), _) => texts[lang.index()].clone(),
            (Msg::Drawn(d), _) => d.draw(lang),
            (_, Some(key)) => CORE.format(key.id(), &self.args(), lang),
            (_, None) => String::new(),
        }
    }

    /// A method of analysis named by its identifier (a report's `method`:
    /// `table`, `search`, `retrograde`…) in words; an identifier without
    /// words of its own is kept as it is.
    #[must_use]
    pub fn method(name: &str) -> Msg {
        match name {
            "search" => Msg::MethodSearch,
            "table" => Msg::MethodTable,
            "period" => Msg::MethodPeriod,
            "grundy" => Msg::MethodGrundy,
            "formula" => Msg::MethodFormula,
            "exact" => Msg::MethodExact,
            "retrograde" => Msg::MethodRetrograde,
            "gaps" => Msg::MethodGaps,
            "misere-rule" => Msg::MethodMisereRule,
            "bouton-misere" => Msg::MethodBoutonMisere,
            "rules" | "terminal" => Msg::MethodRules,
            "final score" => Msg::MethodFinalScore,
            "proof" => Msg::MethodProof,
            "strategy" => Msg::MethodStrategy,
            "playout" => Msg::MethodPlayout,
            "book" => Msg::MethodBook,
            other => Msg::MethodOther { name: other.to_string() },
        }
    }

    /// A move said in words (`Msg::How…`, "took 3 stones", or a family's
    /// [`Msg::Moved`]) as the verb a sentence goes on with ("take 3
    /// stones"), for the sentence saying why a move was a mistake; `None`
    /// for any other message.
    #[must_use]
    pub fn infinitive(&self) -> Option<Msg> {
        Some(match self.clone() {
            Msg::HowTook { amount } => Msg::DoTake { amount },
            Msg::HowTookFrom { amount, heap } => Msg::DoTakeFrom { amount, heap },
            Msg::HowAdded { n } => Msg::DoAdd { n },
            Msg::Moved { todo, .. } => *todo,
            Msg::Reasoned(r) => return r.words.infinitive(),
            _ => return None,
        })
    }

    /// `n` with the Portuguese groupings of thousands (`2 375 642` in
    /// Portugal, `2.375.642` in Brazil); English keeps the digits as they
    /// are (`2375642`).
    #[must_use]
    pub fn grouped(n: u64) -> Msg {
        let digits = n.to_string();
        Msg::said(|lang| lang.group_digits(&digits))
    }

    /// A text written in each language by `text` (a label of a descriptor,
    /// a list of choices with theirs).
    #[must_use]
    pub fn said(text: impl Fn(Lang) -> String) -> Msg {
        Msg::Said(Box::new(Lang::ALL.map(text)))
    }

    /// A drawing made by `draw` in the reader's language only when the
    /// message is rendered (a diagram with its labels), where [`Msg::said`]
    /// writes every language at once; `draw` owns what it draws from.
    #[must_use]
    pub fn drawn(draw: impl Fn(Lang) -> String + Send + Sync + 'static) -> Msg {
        Msg::Drawn(Drawing::new(draw))
    }

    /// A family's move in words: `done` said, `todo` its infinitive
    /// ([`Msg::Moved`]).
    #[must_use]
    pub fn moved(done: impl Into<Msg>, todo: impl Into<Msg>) -> Msg {
        Msg::Moved { done: Box::new(done.into()), todo: Box::new(todo.into()) }
    }

    /// A seat (`A (First)`, `A (primeiro)`).
    #[must_use]
    pub fn seat(first: bool) -> Msg {
        Msg::Seat {
            letter: if first { 'A' } else { 'B' },
            name: Box::new(if first { Msg::SeatFirst } else { Msg::SeatSecond }),
        }
    }
}

impl Key {
    /// The key's id in the Fluent files: its name in kebab case
    /// (`MatchOver` is `match-over`).
    #[must_use]
    pub fn id(self) -> &'static str {
        static IDS: OnceLock<Vec<String>> = OnceLock::new();
        let ids = IDS.get_or_init(|| Key::ALL.iter().map(|k| kebab(k.name())).collect());
        &ids[self as usize]
    }
}

/// `MatchOver` as `match-over`: a dash before every capital but the first,
/// all in lower case.
#[must_use]
pub fn kebab(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 8);
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('-');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// The words of a message without arguments (a class's letter, *boa*,
/// *má*…) in `lang`, rendered once and kept.
#[must_use]
pub fn word(key: Key, lang: Lang) -> &'static str {
    static WORDS: OnceLock<Vec<[&'static str; Lang::COUNT]>> = OnceLock::new();
    let words = WORDS.get_or_init(|| {
        Key::ALL
            .iter()
            .map(|k| {
                Lang::ALL.map(|l| if k.fields().is_empty() { &*CORE.format(k.id(), &[], l).leak() } else { k.name() })
            })
            .collect()
    });
    words[key as usize][lang.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    use texts::{messages, problems};

    /// The message `id` as written in `lang`'s own files (Brazilian falls
    /// back to European, message by message).
    fn source(id: &str, lang: Lang) -> Option<String> {
        let find = |l: Lang| CORE.own(l).iter().flat_map(|f| messages(f)).find(|(i, _)| *i == id).map(|(_, body)| body);
        lang.chain().find_map(find)
    }

    #[test]
    fn every_key_is_in_english_and_european_portuguese_and_nothing_else_is() {
        for lang in Lang::ALL {
            let missing: Vec<&str> = Key::ALL.iter().filter(|k| !CORE.has(k.id(), lang)).map(|k| k.id()).collect();
            assert!(missing.is_empty(), "the {lang} files lack {missing:?}");
            let ids: Vec<&str> = Key::ALL.iter().map(|k| k.id()).collect();
            let stale: Vec<&str> = CORE
                .own(lang)
                .iter()
                .flat_map(|f| messages(f))
                .map(|(id, _)| id)
                .filter(|id| !ids.contains(id))
                .collect();
            assert!(stale.is_empty(), "the {lang} files have messages no key names: {stale:?}");
            if lang == Lang::EN {
                let written = CORE.own(lang).iter().map(|f| messages(f).len()).sum::<usize>();
                assert_eq!(written, Key::ALL.len(), "every key is written once in English");
            }
        }
    }

    #[test]
    fn every_file_parses_and_writes_each_message_once() {
        for lang in Lang::ALL {
            for file in CORE.own(lang) {
                let found = problems(file);
                assert!(found.is_empty(), "{lang}: {found:?}");
            }
        }
    }

    #[test]
    fn messages_name_only_their_arguments() {
        // Every variable of every language is an argument of the message (a
        // class of positions also gives its `_letter`, `_word`, `_meaning`).
        for &key in Key::ALL {
            for lang in Lang::ALL {
                let Some(text) = source(key.id(), lang) else { continue };
                for var in text.split('$').skip(1) {
                    let name: String = var.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                    let base =
                        ["_letter", "_word", "_meaning"].iter().find_map(|s| name.strip_suffix(s)).unwrap_or(&name);
                    assert!(
                        key.fields().contains(&name.as_str()) || key.fields().contains(&base),
                        "{} in {lang}: ${name} is not an argument",
                        key.id()
                    );
                }
            }
        }
    }

    #[test]
    fn every_message_renders_without_error_in_every_language() {
        // Each argument given as text, or as a count where the message
        // chooses a plural by it: no variable is missing, no function misused.
        for &key in Key::ALL {
            for lang in Lang::ALL {
                let text = source(key.id(), lang).unwrap_or_default();
                let args: Vec<(&str, Arg)> = key
                    .fields()
                    .iter()
                    .flat_map(|f| {
                        if text.contains(&format!("JOIN(${f}")) {
                            vec![(*f, Arg::List(vec![Msg::Verbatim { text: "x".into() }]))]
                        } else if text.contains(&format!("PRESENT(${f}")) {
                            vec![(*f, Arg::MaybeMsg(None))]
                        } else if text.contains(&format!("${f}_")) {
                            vec![(*f, Arg::Outcome(Outcome::NextWins))]
                        } else {
                            vec![(*f, Arg::Count(2))]
                        }
                    })
                    .collect();
                let (_, errors) = CORE.try_format(key.id(), &args, lang).expect("every key has a message");
                assert!(errors.is_empty(), "{} in {lang}: {errors:?}", key.id());
            }
        }
    }

    #[test]
    fn plurals_follow_cldr() {
        // CLDR: in pt-PT only 1 is singular; in pt (Brazil) 0 and 1 are.
        let m = |n| Msg::ChoiceOneOfMany { n };
        assert!(m(0).render(Lang::PT).contains("0 jogadas possíveis"), "{}", m(0).render(Lang::PT));
        assert!(m(0).render(Lang::PT_BR).contains("0 jogada possível"), "{}", m(0).render(Lang::PT_BR));
        assert!(m(0).render(Lang::EN).contains("the 0 legal moves"), "{}", m(0).render(Lang::EN));
    }

    #[test]
    fn plurals() {
        let m = |n| Msg::ChoiceOneOfMany { n };
        assert!(m(1).render(Lang::PT).contains("1 jogada possível"), "{}", m(1).render(Lang::PT));
        assert!(m(20).render(Lang::PT).contains("20 jogadas possíveis"), "{}", m(20).render(Lang::PT));
        assert!(m(1).render(Lang::EN).contains("the 1 legal move,"), "{}", m(1).render(Lang::EN));
        assert!(m(20).render(Lang::EN).contains("the 20 legal moves"), "{}", m(20).render(Lang::EN));
        assert_eq!(Msg::Remoteness { n: 1 }.render(Lang::PT), "geração 1");
    }

    #[test]
    fn counts_past_two_to_the_53_stay_exact() {
        // Fluent's numbers are f64: u64::MAX would come out as
        // 18446744073709552000 and 2^53 + 1 as 2^53.
        for n in [u64::MAX, (1 << 53) + 1] {
            for lang in Lang::ALL {
                let said = Msg::ChoiceOneOfMany { n }.render(lang);
                assert!(said.contains(&n.to_string()), "{lang}: {said}");
            }
        }
        assert!(Msg::ChoiceOneOfMany { n: u64::MAX }.render(Lang::PT).contains("jogadas possíveis"));
        assert!(Msg::ChoiceOneOfMany { n: 1 << 53 }.render(Lang::EN).contains("9007199254740992 legal moves"));
    }

    #[test]
    fn numbers_take_the_language_grouping() {
        let n = Msg::grouped(2_375_642);
        assert_eq!(
            (n.render(Lang::EN), n.render(Lang::PT), n.render(Lang::PT_BR)),
            ("2375642".into(), "2\u{a0}375\u{a0}642".into(), "2.375.642".into())
        );
        assert_eq!(Msg::grouped(999).render(Lang::PT_BR), "999");
    }

    #[test]
    fn methods_in_words_and_unknown_ones_as_they_are() {
        assert_eq!(Msg::HintMethod { method: Box::new(Msg::method("table")) }.render(Lang::PT), "Método: a tabela.");
        assert_eq!(Msg::method("retrograde").render(Lang::EN), "retrograde analysis");
        assert_eq!(Msg::method("zzz").render(Lang::PT), "`zzz`");
    }

    #[test]
    fn brazilian_falls_back_to_european_key_by_key() {
        assert_eq!(Msg::MatchOver.render(Lang::PT_BR), Msg::MatchOver.render(Lang::PT));
        let choice = Msg::ChoiceOneOf { moves: "1, 2".into() };
        assert_eq!(choice.render(Lang::PT), "joga uma de 1, 2");
        assert_eq!(choice.render(Lang::PT_BR), "jogue uma de 1, 2");
    }

    #[test]
    fn prompts_and_summaries() {
        let p = Msg::PromptToMove {
            seat: Box::new(Msg::seat(true)),
            choice: Box::new(Msg::ChoiceOneOf { moves: "1, 2".into() }),
        };
        assert_eq!(p.render(Lang::EN), "A (First) to move: play one of 1, 2.");
        assert_eq!(p.render(Lang::PT), "Joga A (primeiro): joga uma de 1, 2.");
        let h = Msg::HintSummary { outcome: Outcome::PreviousWins, remoteness: None };
        assert_eq!(h.render(Lang::PT), "tipo-S — inatacável: quem joga perde");
        let h = Msg::HintSummary { outcome: Outcome::NextWins, remoteness: Some(Box::new(Msg::Remoteness { n: 3 })) };
        assert_eq!(h.render(Lang::PT), "tipo-P — frágil: quem joga ganha; geração 3");
        assert_eq!(h.render(Lang::EN), "N — fragile: the player to move wins; remoteness 3");
    }
}
