//! Erdös Latino's proof certificates through the catalogue's
//! [`CertificateCheck`]: the engine's independent checker
//! ([`ludoteca_erdos::verify`]), which shares no code with the prover.

use super::ErdosEntry;
use crate::GameError;
use crate::certificate::CertificateCheck;
use crate::erdos::words::ErdosMsg;
use crate::solve::{SolveError, SolveReport};
use ludoteca_core::Control;
use ludoteca_core::Msg;
use ludoteca_erdos::compressed;
use ludoteca_erdos::verify::{Parts, VerifyError, cite_checked_elsewhere, verify_files_with, verify_reader_with};
use std::path::Path;

fn refusal(e: VerifyError) -> SolveError {
    match e {
        VerifyError::Stopped => SolveError::Game(GameError::Cancelled),
        e => SolveError::Refuted(e.to_string()),
    }
}

impl CertificateCheck for ErdosEntry {
    fn check(&self, files: &[&Path], control: &Control) -> Result<SolveReport, SolveError> {
        let v = verify_files_with(files, control).map_err(refusal)?;
        Ok(report(&v, files.len()))
    }

    fn check_alone(&self, bytes: &[u8], control: &Control) -> Option<Result<SolveReport, SolveError>> {
        let input = compressed::reader(std::io::Cursor::new(bytes.to_vec()));
        let checked = input
            .map_err(|e| SolveError::Refuted(e.to_string()))
            .and_then(|input| verify_reader_with(input, &mut Parts::new(), control).map_err(refusal));
        Some(checked.map(|v| report(&v, 1)))
    }

    fn check_cited(
        &self,
        parts: &[Vec<u8>],
        whole: &Path,
        control: &Control,
    ) -> Option<Result<SolveReport, SolveError>> {
        let mut cited = Parts::new();
        let checked = (|| {
            for (i, bytes) in parts.iter().enumerate() {
                let input = compressed::reader(std::io::Cursor::new(bytes.clone()))
                    .map_err(|e| SolveError::Refuted(e.to_string()))?;
                cite_checked_elsewhere(input, &mut cited)
                    .map_err(|e| SolveError::Refuted(format!("part {}: {e}", i + 1)))?;
            }
            let input =
                compressed::open(whole).map_err(|e| SolveError::Refuted(format!("{}: {e}", whole.display())))?;
            verify_reader_with(input, &mut cited, control).map_err(refusal)
        })();
        Some(checked.map(|v| report(&v, parts.len() + 1)))
    }
}

/// A claim of the checker (`First wins`, `Second at least draws`) as a
/// message; one it does not know is kept as it is.
fn claim(text: &str) -> Msg {
    let (player, goal) = text.split_once(' ').unwrap_or((text, ""));
    let player = match player {
        "First" => "first",
        "Second" => "second",
        _ => return Msg::Verbatim { text: text.into() },
    };
    let goal = match goal {
        "wins" => "wins",
        "at least draws" => "draws",
        _ => return Msg::Verbatim { text: text.into() },
    };
    ErdosMsg::ErClaim { player: player.into(), goal: goal.into() }.into()
}

/// The checker's verdict on `files` certificates as a report.
fn report(v: &ludoteca_erdos::verify::Verdict, files: usize) -> SolveReport {
    let value: Msg = match v.value {
        Some(value) => ErdosMsg::ErValue { value: value.into() }.into(),
        None => ErdosMsg::ErClaims { claims: v.claims.iter().map(|c| claim(c)).collect() }.into(),
    };
    // The rules checked, as the JSON's `run` and `simultaneous` say them.
    let words = crate::solve::lines(vec![
        ErdosMsg::ErCertificateAccepted {
            files: files as u64,
            size: v.size.into(),
            position: v.position.clone(),
            value: Box::new(value),
        }
        .into(),
        ErdosMsg::ErRulesChecked { run: v.run.into(), simultaneous: v.simultaneous.to_string() }.into(),
        ErdosMsg::ErCheckWork {
            nodes: v.nodes,
            leaves: v.searched_leaves,
            positions: v.search_nodes,
            bytes: v.bytes,
            seconds: ludoteca_core::i18n::Decimal::fixed(v.seconds, 2),
        }
        .into(),
    ]);
    SolveReport::new(v, true, words)
}

#[cfg(test)]
mod tests {
    use super::report;
    use ludoteca_erdos::verify::Verdict;

    #[test]
    fn the_text_names_the_rules_it_checked() {
        let verdict = |run, simultaneous| Verdict {
            size: 4,
            run,
            simultaneous,
            position: "..../..../..../.... ....".into(),
            claims: vec!["Second wins".into()],
            value: Some("second"),
            nodes: 10,
            searched_leaves: 4,
            search_nodes: 40,
            bytes: 100,
            seconds: 0.5,
        };
        // In Portuguese, with the claims of a certificate that decides no value.
        let mut claims = verdict(3, "opponent");
        (claims.value, claims.claims) = (None, vec!["First at least draws".into(), "Second at least draws".into()]);
        let pt = report(&claims, 2).text(ludoteca_core::Lang::PT);
        assert!(pt.starts_with("certificados aceites: 4×4 a partir de "), "{pt}");
        assert!(pt.contains(": o primeiro pelo menos empata e o segundo pelo menos empata (provado)"), "{pt}");
        assert!(pt.contains("dá a coluna ao adversário de quem jogou"), "{pt}");
        for (run, rule) in [(3, "mover"), (2, "opponent")] {
            let text = report(&verdict(run, rule), 1).text(ludoteca_core::Lang::EN);
            let line = text.lines().nth(1).unwrap_or_default();
            assert_eq!(
                line,
                format!(
                    "rules checked: a run of {run} conquers a column; a placement that completes both players' runs gives it to the {rule}"
                ),
                "{text}"
            );
        }
    }
}
