//! Why a match of flags ended, in the family's words and as data: every flag
//! is on the circle, and the areas of the disc each team holds decide.

use super::entry::FlagsEntry;
use super::{fmt_q, territory};
use crate::flags::words::FlagsMsg;
use crate::notation::Notation;
use ludoteca_core::i18n::Decimal;
use ludoteca_core::{Convention, Msg};
use num_traits::{Signed, ToPrimitive, Zero};
use serde_json::json;

impl FlagsEntry {
    /// The end: both teams' areas (fractions of the disc), which the larger
    /// (misère: the smaller) wins, and the verdict.
    pub(super) fn ending_msg(&self, positions: &[String]) -> Option<Msg> {
        let p = self.parse(positions.last()?).ok()?;
        if !self.game.over(&p) {
            return None;
        }
        let t = territory(self.game.n, &p);
        let margin = self.game.margin_b(&t);
        let verdict = if margin.is_zero() {
            Msg::EndDraw
        } else {
            Msg::EndWinner { seat: Box::new(Msg::seat(margin.is_negative())) }
        };
        let percent = |q: &num_rational::BigRational| Decimal::trimmed(q.to_f64().unwrap_or(0.0) * 100.0, 1);
        let larger_wins = self.game.convention == Convention::Normal;
        let words = Msg::from(FlagsMsg::FlEndFlags {
            pa: percent(&t.area_a),
            pb: percent(&t.area_b),
            rule: Box::new(Msg::from(if larger_wins {
                FlagsMsg::FlEndFlagsLarger
            } else {
                FlagsMsg::FlEndFlagsSmaller
            })),
            verdict: Box::new(verdict),
        });
        let data = json!({"a": fmt_q(&t.area_a), "b": fmt_q(&t.area_b), "larger_wins": larger_wins});
        Some(words.reasoned("areas", data))
    }
}
