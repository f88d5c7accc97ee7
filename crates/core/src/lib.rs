//! Ludoteca's engine: the vocabulary of two-player games and the solvers that
//! classify positions the way "Jogos e Estratégias" teaches.
//!
//! Nothing here knows a game's name, prints, or touches the network or disk:
//! games implement [`Game`] (and, when their positions are numbered rows,
//! [`Layered`]); front ends call the solvers and get data back.
#![deny(missing_docs)]

pub mod analysis;
pub mod checkpoint;
pub mod conjecture;
pub mod control;
pub mod cost;
pub mod game;
pub mod grundy;
pub mod i18n;
pub mod lang;
pub mod layered;
mod memo;
pub mod outcome;
pub mod period;
pub mod player;
pub mod retrograde;
pub mod search;
pub mod subtraction;
pub mod table;

pub use analysis::{Analysis, Listed, MoveValue, analyse, best_first, move_rank};
pub use control::{Cancelled, Control};
pub use cost::{Budget, Cost, Refusal, Reservation};
pub use game::{Convention, Game};
pub use grundy::{GrundySolver, Nimber};
pub use i18n::{Key, Msg};
pub use lang::Lang;
pub use layered::{Layered, RowTable};
pub use outcome::{Outcome, Value};
pub use period::Period;
pub use player::Player;
pub use retrograde::Retrograde;
pub use search::{SearchError, Solver};
