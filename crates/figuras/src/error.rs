//! The error: every way a move or a position can be refused, as data.

use thiserror::Error;

/// Why a move or a position was refused. Each message says what is
/// accepted; a refused move changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// The text is not a move.
    #[error(
        "cannot read the move `{0}`: write a piece then `@` then a square, e.g. `Tl@b3` (shape T, Q, C or P, upper case for First, lower case for Second; size s or l; square a1 to d4)"
    )]
    BadMove(String),
    /// The text is not a position.
    #[error(
        "cannot read the position `{text}`: {reason}; write the ranks 4 to 1 separated by `/`, four squares each (`.` or a piece like `Tl`), then a space and the points `F:S`, e.g. `Tl.../..cs./..../.... 0:0`"
    )]
    BadPosition {
        /// The text given.
        text: String,
        /// What exactly is wrong.
        reason: String,
    },
    /// The piece is already on the board.
    #[error("the piece {piece} is already on the board at {square}: play one of your pieces not yet placed")]
    PiecePlayed {
        /// The piece, in notation.
        piece: String,
        /// Where it stands.
        square: String,
    },
    /// The piece belongs to the player not on move.
    #[error("the piece {piece} belongs to {owner}, but it is {mover}'s turn: {mover} plays {case} pieces")]
    NotYourPiece {
        /// The piece, in notation.
        piece: String,
        /// Its owner (`first`/`second`).
        owner: String,
        /// The player on move.
        mover: String,
        /// `upper-case` or `lower-case`.
        case: String,
    },
    /// The square already holds a piece.
    #[error("the square {square} is occupied by {piece}: play on an empty square")]
    Occupied {
        /// The square, in notation.
        square: String,
        /// The piece on it.
        piece: String,
    },
    /// The board is full.
    #[error("the game is over: all 16 pieces are on the board, no move is possible")]
    GameOver,
    /// A checkpoint file could not be used.
    #[error("cannot use the checkpoint: {0}")]
    Checkpoint(String),
}
