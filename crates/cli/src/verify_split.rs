//! `ludoteca verify GAME PARTS… WHOLE --distribute postgres://…`: a proof
//! split into parts checked across the workers of a research cluster. Each
//! part certificate becomes a task (its bytes kept beside it, as the file
//! holds them); a worker checks it alone with the game's independent checker; once
//! every part is answered, the whole is checked here, citing the parts the
//! workers accepted (only their roots and claims are read again). A part
//! refused alone — one that cites earlier parts — sends the whole check back
//! to this machine, file after file, as `verify` without `--distribute` does.
//! The same command again attaches to the check under way (its key is the
//! files' contents), and its verdict is kept with the problem.

use crate::distribute::watch;
use crate::research_words::{ResearchMsg, say};
use crate::worker::check_address;
use anyhow::{Context, Result, bail};
use ludoteca_core::Lang;
use ludoteca_games::certificate::CertificateCheck;
use ludoteca_games::distribute::{CheckParts, hex};
use ludoteca_games::solve::{SolveError, SolveReport};
use ludoteca_store::Store;
use serde_json::json;
use std::hash::{Hash, Hasher};
use std::path::Path;

/// What `verify` prints from: the checker's answer, and the nodes checked
/// and stated of the check that ran here.
pub type Checked = (Result<SolveReport, SolveError>, (u64, u64));

/// Checks `files` (parts first, the whole last) of game `id` with `checker`,
/// the parts across the workers of `url`.
pub fn check(checker: &dyn CertificateCheck, id: &str, files: &[&Path], url: &str, lang: Lang) -> Result<Checked> {
    check_address(url, lang)?;
    let Some((whole, parts)) = files.split_last().filter(|(_, parts)| !parts.is_empty()) else {
        bail!("{}", say(ResearchMsg::RsVerifyParts, lang));
    };
    let cannot = |p: &Path| say(ResearchMsg::RsCannotRead { file: p.display().to_string() }, lang);
    let mut bytes = Vec::with_capacity(parts.len());
    for p in parts {
        bytes.push(std::fs::read(p).with_context(|| cannot(p))?);
    }
    let whole_bytes = std::fs::read(whole).with_context(|| cannot(whole))?;
    // The key: the files' contents (the same check however the files are named).
    let mut h = std::hash::DefaultHasher::new();
    (id, &bytes, &whole_bytes).hash(&mut h);
    let key = format!("verify {id}: {} parts and a whole, contents {:016x}", parts.len(), h.finish());
    let payloads: Vec<serde_json::Value> = parts
        .iter()
        .zip(&bytes)
        .map(|(p, b)| json!({ "file": p.display().to_string(), "files": { "certificate": hex(b) } }))
        .collect();
    let store = crate::worker::retried(|| Store::connect(url))?;
    let research = store.research()?;
    let spec = json!({ "game": id, "params": {}, "verify": true });
    let split = CheckParts(checker);
    let (report, _, _) =
        watch(&research, &key, &spec, &split, &|_| Ok(payloads.clone()), "verify … --distribute", lang)?;
    let refused = report.data["refused"].as_array().map_or(0, Vec::len);
    let checked = if refused == 0 {
        crate::progress::with_bar_until(&say(ResearchMsg::RsCheckingWhole, lang), None, |ctl| {
            checker.check_cited(&bytes, whole, ctl).unwrap_or_else(|| {
                let msg = ResearchMsg::RsCheckerNoSplit { game: id.into() };
                Err(SolveError::Said(Box::new(msg.into())))
            })
        })
    } else {
        let msg = ResearchMsg::RsRefusedAlone { refused: refused as u64, parts: parts.len() as u64 };
        eprintln!("{}", say(msg, lang));
        crate::progress::with_bar_until(&say(ResearchMsg::RsCheckingNodes, lang), None, |ctl| checker.check(files, ctl))
    };
    let verdict = match &checked.0 {
        Ok(r) => json!({ "accepted": true, "verdict": r.data, "parts": report.data }),
        // Kept as its message where it has one (said in each reader's
        // language, as a failed task's reason), else the checker's words.
        Err(e) => json!({ "accepted": false, "why": e.kept(), "parts": report.data }),
    };
    if let Err(e) = research.finish_problem(&key, &verdict) {
        eprintln!("{}", say(ResearchMsg::RsVerdictNotKept { why: e.to_string() }, lang));
    }
    Ok(checked)
}
