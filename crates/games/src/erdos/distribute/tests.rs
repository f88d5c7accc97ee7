//! A proof split two plies deep (First's move, then Second's reply), its
//! parts proved one by one as a worker would and merged as they come: the
//! value of 3×3 and 4×4 as the prover finds it on one machine, parts left
//! moot once their node is decided, and certificates that the independent
//! checker accepts, parts and whole together. The 5×5 part of `proofs/`
//! re-derived byte for byte is the ignored test at the end (about a minute).

use super::line::Line;
use crate::distribute::{Distribute, Merged};
use crate::erdos::ErdosEntry;
use crate::params::Params;
use crate::solve::SolveControl;
use serde_json::Value;
use std::sync::atomic::AtomicBool;

fn entry(size: u8) -> ErdosEntry {
    let size = format!("size={size}");
    let params = Params::parse([size.as_str()]).unwrap();
    ErdosEntry::from_params("erdos-latino", &params, "", "").unwrap()
}

/// Splits `size` along `line` and answers parts in order, skipping the moot
/// ones, until the merge decides: its report's value, the parts run, the
/// parts in all and the files it leaves.
fn as_one_worker(size: u8, line: &str) -> (String, usize, usize, Vec<(String, Vec<u8>)>) {
    let e = entry(size);
    let cancel = AtomicBool::new(false);
    let ctl = SolveControl::quiet(&cancel);
    let parts = e.split_along(&Line::parse(line).unwrap(), &ctl).unwrap();
    let mut results: Vec<Option<Value>> = vec![None; parts.len()];
    let mut run = 0;
    loop {
        match e.merge(&parts, &results).unwrap() {
            Merged::Done(report) => {
                let value = report.data["value"].as_str().unwrap().to_string();
                assert_eq!(report.data["exact"], true);
                return (value, run, parts.len(), e.files(&parts, &results).unwrap());
            }
            Merged::Open { moot, .. } => {
                let n = (0..parts.len()).find(|i| results[*i].is_none() && !moot.contains(i)).expect("a part left");
                results[n] = Some(e.run(&parts[n], &ctl).unwrap());
                run += 1;
            }
        }
    }
}

fn verified(files: &[(String, Vec<u8>)]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let paths: Vec<std::path::PathBuf> = files
        .iter()
        .map(|(name, bytes)| {
            let path = dir.path().join(format!("{name}.bin.zst"));
            std::fs::write(&path, bytes).unwrap();
            path
        })
        .collect();
    let paths: Vec<&std::path::Path> = paths.iter().map(std::path::PathBuf::as_path).collect();
    let v = ludoteca_erdos::verify::verify_files(&paths).unwrap();
    assert_eq!(v.position.split(' ').next().map(|b| b.chars().all(|c| c == '.' || c == '/')), Some(true));
    v.value.unwrap_or_default().to_string()
}

#[test]
fn a_proof_split_two_plies_deep_gives_the_value_and_certificates_the_checker_accepts() {
    for (size, value) in [(3, "first"), (4, "second")] {
        let (found, run, parts, files) = as_one_worker(size, "2");
        assert_eq!(found, value, "{size}×{size}");
        // Two plies: First's moves, each answered by every reply of Second.
        let (_, _, first_moves, _) = as_one_worker(size, "1");
        assert!(parts > 2 * first_moves, "{size}×{size}: {parts} parts two plies deep, {first_moves} one ply");
        // A reply that wins for Second settles its first move: the rest moot.
        assert!(run < parts, "{size}×{size}: {run} of {parts} parts run");
        assert!(files.len() >= 2 && files[0].0.starts_with("part-") && files[0].0.contains('-'), "{:?}", files[0].0);
        assert_eq!(verified(&files), value, "{size}×{size}: the parts and the whole, checked together");
    }
}

#[test]
fn a_line_that_fixes_a_losing_move_decides_nothing_and_says_so() {
    // 4×4 is Second's: First's a1=1 alone cannot decide the empty board.
    let e = entry(4);
    let cancel = AtomicBool::new(false);
    let ctl = SolveControl::quiet(&cancel);
    let parts = e.split_along(&Line::parse("a1=1 *").unwrap(), &ctl).unwrap();
    let results: Vec<Option<Value>> = parts.iter().map(|p| Some(e.run(p, &ctl).unwrap())).collect();
    let err = e.merge(&parts, &results).unwrap_err();
    let (en, pt) = (err.to_string(), err.message(ludoteca_core::Lang::PT));
    assert!(en.contains("does not decide the empty board") && en.contains("a1=1 *"), "{en}");
    assert!(pt.contains("não decide o tabuleiro vazio") && pt.contains("a1=1 *"), "{pt}");
}

/// The committed 5×5 part `c1=1` (`proofs/erdos-latino-5x5-cert-c3-c11.bin.zst`),
/// re-derived by a worker's run of the part the line `c3=3 * mirror` makes
/// for it: the same bytes. About 40 s of the prover (release or the dev
/// profile's optimised engine) and 256 MiB + 128 MiB of tables.
#[test]
#[ignore = "about a minute and 400 MiB: run with --ignored"]
fn the_committed_5x5_part_c11_is_re_derived_byte_for_byte() {
    let e = entry(5);
    let cancel = AtomicBool::new(false);
    let ctl = SolveControl::quiet(&cancel);
    let parts = e.split_along(&Line::parse("c3=3 * mirror").unwrap(), &ctl).unwrap();
    assert_eq!(parts.len(), 20);
    let part = parts.iter().find(|p| p["moves"][1] == "c1=1").unwrap();
    assert_eq!(super::name(part).unwrap(), "c33-c11-c55");
    let result = e.run(part, &ctl).unwrap();
    let bytes = crate::distribute::unhex(result["files"]["certificate"].as_str().unwrap()).unwrap();
    let committed = concat!(env!("CARGO_MANIFEST_DIR"), "/../../proofs/erdos-latino-5x5-cert-c3-c11.bin.zst");
    assert!(bytes == std::fs::read(committed).unwrap(), "the worker's certificate differs from the committed one");
}
