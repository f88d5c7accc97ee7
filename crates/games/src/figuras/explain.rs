//! Figuras in the family's words: a hint's value and best move with
//! the lines it completes, and the end of a match with every line that
//! scored and its points.

use super::{FigurasEntry, HINT_BUDGET};
use crate::entry::PositionReport;
use crate::figuras::words::FigurasMsg;
use ludoteca_core::Msg;
use ludoteca_core::i18n::seat_data;
use ludoteca_figuras::{Criterion, Line, Move, Player, Position};
use serde_json::{Value, json};

/// A line of the board as a message (row 1–4, column a–d, a diagonal) and
/// as data (`{"kind": "row", "n": 1}`, `{"kind": "column", "c": "a"}`,
/// `{"kind": "diagonal", "from": "a1", "to": "d4"}`).
pub(super) fn line_of(l: Line) -> (Msg, Value) {
    let diagonal = |from: &str, to: &str| {
        (
            Msg::from(FigurasMsg::FigDiagonal { from: from.into(), to: to.into() }),
            json!({"kind": "diagonal", "from": from, "to": to}),
        )
    };
    match l.index() {
        i @ 0..4 => (Msg::from(FigurasMsg::FigRow { n: u64::from(i) + 1 }), json!({"kind": "row", "n": i + 1})),
        i @ 4..8 => {
            let c = char::from(b'a' + i - 4);
            (Msg::from(FigurasMsg::FigColumn { c }), json!({"kind": "column", "c": c.to_string()}))
        }
        8 => diagonal("a1", "d4"),
        _ => diagonal("a4", "d1"),
    }
}

/// A line of the board as a message.
pub(super) fn line_msg(l: Line) -> Msg {
    line_of(l).0
}

/// A scoring criterion as a message ("as quatro pequenas") and its name in
/// the data (`all_small`).
pub(super) fn criterion_of(c: Criterion) -> (Msg, &'static str) {
    let (m, name) = match c {
        Criterion::SameColour => (FigurasMsg::FigSameColour, "same_colour"),
        Criterion::SameShape => (FigurasMsg::FigSameShape, "same_shape"),
        Criterion::DifferentShapes => (FigurasMsg::FigDifferentShapes, "different_shapes"),
        Criterion::AllSmall => (FigurasMsg::FigAllSmall, "all_small"),
        Criterion::AllLarge => (FigurasMsg::FigAllLarge, "all_large"),
    };
    (Msg::from(m), name)
}

fn seat(p: Player) -> Box<Msg> {
    Box::new(Msg::seat(p == Player::First))
}

impl FigurasEntry {
    /// The hint's explanation: the class, the value (proved or estimated),
    /// the best move and the lines it completes with their points.
    pub(super) fn explain_msg(&self, report: &PositionReport) -> Option<Msg> {
        let p: Position = report.position.parse().ok()?;
        let extra = report.extra.as_ref()?;
        let value = extra.get("value")?.as_i64()?;
        let exact = extra.get("exact")?.as_bool()?;
        let Some(best) = &report.best_move else {
            return Some(Msg::from(FigurasMsg::FigOver { value: format!("{value:+}") }));
        };
        let m: Move = best.parse().ok()?;
        let scoring = p.scoring_of(m);
        let lines: Vec<Msg> = scoring
            .lines
            .iter()
            .filter(|l| l.points > 0)
            .map(|l| {
                Msg::from(FigurasMsg::FigLinePoints { line: Box::new(line_msg(l.line)), points: u64::from(l.points) })
            })
            .collect();
        Some(Msg::from(FigurasMsg::FigHint {
            outcome: report.outcome,
            value: format!("{value:+}"),
            proved: Box::new(if exact { Msg::HintProved } else { Msg::HintEstimated }),
            best: Box::new(
                super::words::placed(best)
                    .and_then(|w| w.infinitive())
                    .unwrap_or_else(|| Msg::DoPlay { mv: best.clone() }),
            ),
            scores: (!lines.is_empty()).then(|| Box::new(Msg::from(FigurasMsg::FigScores { lines }))),
        }))
    }

    /// How the hint's value was found: exactly, by the final score, or by
    /// the champion's search (its depth, from the report's `extra`).
    pub(super) fn method_of(report: &PositionReport) -> Msg {
        match report.extra.as_ref().and_then(|e| e.get("depth")).and_then(serde_json::Value::as_u64) {
            Some(depth) if report.method.starts_with("champion") => {
                Msg::MethodChampion { depth, ms: HINT_BUDGET.as_millis() as u64 }
            }
            _ => Msg::method(&report.method),
        }
    }

    /// Why a finished match ended: every line that scored, for whom and how
    /// much, and the points of each player.
    pub(super) fn ending_msg(&self, positions: &[String], moves: &[String]) -> Option<Msg> {
        let last: Position = positions.last()?.parse().ok()?;
        if !last.is_over() {
            return None;
        }
        let (mut lines, mut scored) = (Vec::new(), Vec::new());
        for (before, mv) in positions.iter().zip(moves) {
            let (Ok(p), Ok(m)) = (before.parse::<Position>(), mv.parse::<Move>()) else { return None };
            for l in p.scoring_of(m).lines.iter().filter(|l| l.points > 0) {
                let (line, line_data) = line_of(l.line);
                let (why, names): (Vec<Msg>, Vec<&str>) = l.criteria.iter().map(|&c| criterion_of(c)).unzip();
                lines.push(Msg::from(FigurasMsg::FigScored {
                    who: seat(p.mover()),
                    line: Box::new(line),
                    points: u64::from(l.points),
                    why,
                }));
                scored.push(json!({
                    "seat": seat_data(p.mover() == Player::First), "line": line_data,
                    "points": l.points, "criteria": names,
                }));
            }
        }
        if lines.is_empty() {
            lines.push(Msg::from(FigurasMsg::FigNoLines));
        }
        let points = last.points();
        let verdict = match last.score_difference().cmp(&0) {
            std::cmp::Ordering::Greater => Msg::EndWinner { seat: seat(Player::First) },
            std::cmp::Ordering::Less => Msg::EndWinner { seat: seat(Player::Second) },
            std::cmp::Ordering::Equal => Msg::EndDraw,
        };
        let (a, b) = (u64::from(points[0]), u64::from(points[1]));
        let words = Msg::from(FigurasMsg::FigEnd { lines, a, b, verdict: Box::new(verdict) });
        Some(words.reasoned("lines", json!({"lines": scored, "points": {"a": a, "b": b}})))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::open;
    use crate::params::Params;
    use ludoteca_core::Lang;

    #[test]
    fn the_end_names_every_line_that_scored_with_its_points() {
        let e = open("figuras", &Params::new()).unwrap();
        let mut p = Position::default();
        let (mut positions, mut moves) = (vec![p.to_string()], Vec::new());
        let mut expected = Vec::new();
        while !p.is_over() {
            // The last legal move: a deterministic game that completes lines.
            let m = *p.legal_moves().last().unwrap();
            let who = if p.mover() == Player::First { "A (primeiro)" } else { "B (segundo)" };
            for l in p.scoring_of(m).lines.iter().filter(|l| l.points > 0) {
                let unit = if l.points == 1 { "ponto" } else { "pontos" };
                expected.push(format!("{} para {who}, {} {unit}", line_msg(l.line).render(Lang::PT), l.points));
            }
            p.play(m).unwrap();
            positions.push(p.to_string());
            moves.push(m.to_string());
        }
        let reason = e.ending(&positions, &moves).unwrap().render(Lang::PT);
        assert!(!expected.is_empty(), "the game scored no line: pick another policy");
        for said in &expected {
            assert!(reason.contains(said.as_str()), "{said} is not in {reason}");
        }
        let [a, b] = p.points();
        let unit = if a == 1 { "ponto" } else { "pontos" };
        assert!(reason.contains(&format!("A fica com {a} {unit} e B com {b}")), "{reason}");
        assert!(!reason.contains([':', '=', '#', '/', '@']), "notation in {reason}");
        assert_eq!(e.ending(&positions[..3], &moves[..2]), None, "not over yet");
        assert_eq!(line_msg(Line::from_index(4).unwrap()).render(Lang::EN), "column a");
        assert_eq!(line_msg(Line::from_index(9).unwrap()).render(Lang::PT), "a diagonal de a4 a d1");
    }
}
