//! Games of your own (*jogos inventados*): a game written as a small Rhai
//! script — its start, moves, and what a move does — that the whole engine
//! analyses, tabulates and plays like a built-in game.
//!
//! A script defines `start(params)`, `moves(state)` and `play(state, move)`;
//! optionally `to_move(state)` (`"A"`/`"B"`, for a partizan game),
//! `row(n)` (the states of table row `n`) and `coordinates(state)` (a map of
//! named numbers, for conjectures), and `title()`. States and moves are any
//! Rhai values (numbers, arrays, maps); a player who cannot move loses
//! (`--param misere=true` turns that around). Scripts run sandboxed.

mod board;
mod entry;

pub use entry::ScriptEntry;

use crate::error::GameError;
use ludoteca_core::i18n::detail;
use ludoteca_core::{Convention, Game, Msg, Player};
use rhai::{AST, Dynamic, Engine, Map, Scope};
use std::sync::Mutex;

/// The most operations one call into a script may run.
const MAX_OPERATIONS: u64 = 1_000_000;

/// A game written in Rhai. Positions and moves are their JSON text, so the
/// solvers can hash and compare them.
pub struct ScriptGame {
    engine: Engine,
    ast: AST,
    params: Map,
    convention: Convention,
    /// The first error a script call raised inside a solver (which cannot
    /// return errors itself); checked after every solve.
    fault: Mutex<Option<String>>,
}

/// A Rhai engine that can only compute: bounded operations, depth and sizes, no output.
pub(crate) fn sandbox() -> Engine {
    let mut e = Engine::new();
    e.set_max_operations(MAX_OPERATIONS);
    e.set_max_expr_depths(64, 64);
    e.set_max_call_levels(64);
    e.set_max_string_size(10_000);
    e.set_max_array_size(10_000);
    e.set_max_map_size(1_000);
    e.on_print(|_| {});
    e.on_debug(|_, _, _| {});
    e
}

fn to_json(v: &Dynamic) -> Result<String, String> {
    serde_json::to_string(v).map_err(|e| format!("a script value could not be written as JSON: {e}"))
}

fn from_json(text: &str) -> Result<Dynamic, String> {
    serde_json::from_str(text)
        .map_err(|e| format!("`{text}` is not a value (write it as JSON, e.g. 20 or [3, 4] or {{\"n\": 5}}): {e}"))
}

impl ScriptGame {
    /// Compiles `source`; `params` are handed to `start(params)`.
    pub fn new(source: &str, params: Map, convention: Convention) -> Result<ScriptGame, GameError> {
        let engine = sandbox();
        let ast = engine
            .compile(source)
            .map_err(|e| GameError::unsupported(Msg::ErrScriptCompile { detail: detail(&e.to_string()) }))?;
        let g = ScriptGame { engine, ast, params, convention, fault: Mutex::new(None) };
        for f in ["start", "moves", "play"] {
            if !g.has(f) {
                return Err(GameError::unsupported(Msg::ErrScriptMissing { name: f.into() }));
            }
        }
        Ok(g)
    }

    /// Whether the script defines a function `name`.
    #[must_use]
    pub fn has(&self, name: &str) -> bool {
        self.ast.iter_functions().any(|f| f.name == name)
    }

    /// Calls `name(args…)` in the script.
    pub fn call(&self, name: &str, args: impl rhai::FuncArgs) -> Result<Dynamic, String> {
        self.engine
            .call_fn::<Dynamic>(&mut Scope::new(), &self.ast, name, args)
            .map_err(|e| format!("the script's {name}() failed: {e}"))
    }

    /// The start, as JSON text.
    pub fn start(&self) -> Result<String, String> {
        to_json(&self.call("start", (self.params.clone(),))?)
    }

    /// The moves from `state`, as JSON texts.
    pub fn moves_of(&self, state: &str) -> Result<Vec<String>, String> {
        let v = self.call("moves", (from_json(state)?,))?;
        let list = v.into_array().map_err(|t| format!("the script's moves() must return an array, not a {t}"))?;
        list.iter().map(to_json).collect()
    }

    /// The state after `mv`, as JSON text.
    pub fn after(&self, state: &str, mv: &str) -> Result<String, String> {
        to_json(&self.call("play", (from_json(state)?, from_json(mv)?))?)
    }

    /// Who moves, for a partizan script.
    pub fn mover(&self, state: &str) -> Result<Option<Player>, String> {
        if !self.has("to_move") {
            return Ok(None);
        }
        let v = self.call("to_move", (from_json(state)?,))?;
        let text = v.clone().into_string().unwrap_or_default();
        Player::from_name(&text)
            .map(Some)
            .ok_or_else(|| format!("the script's to_move() must return \"A\" or \"B\", not {v}"))
    }

    /// Remembers the first fault of a call made where errors cannot travel.
    fn note(&self, e: String) {
        let mut f = self.fault.lock().expect("not poisoned");
        f.get_or_insert(e);
    }

    /// The first fault noted since the last call, cleared.
    pub fn take_fault(&self) -> Option<String> {
        self.fault.lock().expect("not poisoned").take()
    }

    /// Normalises a state written by a person: parsed and written back.
    pub fn canonical(&self, text: &str) -> Result<String, String> {
        to_json(&from_json(text)?)
    }
}

impl Game for ScriptGame {
    type Position = String;
    type Move = String;

    fn for_each_move(&self, state: &String, mut f: impl FnMut(String)) {
        match self.moves_of(state) {
            Ok(moves) => moves.into_iter().for_each(&mut f),
            Err(e) => self.note(e),
        }
    }

    fn play(&self, state: &String, mv: &String) -> String {
        self.after(state, mv).unwrap_or_else(|e| {
            self.note(e);
            state.clone()
        })
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

#[cfg(test)]
mod tests;
