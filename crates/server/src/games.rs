//! The catalogue over HTTP: the games with their rules (in English and
//! both Portuguese), and the outcome of a position.

use crate::App;
use crate::error::{ApiError, Pairs, RETRY_SECS};
use axum::Json;
use axum::extract::{Path, State};
use ludoteca_core::{Control, Lang, Msg, Outcome};
use ludoteca_games::{Params, Preset, Work, open, presets};
use ludoteca_play::Seat;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The longest an `outcome` request may compute before it is cancelled.
const OUTCOME_LIMIT: Duration = Duration::from_secs(10);

fn card(p: &Preset) -> Value {
    let c = &p.content;
    let params = open(p.id, &Params::new()).map(|e| e.params()).unwrap_or_default();
    let family = p.family;
    // The family's, with `exact_solve` as the preset's entry answers (game
    // 28 has a solve of its own in the heap family).
    let mut capabilities = family.capabilities.to_json();
    capabilities["exact_solve"] = ludoteca_games::solve::solvable_games().contains(&p.id).into();
    json!({
        "id": p.id,
        "family": family.name,
        "kind": family.play.name(),
        "summary": c.summary.get(Lang::EN),
        "statement": c.statement.get(Lang::EN),
        "summary_pt": c.summary.get(Lang::PT),
        "statement_pt": c.statement.get(Lang::PT),
        "params": params,
        "capabilities": capabilities,
        "table_to": p.table_to,
        // The name a person reads (`Jogo 20 — Tirar sem repetir`), its
        // parts, and the quick match's parameters over the text's.
        "title": p.title_json(),
        "family_tag": family.tag.to_json(),
        "summary_i18n": c.summary.to_json(),
        "takes_start": takes_start(p),
        "name": p.name.to_json(),
        "number": (!p.number.is_empty()).then_some(p.number),
        "quick": p.quick.iter().filter_map(|kv| kv.split_once('=')).map(|(k, v)| (k.to_string(), Value::from(v))).collect::<serde_json::Map<_, _>>(),
    })
}

/// Whether a match of `p` may start from a position a person types: the
/// position after a first legal move is accepted as a start (a match that
/// always starts at its first round says so).
fn takes_start(p: &Preset) -> bool {
    let Ok(mut m) = ludoteca_play::new_match(p.id, &Params::new(), None, Some(0)) else { return false };
    let (Some(seat), Some(mv)) = (m.to_move(), m.legal_moves().into_iter().next()) else { return false };
    m.play(seat, &mv).is_ok() && ludoteca_play::new_match(p.id, &Params::new(), Some(m.position()), Some(0)).is_ok()
}

/// `GET /api/games`: the catalogue never changes while the server runs, so
/// its JSON is built once (opening every preset for its parameters) and
/// served as bytes from then on.
pub(crate) async fn list() -> ([(axum::http::header::HeaderName, &'static str); 1], &'static [u8]) {
    static CARDS: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    let body =
        CARDS.get_or_init(|| serde_json::to_vec(&Value::Array(presets().map(card).collect())).unwrap_or_default());
    ([(axum::http::header::CONTENT_TYPE, "application/json")], body.as_slice())
}

fn preset(id: &str) -> Result<&'static Preset, ApiError> {
    ludoteca_games::catalogue::preset(id).ok_or_else(|| ApiError::not_found(Msg::SvWhatGame, id))
}

/// The largest number the web lab accepts in a parameter or a position: the
/// engines take far more from the command line, where a person chose to
/// wait, but one web request must not make the server allocate gigabytes.
pub(crate) const MAX_NUMBER: u64 = 100_000_000;

/// Refuses parameters and positions holding numbers above [`MAX_NUMBER`].
pub(crate) fn modest<'a>(texts: impl IntoIterator<Item = &'a str>) -> Result<(), ApiError> {
    for text in texts {
        for run in text.split(|c: char| !c.is_ascii_digit()).filter(|r| !r.is_empty()) {
            if run.len() > 9 || run.parse::<u64>().is_ok_and(|n| n > MAX_NUMBER) {
                return Err(ApiError::bad(Msg::SvTooBig {
                    n: run.chars().take(40).collect(),
                    max: Box::new(Msg::grouped(MAX_NUMBER)),
                }));
            }
        }
    }
    Ok(())
}

/// Checks `params` of `game` against the family's typed specs and refuses
/// numbers above [`MAX_NUMBER`] as the family reads them (after `10^12`,
/// `1_000_000` and the like are written out), with `position` checked too.
/// A game that is not in the catalogue is left to the caller's refusal.
pub(crate) fn within_limits(game: &str, params: &Params, position: Option<&str>) -> Result<(), ApiError> {
    let checked = match ludoteca_games::catalogue::preset(game) {
        Some(p) => ludoteca_games::catalogue::in_force(p, params)?,
        None => params.clone(),
    };
    modest(checked.iter().map(|(_, v)| v).chain(params.iter().map(|(_, v)| v)).chain(position))
}

/// The `param=k=v` pairs of a query.
pub(crate) fn params_of(q: &Pairs) -> Result<Params, ApiError> {
    Ok(Params::parse(q.all("param"))?)
}

/// The quick match's parameters of `p` (empty when the text's game is
/// already small).
pub(crate) fn quick_params(p: &Preset) -> Params {
    Params::parse(p.quick.iter().copied()).unwrap_or_default()
}

/// The rules of `p` with `params` in force, in every language, as the
/// fields `rules`, `rules_pt`, `rules_i18n`, `rules_student_i18n` and
/// `rules_teacher_i18n` of `GET /api/games/{id}` say them.
pub(crate) fn rules_json(p: &Preset, params: &Params) -> serde_json::Map<String, Value> {
    // From the same files as `ludoteca rules`: `rules` in English as
    // always, `rules_pt` beside `statement_pt`, and `rules_i18n` beside
    // `statement_i18n`.
    let entry = open(p.id, params).or_else(|_| open(p.id, &Params::new()));
    let rules = |lang| entry.as_ref().map(|e| e.rules(lang)).unwrap_or_else(|_| p.statement().into());
    let all = Lang::ALL.map(rules);
    // The same cut for a page: `rules_student_i18n` the rules in words a
    // student reads, `rules_teacher_i18n` the parameters, notation and
    // command line, for a folded "Para o professor / linha de comandos".
    let cut = all.each_ref().map(|r| ludoteca_games::rules_text::for_page(r));
    let mut out = serde_json::Map::new();
    out.insert("rules".into(), all[Lang::EN.index()].clone().into());
    out.insert("rules_pt".into(), all[Lang::PT.index()].clone().into());
    out.insert("rules_student_i18n".into(), Lang::object(|l| cut[l.index()].student.clone().into()));
    out.insert("rules_teacher_i18n".into(), Lang::object(|l| cut[l.index()].teacher.clone().into()));
    out.insert("rules_i18n".into(), Lang::object(|l| all[l.index()].clone().into()));
    out
}

/// How long the decision of [`winning_seat`] may take for one game: done
/// once per preset, and enough for the analyses priced at a few seconds
/// (a family may price every analysis at 4 s that takes under one).
pub(crate) const SEAT_LIMIT: Duration = Duration::from_secs(5);

/// The seat that wins a match of `game` with `params` from its start with
/// best play, when the entry's analysis of the start proves it within
/// `bound`: the seat to move at the start when the start is frágil
/// (`Outcome::NextWins`), the other seat when it is inatacável
/// (`PreviousWins`); `None` for a draw, a game the analysis cannot prove
/// (an estimate, a playout, hidden information) or one beyond `bound`.
/// The seat to move comes from the match itself, so a partizan start that
/// names who moves (`5,5,A`) is read as the match reads it.
pub(crate) fn winning_seat(game: &str, params: &Params, bound: Duration) -> Option<Seat> {
    let m = ludoteca_play::new_match(game, params, None, Some(0)).ok()?;
    let mover = m.to_move()?;
    let entry = open(game, params).ok()?;
    let cost = entry.cost(Work::Outcome(None)).ok()?;
    if !ludoteca_games::cost::fits_in(cost, bound) {
        return None;
    }
    let report = entry.analyse(&entry.start(), &Control::until(Instant::now() + bound)).ok()?;
    if !report.proved() {
        return None;
    }
    match report.outcome {
        Outcome::NextWins => Some(mover),
        Outcome::PreviousWins => Some(!mover),
        Outcome::Draw => None,
    }
}

/// [`winning_seat`] of the match the game page starts (the quick match,
/// else the text's game), decided once per preset and kept.
pub(crate) async fn quick_winning_seat(app: &App, p: &'static Preset) -> Result<Option<Seat>, ApiError> {
    static SEATS: OnceLock<Mutex<HashMap<&'static str, Option<Seat>>>> = OnceLock::new();
    let seats = SEATS.get_or_init(Mutex::default);
    if let Some(seat) = seats.lock().ok().and_then(|s| s.get(p.id).copied()) {
        return Ok(seat);
    }
    let seat =
        app.lanes.run(crate::lanes::Lane::Person, move || winning_seat(p.id, &quick_params(p), SEAT_LIMIT)).await?;
    if let Ok(mut s) = seats.lock() {
        s.insert(p.id, seat);
    }
    Ok(seat)
}

/// `GET /api/games/{id}[?quick][&param=k=v…]`: the game with its rules in
/// every language; with `quick`, the rules say the quick match (its board,
/// heap, size) and `param=k=v` pairs override the parameters the rules
/// describe. `winning_seat` is the seat that wins the quick match (else
/// the text's game) from its start with best play, `null` when it is a
/// draw or not proved quickly.
pub(crate) async fn show(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    q: Pairs,
) -> Result<Json<Value>, ApiError> {
    let p = preset(&id)?;
    let mut c = card(p);
    let given = params_of(&q)?;
    within_limits(&id, &given, None)?;
    let params = if q.get("quick").is_some() { quick_params(p).merged(&given) } else { given };
    for (k, v) in rules_json(p, &params) {
        c[k] = v;
    }
    // A server too busy to decide now says nothing (and decides later).
    let seat = quick_winning_seat(&app, p).await.ok().flatten();
    c["winning_seat"] = serde_json::to_value(seat).unwrap_or_default();
    // The page of one game also gets what its form and texts need: every
    // parameter typed, and the texts in every language.
    c["param_specs"] = p
        .family
        .params
        .iter()
        .map(|s| {
            let mut j = s.to_json();
            j["label"] = p.label(s).to_json();
            j["help"] = p.help(s).to_json();
            j
        })
        .collect();
    c["summary_i18n"] = p.content.summary.to_json();
    c["statement_i18n"] = p.content.statement.to_json();
    // The names a conjecture is written in (`null`: none can be checked).
    c["conjecture"] = crate::jobs::conjecture::card(&id, &params);
    Ok(Json(c))
}

/// `GET /api/games/{id}/outcome?position=P&param=k=v…`.
pub(crate) async fn outcome(
    State(app): State<Arc<App>>,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
    headers: axum::http::HeaderMap,
    Path(id): Path<String>,
    q: Pairs,
) -> Result<Json<Value>, ApiError> {
    let who = crate::lanes::Who::address(crate::classes::client(peer.ip(), &headers, app.behind_proxy));
    preset(&id)?;
    let params = params_of(&q)?;
    let position = q.get("position").map(str::to_string);
    within_limits(&id, &params, position.as_deref())?;
    // Priced before anything is solved: refused when it cannot fit, in the
    // person's lane when it is small.
    let entry = open(&id, &params)?;
    let cost = crate::budget::price(entry.as_ref(), ludoteca_games::Work::Outcome(position.as_deref()))?;
    let held = app.reserve(cost)?;
    crate::budget::in_time(cost, OUTCOME_LIMIT)?;
    // The lane's thread has no request: the language is taken here.
    let lang = crate::lang::current();
    let answer = app
        .lanes
        .run_as(&who, crate::budget::lane_of(cost), move || {
            let _held = held;
            let pos = position.unwrap_or_else(|| entry.start());
            let cancel = AtomicBool::new(false);
            let started = std::time::Instant::now();
            let progress = |_: u64, _: u64| {
                if started.elapsed() > OUTCOME_LIMIT {
                    cancel.store(true, Ordering::Relaxed);
                }
            };
            let report = entry.analyse(&pos, &Control::new(&progress, &cancel));
            if cancel.load(Ordering::Relaxed) {
                return Err(ApiError::unavailable(Msg::SvSolveSlow { secs: OUTCOME_LIMIT.as_secs() }, RETRY_SECS));
            }
            // The reason and the drawing in the request's language (the
            // family's own words when it has them), as docs/api.md promises.
            let mut report = report?;
            if lang != Lang::EN {
                report.explanation =
                    entry.explain(&report).map_or_else(|| report.explanation_in(lang), |m| m.render(lang)).into();
                report.diagram = report.diagram_in(lang).map(Into::into);
            }
            Ok(serde_json::to_value(report).unwrap_or_default())
        })
        .await??;
    Ok(Json(answer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_play::{Match, MatchResult};

    /// The winner of the match from where it stands with best play, by
    /// trying every move (`Some(None)`: a draw), or `None` when the tree
    /// has more than `budget` positions, is deeper than `depth` moves, or
    /// a position does not list its moves. Positions are remembered with
    /// the seat to move.
    fn brute(
        m: &mut dyn Match,
        memo: &mut HashMap<(String, Seat), Option<Seat>>,
        budget: &mut u64,
        depth: usize,
    ) -> Option<Option<Seat>> {
        let Some(mover) = m.to_move() else {
            return match m.result()? {
                MatchResult::Winner(s) => Some(Some(s)),
                MatchResult::Draw => Some(None),
            };
        };
        let key = (m.position().to_string(), mover);
        if let Some(w) = memo.get(&key) {
            return Some(*w);
        }
        *budget = budget.checked_sub(1)?;
        let depth = depth.checked_sub(1)?;
        let moves = m.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let (mut draw, mut best) = (false, Some(!mover));
        for mv in moves {
            m.play(mover, &mv).ok()?;
            let w = brute(m, memo, budget, depth);
            m.undo().ok()?;
            match w? {
                Some(s) if s == mover => {
                    best = Some(mover);
                    break;
                }
                None => draw = true,
                Some(_) => {}
            }
        }
        let w = if best == Some(mover) {
            best
        } else if draw {
            None
        } else {
            best
        };
        memo.insert(key, w);
        Some(w)
    }

    /// Games whose tree is too large (or loops) to try here, with the
    /// winner the text or the project proves: Erdös Latino on 4×4 (version
    /// II) is won by the second player (its rules' known results); the
    /// flags with 3 per team (games 25 to 27) by B (the book's strategy,
    /// Jogo 25); Northcott's game (je-18, whose stones may go back and
    /// forth) is Nim on the gaps, 4, 0, 2 and 1 on the quick board
    /// `1-6/4-5/2-5/1-3`, whose sum 7 is not 0: whoever starts wins; and
    /// Figuras from the empty board is won by Second by one point (the
    /// exact solve, `crates/figuras/BENCHMARKS.md`).
    const PROVED_ELSEWHERE: &[(&str, Option<Seat>)] = &[
        ("figuras", Some(Seat::Second)),
        ("erdos-latino", Some(Seat::Second)),
        ("je-25", Some(Seat::Second)),
        ("je-26", Some(Seat::Second)),
        ("je-27", Some(Seat::Second)),
        ("je-18", Some(Seat::First)),
    ];

    /// Every preset: the seat the game page defaults to (the winner of
    /// the quick match, else of the text's game) is the seat that wins by
    /// trying every move of the match; where the start is proved but the
    /// tree is too big, the result proved elsewhere.
    #[test]
    fn the_default_seat_wins_with_best_play() {
        // The tries go 120 moves deep: a thread with room for them.
        std::thread::Builder::new().stack_size(256 << 20).spawn(every_preset).unwrap().join().unwrap();
    }

    fn every_preset() {
        let mut decided = 0;
        let mut tried = Vec::new();
        let mut wrong = Vec::new();
        for p in presets() {
            let params = quick_params(p);
            let seat = winning_seat(p.id, &params, Duration::from_secs(60));
            let Ok(mut m) = ludoteca_play::new_match(p.id, &params, None, Some(0)) else { continue };
            let mut budget = 400_000;
            match brute(m.as_mut(), &mut HashMap::new(), &mut budget, 120) {
                Some(winner) => {
                    if seat != winner {
                        wrong.push(format!("{}: the page says {seat:?}, every move tried {winner:?}", p.id));
                    }
                    tried.push(p.id);
                }
                None => match PROVED_ELSEWHERE.iter().find(|(id, _)| *id == p.id) {
                    Some((_, winner)) if seat != *winner => {
                        wrong.push(format!("{}: the page says {seat:?}, the proof {winner:?}", p.id));
                    }
                    Some(_) => {}
                    None if seat.is_some() => wrong.push(format!("{}: a seat {seat:?} that nothing here checks", p.id)),
                    None => {}
                },
            }
            decided += usize::from(seat.is_some());
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
        // The cases the teacher found: A loses the knight's 5×5 and the flags.
        assert_eq!(winning_seat("je-14-i", &Params::parse(["size=5"]).unwrap(), SEAT_LIMIT), Some(Seat::Second));
        assert_eq!(winning_seat("je-25", &Params::new(), SEAT_LIMIT), Some(Seat::Second));
        assert_eq!(winning_seat("erdos-latino", &Params::parse(["size=4"]).unwrap(), SEAT_LIMIT), Some(Seat::Second));
        for id in ["je-1", "je-2", "je-8", "je-14-i", "je-14-ii", "je-15-a", "je-6"] {
            assert!(tried.contains(&id), "{id} should be small enough to try every move: {tried:?}");
        }
        assert!(decided >= 30, "only {decided} presets decided");
    }
}
