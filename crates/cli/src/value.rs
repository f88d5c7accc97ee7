//! `ludoteca value GAME [--position P] [--json]`: the value of a position as
//! combinatorial game theory names it (issue 39, part 2) — its canonical form
//! in CGSuite's notation, its class under normal play in words, its mean and
//! temperature — for the games whose entries have values.

use crate::GameArgs;
use anyhow::Result;
use ludoteca_core::Lang;

/// Prints the value of `position` (the start when `None`) of `game`.
pub fn run(game: &GameArgs, position: Option<&str>, json: bool, lang: Lang) -> Result<()> {
    let entry = game.open()?;
    let value = entry.game_value(position)?;
    if json {
        println!("{}", serde_json::to_string(&value)?);
    } else {
        println!("{} {}", value.game, value.position);
        for line in &value.words {
            println!("{}", line.render(lang));
        }
    }
    Ok(())
}
