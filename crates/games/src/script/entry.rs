//! A script game behind the catalogue's [`Entry`]: positions and moves as
//! JSON, the champion by search, tables from the script's `row(n)`.

use super::ScriptGame;
use crate::entry::{Entry, Meta, PositionReport};
use crate::error::GameError;
use crate::notation::{Notation, report};
use crate::params::Params;
use ludoteca_core::table::{Axis, Coord, Table};
use ludoteca_core::{Control, Convention, Msg, Player, Retrograde, SearchError, Solver, Value, analyse};
use rhai::Map;

/// Positions a search may memoise.
const SEARCH_LIMIT: usize = 2_000_000;

/// Values positions once a script game is solved.
type Valuer<'a> = Box<dyn Fn(&String) -> Value + 'a>;

/// A game loaded from a script file.
pub struct ScriptEntry {
    meta: Meta,
    game: ScriptGame,
    start: String,
}

impl ScriptEntry {
    /// Loads the script `source` (named `name`, e.g. its file) with `params`.
    pub fn new(name: &str, source: &str, params: &Params) -> Result<ScriptEntry, GameError> {
        let convention = params.convention()?;
        let mut map = Map::new();
        for (k, v) in params.iter().filter(|(k, _)| *k != "misere") {
            map.insert(k.into(), v.to_string().into());
        }
        let game = ScriptGame::new(source, map, convention)?;
        let start = game.start().map_err(script_failed)?;
        let title = if game.has("title") {
            game.call("title", ()).map_err(script_failed)?.to_string()
        } else {
            format!("a game defined in {name}")
        };
        let meta = Meta::new(name, &title, &format!("{title} (script {name})"), params);
        Ok(ScriptEntry { meta, game, start })
    }

    fn fault(&self) -> Result<(), GameError> {
        match self.game.take_fault() {
            Some(e) => Err(script_failed(e)),
            None => Ok(()),
        }
    }

    /// Values `p` and everything below it: by memoised search, or — when
    /// play can cycle — by retrograde analysis, where cycles are draws.
    fn solve(&self, p: &String, ctl: &Control) -> Result<(Valuer<'_>, &'static str), GameError> {
        let mut s = Solver::new(&self.game).with_limit(SEARCH_LIMIT);
        let r = s.value_with(p, ctl);
        self.fault()?;
        match r {
            Ok(_) => Ok((Box::new(move |q| s.cached(q).unwrap_or(Value::DRAW)), "search")),
            Err(SearchError::Cycle) => {
                let r = Retrograde::solve(&self.game, std::slice::from_ref(p), ctl)?;
                self.fault()?;
                Ok((Box::new(move |q| r.value(q).unwrap_or(Value::DRAW)), "retrograde"))
            }
            Err(e) => Err(e.into()),
        }
    }

    fn row(&self, n: u64) -> Result<Vec<String>, GameError> {
        if !self.game.has("row") {
            return Err(GameError::unsupported(Msg::ErrScriptNoRow));
        }
        let v = self.game.call("row", (n as i64,)).map_err(script_failed)?;
        let list =
            v.into_array().map_err(|t| GameError::unsupported(Msg::ErrScriptRowNotArray { kind: t.to_string() }))?;
        list.iter().map(|s| serde_json::to_string(s).map_err(|e| script_failed(e.to_string()))).collect()
    }
}

impl Notation for ScriptEntry {
    type Game = ScriptGame;

    fn game(&self) -> &ScriptGame {
        &self.game
    }

    fn start_position(&self) -> String {
        self.start.clone()
    }

    fn format(&self, p: &String) -> String {
        p.clone()
    }

    fn parse(&self, text: &str) -> Result<String, GameError> {
        self.game.canonical(text).map_err(|e| GameError::bad_position(text, Msg::ScRefuses { why: e }))
    }

    fn format_move(&self, _p: &String, m: &String) -> String {
        m.clone()
    }

    fn mover(&self, p: &String) -> Option<Player> {
        self.game.mover(p).ok().flatten()
    }
}

impl Entry for ScriptEntry {
    forward_entry!(meta, text, board);

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use crate::rules_text::{SCRIPT as T, pick};
        let to_move = if self.game.has("to_move") { T.get(lang, "to-move") } else { "" };
        let end = T.get(lang, pick(self.game.convention == Convention::Misere, "wins", "loses"));
        format!(
            "{}\n\n{}",
            self.meta.statement,
            T.fill(lang, "body", &[("to_move", &to_move), ("end", &end), ("start", &self.start)])
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let p = self.parse(position)?;
        let (value, method) = self.solve(&p, ctl)?;
        let a = analyse(&self.game, &p, |q| value(q));
        self.fault()?;
        let mut r = report(self, &self.meta.id, &p, &a, method);
        r.explanation = crate::sentence::Sentence::from(match (r.moves.is_empty(), a.value.outcome) {
            (true, _) => "No move is possible: the game is over.".to_string(),
            (false, o) if !r.winning_moves.is_empty() => {
                format!("{}: play {} — it leaves a safe position.", o.describe(), r.winning_moves.join(" or "))
            }
            (false, o @ ludoteca_core::Outcome::Draw) => {
                format!("{}: neither player can force a win; play can go on forever.", o.describe())
            }
            (false, o) => format!("{}: every move leaves a fragile position.", o.describe()),
        });
        Ok(r)
    }

    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        let mut table = Table::new(&self.meta.id, vec![Axis::numbers("n", from..=to)]);
        let mut width = 1;
        let mut s = Solver::new(&self.game).with_limit(SEARCH_LIMIT);
        for (i, n) in (from..=to).enumerate() {
            let states = self.row(n)?;
            width = width.max(states.len());
            for (c, st) in states.iter().enumerate() {
                let v = s.value_with(st, ctl);
                self.fault()?;
                let v = v?;
                // The row's column is a coordinate only where the row has several.
                let cell = table.put([i, c], st.clone(), v);
                if states.len() > 1 {
                    cell.coords.push(Coord::Int(c as u64));
                }
            }
        }
        if width > 1 {
            table.axes.push(Axis::numbers("column", 0..width as u64));
        }
        Ok(table)
    }

    fn coordinates(&self, position: &str) -> Result<Vec<(String, Coord)>, GameError> {
        if !self.game.has("coordinates") {
            return Err(GameError::unsupported(Msg::ErrScriptNoCoordinates));
        }
        let p = self.parse(position)?;
        let state: rhai::Dynamic = serde_json::from_str(&p).map_err(|e| script_failed(e.to_string()))?;
        let v = self.game.call("coordinates", (state,)).map_err(script_failed)?;
        let map = v.try_cast::<Map>().ok_or_else(|| GameError::unsupported(Msg::ErrScriptCoordinatesNotMap))?;
        map.into_iter()
            .map(|(k, v)| {
                let c = match v.as_int() {
                    Ok(i) => Coord::Int(u64::try_from(i).unwrap_or(0)),
                    Err(_) => Coord::Name(v.to_string()),
                };
                Ok((k.to_string(), c))
            })
            .collect()
    }

    fn positions_up_to(&self, to: u64) -> Result<Vec<String>, GameError> {
        let mut all = Vec::new();
        for n in 0..=to {
            all.extend(self.row(n)?);
        }
        Ok(all)
    }
}

/// A script that failed while running, in the script engine's own words.
fn script_failed(detail: String) -> GameError {
    GameError::unsupported(Msg::ErrScriptFailed { detail: ludoteca_core::i18n::detail(&detail) })
}
