//! Octal games behind the catalogue's [`Entry`]: the code read from the
//! parameters, rows of heaps as positions, sums decided by Grundy values
//! (a row is tipo-P exactly when the XOR of its heaps' values is 0), the
//! champion's move to XOR 0, the table of single heaps and the period
//! proved by the octal periodicity theorem.

use super::code::{CodeError, OctalCode};
use super::grundy::{GrundyError, Values};
use super::long::{DEFAULT_MEMORY_MIB, Run};
use super::proof::Proof;
use super::row::{self, OctalMove};
use super::words::OctalMsg;
use crate::entry::{Entry, Meta, MoveReport, PeriodReport, PositionReport};
use crate::error::GameError;
use crate::family::Preset;
use crate::long_period::{LongAsk, LongEnd};
use crate::notation::TextGame;
use crate::params::Params;
use ludoteca_core::table::{Axis, Table};
use ludoteca_core::{Control, Convention, Msg, Outcome, Player, Value};

/// The largest heap whose value is computed (and the largest heap of a
/// position): 2^26 tokens, 400 MB of tables at the most.
pub const HEAP_CAP: u64 = 1 << 26;
/// Heaps computed before looking for a proved period.
const FIRST: u64 = 4096;
/// Moves listed for a position (a big heap has many splits).
const LISTED: usize = 2000;

/// An octal game ready for the catalogue.
pub struct OctalEntry {
    meta: Meta,
    code: OctalCode,
    start: Vec<u64>,
    period_to: u64,
}

/// The sentence refusing a code, in the family's words.
#[must_use]
pub fn code_msg(e: CodeError) -> Msg {
    Msg::from(match e {
        CodeError::Empty => OctalMsg::OcEmpty,
        CodeError::Digit(c) => OctalMsg::OcDigit { digit: c.to_string() },
        CodeError::Shape => OctalMsg::OcShape,
        CodeError::Long(n) => OctalMsg::OcLong { most: super::code::MAX_DIGITS as u64, given: n as u64 },
        CodeError::First(d) => OctalMsg::OcFirst { digit: u64::from(d) },
    })
}

fn grundy_error(e: GrundyError) -> GameError {
    match e {
        GrundyError::Cancelled => GameError::Cancelled,
        GrundyError::Overflow(h) => GameError::OutOfReach(Box::new(Msg::from(OctalMsg::OcOverflow { heap: h as u64 }))),
    }
}

/// The values of single heaps as far as a question needs them, reduced by
/// a proved period when there is one.
pub struct Lookup {
    values: Values,
    proof: Option<Proof>,
}

impl Lookup {
    /// The value of a heap of `n` (within what was computed or proved).
    #[must_use]
    pub fn of(&self, n: u64) -> u32 {
        let i = self.proof.map_or(n, |p| p.reduce(n));
        u32::from(self.values.as_slice()[i as usize])
    }

    /// The proved period, if any.
    #[must_use]
    pub fn proof(&self) -> Option<Proof> {
        self.proof
    }
}

impl OctalEntry {
    /// An octal preset from its parameters (already checked against the
    /// descriptor: `code`, `heaps`, `period-to`).
    pub fn from_params(preset: &'static Preset, params: &Params) -> Result<OctalEntry, GameError> {
        let text = params.get("code").unwrap_or("0.77");
        let code = OctalCode::parse(text).map_err(|e| GameError::bad_param("code", text, code_msg(e)))?;
        let heaps = params.get("heaps").unwrap_or("10");
        let start = row::read_row(heaps, HEAP_CAP)
            .ok_or_else(|| GameError::bad_param("heaps", heaps, Msg::from(OctalMsg::OcHeaps { max: HEAP_CAP })))?;
        let period_to = params.u64_in("period-to", 64, HEAP_CAP)?.unwrap_or(1 << 20);
        Ok(OctalEntry { meta: Meta::of(preset, params), code, start, period_to })
    }

    /// The code in force.
    #[must_use]
    pub fn code(&self) -> OctalCode {
        self.code
    }

    fn parse(&self, text: &str) -> Result<Vec<u64>, GameError> {
        row::read_row(text, HEAP_CAP).ok_or_else(|| {
            GameError::bad_position(
                text,
                Msg::from(OctalMsg::OcPosition { max: HEAP_CAP, example: row::write_row(&self.start) }),
            )
        })
    }

    fn parse_move(&self, heaps: &[u64], text: &str) -> Result<OctalMove, GameError> {
        match OctalMove::read(text) {
            Some(m) if m.heap < heaps.len() && m.legal_on(&self.code, heaps[m.heap]) => Ok(m),
            _ => Err(GameError::illegal(
                text,
                if heaps.iter().any(|&h| row::movable(&self.code, h)) {
                    let mut example = String::new();
                    row::for_each_move(&self.code, 0, heaps[0], |m| {
                        example = m.write();
                        false
                    });
                    Msg::from(OctalMsg::OcMove { n: heaps.len() as u64, example })
                } else {
                    Msg::from(OctalMsg::OcOver)
                },
            )),
        }
    }

    /// The values of heaps up to `largest`: the first `FIRST` heaps, a
    /// period if they prove one, else every heap up to `largest`.
    pub fn lookup(&self, largest: u64, ctl: &Control) -> Result<Lookup, GameError> {
        let first = FIRST.min(largest + 1).max(FIRST.min(HEAP_CAP));
        let values = Values::compute(self.code, first as usize, ctl).map_err(grundy_error)?;
        let proof = Proof::find(values.as_slice(), self.code.largest_take() as u64);
        let mut lookup = Lookup { values, proof };
        if lookup.proof.is_none() && largest >= lookup.values.len() as u64 {
            lookup.values.extend_to(largest as usize + 1, ctl).map_err(grundy_error)?;
        }
        Ok(lookup)
    }

    /// The value of what `m` leaves of heap `h`.
    fn left(g: &Lookup, m: &OctalMove, h: u64) -> u32 {
        match m.split {
            Some((a, b)) => g.of(a) ^ g.of(b),
            None => g.of(h - m.take),
        }
    }

    /// Steps and bytes of computing the values of heaps `0..=largest`.
    fn price(&self, largest: u64) -> crate::cost::Cost {
        let n = largest.saturating_add(1).max(FIRST);
        let steps = if self.code.breaks() {
            n.saturating_mul(n) / 4
        } else {
            n.saturating_mul(self.code.largest_take() as u64 + 1)
        };
        crate::cost::Cost { bytes: Values::bytes_for(n), steps }
    }
}

impl TextGame for OctalEntry {
    fn start(&self) -> String {
        row::write_row(&self.start)
    }

    fn normalize(&self, position: &str) -> Result<String, GameError> {
        Ok(row::write_row(&self.parse(position)?))
    }

    fn to_move(&self, position: &str) -> Result<Option<Player>, GameError> {
        self.parse(position).map(|_| None)
    }

    fn moves(&self, position: &str) -> Result<Vec<String>, GameError> {
        let heaps = self.parse(position)?;
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            row::for_each_move(&self.code, i, h, |m| {
                out.push(m.write());
                out.len() < LISTED
            });
            if out.len() >= LISTED {
                break;
            }
        }
        Ok(out)
    }

    fn play(&self, position: &str, mv: &str) -> Result<String, GameError> {
        let heaps = self.parse(position)?;
        let m = self.parse_move(&heaps, mv)?;
        Ok(row::write_row(&row::after(&heaps, &m)))
    }

    fn terminal(&self, position: &str) -> Result<Option<Outcome>, GameError> {
        let heaps = self.parse(position)?;
        let stuck = !heaps.iter().any(|&h| row::movable(&self.code, h));
        Ok(stuck.then(|| Convention::Normal.stuck()))
    }
}

impl Entry for OctalEntry {
    forward_entry!(meta, text);

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        super::rules::rules(self, lang, &self.meta, &row::write_row(&self.start))
    }

    fn move_msg(&self, _position: &str, mv: &str) -> Option<Msg> {
        let m = OctalMove::read(mv)?;
        let count = crate::family::Things::Stones.count(m.take);
        Some(match m.split {
            None if m.take == 0 => return None,
            None => Msg::HowTookFrom { amount: Box::new(count), heap: m.heap as u64 + 1 },
            Some((a, b)) => {
                let (taken, heap) = (m.take, m.heap as u64 + 1);
                Msg::Moved {
                    done: Box::new(Msg::from(OctalMsg::OcSplit { taken, heap, a, b })),
                    todo: Box::new(Msg::from(OctalMsg::OcDoSplit { taken, heap, a, b })),
                }
            }
        })
    }

    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        use crate::cost::Work;
        let largest = match work {
            Work::Outcome(p) | Work::Champion(p, _) | Work::Moves(p) => {
                let heaps = match p {
                    Some(p) => self.parse(p)?,
                    None => self.start.clone(),
                };
                heaps.into_iter().max().unwrap_or(0)
            }
            Work::Table { to, .. } => to,
            Work::Period => self.period_to,
            _ => 0,
        };
        Ok(self.price(largest))
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let heaps = self.parse(position)?;
        let g = self.lookup(heaps.iter().copied().max().unwrap_or(0), ctl)?;
        let x = heaps.iter().fold(0, |x, &h| x ^ g.of(h));
        // Every heap's first move to XOR 0, then the other moves listed.
        let mut moves: Vec<(OctalMove, u32)> = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let want = g.of(h) ^ x;
            row::for_each_move(&self.code, i, h, |m| {
                let v = Self::left(&g, &m, h);
                if v == want {
                    moves.push((m, 0));
                }
                v != want
            });
        }
        let winning = moves.len();
        for (i, &h) in heaps.iter().enumerate() {
            ctl.check()?;
            row::for_each_move(&self.code, i, h, |m| {
                let after = x ^ g.of(h) ^ Self::left(&g, &m, h);
                if after != 0 {
                    moves.push((m, after));
                }
                moves.len() < winning + LISTED
            });
        }
        let report = |(m, after): &(OctalMove, u32)| MoveReport {
            mv: m.write(),
            position: row::write_row(&row::after(&heaps, m)),
            outcome: if *after == 0 { Outcome::PreviousWins } else { Outcome::NextWins },
            remoteness: None,
        };
        let moves: Vec<MoveReport> = moves.iter().map(report).collect();
        let outcome = if x == 0 { Outcome::PreviousWins } else { Outcome::NextWins };
        let winning_moves: Vec<String> = moves[..winning].iter().map(|m| m.mv.clone()).collect();
        let values: Vec<String> = heaps.iter().map(|&h| g.of(h).to_string()).collect();
        let said = values.join(", ");
        let reason = Msg::from(match (moves.is_empty(), x, winning_moves.first()) {
            (true, _, _) => OctalMsg::OcWhyOver,
            (false, 0, _) | (false, _, None) => OctalMsg::OcWhyZero { values: said },
            (false, _, Some(mv)) => OctalMsg::OcWhyNonZero { values: said, xor: u64::from(x), mv: mv.clone() },
        });
        let explanation = crate::sentence::Sentence::said(reason.clone());
        Ok(PositionReport {
            reason: Some(reason),
            diagram_msg: None,
            game: self.meta.id.clone(),
            position: row::write_row(&heaps),
            to_move: None,
            outcome,
            remoteness: None,
            best_move: moves.first().map(|m| m.mv.clone()),
            winning_moves,
            moves,
            grundy: Some(x),
            method: "grundy".into(),
            explanation,
            diagram: None,
            extra: Some(serde_json::json!({
                "code": self.code.to_string(),
                "values": values,
                "period": g.proof(),
            })),
        })
    }

    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        if to > HEAP_CAP {
            return Err(GameError::OutOfReach(Box::new(Msg::from(OctalMsg::OcHeaps { max: HEAP_CAP }))));
        }
        let g = self.lookup(to, ctl)?;
        let mut table = Table::new(&self.meta.id, vec![Axis::numbers("n", from..=to)]);
        for (i, n) in (from..=to).enumerate() {
            let v = g.of(n);
            let outcome = if v == 0 { Outcome::PreviousWins } else { Outcome::NextWins };
            table.put([i, 0], n.to_string(), Value { outcome, remoteness: None }).grundy = Some(v);
        }
        Ok(table)
    }

    fn long_period(&self, ask: &LongAsk, ctl: &Control) -> Result<LongEnd, GameError> {
        let run = Run {
            code: self.code,
            to: ask.to,
            memory_mib: ask.memory_mib.unwrap_or(DEFAULT_MEMORY_MIB),
            checkpoint: ask.save_to(),
            resume: ask.resume.clone(),
            save_every: ask.save_every,
        };
        let out = run.go(ctl)?;
        let code = self.code.to_string();
        match out.proof {
            Some(p) => {
                Ok(LongEnd::Proved(Box::new(period_report_safe(&self.meta.id, &self.code, &p, out.safe_residues))))
            }
            None if out.stopped => {
                let said = match &run.checkpoint {
                    Some(f) => OctalMsg::OcLongStopped { code, heaps: out.heaps, file: f.display().to_string() },
                    None => OctalMsg::OcLongStoppedNoFile { code, heaps: out.heaps },
                };
                Ok(LongEnd::Stopped { done: out.heaps, checkpoint: run.checkpoint, said: Box::new(Msg::from(said)) })
            }
            None => {
                Err(GameError::OutOfReach(Box::new(Msg::from(OctalMsg::OcLongNoPeriod { code, heaps: out.heaps }))))
            }
        }
    }

    fn period(&self, ctl: &Control) -> Result<PeriodReport, GameError> {
        let t = self.code.largest_take() as u64;
        let mut n = FIRST.min(self.period_to);
        let mut values = Values::with_capacity(self.code, n as usize);
        loop {
            values.extend_to(n as usize, ctl).map_err(grundy_error)?;
            if let Some(p) = Proof::find(values.as_slice(), t) {
                return Ok(period_report(&self.meta.id, &self.code, &p, values.as_slice()));
            }
            if n >= self.period_to {
                return Err(GameError::OutOfReach(Box::new(Msg::from(OctalMsg::OcNoPeriod {
                    code: self.code.to_string(),
                    heaps: n - 1,
                    max: HEAP_CAP,
                }))));
            }
            n = (n * 2).min(self.period_to);
        }
    }
}

/// The report of a proved period.
#[must_use]
pub fn period_report(id: &str, code: &OctalCode, p: &Proof, g: &[u16]) -> PeriodReport {
    let safe = (p.preperiod..p.preperiod + p.period).filter(|&n| g[n as usize] == 0).map(|n| n % p.period).collect();
    period_report_safe(id, code, p, safe)
}

/// The report of a proved period whose safe residues (heaps `n % period`
/// of value 0 in one period) are known.
#[must_use]
pub fn period_report_safe(id: &str, code: &OctalCode, p: &Proof, safe_residues: Vec<u64>) -> PeriodReport {
    let (n0, per, t) = (p.preperiod, p.period, p.largest_take);
    let last = Box::new(Msg::from(match n0 {
        0 => OctalMsg::OcNoExceptional,
        _ => OctalMsg::OcLastExceptional { n: n0 - 1 },
    }));
    let said = Msg::from(OctalMsg::OcPeriodProof {
        code: code.to_string(),
        most: t,
        period: per,
        from: n0,
        to: 2 * n0 + per + t - 1,
        checked: p.checked - 1,
        last,
    });
    PeriodReport {
        certificate: said.render(ludoteca_core::Lang::EN),
        certificate_msg: Some(said),
        game: id.to_string(),
        preperiod: n0,
        period: per,
        window: t,
        proved: true,
        certain_at: p.checked - 1,
        grundy_period: Some([n0, per]),
        safe_residues,
        values_period: None,
    }
}
