//! The text's *pilha binária* of a Nim position: the heaps in base 2, right
//! aligned, and the columns with an odd number of 1s (Theorem 5.1).

use crate::sum::words::SumMsg;
use ludoteca_core::Lang;
use serde::{Deserialize, Serialize};

/// The binary stack of a list of heaps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BinaryStack {
    /// Each heap in base 2, right aligned to the widest.
    pub rows: Vec<String>,
    /// Columns (1 = leftmost) holding an odd number of 1s.
    pub odd_columns: Vec<usize>,
    /// The Nim sum (binary addition without carry) of the heaps.
    pub nim_sum: u64,
}

impl BinaryStack {
    /// The stack of `heaps`.
    #[must_use]
    pub fn of(heaps: &[u64]) -> BinaryStack {
        let width = heaps.iter().map(|n| 64 - n.leading_zeros() as usize).max().unwrap_or(0).max(1);
        let nim_sum = heaps.iter().fold(0, |a, b| a ^ b);
        BinaryStack {
            rows: heaps.iter().map(|n| format!("{n:>width$b}")).collect(),
            odd_columns: (0..width).filter(|c| nim_sum >> (width - 1 - c) & 1 == 1).map(|c| c + 1).collect(),
            nim_sum,
        }
    }

    /// The stack drawn for the terminal, with the heaps beside it, its
    /// label in English.
    #[must_use]
    pub fn draw(&self, heaps: &[u64]) -> String {
        self.draw_in(heaps, Lang::EN)
    }

    /// The stack drawn for the terminal, with the heaps beside it and its
    /// label (the odd columns, the Nim sum) in `lang`.
    #[must_use]
    pub fn draw_in(&self, heaps: &[u64], lang: Lang) -> String {
        let width = self.rows.first().map_or(1, String::len);
        let label = heaps.iter().map(|n| n.to_string().len()).max().unwrap_or(1);
        let mut s = String::new();
        for (n, row) in heaps.iter().zip(&self.rows) {
            s += &format!("{n:>label$}  {row}\n");
        }
        s += &format!("{:>label$}  {}\n", "", "-".repeat(width));
        let marks: String = (1..=width).map(|c| if self.odd_columns.contains(&c) { '^' } else { ' ' }).collect();
        let said = SumMsg::SmStackOdd { columns: format!("{:?}", self.odd_columns), sum: self.nim_sum.to_string() };
        s += &format!("{:>label$}  {marks}  {}\n", "", said.render(lang));
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_texts_stack() {
        // (48, 25, 7, 52, 3): columns 2, 3 and 6 hold an odd number of 1s.
        let s = BinaryStack::of(&[48, 25, 7, 52, 3]);
        assert_eq!(s.rows, ["110000", " 11001", "   111", "110100", "    11"]);
        assert_eq!(s.odd_columns, [2, 3, 6]);
        assert_eq!(s.nim_sum, 25);
    }

    #[test]
    fn the_stacks_label_is_said_in_each_language() {
        let s = BinaryStack::of(&[10, 7]);
        let last = |lang| s.draw_in(&[10, 7], lang).lines().last().unwrap_or_default().to_string();
        assert!(
            last(Lang::EN).ends_with("^^ ^  columns with an odd number of 1s: [1, 2, 4], Nim sum 13"),
            "{}",
            last(Lang::EN)
        );
        assert!(last(Lang::PT).contains("soma de Nim 13"), "{}", last(Lang::PT));
        assert!(last(Lang::PT_BR).contains("[1, 2, 4]"), "{}", last(Lang::PT_BR));
    }
}
