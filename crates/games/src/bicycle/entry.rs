//! What the bicycle's two entries share: the parameters they are opened
//! with, the reading of `k,d` positions and distances, the words of the
//! explanations, the size check of tables and the rules in words. The entries
//! themselves live in [`whole`](super::whole) (je-6, je-22: whole kilometres)
//! and [`real`](super::real) (je-23: real distances).

use super::number::parse_number;
use super::{MAX_DISTANCE, MAX_STAGE, convention};
use crate::bicycle::words::BicycleMsg;
use crate::entry::{Entry, Meta};
use crate::error::GameError;
use crate::notation::{Notation, TextGame};
use crate::params::{Params, parse_u64};
use ludoteca_core::{Convention, Msg};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::ToPrimitive;
/// Whole-km positions with at most this distance are analysed by exact
/// search (the memoised solver); longer trips by the group formula.
pub const SEARCH_LIMIT: u64 = 120;
/// Analyses list every move when there are at most this many, else a sample.
pub const MOVE_LIST: u64 = 200;
/// Tables up to this distance are computed column by column (exact
/// generations); beyond it, cell by cell from the formula.
pub const SWEEP_LIMIT: u64 = 5000;
/// The most cells a table may have.
pub const TABLE_CELLS: u64 = 2_000_000;
/// The most columns (stages) a table may have.
pub const MAX_COLUMNS: u64 = 2000;

/// One face of the bicycle: how its positions are written (whole or real
/// kilometres), and what the shared parts need to know of it.
pub trait Face: Notation + Sized + 'static {
    /// Whether distances are real (je-23) rather than whole (je-6, je-22).
    const REAL: bool;
    /// The face under `convention`, starting at `stage` with `distance` km
    /// to go (already checked against the face's kind of distance).
    fn new(convention: Convention, stage: u64, distance: BigRational) -> Self;
    /// Normal play or misère.
    fn convention(&self) -> Convention;
    /// The stage of `position`, its distance left and the start's distance,
    /// exactly (what the board draws).
    fn road(&self, position: &str) -> Result<(u64, BigRational, BigRational), GameError>;
}

/// A bicycle game ready for the catalogue, on one face: [`WholeEntry`]
/// (je-6 / je-22, whole km) or [`RealEntry`] (je-23, real km).
///
/// [`WholeEntry`]: super::WholeEntry
/// [`RealEntry`]: super::RealEntry
pub struct BicycleEntry<F> {
    pub(super) meta: Meta,
    pub(super) face: F,
    pub(super) columns: u64,
}

/// A bicycle preset from its parameters: `stage` (default 1), `distance`
/// (default 2008; in je-23 also `2.75` or `11/4`), `misere`, and `columns`
/// (the stages a table shows, default 20). `real` selects je-23's real
/// distances.
pub fn from_params(
    id: &str,
    real: bool,
    params: &Params,
    summary: &str,
    statement: &str,
) -> Result<Box<dyn Entry>, GameError> {
    Ok(if real {
        Box::new(super::RealEntry::from_params(id, params, summary, statement)?)
    } else {
        Box::new(super::WholeEntry::from_params(id, params, summary, statement)?)
    })
}

fn shape_error(text: &str, example: &str) -> GameError {
    GameError::bad_position(text, Msg::from(BicycleMsg::BkShape { max: MAX_STAGE, example: example.into() }))
}

/// Splits `k,d` and reads the stage.
pub(super) fn split_position(text: &str, example: &str) -> Result<(u64, String), GameError> {
    let cleaned: String = text.chars().filter(|c| !"() ".contains(*c)).collect();
    let Some((k, d)) = cleaned.split_once(',') else { return Err(shape_error(text, example)) };
    if d.contains(',') || d.is_empty() {
        return Err(shape_error(text, example));
    }
    let stage = match parse_u64(k) {
        Some(k) if (1..=MAX_STAGE).contains(&k) => k,
        _ => {
            return Err(GameError::bad_position(
                text,
                Msg::from(BicycleMsg::BkStage { stage: k.into(), max: MAX_STAGE, example: example.into() }),
            ));
        }
    };
    Ok((stage, d.to_string()))
}

/// Reads a distance: exact, non-negative, at most 10¹⁸; whole when `whole`.
pub(super) fn read_distance(text: &str, whole: bool) -> Result<BigRational, Msg> {
    let d = parse_number(text)?;
    if d > BigRational::from_integer(MAX_DISTANCE.into()) {
        return Err(Msg::from(BicycleMsg::BkDistanceRange { text: text.into() }));
    }
    if whole && !d.is_integer() {
        return Err(Msg::from(BicycleMsg::BkDistanceWhole { text: text.into() }));
    }
    Ok(d)
}

pub(super) fn whole_of(d: &BigRational) -> u64 {
    d.to_integer().to_u64().unwrap_or(MAX_DISTANCE)
}

pub(super) fn rational(n: u64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

impl<F: Face> BicycleEntry<F> {
    /// The entry of preset `id` from its parameters (see [`from_params`]).
    pub fn from_params(id: &str, params: &Params, summary: &str, statement: &str) -> Result<Self, GameError> {
        super::FAMILY.check(id, params)?;
        let stage = params.u64_in("stage", 1, MAX_STAGE)?.unwrap_or(1);
        let conv = convention(params.bool("misere")?.unwrap_or(false));
        let columns = params.u64_in("columns", 1, MAX_COLUMNS)?.unwrap_or(20);
        let distance = match params.get("distance") {
            None => rational(2008),
            Some(v) => read_distance(v, !F::REAL).map_err(|e| GameError::bad_param("distance", v, e))?,
        };
        let face = F::new(conv, stage, distance);
        Ok(BicycleEntry { meta: Meta::new(id, summary, statement, params), face, columns })
    }

    pub(super) fn convention(&self) -> Convention {
        self.face.convention()
    }

    pub(super) fn check_size(&self, from: u64, to: u64, rows: u64) -> Result<(), GameError> {
        if from > to || to > MAX_DISTANCE {
            return Err(GameError::bad_param("to", format!("{from}..{to}"), Msg::from(BicycleMsg::BkTableRange)));
        }
        if rows.saturating_mul(self.columns) > TABLE_CELLS {
            return Err(GameError::too_large(BicycleMsg::BkTableTooLarge {
                rows,
                columns: self.columns,
                max: TABLE_CELLS,
            }));
        }
        Ok(())
    }

    /// The rules in words, with the notation and the parameters, in `lang`.
    pub(super) fn rules_text(&self, lang: ludoteca_core::Lang) -> String {
        use super::RULES as T;
        use crate::rules_text::pick;
        let real = F::REAL;
        let misere = self.convention() == Convention::Misere;
        let safe = match (real, misere) {
            (_, true) => "safe-misere",
            (true, false) => "safe-real",
            (false, false) => "safe-whole",
        };
        let ride = T.get(lang, pick(real, "ride-real", "ride-whole"));
        let end = T.get(lang, pick(misere, "end-misere", "end-normal"));
        format!(
            "{}\n\n{}\n\n{}\n\n{}\n\n{}\n{}",
            self.meta.statement_in(lang),
            T.fill(lang, "stages", &[("ride", &ride), ("end", &end)]),
            T.fill(
                lang,
                "notation",
                &[
                    ("start", &self.face.start()),
                    ("safe", &T.get(lang, safe)),
                    ("numbers", &T.get(lang, pick(real, "numbers-real", "numbers-whole")))
                ]
            ),
            T.get(lang, "table"),
            super::FAMILY.parameters_paragraph(lang, &self.meta.params),
            T.get(lang, pick(real, "limit-real", "limit-whole")),
        )
    }
}
