//! The computer at the Erdös Latino board: its move (the `strategy`
//! parameter: champion, mirror or random) and the hint (the champion's
//! analysis) — both computed from the mover's
//! [`SeatView`](ludoteca_erdos::SeatView) and nothing else, so a hidden hand
//! is never read.

use super::view::conquest_msg;
use super::{ErdosMatch, mix, seat};
use crate::{Hint, PlayError, Seat};
use ludoteca_core::i18n::Decimal;
use ludoteca_core::{Lang, Msg};
use ludoteca_erdos::Version;
use ludoteca_erdos::champion::{Analysis, Budget, by_name, hint};
use ludoteca_games::erdos::words::ErdosMsg;
use serde_json::json;
use std::time::Duration;

/// The champion's thinking time for a hint.
const HINT_TIME: Duration = Duration::from_millis(800);

/// How far from 0 an estimate (−1 to +1) must be for the hint to say that
/// the seat seems to be winning or losing rather than that the game looks even.
const LEANS: f64 = 0.25;

impl ErdosMatch {
    fn budget(&self, time: Duration) -> Budget {
        match self.config.budget {
            Some(nodes) => Budget { nodes, time },
            None => Budget::time(time),
        }
    }

    /// The move of the computer's player for the seat to move.
    pub(super) fn computer(&self, time: Duration) -> Result<String, PlayError> {
        let g = self.game();
        if g.outcome().is_some() {
            return Err(PlayError::Over);
        }
        let seed = mix(self.seed ^ mix(self.history.len() as u64 + 1));
        let mut player = by_name(self.config.strategy, self.budget(time), seed).ok_or_else(|| {
            PlayError::unsupported(ErdosMsg::ErUnknownStrategy { name: self.config.strategy.to_string() })
        })?;
        player.choose(&g.mover_view()).map(|m| m.to_string()).ok_or(PlayError::Over)
    }

    /// The champion's advice to the seat to move, from its own view, its
    /// words in `lang`.
    pub(super) fn advice(&self, lang: Lang) -> Result<Hint, PlayError> {
        let g = self.game();
        if g.outcome().is_some() {
            return Err(PlayError::Over);
        }
        let view = g.mover_view();
        let a: Analysis = hint(&view, self.budget(HINT_TIME)).ok_or(PlayError::Over)?;
        let me = seat(view.seat);
        let who = || Box::new(Msg::seat(me == Seat::First));
        let summary = if a.exact && a.score >= 1.0 {
            Msg::from(ErdosMsg::ErHintWins { who: who() })
        } else if a.exact && a.score <= -1.0 {
            Msg::from(ErdosMsg::ErHintLoses { who: who() })
        } else if a.exact {
            Msg::from(ErdosMsg::ErHintDraw { who: who() })
        } else if a.score >= LEANS {
            Msg::from(ErdosMsg::ErHintLeansWin { score: Decimal::signed(a.score, 2), who: who() })
        } else if a.score <= -LEANS {
            Msg::from(ErdosMsg::ErHintLeansLose { score: Decimal::signed(a.score, 2), who: who() })
        } else {
            Msg::from(ErdosMsg::ErHintEstimate { score: Decimal::signed(a.score, 2), who: who() })
        };
        let mut good: Vec<String> = vec![a.best_move.to_string()];
        for (m, _) in &a.alternatives {
            if !good.contains(&m.to_string()) {
                good.push(m.to_string());
            }
        }
        let how = match view.rules.version {
            Version::II => Msg::from(ErdosMsg::ErHowII),
            Version::I => Msg::from(ErdosMsg::ErHowI),
            Version::III if a.worlds > 1 => Msg::from(ErdosMsg::ErHowIIIWorlds { worlds: a.worlds as u64 }),
            Version::III => Msg::from(ErdosMsg::ErHowIII),
        };
        let effect = match g.position().after(a.best_move, &view.rules) {
            Ok((_, Some(c))) if c.player == view.seat => {
                Some(Box::new(Msg::from(ErdosMsg::ErEffectConquers { conquest: Box::new(conquest_msg(&c)) })))
            }
            Ok((_, Some(c))) => {
                Some(Box::new(Msg::from(ErdosMsg::ErEffectGivesAway { conquest: Box::new(conquest_msg(&c)) })))
            }
            _ => None,
        };
        let best = a.best_move.to_string();
        let hint = |mv: Msg| {
            Msg::from(ErdosMsg::ErHint {
                how: Box::new(how.clone()),
                depth: a.depth as u64,
                nodes: Box::new(Msg::grouped(a.nodes)),
                mv: Box::new(mv),
                score: Decimal::signed(a.score, 2),
                proved: Box::new(if a.exact { Msg::HintProved } else { Msg::HintEstimated }),
                effect: effect.clone(),
            })
        };
        // The move as the board says it ("pôr o 3 em a4"); the notation
        // (`a4=3`) only in the teacher's version.
        let notation = hint(Msg::DoPlay { mv: best.clone() }).render(lang);
        let explanation = hint(put_in_words(&best).unwrap_or(Msg::ExplainSomeMove));
        let (summary, explanation) = (summary.render(lang), explanation.render(lang));
        let detail = json!({
            "game": super::GAME,
            "seat": me,
            "version": view.rules.version.to_string(),
            "best_move": a.best_move.to_string(),
            "score": a.score,
            "exact": a.exact,
            "depth": a.depth,
            "nodes": a.nodes,
            "worlds": a.worlds,
            "alternatives": a.alternatives.iter().map(|(m, s)| json!({"move": m.to_string(), "score": s})).collect::<Vec<_>>(),
            "drawn": view.drawn,
        });
        let good_data = good.iter().map(|m| ludoteca_games::erdos::moves::data_of(m)).collect();
        Ok(Hint { summary, good_moves: good, good_data, explanation, notation, detail })
    }
}

/// A number put on a square (the move `a4=3`) as the verb a sentence goes on
/// with ("pôr o 3 em a4").
fn put_in_words(mv: &str) -> Option<Msg> {
    ludoteca_games::erdos::words::put(mv)?.infinitive()
}
