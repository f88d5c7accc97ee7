//! Northcott's game behind the catalogue's [`Entry`]: the notation
//! (`1-5/2-8 A`, moves `r2:b6`), the champion of the gaps, the exact
//! retrograde solve of small boards, and the table of one row's placements.

use super::{MAX_COLS, MAX_ROWS, MIN_COLS, MIN_ROWS, NorthcottGame, NorthcottMove, NorthcottPosition, RowSorted};
use crate::entry::{Entry, Meta, MoveReport, PositionReport};
use crate::error::GameError;
use crate::northcott::words::NorthcottMsg;
use crate::notation::Notation;
use crate::params::{Params, parse_u64};
use crate::sum::BinaryStack;
use ludoteca_core::table::{Axis, Table};
use ludoteca_core::{Control, Convention, Game, Msg, Outcome, Player, Retrograde, Value, analyse};
use std::fmt::Write;
use std::sync::OnceLock;

/// Boards with at most this many positions up to the order of the rows are
/// solved exactly (retrograde) for every analysis: boards of up to 4 rows,
/// 5 rows of up to 7 columns, 6 of 6, 7 or 8 of 5 (5×8, with 402,752, is
/// left to the gap rule).
pub const RETROGRADE_LIMIT: u64 = 120_000;
/// The seed of the default start, so that the default game is always the same.
pub const DEFAULT_SEED: u64 = 18;

/// Northcott's game ready for the catalogue.
pub struct NorthcottEntry {
    meta: Meta,
    game: NorthcottGame,
    start: NorthcottPosition,
    /// The retrograde solve of the whole board, once computed (small boards).
    solved: OnceLock<Retrograde<RowSorted>>,
}

/// How a position's values are obtained.
enum Judge<'a> {
    /// The exact retrograde solve of the board.
    Retrograde(&'a Retrograde<RowSorted>),
    /// The theory: the gap rule (normal) or the misère rule.
    Rule,
}

/// A move `rROW:wCOL` (or `b`) in words: the stone of that row slid to that column.
pub(super) fn slid(mv: &str) -> Option<Msg> {
    let rest = mv.trim().strip_prefix('r')?;
    let (row, to) = rest.split_once(':')?;
    let mut chars = to.chars();
    let stone = match chars.next()? {
        'w' => Msg::from(NorthcottMsg::StoneWhite),
        'b' => Msg::from(NorthcottMsg::StoneBlack),
        _ => return None,
    };
    let (row, col) = (crate::words::number(row)?, crate::words::number(chars.as_str())?);
    let stone = Box::new(stone);
    Some(Msg::moved(
        NorthcottMsg::NcHowSlid { row, stone: stone.clone(), col },
        NorthcottMsg::NcDoSlide { row, stone, col },
    ))
}

fn stone_letter(p: Player) -> char {
    match p {
        Player::First => 'w',
        Player::Second => 'b',
    }
}

impl NorthcottEntry {
    /// Northcott's game from its parameters (`rows`, `cols`, `start`, `seed`,
    /// `misere`); defaults 8×8, normal play, the random start of seed 18.
    pub fn from_params(id: &str, params: &Params, summary: &str, statement: &str) -> Result<NorthcottEntry, GameError> {
        super::FAMILY.check(id, params)?;
        let rows = params.u64_in("rows", MIN_ROWS.into(), MAX_ROWS.into())?.unwrap_or(8) as u8;
        let cols = params.u64_in("cols", MIN_COLS.into(), MAX_COLS.into())?.unwrap_or(8) as u8;
        let convention = params.convention()?;
        let game = NorthcottGame { rows, cols, convention };
        if params.has("start") && params.has("seed") {
            return Err(GameError::bad_param(
                "seed",
                params.get("seed").unwrap_or_default(),
                Msg::AccNotBoth { a: "start=POSITION".into(), b: "seed=N".into() },
            ));
        }
        let seed = match params.get("seed") {
            None => DEFAULT_SEED,
            Some(v) => {
                parse_u64(v).ok_or_else(|| GameError::bad_param("seed", v, Msg::from(NorthcottMsg::NcSeedStart)))?
            }
        };
        let mut e = NorthcottEntry {
            meta: Meta::new(id, summary, statement, params),
            game,
            start: game.random_start(seed),
            solved: OnceLock::new(),
        };
        if let Some(s) = params.get("start") {
            e.start = e.parse(s).map_err(|err| match err {
                GameError::BadPosition { expected, .. } => {
                    GameError::BadParam { name: "start".into(), value: s.into(), expected }
                }
                other => other,
            })?;
        }
        Ok(e)
    }

    /// The game itself.
    #[must_use]
    pub fn game(&self) -> &NorthcottGame {
        &self.game
    }

    /// The starting position.
    #[must_use]
    pub fn start_position(&self) -> NorthcottPosition {
        self.start
    }

    fn notation_help(&self) -> Msg {
        Msg::from(NorthcottMsg::NcHelp {
            cols: u64::from(self.game.cols),
            rows: u64::from(self.game.rows),
            example: self.format(&self.start),
        })
    }

    /// Reads a position in the notation `w-b/w-b/… A`.
    pub fn parse(&self, text: &str) -> Result<NorthcottPosition, GameError> {
        let bad = |why: Msg| GameError::bad_position(text, why);
        let mut tokens: Vec<&str> = text.split_whitespace().collect();
        let mut mover = Player::First;
        if tokens.len() > 1
            && let Some(p) = tokens.last().and_then(|t| Player::from_name(t))
        {
            mover = p;
            tokens.pop();
        }
        let board: String = tokens.concat();
        if board.is_empty() {
            return Err(bad(self.notation_help()));
        }
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != usize::from(self.game.rows) {
            return Err(bad(Msg::from(NorthcottMsg::NcRows {
                rows: u64::from(self.game.rows),
                given: rows.len() as u64,
                help: Box::new(self.notation_help()),
            })));
        }
        let mut stones = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let parsed = row.split_once('-').and_then(|(w, b)| Some((parse_u64(w)?, parse_u64(b)?)));
            match parsed {
                Some((w, b)) if 1 <= w && w < b && b <= u64::from(self.game.cols) => stones.push((w as u8, b as u8)),
                _ => {
                    return Err(bad(Msg::from(NorthcottMsg::NcRow {
                        i: i as u64 + 1,
                        row: (*row).into(),
                        cols: u64::from(self.game.cols),
                        help: Box::new(self.notation_help()),
                    })));
                }
            }
        }
        Ok(NorthcottPosition::new(&stones, mover))
    }

    /// Writes a position: `w-b` per row, `/` between rows, then the mover.
    #[must_use]
    pub fn format(&self, p: &NorthcottPosition) -> String {
        let rows: Vec<String> =
            (0..usize::from(self.game.rows)).map(|r| format!("{}-{}", p.white(r), p.black(r))).collect();
        format!("{} {}", rows.join("/"), p.mover().letter())
    }

    /// Writes a move of `p`'s mover: `r3:w5` (row 3's white stone to column 5).
    #[must_use]
    pub fn format_move(&self, p: &NorthcottPosition, m: &NorthcottMove) -> String {
        format!("r{}:{}{}", m.row + 1, stone_letter(p.mover()), m.to)
    }

    /// Reads a move of `p`'s mover (`r3:w5`; also `3:w5`, `r3w5` or `3:5`),
    /// saying exactly why an illegal one is illegal.
    pub fn parse_move(&self, p: &NorthcottPosition, text: &str) -> Result<NorthcottMove, GameError> {
        let mover = p.mover();
        let illegal = |why: Msg| GameError::illegal(text, why);
        if !self.game.has_move(p) {
            return Err(illegal(Msg::from(NorthcottMsg::NcOver { seat: mover.letter() })));
        }
        let example = self.game.moves(p).first().map(|m| self.format_move(p, m)).unwrap_or_default();
        let s: String = text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
        let s = s.strip_prefix('r').unwrap_or(&s);
        let split = s.find([':', 'w', 'b']);
        let parsed = split.and_then(|i| {
            let row = parse_u64(&s[..i])?;
            let rest = s[i..].strip_prefix(':').unwrap_or(&s[i..]);
            let (stone, col) = match rest.chars().next()? {
                'w' => (Some(Player::First), &rest[1..]),
                'b' => (Some(Player::Second), &rest[1..]),
                _ => (None, rest),
            };
            Some((row, stone, parse_u64(col)?))
        });
        let Some((row, stone, to)) = parsed else {
            return Err(illegal(Msg::from(NorthcottMsg::NcMoveShape {
                rows: u64::from(self.game.rows),
                cols: u64::from(self.game.cols),
                example,
            })));
        };
        if row < 1 || row > u64::from(self.game.rows) {
            return Err(illegal(Msg::from(NorthcottMsg::NcNoRow { row, rows: u64::from(self.game.rows) })));
        }
        if let Some(st) = stone
            && st != mover
        {
            return Err(illegal(Msg::from(NorthcottMsg::NcNotYourStone {
                seat: mover.letter(),
                colour: Box::new(if mover == Player::First {
                    Msg::from(NorthcottMsg::NcWhite)
                } else {
                    Msg::from(NorthcottMsg::NcBlack)
                }),
                stone: stone_letter(mover),
                example,
            })));
        }
        let r = (row - 1) as usize;
        let (w, b) = (p.white(r), p.black(r));
        let (here, other) = match mover {
            Player::First => (w, b),
            Player::Second => (b, w),
        };
        let name = || {
            Box::new(if mover == Player::First {
                Msg::from(NorthcottMsg::NcWhite)
            } else {
                Msg::from(NorthcottMsg::NcBlack)
            })
        };
        let other_name = || {
            Box::new(if mover == Player::First {
                Msg::from(NorthcottMsg::NcBlack)
            } else {
                Msg::from(NorthcottMsg::NcWhite)
            })
        };
        let (lo, hi) = match mover {
            Player::First => (1, b - 1),
            Player::Second => (w + 1, self.game.cols),
        };
        let (here_n, lo, hi) = (u64::from(here), u64::from(lo), u64::from(hi));
        if to < 1 || to > u64::from(self.game.cols) {
            return Err(illegal(Msg::from(NorthcottMsg::NcOffBoard { to, cols: u64::from(self.game.cols) })));
        }
        let to = to as u8;
        if to == here {
            return Err(illegal(Msg::from(NorthcottMsg::NcStay { colour: name(), row, to: u64::from(to) })));
        }
        if to == other {
            return Err(illegal(Msg::from(NorthcottMsg::NcLand {
                to: u64::from(to),
                other: other_name(),
                row,
                here: here_n,
                lo,
                hi,
            })));
        }
        if (here < other) != (to < other) {
            return Err(illegal(Msg::from(NorthcottMsg::NcJump {
                colour: name(),
                row,
                other: other_name(),
                col: u64::from(other),
                here: here_n,
                lo,
                hi,
            })));
        }
        Ok(NorthcottMove { row: (row - 1) as u8, to })
    }

    /// How this entry decides positions: the exact solve when the board is
    /// small (or the rule is not exact, 1×3 misère), else the theory.
    fn judge(&self, ctl: &Control) -> Result<Judge<'_>, GameError> {
        if self.game.canonical_count() > RETROGRADE_LIMIT && self.game.rule_is_exact() {
            return Ok(Judge::Rule);
        }
        if let Some(r) = self.solved.get() {
            return Ok(Judge::Retrograde(r));
        }
        let r = self.game.solve_by_symmetry(ctl)?;
        let _ = self.solved.set(r);
        Ok(Judge::Retrograde(self.solved.get().expect("just set")))
    }

    fn value(&self, judge: &Judge<'_>, p: &NorthcottPosition) -> Value {
        match judge {
            Judge::Retrograde(r) => {
                r.value(&p.canonical(self.game.rows)).expect("every position of the board is solved")
            }
            Judge::Rule => self.game.rule_value(p),
        }
    }

    /// The board drawn in text: `W` and `B` stones on dots, each row's gap,
    /// the mover, and (normal play) the binary stack of the gaps, its
    /// labels in English.
    #[must_use]
    pub fn diagram(&self, p: &NorthcottPosition) -> String {
        self.diagram_in(p, ludoteca_core::Lang::EN)
    }

    /// The board drawn in text, its labels (the gaps' column, the mover, the
    /// Nim sum) in `lang`.
    #[must_use]
    pub fn diagram_in(&self, p: &NorthcottPosition, lang: ludoteca_core::Lang) -> String {
        draw(&self.game, p, lang)
    }
}

/// The board of `game` at `p` drawn in text, its labels in `lang` (what
/// [`NorthcottEntry::diagram_in`] draws, from data a drawing can own).
fn draw(game: &NorthcottGame, p: &NorthcottPosition, lang: ludoteca_core::Lang) -> String {
    let cols = usize::from(game.cols);
    let mut s = String::from("     ");
    for c in 1..=cols {
        let _ = write!(s, " {c}");
    }
    let _ = writeln!(s, "   {}", NorthcottMsg::NcDiagramGap.render(lang));
    for r in 0..usize::from(game.rows) {
        let _ = write!(s, "  r{:<2}", r + 1);
        for c in 1..=cols as u8 {
            let ch = if c == p.white(r) {
                'W'
            } else if c == p.black(r) {
                'B'
            } else {
                '.'
            };
            let _ = write!(s, " {ch}");
        }
        let _ = writeln!(s, "   {:>3}", p.gap(r));
    }
    let seat = p.mover().letter().to_string();
    let _ = writeln!(s, "{}", NorthcottMsg::NcDiagramToMove { seat }.render(lang));
    let gaps: Vec<u64> = game.gaps(p).collect();
    if game.convention == Convention::Normal {
        let terms = gaps.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ⊕ ");
        let said = NorthcottMsg::NcDiagramNimSum { terms, sum: game.nim_sum(p).to_string() };
        let _ = writeln!(s, "{}", said.render(lang));
        s.push_str(&BinaryStack::of(&gaps).draw_in(&gaps, lang));
    }
    s
}

/// The notation is the entry's own (`2-4/1-8/… A`, moves `r3:w5`).
impl Notation for NorthcottEntry {
    type Game = NorthcottGame;

    fn game(&self) -> &NorthcottGame {
        &self.game
    }

    fn start_position(&self) -> NorthcottPosition {
        self.start
    }

    fn format(&self, p: &NorthcottPosition) -> String {
        NorthcottEntry::format(self, p)
    }

    fn parse(&self, text: &str) -> Result<NorthcottPosition, GameError> {
        NorthcottEntry::parse(self, text)
    }

    fn format_move(&self, p: &NorthcottPosition, m: &NorthcottMove) -> String {
        NorthcottEntry::format_move(self, p, m)
    }

    fn parse_move(&self, p: &NorthcottPosition, text: &str) -> Result<NorthcottMove, GameError> {
        NorthcottEntry::parse_move(self, p, text)
    }

    fn mover(&self, p: &NorthcottPosition) -> Option<Player> {
        Some(p.mover())
    }
}

impl Entry for NorthcottEntry {
    forward_entry!(meta, text, board);

    fn move_msg(&self, _position: &str, mv: &str) -> Option<Msg> {
        slid(mv)
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use super::RULES as T;
        use crate::rules_text::pick;
        let (rows, cols) = (self.game.rows, self.game.cols);
        let end = T.get(lang, pick(self.game.convention == Convention::Misere, "end-misere", "end-normal"));
        let (all, sorted) = (self.game.position_count(), self.game.canonical_count());
        let method = if sorted <= RETROGRADE_LIMIT || !self.game.rule_is_exact() {
            T.fill(lang, "method-exact", &[("all", &all), ("sorted", &sorted)])
        } else {
            let name = if self.game.convention == Convention::Normal { "gaps" } else { "misere-rule" };
            T.fill(
                lang,
                "method-theory",
                &[("all", &all), ("sorted", &sorted), ("method", &name), ("limit", &RETROGRADE_LIMIT)],
            )
        };
        let example_move = self.game.moves(&self.start).first().map(|m| self.format_move(&self.start, m));
        let example = example_move.map_or(String::new(), |m| format!(" {}", T.fill(lang, "example", &[("move", &m)])));
        let start = self.format(&self.start);
        let bound = u64::from(rows) * u64::from(cols - 2);
        format!(
            "{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{method}\n\n{}\n\n{}\n{}",
            self.meta.statement_in(lang),
            T.fill(lang, "board", &[("rows", &rows), ("cols", &cols), ("end", &end)]),
            T.fill(lang, "notation", &[("cols", &cols), ("rows", &rows), ("start", &start), ("example", &example)]),
            T.fill(lang, "theory", &[("fwd", &(cols - 2)), ("bound", &bound)]),
            T.get(lang, "misere"),
            T.get(lang, "table"),
            super::FAMILY.parameters_paragraph(lang, &self.meta.params),
            T.fill(lang, "seed", &[("seed", &DEFAULT_SEED)]),
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = self.parse(position)?;
        let judge = self.judge(ctl)?;
        let value = self.value(&judge, &p);
        let ranked: Vec<(NorthcottMove, Value)> = match (&judge, self.game.convention) {
            (Judge::Rule, Convention::Normal) => self.game.gap_ranked_moves(&p),
            _ => {
                analyse(&self.game, &p, |q| self.value(&judge, q)).moves.into_iter().map(|m| (m.mv, m.after)).collect()
            }
        };
        let moves: Vec<MoveReport> = ranked
            .iter()
            .map(|(m, v)| MoveReport {
                mv: self.format_move(&p, m),
                position: self.format(&self.game.play(&p, m)),
                outcome: v.outcome,
                remoteness: v.remoteness,
            })
            .collect();
        let winning: Vec<String> =
            moves.iter().filter(|m| m.outcome == Outcome::PreviousWins).map(|m| m.mv.clone()).collect();
        let gaps: Vec<u64> = self.game.gaps(&p).collect();
        let nim_sum = self.game.nim_sum(&p);
        let method = match (&judge, self.game.convention) {
            (Judge::Retrograde(_), _) => "retrograde",
            (Judge::Rule, Convention::Normal) => "gaps",
            (Judge::Rule, Convention::Misere) => "misere-rule",
        };
        let outcome = value.outcome;
        let exact = String::from(if method == "retrograde" { "yes" } else { "no" });
        let said_gaps = gaps.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
        let said_moves = winning.join(", ");
        let reason = Msg::from(match self.game.convention {
            _ if moves.is_empty() => NorthcottMsg::NcWhyOver { seat: p.mover().letter().to_string(), outcome },
            Convention::Normal if nim_sum == 0 => {
                NorthcottMsg::NcWhyZero { outcome, exact, gaps: said_gaps, moves: said_moves }
            }
            Convention::Normal => NorthcottMsg::NcWhyNonZero {
                outcome,
                exact,
                gaps: said_gaps,
                sum: nim_sum.to_string(),
                moves: said_moves,
            },
            Convention::Misere => NorthcottMsg::NcWhyMisere { outcome, exact, moves: said_moves },
        });
        let explanation = crate::sentence::Sentence::said(reason.clone());
        let game = self.game;
        let diagram_msg = Msg::drawn(move |lang| draw(&game, &p, lang));
        Ok(PositionReport {
            reason: Some(reason),
            diagram: Some(crate::sentence::Sentence::said(diagram_msg.clone())),
            diagram_msg: Some(diagram_msg),
            game: self.meta.id.clone(),
            position: self.format(&p),
            to_move: Some(p.mover()),
            outcome: value.outcome,
            remoteness: value.remoteness,
            best_move: moves.first().map(|m| m.mv.clone()),
            winning_moves: winning,
            moves,
            grundy: (self.game.convention == Convention::Normal).then_some(nim_sum as u32),
            method: method.into(),
            explanation,
            extra: Some(serde_json::json!({
                "gaps": gaps,
                "nim_sum": nim_sum,
                "binary_stack": BinaryStack::of(&gaps),
                "positions_on_board": self.game.position_count(),
                "positions_up_to_row_order": self.game.canonical_count(),
            })),
        })
    }

    /// The classes of every placement of the first row's stones (white column
    /// down, black column across), the other rows and the mover as in the
    /// start; `from`/`to` are not used.
    fn table(&self, _from: u64, _to: u64, ctl: &Control) -> Result<Table, GameError> {
        let judge = self.judge(ctl)?;
        let cols = self.game.cols;
        let axes = vec![
            Axis::numbers("white column of row 1", (1..=cols - 1).map(u64::from)),
            Axis::numbers("black column of row 1", (2..=cols).map(u64::from)),
        ];
        let mut table = Table::new(&self.meta.id, axes);
        for w in 1..cols {
            for b in w + 1..=cols {
                let p = self.start.with_stone(0, Player::First, w).with_stone(0, Player::Second, b);
                let v = self.value(&judge, &p);
                table.put([usize::from(w - 1), usize::from(b - 2)], self.format(&p), v).grundy =
                    (self.game.convention == Convention::Normal).then(|| self.game.nim_sum(&p) as u32);
            }
        }
        Ok(table)
    }
}
