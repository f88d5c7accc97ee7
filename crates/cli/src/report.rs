//! Reports in words for the terminal.

use ludoteca_core::{Lang, Msg};
use ludoteca_games::{PeriodReport, PositionReport};
use std::fmt::Write;

/// `ludoteca outcome` without `--json`, in `lang`.
pub fn outcome(r: &PositionReport, lang: Lang) -> String {
    let mut s = String::new();
    let rem = |x: Option<u32>| x.map(|n| Box::new(Msg::Remoteness { n: u64::from(n) }));
    let who = r.to_move.map(|p| Box::new(Msg::ReportToMove { seat: p.letter() }));
    let head = Msg::ReportHead { game: r.game.clone(), position: r.position.clone(), who };
    let _ = writeln!(s, "{}", head.render(lang));
    let _ = writeln!(s, "{}", Msg::HintSummary { outcome: r.outcome, remoteness: rem(r.remoteness) }.render(lang));
    if let Some(g) = r.grundy {
        let _ = writeln!(s, "{}", Msg::ReportGrundy { g: u64::from(g) }.render(lang));
    }
    if !r.winning_moves.is_empty() {
        let _ = writeln!(s, "{}", Msg::ReportWinningMoves { moves: r.winning_moves.join(", ") }.render(lang));
    }
    if let Some(b) = &r.best_move {
        let _ = writeln!(s, "{}", Msg::ReportChampionMove { mv: b.clone() }.render(lang));
    }
    let _ = writeln!(s, "{}", Msg::ReportMethod { method: r.method.clone() }.render(lang));
    if let Some(d) = &r.diagram {
        s.push_str(d);
        if !d.ends_with('\n') {
            s.push('\n');
        }
    }
    let _ = writeln!(s, "{}", r.explanation_in(lang));
    if !r.moves.is_empty() {
        let _ = writeln!(s, "{}", Msg::ReportMovesHead.render(lang));
        for m in &r.moves {
            let quality = Box::new(if r.outcome.is_good_move(m.outcome) { Msg::GoodMove } else { Msg::BadMove });
            let line = Msg::ReportMove {
                mv: format!("{:>6}", m.mv),
                position: format!("{:<16}", m.position),
                outcome: m.outcome,
                quality,
                remoteness: rem(m.remoteness),
            };
            let _ = writeln!(s, "  {}", line.render(lang));
        }
    }
    s
}

/// `ludoteca period` without `--json`.
pub fn period(r: &PeriodReport) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}: period {} from row {} ({})",
        r.game,
        r.period,
        r.preperiod,
        if r.proved { "proved" } else { "observed, not proved" }
    );
    let _ = writeln!(s, "{}", r.certificate);
    if !r.safe_residues.is_empty() {
        let list: Vec<String> = r.safe_residues.iter().map(ToString::to_string).collect();
        let _ = writeln!(s, "safe starting heaps n ≥ {}: n mod {} ∈ {{{}}}", r.preperiod, r.period, list.join(", "));
    } else {
        let _ = writeln!(s, "no starting heap n ≥ {} is safe", r.preperiod);
    }
    if let Some([p, t]) = r.grundy_period {
        let _ = writeln!(s, "Grundy values: period {t} from row {p}");
    }
    s
}
