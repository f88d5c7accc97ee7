//! What each seat of an Erdös Latino match sees: the public board, the
//! prompt, the terminal diagram and the structured board. A hand shows only
//! to its owner (both with `open_hands`); the number drawn in version I is
//! public, as a piece turned over on the table.

use super::{ErdosMatch, player, seat};
use crate::{Match, Seat, View};
use ludoteca_core::i18n::seat_data;
use ludoteca_core::{Lang, Msg, Player};
use ludoteca_erdos::{Conquest, Hand, Square, Version};
use ludoteca_games::erdos::moves;
use ludoteca_games::erdos::words::ErdosMsg;
use serde_json::{Value, json};

fn seat_name(s: ludoteca_erdos::Player) -> String {
    let s = seat(s);
    format!("{} ({})", s.letter(), s)
}

/// A conquest as the referee says it.
pub(super) fn conquest_words(c: &Conquest) -> String {
    let who = seat(c.player);
    let text = c.to_string();
    let rest = text.split_once(' ').map_or(text.as_str(), |(_, r)| r);
    format!("{} ({who}) {rest}", who.letter())
}

/// A conquest as a message (who took which column with which run) and as
/// the data of the match's end (`seat`, `column`, `run`: [{`square`, `number`}]).
pub(super) fn conquest_of(c: &Conquest) -> (Msg, Value) {
    let first = seat(c.player) == Player::First;
    let column = char::from(b'a' + c.column);
    let words = Msg::from(ErdosMsg::ErConquest {
        who: Box::new(Msg::seat(first)),
        column,
        run: c
            .run
            .iter()
            .map(|m| Msg::from(ErdosMsg::ErPlaced { n: u64::from(m.number), sq: m.square.to_string() }))
            .collect(),
    });
    let run: Vec<Value> = c.run.iter().map(|m| json!({"square": m.square.to_string(), "number": m.number})).collect();
    (words, json!({"seat": seat_data(first), "column": column.to_string(), "run": run}))
}

/// A conquest as a message: who took which column with which run.
pub(super) fn conquest_msg(c: &Conquest) -> Msg {
    conquest_of(c).0
}

fn conquest_json(ply: Option<usize>, c: &Conquest) -> Value {
    json!({
        "ply": ply,
        "column": ((b'a' + c.column) as char).to_string(),
        "player": seat(c.player),
        "run": c.run.iter().map(ToString::to_string).collect::<Vec<_>>(),
        // The run's numbers in its owner's reading order, as data.
        "numbers": c.run.iter().map(|m| m.number).collect::<Vec<_>>(),
        "squares": c.run.iter().map(|m| m.square.to_string()).collect::<Vec<_>>(),
        "simultaneous": c.simultaneous,
        "text": conquest_words(c),
    })
}

impl ErdosMatch {
    /// Whether `viewer` may see `owner`'s hand.
    fn sees_hand(&self, viewer: Option<Seat>, owner: Seat) -> bool {
        let r = self.game().rules();
        r.version == Version::III && (r.open_hands || viewer == Some(owner))
    }

    /// Whether a spectator may see everything the mover knows.
    fn nothing_hidden(&self) -> bool {
        let r = self.game().rules();
        r.version != Version::III || r.open_hands
    }

    fn hand_of(&self, s: Seat) -> Option<Hand> {
        self.game().seat_view(player(s)).hand
    }

    /// The referee's sentence about the last move (its conquest), if any.
    fn referee(&self) -> Option<String> {
        let t = self.game().history().last()?;
        let who = seat(t.player);
        Some(match &t.conquest {
            Some(c) => format!("{} plays {}: {}", who.letter(), t.mv, conquest_words(c)),
            None => format!("{} plays {}", who.letter(), t.mv),
        })
    }

    /// What the seat to move is asked for, as `viewer` may read it, in English.
    fn prompt(&self, viewer: Option<Seat>) -> String {
        self.prompt_message(viewer).map(|m| m.render(Lang::EN)).unwrap_or_default()
    }

    /// The prompt as a message, as `viewer` may read it (once the match is
    /// over, why it ended).
    pub(super) fn prompt_message(&self, viewer: Option<Seat>) -> Option<Msg> {
        let g = self.game();
        if g.outcome().is_some() {
            return Some(Msg::MatchOverWhy { reason: Box::new(self.end_message()?) });
        }
        let n = g.rules().size as u64;
        let mover = g.mover();
        let who = || Box::new(Msg::seat(seat(mover) == Player::First));
        let mine = viewer == Some(seat(mover));
        Some(match g.rules().version {
            Version::II => Msg::from(ErdosMsg::ErPlace { who: who(), n, example: n.min(5) }),
            Version::I => {
                let k = g.drawn().unwrap_or(0) as u64;
                if mine {
                    Msg::from(ErdosMsg::ErDrewMine { who: who(), k })
                } else {
                    Msg::from(ErdosMsg::ErDrewOther { who: who(), k })
                }
            }
            Version::III if mine => {
                let hand = self.hand_of(seat(mover)).unwrap_or_default();
                let example = hand.numbers().last().copied().unwrap_or(1) as u64;
                Msg::from(ErdosMsg::ErHandMine { who: who(), hand: hand.to_string(), example })
            }
            Version::III => Msg::from(ErdosMsg::ErHandOther { who: who() }),
        })
    }

    /// Why the match ended (`None` while it goes on): the blocked mover
    /// (and the number drawn that fits nowhere) or the full board, with the
    /// columns, the verdict and every conquest with its squares.
    pub(super) fn end_message(&self) -> Option<Msg> {
        let g = self.game();
        let o = g.outcome()?;
        let verdict = Box::new(match o.winner {
            Some(w) => Msg::EndWinner { seat: Box::new(Msg::seat(seat(w) == Player::First)) },
            None => Msg::EndDraw,
        });
        let (list, data): (Vec<Msg>, Vec<Value>) =
            g.history().iter().filter_map(|t| t.conquest.as_ref()).map(conquest_of).unzip();
        let conquests = (!list.is_empty()).then(|| Box::new(Msg::from(ErdosMsg::ErConquests { list })));
        let [a, b] = o.columns.map(u64::from);
        Some(match o.reason {
            ludoteca_erdos::Reason::Blocked => {
                let first = seat(g.mover()) == Player::First;
                let loser = Box::new(Msg::seat(first));
                let drew = g.drawn().map(u64::from);
                let words = match drew {
                    Some(k) => Msg::from(ErdosMsg::ErEndBlockedDrew { loser, k, verdict, conquests }),
                    None => Msg::from(ErdosMsg::ErEndBlocked { loser, verdict, conquests }),
                };
                words.reasoned("blocked", json!({"stuck": seat_data(first), "drew": drew, "conquests": data}))
            }
            ludoteca_erdos::Reason::Columns => Msg::from(ErdosMsg::ErEndFull { a, b, verdict, conquests })
                .reasoned("board_full", json!({"columns": {"a": a, "b": b}, "conquests": data})),
        })
    }

    fn outcome_words(&self, o: &ludoteca_erdos::Outcome) -> String {
        let [a, b] = o.columns;
        let why = match o.reason {
            ludoteca_erdos::Reason::Blocked => {
                let loser = seat_name(self.game().mover());
                match self.game().drawn() {
                    Some(k) => format!("{loser} drew {k}, which fits nowhere: blocked"),
                    None => format!("{loser} has no legal placement: blocked"),
                }
            }
            ludoteca_erdos::Reason::Columns => format!("the board is full, columns A {a} : B {b}"),
        };
        match o.winner {
            Some(w) => format!("{} wins — {why}", seat_name(w)),
            None => format!("a draw — {why}"),
        }
    }

    /// The view of `viewer` (`None`: a spectator).
    pub(super) fn view_for(&self, viewer: Option<Seat>) -> View {
        let to_move = self.to_move();
        let open = viewer.is_some() && viewer == to_move || viewer.is_none() && self.nothing_hidden();
        let (prompt, result) = match crate::ended(self.result(), self.end_message(), Lang::EN) {
            Some((prompt, ending)) => (prompt, Some(ending)),
            None => (self.prompt(viewer), None),
        };
        View {
            said: Vec::new(),
            legal_said: Vec::new(),
            legal_data: if open { self.game().legal_moves().iter().map(moves::data).collect() } else { Vec::new() },
            game: super::GAME.into(),
            seat: viewer,
            position: self.position.clone(),
            to_move,
            prompt,
            legal_moves: if open { self.legal_moves() } else { Vec::new() },
            // Every played move is public: nothing of a hand but what was played.
            history: self.history.clone(),
            result,
            diagram: Some(self.diagram(viewer)),
            board: self.board(viewer),
        }
    }

    /// The board drawn for a terminal, as `viewer` may see it: Second's
    /// conquests above, First's below, then the hands and the draw.
    fn diagram(&self, viewer: Option<Seat>) -> String {
        let g = self.game();
        let mut out = match viewer {
            Some(s) => g.seat_view(player(s)).render(),
            None => ludoteca_erdos::render::render(g.position()),
        };
        if g.rules().version == Version::III {
            for s in Player::BOTH {
                if viewer != Some(s) && self.sees_hand(viewer, s) {
                    let h = self.hand_of(s).unwrap_or_default();
                    out.push_str(&format!("{}'s hand: {h}\n", s.letter()));
                }
            }
            if viewer.is_none() && !self.nothing_hidden() {
                let [a, b] = Player::BOTH.map(|s| self.hand_of(s).map_or(0, |h| h.total()));
                out.push_str(&format!("hands: A {a} pieces, B {b} pieces\n"));
            }
        }
        if let (Some(k), true) = (g.drawn(), viewer != Some(seat(g.mover())) || g.outcome().is_some()) {
            out.push_str(&format!("{} drew: {k}\n", seat(g.mover()).letter()));
        }
        let [a, b] = g.position().columns();
        out.push_str(&format!("columns conquered: A {a}, B {b}\n"));
        for t in g.history().iter().filter(|t| t.conquest.is_some()) {
            if let Some(c) = &t.conquest {
                out.push_str(&format!("  {}\n", conquest_words(c)));
            }
        }
        if let Some(r) = self.referee() {
            out.push_str(&format!("last move: {r}\n"));
        }
        out
    }

    /// Structured state for a graphical board, as `viewer` may see it: a
    /// grid (`kind`, `rows`, `cols`, `cells` from row n — Second's edge, the
    /// top — down to row 1, `labels` naming the squares of the moves) with
    /// the owners, the conquests, the draw and only the hands `viewer` may see.
    fn board(&self, viewer: Option<Seat>) -> Value {
        let g = self.game();
        let p = g.position();
        let n = p.size();
        let cells: Vec<Vec<Option<u8>>> =
            (0..n).rev().map(|r| (0..n).map(|c| p.number(Square::new(r, c))).collect()).collect();
        let conquests: Vec<(usize, &Conquest)> =
            g.history().iter().enumerate().filter_map(|(i, t)| t.conquest.as_ref().map(|c| (i, c))).collect();
        let owners: Vec<Value> = (0..n)
            .map(|c| {
                let by = conquests.iter().find(|(_, q)| q.column == c);
                json!({
                    "column": ((b'a' + c) as char).to_string(),
                    "owner": p.owner(c).map(seat),
                    "run": by.map(|(_, q)| q.run.iter().map(ToString::to_string).collect::<Vec<_>>()),
                    "squares": by.map(|(_, q)| q.run.iter().map(|m| m.square.to_string()).collect::<Vec<_>>()),
                })
            })
            .collect();
        let hand = |s: Seat| self.sees_hand(viewer, s).then(|| self.hand_of(s).map(|h| h.numbers())).flatten();
        let sizes = |s: Seat| self.hand_of(s).map(|h| h.total());
        let (own, other) = match viewer {
            Some(s) => (hand(s), hand(!s)),
            None => (None, None),
        };
        let [a, b] = p.columns();
        let r = g.rules();
        json!({
            "kind": "grid",
            "rows": n,
            "cols": n,
            "labels": {
                "rows": (1..=n).rev().map(|r| r.to_string()).collect::<Vec<_>>(),
                "cols": (0..n).map(|c| ((b'a' + c) as char).to_string()).collect::<Vec<_>>(),
            },
            "size": n,
            "run": r.run,
            "version": r.version.to_string(),
            "simultaneous": r.simultaneous,
            "open_hands": r.open_hands,
            "position": self.position,
            "mover": g.outcome().is_none().then(|| seat(g.mover())),
            "cells": cells,
            "owners": owners,
            "conquests": conquests.iter().map(|(i, c)| conquest_json(Some(*i + 1), c)).collect::<Vec<_>>(),
            "drawn": g.drawn(),
            "hand": own,
            "opponent_hand": other,
            "opponent_hand_size": viewer.and_then(|s| sizes(!s)),
            "hands": (viewer.is_none() && r.version == Version::III && r.open_hands)
                .then(|| json!({"first": hand(Seat::First), "second": hand(Seat::Second)})),
            "hand_sizes": (r.version == Version::III)
                .then(|| json!({"first": sizes(Seat::First), "second": sizes(Seat::Second)})),
            "scores": {"first": a, "second": b},
            "referee": self.referee(),
            "news": g.history().last().and_then(|t| t.conquest.as_ref()).map(conquest_words),
            "outcome": g.outcome().map(|o| json!({
                "winner": o.winner.map(seat),
                "reason": o.reason,
                "columns": {"first": o.columns[0], "second": o.columns[1]},
                "text": self.outcome_words(&o),
            })),
        })
    }
}
