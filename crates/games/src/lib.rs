//! Ludoteca's catalogue: every game family implements the core traits, and
//! [`catalogue::open`] turns an id and typed parameters into a playable,
//! analysable [`Entry`].
//!
//! # A preset, a position, a table and a period
//!
//! Game 1 of the text, `je-1`: take 1 or 4 stones from a heap of 2008,
//! whoever takes the last stone wins. Everything goes through text, as a
//! front end sees it:
//!
//! ```
//! use ludoteca_core::{Control, Outcome};
//! use ludoteca_games::{Params, catalogue};
//!
//! let game = catalogue::open("je-1", &Params::new()).unwrap();
//! assert_eq!(game.meta().id, "je-1");
//! let ctl = Control::none();
//!
//! // The start, analysed: 2008 stones are fragile (tipo-P, the player to move
//! // wins), and the one winning move takes 1, leaving 2007.
//! let text = game.text().unwrap();
//! assert_eq!(text.start(), "2008");
//! let report = game.analyse("2008", &ctl).unwrap();
//! assert_eq!(report.outcome, Outcome::NextWins);
//! assert_eq!(report.winning_moves, ["1"]);
//! assert_eq!(text.play("2008", "1").unwrap(), "2007");
//! assert_eq!(game.analyse("2007", &ctl).unwrap().outcome, Outcome::PreviousWins);
//!
//! // The table of heaps 0..=10: the safe heaps are 0 and 2 modulo 5.
//! let table = game.table(0, 10, &ctl).unwrap();
//! let safe: Vec<&str> = table
//!     .entries
//!     .iter()
//!     .filter(|cell| cell.outcome == Outcome::PreviousWins)
//!     .map(|cell| cell.position.as_str())
//!     .collect();
//! assert_eq!(safe, ["0", "2", "5", "7", "10"]);
//!
//! // The period, proved: 5 from the first heap.
//! let period = game.period(&ctl).unwrap();
//! assert!(period.proved);
//! assert_eq!((period.preperiod, period.period), (0, 5));
//! assert_eq!(period.safe_residues, [0, 2]);
//! ```
#![deny(missing_docs)]

#[macro_use]
mod registry;
// Before the families: its `forward_entry!` serves their entries.
#[macro_use]
pub mod entry;

// The families of the catalogue: one word each (see `registry`).
families![heap, sum, knight, beans, northcott, bicycle, flags, figuras, mastermind, erdos, octal, wythoff];

/// The families' surveys ([`survey`]).
pub static SURVEYS: &[&survey::Survey] = &[&octal::survey::SURVEY];

pub mod analyses;
pub mod book;
pub mod catalogue;
pub mod certificate;
pub mod conjecture;
pub mod cost;
pub mod distribute;
pub mod error;
pub mod explain;
pub mod family;
pub mod game_value;
mod grid;
pub mod keep;
pub mod long_period;
pub mod notation;
pub mod number;
pub mod params;
pub mod rules_text;
pub mod script;
pub mod sentence;
pub mod solve;
pub mod survey;
mod words;

pub use catalogue::{Preset, open, presets};
pub use cost::Work;
pub use entry::{Entry, Meta, MoveReport, PeriodReport, PositionReport, ValuesPeriod};
pub use error::{GameError, Lacking};
pub use family::{Capabilities, Family, ParamKind, ParamSpec, PlayKind, Text, Things};
pub use notation::{Notation, TextGame};
pub use params::Params;
pub use sentence::Sentence;
pub use solve::{ExactSolve, SolveControl, SolveError, SolveReport, SolveRequest};
