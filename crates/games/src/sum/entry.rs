//! Sums of heaps behind the catalogue's [`Entry`]: notation (`48,25,7,52,3`,
//! moves `heap:amount`), the method that decides, and the reports.

use super::{BinaryStack, HeapGrundy, HeapRule, SumGame, canonical};
use crate::entry::{Entry, Meta, MoveReport, PeriodReport, PositionReport};
use crate::error::GameError;
use crate::heap::{HeapConfig, Memory, TakeSet};
use crate::notation::TextGame;
use crate::params::{Params, parse_u64};
use crate::sum::words::SumMsg;
use ludoteca_core::subtraction::SubtractionSet;
use ludoteca_core::table::{Axis, Coord, Table};
use ludoteca_core::{Control, Convention, Msg, Nimber, Outcome, Player, Solver, Value, best_first};

/// Positions a search may visit (misère sums of games other than Nim).
pub(super) const SEARCH_LIMIT: usize = 3_000_000;
/// Sums small enough to search just for the remoteness of each position.
pub(super) const REMOTENESS_STATES: u64 = 20_000;
/// Moves listed one by one in a report.
pub(super) const LISTED_MOVES: u64 = 4_000;
/// Entries a table may have.
pub(super) const TABLE_ENTRIES: u64 = 1 << 18;

/// A sum of heaps ready for the catalogue.
pub struct SumEntry {
    meta: Meta,
    pub(super) game: SumGame,
    pub(super) start: Vec<u64>,
}

fn bad(name: &str, value: &str, expected: Msg) -> GameError {
    GameError::bad_param(name, value, expected)
}

/// Reads `heaps=…`.
fn heaps_param(params: &Params) -> Result<Option<Vec<u64>>, GameError> {
    let Some(v) = params.get("heaps") else { return Ok(None) };
    parse_heaps(v).map(Some).ok_or_else(|| bad("heaps", v, Msg::from(SumMsg::SmHeaps)))
}

fn parse_heaps(text: &str) -> Option<Vec<u64>> {
    let cleaned: String = text.chars().filter(|c| !"() ".contains(*c)).collect();
    let v: Vec<u64> = cleaned.split(',').map(parse_u64).collect::<Option<_>>()?;
    (1..=64).contains(&v.len()).then_some(v)
}

impl SumEntry {
    /// How many tuples [`Entry::positions_up_to`] lists for `to`, or the
    /// refusal when they are too many to check one by one.
    pub(super) fn positions_count(&self, to: u64) -> Result<u64, GameError> {
        let k = self.start.len() as u32;
        to.checked_add(1)
            .and_then(|side| side.checked_pow(k))
            .filter(|&c| c <= 5_000_000)
            .ok_or_else(|| GameError::too_large(SumMsg::SmTooManyTuples { k: k.into(), to }))
    }

    /// A sum preset from its parameters (`heaps`, `take`, `misere`).
    pub fn from_params(id: &str, params: &Params, summary: &str, statement: &str) -> Result<SumEntry, GameError> {
        super::FAMILY.check(id, params)?;
        let rule = match params.get("take") {
            None => HeapRule::Nim,
            Some(t) if t.eq_ignore_ascii_case("any") => HeapRule::Nim,
            Some(_) => {
                let list = params.set_in("take", 1, 64)?.unwrap_or_default();
                HeapRule::Subtraction(SubtractionSet::new(list).expect("a non-empty list of 1..=64"))
            }
        };
        let convention = params.convention()?;
        let start = heaps_param(params)?.unwrap_or_else(|| vec![3, 4, 5]);
        Ok(SumEntry { meta: Meta::new(id, summary, statement, params), game: SumGame { rule, convention }, start })
    }

    /// The sum of heaps of a one-heap game (`--param heaps=… ` on a heap preset).
    pub fn from_heap(cfg: &HeapConfig, params: &Params, summary: &str, statement: &str) -> Result<SumEntry, GameError> {
        let heaps = heaps_param(params)?.expect("called with heaps=");
        if cfg.game.partizan || cfg.game.memory != Memory::None || cfg.target.is_some() {
            return Err(bad("heaps", params.get("heaps").unwrap_or(""), Msg::from(SumMsg::SmImpartial)));
        }
        let rule = match cfg.game.takes[0] {
            TakeSet::Any => HeapRule::Nim,
            TakeSet::Set(_) => HeapRule::Subtraction(
                SubtractionSet::new(cfg.game.takes[0].list().unwrap_or_default()).expect("1..=64"),
            ),
        };
        Ok(SumEntry {
            meta: Meta::new(&cfg.id, summary, statement, params),
            game: SumGame { rule, convention: cfg.game.convention },
            start: heaps,
        })
    }

    pub(super) fn parse(&self, text: &str) -> Result<Vec<u64>, GameError> {
        parse_heaps(text).ok_or_else(|| {
            GameError::bad_position(text, SumMsg::SmPosition { example: self.format(&self.start) }.into())
        })
    }

    fn format(&self, heaps: &[u64]) -> String {
        heaps.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
    }

    fn parse_move(&self, heaps: &[u64], text: &str) -> Result<(usize, u64), GameError> {
        let parsed = text.split_once(':').and_then(|(i, s)| Some((parse_u64(i)?, parse_u64(s)?)));
        match parsed {
            Some((i, s)) if i >= 1 && (i as usize) <= heaps.len() && self.game.legal(heaps[i as usize - 1], s) => {
                Ok((i as usize - 1, s))
            }
            _ => Err(GameError::illegal(
                text,
                Msg::from(SumMsg::SmMove {
                    n: heaps.len() as u64,
                    example: format!("1:{}", self.game.takes(heaps[0].max(1)).next().unwrap_or(1)),
                }),
            )),
        }
    }

    fn after(heaps: &[u64], (i, s): (usize, u64)) -> Vec<u64> {
        let mut h = heaps.to_vec();
        h[i] -= s;
        h
    }

    /// Decides positions with the right method for this game and these sizes.
    fn judge(&self, largest: u64, states: u64, ctl: &Control) -> Result<Judge<'_>, GameError> {
        let grundy = HeapGrundy::new(self.game.rule, largest, ctl)?;
        let needs_search = self.game.convention == Convention::Misere && self.game.rule != HeapRule::Nim;
        let search = states <= REMOTENESS_STATES || (needs_search && states <= SEARCH_LIMIT as u64);
        if needs_search && !search {
            return Err(GameError::too_large(SumMsg::SmMisereSearch { limit: SEARCH_LIMIT as u64, states }));
        }
        let method = match (self.game.convention, self.game.rule) {
            (Convention::Misere, HeapRule::Nim) => "bouton-misere",
            (Convention::Misere, _) => "search",
            _ => "grundy",
        };
        let solver = search.then(|| Solver::new(&self.game).with_limit(SEARCH_LIMIT));
        Ok(Judge { game: &self.game, grundy, solver, method })
    }

    fn states(heaps: &[u64]) -> u64 {
        heaps.iter().fold(1u64, |a, &n| a.saturating_mul(n.saturating_add(1)))
    }
}

/// Values positions of one sum: by formula, by search, or both.
struct Judge<'g> {
    game: &'g SumGame,
    grundy: HeapGrundy,
    solver: Option<Solver<'g, SumGame>>,
    method: &'static str,
}

impl Judge<'_> {
    fn nim_sum(&self, heaps: &[u64]) -> Nimber {
        heaps.iter().map(|&n| self.grundy.of(n)).sum()
    }

    fn value(&mut self, heaps: &[u64], ctl: &Control) -> Result<Value, GameError> {
        if let Some(s) = &mut self.solver {
            return Ok(s.value_with(&canonical(heaps.iter().copied()), ctl)?);
        }
        let outcome = match (self.game.convention, self.game.rule) {
            (Convention::Misere, HeapRule::Nim) => {
                let x = heaps.iter().fold(0, |a, b| a ^ b);
                let safe = if heaps.iter().all(|&n| n <= 1) { x == 1 } else { x == 0 };
                if safe { Outcome::PreviousWins } else { Outcome::NextWins }
            }
            _ if self.nim_sum(heaps) == Nimber::ZERO => Outcome::PreviousWins,
            _ => Outcome::NextWins,
        };
        Ok(Value { outcome, remoteness: None })
    }
}

impl TextGame for SumEntry {
    fn start(&self) -> String {
        self.format(&self.start)
    }

    fn normalize(&self, position: &str) -> Result<String, GameError> {
        Ok(self.format(&self.parse(position)?))
    }

    fn to_move(&self, position: &str) -> Result<Option<Player>, GameError> {
        self.parse(position).map(|_| None)
    }

    fn moves(&self, position: &str) -> Result<Vec<String>, GameError> {
        let heaps = self.parse(position)?;
        let mut out = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            for s in self.game.takes(n).take(LISTED_MOVES as usize) {
                out.push(format!("{}:{s}", i + 1));
            }
        }
        Ok(out)
    }

    fn play(&self, position: &str, mv: &str) -> Result<String, GameError> {
        let heaps = self.parse(position)?;
        let m = self.parse_move(&heaps, mv.trim())?;
        Ok(self.format(&Self::after(&heaps, m)))
    }

    fn terminal(&self, position: &str) -> Result<Option<Outcome>, GameError> {
        let heaps = self.parse(position)?;
        let stuck = heaps.iter().all(|&n| self.game.takes(n).next().is_none());
        Ok(stuck.then(|| self.game.convention.stuck()))
    }
}

impl Entry for SumEntry {
    forward_entry!(meta, text, board);

    fn move_msg(&self, _position: &str, mv: &str) -> Option<Msg> {
        crate::words::took_from(crate::words::things_of(&self.meta.id), mv)
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv)
    }

    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        self.estimate(work)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use super::RULES as SUM;
        use crate::rules_text::or_list;
        let takes = match self.game.rule {
            HeapRule::Nim => SUM.get(lang, "any").to_string(),
            HeapRule::Subtraction(set) => {
                SUM.fill(lang, "amounts", &[("list", &or_list(&set.takes().collect::<Vec<_>>(), lang))])
            }
        };
        let end = match self.game.convention {
            Convention::Normal => "end-normal",
            Convention::Misere => "end-misere",
        };
        format!(
            "{}\n\n{} {}\n\n{}\n\n{}\n\n{}",
            self.meta.statement_in(lang),
            SUM.fill(lang, "move", &[("takes", &takes)]),
            SUM.get(lang, end),
            SUM.fill(lang, "notation", &[("start", &self.format(&self.start))]),
            SUM.get(lang, "theory"),
            super::FAMILY.parameters_paragraph(lang, &self.meta.params)
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let heaps = self.parse(position)?;
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let mut judge = self.judge(largest, Self::states(&heaps), ctl)?;
        let value = judge.value(&heaps, ctl)?;
        // Every move when few; else the moves that can win (Nim: to n ^ X, 0
        // or 1 on each heap) and one slow move (one stone off the largest heap).
        let total: u64 = heaps
            .iter()
            .map(|&n| match self.game.rule {
                HeapRule::Nim => n,
                HeapRule::Subtraction(_) => self.game.takes(n).count() as u64,
            })
            .fold(0, u64::saturating_add);
        let candidates: Vec<(usize, u64)> = if total <= LISTED_MOVES {
            heaps.iter().enumerate().flat_map(|(i, &n)| self.game.takes(n).map(move |s| (i, s))).collect()
        } else {
            let x = heaps.iter().fold(0, |a, b| a ^ b);
            let mut c: Vec<(usize, u64)> = Vec::new();
            for (i, &n) in heaps.iter().enumerate() {
                for to in [n ^ x, 0, 1] {
                    if to < n && !c.contains(&(i, n - to)) {
                        c.push((i, n - to));
                    }
                }
            }
            let big = heaps.iter().enumerate().max_by_key(|(_, n)| **n).map_or(0, |(i, _)| i);
            if !c.contains(&(big, 1)) && heaps[big] > 0 {
                c.push((big, 1));
            }
            c
        };
        let mut moves = Vec::new();
        for m in candidates {
            let child = Self::after(&heaps, m);
            let v = judge.value(&child, ctl)?;
            moves.push((m, child, v));
        }
        best_first(&mut moves, |(_, _, v)| *v);
        let moves: Vec<MoveReport> = moves
            .into_iter()
            .map(|((i, s), child, v)| MoveReport {
                mv: format!("{}:{s}", i + 1),
                position: self.format(&child),
                outcome: v.outcome,
                remoteness: v.remoteness,
            })
            .collect();
        let nim_sum = judge.nim_sum(&heaps);
        let stack = (self.game.rule == HeapRule::Nim).then(|| BinaryStack::of(&heaps));
        let winning: Vec<String> =
            moves.iter().filter(|m| m.outcome == Outcome::PreviousWins).map(|m| m.mv.clone()).collect();
        let (outcome, moves_said) = (value.outcome, winning.join(", "));
        let reason = Msg::from(match judge.method {
            _ if moves.is_empty() => SumMsg::SmWhyOver,
            "grundy" if nim_sum == Nimber::ZERO => SumMsg::SmWhyZero { outcome, sum: nim_sum.to_string() },
            "grundy" => SumMsg::SmWhyNonZero { outcome, sum: nim_sum.to_string(), moves: moves_said },
            "bouton-misere" => SumMsg::SmWhyBouton { outcome, moves: moves_said },
            _ => SumMsg::SmWhySearch { outcome, moves: moves_said },
        });
        let explanation = crate::sentence::Sentence::said(reason.clone());
        let diagram_msg = stack.clone().map(|s| {
            let heaps = heaps.clone();
            Msg::drawn(move |lang| s.draw_in(&heaps, lang))
        });
        let diagram = diagram_msg.clone().map(crate::sentence::Sentence::said);
        Ok(PositionReport {
            reason: Some(reason),
            diagram_msg,
            game: self.meta.id.clone(),
            position: self.format(&heaps),
            to_move: None,
            outcome: value.outcome,
            remoteness: value.remoteness,
            best_move: moves.first().map(|m| m.mv.clone()),
            winning_moves: winning,
            moves,
            grundy: (self.game.convention == Convention::Normal).then_some(nim_sum.0),
            method: judge.method.to_string(),
            explanation,
            diagram,
            extra: stack.map(|s| serde_json::json!({ "binary_stack": s })),
        })
    }

    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        let side = (to - from).saturating_add(1);
        if side.saturating_mul(side) > TABLE_ENTRIES {
            return Err(GameError::too_large(Msg::ErrTableTooLarge {
                entries: side.saturating_mul(side),
                max: TABLE_ENTRIES,
            }));
        }
        let rest: Vec<u64> = self.start.iter().skip(2).copied().collect();
        let mut corner = vec![to, to];
        corner.extend(&rest);
        let mut judge = self.judge(to.max(rest.iter().copied().max().unwrap_or(0)), Self::states(&corner), ctl)?;
        let axis = |name| Axis::numbers(name, from..=to);
        let mut table = Table::new(&self.meta.id, vec![axis("m"), axis("n")]);
        for (i, m) in (from..=to).enumerate() {
            ctl.check()?;
            for (j, n) in (from..=to).enumerate() {
                let mut heaps = vec![m, n];
                heaps.extend(&rest);
                let v = judge.value(&heaps, ctl)?;
                table.put([i, j], self.format(&heaps), v).grundy =
                    (self.game.convention == Convention::Normal).then(|| judge.nim_sum(&heaps).0);
            }
        }
        Ok(table)
    }

    fn period(&self, ctl: &Control) -> Result<PeriodReport, GameError> {
        let g = HeapGrundy::new(self.game.rule, 0, ctl)?;
        let Some(p) = g.period() else {
            return Err(GameError::unsupported(match self.game.rule {
                HeapRule::Nim => SumMsg::SmNimNoPeriod,
                HeapRule::Subtraction(_) => SumMsg::SmNoPeriod,
            }));
        };
        Ok(PeriodReport {
            certificate_msg: None,
            game: self.meta.id.clone(),
            preperiod: p.preperiod,
            period: p.period,
            window: p.window,
            proved: true,
            certificate: format!(
                "Of one heap's Grundy values: {} A sum is safe exactly when the Nim sum of its heaps' values is 0, \
                 so each heap may be replaced by its row in the first period.",
                p.certificate()
            ),
            certain_at: p.certain_at,
            grundy_period: Some([p.preperiod, p.period]),
            safe_residues: (p.preperiod..p.preperiod + p.period)
                .filter(|&n| g.of(n) == Nimber::ZERO)
                .map(|n| n % p.period)
                .collect(),
            values_period: None,
        })
    }

    fn coordinates(&self, position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        let heaps = self.parse(position)?;
        const NAMES: [&str; 4] = ["m", "n", "p", "q"];
        Ok(heaps
            .iter()
            .enumerate()
            .map(|(i, &h)| (NAMES.get(i).map_or(format!("h{}", i + 1), |s| s.to_string()), Coord::Int(h)))
            .collect())
    }

    fn positions_up_to(&self, to: u64) -> Result<Vec<String>, GameError> {
        let k = self.start.len() as u32;
        let count = self.positions_count(to)?;
        // All tuples in order of their total, the simplest first.
        let mut all: Vec<Vec<u64>> = (0..count)
            .map(|mut i| {
                (0..k)
                    .map(|_| {
                        let h = i % (to + 1);
                        i /= to + 1;
                        h
                    })
                    .collect()
            })
            .collect();
        all.sort_by_key(|h| h.iter().sum::<u64>());
        Ok(all.iter().map(|h| self.format(h)).collect())
    }
}
