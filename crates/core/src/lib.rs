//! Ludoteca's engine: the vocabulary of two-player games and the solvers that
//! classify positions the way "Jogos e Estratégias" teaches.
//!
//! Nothing here knows a game's name, prints, or touches the network or disk:
//! games implement [`Game`] (and, when their positions are numbered rows,
//! [`Layered`]); front ends call the solvers and get data back.
//!
//! # A game, its outcomes, its table and its period
//!
//! The text's first kind of game: one heap, each move takes 1 to 3 stones,
//! whoever takes the last stone wins. Its rules are a [`Game`]; its positions
//! are numbered rows of one column, so it is [`Layered`] too.
//!
//! ```
//! use ludoteca_core::{Control, Game, Lang, Layered, Outcome, Period, RowTable, Solver};
//!
//! struct TakeAway;
//!
//! impl Game for TakeAway {
//!     type Position = u64;
//!     type Move = u64;
//!     fn for_each_move(&self, heap: &u64, mut f: impl FnMut(u64)) {
//!         (1..=3.min(*heap)).for_each(&mut f);
//!     }
//!     fn play(&self, heap: &u64, take: &u64) -> u64 {
//!         heap - take
//!     }
//! }
//!
//! impl Layered for TakeAway {
//!     fn width(&self) -> usize { 1 }
//!     fn window(&self) -> u64 { 3 }
//!     fn locate(&self, heap: &u64) -> (u64, usize) { (*heap, 0) }
//!     fn at(&self, n: u64, _: usize) -> Option<u64> { Some(n) }
//!     fn column_label(&self, _: usize) -> String { String::new() }
//! }
//!
//! // An outcome, by memoised search: a heap of 8 is safe (tipo-S, the player
//! // to move loses), in 4 moves with best play; a heap of 9 is fragile.
//! let mut solver = Solver::new(&TakeAway);
//! let eight = solver.value(&8).unwrap();
//! assert_eq!(eight.outcome, Outcome::PreviousWins);
//! assert_eq!(eight.remoteness, Some(4));
//! assert_eq!(solver.value(&9).unwrap().outcome, Outcome::NextWins);
//!
//! // The table of heaps 0..=20, row by row: the safe heaps are the multiples of 4.
//! let table = RowTable::solve(&TakeAway, 20, true, &Control::none()).unwrap();
//! let safe: Vec<u64> = (0..=20).filter(|&n| table.outcome(n, 0) == Some(Outcome::PreviousWins)).collect();
//! assert_eq!(safe, [0, 4, 8, 12, 16, 20]);
//! assert_eq!(table.grundy(7, 0).map(|g| g.0), Some(3));
//!
//! // Its period, proved: every row is a function of the 3 rows before it, so
//! // two equal windows of 3 rows make the table repeat forever.
//! let period = Period::find(table.rows(), TakeAway.window(), |n| table.outcome_row(n).to_vec()).unwrap();
//! assert_eq!((period.preperiod, period.period, period.certain_at), (0, 4, 6));
//! assert_eq!(period.reduce(2026), 2);
//! assert!(period.certificate().contains("Rows 0..2 equal rows 4..6"), "{}", period.certificate());
//! // The same proof, in the text's language.
//! let proof = period.certificate_msg().render(Lang::PT);
//! assert!(proof.contains("As linhas 0..2 são iguais às linhas 4..6"), "{proof}");
//! assert!(proof.contains("período 4 a partir da linha 0"), "{proof}");
//! ```
//!
//! # A message in the reader's language
//!
//! Sentences are data ([`Msg`]), rendered in English, European or Brazilian
//! Portuguese only when shown:
//!
//! ```
//! use ludoteca_core::{Lang, Msg, Outcome};
//!
//! assert_eq!(Msg::MatchOver.render(Lang::PT), "A partida terminou.");
//! assert_eq!(Msg::MatchOver.render(Lang::EN), "The match is over.");
//! assert_eq!(Outcome::PreviousWins.word_pt(), "inatacável");
//! ```
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
