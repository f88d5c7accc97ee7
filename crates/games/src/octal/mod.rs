//! Octal games (*jogos octais*: take-and-break games, *Winning Ways*
//! chapter 4): a code `d0.d1d2…` says how many tokens a move may take from
//! one heap and whether it leaves nothing, one heap or two. The engine reads
//! codes ([`code`]), computes Grundy values of single heaps ([`grundy`]:
//! the quadratic reference and the sparse-space method) and proves periods
//! by the octal periodicity theorem ([`proof`]), also in long checkpointed
//! runs past the catalogue's cap ([`long`]) and over every code of a number
//! of digits ([`survey`]); the family plays rows of
//! heaps, decided by the XOR of their values.

pub mod code;
mod descriptor;
pub mod entry;
pub mod grundy;
pub mod long;
pub mod proof;
pub mod row;
mod rules;
pub mod survey;
pub mod words;

pub use descriptor::{FAMILY, RULES};

#[cfg(test)]
mod tests;
