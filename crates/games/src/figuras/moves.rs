//! Figuras's moves as data for the board: the piece's code (as the kits
//! of the board name it), its shape and size, and the square (`Tl@b3` is
//! `{"piece": "Tl", "shape": "triangle", "size": "large", "square": "b3"}`),
//! so that a move is said without the board (an analysis's best move).

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
    if !(ok(piece, |c| "TQCPtqcp".contains(*c), |c| "SLsl".contains(*c))
        && ok(&square, |c| ('a'..='d').contains(c), |c| ('1'..='4').contains(c)))
    {
        return Value::Null;
    }
    let mut code = piece.chars().map(|c| c.to_ascii_lowercase());
    let shape = match code.next() {
        Some('t') => "triangle",
        Some('q') => "quadrilateral",
        Some('c') => "circle",
        _ => "pentagon",
    };
    let size = if code.next() == Some('s') { "small" } else { "large" };
    json!({"piece": piece, "shape": shape, "size": size, "square": square})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_placement_is_its_piece_and_square() {
        assert_eq!(data("Tl@b3"), json!({"piece": "Tl", "shape": "triangle", "size": "large", "square": "b3"}));
        assert_eq!(data(" Cs @ D4 "), json!({"piece": "Cs", "shape": "circle", "size": "small", "square": "d4"}));
        assert_eq!(data("Qs@a1")["shape"], "quadrilateral");
        assert_eq!(data("Pl@a1")["shape"], "pentagon");
        assert!(data("Tl").is_null());
        assert!(data("Xl@b3").is_null());
        assert!(data("Tl@e3").is_null());
    }
}
