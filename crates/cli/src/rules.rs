//! `ludoteca rules` in the person's language: the game's own rules
//! (statement, notation, parameters), the same text the web lab shows.

use crate::GameArgs;
use anyhow::Result;
use ludoteca_core::Lang;

/// The rules of `game` in `lang`.
pub fn text(game: &GameArgs, lang: Lang) -> Result<String> {
    Ok(game.open()?.rules(lang))
}
