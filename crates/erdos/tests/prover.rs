//! The proof-number prover against the alpha-beta solver: 3×3, 4×4 and
//! random 5×5 positions with 8–12 pieces, both players to move, and
//! positions where First kept to the mirror strategy, trusting it or not.

use ludoteca_erdos::prover::{Prover, ProverConfig};
use ludoteca_erdos::solver::{Config, Solver, Value};
use ludoteca_erdos::{Position, Rules, Simultaneous};
use std::sync::atomic::AtomicBool;

fn random_position(rules: &Rules, placed: u32, seed: &mut u64) -> Position {
    let mut p = Position::empty(rules.size).unwrap();
    while p.placed() < placed {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = moves[(*seed >> 33) as usize % moves.len()];
        p.play(m, rules).unwrap();
    }
    p
}

fn prover(leaf: Option<u32>) -> Prover {
    Prover::new(ProverConfig { table_bits: 18, pn_bits: 18, leaf, ..ProverConfig::default() })
}

fn alphabeta(rules: &Rules, p: &Position) -> ludoteca_erdos::solver::Value {
    let s = Solver::new(Config { table_bits: 18, threads: 1, principal_line: false, ..Config::default() });
    s.solve(rules, p).unwrap().value.expect("exact")
}

fn agree(rules: &Rules, p: &Position, leaf: Option<u32>) {
    let s = prover(leaf).solve(rules, p, &AtomicBool::new(false), &|_| {}).unwrap();
    assert!(s.exact, "{p}");
    assert_eq!(s.value, Some(alphabeta(rules, p)), "{p} (leaf {leaf:?})");
}

#[test]
fn three_by_three_agrees_with_alpha_beta_under_every_rule() {
    for sim in [Simultaneous::Mover, Simultaneous::Opponent] {
        for run in [2, 3] {
            let rules = Rules { size: 3, run, simultaneous: sim, ..Rules::default() };
            for leaf in [Some(0), Some(4)] {
                agree(&rules, &Position::empty(3).unwrap(), leaf);
            }
        }
    }
}

#[test]
fn four_by_four_agrees_with_alpha_beta() {
    let rules = Rules::new(4).unwrap();
    agree(&rules, &Position::empty(4).unwrap(), None);
    let mut seed = 5;
    for placed in [3, 4, 5, 6, 7, 8] {
        let p = random_position(&rules, placed, &mut seed);
        agree(&rules, &p, Some(6));
    }
}

#[test]
fn random_5x5_positions_with_8_to_12_pieces_agree() {
    let rules = Rules::new(5).unwrap();
    let mut seed = 17;
    for placed in [8, 9, 10, 11, 12, 12, 11] {
        let p = random_position(&rules, placed, &mut seed);
        agree(&rules, &p, None);
    }
}

/// Positions where First has kept to the mirror strategy: `c3=3`, then
/// random replies of Second each answered by the mirror reply.
fn mirrored_position(rules: &Rules, pairs: u32, seed: &mut u64) -> Position {
    let mut p = Position::empty(rules.size).unwrap();
    p.play("c3=3".parse().unwrap(), rules).unwrap();
    for _ in 0..pairs {
        let moves = p.legal_moves();
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let Some(&m) = moves.get((*seed >> 33) as usize % moves.len().max(1)) else { break };
        p.play(m, rules).unwrap();
        match ludoteca_erdos::mirror::reply(&p) {
            Some(r) => drop(p.play(r, rules).unwrap()),
            None => break,
        }
    }
    p
}

#[test]
fn trusting_the_mirror_reply_changes_the_search_not_the_value() {
    // Where First has kept to the mirror strategy the prover commits to the
    // mirror reply (`mirror_trust`); with or without that, the value is
    // alpha-beta's, Second to move (after a mirror reply) and First to move
    // (where the mirror reply exists).
    let rules = Rules::new(5).unwrap();
    let mut seed = 29;
    for pairs in [5, 5, 6, 6] {
        let mut p = mirrored_position(&rules, pairs, &mut seed);
        for one_more in [false, true] {
            if one_more {
                match p.legal_moves().first() {
                    Some(&m) => drop(p.play(m, &rules).unwrap()),
                    None => continue,
                }
            }
            let truth = alphabeta(&rules, &p);
            for trust in [0, 4096] {
                let config =
                    ProverConfig { table_bits: 18, pn_bits: 18, mirror_trust: trust, ..ProverConfig::default() };
                let s = Prover::new(config).solve(&rules, &p, &AtomicBool::new(false), &|_| {}).unwrap();
                assert_eq!(s.value, Some(truth), "{p} (trust {trust})");
            }
        }
    }
}

#[test]
#[ignore = "minutes in debug: cargo test --release -p ludoteca-erdos --test prover -- --ignored"]
fn random_5x5_positions_with_8_and_9_pieces_agree() {
    let rules = Rules::new(5).unwrap();
    let mut seed = 23;
    for placed in [8, 9, 8, 9] {
        let p = random_position(&rules, placed, &mut seed);
        agree(&rules, &p, None);
    }
}

#[test]
fn checkpoint_stop_resume_gives_the_same_value_and_certificate() {
    use ludoteca_erdos::prover::ProverCheckpoint;
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::time::Duration;
    let rules = Rules::new(4).unwrap();
    let pos = Position::empty(4).unwrap();
    let config = |file: Option<std::path::PathBuf>| ProverConfig {
        table_bits: 18,
        pn_bits: 18,
        leaf: Some(8),
        certificate: true,
        checkpoint: file,
        progress_every: Duration::ZERO,
        checkpoint_every: Duration::ZERO,
        ..ProverConfig::default()
    };
    let whole = Prover::new(config(None)).solve(&rules, &pos, &AtomicBool::new(false), &|_| {}).unwrap();
    assert_eq!(whole.value, Some(ludoteca_erdos::solver::Value::Second));
    let cert = whole.certificate.clone().expect("a certificate");
    let dir = std::env::temp_dir().join(format!("ludoteca-prover-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Stopped early in the first claim (First wins?) and in the second.
    for stop_at in [2, 40] {
        let file = dir.join(format!("4x4-{stop_at}.json"));
        let cancel = AtomicBool::new(false);
        let ticks = AtomicU32::new(0);
        let stop = |_: &ludoteca_erdos::prover::ProverProgress| {
            if ticks.fetch_add(1, Ordering::Relaxed) + 1 >= stop_at {
                cancel.store(true, Ordering::Relaxed);
            }
        };
        let part = Prover::new(config(Some(file.clone()))).solve(&rules, &pos, &cancel, &stop).unwrap();
        assert!(!part.exact && part.value.is_none() && part.certificate.is_none(), "stopped at tick {stop_at}");
        let saved = ProverCheckpoint::load(&file).unwrap();
        if stop_at > 2 {
            assert!(!saved.solved.is_empty() || !saved.done.is_empty(), "the checkpoint keeps what is proved");
        }
        let resumed = Prover::new(config(Some(file.clone()))).resume(&file, &AtomicBool::new(false), &|_| {}).unwrap();
        assert_eq!(resumed.value, whole.value);
        assert_eq!(resumed.certificate.as_ref(), Some(&cert), "the same certificate after a stop at tick {stop_at}");
        assert!(resumed.pn_nodes >= saved.pn_nodes);
    }
    let v = ludoteca_erdos::verify::verify(cert.as_slice()).unwrap();
    assert_eq!(v.value, Some("second"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Restricted to every root move (`first_moves`, one after another), the
/// prover concludes as the full search does, also where every move must be
/// refuted: after First's move on 3×3 (First wins: all of Second's replies
/// lose) and at the 4×4 start (Second wins: all of First's moves lose).
#[test]
fn every_root_move_searched_one_by_one_settles_the_value() {
    let three = Rules::new(3).unwrap();
    let mut after = Position::empty(3).unwrap();
    after.play(after.legal_moves()[0], &three).unwrap();
    for (rules, pos) in [(three, after), (Rules::new(4).unwrap(), Position::empty(4).unwrap())] {
        let config =
            ProverConfig { table_bits: 18, pn_bits: 18, first_moves: pos.legal_moves(), ..ProverConfig::default() };
        let s = Prover::new(config).solve(&rules, &pos, &AtomicBool::new(false), &|_| {}).unwrap();
        assert!(s.exact, "{pos}: {:?}", s.value);
        assert_eq!(s.value, Some(alphabeta(&rules, &pos)), "{pos}");
    }
}

/// A proof split into parts: each of First's eight distinct first moves on
/// 4×4 refuted by a run of its own (a checkpoint each), then the empty board
/// solved from those lemmas with next to no search; the certificate is still
/// searched in full (it never trusts a lemma) and comes out the same.
#[test]
fn a_proof_split_by_first_move_is_assembled_from_lemmas() {
    use ludoteca_erdos::prover::{Claim, ProverCheckpoint};
    use ludoteca_erdos::{Move, Player};
    let rules = Rules::new(4).unwrap();
    let empty = Position::empty(4).unwrap();
    let config =
        |lemmas: Vec<(Position, Claim)>, certificate: bool, checkpoint: Option<std::path::PathBuf>| ProverConfig {
            table_bits: 18,
            pn_bits: 18,
            leaf: Some(8),
            certificate,
            checkpoint,
            lemmas,
            ..ProverConfig::default()
        };
    let go = |c: ProverConfig, p: &Position| Prover::new(c).solve(&rules, p, &AtomicBool::new(false), &|_| {}).unwrap();
    let whole = go(config(Vec::new(), true, None), &empty);
    let dir = std::env::temp_dir().join(format!("ludoteca-lemmas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut lemmas = Vec::new();
    for (i, m) in ["a1=1", "a1=2", "a1=3", "a1=4", "a2=1", "a2=2", "a2=3", "a2=4"].iter().enumerate() {
        let mut after = empty;
        after.play(m.parse::<Move>().unwrap(), &rules).unwrap();
        let file = dir.join(format!("{i}.json"));
        let part = go(config(Vec::new(), false, Some(file.clone())), &after);
        assert_eq!(part.value, whole.value, "after {m}");
        let found = ProverCheckpoint::load(&file).unwrap().lemmas(&rules).unwrap();
        assert!(found.iter().any(|(p, c)| *p == after && *c == Claim::wins(Player::Second)), "after {m}: {found:?}");
        lemmas.extend(found);
    }
    let assembled = go(config(lemmas.clone(), false, None), &empty);
    assert_eq!(assembled.value, whole.value);
    assert!(assembled.exact);
    assert!(assembled.ab_nodes == 0 && assembled.pn_nodes < 100, "{} + {}", assembled.pn_nodes, assembled.ab_nodes);
    let certified = go(config(lemmas, true, None), &empty);
    assert_eq!(certified.certificate, whole.certificate, "a lemma never shortens the certificate");
    // Lemmas serve only the rules they were proved under.
    let other = Rules { simultaneous: Simultaneous::Opponent, ..rules };
    let file = dir.join("0.json");
    let e = ProverCheckpoint::load(&file).unwrap().lemmas(&other).unwrap_err().to_string();
    assert!(e.contains("cannot serve"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The same split with certificates: each part's certificate, then the
/// whole citing them (`P` nodes). The checker accepts the whole only after
/// its parts, and refuses it alone, with the wrong parts, or with a cited
/// symmetry changed.
#[test]
fn a_certificate_split_into_parts_is_checked_with_them() {
    use ludoteca_erdos::Move;
    use ludoteca_erdos::prover::{Claim, ProverCheckpoint};
    use ludoteca_erdos::verify::{Parts, verify, verify_with};
    let rules = Rules::new(4).unwrap();
    let empty = Position::empty(4).unwrap();
    let config = |lemmas: Vec<(Position, Claim)>, checkpoint: Option<std::path::PathBuf>| ProverConfig {
        table_bits: 18,
        pn_bits: 18,
        leaf: Some(8),
        certificate: true,
        parts: true,
        checkpoint,
        lemmas,
        ..ProverConfig::default()
    };
    let go = |c: ProverConfig, p: &Position| Prover::new(c).solve(&rules, p, &AtomicBool::new(false), &|_| {}).unwrap();
    let dir = std::env::temp_dir().join(format!("ludoteca-parts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut lemmas, mut certs) = (Vec::new(), Vec::new());
    for (i, m) in ["a1=1", "a1=2", "a1=3", "a1=4", "a2=1", "a2=2", "a2=3", "a2=4"].iter().enumerate() {
        let mut after = empty;
        after.play(m.parse::<Move>().unwrap(), &rules).unwrap();
        let file = dir.join(format!("{i}.json"));
        let part = go(config(Vec::new(), Some(file.clone())), &after);
        lemmas.extend(ProverCheckpoint::load(&file).unwrap().lemmas(&rules).unwrap());
        certs.push(part.certificate.expect("a part's certificate"));
    }
    let whole = go(config(lemmas, None), &empty).certificate.expect("the whole certificate");
    assert!(whole.iter().filter(|&&b| b == b'P').count() >= 8 && whole.len() < 400, "{} bytes", whole.len());
    let alone = verify(whole.as_slice()).unwrap_err().to_string();
    assert!(alone.contains("cites a part") && alone.contains("Second wins"), "{alone}");
    let mut parts = Parts::new();
    for c in &certs {
        verify_with(c.as_slice(), &mut parts).unwrap();
    }
    assert_eq!(parts.len(), certs.len());
    let v = verify_with(whole.as_slice(), &mut parts.clone()).unwrap();
    assert_eq!(v.value, Some("second"));
    // Without the last part, the whole fails where it cites it.
    let mut fewer = Parts::new();
    for c in &certs[..certs.len() - 1] {
        verify_with(c.as_slice(), &mut fewer).unwrap();
    }
    assert!(verify_with(whole.as_slice(), &mut fewer).unwrap_err().to_string().contains("cites a part"));
    // A cited symmetry with the flip toggled: the first move's row goes
    // from 1 or 2 to 4 or 3, where no part has its root.
    let p = whole.iter().position(|&b| b == b'P').unwrap();
    let mut bad = whole.clone();
    bad[p + 1] = (bad[p + 1] + 24) % 48;
    let e = verify_with(bad.as_slice(), &mut parts.clone()).unwrap_err().to_string();
    assert!(e.contains("cites a part"), "{e}");
    // As files, the parts checked side by side and the whole after them:
    // the same verdict, the counts of all; a part altered is named.
    let mut files: Vec<std::path::PathBuf> = Vec::new();
    for (i, c) in certs.iter().chain([&whole]).enumerate() {
        files.push(dir.join(format!("{i}.cert")));
        std::fs::write(&files[i], c).unwrap();
    }
    let paths: Vec<&std::path::Path> = files.iter().map(|f| f.as_path()).collect();
    let all = ludoteca_erdos::verify::verify_files(&paths).unwrap();
    assert_eq!((all.value, all.position.as_str()), (Some("second"), "..../..../..../.... ...."));
    let one_by_one: u64 =
        certs.iter().chain([&whole]).map(|c| verify_with(c.as_slice(), &mut parts.clone()).unwrap().nodes).sum();
    assert_eq!(all.nodes, one_by_one);
    // A part that cites earlier parts (the whole given twice): refused
    // alone, accepted in its turn after them, as one file after another.
    // Its progress counts each node once, though the refused pass began it.
    let twice: Vec<&std::path::Path> = paths.iter().copied().chain([paths[paths.len() - 1]]).collect();
    let last = std::sync::Mutex::new((0, 0));
    let report = |done: u64, total: u64| *last.lock().unwrap() = (done, total);
    let never = std::sync::atomic::AtomicBool::new(false);
    let control = ludoteca_core::Control::new(&report, &never);
    let v = ludoteca_erdos::verify::verify_files_with(&twice, &control).unwrap();
    let whole_nodes = verify_with(whole.as_slice(), &mut parts.clone()).unwrap().nodes;
    assert_eq!((v.value, v.nodes), (Some("second"), all.nodes + whole_nodes));
    assert_eq!(*last.lock().unwrap(), (v.nodes, v.nodes));
    let mut altered = certs[3].clone();
    let at = altered.len() - 1;
    altered[at] ^= 0x55;
    std::fs::write(&files[3], &altered).unwrap();
    let e = ludoteca_erdos::verify::verify_files(&paths).unwrap_err().to_string();
    assert!(e.contains("3.cert"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// At the claimant's turn, asking for every root move one after another is
/// the unrestricted search: the prover searches them best-first (the same
/// positions, the same count) rather than each to its end in turn. On 3×3
/// First wins, so the one claim searched is First's, an OR node at the root.
#[test]
fn every_root_move_at_the_claimants_turn_is_searched_best_first() {
    let rules = Rules::new(3).unwrap();
    let pos = Position::empty(3).unwrap();
    let run = |first_moves: Vec<ludoteca_erdos::Move>| {
        let config =
            ProverConfig { table_bits: 16, pn_bits: 16, leaf: Some(2), first_moves, ..ProverConfig::default() };
        Prover::new(config).solve(&rules, &pos, &AtomicBool::new(false), &|_| {}).unwrap()
    };
    let (free, all) = (run(Vec::new()), run(pos.legal_moves()));
    assert_eq!(free.value, Some(Value::First));
    assert_eq!(all.value, free.value);
    assert_eq!((all.pn_nodes, all.ab_nodes), (free.pn_nodes, free.ab_nodes));
    // A strict subset is still searched one move after another, and agrees.
    let some = run(pos.legal_moves()[1..4].to_vec());
    assert!(some.value.is_none() || some.value == free.value, "{:?}", some.value);
}

/// The 5×5 value from the committed proof parts: the twenty checkpoints of
/// `proofs/`, one per reply of Second to `c3=3`, each with First's claim
/// proved, settle the empty board as lemmas with next to no search (the
/// certificates, checked by `verify`, are the independent proof).
#[test]
fn five_by_five_is_a_first_win_from_the_committed_parts() {
    use ludoteca_erdos::prover::ProverCheckpoint;
    let rules = Rules::new(5).unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../proofs");
    let mut lemmas = Vec::new();
    for f in std::fs::read_dir(&dir).unwrap() {
        let path = f.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("erdos-latino-5x5-c3-") && name.ends_with("-checkpoint.json") {
            // A run still going has no proved claim yet: it is no part.
            lemmas.extend(ProverCheckpoint::load(&path).unwrap().lemmas(&rules).unwrap());
        }
    }
    let distinct: std::collections::HashSet<String> = lemmas.iter().map(|(p, _)| p.to_string()).collect();
    assert_eq!((lemmas.len(), distinct.len()), (20, 20), "one part per distinct reply to c3=3");
    let config = ProverConfig {
        table_bits: 16,
        pn_bits: 16,
        first_moves: vec!["c3=3".parse().unwrap()],
        lemmas: lemmas.clone(),
        ..ProverConfig::default()
    };
    let empty = Position::empty(5).unwrap();
    let s = Prover::new(config).solve(&rules, &empty, &AtomicBool::new(false), &|_| {}).unwrap();
    assert_eq!(s.value, Some(Value::First));
    assert!(s.pn_nodes < 1_000, "{} df-pn positions: the lemmas did not settle it", s.pn_nodes);
    // Without one part the same run settles nothing at once.
    let config = ProverConfig {
        table_bits: 16,
        pn_bits: 16,
        first_moves: vec!["c3=3".parse().unwrap()],
        lemmas: lemmas[1..].to_vec(),
        deadline: Some(std::time::Duration::from_millis(300)),
        ..ProverConfig::default()
    };
    let s = Prover::new(config).solve(&rules, &empty, &AtomicBool::new(false), &|_| {}).unwrap();
    assert_eq!(s.value, None, "a part missing, the value is not proved in 0.3 s");
}
