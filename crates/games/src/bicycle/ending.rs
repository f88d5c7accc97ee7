//! Why a bicycle match ended, in the family's words and as data: who pedalled
//! the last stretch into the destination, in which stage, and who wins.

use super::entry::{BicycleEntry, Face};
use super::words::BicycleMsg;
use ludoteca_core::Msg;
use ludoteca_core::i18n::seat_data;
use serde_json::json;

impl<F: Face> BicycleEntry<F> {
    /// The arrival: the rider of the last stage (A rides odd stages) reached
    /// the destination with the last move; under normal play the rider wins,
    /// in misère play the other.
    pub(super) fn arrival(&self, positions: &[String], moves: &[String]) -> Option<Msg> {
        let before = positions.get(positions.len().checked_sub(2)?)?;
        let km = moves.last()?.trim().to_string();
        let stage: u64 = before.split(',').next()?.trim().parse().ok()?;
        let rider_first = stage % 2 == 1;
        let misere = self.meta.params.bool("misere").ok().flatten().unwrap_or(false);
        let winner_first = rider_first != misere;
        let dist = ludoteca_core::i18n::Decimal::trimmed(km_value(&km)?, 2);
        let words = Msg::from(BicycleMsg::BkEndArrival {
            rider: Box::new(Msg::seat(rider_first)),
            dist,
            stage,
            verdict: Box::new(Msg::EndWinner { seat: Box::new(Msg::seat(winner_first)) }),
        });
        Some(words.reasoned("arrival", json!({"rider": seat_data(rider_first), "km": km, "stage": stage})))
    }
}

/// A stretch ridden, in words (the bicycle's move: `3`, `2.75`, `11/4` km).
pub(super) fn rode(mv: &str) -> Option<Msg> {
    let km = km_value(mv)?;
    let dist = ludoteca_core::i18n::Decimal::trimmed(km, 2);
    (km.is_finite() && km >= 0.0)
        .then(|| Msg::moved(BicycleMsg::BkHowRode { dist: dist.clone() }, BicycleMsg::BkDoRide { dist }))
}

/// A stretch as a number of km: a whole number, a decimal (`2.75`) or a
/// fraction (`11/4`).
pub(super) fn km_value(text: &str) -> Option<f64> {
    match text.split_once('/') {
        Some((n, d)) => {
            let (n, d): (f64, f64) = (n.trim().parse().ok()?, d.trim().parse().ok()?);
            (d != 0.0).then(|| n / d)
        }
        None => text.trim().parse().ok(),
    }
}
