//! # ludoteca-figuras
//!
//! The engine of *Jogo da Velha com Figuras Geométricas*: a scoring
//! placement game on a 4×4 board where each player owns 8 pieces (4 shapes ×
//! 2 sizes in their colour). Completing a row, column or long diagonal earns
//! the mover one point per criterion met (same colour, same shape, all
//! different shapes, all small, all large).
//!
//! This crate provides the notation (pieces `Tl`, squares `b3`, moves
//! `Tl@b3`, positions `Tl.../..cs./..../.... 0:0`), the referee
//! ([`Position::play`] with an explained [`Scoring`]), the 1536 symmetries
//! ([`Symmetry`], [`canonical`]), an exact solver ([`solver::Solver`]) with
//! progress, cancellation and resumable checkpoints, and a champion
//! ([`champion::best_move`]) that plays within a time budget.
//!
//! The *value* of a position is First's final points minus Second's with
//! best play from both sides, the points already scored included.
//!
//! ```
//! use ludoteca_figuras::{Position, solver};
//!
//! let mut p: Position = "ts.../..Cl./.ql../Tl... 0:0".parse()?;
//! let scoring = p.play("Pl@d4".parse()?)?;
//! assert_eq!(scoring.to_string(), "diagonal a1-d4: all different shapes, four large: +2\ntotal: +2");
//! assert_eq!(p.to_string(), "ts..Pl/..Cl./.ql../Tl... 2:0");
//! # let p: Position = "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3".parse()?;
//! let s = solver::solve(&p);
//! assert!(s.exact);
//! println!("value {} best move {:?}", s.value, s.best_move.map(|m| m.to_string()));
//! # Ok::<(), ludoteca_figuras::Error>(())
//! ```
//!
//! Modules, one noun each: [`piece`], [`square`], [`line`](mod@line), [`board`],
//! [`moves`], [`position`], [`scoring`], [`error`], [`game`], [`symmetry`],
//! [`solver`] (with its node, table, search and checkpoint, and the endgame
//! below seven empty squares: six, five, the playouts of four, the tally of
//! three) and [`champion`].
//!
//! The crate denies `unsafe` code except in one module, the solver's
//! evaluation of every playout of four empty squares with vector
//! instructions (SSSE3 or AVX2, checked at run time; without them the
//! solver searches those nodes move by move).
#![deny(missing_docs)]

pub mod board;
pub mod book;
pub mod champion;
pub mod error;
pub mod game;
pub mod line;
pub mod moves;
pub mod piece;
pub mod position;
pub mod scoring;
pub mod solver;
pub mod square;
pub mod symmetry;

pub use board::Board;
pub use error::Error;
pub use game::Game;
pub use line::Line;
pub use moves::Move;
pub use piece::{Piece, Player, Shape, Size};
pub use position::Position;
pub use scoring::{Criterion, LineScore, Scoring};
pub use square::Square;
pub use symmetry::{Symmetry, canonical};
