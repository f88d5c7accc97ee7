//! A text rendering of the board for terminals: Second's conquests marked
//! above the top row, First's below the bottom row, column letters under.

use crate::moves::Square;
use crate::player::Player;
use crate::position::Position;
use std::fmt::Write;

/// The board as text, e.g. on 3×3:
///
/// ```text
///      S  .  .      Second's conquests
///   3  .  2  .
///   2  .  .  3
///   1  1  .  .
///      .  .  F      First's conquests
///      a  b  c
/// ```
#[must_use]
pub fn render(p: &Position) -> String {
    let n = p.size();
    let mut s = String::new();
    let marks = |s: &mut String, who: Player, label: &str| {
        s.push_str("   ");
        for c in 0..n {
            let m = if p.owner(c) == Some(who) { if who == Player::First { 'F' } else { 'S' } } else { '.' };
            let _ = write!(s, "  {m}");
        }
        let _ = writeln!(s, "      {label}");
    };
    marks(&mut s, Player::Second, "Second's conquests");
    for r in (0..n).rev() {
        let _ = write!(s, "{:>3}", r + 1);
        for c in 0..n {
            let ch = p.number(Square::new(r, c)).map_or('.', |v| (b'0' + v) as char);
            let _ = write!(s, "  {ch}");
        }
        s.push('\n');
    }
    marks(&mut s, Player::First, "First's conquests");
    s.push_str("   ");
    for c in 0..n {
        let _ = write!(s, "  {}", (b'a' + c) as char);
    }
    s.push('\n');
    s
}
