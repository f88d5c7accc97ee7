//! The bean grids behind the catalogue's [`Entry`]: notation, the table of
//! rectangles, and the list of safe positions of small boards.

use super::{BeanGame, BeanMove, BeanPosition, BeanRule, MAX_CELLS};
use crate::beans::words::BeansMsg;
use crate::entry::{Entry, Meta, PositionReport};
use crate::error::GameError;
use crate::notation::{Notation, report};
use crate::params::{Params, parse_u64};
use ludoteca_core::table::{Axis, Coord, Table};
use ludoteca_core::{Control, Convention, Game, Msg, Outcome, Retrograde, Solver, analyse};

/// Positions a search may memoise.
const SEARCH_LIMIT: usize = 40_000_000;
/// Boards small enough to list every safe position reachable.
const LIST_CELLS: u32 = 16;
/// The largest side of a rectangle game (a, b).
const MAX_SIDE: u64 = 250;

/// A bean game ready for the catalogue.
pub struct BeansEntry {
    meta: Meta,
    game: BeanGame,
}

impl BeansEntry {
    /// A bean preset from its parameters (`rows`, `cols`, `misere`).
    pub fn from_params(
        id: &str,
        rule: BeanRule,
        params: &Params,
        summary: &str,
        statement: &str,
    ) -> Result<BeansEntry, GameError> {
        super::FAMILY.check(id, params)?;
        let max = if rule.rectangular() { MAX_SIDE } else { 64 };
        let rows = params.u64_in("rows", 1, max)?.unwrap_or(4) as u8;
        let cols = params.u64_in("cols", 1, max)?.unwrap_or(5) as u8;
        if !rule.rectangular() && u32::from(rows) * u32::from(cols) > MAX_CELLS {
            return Err(GameError::bad_param(
                "cols",
                cols.to_string(),
                Msg::from(BeansMsg::BeCells { max: u64::from(MAX_CELLS) }),
            ));
        }
        // (a), (b): the last bean wins; (c), (d): the last bean loses.
        let own = if rule.rectangular() { Convention::Normal } else { Convention::Misere };
        let flip = params.bool("misere")?.unwrap_or(false);
        let convention = match (own, flip) {
            (c, false) => c,
            (Convention::Normal, true) => Convention::Misere,
            (Convention::Misere, true) => Convention::Normal,
        };
        Ok(BeansEntry {
            meta: Meta::new(id, summary, statement, params),
            game: BeanGame { rule, rows, cols, convention },
        })
    }

    fn solver(&self) -> Solver<'_, BeanGame> {
        Solver::new(&self.game).with_limit(SEARCH_LIMIT)
    }
}

impl Notation for BeansEntry {
    type Game = BeanGame;

    fn game(&self) -> &BeanGame {
        &self.game
    }

    fn start_position(&self) -> BeanPosition {
        self.game.full()
    }

    fn format(&self, p: &BeanPosition) -> String {
        match *p {
            BeanPosition::Rect { rows, cols } => format!("{rows}x{cols}"),
            BeanPosition::Set(set) => (1..=self.game.rows)
                .rev()
                .map(|i| {
                    (1..=self.game.cols)
                        .map(|j| if set & self.game.bit(i, j) != 0 { '#' } else { '.' })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("/"),
        }
    }

    fn parse(&self, text: &str) -> Result<BeanPosition, GameError> {
        let g = &self.game;
        let err = || {
            let (rows, cols) = (u64::from(g.rows), u64::from(g.cols));
            GameError::bad_position(
                text,
                if g.rule.rectangular() {
                    Msg::from(BeansMsg::BeRect { rows, cols })
                } else {
                    Msg::from(BeansMsg::BeBoard { rows, cols, example: self.format(&g.full()) })
                },
            )
        };
        let t = text.trim();
        if g.rule.rectangular() {
            let (r, c) = t.split_once(['x', 'X', '×']).ok_or_else(err)?;
            let (Some(r), Some(c)) = (parse_u64(r), parse_u64(c)) else { return Err(err()) };
            if r > u64::from(g.rows) || c > u64::from(g.cols) {
                return Err(err());
            }
            let (r, c) = if r == 0 || c == 0 { (0, 0) } else { (r as u8, c as u8) };
            return Ok(BeanPosition::Rect { rows: r, cols: c });
        }
        let lines: Vec<&str> = t.split('/').collect();
        if lines.len() != usize::from(g.rows) {
            return Err(err());
        }
        let mut set = 0u64;
        for (k, line) in lines.iter().enumerate() {
            let i = g.rows - k as u8;
            let cells: Vec<char> = line.trim().chars().collect();
            if cells.len() != usize::from(g.cols) {
                return Err(err());
            }
            for (j, ch) in cells.iter().enumerate() {
                match ch {
                    '#' | 'o' | 'O' => set |= g.bit(i, j as u8 + 1),
                    '.' | '-' => {}
                    _ => return Err(err()),
                }
            }
        }
        Ok(BeanPosition::Set(set))
    }

    fn format_move(&self, _p: &BeanPosition, m: &BeanMove) -> String {
        match m {
            BeanMove::Row => "row".into(),
            BeanMove::Column => "column".into(),
            BeanMove::Tail(k) => k.to_string(),
            BeanMove::Bean(i, j) => format!("{i},{j}"),
        }
    }

    fn parse_move(&self, p: &BeanPosition, text: &str) -> Result<BeanMove, GameError> {
        let t = text.trim().to_ascii_lowercase();
        let legal = self.game.moves(p);
        let wanted = match t.as_str() {
            // The notation's words, and the Portuguese ones a student types.
            "row" | "r" | "linha" => Some(BeanMove::Row),
            "column" | "col" | "c" | "coluna" => Some(BeanMove::Column),
            _ => match t.split_once(',') {
                Some((i, j)) => match (parse_u64(i), parse_u64(j)) {
                    (Some(i), Some(j)) if i <= 64 && j <= 64 => Some(BeanMove::Bean(i as u8, j as u8)),
                    _ => None,
                },
                None => parse_u64(&t).filter(|&k| k <= 2).map(|k| BeanMove::Tail(k as u8)),
            },
        };
        match wanted {
            Some(m) if legal.contains(&m) => Ok(m),
            _ => Err(GameError::illegal(
                text,
                if legal.is_empty() {
                    Msg::from(BeansMsg::BeNone)
                } else if self.game.rule.rectangular() {
                    Msg::AccLegalMoves {
                        position: self.format(p),
                        moves: legal.iter().map(|m| self.format_move(p, m)).collect::<Vec<_>>().join(", "),
                    }
                } else {
                    Msg::from(BeansMsg::BeEat)
                },
            )),
        }
    }
}

impl Entry for BeansEntry {
    forward_entry!(meta, text, board);

    /// Small but for a conjecture, which lists every rectangle up to the
    /// board (62,501 positions on the largest).
    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        Ok(match work {
            crate::cost::Work::Conjecture { to } => {
                let (r, c) = (u64::from(self.game.rows).min(to), u64::from(self.game.cols).min(to));
                crate::cost::conjecture_cost(r * c + 1)
            }
            _ => crate::cost::Cost::SMALL,
        })
    }

    fn move_msg(&self, _position: &str, mv: &str) -> Option<Msg> {
        match mv.trim().to_ascii_lowercase().as_str() {
            "row" | "r" | "linha" => Some(Msg::moved(BeansMsg::BeHowRow, BeansMsg::BeDoRow)),
            "column" | "col" | "c" | "coluna" => Some(Msg::moved(BeansMsg::BeHowColumn, BeansMsg::BeDoColumn)),
            m => match crate::words::square(m) {
                Some((row, col)) => Some(Msg::moved(BeansMsg::BeHowAte { row, col }, BeansMsg::BeDoEat { row, col })),
                None => crate::words::took(crate::family::Things::Beans, m),
            },
        }
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use super::RULES as BEANS;
        use crate::rules_text::pick;
        let g = &self.game;
        let moves = BEANS.get(
            lang,
            match g.rule {
                BeanRule::Lines => "lines",
                BeanRule::LinesThenTail => "lines-then-tail",
                BeanRule::Cross => "cross",
                BeanRule::Chomp => "chomp",
            },
        );
        let end = BEANS.get(lang, pick(g.convention == Convention::Misere, "end-misere", "end-normal"));
        format!(
            "{}\n\n{}\n\n{}\n\n{}\n\n{}\n{}",
            self.meta.statement_in(lang),
            BEANS.fill(lang, "board", &[("rows", &g.rows), ("cols", &g.cols), ("moves", &moves), ("end", &end)]),
            BEANS.get(lang, pick(g.rule.rectangular(), "notation-rectangle", "notation-board")),
            BEANS.fill(lang, "table", &[("cells", &LIST_CELLS)]),
            super::FAMILY.parameters_paragraph(lang, &self.meta.params),
            BEANS.get(lang, "misere"),
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = self.parse(position)?;
        let mut s = self.solver();
        s.value_with(&p, ctl)?;
        let a = analyse(&self.game, &p, |q| s.cached(q).expect("options are solved with their parent"));
        let mut report = report(self, &self.meta.id, &p, &a, "search");
        let cells = u32::from(self.game.rows) * u32::from(self.game.cols);
        let mut extra = serde_json::json!({ "positions_searched": s.solved() });
        if !self.game.rule.rectangular() && cells <= LIST_CELLS {
            let r = Retrograde::solve(&self.game, &[p], ctl)?;
            let mut safe: Vec<String> =
                r.iter().filter(|(_, v)| v.outcome == Outcome::PreviousWins).map(|(q, _)| self.format(q)).collect();
            safe.sort();
            extra["p_positions"] = serde_json::json!(safe);
            extra["reachable"] = serde_json::json!(r.len());
        }
        // The winning moves in the family's words (remove a row…), the
        // notation only where it has none.
        let outcome = a.value.outcome;
        let said = |m: &String| self.move_msg(position, m).and_then(|w| w.infinitive());
        let moves: Vec<Msg> =
            report.winning_moves.iter().map(|m| said(m).unwrap_or_else(|| Msg::Verbatim { text: m.clone() })).collect();
        let reason = Msg::from(match (report.moves.is_empty(), outcome) {
            (true, _) => BeansMsg::BeWhyOver,
            (false, Outcome::NextWins) => BeansMsg::BeWhyFragile { outcome, moves },
            _ => BeansMsg::BeWhySafe { outcome },
        });
        report.explanation = crate::sentence::Sentence::said(reason.clone());
        report.reason = Some(reason);
        if let BeanPosition::Set(_) = p {
            report.diagram = Some((self.format(&p).replace('/', "\n") + "\n").into());
        }
        report.extra = Some(extra);
        Ok(report)
    }

    /// The outcome of every starting rectangle m×n with `from ≤ m, n ≤ to`.
    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        let from = from.max(1);
        let limit = if self.game.rule.rectangular() { MAX_SIDE } else { 64 };
        if to > limit {
            return Err(GameError::too_large(BeansMsg::BeTableTooLarge { id: self.meta.id.clone(), limit }));
        }
        let axis = |name| Axis::numbers(name, from..=to);
        let mut table = Table::new(&self.meta.id, vec![axis("rows"), axis("cols")]);
        let mut rect_solver = self.solver();
        for (i, m) in (from..=to).enumerate() {
            for (j, n) in (from..=to).enumerate() {
                ctl.check()?;
                if !self.game.rule.rectangular() && m * n > u64::from(MAX_CELLS) {
                    continue;
                }
                let game = BeanGame { rows: m as u8, cols: n as u8, ..self.game };
                let v = if game.rule.rectangular() {
                    rect_solver.value_with(&game.full(), ctl)?
                } else {
                    Solver::new(&game).with_limit(SEARCH_LIMIT).value_with(&game.full(), ctl)?
                };
                table.put([i, j], format!("{m}x{n}"), v);
            }
        }
        Ok(table)
    }

    fn coordinates(&self, position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        match self.parse(position)? {
            BeanPosition::Rect { rows, cols } => {
                Ok(vec![("rows".into(), Coord::Int(rows.into())), ("cols".into(), Coord::Int(cols.into()))])
            }
            BeanPosition::Set(_) => Err(GameError::unsupported(BeansMsg::BeNoCoordinates)),
        }
    }

    fn positions_up_to(&self, to: u64) -> Result<Vec<String>, GameError> {
        if !self.game.rule.rectangular() {
            return self.coordinates(&Entry::start(self)).map(|_| Vec::new());
        }
        let (r, c) = (u64::from(self.game.rows).min(to), u64::from(self.game.cols).min(to));
        let mut all: Vec<(u64, u64)> = (1..=r).flat_map(|i| (1..=c).map(move |j| (i, j))).collect();
        all.push((0, 0));
        all.sort_by_key(|(i, j)| i + j);
        Ok(all.iter().map(|(i, j)| format!("{i}x{j}")).collect())
    }
}
