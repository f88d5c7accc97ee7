//! Mastermind / Senha engine for Ludoteca: variants, codes, both feedback
//! rules, candidate sets and partitions, seven code-breaking strategies
//! (heuristic and exactly optimal), decision trees with an independent
//! checker, statistics over all secrets, and an adversarial code-maker.
//!
//! ```
//! use ludoteca_mastermind::{Breaker, Control, Engine, Strategy, Variant};
//! let engine = Engine::new(&Variant::classic()).unwrap();
//! let knuth = Breaker::new(&engine, Strategy::Knuth);
//! let stats = knuth.stats(&Control::none()).unwrap();
//! assert_eq!((stats.worst, stats.total), (5, 5801));
//! ```
//!
//! The library never prints; long computations take a [`Control`] with a
//! cancel flag and a progress callback.

#![deny(missing_docs)]

pub mod adversary;
pub mod breaker;
pub mod checker;
pub mod checkpoint;
pub mod code;
pub mod control;
mod deal;
pub mod engine;
pub mod error;
pub mod feedback;
mod heuristic;
pub mod optimal;
pub mod partition;
pub mod round;
pub mod shared;
pub mod space;
pub mod stats;
pub mod strategy;
mod symmetry;
pub mod table;
pub mod tree;
pub mod variant;

pub use adversary::Adversary;
pub use breaker::{Breaker, FirstClass, GuessClass, NextGuess, ScoredGuess, Step};
pub use checkpoint::Checkpoint;
pub use code::{Code, Role};
pub use control::{Control, Progress};
pub use engine::{Engine, Turn};
pub use error::{Error, Result};
pub use feedback::{Feedback, Mark};
pub use partition::{Class, Partition};
pub use round::Round;
pub use shared::shared;
pub use stats::Stats;
pub use strategy::Strategy;
pub use tree::{DecisionTree, TreeNode};
pub use variant::{FeedbackRule, Variant};
