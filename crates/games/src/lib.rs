//! Ludoteca's catalogue: every game family implements the core traits, and
//! [`catalogue::open`] turns an id and typed parameters into a playable,
//! analysable [`Entry`].
#![deny(missing_docs)]

pub mod beans;
pub mod bicycle;
pub mod catalogue;
pub mod conjecture;
pub mod entry;
pub mod erdos;
pub mod error;
pub mod family;
pub mod figuras;
pub mod flags;
pub mod heap;
pub mod knight;
pub mod mastermind;
pub mod northcott;
pub mod notation;
pub mod number;
pub mod params;
pub mod registry;
pub mod script;
pub mod solve;
pub mod sum;

pub use catalogue::{Preset, open, presets};
pub use entry::{Entry, Meta, MoveReport, PeriodReport, PositionReport};
pub use error::GameError;
pub use family::{Capabilities, Family, ParamKind, ParamSpec, PlayKind, Text};
pub use notation::{Notation, TextGame};
pub use params::Params;
pub use solve::{ExactSolve, SolveControl, SolveError, SolveReport, SolveRequest};
