//! Certificates: the prover writes them, the independent checker accepts
//! the 3×3 and 4×4 ones and rejects corruptions (a changed winner's move, a
//! missing loser's reply, a leaf that is not a win, a wrong symmetry claim)
//! and hostile bytes, never panicking; compressed ones are read as
//! committed.

use ludoteca_erdos::prover::{Prover, ProverConfig};
use ludoteca_erdos::solver::Value;
use ludoteca_erdos::verify::{VerifyError, verify, verify_file};
use ludoteca_erdos::{Position, Rules, Symmetry};
use proptest::prelude::*;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

fn certificate(size: u8) -> Vec<u8> {
    let rules = Rules::new(size).unwrap();
    let prover =
        Prover::new(ProverConfig { table_bits: 18, pn_bits: 18, certificate: true, ..ProverConfig::default() });
    let s = prover.solve(&rules, &Position::empty(size).unwrap(), &AtomicBool::new(false), &|_| {}).unwrap();
    s.certificate.expect("a certificate")
}

fn cert3() -> &'static [u8] {
    static C: OnceLock<Vec<u8>> = OnceLock::new();
    C.get_or_init(|| certificate(3))
}

fn cert4() -> &'static [u8] {
    static C: OnceLock<Vec<u8>> = OnceLock::new();
    C.get_or_init(|| certificate(4))
}

/// Where a node sits in the file, read from the structure alone.
#[derive(Debug, Clone)]
enum Node {
    /// A leaf.
    Leaf,
    /// A claimant's node: the offset of its tag and the moves to it.
    Win(usize, Vec<u8>),
    /// An opponent's node: the offset of its reply count and of each reply
    /// entry (with the moves to the node).
    Lose(usize, Vec<usize>, Vec<u8>),
}

fn varint(b: &[u8], at: &mut usize) -> u64 {
    let mut v = 0;
    for i in 0.. {
        let x = b[*at];
        *at += 1;
        v |= u64::from(x & 0x7F) << (7 * i);
        if x & 0x80 == 0 {
            break;
        }
    }
    v
}

fn parse(b: &[u8], at: &mut usize, line: &mut Vec<u8>, out: &mut Vec<Node>, legal: &dyn Fn(&[u8]) -> Vec<u8>) {
    let tag = b[*at];
    let start = *at;
    *at += 1;
    match tag {
        b'E' => out.push(Node::Leaf),
        b'W' => {
            out.push(Node::Win(start, line.clone()));
            line.push(b[*at]);
            *at += 1;
            parse(b, at, line, out, legal);
            line.pop();
        }
        b'L' => {
            let count_at = *at;
            let m = varint(b, at) as usize;
            let me = out.len();
            out.push(Node::Lose(count_at, Vec::new(), line.clone()));
            let moves = legal(line);
            for &mv in moves.iter().take(m) {
                if let Node::Lose(_, e, _) = &mut out[me] {
                    e.push(*at);
                }
                let flag = b[*at];
                *at += 1;
                if flag == 0 {
                    line.push(mv);
                    parse(b, at, line, out, legal);
                    line.pop();
                } else {
                    varint(b, at);
                    varint(b, at);
                }
            }
        }
        t => panic!("tag {t} at {start}"),
    }
}

/// The byte code's move on the engine's board.
fn engine_move(code: u8, n: u8) -> ludoteca_erdos::Move {
    let sq = code / n;
    ludoteca_erdos::Move::new(ludoteca_erdos::Square::new(sq / n, sq % n), code % n + 1)
}

fn position_after(line: &[u8], n: u8) -> Position {
    let rules = Rules::new(n).unwrap();
    let mut p = Position::empty(n).unwrap();
    for &c in line {
        p.play(engine_move(c, n), &rules).unwrap();
    }
    p
}

fn legal_codes(p: &Position) -> Vec<u8> {
    let n = p.size();
    let mut v: Vec<u8> = p.legal_moves().iter().map(|m| (m.square.row * n + m.square.col) * n + m.number - 1).collect();
    v.sort_unstable();
    v
}

/// The nodes of the (single) tree of a certificate from the empty board.
fn nodes(cert: &[u8], n: u8) -> Vec<Node> {
    let header = 8 + 1 + 5 + (n as usize) * (n as usize) + n as usize + 1;
    let mut at = header + 2 + 8;
    let mut out = Vec::new();
    let legal = |line: &[u8]| legal_codes(&position_after(line, n));
    parse(cert, &mut at, &mut Vec::new(), &mut out, &legal);
    assert_eq!(at, cert.len());
    out
}

#[test]
fn accepts_the_3x3_and_4x4_certificates() {
    let v = verify(cert3()).unwrap();
    assert_eq!((v.value, v.size, v.claims.clone()), (Some("first"), 3, vec!["First wins".to_string()]));
    let v = verify(cert4()).unwrap();
    assert_eq!((v.value, v.size), (Some("second"), 4));
    assert!(v.nodes > 10 && v.bytes == cert4().len() as u64, "{v:?}");
}

fn solver() -> ludoteca_erdos::solver::Solver {
    ludoteca_erdos::solver::Solver::new(ludoteca_erdos::solver::Config {
        table_bits: 16,
        threads: 1,
        principal_line: false,
        ..Default::default()
    })
}

#[test]
fn rejects_a_changed_winners_move() {
    // Every other move (illegal, or legal but not winning) at the first
    // claimant's nodes is refused; another winning move may be accepted.
    for (cert, n, winner) in [(cert3(), 3u8, Value::First), (cert4(), 4, Value::Second)] {
        let rules = Rules::new(n).unwrap();
        let solver = solver();
        let mut tried = 0;
        for (at, line) in nodes(cert, n)
            .iter()
            .filter_map(|x| if let Node::Win(at, l) = x { Some((*at, l.clone())) } else { None })
            .take(3)
        {
            let p = position_after(&line, n);
            let legal = legal_codes(&p);
            for c in (0..n * n * n).filter(|&c| c != cert[at + 1]) {
                if legal.contains(&c) {
                    let (q, _) = p.after(engine_move(c, n), &rules).unwrap();
                    if solver.solve(&rules, &q).unwrap().value == Some(winner) {
                        continue;
                    }
                }
                let mut bad = cert.to_vec();
                bad[at + 1] = c;
                let e = verify(bad.as_slice()).expect_err("a changed winner's move must fail");
                assert!(!e.to_string().contains('\n'));
                tried += 1;
            }
        }
        assert!(tried > 10);
    }
}

#[test]
fn rejects_a_missing_losers_reply() {
    for (cert, n) in [(cert3(), 3u8), (cert4(), 4)] {
        let all = nodes(cert, n);
        let Some(Node::Lose(count_at, entries, _)) = all.iter().find(|x| matches!(x, Node::Lose(..))) else {
            panic!("an opponent's node")
        };
        // One reply fewer announced and its entry cut out.
        let mut bad = cert.to_vec();
        let last = *entries.last().unwrap();
        let end = subtree_end(cert, last);
        assert!(bad[*count_at] < 0x80);
        bad[*count_at] -= 1;
        bad.drain(last..end);
        let e = verify(bad.as_slice()).unwrap_err();
        assert!(e.to_string().contains("legal replies"), "{e}");
    }
}

/// The end of a reply entry starting at `at`.
fn subtree_end(cert: &[u8], at: usize) -> usize {
    let mut i = at;
    if cert[i] == 1 {
        i += 1;
        varint(cert, &mut i);
        varint(cert, &mut i);
        return i;
    }
    i += 1;
    skip(cert, &mut i);
    i
}

fn skip(cert: &[u8], i: &mut usize) {
    let t = cert[*i];
    *i += 1;
    match t {
        b'E' => {}
        b'W' => {
            *i += 1;
            skip(cert, i);
        }
        _ => {
            let m = varint(cert, i);
            for _ in 0..m {
                let f = cert[*i];
                *i += 1;
                if f == 0 {
                    skip(cert, i);
                } else {
                    varint(cert, i);
                    varint(cert, i);
                }
            }
        }
    }
}

#[test]
fn rejects_a_leaf_that_is_not_a_win() {
    // A claimant's move into a leaf, replaced by a legal move after which
    // the claimant does not win.
    let (cert, n) = (cert4(), 4u8);
    let rules = Rules::new(n).unwrap();
    let solver = solver();
    let all = nodes(cert, n);
    let mut rejected = 0;
    for (i, node) in all.iter().enumerate() {
        let (Node::Win(at, line), Some(Node::Leaf)) = (node, all.get(i + 1)) else { continue };
        let p = position_after(line, n);
        for c in legal_codes(&p) {
            let (q, _) = p.after(engine_move(c, n), &rules).unwrap();
            let v = solver.solve(&rules, &q).unwrap().value.unwrap();
            if v == Value::Second || q.empties() > 8 {
                continue;
            }
            let mut bad = cert.to_vec();
            bad[at + 1] = c;
            let e = verify(bad.as_slice()).unwrap_err();
            assert!(e.to_string().contains("the leaf is not what the claim needs"), "{e}");
            rejected += 1;
        }
        if rejected >= 3 {
            break;
        }
    }
    assert!(rejected >= 3);
}

#[test]
fn rejects_a_wrong_symmetry_claim() {
    for (cert, n) in [(cert3(), 3u8), (cert4(), 4)] {
        let all = nodes(cert, n);
        let syms = Symmetry::all(n);
        // The first reply sent by symmetry onto an earlier one.
        let (line, i, e) = all
            .iter()
            .find_map(|x| {
                let Node::Lose(_, entries, line) = x else { return None };
                entries.iter().position(|&e| cert[e] == 1).map(|i| (line.clone(), i, entries[i]))
            })
            .expect("a reply by symmetry");
        let mut at = e + 1;
        let j = varint(cert, &mut at) as usize;
        let s_at = at;
        let s = varint(cert, &mut at) as usize;
        assert!(at == s_at + 1 && syms.len() < 128, "one-byte symmetry numbers on small boards");
        let p = position_after(&line, n);
        let codes = legal_codes(&p);
        let rules = Rules::new(n).unwrap();
        let child = |k: usize| p.after(engine_move(codes[k], n), &rules).unwrap().0;
        assert_eq!(syms[s].apply(&child(i)), child(j), "the writer's claim holds for the engine");
        let mut wrong = 0;
        for (t, sym) in syms.iter().enumerate() {
            let maps = sym.apply(&child(i)) == child(j);
            if maps && n > 3 {
                continue;
            }
            let mut bad = cert.to_vec();
            bad[s_at] = t as u8;
            // The checker's symmetry numbering agrees with the engine's.
            match verify(bad.as_slice()) {
                Ok(_) => assert!(maps, "symmetry {t} accepted"),
                Err(err) => {
                    assert!(!maps && err.to_string().contains("does not map"), "{t}: {err}");
                    wrong += 1;
                    if n > 3 {
                        break;
                    }
                }
            }
        }
        assert!(wrong > 0, "a wrong symmetry is refused on {n}×{n}");
    }
}

#[test]
fn truncated_certificates_name_the_byte_where_they_end() {
    let cert = cert3();
    for len in 0..cert.len() {
        match verify(&cert[..len]) {
            Err(VerifyError::Malformed { offset, what }) => {
                assert!(offset <= len as u64 && what.contains("ends"), "{len}: {offset} {what}");
            }
            other => panic!("{len}: {other:?}"),
        }
    }
    let mut longer = cert.to_vec();
    longer.push(0);
    assert!(verify(longer.as_slice()).unwrap_err().to_string().contains("bytes follow"));
}

#[test]
fn a_compressed_certificate_is_checked_as_committed() {
    let dir = tempfile::tempdir().unwrap();
    let (plain, packed) = (dir.path().join("c.bin"), dir.path().join("c.bin.zst"));
    ludoteca_erdos::compressed::write(&plain, cert4()).unwrap();
    ludoteca_erdos::compressed::write(&packed, cert4()).unwrap();
    let z = std::fs::read(&packed).unwrap();
    assert!(z.starts_with(&ludoteca_erdos::compressed::ZSTD_MAGIC) && z.len() * 4 < cert4().len(), "{}", z.len());
    let (a, b) = (verify_file(&plain).unwrap(), verify_file(&packed).unwrap());
    assert_eq!((a.value, a.nodes, a.bytes), (b.value, b.nodes, b.bytes));
    // Cut short or changed, it is one sentence, never a panic.
    let cut = dir.path().join("cut.zst");
    std::fs::write(&cut, &z[..z.len() / 2]).unwrap();
    let e = verify_file(&cut).unwrap_err().to_string();
    assert!(!e.contains('\n'), "{e}");
    let mut bad = z.clone();
    let mid = bad.len() / 2;
    bad[mid] ^= 0x5A;
    std::fs::write(&cut, &bad).unwrap();
    assert!(verify_file(&cut).is_err());
}

#[test]
fn a_check_reports_its_progress_and_stops_at_its_deadline() {
    use ludoteca_core::Control;
    use ludoteca_erdos::verify::verify_files_with;
    use std::sync::Mutex;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("c4.bin");
    std::fs::write(&file, cert4()).unwrap();
    // Progress in tree nodes, rising to the count the claim states.
    let seen = Mutex::new(Vec::new());
    let report = |done: u64, total: u64| seen.lock().unwrap().push((done, total));
    let never = AtomicBool::new(false);
    let v = verify_files_with(&[file.as_path()], &Control::new(&report, &never)).unwrap();
    let seen = seen.into_inner().unwrap();
    assert!(seen.len() > 2, "{seen:?}");
    assert!(seen.windows(2).all(|w| w[0].0 <= w[1].0 && w[0].1 == w[1].1), "{seen:?}");
    assert_eq!(seen.last(), Some(&(v.nodes, v.nodes)));
    // A deadline already passed, or a cancel: stopped, nothing proved.
    let late = verify_files_with(&[file.as_path()], &Control::until(std::time::Instant::now()));
    assert_eq!(late.unwrap_err(), VerifyError::Stopped);
    let cancel = AtomicBool::new(true);
    let e = verify_files_with(&[file.as_path()], &Control::new(&|_, _| {}, &cancel)).unwrap_err();
    assert!(e.to_string().contains("nothing is proved"), "{e}");
    // A file stating the most nodes there are: the sum with the next one's
    // saturates, the check refuses in one sentence, nothing panics.
    let mut huge = cert4().to_vec();
    let count_at = 14 + 16 + 4 + 3; // header, 4×4 squares, owners, claim count, player, goal
    huge[count_at..count_at + 8].copy_from_slice(&u64::MAX.to_le_bytes());
    let hostile = dir.path().join("huge.bin");
    std::fs::write(&hostile, &huge).unwrap();
    let e = verify_files_with(&[hostile.as_path(), file.as_path()], &Control::new(&|_, _| {}, &never))
        .unwrap_err()
        .to_string();
    assert!(!e.contains('\n') && e.contains("huge.bin"), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn hostile_bytes_get_one_sentence(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        // A valid header, then random bytes; and random bytes alone.
        let mut framed = cert3()[..8 + 1 + 5 + 9 + 3 + 1].to_vec();
        framed.extend(&bytes);
        for input in [bytes.as_slice(), framed.as_slice()] {
            if let Err(e) = verify(input) {
                prop_assert!(!e.to_string().contains('\n'));
            }
        }
    }

    #[test]
    fn single_byte_changes_never_panic(at in 0usize..10_000, v in any::<u8>()) {
        let mut bad = cert3().to_vec();
        let i = at % bad.len();
        bad[i] = v;
        let _ = verify(bad.as_slice());
    }
}
