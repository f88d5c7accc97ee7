//! # ludoteca-erdos
//!
//! The engine of *Erdös Latino* (Jorge Nuno Silva, 2011), id `erdos-latino`:
//! two players fill an n×n board with numbers 1..n keeping it a partial
//! Latin square; a column goes to the first player whose increasing run
//! (from their edge: First bottom-up, Second top-down) of `run` pieces
//! appears in it; a blocked mover loses; on a full board more columns win.
//!
//! Notation: squares `c3` (column c, row 3 from First's edge), moves `c3=5`,
//! positions as rows from the top down plus owners, e.g. `.../.2./1.. F..`.
//! JSON through serde everywhere.
//!
//! ```
//! use ludoteca_erdos::{Game, Rules};
//!
//! let mut g = Game::new(Rules::default(), 7)?;
//! g.play_str("c3=3")?;
//! assert!(g.play_str("c4=3").is_err()); // 3 is already in column c
//! g.play_str("a1=2")?;
//! println!("{}", g.render());
//! # Ok::<(), ludoteca_erdos::Error>(())
//! ```
//!
//! Modules: [`player`], [`rules`], [`moves`], [`hand`], [`rng`],
//! [`position`], [`conquest`], [`outcome`], [`symmetry`], [`render`],
//! [`view`], [`game`], [`solver`] (exact, version II), [`mirror`] (the
//! mirror strategy and its analysis), [`champion`] (the AIs of versions I,
//! II and III, random and mirror players), [`prover`] (proof-number
//! search with checkpoints and certificates), [`verify`] (the independent
//! checker of those certificates), [`compressed`] (their files).
#![deny(missing_docs)]

pub mod champion;
pub mod compressed;
pub mod conquest;
pub mod error;
pub mod game;
pub mod hand;
pub mod mirror;
pub(crate) mod movegen;
pub mod moves;
pub mod outcome;
pub mod player;
pub mod position;
pub mod prover;
pub mod render;
pub mod rng;
pub mod rules;
pub mod solver;
pub mod symmetry;
pub(crate) mod table;
pub mod verify;
pub mod view;

pub use conquest::Conquest;
pub use error::Error;
pub use game::{Game, Turn};
pub use hand::Hand;
pub use moves::{Move, Square};
pub use outcome::{Outcome, Reason};
pub use player::Player;
pub use position::Position;
pub use rules::{Rules, Simultaneous, Version};
pub use symmetry::{Symmetry, canonical, canonical_key};
pub use view::SeatView;
