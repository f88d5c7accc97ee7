//! The object-safe face of a game: positions and moves as text, analyses as
//! plain data. Front ends and the match driver only ever see this.

use crate::error::{GameError, Lacking};
use crate::family::Capabilities;
use crate::notation::TextGame;
use crate::params::Params;
use ludoteca_core::table::{Coord, Table};
use ludoteca_core::{Control, Lang, Msg, Outcome, Player};
use serde::{Deserialize, Serialize};

/// Writes, inside a family's `impl Entry`, the methods every entry forwards
/// the same way, so that a family writes only what is its own. Each word
/// gives one method:
/// - `meta`: [`Entry::meta`] is the entry's field `meta`;
/// - `text`: the entry is its own [`TextGame`] (usually through a
///   [`Notation`](crate::notation::Notation)); `text = field`: the field is;
/// - `board`: [`Entry::board`] is the entry's `board_json(position)`;
/// - `exact_solver`: the entry is its own [`ExactSolve`](crate::solve::ExactSolve).
///
/// ```ignore
/// impl Entry for HeapEntry {
///     forward_entry!(meta, text, board);
///
///     fn rules(&self) -> String { … }
/// }
/// ```
macro_rules! forward_entry {
    () => {};
    (meta $(, $($rest:tt)*)?) => {
        fn meta(&self) -> &$crate::entry::Meta {
            &self.meta
        }
        $(forward_entry!($($rest)*);)?
    };
    (text = $field:ident $(, $($rest:tt)*)?) => {
        fn text(&self) -> Option<&dyn $crate::notation::TextGame> {
            Some(&self.$field)
        }
        $(forward_entry!($($rest)*);)?
    };
    (text $(, $($rest:tt)*)?) => {
        fn text(&self) -> Option<&dyn $crate::notation::TextGame> {
            Some(self)
        }
        $(forward_entry!($($rest)*);)?
    };
    (board $(, $($rest:tt)*)?) => {
        fn board(&self, position: &str) -> Result<serde_json::Value, $crate::error::GameError> {
            self.board_json(position)
        }
        $(forward_entry!($($rest)*);)?
    };
    (exact_solver $(, $($rest:tt)*)?) => {
        fn exact_solver(&self) -> Option<&dyn $crate::solve::ExactSolve> {
            Some(self)
        }
        $(forward_entry!($($rest)*);)?
    };
}

/// One move of a position's analysis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    /// The move, in the game's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The position it leaves.
    pub position: String,
    /// That position's class, for the opponent (who moves there): `P` means
    /// the move wins.
    pub outcome: Outcome,
    /// That position's remoteness, when known.
    pub remoteness: Option<u32>,
}

/// The champion's analysis of a position (`ludoteca outcome`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionReport {
    /// The game's id.
    pub game: String,
    /// The position, normalised.
    pub position: String,
    /// Who moves, for games where it matters (partizan games).
    pub to_move: Option<Player>,
    /// The class of the position for the player to move.
    pub outcome: Outcome,
    /// Moves left with best play (the text's generation); `None` for draws or
    /// when the method cannot tell (a period).
    pub remoteness: Option<u32>,
    /// Every move that wins (leaves a safe position), fastest first.
    pub winning_moves: Vec<String>,
    /// The champion's move: fastest win, else a draw, else the longest
    /// resistance. `None` when the game is over.
    pub best_move: Option<String>,
    /// Every legal move with what it leaves, best first.
    pub moves: Vec<MoveReport>,
    /// The Sprague–Grundy value, for impartial games under normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grundy: Option<u32>,
    /// How the answer was obtained: `table`, `period`, `search`, …
    pub method: String,
    /// The reason, in words (English).
    pub explanation: crate::sentence::Sentence,
    /// The reason as the family's message, when it says more than the
    /// class and the moves (a period that decided it): what
    /// [`PositionReport::explanation_in`] renders, in every language.
    #[serde(skip)]
    pub reason: Option<ludoteca_core::Msg>,
    /// A drawing that helps read the position (e.g. Nim's binary stack),
    /// with its labels in English.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diagram: Option<crate::sentence::Sentence>,
    /// The drawing with its labels from the family's files, when it has
    /// labels: what [`PositionReport::diagram_in`] renders, in every
    /// language.
    #[serde(skip)]
    pub diagram_msg: Option<ludoteca_core::Msg>,
    /// Game-specific data (e.g. `{"binary_stack": …}` for Nim).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extra: Option<serde_json::Value>,
}

impl PositionReport {
    /// Whether the report's class is proved, not estimated: a champion's
    /// search cut short (`extra.exact` false, a method called an
    /// estimate) or a playout of champions is not a proof.
    #[must_use]
    pub fn proved(&self) -> bool {
        let exact = self.extra.as_ref().and_then(|x| x.get("exact")).and_then(serde_json::Value::as_bool);
        exact != Some(false) && self.method != "playout" && !self.method.contains("estimate")
    }
}

/// A proved (or only observed) period of a game's table (`ludoteca period`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeriodReport {
    /// The game's id.
    pub game: String,
    /// First row of the periodic part.
    pub preperiod: u64,
    /// Length of the repeating block.
    pub period: u64,
    /// Rows that determine the next one (the largest take).
    pub window: u64,
    /// Whether the period is proved for every heap (not only observed).
    pub proved: bool,
    /// Why, in words (English).
    pub certificate: String,
    /// Why, as the family's message, when it says more than the period
    /// ([`Period::certificate_msg`](ludoteca_core::Period::certificate_msg)):
    /// what front ends render in the reader's language.
    #[serde(skip)]
    pub certificate_msg: Option<ludoteca_core::Msg>,
    /// The last row the proof needed.
    pub certain_at: u64,
    /// The period of the Grundy values, where defined (`[preperiod, period]`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grundy_period: Option<[u64; 2]>,
    /// The safe rows of the start column within one period, for reading the
    /// pattern (e.g. `n mod 13 ∈ {0, 7}`).
    pub safe_residues: Vec<u64>,
    /// The period of the values of the heaps, for games whose heaps have
    /// values as short partizan games (the heap family's partizan games
    /// without memory); `None` for the rest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values_period: Option<ValuesPeriod>,
}

/// The period of the values `G(n)` of a game's heaps as short partizan
/// games: `G(n + period) = G(n) + saltus` for every heap `n ≥ preperiod`,
/// the saltus a number (`0` for a plain period), proved or only observed;
/// or none among the heaps valued.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValuesPeriod {
    /// The last heap whose value the search computed.
    pub searched_to: u64,
    /// The first heap of the periodic part (`None`: no period found).
    pub preperiod: Option<u64>,
    /// The period (`None`: no period found).
    pub period: Option<u64>,
    /// The saltus, a number in CGSuite's notation (`0`, `1`, `-1/2`).
    pub saltus: Option<String>,
    /// Whether the relation is proved for every heap, not only observed.
    pub proved: bool,
    /// The relation was checked for every heap `n + period` up to this one.
    pub verified_to: Option<u64>,
    /// The last heap whose value the proof needs.
    pub certain_at: Option<u64>,
    /// The cases of the proof that covered the base period (`a`: the
    /// saltus is 0; `b`: not a number, the number translation theorem;
    /// `c`: a number between numbers moved by a whole number).
    pub cases: Vec<String>,
    /// The heap that broke the proof of a period only observed.
    pub broke_at: Option<u64>,
    /// The period and its proof in words (English).
    pub proof: String,
    /// The same lines as the family's messages, in every language.
    #[serde(skip)]
    pub words: Vec<Msg>,
}

/// What every catalogue entry knows about itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meta {
    /// The catalogue id, e.g. `je-20`.
    pub id: String,
    /// A one-line summary.
    pub summary: String,
    /// The game's statement, after the text.
    pub statement: String,
    /// The parameters in force (defaults filled in).
    pub params: Params,
    /// What the family declares it can do (`None` outside the catalogue,
    /// e.g. a script game).
    pub capabilities: Option<Capabilities>,
}

impl Meta {
    /// The meta data of a preset built with `params` (its family's
    /// capabilities looked up in the catalogue by `id`).
    #[must_use]
    pub fn new(id: &str, summary: &str, statement: &str, params: &Params) -> Meta {
        Meta {
            id: id.into(),
            summary: summary.into(),
            statement: statement.into(),
            params: params.clone(),
            capabilities: crate::catalogue::preset(id).map(|p| p.family.capabilities),
        }
    }

    /// The meta data of `preset` opened with `params` (in English).
    #[must_use]
    pub fn of(preset: &crate::family::Preset, params: &Params) -> Meta {
        Meta {
            id: preset.id.into(),
            summary: preset.summary().into(),
            statement: preset.statement().into(),
            params: params.clone(),
            capabilities: Some(preset.family.capabilities),
        }
    }

    /// The statement in `lang`: the preset's own text in that language when
    /// this entry keeps its preset's statement, else the statement as given.
    #[must_use]
    pub fn statement_in(&self, lang: Lang) -> &str {
        match crate::catalogue::preset(&self.id) {
            Some(p) if p.content.statement.en() == self.statement => p.content.statement_in(lang),
            _ => &self.statement,
        }
    }

    /// The one sentence refusing what this game does not do, naming the
    /// commands it does offer.
    #[must_use]
    pub fn lacking(&self, what: Lacking) -> GameError {
        let id = &self.id;
        let caps = self.capabilities.unwrap_or(Capabilities { analysis: true, ..Capabilities::NONE });
        let mut offers = vec![format!("`ludoteca play {id}`")];
        if caps.analysis && !caps.hidden {
            offers.push(format!("`ludoteca outcome {id}`"));
        }
        if caps.table {
            offers.push(format!("`ludoteca table {id}`"));
        }
        if caps.sizes {
            offers.push(format!("`ludoteca table {id} --sizes 2..20`"));
        }
        if caps.period {
            offers.push(format!("`ludoteca period {id}`"));
        }
        if caps.exact_solve {
            offers.push(format!("`ludoteca solve {id}`"));
        }
        let why = match (caps.hidden, what) {
            (true, _) => "hidden",
            (false, Lacking::Period) => "rows",
            (false, Lacking::Table) => "boards",
            _ => "none",
        };
        let (last, init) = offers.split_last().expect("play is always offered");
        let offers = match init {
            [] => Msg::Said(Box::new(std::array::from_fn(|_| last.clone()))),
            _ => Msg::ListAnd { init: init.join(", "), last: last.clone() },
        };
        GameError::unsupported(Msg::ErrLacks {
            id: id.clone(),
            what: what.key().into(),
            why: why.into(),
            offers: Box::new(offers),
        })
    }
}

/// A game from the catalogue, with its parameters fixed: everything a front
/// end can do with it, through text. An entry supplies its [`Meta`] and its
/// rules, and the capabilities its family declares: its [`TextGame`] face
/// (usually from a [`Notation`](crate::notation::Notation)), its analyses;
/// what it does not supply is refused by [`Meta::lacking`] with one sentence
/// naming what the game offers instead.
pub trait Entry: Send + Sync {
    /// The entry's id, summary, statement and parameters.
    fn meta(&self) -> &Meta;
    /// The rules in words in `lang`: the statement, the notation (from
    /// the family's `content/rules.*.md`) and the parameters (from the descriptor).
    fn rules(&self, lang: Lang) -> String;

    /// The game through text: a referee of positions and moves written as
    /// text. `None` for a game played only as a match of its own (hidden
    /// information), which the match driver referees.
    fn text(&self) -> Option<&dyn TextGame> {
        None
    }
    /// The champion's full analysis of `position`.
    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let _ = (position, ctl);
        Err(self.meta().lacking(Lacking::Analysis))
    }
    /// The game's table for heaps `from..=to`.
    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        let _ = (from, to, ctl);
        Err(self.meta().lacking(Lacking::Table))
    }
    /// The game's period with its proof.
    fn period(&self, ctl: &Control) -> Result<PeriodReport, GameError> {
        let _ = ctl;
        Err(self.meta().lacking(Lacking::Period))
    }
    /// The period found by a long run, past the catalogue's cap, with a
    /// memory limit, checkpoints and resume ([`crate::long_period`]); `ctl`
    /// carries the deadline and the cancel.
    fn long_period(
        &self,
        ask: &crate::long_period::LongAsk,
        ctl: &Control,
    ) -> Result<crate::long_period::LongEnd, GameError> {
        let _ = (ask, ctl);
        Err(self.meta().lacking(Lacking::LongPeriod))
    }
    /// The referee through text, or the sentence saying the game has none.
    fn referee(&self) -> Result<&dyn TextGame, GameError> {
        self.text().ok_or_else(|| self.meta().lacking(Lacking::Text))
    }

    /// A summary over the sizes `from..=to` of the game's board (who wins
    /// from the start of each), for games played on a board of a size.
    fn sizes(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        let _ = (from, to, ctl);
        Err(GameError::unsupported(Msg::ErrNoSizes { id: self.id().into() }))
    }
    /// What `work` will cost — bytes at its peak and steps — from the
    /// parameters and the position alone: nothing is solved or allocated
    /// here, so a front end can refuse work beyond its budget before it
    /// starts. The default, [`Cost::SMALL`](crate::cost::Cost::SMALL), is
    /// right for families that are never big; a family that can be big
    /// says how it grows (`heap/cost.rs`). An `Err` is the sentence the
    /// work itself would refuse with.
    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        let _ = work;
        Ok(crate::cost::Cost::SMALL)
    }
    /// The champion's move when its analysis does not fit its budget: by
    /// default the first legal move. A family whose positions have very
    /// many moves finds one without listing them all.
    fn fallback_move(&self, position: &str) -> Result<Option<String>, GameError> {
        Ok(self.moves(position)?.into_iter().next())
    }
    /// The champion's move from `position` within `budget` (`None` once the
    /// game is over). By default the best move of the full analysis; when
    /// the analysis's estimate ([`Entry::cost`]) does not fit the budget, or
    /// the analysis is refused or runs past the deadline, the
    /// [`fallback_move`](Entry::fallback_move), so that the champion still
    /// moves in time.
    fn champion_move(&self, position: &str, budget: std::time::Duration) -> Result<Option<String>, GameError> {
        let started = std::time::Instant::now();
        let fits = self.cost(crate::cost::Work::Outcome(Some(position))).is_ok_and(|c| crate::cost::fits_in(c, budget));
        if fits {
            match self.analyse(position, &Control::until(started + budget)) {
                Ok(report) => return Ok(report.best_move),
                Err(GameError::Cancelled | GameError::TooLarge(_)) => {}
                Err(e) => return Err(e),
            }
        }
        self.fallback_move(position)
    }
    /// The named coordinates of a position (`n`, `r`, `m`, `player`…), the
    /// variables a conjecture is written in.
    fn coordinates(&self, position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        let _ = position;
        Err(GameError::unsupported(Msg::ErrNoCoordinates { id: self.id().into() }))
    }
    /// Every position whose coordinates are at most `to`, a set closed under
    /// moves, simplest first (the order the text fills its tables in).
    fn positions_up_to(&self, to: u64) -> Result<Vec<String>, GameError> {
        let _ = to;
        Err(GameError::unsupported(Msg::ErrNoPositionList { id: self.id().into() }))
    }
    /// The catalogue id, e.g. `je-20`.
    fn id(&self) -> &str {
        &self.meta().id
    }
    /// A one-line summary.
    fn summary(&self) -> String {
        self.meta().summary.clone()
    }
    /// The parameters in force (defaults filled in).
    fn params(&self) -> Params {
        self.meta().params.clone()
    }
    /// The starting position (the name of the first stage, for a game
    /// without a text referee).
    fn start(&self) -> String {
        self.text().map_or_else(|| "start".to_string(), |t| t.start())
    }
    /// Parses a position and writes it back in normal form.
    fn normalize(&self, position: &str) -> Result<String, GameError> {
        self.referee()?.normalize(position)
    }
    /// Who moves in `position`, when the position says so (partizan games);
    /// `None` when only the turn count tells.
    fn to_move(&self, position: &str) -> Result<Option<Player>, GameError> {
        self.referee()?.to_move(position)
    }
    /// The legal moves.
    fn moves(&self, position: &str) -> Result<Vec<String>, GameError> {
        self.referee()?.moves(position)
    }
    /// The position after `mv`, or why `mv` is not legal.
    fn play(&self, position: &str, mv: &str) -> Result<String, GameError> {
        self.referee()?.play(position, mv)
    }
    /// The result if the game is over in `position`, for the player to move there.
    fn terminal(&self, position: &str) -> Result<Option<Outcome>, GameError> {
        self.referee()?.terminal(position)
    }
    /// Whether [`Entry::analyse`] proves the class of `position` quickly
    /// (well under a second): the replay's marks ask only then, so that a
    /// long history never waits on estimates. By default every position is.
    fn within_reach(&self, position: &str) -> bool {
        let _ = position;
        true
    }
    /// The exact value of `position` (`None`: the start) by the game's
    /// exact search, stopped by `stop.flag` with the bounds proved so far
    /// (`exact` false). Price it first with
    /// [`Work::Value`](crate::cost::Work::Value), which refuses a position
    /// out of reach. Families that declare `value` supply it.
    fn exact_value(
        &self,
        position: Option<&str>,
        stop: crate::analyses::Stop<'_>,
    ) -> Result<crate::analyses::ValueReport, GameError> {
        let _ = (position, stop);
        Err(self.meta().lacking(Lacking::Exact))
    }
    /// The value of `position` (`None`: the start) as a short partizan
    /// game: canonical form, class, mean and temperature. Families whose
    /// games are sums of such games supply it (the heap family's games
    /// without memory); the rest refuse in one sentence.
    fn game_value(&self, position: Option<&str>) -> Result<crate::game_value::GameValue, GameError> {
        let _ = position;
        Err(self.meta().lacking(Lacking::Value))
    }
    /// The values of the table's rows `from..=to` (heaps), for the games
    /// that have [`Entry::game_value`]; the rest refuse in one sentence.
    fn game_values(&self, from: u64, to: u64) -> Result<crate::game_value::ValueTable, GameError> {
        let _ = (from, to);
        Err(self.meta().lacking(Lacking::RowValues))
    }
    /// The code-breaking strategies compared over every secret of the
    /// variant in force; an exact strategy stopped by `stop.flag` is
    /// reported unfinished, a heuristic one ends the comparison with
    /// [`GameError::Cancelled`]. Price it first with
    /// [`Work::Strategies`](crate::cost::Work::Strategies), which refuses a
    /// variant too large. Families that declare `strategies` supply it.
    fn strategies(&self, stop: crate::analyses::Stop<'_>) -> Result<crate::analyses::Comparison, GameError> {
        let _ = stop;
        Err(self.meta().lacking(Lacking::Strategies))
    }
    /// The game's long exact search (`ludoteca solve`), for games that have
    /// one; `None` for the rest, which `outcome`, `table` and `period` answer.
    fn exact_solver(&self) -> Option<&dyn crate::solve::ExactSolve> {
        None
    }
    /// The position as structured data for a graphical board: the game's
    /// own numbers read from its parsed position (a heap's stones, a grid's
    /// cells, the flags on a circle…), with a `kind` saying which. `null`
    /// for games that give none (the board then shows the position's text).
    fn board(&self, position: &str) -> Result<serde_json::Value, GameError> {
        let _ = position;
        Ok(serde_json::Value::Null)
    }
    /// Why a match that went through `positions` (the start, then the
    /// position after each of `moves`) ended in its last position, as a
    /// message rendered in the person's language (the bicycle's arrival,
    /// the lines a board scored…). `None` lets the match driver say it
    /// from the moves: who is left without a move, under the convention.
    fn ending(&self, positions: &[String], moves: &[String]) -> Option<ludoteca_core::Msg> {
        let _ = (positions, moves);
        None
    }
    /// The move `mv` played from `position`, in words a student reads (the
    /// stones taken, the square as the board labels it), for the sentence
    /// saying why a match ended; `None` when the family has no words for it
    /// (the sentence then leaves the move out rather than quote notation).
    fn move_msg(&self, position: &str, mv: &str) -> Option<ludoteca_core::Msg> {
        let _ = (position, mv);
        None
    }
    /// The move `mv` played from `position` as data, for a graphical board
    /// that builds and reads moves from their fields, never from their
    /// text: the family's own fields (a heap and a take, the squares, the
    /// piece, the number…) in its folder's `moves.rs`. `null` (the default)
    /// for a family whose board needs none (the generic board shows the
    /// moves in words), or for text that is no move of the family.
    fn move_data(&self, position: &str, mv: &str) -> serde_json::Value {
        let _ = (position, mv);
        serde_json::Value::Null
    }
    /// A hint's explanation of `report` as a message, for families whose
    /// reasons are more than the class and the moves (scores, values);
    /// `None` keeps [`PositionReport::explanation_in`].
    fn explain(&self, report: &PositionReport) -> Option<ludoteca_core::Msg> {
        let _ = report;
        None
    }
    /// How `report` was found, as a message (its `method` in words).
    fn method_msg(&self, report: &PositionReport) -> ludoteca_core::Msg {
        ludoteca_core::Msg::method(&report.method)
    }
}
