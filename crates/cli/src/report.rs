//! Reports in words for the terminal.

use ludoteca_core::{Lang, Msg, Period};
use ludoteca_games::{PeriodReport, PositionReport};
use std::fmt::Write;

/// `ludoteca outcome` without `--json`, in `lang`; `method` is how the
/// entry says its report's method in words (`Entry::method_msg`).
pub fn outcome(r: &PositionReport, method: Msg, lang: Lang) -> String {
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
    let _ = writeln!(s, "{}", Msg::ReportMethod { method: Box::new(method) }.render(lang));
    if let Some(d) = r.diagram_in(lang) {
        s.push_str(&d);
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

/// `ludoteca period` without `--json`, in `lang`.
pub fn period(r: &PeriodReport, lang: Lang) -> String {
    let mut s = String::new();
    let status = Box::new(if r.proved { Msg::PeriodProved } else { Msg::PeriodObserved });
    let head = Msg::PeriodHead { game: r.game.clone(), period: r.period, preperiod: r.preperiod, status };
    let _ = writeln!(s, "{}", head.render(lang));
    // The proof in the files' words when it is the period's own (a family
    // may say more, in English only for now).
    let own = Period { preperiod: r.preperiod, period: r.period, window: r.window, certain_at: r.certain_at };
    let certificate = match lang {
        _ if r.certificate_msg.is_some() => r.certificate_msg.as_ref().map(|m| m.render(lang)).unwrap_or_default(),
        _ if r.window >= 1 && own.certificate() == r.certificate => own.certificate_msg().render(lang),
        Lang::EN => r.certificate.clone(),
        _ => Msg::Untranslated { text: r.certificate.clone() }.render(lang),
    };
    let _ = writeln!(s, "{certificate}");
    let line = if r.safe_residues.is_empty() {
        Msg::PeriodNoneSafe { preperiod: r.preperiod }
    } else {
        let list: Vec<String> = r.safe_residues.iter().map(ToString::to_string).collect();
        Msg::PeriodSafe { preperiod: r.preperiod, period: r.period, set: format!("{{{}}}", list.join(", ")) }
    };
    let _ = writeln!(s, "{}", line.render(lang));
    if let Some([p, t]) = r.grundy_period {
        let _ = writeln!(s, "{}", Msg::PeriodGrundy { period: t, preperiod: p }.render(lang));
    }
    if let Some(values) = &r.values_period {
        for line in &values.words {
            let _ = writeln!(s, "{}", line.render(lang));
        }
    }
    s
}
