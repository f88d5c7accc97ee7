//! Ludoteca's catalogue: every game family implements the core traits, and
//! [`catalogue::open`] turns an id and typed parameters into a playable,
//! analysable [`Entry`].
#![deny(missing_docs)]

#[macro_use]
mod registry;
// Before the families: its `forward_entry!` serves their entries.
#[macro_use]
pub mod entry;

// The families of the catalogue: one word each (see `registry`).
families![heap, sum, knight, beans, northcott, bicycle, flags, figuras, mastermind, erdos];

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
mod grid;
pub mod keep;
pub mod notation;
pub mod number;
pub mod params;
pub mod rules_text;
pub mod script;
pub mod solve;
mod words;

pub use catalogue::{Preset, open, presets};
pub use cost::Work;
pub use entry::{Entry, Meta, MoveReport, PeriodReport, PositionReport};
pub use error::GameError;
pub use family::{Capabilities, Family, ParamKind, ParamSpec, PlayKind, Text, Things};
pub use notation::{Notation, TextGame};
pub use params::Params;
pub use solve::{ExactSolve, SolveControl, SolveError, SolveReport, SolveRequest};
