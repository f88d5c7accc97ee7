//! `ludoteca value GAME [--position P] [--json]`: the value of a position as
//! combinatorial game theory names it (issue 39, part 2) — its canonical form
//! in CGSuite's notation, its class under normal play in words, its mean and
//! temperature — for the games whose entries have values; and `ludoteca
//! table GAME --values`, the same for each row of the table.

use crate::GameArgs;
use anyhow::Result;
use ludoteca_core::Lang;
use ludoteca_games::Entry;

/// Prints the value of `position` (the start when `None`) of `game`.
/// Work past `memory` bytes is refused before it starts (priced as the
/// position's analysis, which adds the value once per move).
pub fn run(game: &GameArgs, position: Option<&str>, json: bool, memory: u64, lang: Lang) -> Result<()> {
    let entry = game.open()?;
    crate::afford(entry.as_ref(), ludoteca_games::Work::Outcome(position), memory, lang)?;
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

/// Prints the values of the rows `from..=to` of `entry`: a heading in
/// words, then one line per row (position, value, class, mean, temperature).
pub fn table(entry: &dyn Entry, from: u64, to: u64, json: bool, lang: Lang) -> Result<()> {
    let table = entry.game_values(from, to)?;
    if json {
        println!("{}", serde_json::to_string(&table)?);
        return Ok(());
    }
    let width = |f: fn(&ludoteca_games::game_value::GameValue) -> usize| table.rows.iter().map(f).max().unwrap_or(0);
    let (wp, wv) = (width(|r| r.position.chars().count()), width(|r| r.value.chars().count()));
    let wm = width(|r| r.mean.as_deref().map_or(1, |m| m.chars().count()));
    println!("# {}", table.head.render(lang));
    for r in &table.rows {
        let (mean, temperature) = (r.mean.as_deref().unwrap_or("-"), r.temperature.as_deref().unwrap_or("-"));
        let pad = |s: &str, w: usize| format!("{s}{}", " ".repeat(w.saturating_sub(s.chars().count())));
        println!("{}  {}  {}  {}  {temperature}", pad(&r.position, wp), pad(&r.value, wv), r.outcome, pad(mean, wm));
    }
    Ok(())
}
