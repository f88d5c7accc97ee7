//! The proof-number prover of version II with a certificate:
//! `prove SIZE [--position P] [--leaf L] [--cert-leaf L] [--bits B] [--pn-bits B] [--seconds S]
//! [--pin-plies N] [--mirror-trust N] [--checkpoint F] [--resume F] [--first-moves m1,m2|all] [--lemmas F1,F2] [--parts] [--certificate F] [--verify F1,F2]
//! [--alphabeta]`.
//! Progress on stderr (bounds per root move), the JSON solution on stdout.
//! `--verify F` only checks a certificate (`--seconds S`: stops it after S s, saying how far it got); `--alphabeta` also solves the
//! same position with the alpha-beta solver, in the same run, for speed;
//! `--lemmas` seeds the claims proved by earlier runs' finished checkpoints,
//! and `--parts` has the certificate cite them (check it after their own
//! certificates: `--verify PART1,PART2,WHOLE`).

use ludoteca_erdos::prover::{Prover, ProverConfig, ProverProgress, Status};
use ludoteca_erdos::solver::{Config, Solver};
use ludoteca_erdos::{Position, Rules};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opt = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    if let Some(f) = opt("--verify") {
        let t = Instant::now();
        let files: Vec<&std::path::Path> = f.split(',').map(std::path::Path::new).collect();
        // With --seconds, a check stopped at its deadline says how far it got.
        let last = std::sync::Mutex::new((0, 0));
        let report = |done: u64, total: u64| *last.lock().unwrap() = (done, total);
        let deadline = opt("--seconds").map(|s| s.parse().map(|s| t + Duration::from_secs(s))).transpose()?;
        let never = AtomicBool::new(false);
        let control = ludoteca_core::Control::new(&report, &never).with_deadline(deadline);
        let checked = ludoteca_erdos::verify::verify_files_with(&files, &control);
        let (done, total) = *last.lock().unwrap();
        eprintln!("{done} of {total} nodes checked in {:.3} s", t.elapsed().as_secs_f64());
        let v = checked?;
        eprintln!("verified in {:.3} s", t.elapsed().as_secs_f64());
        println!("{}", serde_json::to_string(&v)?);
        return Ok(());
    }
    let size: u8 = args.first().and_then(|s| s.parse().ok()).unwrap_or(4);
    let rules = Rules::new(size)?;
    let pos: Position = match opt("--position") {
        Some(p) => p.parse()?,
        None => Position::empty(size)?,
    };
    let mut config = ProverConfig {
        progress_every: Duration::from_secs(10),
        checkpoint_every: Duration::from_secs(60),
        certificate: opt("--certificate").is_some(),
        parts: args.iter().any(|a| a == "--parts"),
        ..ProverConfig::default()
    };
    if let Some(l) = opt("--leaf") {
        config.leaf = Some(l.parse()?);
    }
    if let Some(l) = opt("--cert-leaf") {
        config.cert_leaf = Some(l.parse()?);
    }
    if let Some(b) = opt("--bits") {
        config.table_bits = b.parse()?;
    }
    if let Some(b) = opt("--pn-bits") {
        config.pn_bits = b.parse()?;
    }
    if let Some(n) = opt("--mirror-trust") {
        config.mirror_trust = n.parse()?;
    }
    if let Some(n) = opt("--pin-plies") {
        // Deeper: more of a stopped run's work kept in its checkpoint.
        config.pin_plies = n.parse()?;
    }
    if let Some(s) = opt("--seconds") {
        config.deadline = Some(Duration::from_secs(s.parse()?));
    }
    match opt("--first-moves").as_deref() {
        Some("all") => config.first_moves = pos.legal_moves(),
        Some(m) => config.first_moves = m.split(',').map(str::parse).collect::<Result<_, _>>()?,
        None => {}
    }
    if let Some(files) = opt("--lemmas") {
        for f in files.split(',') {
            let c = ludoteca_erdos::prover::ProverCheckpoint::load(f.as_ref())?;
            let found = c.lemmas(&rules)?;
            eprintln!("lemmas from {f}: {} at {}", found.len(), c.position);
            config.lemmas.extend(found);
        }
    }
    config.checkpoint = opt("--checkpoint").or_else(|| opt("--resume")).map(Into::into);
    let prover = Prover::new(config);
    let cancel = AtomicBool::new(false);
    let progress = |p: &ProverProgress| {
        let open: Vec<String> = p
            .root
            .iter()
            .map(|r| match r.status {
                Status::Proved => format!("{}:P", r.mv),
                Status::Refuted => format!("{}:R", r.mv),
                Status::Open => format!("{}:{}/{}", r.mv, r.pn, r.dn),
            })
            .collect();
        eprintln!(
            "{:>8.1}s {:?} pn-nodes {} ab-nodes {} root {}/{} | {}",
            p.elapsed_ms as f64 / 1000.0,
            p.claim,
            p.pn_nodes,
            p.ab_nodes,
            p.pn,
            p.dn,
            open.join(" ")
        );
    };
    let t = Instant::now();
    let s = match opt("--resume") {
        Some(f) => prover.resume(f.as_ref(), &cancel, &progress)?,
        None => prover.solve(&rules, &pos, &cancel, &progress)?,
    };
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "prover: {:?} in {:.2} s: {} df-pn nodes + {} alpha-beta nodes = {:.3} M nodes/s",
        s.value,
        secs,
        s.pn_nodes,
        s.ab_nodes,
        (s.pn_nodes + s.ab_nodes) as f64 / secs.max(1e-9) / 1e6
    );
    if let (Some(f), Some(c)) = (opt("--certificate"), &s.certificate) {
        ludoteca_erdos::compressed::write(f.as_ref(), c)?;
        if args.iter().any(|a| a == "--parts") {
            eprintln!("certificate {f}: {} plain bytes; check it after its parts: --verify PART1,…,{f}", c.len());
            println!("{}", serde_json::to_string(&s)?);
            return Ok(());
        }
        let t = Instant::now();
        let v = ludoteca_erdos::verify::verify_file(f.as_ref())?;
        eprintln!(
            "certificate {f}: {} plain bytes, {} nodes, {} leaves searched ({} positions); verified in {:.3} s: {:?}",
            c.len(),
            v.nodes,
            v.searched_leaves,
            v.search_nodes,
            t.elapsed().as_secs_f64(),
            v.value
        );
    }
    if args.iter().any(|a| a == "--alphabeta") {
        let solver = Solver::new(Config { table_bits: 24, threads: 1, principal_line: false, ..Config::default() });
        let t = Instant::now();
        let a = solver.solve(&rules, &pos)?;
        let secs = t.elapsed().as_secs_f64();
        eprintln!(
            "alpha-beta (1 thread): {:?} in {:.2} s: {} nodes = {:.3} M nodes/s",
            a.value,
            secs,
            a.nodes,
            a.nodes as f64 / secs.max(1e-9) / 1e6
        );
    }
    println!("{}", serde_json::to_string(&s)?);
    Ok(())
}
