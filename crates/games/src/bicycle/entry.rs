//! The bicycle games behind the catalogue's [`Entry`]: the notation
//! (`k,d`, a move is the distance pedalled), the champion of the groups, the
//! exact search of short trips and the table of (k, d) as the text draws it
//! (rows d, columns k).

use super::formula::{Winning, group, group_end, group_start, real_group, real_value, real_winning};
use super::formula::{whole_value, whole_winning};
use super::number::{ACCEPTED, format_distance, parse_number};
use super::sweep::Columns;
use super::{Bicycle, BicyclePosition, MAX_DISTANCE, MAX_STAGE, RealBicycle, RealPosition, convention, is_zero};
use crate::entry::{Entry, Meta, PositionReport};
use crate::error::GameError;
use crate::notation::{Notation, TextGame, report};
use crate::params::{Params, parse_u64};
use ludoteca_core::table::{Axis, Cell, Coord, Table};
use ludoteca_core::{Control, Convention, Game, Outcome, Solver, Value, analyse};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::ToPrimitive;

/// Whole-km positions with at most this distance are analysed by exact
/// search (the memoised solver); longer trips by the group formula.
pub const SEARCH_LIMIT: u64 = 120;
/// Analyses list every move when there are at most this many, else a sample.
pub const MOVE_LIST: u64 = 200;
/// Tables up to this distance are computed column by column (exact
/// generations); beyond it, cell by cell from the formula.
pub const SWEEP_LIMIT: u64 = 5000;
/// The most cells a table may have.
pub const TABLE_CELLS: u64 = 2_000_000;
/// The most columns (stages) a table may have.
pub const MAX_COLUMNS: u64 = 2000;

/// The whole-kilometre game (je-6, je-22) written as text.
pub(super) struct WholeFace {
    game: Bicycle,
    pub(super) start: BicyclePosition,
}

/// The real-distance game (je-23) written as text.
pub(super) struct RealFace {
    game: RealBicycle,
    pub(super) start: RealPosition,
}

pub(super) enum Face {
    Whole(WholeFace),
    Real(RealFace),
}

/// A bicycle game ready for the catalogue: je-6 / je-22 (whole km) or je-23
/// (real km).
pub struct BicycleEntry {
    meta: Meta,
    pub(super) face: Face,
    columns: u64,
}

fn shape_error(text: &str, example: &str) -> GameError {
    GameError::BadPosition {
        text: text.into(),
        expected: format!(
            "a position is stage,distance — the stage about to be ridden (1 to {MAX_STAGE}) and the km still to go — e.g. {example}"
        ),
    }
}

/// Splits `k,d` and reads the stage.
fn split_position(text: &str, example: &str) -> Result<(u64, String), GameError> {
    let cleaned: String = text.chars().filter(|c| !"() ".contains(*c)).collect();
    let Some((k, d)) = cleaned.split_once(',') else { return Err(shape_error(text, example)) };
    if d.contains(',') || d.is_empty() {
        return Err(shape_error(text, example));
    }
    let stage = match parse_u64(k) {
        Some(k) if (1..=MAX_STAGE).contains(&k) => k,
        _ => {
            return Err(GameError::BadPosition {
                text: text.into(),
                expected: format!("the stage `{k}` must be a whole number from 1 to {MAX_STAGE}, e.g. {example}"),
            });
        }
    };
    Ok((stage, d.to_string()))
}

/// Reads a distance: exact, non-negative, at most 10¹⁸; whole when `whole`.
fn read_distance(text: &str, whole: bool) -> Result<BigRational, String> {
    let d = parse_number(text)?;
    if d > BigRational::from_integer(MAX_DISTANCE.into()) {
        return Err(format!("the distance {text} is out of range: at most 10^18 km"));
    }
    if whole && !d.is_integer() {
        return Err(format!(
            "the distance {text} is not a whole number of km: je-6 and je-22 ride whole kilometres (je-23 takes real distances)"
        ));
    }
    Ok(d)
}

fn whole_of(d: &BigRational) -> u64 {
    d.to_integer().to_u64().unwrap_or(MAX_DISTANCE)
}

fn rational(n: u64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

impl Notation for WholeFace {
    type Game = Bicycle;

    fn game(&self) -> &Bicycle {
        &self.game
    }

    fn start_position(&self) -> BicyclePosition {
        self.start
    }

    fn format(&self, p: &BicyclePosition) -> String {
        format!("{},{}", p.stage, p.distance)
    }

    fn parse(&self, text: &str) -> Result<BicyclePosition, GameError> {
        let (stage, d) = split_position(text, "1,2008")?;
        let distance = read_distance(&d, true)
            .map_err(|e| GameError::BadPosition { text: text.into(), expected: e })
            .map(|d| whole_of(&d))?;
        Ok(BicyclePosition { stage, distance })
    }

    fn format_move(&self, _p: &BicyclePosition, j: &u64) -> String {
        j.to_string()
    }

    fn parse_move(&self, p: &BicyclePosition, text: &str) -> Result<u64, GameError> {
        let most = p.stage.min(p.distance);
        let expected = if most == 0 {
            "the bicycle has arrived: no move is possible".to_string()
        } else {
            format!(
                "at stage {} with {} km to go the rider pedals a whole number of km from 1 to {most}",
                p.stage, p.distance
            )
        };
        match parse_u64(text) {
            Some(j) if (1..=most).contains(&j) => Ok(j),
            _ => Err(GameError::IllegalMove { text: text.into(), expected }),
        }
    }
}

impl Notation for RealFace {
    type Game = RealBicycle;

    fn game(&self) -> &RealBicycle {
        &self.game
    }

    fn start_position(&self) -> RealPosition {
        self.start.clone()
    }

    fn format(&self, p: &RealPosition) -> String {
        format!("{},{}", p.stage, format_distance(&p.distance))
    }

    fn parse(&self, text: &str) -> Result<RealPosition, GameError> {
        let (stage, d) = split_position(text, "1,2008 or 3,11/4")?;
        let distance =
            read_distance(&d, false).map_err(|e| GameError::BadPosition { text: text.into(), expected: e })?;
        Ok(RealPosition { stage, distance })
    }

    fn format_move(&self, _p: &RealPosition, x: &BigRational) -> String {
        format_distance(x)
    }

    fn parse_move(&self, p: &RealPosition, text: &str) -> Result<BigRational, GameError> {
        let d = &p.distance;
        let k = rational(p.stage);
        let expected = if is_zero(d) {
            "the bicycle has arrived: no move is possible".to_string()
        } else if d < &BigRational::from_integer(1.into()) {
            format!("with {} km to go the rider must pedal exactly {}", format_distance(d), format_distance(d))
        } else {
            let most = if d < &k { d } else { &k };
            format!(
                "at stage {} with {} km to go the rider pedals any distance from 1 to {} km ({ACCEPTED})",
                p.stage,
                format_distance(d),
                format_distance(most)
            )
        };
        let x = parse_number(text).map_err(|e| GameError::IllegalMove { text: text.into(), expected: e })?;
        if self.game.is_legal(p, &x) { Ok(x) } else { Err(GameError::IllegalMove { text: text.into(), expected }) }
    }
}

/// A few of a position's moves, for analyses of positions with thousands.
struct Sample<'a> {
    game: &'a Bicycle,
    moves: Vec<u64>,
}

impl Game for Sample<'_> {
    type Position = BicyclePosition;
    type Move = u64;

    fn for_each_move(&self, _p: &BicyclePosition, f: impl FnMut(u64)) {
        self.moves.iter().copied().for_each(f);
    }

    fn play(&self, p: &BicyclePosition, j: &u64) -> BicyclePosition {
        self.game.play(p, j)
    }

    fn convention(&self) -> Convention {
        self.game.convention
    }
}

/// "with best play the trip ends at stage … with … pedalling, who wins".
fn ending(k: u64, r: u64, win: &str) -> String {
    let last = k + r - 1;
    format!("with best play the trip ends at stage {last} with {} pedalling, who {win}", rider(last))
}

fn arrived(k: u64, won: &str) -> String {
    if k == 1 {
        "The trip is over before it began: there is no distance to ride.".to_string()
    } else {
        format!("The bicycle has arrived: the rider of stage {} reached the destination and {won}.", k - 1)
    }
}

fn rider(stage: u64) -> &'static str {
    if stage % 2 == 1 { "A (First)" } else { "B (Second)" }
}

impl BicycleEntry {
    /// A bicycle preset from its parameters: `stage` (default 1), `distance`
    /// (default 2008; in je-23 also `2.75` or `11/4`), `misere`, and
    /// `columns` (the stages a table shows, default 20). `real` selects
    /// je-23's real distances.
    pub fn from_params(
        id: &str,
        real: bool,
        params: &Params,
        summary: &str,
        statement: &str,
    ) -> Result<BicycleEntry, GameError> {
        super::FAMILY.check(id, params)?;
        let stage = params.u64_in("stage", 1, MAX_STAGE)?.unwrap_or(1);
        let conv = convention(params.bool("misere")?.unwrap_or(false));
        let columns = params.u64_in("columns", 1, MAX_COLUMNS)?.unwrap_or(20);
        let distance = match params.get("distance") {
            None => rational(2008),
            Some(v) => read_distance(v, !real).map_err(|e| GameError::BadParam {
                name: "distance".into(),
                value: v.into(),
                expected: e,
                expected_pt: None,
            })?,
        };
        let face = if real {
            Face::Real(RealFace { game: RealBicycle { convention: conv }, start: RealPosition { stage, distance } })
        } else {
            Face::Whole(WholeFace {
                game: Bicycle { convention: conv },
                start: BicyclePosition { stage, distance: whole_of(&distance) },
            })
        };
        Ok(BicycleEntry { meta: Meta::new(id, summary, statement, params), face, columns })
    }

    fn convention(&self) -> Convention {
        match &self.face {
            Face::Whole(f) => f.game.convention,
            Face::Real(f) => f.game.convention,
        }
    }

    fn end_words(&self) -> (&'static str, &'static str) {
        match self.convention() {
            Convention::Normal => ("wins", "won"),
            Convention::Misere => ("loses", "lost"),
        }
    }

    fn analyse_whole(&self, f: &WholeFace, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = f.parse(position)?;
        let conv = f.game.convention;
        let most = p.stage.min(p.distance);
        let (a, method) = if p.distance <= SEARCH_LIMIT {
            let mut solver = Solver::new(&f.game);
            solver.value_with(&p, ctl)?;
            let a = analyse(&f.game, &p, |q| solver.value(q).expect("a finite search below a solved position"));
            (a, "search")
        } else if most <= MOVE_LIST {
            (analyse(&f.game, &p, |q| whole_value(q.stage, q.distance, conv)), "formula")
        } else {
            let mut moves = vec![1, 2, most - 1, most];
            if let Some(r) = whole_winning(p.stage, p.distance, conv) {
                moves.extend([*r.start(), *r.end()]);
            }
            moves.sort_unstable();
            moves.dedup();
            let sample = Sample { game: &f.game, moves };
            (analyse(&sample, &p, |q| whole_value(q.stage, q.distance, conv)), "formula")
        };
        let mut rep = report(f, &self.meta.id, &p, &a, method);
        let v = a.value;
        let w = group(p.stage, if conv == Convention::Misere { p.distance.saturating_sub(1) } else { p.distance });
        let (win, won) = self.end_words();
        let class = v.outcome.describe();
        let r = u64::from(v.remoteness.unwrap_or(0));
        let (k, d) = (p.stage, p.distance);
        let shift = if conv == Convention::Misere {
            " (misère play: as normal play from d − 1, plus the forced last stage)"
        } else {
            ""
        };
        let groups = |k: u64| match conv {
            Convention::Normal => format!("[{}, {}]", group_start(k, w), group_end(k, w)),
            Convention::Misere => format!("[{}, {}]", group_start(k, w) + 1, group_end(k, w) + 1),
        };
        rep.explanation = if a.moves.is_empty() {
            arrived(k, won)
        } else if conv == Convention::Misere && d == 1 {
            format!(
                "{class}: with 1 km to go the rider of stage {k}, {}, must pedal to the destination and {win}.",
                rider(k)
            )
        } else if v.outcome == Outcome::NextWins {
            let range = whole_winning(k, d, conv).expect("a fragile position has good moves");
            format!(
                "{class}: ({k}, {d}) lies just above group {w} of column {k} {}{shift}. {} pedals j km with {} ≤ j ≤ {} \
                 (the text's interval (8)) to land in group {w} of column {} — a safe position; {}.",
                groups(k),
                rider(k),
                range.start(),
                range.end(),
                k + 1,
                ending(k, r, win)
            )
        } else {
            format!(
                "{class}: ({k}, {d}) is in group {w} of column {k} {}{shift}. Every ride lands strictly between groups {} and {w} \
                 of column {}, and the opponent answers into group {} of column {}; {}.",
                groups(k),
                w - 1,
                k + 1,
                w - 1,
                k + 2,
                ending(k, r, win)
            )
        };
        if most > MOVE_LIST && p.distance > SEARCH_LIMIT {
            rep.explanation.push_str(&format!(" (Only {} of the {most} moves are listed.)", rep.moves.len()));
        }
        rep.extra = Some(serde_json::json!({
            "group": w,
            "last_stage": if r > 0 { Some(k + r - 1) } else { None },
            "winning_range": whole_winning(k, d, conv).map(|r| [*r.start(), *r.end()]),
        }));
        Ok(rep)
    }

    fn analyse_real(&self, f: &RealFace, position: &str) -> Result<PositionReport, GameError> {
        let p = f.parse(position)?;
        let conv = f.game.convention;
        let a = analyse(&f.game, &p, |q| real_value(q.stage, &q.distance, conv));
        let mut rep = report(f, &self.meta.id, &p, &a, "formula");
        let (win, won) = self.end_words();
        let v: Value = a.value;
        let (k, d) = (p.stage, &p.distance);
        let ds = format_distance(d);
        let r = u64::from(v.remoteness.unwrap_or(0));
        let group_words = |w: u64| match conv {
            Convention::Normal if w == 0 => "{0}".to_string(),
            Convention::Normal => format!("]{}, {}]", group_start(k, w) - 1, group_end(k, w)),
            Convention::Misere => format!("]{}, {}]", group_start(k, w), group_end(k, w) + 1),
        };
        let winning: Option<Winning> = real_winning(k, d, conv);
        rep.explanation = match real_group(k, d, conv) {
            None => arrived(k, won),
            Some((0, true)) if a.moves.is_empty() => arrived(k, won),
            Some((0, true)) => format!(
                "{}: with {ds} km to go the rider of stage {k}, {}, must pedal exactly to the destination and {win}.",
                v.outcome.describe(),
                rider(k)
            ),
            Some((w, true)) => format!(
                "{}: ({k}, {ds}) is in group {w} of column {k}, the interval {} (the text's (9){}). Every ride lands \
                 strictly between groups {} and {w} of column {}; the opponent answers into group {}; {}.",
                v.outcome.describe(),
                group_words(w),
                if conv == Convention::Misere { ", shifted by 1 km for misère play" } else { "" },
                w - 1,
                k + 1,
                w - 1,
                ending(k, r, win),
            ),
            Some((w, _)) => {
                let i = winning.as_ref().expect("a fragile position has good moves");
                format!(
                    "{}: ({k}, {ds}) lies just above group {w} of column {k}. {} pedals any x in {i} km (the text's (10), \
                     with its lower end corrected to max{{1, d − D^{{k+1}}_{{w−1}}}}) to land in group {w} of column {} — \
                     e.g. {} km; {}.",
                    v.outcome.describe(),
                    rider(k),
                    k + 1,
                    format_distance(&i.champion()),
                    ending(k, r, win),
                )
            }
        };
        if !a.moves.is_empty() {
            rep.explanation.push_str(" The rides listed are a menu: any distance allowed by the rules may be played.");
        }
        rep.extra = Some(serde_json::json!({
            "group": real_group(k, d, conv).map(|g| g.0),
            "winning_interval": winning.as_ref().map(ToString::to_string),
            "champion": winning.as_ref().map(|w| format_distance(&w.champion())),
        }));
        Ok(rep)
    }

    fn check_size(&self, from: u64, to: u64, rows: u64) -> Result<(), GameError> {
        if from > to || to > MAX_DISTANCE {
            return Err(GameError::BadParam {
                name: "to".into(),
                value: format!("{from}..{to}"),
                expected: "a range of distances from ≤ to, at most 10^18".into(),
                expected_pt: None,
            });
        }
        if rows.saturating_mul(self.columns) > TABLE_CELLS {
            return Err(GameError::TooLarge(format!(
                "a table of {rows} rows × {} stages is too large (at most {TABLE_CELLS} cells): narrow --from/--to or the parameter columns",
                self.columns
            )));
        }
        Ok(())
    }

    fn table_whole(&self, f: &WholeFace, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        let rows = to.saturating_sub(from).saturating_add(1);
        self.check_size(from, to, rows)?;
        let conv = f.game.convention;
        let swept = if to <= SWEEP_LIMIT { Some(Columns::compute(1, conv, to, 1, self.columns, ctl)?) } else { None };
        let mut entries = Vec::new();
        for (i, d) in (from..=to).enumerate() {
            for k in 1..=self.columns {
                let v = swept.as_ref().and_then(|s| s.value(k, d)).unwrap_or_else(|| whole_value(k, d, conv));
                let p = BicyclePosition { stage: k, distance: d };
                entries.push(Cell {
                    position: f.format(&p),
                    coords: vec![Coord::Int(d), Coord::Int(k)],
                    outcome: v.outcome,
                    remoteness: v.remoteness,
                    grundy: None,
                    at: [i, (k - 1) as usize],
                });
            }
        }
        Ok(Table {
            game: self.meta.id.clone(),
            axes: vec![
                Axis { name: "d".into(), values: (from..=to).map(Coord::Int).collect() },
                Axis { name: "k".into(), values: (1..=self.columns).map(Coord::Int).collect() },
            ],
            entries,
            period: None,
        })
    }

    /// je-23's table: a row for each whole d and one for each open interval
    /// (d, d + 1) (written `d+`, computed at d + ½), on which the class is constant.
    fn table_real(&self, f: &RealFace, from: u64, to: u64) -> Result<Table, GameError> {
        let rows = to.saturating_sub(from).saturating_mul(2).saturating_add(1);
        self.check_size(from, to, rows)?;
        let conv = f.game.convention;
        let half = BigRational::new(1.into(), 2.into());
        let mut labels = Vec::new();
        let mut entries = Vec::new();
        for n in from..=to {
            let mut reps = vec![(rational(n), n.to_string())];
            if n < to {
                reps.push((rational(n) + &half, format!("{n}+")));
            }
            for (d, label) in reps {
                let i = labels.len();
                for k in 1..=self.columns {
                    let v = real_value(k, &d, conv);
                    let p = RealPosition { stage: k, distance: d.clone() };
                    entries.push(Cell {
                        position: f.format(&p),
                        coords: vec![Coord::Name(label.clone()), Coord::Int(k)],
                        outcome: v.outcome,
                        remoteness: v.remoteness,
                        grundy: None,
                        at: [i, (k - 1) as usize],
                    });
                }
                labels.push(Coord::Name(label));
            }
        }
        Ok(Table {
            game: self.meta.id.clone(),
            axes: vec![
                Axis { name: "d".into(), values: labels },
                Axis { name: "k".into(), values: (1..=self.columns).map(Coord::Int).collect() },
            ],
            entries,
            period: None,
        })
    }
}

impl Entry for BicycleEntry {
    fn board(&self, position: &str) -> Result<serde_json::Value, GameError> {
        self.board_json(position)
    }

    fn ending(&self, positions: &[String], moves: &[String]) -> Option<ludoteca_core::Msg> {
        self.arrival(positions, moves)
    }

    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn text(&self) -> Option<&dyn TextGame> {
        match &self.face {
            Face::Whole(f) => Some(f),
            Face::Real(f) => Some(f),
        }
    }

    fn rules(&self) -> String {
        let real = matches!(self.face, Face::Real(_));
        let ride = if real {
            "any real distance from 1 to k km (or exactly the distance left, when that is at most k)"
        } else {
            "a whole number of km from 1 to k"
        };
        let end = match self.convention() {
            Convention::Normal => "Whoever is pedalling when the bicycle reaches the destination wins.",
            Convention::Misere => {
                "Misère play (perde-ganha): whoever is pedalling when the bicycle reaches the destination LOSES \
                 (nobody pedals to the end unless forced, so (k, d) plays as (k, d − 1) of normal play)."
            }
        };
        let safe = match (real, self.convention()) {
            (false, Convention::Normal) => "safe iff w(k + w) ≤ d ≤ w(k + w + 1) for a whole w ≥ 0 (the text's (6))",
            (true, Convention::Normal) => {
                "safe iff d = 0 or w(k + w) − 1 < d ≤ w(k + w + 1) for a whole w > 0 (the text's (9))"
            }
            (_, Convention::Misere) => "safe iff d > 0 and w(k + w) < d ≤ w(k + w + 1) + 1 for a whole w ≥ 0",
        };
        let numbers = if real {
            "Distances are exact: type 2.75 or 11/4 (positions 3,11/4; moves 5/2); they are written back as fractions in \
             lowest terms. Analyses use the group formula (method `formula`); since a rider has infinitely many choices, \
             `moves` lists a menu (whole km, the longest ride, the exact rest, and the ends of the interval of good \
             moves), but every legal distance is accepted. The formula is proved for every real d up to a bound by exact \
             interval arithmetic (`bicycle::formula::prove_real`), and checked against exact search of the game on \
             grids of 1/q km (moves restricted to multiples of 1/q, plus the exact rest): a disagreement there would \
             refute the formula, while agreement alone says nothing about off-grid rides. Tables show a row for each \
             whole d and a row `d+` for the open interval (d, d + 1) (computed at d + ½), on which the class is constant. The text's \
             interval (10) has a misprint: its lower end must read max{1, d − δ^{k+2}_{w−1} − 1}, not + 1."
        } else {
            "Analyses of trips of at most 120 km use exact search (method `search`); longer ones the group formula \
             (method `formula`), exact at any distance up to 10^18. Tables up to d = 5000 are computed stage by stage \
             (exact generations), larger ones from the formula."
        };
        format!(
            "{}\n\nAt stage k (k = 1, 2, …) the rider on duty pedals {ride}, never past the destination; A rides the odd \
             stages, B the even ones. {end}\n\nA position is stage,distance — the stage about to be ridden and the km \
             still to go — e.g. `{}`; a move is the distance pedalled, e.g. `1`. Position (k, d) is {safe}; from a \
             safe position of group w the trip lasts exactly 2w more stages (2w + 1 in misère play), from a fragile one just above group w one stage more. {numbers}\n\n`ludoteca table` draws rows \
             d and columns k, as the text does.\n\n{}\nA distance is at most 10^18 km{}.",
            self.meta.statement,
            self.start(),
            super::FAMILY.parameters_paragraph(ludoteca_core::Lang::En, &self.meta.params),
            if real { "; decimals and fractions allowed" } else { ", in whole kilometres" },
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        match &self.face {
            Face::Whole(f) => self.analyse_whole(f, position, ctl),
            Face::Real(f) => self.analyse_real(f, position),
        }
    }

    /// Rows d = `from..=to`, columns k = 1..=`columns`.
    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        match &self.face {
            Face::Whole(f) => self.table_whole(f, from, to, ctl),
            Face::Real(f) => self.table_real(f, from, to),
        }
    }

    /// The coordinates `k` (stage) and `d` (distance) of a whole-km position;
    /// je-23's rational distances have none for conjectures yet.
    fn coordinates(&self, position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        match &self.face {
            Face::Whole(f) => {
                let p = f.parse(position)?;
                Ok(vec![("k".into(), Coord::Int(p.stage)), ("d".into(), Coord::Int(p.distance))])
            }
            Face::Real(_) => Err(GameError::Unsupported(format!(
                "{} has real distances, which conjectures cannot range over; use je-22 (whole km) with k and d",
                self.meta.id
            ))),
        }
    }

    /// Every (k, d) with d ≤ `to` and k ≤ `to` + 1, by distance then stage
    /// (stages beyond d add nothing: from (k, d) with d ≤ k the rider may
    /// finish at once, whatever k).
    fn positions_up_to(&self, to: u64) -> Result<Vec<String>, GameError> {
        let Face::Whole(f) = &self.face else {
            return Err(GameError::Unsupported(format!("{} has real distances: they cannot be listed", self.meta.id)));
        };
        if to > 2000 {
            return Err(GameError::TooLarge(format!(
                "{} positions up to d = {to} would be (d + 1)(d + 1) ≈ {} positions: at most d = 2000",
                self.meta.id,
                (to + 1).saturating_mul(to + 1)
            )));
        }
        Ok((0..=to)
            .flat_map(|d| (1..=to + 1).map(move |k| BicyclePosition { stage: k, distance: d }))
            .map(|p| f.format(&p))
            .collect())
    }

}
