//! The refusals' templates, one table per language (`en`, `pt`, `br`; a
//! key missing from the Brazilian table falls back to the European one):
//! what was wrong with a parameter, a position, a move or a request, and
//! what is accepted instead.

pub(super) mod br;
pub(super) mod en;
pub(super) mod pt;
