//! *Jogo da Velha com Figuras Geométricas* in the catalogue: the engine of
//! `ludoteca-figuras` behind the common [`Entry`] — referee,
//! champion within a time budget, exact values near the end and from the
//! opening book far from it.

mod board;
mod book;
mod descriptor;
mod explain;
mod moves;
pub use descriptor::{FAMILY, RULES};

use crate::entry::{Entry, Meta, MoveReport, PositionReport};
use crate::error::GameError;
use crate::figuras::words::FigurasMsg;
use crate::notation::TextGame;
use crate::params::Params;
use ludoteca_core::{Control, Msg, Outcome, Player};
use ludoteca_figuras::book::Book;
use ludoteca_figuras::champion::Champion;
use ludoteca_figuras::game::Kit;
use ludoteca_figuras::{Move, Position, solver};
use std::sync::Arc;
use std::time::Duration;

mod solve;
mod value;
pub mod words;
pub use value::VALUE_EMPTIES;

/// Up to this many empty squares an analysis is exact (well under a second).
pub const EXACT_EMPTIES: u32 = 9;
/// The champion's thinking time in an analysis (a hint).
const HINT_BUDGET: Duration = Duration::from_millis(800);

/// One-line summary.
pub const SUMMARY: &str = crate::content!("figuras", "figuras").summary.en();
/// The statement.
pub const STATEMENT: &str = crate::content!("figuras", "figuras").statement.en();

/// The bits of the champion's tables: two of `2^20` entries, 8 bytes each.
const CHAMPION_BITS: u32 = 20;

/// What a champion holds while it thinks (its two tables, and a margin
/// for its move lists): made for each move and dropped after it, so that a
/// match keeps none of it between moves.
pub const CHAMPION_BYTES: u64 = ((2 * 8) << CHAMPION_BITS) + (1 << 20);

/// The figures game ready for the catalogue. It holds no champion: one is
/// made, with its tables, for each move or hint that needs a search and
/// dropped after it ([`CHAMPION_BYTES`]); the opening book is the
/// process's one copy.
pub struct FigurasEntry {
    meta: Meta,
    start: Position,
    kit: Kit,
    /// The opening book the champion reads (`None`: `book=false`).
    book: Option<Arc<Book>>,
}

fn bad_position(text: &str, e: &ludoteca_figuras::Error) -> GameError {
    GameError::bad_position(text, refusal(e))
}

/// The Figuras engine's refusal as a message: what was wrong and what is
/// accepted, in every language.
#[must_use]
pub fn refusal(e: &ludoteca_figuras::Error) -> Msg {
    use ludoteca_core::i18n::detail;
    use ludoteca_figuras::Error as E;
    match e {
        E::BadMove(text) => Msg::from(FigurasMsg::FgBadMove { text: text.into() }),
        E::BadPosition { text, reason } => {
            Msg::from(FigurasMsg::FgBadPosition { text: text.into(), reason: detail(reason) })
        }
        E::PiecePlayed { piece, square } => {
            Msg::from(FigurasMsg::FgPiecePlayed { piece: piece.clone(), square: square.clone() })
        }
        E::NotYourPiece { piece, case, .. } => Msg::from(FigurasMsg::FgNotYourPiece {
            piece: piece.clone(),
            mover: if case.contains("upper") { 1 } else { 2 },
        }),
        E::Occupied { square, piece } => {
            Msg::from(FigurasMsg::FgOccupied { square: square.clone(), piece: piece.clone() })
        }
        E::GameOver => Msg::from(FigurasMsg::FgGameOver),
        other => Msg::from(FigurasMsg::FgEngine { detail: detail(&other.to_string()) }),
    }
}

fn player(p: ludoteca_figuras::Player) -> Player {
    match p {
        ludoteca_figuras::Player::First => Player::First,
        ludoteca_figuras::Player::Second => Player::Second,
    }
}

impl FigurasEntry {
    /// The game from its parameters (`first=orange|black`: the kit that
    /// starts, whose pieces are written in upper case; `position`;
    /// `book=false`: the champion and the exact value search every
    /// position, the opening book left unread).
    pub fn from_params(id: &str, params: &Params, summary: &str, statement: &str) -> Result<FigurasEntry, GameError> {
        FAMILY.check(id, params)?;
        let kit = match params.get("first") {
            None => Kit::Orange,
            Some(k) => {
                Kit::from_name(k).ok_or_else(|| GameError::bad_param("first", k, Msg::from(FigurasMsg::FgKit)))?
            }
        };
        let start = match params.get("position") {
            None => Position::default(),
            Some(p) => p.parse().map_err(|e| bad_position(p, &e))?,
        };
        let book = match params.bool("book")? {
            Some(false) => None,
            _ => Book::embedded(),
        };
        Ok(FigurasEntry { meta: Meta::new(id, summary, statement, params), start, kit, book })
    }

    /// A champion for one search, reading this entry's book; its tables
    /// are freed when it is dropped.
    fn champion(&self) -> Champion {
        Champion::new(CHAMPION_BITS).with_book(self.book.clone())
    }

    fn parse(&self, text: &str) -> Result<Position, GameError> {
        text.trim().parse().map_err(|e| bad_position(text, &e))
    }

    /// The outcome for the player to move of a final difference `value` (First − Second).
    fn outcome(pos: &Position, value: i32) -> Outcome {
        let mine = if pos.mover() == ludoteca_figuras::Player::First { value } else { -value };
        Outcome::of_margin(mine.cmp(&0))
    }
}

impl TextGame for FigurasEntry {
    fn start(&self) -> String {
        self.start.to_string()
    }

    fn normalize(&self, position: &str) -> Result<String, GameError> {
        Ok(self.parse(position)?.to_string())
    }

    fn to_move(&self, position: &str) -> Result<Option<Player>, GameError> {
        Ok(Some(player(self.parse(position)?.mover())))
    }

    fn moves(&self, position: &str) -> Result<Vec<String>, GameError> {
        Ok(self.parse(position)?.legal_moves().iter().map(ToString::to_string).collect())
    }

    fn play(&self, position: &str, mv: &str) -> Result<String, GameError> {
        let mut p = self.parse(position)?;
        let m: Move = mv.trim().parse().map_err(|e| GameError::illegal(mv, refusal(&e)))?;
        p.play(m).map_err(|e| GameError::illegal(mv, refusal(&e)))?;
        Ok(p.to_string())
    }

    fn terminal(&self, position: &str) -> Result<Option<Outcome>, GameError> {
        let p = self.parse(position)?;
        Ok(p.is_over().then(|| Self::outcome(&p, p.score_difference())))
    }
}

impl FigurasEntry {
    /// Where the opening book makes `outcome` exact, as the rules say it
    /// (nothing when the book is left unread or holds no complete level).
    fn book_sentence(&self, lang: ludoteca_core::Lang) -> String {
        match self.book.as_deref().map(Book::complete_from) {
            Some(from) if from > 0 => RULES.fill(lang, "referee-book", &[("from", &from)]),
            _ => String::new(),
        }
    }
}

impl Entry for FigurasEntry {
    forward_entry!(meta, text, board, exact_solver);

    fn move_msg(&self, _position: &str, mv: &str) -> Option<ludoteca_core::Msg> {
        self::words::placed(mv)
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        self::moves::data(mv)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use self::RULES as T;
        let kit = T.get(lang, if self.kit == Kit::Orange { "orange" } else { "black" });
        format!(
            "{}\n\n{}\n\n{}\n\n{}",
            self.meta.statement_in(lang),
            T.fill(lang, "kit", &[("kit", &kit)]),
            T.fill(
                lang,
                "referee",
                &[
                    ("exact", &EXACT_EMPTIES),
                    ("solve", &ludoteca_figuras::champion::EXACT_FROM),
                    ("book", &self.book_sentence(lang)),
                    ("ms", &HINT_BUDGET.as_millis()),
                ]
            ),
            FAMILY.parameters_paragraph(lang, &self.meta.params),
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        ctl.check()?;
        let p = self.parse(position)?;
        let mut depth = None;
        let book = self.book_hit(&p);
        let (value, best, exact, method) = if p.is_over() {
            (p.score_difference(), None, true, "final score".to_string())
        } else if let Some(hit) = book {
            // The opening book: exact, derived from the solver's proofs.
            (hit.value, Some(hit.best_move), true, "book".to_string())
        } else if p.empties() <= EXACT_EMPTIES {
            let s = solver::solve(&p);
            // The solver names a move when it searched one; the champion
            // (exact at this size) names one otherwise.
            let best = s.best_move.or_else(|| self.champion().best_move(&p, HINT_BUDGET).map(|c| c.best_move));
            (s.value, best, s.exact, "exact".to_string())
        } else {
            let c = self
                .champion()
                .best_move(&p, HINT_BUDGET)
                .ok_or_else(|| GameError::bad_position(position, Msg::AccNoMove))?;
            depth = Some(c.depth);
            // Up to 11 empty squares the champion solves first: exact, and
            // said so; beyond, its search is an estimate.
            let method = if c.exact {
                "exact".to_string()
            } else {
                format!("champion (depth {} in {} ms, estimate)", c.depth, HINT_BUDGET.as_millis())
            };
            (c.value, Some(c.best_move), c.exact, method)
        };
        let outcome = Self::outcome(&p, value);
        let mut moves = Vec::new();
        let explanation;
        if let Some(m) = best {
            let (after, scoring) = p.after(m).map_err(|e| bad_position(position, &e))?;
            moves.push(MoveReport {
                mv: m.to_string(),
                position: after.to_string(),
                outcome: Self::outcome(&after, value),
                remoteness: (outcome != Outcome::Draw).then(|| after.empties()),
            });
            explanation = format!(
                "{}: value {value:+} (First's points minus Second's{}). Best move {m}{}",
                outcome.describe(),
                if exact { ", proved" } else { ", estimated" },
                if scoring.lines.is_empty() { ".".to_string() } else { format!(", which scores:\n{scoring}") }
            );
        } else {
            explanation = format!("The game is over: {value:+} for First.");
        }
        let mut report = PositionReport {
            reason: None,
            diagram_msg: None,
            game: self.meta.id.clone(),
            position: p.to_string(),
            to_move: Some(player(p.mover())),
            outcome,
            remoteness: (outcome != Outcome::Draw).then(|| p.empties()),
            winning_moves: if exact && outcome == Outcome::NextWins {
                moves.iter().map(|m| m.mv.clone()).collect()
            } else {
                Vec::new()
            },
            best_move: best.map(|m| m.to_string()),
            moves,
            grundy: None,
            method,
            explanation: explanation.into(),
            diagram: None,
            extra: Some(serde_json::json!({ "value": value, "exact": exact, "depth": depth })),
        };
        // The reason in the family's words, the hint's: the value, the best
        // move in words and what it scores.
        report.reason = self.explain_msg(&report);
        Ok(report)
    }

    fn within_reach(&self, position: &str) -> bool {
        // Beyond EXACT_EMPTIES the analysis is the champion's estimate,
        // except where the opening book holds the position.
        self.parse(position).is_ok_and(|p| p.is_over() || p.empties() <= EXACT_EMPTIES || self.book_hit(&p).is_some())
    }

    fn champion_move(&self, position: &str, budget: Duration) -> Result<Option<String>, GameError> {
        let p = self.parse(position)?;
        if let Some(hit) = self.book_hit(&p) {
            return Ok(Some(hit.best_move.to_string()));
        }
        Ok(self.champion().best_move(&p, budget).map(|c| c.best_move.to_string()))
    }

    fn explain(&self, report: &PositionReport) -> Option<ludoteca_core::Msg> {
        self.explain_msg(report)
    }

    fn method_msg(&self, report: &PositionReport) -> ludoteca_core::Msg {
        Self::method_of(report)
    }

    fn ending(&self, positions: &[String], moves: &[String]) -> Option<ludoteca_core::Msg> {
        self.ending_msg(positions, moves)
    }

    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        match work {
            crate::cost::Work::Value(position) => self.value_cost(position),
            // A search needs a champion's tables, for the time it thinks
            // (nothing when the book or the end answers).
            crate::cost::Work::Outcome(position) | crate::cost::Work::Champion(position, _) => {
                let p = match position {
                    Some(text) => self.parse(text)?,
                    None => self.start,
                };
                if p.is_over() || self.book_hit(&p).is_some() {
                    Ok(crate::cost::Cost::SMALL)
                } else {
                    Ok(crate::cost::Cost::new(CHAMPION_BYTES, crate::cost::Cost::SMALL.steps))
                }
            }
            _ => Ok(crate::cost::Cost::SMALL),
        }
    }

    fn exact_value(
        &self,
        position: Option<&str>,
        stop: crate::analyses::Stop<'_>,
    ) -> Result<crate::analyses::ValueReport, GameError> {
        let mut report = self.value(position, stop)?;
        report.best_data = report.best_moves.iter().map(|m| self::moves::data(m)).collect();
        report.line_data = report.line.iter().map(|m| self::moves::data(m)).collect();
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::open;

    #[test]
    fn referee_champion_and_exact_values_through_the_catalogue() {
        let e = open("figuras", &Params::new()).unwrap();
        assert_eq!(e.start(), "..../..../..../.... 0:0");
        assert_eq!(e.to_move(&e.start()).unwrap(), Some(Player::First));
        let after = e.play("ts.../..Cl./.ql../Tl... 0:0", "Pl@d4").unwrap();
        assert_eq!(after, "ts..Pl/..Cl./.ql../Tl... 2:0");
        assert!(e.play(&e.start(), "tl@a1").unwrap_err().to_string().contains("illegal move"));
        assert!(e.play(&e.start(), "Xl@a1").is_err());
        assert!(e.normalize("nonsense").is_err());
        // A full board: the result comes from the points.
        let full = "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3";
        let a = e.analyse(full, &Control::none()).unwrap();
        assert_eq!(a.method, "exact");
        // Two empty squares: the best move, then the last one.
        let mid = e.play(full, &a.best_move.clone().unwrap()).unwrap();
        assert_eq!(e.terminal(&mid).unwrap(), None);
        let last = e.analyse(&mid, &Control::none()).unwrap().best_move.unwrap();
        let end = e.play(&mid, &last).unwrap();
        let fin = e.terminal(&end).unwrap().unwrap();
        let v = a.extra.unwrap()["value"].as_i64().unwrap();
        // The player to move at the end is First (equal pieces placed).
        assert_eq!(
            fin,
            match v.signum() {
                1 => Outcome::NextWins,
                -1 => Outcome::PreviousWins,
                _ => Outcome::Draw,
            }
        );
        let m = e.champion_move(&e.start(), Duration::from_millis(200)).unwrap().unwrap();
        assert!(e.play(&e.start(), &m).is_ok());
        // The empty board: exact from the opening book, −1, a tipo-S start
        // (the player to move loses), within reach of the replay's marks.
        let a = e.analyse(&e.start(), &Control::none()).unwrap();
        assert_eq!((a.method.as_str(), a.outcome), ("book", Outcome::PreviousWins), "{a:?}");
        assert_eq!(
            (a.extra.as_ref().unwrap()["value"].as_i64(), a.extra.unwrap()["exact"].as_bool()),
            (Some(-1), Some(true))
        );
        assert_eq!(a.best_move.as_deref(), Some(m.as_str()), "the champion plays the book's move");
        assert!(e.within_reach(&e.start()));
        assert!(open("figuras", &Params::parse(["first=green"]).unwrap()).is_err());
    }

    #[test]
    fn without_its_book_the_champion_searches() {
        let e = open("figuras", &Params::parse(["book=false"]).unwrap()).unwrap();
        let a = e.analyse(&e.start(), &Control::none()).unwrap();
        assert_ne!(a.method, "book", "{a:?}");
        assert_eq!(a.extra.unwrap()["exact"].as_bool(), Some(false), "16 empty squares are out of the solver's reach");
        let with = open("figuras", &Params::new()).unwrap();
        assert_eq!(with.analyse(&with.start(), &Control::none()).unwrap().method, "book");
        let refused = open("figuras", &Params::parse(["book=maybe"]).unwrap()).err().unwrap().to_string();
        assert!(refused.contains("true or false"), "{refused}");
        // The rules say where `outcome` is exact, the book's levels only when it is read.
        let from = ludoteca_figuras::book::Book::built_in().unwrap().complete_from();
        let rules = with.rules(ludoteca_core::Lang::PT);
        assert!(rules.contains(&format!("e a partir de {from} casas vazias (o livro de aberturas)")), "{rules}");
        assert!(!e.rules(ludoteca_core::Lang::PT).contains("casas vazias (o livro de aberturas)"));
    }

    /// At 10 empty squares the champion solves before it searches: the
    /// analysis is exact and says so, not "estimate".
    #[test]
    fn the_champions_solve_is_called_exact() {
        let e = open("figuras", &Params::new()).unwrap();
        let mut p = e.start();
        for _ in 0..6 {
            let m = e.moves(&p).unwrap().remove(0);
            p = e.play(&p, &m).unwrap();
        }
        let a = e.analyse(&p, &Control::none()).unwrap();
        let exact = a.extra.as_ref().unwrap()["exact"].as_bool();
        assert_eq!((a.method.as_str(), exact), ("exact", Some(true)), "{p}: {a:?}");
    }
}
