//! The knight games behind the catalogue's [`Entry`]: the table drawn on the
//! board, the start square, and a summary over board sizes.

use super::{KnightGame, KnightPosition, MAX_SIZE};
use crate::entry::{Entry, MoveReport, PeriodReport, PositionReport};
use crate::error::GameError;
use crate::params::{Params, parse_u64};
use ludoteca_core::table::{Axis, Cell, Coord, Table};
use ludoteca_core::{Control, Convention, Game, Outcome, Player, Retrograde, Value, analyse};

/// The parameters a knight game accepts.
pub const PARAMS: &[&str] = &["size", "start", "misere"];

/// A knight game ready for the catalogue.
pub struct KnightEntry {
    id: String,
    summary: String,
    statement: String,
    game: KnightGame,
    start: KnightPosition,
    params: Params,
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
        params.only(id, PARAMS)?;
        let size = params.u64_in("size", 2, u64::from(MAX_SIZE))?.unwrap_or(8) as u16;
        let convention = if params.bool("misere")?.unwrap_or(false) { Convention::Misere } else { Convention::Normal };
        let game = KnightGame { size, partizan, convention };
        let mut e = KnightEntry {
            id: id.into(),
            summary: summary.into(),
            statement: statement.into(),
            game,
            start: KnightPosition { row: size, col: size, mover: Player::First },
            params: params.clone(),
        };
        if let Some(s) = params.get("start") {
            e.start = e.parse(s).map_err(|_| GameError::BadParam {
                name: "start".into(),
                value: s.into(),
                expected: format!(
                    "a square row,column inside the {size}×{size} board, e.g. start={size},{}",
                    size.saturating_sub(2).max(1)
                ),
            })?;
        }
        Ok(e)
    }

    fn parse(&self, text: &str) -> Result<KnightPosition, GameError> {
        let n = self.game.size;
        let err = || GameError::BadPosition {
            text: text.into(),
            expected: format!(
                "a position is the knight's square row,column (1 to {n}; row 1 is the South edge, column 1 the West edge){}, e.g. {}",
                if self.game.partizan { " then A or B for who moves" } else { "" },
                self.format(&self.start)
            ),
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

    /// Who wins from the start square, for every board size in `from..=to`.
    pub fn sizes(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        if from < 2 || to > u64::from(MAX_SIZE) || from > to {
            return Err(GameError::BadParam {
                name: "sizes".into(),
                value: format!("{from}..{to}"),
                expected: format!("a range of board sizes within 2..{MAX_SIZE}, e.g. 2..40"),
            });
        }
        let mut entries = Vec::new();
        for (i, n) in (from..=to).enumerate() {
            let game = KnightGame { size: n as u16, ..self.game };
            let board = Board::solve(&game, ctl)?;
            let p = KnightPosition { row: n as u16, col: n as u16, mover: Player::First };
            let v = board.value(&p);
            entries.push(Cell {
                position: self.format(&p),
                coords: vec![Coord::Int(n)],
                outcome: v.outcome,
                remoteness: v.remoteness,
                grundy: None,
                at: [i, 0],
            });
        }
        Ok(Table {
            game: self.id.clone(),
            axes: vec![Axis { name: "n".into(), values: (from..=to).map(Coord::Int).collect() }],
            entries,
            period: None,
        })
    }
}

impl Entry for KnightEntry {
    fn id(&self) -> &str {
        &self.id
    }

    fn summary(&self) -> String {
        self.summary.clone()
    }

    fn rules(&self) -> String {
        let jumps = if self.game.partizan {
            "A only jumps 2 squares South and 1 East or West; B only jumps 2 squares West and 1 North or South"
        } else {
            "each jump goes 2 squares South and 1 East or West, or 2 squares West and 1 North or South"
        };
        let end = match self.game.convention {
            Convention::Normal => "The first player unable to move loses.",
            Convention::Misere => "Misère play (perde-ganha): the first player unable to move WINS.",
        };
        format!(
            "{}\n\nA knight stands on an {n}×{n} board, at first on the North-East corner ({n},{n}). Players alternately make it jump, \
             never off the board: {jumps}. {end}\n\nSquares are written row,column from 1: row 1 is the South edge, column 1 the \
             West edge{}. A move is written as the square the knight lands on, e.g. `{}`.\n\n\
             `ludoteca table` draws the table on the board itself (row {n} at the top); `--sizes 2..40` tells who wins from (n, n) for each size.\n\n\
             Parameters: size=N (2..{MAX_SIZE}), start=ROW,COL, misere=true|false.",
            self.statement,
            if self.game.partizan { "; in game II a position adds who moves, e.g. 8,8,A" } else { "" },
            self.game.moves(&self.start).first().map_or("6,7".into(), |(r, c)| format!("{r},{c}")),
            n = self.game.size,
        )
    }

    fn params(&self) -> Params {
        self.params.clone()
    }

    fn start(&self) -> String {
        self.format(&self.start)
    }

    fn normalize(&self, position: &str) -> Result<String, GameError> {
        Ok(self.format(&self.parse(position)?))
    }

    fn to_move(&self, position: &str) -> Result<Option<Player>, GameError> {
        let p = self.parse(position)?;
        Ok(self.game.partizan.then_some(p.mover))
    }

    fn moves(&self, position: &str) -> Result<Vec<String>, GameError> {
        let p = self.parse(position)?;
        Ok(self.game.moves(&p).iter().map(|(r, c)| format!("{r},{c}")).collect())
    }

    fn play(&self, position: &str, mv: &str) -> Result<String, GameError> {
        let p = self.parse(position)?;
        let target: String = mv.chars().filter(|c| !"() ".contains(*c)).collect();
        let legal = self.game.moves(&p);
        let found = legal.iter().find(|(r, c)| format!("{r},{c}") == target);
        match found {
            Some(m) => Ok(self.format(&self.game.play(&p, m))),
            None => Err(GameError::IllegalMove {
                text: mv.into(),
                expected: if legal.is_empty() {
                    "the knight cannot move: the game is over".into()
                } else {
                    format!(
                        "from {} the knight may land on {}",
                        self.format(&p),
                        legal.iter().map(|(r, c)| format!("{r},{c}")).collect::<Vec<_>>().join(" or ")
                    )
                },
            }),
        }
    }

    fn terminal(&self, position: &str) -> Result<Option<Outcome>, GameError> {
        Ok(self.game.terminal(&self.parse(position)?))
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = self.parse(position)?;
        let board = Board::solve(&self.game, ctl)?;
        let a = analyse(&self.game, &p, |q| board.value(q));
        let moves: Vec<MoveReport> = a
            .moves
            .iter()
            .map(|m| MoveReport {
                mv: format!("{},{}", m.mv.0, m.mv.1),
                position: self.format(&self.game.play(&p, &m.mv)),
                outcome: m.after.outcome,
                remoteness: m.after.remoteness,
            })
            .collect();
        let winning: Vec<String> = a.winning_moves().map(|m| format!("{},{}", m.mv.0, m.mv.1)).collect();
        let class =
            format!("{} ({}, {})", a.value.outcome.word_en(), a.value.outcome.word_pt(), a.value.outcome.code());
        let explanation = match (moves.is_empty(), a.value.outcome) {
            (true, _) => "The knight cannot move: the game is over.".to_string(),
            (false, Outcome::NextWins) => {
                format!("{class}: jump to {} — a safe square for the opponent.", winning.join(" or "))
            }
            _ => format!("{class}: every jump lands on a fragile square for the opponent."),
        };
        Ok(PositionReport {
            game: self.id.clone(),
            position: self.format(&p),
            to_move: self.game.partizan.then_some(p.mover),
            outcome: a.value.outcome,
            remoteness: a.value.remoteness,
            best_move: moves.first().map(|m| m.mv.clone()),
            winning_moves: winning,
            moves,
            grundy: None,
            method: "retrograde".into(),
            explanation,
            diagram: None,
            extra: None,
        })
    }

    /// The table on the board (rows `n` down to 1); in game II the board for
    /// A to move, then the board for B to move, side by side.
    fn table(&self, _from: u64, _to: u64, ctl: &Control) -> Result<Table, GameError> {
        let n = self.game.size;
        let board = Board::solve(&self.game, ctl)?;
        let movers: &[Player] = if self.game.partizan { &Player::BOTH } else { &[Player::First] };
        let mut entries = Vec::new();
        let mut columns = Vec::new();
        for (k, &mover) in movers.iter().enumerate() {
            for col in 1..=n {
                columns.push(if self.game.partizan {
                    Coord::Name(format!("{}{col}", mover.letter()))
                } else {
                    Coord::Int(col.into())
                });
                for (i, row) in (1..=n).rev().enumerate() {
                    let p = KnightPosition { row, col, mover };
                    let v = board.value(&p);
                    entries.push(Cell {
                        position: self.format(&p),
                        coords: vec![Coord::Int(row.into()), Coord::Int(col.into())],
                        outcome: v.outcome,
                        remoteness: v.remoteness,
                        grundy: None,
                        at: [i, k * n as usize + col as usize - 1],
                    });
                }
            }
        }
        Ok(Table {
            game: self.id.clone(),
            axes: vec![
                Axis { name: "row".into(), values: (1..=n).rev().map(|r| Coord::Int(r.into())).collect() },
                Axis { name: "column".into(), values: columns },
            ],
            entries,
            period: None,
        })
    }

    fn period(&self, _ctl: &Control) -> Result<PeriodReport, GameError> {
        Err(GameError::Unsupported(format!(
            "{} is played on one board, not on a growing heap; try `ludoteca table {} --sizes 2..40` for the pattern over board sizes",
            self.id, self.id
        )))
    }

    fn sizes(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        KnightEntry::sizes(self, from, to, ctl)
    }
}
