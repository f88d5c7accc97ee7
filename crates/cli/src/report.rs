//! Reports in words for the terminal.

use ludoteca_games::{PeriodReport, PositionReport};
use std::fmt::Write;

/// `ludoteca outcome` without `--json`.
pub fn outcome(r: &PositionReport) -> String {
    let mut s = String::new();
    let who = r.to_move.map_or(String::new(), |p| format!(" ({} to move)", p.letter()));
    let _ = writeln!(s, "{}  position {}{who}", r.game, r.position);
    let _ = writeln!(
        s,
        "{} — {} ({}){}",
        r.outcome.code(),
        r.outcome.word_en(),
        r.outcome.word_pt(),
        r.remoteness.map_or(String::new(), |x| format!(", remoteness {x}"))
    );
    if let Some(g) = r.grundy {
        let _ = writeln!(s, "Grundy value *{g}");
    }
    if !r.winning_moves.is_empty() {
        let _ = writeln!(s, "winning moves: {}", r.winning_moves.join(", "));
    }
    if let Some(b) = &r.best_move {
        let _ = writeln!(s, "champion's move: {b}");
    }
    let _ = writeln!(s, "method: {}", r.method);
    if let Some(d) = &r.diagram {
        s.push_str(d);
        if !d.ends_with('\n') {
            s.push('\n');
        }
    }
    let _ = writeln!(s, "{}", r.explanation);
    if !r.moves.is_empty() {
        let _ = writeln!(s, "moves (best first):");
        for m in &r.moves {
            let rem = m.remoteness.map_or(String::new(), |x| format!(", remoteness {x}"));
            let _ = writeln!(s, "  {:>6} → {:<16} {} for the opponent{rem}", m.mv, m.position, m.outcome.word_en());
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
