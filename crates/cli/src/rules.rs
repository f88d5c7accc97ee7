//! `ludoteca rules` in the person's language: in English the game's own
//! rules (statement, notation, parameters); in Portuguese the statement of
//! the preset's content and the Parameters paragraph of its descriptor.

use crate::GameArgs;
use anyhow::Result;
use ludoteca_core::{Lang, Msg};
use ludoteca_games::catalogue;

/// The rules of `game` in `lang`.
pub fn text(game: &GameArgs, lang: Lang) -> Result<String> {
    let preset = game.id.as_deref().and_then(catalogue::preset);
    let (Some(preset), false) = (preset, lang == Lang::En || game.script.is_some()) else {
        return Ok(game.open()?.rules());
    };
    // Opening checks the parameters, so that a bad one is refused here too.
    game.open()?;
    let in_force = catalogue::in_force(preset, &game.params()?)?;
    let c = &preset.content;
    Ok(format!(
        "{} — {}\n\n{}\n\n{}\n\n{}",
        preset.id,
        c.summary.get(lang),
        c.statement.get(lang),
        preset.family.parameters_paragraph(lang, &in_force),
        Msg::RulesNotationInEnglish { game: preset.id.to_string() }.render(lang)
    ))
}
