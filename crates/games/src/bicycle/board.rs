//! The structured board of a bicycle game (`{"kind": "road", …}`): the stage
//! about to be ridden, who rides it, the distance left and the longest ride
//! allowed, exactly and as a number to draw — read from the parsed position.

use super::entry::{BicycleEntry, Face};
use super::number::format_distance;
use crate::error::GameError;
use ludoteca_core::Player;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use serde_json::{Value, json};

/// A distance exactly (`11/4`) and as a number to draw (`2.75`).
fn km(x: &BigRational) -> (String, f64) {
    (format_distance(x), x.to_f64().unwrap_or(f64::MAX))
}

impl<F: Face> BicycleEntry<F> {
    /// The board of `position`: `stage`, `rider` (`first` on odd stages),
    /// `distance` left (exact text) and `km` (a number), `most` (the longest
    /// ride now, exact) and `most_km`, `real` (je-23's real distances), the
    /// trip's `start_km` and `travelled_km` (`null` when the position lies
    /// beyond the entry's start).
    pub(crate) fn board_json(&self, position: &str) -> Result<Value, GameError> {
        let (stage, d, start) = self.face.road(position)?;
        let real = F::REAL;
        let k = BigRational::from_integer(stage.into());
        let most = if d < k { d.clone() } else { k };
        let ((distance, left), (most, most_km), (_, start_km)) = (km(&d), km(&most), km(&start));
        Ok(json!({
            "kind": "road",
            "stage": stage,
            "rider": if stage % 2 == 1 { Player::First } else { Player::Second },
            "distance": distance,
            "km": left,
            "most": most,
            "most_km": most_km,
            "real": real,
            "start_km": start_km,
            "travelled_km": (d <= start).then_some(start_km - left),
        }))
    }
}
