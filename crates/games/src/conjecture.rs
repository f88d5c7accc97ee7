//! Conjectures typed by a person — `n % 5 == 0 || n % 5 == 2` — checked by
//! the text's Theorem 4.1 on every position up to a size. Expressions are
//! evaluated by an embedded, sandboxed Rhai engine.

use crate::entry::Entry;
use crate::error::GameError;
use ludoteca_core::conjecture::{Class, Verdict, check};
use ludoteca_core::i18n::{detail, echo};
use ludoteca_core::table::Coord;
use ludoteca_core::{Control, Msg, Outcome};
use rhai::{AST, Dynamic, Engine, Scope};
use std::collections::HashMap;

/// A conjecture: which positions are safe, and (for games with draws) which
/// are neutral; the rest are conjectured fragile.
pub struct Conjecture {
    engine: Engine,
    safe: AST,
    neutral: Option<AST>,
    texts: [String; 2],
    /// What the refusals call the two expressions (`--safe`, `--neutral`
    /// on the command line; the web lab's words on a page).
    flags: [String; 2],
}

/// What the checker answers: `{"holds", "checked", "counterexample": {position, property, move} | null}`.
pub type ConjectureReport = Verdict<String, String>;

/// A Rhai engine that can only compute: bounded operations, depth and sizes, no printing.
fn sandbox() -> Engine {
    let mut e = Engine::new();
    e.set_max_operations(100_000);
    e.set_max_expr_depths(64, 32);
    e.set_max_string_size(1_000);
    e.set_max_array_size(1_000);
    e.set_max_map_size(100);
    e.set_max_call_levels(16);
    e.on_print(|_| {});
    e.on_debug(|_, _, _| {});
    e
}

impl Conjecture {
    /// Compiles the `--safe` expression and, optionally, the `--neutral` one.
    pub fn new(safe: &str, neutral: Option<&str>) -> Result<Conjecture, GameError> {
        Conjecture::named(safe, neutral, ["--safe", "--neutral"])
    }

    /// [`Conjecture::new`], the refusals naming the two expressions by
    /// `flags` (the safe one first) rather than by the command line's flags.
    pub fn named(safe: &str, neutral: Option<&str>, flags: [&str; 2]) -> Result<Conjecture, GameError> {
        let engine = sandbox();
        let compile = |flag: &str, text: &str| {
            engine.compile_expression(text).map_err(|e| {
                GameError::unsupported(Msg::ErrConjParse {
                    flag: flag.into(),
                    text: echo(text),
                    detail: detail(&e.to_string()),
                })
            })
        };
        let safe_ast = compile(flags[0], safe)?;
        let neutral_ast = neutral.map(|n| compile(flags[1], n)).transpose()?;
        Ok(Conjecture {
            engine,
            safe: safe_ast,
            neutral: neutral_ast,
            texts: [safe.to_string(), neutral.unwrap_or_default().to_string()],
            flags: flags.map(str::to_string),
        })
    }

    fn holds(&self, ast: &AST, which: usize, position: &str, coords: &[(String, Coord)]) -> Result<bool, GameError> {
        let mut scope = Scope::new();
        for (name, c) in coords {
            match c {
                Coord::Int(v) => scope.push_constant(name.as_str(), i64::try_from(*v).unwrap_or(i64::MAX)),
                Coord::Name(s) => scope.push_constant(name.as_str(), s.clone()),
            };
        }
        let flag = &self.flags[which];
        let text = &self.texts[which];
        let names: Vec<&str> = coords.iter().map(|(n, _)| n.as_str()).collect();
        let value: Dynamic = self.engine.eval_ast_with_scope(&mut scope, ast).map_err(|e| {
            GameError::unsupported(Msg::ErrConjFailed {
                flag: flag.into(),
                text: echo(text),
                position: echo(position),
                detail: detail(&e.to_string()),
                names: names.join(", "),
            })
        })?;
        value.as_bool().map_err(|t| {
            GameError::unsupported(Msg::ErrConjNotBool {
                flag: flag.into(),
                text: echo(text),
                position: echo(position),
                kind: t.to_string(),
            })
        })
    }

    /// The set this conjecture puts a position in.
    pub fn class(&self, position: &str, coords: &[(String, Coord)]) -> Result<Class, GameError> {
        let safe = self.holds(&self.safe, 0, position, coords)?;
        let neutral = match &self.neutral {
            Some(ast) => self.holds(ast, 1, position, coords)?,
            None => false,
        };
        match (safe, neutral) {
            (true, true) => Err(GameError::unsupported(Msg::ErrConjBoth { position: echo(position) })),
            (true, false) => Ok(Class::Safe),
            (false, true) => Ok(Class::Neutral),
            (false, false) => Ok(Class::Fragile),
        }
    }
}

/// The verdict in words — "holds for all N positions", or the position,
/// the property of Theorem 4.1 it breaks and the move that does — as
/// `ludoteca conjecture` prints it and the lab's page shows it.
#[must_use]
pub fn verdict(v: &ConjectureReport) -> Msg {
    match &v.counterexample {
        None => Msg::ConjectureHolds { checked: v.checked },
        Some(c) => Msg::ConjectureFails {
            position: c.position.clone(),
            property: c.property.id().into(),
            by: if c.mv.is_some() { "move" } else { "none" }.into(),
            mv: c.mv.clone().unwrap_or_default(),
            checked: v.checked,
        },
    }
}

/// Checks `conjecture` on every position of `entry` up to `to`,
/// reporting through `ctl` how many positions are checked (every 1024).
/// Its cost is [`Work::Conjecture`](crate::cost::Work::Conjecture)'s.
pub fn check_entry(
    entry: &dyn Entry,
    conjecture: &Conjecture,
    to: u64,
    ctl: &Control,
) -> Result<ConjectureReport, GameError> {
    let listed = entry.positions_up_to(to)?;
    let total = listed.len() as u64;
    let positions = listed.into_iter().enumerate().map(|(i, p)| {
        if i & 0x3FF == 0 {
            ctl.report(i as u64, total);
        }
        p
    });
    let mut cache: HashMap<String, Class> = HashMap::new();
    let mut class = |p: &String| -> Result<Class, GameError> {
        if let Some(c) = cache.get(p) {
            return Ok(*c);
        }
        let c = conjecture.class(p, &entry.coordinates(p)?)?;
        cache.insert(p.clone(), c);
        Ok(c)
    };
    let options = |p: &String| -> Vec<(String, String)> {
        entry.moves(p).unwrap_or_default().into_iter().filter_map(|m| entry.play(p, &m).ok().map(|q| (m, q))).collect()
    };
    let ending = |p: &String| -> Option<Outcome> { entry.terminal(p).ok().flatten() };
    check(positions, &mut class, options, ending, ctl)?
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::open;
    use crate::params::Params;
    use ludoteca_core::conjecture::Property;

    fn verdict(id: &str, safe: &str, neutral: Option<&str>, to: u64) -> Result<ConjectureReport, GameError> {
        let e = open(id, &Params::new()).unwrap();
        check_entry(e.as_ref(), &Conjecture::new(safe, neutral)?, to, &Control::none())
    }

    #[test]
    fn the_texts_conjectures_hold() {
        let v = verdict("je-9", "n % 5 == 0 || n % 5 == 2", None, 1000).unwrap();
        assert!(v.holds && v.checked == 1001, "{v:?}");
        let v = verdict("je-12", "m % 3 == n % 3", None, 30).unwrap();
        assert!(v.holds && v.checked == 31 * 31, "{v:?}");
        let v = verdict("je-8", "n % 3 == 0", None, 500).unwrap();
        assert!(v.holds);
        let v = verdict("je-13-i", r#"if player == "A" { n == 0 || n == 3 || n == 6 || n == 7 || n == 9 || n == 10 || n >= 12 } else { n == 0 || n == 1 || n == 4 || n == 7 }"#, None, 200).unwrap();
        assert!(v.holds, "{v:?}");
    }

    #[test]
    fn wrong_conjectures_get_their_first_counterexample() {
        let v = verdict("je-9", "n % 5 == 0", None, 100).unwrap();
        let c = v.counterexample.unwrap();
        assert_eq!((c.position.as_str(), c.property, c.mv), ("2", Property::FragileHasSafeMove, None));
        let v = verdict("je-12", "m == n", None, 10).unwrap();
        let c = v.counterexample.unwrap();
        // (3, 0): conjectured fragile, but every move (to (2, 0) or (1, 0)) is fragile too.
        assert_eq!((c.position.as_str(), c.property), ("3,0", Property::FragileHasSafeMove));
        let v = verdict("je-9", "n % 5 == 0 || n % 5 == 2 || n == 11", None, 100).unwrap();
        let c = v.counterexample.unwrap();
        assert_eq!((c.position.as_str(), c.property, c.mv.as_deref()), ("11", Property::SafeMovesToFragile, Some("1")));
    }

    #[test]
    fn bad_expressions_are_explained_and_sandboxed() {
        let e = verdict("je-9", "n %% 5", None, 10).err().unwrap().to_string();
        assert!(e.contains("does not parse"), "{e}");
        let e = verdict("je-9", "k == 0", None, 10).err().unwrap().to_string();
        assert!(e.contains("the coordinates are n"), "{e}");
        let e = verdict("je-9", "n + 1", None, 10).err().unwrap().to_string();
        assert!(e.contains("must be true or false"), "{e}");
        let e = verdict("je-9", "n % 5 == 0", Some("n % 5 == 0"), 10).err().unwrap().to_string();
        assert!(e.contains("both the safe and the neutral"), "{e}");
        // A runaway loop is stopped by the operation limit, not by the clock.
        let e = verdict("je-9", "{ let x = 0; loop { x += 1; } }", None, 10).err().unwrap().to_string();
        assert!(e.contains("failed") || e.contains("does not parse"), "{e}");
    }
}
