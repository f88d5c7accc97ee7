//! `ludoteca play`: a match in the terminal, a person against the champion
//! or another person, with `hint`, `analysis`, `undo` and `save`.
//!
//! Everything printed comes from a seat's view, so a hidden secret (a
//! code to break) is never printed to the other seat. When two people
//! share the terminal and each holds a private hand (a game of hidden
//! hands), the screen is cleared and the device passed before each turn, so
//! that one's hand is not on the screen when the other sits down.

use crate::GameArgs;
use crate::words::CliMsg;
use anyhow::{Context, Result};
use ludoteca_core::{Lang, Msg, Player};
use ludoteca_play::{Match, MatchResult, SavedMatch, Seat, TurnMatch, new_match, resume};
use std::io::{BufRead, Write};
use std::path::Path;
use std::time::Duration;

/// Clears an ANSI terminal and puts the cursor at the top.
const CLEAR: &str = "\x1b[2J\x1b[H";

/// Whether each seat holds something private the other may not see (a
/// hand), so that two people at one terminal must pass the device.
fn private_seats(m: &dyn Match) -> bool {
    let a = m.view(Some(Seat::First)).board;
    let b = m.view(Some(Seat::Second)).board;
    !a["hand"].is_null() && b["opponent_hand"].is_null() && !b["hand"].is_null()
}

/// The referee's news about the last move (e.g. a conquest), if any.
fn news(m: &dyn Match, seat: Seat) -> Option<String> {
    m.view(Some(!seat)).board.get("news").and_then(|n| n.as_str()).map(str::to_string)
}

/// The last move as the other seat sees it (a secret stays hidden), and the
/// position it left.
fn last_move(m: &dyn Match, seat: Seat) -> (String, String) {
    let view = m.view(Some(!seat));
    let mv = view.history.last().map(|p| p.mv.clone()).unwrap_or_default();
    (mv, view.position)
}

/// Plays until the match ends or the person quits. `champion[i]` says whether
/// seat `i` (A, B) is the computer.
pub fn run(
    game: &GameArgs,
    champion: [bool; 2],
    position: Option<&str>,
    load: Option<&Path>,
    lang: Lang,
) -> Result<()> {
    let say = |m: Msg| m.render(lang);
    let seat_msg = |s: Seat| Box::new(Msg::seat(s == Player::First));
    let mut m: Box<dyn Match> = match load {
        Some(path) => {
            let shown = path.display().to_string();
            let text = std::fs::read_to_string(path)
                .with_context(|| CliMsg::CliCannotRead { path: shown.clone() }.render(lang))?;
            let saved: SavedMatch = serde_json::from_str(&text)
                .with_context(|| CliMsg::CliNotSaved { path: shown, save: "`save`".into() }.render(lang))?;
            resume(&saved)?
        }
        None => match &game.id {
            Some(id) if game.script.is_none() => new_match(id, &game.params()?, position, None)?,
            _ => Box::new(TurnMatch::with_entry(game.open()?, &game.params()?, position)?),
        },
    };
    // The example move is one the game itself accepts here, in its notation.
    let example = m.legal_moves().into_iter().next().unwrap_or_else(|| "none".into());
    let help = say(Msg::PlayHelp { example });
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout();
    writeln!(out, "{} — {help}", m.game())?;
    let mut shown: Option<String> = None;
    let hot_seat = !champion[0] && !champion[1] && private_seats(m.as_ref());
    // The seat the device was last handed to (hot seat only).
    let mut holder: Option<Seat> = None;
    let mut last_played: Option<String> = None;
    loop {
        if let Some(result) = m.result() {
            let result = Box::new(match result {
                MatchResult::Winner(s) => Msg::PlayWinner { seat: seat_msg(s) },
                MatchResult::Draw => Msg::PlayDraw,
            });
            let view = m.view(None);
            if let Some(diagram) = &view.diagram {
                writeln!(out, "{diagram}")?;
            }
            writeln!(out, "{}", say(Msg::PlayGameOver { position: view.position, result }))?;
            if let Some(reason) = m.end_msg() {
                writeln!(out, "{}", say(reason))?;
            }
            return Ok(());
        }
        let seat = m.to_move().expect("the match is not over");
        if champion[seat.index()] {
            let mv = m.champion_move(Duration::from_secs(2))?;
            m.play(seat, &mv)?;
            let (mv, position) = last_move(m.as_ref(), seat);
            writeln!(out, "{}", say(Msg::PlayChampionPlays { seat: seat.letter(), mv, position }))?;
            if let Some(n) = news(m.as_ref(), seat) {
                writeln!(out, "  {n}")?;
            }
            continue;
        }
        if hot_seat && holder != Some(seat) {
            write!(out, "{CLEAR}")?;
            if let Some(played) = &last_played {
                writeln!(out, "{played}")?;
            }
            write!(out, "{}", say(Msg::PlayPassDevice { seat: seat_msg(seat) }))?;
            out.flush()?;
            let Some(line) = lines.next() else {
                writeln!(out, "\n{}", say(Msg::PlayEndOfInput))?;
                return Ok(());
            };
            line?;
            write!(out, "{CLEAR}")?;
            holder = Some(seat);
            shown = None;
        }
        let view = m.view_in(Some(seat), lang);
        if let Some(diagram) = &view.diagram
            && shown.as_ref() != Some(diagram)
        {
            writeln!(out, "{diagram}")?;
            writeln!(out, "{}", view.prompt)?;
            shown = Some(diagram.clone());
        }
        write!(out, "{}", say(Msg::PlayAsk { position: view.position.clone(), seat: seat.letter() }))?;
        out.flush()?;
        let Some(line) = lines.next() else {
            writeln!(out, "\n{}", say(Msg::PlayEndOfInput))?;
            return Ok(());
        };
        let line = line?;
        let (cmd, arg) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        match cmd {
            "" => {}
            "help" | "?" | "ajuda" => writeln!(out, "{help}")?,
            "quit" | "exit" | "sair" => return Ok(()),
            "rules" | "regras" => writeln!(out, "{}", m.rules_in(lang))?,
            "moves" | "jogadas" => match m.legal_moves() {
                moves if moves.is_empty() => writeln!(out, "{}", m.view_in(Some(seat), lang).prompt)?,
                moves => writeln!(out, "{}", say(Msg::PlayLegalMoves { moves: moves.join(", ") }))?,
            },
            "hint" | "sugestão" | "sugestao" => match m.hint_in(lang) {
                Ok(h) => {
                    writeln!(out, "{}", h.summary)?;
                    if !h.good_moves.is_empty() {
                        writeln!(out, "{}", say(Msg::PlayGoodMoves { moves: h.good_moves.join(", ") }))?;
                    }
                    writeln!(out, "{}", h.explanation)?;
                    // In the terminal moves are typed: the notation too.
                    if !h.notation.trim().is_empty() {
                        writeln!(out, "{}", h.notation.trim_end())?;
                    }
                }
                Err(e) => writeln!(out, "{}", e.message(lang))?,
            },
            "analysis" | "análise" | "analise" => match m.analysis(Some(seat), arg) {
                Ok(v) => match v.get("text").and_then(|t| t.as_str()) {
                    Some(text) => writeln!(out, "{text}")?,
                    None => writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?,
                },
                Err(e) => writeln!(out, "{}", e.message(lang))?,
            },
            "undo" | "anular" if m.undo_reveals() => writeln!(out, "{}", say(Msg::PlayNoUndo))?,
            "undo" | "anular" => {
                // Take back to this person's previous turn (past the champion's reply).
                let mut undone = 0;
                while m.undo().is_ok() {
                    undone += 1;
                    if m.to_move().is_some_and(|s| !champion[s.index()]) {
                        break;
                    }
                }
                if undone == 0 {
                    writeln!(out, "{}", say(Msg::ErrNothingToUndo))?;
                } else {
                    let took = say(Msg::PlayTookBack { seat: seat.letter(), n: undone });
                    writeln!(out, "{took}")?;
                    last_played = Some(took);
                    shown = None;
                }
            }
            "save" | "guardar" if !arg.is_empty() => {
                let json = serde_json::to_string_pretty(&m.save())?;
                let file = arg.trim().to_string();
                match std::fs::write(&file, json) {
                    Ok(()) => writeln!(out, "{}", say(Msg::PlaySaved { file }))?,
                    Err(e) => writeln!(out, "{}", say(Msg::PlayCannotSave { file, why: e.to_string() }))?,
                }
            }
            "save" | "guardar" => writeln!(out, "{}", say(Msg::PlaySayWhere))?,
            _ => match m.play(seat, line.trim()) {
                Ok(()) => {
                    let (mv, position) = last_move(m.as_ref(), seat);
                    let mut played = say(Msg::PlayPersonPlays { seat: seat.letter(), mv, position });
                    if let Some(n) = news(m.as_ref(), seat) {
                        played.push_str(&format!("\n  {n}"));
                    }
                    writeln!(out, "{played}")?;
                    last_played = Some(played);
                }
                Err(e) => writeln!(out, "{}", e.message(lang))?,
            },
        }
    }
}
