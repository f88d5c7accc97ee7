//! The error: every way rules, a move, a position or a deal can be refused.
//! Each message says what is accepted; a refused move changes nothing.

use thiserror::Error;

/// Why something was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// A parameter is out of range or unknown.
    #[error(
        "invalid rules: {0}; accepted: size=3..7, run=2..size, simultaneous=mover|opponent, version=I|II|III, open_hands=true|false"
    )]
    BadRules(String),
    /// The text is not a move.
    #[error("cannot read the move `{0}`: write a column letter, a row number, `=` and a number, e.g. `c3=5`")]
    BadMove(String),
    /// The square is not on the board.
    #[error("the square {square} is not on the board: columns go from a to {last}, rows from 1 to {size}")]
    OffBoard {
        /// The square, in notation.
        square: String,
        /// The last column letter.
        last: char,
        /// The board size.
        size: u8,
    },
    /// The number is not one of the pieces.
    #[error("there is no piece {number}: the numbers go from 1 to {size}")]
    BadNumber {
        /// The number given.
        number: u8,
        /// The board size.
        size: u8,
    },
    /// The square already holds a piece.
    #[error("the square {square} already holds {number}: play on an empty square")]
    Occupied {
        /// The square.
        square: String,
        /// The number on it.
        number: u8,
    },
    /// The number is already in the row.
    #[error("{number} is already in row {row} (at {at}): each number may appear only once in a row")]
    RowRepeat {
        /// The number.
        number: u8,
        /// The row (1 = First's edge).
        row: u8,
        /// Where it stands.
        at: String,
    },
    /// The number is already in the column.
    #[error("{number} is already in column {column} (at {at}): each number may appear only once in a column")]
    ColumnRepeat {
        /// The number.
        number: u8,
        /// The column letter.
        column: char,
        /// Where it stands.
        at: String,
    },
    /// Version III: the mover holds no such piece.
    #[error("you hold no {number}: in version III play a piece of your hand ({hand})")]
    NotInHand {
        /// The number.
        number: u8,
        /// The mover's hand.
        hand: String,
    },
    /// Version I: the number is not the one drawn.
    #[error("you drew {drawn}, not {number}: in version I you must place the number you drew")]
    NotDrawn {
        /// The number given.
        number: u8,
        /// The number drawn.
        drawn: u8,
    },
    /// The game is over.
    #[error("the game is over: no more moves are accepted")]
    GameOver,
    /// The text is not a position.
    #[error(
        "cannot read the position `{text}`: {reason}; write the rows from the top (row n) down to row 1 separated by `/`, one character per square (`.` or a number), then optionally a space and the column owners (`F`, `S` or `.` per column), e.g. `.../.2./1.. F..`"
    )]
    BadPosition {
        /// The text given.
        text: String,
        /// What exactly is wrong.
        reason: String,
    },
    /// A deal of hands cannot be used.
    #[error("invalid deal: {0}; each number may be dealt or placed at most size times in all")]
    BadDeal(String),
    /// The operation does not apply to these rules.
    #[error("not supported: {0}")]
    NotSupported(String),
    /// A checkpoint file could not be used.
    #[error("cannot use the checkpoint: {0}")]
    Checkpoint(String),
}
