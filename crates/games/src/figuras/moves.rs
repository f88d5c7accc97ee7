//! Figuras's moves as data for the board: the piece's code (as the kits
//! of the board name it, each with its shape and size) and the square
//! (`Tl@b3` is `{"piece": "Tl", "square": "b3"}`): a start lists 128 moves,
//! in every view pushed.

use serde_json::{Value, json};

/// The move `piece@square` as data; `null` for anything else.
#[must_use]
pub(super) fn data(mv: &str) -> Value {
    let Some((piece, square)) = mv.trim().split_once('@') else { return Value::Null };
    let (piece, square) = (piece.trim(), square.trim().to_ascii_lowercase());
    let ok = |s: &str, first: fn(&char) -> bool, second: fn(&char) -> bool| {
        let c: Vec<char> = s.chars().collect();
        c.len() == 2 && first(&c[0]) && second(&c[1])
    };
    if ok(piece, |c| "TQCPtqcp".contains(*c), |c| "SLsl".contains(*c))
        && ok(&square, |c| ('a'..='d').contains(c), |c| ('1'..='4').contains(c))
    {
        json!({"piece": piece, "square": square})
    } else {
        Value::Null
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_placement_is_its_piece_and_square() {
        assert_eq!(data("Tl@b3"), json!({"piece": "Tl", "square": "b3"}));
        assert_eq!(data(" Cs @ D4 "), json!({"piece": "Cs", "square": "d4"}));
        assert!(data("Tl").is_null());
        assert!(data("Xl@b3").is_null());
        assert!(data("Tl@e3").is_null());
    }
}
