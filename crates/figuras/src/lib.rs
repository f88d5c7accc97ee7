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
#![deny(missing_docs)]

pub mod board;
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
