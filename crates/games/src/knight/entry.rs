//! The knight games behind the catalogue's [`Entry`]: the table drawn on the
//! board, the start square, and a summary over board sizes.

use super::{KnightGame, KnightPosition, MAX_SIZE};
use crate::entry::{Entry, Meta, PositionReport};
use crate::error::GameError;
use crate::knight::words::KnightMsg;
use crate::notation::{Notation, report};
use crate::params::{Params, parse_u64};
use ludoteca_core::table::{Axis, Coord, Table};
use ludoteca_core::{Control, Convention, Game, Msg, Outcome, Player, Retrograde, Value, analyse};

/// A knight game ready for the catalogue.
pub struct KnightEntry {
    meta: Meta,
    game: KnightGame,
    start: KnightPosition,
}

/// Every square's value, solved backwards (knight moves only go South-West,
/// so a board of 200×200 is 40,000 positions, 80,000 in game II).
struct Board {
    solved: Retrograde<KnightGame>,
}

impl Board {
    fn solve(game: &KnightGame, ctl: &Control) -> Result<Board, GameError> {
        let n = game.size;
        let movers: &[Player] = if game.partizan { &Player::BOTH } else { &[Player::First] };
        let roots: Vec<KnightPosition> = (1..=n)
            .flat_map(|row| {
                (1..=n).flat_map(move |col| movers.iter().map(move |&mover| KnightPosition { row, col, mover }))
            })
            .collect();
        Ok(Board { solved: Retrograde::solve(game, &roots, ctl)? })
    }

    fn value(&self, p: &KnightPosition) -> Value {
        self.solved.value(p).expect("every square is solved")
    }
}

impl KnightEntry {
    /// A knight preset from its parameters (`size`, `start`, `misere`).
    pub fn from_params(
        id: &str,
        partizan: bool,
        params: &Params,
        summary: &str,
        statement: &str,
    ) -> Result<KnightEntry, GameError> {
        super::FAMILY.check(id, params)?;
        let size = params.u64_in("size", 2, u64::from(MAX_SIZE))?.unwrap_or(8) as u16;
        let convention = params.convention()?;
        let game = KnightGame { size, partizan, convention };
        let mut e = KnightEntry {
            meta: Meta::new(id, summary, statement, params),
            game,
            start: KnightPosition { row: size, col: size, mover: Player::First },
        };
        if let Some(s) = params.get("start") {
            e.start = e.parse(s).map_err(|_| {
                GameError::bad_param(
                    "start",
                    s,
                    Msg::from(KnightMsg::KnStart {
                        size: u64::from(size),
                        example: format!("{size},{}", size.saturating_sub(2).max(1)),
                    }),
                )
            })?;
        }
        Ok(e)
    }

    /// Who wins from the start square, for every board size in `from..=to`.
    pub fn sizes(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        if from < 2 || to > u64::from(MAX_SIZE) || from > to {
            return Err(GameError::bad_param(
                "sizes",
                format!("{from}..{to}"),
                Msg::from(KnightMsg::KnSizes { max: u64::from(MAX_SIZE) }),
            ));
        }
        let mut table = Table::new(&self.meta.id, vec![Axis::numbers("n", from..=to)]);
        for (i, n) in (from..=to).enumerate() {
            let game = KnightGame { size: n as u16, ..self.game };
            let board = Board::solve(&game, ctl)?;
            let p = KnightPosition { row: n as u16, col: n as u16, mover: Player::First };
            table.put([i, 0], self.format(&p), board.value(&p));
        }
        Ok(table)
    }
}

impl Notation for KnightEntry {
    type Game = KnightGame;

    fn game(&self) -> &KnightGame {
        &self.game
    }

    fn start_position(&self) -> KnightPosition {
        self.start
    }

    fn format_move(&self, _p: &KnightPosition, &(r, c): &(u16, u16)) -> String {
        format!("{r},{c}")
    }

    fn mover(&self, p: &KnightPosition) -> Option<Player> {
        self.game.partizan.then_some(p.mover)
    }

    fn parse(&self, text: &str) -> Result<KnightPosition, GameError> {
        let n = self.game.size;
        let err = || {
            let (n, example) = (u64::from(n), self.format(&self.start));
            GameError::bad_position(
                text,
                if self.game.partizan {
                    Msg::from(KnightMsg::KnPositionSeat { n, example })
                } else {
                    Msg::from(KnightMsg::KnPosition { n, example })
                },
            )
        };
        let cleaned: String = text.chars().filter(|c| !"() ".contains(*c)).collect();
        let mut parts: Vec<&str> = cleaned.split(',').collect();
        let mut mover = Player::First;
        if self.game.partizan && parts.len() == 3 {
            mover = Player::from_name(parts.pop().unwrap_or_default()).ok_or_else(err)?;
        }
        let [r, c] = parts[..] else { return Err(err()) };
        let (Some(r), Some(c)) = (parse_u64(r), parse_u64(c)) else { return Err(err()) };
        if !self.game.on_board(r.min(1000) as i32, c.min(1000) as i32) {
            return Err(err());
        }
        Ok(KnightPosition { row: r as u16, col: c as u16, mover })
    }

    fn format(&self, p: &KnightPosition) -> String {
        if self.game.partizan {
            format!("{},{},{}", p.row, p.col, p.mover.letter())
        } else {
            format!("{},{}", p.row, p.col)
        }
    }
}

impl Entry for KnightEntry {
    forward_entry!(meta, text, board);

    /// Small but for a conjecture, which lists every square (twice when
    /// the game is partizan: 80,000 positions on the largest board).
    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        Ok(match work {
            crate::cost::Work::Conjecture { .. } => {
                let squares = u64::from(self.game.size).pow(2);
                crate::cost::conjecture_cost(if self.game.partizan { 2 * squares } else { squares })
            }
            _ => crate::cost::Cost::SMALL,
        })
    }

    fn move_msg(&self, _position: &str, mv: &str) -> Option<Msg> {
        let (row, col) = crate::words::square(mv)?;
        Some(Msg::moved(
            super::words::KnightMsg::KnHowJumped { row, col },
            super::words::KnightMsg::KnDoJump { row, col },
        ))
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use super::RULES as KNIGHT;
        use crate::rules_text::pick;
        let n = self.game.size;
        let jumps = KNIGHT.get(lang, pick(self.game.partizan, "jumps-partizan", "jumps"));
        let end = KNIGHT.get(lang, pick(self.game.convention == Convention::Misere, "end-misere", "end-normal"));
        let example = self.game.moves(&self.start).first().map_or("6,7".into(), |(r, c)| format!("{r},{c}"));
        format!(
            "{}\n\n{}\n\n{}\n\n{}\n\n{}",
            self.meta.statement_in(lang),
            KNIGHT.fill(lang, "board", &[("n", &n), ("jumps", &jumps), ("end", &end)]),
            KNIGHT.fill(
                lang,
                "notation",
                &[("mover", &pick(self.game.partizan, KNIGHT.get(lang, "mover"), "")), ("example", &example)]
            ),
            KNIGHT.fill(lang, "table", &[("n", &n)]),
            super::FAMILY.parameters_paragraph(lang, &self.meta.params),
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = self.parse(position)?;
        let board = Board::solve(&self.game, ctl)?;
        let a = analyse(&self.game, &p, |q| board.value(q));
        let mut report = report(self, &self.meta.id, &p, &a, "retrograde");
        let outcome = a.value.outcome;
        let squares: Vec<Msg> = report.winning_moves.iter().map(|m| Msg::Verbatim { text: m.clone() }).collect();
        let reason = Msg::from(match (report.moves.is_empty(), outcome) {
            (true, _) => KnightMsg::KnWhyOver,
            (false, Outcome::NextWins) => KnightMsg::KnWhyFragile { outcome, squares },
            _ => KnightMsg::KnWhySafe { outcome },
        });
        report.explanation = crate::sentence::Sentence::said(reason.clone());
        report.reason = Some(reason);
        Ok(report)
    }

    /// The table on the board (rows `n` down to 1); in game II the board for
    /// A to move, then the board for B to move, side by side.
    fn table(&self, _from: u64, _to: u64, ctl: &Control) -> Result<Table, GameError> {
        let n = self.game.size;
        let board = Board::solve(&self.game, ctl)?;
        let movers: &[Player] = if self.game.partizan { &Player::BOTH } else { &[Player::First] };
        let columns = movers
            .iter()
            .flat_map(|mover| {
                (1..=n).map(move |col| {
                    if self.game.partizan {
                        Coord::Name(format!("{}{col}", mover.letter()))
                    } else {
                        Coord::Int(col.into())
                    }
                })
            })
            .collect();
        let rows = Axis::numbers("row", (1..=n).rev().map(u64::from));
        let mut table = Table::new(&self.meta.id, vec![rows, Axis { name: "column".into(), values: columns }]);
        for (k, &mover) in movers.iter().enumerate() {
            for col in 1..=n {
                for (i, row) in (1..=n).rev().enumerate() {
                    let p = KnightPosition { row, col, mover };
                    // The column's coordinate is its number, whoever moves.
                    table.put([i, k * n as usize + col as usize - 1], self.format(&p), board.value(&p)).coords =
                        vec![Coord::Int(row.into()), Coord::Int(col.into())];
                }
            }
        }
        Ok(table)
    }

    fn sizes(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        KnightEntry::sizes(self, from, to, ctl)
    }

    fn coordinates(&self, position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        let p = self.parse(position)?;
        let mut c = vec![("row".to_string(), Coord::Int(p.row.into())), ("col".to_string(), Coord::Int(p.col.into()))];
        if self.game.partizan {
            c.push(("player".into(), Coord::Name(p.mover.letter().to_string())));
        }
        Ok(c)
    }

    /// Every square of the board (`to` is not used: the board is the range).
    fn positions_up_to(&self, _to: u64) -> Result<Vec<String>, GameError> {
        let n = self.game.size;
        let movers: &[Player] = if self.game.partizan { &Player::BOTH } else { &[Player::First] };
        let mut squares: Vec<KnightPosition> = (1..=n)
            .flat_map(|row| {
                (1..=n).flat_map(move |col| movers.iter().map(move |&mover| KnightPosition { row, col, mover }))
            })
            .collect();
        squares.sort_by_key(|p| p.row + p.col);
        Ok(squares.iter().map(|p| self.format(p)).collect())
    }
}
