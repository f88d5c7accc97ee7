//! Why a bicycle match ended, in words of the message tables: who pedalled
//! the last stretch into the destination, in which stage, and who wins.

use super::entry::{BicycleEntry, Face};
use ludoteca_core::Msg;

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
        Some(Msg::EndArrival {
            rider: Box::new(Msg::seat(rider_first)),
            km,
            stage,
            verdict: Box::new(Msg::EndWinner { seat: Box::new(Msg::seat(winner_first)) }),
        })
    }
}
