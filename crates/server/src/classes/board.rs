//! What a class shows: the teacher's board (the students, the rounds, every
//! match of the current round as a spectator sees it — never a seat's
//! secret — and the standings), a student's own page (`me`), and the
//! results as CSV in the reader's language.

use super::{Body, Class, Pair, Status};
use crate::App;
use crate::rooms::seat_name;
use ludoteca_core::{Lang, Msg};
use ludoteca_play::{MatchResult, Seat};
use serde_json::{Value, json};
use std::sync::Arc;
use unicode_normalization::UnicodeNormalization;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Standing {
    pub(crate) student: usize,
    pub(crate) points2: u32,
    pub(crate) played: u32,
    pub(crate) wins: u32,
    pub(crate) draws: u32,
    pub(crate) losses: u32,
    pub(crate) byes: u32,
    pub(crate) rank: usize,
}

/// The standings: a win 1 point, a draw ½, a bye 1; by points, then wins,
/// then name; equal points and wins share a rank.
pub(crate) fn standings(body: &Body) -> Vec<Standing> {
    let mut rows: Vec<Standing> = (0..body.students.len())
        .map(|student| Standing { student, points2: 0, played: 0, wins: 0, draws: 0, losses: 0, byes: 0, rank: 0 })
        .collect();
    for round in &body.rounds {
        for pair in &round.pairs {
            let Some(result) = pair.result else { continue };
            for seat in [Seat::First, Seat::Second] {
                let Some(s) = pair.side(seat) else { continue };
                let row = &mut rows[s];
                row.played += 1;
                match result {
                    MatchResult::Winner(w) if w == seat => {
                        row.wins += 1;
                        row.points2 += 2;
                    }
                    MatchResult::Draw => {
                        row.draws += 1;
                        row.points2 += 1;
                    }
                    MatchResult::Winner(_) => row.losses += 1,
                }
            }
        }
        for &s in &round.byes {
            rows[s].byes += 1;
            rows[s].points2 += 2;
        }
    }
    let name = |s: usize| body.students[s].name.to_lowercase();
    rows.sort_by(|a, b| {
        b.points2.cmp(&a.points2).then(b.wins.cmp(&a.wins)).then_with(|| name(a.student).cmp(&name(b.student)))
    });
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && rows[i].points2 == rows[i - 1].points2 && rows[i].wins == rows[i - 1].wins {
            rows[i - 1].rank
        } else {
            i + 1
        };
    }
    rows
}

/// Points as text: `2`, `1.5`.
fn points(points2: u32) -> String {
    if points2.is_multiple_of(2) { (points2 / 2).to_string() } else { format!("{}.5", points2 / 2) }
}

/// A side of a match as the API shows it.
fn side(body: &Body, s: Option<usize>) -> Value {
    match s {
        Some(i) => json!({"student": i + 1, "name": body.students[i].name}),
        None => json!({"champion": true}),
    }
}

fn result_name(r: Option<MatchResult>) -> Value {
    match r {
        Some(MatchResult::Winner(s)) => seat_name(s).into(),
        Some(MatchResult::Draw) => "draw".into(),
        None => Value::Null,
    }
}

/// A pair as the API shows it (without its board).
pub(crate) fn pair_json(body: &Body, round: usize, p: &Pair) -> Value {
    json!({
        "id": p.id, "round": round, "first": side(body, p.first), "second": side(body, p.second),
        "result": result_name(p.result), "forfeit": p.forfeit.map(seat_name),
    })
}

fn standings_json(body: &Body) -> Vec<Value> {
    standings(body)
        .iter()
        .map(|r| {
            json!({
                "rank": r.rank, "student": r.student + 1, "name": body.students[r.student].name,
                "points": points(r.points2), "played": r.played, "wins": r.wins, "draws": r.draws,
                "losses": r.losses, "byes": r.byes,
            })
        })
        .collect()
}

/// The teacher's board in `lang`, as JSON text: the class, its students and
/// rounds, every match (those of the current round with the spectator's
/// view: never a seat's secret), the standings. Each view is the room's own
/// spectator message, written once per change of that match and shared with
/// its spectators, so a board after one move writes one view, not fifteen.
pub(crate) fn board(app: &Arc<App>, class: &Class, lang: Lang) -> String {
    let version = class.version();
    let body = class.body().clone();
    let current = body.rounds.len();
    let mut matches = Vec::new();
    let mut views = Vec::new();
    for (r, round) in body.rounds.iter().enumerate() {
        for p in &round.pairs {
            let mut m = pair_json(&body, r + 1, p);
            if r + 1 == current
                && let Ok(room) = app.rooms.get(&p.id)
            {
                {
                    let st = room.state();
                    m["to_move"] = st.m.to_move().map_or(Value::Null, |s| seat_name(s).into());
                    m["moves"] = st.m.history().len().into();
                    m["thinking"] = st.thinking.into();
                    if m["result"].is_null() {
                        m["result"] = result_name(st.m.result());
                    }
                }
                // A mark replaced by the view's text once the board is written.
                let mark = format!("\u{1}view:{}\u{1}", p.id);
                m["view"] = mark.clone().into();
                views.push((mark, room.view_message(None, lang)));
            }
            matches.push(m);
        }
    }
    let rounds: Vec<Value> = body
        .rounds
        .iter()
        .enumerate()
        .map(|(r, round)| {
            json!({
                "number": r + 1, "pairing": round.pairing,
                "matches": round.pairs.iter().map(|p| p.id.clone()).collect::<Vec<_>>(),
                "byes": round.byes.iter().map(|&s| side(&body, Some(s))).collect::<Vec<_>>(),
                "rest": round.rest.iter().map(|&s| side(&body, Some(s))).collect::<Vec<_>>(),
            })
        })
        .collect();
    let students: Vec<Value> = body
        .students
        .iter()
        .enumerate()
        .map(|(i, s)| json!({"id": i + 1, "name": s.name, "present": !s.absent}))
        .collect();
    let text = json!({
        "id": class.id, "code": class.code, "join_url": app.reach.link(&join_path(&class.code)), "game": body.game,
        "params": body.params, "status": body.status, "hints": body.hints, "counted": !body.hints, "round": current, "students": students,
        "rounds": rounds, "matches": matches, "standings": standings_json(&body), "version": version,
        "created_at": class.created_at,
    })
    .to_string();
    // One pass: the marks stand in the text in the order of `views` (the
    // matches' order), each VIEW put in its place (the room's message is
    // `{"type":"view","view":VIEW}`).
    let extra: usize = views.iter().map(|(_, m)| m.len()).sum();
    let mut out = String::with_capacity(text.len() + extra);
    let mut rest = text.as_str();
    for (mark, message) in &views {
        let quoted = Value::from(mark.as_str()).to_string();
        let view = message.as_str().strip_prefix(r#"{"type":"view","view":"#).and_then(|v| v.strip_suffix('}'));
        if let Some(at) = rest.find(&quoted) {
            out.push_str(&rest[..at]);
            out.push_str(view.unwrap_or("null"));
            rest = &rest[at + quoted.len()..];
        }
    }
    out.push_str(rest);
    out
}

/// The join link's path and hash (`/#/join?code=C`).
pub(crate) fn join_path(code: &str) -> String {
    format!("/#/join?code={code}")
}

/// Student `s`'s page: their name, the class's state, and their match of
/// the current round (`{id, seat, token}`: their own token opens the
/// seat) or their bye.
pub(crate) fn me(class: &Class, s: usize, token: &str) -> Value {
    let body = class.body();
    let round = body.rounds.last();
    let pair = round.and_then(|r| r.pairs.iter().find(|p| p.seat_of(s).is_some()));
    let m = pair.map_or(Value::Null, |p| {
        let seat = p.seat_of(s).unwrap_or(Seat::First);
        json!({
            "id": p.id, "seat": seat_name(seat), "token": token,
            "opponent": side(&body, p.side(!seat)), "result": result_name(p.result),
            "forfeit": p.forfeit.map(seat_name),
        })
    });
    let st = standings(&body);
    let mine = st.iter().find(|r| r.student == s);
    json!({
        "class": class.id, "student": s + 1, "name": body.students[s].name, "game": body.game,
        "params": body.params, "status": body.status, "round": body.rounds.len(), "match": m,
        "bye": round.is_some_and(|r| r.byes.contains(&s)), "rest": round.is_some_and(|r| r.rest.contains(&s)),
        "points": mine.map_or_else(|| "0".to_string(), |r| points(r.points2)), "rank": mine.map(|r| r.rank),
    })
}

/// One CSV field: quoted when it holds a comma, a quote or a line break;
/// a leading character a spreadsheet reads as a formula (`=`, `+`, `-`,
/// `@`, `|`, a tab, a carriage return, or their full-width and other
/// compatibility forms such as `＝`) made text by a leading `'`.
fn field(text: &str) -> String {
    let formula = text.chars().next().is_some_and(|c| {
        std::iter::once(c).nfkc().next().is_some_and(|c| matches!(c, '=' | '+' | '-' | '@' | '|' | '\t' | '\r'))
            || c == '\u{2212}'
    });
    let text = if formula { format!("'{text}") } else { text.to_string() };
    if text.contains([',', '"', '\n', '\r']) { format!("\"{}\"", text.replace('"', "\"\"")) } else { text }
}

/// The results as CSV in `lang`: the standings, a blank line, then every
/// match (round, id, the names in seats A and B, the result, the reason)
/// and every bye.
pub(crate) fn csv(app: &Arc<App>, class: &Class, lang: Lang) -> String {
    let body = class.body().clone();
    let mut out = String::new();
    out.push_str(&Msg::ClassCsvStandings.render(lang));
    out.push('\n');
    for r in standings(&body) {
        let name = &body.students[r.student].name;
        let row = [
            r.rank.to_string(),
            field(name),
            points(r.points2),
            r.played.to_string(),
            r.wins.to_string(),
            r.draws.to_string(),
            r.losses.to_string(),
            r.byes.to_string(),
        ];
        out.push_str(&row.join(","));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&Msg::ClassCsvMatches.render(lang));
    out.push('\n');
    let who = |s: Option<usize>| s.map_or_else(|| Msg::ClassChampion.render(lang), |i| body.students[i].name.clone());
    for (r, round) in body.rounds.iter().enumerate() {
        for p in &round.pairs {
            let (result, reason) = match (p.result, p.forfeit) {
                (_, Some(loser)) => (
                    Some(MatchResult::Winner(!loser)),
                    Msg::ClassForfeit { seat: Box::new(Msg::seat(loser == Seat::First)) }.render(lang),
                ),
                (Some(r), None) => (Some(r), crate::records::reason(app, &p.id, lang)),
                // Left unfinished by the class's end (finished so in the store).
                (None, None) if body.status == Status::Ended => (None, Msg::ClassEnded.render(lang)),
                (None, None) => (None, String::new()),
            };
            let result =
                result.map_or_else(|| Msg::ClassUnfinished.render(lang), |r| ludoteca_play::verdict(r).render(lang));
            let row = [
                (r + 1).to_string(),
                p.id.clone(),
                field(&who(p.first)),
                field(&who(p.second)),
                field(&result),
                field(&reason),
            ];
            out.push_str(&row.join(","));
            out.push('\n');
        }
        for (list, word) in [(&round.byes, Msg::ClassBye), (&round.rest, Msg::ClassRest)] {
            for &s in list {
                let row = [
                    (r + 1).to_string(),
                    String::new(),
                    field(&body.students[s].name),
                    String::new(),
                    field(&word.render(lang)),
                    String::new(),
                ];
                out.push_str(&row.join(","));
                out.push('\n');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::{Pairing, Round, Status, Student};
    use super::*;
    use ludoteca_games::Params;

    fn body() -> Body {
        let student = |n: &str| Student { name: n.into(), token: String::new(), absent: false };
        let pair =
            |id: &str, a, b, r| Pair { id: id.into(), first: Some(a), second: Some(b), result: r, forfeit: None };
        Body {
            game: "je-9".into(),
            params: Params::default(),
            status: Status::Open,
            hints: true,
            lang: None,
            students: vec![student("Ana"), student("Rui"), student("=Zé, o \"bom\"")],
            rounds: vec![
                Round {
                    pairing: Pairing::Random,
                    pairs: vec![pair("m1", 0, 1, Some(MatchResult::Winner(Seat::First)))],
                    byes: vec![2],
                    rest: vec![],
                },
                Round {
                    pairing: Pairing::Random,
                    pairs: vec![pair("m2", 2, 0, Some(MatchResult::Draw))],
                    byes: vec![1],
                    rest: vec![],
                },
            ],
        }
    }

    #[test]
    fn standings_count_wins_draws_and_byes() {
        let st = standings(&body());
        let by = |s: usize| st.iter().find(|r| r.student == s).unwrap().clone();
        assert_eq!((by(0).points2, by(0).wins, by(0).draws, by(0).played), (3, 1, 1, 2));
        assert_eq!((by(1).points2, by(1).losses, by(1).byes), (2, 1, 1));
        assert_eq!((by(2).points2, by(2).byes, by(2).draws), (3, 1, 1));
        assert_eq!(st[0].student, 0, "Ana: 1.5 points and a win");
        assert_eq!((st[1].student, st[1].rank), (2, 2), "Zé: 1.5 points, no win");
        assert_eq!(points(3), "1.5");
    }

    #[test]
    fn csv_fields_are_quoted_and_never_formulas() {
        assert_eq!(field("Ana"), "Ana");
        assert_eq!(field("=Zé, o \"bom\""), "\"'=Zé, o \"\"bom\"\"\"");
        assert_eq!(field("-1"), "'-1");
        for formula in ["|cmd", "\tx", "\rx", "＝1+1", "＋1", "－1", "＠SUM(A1)", "｜x", "\u{2212}1", "@x"] {
            assert!(field(formula).trim_start_matches('"').starts_with('\''), "{formula:?}: {}", field(formula));
        }
        assert_eq!(field("Zé"), "Zé");
    }
}
