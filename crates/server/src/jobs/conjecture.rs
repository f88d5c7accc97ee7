//! The `conjecture` job: a person's guess of which positions are tipo-S
//! (inatacáveis) — and, in a game with draws, tipo-N (neutras) — checked by
//! the text's Theorem 4.1 on every position up to `to`, as
//! `ludoteca conjecture` does. The request is checked before anything
//! runs (the rule present, its length capped, `to` in range, the game
//! with coordinates, the expressions parsed); the answer is the command
//! line's `--json` object with `said`, its sentence in the caller's
//! language. The names a conjecture is written in are given on the game's
//! card (`conjecture.coordinates`) for the analysis page.

use crate::error::ApiError;
use ludoteca_core::{Control, Lang, Msg};
use ludoteca_games::conjecture::{Conjecture, check_entry, verdict as verdict_msg};
use ludoteca_games::{Entry, GameError, Params, Work};
use serde_json::{Value, json};

/// The most characters of each expression.
pub(crate) const MAX_TEXT: usize = 500;
/// The largest `to` (1,001 positions of a heap, a million of a 2-D table).
pub(crate) const MAX_TO: u64 = 1000;
/// The `to` of a request that names none (`ludoteca conjecture`'s default).
pub(crate) const DEFAULT_TO: u64 = 200;

/// What a conjecture job was asked, checked: the texts (compiled again
/// where it runs) and the range.
pub(crate) struct Ask {
    safe: String,
    neutral: Option<String>,
    /// The largest coordinate checked.
    pub(crate) to: u64,
}

/// The words the refusals call the two expressions by, in `lang`.
fn flags(lang: Lang) -> [String; 2] {
    ["safe", "neutral"].map(|which| Msg::SvConjFlag { which: which.into() }.render(lang))
}

/// Reads the request's `safe`, `neutral` and `to`, refusing in one
/// sentence what the lab does not take — before anything is priced or
/// compiled.
pub(crate) fn ask(safe: Option<&str>, neutral: Option<&str>, to: Option<u64>) -> Result<Ask, ApiError> {
    let safe = safe.map(str::trim).filter(|s| !s.is_empty()).ok_or_else(|| ApiError::bad(Msg::SvConjSafe))?;
    let neutral = neutral.map(str::trim).filter(|s| !s.is_empty());
    if [Some(safe), neutral].into_iter().flatten().any(|t| t.chars().count() > MAX_TEXT) {
        return Err(ApiError::bad(Msg::SvConjLength { max: MAX_TEXT as u64 }));
    }
    let to = to.unwrap_or(DEFAULT_TO);
    if to > MAX_TO {
        return Err(ApiError::bad(Msg::SvConjTo { max: MAX_TO }));
    }
    Ok(Ask { safe: safe.into(), neutral: neutral.map(Into::into), to })
}

impl Ask {
    /// The expressions compiled, their refusals naming them in `lang`.
    fn compiled(&self, lang: Lang) -> Result<Conjecture, GameError> {
        let [safe, neutral] = flags(lang);
        Conjecture::named(&self.safe, self.neutral.as_deref(), [&safe, &neutral])
    }

    /// Checks that `entry` has coordinates to write a conjecture in and
    /// lists its positions, and that the expressions parse: the refusals
    /// a person gets at once. The work was priced first.
    pub(crate) fn check(&self, entry: &dyn Entry, lang: Lang) -> Result<(), ApiError> {
        names(entry)?;
        self.compiled(lang)?;
        Ok(())
    }

    /// Runs the check: the command line's `--json` object with `said`, the
    /// verdict in `lang`'s words, and `to`.
    pub(crate) fn run(&self, entry: &dyn Entry, ctl: &Control, lang: Lang) -> Result<Value, GameError> {
        let conjecture = self.compiled(lang)?;
        let verdict = check_entry(entry, &conjecture, self.to, ctl)?;
        let mut v = serde_json::to_value(&verdict).unwrap_or_default();
        v["said"] = verdict_msg(&verdict).render(lang).into();
        v["to"] = self.to.into();
        Ok(v)
    }
}

/// The names of `entry`'s coordinates, once it is known to list its
/// positions (the smallest are listed: the caller priced at least that),
/// or the refusal: no coordinates, or positions it cannot list.
fn names(entry: &dyn Entry) -> Result<Vec<String>, GameError> {
    let coords = entry.coordinates(&entry.start())?;
    entry.positions_up_to(0)?;
    Ok(coords.into_iter().map(|(name, _)| name).collect())
}

/// What the game's card says of conjectures: `{"coordinates": ["n"]}`,
/// the names a conjecture on `game` is written in, or `null` when its
/// positions have no coordinates or cannot be listed (priced first: the
/// list of the smallest positions).
pub(crate) fn card(game: &str, params: &Params) -> Value {
    let Ok(entry) = ludoteca_games::open(game, params) else { return Value::Null };
    if !entry.cost(Work::Conjecture { to: 0 }).is_ok_and(|c| c.bytes <= ludoteca_core::Cost::SMALL.bytes * 8) {
        return Value::Null;
    }
    names(entry.as_ref()).map_or(Value::Null, |names| json!({ "coordinates": names }))
}
