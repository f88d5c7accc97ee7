//! The family's words: its messages as typed values ([`BicycleMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::i18n::Decimal;
use ludoteca_core::i18n::Echo;
use ludoteca_core::i18n::Texts;
use ludoteca_core::{Msg, Outcome};

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("bicycle", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`BkShape` is `bk-shape`).
    pub enum BicycleMsg in TEXTS {
        /// A bicycle position.
        BkShape {
            /// The greatest value.
            max: u64,
            /// An example.
            example: String,
        },
        /// A bad stage.
        BkStage {
            /// The stage.
            stage: Echo,
            /// The greatest value.
            max: u64,
            /// An example.
            example: String,
        },
        /// A distance too long.
        BkDistanceRange {
            /// The text given.
            text: Echo,
        },
        /// A distance not whole.
        BkDistanceWhole {
            /// The text given.
            text: Echo,
        },
        /// The trip is over.
        BkArrived,
        /// Whole km to pedal.
        BkPedalWhole {
            /// The stage.
            stage: u64,
            /// The distance to go.
            distance: u64,
            /// The most.
            most: u64,
        },
        /// The last bit.
        BkPedalExact {
            /// The distance to go.
            distance: String,
        },
        /// Any distance to pedal.
        BkPedalReal {
            /// The stage.
            stage: u64,
            /// The distance to go.
            distance: String,
            /// The most.
            most: String,
            /// How a number may be written.
            forms: Box<Msg>,
        },
        /// A table's distances.
        BkTableRange,
        /// The bicycle reached the destination.
        BkEndArrival {
            /// Who pedalled the last stretch ([`Msg::Seat`]).
            rider: Box<Msg>,
            /// The last stretch, in km, as a decimal number.
            dist: Decimal,
            /// The stage it was ridden in.
            stage: u64,
            /// [`Msg::EndWinner`].
            verdict: Box<Msg>,
        },
        /// A move in words: a stretch ridden (the bicycle).
        BkHowRode {
            /// The distance in km.
            dist: Decimal,
        },
        /// The same move as what to do (an infinitive).
        BkDoRide {
            /// The distance in km.
            dist: Decimal,
        },
        /// Why: the trip ended before it began.
        BkWhyNoTrip,
        /// Why: the bicycle has arrived.
        BkWhyArrived {
            /// The stage that arrived.
            stage: u64,
            /// `normal` or `misere`.
            play: String,
        },
        /// Why, misère: 1 km left, the rider must ride it.
        BkWhyLastKm {
            /// The position's class.
            outcome: Outcome,
            /// The stage.
            stage: u64,
            /// Its rider, `A` or `B`.
            rider: String,
            /// `normal` or `misere`.
            play: String,
        },
        /// Why a fragile position (whole km) is fragile: the rides that land
        /// in the group below.
        BkWhyWholeFragile {
            /// The position's class.
            outcome: Outcome,
            /// The stage.
            stage: u64,
            /// The km to go.
            distance: u64,
            /// Its group.
            group: u64,
            /// The group's interval, `[1980, 2024]`.
            groups: String,
            /// The stage's rider, `A` or `B`.
            rider: String,
            /// The shortest winning ride.
            low: u64,
            /// The longest winning ride.
            high: u64,
            /// The next stage.
            next: u64,
            /// [`BicycleMsg::BkWhyEnding`].
            ending: Box<Msg>,
            /// `normal` or `misere`.
            play: String,
        },
        /// Why a safe position (whole km) is safe.
        BkWhyWholeSafe {
            /// The position's class.
            outcome: Outcome,
            /// The stage.
            stage: u64,
            /// The km to go.
            distance: u64,
            /// Its group.
            group: u64,
            /// The group's interval.
            groups: String,
            /// The group below.
            below: u64,
            /// The next stage.
            next: u64,
            /// The stage after it.
            after: u64,
            /// [`BicycleMsg::BkWhyEnding`].
            ending: Box<Msg>,
            /// `normal` or `misere`.
            play: String,
        },
        /// Why, real distances: the rider must ride exactly to the end.
        BkWhyRealExact {
            /// The position's class.
            outcome: Outcome,
            /// The km to go.
            distance: String,
            /// The stage.
            stage: u64,
            /// Its rider, `A` or `B`.
            rider: String,
            /// `normal` or `misere`.
            play: String,
        },
        /// Why a safe position (real distances) is safe.
        BkWhyRealSafe {
            /// The position's class.
            outcome: Outcome,
            /// The stage.
            stage: u64,
            /// The km to go.
            distance: String,
            /// Its group.
            group: u64,
            /// The group's interval, `]1979, 2024]`.
            interval: String,
            /// The group below.
            below: u64,
            /// The next stage.
            next: u64,
            /// [`BicycleMsg::BkWhyEnding`].
            ending: Box<Msg>,
            /// `normal` or `misere`.
            play: String,
        },
        /// Why a fragile position (real distances) is fragile.
        BkWhyRealFragile {
            /// The position's class.
            outcome: Outcome,
            /// The stage.
            stage: u64,
            /// The km to go.
            distance: String,
            /// Its group.
            group: u64,
            /// The stage's rider, `A` or `B`.
            rider: String,
            /// The winning rides, an interval.
            interval: String,
            /// The corrected lower end, as a formula.
            formula: String,
            /// The next stage.
            next: u64,
            /// One winning ride.
            example: String,
            /// [`BicycleMsg::BkWhyEnding`].
            ending: Box<Msg>,
        },
        /// A reason, then that the rides listed are only a menu.
        BkWhyMenu {
            /// The reason.
            reason: Box<Msg>,
        },
        /// How the trip ends with best play.
        BkWhyEnding {
            /// The last stage.
            last: u64,
            /// Its rider, `A` or `B`.
            rider: String,
            /// `normal` or `misere`.
            play: String,
        },
        /// A reason, and how many of the moves are listed.
        BkWhyListed {
            /// The reason.
            reason: Box<Msg>,
            /// The moves listed.
            listed: u64,
            /// Every move.
            most: u64,
        },
        /// The descriptor's words: the family in a word or two.
        BkFamilyTag,
        /// The descriptor's words: the label of the parameter `distance`.
        BkParamDistance,
        /// The descriptor's words: the help of the parameter `distance`.
        BkParamDistanceHelp,
        /// The descriptor's words: the label of the parameter `stage`.
        BkParamStage,
        /// The descriptor's words: the help of the parameter `stage`.
        BkParamStageHelp,
        /// The descriptor's words: the label of the parameter `columns`.
        BkParamColumns,
        /// The descriptor's words: the help of the parameter `columns`.
        BkParamColumnsHelp,
        /// The descriptor's words: the name of the game `je-6`.
        BkNameJe6,
        /// The descriptor's words: the name of the game `je-22`.
        BkNameJe22,
        /// The descriptor's words: the name of the game `je-23`.
        BkNameJe23,
        /// Real distances cannot be ranged over by a conjecture.
        BkRealNoConjecture {
            /// The game.
            id: String,
        },
        /// Real distances cannot be listed.
        BkRealNoList {
            /// The game.
            id: String,
        },
        /// A table of stages too large.
        BkTableTooLarge {
            /// Its rows.
            rows: u64,
            /// Its stages.
            columns: u64,
            /// The most cells.
            max: u64,
        },
        /// Too many positions to list.
        BkListTooLarge {
            /// The game.
            id: String,
            /// The distance asked for.
            to: u64,
            /// How many positions.
            count: u64,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, BicycleMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
