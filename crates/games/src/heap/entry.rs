//! The heap family behind the catalogue's [`Entry`]: which solver answers
//! (row table, period, capped table, search), and the reports in words.

use super::cap::{CapTable, MAX_CAP_ROWS};
use super::config::HeapConfig;
use super::notation::or_list;
use super::{HeapPosition, Memory, TakeSet};
use crate::entry::{Entry, Meta, PeriodReport, PositionReport};
use crate::error::GameError;
use crate::heap::words::HeapMsg;
use crate::notation::{Notation, report};
use ludoteca_core::table::{Axis, Coord, Table};
use ludoteca_core::{
    Analysis, Control, Convention, Game, Layered, MoveValue, Msg, Outcome, Period, Player, RowTable, Solver, Value,
    analyse, best_first,
};
use std::sync::OnceLock;

/// Entries (rows × columns) solved directly; beyond, the period answers.
pub(super) const DIRECT_ENTRIES: u64 = 1 << 22;
/// Entries a printed table may have.
pub(super) const TABLE_ENTRIES: u64 = 1 << 21;
/// Row counts tried, in turn, when looking for a period.
pub(super) const PERIOD_ROWS: [u64; 4] = [1 << 10, 1 << 14, 1 << 18, 1 << 21];
/// Positions a search may memoise.
const SEARCH_LIMIT: usize = 40_000_000;
/// The largest heap the memoised search is asked about (games whose memory
/// no table of rows holds, such as the Fibonacci rule of game 28): its states
/// grow with the cube of the heap, and heaps near a thousand already take
/// minutes, so larger ones are refused before any memory is taken.
pub(super) const SEARCH_HEAP: u64 = 20_000;
/// Heaps scanned when a period can only be observed.
pub(super) const OBSERVE_ROWS: u64 = 3_000;

/// A heap game ready for the catalogue, with its period found once.
pub struct HeapEntry {
    meta: Meta,
    pub(super) cfg: HeapConfig,
    period: OnceLock<Option<(RowTable, Period)>>,
}

impl HeapEntry {
    /// How many positions [`Entry::positions_up_to`] lists for `to` (at
    /// most the rows × columns of the table), or its refusal: too many
    /// to check one by one, or a game whose positions are not listed.
    pub(super) fn positions_count(&self, to: u64) -> Result<u64, GameError> {
        let g = &self.cfg.game;
        let to = self.cfg.target.map_or(to, |t| to.min(t));
        let count = if self.layered() {
            to.saturating_add(1).saturating_mul(g.width() as u64)
        } else if g.memory.caps() {
            to.saturating_add(1).saturating_mul(to.saturating_add(2)) / 2
        } else {
            return Err(GameError::unsupported(HeapMsg::HpNoPositionList { id: self.meta.id.clone() }));
        };
        if count > 5_000_000 {
            return Err(GameError::too_large(Msg::ErrTooManyPositions { count }));
        }
        Ok(count)
    }

    /// Wraps a configured game with its catalogue texts.
    #[must_use]
    pub fn new(cfg: HeapConfig, summary: &str, statement: &str) -> HeapEntry {
        HeapEntry { meta: Meta::new(&cfg.id, summary, statement, &cfg.params), cfg, period: OnceLock::new() }
    }

    /// The configured game.
    #[must_use]
    pub fn config(&self) -> &HeapConfig {
        &self.cfg
    }

    pub(super) fn layered(&self) -> bool {
        matches!(self.cfg.game.memory, Memory::None | Memory::ForbidOpponentLast | Memory::ForbidOwnLast)
    }

    pub(super) fn grundy_defined(&self) -> bool {
        !self.cfg.game.partizan && self.cfg.game.convention == Convention::Normal
    }

    /// The proved period with the table it was found in (layered games only).
    pub fn proved_period(&self, ctl: &Control) -> Result<Option<&(RowTable, Period)>, GameError> {
        if let Some(p) = self.period.get() {
            return Ok(p.as_ref());
        }
        let game = &self.cfg.game;
        let mut found = None;
        for rows in PERIOD_ROWS {
            if rows * game.width() as u64 > DIRECT_ENTRIES * 8 {
                break;
            }
            let table = RowTable::solve(game, rows - 1, self.grundy_defined(), ctl)?;
            let key = |n| table.outcome_row(n);
            if let Some(p) = Period::find(rows, game.window(), key) {
                found = Some((table, p));
                break;
            }
        }
        super::cost::period_found(game, found.as_ref().map(|(t, _)| t.rows()));
        Ok(self.period.get_or_init(|| found).as_ref())
    }

    pub(super) fn pos(&self, text: &str) -> Result<HeapPosition, GameError> {
        self.cfg.parse(text)
    }

    /// Values `p` and its options, naming the method used.
    fn solve(&self, p: &HeapPosition, ctl: &Control) -> Result<(Valuer<'_>, &'static str), GameError> {
        let game = &self.cfg.game;
        if self.layered() {
            let entries = p.n.saturating_add(1).saturating_mul(game.width() as u64);
            if entries <= DIRECT_ENTRIES {
                let t = RowTable::solve(game, p.n, self.grundy_defined(), ctl)?;
                return Ok((Valuer::Rows(t), "table"));
            }
            let Some((t, period)) = self.proved_period(ctl)? else {
                return Err(GameError::too_large(HeapMsg::HpNoPeriodTooLarge {
                    rows: PERIOD_ROWS[PERIOD_ROWS.len() - 1],
                    n: p.n,
                }));
            };
            return Ok((Valuer::Period(t, *period), "period"));
        }
        let fibonacci_rule = game.memory == Memory::Double && game.takes[0] == TakeSet::Any;
        if fibonacci_rule && game.convention == Convention::Normal && p.n > MAX_CAP_ROWS {
            return Ok((Valuer::Zeckendorf, "zeckendorf"));
        }
        if game.memory.caps() {
            if p.n > MAX_CAP_ROWS {
                return Err(GameError::too_large(HeapMsg::HpCapRows { id: self.cfg.id.clone(), max: MAX_CAP_ROWS }));
            }
            return Ok((Valuer::Cap(CapTable::solve(game, p.n, ctl)?), "table"));
        }
        if super::study::applies(&self.cfg) && p.n > super::rabbits::SEARCH_UP_TO {
            return Ok((Valuer::Thresholds(super::rabbits::shared(self.within_thresholds(p.n)?, ctl)?), "thresholds"));
        }
        if p.n > SEARCH_HEAP {
            return Err(self.beyond_search(p.n));
        }
        let mut s = Solver::new(game).with_limit(SEARCH_LIMIT);
        s.value_with(p, ctl)?;
        let mut memo = Vec::new();
        game.for_each_move(p, |m| {
            let c = game.after(p, m);
            memo.push((c, s.cached(&c).expect("options are solved with their parent")));
        });
        memo.push((*p, s.cached(p).expect("solved")));
        Ok((Valuer::Known(memo), "search"))
    }

    fn column_coord(&self, c: usize) -> Coord {
        let game = &self.cfg.game;
        match (game.memory, game.partizan) {
            (Memory::ForbidOpponentLast, false) => Coord::Int(game.at(0, c).map_or(0, |p| p.b)),
            _ => Coord::Name(game.column_label(c)),
        }
    }

    /// Heap of table row `x` (the number said, for count-up games).
    fn heap_of(&self, x: u64) -> u64 {
        self.cfg.target.map_or(x, |t| t - x)
    }
}

/// Whatever values positions for one analysis.
enum Valuer<'a> {
    /// A table holding every row needed.
    Rows(RowTable),
    /// The period's table: rows beyond it are reduced by the period (their
    /// remoteness is then unknown).
    Period(&'a RowTable, Period),
    /// The capped table.
    Cap(CapTable),
    /// A position and its options, searched.
    Known(Vec<(HeapPosition, Value)>),
    /// Fibonacci nim's rule, any heap: the mover wins iff n's smallest
    /// Zeckendorf term is at most t.
    Zeckendorf,
    /// Game 28's thresholds (class only: the remoteness is not known).
    Thresholds(std::sync::Arc<super::rabbits::Thresholds>),
}

impl Valuer<'_> {
    fn value(&self, game: &super::HeapGame, p: &HeapPosition) -> Value {
        match self {
            Valuer::Rows(t) => {
                let (n, c) = game.locate(p);
                t.value(n, c).expect("row solved")
            }
            Valuer::Period(t, q) => {
                let (n, c) = game.locate(p);
                if n < t.rows() {
                    return t.value(n, c).expect("row solved");
                }
                let v = t.value(q.reduce(n), c).expect("row solved");
                Value { outcome: v.outcome, remoteness: None }
            }
            Valuer::Cap(t) => t.value(p).expect("heap solved"),
            Valuer::Known(m) => m.iter().find(|(q, _)| q == p).expect("memoised").1,
            Valuer::Zeckendorf => match super::zeckendorf::smallest_term(p.n) {
                None => Value::terminal(Outcome::PreviousWins),
                Some(z) if z <= p.b => Value { outcome: Outcome::NextWins, remoteness: None },
                Some(_) => Value { outcome: Outcome::PreviousWins, remoteness: None },
            },
            Valuer::Thresholds(t) => match t.mover_wins(p.n, p.a, p.b) {
                Some(false) if p.n == 0 => Value::terminal(Outcome::PreviousWins),
                Some(true) => Value { outcome: Outcome::NextWins, remoteness: None },
                _ => Value { outcome: Outcome::PreviousWins, remoteness: None },
            },
        }
    }

    fn grundy(&self, game: &super::HeapGame, p: &HeapPosition) -> Option<u32> {
        let t: &RowTable = match self {
            Valuer::Rows(t) => t,
            Valuer::Period(t, _) => t,
            _ => return None,
        };
        let (n, c) = game.locate(p);
        t.grundy(n, c).map(|g| g.0)
    }
}

impl HeapEntry {
    /// `n`, when an analysis of game 28 by thresholds reaches it (larger
    /// heaps are the long run of `solve`, with progress and checkpoints).
    pub(super) fn within_thresholds(&self, n: u64) -> Result<u64, GameError> {
        if n > super::rabbits::ANALYSIS_UP_TO {
            return Err(GameError::too_large(HeapMsg::HpThresholds {
                id: self.cfg.id.clone(),
                max: super::rabbits::ANALYSIS_UP_TO,
                n,
            }));
        }
        Ok(n)
    }

    /// The refusal of a heap beyond [`SEARCH_HEAP`].
    pub(super) fn beyond_search(&self, n: u64) -> GameError {
        GameError::too_large(HeapMsg::HpBeyondSearch { id: self.cfg.id.clone(), max: SEARCH_HEAP, n })
    }
}

impl HeapEntry {
    /// The period of the heaps' values, for a partizan game whose heaps
    /// have values (no memory, normal play, takes listed, taking stones);
    /// `None` for the rest.
    fn values_period(&self, ctl: &Control) -> Result<Option<crate::entry::ValuesPeriod>, GameError> {
        let game = &self.cfg.game;
        if !game.partizan || self.cfg.target.is_some() || super::values::valued_takes(game).is_err() {
            return Ok(None);
        }
        let search = super::value_period::values_period(game, ctl)?;
        Ok(Some(super::value_period::report(&search)))
    }
}

impl Entry for HeapEntry {
    forward_entry!(meta, text = cfg, board);

    fn game_value(&self, position: Option<&str>) -> Result<crate::game_value::GameValue, GameError> {
        super::value_report::of_heap(self, position)
    }

    fn game_values(&self, from: u64, to: u64) -> Result<crate::game_value::ValueTable, GameError> {
        super::value_report::of_rows(self, from, to)
    }

    fn move_msg(&self, _position: &str, mv: &str) -> Option<ludoteca_core::Msg> {
        let things = crate::words::things_of(&self.meta.id);
        let things = if self.cfg.target.is_some() { crate::family::Things::Numbers } else { things };
        crate::words::took(things, mv)
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv, self.cfg.target.is_some())
    }

    fn exact_solver(&self) -> Option<&dyn crate::solve::ExactSolve> {
        super::study::applies(&self.cfg).then_some(self as &dyn crate::solve::ExactSolve)
    }

    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        self.estimate(work)
    }

    /// Taking the fewest stones allowed: found without listing every move
    /// (a heap of a hundred million may allow as many).
    fn fallback_move(&self, position: &str) -> Result<Option<String>, GameError> {
        let p = self.pos(position)?;
        let game = &self.cfg.game;
        Ok((1..=game.top(&p)).find(|&s| game.legal(&p, s)).map(|s| self.cfg.format_move(&p, &s)))
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        super::rules::words(&self.cfg, self.meta.statement_in(lang), lang)
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = self.pos(position)?;
        let game = &self.cfg.game;
        let (valuer, method) = self.solve(&p, ctl)?;
        let a = if let Valuer::Zeckendorf = valuer {
            // Too many moves to list: the winning take (the smallest
            // Zeckendorf term, when allowed) and the slowest one (one stone).
            let mut takes = vec![1];
            takes.extend(super::zeckendorf::smallest_term(p.n).filter(|&z| z <= p.b && z > 1));
            let mut moves: Vec<MoveValue<u64>> = takes
                .into_iter()
                .filter(|&s| game.legal(&p, s))
                .map(|mv| MoveValue { mv, after: valuer.value(game, &game.after(&p, mv)) })
                .collect();
            best_first(&mut moves, |m| m.after);
            Analysis { value: valuer.value(game, &p), moves }
        } else {
            analyse(game, &p, |q| valuer.value(game, q))
        };
        let mut report = report(&self.cfg, &self.meta.id, &p, &a, method);
        report.grundy = if self.grundy_defined() { valuer.grundy(game, &p) } else { None };
        let mut reason = report.explanation_msg();
        if let ("period", Some((_, q))) = (method, self.period.get().and_then(Option::as_ref)) {
            reason = Msg::from(HeapMsg::HpByPeriod {
                reason: Box::new(reason),
                n: p.n,
                like: q.reduce(p.n),
                period: q.period,
                preperiod: q.preperiod,
            });
        }
        report.explanation = crate::sentence::Sentence::said(reason.clone());
        report.reason = Some(reason);
        Ok(report)
    }

    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        // A count-up game ends at its target: no row lies beyond it.
        let to = self.cfg.target.map_or(to, |t| to.min(t));
        if from > to {
            return Err(GameError::bad_param(
                "from",
                from.to_string(),
                ludoteca_core::Msg::from(HeapMsg::HpFromTo { to }),
            ));
        }
        let game = &self.cfg.game;
        let rows = (to - from).saturating_add(1);
        let range = || from..=to;
        let too_big = |entries: u64| GameError::too_large(Msg::ErrTableTooLarge { entries, max: TABLE_ENTRIES });
        let width = if self.layered() {
            game.width() as u64
        } else if game.memory.caps() {
            to.clamp(1, 12)
        } else {
            1
        };
        if rows.saturating_mul(width) > TABLE_ENTRIES {
            return Err(too_big(rows.saturating_mul(width)));
        }
        let rows_axis = Axis::numbers(if self.cfg.target.is_some() { "s" } else { "n" }, range());
        let mut table = Table::new(&self.cfg.id, vec![rows_axis]);
        if self.layered() {
            let width = game.width();
            let top = range().map(|x| self.heap_of(x)).max().unwrap_or(0);
            let t = RowTable::solve(game, top, self.grundy_defined(), ctl)?;
            if width > 1 {
                table.axes.push(Axis {
                    name: match (game.memory, game.partizan) {
                        (Memory::ForbidOpponentLast, false) => "r".into(),
                        (Memory::None, true) => "player".into(),
                        _ => "state".into(),
                    },
                    values: (0..width).map(|c| self.column_coord(c)).collect(),
                });
            }
            for (i, x) in range().enumerate() {
                let n = self.heap_of(x);
                for c in 0..width {
                    let (Some(p), Some(v)) = (game.at(n, c), t.value(n, c)) else {
                        continue;
                    };
                    table.put([i, c], self.cfg.format(&p), v).grundy = t.grundy(n, c).map(|g| g.0);
                }
            }
            if self.cfg.target.is_none() {
                table.period = self.proved_period(ctl)?.map(|(_, p)| *p);
            }
        } else if game.memory.caps() {
            if to > MAX_CAP_ROWS {
                return Err(too_big(to.saturating_mul(to) / 2));
            }
            let cols = width;
            let t = CapTable::solve(game, to, ctl)?;
            table.axes.push(Axis::numbers("t", 1..=cols));
            for (i, n) in range().enumerate() {
                for tt in 1..=cols {
                    let raw = HeapPosition { n, a: 0, b: tt, mover: Player::First };
                    let v = t.value(&game.normal(raw)).expect("solved");
                    table.put([i, tt as usize - 1], self.cfg.format(&raw), v);
                }
            }
        } else if super::study::applies(&self.cfg) && to > super::rabbits::SEARCH_UP_TO {
            // Every start by thresholds: the class of each, no remoteness.
            let valuer = Valuer::Thresholds(super::rabbits::shared(self.within_thresholds(to)?, ctl)?);
            table.method = Some("thresholds".into());
            for (i, n) in range().enumerate() {
                let p = HeapConfig { heap: n, ..self.cfg.clone() }.start_position();
                table.put([i, 0], self.cfg.format(&p), valuer.value(game, &p));
            }
        } else {
            if to > SEARCH_HEAP {
                return Err(self.beyond_search(to));
            }
            let mut s = Solver::new(game).with_limit(SEARCH_LIMIT);
            for (i, n) in range().enumerate() {
                let p = HeapConfig { heap: n, ..self.cfg.clone() }.start_position();
                let v = s.value_with(&p, ctl)?;
                table.put([i, 0], self.cfg.format(&p), v);
            }
        }
        Ok(table)
    }

    fn period(&self, ctl: &Control) -> Result<PeriodReport, GameError> {
        let game = &self.cfg.game;
        if self.layered() {
            let Some((t, p)) = self.proved_period(ctl)? else {
                return Err(GameError::unsupported(HeapMsg::HpNoPeriodRows {
                    rows: PERIOD_ROWS[PERIOD_ROWS.len() - 1],
                    id: self.cfg.id.clone(),
                }));
            };
            let (_, c0) = game.locate(&self.cfg.start_position());
            let safe_residues = (p.preperiod..p.preperiod + p.period)
                .filter(|&n| t.outcome(n, c0) == Some(Outcome::PreviousWins))
                .map(|n| n % p.period)
                .collect();
            let grundy_period = t
                .has_grundy()
                .then(|| Period::find(t.rows(), game.window(), |n| t.grundy_row(n)))
                .flatten()
                .map(|q| [q.preperiod, q.period]);
            return Ok(PeriodReport {
                certificate_msg: None,
                game: self.cfg.id.clone(),
                preperiod: p.preperiod,
                period: p.period,
                window: p.window,
                proved: true,
                certificate: p.certificate(),
                certain_at: p.certain_at,
                grundy_period,
                safe_residues,
                values_period: self.values_period(ctl)?,
            });
        }
        // Capped and Fibonacci memories: the state grows with the heap, so no
        // window of rows decides the next one; observe the start column only.
        let thresholds = super::study::applies(&self.cfg);
        let last = if game.memory.caps() || thresholds { OBSERVE_ROWS } else { 300 };
        let starts: Vec<HeapPosition> =
            (0..=last).map(|n| HeapConfig { heap: n, ..self.cfg.clone() }.start_position()).collect();
        let seq: Vec<Outcome> = if game.memory.caps() {
            let t = CapTable::solve(game, last, ctl)?;
            starts.iter().map(|p| t.value(p).expect("solved").outcome).collect()
        } else if thresholds {
            let t = Valuer::Thresholds(super::rabbits::shared(last, ctl)?);
            starts.iter().map(|p| t.value(game, p).outcome).collect()
        } else {
            let mut s = Solver::new(game).with_limit(SEARCH_LIMIT);
            starts.iter().map(|p| s.value_with(p, ctl).map(|v| v.outcome)).collect::<Result<_, _>>()?
        };
        let Some((pre, per)) = Period::observe(&seq) else {
            return Err(GameError::unsupported(HeapMsg::HpMemoryNoPeriod { id: self.cfg.id.clone(), last }));
        };
        let safe_residues =
            (pre..pre + per).filter(|&n| seq[n as usize] == Outcome::PreviousWins).map(|n| n % per).collect();
        Ok(PeriodReport {
            certificate_msg: None,
            game: self.cfg.id.clone(),
            preperiod: pre,
            period: per,
            window: 0,
            proved: false,
            certificate: format!(
                "Not proved: the most a player may take grows with the heap, so no fixed window of rows decides the next one. \
                 Observed on the starting heaps 0..={last}: from heap {pre} on, the outcome of a fresh start repeats with period {per} \
                 (safe starts: n mod {per} in {{{}}}).",
                or_list(
                    &(pre..pre + per)
                        .filter(|&n| seq[n as usize] == Outcome::PreviousWins)
                        .map(|n| n % per)
                        .collect::<Vec<_>>()
                )
            ),
            certain_at: last,
            grundy_period: None,
            safe_residues,
            values_period: None,
        })
    }

    fn coordinates(&self, position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        let p = self.pos(position)?;
        let g = &self.cfg.game;
        let first = match self.cfg.target {
            Some(t) => ("s", t - p.n),
            None => ("n", p.n),
        };
        let mut c = vec![(first.0.to_string(), Coord::Int(first.1))];
        let mut int = |name: &str, v: u64| c.push((name.to_string(), Coord::Int(v)));
        match g.memory {
            Memory::None => {}
            Memory::ForbidOpponentLast => int("r", p.b),
            Memory::ForbidOwnLast => {
                int("u", p.b);
                int("p", p.a);
            }
            Memory::PlusOne | Memory::Double => int("t", p.b),
            Memory::Fibonacci => {
                int("a", p.a);
                int("b", p.b);
            }
        }
        if g.partizan {
            c.push(("player".into(), Coord::Name(p.mover.letter().to_string())));
        }
        Ok(c)
    }

    fn positions_up_to(&self, to: u64) -> Result<Vec<String>, GameError> {
        let g = &self.cfg.game;
        self.positions_count(to)?;
        let to = self.cfg.target.map_or(to, |t| to.min(t));
        let heap = |x: u64| self.heap_of(x);
        if self.layered() {
            Ok((0..=to)
                .flat_map(|x| (0..g.width()).filter_map(move |c| g.at(heap(x), c)))
                .map(|p| self.cfg.format(&p))
                .collect())
        } else {
            Ok((0..=to)
                .flat_map(|n| (0..=n).map(move |t| HeapPosition { n, a: 0, b: t, mover: Player::First }))
                .map(|p| self.cfg.format(&p))
                .collect())
        }
    }
}
