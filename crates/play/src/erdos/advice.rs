//! The computer at the Erdös Latino board: its move (the `strategy`
//! parameter: champion, mirror or random) and the hint (the champion's
//! analysis) — both computed from the mover's
//! [`SeatView`](ludoteca_erdos::SeatView) and nothing else, so a hidden hand
//! is never read.

use super::view::conquest_words;
use super::{ErdosMatch, mix, seat};
use crate::{Hint, PlayError};
use ludoteca_erdos::Version;
use ludoteca_erdos::champion::{Analysis, Budget, by_name, hint};
use serde_json::json;
use std::time::Duration;

/// The champion's thinking time for a hint.
const HINT_TIME: Duration = Duration::from_millis(800);

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
            PlayError::Unsupported(format!("no computer player is called `{}`", self.config.strategy))
        })?;
        player.choose(&g.mover_view()).map(|m| m.to_string()).ok_or(PlayError::Over)
    }

    /// The champion's advice to the seat to move, from its own view.
    pub(super) fn advice(&self) -> Result<Hint, PlayError> {
        let g = self.game();
        if g.outcome().is_some() {
            return Err(PlayError::Over);
        }
        let view = g.mover_view();
        let a: Analysis = hint(&view, self.budget(HINT_TIME)).ok_or(PlayError::Over)?;
        let me = seat(view.seat);
        let summary = if a.exact && a.score >= 1.0 {
            format!("{} ({me}) wins with best play — proved", me.letter())
        } else if a.exact && a.score <= -1.0 {
            format!("{} ({me}) loses against best play — proved; the move shown resists longest", me.letter())
        } else if a.exact {
            format!("a draw with best play — proved for {} ({me})", me.letter())
        } else {
            format!("estimate {:+.2} for {} ({me}) (−1 lost, +1 won)", a.score, me.letter())
        };
        let mut good: Vec<String> = vec![a.best_move.to_string()];
        for (m, _) in &a.alternatives {
            if !good.contains(&m.to_string()) {
                good.push(m.to_string());
            }
        }
        let how = match view.rules.version {
            Version::II => "alpha-beta search of version II (exact near the end)".to_string(),
            Version::I => "expectimax over the numbers still face down".to_string(),
            Version::III if a.worlds > 1 => format!(
                "search over {} deals of the pieces you cannot see to the other hand (it knows only your hand)",
                a.worlds
            ),
            Version::III => "search of the hands as you can tell them (yours, and the pieces left)".to_string(),
        };
        let effect = match g.position().after(a.best_move, &view.rules) {
            Ok((_, Some(c))) if c.player == view.seat => format!(" It conquers: {}.", conquest_words(&c)),
            Ok((_, Some(c))) => format!(" It gives a column away ({}), but the rest weighs more.", conquest_words(&c)),
            _ => String::new(),
        };
        let explanation = format!(
            "The champion's {how} looked {} ply ahead over {} positions and recommends {} (score {:+.2}{}).{effect}",
            a.depth,
            a.nodes,
            a.best_move,
            a.score,
            if a.exact { ", proved" } else { ", estimated" },
        );
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
        Ok(Hint { summary, good_moves: good, explanation, detail })
    }
}
