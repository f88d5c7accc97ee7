//! Distances as a person types them, through the shared [`crate::number`]
//! reader: whole numbers (`2008`), decimals (`2.75`) and fractions (`11/4`).

use ludoteca_core::Msg;
use num_rational::BigRational;

/// What a distance may look like, for error messages.
pub const ACCEPTED: Msg = Msg::AccDistanceForms;

/// Reads a non-negative distance exactly, or says in one sentence what is wrong.
pub fn parse_number(text: &str) -> Result<BigRational, Msg> {
    crate::number::parse_rational(text, &ACCEPTED)
}

/// Writes a distance in lowest terms: `3`, `11/4`.
#[must_use]
pub fn format_distance(x: &BigRational) -> String {
    crate::number::format_rational(x)
}
