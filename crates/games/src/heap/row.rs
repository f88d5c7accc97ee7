//! A row of heaps of a partizan heap game without memory (`heaps=a,b,c` on
//! game 2, game 13, any `first-takes`/`second-takes` game): each move takes
//! from one heap, and the row is the sum of its heaps as short partizan
//! games, whose class the value of the sum decides (issue 39, part 2). The
//! champion plays by value: it moves to a row whose value is a loss for the
//! opponent moving first.
//!
//! A position is the heaps and who moves, `3,4,5,A`; a move `i:s` takes `s`
//! from the `i`-th heap (from 1).

use super::values::{MAX_VALUED_HEAP, heap_values};
use super::{HeapConfig, HeapGame, Memory};
use crate::entry::{Entry, Meta, MoveReport, PositionReport};
use crate::error::GameError;
use crate::game_value::GameValue;
use crate::heap::words::HeapMsg;
use crate::notation::Notation;
use crate::params::{Params, parse_u64};
use ludoteca_core::{Control, Convention, Game, Msg, Outcome, Player};
use ludoteca_values::Outcome as Class;

/// The rules of a row: one heap game on every heap.
#[derive(Clone, Debug)]
pub struct RowGame {
    heap: HeapGame,
}

/// A row's position: the heaps in their order, and who moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RowPosition {
    /// The heaps.
    pub heaps: Vec<u64>,
    /// Who moves (A is Left, B Right).
    pub mover: Player,
}

impl Game for RowGame {
    type Position = RowPosition;
    /// The heap's index (from 0) and the take.
    type Move = (usize, u64);

    fn for_each_move(&self, p: &RowPosition, mut f: impl FnMut((usize, u64))) {
        let takes = self.heap.takes[p.mover.index()];
        for (i, &n) in p.heaps.iter().enumerate() {
            for s in 1..=takes.max().unwrap_or(0).min(n) {
                if takes.contains(s) {
                    f((i, s));
                }
            }
        }
    }

    fn play(&self, p: &RowPosition, &(i, s): &(usize, u64)) -> RowPosition {
        let mut heaps = p.heaps.clone();
        heaps[i] -= s;
        RowPosition { heaps, mover: !p.mover }
    }

    fn convention(&self) -> Convention {
        Convention::Normal
    }
}

/// The row's notation, with its start.
pub struct RowNotation {
    game: RowGame,
    start: Vec<u64>,
}

impl Notation for RowNotation {
    type Game = RowGame;

    fn game(&self) -> &RowGame {
        &self.game
    }

    fn start_position(&self) -> RowPosition {
        RowPosition { heaps: self.start.clone(), mover: Player::First }
    }

    fn format(&self, p: &RowPosition) -> String {
        let heaps: Vec<String> = p.heaps.iter().map(ToString::to_string).collect();
        format!("{},{}", heaps.join(","), p.mover.letter())
    }

    /// `3,4,5,A` (`A` when the mover is left out); up to 64 heaps, each at
    /// most [`MAX_VALUED_HEAP`].
    fn parse(&self, text: &str) -> Result<RowPosition, GameError> {
        let err = || {
            let example = self.format(&self.start_position());
            GameError::bad_position(text, Msg::from(HeapMsg::HpRowPosition { example, max: MAX_VALUED_HEAP }))
        };
        let cleaned: String = text.chars().filter(|c| !"() ".contains(*c)).collect();
        let mut parts: Vec<&str> = cleaned.split(',').collect();
        let mover = match parts.last().and_then(|m| Player::from_name(m)) {
            Some(m) => {
                parts.pop();
                m
            }
            None => Player::First,
        };
        let heaps: Vec<u64> = parts.iter().map(|p| parse_u64(p)).collect::<Option<_>>().ok_or_else(err)?;
        if heaps.is_empty() || heaps.len() > 64 || heaps.iter().any(|&h| h > MAX_VALUED_HEAP) {
            return Err(err());
        }
        Ok(RowPosition { heaps, mover })
    }

    fn format_move(&self, _p: &RowPosition, &(i, s): &(usize, u64)) -> String {
        format!("{}:{s}", i + 1)
    }

    fn mover(&self, p: &RowPosition) -> Option<Player> {
        Some(p.mover)
    }
}

/// A row of heaps in the catalogue.
pub struct RowEntry {
    meta: Meta,
    row: RowNotation,
    cfg: HeapConfig,
}

impl RowEntry {
    /// The row of `params`' `heaps` of the game `cfg` (opened without them):
    /// refused in one sentence when the game has no values (memory, misère,
    /// a count up to a target) or a heap is past [`MAX_VALUED_HEAP`].
    pub fn new(cfg: HeapConfig, params: &Params, summary: &str, statement: &str) -> Result<RowEntry, GameError> {
        let given = params.get("heaps").unwrap_or("");
        let refuse = || GameError::bad_param("heaps", given, Msg::from(HeapMsg::HpRowHeaps { max: MAX_VALUED_HEAP }));
        if cfg.game.memory != Memory::None || cfg.game.convention != Convention::Normal || cfg.target.is_some() {
            return Err(refuse());
        }
        let game = RowGame { heap: cfg.game.clone() };
        let row = RowNotation { game, start: Vec::new() };
        let start = row.parse(given).map_err(|_| refuse())?.heaps;
        Ok(RowEntry { meta: Meta::new(&cfg.id, summary, statement, params), row: RowNotation { start, ..row }, cfg })
    }

    /// The value of each heap `0..=` the largest of `heaps`.
    fn values(&self, heaps: &[u64]) -> Result<Vec<ludoteca_values::Game>, GameError> {
        Ok(heap_values(&self.cfg.game, heaps.iter().copied().max().unwrap_or(0))?)
    }

    fn sum(values: &[ludoteca_values::Game], heaps: &[u64]) -> Result<ludoteca_values::Game, GameError> {
        ludoteca_values::Game::sum_all(heaps.iter().map(|&h| &values[h as usize]))
            .map_err(|e| GameError::too_large(super::value_report::value_refusal(&e)))
    }
}

/// Whether `mover` wins moving first in a game of class `class`.
fn wins_first(class: Class, mover: Player) -> bool {
    matches!((class, mover), (Class::N, _) | (Class::L, Player::First) | (Class::R, Player::Second))
}

fn outcome_for(class: Class, mover: Player) -> Outcome {
    if wins_first(class, mover) { Outcome::NextWins } else { Outcome::PreviousWins }
}

impl Entry for RowEntry {
    forward_entry!(meta, text = row);

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        super::rules::words(&self.cfg, self.meta.statement_in(lang), lang)
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv, false)
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = self.row.parse(position)?;
        let values = self.values(&p.heaps)?;
        let class = Self::sum(&values, &p.heaps)?.outcome();
        let mut moves = Vec::new();
        for m in self.row.game.moves(&p) {
            ctl.check()?;
            let after = self.row.game.play(&p, &m);
            let outcome = outcome_for(Self::sum(&values, &after.heaps)?.outcome(), after.mover);
            let mv = self.row.format_move(&p, &m);
            moves.push(MoveReport { mv, position: self.row.format(&after), outcome, remoteness: None });
        }
        // Winning moves (a loss for the opponent) first, in order of the heaps.
        moves.sort_by_key(|m| m.outcome != Outcome::PreviousWins);
        let mut report = PositionReport {
            reason: None,
            diagram_msg: None,
            game: self.meta.id.clone(),
            position: self.row.format(&p),
            to_move: Some(p.mover),
            outcome: outcome_for(class, p.mover),
            remoteness: None,
            winning_moves: moves.iter().filter(|m| m.outcome == Outcome::PreviousWins).map(|m| m.mv.clone()).collect(),
            best_move: moves.first().map(|m| m.mv.clone()),
            moves,
            grundy: None,
            method: "values".into(),
            explanation: crate::sentence::Sentence::default(),
            diagram: None,
            extra: None,
        };
        report.explanation = crate::sentence::Sentence::said(report.explanation_msg());
        Ok(report)
    }

    fn method_msg(&self, report: &PositionReport) -> Msg {
        match report.method.as_str() {
            "values" => Msg::from(HeapMsg::HpMethodValues),
            other => Msg::method(other),
        }
    }

    /// Sums of deep values are quadratic in their birthdays, which grow
    /// with the heaps: an analysis adds the row once per move, priced
    /// `30·S²` steps a move and `150·S²` bytes for heaps summing to `S`
    /// (measured: in a debug build 250 + 300 took 1.5 s and 51 MB, 500 + 600
    /// 6.8 s and 180 MB; in release 400 + 300 + 200 took 2.0 s cold, the
    /// arena of forms empty; the steps are set for the release figure),
    /// beside the heaps' own values (`2,000` steps a heap). Listing moves
    /// is small.
    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        use crate::cost::{Cost, Work};
        let heaps = match work.position() {
            Some(text) => self.row.parse(text)?.heaps,
            None => self.row.start.clone(),
        };
        let (Work::Outcome(_) | Work::Champion(..) | Work::Value(_)) = work else {
            return Ok(Cost::SMALL);
        };
        let s: u64 = heaps.iter().sum();
        let square = s.saturating_mul(s);
        let takes = self.cfg.game.max_take().unwrap_or(1);
        let sums = (heaps.len() as u64).saturating_mul(takes).saturating_add(1);
        let top = heaps.iter().copied().max().unwrap_or(0);
        let steps = square.saturating_mul(30).saturating_mul(sums).saturating_add(top.saturating_mul(2_000));
        Ok(Cost::new(Cost::SMALL.bytes.saturating_add(square.saturating_mul(150)), steps))
    }

    fn game_value(&self, position: Option<&str>) -> Result<GameValue, GameError> {
        let p = self.row.parse(position.unwrap_or(&self.start()))?;
        let values = self.values(&p.heaps)?;
        let value = Self::sum(&values, &p.heaps)?;
        Ok(super::value_report::report(&self.meta.id, self.row.format(&p), &value, "sum of heap values"))
    }
}
