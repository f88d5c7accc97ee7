//! Values of short partizan games: canonical forms, sums, comparison, mean, temperature
//! and thermographs, written and read in CGSuite's notation.
//!
//! A [`Game`] is a short partizan game kept as its canonical form: numbers (integers
//! and dyadic rationals, [`Dyadic`]), nimbers `*n`, ups and downs, switches `±x`, and
//! every other `{L | R}`. Games add ([`Game::sum`]), negate (`-&g`), compare as games
//! do (`<`, `<=`, [`Game::compare`] with confused `‖`), and know their birthday, their
//! [`Outcome`], their mean and temperature and their [`Thermograph`] (exact, drawn as
//! SVG by [`Thermograph::svg`]). [`value_of`] values any short game given by the options
//! of its positions, with memoisation.
//!
//! ```
//! use ludoteca_values::{Game, Outcome};
//! let g: Game = "{1|-1}".parse().unwrap();
//! assert_eq!(g.to_string(), "±1");
//! let h = g.sum(&"↑".parse().unwrap()).unwrap();
//! assert_eq!(h.outcome(), Outcome::N);
//! let t = "{1|0}".parse::<Game>().unwrap().thermograph().unwrap();
//! assert_eq!((t.mean().to_string(), t.temperature().to_string()), ("1/2".into(), "1/2".into()));
//! ```
//!
//! Every canonical form is stored once in a shared arena and known by an id, so that
//! equality is a comparison of ids and the sums and comparisons already made are
//! remembered (per thread) by ids. Nothing here panics on input: numbers that leave the
//! exact range, loopy games and oversized texts are errors.

#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod arena;
pub mod canonical;
pub mod compare;
pub mod dyadic;
pub mod error;
pub mod game;
pub mod notation;
pub mod nus;
pub mod outcome;
mod stack;
pub mod sum;
pub mod thermograph;
pub mod valuation;

pub use arena::arena_size;
pub use compare::Comparison;
pub use dyadic::Dyadic;
pub use error::{ParseError, ValueError};
pub use game::Game;
pub use nus::Nus;
pub use outcome::Outcome;
pub use thermograph::{Thermograph, Wall};
pub use valuation::{Valuer, value_of};
